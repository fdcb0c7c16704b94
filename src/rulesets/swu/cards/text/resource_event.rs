//! "Put this event into play as a resource." (Resupply), reader and writer
//! side by side: the event, already in its owner's discard pile as its
//! ability resolves (7.4.2), moves from there to its controller's
//! resource zone (7.4.3), exhausted (1.7.7; `engine::effects::resource_event`).
//!
//! ```text
//! resource-event := "Put this event into play as a resource"
//! ```

use super::super::ability::Effect;
use super::read::Cursor;
use super::words::verb;

const WORDS: &str = "put this event into play as a resource";

pub(super) fn clause(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb(WORDS, capital)
        .then_some(Effect::ResourceThisEvent)
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    matches!(e, Effect::ResourceThisEvent).then(|| verb(capital, WORDS))
}
