//! "Reveal the top card of your deck" (Rickety Quadjumper: "You may
//! reveal the top card of your deck. If it's not a unit, ..."), reader and
//! writer side by side:
//!
//! ```text
//! reveal-own-top := "reveal the top card of your deck"
//! ```
//!
//! The card is shown to both players (8.25.1) and stays on top: a
//! revealed card has not left its zone (8.25.3). The sentence after it
//! says what depends on it, its "it" being the revealed card
//! (`if_discarded_is_not`, which the engine reads from the card this
//! ability last revealed or discarded).

use super::super::ability::{Effect, PlayerSel};
use super::read::Cursor;
use super::write::verb;

const WORDS: &str = "reveal the top card of your deck";

pub(super) fn reveal_own_top(c: &mut Cursor, capital: bool) -> Option<Effect> {
    // Not "... of your deck" followed by more words ("... deck, then").
    c.eat_verb(WORDS, capital).then_some(Effect::RevealTop {
        who: PlayerSel::You,
    })
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    matches!(
        e,
        Effect::RevealTop {
            who: PlayerSel::You
        }
    )
    .then(|| verb(capital, WORDS))
}
