//! "ready another unit with power equal to or less than the number of
//! upgrades on enemy units" (Slaver's Freighter): the upgrades are counted
//! as the ability resolves, Shield and Experience tokens among them
//! (3.6.12), then the unit is chosen among those with at most that much
//! power (7.1.5).

use super::super::procedure::Ctx;
use super::super::{Engine, EngineResult};
use super::By;
use crate::rulesets::swu::cards::{Effect, Target, UnitFilter};
use crate::timing::OrderNode;

impl Engine<'_> {
    pub(super) fn choose_with_power_at_most_upgrades(
        &mut self,
        target: Target,
        filter: &UnitFilter,
        enemy: bool,
        then: &[Effect],
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<Vec<OrderNode>> {
        let side = if enemy { by.you.other() } else { by.you };
        let count: u32 = self
            .state
            .units
            .iter()
            .filter(|u| u.controller == side)
            .map(|u| u.upgrades.len() as u32 + u.shields + u.experience)
            .sum();
        self.note(
            format!(
                "{}: there are {count} upgrades on {} units, so a unit with {count} or less power may be chosen.",
                by.source,
                if enemy { "enemy" } else { "friendly" }
            ),
            &["7.1.5", "3.6.12"],
        )?;
        let filter = UnitFilter {
            max_power: Some(
                filter
                    .max_power
                    .map_or(count as i32, |m| m.min(count as i32)),
            ),
            ..filter.clone()
        };
        self.choose_then(target, &filter, then, ctx, by)
    }
}
