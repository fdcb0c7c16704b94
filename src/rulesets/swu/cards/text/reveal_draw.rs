//! "Reveal the top 3 cards of your deck. Draw a unit revealed this way,
//! then discard the other revealed cards." (I've Found Them): two
//! sentences about one set of cards, read as one effect; reader and
//! writer side by side.
//!
//! ```text
//! reveal-draw := "Reveal the top " N " cards of your deck. Draw a unit revealed this way,
//!                then discard the other revealed cards"
//! ```
//!
//! The engine's `reveal_top_draw_unit` (engine/reveal_draw.rs) says what
//! it does.

use super::super::ability::Effect;
use super::read::Cursor;

const REVEAL: &str = "Reveal the top ";
const REST: &str =
    " cards of your deck. Draw a unit revealed this way, then discard the other revealed cards";

pub(super) fn clause(c: &mut Cursor, capital: bool) -> Option<Effect> {
    capital.then_some(())?;
    c.eat(REVEAL).then_some(())?;
    let count = c.number()?;
    (count > 1).then_some(())?;
    c.eat(REST).then_some(())?;
    Some(Effect::RevealTopDrawUnit { count })
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    match e {
        Effect::RevealTopDrawUnit { count } if capital && *count > 1 => {
            Some(format!("{REVEAL}{count}{REST}"))
        }
        _ => None,
    }
}
