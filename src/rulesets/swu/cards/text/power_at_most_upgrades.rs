//! "ready another unit with power equal to or less than the number of
//! upgrades on enemy units" (Slaver's Freighter): a clause on one chosen
//! unit whose power is bounded by a count made as it resolves. Reader and
//! writer side by side.
//!
//! ```text
//! power-at-most := clause-on-a-chosen-unit " with power equal to or less than
//!                  the number of upgrades on " ("enemy" | "friendly") " units"
//! ```
//!
//! The clause is read from the words before "with" (any clause on one
//! chosen unit), the bound kept beside it.

use super::super::ability::{Effect, UnitFilter};
use super::clause::one_clause;
use super::compound::chosen;
use super::read::Cursor;
use super::write::clause_on;

const WITH_POWER: &str = " with power equal to or less than the number of upgrades on ";

pub(super) fn clause(c: &mut Cursor, capital: bool) -> Option<Effect> {
    let rest = c.rest();
    let end = rest.find(WITH_POWER)?;
    let mut sub = c.over(&rest[..end]);
    let e = one_clause(&mut sub, capital)?;
    sub.done().then_some(())?;
    let (target, filter, on_it) = chosen(&e)?;
    // The bound is the only power limit.
    filter.max_power.is_none().then_some(())?;
    c.at += end + WITH_POWER.len();
    let enemy = if c.eat("enemy units") {
        true
    } else if c.eat("friendly units") {
        false
    } else {
        return None;
    };
    Some(Effect::ChooseWithPowerAtMostUpgrades {
        target,
        filter,
        enemy,
        then: vec![on_it],
    })
}

pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::ChooseWithPowerAtMostUpgrades {
        target,
        filter,
        enemy,
        then,
    } = e
    else {
        return None;
    };
    let [on_it] = then.as_slice() else {
        return None;
    };
    (filter.max_power.is_none()).then_some(())?;
    let plain = if *filter == UnitFilter::default() {
        let mut one = on_it.clone();
        super::compound::set_aim(&mut one, *target);
        one
    } else {
        Effect::Choose {
            target: *target,
            filter: filter.clone(),
            then: then.clone(),
        }
    };
    let side = if *enemy { "enemy" } else { "friendly" };
    Some(format!(
        "{}{WITH_POWER}{side} units",
        clause_on(&plain, capital, "", false)?
    ))
}
