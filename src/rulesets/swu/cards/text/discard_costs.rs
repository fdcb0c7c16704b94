//! Damage counted over the costs in your discard pile: "Deal 1 damage to
//! the defender for each different cost among cards in your discard pile"
//! (Fennec Shand, Loyal Sharpshooter). Reader and writer side by side:
//!
//! ```text
//! deal-per-cost := "deal 1 damage to the defender for each different cost among cards in your discard pile"
//! ```
//!
//! One amount, dealt as one instance of damage (8.34.1a), counted as the
//! effect resolves; "the defender" is the unit or the base being attacked
//! (the engine's `defender` hits either).

use super::super::ability::{Amount, AmountOf, Effect, Target};
use super::read::Cursor;
use super::write::verb;

const WORDS: &str =
    "deal 1 damage to the defender for each different cost among cards in your discard pile";

fn effect() -> Effect {
    Effect::DealDamage {
        amount: Amount::Of(AmountOf::DifferentCostsInYourDiscard),
        target: Target::Defender,
    }
}

pub(super) fn clause(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb(WORDS, capital).then(effect)
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    (*e == effect()).then(|| verb(capital, WORDS))
}
