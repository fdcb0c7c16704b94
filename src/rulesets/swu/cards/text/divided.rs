//! "Deal 6 damage divided as you choose among enemy units" (8.4.5),
//! reader and writer side by side.
//!
//! ```text
//! divided := "deal " N " damage divided as you choose among " ["other "] UNIT-WORDS "s"
//! ```
//!
//! The units are read as text/all.rs reads them after "all".

use super::super::ability::Effect;
use super::all::{plural_units, write_plural_units};
use super::read::Cursor;
use super::write::verb;

const DIVIDED: &str = " damage divided as you choose among ";

pub(super) fn clause(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("deal ", capital).then_some(())?;
    let amount = c.number()?;
    c.eat(DIVIDED).then_some(())?;
    let (target, filter) = plural_units(c)?;
    Some(Effect::DivideDamage {
        amount,
        target,
        filter,
    })
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::DivideDamage {
        amount,
        target,
        filter,
    } = e
    else {
        return None;
    };
    let units = write_plural_units(*target, filter)?;
    Some(verb(capital, &format!("deal {amount}{DIVIDED}{units}")))
}
