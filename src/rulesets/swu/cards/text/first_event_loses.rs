//! "The first event played by each opponent each round loses all
//! abilities." (Relentless, SOR 089): a constant ability of the unit
//! (7.3), read as an ability with no trigger whose one effect is
//! `Effect::FirstOpponentEventLosesAllAbilities`. Reader and writer side
//! by side.
//!
//! ```text
//! first-event-loses := "The first event played by each opponent each round loses all abilities."
//! ```
//!
//! The engine applies it where an event is played
//! (engine/effects/first_event_loses.rs).

use super::super::ability::{Ability, Effect};
use super::read::{ability, Cursor};
use super::write::untriggered;

const WORDS: &str = "The first event played by each opponent each round loses all abilities.";

pub(super) fn line(c: &mut Cursor) -> Option<Ability> {
    c.eat(WORDS).then_some(())?;
    Some(ability(
        Vec::new(),
        false,
        vec![Effect::FirstOpponentEventLosesAllAbilities],
    ))
}

/// The writer's side; `None` for any other ability.
pub(super) fn write(a: &Ability) -> Option<String> {
    (a.effects == [Effect::FirstOpponentEventLosesAllAbilities] && untriggered(a))
        .then(|| WORDS.to_string())
}
