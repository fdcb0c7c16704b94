//! "The first event played by each opponent each round loses all
//! abilities." (Relentless; text/first_event_loses.rs). As an event is
//! played, if it is the first event its player has played this round
//! (8.8.1: the very first of the round, even one played before the
//! ability was in play, and never one after it) and an opponent of that
//! player controls a unit with this ability in play, the event has no
//! abilities (8.14.2): nothing of its text resolves. It is still played,
//! so what its playing triggers still triggers (7.4.2).

use super::super::{Engine, EngineResult, PlayerId};
use super::Hit;
use crate::rulesets::swu::cards::{CardType, Effect};

impl Engine<'_> {
    /// Does the event `card` that `p` has just played lose all abilities?
    /// Says so in a step when it does.
    pub(in crate::rulesets::swu::engine) fn event_loses_all_abilities(
        &mut self,
        p: PlayerId,
        card: &str,
    ) -> EngineResult<bool> {
        // `card` is among them already: it was played (7.4.2).
        let events = self
            .state
            .player(p)
            .played_this_round
            .iter()
            .filter(|c| self.is_type(c, CardType::Event))
            .count();
        if events != 1 {
            return Ok(false);
        }
        let has = |card: &str| {
            self.pool.get(card).is_some_and(|c| {
                c.abilities.iter().any(|a| {
                    a.when.is_empty() && a.effects == [Effect::FirstOpponentEventLosesAllAbilities]
                })
            })
        };
        let Some(by) = self
            .state
            .units
            .iter()
            .find(|u| u.controller != p && has(&u.card) && !self.lost_all(u.instance))
            .map(|u| u.instance)
        else {
            return Ok(false);
        };
        let text = format!(
            "{} is the first event {} has played this round and {} is in play: the event loses all abilities, so none of its text resolves.",
            self.card_name(card),
            self.state.name(p),
            self.hit_name(Hit::Unit(by)),
        );
        self.note(text, &["8.14.2", "8.8.1"])?;
        Ok(true)
    }
}
