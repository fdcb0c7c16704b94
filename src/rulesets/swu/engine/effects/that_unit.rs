//! "You may defeat a Shield token on a friendly unit. If you do, give 2
//! Experience tokens to that unit." (Rose Tico): the choice is of a
//! Shield token, so only units that have one may be chosen (a Shield
//! token is an upgrade, 3.6.12); with none there is nothing to do. Once
//! one is defeated the "if you do" part resolves on that unit (8.32.2).

use super::super::decide::Ask;
use super::super::procedure::Ctx;
use super::super::{Engine, EngineResult};
use super::By;
use crate::rulesets::swu::cards::{Effect, Target, UnitFilter};
use crate::timing::OrderNode;

impl Engine<'_> {
    pub(super) fn defeat_shield_then(
        &mut self,
        target: Target,
        filter: &UnitFilter,
        then: &[Effect],
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<Vec<OrderNode>> {
        let you = by.you;
        let candidates: Vec<_> = self
            .state
            .units
            .iter()
            .filter(|u| {
                let side = match target {
                    Target::ChosenFriendlyUnit => u.controller == you,
                    Target::ChosenEnemyUnit => u.controller != you,
                    _ => true,
                };
                side && u.shields > 0 && self.passes_by(u, filter, ctx, you)
            })
            .map(|u| u.instance)
            .collect();
        if candidates.is_empty() {
            self.note(
                format!(
                    "{}: there is no such Shield token to defeat, so neither part does anything.",
                    by.source
                ),
                &["7.1.5", "8.32.2"],
            )?;
            return Ok(Vec::new());
        }
        let name = self.state.name(you);
        let prompt = format!(
            "{}: does {name} use the \"you may\" part of the ability?",
            by.source
        );
        if self.decide_may_cited(you, prompt, &["8.32.1"])? != Some(true) {
            return Ok(Vec::new());
        }
        let options: Vec<String> = candidates
            .iter()
            .map(|id| self.hit_name(super::Hit::Unit(*id)))
            .collect();
        let prompt = format!("{}: choose a unit to defeat a Shield token on.", by.source);
        let Some(chosen) = self.decide(you, prompt, options.clone(), Ask::One, &["7.1.5"])? else {
            return Ok(Vec::new());
        };
        let i = options.iter().position(|o| *o == chosen[0]).unwrap_or(0);
        let mut on_it = ctx.clone();
        on_it.it = Some(candidates[i]);
        self.defeat_shield(Target::It, false, &on_it, by)?;
        self.state_check()?;
        // Defeated in full: the unit had a Shield token (8.32.2).
        self.resolve_part(then, &on_it, by)
    }
}
