//! The game structure (section 5): the action phase's turns, the regroup
//! phase's steps, and the start/end-of-phase moment shared by all four
//! phase boundaries.

use super::decide::ScriptAction;
use super::events::GameEvent;
use super::{
    Engine, EngineResult, ErrorKind, HiddenCard, Phase, PhaseStep, PlayerId, ScriptEntry, StepText,
    StopPoint,
};
use crate::rulesets::swu::cards::{CardType, HowPlayed, TimingPoint, Trigger};
use crate::rulesets::swu::engine::kinds;
use crate::timing::OrderNode;

const STEP_ORDER_WHY: &str = "each step of a phase is completed in full before the next begins, and each action with all it triggered before the next action";

/// The CR step of a start or end of phase: 5.4.1a and 5.4.1c for the action
/// phase, 5.5.1a and 5.5.1e for the regroup phase.
pub(super) fn phase_rule(point: TimingPoint) -> &'static str {
    match point {
        TimingPoint::StartOfActionPhase => "5.4.1a",
        TimingPoint::EndOfActionPhase => "5.4.1c",
        TimingPoint::StartOfRegroupPhase => "5.5.1a",
        TimingPoint::EndOfRegroupPhase | TimingPoint::EndOfPhase => "5.5.1e",
    }
}

impl Engine<'_> {
    /// Run from the state's current step to the stop point.
    pub(super) fn run_structure(&mut self) -> EngineResult<OrderNode> {
        let mut parts = Vec::new();
        loop {
            if self.game_over()
                || self.stop == StopPoint::Before(self.state.step) && !parts.is_empty()
            {
                break;
            }
            if self.stop == StopPoint::Before(self.state.step) {
                break;
            }
            let step = self.state.step;
            let part = match step {
                PhaseStep::Setup => {
                    let node = self.setup()?;
                    self.state.phase = Phase::Action;
                    self.state.step = PhaseStep::ActionStart;
                    node
                }
                PhaseStep::ActionStart => {
                    self.phase_step_note(
                        "The action phase starts: this is the start of a new round.",
                        &["5.3.1", "5.4.1a"],
                    )?;
                    let node = self.phase_moment(TimingPoint::StartOfActionPhase)?;
                    self.state.step = PhaseStep::Turns;
                    self.state.active = self.state.initiative;
                    node
                }
                PhaseStep::Turns => {
                    let node = self.action_turns()?;
                    self.state.step = PhaseStep::ActionEnd;
                    Some(node)
                }
                PhaseStep::ActionEnd => {
                    self.phase_step_note("The action phase ends.", &["5.4.1c"])?;
                    let node = self.phase_moment(TimingPoint::EndOfActionPhase)?;
                    self.state.phase = Phase::Regroup;
                    self.state.step = PhaseStep::RegroupStart;
                    self.clear_entered_this_phase();
                    node
                }
                PhaseStep::RegroupStart => {
                    self.phase_step_note("The regroup phase starts.", &["5.5.1a"])?;
                    let node = self.phase_moment(TimingPoint::StartOfRegroupPhase)?;
                    self.state.step = PhaseStep::Draw;
                    node
                }
                PhaseStep::Draw => {
                    self.phase_step_note(
                        "Draw step: each player draws 2 cards; the two draws happen at the same time (the CR gives them no order; the Judge Program's game-structure lesson has them simultaneous).",
                        &["5.5.1b"],
                    )?;
                    self.draw(&PlayerId::BOTH, 2, Self::DRAW_STEP)?;
                    self.state.step = PhaseStep::Resource;
                    None
                }
                PhaseStep::Resource => {
                    self.phase_step_note("Resource step: starting with the active player (the initiative holder), each player may resource a card.", &["5.5.1c", "1.4.5"])?;
                    let node = self.resource_step()?;
                    self.state.step = PhaseStep::Ready;
                    node
                }
                PhaseStep::Ready => {
                    self.phase_step_note("Ready step: each player readies all their cards, including a resource just put in.", &["5.5.1d"])?;
                    let node = self.ready_step()?;
                    self.state.step = PhaseStep::RegroupEnd;
                    node
                }
                PhaseStep::RegroupEnd => {
                    self.phase_step_note("The regroup phase ends.", &["5.5.1e"])?;
                    let node = self.phase_moment(TimingPoint::EndOfRegroupPhase)?;
                    self.state.round += 1;
                    // What was played "this round" is forgotten with it.
                    for p in PlayerId::BOTH {
                        self.state.player_mut(p).played_this_round.clear();
                    }
                    self.state.phase = Phase::Action;
                    self.state.step = PhaseStep::ActionStart;
                    self.state.initiative_taken = false;
                    self.clear_entered_this_phase();
                    // A new round (5.3.1): no unit entered play in it yet.
                    for u in &mut self.state.units {
                        u.entered_this_round = false;
                    }
                    for p in PlayerId::BOTH {
                        self.state.player_mut(p).passed = false;
                        // "Only once each round" (8.32.3): a new round.
                        self.state.player_mut(p).used_this_round.clear();
                    }
                    node
                }
            };
            parts.extend(part);
        }
        Ok(OrderNode::seq(parts, "5.1.2", STEP_ORDER_WHY))
    }

    fn phase_step_note(&mut self, text: &'static str, rules: &[&'static str]) -> EngineResult<()> {
        self.record(kinds::PHASE_STEP, StepText::new(text, rules))
    }

    fn clear_entered_this_phase(&mut self) {
        for u in &mut self.state.units {
            u.entered_this_phase = false;
            u.played_this_phase_by = None;
        }
        // What happened "this phase" is forgotten with the phase.
        for p in PlayerId::BOTH {
            let player = self.state.player_mut(p);
            player.units_defeated_this_phase = 0;
            player.played_this_phase.clear();
            player.defeated_this_phase.clear();
            player.attacked_with_this_phase.clear();
            player.attacked_base_this_phase.clear();
        }
    }

    /// Players alternate single actions until both pass in a row (5.4.1b).
    fn action_turns(&mut self) -> EngineResult<OrderNode> {
        let mut parts = Vec::new();
        loop {
            if self.game_over() {
                break;
            }
            if PlayerId::BOTH.iter().all(|p| self.state.player(*p).passed) {
                self.note(
                    "Both players have passed in a row: the action phase's turns are over.".into(),
                    &["5.4.1b"],
                )?;
                break;
            }
            if self.concession_pending()? {
                break;
            }
            let p = self.state.active;
            let node = self.take_action(p)?;
            parts.extend(node);
            self.state.active = p.other();
        }
        Ok(OrderNode::seq(parts, "5.4.1b", STEP_ORDER_WHY))
    }

    fn take_action(&mut self, p: PlayerId) -> EngineResult<Option<OrderNode>> {
        let name = self.who(p);
        // A player who took the initiative passes for the rest of the phase.
        if self.state.initiative_taken && self.state.initiative == p {
            self.state.player_mut(p).passed = true;
            self.record(
                kinds::ACTION,
                StepText::new(
                    crate::text!(
                        "{} took the initiative this phase, so they pass.",
                        name.clone()
                    ),
                    &["5.4.1b"],
                )
                .player(p),
            )?;
            return Ok(None);
        }
        if self.skip_stale_decisions() && self.concession_pending()? {
            return Ok(None);
        }
        let index = self.next_entry;
        let action = match self.script.get(index).cloned() {
            Some(ScriptEntry::Action { player, action }) if player == p => action,
            Some(ScriptEntry::Action { player, .. }) => {
                return Err(EngineError::at(
                    self,
                    ErrorKind::IllegalAction,
                    format!(
                        "script entry {} is an action by {}, but it is {name}'s turn",
                        index + 1,
                        self.state.name(player)
                    ),
                    index,
                ));
            }
            Some(ScriptEntry::Decision { .. }) => {
                return Err(EngineError::at(
                    self,
                    ErrorKind::IllegalAction,
                    format!(
                        "script entry {} is a decision, but it is {name}'s turn to take an action",
                        index + 1
                    ),
                    index,
                ));
            }
            Some(ScriptEntry::Concede { .. }) => unreachable!("handled before the action"),
            None => {
                return Err(EngineError::at_action(
                    self,
                    p,
                    ErrorKind::MissingDecision,
                    format!("the script is missing {name}'s action in the action phase"),
                    index,
                ));
            }
        };
        self.next_entry += 1;
        self.note_consumed(index);
        match action {
            ScriptAction::Pass => {
                self.state.player_mut(p).passed = true;
                let label = self.unique_label(format!("{}/pass", crate::scenario_slug(&name)));
                self.record(
                    kinds::ACTION,
                    StepText::new(crate::text!("{} passes.", name.clone()), &["5.4.1b"])
                        .player(p)
                        .label(label.clone()),
                )?;
                Ok(Some(OrderNode::event(label)))
            }
            ScriptAction::TakeInitiative => {
                if self.state.initiative_taken {
                    return Err(EngineError::at(
                        self,
                        ErrorKind::IllegalAction,
                        "the initiative was already taken this phase",
                        index,
                    ));
                }
                self.state.initiative = p;
                self.state.initiative_taken = true;
                self.state.player_mut(p).passed = true;
                let label =
                    self.unique_label(format!("{}/take-initiative", crate::scenario_slug(&name)));
                self.record(
                    kinds::ACTION,
                    StepText::new(
                        crate::text!(
                            "{} takes the initiative and will pass for the rest of the phase.",
                            name.clone()
                        ),
                        // Taking it (1.15.5) and passing from then on (1.15.5b).
                        &["1.15.5", "1.15.5b"],
                    )
                    .player(p)
                    .label(label.clone()),
                )?;
                Ok(Some(OrderNode::event(label)))
            }
            ScriptAction::Play { card } => {
                for q in PlayerId::BOTH {
                    self.state.player_mut(q).passed = false;
                }
                self.play_card_action(p, &card, index)
            }
            ScriptAction::Attack { attacker, target } => {
                for q in PlayerId::BOTH {
                    self.state.player_mut(q).passed = false;
                }
                self.attack_action(p, &attacker, &target, index).map(Some)
            }
            ScriptAction::UseAbility { source, ability } => {
                for q in PlayerId::BOTH {
                    self.state.player_mut(q).passed = false;
                }
                self.use_ability_action(p, &source, ability.as_deref(), index)
                    .map(Some)
            }
            ScriptAction::DeployLeader => {
                for q in PlayerId::BOTH {
                    self.state.player_mut(q).passed = false;
                }
                self.deploy_leader_action(p, index).map(Some)
            }
            ScriptAction::Smuggle { card } => {
                for q in PlayerId::BOTH {
                    self.state.player_mut(q).passed = false;
                }
                self.smuggle_action(p, &card, index)
            }
        }
    }

    pub(super) fn legal_actions(&self, p: PlayerId) -> Vec<String> {
        let mut v = vec!["pass".to_string()];
        if !self.state.initiative_taken {
            v.push("take_initiative".into());
        }
        for c in self.state.player(p).hand.iter().filter_map(HiddenCard::id) {
            if self.named_play_restriction(p, c).is_some() {
                continue;
            }
            v.push(format!("play {c}"));
        }
        for u in self
            .state
            .units
            .iter()
            .filter(|u| u.controller == p && !u.exhausted)
        {
            for t in self.attack_targets(u, false) {
                v.push(format!("attack {} -> {}", u.label, self.target_option(t)));
            }
        }
        v.extend(self.smuggle_options(p));
        v.extend(self.free_from_discard_options(p));
        v.extend(self.ability_options(p));
        if self.can_deploy(p) {
            v.push("deploy".into());
        }
        v
    }

    /// Attack with a unit as an action (5.4.1b): a ready unit the player
    /// controls attacks a legal target.
    fn attack_action(
        &mut self,
        p: PlayerId,
        attacker: &str,
        target: &str,
        index: usize,
    ) -> EngineResult<OrderNode> {
        let name = self.state.name(p);
        let Some(unit) = self
            .state
            .units
            .iter()
            .find(|u| u.label == attacker && u.controller == p)
            .cloned()
        else {
            return Err(EngineError::at_action(
                self,
                p,
                ErrorKind::IllegalAction,
                format!("{name} controls no unit called '{attacker}' to attack with"),
                index,
            ));
        };
        if unit.exhausted {
            return Err(EngineError::at_action(
                self,
                p,
                ErrorKind::IllegalAction,
                format!("{attacker} is exhausted and cannot attack"),
                index,
            ));
        }
        // A unit whose card says it can't attack is never an attacker
        // (8.3.2), whatever target is named.
        if self.constant_cant(&unit, crate::rulesets::swu::cards::Cant::Attack) {
            return Err(EngineError::at_action(
                self,
                p,
                ErrorKind::IllegalAction,
                format!("{attacker} can't attack: a constant ability says so (8.3.2)"),
                index,
            ));
        }
        let targets = self.attack_targets(&unit, false);
        let Some(defender) = targets
            .iter()
            .find(|t| self.target_option(**t).eq_ignore_ascii_case(target.trim()))
            .copied()
        else {
            let mut e = EngineError::at(
                self,
                ErrorKind::IllegalAction,
                format!("{attacker} cannot attack '{target}' (it must be an enemy unit in its arena or the base, a Sentinel if there is one, 7.5.11, and not a unit that can't be attacked, 8.3)"),
                index,
            );
            e.options = targets.iter().map(|t| self.target_option(*t)).collect();
            return Err(e);
        };
        let node = self.attack(super::attack::AttackSpec {
            attacker: unit.instance,
            defender,
            power_bonus: 0,
            gains: Vec::new(),
            by: None,
            ambush: false,
            combat_damage_first: false,
        })?;
        // Anything an attack leaves waiting (an effect that expired at its
        // end) resolves now, before the other player's turn.
        let tail = self.nested_window(Vec::new())?;
        Ok(match tail {
            Some(t) => OrderNode::seq(vec![node, t], "7.6.8", STEP_ORDER_WHY),
            None => node,
        })
    }

    /// Play a card from hand as an action. Its triggers wait until the
    /// action has completely finished (7.6.8). `None` when the game ended
    /// while it was being played (a concession at a choice, 5.6.4).
    fn play_card_action(
        &mut self,
        p: PlayerId,
        card: &str,
        index: usize,
    ) -> EngineResult<Option<OrderNode>> {
        // A card a lasting effect lets the player play from their discard
        // pile (engine/free_from_discard.rs).
        if let Some(played) = self.play_from_discard_free(p, card, index)? {
            return Ok(played);
        }
        let name = self.state.name(p);
        let Some(pos) = self
            .state
            .player(p)
            .hand
            .iter()
            .position(|c| c.id() == Some(card))
        else {
            return Err(EngineError::at(
                self,
                ErrorKind::IllegalAction,
                format!("{name} has no '{card}' in hand to play"),
                index,
            ));
        };
        let def = self.card_to_play(p, card, &name, index)?;
        self.state.player_mut(p).hand.remove(pos);
        // Exploit (7.5.16c): units are defeated while the cost is
        // determined; what that triggers waits for the play's window.
        let Some(less) = self.exploit(p, card)? else {
            return Ok(None);
        };
        let less = less + self.own_cost_less(p, card)?;
        let mut cost = self.play_cost(p, def.cost.unwrap_or(0), &def.aspects, less);
        self.apply_play_costs(p, card, &mut cost)?;
        // Its own alternative cost, when it has one (engine/alternative_cost.rs).
        match self.pay_alternative(p, &def, &cost)? {
            None => return Ok(None),
            Some(true) => {}
            Some(false) => {
                self.pay_for_play(p, card, &cost, index)?;
                self.note_penalty(p, card, &cost)?;
            }
        }
        self.resolve_play(p, card, &def, ("", HowPlayed::FromHand), index)
    }

    /// A card paid for is put into play (a unit or upgrade) or resolved (an
    /// event); what the play triggers then resolves, before the action is
    /// over (7.6.8). `how` is added to the step's text (" using Smuggle");
    /// `played` is kept on a unit for "If you played this unit from your
    /// hand". `None` when the game ended before the card was played (a
    /// concession at an upgrade's choice of unit, 5.6.4).
    pub(super) fn resolve_play(
        &mut self,
        p: PlayerId,
        card: &str,
        def: &crate::rulesets::swu::cards::CardDef,
        how: (&str, HowPlayed),
        index: usize,
    ) -> EngineResult<Option<OrderNode>> {
        self.resolve_play_owned(p, p, card, def, how, index)
    }

    /// [`Engine::resolve_play`] for a card `owner` owns and `p` plays (a
    /// resource `p` took from the other player, smuggled): `p` controls
    /// what enters play (1.5.2b), its owner stays (1.5.2a), and an event
    /// goes to its owner's discard pile (7.4.2).
    pub(super) fn resolve_play_owned(
        &mut self,
        p: PlayerId,
        owner: PlayerId,
        card: &str,
        def: &crate::rulesets::swu::cards::CardDef,
        (how, played): (&str, HowPlayed),
        index: usize,
    ) -> EngineResult<Option<OrderNode>> {
        let name = self.who(p);
        let label = self.unique_label(format!("{}/play", crate::scenario_slug(&def.name)));
        let mut mid = Vec::new();
        let mut layer = None;
        match def.card_type {
            CardType::Unit => {
                let unit = self.enter_play_owned(p, owner, card, false)?;
                if let Some(u) = self.state.unit_mut(unit) {
                    u.how_played = Some(played);
                }
                self.record(
                    kinds::ACTION,
                    StepText::new(
                        crate::text!(
                            "{} plays {}{}.",
                            name.clone(),
                            def.name.clone(),
                            how.to_string()
                        ),
                        &["5.4.1b", "6.2.5a"],
                    )
                    .player(p)
                    .label(label.clone())
                    .source(def.name.clone())
                    .source_id(def.id.clone()),
                )?;
                self.emit(GameEvent::Played {
                    player: p,
                    card: card.to_string(),
                    unit: Some(unit),
                    event: false,
                    on: None,
                })?;
            }
            CardType::Event => {
                self.state.player_mut(owner).discard.push(card.to_string());
                // A card the other player owns goes to theirs (7.4.2; for
                // a smuggled one 7.5.14f says it again).
                let step = if owner == p {
                    StepText::new(
                        crate::text!(
                            "{} plays {}{}; it goes to the discard pile and its ability resolves.",
                            name.clone(),
                            def.name.clone(),
                            how.to_string()
                        ),
                        &["5.4.1b", "7.4.2"],
                    )
                } else {
                    let rules: &[&'static str] = if played == HowPlayed::UsingSmuggle {
                        &["5.4.1b", "7.4.2", "7.5.14f"]
                    } else {
                        &["5.4.1b", "7.4.2"]
                    };
                    StepText::new(
                        crate::text!(
                            "{} plays {}{}; it goes to {}'s discard pile, its owner's, and its ability resolves.",
                            name.clone(),
                            def.name.clone(),
                            how.to_string(),
                            self.state.name(owner)
                        ),
                        rules,
                    )
                };
                self.record(
                    kinds::ACTION,
                    step.player(p)
                        .label(label.clone())
                        .source(def.name.clone())
                        .source_id(def.id.clone()),
                )?;
                self.emit(GameEvent::Played {
                    player: p,
                    card: card.to_string(),
                    unit: None,
                    event: true,
                    on: None,
                })?;
                // Relentless's "loses all abilities" (8.14.2): nothing of
                // its text resolves.
                let lost = self.event_loses_all_abilities(p, card)?;
                // What the event's modified plays triggered resolves once
                // its ability has finished, before Bossk & co. (7.1.6e).
                let text = def
                    .abilities
                    .iter()
                    .filter(|_| !lost)
                    .filter(|a| a.when.contains(&Trigger::Event))
                    .map(|a| a.effects.as_slice());
                (mid, layer) = self.resolve_action_ability(text, p, &def.name, None)?;
            }
            CardType::Upgrade => {
                if !self.play_upgrade(p, owner, card, (&def.name, played), &label)? {
                    return Ok(None);
                }
            }
            _ => {
                return Err(EngineError::at(
                    self,
                    ErrorKind::Unsupported,
                    format!(
                        "playing a {:?} card is not modelled by the engine yet",
                        def.card_type
                    ),
                    index,
                ))
            }
        }
        self.finish_action_as(
            label,
            mid,
            layer,
            "6.2.0f",
            "the card is played in full, then what its playing triggered resolves",
        )
        .map(Some)
    }
}

impl Engine<'_> {
    /// The card `p` (called `name`) is about to play, from any zone: its
    /// definition, or the error for a card the pool lacks or one a play
    /// restriction stops. Play restrictions are checked before anything is
    /// paid (8.19.1).
    pub(super) fn card_to_play(
        &self,
        p: PlayerId,
        card: &str,
        name: &str,
        index: usize,
    ) -> EngineResult<crate::rulesets::swu::cards::CardDef> {
        let def = self.pool.get(card).cloned().ok_or_else(|| {
            EngineError::at(
                self,
                ErrorKind::UnknownCard,
                format!("no card '{card}' in the pool"),
                index,
            )
        })?;
        if let Some(by) = self.named_play_restriction(p, card) {
            return Err(EngineError::at(
                self,
                ErrorKind::IllegalAction,
                format!(
                    "{name} can't play {}: {by} names it while in play (a play restriction, 8.19.3)",
                    def.name
                ),
                index,
            ));
        }
        Ok(def)
    }
}

use super::EngineError;

impl EngineError {
    /// [`EngineError::at`] for an action `p` cannot take (or has not
    /// given), with `p`'s legal actions as the options: the error says
    /// what the script could have said instead.
    pub(super) fn at_action(
        engine: &Engine,
        p: PlayerId,
        kind: ErrorKind,
        message: impl Into<String>,
        entry: usize,
    ) -> EngineError {
        let mut e = Self::at(engine, kind, message, entry);
        e.options = engine.legal_actions(p);
        e
    }

    pub(super) fn at(
        engine: &Engine,
        kind: ErrorKind,
        message: impl Into<String>,
        entry: usize,
    ) -> EngineError {
        let mut e = engine.error(kind, message);
        e.script_entry = Some(entry);
        e
    }
}
