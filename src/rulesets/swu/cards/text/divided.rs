//! "Deal 6 damage divided as you choose among enemy units" (8.4.5),
//! reader and writer side by side.
//!
//! ```text
//! divided := "deal " N " damage divided as you choose among " ["other "] UNIT-WORDS "s"
//! ```
//!
//! The unit words are `clause::unit_words`'s in the plural, without what
//! may follow "unit" (as in text/all.rs).

use super::super::ability::{Effect, Target};
use super::clause::unit_words as read_unit_words;
use super::read::Cursor;
use super::write::{unit_words, verb};

const DIVIDED: &str = " damage divided as you choose among ";

pub(super) fn clause(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("deal ", capital).then_some(())?;
    let amount = c.number()?;
    c.eat(DIVIDED).then_some(())?;
    let other = c.another_is_other_than_this && c.eat("other ");
    let rest = c.rest();
    let end = rest.find("units")?;
    let singular = format!("{}unit", &rest[..end]);
    let mut sub = Cursor {
        s: &singular,
        at: 0,
        another_is_other_than_this: c.another_is_other_than_this,
        attached_is_it: c.attached_is_it,
    };
    let (side, filter) = read_unit_words(&mut sub)?;
    sub.done().then_some(())?;
    c.at += end + "units".len();
    let target = match (other, side) {
        (false, None) => Target::EachUnit,
        (false, Some(true)) => Target::EachFriendlyUnit,
        (false, Some(false)) => Target::EachEnemyUnit,
        (true, None) => Target::EachOtherUnit,
        (true, Some(true)) => Target::EachOtherFriendlyUnit,
        (true, Some(false)) => return None,
    };
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
    let (other, side) = match target {
        Target::EachUnit => ("", None),
        Target::EachFriendlyUnit => ("", Some(true)),
        Target::EachEnemyUnit => ("", Some(false)),
        Target::EachOtherUnit => ("other ", None),
        Target::EachOtherFriendlyUnit => ("other ", Some(true)),
        _ => return None,
    };
    let unit = unit_words(side, filter)?;
    unit.ends_with("unit").then_some(())?;
    Some(verb(
        capital,
        &format!("deal {amount}{DIVIDED}{other}{unit}s"),
    ))
}
