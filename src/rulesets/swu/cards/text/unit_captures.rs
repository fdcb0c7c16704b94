//! A capture by a friendly unit the player chooses (8.33.1): "A friendly
//! unit captures an enemy non-leader unit in the same arena." (Take
//! Captive), "Choose any number of friendly units. Each of those units
//! captures an enemy non-leader unit in the same arena." (Finalizer).
//! Reader and writer side by side.
//!
//! ```text
//! unit-captures := ("a friendly unit" | "another friendly unit") " captures " unit
//!                  [" in the same arena"]
//! any-number    := "Choose any number of friendly units. Each of those units captures "
//!                  unit [" in the same arena"] "."
//! ```

use super::super::ability::{Effect, Target, UnitFilter};
use super::clause::{target, unit};
use super::read::Cursor;
use super::write::{unit_phrase, verb};

const SAME_ARENA: &str = " in the same arena";
const ANY_NUMBER: &str = "Choose any number of friendly units. Each of those units captures ";

/// The unit captured, and whether it must share the guard's arena.
fn captured(c: &mut Cursor) -> Option<(Target, UnitFilter, bool)> {
    let (target, filter) = target(c)?;
    matches!(target, Target::ChosenUnit | Target::ChosenEnemyUnit).then_some(())?;
    let same_arena = c.eat(SAME_ARENA);
    // A unit that names its arena does not also share the guard's.
    (!same_arena || filter.arena.is_none()).then_some((target, filter, same_arena))
}

pub(super) fn clause(c: &mut Cursor, capital: bool) -> Option<Effect> {
    let first = c.rest().chars().next()?;
    (first.is_ascii_uppercase() == capital).then_some(())?;
    let lowered = format!("{}{}", first.to_ascii_lowercase(), &c.rest()[1..]);
    let mut sub = c.over(&lowered);
    let (guard, guard_filter) = unit(&mut sub)?;
    c.at += sub.at;
    (matches!(
        guard,
        Target::ChosenFriendlyUnit | Target::ChosenOtherFriendlyUnit
    ) && guard_filter == UnitFilter::default())
    .then_some(())?;
    c.eat(" captures ").then_some(())?;
    let (target, filter, same_arena) = captured(c)?;
    Some(Effect::UnitCaptures {
        guard,
        target,
        filter,
        same_arena,
        any_number: false,
    })
}

pub(super) fn sentences(c: &mut Cursor) -> Option<Effect> {
    c.eat(ANY_NUMBER).then_some(())?;
    let (target, filter, same_arena) = captured(c)?;
    c.eat(".").then_some(())?;
    Some(Effect::UnitCaptures {
        guard: Target::ChosenFriendlyUnit,
        target,
        filter,
        same_arena,
        any_number: true,
    })
}

pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::UnitCaptures {
        guard,
        target,
        filter,
        same_arena,
        any_number,
    } = e
    else {
        return None;
    };
    let same = if *same_arena { SAME_ARENA } else { "" };
    let captured = unit_phrase(*target, filter)?;
    if *any_number {
        return (capital && *guard == Target::ChosenFriendlyUnit)
            .then(|| format!("{ANY_NUMBER}{captured}{same}"));
    }
    let guard = unit_phrase(*guard, &UnitFilter::default())?;
    Some(verb(capital, &format!("{guard} captures {captured}{same}")))
}
