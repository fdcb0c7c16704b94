//! Combat damage first (6.3.5c, 7.5.6d): an attacker that deals its
//! combat damage before the defender, by the ability that made the attack
//! (Shoot First) or by its own constant ability while attacking (Han
//! Solo); the defending unit deals its own only if it survived.

use super::{Engine, EngineResult, InstanceId, Unit};
use crate::rulesets::swu::cards::Keyword;

impl Engine<'_> {
    /// Does the attacker deal its combat damage before the defender: by
    /// the ability that made the attack, or by a constant ability while
    /// attacking (6.3.5c)?
    pub(super) fn combat_damage_first(&self, a: &Unit) -> bool {
        self.attacks
            .last()
            .is_some_and(|x| x.attacker == a.instance && x.combat_damage_first)
            || (self.any_constants && self.constants_on(a).any(|(_, k)| k.combat_damage_first))
    }

    /// The defender's combat damage after the attacker's (6.3.5c): only if
    /// it survived it, with its power as it is now (Grit counts the damage
    /// just dealt).
    pub(super) fn combat_damage_back(
        &mut self,
        attacker: InstanceId,
        d: InstanceId,
    ) -> EngineResult<()> {
        let Some(du) = self.state.unit(d).cloned() else {
            return Ok(());
        };
        let a = self.state.unit(attacker).map(|u| self.unit_name(u));
        if self.unit_hp(&du) - du.damage > 0 {
            let back = self.unit_power(&du);
            // Said on the trace: the defender strikes back only because it
            // survived, and a Grit unit with the damage just dealt counted.
            let rules: &[&'static str] = if self.unit_has(&du, Keyword::Grit) {
                &["6.3.5c", "7.5.6d"]
            } else {
                &["6.3.5c"]
            };
            self.note(
                format!(
                    "{} dealt its combat damage first: {} survived it and deals its combat damage back, with {back} power as it is now.",
                    a.unwrap_or_default(),
                    self.unit_name(&du)
                ),
                rules,
            )?;
            self.combat_damage(attacker, back, &du)?;
            return Ok(());
        }
        self.note(
            format!(
                "{} dealt its combat damage first: {} did not survive it and deals none back.",
                a.unwrap_or_default(),
                self.unit_name(&du)
            ),
            &["6.3.5c"],
        )
    }
}
