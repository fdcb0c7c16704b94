//! "Look at an opponent's hand, then name a card. While this unit is in
//! play, each card with that name costs 3 more for your opponents to
//! play." (Qi'ra, Playing Her Part): two sentences, read as the three
//! effects they are, reader and writer side by side.
//!
//! ```text
//! named-costs := "Look at an opponent's hand, then name a card. While this unit is in play,
//!                each card with that name costs " N " more for your opponents to play."
//! ```
//!
//! Looking at the hand is information only; naming a card is the player's
//! choice of any card name (8.17.1); the increase lasts while this copy
//! of the unit is in play and applies as the opponents' cards of that
//! name are played, before any decrease (1.8.3;
//! `engine::effects::named_costs`).

use super::super::ability::{Effect, PlayerSel};
use super::read::Cursor;

const LOOK_THEN_NAME: &str = "Look at an opponent's hand, then name a card. ";
const WHILE: &str = "While this unit is in play, each card with that name costs ";
const MORE: &str = " more for your opponents to play.";

fn look() -> Effect {
    Effect::LookAtHand {
        who: PlayerSel::Opponent,
    }
}

pub(super) fn sentences(c: &mut Cursor) -> Option<Vec<Effect>> {
    c.eat(LOOK_THEN_NAME).then_some(())?;
    c.eat(WHILE).then_some(())?;
    let more = c.number().filter(|n| *n > 0)?;
    c.eat(MORE).then_some(())?;
    Some(vec![
        look(),
        Effect::NameACard,
        Effect::NamedCostsMore { more },
    ])
}

/// The writer's side: the two sentences, if `effects` begins with them,
/// and how many effects they are.
pub(super) fn write_run(effects: &[Effect]) -> Option<(usize, String)> {
    let [l, Effect::NameACard, Effect::NamedCostsMore { more }, ..] = effects else {
        return None;
    };
    (*l == look() && *more > 0).then_some(())?;
    Some((3, format!("{LOOK_THEN_NAME}{WHILE}{more}{MORE}")))
}
