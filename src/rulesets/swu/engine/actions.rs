//! The player actions besides playing a card, attacking, taking the
//! initiative and passing (5.4.1b): using an action ability (`Action [C=1,
//! Exhaust]: ...`) and a leader's epic action, deploying it.
//!
//! Both are non-attack actions: the costs are paid first, then the ability
//! resolves in full, and what it triggered waits until the action has
//! completely finished (7.6.8).

use super::events::GameEvent;
use super::{Engine, EngineError, EngineResult, ErrorKind, InstanceId, PlayerId, StepText};
use crate::rulesets::swu::cards::{Ability, Arena, Trigger};
use crate::rulesets::swu::engine::kinds;
use crate::timing::OrderNode;

/// A card whose action abilities a player may use.
struct Source {
    card: String,
    label: String,
    unit: Option<InstanceId>,
    exhausted: bool,
    /// A card attached as an upgrade (`upgrade_sources`).
    upgrade: bool,
}

impl Engine<'_> {
    /// The cards `p` controls that have action abilities: units in play and
    /// the leader on its leader side.
    fn ability_sources(&self, p: PlayerId) -> Vec<Source> {
        let mut out = Vec::new();
        if let Some(l) = self.state.player(p).leader.as_ref().filter(|l| !l.deployed) {
            out.push(Source {
                card: l.card.clone(),
                label: l.label.clone(),
                unit: None,
                exhausted: l.exhausted,
                upgrade: false,
            });
        }
        out.extend(
            self.state
                .units
                .iter()
                .filter(|u| u.controller == p)
                .map(|u| Source {
                    card: u.card.clone(),
                    label: u.label.clone(),
                    unit: Some(u.instance),
                    exhausted: u.exhausted,
                    upgrade: false,
                }),
        );
        out.extend(self.upgrade_sources(p));
        out.retain(|s| !self.action_abilities(s).is_empty());
        out
    }

    /// The cards `p` controls attached as upgrades: a card keeps all its
    /// text however it is in play (3.13.3), so a unit card attached as an
    /// upgrade (Phantom II) may still use its action ability, its cost
    /// paid even where its effect does nothing (6.4.0f). An upgrade is
    /// never exhausted, and only an ability with no cost of exhausting or
    /// returning "this unit" can be paid by one (`ability_options`).
    fn upgrade_sources(&self, p: PlayerId) -> Vec<Source> {
        self.state
            .units
            .iter()
            .flat_map(|u| u.upgrades.iter())
            .filter(|up| up.controller() == p)
            .map(|up| Source {
                card: up.card.clone(),
                label: up.label.clone(),
                unit: None,
                exhausted: false,
                upgrade: true,
            })
            .collect()
    }

    fn action_abilities(&self, s: &Source) -> Vec<Ability> {
        // None on a unit that has lost all abilities (8.14.2).
        if s.unit.is_some_and(|id| self.lost_all(id)) {
            return Vec::new();
        }
        self.pool
            .get(&s.card)
            .map(|c| {
                c.abilities_as(s.unit.is_some())
                    .iter()
                    .filter(|a| a.when.contains(&Trigger::Action))
                    .cloned()
                    .collect()
            })
            .unwrap_or_default()
    }

    /// "ability <source>" options for the legal-actions list: the action
    /// abilities whose costs `p` can pay now.
    pub(super) fn ability_options(&self, p: PlayerId) -> Vec<String> {
        let ready = self.spendable(p);
        let mut v = Vec::new();
        for s in self.ability_sources(p) {
            let abilities = self.action_abilities(&s);
            for (i, a) in abilities.iter().enumerate() {
                if (a.exhaust && (s.exhausted || s.upgrade))
                    || a.cost > ready
                    || (a.defeat_friendly && !self.can_defeat_friendly(p))
                    || (a.return_this.is_some() && s.unit.is_none())
                {
                    continue;
                }
                v.push(match (abilities.len(), &a.id) {
                    (1, _) => format!("ability {}", s.label),
                    (_, Some(id)) => format!("ability {} {id}", s.label),
                    (_, None) => format!("ability {} {}", s.label, i + 1),
                });
            }
        }
        v
    }

    /// Use an action ability as the player's action.
    pub(super) fn use_ability_action(
        &mut self,
        p: PlayerId,
        source: &str,
        which: Option<&str>,
        index: usize,
    ) -> EngineResult<OrderNode> {
        let name = self.state.name(p);
        let sources = self.ability_sources(p);
        let key = source.trim();
        let Some(s) = sources
            .into_iter()
            .find(|s| s.label.eq_ignore_ascii_case(key) || s.card.eq_ignore_ascii_case(key))
        else {
            let mut e = EngineError::at(
                self,
                ErrorKind::IllegalAction,
                format!("{name} controls no card called '{source}' with an action ability"),
                index,
            );
            e.options = self.ability_options(p);
            return Err(e);
        };
        let abilities = self.action_abilities(&s);
        let names: Vec<String> = abilities
            .iter()
            .enumerate()
            .map(|(i, a)| a.id.clone().unwrap_or_else(|| (i + 1).to_string()))
            .collect();
        let picked = match which.map(str::trim) {
            None if abilities.len() == 1 => Some(0),
            None => None,
            Some(w) => names.iter().position(|n| n.eq_ignore_ascii_case(w)),
        };
        let Some(k) = picked else {
            let mut e = EngineError::at(
                self,
                ErrorKind::IllegalAction,
                format!(
                    "say which of {} action abilities {name} uses",
                    super::possessive(&self.card_name(&s.card))
                ),
                index,
            );
            e.options = names;
            return Err(e);
        };
        let ability = abilities[k].clone();
        let card_name = self.card_name(&s.card);
        // Costs: exhaust the card and pay the resources, before anything
        // resolves.
        if ability.exhaust && (s.exhausted || s.upgrade) {
            return Err(EngineError::at_action(
                self,
                p,
                ErrorKind::IllegalAction,
                if s.upgrade {
                    format!("{card_name} is an upgrade: its action ability costs exhausting it")
                } else {
                    format!("{card_name} is exhausted: its action ability costs exhausting it")
                },
                index,
            ));
        }
        let ready = self.state.player(p).resources.ready;
        if ability.cost > self.spendable(p) {
            return Err(EngineError::at_action(
                self,
                p,
                ErrorKind::IllegalAction,
                format!(
                    "{name} cannot pay {} for {} action ability: only {ready} resources are ready",
                    ability.cost,
                    super::possessive(&card_name)
                ),
                index,
            ));
        }
        if ability.defeat_friendly && !self.can_defeat_friendly(p) {
            return Err(EngineError::at_action(
                self,
                p,
                ErrorKind::IllegalAction,
                format!(
                    "{name} controls no unit: {} action ability costs defeating a friendly unit",
                    super::possessive(&card_name)
                ),
                index,
            ));
        }
        // "return this unit to his owner's hand" is paid by a unit in play
        // only (1.8.9): a leader's side has none to return.
        if ability.return_this.is_some() && s.unit.is_none() {
            return Err(EngineError::at_action(
                self,
                p,
                ErrorKind::IllegalAction,
                format!("{card_name} is not a unit in play: its action ability costs returning it to its owner's hand"),
                index,
            ));
        }
        self.pay(p, ability.cost, &s.card)?;
        if ability.exhaust {
            match s.unit {
                Some(id) => {
                    if let Some(u) = self.state.unit_mut(id) {
                        u.exhausted = true;
                    }
                }
                None => {
                    if let Some(l) = self.state.player_mut(p).leader.as_mut() {
                        l.exhausted = true;
                    }
                }
            }
        }
        let mut paid = Vec::new();
        if ability.cost > 0 {
            paid.push(format!("pays {}", ability.cost));
        }
        if ability.exhaust {
            paid.push(format!("exhausts {card_name}"));
        }
        if ability.defeat_friendly {
            paid.push("defeats a friendly unit".to_string());
        }
        if ability.return_this.is_some() {
            paid.push(format!("returns {card_name} to its owner's hand"));
        }
        let paid = match paid.split_last() {
            None => String::new(),
            Some((last, [])) => format!(" ({last})"),
            Some((last, rest)) => format!(" ({} and {last})", rest.join(", ")),
        };
        let slug = ability.id.clone().unwrap_or_else(|| "action".into());
        let label = self.unique_label(format!("{}/{slug}", s.label));
        // The action of the turn (5.4.1b): its cost paid (6.4.4), when it
        // has one, then the ability resolves (6.4.5). 7.6.8 is when what
        // it triggered resolves, cited on the order tree, not here.
        let rules: &[&'static str] = if paid.is_empty() {
            &["5.4.1b", "6.4.5"]
        } else {
            &["5.4.1b", "6.4.4", "6.4.5"]
        };
        self.record(
            kinds::ACTION,
            StepText::new(
                crate::text!(
                    "{} uses {} action ability{}; it resolves.",
                    &name,
                    super::possessive(&card_name),
                    &paid
                ),
                rules,
            )
            .player(p)
            .label(label.clone())
            .source(card_name.clone()),
        )?;
        // The last part of the cost, paid before the ability resolves
        // (1.8.9).
        if ability.defeat_friendly && self.pay_defeat_friendly(p, &card_name)?.is_none() {
            return self.finish_action(label, Vec::new(), None);
        }
        if let (Some(_), Some(id)) = (ability.return_this, s.unit) {
            self.pay_return_this(id, &card_name)?;
        }
        // What the ability's modified plays triggered resolves once it has
        // finished, before what paying its cost triggered (7.1.6b, 7.1.6e;
        // ruling 2025-09-29).
        let (mid, layer) =
            self.resolve_action_ability([ability.effects.as_slice()], p, &card_name, s.unit)?;
        self.finish_action(label, mid, layer)
    }

    /// After a non-attack action: the state is checked, then what the
    /// action triggered resolves, nested under it (7.6.8); a layer its
    /// modified plays triggered has resolved before (7.1.6e).
    fn finish_action(
        &mut self,
        label: String,
        mid: Vec<OrderNode>,
        layer: Option<OrderNode>,
    ) -> EngineResult<OrderNode> {
        self.finish_action_as(
            label,
            mid,
            layer,
            "7.6.8",
            "the action resolves in full before what it triggered",
        )
    }

    /// Can `p` deploy their leader now? `Err` says why not.
    fn deploy_check(&self, p: PlayerId) -> Result<(String, u32), String> {
        let name = self.state.name(p);
        let Some(l) = &self.state.player(p).leader else {
            return Err(format!("{name} has no leader to deploy"));
        };
        let leader = self.card_name(&l.card);
        if l.deployed {
            return Err(format!("{leader} is already deployed"));
        }
        if l.epic_action_used {
            return Err(format!(
                "{name} has already used {} epic action this game",
                super::possessive(&leader)
            ));
        }
        let Some(need) = self.pool.get(&l.card).and_then(|c| c.deploy_resources) else {
            return Err(format!("{leader} has no epic action to deploy it"));
        };
        let r = &self.state.player(p).resources;
        let have = r.ready + r.exhausted;
        if have < need {
            return Err(format!(
                "{leader} deploys only if {name} controls {need} or more resources; they control {have}"
            ));
        }
        Ok((l.label.clone(), need))
    }

    pub(super) fn can_deploy(&self, p: PlayerId) -> bool {
        self.deploy_check(p).is_ok()
    }

    /// The epic action "deploy this leader": once per game, if the player
    /// controls enough resources, the leader flips to its unit side and
    /// enters the ground arena ready; its When Deployed abilities trigger.
    pub(super) fn deploy_leader_action(
        &mut self,
        p: PlayerId,
        index: usize,
    ) -> EngineResult<OrderNode> {
        let (leader_label, need) = match self.deploy_check(p) {
            Ok(x) => x,
            Err(why) => {
                return Err(EngineError::at_action(
                    self,
                    p,
                    ErrorKind::IllegalAction,
                    why,
                    index,
                ));
            }
        };
        let Some(l) = self.state.player_mut(p).leader.as_mut() else {
            return Err(EngineError::at(
                self,
                ErrorKind::IllegalAction,
                "no leader",
                index,
            ));
        };
        l.deployed = true;
        l.epic_action_used = true;
        l.exhausted = false;
        let card = l.card.clone();
        let def = self.pool.get(&card);
        let arena = def.and_then(|c| c.arena).unwrap_or(Arena::Ground);
        let instance = self
            .state
            .enter_unit(&card, leader_label.clone(), p, arena, false);
        let name = self.state.name(p);
        let leader = self.card_name(&card);
        let label = self.unique_label(format!("{leader_label}/deploy"));
        self.record(
            kinds::ACTION,
            StepText::new(
                crate::text!("{} controls {} or more resources and uses {} epic action: the leader flips to its unit side and enters the ground arena ready.", &name, &need, super::possessive(&leader)),
                // An Epic Action, once a game (7.2.4); deploying flips the
                // leader and puts it in the ground arena ready (3.4.4).
                // 7.6.8 (what it triggers resolves after) is the order tree's.
                &["5.4.1b", "7.2.4", "3.4.4"],
            )
            .player(p)
            .label(label.clone())
            .source(leader),
        )?;
        self.emit(GameEvent::Deployed { unit: instance })?;
        self.raise_plots(p)?;
        self.finish_action(label, Vec::new(), None)
    }
}
