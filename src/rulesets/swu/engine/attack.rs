//! An attack, as one visible sequence of steps:
//!
//! 1. declare: the attacker exhausts and the defender is chosen, keeping to
//!    the arena and to Sentinel (7.5.11; Saboteur ignores Sentinel);
//! 2. the On Attack / On Defense window: On Attack, On Defense, "when this
//!    unit is attacked" and Restore trigger together at the declaration and
//!    resolve before combat damage (7.6.15);
//! 3. combat damage, dealt at the same time both ways; Shield tokens prevent
//!    it (7.7.5) and prevented damage is not dealt (1.9.9); Overwhelm sends
//!    the excess, or all of it if the defender has left play, to the
//!    defending player's base (7.5.7c, 7.5.7f); a defender the combat damage
//!    would not defeat (a Shield token prevents all of it) leaves no excess:
//!    it is dealt all the damage and the base nothing (6.3.4d, 7.5.7e);
//! 4. the state is checked (1.16.5): a base at 0 ends the game at once
//!    (5.6.1, 5.6.2), units at 0 HP are defeated;
//! 5. the attack ends: When Attack Ends abilities and the When Defeated
//!    abilities of units defeated by its combat damage share one window
//!    (7.6.16);
//! 6. lasting effects "for this attack" expire (7.7.3).
//!
//! Everything the attack triggers resolves inside it; abilities that were
//! already waiting before it began wait until it is over (7.1.6, ruling
//! 2025-09-29).

use super::effects::Hit;
use super::events::GameEvent;
use super::{Engine, EngineResult, ErrorKind, InstanceId, PlayerId, StepText, Unit};
use crate::rulesets::swu::cards::{Ability, Duration, Keyword};
use crate::rulesets::swu::engine::kinds;
use crate::timing::OrderNode;

/// An attack under way.
#[derive(Debug, Clone)]
pub(super) struct AttackCtx {
    pub attacker: InstanceId,
    pub defender: Hit,
    /// Abilities the attacker gained for this attack.
    pub gains: Vec<Ability>,
    /// The attacker deals its combat damage first (6.3.5c), by the
    /// ability that made the attack.
    pub combat_damage_first: bool,
    /// The lasting effects "for this attack" there when it began (an outer
    /// attack's), by label: every other one is this attack's and ends with
    /// it (`end_attack`).
    pub earlier: Vec<String>,
    /// The attacker as it was before combat damage defeated it: its When
    /// Attack Ends abilities still trigger (6.3.5b, 7.6.16c), looking back
    /// at it as When Defeated abilities do (`events::emit`).
    pub fallen: Option<Unit>,
    /// "all damage that would be dealt to this unit during this attack is
    /// dealt to the chosen unit instead" (Maul): the chosen unit, once an
    /// ability of the attacker chose it (engine/effects/redirect.rs).
    pub damage_to: Option<InstanceId>,
}

/// What asks for an attack: a player's action or an ability.
pub(super) struct AttackSpec {
    pub attacker: InstanceId,
    pub defender: Hit,
    /// "+N/+0 for this attack" (a modified attack, 7.1.6).
    pub power_bonus: i32,
    pub gains: Vec<Ability>,
    /// The ability that asked for the attack, if any.
    pub by: Option<String>,
    /// The attack is Ambush's (7.5.5), not an ability's modified attack.
    pub ambush: bool,
    /// The attacker deals its combat damage first in this attack (Shoot
    /// First, 6.3.5c).
    pub combat_damage_first: bool,
}

impl Engine<'_> {
    /// Sentinel's rule for `attacker`'s declaration: none without an enemy
    /// Sentinel in its arena, 7.5.11b with one, 7.5.11c if it has Saboteur.
    pub(super) fn sentinel_rule(&self, p: PlayerId, attacker: &Unit) -> Option<&'static str> {
        let sentinel = self.state.units.iter().any(|u| {
            u.controller != p && u.arena == attacker.arena && self.unit_has(u, Keyword::Sentinel)
        });
        match (sentinel, self.unit_has(attacker, Keyword::Saboteur)) {
            (false, _) => None,
            (true, false) => Some("7.5.11b"),
            (true, true) => Some("7.5.11c"),
        }
    }

    /// Who the unit may attack: units in its arena controlled by an
    /// opponent and the opponent's base; if the opponent has a Sentinel in
    /// that arena, only Sentinels, unless the attacker has Saboteur (7.5.11);
    /// never a unit that can't be attacked, unless it has Sentinel (7.5.11d);
    /// nothing at all for a unit that can't attack (8.3.2).
    pub(super) fn attack_targets(&self, attacker: &Unit, enemy_unit_only: bool) -> Vec<Hit> {
        // A unit that can't attack has nothing to attack (8.3.2), whatever
        // lets it attack otherwise (8.3.3).
        if self.constant_cant(attacker, crate::rulesets::swu::cards::Cant::Attack) {
            return Vec::new();
        }
        let enemies: Vec<&Unit> = self
            .state
            .units
            .iter()
            .filter(|u| u.controller != attacker.controller && self.in_reach(attacker, u))
            // A unit that can't be attacked is no target, unless it has
            // Sentinel, which overrides that (7.5.11d, 8.3.3a).
            .filter(|u| {
                !self.constant_cant(u, crate::rulesets::swu::cards::Cant::BeAttacked)
                    || self.unit_has(u, Keyword::Sentinel)
            })
            .collect();
        let sentinels: Vec<Hit> = enemies
            .iter()
            .filter(|u| u.arena == attacker.arena && self.unit_has(u, Keyword::Sentinel))
            .map(|u| Hit::Unit(u.instance))
            .collect();
        if !sentinels.is_empty() && !self.unit_has(attacker, Keyword::Saboteur) {
            return sentinels;
        }
        let mut v: Vec<Hit> = enemies.iter().map(|u| Hit::Unit(u.instance)).collect();
        let no_bases = self.constant_cant(attacker, crate::rulesets::swu::cards::Cant::AttackBases);
        if !enemy_unit_only && !no_bases {
            v.push(Hit::Base(attacker.controller.other()));
        }
        v
    }

    /// What the unit may attack on this board (7.5.11), by label, a base
    /// as `base:PLAYER`: what an answer key claims of it (`swu::observe`).
    pub fn attack_target_labels(&self, attacker: &Unit) -> Vec<String> {
        self.attack_targets(attacker, false)
            .into_iter()
            .map(|hit| match hit {
                Hit::Base(p) => format!("base:{}", p.slug()),
                unit => self.target_option(unit),
            })
            .collect()
    }

    /// The option name of an attack target: a unit's label, or "base".
    pub(super) fn target_option(&self, hit: Hit) -> String {
        match hit {
            Hit::Unit(id) => self
                .state
                .unit(id)
                .map(|u| u.label.clone())
                .unwrap_or_default(),
            Hit::Base(_) => "base".to_string(),
        }
    }

    /// Resolve one attack in full. Returns its order tree: the attack, then
    /// nested under it its On Attack window and its end-of-attack window.
    pub(super) fn attack(&mut self, spec: AttackSpec) -> EngineResult<OrderNode> {
        let Some(attacker) = self.state.unit(spec.attacker).cloned() else {
            return Err(self.error(
                ErrorKind::ImpossibleBoard,
                "the attacking unit is not in play",
            ));
        };
        // Abilities already waiting stay outside the attack.
        let outer = self.take_pending();
        let label = self.unique_label(format!("{}/attack", attacker.label));
        let p = attacker.controller;
        // 1. Declare and exhaust.
        if let Some(u) = self.state.unit_mut(spec.attacker) {
            u.exhausted = true;
        }
        // An outer attack's lasting effects "for this attack" stay when this
        // one ends; the outermost attack ends every one (a board may start
        // with some).
        let earlier = if self.attacks.is_empty() {
            Vec::new()
        } else {
            self.this_attack_labels()
        };
        self.attacks.push(AttackCtx {
            attacker: spec.attacker,
            defender: spec.defender,
            gains: spec.gains,
            combat_damage_first: spec.combat_damage_first,
            earlier,
            fallen: None,
            damage_to: None,
        });
        let by = match (&spec.by, spec.ambush) {
            (Some(b), true) => format!(" ({} Ambush)", super::possessive(b)),
            (Some(b), false) => format!(" ({b}, a modified attack)"),
            (None, _) => String::new(),
        };
        let text = format!(
            "{} attacks {} with {}{by}; {} exhausts.",
            self.state.name(p),
            self.hit_name(spec.defender),
            self.unit_name(&attacker),
            self.unit_name(&attacker),
        );
        // A player's own attack is an action (5.4.1b); an ability's is a
        // modified attack (7.1.6c); Ambush's is the keyword's (7.5.5).
        let mut rules = match (&spec.by, spec.ambush) {
            (None, _) => vec!["5.4.1b"],
            (Some(_), true) => vec!["7.5.5"],
            (Some(_), false) => vec!["7.1.6c"],
        };
        rules.extend(self.sentinel_rule(p, &attacker));
        self.record(
            kinds::ACTION,
            StepText {
                label: Some(label.clone()),
                player: Some(p),
                source: Some(self.card_name(&attacker.card)),
                text: text.into(),
                rules: rules.into(),
                source_id: Some(attacker.card.clone()),
                ..StepText::default()
            },
        )?;
        // 6.3.3: the attack begins; its "while attacking" and "while
        // defending" abilities are active until it ends (`end_attack`).
        let outer_attack = self.state.attack.replace(super::AttackNow {
            attacker: spec.attacker,
            defender: match spec.defender {
                Hit::Unit(id) => Some(id),
                Hit::Base(_) => None,
            },
        });
        let result = self.layer(true, Vec::new(), |e| {
            if spec.power_bonus != 0 {
                e.add_lasting(
                    spec.by.as_deref().unwrap_or("the attack"),
                    p,
                    spec.attacker,
                    super::LastingKind::Modify {
                        power: spec.power_bonus,
                        hp: 0,
                    },
                    Duration::ThisAttack,
                )?;
            }
            let windows = e.attack_body(spec.attacker, spec.defender, p)?;
            e.mark_not_completed(&attacker).map(|()| windows)
        });
        // What a fallen attacker had as it left play served its When Attack
        // Ends abilities (`Engine::defeat_together`); the attack is over.
        self.lki_grants.remove(&spec.attacker);
        let earlier = self.attacks.pop().map(|a| a.earlier).unwrap_or_default();
        self.state.attack = outer_attack;
        let windows = result?;
        // What its When Attack Ends abilities created "for this attack" ends with it too.
        if self.expire_lasting_of_this_attack(&earlier)? {
            // A unit whose HP bonus ended may now be defeated.
            self.state_check()?;
        }
        self.put_back_pending(outer);
        Ok(match windows.len() {
            0 => OrderNode::event(label),
            _ => OrderNode::Nest {
                head: label,
                nested: Box::new(OrderNode::seq(
                    windows,
                    "6.3.0e",
                    "On Attack and On Defense abilities resolve before combat damage; When Attack Ends abilities and the When Defeated abilities of units its combat damage defeated resolve after it",
                )),
                rule: "7.6.8".into(),
                why: "abilities triggered during an attack resolve at that attack's own timing points, inside it".into(),
            },
        })
    }

    /// The attack's steps after it is declared, one after another until
    /// the game is over (5.6.2). Returns the windows that resolved.
    fn attack_body(
        &mut self,
        attacker: InstanceId,
        defender: Hit,
        p: PlayerId,
    ) -> EngineResult<Vec<OrderNode>> {
        let windows = self.until_game_over(AttackStep::ALL, |e, step| match step {
            // 2. On Attack / On Defense (7.6.15).
            AttackStep::OnAttack => {
                e.emit(GameEvent::AttackDeclared {
                    attacker,
                    defender: match defender {
                        Hit::Unit(id) => Some(id),
                        Hit::Base(_) => None,
                    },
                })?;
                let declared = e.take_pending();
                e.resolve_window(declared)
            }
            AttackStep::CombatDamage => {
                let before = e.state.unit(attacker).cloned();
                e.combat(attacker, defender, p)?;
                // Defeated by combat damage (not returned or captured): its
                // When Attack Ends abilities still trigger (6.3.5b).
                if e.state.unit(attacker).is_none() && e.defeated_units.contains(&attacker) {
                    if let Some(a) = e.attacks.last_mut() {
                        a.fallen = before;
                    }
                }
                Ok(None)
            }
            AttackStep::Ends => e.end_attack(attacker),
        })?;
        Ok(windows.into_iter().flatten().collect())
    }

    /// Combat damage, both ways at once (step 3), then the state check
    /// (step 4): a base at 0 ends the game before anything else.
    fn combat(&mut self, attacker: InstanceId, defender: Hit, p: PlayerId) -> EngineResult<()> {
        let Some(a) = self.state.unit(attacker).cloned() else {
            return self.note(
                "The attacker has left play: no combat damage is dealt.".into(),
                &["6.3.4b"],
            );
        };
        let power = self.unit_power(&a);
        let overwhelm = self.unit_has(&a, Keyword::Overwhelm);
        let mut dealt_by_attacker = false;
        match defender {
            Hit::Base(b) => {
                if power > 0 {
                    self.state.player_mut(b).base.damage += power;
                    dealt_by_attacker = true;
                }
                self.record(
                    kinds::DAMAGE,
                    StepText::new(
                        crate::text!(
                            "Combat damage: {} deals {} damage to {}'s base.",
                            self.unit_name(&a),
                            &power,
                            self.state.name(b)
                        ),
                        &["6.3.4a", "6.3.5"],
                    )
                    .player(p),
                )?;
            }
            Hit::Unit(d) => match self.state.unit(d).cloned() {
                None => {
                    let base = p.other();
                    if overwhelm && power > 0 {
                        self.state.player_mut(base).base.damage += power;
                        dealt_by_attacker = true;
                        self.record(
                            kinds::DAMAGE,
                            StepText::new(
                                crate::text!("The defender has left play: with Overwhelm, {} deals all {} damage to {}'s base.", self.unit_name(&a), &power, self.state.name(base)),
                                &["7.5.7f"],
                            )
                            .player(p),
                        )?;
                    } else {
                        self.note(
                            "The defender has left play: no combat damage is dealt.".into(),
                            &["6.3.4c"],
                        )?;
                    }
                }
                Some(du) => {
                    let back = self.unit_power(&du);
                    let remaining = self.unit_hp(&du) - du.damage;
                    // 6.3.4d, 7.5.7c: with Overwhelm the defender is dealt
                    // what defeats it and the rest is excess, for the base.
                    // A defender the combat damage would not defeat (its
                    // Shield token prevents all of it, 7.7.5d) leaves no
                    // excess: it is dealt all the damage (7.5.7e).
                    let shielded = du.shields > 0;
                    let excess = if overwhelm && !shielded {
                        (power - remaining.max(0)).max(0)
                    } else {
                        0
                    };
                    let to_defender = power - excess;
                    // All of it at the same time: compute, then apply;
                    // unless the attacker deals its combat damage first,
                    // and the defender then only if it survived (6.3.5c).
                    let dealt = self.combat_damage(d, to_defender, &a)?;
                    dealt_by_attacker |= dealt;
                    if self.combat_damage_first(&a) {
                        self.combat_damage_back(attacker, d)?;
                    } else {
                        self.combat_damage(attacker, back, &du)?;
                    }
                    if overwhelm && shielded && power > remaining.max(0) {
                        self.record(
                            kinds::DAMAGE,
                            StepText::new(
                                crate::text!("Overwhelm: the Shield token prevents all {} combat damage, so {} would not be defeated by it: there is no excess, and {}'s base takes no damage.", &power, self.unit_name(&du), self.state.name(du.controller)),
                                &["6.3.4d", "7.5.7c", "7.5.7e"],
                            )
                            .player(p),
                        )?;
                    } else if excess > 0 {
                        let base = du.controller;
                        self.state.player_mut(base).base.damage += excess;
                        dealt_by_attacker = true;
                        self.record(
                            kinds::DAMAGE,
                            StepText::new(
                                crate::text!("Overwhelm: at the same time, {} deals the {} excess damage to {}'s base.", self.unit_name(&a), &excess, self.state.name(base)),
                                &["7.5.7c"],
                            )
                            .player(p),
                        )?;
                    }
                }
            },
        }
        if dealt_by_attacker {
            self.emit(GameEvent::DealtCombatDamage { unit: attacker })?;
        }
        // 4. State check: a base at 0 ends the game before anything else.
        self.state_check()
    }

    /// 5. The attack ends (7.6.16).
    fn end_attack(&mut self, attacker: InstanceId) -> EngineResult<Option<OrderNode>> {
        // "While attacking/defending" abilities and this attack's lasting
        // effects end with it (6.3.5d, 7.6.16d, 7.7.3e): When Attack Ends
        // abilities see the units without them, and a unit whose HP they
        // raised may now be defeated.
        let earlier = self.attacks.last().map(|a| a.earlier.clone());
        let ended = self.state.attack.take().is_some();
        let expired = match earlier {
            Some(earlier) => self.expire_lasting_of_this_attack(&earlier)?,
            None => false,
        };
        if ended || expired {
            self.state_check()?;
        }
        self.emit(GameEvent::AttackEnds { attacker })?;
        let ended = self.take_pending();
        if !ended.is_empty() {
            self.note(
                "The attack ends: When Attack Ends abilities and the When Defeated abilities of units its combat damage defeated resolve together.".into(),
                &["7.6.16b"],
            )?;
        }
        self.resolve_window(ended)
    }

    /// Combat damage to one unit, which a Shield token prevents. Returns
    /// whether any damage was dealt.
    pub(super) fn combat_damage(
        &mut self,
        to: InstanceId,
        amount: i32,
        from: &Unit,
    ) -> EngineResult<bool> {
        if amount <= 0 || self.state.unit(to).is_none() {
            return Ok(false);
        }
        let source = self.unit_name(from);
        let before = self.state.unit(to).map(|u| u.damage).unwrap_or(0);
        // Units deal combat damage to each other at once (6.3.4a) as the
        // attack ends (6.3.5).
        self.deal_damage_cited(
            Hit::Unit(to),
            amount,
            &source,
            from.controller,
            &["6.3.4a", "6.3.5"],
        )?;
        Ok(self.state.unit(to).map(|u| u.damage).unwrap_or(0) > before)
    }

    /// End the lasting effects "for this attack" but the `earlier` ones
    /// (an outer attack's), with a note; `true` when one ended, so the
    /// caller checks the state.
    fn expire_lasting_of_this_attack(&mut self, earlier: &[String]) -> EngineResult<bool> {
        let (ending, staying): (Vec<_>, Vec<_>) = std::mem::take(&mut self.state.lasting)
            .into_iter()
            .partition(|l| l.duration == Duration::ThisAttack && !earlier.contains(&l.label));
        self.state.lasting = staying.into();
        if ending.is_empty() || self.game_over() {
            return Ok(false);
        }
        self.note(
            format!(
                "The attack is over: {} for this attack {}.",
                super::count_of(ending.len() as i64, "lasting effect", "lasting effects"),
                if ending.len() == 1 {
                    "expires"
                } else {
                    "expire"
                }
            ),
            &["6.3.5", "7.7.3e"],
        )?;
        Ok(true)
    }
}

impl Engine<'_> {
    /// Has a timing point already passed in the current phase (7.7.4f)?
    /// Inside a start or end of phase the point counts as passed once its
    /// delayed effects were collected, which is before any ability there
    /// resolves.
    pub(super) fn point_has_passed(&self, at: crate::rulesets::swu::cards::TimingPoint) -> bool {
        use super::{Phase, PhaseStep};
        use crate::rulesets::swu::cards::TimingPoint as T;
        let (phase, step) = match at {
            T::StartOfActionPhase => (Phase::Action, PhaseStep::ActionStart),
            T::EndOfActionPhase => (Phase::Action, PhaseStep::ActionEnd),
            T::StartOfRegroupPhase => (Phase::Regroup, PhaseStep::RegroupStart),
            T::EndOfRegroupPhase | T::EndOfPhase => (Phase::Regroup, PhaseStep::RegroupEnd),
        };
        self.state.phase == phase && self.state.step >= step && self.in_moment_or_after(step)
    }

    fn in_moment_or_after(&self, step: super::PhaseStep) -> bool {
        // The step is the moment itself only while its abilities resolve;
        // `phase_moment` sets `moment_collected` when it has taken the
        // delayed effects.
        self.state.step > step || self.moment_collected
    }
}

/// The steps of an attack after it is declared (6.3.3 to 6.3.5): the On
/// Attack and On Defense window, combat damage with its state check, and
/// the attack's end.
#[derive(Debug, Clone, Copy)]
enum AttackStep {
    OnAttack,
    CombatDamage,
    Ends,
}

impl AttackStep {
    const ALL: [AttackStep; 3] = [
        AttackStep::OnAttack,
        AttackStep::CombatDamage,
        AttackStep::Ends,
    ];
}
