//! "Give an Experience token to each of up to 3 Trooper units": the
//! ability's controller chooses from none to N different units (8.30.1),
//! one at a time, each time able to stop; then the effect resolves for
//! each chosen unit as "it", all of them at once like any "each" (the
//! state is checked after the whole effect).

use super::super::procedure::Ctx;
use super::super::{Engine, EngineResult, ErrorKind, InstanceId};
use super::By;
use crate::rulesets::swu::cards::{Effect, Target, UnitFilter};
use crate::rulesets::swu::engine::decide::Ask;
use crate::timing::OrderNode;

/// The option that ends the choosing.
pub(super) const NO_MORE: &str = "no more";

impl Engine<'_> {
    pub(super) fn up_to(
        &mut self,
        count: u32,
        target: Target,
        filter: &UnitFilter,
        then: &[Effect],
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<Vec<OrderNode>> {
        let side = |u: &super::super::Unit| -> Option<bool> {
            let friendly = u.controller == by.you;
            let other = Some(u.instance) != by.this;
            Some(match target {
                Target::ChosenUnit => true,
                Target::ChosenFriendlyUnit => friendly,
                Target::ChosenEnemyUnit => !friendly,
                Target::ChosenOtherUnit => other,
                Target::ChosenOtherFriendlyUnit => friendly && other,
                _ => return None,
            })
        };
        let mut chosen: Vec<InstanceId> = Vec::new();
        while chosen.len() < count as usize {
            let mut options = Vec::new();
            let mut ids = Vec::new();
            for u in &self.state.units {
                let Some(reached) = side(u) else {
                    return Err(self.error(
                        ErrorKind::Unsupported,
                        format!("{}: \"up to\" does not choose {target:?}", by.source),
                    ));
                };
                if reached
                    && !chosen.contains(&u.instance)
                    && self.passes_by(u, filter, ctx, by.you)
                {
                    options.push(u.label.clone());
                    ids.push(u.instance);
                }
            }
            if options.is_empty() {
                break;
            }
            // Choosing none at all, or stopping early, is a legal choice
            // (8.30.1): it is one of the options, so there is always more
            // than one and the player is asked.
            options.push(NO_MORE.to_string());
            let prompt = format!(
                "{}: choose a unit ({} of up to {count} chosen so far), or \"{NO_MORE}\".",
                by.source,
                chosen.len()
            );
            let Some(answer) =
                self.decide(by.you, prompt, options.clone(), Ask::One, &["8.30.1"])?
            else {
                return Ok(Vec::new());
            };
            match options.iter().position(|o| *o == answer[0]) {
                Some(i) if i < ids.len() => chosen.push(ids[i]),
                _ => break,
            }
        }
        if chosen.is_empty() {
            return self
                .note(
                    format!(
                        "{}: no unit is chosen, so this part does nothing.",
                        by.source
                    ),
                    &["8.30.1"],
                )
                .map(|()| Vec::new());
        }
        let mut mid = Vec::new();
        for id in chosen {
            let mut inner = ctx.clone();
            inner.it = Some(id);
            for effect in then {
                mid.extend(self.resolve_effect(effect, &mut inner, by.you, by.source, by.this)?);
            }
        }
        Ok(mid)
    }
}
