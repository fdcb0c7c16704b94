//! Cards in your discard pile "that was defeated this phase", reader and
//! writer side by side:
//!
//! ```text
//! play-defeated   := "Play a unit that was defeated this phase from your discard pile"
//!                    (Unnatural Life; what follows about "it": text/follow.rs)
//! return-defeated := "Return each unit in your discard pile that was defeated this phase to your hand"
//!                    (The Emperor's Legion)
//! ```
//!
//! Whether a card in the pile was defeated this phase is the engine's to
//! know (`engine::defeated_this_phase`); the play is `play_unit` from the
//! discard pile with the filter's `defeated_this_phase`.

use super::super::ability::{CardFilter, Effect, Zone};
use super::play::play_unit;
use super::read::Cursor;
use super::write::verb;
use crate::rulesets::swu::cards::PlayUnitEffect;

const PLAY: &str = "play a unit that was defeated this phase from your discard pile";
const RETURN: &str =
    "return each unit in your discard pile that was defeated this phase to your hand";

pub(super) fn play(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb(PLAY, capital).then_some(())?;
    let filter = CardFilter {
        defeated_this_phase: true,
        ..CardFilter::default()
    };
    Some(Effect::PlayUnit(play_unit(Zone::Discard, 0, filter)))
}

pub(super) fn return_each(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb(RETURN, capital)
        .then_some(Effect::ReturnEachDefeatedThisPhase)
}

/// The play's words (`play::write_lead`), without its capital: `None` for
/// any other play.
pub(super) fn play_words(e: &Effect) -> Option<&'static str> {
    let Effect::PlayUnit(PlayUnitEffect {
        from: Zone::Discard,
        free: false,
        search: 0,
        filter,
        each: false,
        max_combined_cost: None,
        ..
    }) = e
    else {
        return None;
    };
    let only = CardFilter {
        defeated_this_phase: true,
        ..CardFilter::default()
    };
    (*filter == only).then_some(PLAY)
}

/// The writer's side of the return; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    matches!(e, Effect::ReturnEachDefeatedThisPhase).then(|| verb(capital, RETURN))
}
