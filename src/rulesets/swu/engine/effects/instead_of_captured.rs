//! "If this unit would be captured, defeat him and deal 3 damage to each
//! enemy ground unit instead." (IG-11; text/would_be_captured.rs): a
//! replacement effect (7.7.5). Where the unit would be captured, the
//! capture does not happen at all and its replacement resolves instead,
//! for the unit's controller with the unit as "this" (7.7.5a, 7.7.5d: what
//! triggers, triggers off the replacement, here its defeat). It is
//! resolved at once, not chosen (7.7.5c: no "you may").

use super::super::procedure::Ctx;
use super::super::{Engine, EngineResult, InstanceId};
use crate::rulesets::swu::cards::{Ability, Effect};

impl Engine<'_> {
    /// The replacement `id`'s card has for its capture, if any.
    pub(in crate::rulesets::swu::engine) fn instead_of_captured(
        &self,
        id: InstanceId,
    ) -> Option<Vec<Effect>> {
        let unit = self.state.unit(id)?;
        // Not while it has lost all abilities (8.14.2).
        (!self.lost_all(id)).then_some(())?;
        let card = self.pool.get(&unit.card)?;
        card.abilities
            .iter()
            .find_map(|a: &Ability| match a.effects.as_slice() {
                [Effect::InsteadOfCaptured { instead, .. }] if a.when.is_empty() => {
                    Some(instead.clone())
                }
                _ => None,
            })
    }

    /// Resolve `instead` in place of `id`'s capture.
    pub(in crate::rulesets::swu::engine) fn capture_replaced(
        &mut self,
        id: InstanceId,
        instead: &[Effect],
    ) -> EngineResult<()> {
        let Some(unit) = self.state.unit(id) else {
            return Ok(());
        };
        let (you, label) = (unit.controller, unit.label.clone());
        let name = self.unit_name(unit);
        self.note(
            format!("{name} would be captured; its own replacement effect resolves instead, and it is not captured."),
            &["7.7.5a", "7.7.5d"],
        )?;
        let mut ctx = Ctx::default();
        self.resolve_effects(instead, &mut ctx, you, &label, Some(id))?;
        Ok(())
    }
}
