//! "Choose 3 cards in your discard pile with different names. If you do,
//! return 1 of them at random to your hand." (Doctor Aphra, Rapacious
//! Archaeologist): two sentences about one set of chosen cards, read as
//! one effect; reader and writer side by side.
//!
//! ```text
//! random-return := "Choose " N " cards in your discard pile with different names. If you do,
//!                  return 1 of them at random to your hand"
//! ```
//!
//! The engine's `choose_then_return_at_random`
//! (engine/effects/random_return.rs) says what it does: the player
//! chooses; the return is picked at random (8.22.1), never by the engine.

use super::super::ability::Effect;
use super::read::Cursor;

const CHOOSE: &str = "Choose ";
const REST: &str = " cards in your discard pile with different names. If you do, return 1 of them at random to your hand";

pub(super) fn clause(c: &mut Cursor, capital: bool) -> Option<Effect> {
    capital.then_some(())?;
    c.eat(CHOOSE).then_some(())?;
    let count = c.number().filter(|n| *n > 1)?;
    c.eat(REST).then_some(())?;
    Some(Effect::ChooseDifferentNamesReturnOneAtRandom { count })
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    match e {
        Effect::ChooseDifferentNamesReturnOneAtRandom { count } if capital && *count > 1 => {
            Some(format!("{CHOOSE}{count}{REST}"))
        }
        _ => None,
    }
}
