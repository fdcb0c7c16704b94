//! "Give a Shield token to attached unit. At the start of the regroup
//! phase, defeat that token." (Jetpack): a Shield token is an object of
//! its own (3.7.6), and the delayed effect (7.7.4) defeats that one token,
//! not another on the unit. The engine keeps Shield tokens as a count and
//! names among them only the tokens a delayed effect will defeat
//! (`Unit::marked_shields`, by the effect's label).
//!
//! Where one Shield token of several is defeated (damage prevented, "defeat
//! a Shield token on it") and they are not all alike, which one goes is a
//! choice: the unit's controller's for damage, as the player who controls
//! the affected object picks among the replacement effects its tokens
//! offer (7.7.5e), and the ability's controller's for an ability. Rulings
//! question 32 asks whether that choice is the player's at all; the steps
//! that take it are marked with it.

use super::decide::Ask;
use super::procedure::Ctx;
use super::readings::THAT_SHIELD_CHOSEN;
use super::{kinds, Engine, EngineResult, InstanceId, PlayerId, StepText};
use crate::rulesets::swu::cards::Effect;

/// The option for a Shield token no delayed effect names.
const ANY_OTHER: &str = "a Shield token no delayed effect names";

impl Engine<'_> {
    /// As a delayed effect is created: a "defeat that token" among its
    /// effects names the newest unnamed Shield token on the unit it is
    /// about, the one the ability just gave. Its effects, with the token
    /// named.
    pub(super) fn name_that_shield(
        &mut self,
        effects: &[Effect],
        label: &str,
        it: Option<InstanceId>,
    ) -> Vec<Effect> {
        let mut out = effects.to_vec();
        for e in &mut out {
            let Effect::DefeatThatShield { token } = e else {
                continue;
            };
            let Some(u) = it.and_then(|id| self.state.unit_mut(id)) else {
                continue;
            };
            if u.shields as usize > u.marked_shields.len() {
                u.marked_shields.push(label.to_string());
                *token = label.to_string();
            }
        }
        out
    }

    /// "Defeat that token": the named Shield token, if it is still on the
    /// unit; nothing when it was defeated before or the unit left play.
    pub(super) fn defeat_that_shield(
        &mut self,
        token: &str,
        ctx: &Ctx,
        by: super::effects::By,
    ) -> EngineResult<()> {
        let source = by.source;
        let here = ctx.it.and_then(|id| {
            let u = self.state.unit_mut(id)?;
            let i = u.marked_shields.iter().position(|t| t == token)?;
            u.marked_shields.remove(i);
            u.shields = u.shields.saturating_sub(1);
            Some(id)
        });
        match here.filter(|_| !token.is_empty()) {
            Some(id) => {
                let name = self.hit_name(super::effects::Hit::Unit(id));
                self.note(
                    format!("{source}: that Shield token on {name} is defeated and set aside."),
                    &["3.7.6", "3.7.3"],
                )
            }
            None => self.note(
                format!("{source}: that Shield token is no longer in play, so nothing happens."),
                // A part that cannot resolve is ignored (1.3.2).
                &["1.3.2"],
            ),
        }
    }

    /// Which Shield token on `id` is defeated when one of them is: `None`
    /// inside for one no delayed effect names, or the delayed effect's
    /// label. Asked of `chooser` only when the tokens differ; `None` when
    /// the game ended at the choice.
    pub(super) fn which_shield(
        &mut self,
        id: InstanceId,
        chooser: PlayerId,
    ) -> EngineResult<Option<Option<String>>> {
        let Some(u) = self.state.unit(id) else {
            return Ok(Some(None));
        };
        let mut options: Vec<String> = Vec::new();
        if u.shields as usize > u.marked_shields.len() {
            options.push(ANY_OTHER.to_string());
        }
        for m in &u.marked_shields {
            let named = format!("the one {m} will defeat");
            if !options.contains(&named) {
                options.push(named);
            }
        }
        let mark_of = |o: &str, u: &super::Unit| {
            u.marked_shields
                .iter()
                .find(|m| o == format!("the one {m} will defeat"))
                .cloned()
        };
        if options.len() < 2 {
            return Ok(Some(options.first().and_then(|o| mark_of(o, u))));
        }
        let name = self.unit_name(u);
        let unit = u.clone();
        let prompt = format!(
            "Which Shield token on {name} is defeated, {}?",
            self.state.name(chooser)
        );
        let Some(chosen) = self.decide(chooser, prompt, options, Ask::One, &["7.7.5e", "3.7.6"])?
        else {
            return Ok(None);
        };
        let mark = chosen.first().and_then(|o| mark_of(o, &unit));
        let which = match &mark {
            Some(m) => format!("the one {m} will defeat"),
            None => "one no delayed effect names".to_string(),
        };
        self.record(
            kinds::NOTE,
            StepText::new(
                crate::text!("Of the Shield tokens on {}, {} is defeated.", &name, &which),
                &["7.7.5e", "3.7.6"],
            )
            .reading(THAT_SHIELD_CHOSEN),
        )?;
        Ok(Some(mark))
    }

    /// Take one Shield token off a unit: the named one, or one no delayed
    /// effect names.
    pub(super) fn remove_shield(&mut self, id: InstanceId, mark: Option<String>) {
        if let Some(u) = self.state.unit_mut(id) {
            lose_shield(u, mark);
        }
    }
}

/// One Shield token off `u`: the named one, or one no delayed effect
/// names.
pub(super) fn lose_shield(u: &mut super::Unit, mark: Option<String>) {
    u.shields = u.shields.saturating_sub(1);
    if let Some(i) = mark.and_then(|m| u.marked_shields.iter().position(|t| *t == m)) {
        u.marked_shields.remove(i);
    }
    u.marked_shields.truncate(u.shields as usize);
}
