//! "Did you mean …?": the one distance between a misspelling and a known
//! word, and the one rule for when a known word is near enough to suggest.
//! Every suggestion of a file's problems (keys, cards, characters, rule
//! numbers, events, answers) is found here, so they agree.

/// Optimal string alignment distance: Levenshtein plus transpositions, so
/// swapped neighbours count as one edit ("tgas" → "tags"), which plain
/// Levenshtein counts as two.
pub fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = v;
        }
    }
    d[a.len()][b.len()]
}

/// Whether a known word `distance` edits away is near enough to suggest:
/// one edit for a short word, a third of the word for a long one.
pub fn near_enough(distance: usize, known: &str) -> bool {
    distance <= (known.chars().count() / 3).max(1)
}

/// Whether a known word could be [`near_enough`] to a lowercased
/// misspelling of `word_chars` characters at all: their distance (ignoring
/// case) is at least the difference of their lowercased lengths, so a word
/// much longer or shorter is skipped before its distance is computed (a
/// card's misspelt id is compared with every name of the printed pool).
pub fn may_be_near(word_chars: usize, known: &str) -> bool {
    let k = known.chars().flat_map(char::to_lowercase).count();
    near_enough(word_chars.abs_diff(k), known)
}

/// The known word a misspelling most likely meant, ignoring case, when one
/// is near enough; the first of equally near ones.
pub fn closest<'k>(word: &str, known: impl IntoIterator<Item = &'k str>) -> Option<&'k str> {
    let w = word.to_lowercase();
    let chars = w.chars().count();
    known
        .into_iter()
        .filter(|k| may_be_near(chars, k))
        .map(|k| (distance(&w, &k.to_lowercase()), k))
        .filter(|(d, k)| near_enough(*d, k))
        .min_by_key(|(d, _)| *d)
        .map(|(_, k)| k)
}

/// The nearest of a short list of known words however far it is (the
/// events a run produced, the units on a board: the author picks from the
/// list the message gives beside it).
pub fn nearest<'k>(word: &str, known: impl IntoIterator<Item = &'k str>) -> Option<&'k str> {
    known.into_iter().min_by_key(|k| distance(word, k))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_skipped_by_its_length_is_never_near_enough() {
        let known = [
            "tags",
            "a",
            "Darth Vader, Dark Lord of the Sith",
            "İstanbul",
            "sentinel",
        ];
        for word in [
            "tgas",
            "b",
            "darth vader",
            "istanbul",
            "x",
            "sentinels",
            "darth vader, dark lord of the sit",
        ] {
            let w = word.to_lowercase();
            for k in known {
                let near = near_enough(distance(&w, &k.to_lowercase()), k);
                assert!(
                    !near || may_be_near(w.chars().count(), k),
                    "{word:?} is near {k:?} but its length skipped it"
                );
            }
        }
        assert!(!may_be_near(3, "Darth Vader, Dark Lord of the Sith"));
    }

    #[test]
    fn suggestions_allow_one_typo_in_short_words_and_a_swap() {
        assert_eq!(closest("tgas", ["tags", "title"]), Some("tags"));
        assert_eq!(closest("power", ["owner", "ref"]), None);
        assert_eq!(closest("explantion", ["explanation"]), Some("explanation"));
        assert_eq!(closest("SW", ["swu"]), Some("swu"));
        assert_eq!(distance("abc", "acb"), 1);
        assert_eq!(distance("", "ab"), 2);
    }

    #[test]
    fn the_nearest_is_found_however_far() {
        assert_eq!(nearest("zzz", ["alpha", "zeta"]), Some("zeta"));
        assert_eq!(nearest("x", []), None);
    }
}
