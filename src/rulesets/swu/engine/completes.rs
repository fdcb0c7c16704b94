//! "When this unit completes an attack" (`Trigger::CompletesAttack`): the
//! CR v7.0 does not define completing an attack. The engine's reading of
//! open question 28 (`docs/rulings-questions.md`): the ability triggers
//! where When Attack Ends abilities do (6.3.5, 7.6.16a), but only for a
//! unit still in play as its attack ends (`events::matches`). Where the
//! other reading differs, a unit with such an ability that left play
//! during its attack, the engine records a step marked with the question.

use super::{kinds, Engine, EngineResult, StepText, Unit};
use crate::rulesets::swu::cards::Trigger;

impl Engine<'_> {
    /// After `attacker`'s attack: if it left play during the attack and its
    /// card has a "When this unit completes an attack" ability, say that
    /// the ability did not trigger, marked with open question 28.
    pub(super) fn mark_not_completed(&mut self, attacker: &Unit) -> EngineResult<()> {
        if self.state.unit(attacker.instance).is_some() {
            return Ok(());
        }
        let completes = self.pool.get(&attacker.card).is_some_and(|c| {
            c.abilities_as(true)
                .iter()
                .any(|a| a.when.contains(&Trigger::CompletesAttack))
        });
        if !completes {
            return Ok(());
        }
        let name = self.unit_name(attacker);
        self.record(
            kinds::NOTE,
            StepText::new(
                crate::text!("{} left play during its attack, so it did not complete the attack: its \"When this unit completes an attack\" ability does not trigger (the engine's reading of open question 28; the CR does not define completing an attack).", &name),
                &["6.3.5", "7.6.16c"],
            )
            .source_id(attacker.card.clone())
            .reading(super::readings::COMPLETED_ONLY_IN_PLAY),
        )
    }
}
