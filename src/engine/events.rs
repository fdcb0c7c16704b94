//! What a game event triggers. An ability triggers only if its card is in
//! play when the event happens (7.6.3), except When Defeated and Bounty,
//! which the defeated unit itself triggers as it leaves (7.6.4, 7.6.14).

use super::window::{Ctx, ItemKind, Pending};
use super::{Engine, EngineResult, InstanceId, Phase, PlayerId, StepText, Unit};
use crate::cards::{Ability, CardType, Effect, Keyword, Target, Trigger};
use crate::timing::StepKind;

/// Something that happened that abilities may react to.
#[derive(Debug, Clone)]
pub(super) enum GameEvent {
    Played {
        player: PlayerId,
        card: String,
        unit: Option<InstanceId>,
        /// The card played is an event (Bossk).
        event: bool,
    },
    Defeated {
        unit: Unit,
    },
    /// A unit was captured (Bounty: "When Defeated / When Captured").
    Captured {
        unit: Unit,
    },
    /// A leader was deployed: its unit side's When Deployed triggers.
    Deployed {
        unit: InstanceId,
    },
    /// An attack was declared (7.6.15): On Attack, On Defense and "when
    /// this unit is attacked" trigger.
    AttackDeclared {
        attacker: InstanceId,
        defender: Option<InstanceId>,
    },
    /// A unit dealt combat damage.
    DealtCombatDamage {
        unit: InstanceId,
    },
    /// The attack ended (7.6.16).
    AttackEnds {
        attacker: InstanceId,
    },
    /// A player drew one or more cards.
    Drew {
        player: PlayerId,
        in_action_phase: bool,
    },
    PhaseStarts(Phase),
    PhaseEnds(Phase),
}

/// A card in play that may hold abilities.
struct Holder {
    card: String,
    label: String,
    controller: PlayerId,
    unit: Option<InstanceId>,
    /// Abilities granted by upgrades on it: (upgrade card, label).
    upgrades: Vec<String>,
}

impl Engine<'_> {
    fn holders(&self) -> Vec<Holder> {
        let mut out: Vec<Holder> = Vec::new();
        for p in PlayerId::BOTH {
            if let Some(l) = &self.state.player(p).leader {
                if !l.deployed {
                    out.push(Holder {
                        card: l.card.clone(),
                        label: l.label.clone(),
                        controller: p,
                        unit: None,
                        upgrades: Vec::new(),
                    });
                }
            }
        }
        for u in &self.state.units {
            out.push(Self::holder_of(u));
        }
        out
    }

    fn holder_of(u: &Unit) -> Holder {
        Holder {
            card: u.card.clone(),
            label: u.label.clone(),
            controller: u.controller,
            unit: Some(u.instance),
            upgrades: u.upgrades.iter().map(|g| g.card.clone()).collect(),
        }
    }

    /// Collect what `event` triggers into the pending list, recording a
    /// "triggered" step for each.
    pub(super) fn emit(&mut self, event: GameEvent) -> EngineResult<()> {
        let mut found: Vec<(Holder, Ability, Trigger, Ctx)> = Vec::new();
        let mut consider = |engine: &Engine, h: Holder, subject_is_self: bool| {
            let mut abilities: Vec<Ability> = engine
                .pool
                .get(&h.card)
                .map(|c| {
                    c.abilities_as(h.unit.is_some())
                        .iter()
                        .filter(|a| !a.granted && !a.when.contains(&Trigger::Action))
                        .cloned()
                        .collect()
                })
                .unwrap_or_default();
            // Abilities a constant ability gives it (General Krell), as they
            // were when it left play if it has.
            if let Some(id) = h.unit {
                match engine.lki_grants.get(&id) {
                    Some(gained) => abilities.extend(gained.iter().cloned()),
                    None => abilities.extend(engine.constant_grants(id)),
                }
            }
            abilities.extend(engine.keyword_abilities(&h.card, h.unit));
            // Abilities gained for an attack (Heroic Sacrifice).
            for a in engine.attacks.iter().filter(|a| Some(a.attacker) == h.unit) {
                abilities.extend(a.gains.iter().cloned());
            }
            for up in &h.upgrades {
                if let Some(c) = engine.pool.get(up) {
                    abilities.extend(c.abilities.iter().filter(|a| a.granted).cloned());
                }
            }
            for a in abilities {
                for &t in &a.when {
                    if let Some(ctx) = matches(&event, t, &h, subject_is_self) {
                        found.push((
                            Holder {
                                card: h.card.clone(),
                                label: h.label.clone(),
                                controller: h.controller,
                                unit: h.unit,
                                upgrades: Vec::new(),
                            },
                            a.clone(),
                            t,
                            ctx,
                        ));
                    }
                }
            }
        };
        if let GameEvent::Defeated { unit } | GameEvent::Captured { unit } = &event {
            consider(self, Self::holder_of(unit), true);
        }
        for h in self.holders() {
            consider(self, h, false);
        }
        for (h, ability, trigger, ctx) in found {
            let controller = if trigger == Trigger::Bounty {
                h.controller.other()
            } else {
                h.controller
            };
            let slug = match &ability.id {
                Some(id) if ability.when.len() > 1 => format!("{id}-{}", trigger.slug()),
                Some(id) => id.clone(),
                None => trigger.slug().to_string(),
            };
            let label = self.unique_label(format!("{}/{}", h.label, slug));
            let source_name = self.card_name(&h.card);
            let text = format!("{}'s {} ability triggers.", source_name, trigger.printed());
            let rules: &[&'static str] = match trigger {
                Trigger::Defeated => &["7.6.4", "7.6.14"],
                Trigger::Bounty => &["7.5.13"],
                Trigger::Played | Trigger::Deployed => &["7.6.13"],
                Trigger::OnAttack | Trigger::OnDefense | Trigger::Attacked => &["7.6.15"],
                Trigger::AttackEnds => &["7.6.16"],
                Trigger::ActionPhaseStarts
                | Trigger::RegroupPhaseStarts
                | Trigger::ActionPhaseEnds
                | Trigger::RegroupPhaseEnds => &["5.4", "7.6.1"],
                _ => &["7.6.1", "7.6.3"],
            };
            // The label goes on the resolution step: questions ask about
            // the order things resolve in.
            self.record(
                StepKind::AbilityTriggered,
                StepText::new(text, rules)
                    .player(controller)
                    .source(source_name.clone()),
            )?;
            self.pending.push(Pending {
                label,
                controller,
                source_name,
                source_unit: h.unit,
                trigger,
                // A Bounty may always be declined (7.5.13).
                may: ability.may || trigger == Trigger::Bounty,
                effects: ability.effects,
                ctx,
                kind: ItemKind::Triggered,
            });
        }
        Ok(())
    }

    /// An upgrade's own When Played abilities, about the unit it is
    /// attached to (7.6.13).
    pub(super) fn emit_upgrade_played(
        &mut self,
        p: PlayerId,
        card: &str,
        attached: InstanceId,
    ) -> EngineResult<()> {
        let abilities: Vec<Ability> = self
            .pool
            .get(card)
            .map(|c| {
                c.abilities
                    .iter()
                    .filter(|a| !a.granted && a.when.contains(&Trigger::Played))
                    .cloned()
                    .collect()
            })
            .unwrap_or_default();
        let source_name = self.card_name(card);
        for a in abilities {
            let label = self.unique_label(format!("{card}/when-played"));
            self.record(
                StepKind::AbilityTriggered,
                StepText::new(
                    format!("{source_name}'s When Played ability triggers."),
                    &["7.6.13"],
                )
                .player(p)
                .source(source_name.clone()),
            )?;
            self.pending.push(Pending {
                label,
                controller: p,
                source_name: source_name.clone(),
                source_unit: None,
                trigger: Trigger::Played,
                may: a.may,
                effects: a.effects,
                ctx: Ctx {
                    it: Some(attached),
                    ..Ctx::default()
                },
                kind: ItemKind::Triggered,
            });
        }
        Ok(())
    }

    /// Keywords that behave like triggered abilities: Ambush and Shielded
    /// (When Played, 7.5.5, 7.5.12) and Restore (when this unit attacks).
    /// A unit in play also has the keywords a lasting effect gave it.
    fn keyword_abilities(&self, card: &str, unit: Option<InstanceId>) -> Vec<Ability> {
        let Some(c) = self.pool.get(card) else {
            return Vec::new();
        };
        let in_play = unit.and_then(|id| self.state.unit(id));
        let has = |k: Keyword| match in_play {
            Some(u) => self.unit_has(u, k),
            None => c.has_keyword(k),
        };
        let mut out = Vec::new();
        if has(Keyword::Ambush) && matches!(c.card_type, CardType::Unit | CardType::Token) {
            out.push(Ability {
                id: Some("ambush".into()),
                when: vec![Trigger::Played],
                may: false,
                granted: false,
                cost: 0,
                exhaust: false,
                effects: vec![Effect::Attack {
                    attacker: Some(Target::This),
                    power_bonus: 0,
                    bonus_trait: None,
                    enemy_unit_only: true,
                    even_if_exhausted: true,
                    optional: true,
                    gains: Vec::new(),
                }],
            });
        }
        if c.restore > 0 {
            out.push(Ability {
                id: Some("restore".into()),
                when: vec![Trigger::OnAttack],
                may: false,
                granted: false,
                cost: 0,
                exhaust: false,
                effects: vec![Effect::Heal {
                    amount: crate::cards::Amount::Fixed(c.restore as i32),
                    target: Target::YourBase,
                }],
            });
        }
        if has(Keyword::Shielded) && c.card_type == CardType::Unit {
            out.push(Ability {
                id: Some("shielded".into()),
                when: vec![Trigger::Played],
                may: false,
                granted: false,
                cost: 0,
                exhaust: false,
                effects: vec![Effect::GiveShield {
                    target: Target::This,
                }],
            });
        }
        out
    }
}

/// Does `event` meet `trigger` for the holder? Returns the context the
/// ability resolves with.
fn matches(event: &GameEvent, trigger: Trigger, h: &Holder, subject_is_self: bool) -> Option<Ctx> {
    let ctx = Ctx::default();
    match (event, trigger) {
        (GameEvent::Played { unit, .. }, Trigger::Played) if unit.is_some() && *unit == h.unit => {
            Some(Ctx { it: *unit, ..ctx })
        }
        (GameEvent::Played { player, .. }, Trigger::OpponentPlaysCard)
            if *player != h.controller && h.unit.is_some() =>
        {
            Some(Ctx {
                triggering_player: Some(*player),
                played_card: played_card(event),
                ..ctx
            })
        }
        (
            GameEvent::Played {
                player,
                unit: Some(u),
                ..
            },
            Trigger::YouPlayAnotherUnit,
        ) if *player == h.controller && Some(*u) != h.unit && h.unit.is_some() => Some(Ctx {
            it: Some(*u),
            ..ctx
        }),
        (GameEvent::Defeated { unit }, Trigger::Defeated | Trigger::Bounty) if subject_is_self => {
            Some(Ctx {
                it: h.unit,
                left_play: Some((unit.card.clone(), unit.owner)),
                ..ctx
            })
        }
        (GameEvent::Captured { .. }, Trigger::Bounty) if subject_is_self => {
            Some(Ctx { it: h.unit, ..ctx })
        }
        (GameEvent::Deployed { unit }, Trigger::Deployed) if Some(*unit) == h.unit => {
            Some(Ctx { it: h.unit, ..ctx })
        }
        (GameEvent::Played { player, event, .. }, Trigger::YouPlayEvent)
            if *event && *player == h.controller && h.unit.is_some() =>
        {
            Some(ctx)
        }
        (GameEvent::AttackDeclared { attacker, .. }, Trigger::OnAttack)
            if Some(*attacker) == h.unit =>
        {
            Some(ctx)
        }
        (GameEvent::AttackDeclared { defender, .. }, Trigger::OnDefense | Trigger::Attacked)
            if defender.is_some() && *defender == h.unit =>
        {
            Some(ctx)
        }
        (GameEvent::DealtCombatDamage { unit }, Trigger::DealsCombatDamage)
            if Some(*unit) == h.unit =>
        {
            Some(ctx)
        }
        (GameEvent::AttackEnds { attacker }, Trigger::AttackEnds) if Some(*attacker) == h.unit => {
            Some(ctx)
        }
        (
            GameEvent::Drew {
                player,
                in_action_phase: true,
            },
            Trigger::OpponentDraws,
        ) if *player != h.controller && h.unit.is_some() => Some(Ctx {
            triggering_player: Some(*player),
            ..ctx
        }),
        (GameEvent::Defeated { unit }, Trigger::FriendlyUnitDefeated)
            if !subject_is_self && unit.controller == h.controller && h.unit.is_some() =>
        {
            Some(ctx)
        }
        (GameEvent::Defeated { unit }, Trigger::EnemyUnitDefeated)
            if !subject_is_self && unit.controller != h.controller && h.unit.is_some() =>
        {
            Some(ctx)
        }
        (GameEvent::PhaseStarts(Phase::Action), Trigger::ActionPhaseStarts)
        | (GameEvent::PhaseStarts(Phase::Regroup), Trigger::RegroupPhaseStarts)
        | (GameEvent::PhaseEnds(Phase::Action), Trigger::ActionPhaseEnds)
        | (GameEvent::PhaseEnds(Phase::Regroup), Trigger::RegroupPhaseEnds)
            if !subject_is_self =>
        {
            Some(Ctx { it: h.unit, ..ctx })
        }
        _ => None,
    }
}

fn played_card(event: &GameEvent) -> Option<String> {
    match event {
        GameEvent::Played { card, .. } => Some(card.clone()),
        _ => None,
    }
}
