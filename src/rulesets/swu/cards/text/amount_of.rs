//! "Deal damage to a unit equal to the number of resources you control"
//! (Devastator): damage whose amount the engine counts as the effect
//! resolves. Reader and writer side by side.
//!
//! ```text
//! deal-equal := "Deal damage to " target " equal to the number of resources you control"
//!             | "Deal damage to " unit " equal to the number of units you control in its arena"
//!               (the unit chosen first, then counted in its arena: `in_its_arena`)
//! ```

use super::super::ability::{Amount, AmountOf, Effect, Target, UnitFilter};
use super::choose::{choose_parts, is_one_unit};
use super::clause::target;
use super::read::Cursor;
use super::write::{target_phrase, verb};

const RESOURCES: &str = " equal to the number of resources you control";
const IN_ITS_ARENA: &str = " equal to the number of units you control in its arena";

/// "Deal damage to a unit equal to the number of units you control in its
/// arena": a `choose` of the unit, then damage to it counted in its arena
/// as it resolves (`AmountOf::UnitsYouControlInItsArena`).
pub(super) fn in_its_arena(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("deal damage to ", capital).then_some(())?;
    let (target, filter) = target(c)?;
    c.eat(IN_ITS_ARENA).then_some(())?;
    // One unit chosen as it resolves ("a unit", "an enemy unit").
    is_one_unit(target).then_some(())?;
    Some(Effect::Choose {
        target,
        filter,
        then: vec![Effect::DealDamage {
            amount: Amount::Of(AmountOf::UnitsYouControlInItsArena),
            target: Target::It,
        }],
    })
}

/// The writer's side of [`in_its_arena`].
pub(super) fn write_in_its_arena(e: &Effect, capital: bool) -> Option<String> {
    let (target, filter, then) = choose_parts(e)?;
    let [Effect::DealDamage {
        amount: Amount::Of(AmountOf::UnitsYouControlInItsArena),
        target: Target::It,
    }] = then.as_slice()
    else {
        return None;
    };
    Some(verb(
        capital,
        &format!(
            "deal damage to {}{IN_ITS_ARENA}",
            super::write::unit_phrase(*target, filter)?
        ),
    ))
}

pub(super) fn deal_equal(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("deal damage to ", capital).then_some(())?;
    let (target, filter) = target(c)?;
    // A filtered unit would be a `choose`; the writer says only a plain
    // target here.
    (filter == UnitFilter::default()).then_some(())?;
    c.eat(RESOURCES).then_some(())?;
    Some(Effect::DealDamage {
        amount: Amount::Of(AmountOf::ResourcesYouControl),
        target,
    })
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::DealDamage {
        amount: Amount::Of(AmountOf::ResourcesYouControl),
        target,
    } = e
    else {
        return None;
    };
    Some(verb(
        capital,
        &format!("deal damage to {}{RESOURCES}", target_phrase(*target)?),
    ))
}
