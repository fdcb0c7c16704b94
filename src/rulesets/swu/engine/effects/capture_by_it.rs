//! A capture whose guard is the unit an upgrade's When Played calls "it",
//! the unit the upgrade is attached to (Legal Authority, The Mandalorian's
//! Rifle): the chosen unit goes under that unit (8.33.1), chosen among
//! those with less power than the guard when the text says so, the power
//! as it is when the capture resolves.

use super::super::procedure::Ctx;
use super::super::{Engine, EngineResult};
use super::{By, Hit};
use crate::rulesets::swu::cards::{Target, UnitFilter};

impl Engine<'_> {
    pub(super) fn capture_by_it(
        &mut self,
        target: Target,
        filter: &UnitFilter,
        weaker: bool,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        let Some(guard) = ctx.it.filter(|g| self.state.unit(*g).is_some()) else {
            // The capturing unit gone: that part of the effect is ignored
            // (8.33.1a).
            return self.note(
                format!(
                    "{}: the unit that would capture is no longer in play, so it captures nothing.",
                    by.source
                ),
                &["8.33.1a"],
            );
        };
        let mut filter = filter.clone();
        if weaker {
            // "with less power than it": at most one less than the guard's
            // power now.
            let power = self.state.unit(guard).map_or(0, |u| self.unit_power(u));
            filter.max_power = Some(filter.max_power.map_or(power - 1, |m| m.min(power - 1)));
        }
        let hits = self.targets_filtered(target, ctx, by.you, by.this, by.source, Some(&filter))?;
        for hit in hits {
            if let Hit::Unit(id) = hit {
                self.capture(id, guard)?;
            }
        }
        Ok(())
    }
}
