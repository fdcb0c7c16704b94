//! "Deal damage to a unit equal to the number of resources you control"
//! (Devastator): damage whose amount the engine counts as the effect
//! resolves. Reader and writer side by side.
//!
//! ```text
//! deal-equal := "Deal damage to " target " equal to the number of resources you control"
//! ```

use super::super::ability::{Amount, AmountOf, Effect, UnitFilter};
use super::clause::target;
use super::read::Cursor;
use super::write::{target_phrase, verb};

const RESOURCES: &str = " equal to the number of resources you control";

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
