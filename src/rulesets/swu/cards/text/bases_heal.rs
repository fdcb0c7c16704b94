//! "Bases can't be healed for this phase" (Wolffe, Shifty Suspects), reader
//! and writer side by side: a lasting effect on the game (7.7.3a), no
//! base healed while it lasts (8.3.2; `engine::effects::bases_heal`).
//!
//! ```text
//! bases-heal := "Bases can't be healed for this phase"
//! ```

use super::super::ability::{Duration, Effect};
use super::read::Cursor;
use super::write::verb;

const WORDS: &str = "bases can't be healed for this phase";

pub(super) fn clause(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb(WORDS, capital)
        .then_some(Effect::BasesCantBeHealed {
            duration: Duration::ThisPhase,
        })
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    matches!(
        e,
        Effect::BasesCantBeHealed {
            duration: Duration::ThisPhase
        }
    )
    .then(|| verb(capital, WORDS))
}
