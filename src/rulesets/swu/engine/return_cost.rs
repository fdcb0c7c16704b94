//! An action ability's cost "return this unit to his owner's hand"
//! (`Action [Exhaust, return this unit to his owner's hand]`, Salacious
//! Crumb): part of the ability's cost, paid in full before the ability
//! resolves (1.8.9, 7.2.2), so only a unit in play can pay it. The unit
//! leaves play to its owner's hand and is not defeated (8.24.1, 8.24.2);
//! the ability then resolves without it. An effect's "return ... to its
//! owner's hand" moves a unit the same way (`return_to_owners_hand`).

use super::{kinds, Engine, EngineResult, HiddenCard, InstanceId, StepText};
use crate::rulesets::swu::cards::CardType;

impl Engine<'_> {
    /// Pay the cost: the unit `id` returns to its owner's hand. `false`
    /// when it is no longer in play (nothing to pay with).
    pub(super) fn pay_return_this(
        &mut self,
        id: InstanceId,
        card_name: &str,
    ) -> EngineResult<bool> {
        let why = format!(
            ", a cost of {} action ability",
            super::possessive(card_name)
        );
        // The cost in brackets (1.8.9); returned from play, not defeated
        // (8.24.1, 8.24.2).
        self.return_to_owners_hand(id, &why, &["1.8.9", "8.24.1", "8.24.2"], card_name)
    }

    /// The unit `id` leaves play to its owner's hand (8.24.1), not defeated
    /// (8.24.2), a step saying so with `why` after "returns to its owner's
    /// hand"; a token goes to no hand and is set aside, having left play
    /// all the same (3.7.3). What its leaving gives back (a resource DJ
    /// took) goes back at once. The one way a unit returns to a hand, for
    /// an effect and for a cost. `false` when it is not in play.
    pub(super) fn return_to_owners_hand(
        &mut self,
        id: InstanceId,
        why: &str,
        rules: &[&'static str],
        source: &str,
    ) -> EngineResult<bool> {
        let Some(u) = self.leave_play(id) else {
            return Ok(false);
        };
        if self.is_type(&u.card, CardType::Token) {
            self.note(
                format!(
                    "{} is a token: it goes to no hand and is set aside, still having left play.",
                    self.unit_name(&u)
                ),
                &["3.7.3"],
            )?;
        } else {
            self.state
                .player_mut(u.owner)
                .hand
                .push(HiddenCard::Known(u.card.clone()));
            self.record(
                kinds::MOVE,
                StepText::new(
                    crate::text!(
                        "{} returns to its owner's hand{}.",
                        self.unit_name(&u),
                        &why
                    ),
                    rules,
                )
                .source(source.to_string()),
            )?;
        }
        self.return_stolen_resources()?;
        Ok(true)
    }
}
