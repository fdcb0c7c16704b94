//! More than one Shield token at once ("Give 2 Shield tokens to it", The
//! Mandalorian): the units are reached once, each gets every token
//! (a Shield token is a token upgrade, 3.6.12).

use super::super::procedure::Ctx;
use super::super::{Engine, EngineResult};
use super::{By, Hit};
use crate::rulesets::swu::cards::Target;

impl Engine<'_> {
    pub(super) fn give_shields(
        &mut self,
        target: Target,
        count: u32,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        for id in self.units_hit(target, ctx, by)? {
            let name = self.hit_name(Hit::Unit(id));
            if let Some(u) = self.state.unit_mut(id) {
                u.shields += count;
                let what = super::super::count_of(count, "Shield token", "Shield tokens");
                self.note(format!("{} gives {what} to {name}.", by.source), &["7.1.5"])?;
            }
        }
        Ok(())
    }
}
