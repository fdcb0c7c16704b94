//! The writer's small word helpers, shared by every writer module: a
//! sentence's full stop, a verb's case, a printed number, a modifier, an
//! article. Re-exported from `text::write`, where they were first.

use super::super::ability::{Amount, Duration};
use super::super::Keyword;

/// A sentence with its full stop, unless it ends in a quoted ability,
/// whose own stop is inside the quotes.
pub(super) fn stop(sentence: String) -> String {
    if sentence.ends_with(".\"") {
        sentence
    } else {
        format!("{sentence}.")
    }
}

/// The words with their first letter capitalised, or lowered: a clause
/// starting a sentence, or inside one.
pub(super) fn verb(capital: bool, words: &str) -> String {
    let mut chars = words.chars();
    match chars.next() {
        Some(f) if capital => format!("{}{}", f.to_ascii_uppercase(), chars.as_str()),
        Some(f) => format!("{}{}", f.to_ascii_lowercase(), chars.as_str()),
        None => String::new(),
    }
}

/// A fixed, non-negative amount, the one a printed number says.
pub(super) fn fixed(a: &Amount) -> Option<i32> {
    match a {
        Amount::Fixed(n) if *n >= 0 => Some(*n),
        _ => None,
    }
}

/// "+2/+0", "-3/-0": a 0 is printed with the other number's sign.
pub(super) fn modifier(power: i32, hp: i32) -> String {
    let sign = |n: i32, other: i32| match (n, other) {
        (0, o) if o < 0 => "-0".to_string(),
        (n, _) => format!("{n:+}"),
    };
    format!("{}/{}", sign(power, hp), sign(hp, power))
}

/// "a" or "an" by the sound of the next word, as cards print it.
pub(super) fn article(next: &str) -> &'static str {
    match next.chars().next() {
        // "an X-Wing": the letter is said "ex".
        Some('a' | 'e' | 'i' | 'o' | 'A' | 'E' | 'I' | 'O' | 'X') => "an",
        _ => "a",
    }
}

/// " for this phase", " for this attack": how long a change lasts, the
/// words every writer of a lasting change ends with; `None` for a
/// duration no card prints this way.
pub(super) fn for_words(d: Duration) -> Option<&'static str> {
    match d {
        Duration::ThisPhase => Some(" for this phase"),
        Duration::ThisAttack => Some(" for this attack"),
        Duration::ThisRound | Duration::WhileInPlay => None,
    }
}

/// "Sentinel for this phase", "Raid 2 for this attack": a keyword gained
/// (or lost, `amount` 0) for a while, as every writer of such a change
/// ends ("give it ...", "this unit gains ...", "it loses ...").
pub(super) fn keyword_for(keyword: Keyword, amount: u32, d: Duration) -> Option<String> {
    let word = super::write::write_line(&super::Line::Keyword { keyword, amount })?;
    Some(format!("{word}{}", for_words(d)?))
}
