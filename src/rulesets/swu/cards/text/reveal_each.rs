//! "Reveal up to 4 Vigilance cards from your hand. For each card revealed
//! this way, give an Experience token to this unit." (Lieutenant
//! Childsen): two sentences about one set of revealed cards, read as one
//! effect; reader and writer side by side.
//!
//! ```text
//! reveal-each := "Reveal up to " N " " ASPECT " cards from your hand. For each card revealed
//!                this way, give an Experience token to this unit"
//! ```
//!
//! The engine's `reveal_up_to_for_each` (engine/effects/reveal_each.rs)
//! says what it does: the player picks which cards to reveal (8.25.2),
//! from none to N (8.30.1), and this unit gets one token for each, all
//! given at once (8.34.1).

use super::super::ability::{Effect, Target};
use super::super::RevealUpToForEach;
use super::clause::ASPECTS;
use super::read::Cursor;

const REVEAL: &str = "Reveal up to ";
const FROM_HAND: &str = " cards from your hand. For each card revealed this way, ";
const TOKEN_HERE: &str = "give an Experience token to this unit";

/// The one clause after "For each card revealed this way" the engine
/// gives once per card.
fn token_here() -> Effect {
    Effect::GiveExperience {
        target: Target::This,
        count: 1,
    }
}

pub(super) fn clause(c: &mut Cursor, capital: bool) -> Option<Effect> {
    capital.then_some(())?;
    c.eat(REVEAL).then_some(())?;
    let count = c.number().filter(|n| *n > 1)?;
    c.eat(" ").then_some(())?;
    let aspect = ASPECTS.iter().find(|a| c.eat(a))?;
    c.eat(FROM_HAND).then_some(())?;
    c.eat(TOKEN_HERE).then_some(())?;
    Some(Effect::RevealUpToForEach(RevealUpToForEach {
        count,
        aspect: aspect.to_string(),
        then: vec![token_here()],
    }))
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::RevealUpToForEach(RevealUpToForEach {
        count,
        aspect,
        then,
    }) = e
    else {
        return None;
    };
    (capital && *count > 1 && ASPECTS.contains(&aspect.as_str())).then_some(())?;
    (then.as_slice() == [token_here()]).then_some(())?;
    Some(format!("{REVEAL}{count} {aspect}{FROM_HAND}{TOKEN_HERE}"))
}
