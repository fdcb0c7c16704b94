//! An action ability's cost "return this unit to his owner's hand"
//! (`Action [Exhaust, return this unit to his owner's hand]`, Salacious
//! Crumb): part of the ability's cost, paid in full before the ability
//! resolves (1.8.9, 7.2.2), so only a unit in play can pay it. The unit
//! leaves play to its owner's hand and is not defeated (8.24.1, 8.24.2);
//! the ability then resolves without it.

use super::{kinds, Engine, EngineResult, HiddenCard, InstanceId, StepText};

impl Engine<'_> {
    /// Pay the cost: the unit `id` returns to its owner's hand. `false`
    /// when it is no longer in play (nothing to pay with).
    pub(super) fn pay_return_this(
        &mut self,
        id: InstanceId,
        card_name: &str,
    ) -> EngineResult<bool> {
        let Some(u) = self.leave_play(id) else {
            return Ok(false);
        };
        self.state
            .player_mut(u.owner)
            .hand
            .push(HiddenCard::Known(u.card.clone()));
        self.record(
            kinds::MOVE,
            StepText::new(
                format!(
                    "{} returns to its owner's hand, a cost of {} action ability.",
                    self.unit_name(&u),
                    super::possessive(card_name)
                ),
                // The cost in brackets (1.8.9); returned from play, not
                // defeated (8.24.1, 8.24.2).
                &["1.8.9", "8.24.1", "8.24.2"],
            )
            .source(card_name.to_string()),
        )?;
        self.return_stolen_resources()?;
        Ok(true)
    }
}
