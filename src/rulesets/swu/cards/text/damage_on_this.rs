//! Amounts as much as the damage on the ability's own unit, reader side
//! (the writer's words are in `write::clause_on`, which writes them on a
//! chosen "it" too):
//!
//! ```text
//! heal-equal := "heal damage from " target " equal to the damage on this unit"   (Gentle Giant)
//! deal-each  := "deal 1 damage to " target " for each damage on this unit"      (Krrsantan)
//! ```
//!
//! "1 damage for each" is one amount dealt as one instance of damage
//! (8.34.1a), the same effect as damage "equal to" the count. The damage
//! is counted as the effect resolves.

use super::super::ability::{Amount, AmountOf, Effect, Target, UnitFilter};
use super::clause::target;
use super::read::Cursor;

pub(super) const HEAL_EQUAL: &str = " equal to the damage on this unit";
pub(super) const FOR_EACH: &str = " for each damage on this unit";

/// A plain target: a filtered unit would be a `choose`, which the words
/// here do not say.
fn plain(c: &mut Cursor) -> Option<Target> {
    let (t, filter) = target(c)?;
    (filter == UnitFilter::default() && t != Target::Defender).then_some(t)
}

pub(super) fn heal_equal(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("heal damage from ", capital).then_some(())?;
    let target = plain(c)?;
    c.eat(HEAL_EQUAL).then_some(())?;
    Some(Effect::Heal {
        amount: Amount::Of(AmountOf::DamageOnThis),
        target,
    })
}

pub(super) fn deal_for_each(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("deal 1 damage to ", capital).then_some(())?;
    let target = plain(c)?;
    c.eat(FOR_EACH).then_some(())?;
    Some(Effect::DealDamage {
        amount: Amount::Of(AmountOf::DamageOnThis),
        target,
    })
}
