//! "Then, it deals damage equal to its power divided as you choose among
//! any number of other units." (Overwhelming Barrage, SOR 092;
//! text/it_divides.rs). The unit the ability chose ("it") deals damage
//! equal to its power as this resolves (8.4.5); "other" units are every
//! unit but it (8.18.2); "any number of" lets its controller choose no
//! unit at all, and then none is dealt (8.4.5a). Otherwise every point is
//! placed, as any divided damage is (`divide_damage`).

use super::super::procedure::Ctx;
use super::super::{Engine, EngineResult};
use super::{By, Hit};
use crate::rulesets::swu::cards::{Target, UnitFilter};

/// The two answers to "how many units?" that differ (8.4.5a).
const SOME_UNITS: &str = "divide it among 1 or more units";
const NO_UNIT: &str = "deal it to 0 units";

impl Engine<'_> {
    pub(super) fn it_divides_its_power(
        &mut self,
        target: Target,
        filter: &UnitFilter,
        other: bool,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        let Some(it) = ctx.it.and_then(|id| self.state.unit(id)) else {
            return self.note(
                format!(
                    "{}: the chosen unit is no longer in play, so it deals no damage.",
                    by.source
                ),
                &["8.4.5"],
            );
        };
        let power = self.unit_power(it).max(0) as u32;
        let it = it.instance;
        let dealer = self.hit_name(Hit::Unit(it));
        let mut eligible =
            self.targets_filtered(target, ctx, by.you, by.this, by.source, Some(filter))?;
        if other {
            eligible.retain(|h| *h != Hit::Unit(it));
        }
        if power == 0 || eligible.is_empty() {
            return self.note(
                format!(
                    "{}: {dealer} has {power} power and {} other units to divide it among, so no damage is dealt.",
                    by.source,
                    eligible.len()
                ),
                &["8.4.5"],
            );
        }
        let prompt = format!(
            "{}: does {} divide {dealer}'s {power} damage among 1 or more units, or choose 0 units?",
            by.source,
            self.state.name(by.you)
        );
        let options = vec![SOME_UNITS.to_string(), NO_UNIT.to_string()];
        match self.decide_index(by.you, prompt, options, &["8.4.5a"])? {
            Some(0) => self.place_divided(eligible, power, &dealer, by),
            Some(_) => self.note(
                format!(
                    "{}: {} chooses 0 units, so {dealer} deals no damage.",
                    by.source,
                    self.state.name(by.you)
                ),
                &["8.4.5a"],
            ),
            None => Ok(()),
        }
    }
}
