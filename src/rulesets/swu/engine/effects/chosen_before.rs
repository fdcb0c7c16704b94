//! Attack Pattern Delta: "Give a friendly unit +3/+3 for this phase. Give
//! another friendly unit +2/+2 for this phase. Give a third friendly unit
//! +1/+1 for this phase." The event's lines are one ability, each part
//! choosing as it resolves (7.1.5); the units the earlier parts gave +N/+N
//! to are kept in the ability's `Ctx` (`chosen_before`), so "another" and
//! "a third" friendly unit are other than them (8.18.2: "another"
//! separates the first unit an ability affects from the others). With no
//! such unit left, that line does nothing.

use super::super::procedure::Ctx;
use super::super::{Engine, EngineResult, LastingKind};
use super::By;
use crate::rulesets::swu::cards::{Duration, Target};

impl Engine<'_> {
    /// "Give <target> +P/+H for <duration>", remembering the units given
    /// it for the lines after it.
    pub(super) fn modify_remembered(
        &mut self,
        target: Target,
        kind: LastingKind,
        duration: Duration,
        ctx: &mut Ctx,
        by: By,
    ) -> EngineResult<()> {
        let ids = self.units_hit(target, ctx, by)?;
        for &id in &ids {
            self.add_lasting(by.source, by.you, id, kind.clone(), duration)?;
        }
        ctx.chosen_before.extend(ids);
        Ok(())
    }
}
