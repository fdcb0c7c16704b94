//! The writer's words for amounts the engine counts as the effect
//! resolves ("heal all damage from", "equal to the damage on this unit",
//! "1 damage ... for each damage on this unit") and for more than one
//! Shield token ("give 2 Shield tokens to"): written on a target or, in a
//! `choose`, on "it" (`t` gives the words for the target either way).
//! The reader's side is `clause::heal`, [`shields`] and
//! text/damage_on_this.rs.

use super::super::ability::{Amount, AmountOf, Effect, Target};
use super::clause::{aimed, target};
use super::read::Cursor;
use super::write::verb;

/// "Give 2 Shield tokens to it": more than one, the unit chosen once.
pub(super) fn shields(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("give ", capital).then_some(())?;
    let count = c.number().filter(|n| *n >= 2)?;
    c.eat(" Shield tokens to ").then_some(())?;
    Some(aimed(target(c)?, |target| Effect::GiveShields {
        target,
        count,
    }))
}

pub(super) fn clause_on(
    e: &Effect,
    capital: bool,
    t: &dyn Fn(&Target) -> Option<String>,
) -> Option<String> {
    Some(match e {
        Effect::Heal {
            amount: Amount::Of(AmountOf::AllDamage),
            target,
        } => verb(capital, &format!("heal all damage from {}", t(target)?)),
        Effect::Heal {
            amount: Amount::Of(AmountOf::DamageOnThis),
            target,
        } => verb(
            capital,
            &format!(
                "heal damage from {}{}",
                t(target)?,
                super::damage_on_this::HEAL_EQUAL
            ),
        ),
        Effect::DealDamage {
            amount: Amount::Of(AmountOf::DamageOnThis),
            target,
        } => verb(
            capital,
            &format!(
                "deal 1 damage to {}{}",
                t(target)?,
                super::damage_on_this::FOR_EACH
            ),
        ),
        Effect::GiveShields { target, count } if *count >= 2 => verb(
            capital,
            &format!("give {count} Shield tokens to {}", t(target)?),
        ),
        _ => return None,
    })
}
