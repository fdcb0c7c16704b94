//! "Defeat a friendly upgrade on a unit. If you do, give a Shield token to
//! that unit." (Finn): the player chooses one upgrade the filter allows
//! (7.1.5; a friendly one is one they control, 1.5.3a, a token upgrade
//! being its unit's controller's, 1.5.2f) and defeats it (3.6.11); once
//! one is defeated the "if you do" part resolves (8.9.1, 8.32.2) with
//! "that unit" the unit it was on. With no such upgrade there is nothing
//! to choose and neither part does anything.

use super::super::procedure::Ctx;
use super::super::{Engine, EngineResult};
use super::upgrades_in_play::Fate;
use super::By;
use crate::rulesets::swu::cards::{Effect, UpgradeFilter};
use crate::timing::OrderNode;

impl Engine<'_> {
    pub(super) fn defeat_upgrade_then(
        &mut self,
        may: bool,
        filter: &UpgradeFilter,
        then: &[Effect],
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<Vec<OrderNode>> {
        if !self.any_upgrade_passes(filter, by) {
            self.note(
                format!(
                    "{}: there is no such upgrade to defeat, so neither part does anything.",
                    by.source
                ),
                &["7.1.5", "8.9.1"],
            )?;
            return Ok(Vec::new());
        }
        if may {
            let name = self.state.name(by.you);
            let prompt = format!(
                "{}: does {name} use the \"you may\" part of the ability?",
                by.source
            );
            if self.decide_may_cited(by.you, prompt, &["8.32.1"])? != Some(true) {
                return Ok(Vec::new());
            }
        }
        let Some((host, what)) = self.choose_upgrade(filter, by)? else {
            return Ok(Vec::new());
        };
        self.upgrade_goes(host, what, Fate::Defeated, by)?;
        self.state_check()?;
        // Defeated in full: an upgrade was chosen and left play (8.9.1).
        let mut on_it = ctx.clone();
        on_it.it = Some(host);
        self.resolve_part(then, &on_it, by)
    }
}
