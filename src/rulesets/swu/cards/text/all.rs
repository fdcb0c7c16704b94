//! "Exhaust all ground units", "Defeat all units", "Defeat all other space
//! units": a verb on every unit of a kind, printed with "all" and a plural
//! (the vocabulary's `all`, which the engine resolves as `for_each`).
//! Reader and writer side by side.
//!
//! ```text
//! all := VERB "all " ["other "] UNIT-WORDS "s"
//! VERB := "defeat " | "exhaust " | "ready "
//! ```
//!
//! The unit words are the singular ones `clause::unit_words` reads, without
//! what may follow "unit" ("with ...", "that costs ..."): their verbs would
//! change with the plural, and no card prints them after "all".

use super::super::ability::{Effect, Target, UnitFilter};
use super::clause::unit_words as read_unit_words;
use super::phrases::{other_and_side, other_word, unit_target, EACH_UNIT};
use super::read::Cursor;
use super::write::{unit_words, verb};

/// An effect on one target, as a verb makes it.
type Make = fn(Target) -> Effect;

/// The verbs read before "all", and the effect each makes on "it".
const VERBS: &[(&str, Make)] = &[
    ("defeat ", |target| Effect::Defeat { target }),
    ("exhaust ", |target| Effect::Exhaust { target }),
    ("ready ", |target| Effect::Ready { target }),
];

pub(super) fn clause(c: &mut Cursor, capital: bool) -> Option<Effect> {
    let (_, make) = VERBS.iter().find(|(v, _)| c.eat_verb(v, capital))?;
    c.eat("all ").then_some(())?;
    let (target, filter) = plural_units(c)?;
    Some(Effect::All {
        target,
        filter,
        then: vec![make(Target::It)],
    })
}

/// "[other ] ground units": every unit of a kind, in the plural (after
/// "all", or "among" in text/divided.rs), as the "each" target and filter
/// its singular reads as.
pub(super) fn plural_units(c: &mut Cursor) -> Option<(Target, UnitFilter)> {
    let other = c.another_is_other_than_this && c.eat("other ");
    // The plural's "units" read as the singular the unit words end in,
    // from a copy of the same length up to there.
    let rest = c.rest();
    let end = rest.find("units")?;
    let singular = format!("{}unit", &rest[..end]);
    let mut sub = c.over(&singular);
    let (side, filter) = read_unit_words(&mut sub)?;
    sub.done().then_some(())?;
    c.at += end + "units".len();
    let target = unit_target(&EACH_UNIT, other, side)?;
    Some((target, filter))
}

/// The writer's side of [`plural_units`].
pub(super) fn write_plural_units(target: Target, filter: &UnitFilter) -> Option<String> {
    let (other, side) = other_and_side(&EACH_UNIT, target)?;
    let unit = unit_words(side, filter)?;
    // Only the words that end in "unit" take the plural's "s".
    unit.ends_with("unit").then_some(())?;
    Some(format!("{}{unit}s", other_word(other)))
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::All {
        target,
        filter,
        then,
    } = e
    else {
        return None;
    };
    let words = VERBS.iter().find_map(|(v, make)| {
        matches!(then.as_slice(), [one] if *one == make(Target::It)).then_some(*v)
    })?;
    let units = write_plural_units(*target, filter)?;
    Some(verb(capital, &format!("{words}all {units}")))
}
