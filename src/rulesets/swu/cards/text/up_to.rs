//! "Give an Experience token to each of up to 3 Trooper units": a clause
//! whose target is several different units the player chooses, from none
//! to N (8.30.1); reader and writer side by side.
//!
//! ```text
//! up-to := clause-with-a-unit-target, the target written
//!          "each of up to " N [" other"] <unit words, "units" for "unit">
//! ```
//!
//! The reader reads the clause as it would with one unit ("a Trooper
//! unit", "another ground unit" for "other ground units") and keeps its
//! choice and filter, the count added: any clause the grammar reads on one
//! chosen unit reads on up to N of them, and the round trip checks the
//! plural written back.

use super::super::ability::Effect;
use super::clause::one_clause;
use super::compound::chosen;
use super::phrases::{other_and_side, other_word, CHOSEN_UNIT};
use super::read::Cursor;
use super::write::{clause_on, unit_words};

const EACH_OF_UP_TO: &str = "each of up to ";

pub(super) fn clause(c: &mut Cursor, capital: bool) -> Option<Effect> {
    let rest = c.rest();
    let start = rest.find(EACH_OF_UP_TO)?;
    // The target must be in this sentence.
    (!rest[..start].contains('.')).then_some(())?;
    let after = &rest[start + EACH_OF_UP_TO.len()..];
    let digits = after.bytes().take_while(u8::is_ascii_digit).count();
    let count: u32 = after[..digits].parse().ok()?;
    let words_start = after[digits..].strip_prefix(' ')?;
    let plural_at = words_start.find("units")?;
    let words = &words_start[..plural_at];
    (!words.contains('.')).then_some(())?;
    let tail = &words_start[plural_at + "units".len()..];
    let singular_target = match words.strip_prefix("other ") {
        Some(w) => format!("another {w}unit"),
        None => format!("a {words}unit"),
    };
    let singular = format!("{}{singular_target}{tail}", &rest[..start]);
    let mut one = c.over(&singular);
    let e = one_clause(&mut one, capital)?;
    let target_end = start + singular_target.len();
    (one.at >= target_end).then_some(())?;
    let (target, filter, on_it) = chosen(&e)?;
    // The same words in the printed line are longer by the difference of
    // the two ways of writing the target.
    let printed_len = EACH_OF_UP_TO.len() + digits + 1 + words.len() + "units".len();
    c.at += one.at + printed_len - singular_target.len();
    Some(Effect::UpTo {
        count,
        target,
        filter,
        then: vec![on_it],
    })
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::UpTo {
        count,
        target,
        filter,
        then,
    } = e
    else {
        return None;
    };
    let [inner] = then.as_slice() else {
        return None;
    };
    let (other, side) = other_and_side(&CHOSEN_UNIT, *target)?;
    let other = other_word(other);
    let one = unit_words(side, filter)?;
    // "unit" is the first word or follows a space; the words after it
    // ("with 3 or less power") stay as they are.
    let plural = match one.strip_prefix("unit") {
        Some(after) => format!("units{after}"),
        None => one.replacen(" unit", " units", 1),
    };
    let aim = format!("{EACH_OF_UP_TO}{count} {other}{plural}");
    clause_on(inner, capital, &aim, true)
}
