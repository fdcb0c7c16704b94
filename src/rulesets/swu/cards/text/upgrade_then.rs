//! "Defeat a friendly upgrade on a unit. If you do, give a Shield token to
//! that unit." (Finn), "You may defeat a friendly upgrade. If you do, ready
//! this unit." (Pegasus Tri-Wing): an upgrade in play chosen and defeated,
//! then a part resolved only when it was (8.9.1, 8.32.2); "that unit" is
//! the unit the upgrade was on. Reader and writer side by side.
//!
//! ```text
//! defeat-upgrade-then := ("You may defeat " | "Defeat ") upgrade
//!                        [" on a unit"] ". If you do, " clause "."
//! ```
//!
//! " on a unit" is read exactly when the clause after "If you do" says
//! "that unit"; that clause is read from a copy with "that unit" written
//! "it", the engine's word for the unit the upgrade was on.

use super::super::ability::{Effect, Target};
use super::clause::one_clause;
use super::compound::aim_of;
use super::read::Cursor;
use super::upgrades_in_play::{upgrade, words};
use super::write::clause_on;

const THAT_UNIT: &str = "that unit";
const ON_A_UNIT: &str = " on a unit";

pub(super) fn sentences(c: &mut Cursor) -> Option<Effect> {
    let may = c.eat("You may defeat ");
    (may || c.eat("Defeat ")).then_some(())?;
    let filter = upgrade(c)?;
    let on_a_unit = c.eat(ON_A_UNIT);
    c.eat(". If you do, ").then_some(())?;
    let rest = c.rest();
    let end = rest.find('.')?;
    (rest[..end].contains(THAT_UNIT) == on_a_unit).then_some(())?;
    let as_it = rest[..end].replace(THAT_UNIT, "it");
    let mut sub = c.over(&as_it);
    let then = one_clause(&mut sub, false)?;
    sub.done().then_some(())?;
    // "it" only where the text said "that unit".
    ((aim_of(&then) == Some(Target::It)) == on_a_unit).then_some(())?;
    c.at += end;
    c.eat(".").then_some(())?;
    Some(Effect::DefeatUpgradeThen {
        may,
        filter,
        then: vec![then],
    })
}

/// The sentences [`sentences`] reads, without the last full stop.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::DefeatUpgradeThen { may, filter, then } = e else {
        return None;
    };
    capital.then_some(())?;
    let [then] = then.as_slice() else {
        return None;
    };
    let on_it = aim_of(then) == Some(Target::It);
    let verb = if *may { "You may defeat" } else { "Defeat" };
    let (on, aim) = if on_it {
        (ON_A_UNIT, THAT_UNIT)
    } else {
        ("", "")
    };
    Some(format!(
        "{verb} {}{on}. If you do, {}",
        words(filter)?,
        clause_on(then, false, aim, false)?
    ))
}
