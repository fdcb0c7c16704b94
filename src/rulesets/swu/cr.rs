//! The rule numbers of the Comprehensive Rules the app cites (CR v7.0).
//!
//! `src/rulesets/swu/cr-v7.0-rules.txt` lists every rule number of CR v7.0, one a
//! line, with the CR's own heading words where the rule has a heading
//! ("7.6.13 When Played"). It is built by [`parse`] from the CR's text
//! extraction; `tests/cr_index.rs` rebuilds it from
//! `../shared/rules/comprehensive-rules-v7.0.txt` when that file is present
//! and fails if the two differ. The app itself only reads the checked-in list.
//!
//! Numbers are written the CR's way: section, subsection, item joined by
//! dots, a letter appended directly (`1.16.5b`, `6.3.0c`, `7.7.4b`).

use std::sync::OnceLock;

use crate::fast_hash::FastMap;

/// The edition every scenario and the digest name.
pub const EDITION: &str = "CR v7.0";

/// The checked-in index (see the module comment).
pub const INDEX: &str = include_str!("cr-v7.0-rules.txt");

/// One numbered rule: its number and, where the CR gives one, its heading.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rule {
    pub number: String,
    pub heading: Option<String>,
}

/// Every rule number in the index, in the CR's order.
pub fn numbers() -> impl Iterator<Item = &'static str> {
    INDEX
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .filter(|n| n.starts_with(|c: char| c.is_ascii_digit()))
}

/// Every rule number with its heading (`None` where the CR gives none),
/// hashed once per process: `tw check` asks about every citation of every
/// file, and a scan of the index per question was a quarter of its time
/// (issue 25).
fn hashed() -> &'static FastMap<&'static str, Option<&'static str>> {
    static HASHED: OnceLock<FastMap<&'static str, Option<&'static str>>> = OnceLock::new();
    HASHED.get_or_init(|| {
        INDEX
            .lines()
            .filter_map(|l| {
                let (n, h) = l.split_once(' ').map_or((l, None), |(n, h)| (n, Some(h)));
                let n = n.trim();
                let heading = h.map(str::trim).filter(|h| !h.is_empty());
                n.starts_with(|c: char| c.is_ascii_digit())
                    .then_some((n, heading))
            })
            .collect()
    })
}

/// Whether `number` is a rule of CR v7.0.
pub fn exists(number: &str) -> bool {
    hashed().contains_key(number)
}

/// The heading the index gives a rule, if any ("7.5.5" → "Ambush").
pub fn heading(number: &str) -> Option<&'static str> {
    hashed().get(number).copied().flatten()
}

/// A rule of CR v7.0 close to a number that is not one: a letter written
/// on the rule above its lettered list ("5.5b" → "5.5.1b"), a letter
/// written with a dot ("5.4.1.a" → "5.4.1a"), else the nearest by spelling.
pub fn nearest(number: &str) -> Option<&'static str> {
    let find = |want: &str| numbers().find(|n| *n == want);
    let body = number.trim_end_matches(|c: char| c.is_ascii_lowercase());
    let letters = &number[body.len()..];
    // "5.4.1.a": the letter after a dot.
    if let Some((head, tail)) = number.rsplit_once('.') {
        if tail.len() == 1 && tail.chars().all(|c| c.is_ascii_lowercase()) {
            if let Some(n) = find(&format!("{head}{tail}")) {
                return Some(n);
            }
        }
    }
    // "5.5b": the lettered list sits under the subsection's first item.
    if !letters.is_empty() && !body.is_empty() {
        for item in ["1", "0"] {
            if let Some(n) = find(&format!("{body}.{item}{letters}")) {
                return Some(n);
            }
        }
    }
    // The nearest by spelling; among equals, the one sharing the longest
    // start ("7.6.18" → "7.6.1", not "7.5.18").
    let shared = |n: &str| {
        number
            .chars()
            .zip(n.chars())
            .take_while(|(a, b)| a == b)
            .count()
    };
    numbers()
        .map(|n| (crate::scenario_file::suggest::distance(number, n), n))
        .filter(|(d, n)| crate::scenario_file::suggest::near_enough(*d, n))
        .min_by_key(|(d, n)| (*d, std::cmp::Reverse(shared(n))))
        .map(|(_, n)| n)
}

/// Whether a text is written as a rule number: digits joined by dots, with
/// an optional letter appended ("7.6.14", "7.7.4b", "6.3.0c").
pub fn is_well_formed(s: &str) -> bool {
    let body = s
        .strip_suffix(|c: char| c.is_ascii_lowercase())
        .unwrap_or(s);
    !body.is_empty()
        && body
            .split('.')
            .all(|p| !p.is_empty() && p.len() <= 3 && p.chars().all(|c| c.is_ascii_digit()))
}

/// Every rule number cited in a prose text: "(5.5.1a, 7.7.4b)", "7.6.11:",
/// "1.16.5b". A number needs at least one dot ("7.6", not "7"); a digit
/// right after a letter or a dot does not start one, and a trailing
/// sentence dot is not part of it. Decimal-looking words such as "v7.0"
/// are skipped because a letter comes right before them.
pub fn cited_in(text: &str) -> Vec<String> {
    citation_spans(text)
        .into_iter()
        .map(|r| text[r].to_string())
        .collect()
}

/// Where each rule number cited in a prose text is, as byte ranges in
/// order (the numbers [`cited_in`] finds), so a page can link each one
/// and keep the text around it as text.
pub fn citation_spans(text: &str) -> Vec<std::ops::Range<usize>> {
    // Scanned as bytes, not collected into chars first: a rule number is
    // ASCII digits and dots, and a byte of a character beyond ASCII is
    // never one; the characters around a number are decoded where it is.
    // Collecting every text's chars was a sixteenth of `tw check`
    // (issue 25).
    let bytes = text.as_bytes();
    let digit = |i: usize| bytes.get(i).is_some_and(u8::is_ascii_digit);
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        // Eight bytes at a time past those without a digit (most of a
        // text): scanning byte by byte was a fortieth of `tw check`
        // (issue 25). Only bytes that are not digits are passed over, as
        // the test below would pass them one at a time.
        while let Some(chunk) = bytes.get(i..i + 8) {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            if has_digit(u64::from_le_bytes(word)) {
                break;
            }
            i += 8;
        }
        let starts = digit(i)
            && text[..i]
                .chars()
                .next_back()
                .is_none_or(|p| !(p.is_alphanumeric() || matches!(p, '.' | '-')));
        if !starts {
            i += 1;
            continue;
        }
        let start = i;
        let mut dotted = false;
        loop {
            if digit(i) {
                i += 1;
            } else if bytes.get(i) == Some(&b'.') && digit(i + 1) {
                dotted = true;
                i += 1;
            } else {
                break;
            }
        }
        // One lowercase letter appended, not the start of a word.
        if bytes.get(i).is_some_and(u8::is_ascii_lowercase)
            && !text[i + 1..]
                .chars()
                .next()
                .is_some_and(char::is_alphanumeric)
        {
            i += 1;
        }
        if dotted {
            out.push(start..i);
        }
    }
    out
}

/// Whether any of the eight bytes of `word` is an ASCII digit (`0x30` to
/// `0x39`): the "has a byte between m and n" test of the bit-twiddling
/// hacks, with m = `0x2f` and n = `0x3a`. Each byte's low seven bits are
/// taken apart so no byte carries into the next, and a byte with its high
/// bit set (not ASCII) is never counted.
fn has_digit(word: u64) -> bool {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const LOW: u64 = ONES * 0x7f;
    const HIGH: u64 = ONES * 0x80;
    let low = word & LOW;
    ((ONES * (0x7f + 0x3a) - low) & !word & (low + ONES * (0x7f - 0x2f)) & HIGH) != 0
}

/// The rule numbers of a CR text extraction, with their headings.
///
/// The extraction numbers by indentation: a section (`7.` far left, its
/// heading in capitals), a subsection (`6.`, capitals), an item (`8.`; in
/// section 6 the items start at `0.`) and a letter (`a.`). Indentation
/// drifts from page to page, so the parser follows the sequence instead:
/// a number is taken as the next section, subsection or item, a letter as
/// the next letter of the current item; capitals tell a heading from an
/// item, and a section heading stands further left than any subsection.
/// Page headers and footers start in the first column and are skipped, as
/// is everything before the body (the contents pages). Example paragraphs
/// and wrapped lines do not start with a number and a dot, so they are
/// passed over.
pub fn parse(text: &str) -> Vec<Rule> {
    let mut out = Vec::new();
    let mut started = false;
    let (mut sec, mut sub) = (0u32, 0u32);
    let mut item: Option<u32> = None;
    let mut letter: Option<char> = None;
    for raw in text.lines() {
        let line = raw.replace('\u{c}', "");
        let Some((indent, label, rest)) = numbered(&line) else {
            continue;
        };
        if !started {
            if label == "1" && rest.trim() == "GAME CONCEPTS" {
                started = true;
            } else {
                continue;
            }
        }
        if indent == 0 {
            continue;
        }
        let rest = rest.trim();
        if let Ok(n) = label.parse::<u32>() {
            if capitals(rest) && indent < 8 && n == sec + 1 {
                sec = n;
                sub = 0;
                item = None;
                letter = None;
                out.push(rule(format!("{sec}"), Some(clean(rest))));
            } else if capitals(rest) && indent >= 8 && n == sub + 1 && sec > 0 {
                sub = n;
                item = None;
                letter = None;
                out.push(rule(format!("{sec}.{sub}"), Some(clean(rest))));
            } else if sub > 0 && item.map_or(n <= 1, |i| n == i + 1) {
                item = Some(n);
                letter = None;
                out.push(rule(format!("{sec}.{sub}.{n}"), item_heading(sec, rest)));
            }
        } else if let (Some(i), Some(c)) = (item, label.chars().next()) {
            let next = letter.map_or('a', |l| (l as u8 + 1) as char);
            if c == next {
                letter = Some(c);
                out.push(rule(format!("{sec}.{sub}.{i}{c}"), item_heading(sec, rest)));
            }
        }
    }
    out
}

fn rule(number: String, heading: Option<String>) -> Rule {
    Rule { number, heading }
}

/// "   12.    text" → (3, "12", "text"); "      a. text" → (6, "a", "text").
fn numbered(line: &str) -> Option<(usize, &str, &str)> {
    let indent = line.len() - line.trim_start_matches(' ').len();
    let body = &line[indent..];
    let (label, rest) = body.split_once('.')?;
    let is_label = label.chars().all(|c| c.is_ascii_digit()) && !label.is_empty()
        || label.len() == 1 && label.chars().all(|c| c.is_ascii_lowercase());
    let spaced = rest.starts_with(char::is_whitespace) && !rest.trim().is_empty();
    (is_label && spaced).then_some((indent, label, rest))
}

/// A heading in capitals: every letter upper case, at least two letters.
fn capitals(text: &str) -> bool {
    let letters: Vec<char> = text.chars().filter(|c| c.is_alphabetic()).collect();
    letters.len() >= 2 && letters.iter().all(|c| c.is_uppercase())
}

/// Whitespace collapsed, icon glyphs (private use) and the empty brackets
/// they leave dropped.
fn clean(text: &str) -> String {
    let kept: String = text
        .chars()
        .filter(|c| !('\u{e000}'..='\u{f8ff}').contains(c))
        .collect();
    kept.replace("()", "")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// An item's or letter's heading: the whole line when it is a short title
/// ("Ambush", "Lasting Effects", "General"), or, in the game-structure and
/// action-timing sections, the step's name before its first full stop
/// ("Begin attack", "Start of the regroup phase").
fn item_heading(sec: u32, text: &str) -> Option<String> {
    let words = text.split_whitespace().count();
    let title = words <= 6
        && !text.ends_with(['.', ':', ','])
        && text.starts_with(|c: char| c.is_uppercase());
    if title {
        return Some(clean(text));
    }
    if matches!(sec, 5 | 6) {
        let end = text
            .find(". ")
            .or_else(|| text.ends_with('.').then(|| text.len() - 1))?;
        let phrase = &text[..end];
        if (1..=6).contains(&phrase.split_whitespace().count()) {
            return Some(clean(phrase));
        }
    }
    None
}

/// The index file's text for a list of rules: "7.6.13 When Played".
pub fn render(rules: &[Rule]) -> String {
    let mut s = String::from(
        "# Rule numbers of the Star Wars: Unlimited Comprehensive Rules, CR v7.0 (3/6/26).\n\
         # Built from the CR text by timing_window::rulesets::swu::cr::parse; headings are the CR's own titles.\n",
    );
    for r in rules {
        s.push_str(&r.number);
        if let Some(h) = &r.heading {
            s.push(' ');
            s.push_str(h);
        }
        s.push('\n');
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_has_a_digit_exactly_when_one_of_its_bytes_is_one() {
        // Every byte value at every place, among bytes on both sides of
        // the digits and beyond ASCII.
        for place in 0..8 {
            for byte in 0..=255u8 {
                for fill in [0u8, b' ', b'/', b':', b'a', 0x7f, 0x80, 0xff] {
                    let mut bytes = [fill; 8];
                    bytes[place] = byte;
                    assert_eq!(
                        has_digit(u64::from_le_bytes(bytes)),
                        bytes.iter().any(u8::is_ascii_digit),
                        "{bytes:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_index_knows_the_rules_the_engine_leans_on() {
        for n in [
            "1.9.9", "1.16.5b", "5.4.1a", "5.5.1c", "6.3.0c", "6.3.4d", "7.1.7", "7.5.7", "7.6.15",
            "7.7.4b", "7.7.4f", "8.6.1",
        ] {
            assert!(exists(n), "{n}");
        }
        for n in ["5.4a", "5.5b", "7.6.18", "1.16.5f", "7"] {
            assert!(!exists(n) || n == "7", "{n}");
        }
        assert_eq!(heading("7.5.5"), Some("Ambush"));
        assert_eq!(heading("6.3.3"), Some("Begin attack"));
    }

    #[test]
    fn a_near_miss_gets_the_rule_it_meant() {
        assert_eq!(nearest("5.5b"), Some("5.5.1b"));
        assert_eq!(nearest("5.4a"), Some("5.4.1a"));
        assert_eq!(nearest("5.4.1.a"), Some("5.4.1a"));
        assert_eq!(nearest("7.6.100"), Some("7.6.10"));
        assert_eq!(nearest("7.6.18"), Some("7.6.1"));
        assert_eq!(nearest("99.99.99"), None);
    }

    #[test]
    fn citations_are_found_in_prose_and_versions_are_not() {
        assert_eq!(
            cited_in("expire first (5.5.1a, 7.7.4b). Then 7.6.11: nested; CR v7.0 and 1.16.5b."),
            ["5.5.1a", "7.7.4b", "7.6.11", "1.16.5b"]
        );
        assert_eq!(cited_in("2 cards, 3 damage"), Vec::<String>::new());
        assert_eq!(cited_in("7.6.10a bit"), ["7.6.10a"]);
        assert_eq!(cited_in("7.6.10as"), ["7.6.10"]);
    }

    #[test]
    fn citation_spans_are_byte_ranges_around_the_numbers() {
        // Non-ASCII text before a number moves its byte offsets.
        let text =
            "Aphra\u{2019}s ability waits (7.6.11); \u{201c}v7.0\u{201d} is no rule, 1.16.5b is.";
        let spans = citation_spans(text);
        let cut: Vec<&str> = spans.iter().map(|r| &text[r.clone()]).collect();
        assert_eq!(cut, ["7.6.11", "1.16.5b"]);
        // What lies between the spans is the rest of the text, unchanged.
        let mut rebuilt = String::new();
        let mut from = 0;
        for r in &spans {
            rebuilt.push_str(&text[from..r.start]);
            rebuilt.push_str(&text[r.clone()]);
            from = r.end;
        }
        rebuilt.push_str(&text[from..]);
        assert_eq!(rebuilt, text);
        assert!(citation_spans("").is_empty());
        assert_eq!(
            citation_spans("7.6"),
            vec![std::ops::Range { start: 0, end: 3 }]
        );
    }

    #[test]
    fn the_parser_follows_the_sequence_not_the_indentation() {
        let text = "CONTENTS\n     1.   GAME CONCEPTS   4\n\
            \u{c}      1.        GAME CONCEPTS\n\
            \n           1.    GENERAL\n\
            \x20                1.     Some text here that is a sentence.\n\
            \x20                       a. A lettered rule that goes on.\n\
            \x20                          For example, 2. is not a rule.\n\
            1. GAME CONCEPTS          CONTENTS          GLOSSARY\n\
            \x20                      b. Another lettered rule.\n\
            \x20       2.       DECK\n\
            \x20             1.   Ambush\n\
            \x20    2.        CARD ANATOMY\n";
        let got: Vec<String> = parse(text).into_iter().map(|r| r.number).collect();
        assert_eq!(
            got,
            ["1", "1.1", "1.1.1", "1.1.1a", "1.1.1b", "1.2", "1.2.1", "2"]
        );
        assert_eq!(parse(text)[6].heading.as_deref(), Some("Ambush"));
    }
}
