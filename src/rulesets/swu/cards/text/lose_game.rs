//! "you lose the game" (Final Showdown's delayed effect): the ability's
//! controller loses (the engine's `lose_game`, 7.7.4 for the delay around
//! it). Reader and writer side by side.
//!
//! ```text
//! lose-game := "you lose the game"
//! ```

use super::super::ability::{Effect, PlayerSel};
use super::read::Cursor;
use super::write::verb;

const WORDS: &str = "you lose the game";

pub(super) fn lose_game(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb(WORDS, capital).then_some(Effect::LoseGame {
        who: PlayerSel::You,
    })
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    matches!(
        e,
        Effect::LoseGame {
            who: PlayerSel::You
        }
    )
    .then(|| verb(capital, WORDS))
}
