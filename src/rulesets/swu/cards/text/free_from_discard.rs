//! "For this phase, this unit's owner may play it from their discard pile
//! for free." (the ability Second Chance grants): a lasting permission,
//! reader and writer side by side.
//!
//! ```text
//! free-from-discard := "For this phase, this unit's owner may play it from their discard pile for free"
//! ```
//!
//! Read only in a When Defeated, where "it" is the unit's card, just put
//! in its owner's discard pile (7.6.14); the engine's
//! `free_from_discard` (engine/effects/free_from_discard.rs) says what it
//! does.

use super::super::ability::Effect;
use super::read::Cursor;

const WORDS: &str =
    "For this phase, this unit's owner may play it from their discard pile for free";

pub(super) fn clause(c: &mut Cursor, capital: bool) -> Option<Effect> {
    capital.then_some(())?;
    c.eat(WORDS)
        .then_some(Effect::OwnerMayPlayItFromDiscardFree)
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    (capital && matches!(e, Effect::OwnerMayPlayItFromDiscardFree)).then(|| WORDS.to_string())
}
