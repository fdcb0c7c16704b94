//! Scenarios: a board, the actions taken, and the questions to ask.
//!
//! `load` turns a TOML file into a [`Scenario`] or a list of every problem
//! found, each with its line and column and, where one is likely, a
//! suggestion. A scenario is only valid if the engine can run it and every
//! question refers to events the engine produces.

pub mod format;

use std::fmt;
use std::ops::Range;

use serde::Serialize;
use toml::Spanned;

use crate::cards::{CardPool, CardType, Effect};
use crate::engine::{
    Base, DelayedEffect, Engine, EngineError, GameState, GameTrace, HiddenCard, InstanceId,
    LastingEffect, LastingKind, Leader, Phase, PhaseStep, PlayerId, PlayerState, Resources,
    ScriptAction, ScriptEntry, StopPoint, Unit,
};
use format::{PlayerFile, ScenarioFile};

/// One problem in a scenario file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Diagnostic {
    pub file: String,
    /// 1-based; 0 when the problem has no single place.
    pub line: usize,
    pub column: usize,
    pub message: String,
    pub suggestion: Option<String>,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}",
            self.file, self.line, self.column, self.message
        )?;
        if let Some(s) = &self.suggestion {
            write!(f, " ({s})")?;
        }
        Ok(())
    }
}

/// The facts about a scenario a catalog shows.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Meta {
    pub id: String,
    pub title: String,
    pub summary: String,
    pub difficulty: u8,
    pub tags: Vec<String>,
    pub rules: Vec<String>,
    pub tests: String,
    pub rules_edition: String,
    pub author: String,
    pub situation: String,
    pub assumptions: String,
}

/// A question about the run.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub enum Question {
    /// Put these events in the order they resolve.
    Order {
        id: String,
        prompt: String,
        /// (label, plain name) for each event.
        events: Vec<(String, String)>,
        explanation: String,
    },
}

/// A validated scenario, ready to run.
#[derive(Debug, Clone)]
pub struct Scenario {
    pub meta: Meta,
    pub pool: CardPool,
    pub board: GameState,
    pub script: Vec<ScriptEntry>,
    pub stop: StopPoint,
    pub questions: Vec<Question>,
}

impl Scenario {
    /// Run the engine on the scenario.
    pub fn run(&self) -> Result<GameTrace, EngineError> {
        Engine::new(
            &self.pool,
            self.board.clone(),
            self.script.clone(),
            self.stop,
        )
        .run()
    }
}

/// Parse and validate a scenario file against a card pool.
pub fn load(file: &str, text: &str, pool: &CardPool) -> Result<Scenario, Vec<Diagnostic>> {
    let mut ctx = Ctx {
        file: file.to_string(),
        text,
        diags: Vec::new(),
    };
    let parsed: ScenarioFile = match toml::from_str(text) {
        Ok(p) => p,
        Err(e) => {
            let (line, column) = e.span().map(|s| line_col(text, s.start)).unwrap_or((0, 0));
            let message = e.message().to_string();
            let suggestion = unknown_field_hint(&message);
            return Err(vec![Diagnostic {
                file: file.to_string(),
                line,
                column,
                message,
                suggestion,
            }]);
        }
    };
    let built = ctx.build(parsed, pool);
    match built {
        Some(s) if ctx.diags.is_empty() => Ok(s),
        _ => Err(ctx.diags),
    }
}

/// 1-based line and column of a byte offset.
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let col = before
        .rsplit('\n')
        .next()
        .map(|l| l.chars().count())
        .unwrap_or(0)
        + 1;
    (line, col)
}

fn unknown_field_hint(message: &str) -> Option<String> {
    message
        .contains("unknown field")
        .then(|| "check the spelling against docs/scenario-format.md".to_string())
}

struct Ctx<'t> {
    file: String,
    text: &'t str,
    diags: Vec<Diagnostic>,
}

impl Ctx<'_> {
    fn at(&mut self, span: Range<usize>, message: impl Into<String>, suggestion: Option<String>) {
        let (line, column) = line_col(self.text, span.start);
        self.diags.push(Diagnostic {
            file: self.file.clone(),
            line,
            column,
            message: message.into(),
            suggestion,
        });
    }

    fn player(&mut self, s: &Spanned<String>) -> Option<PlayerId> {
        match s.get_ref().to_lowercase().as_str() {
            "alex" => Some(PlayerId(0)),
            "nico" => Some(PlayerId(1)),
            other => {
                self.at(s.span(), format!("unknown player '{other}': players are \"alex\" (the active player) and \"nico\""), None);
                None
            }
        }
    }

    fn card(&mut self, pool: &CardPool, s: &Spanned<String>) -> Option<String> {
        if let Some(c) = pool.find(s.get_ref()) {
            return Some(c.id.clone());
        }
        let hint = pool
            .suggest(s.get_ref())
            .map(|m| format!("did you mean '{m}'?"));
        self.at(s.span(), format!("unknown card '{}'", s.get_ref()), hint);
        None
    }

    fn build(&mut self, f: ScenarioFile, base_pool: &CardPool) -> Option<Scenario> {
        let mut pool = base_pool.clone();
        for c in f.cards {
            if let Err(e) = pool.add(c) {
                self.at(
                    0..0,
                    e,
                    Some("give the scenario's own card an id no bundled card uses".into()),
                );
            }
        }
        if !(1..=5).contains(f.difficulty.get_ref()) {
            self.at(
                f.difficulty.span(),
                format!("difficulty must be 1 to 5, not {}", f.difficulty.get_ref()),
                None,
            );
        }
        let id = f.id.get_ref().clone();
        if id.is_empty()
            || !id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        {
            self.at(
                f.id.span(),
                format!("the id '{id}' must be lowercase letters, digits and dashes"),
                Some(format!("try '{}'", crate::scenario_slug(&id))),
            );
        }
        let mut state = GameState {
            players: [
                self.player_state(&pool, &f.players.alex, "Alex"),
                self.player_state(&pool, &f.players.nico, "Nico"),
            ],
            units: Vec::new(),
            initiative: PlayerId(0),
            initiative_taken: f.state.initiative_taken,
            active: PlayerId(0),
            round: f.state.round,
            phase: Phase::Action,
            step: PhaseStep::Turns,
            lasting: Vec::new(),
            delayed: Vec::new(),
            next_instance: 0,
            outcome: None,
        };
        for (p, pf) in [
            (PlayerId(0), &f.players.alex),
            (PlayerId(1), &f.players.nico),
        ] {
            for u in &pf.units {
                self.unit(&pool, &mut state, p, u);
            }
        }
        self.state_fields(&pool, &f.state, &mut state);
        let stop = self.stop(&f.run);
        let script = self.script(&f.script);
        let meta = Meta {
            id,
            title: f.title,
            summary: f.summary,
            difficulty: *f.difficulty.get_ref(),
            tags: f.tags,
            rules: f.rules,
            tests: f.tests,
            rules_edition: f.rules_edition,
            author: f.author,
            situation: f.situation,
            assumptions: f.assumptions,
        };
        if !self.diags.is_empty() {
            return None;
        }
        let scenario = Scenario {
            meta,
            pool,
            board: state,
            script,
            stop,
            questions: Vec::new(),
        };
        // The engine must be able to run it.
        let trace = match scenario.run() {
            Ok(t) => t,
            Err(e) => {
                let span = e
                    .script_entry
                    .and_then(|i| f.script.get(i))
                    .map(|s| s.span())
                    .unwrap_or(0..0);
                let hint = (!e.options.is_empty())
                    .then(|| format!("legal options: {}", e.options.join(" | ")));
                self.at(
                    span,
                    format!("the engine cannot run this scenario: {}", e.message),
                    hint,
                );
                return None;
            }
        };
        let questions = self.questions(f.questions, &trace);
        Some(Scenario {
            questions,
            ..scenario
        })
    }

    fn player_state(&mut self, pool: &CardPool, p: &PlayerFile, default_name: &str) -> PlayerState {
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
        if *p.base.hp.get_ref() <= 0 {
            self.at(p.base.hp.span(), "a base needs more than 0 HP", None);
        }
        let leader = p.leader.as_ref().and_then(|l| {
            let card = self.card(pool, &l.card)?;
            if pool.get(&card).map(|c| c.card_type) != Some(CardType::Leader) {
                self.at(
                    l.card.span(),
                    format!("'{}' is not a leader", l.card.get_ref()),
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
                hp: *p.base.hp.get_ref(),
                damage: p.base.damage,
            },
            leader,
            deck,
            hand,
            resources: Resources {
                ready: p.resources.ready,
                exhausted: p.resources.exhausted,
            },
            discard: cards(self, &p.discard),
            passed: false,
        }
    }

    fn unit(
        &mut self,
        pool: &CardPool,
        state: &mut GameState,
        controller: PlayerId,
        u: &format::UnitFile,
    ) {
        let Some(card) = self.card(pool, &u.card) else {
            return;
        };
        let def = pool.get(&card).expect("found");
        if !matches!(def.card_type, CardType::Unit | CardType::Token) {
            self.at(
                u.card.span(),
                format!(
                    "{} is a {:?}, not a unit: it cannot be in an arena",
                    def.name, def.card_type
                ),
                None,
            );
            return;
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
                format!("two units are called '{label}'"),
                Some("give each copy its own `ref`".into()),
            );
            return;
        }
        let owner = match &u.owner {
            Some(o) => self.player(o).unwrap_or(controller),
            None => controller,
        };
        let upgrades = u
            .upgrades
            .iter()
            .filter_map(|g| self.card(pool, g))
            .map(|c| crate::engine::Upgrade {
                label: c.clone(),
                card: c,
                owner: controller,
            })
            .collect();
        let instance = state.new_instance();
        state.units.push(Unit {
            instance,
            card,
            label,
            owner,
            controller,
            arena: def.arena.unwrap_or(crate::cards::Arena::Ground),
            damage: u.damage,
            exhausted: u.exhausted,
            shields: u.shields,
            experience: u.experience,
            upgrades,
            entered_this_phase: u.entered_this_phase,
        });
    }

    fn unit_ref(&mut self, state: &GameState, s: &Spanned<String>) -> Option<InstanceId> {
        let found = state
            .units
            .iter()
            .find(|u| u.label == *s.get_ref())
            .map(|u| u.instance);
        if found.is_none() {
            let names: Vec<&str> = state.units.iter().map(|u| u.label.as_str()).collect();
            let hint = names
                .iter()
                .min_by_key(|n| crate::cards::edit_distance(s.get_ref(), n))
                .map(|n| format!("did you mean '{n}'?"));
            self.at(
                s.span(),
                format!("no unit on the board is called '{}'", s.get_ref()),
                hint,
            );
        }
        found
    }

    fn state_fields(&mut self, pool: &CardPool, f: &format::StateFile, state: &mut GameState) {
        let (phase, step) = match (f.phase.get_ref().as_str(), f.step.get_ref().as_str()) {
            ("action", "start") => (Phase::Action, PhaseStep::ActionStart),
            ("action", "turns") => (Phase::Action, PhaseStep::Turns),
            ("action", "end") => (Phase::Action, PhaseStep::ActionEnd),
            ("regroup", "start") => (Phase::Regroup, PhaseStep::RegroupStart),
            ("regroup", "draw") => (Phase::Regroup, PhaseStep::Draw),
            ("regroup", "resource") => (Phase::Regroup, PhaseStep::Resource),
            ("regroup", "ready") => (Phase::Regroup, PhaseStep::Ready),
            ("regroup", "end") => (Phase::Regroup, PhaseStep::RegroupEnd),
            (p, s) => {
                self.at(
                    f.step.span(),
                    format!("'{p}' / '{s}' is not a phase and step"),
                    Some("phase \"action\" with step start, turns or end; phase \"regroup\" with step start, draw, resource, ready or end".into()),
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
            let (at, effects) = match (d.at, d.effects.clone(), own) {
                (Some(at), Some(e), _) => (at, e),
                (at, e, Some((own_at, own_e))) => (at.unwrap_or(own_at), e.unwrap_or(own_e)),
                _ => {
                    self.at(
                        d.source.span(),
                        format!(
                            "{} has no delayed effect of its own: give `at` and `effects`",
                            d.source.get_ref()
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
            state.delayed.push(DelayedEffect {
                label: format!("{}/delayed", crate::scenario_slug(&name)),
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
                duration: l.duration,
            });
        }
    }

    fn stop(&mut self, run: &format::RunFile) -> StopPoint {
        let Some(s) = &run.stop_before else {
            return StopPoint::GameEnd;
        };
        match s.get_ref().as_str() {
            "game_end" => StopPoint::GameEnd,
            "action_start" | "next_round" => StopPoint::Before(PhaseStep::ActionStart),
            "action_end" => StopPoint::Before(PhaseStep::ActionEnd),
            "regroup_start" => StopPoint::Before(PhaseStep::RegroupStart),
            "draw" => StopPoint::Before(PhaseStep::Draw),
            "resource" => StopPoint::Before(PhaseStep::Resource),
            "ready" => StopPoint::Before(PhaseStep::Ready),
            "regroup_end" => StopPoint::Before(PhaseStep::RegroupEnd),
            other => {
                self.at(
                    s.span(),
                    format!("unknown stop point '{other}'"),
                    Some("one of: action_end, regroup_start, draw, resource, ready, regroup_end, next_round, game_end".into()),
                );
                StopPoint::GameEnd
            }
        }
    }

    fn script(&mut self, lines: &[Spanned<format::ScriptLine>]) -> Vec<ScriptEntry> {
        let mut out = Vec::new();
        for line in lines {
            let l = line.get_ref();
            let player = |ctx: &mut Self, name: &Option<String>| -> Option<PlayerId> {
                let name = name.as_ref()?;
                ctx.player(&Spanned::new(line.span(), name.clone()))
            };
            if let Some(c) = &l.concede {
                if let Some(p) = player(self, &Some(c.clone())) {
                    out.push(ScriptEntry::Concede { player: p });
                }
                continue;
            }
            if let Some(choose) = &l.choose {
                let p = player(self, &l.player);
                out.push(ScriptEntry::Decision {
                    player: p,
                    choose: choose.clone().into_vec(),
                });
                continue;
            }
            let Some(action) = &l.action else {
                self.at(
                    line.span(),
                    "a script line needs `action`, `choose` or `concede`",
                    None,
                );
                continue;
            };
            let Some(p) = player(self, &l.player) else {
                self.at(
                    line.span(),
                    "an action needs the `player` who takes it",
                    None,
                );
                continue;
            };
            let action = match action.as_str() {
                "pass" => ScriptAction::Pass,
                "take_initiative" => ScriptAction::TakeInitiative,
                "play" => match &l.card {
                    Some(card) => ScriptAction::Play { card: card.clone() },
                    None => {
                        self.at(line.span(), "a play action needs the `card` played", None);
                        continue;
                    }
                },
                "attack" => match (&l.attacker, &l.target) {
                    (Some(a), Some(t)) => ScriptAction::Attack {
                        attacker: a.clone(),
                        target: t.clone(),
                    },
                    _ => {
                        self.at(
                            line.span(),
                            "an attack needs an `attacker` and a `target`",
                            None,
                        );
                        continue;
                    }
                },
                other => {
                    self.at(
                        line.span(),
                        format!("unknown action '{other}'"),
                        Some("one of: pass, take_initiative, play, attack".into()),
                    );
                    continue;
                }
            };
            out.push(ScriptEntry::Action { player: p, action });
        }
        out
    }

    fn questions(&mut self, qs: Vec<format::QuestionFile>, trace: &GameTrace) -> Vec<Question> {
        let labels = trace.labels();
        let mut out = Vec::new();
        for (i, q) in qs.into_iter().enumerate() {
            match q.kind.get_ref().as_str() {
                "order" => {
                    let mut events = Vec::new();
                    for (k, e) in q.events.iter().enumerate() {
                        if !labels.contains(&e.get_ref().as_str()) {
                            let hint = labels
                                .iter()
                                .min_by_key(|l| crate::cards::edit_distance(e.get_ref(), l))
                                .map(|l| {
                                    format!(
                                        "did you mean '{l}'? the run produces: {}",
                                        labels.join(", ")
                                    )
                                });
                            self.at(
                                e.span(),
                                format!("the engine never produces an event '{}'", e.get_ref()),
                                hint,
                            );
                            continue;
                        }
                        let name = q.names.get(k).cloned().unwrap_or_else(|| {
                            trace
                                .step_for(e.get_ref())
                                .map(|(_, s)| s.text.clone())
                                .unwrap_or_default()
                        });
                        events.push((e.get_ref().clone(), name));
                    }
                    if q.events.len() < 2 {
                        self.at(
                            q.kind.span(),
                            "an ordering question needs at least two events",
                            None,
                        );
                    }
                    out.push(Question::Order {
                        id: q.id.unwrap_or_else(|| format!("q{}", i + 1)),
                        prompt: q.prompt,
                        events,
                        explanation: q.explanation,
                    });
                }
                other => self.at(
                    q.kind.span(),
                    format!("unknown question kind '{other}'"),
                    Some("use \"order\"".into()),
                ),
            }
        }
        out
    }
}

/// The first delayed effect in a list of effects, looking inside plays.
fn first_delayed(effects: &[Effect]) -> Option<(crate::cards::TimingPoint, Vec<Effect>)> {
    effects.iter().find_map(|e| match e {
        Effect::Delayed { at, effects } => Some((*at, effects.clone())),
        Effect::PlayUnit { then, .. } => first_delayed(then),
        _ => None,
    })
}
