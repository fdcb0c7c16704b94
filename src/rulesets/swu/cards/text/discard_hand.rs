//! "discard your hand" (Black One), reader and writer side by side: read
//! anywhere a clause is, and before "If you do" (`cards::if_you_do`).

use super::super::ability::Effect;
use super::read::Cursor;
use super::write::verb;

const WORDS: &str = "discard your hand";

pub(super) fn clause(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb(WORDS, capital).then_some(Effect::DiscardHand)
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    matches!(e, Effect::DiscardHand).then(|| verb(capital, WORDS))
}
