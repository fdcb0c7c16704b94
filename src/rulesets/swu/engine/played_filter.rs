//! "When you play another Underworld card", "When you play another
//! aggression card": a play trigger that names what the card played must
//! be. The trigger's row (`cards::trigger`) says who played which card;
//! the ability's `played` filter says which cards count. A card played
//! that the filter does not admit does not meet the triggering condition,
//! so the ability does not trigger at all (7.6.1).

use super::events::GameEvent;
use super::Engine;
use crate::rulesets::swu::cards::CardFilter;

impl Engine<'_> {
    /// Whether the card `event` played passes `filter` (its traits and
    /// aspects as printed, compared without case); any other event, no.
    pub(super) fn played_admits(&self, event: &GameEvent, filter: &CardFilter) -> bool {
        match event {
            GameEvent::Played { card, .. } => {
                self.pool.get(card).is_some_and(|c| filter.admits(c, None))
            }
            _ => false,
        }
    }
}
