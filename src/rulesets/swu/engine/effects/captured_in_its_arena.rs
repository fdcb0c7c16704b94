//! "Choose an enemy non-leader unit that attacked your base this phase. A
//! friendly unit in the same arena captures that unit." (Ephant Mon;
//! text/captured_in_its_arena.rs): the ability's controller chooses the
//! unit (7.1.5), then a friendly unit in that unit's arena, which captures
//! it (8.33.1). No unit to choose, or no friendly unit in its arena: that
//! part does nothing (1.3.2).

use super::super::procedure::Ctx;
use super::super::{Engine, EngineResult};
use super::{By, Hit};
use crate::rulesets::swu::cards::{Target, UnitFilter};

impl Engine<'_> {
    pub(super) fn capture_chosen_in_its_arena(
        &mut self,
        target: Target,
        filter: &UnitFilter,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        let chosen =
            self.targets_filtered(target, ctx, by.you, by.this, by.source, Some(filter))?;
        let Some(Hit::Unit(id)) = chosen.first().copied() else {
            return Ok(());
        };
        let Some(arena) = self.state.unit(id).map(|u| u.arena) else {
            return Ok(());
        };
        let in_its_arena = UnitFilter {
            arena: Some(arena),
            ..UnitFilter::default()
        };
        let guards = self.targets_filtered(
            Target::ChosenFriendlyUnit,
            ctx,
            by.you,
            by.this,
            by.source,
            Some(&in_its_arena),
        )?;
        if let Some(Hit::Unit(guard)) = guards.first().copied() {
            self.capture(id, guard)?;
        }
        Ok(())
    }
}
