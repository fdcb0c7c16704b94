//! "You may defeat a Shield token on a friendly unit. If you do, give 2
//! Experience tokens to that unit." (Rose Tico): the unit whose Shield
//! token was defeated is "that unit" in the sentence after "If you do"
//! (8.32.2). Reader and writer side by side.
//!
//! ```text
//! defeat-shield-then := "You may defeat a Shield token on " unit ". If you do, "
//!                       clause-on-"that unit" "."
//! ```
//!
//! The clause after "If you do" is read from a copy with "that unit"
//! written "it", the engine's word for the unit chosen.

use super::super::ability::{Effect, Target};
use super::clause::{one_clause, target};
use super::compound::aim_of;
use super::read::Cursor;
use super::write::{clause_on, unit_phrase};

const THAT_UNIT: &str = "that unit";

pub(super) fn sentences(c: &mut Cursor) -> Option<Effect> {
    c.eat("You may defeat a Shield token on ").then_some(())?;
    let (target, filter) = target(c)?;
    matches!(
        target,
        Target::ChosenUnit | Target::ChosenFriendlyUnit | Target::ChosenEnemyUnit
    )
    .then_some(())?;
    c.eat(". If you do, ").then_some(())?;
    let rest = c.rest();
    let end = rest.find('.')?;
    let as_it = rest[..end].replace(THAT_UNIT, "it");
    let mut sub = c.over(&as_it);
    let then = one_clause(&mut sub, false)?;
    (sub.done() && aim_of(&then) == Some(Target::It)).then_some(())?;
    c.at += end;
    c.eat(".").then_some(())?;
    Some(Effect::DefeatShieldThen {
        target,
        filter,
        then: vec![then],
    })
}

/// The sentences [`sentences`] reads, without the last full stop.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::DefeatShieldThen {
        target,
        filter,
        then,
    } = e
    else {
        return None;
    };
    capital.then_some(())?;
    let [then] = then.as_slice() else {
        return None;
    };
    (aim_of(then) == Some(Target::It)).then_some(())?;
    Some(format!(
        "You may defeat a Shield token on {}. If you do, {}",
        unit_phrase(*target, filter)?,
        clause_on(then, false, THAT_UNIT, false)?
    ))
}
