//! Damage as much as a number the game gives, reader and writer side by
//! side: "deal damage equal to that card's cost to their base or a ground
//! unit they control" (Krayt Dragon).
//!
//! ```text
//! equal := "deal damage equal to that card's cost to their base or a ground unit they control"
//! ```
//!
//! "that card" is the card whose play triggered the ability and "their",
//! "they" its player: read only in a "When an opponent plays a card"
//! ability ([`only_where_a_card_was_played`]), the one trigger that gives
//! the engine that card and that player.

use super::super::ability::{Ability, Amount, AmountOf, Effect, Target};
use super::super::trigger::Trigger;
use super::read::Cursor;
use super::write::verb;

const WORDS: &str =
    "deal damage equal to that card's cost to their base or a ground unit they control";

pub(super) fn deal_equal(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb(WORDS, capital).then_some(Effect::DealDamage {
        amount: Amount::Of(AmountOf::PlayedCardCost),
        target: Target::ChosenTriggeringPlayersBaseOrGroundUnit,
    })
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    match e {
        Effect::DealDamage {
            amount: Amount::Of(AmountOf::PlayedCardCost),
            target: Target::ChosenTriggeringPlayersBaseOrGroundUnit,
        } => Some(verb(capital, WORDS)),
        _ => None,
    }
}

/// Does the ability name "that card" only where a card's play triggered
/// it? (Every other ability: nothing to check.)
pub(super) fn only_where_a_card_was_played(a: &Ability) -> bool {
    fn names_the_card(e: &Effect) -> bool {
        match e {
            Effect::DealDamage { amount, target } => {
                *amount == Amount::Of(AmountOf::PlayedCardCost)
                    || *target == Target::ChosenTriggeringPlayersBaseOrGroundUnit
            }
            Effect::May { then } => then.iter().any(names_the_card),
            _ => false,
        }
    }
    a.when == [Trigger::OpponentPlaysCard] || !a.effects.iter().any(names_the_card)
}
