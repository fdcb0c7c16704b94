//! "You may choose another friendly UNDERWORLD unit. If you do, all damage
//! that would be dealt to this unit during this attack is dealt to the
//! chosen unit instead." (Maul; text/redirect.rs). Choosing is the
//! player's ("you may", 8.32.1); once chosen, the attack remembers the
//! unit (`AttackCtx::damage_to`) and every damage that would be dealt to
//! the attacker until the attack ends is dealt to it instead: a
//! replacement effect (7.7.5a). If the chosen unit has left play it cannot
//! be done, and the damage is dealt as usual (7.7.5c). Where the attacker
//! also has a Shield token, two replacements apply to the same damage and
//! the attacker's controller chooses which (7.7.5e); the other then does
//! not apply to it.

use super::super::procedure::Ctx;
use super::super::{Engine, EngineResult, InstanceId};
use super::{By, Hit};
use crate::rulesets::swu::cards::{Target, UnitFilter};

const REDIRECT: &str = "the damage is dealt to the chosen unit";
const SHIELD: &str = "a Shield token prevents it";

impl Engine<'_> {
    pub(super) fn may_redirect_damage_this_attack(
        &mut self,
        target: Target,
        filter: &UnitFilter,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        let Some(at) = self
            .attacks
            .iter()
            .rposition(|a| Some(a.attacker) == by.this)
        else {
            return self.note(
                format!(
                    "{}: this unit is not attacking, so there is no attack to redirect damage in.",
                    by.source
                ),
                &["7.7.5"],
            );
        };
        // The units it may choose, without choosing yet (the "may" first).
        let each = match target {
            Target::ChosenOtherFriendlyUnit => Target::EachOtherFriendlyUnit,
            _ => Target::EachFriendlyUnit,
        };
        let units = self.targets_filtered(each, ctx, by.you, by.this, by.source, Some(filter))?;
        if units.is_empty() {
            return self.note(
                format!(
                    "{}: there is no such unit to choose, so nothing is redirected.",
                    by.source
                ),
                &["1.3.2"],
            );
        }
        let you = self.state.name(by.you);
        let prompt = format!(
            "{}: does {you} choose a unit to take this unit's damage for this attack?",
            by.source
        );
        if self.decide_may_cited(by.you, prompt, &["8.32.1"])? != Some(true) {
            return Ok(());
        }
        let options: Vec<String> = units.iter().map(|h| self.hit_name(*h)).collect();
        let prompt = format!("{}: which unit does {you} choose?", by.source);
        let Some(k) = self.decide_index(by.you, prompt, options.clone(), &["7.1.5"])? else {
            return Ok(());
        };
        let Hit::Unit(chosen) = units[k] else {
            return Ok(());
        };
        self.attacks[at].damage_to = Some(chosen);
        self.note(
            format!("{}: for the rest of this attack, damage that would be dealt to this unit is dealt to {} instead.", by.source, options[k]),
            &["7.7.5a"],
        )
    }

    /// Where damage that would be dealt to unit `id` goes: the unit an
    /// attack of `id`'s redirects it to, if there is one still in play
    /// (7.7.5c), else `id` itself.
    pub(in crate::rulesets::swu::engine) fn damage_goes_to(
        &mut self,
        id: InstanceId,
    ) -> EngineResult<InstanceId> {
        let Some(to) = self
            .attacks
            .iter()
            .rev()
            .find(|a| a.attacker == id)
            .and_then(|a| a.damage_to)
            .filter(|to| self.state.unit(*to).is_some())
        else {
            return Ok(id);
        };
        let Some(unit) = self.state.unit(id) else {
            return Ok(id);
        };
        let (controller, shielded) = (unit.controller, unit.shields > 0);
        let name = self.hit_name(Hit::Unit(id));
        if shielded {
            let prompt = format!(
                "Damage would be dealt to {name}: which replacement applies, its redirection or its Shield token?"
            );
            let options = vec![REDIRECT.to_string(), SHIELD.to_string()];
            if self.decide_index(controller, prompt, options, &["7.7.5e"])? != Some(0) {
                return Ok(id);
            }
        }
        let to_name = self.hit_name(Hit::Unit(to));
        self.note(
            format!("Damage that would be dealt to {name} during its attack is dealt to {to_name} instead."),
            &["7.7.5a"],
        )?;
        Ok(to)
    }
}
