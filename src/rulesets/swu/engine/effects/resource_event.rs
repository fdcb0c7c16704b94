//! "Put this event into play as a resource." (Resupply): an event is in
//! its owner's discard pile while its ability resolves (7.4.2, 3.3.3), and
//! an event may affect itself there (7.4.3). It moves from that pile to
//! its controller's resource zone, facedown and exhausted, as a card an
//! ability resources is unless it says otherwise (1.7.7), and so never
//! stays in the discard pile.
//!
//! The event is found by its name among the cards of the pile, the last
//! put there: it was put there as it was played, and copies of one card
//! are alike.

use super::super::{kinds, Engine, EngineResult, StepText};
use super::By;
use crate::rulesets::swu::cards::CardType;

impl Engine<'_> {
    pub(super) fn resource_this_event(&mut self, by: By) -> EngineResult<()> {
        let pool = self.pool;
        let pile = &self.state.player(by.you).discard;
        let found = pile.iter().rposition(|c| {
            pool.get(c)
                .is_some_and(|d| d.card_type == CardType::Event && d.name == by.source)
        });
        let Some(i) = found else {
            return self.note(
                format!(
                    "{}: the event is no longer in the discard pile, so nothing happens.",
                    by.source
                ),
                // A part that cannot resolve is ignored (7.4.4).
                &["7.4.4"],
            );
        };
        let Some(card) = self.take_from_discard(by.you, i) else {
            return Ok(());
        };
        let r = &mut self.state.player_mut(by.you).resources;
        r.known.push(card);
        r.exhausted += 1;
        self.record(
            kinds::MOVE,
            StepText::new(
                crate::text!(
                    "{} puts {} from the discard pile into play as a resource, exhausted.",
                    self.state.name(by.you),
                    by.source
                ),
                &["7.4.2", "7.4.3", "1.7.7"],
            )
            .player(by.you)
            .source(by.source),
        )
    }
}
