//! "Attack with a unit" inside an ability: a modified attack (7.1.6), or
//! Ambush's own (7.5.5). It chooses the attacker and the defender, then
//! resolves the attack in full (`attack.rs`) before the ability goes on.

use super::attack::AttackSpec;
use super::effects::Hit;
use super::{Engine, EngineResult, InstanceId, PlayerId, Unit};
use crate::rulesets::swu::cards::{Ability, Keyword};
use crate::timing::OrderNode;

impl Engine<'_> {
    /// "Attack with a unit" inside an ability (Ambush, Fleet Lieutenant,
    /// Heroic Sacrifice): choose the attacker and the defender, then
    /// resolve the attack in full before the ability goes on.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn attack_effect(
        &mut self,
        you: PlayerId,
        source: &str,
        this: Option<InstanceId>,
        ctx: &super::procedure::Ctx,
        attacker: Option<crate::rulesets::swu::cards::Target>,
        power_bonus: i32,
        bonus_trait: Option<&str>,
        enemy_unit_only: bool,
        even_if_exhausted: bool,
        optional: bool,
        gains: &[Ability],
        arena: Option<crate::rulesets::swu::cards::Arena>,
        filter: &crate::rulesets::swu::cards::UnitFilter,
        combat_damage_first: bool,
        keywords: &[Keyword],
    ) -> EngineResult<Vec<OrderNode>> {
        use crate::rulesets::swu::cards::Target;
        // Only a unit the player controls attacks (6.3.0b), a ready one
        // unless the ability says "even if it's exhausted"; one that passes
        // the ability's filter ("a Vehicle unit") and, for "another unit",
        // not the ability's own unit.
        let other = matches!(
            attacker,
            Some(Target::ChosenOtherUnit | Target::ChosenOtherFriendlyUnit)
        );
        let can_attack = |e: &Engine, u: &Unit| {
            u.controller == you
                && arena.is_none_or(|a| u.arena == a)
                && (even_if_exhausted || !u.exhausted)
                && !(other && Some(u.instance) == this)
                && e.passes(u, filter, ctx)
                && !e.attack_targets(u, enemy_unit_only).is_empty()
        };
        // A chosen attacker ("another unit", "a friendly ... unit") is
        // chosen among the units that can make the attack, as "a unit" is.
        let attacker = attacker.filter(|t| {
            !matches!(
                t,
                Target::ChosenUnit
                    | Target::ChosenOtherUnit
                    | Target::ChosenFriendlyUnit
                    | Target::ChosenOtherFriendlyUnit
            )
        });
        let chosen = match attacker {
            Some(t) => {
                let hits = self.targets(t, ctx, you, this, source)?;
                hits.into_iter()
                    .find_map(|h| match h {
                        Hit::Unit(id) => Some(id),
                        Hit::Base(_) => None,
                    })
                    .filter(|id| self.state.unit(*id).is_some_and(|u| can_attack(self, u)))
            }
            None => {
                let candidates: Vec<(InstanceId, String)> = self
                    .state
                    .units
                    .iter()
                    .filter(|u| can_attack(self, u))
                    .map(|u| (u.instance, u.label.clone()))
                    .collect();
                if candidates.is_empty() {
                    None
                } else {
                    let options: Vec<String> = candidates.iter().map(|c| c.1.clone()).collect();
                    let prompt = format!("{source}: which unit attacks?");
                    // Chosen as the attack is declared (6.3.1), within the
                    // ability's limits (7.1.6a); 7.1.6c is what is attacked.
                    let Some(c) = self.decide(
                        you,
                        prompt,
                        options.clone(),
                        super::decide::Ask::One,
                        &["6.3.1", "7.1.6a"],
                    )?
                    else {
                        return Ok(Vec::new());
                    };
                    candidates
                        .iter()
                        .find(|(_, l)| *l == c[0])
                        .map(|(id, _)| *id)
                }
            }
        };
        // Ambush's attack is the keyword's own (7.5.5); any other is a
        // modified attack (7.1.6), and cites what that rule says.
        let ambush = ctx.keyword == Some("Ambush");
        let Some(attacker) = chosen else {
            // 7.5.5c: Ambush cannot attack with no enemy unit to attack;
            // 7.1.6a: a modified action is taken only if it is possible.
            self.note(
                format!("{source}: no unit can make this attack, so there is no attack."),
                if ambush { &["7.5.5c"] } else { &["7.1.6a"] },
            )?;
            return Ok(Vec::new());
        };
        let Some(unit) = self.state.unit(attacker).cloned() else {
            return Ok(Vec::new());
        };
        let targets = self.attack_targets(&unit, enemy_unit_only);
        if optional {
            let prompt = format!(
                "{source}: does {} attack with {}?",
                self.state.name(you),
                self.unit_name(&unit)
            );
            // Ambush's "may attack" (7.5.5a); any other ability's "you
            // may" (8.32.1: an event's too; 7.6.7 is a triggered one's).
            let may = if ambush {
                self.decide_may_cited(you, prompt, &["7.5.5a"])?
            } else {
                self.decide_may(you, prompt)?
            };
            match may {
                Some(true) => {}
                Some(false) => {
                    self.note(
                        format!("{} does not attack.", self.state.name(you)),
                        if ambush { &["7.5.5a"] } else { &["8.32.1"] },
                    )?;
                    return Ok(Vec::new());
                }
                None => return Ok(Vec::new()),
            }
        }
        // Keywords the modified attack gives its attacker are active from
        // its declaration (6.3.1; Saboteur then ignores Sentinel, 7.5.10a,
        // 7.5.11b) until the attack ends (7.7.3).
        for k in keywords {
            self.add_lasting(
                source,
                you,
                attacker,
                super::LastingKind::GainKeyword {
                    keyword: *k,
                    amount: 0,
                },
                crate::rulesets::swu::cards::Duration::ThisAttack,
            )?;
        }
        let targets = if keywords.is_empty() {
            targets
        } else {
            self.attack_targets(&unit, enemy_unit_only)
        };
        let options: Vec<String> = targets.iter().map(|h| self.target_option(*h)).collect();
        let prompt = format!("{source}: what does {} attack?", self.unit_name(&unit));
        // The attacking player chooses what to attack as they declare the
        // attack (6.3.1), within Sentinel's limit if there is one.
        let mut rules = vec!["6.3.1"];
        rules.extend(self.sentinel_rule(you, &unit));
        let Some(c) = self.decide(
            you,
            prompt,
            options.clone(),
            super::decide::Ask::One,
            &rules,
        )?
        else {
            return Ok(Vec::new());
        };
        let Some(defender) = options
            .iter()
            .position(|o| *o == c[0])
            .and_then(|i| targets.get(i).copied())
        else {
            return Ok(Vec::new());
        };
        let bonus = match bonus_trait {
            Some(t) => {
                let has = self
                    .pool
                    .get(&unit.card)
                    .is_some_and(|c| c.traits.iter().any(|x| x.eq_ignore_ascii_case(t)));
                if has {
                    power_bonus
                } else {
                    0
                }
            }
            None => power_bonus,
        };
        let node = self.attack(AttackSpec {
            attacker,
            defender,
            power_bonus: bonus,
            gains: gains.to_vec(),
            by: Some(source.to_string()),
            ambush: ctx.keyword == Some("Ambush"),
            combat_damage_first,
        })?;
        Ok(vec![node])
    }
}
