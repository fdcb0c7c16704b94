//! "When you ready cards during the regroup phase" (SOR 193 Millennium
//! Falcon): raised for each player as the ready step readies their cards
//! (5.5.1d), all at once, and resolved within that step at the next
//! opportunity (7.6.5, 7.6.7). No card of the pool readies cards in the
//! regroup phase otherwise. The ready step readies exhausted cards only;
//! whether a player with none has readied cards is open (question 31):
//! the engine raises the trigger for them too and marks the step that
//! says so.

use super::super::events::GameEvent;
use super::super::readings::EITHER_PAY_OR_WITH_NOTHING;
use super::super::{kinds, Engine, EngineResult, PlayerId, StepText};
use crate::rulesets::swu::cards::Trigger;
use crate::timing::OrderNode;

impl Engine<'_> {
    /// Does `p` control an exhausted card the ready step would ready: a
    /// resource, their leader, a unit?
    pub(in crate::rulesets::swu::engine) fn has_exhausted_card(&self, p: PlayerId) -> bool {
        let player = self.state.player(p);
        player.resources.exhausted > 0
            || player.leader.as_ref().is_some_and(|l| l.exhausted)
            || self
                .state
                .units
                .iter()
                .any(|u| u.controller == p && u.exhausted)
    }

    /// Raise "when you ready cards" for each player, then resolve what it
    /// triggered, as one window (7.6.10 orders it by the initiative).
    /// `readies_some`: whether each player had an exhausted card.
    pub(in crate::rulesets::swu::engine) fn ready_cards_triggers(
        &mut self,
        readies_some: [bool; 2],
    ) -> EngineResult<Option<OrderNode>> {
        for p in PlayerId::BOTH {
            self.emit(GameEvent::ReadiedCards { player: p })?;
        }
        let items = self.take_pending();
        for (p, some) in PlayerId::BOTH.into_iter().zip(readies_some) {
            let theirs = items
                .iter()
                .any(|i| i.controller == p && i.trigger == Trigger::YouReadyCardsInRegroup);
            if some || !theirs {
                continue;
            }
            self.record(
                kinds::NOTE,
                StepText::new(
                    crate::text!("{} had no exhausted card for the ready step to ready. The CR does not say whether they have readied cards: the engine lets their \"When you ready cards during the regroup phase\" ability trigger (open question 31).", self.state.name(p)),
                    &["5.5.1d", "7.6.1"],
                )
                .player(p)
                .reading(EITHER_PAY_OR_WITH_NOTHING),
            )?;
        }
        self.resolve_window(items)
    }
}
