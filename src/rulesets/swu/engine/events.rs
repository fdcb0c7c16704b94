//! What a game event triggers. An ability triggers only if its card is in
//! play when the event happens (7.6.3), except When Defeated and Bounty,
//! which the defeated unit itself triggers as it leaves (7.6.4, 7.6.14),
//! and the abilities of units defeated at the same time as the unit whose
//! defeat it is: they were in play when it happened (7.6.4).

use super::keywords::keyword_name;
use super::procedure::{Ctx, ItemKind, Pending};
use super::{Engine, EngineResult, InstanceId, Phase, PlayerId, StepText, Unit};
use crate::rulesets::swu::cards::{Ability, HowPlayed, Raise, Trigger};
use crate::rulesets::swu::engine::kinds;
use crate::timing::text::Arg;

/// Something that happened that abilities may react to.
#[derive(Debug, Clone)]
pub(super) enum GameEvent {
    Played {
        player: PlayerId,
        card: String,
        unit: Option<InstanceId>,
        /// The card played is an event (Bossk).
        event: bool,
        /// The unit an upgrade played was attached to ("When you play an
        /// upgrade on this unit", Fenn Rau).
        on: Option<InstanceId>,
    },
    Defeated {
        unit: Unit,
        /// Its power just before it left play, every unit defeated with it
        /// still in play (8.11.1, last known information).
        power: i32,
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
    /// A player readied their cards in the ready step (5.5.1d).
    ReadiedCards {
        player: PlayerId,
    },
}

impl GameEvent {
    /// What this event is, in the trigger table's terms ([`Raise`]).
    fn raise(&self) -> Option<Raise> {
        Some(match self {
            GameEvent::Played { .. } => Raise::CardPlayed,
            GameEvent::Defeated { .. } => Raise::UnitDefeated,
            GameEvent::Captured { .. } => Raise::UnitCaptured,
            GameEvent::Deployed { .. } => Raise::LeaderDeployed,
            GameEvent::Created { .. } => Raise::TokenCreated,
            GameEvent::AttackDeclared { .. } => Raise::AttackDeclared,
            GameEvent::DealtCombatDamage { .. } => Raise::CombatDamageDealt,
            GameEvent::AttackEnds { .. } => Raise::AttackEnded,
            GameEvent::Drew { .. } => Raise::CardsDrawn,
            GameEvent::PhaseStarts(Phase::Action) => Raise::ActionPhaseStarts,
            GameEvent::PhaseStarts(Phase::Regroup) => Raise::RegroupPhaseStarts,
            GameEvent::PhaseEnds(Phase::Action) => Raise::ActionPhaseEnds,
            GameEvent::PhaseEnds(Phase::Regroup) => Raise::RegroupPhaseEnds,
            GameEvent::ReadiedCards { .. } => Raise::CardsReadiedInRegroup,
            // Setup has no start or end that abilities react to.
            GameEvent::PhaseStarts(Phase::Setup) | GameEvent::PhaseEnds(Phase::Setup) => {
                return None
            }
        })
    }
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
    /// The open ruling question (`readings`) whose reading made it
    /// trigger, if one did.
    reading: Option<u32>,
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
        // A base holds its abilities for its player (3.2.1), labelled by
        // its card's id (a base's name has spaces).
        let bases = PlayerId::BOTH.into_iter().filter_map(|p| {
            self.base_card(p).map(|c| Holder {
                card: &c.id,
                label: &c.id,
                controller: p,
                unit: None,
                in_play: None,
                upgrades: &[],
            })
        });
        // Units defeated at the same time as the one whose defeat is
        // emitted look back: they were in play when it happened (7.6.4).
        leaders
            .chain(bases)
            .chain(self.state.units.iter().map(|u| Holder {
                in_play: Some(u),
                ..Self::holder_of(u)
            }))
            .chain(self.leaving_together.iter().map(|u| Self::holder_of(u)))
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
        // A unit that has lost all abilities has none to trigger (8.14.2).
        if h.unit.is_some_and(|id| self.lost_all(id)) {
            return;
        }
        let printed: &[Ability] = self
            .pool
            .get(h.card)
            .map(|c| c.abilities_as(h.unit.is_some()))
            .unwrap_or(&[]);
        // Only what this event can raise is built or copied: the trigger
        // table says which events raise each trigger, and `matches` asks
        // the same first, so nothing left out here could have triggered.
        let raise = event.raise();
        let raised = |t: Trigger| raise.is_some_and(|r| t.kind().raised_by.contains(&r));
        let can_trigger = |a: &&Ability| a.when.iter().any(|&t| raised(t));
        let keywords = self.keyword_abilities(h.card, h.in_play, raised);
        let mut extra: Vec<Ability> = Vec::new();
        // Abilities gained for an attack (Heroic Sacrifice).
        for a in self.attacks.iter().filter(|a| Some(a.attacker) == h.unit) {
            extra.extend(a.gains.iter().filter(can_trigger).cloned());
        }
        for up in h.upgrades {
            if let Some(c) = self.pool.get(&up.card) {
                let granted = c.abilities.iter().filter(|a| a.granted);
                extra.extend(granted.filter(can_trigger).cloned());
            }
        }
        // Abilities a constant ability gives it (General Krell), as they
        // were when it left play if it has.
        if let Some(id) = h.unit {
            match (self.lki_grants.get(&id), h.in_play) {
                (Some(gained), _) => extra.extend(gained.iter().filter(can_trigger).cloned()),
                (None, Some(u)) => extra.extend(
                    self.constant_grants_for(u)
                        .into_iter()
                        .filter(|a| can_trigger(&a)),
                ),
                (None, None) => {}
            }
        }
        let own = printed
            .iter()
            .filter(|a| !a.granted && !a.when.contains(&Trigger::Action));
        // Counted only for an ability with Coordinate: both count the
        // board's units, and this runs for every unit at every event.
        let coordinated = std::cell::OnceCell::new();
        let coordinated = || *coordinated.get_or_init(|| self.coordinated(&h));
        // Open question 19: Coordinate met only by counting units that have
        // left play with the event (the holder among them).
        let by_look_back = || {
            coordinated()
                && self
                    .state
                    .units
                    .iter()
                    .filter(|u| u.controller == h.controller)
                    .count()
                    < 3
        };
        // In the order they were printed or gained: the card's own, its
        // keywords, then what it gained.
        let all = own
            .map(|a| (None, a))
            .chain(keywords.iter().map(|a| (keyword_name(a), a)))
            .chain(extra.iter().map(|a| (None, a)));
        for (keyword, a) in all {
            if a.coordinate && !coordinated() {
                continue;
            }
            for &t in &a.when {
                if t == Trigger::AnotherUniqueUnitDefeated && !self.defeated_unique(event) {
                    continue;
                }
                if !self.board_meets(t, event, h.controller) {
                    continue;
                }
                // "When you play another Underworld card" (engine/played_filter.rs).
                if a.played
                    .as_ref()
                    .is_some_and(|f| !self.played_admits(event, f))
                {
                    continue;
                }
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
                        reading: (a.coordinate && by_look_back())
                            .then_some(super::readings::COORDINATE_LOOKS_BACK),
                    });
                }
            }
        }
    }

    /// Coordinate (7.5.15a): does the holder's controller control 3 or more
    /// units? Units defeated at the same time as the event (the holder
    /// itself, looking back at its When Defeated, among them) still count:
    /// they were in play when it happened (8.11.1).
    fn coordinated(&self, h: &Holder) -> bool {
        let mine = |u: &&Unit| u.controller == h.controller;
        let in_play = self.state.units.iter().filter(mine).count();
        let together = self.leaving_together.iter().filter(mine).count();
        let gone_self = usize::from(
            h.unit.is_some()
                && h.in_play.is_none()
                && !self
                    .leaving_together
                    .iter()
                    .any(|u| Some(u.instance) == h.unit),
        );
        in_play + together + gone_self >= 3
    }

    /// Collect what `event` triggers into the pending list, recording a
    /// "triggered" step for each.
    pub(super) fn emit(&mut self, event: GameEvent) -> EngineResult<()> {
        // Every play, from hand, resources or by an ability, is one
        // Played event: the one place "you played ... this phase" is kept.
        if let GameEvent::Played {
            player, card, unit, ..
        } = &event
        {
            self.state
                .player_mut(*player)
                .played_this_phase
                .push(card.clone());
            self.state
                .player_mut(*player)
                .played_this_round
                .push(card.clone());
            if let Some(u) = unit.and_then(|id| self.state.unit_mut(id)) {
                u.played_this_phase_by = Some(*player);
            }
        }
        self.note_attacked_with(&event);
        let mut found: Vec<Found> = Vec::new();
        let subject = match &event {
            GameEvent::Defeated { unit, .. } | GameEvent::Captured { unit } => {
                self.consider(&event, Self::holder_of(unit), true, &mut found);
                Some(unit.instance)
            }
            // An attacker combat damage defeated is no holder any more, but
            // its When Attack Ends abilities still trigger (6.3.5b, 7.6.16c).
            GameEvent::AttackEnds { attacker } => {
                let fallen = self.attacks.last().and_then(|a| a.fallen.as_ref());
                if let Some(u) = fallen.filter(|u| u.instance == *attacker) {
                    self.consider(&event, Self::holder_of(u), false, &mut found);
                }
                None
            }
            _ => None,
        };
        // The defeated unit, among those leaving together, is the event's
        // subject above, not another unit that sees it.
        for h in self
            .holders()
            .filter(|h| subject.is_none() || h.unit != subject)
        {
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
            reading,
        } in found
        {
            // Open question 12: a token unit's capture still triggers its
            // Bounty ("When Defeated/When Captured").
            let token_captured = matches!(&event, GameEvent::Captured { unit } if trigger == Trigger::Bounty
                && self.is_type(&unit.card, crate::rulesets::swu::cards::CardType::Token));
            let reading =
                reading.or(token_captured.then_some(super::readings::TOKEN_UNIT_CAPTURED));
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
                Some(k) => {
                    let like = trigger.printed();
                    let a = if like.starts_with(['A', 'E', 'I', 'O', 'U']) {
                        "an"
                    } else {
                        "a"
                    };
                    crate::text!(
                        "{} {} triggers (a keyword that resolves like {} {} ability).",
                        Arg::possessive(source_name.clone()),
                        Arg::from(k),
                        Arg::from(a),
                        Arg::from(like)
                    )
                }
                None => crate::text!(
                    "{} {} ability triggers.",
                    Arg::possessive(source_name.clone()),
                    Arg::from(trigger.printed())
                ),
            };
            let keyword_rules;
            let rules: &[&'static str] = match trigger {
                // A keyword cites its own rule and 7.5.1.
                _ if keyword.is_some() => {
                    keyword_rules = [
                        "7.5.1",
                        super::procedure::keyword_rule(keyword.unwrap_or("")),
                    ];
                    &keyword_rules
                }
                _ => trigger.kind().triggers,
            };
            // The label goes on the resolution step: questions ask about
            // the order things resolve in.
            let mut step = StepText::new(text, rules)
                .player(controller)
                .source(source_name.clone())
                .source_id(card.clone());
            if let Some(n) = reading {
                step = step.reading(n);
                // Its resolution step follows the reading too.
                self.marked_labels.push((label.clone(), n));
            }
            self.record(kinds::ABILITY_TRIGGERED, step)?;
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
    /// attached to (7.6.13); "When played using Smuggle" among them when it
    /// was played using Smuggle (7.6.13c, 7.5.14f).
    pub(super) fn emit_upgrade_played(
        &mut self,
        p: PlayerId,
        card: &str,
        attached: InstanceId,
        how: HowPlayed,
    ) -> EngineResult<()> {
        let met = |t: &Trigger| {
            *t == Trigger::Played
                || (*t == Trigger::PlayedUsingSmuggle && how == HowPlayed::UsingSmuggle)
        };
        let abilities: Vec<(Trigger, Ability)> = self
            .pool
            .get(card)
            .map(|c| {
                c.abilities
                    .iter()
                    .filter(|a| !a.granted)
                    .filter_map(|a| a.when.iter().copied().find(met).map(|t| (t, a.clone())))
                    .collect()
            })
            .unwrap_or_default();
        let source_name = self.card_name(card);
        for (trigger, a) in abilities {
            let label = self.unique_label(format!("{card}/{}", trigger.slug()));
            self.record(
                kinds::ABILITY_TRIGGERED,
                StepText::new(
                    crate::text!(
                        "{} {} ability triggers.",
                        Arg::possessive(source_name.clone()),
                        Arg::from(trigger.printed())
                    ),
                    trigger.kind().triggers,
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
                trigger,
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
}

// What each trigger matches is its own file: the table of events and
// triggers is long, and this file is the triggering procedure around it.
#[path = "trigger_match.rs"]
mod trigger_match;
use trigger_match::matches;

#[cfg(test)]
#[path = "events_tests.rs"]
mod trigger_table_tests;
