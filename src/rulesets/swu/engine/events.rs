//! What a game event triggers. An ability triggers only if its card is in
//! play when the event happens (7.6.3), except When Defeated and Bounty,
//! which the defeated unit itself triggers as it leaves (7.6.4, 7.6.14).

use super::window::{Ctx, ItemKind, Pending};
use super::{Engine, EngineResult, InstanceId, Phase, PlayerId, StepText, Unit};
use crate::rulesets::swu::cards::{Ability, CardType, Effect, Keyword, Target, Trigger};
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
    /// A token unit was created (3.7.2a): its When Created keywords
    /// trigger.
    Created {
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

/// A card in play that may hold abilities, borrowed from the state.
#[derive(Clone, Copy)]
struct Holder<'a> {
    card: &'a str,
    label: &'a str,
    controller: PlayerId,
    unit: Option<InstanceId>,
    /// The unit, when it is in play (not a defeated unit looking back).
    in_play: Option<&'a Unit>,
    /// Upgrades on it, whose granted abilities it has.
    upgrades: &'a [super::Upgrade],
}

/// A holder's ability that met its condition.
struct Found {
    card: String,
    label: String,
    controller: PlayerId,
    unit: Option<InstanceId>,
    ability: Ability,
    trigger: Trigger,
    ctx: Ctx,
    /// The keyword the ability is (Ambush, Shielded, Restore).
    keyword: Option<&'static str>,
}

impl Engine<'_> {
    fn holders(&self) -> impl Iterator<Item = Holder<'_>> {
        let leaders = PlayerId::BOTH.into_iter().filter_map(|p| {
            self.state
                .player(p)
                .leader
                .as_ref()
                .filter(|l| !l.deployed)
                .map(|l| Holder {
                    card: &l.card,
                    label: &l.label,
                    controller: p,
                    unit: None,
                    in_play: None,
                    upgrades: &[],
                })
        });
        leaders.chain(self.state.units.iter().map(|u| Holder {
            in_play: Some(u),
            ..Self::holder_of(u)
        }))
    }

    /// A unit as a holder; `in_play` is left empty (a unit that has left
    /// play looks back at its card).
    fn holder_of(u: &Unit) -> Holder<'_> {
        Holder {
            card: &u.card,
            label: &u.label,
            controller: u.controller,
            unit: Some(u.instance),
            in_play: None,
            upgrades: &u.upgrades,
        }
    }

    /// What `h` has that `event` meets, added to `found`.
    fn consider(
        &self,
        event: &GameEvent,
        h: Holder,
        subject_is_self: bool,
        found: &mut Vec<Found>,
    ) {
        let printed: &[Ability] = self
            .pool
            .get(h.card)
            .map(|c| c.abilities_as(h.unit.is_some()))
            .unwrap_or(&[]);
        let keywords = self.keyword_abilities(h.card, h.in_play);
        let mut extra: Vec<Ability> = Vec::new();
        // Abilities gained for an attack (Heroic Sacrifice).
        for a in self.attacks.iter().filter(|a| Some(a.attacker) == h.unit) {
            extra.extend(a.gains.iter().cloned());
        }
        for up in h.upgrades {
            if let Some(c) = self.pool.get(&up.card) {
                extra.extend(c.abilities.iter().filter(|a| a.granted).cloned());
            }
        }
        // Abilities a constant ability gives it (General Krell), as they
        // were when it left play if it has.
        if let Some(id) = h.unit {
            match (self.lki_grants.get(&id), h.in_play) {
                (Some(gained), _) => extra.extend(gained.iter().cloned()),
                (None, Some(u)) => extra.extend(self.constant_grants_for(u)),
                (None, None) => {}
            }
        }
        let own = printed
            .iter()
            .filter(|a| !a.granted && !a.when.contains(&Trigger::Action));
        let coordinated = self.coordinated(&h);
        // In the order they were printed or gained: the card's own, its
        // keywords, then what it gained.
        let all = own
            .map(|a| (None, a))
            .chain(keywords.iter().map(|a| (keyword_name(a), a)))
            .chain(extra.iter().map(|a| (None, a)));
        for (keyword, a) in all {
            if a.coordinate && !coordinated {
                continue;
            }
            for &t in &a.when {
                if let Some(ctx) = matches(event, t, &h, subject_is_self) {
                    found.push(Found {
                        card: h.card.to_string(),
                        label: h.label.to_string(),
                        controller: h.controller,
                        unit: h.unit,
                        ability: a.clone(),
                        trigger: t,
                        ctx,
                        keyword,
                    });
                }
            }
        }
    }

    /// Coordinate (7.5.15a): does the holder's controller control 3 or more
    /// units? A unit that has just left play (looking back at its When
    /// Defeated) still counts itself.
    fn coordinated(&self, h: &Holder) -> bool {
        let in_play = self
            .state
            .units
            .iter()
            .filter(|u| u.controller == h.controller)
            .count();
        let gone_self = usize::from(h.unit.is_some() && h.in_play.is_none());
        in_play + gone_self >= 3
    }

    /// Collect what `event` triggers into the pending list, recording a
    /// "triggered" step for each.
    pub(super) fn emit(&mut self, event: GameEvent) -> EngineResult<()> {
        let mut found: Vec<Found> = Vec::new();
        if let GameEvent::Defeated { unit } | GameEvent::Captured { unit } = &event {
            self.consider(&event, Self::holder_of(unit), true, &mut found);
        }
        for h in self.holders() {
            self.consider(&event, h, false, &mut found);
        }
        for Found {
            card,
            label: holder_label,
            controller: holder_controller,
            unit,
            ability,
            trigger,
            ctx,
            keyword,
        } in found
        {
            // 7.5.13a, 7.5.13f: a Bounty is controlled and resolved by an
            // opponent of the unit's controller, also when that player
            // defeated their own unit (with two players, the other one).
            let controller = if trigger == Trigger::Bounty {
                holder_controller.other()
            } else {
                holder_controller
            };
            let slug = match &ability.id {
                Some(id) if ability.when.len() > 1 => format!("{id}-{}", trigger.slug()),
                Some(id) => id.clone(),
                None => trigger.slug().to_string(),
            };
            let label = self.unique_label(format!("{holder_label}/{slug}"));
            let source_name = self.card_name(&card);
            let text = match keyword {
                // A keyword resolves like a triggered ability but is not
                // one (7.5.1): name the keyword.
                Some(k) => format!(
                    "{source_name}'s {k} triggers (a keyword that resolves like a {} ability).",
                    trigger.printed()
                ),
                None => format!("{}'s {} ability triggers.", source_name, trigger.printed()),
            };
            let keyword_rules;
            let rules: &[&'static str] = match trigger {
                // A keyword cites its own rule and 7.5.1.
                _ if keyword.is_some() => {
                    keyword_rules = ["7.5.1", super::window::keyword_rule(keyword.unwrap_or(""))];
                    &keyword_rules
                }
                Trigger::Defeated => &["7.6.4", "7.6.14a"],
                Trigger::Bounty => &["7.5.13a", "7.5.13f"],
                Trigger::Played => &["7.6.13a"],
                Trigger::Deployed => &["7.6.1"],
                Trigger::Created => &["3.7.2a"],
                Trigger::OnAttack | Trigger::OnDefense | Trigger::Attacked => {
                    &["7.6.15a", "7.6.15c"]
                }
                Trigger::AttackEnds => &["7.6.16a"],
                Trigger::ActionPhaseStarts => &["5.4.1a", "7.6.1"],
                Trigger::ActionPhaseEnds => &["5.4.1c", "7.6.1"],
                Trigger::RegroupPhaseStarts => &["5.5.1a", "7.6.1"],
                Trigger::RegroupPhaseEnds => &["5.5.1e", "7.6.1"],
                _ => &["7.6.1", "7.6.3"],
            };
            // The label goes on the resolution step: questions ask about
            // the order things resolve in.
            self.record(
                StepKind::AbilityTriggered,
                StepText::new(text, rules)
                    .player(controller)
                    .source(source_name.clone())
                    .source_id(card.clone()),
            )?;
            self.pending.push(Pending {
                label,
                controller,
                source_name,
                source_card: Some(card.clone()),
                source_unit: unit,
                trigger,
                // A Bounty may always be declined (7.5.13e).
                may: ability.may || trigger == Trigger::Bounty,
                effects: ability.effects,
                ctx,
                kind: ItemKind::Triggered,
                keyword,
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
                    &["7.6.13a"],
                )
                .player(p)
                .source(source_name.clone())
                .source_id(card),
            )?;
            self.pending.push(Pending {
                label,
                controller: p,
                source_name: source_name.clone(),
                source_card: Some(card.to_string()),
                source_unit: None,
                trigger: Trigger::Played,
                may: a.may,
                effects: a.effects,
                ctx: Ctx {
                    it: Some(attached),
                    ..Ctx::default()
                },
                kind: ItemKind::Triggered,
                keyword: None,
            });
        }
        Ok(())
    }

    /// Keywords that behave like triggered abilities: Ambush and Shielded
    /// (When Played, 7.5.5, 7.5.12) and Restore (when this unit attacks).
    /// A unit in play also has the keywords a lasting effect gave it.
    fn keyword_abilities(&self, card: &str, in_play: Option<&Unit>) -> Vec<Ability> {
        let Some(c) = self.pool.get(card) else {
            return Vec::new();
        };
        let has = |k: Keyword| match in_play {
            Some(u) => self.unit_has(u, k),
            None => c.has_keyword(k),
        };
        let mut out = Vec::new();
        // On a token unit, what a unit does "When Played" it does "When
        // Created" (3.7.2a).
        let entered = if c.card_type == CardType::Token {
            Trigger::Created
        } else {
            Trigger::Played
        };
        if has(Keyword::Ambush) && matches!(c.card_type, CardType::Unit | CardType::Token) {
            out.push(Ability {
                id: Some("ambush".into()),
                when: vec![entered],
                may: false,
                granted: false,
                cost: 0,
                exhaust: false,
                coordinate: false,
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
                coordinate: false,
                effects: vec![Effect::Heal {
                    amount: crate::rulesets::swu::cards::Amount::Fixed(c.restore as i32),
                    target: Target::YourBase,
                }],
            });
        }
        // Saboteur's second part: "On Attack: Defeat all Shield tokens
        // attached to the defending unit" (7.5.10a). Its first part, ignoring
        // Sentinel, is in `attack_targets`.
        if has(Keyword::Saboteur) && matches!(c.card_type, CardType::Unit | CardType::Token) {
            out.push(Ability {
                id: Some("saboteur".into()),
                when: vec![Trigger::OnAttack],
                may: false,
                granted: false,
                cost: 0,
                exhaust: false,
                coordinate: false,
                effects: vec![Effect::DefeatShield {
                    target: Target::Defender,
                    all: true,
                }],
            });
        }
        if has(Keyword::Shielded) && matches!(c.card_type, CardType::Unit | CardType::Token) {
            out.push(Ability {
                id: Some("shielded".into()),
                when: vec![entered],
                may: false,
                granted: false,
                cost: 0,
                exhaust: false,
                coordinate: false,
                effects: vec![Effect::GiveShield {
                    target: Target::This,
                }],
            });
        }
        out
    }
}

/// The keyword a `keyword_abilities` ability stands for, by its id.
fn keyword_name(a: &Ability) -> Option<&'static str> {
    match a.id.as_deref() {
        Some("ambush") => Some("Ambush"),
        Some("restore") => Some("Restore"),
        Some("shielded") => Some("Shielded"),
        _ => None,
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
        (GameEvent::Created { unit }, Trigger::Created) if Some(*unit) == h.unit => {
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
