//! Scenarios: a board, the actions taken, and the questions to ask.
//!
//! `load` turns a TOML file into a [`Scenario`] or a list of every problem
//! found, each with its line and column and, where one is likely, a
//! suggestion. A scenario is only valid if the engine can run it and every
//! question refers to events the engine produces.

pub mod format;
pub mod karabast;
pub mod manifest;
pub mod question;
pub mod quote;
pub mod reading;
pub mod schema;

use std::collections::HashSet;
use std::fmt;
use std::ops::Range;

use serde::Serialize;
use toml::Spanned;

use crate::rulesets::swu::cards::{CardPool, CardType, Duration, Effect, TimingPoint};
use crate::rulesets::swu::engine::{
    Base, DelayedEffect, Engine, EngineError, GameState, GameTrace, HiddenCard, InstanceId,
    LastingEffect, LastingKind, Leader, Phase, PhaseStep, PlayerId, PlayerState, Resources,
    ScriptAction, ScriptEntry, StopPoint, Unit,
};
use format::{PlayerFile, ScenarioFile};
pub use manifest::{build_manifest, Manifest, ManifestEntry};
pub use question::{
    decision_points, find_decision, order_space, AnswerCheck, ChoiceOption, DecisionPoint,
    OutcomeAnswer, Question,
};
use quote::{escape, quote};
pub use reading::Reading;

/// The commented template `tw new` writes (with its id replaced). It
/// validates as written; a test keeps it so.
pub const TEMPLATE: &str = include_str!("template.toml");

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
            quote::one_line(&self.file),
            self.line,
            self.column,
            quote::one_line(&self.message)
        )?;
        if let Some(s) = &self.suggestion {
            write!(f, " ({})", quote::one_line(s))?;
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
    /// The CR worked example this scenario reproduces, by its rule number.
    pub example: Option<String>,
    pub author: String,
    pub situation: String,
    pub assumptions: String,
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
    /// Readings the answers rest on that no rule or dated ruling settles.
    pub readings: Vec<Reading>,
}

impl Scenario {
    /// The readings this question's answer rests on.
    pub fn readings_for<'a>(&'a self, question: &'a str) -> impl Iterator<Item = &'a Reading> {
        self.readings.iter().filter(move |r| r.applies_to(question))
    }

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
///
/// Three passes, each reporting every problem it finds: the schema
/// pre-pass (TOML syntax, unknown keys, wrong types, missing keys), then the
/// board, script and questions (unknown cards, refs, players, impossible
/// boards), then the engine's run (missing or illegal decisions) and each
/// question's answer key against the trace. A pass runs only when the one
/// before it found nothing, because its input would not be trustworthy.
pub fn load(file: &str, text: &str, pool: &CardPool) -> Result<Scenario, Vec<Diagnostic>> {
    match load_keys_apart(file, text, pool) {
        Ok((s, keys)) if keys.is_empty() => Ok(s),
        Ok((_, keys)) => Err(keys),
        Err(diags) => Err(diags),
    }
}

/// Like [`load`], but a scenario whose only problems are answer keys that
/// disagree with the engine still loads, with those disagreements beside
/// it: `tw run` shows the trace first, then each disagreement.
pub fn load_keys_apart(
    file: &str,
    text: &str,
    pool: &CardPool,
) -> Result<(Scenario, Vec<Diagnostic>), Vec<Diagnostic>> {
    let mut ctx = Ctx {
        file: file.to_string(),
        text,
        diags: Vec::new(),
        key_diags: Vec::new(),
        broken_refs: HashSet::new(),
    };
    for p in schema::check(text) {
        ctx.at(p.span, p.message, p.suggestion);
    }
    if !ctx.diags.is_empty() {
        return Err(ctx.diags);
    }
    let parsed: ScenarioFile = match toml::from_str(text) {
        Ok(p) => p,
        Err(e) => {
            // The schema passed, so this is inside a part it leaves to the
            // typed parse (effects, scenario-defined cards) or a value of
            // the right type but a wrong variant.
            let span = e.span().unwrap_or(0..0);
            let message = escape(e.message().trim_end()).into_owned();
            let suggestion = unknown_field_hint(&message);
            ctx.at(span, message, suggestion);
            return Err(ctx.diags);
        }
    };
    let built = ctx.build(parsed, pool);
    match built {
        Some(s) if ctx.diags.is_empty() => Ok((s, ctx.key_diags)),
        _ => {
            let mut all = ctx.diags;
            all.extend(ctx.key_diags);
            Err(all)
        }
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
    /// Answer keys that disagree with the engine (the file is otherwise
    /// sound).
    key_diags: Vec<Diagnostic>,
    /// Refs of units already reported as broken (an unknown card): a
    /// reference to one is not reported again.
    broken_refs: HashSet<String>,
}

impl Ctx<'_> {
    fn at(&mut self, span: Range<usize>, message: impl Into<String>, suggestion: Option<String>) {
        let (line, column) = line_col(self.text, span.start);
        self.diags.push(Diagnostic {
            file: self.file.clone(),
            line,
            column,
            message: quote::one_line(&message.into()).into_owned(),
            suggestion: suggestion.map(|s| quote::one_line(&s).into_owned()),
        });
    }

    fn player(&mut self, s: &Spanned<String>) -> Option<PlayerId> {
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

    /// A word from a fixed list (a timing point, a duration), read with the
    /// type's own serde names; an unknown word gets the nearest known one.
    fn variant<T: serde::de::DeserializeOwned>(
        &mut self,
        s: &Spanned<String>,
        known: &[&str],
    ) -> Option<T> {
        if let Ok(v) = toml::Value::String(s.get_ref().clone()).try_into::<T>() {
            return Some(v);
        }
        self.at(
            s.span(),
            format!("unknown value {}", quote(s.get_ref())),
            Some(nearest(s.get_ref(), known)),
        );
        None
    }

    fn card(&mut self, pool: &CardPool, s: &Spanned<String>) -> Option<String> {
        if let Some(c) = pool.find(s.get_ref()) {
            return Some(c.id.clone());
        }
        let hint = pool
            .suggest(s.get_ref())
            .map(|m| format!("did you mean {}?", quote(&m)));
        self.at(
            s.span(),
            format!("unknown card {}", quote(s.get_ref())),
            hint,
        );
        None
    }

    fn build(&mut self, f: ScenarioFile, base_pool: &CardPool) -> Option<Scenario> {
        let mut pool = base_pool.clone();
        for c in f.cards {
            if let Err(e) = pool.add(c) {
                self.at(
                    0..0,
                    escape(&e),
                    Some("give the scenario's own card an id no bundled card uses".into()),
                );
            }
        }
        if f.summary.get_ref().trim().contains('\n') {
            self.at(
                f.summary.span(),
                "the summary must be one line",
                Some("put the longer text in `situation`".into()),
            );
        }
        for r in f.rules.iter().chain(&f.example) {
            let n = r.get_ref();
            if !crate::cr::is_well_formed(n) {
                self.at(
                    r.span(),
                    format!("{} is not a rule number", quote(r.get_ref())),
                    Some(
                        "write rule numbers as in the comprehensive rules: \"7.6.14\", \"7.7.4b\""
                            .into(),
                    ),
                );
            } else if !crate::cr::exists(n) {
                self.at(
                    r.span(),
                    format!("'{n}' is not a rule of {}", crate::cr::EDITION),
                    Some(match crate::cr::nearest(n) {
                        Some(k) => format!("did you mean '{k}'?"),
                        None => "cite a number from the CR v7.0 text".into(),
                    }),
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
                format!(
                    "the id {} must be lowercase letters, digits and dashes",
                    quote(&id)
                ),
                Some(format!("try {}", quote(&crate::scenario_slug(&id)))),
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
                self.unit(&pool, &mut state, p, u, &f.state.lasting);
            }
        }
        self.state_fields(&pool, &f.state, &mut state);
        let stop = self.stop(&f.run);
        let script = self.script(&pool, &f.script);
        let question_ids: Vec<String> = f
            .questions
            .iter()
            .enumerate()
            .map(|(i, q)| match &q.id {
                Some(id) => id.get_ref().clone(),
                None => format!("q{}", i + 1),
            })
            .collect();
        let readings = reading::validate(f.readings, &question_ids, &mut |span, m, s| {
            self.at(span, m, s)
        });
        let meta = Meta {
            id,
            title: f.title,
            summary: f.summary.into_inner(),
            difficulty: *f.difficulty.get_ref() as u8,
            tags: f.tags,
            rules: f.rules.iter().map(|r| r.get_ref().clone()).collect(),
            tests: f.tests,
            rules_edition: f.rules_edition,
            example: f.example.map(|e| e.into_inner()),
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
            readings,
        };
        // The engine must be able to run it.
        let (trace, err) = Engine::new(
            &scenario.pool,
            scenario.board.clone(),
            scenario.script.clone(),
            scenario.stop,
        )
        .run_partial();
        if let Some(e) = err {
            self.engine_error(&e, &trace, &f.script);
            return None;
        }
        let questions = self.questions(f.questions, &trace);
        Some(Scenario {
            questions,
            ..scenario
        })
    }

    /// Report an engine error at the script line involved, naming the step
    /// the run had reached. A decision missing after the last script line is
    /// reported at the end of the file, where the line belongs.
    fn engine_error(
        &mut self,
        e: &EngineError,
        trace: &GameTrace,
        script: &[Spanned<format::ScriptLine>],
    ) {
        // The script line's own key when there is one (`choose`, `action`),
        // else its table; past the end, the last line, which the missing one
        // would follow.
        let line_span = |l: &Spanned<format::ScriptLine>| {
            let f = l.get_ref();
            f.choose
                .as_ref()
                .map(|c| c.span())
                .or_else(|| f.action.as_ref().map(|a| a.span()))
                .or_else(|| f.concede.as_ref().map(|c| c.span()))
                .unwrap_or(l.span())
        };
        let (span, after_last) = match e.script_entry {
            Some(i) if i < script.len() => (line_span(&script[i]), false),
            Some(_) => match script.last() {
                Some(l) => (l.span(), true),
                None => (0..0, false),
            },
            None => (0..0, false),
        };
        let at = match e.at_step.checked_sub(1).and_then(|i| trace.steps.get(i)) {
            Some(step) => {
                let label = step
                    .label
                    .as_deref()
                    .map(|l| format!(" [{}]", escape(l)))
                    .unwrap_or_default();
                format!(" (after step {}: {}{label})", e.at_step, escape(&step.text))
            }
            None => String::new(),
        };
        let hint = (!e.options.is_empty()).then(|| {
            let missing = e.kind == crate::rulesets::swu::engine::ErrorKind::MissingDecision;
            let lead = match (&e.list, missing) {
                // A list answer: `choose = ["a", "b"]`, not one option.
                (Some(list), true) => {
                    format!("add a [[script]] line whose `choose` is a list of {list}; the options")
                }
                (None, true) => "add a [[script]] line with `choose` = one of".to_string(),
                (Some(list), false) => format!("`choose` lists {list}; the options"),
                (None, false) => "legal options".to_string(),
            };
            let options: Vec<_> = e.options.iter().map(|o| escape(o)).collect();
            format!("{lead}: {}", options.join(" | "))
        });
        let after = if after_last {
            " after the last script line"
        } else {
            ""
        };
        self.at(
            span,
            format!(
                "the engine cannot run this scenario{after}: {}{at}",
                escape(&e.message)
            ),
            hint,
        );
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
            let card = self.card(pool, &l.card)?;
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
            },
            leader,
            deck,
            hand,
            resources: Resources {
                ready: p.resources.ready,
                exhausted: p.resources.exhausted,
                known,
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
        lasting: &[format::LastingFile],
    ) {
        let Some(card) = self.card(pool, &u.card) else {
            let label = u.reference.as_ref().unwrap_or(&u.card).get_ref().clone();
            self.broken_refs.insert(label);
            return;
        };
        let def = pool.get(&card).expect("found");
        if !matches!(def.card_type, CardType::Unit | CardType::Token) {
            let kind = format!("{:?}", def.card_type).to_lowercase();
            self.at(
                u.card.span(),
                format!(
                    "{} is {} {kind} card, not a unit: it cannot be in an arena",
                    escape(&def.name),
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
                format!("two units are called {}", quote(&label)),
                Some("give each copy its own `ref`".into()),
            );
            return;
        }
        let damage = u.damage.as_ref().map(|d| *d.get_ref()).unwrap_or(0);
        if let Some(d) = &u.damage {
            // What the unit's HP is with Experience and the lasting effects
            // the file puts on it (the engine adds nothing else to HP).
            let hp = def.hp.unwrap_or(0)
                + u.experience as i32
                + lasting
                    .iter()
                    .filter(|l| *l.target.get_ref() == label)
                    .map(|l| l.hp)
                    .sum::<i32>();
            if damage < 0 {
                self.at(d.span(), "damage cannot be negative", None);
            } else if damage >= hp {
                self.at(
                    d.span(),
                    format!(
                        "{} has {damage} damage and {hp} HP: it would already have been defeated",
                        escape(&def.name)
                    ),
                    Some(format!("give it less than {hp} damage")),
                );
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
            })
            .collect();
        let instance = state.new_instance();
        state.units.push(Unit {
            instance,
            card,
            label,
            owner,
            controller,
            arena: def
                .arena
                .unwrap_or(crate::rulesets::swu::cards::Arena::Ground),
            damage,
            exhausted: u.exhausted,
            shields: u.shields,
            experience: u.experience,
            upgrades,
            entered_this_phase: u.entered_this_phase,
            captured: Vec::new(),
        });
    }

    fn unit_ref(&mut self, state: &GameState, s: &Spanned<String>) -> Option<InstanceId> {
        let found = state
            .units
            .iter()
            .find(|u| u.label == *s.get_ref())
            .map(|u| u.instance);
        if found.is_none() && !self.broken_refs.contains(s.get_ref()) {
            let names: Vec<&str> = state.units.iter().map(|u| u.label.as_str()).collect();
            let hint = names
                .iter()
                .min_by_key(|n| crate::rulesets::swu::cards::edit_distance(s.get_ref(), n))
                .map(|n| format!("did you mean {}?", quote(n)));
            self.at(
                s.span(),
                format!("no unit on the board is called {}", quote(s.get_ref())),
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
                            escape(d.source.get_ref())
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
                    format!("unknown stop point {}", quote(other)),
                    Some("one of: action_end, regroup_start, draw, resource, ready, regroup_end, next_round, game_end".into()),
                );
                StopPoint::GameEnd
            }
        }
    }

    fn script(
        &mut self,
        pool: &CardPool,
        lines: &[Spanned<format::ScriptLine>],
    ) -> Vec<ScriptEntry> {
        let mut out = Vec::new();
        for line in lines {
            let l = line.get_ref();
            let kinds = [l.action.is_some(), l.choose.is_some(), l.concede.is_some()];
            if kinds.iter().filter(|k| **k).count() > 1 {
                self.at(
                    line.span(),
                    "a script line is one thing: an `action`, a `choose` or a `concede`",
                    Some("split it into several [[script]] lines".into()),
                );
                continue;
            }
            if let Some(c) = &l.concede {
                if let Some(p) = self.player(c) {
                    out.push(ScriptEntry::Concede { player: p });
                }
                continue;
            }
            if let Some(choose) = &l.choose {
                let p = match &l.player {
                    Some(p) => match self.player(p) {
                        Some(p) => Some(p),
                        None => continue,
                    },
                    None => None,
                };
                out.push(ScriptEntry::Decision {
                    player: p,
                    choose: choose.get_ref().clone().into_vec(),
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
            let Some(player) = &l.player else {
                self.at(
                    action.span(),
                    "an action needs the `player` who takes it",
                    Some("add player = \"alex\" or player = \"nico\"".into()),
                );
                continue;
            };
            let Some(p) = self.player(player) else {
                continue;
            };
            let action = match action.get_ref().as_str() {
                "pass" => ScriptAction::Pass,
                "take_initiative" => ScriptAction::TakeInitiative,
                "play" => match &l.card {
                    Some(card) => match self.card(pool, card) {
                        Some(id) => ScriptAction::Play { card: id },
                        None => continue,
                    },
                    None => {
                        self.at(action.span(), "a play action needs the `card` played", None);
                        continue;
                    }
                },
                "attack" => match (&l.attacker, &l.target) {
                    (Some(a), Some(t)) => ScriptAction::Attack {
                        attacker: a.get_ref().clone(),
                        target: t.get_ref().clone(),
                    },
                    _ => {
                        self.at(
                            action.span(),
                            "an attack needs an `attacker` and a `target`",
                            None,
                        );
                        continue;
                    }
                },
                "ability" => match &l.source {
                    Some(src) => ScriptAction::UseAbility {
                        source: src.get_ref().clone(),
                        ability: l.ability.as_ref().map(|a| a.get_ref().clone()),
                    },
                    None => {
                        self.at(
                            action.span(),
                            "an ability action needs the `source`: a unit or the leader",
                            None,
                        );
                        continue;
                    }
                },
                "deploy" => ScriptAction::DeployLeader,
                "smuggle" => match &l.card {
                    Some(card) => match self.card(pool, card) {
                        Some(id) => ScriptAction::Smuggle { card: id },
                        None => continue,
                    },
                    None => {
                        self.at(
                            action.span(),
                            "a smuggle action needs the `card` played from the resources",
                            None,
                        );
                        continue;
                    }
                },
                other => {
                    self.at(
                        action.span(),
                        format!("unknown action {}", quote(other)),
                        Some(nearest(other, ACTIONS)),
                    );
                    continue;
                }
            };
            out.push(ScriptEntry::Action { player: p, action });
        }
        out
    }

    /// An event label the question uses: it must be one the run produces.
    fn event(&mut self, e: &Spanned<String>, labels: &[&str]) -> bool {
        if labels.contains(&e.get_ref().as_str()) {
            return true;
        }
        let hint = labels
            .iter()
            .min_by_key(|l| crate::rulesets::swu::cards::edit_distance(e.get_ref(), l))
            .map(|l| {
                let all: Vec<_> = labels.iter().map(|l| escape(l)).collect();
                format!(
                    "did you mean {}? the run produces: {}",
                    quote(l),
                    all.join(", ")
                )
            });
        self.at(
            e.span(),
            format!("the engine never produces an event {}", quote(e.get_ref())),
            hint,
        );
        false
    }

    /// A decision point a question names; reported at `at` when the run
    /// makes no decision there.
    fn decision_at(&mut self, at: &Spanned<String>, trace: &GameTrace) -> bool {
        match find_decision(trace, at.get_ref()) {
            Ok(_) => true,
            Err(why) => {
                self.at(
                    at.span(),
                    why,
                    Some("`tw run FILE` lists the decisions as choice-N".into()),
                );
                false
            }
        }
    }

    /// Keys that belong to another kind of question are a mistake, not
    /// something to ignore silently.
    fn foreign_keys(&mut self, q: &format::QuestionFile, kind: &str) {
        let mut foreign: Vec<(&str, Range<usize>)> = Vec::new();
        if kind != "order" {
            if let Some(e) = q.events.first() {
                foreign.push(("events", e.span()));
            }
            if let Some(n) = &q.names {
                foreign.push(("names", n.span()));
            }
            if let Some(g) = q.given.first() {
                foreign.push(("given", g.span()));
            }
        }
        if kind != "choice" {
            if let Some(o) = q.options.first() {
                foreign.push(("option", o.id.span()));
            }
            if let Some(c) = &q.answer_check {
                foreign.push(("answer_check", c.span()));
            }
        }
        if kind != "who_decides" {
            if let Some(a) = &q.at {
                foreign.push(("at", a.span()));
            }
        }
        if kind == "order" {
            if let Some(a) = &q.answer {
                foreign.push(("answer", a.span()));
            }
        }
        for (key, span) in foreign {
            self.at(
                span,
                format!("`{key}` has no meaning in a \"{kind}\" question"),
                Some("see the question kinds in docs/scenario-format.md".into()),
            );
        }
    }

    fn questions(&mut self, qs: Vec<format::QuestionFile>, trace: &GameTrace) -> Vec<Question> {
        let labels = trace.labels();
        let mut out = Vec::new();
        let mut ids = HashSet::new();
        for (i, q) in qs.into_iter().enumerate() {
            let id = match &q.id {
                Some(id) => {
                    if !ids.insert(id.get_ref().clone()) {
                        self.at(
                            id.span(),
                            format!("two questions have the id {}", quote(id.get_ref())),
                            None,
                        );
                    }
                    id.get_ref().clone()
                }
                None => format!("q{}", i + 1),
            };
            let kind = q.kind.get_ref().clone();
            if !QUESTION_KINDS.contains(&kind.as_str()) {
                self.at(
                    q.kind.span(),
                    format!("unknown question kind {}", quote(&kind)),
                    Some(nearest(&kind, QUESTION_KINDS)),
                );
                continue;
            }
            self.foreign_keys(&q, &kind);
            let before = self.diags.len();
            let built = match kind.as_str() {
                "order" => self.order_question(id, q, &labels, trace),
                "choice" => self.choice_question(id, q, &labels, trace),
                "who_decides" => self.who_decides_question(id, q, trace),
                _ => self.outcome_question(id, q),
            };
            let Some((question, key_span)) = built else {
                continue;
            };
            // Check the key only when the question itself is well formed.
            if self.diags.len() == before {
                if let Err(why) = question.check(trace) {
                    self.at(
                        key_span,
                        format!("the answer key disagrees with the engine: {why}"),
                        Some("`tw run FILE` shows what the engine produces".into()),
                    );
                    // Kept apart: the rest of the file is sound.
                    if let Some(d) = self.diags.pop() {
                        self.key_diags.push(d);
                    }
                }
            }
            out.push(question);
        }
        out
    }

    fn order_question(
        &mut self,
        id: String,
        q: format::QuestionFile,
        labels: &[&str],
        trace: &GameTrace,
    ) -> Option<(Question, Range<usize>)> {
        if q.events.len() < 2 {
            self.at(
                q.kind.span(),
                "an ordering question needs at least two `events`",
                None,
            );
            return None;
        }
        let names = q
            .names
            .as_ref()
            .map(|n| n.get_ref().clone())
            .unwrap_or_default();
        if let Some(n) = &q.names {
            if n.get_ref().len() != q.events.len() {
                self.at(
                    n.span(),
                    format!(
                        "`names` has {} entries but `events` has {}",
                        n.get_ref().len(),
                        q.events.len()
                    ),
                    Some("give one plain-words name per event, in the same order".into()),
                );
            }
        }
        let mut events = Vec::new();
        let mut seen = HashSet::new();
        for (k, e) in q.events.iter().enumerate() {
            if !seen.insert(e.get_ref().clone()) {
                self.at(
                    e.span(),
                    format!("{} is listed twice", quote(e.get_ref())),
                    None,
                );
                continue;
            }
            if !self.event(e, labels) {
                continue;
            }
            let name = names.get(k).cloned().unwrap_or_else(|| {
                trace
                    .step_for(e.get_ref())
                    .map(|(_, s)| s.text.clone())
                    .unwrap_or_default()
            });
            events.push((e.get_ref().clone(), name));
        }
        let mut given = Vec::new();
        if events.len() == q.events.len() {
            let labels: Vec<String> = events.iter().map(|(l, _)| l.clone()).collect();
            for g in &q.given {
                if given.contains(g.get_ref()) {
                    self.at(g.span(), format!("'{}' is given twice", g.get_ref()), None);
                    continue;
                }
                let one = std::slice::from_ref(g.get_ref());
                match question::order_space(trace, &labels, one, question::ORDER_LIMIT) {
                    Ok(_) => given.push(g.get_ref().clone()),
                    Err(why) => self.at(
                        g.span(),
                        why,
                        Some("`tw run FILE` lists the decisions as choice-N".into()),
                    ),
                }
            }
        }
        let span = q.events[0].span();
        Some((
            Question::Order {
                id,
                prompt: q.prompt,
                events,
                given,
                explanation: q.explanation,
            },
            span,
        ))
    }

    fn choice_question(
        &mut self,
        id: String,
        q: format::QuestionFile,
        labels: &[&str],
        trace: &GameTrace,
    ) -> Option<(Question, Range<usize>)> {
        if q.options.len() < 2 {
            self.at(
                q.kind.span(),
                "a multiple-choice question needs at least two [[question.option]] tables",
                None,
            );
            return None;
        }
        let mut option_ids = HashSet::new();
        for o in &q.options {
            if !option_ids.insert(o.id.get_ref().clone()) {
                self.at(
                    o.id.span(),
                    format!("two options have the id {}", quote(o.id.get_ref())),
                    None,
                );
            }
        }
        let Some(answer) = &q.answer else {
            self.at(
                q.kind.span(),
                "a multiple-choice question needs an `answer`: the right option's id",
                None,
            );
            return None;
        };
        let ids: Vec<&str> = q.options.iter().map(|o| o.id.get_ref().as_str()).collect();
        if !ids.contains(&answer.get_ref().as_str()) {
            self.at(
                answer.span(),
                format!(
                    "the answer {} is not one of the options",
                    quote(answer.get_ref())
                ),
                Some(nearest(answer.get_ref(), &ids)),
            );
            return None;
        }
        for o in &q.options {
            let right = o.id.get_ref() == answer.get_ref();
            match (&o.why_wrong, right) {
                (Some(w), true) => self.at(
                    w.span(),
                    format!(
                        "option {} is the answer but has a `why_wrong`",
                        quote(o.id.get_ref())
                    ),
                    Some("explain the right answer in the question's `explanation`".into()),
                ),
                (None, false) => self.at(
                    o.id.span(),
                    format!(
                        "option {} is wrong but has no `why_wrong`",
                        quote(o.id.get_ref())
                    ),
                    Some("say which wrong reasoning leads a trainee to it".into()),
                ),
                _ => {}
            }
        }
        let Some(check_file) = &q.answer_check else {
            self.at(
                answer.span(),
                "a multiple-choice answer needs an `answer_check` the engine can confirm",
                Some("for example answer_check = { first = \"event-label\" }".into()),
            );
            return None;
        };
        let check = self.answer_check(check_file, labels, trace)?;
        let options = q
            .options
            .iter()
            .map(|o| ChoiceOption {
                id: o.id.get_ref().clone(),
                text: o.text.clone(),
                why_wrong: o.why_wrong.as_ref().map(|w| w.get_ref().clone()),
            })
            .collect();
        Some((
            Question::Choice {
                id,
                prompt: q.prompt,
                options,
                answer: answer.get_ref().clone(),
                check,
                explanation: q.explanation,
            },
            check_file.span(),
        ))
    }

    fn answer_check(
        &mut self,
        c: &Spanned<format::CheckFile>,
        labels: &[&str],
        trace: &GameTrace,
    ) -> Option<AnswerCheck> {
        let f = c.get_ref();
        let claims = [
            f.first.is_some(),
            f.before.is_some(),
            f.happens.is_some(),
            f.outcome.is_some(),
            f.decided_by.is_some(),
        ];
        if claims.iter().filter(|x| **x).count() != 1 {
            self.at(
                c.span(),
                "an `answer_check` makes exactly one claim",
                Some("one of: first (with optional among), before, happens, outcome, decided_by (with at)".into()),
            );
            return None;
        }
        if f.among.is_some() && f.first.is_none() {
            self.at(c.span(), "`among` goes with `first`", None);
            return None;
        }
        if f.at.is_some() && f.decided_by.is_none() {
            self.at(c.span(), "`at` goes with `decided_by`", None);
            return None;
        }
        if let Some(first) = &f.first {
            let among = f.among.clone().unwrap_or_default();
            let mut ok = self.event(first, labels);
            for a in &among {
                ok &= self.event(a, labels);
            }
            if ok && !among.is_empty() && !among.iter().any(|a| a.get_ref() == first.get_ref()) {
                self.at(
                    first.span(),
                    format!("{} is not one of `among`", quote(first.get_ref())),
                    None,
                );
                return None;
            }
            return ok.then(|| AnswerCheck::First {
                event: first.get_ref().clone(),
                among: among.iter().map(|a| a.get_ref().clone()).collect(),
            });
        }
        if let Some(before) = &f.before {
            let [a, b] = before.get_ref().as_slice() else {
                self.at(
                    before.span(),
                    "`before` names two events: [\"earlier\", \"later\"]",
                    None,
                );
                return None;
            };
            let ok = self.event(a, labels) & self.event(b, labels);
            return ok.then(|| AnswerCheck::Before {
                first: a.get_ref().clone(),
                then: b.get_ref().clone(),
            });
        }
        if let Some(h) = &f.happens {
            return self.event(h, labels).then(|| AnswerCheck::Happens {
                event: h.get_ref().clone(),
            });
        }
        if let Some(o) = &f.outcome {
            return self.outcome_answer(o).map(AnswerCheck::Outcome);
        }
        let by = f.decided_by.as_ref()?;
        let player = self.player(by)?;
        let Some(at) = &f.at else {
            self.at(
                c.span(),
                "`decided_by` needs `at`: the decision point",
                Some("an event label or choice-N, as `tw run FILE` lists them".into()),
            );
            return None;
        };
        self.decision_at(at, trace).then(|| AnswerCheck::DecidedBy {
            player,
            at: at.get_ref().clone(),
        })
    }

    fn outcome_answer(&mut self, s: &Spanned<String>) -> Option<OutcomeAnswer> {
        let a = OutcomeAnswer::parse(s.get_ref());
        if a.is_none() {
            let known: Vec<&str> = OutcomeAnswer::ALL.iter().map(|a| a.text()).collect();
            self.at(
                s.span(),
                format!("unknown outcome {}", quote(s.get_ref())),
                Some(nearest(s.get_ref(), &known)),
            );
        }
        a
    }

    fn who_decides_question(
        &mut self,
        id: String,
        q: format::QuestionFile,
        trace: &GameTrace,
    ) -> Option<(Question, Range<usize>)> {
        let (Some(at), Some(answer)) = (&q.at, &q.answer) else {
            self.at(
                q.kind.span(),
                "a \"who_decides\" question needs `at` (the decision point) and `answer` (\"alex\" or \"nico\")",
                None,
            );
            return None;
        };
        let player = self.player(answer);
        if !self.decision_at(at, trace) {
            return None;
        }
        Some((
            Question::WhoDecides {
                id,
                prompt: q.prompt,
                at: at.get_ref().clone(),
                answer: player?,
                explanation: q.explanation,
            },
            answer.span(),
        ))
    }

    fn outcome_question(
        &mut self,
        id: String,
        q: format::QuestionFile,
    ) -> Option<(Question, Range<usize>)> {
        let Some(answer) = &q.answer else {
            self.at(
                q.kind.span(),
                "an \"outcome\" question needs an `answer`",
                Some("one of: Alex wins, Nico wins, Draw, Game continues".into()),
            );
            return None;
        };
        let a = self.outcome_answer(answer)?;
        Some((
            Question::Outcome {
                id,
                prompt: q.prompt,
                answer: a,
                explanation: q.explanation,
            },
            answer.span(),
        ))
    }
}

/// The question kinds a file may use.
pub const QUESTION_KINDS: &[&str] = &["order", "choice", "who_decides", "outcome"];
const ACTIONS: &[&str] = &[
    "pass",
    "take_initiative",
    "play",
    "attack",
    "ability",
    "deploy",
    "smuggle",
];
const TIMING_POINTS: &[&str] = &[
    "start_of_action_phase",
    "end_of_action_phase",
    "start_of_regroup_phase",
    "end_of_regroup_phase",
    "end_of_phase",
];
const DURATIONS: &[&str] = &["this_attack", "this_phase", "this_round"];

/// "did you mean 'x'?" for a close word, else the whole list.
fn nearest(word: &str, known: &[&str]) -> String {
    match schema::closest(word, known) {
        Some(k) => format!("did you mean {}?", quote(k)),
        None => {
            let known: Vec<_> = known.iter().map(|k| escape(k)).collect();
            format!("one of: {}", known.join(", "))
        }
    }
}

/// The first delayed effect in a list of effects, looking inside plays.
fn first_delayed(
    effects: &[Effect],
) -> Option<(crate::rulesets::swu::cards::TimingPoint, Vec<Effect>)> {
    effects.iter().find_map(|e| match e {
        Effect::Delayed { at, effects } => Some((*at, effects.clone())),
        Effect::PlayUnit { then, .. } => first_delayed(then),
        _ => None,
    })
}
