//! Building the Star Wars: Unlimited board a scenario file describes:
//! players, units (with their upgrades and captured cards), the phase and
//! step, lasting and delayed effects. Every problem is reported through the
//! generic loader's context with its line and column.

use crate::scenario_file::quote::quote;
use toml::Spanned;

use super::cards::{CardPool, CardType, Duration, Effect, TimingPoint};
use super::engine::stats::unit_stats;
use super::engine::{
    Base, DelayedEffect, GameState, HiddenCard, InstanceId, LastingEffect, LastingKind, Leader,
    Phase, PhaseStep, PlayerId, PlayerState, Resources,
};
use super::format::{self, PlayerFile};

use crate::rulesets::swu::cards::printed::ASPECTS;
use crate::rulesets::swu::cards::PlayUnitEffect;
use crate::scenario_file::diagnostics::Ctx;

impl Ctx<'_> {
    /// The board a file describes: both players' sides, their units, and
    /// the state of the game (phase, step, lasting and delayed effects).
    pub(crate) fn swu_board(
        &mut self,
        pool: &CardPool,
        players: &format::Players,
        file_state: &format::StateFile,
    ) -> GameState {
        let mut state = GameState {
            players: [
                self.player_state(pool, &players.alex, "Alex").into(),
                self.player_state(pool, &players.nico, "Nico").into(),
            ],
            units: Vec::new().into(),
            initiative: PlayerId(0),
            initiative_taken: file_state.initiative_taken,
            active: PlayerId(0),
            round: file_state.round,
            phase: Phase::Action,
            step: PhaseStep::Turns,
            lasting: Vec::new().into(),
            delayed: Vec::new().into(),
            next_instance: 0,
            outcome: None,
            attack: None,
            game_lasting: Vec::new(),
            cant_play_named: Vec::new(),
        };
        let mut damaged = Vec::new();
        for (p, pf) in [(PlayerId(0), &players.alex), (PlayerId(1), &players.nico)] {
            for u in &pf.units {
                damaged.extend(self.unit(pool, &mut state, p, u));
            }
        }
        self.state_fields(pool, file_state, &mut state);
        // Checked once the whole board is built: a unit's HP counts its
        // upgrades, Experience, the lasting effects the file gives it and
        // the constant abilities of the units around it.
        for (instance, span) in damaged {
            self.check_not_defeated(pool, &state, instance, span);
        }
        state
    }

    /// A unit the file gives damage must have more HP than that, its HP
    /// being the one the engine plays with (`stats::unit_stats`), or it
    /// would already have been defeated (1.16.5).
    fn check_not_defeated(
        &mut self,
        pool: &CardPool,
        state: &GameState,
        instance: InstanceId,
        span: std::ops::Range<usize>,
    ) {
        let Some(u) = state.unit(instance) else {
            return;
        };
        let hp = unit_stats(pool, state, u).1;
        if u.damage < hp {
            return;
        }
        let name = pool
            .get(&u.card)
            .map(|c| c.name.as_str())
            .unwrap_or(&u.card);
        let printed = pool.get(&u.card).and_then(|c| c.hp).unwrap_or(0);
        // Where the HP comes from, when it is not the printed HP alone.
        let how = if hp == printed {
            String::new()
        } else {
            format!(" (printed {printed}, with its upgrades, Experience and the effects on it)")
        };
        self.at(
            span,
            format!(
                "{} has {} damage and {hp} HP{how}: it would already have been defeated",
                crate::scenario_file::quote::escape(name),
                u.damage
            ),
            Some(format!("give it less than {hp} damage")),
        );
    }

    pub(crate) fn player(&mut self, s: &Spanned<String>) -> Option<PlayerId> {
        match s.get_ref().to_lowercase().as_str() {
            "alex" => Some(PlayerId(0)),
            "nico" => Some(PlayerId(1)),
            other => {
                self.at(
                    s.span(),
                    format!(
                        "unknown player {}: players are \"alex\" (the active player) and \"nico\"",
                        quote(other)
                    ),
                    None,
                );
                None
            }
        }
    }

    pub(crate) fn card(&mut self, pool: &CardPool, s: &Spanned<String>) -> Option<String> {
        self.card_of(pool, s, None)
    }

    /// A card by any name an author writes (`CardPool::resolve`); `want`
    /// narrows a bare name shared by several cards to one kind.
    pub(crate) fn card_of(
        &mut self,
        pool: &CardPool,
        s: &Spanned<String>,
        want: Option<CardType>,
    ) -> Option<String> {
        match pool.resolve(s.get_ref(), want) {
            Ok(c) => {
                if pool.is_printed_only(&c.id) && !c.unread.is_empty() {
                    self.warn_at(
                        s.span(),
                        format!(
                            "{} ({}) is read from its printed text, but these parts of it are not simulated: {}",
                            quote(&c.id),
                            c.full_name(),
                            c.unread.join(" / ")
                        ),
                        Some("a library scenario may use only cards read whole (docs/card-coverage.md)".into()),
                    );
                }
                Some(c.id.clone())
            }
            Err(e) => {
                self.at(s.span(), e.message, e.hint);
                None
            }
        }
    }

    pub(crate) fn player_state(
        &mut self,
        pool: &CardPool,
        p: &PlayerFile,
        default_name: &str,
    ) -> PlayerState {
        let cards = |ctx: &mut Self, v: &[Spanned<String>]| -> Vec<String> {
            v.iter().filter_map(|s| ctx.card(pool, s)).collect()
        };
        let mut deck: Vec<HiddenCard> = cards(self, &p.deck_top)
            .into_iter()
            .map(HiddenCard::Known)
            .collect();
        if let Some(size) = &p.deck_size {
            let n = *size.get_ref() as usize;
            if n < deck.len() {
                self.at(
                    size.span(),
                    format!(
                        "deck_size is {n}, but deck_top already lists {} cards",
                        deck.len()
                    ),
                    None,
                );
            }
            deck.resize(n.max(deck.len()), HiddenCard::Unknown);
        }
        let mut hand: Vec<HiddenCard> = cards(self, &p.hand)
            .into_iter()
            .map(HiddenCard::Known)
            .collect();
        hand.extend((0..p.hand_unknown).map(|_| HiddenCard::Unknown));
        let known = cards(self, &p.resources.known);
        if known.len() > p.resources.ready as usize {
            if let Some(k) = p.resources.known.first() {
                self.at(
                    k.span(),
                    format!(
                        "{} known resource(s) but {} ready: known resources are counted among the ready ones",
                        known.len(),
                        p.resources.ready
                    ),
                    None,
                );
            }
        }
        let hp = *p.base.hp.get_ref();
        if hp <= 0 {
            self.at(p.base.hp.span(), "a base needs more than 0 HP", None);
        } else {
            self.printed_base(pool, &p.base);
        }
        let damage = p.base.damage.as_ref().map(|d| *d.get_ref()).unwrap_or(0);
        if let Some(d) = &p.base.damage {
            if damage < 0 {
                self.at(d.span(), "damage cannot be negative", None);
            } else if hp > 0 && damage >= hp {
                self.at(
                    d.span(),
                    format!("{default_name}'s base has {damage} damage and {hp} HP: the game would already be over"),
                    Some(format!("give it less than {hp} damage")),
                );
            }
        }
        let leader = p.leader.as_ref().and_then(|l| {
            let card = self.card_of(pool, &l.card, Some(CardType::Leader))?;
            if pool.get(&card).map(|c| c.card_type) != Some(CardType::Leader) {
                self.at(
                    l.card.span(),
                    format!("{} is not a leader", quote(l.card.get_ref())),
                    None,
                );
            }
            Some(Leader {
                label: card.clone(),
                card,
                deployed: l.deployed,
                exhausted: l.exhausted,
                epic_action_used: l.epic_action_used,
            })
        });
        PlayerState {
            name: p.name.clone().unwrap_or_else(|| default_name.to_string()),
            base: Base {
                name: p.base.name.clone(),
                hp,
                damage,
                aspects: self.base_aspects(pool, &p.base),
            },
            leader_aspects: self.leader_aspects(p, leader.is_some()),
            leader,
            deck: deck.into(),
            hand: hand.into(),
            resources: Resources {
                ready: p.resources.ready,
                exhausted: p.resources.exhausted,
                known,
                stolen: Vec::new(),
            },
            discard: cards(self, &p.discard).into(),
            passed: false,
            force_token: p.force_token,
            credit_tokens: p.credit_tokens,
            units_defeated_this_phase: p.units_defeated_this_phase,
            played_this_phase: cards(self, &p.played_this_phase),
            // A scenario in the action phase has played this round what
            // it played this phase, unless it says more.
            played_this_round: if p.played_this_round.is_empty() {
                cards(self, &p.played_this_phase)
            } else {
                cards(self, &p.played_this_round)
            },
            defeated_this_phase: Vec::new(),
            used_this_round: Vec::new(),
            attacked_with_this_phase: Vec::new(),
            attacked_base_this_phase: Vec::new(),
        }
    }

    /// The icons of a leader the board leaves out: at most the two a
    /// leader shows (3.4.1), and none when the board names the leader,
    /// whose card gives them.
    fn leader_aspects(&mut self, p: &PlayerFile, shown: bool) -> Vec<String> {
        let Some(given) = &p.leader_aspects else {
            return Vec::new();
        };
        if shown {
            self.at(
                given.span(),
                "the board names this player's leader, whose card gives its aspect icons",
                Some("remove `leader_aspects`".into()),
            );
            return Vec::new();
        }
        if given.get_ref().len() > 2 {
            self.at(
                given.span(),
                format!(
                    "a leader shows at most two aspect icons (3.4.1); `leader_aspects` lists {}",
                    given.get_ref().len()
                ),
                None,
            );
        }
        self.known_aspects(given);
        given.get_ref().clone()
    }

    /// Every name in an aspect list is one of the six aspects (1.5.6a).
    fn known_aspects(&mut self, given: &Spanned<Vec<String>>) {
        for a in given.get_ref() {
            if !ASPECTS.iter().any(|x| x.eq_ignore_ascii_case(a)) {
                self.at(
                    given.span(),
                    format!("{} is not an aspect", quote(a)),
                    Some(format!("the aspects are {}", ASPECTS.join(", "))),
                );
            }
        }
    }

    /// The aspect icons a base provides (3.2.1): a printed base's own, found
    /// by name in the pool; a made-up base's are the ones the file gives,
    /// or none. A file cannot give a printed base other icons.
    fn base_aspects(&mut self, pool: &CardPool, base: &format::BaseFile) -> Vec<String> {
        let key = base.name.trim().to_lowercase();
        let printed = pool
            .named(&key)
            .into_iter()
            .find(|c| {
                c.card_type == CardType::Base
                    && (c.name.to_lowercase() == key || c.full_name().to_lowercase() == key)
            })
            .map(|c| c.aspects.clone());
        match (printed, &base.aspects) {
            (Some(printed), Some(given)) => {
                let same = |a: &[String], b: &[String]| {
                    let norm = |v: &[String]| {
                        let mut v: Vec<String> = v.iter().map(|x| x.to_lowercase()).collect();
                        v.sort();
                        v
                    };
                    norm(a) == norm(b)
                };
                if !same(&printed, given.get_ref()) {
                    self.at(
                        given.span(),
                        format!(
                            "{} is a printed base: it provides {}, not what `aspects` says",
                            quote(&base.name),
                            if printed.is_empty() {
                                "no aspect icons".to_string()
                            } else {
                                printed.join(", ")
                            }
                        ),
                        Some("remove `aspects`: a printed base's icons come from the card".into()),
                    );
                }
                printed
            }
            (Some(printed), None) => printed,
            (None, Some(given)) => {
                self.known_aspects(given);
                given.get_ref().clone()
            }
            (None, None) => Vec::new(),
        }
    }

    pub(crate) fn unit(
        &mut self,
        pool: &CardPool,
        state: &mut GameState,
        controller: PlayerId,
        u: &format::UnitFile,
    ) -> Option<(InstanceId, std::ops::Range<usize>)> {
        let Some(card) = self.card(pool, &u.card) else {
            let label = u.reference.as_ref().unwrap_or(&u.card).get_ref().clone();
            self.broken_refs.insert(label);
            return None;
        };
        let def = pool.get(&card).expect("found");
        if !matches!(def.card_type, CardType::Unit | CardType::Token) {
            let kind = format!("{:?}", def.card_type).to_lowercase();
            self.at(
                u.card.span(),
                format!(
                    "{} is {} {kind} card, not a unit: it cannot be in an arena",
                    def.name,
                    if kind.starts_with(['a', 'e', 'i', 'o', 'u']) {
                        "an"
                    } else {
                        "a"
                    }
                ),
                None,
            );
            self.broken_refs
                .insert(u.reference.as_ref().unwrap_or(&u.card).get_ref().clone());
            return None;
        }
        let label = u
            .reference
            .as_ref()
            .map(|r| r.get_ref().clone())
            .unwrap_or_else(|| card.clone());
        if state.units.iter().any(|x| x.label == label) {
            let span = u
                .reference
                .as_ref()
                .map(|r| r.span())
                .unwrap_or(u.card.span());
            self.at(
                span,
                format!("two units are called {}", quote(&label)),
                Some("give each copy its own `ref`".into()),
            );
            return None;
        }
        let damage = u.damage.as_ref().map(|d| *d.get_ref()).unwrap_or(0);
        // Damage at or above the unit's HP is checked once the board is
        // built (`check_not_defeated`).
        let mut damaged = None;
        if let Some(d) = &u.damage {
            if damage < 0 {
                self.at(d.span(), "damage cannot be negative", None);
            } else {
                damaged = Some(d.span());
            }
        }
        let owner = match &u.owner {
            Some(o) => self.player(o).unwrap_or(controller),
            None => controller,
        };
        let upgrades = u
            .upgrades
            .iter()
            .filter_map(|g| self.card(pool, g))
            .map(|c| crate::rulesets::swu::engine::Upgrade {
                label: c.clone(),
                card: c,
                owner: controller,
                taken_by: None,
                attached_by: None,
            })
            .collect();
        // Built where every unit is built (`GameState::enter_unit`), then
        // given the state the file describes.
        let arena = def
            .arena
            .unwrap_or(crate::rulesets::swu::cards::Arena::Ground);
        let instance = state.enter_unit(&card, label, owner, arena, u.exhausted);
        if let Some(unit) = state.units.last_mut() {
            unit.controller = controller;
            unit.damage = damage;
            unit.shields = u.shields;
            unit.experience = u.experience;
            unit.upgrades = upgrades;
            unit.entered_this_phase = u.entered_this_phase;
            // Played this phase: by the player who controls it now, the
            // one who played it unless its control changed since.
            unit.entered_this_phase |= u.played_this_phase;
            unit.played_this_phase_by = u.played_this_phase.then_some(controller);
            // What entered play this phase entered it this round (5.3.2).
            unit.entered_this_round = u.entered_this_round || unit.entered_this_phase;
        }
        damaged.map(|span| (instance, span))
    }

    pub(crate) fn unit_ref(
        &mut self,
        state: &GameState,
        s: &Spanned<String>,
    ) -> Option<InstanceId> {
        let found = state
            .units
            .iter()
            .find(|u| u.label == *s.get_ref())
            .map(|u| u.instance);
        if found.is_none() && !self.broken_refs.contains(s.get_ref()) {
            let names: Vec<&str> = state.units.iter().map(|u| u.label.as_str()).collect();
            let hint = crate::scenario_file::suggest::nearest(s.get_ref(), names.iter().copied())
                .map(|n| format!("did you mean {}?", quote(n)));
            self.at(
                s.span(),
                format!("no unit on the board is called {}", quote(s.get_ref())),
                hint,
            );
        }
        found
    }

    pub(crate) fn state_fields(
        &mut self,
        pool: &CardPool,
        f: &format::StateFile,
        state: &mut GameState,
    ) {
        let (phase, step) = match (f.phase.get_ref().as_str(), f.step.get_ref().as_str()) {
            ("action", "start") => (Phase::Action, PhaseStep::ActionStart),
            ("action", "turns") => (Phase::Action, PhaseStep::Turns),
            ("action", "end") => (Phase::Action, PhaseStep::ActionEnd),
            ("regroup", "start") => (Phase::Regroup, PhaseStep::RegroupStart),
            ("regroup", "draw") => (Phase::Regroup, PhaseStep::Draw),
            ("regroup", "resource") => (Phase::Regroup, PhaseStep::Resource),
            ("regroup", "ready") => (Phase::Regroup, PhaseStep::Ready),
            ("regroup", "end") => (Phase::Regroup, PhaseStep::RegroupEnd),
            ("setup", "setup") => (Phase::Setup, PhaseStep::Setup),
            (p, s) => {
                self.at(
                    f.step.span(),
                    format!("{} / {} is not a phase and step", quote(p), quote(s)),
                    Some("phase \"action\" with step start, turns or end; phase \"regroup\" with step start, draw, resource, ready or end; phase \"setup\" with step setup".into()),
                );
                (Phase::Action, PhaseStep::Turns)
            }
        };
        state.phase = phase;
        state.step = step;
        if let Some(p) = self.player(&f.initiative) {
            state.initiative = p;
            state.active = p;
        }
        if let Some(a) = &f.active {
            if let Some(p) = self.player(a) {
                state.active = p;
            }
        }
        for s in &f.passed {
            if let Some(p) = self.player(s) {
                state.player_mut(p).passed = true;
            }
        }
        for d in &f.delayed {
            let Some(source) = self.card(pool, &d.source) else {
                continue;
            };
            let Some(controller) = self.player(&d.controller) else {
                continue;
            };
            let target = d.target.as_ref().and_then(|t| self.unit_ref(state, t));
            let own = pool.get(&source).and_then(|c| {
                first_delayed(
                    &c.abilities
                        .iter()
                        .flat_map(|a| a.effects.clone())
                        .collect::<Vec<_>>(),
                )
            });
            let at = match &d.at {
                Some(a) => match self.variant::<TimingPoint>(a, TIMING_POINTS) {
                    Some(t) => Some(t),
                    None => continue,
                },
                None => None,
            };
            let (at, effects) = match (at, d.effects.clone(), own) {
                (Some(at), Some(e), _) => (at, e),
                (at, e, Some((own_at, own_e))) => (at.unwrap_or(own_at), e.unwrap_or(own_e)),
                _ => {
                    self.at(
                        d.source.span(),
                        format!(
                            "{} has no delayed effect of its own: give `at` and `effects`",
                            crate::scenario_file::quote::escape(d.source.get_ref())
                        ),
                        None,
                    );
                    continue;
                }
            };
            let name = pool
                .get(&source)
                .map(|c| c.name.clone())
                .unwrap_or_default();
            // Two waiting effects from one card: `x/delayed`, `x/delayed#2`,
            // in the order the file lists them.
            let base = format!("{}/delayed", crate::scenario_slug(&name));
            let twins = state
                .delayed
                .iter()
                .filter(|d| d.label == base || d.label.starts_with(&format!("{base}#")))
                .count();
            let label = match twins {
                0 => base,
                n => format!("{base}#{}", n + 1),
            };
            let effects = name_waiting_shield(state, target, &label, effects);
            state.delayed.push(DelayedEffect {
                label,
                source: name,
                controller,
                at,
                target,
                effects,
            });
        }
        for l in &f.lasting {
            let Some(source) = self.card(pool, &l.source) else {
                continue;
            };
            let Some(controller) = self.player(&l.controller) else {
                continue;
            };
            let Some(target) = self.unit_ref(state, &l.target) else {
                continue;
            };
            let Some(duration) = self.variant::<Duration>(&l.duration, DURATIONS) else {
                continue;
            };
            let name = pool
                .get(&source)
                .map(|c| c.name.clone())
                .unwrap_or_default();
            let effect = if l.cant_ready {
                LastingKind::CantReady
            } else {
                LastingKind::Modify {
                    power: l.power,
                    hp: l.hp,
                }
            };
            state.lasting.push(LastingEffect {
                label: format!("{}/lasting", crate::scenario_slug(&name)),
                source: name,
                controller,
                target,
                effect,
                duration,
            });
        }
    }
}

const TIMING_POINTS: &[&str] = &[
    "start_of_action_phase",
    "end_of_action_phase",
    "start_of_regroup_phase",
    "end_of_regroup_phase",
    "end_of_phase",
];
const DURATIONS: &[&str] = &["this_attack", "this_phase", "this_round"];

/// The first delayed effect in a list of effects, looking inside plays.
fn first_delayed(
    effects: &[Effect],
) -> Option<(crate::rulesets::swu::cards::TimingPoint, Vec<Effect>)> {
    effects.iter().find_map(|e| match e {
        Effect::Delayed { at, effects } => Some((*at, effects.clone())),
        Effect::PlayUnit(PlayUnitEffect { then, .. }) => first_delayed(then),
        _ => None,
    })
}

/// A waiting "defeat that token" (Jetpack's delayed effect, written in a
/// file's `[[state.delayed]]`): "that token" is one of its unit's Shield
/// tokens, named with the effect's label as the engine names the token an
/// ability gives (`engine::that_shield`). A unit with no unnamed Shield
/// token left names none: the effect then finds its token gone.
fn name_waiting_shield(
    state: &mut GameState,
    target: Option<InstanceId>,
    label: &str,
    mut effects: Vec<Effect>,
) -> Vec<Effect> {
    for e in &mut effects {
        let Effect::DefeatThatShield { token } = e else {
            continue;
        };
        let Some(u) = target.and_then(|id| state.unit_mut(id)) else {
            continue;
        };
        if u.shields as usize > u.marked_shields.len() {
            u.marked_shields.push(label.to_string());
            *token = label.to_string();
        }
    }
    effects
}
