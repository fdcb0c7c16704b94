//! "Defeat <it>. For each upgrade that was on that unit, give an
//! Experience token to a friendly unit." (Calculated Lethality, the CR's
//! example of 8.34.1): the upgrades are counted as the unit leaves play
//! (a Shield or Experience token is an upgrade too, 3.6.12); then the
//! player makes every choice the count asks for, and only then are all of
//! the tokens given, at once (8.34.1).

use super::super::procedure::Ctx;
use super::super::{Engine, EngineResult, ErrorKind};
use super::By;
use crate::rulesets::swu::cards::{Effect, Target};

impl Engine<'_> {
    /// The target of the one "then" a count of this engine supports: one
    /// Experience token given for each thing counted (8.34.1: counted
    /// first, then given); anything else is an error naming what `each`
    /// counts, never a guess at another effect.
    pub(super) fn one_experience_each<'e>(
        &self,
        then: &'e [Effect],
        by: By,
        each: &str,
    ) -> EngineResult<&'e Target> {
        match then {
            [Effect::GiveExperience { target, count: 1 }] => Ok(target),
            _ => Err(self.error(
                ErrorKind::Unsupported,
                format!(
                    "{}: only an Experience token {each}, not {then:?}",
                    by.source
                ),
            )),
        }
    }

    pub(super) fn defeat_it_for_each_upgrade(
        &mut self,
        then: &[Effect],
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        let target =
            self.one_experience_each(then, by, "to a chosen unit is given for each upgrade")?;
        let Some(unit) = ctx.it.and_then(|id| self.state.unit(id)) else {
            return self.note(
                format!("{}: the unit is no longer in play.", by.source),
                // A part that cannot resolve is ignored (1.3.2).
                &["1.3.2"],
            );
        };
        let upgrades = unit.shields + unit.experience + unit.upgrades.len() as u32;
        let name = unit.label.clone();
        self.defeat_targets(Target::It, ctx, by)?;
        let what = super::super::count_of(upgrades, "upgrade", "upgrades");
        self.note(
            format!("{name} had {what} on it as it was defeated."),
            &["8.34.1"],
        )?;
        // Every choice first (8.34.1) ...
        let mut chosen: Vec<(super::super::InstanceId, u32)> = Vec::new();
        for _ in 0..upgrades {
            for id in self.units_hit(*target, ctx, by)? {
                match chosen.iter_mut().find(|(c, _)| *c == id) {
                    Some((_, n)) => *n += 1,
                    None => chosen.push((id, 1)),
                }
            }
        }
        // ... then every token at once, each unit's together.
        for (id, n) in chosen {
            let mut on_it = ctx.clone();
            on_it.it = Some(id);
            self.give_experience(Target::It, n, &on_it, by)?;
        }
        Ok(())
    }
}
