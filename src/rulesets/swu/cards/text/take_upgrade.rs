//! "You may pay the cost of an upgrade attached to another non-Vehicle
//! unit. If you do, take control of that upgrade and attach it to this
//! unit, if able. If it can't attach to this unit, defeat it instead."
//! (Pre Vizsla): three sentences about one upgrade, read as one effect.
//! Reader and writer side by side.
//!
//! ```text
//! take-upgrade := "You may pay the cost of an upgrade attached to " unit ". If you do, "
//!                 "take control of that upgrade and attach it to this unit, if able. "
//!                 "If it can't attach to this unit, defeat it instead."
//! ```

use super::super::ability::{Effect, Target};
use super::clause::target;
use super::phrases::unit_phrase;
use super::read::Cursor;

const BEFORE: &str = "You may pay the cost of an upgrade attached to ";
const AFTER: &str = ". If you do, take control of that upgrade and attach it to this unit, if able. If it can't attach to this unit, defeat it instead";

pub(super) fn sentences(c: &mut Cursor) -> Option<Effect> {
    c.eat(BEFORE).then_some(())?;
    let (target, filter) = target(c)?;
    matches!(
        target,
        Target::ChosenUnit
            | Target::ChosenOtherUnit
            | Target::ChosenFriendlyUnit
            | Target::ChosenEnemyUnit
    )
    .then_some(())?;
    c.eat(AFTER).then_some(())?;
    c.eat(".").then_some(())?;
    Some(Effect::TakeUpgradeToThis { target, filter })
}

/// The sentences [`sentences`] reads, without the last full stop.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::TakeUpgradeToThis { target, filter } = e else {
        return None;
    };
    capital.then_some(())?;
    Some(format!("{BEFORE}{}{AFTER}", unit_phrase(*target, filter)?))
}
