//! "The next time you use a "When Played" ability this phase, you may use
//! that ability again." (Qui-Gon Jinn's Aethersprite, LOF 197): a delayed
//! effect on its controller's next When Played ability (7.7.4a;
//! engine/effects/again.rs, open question 38). Reader and writer side by
//! side.
//!
//! ```text
//! again := "The next time you use a \"When Played\" ability this phase, you may use that ability again"
//! ```
//!
//! Read only as a sentence of its own (its words start with a capital).

use super::super::ability::Effect;
use super::read::Cursor;

const WORDS: &str =
    "The next time you use a \"When Played\" ability this phase, you may use that ability again";

/// The clause, the cursor before its full stop.
pub(super) fn clause(c: &mut Cursor, capital: bool) -> Option<Effect> {
    (capital && c.eat(WORDS)).then_some(Effect::NextWhenPlayedAgain)
}

/// The writer's side of [`clause`].
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    (capital && *e == Effect::NextWhenPlayedAgain).then(|| WORDS.to_string())
}
