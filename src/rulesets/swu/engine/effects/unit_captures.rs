//! A capture by a friendly unit the player chooses (Take Captive,
//! Finalizer): the guard first, then the unit it captures, in the guard's
//! arena when the text says so (8.33.1). Several guards ("any number of
//! friendly units") capture one at a time, in the order the player chose
//! them, each choosing its own unit (7.1.5).

use super::super::decide::Ask;
use super::super::procedure::Ctx;
use super::super::{Engine, EngineResult, InstanceId};
use super::{By, Hit};
use crate::rulesets::swu::cards::{Target, UnitFilter};

impl Engine<'_> {
    pub(super) fn unit_captures(
        &mut self,
        guard: Target,
        (target, filter): (Target, &UnitFilter),
        same_arena: bool,
        any_number: bool,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        let guards = if any_number {
            self.choose_any_number_of_friendly_units(by)?
        } else {
            self.units_hit(guard, ctx, by)?
        };
        for g in guards {
            let Some(arena) = self.state.unit(g).map(|u| u.arena) else {
                // A guard gone captures nothing (8.33.1a).
                self.note(
                    format!(
                        "{}: the unit that would capture is no longer in play, so it captures nothing.",
                        by.source
                    ),
                    &["8.33.1a"],
                )?;
                continue;
            };
            let mut f = filter.clone();
            if same_arena {
                f.arena = Some(arena);
            }
            let hits = self.targets_filtered(target, ctx, by.you, by.this, by.source, Some(&f))?;
            for hit in hits {
                if let Hit::Unit(id) = hit {
                    self.capture(id, g)?;
                }
            }
        }
        Ok(())
    }

    /// "Choose any number of friendly units": none, some or all, in the
    /// order the player lists them.
    fn choose_any_number_of_friendly_units(&mut self, by: By) -> EngineResult<Vec<InstanceId>> {
        let ids: Vec<InstanceId> = self
            .state
            .units
            .iter()
            .filter(|u| u.controller == by.you)
            .map(|u| u.instance)
            .collect();
        if ids.is_empty() {
            self.note(
                format!("{}: there is no friendly unit to choose.", by.source),
                &["7.1.5"],
            )?;
            return Ok(Vec::new());
        }
        let options: Vec<String> = ids.iter().map(|id| self.hit_name(Hit::Unit(*id))).collect();
        let prompt = format!(
            "{}: choose any number of friendly units, in the order they capture.",
            by.source
        );
        let Some(chosen) = self.decide(by.you, prompt, options.clone(), Ask::Subset, &["7.1.5"])?
        else {
            return Ok(Vec::new());
        };
        Ok(chosen
            .iter()
            .filter_map(|c| options.iter().position(|o| o == c).map(|i| ids[i]))
            .collect())
    }
}
