//! "Return each upgrade on it to its owner's hand" (Bamboozle): every
//! upgrade attached to the unit leaves play to its owner's hand (8.24.1);
//! a token upgrade cannot go to a hand and is set aside instead (3.7.3).
//! The unit loses what they gave it as they go (3.6.11).

use super::super::procedure::Ctx;
use super::super::{Engine, EngineResult};
use super::upgrades_in_play::{Attached, Fate};
use super::{By, Hit};
use crate::rulesets::swu::cards::Target;

impl Engine<'_> {
    pub(super) fn return_each_upgrade(
        &mut self,
        target: Target,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        for hit in self.targets_filtered(target, ctx, by.you, by.this, by.source, None)? {
            let Hit::Unit(id) = hit else {
                continue;
            };
            let Some(u) = self.state.unit(id) else {
                continue;
            };
            let mut each: Vec<Attached> = Vec::new();
            each.extend((0..u.shields).map(|_| Attached::Shield));
            each.extend((0..u.experience).map(|_| Attached::Experience));
            each.extend(u.upgrades.iter().map(|x| Attached::Card(x.label.clone())));
            for what in each {
                self.upgrade_goes(id, what, Fate::ToHand, by)?;
            }
        }
        Ok(())
    }
}
