//! The Star Wars: Unlimited rules engine.
//!
//! Plain Rust with no web dependency. It runs a scenario's board and script
//! through the game structure (section 5) and the timing rules (7.5, 7.6,
//! 7.7, 8.6) and records a [`Trace`]: every step with its rule numbers, its
//! nesting depth and the board after it, every choice with who made it and
//! what else was legal, and an [`OrderNode`] tree that describes exactly the
//! legal resolution orders. The engine never picks for a player: decisions
//! come from the script, and a missing or illegal one is an error.
//!
//! Read `procedure/` first: it is the procedure a judge recites, top to
//! bottom (the phase moment, the trigger window, "resolve, then the nested
//! layer", the state checks of 1.16.5, the end of the game). The other
//! files are what the procedure calls:
//! - `setup`: 5.2's steps in order (random pick, initiative, hands,
//!   mulligans initiative player first, two ready resources);
//! - `structure`: the action phase's turns (play a card, attack, pass, ...)
//!   and the regroup phase's steps;
//! - `attack`: declare, On Attack/On Defense window, combat damage, state
//!   check, end-of-attack window, "this attack" effects expire;
//! - `actions`, `exploit`, `smuggle`: action abilities and leader
//!   deployment, Exploit X (7.5.16), Smuggle (7.5.14);
//! - `cost`: what a play costs (6.2.3), aspect penalties (8.1) included;
//! - `both`: what an ability does to both players (7.1.4);
//! - `events`: what a game event triggers (7.6.3, 7.6.14), including the
//!   keywords that behave like triggers (Ambush, Shielded, Restore, Bounty);
//!   kinds of trigger are one table, `cards::TRIGGERS`;
//! - `effects` (the vocabulary, dispatched), `targets` (amounts, players,
//!   targets), `zones` (damage, defeat, capture, draw, tokens, entering
//!   play, lasting effects), `modified_play` (7.1.6, 7.1.7);
//! - `unique` (1.16.5b), `stats` (current power/HP and keywords, the one
//!   formula), `decide` (choice points, answered from the script).
//!
//! What is and is not modelled yet: `docs/engine.md`.

mod actions;
mod alternative_cost;
mod attack;
mod attack_effect;
mod base_abilities;
mod board_check;
mod both;
mod combat_first;
mod completes;
mod cost;
mod credits;
mod leader_constants;
mod look_at_top;
mod lost_abilities;
pub use cost::beyond_provided;
pub use modified_play::{NOTHING_FOUND, NOTHING_PLAYED};
pub mod branch;
mod decide;
mod defeat_cost;
mod defeated_this_phase;
mod disclose;
mod effects;
mod error;
pub use error::{EngineError, EngineResult, ErrorKind};
mod events;
mod exploit;
mod free_from_discard;
mod granted_keywords;
mod keywords;
pub mod kinds;
mod modified_play;
mod own_cost;
mod play_costs;
mod played_filter;
mod plot;
mod procedure;
mod reach;
pub mod readings;
mod ready_resources;
mod regroup;
mod resource_cards;
mod return_cost;
mod return_from_discard;
mod reveal_draw;
mod reveal_enemy_resources;
mod reveal_from_hand;
mod search_draw;
mod search_unique;
mod setup;
pub mod shared;
mod smuggle;
mod smuggle_cost;
pub mod state;
pub mod stats;
mod structure;
mod targets;
mod that_shield;
mod this_attack;
mod twins;
mod unique;
mod upgrade_on;
mod upgrades;
mod zones;

use std::borrow::Cow;
use std::cell::RefCell;
use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use crate::fast_hash::FastMap;
use crate::rulesets::swu::cards::{Ability, CardPool};
use crate::timing::{Facts, OrderNode, Step, StepKind, Trace};
pub use state::*;

pub use decide::{ScriptAction, ScriptEntry};

/// The trace type this engine produces.
pub type GameTrace = Trace<GameState>;

/// Where a run stops.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StopPoint {
    /// Stop before this step begins.
    Before(PhaseStep),
    /// Run until the game ends (or the script runs out, which is an error).
    GameEnd,
}

/// The most steps a run may take before it is called a loop.
pub const STEP_LIMIT: usize = 20_000;

/// The most units a run may have in play at once. No rule caps units, but
/// no real game comes near this (the engine's stress bench, far beyond any
/// game, holds 220); a file may (an own card that creates 998 tokens,
/// within the loader's numbers), and every unit that enters sees every
/// event after it, so a run past this would take minutes, not
/// milliseconds. Found by the engine fuzzer (docs/fuzzing.md, finding 7).
pub const UNIT_LIMIT: usize = 300;

/// Runs one scenario. Create it with the board and script, then `run`.
pub struct Engine<'p> {
    pool: &'p CardPool,
    state: GameState,
    script: Vec<ScriptEntry>,
    next_entry: usize,
    steps: Vec<Step<GameState>>,
    depth: u32,
    /// Abilities triggered since the last window was opened.
    pending: Vec<procedure::Pending>,
    /// What the modified plays (7.1.6) of the ability now resolving
    /// triggered: a nested layer that waits until that ability has finished,
    /// then resolves ahead of everything waiting outside it (7.1.6b,
    /// 7.1.6e; ruling 2025-09-29).
    play_layer: Vec<procedure::Pending>,
    /// Labels of items that are ready to resolve but parked behind what is
    /// resolving now (outer layers first); recorded on every step.
    waiting: Vec<String>,
    labels: FastMap<String, u32>,
    /// (card, ref) of every unit that left play during the run, so that
    /// `unit_name` tells apart two units with one name after one has gone.
    departed: Vec<(String, String)>,
    stop: StopPoint,
    /// The attacks under way, innermost last (an Ambush attack can start
    /// while another attack's abilities resolve).
    attacks: Vec<attack::AttackCtx>,
    /// The current start/end-of-phase moment has taken its delayed effects
    /// (7.7.4f: one created after this resolves at once).
    moment_collected: bool,
    /// While the delayed effects of a phase moment resolve with the
    /// moment's own abilities waiting: the depth of those delayed effects.
    /// A labelled step deeper than it was triggered by a delayed effect and
    /// resolves before the moment's abilities, the engine's reading of open
    /// question 21 (`readings`).
    delayed_beside_moment: Option<u32>,
    /// Labels of events whose resolution follows the engine's reading of an
    /// open ruling question (`readings`), with its number: set when the
    /// event triggers, marked on its step when it resolves.
    marked_labels: Vec<(String, u32)>,
    /// The board recorded on steps when `snapshots` is off.
    placeholder: Option<GameState>,
    /// Upgrades whose unit left play, until the state check defeats them
    /// (1.16.5c).
    detached: Vec<Upgrade>,
    /// Captured cards whose guard left play, until the state check returns
    /// them (1.16.5d).
    released: Vec<CapturedCard>,
    /// Abilities constant abilities gave units that are leaving play at the
    /// same time, fixed before any of them leaves (General Krell defeated
    /// together with a unit he gave When Defeated to); an attacker's are
    /// kept until its attack ends, for its When Attack Ends (6.3.5b).
    lki_grants: FastMap<InstanceId, Vec<Ability>>,
    /// Units that had lost all abilities as they left play (8.14.2).
    lost_on_leaving: Vec<InstanceId>,
    /// The units defeated at the same time whose defeats are being emitted
    /// (`Engine::defeat_together`): each of them still sees the others'
    /// defeats, as it was in play when they happened (7.6.4).
    leaving_together: Vec<Unit>,
    /// Every unit defeated so far in the run, by instance ("If the defender
    /// was defeated": defeated, not returned or captured).
    defeated_units: Vec<InstanceId>,
    /// Whether any card of the pool has a constant ability: when none
    /// does, nothing looks for them.
    any_constants: bool,
    /// Each player's printed base card, found once (`base_abilities`).
    bases: base_abilities::BaseCards<'p>,
    /// The players' names, shared by every step that names one (a copy per
    /// step was one of each step's allocations, issue 25).
    names: [std::sync::Arc<str>; 2],
    /// The units in play with constant abilities, and the (units, next
    /// instance) it was computed for: units only come and go through
    /// `units.push` with a new instance or a removal, so the pair changes
    /// whenever the set may have.
    constant_sources: RefCell<((usize, u32), Vec<InstanceId>)>,
    /// Which printed names more than one unit has had (`twins`).
    twins: RefCell<twins::TwinNames>,
    /// Record the board and the parked labels after every step (the UI
    /// needs them; benchmarks of huge windows may turn them off: then each
    /// step carries a placeholder board and no parked labels).
    pub snapshots: bool,
    /// The (units, next instance, control changes, attached upgrades) of the
    /// last unique-copies check that found nothing (1.16.5b): it need not run
    /// again until one of them changes.
    unique_checked: (usize, u32, u32, usize),
    /// Bumped whenever a unit changes controller.
    control_changes: u32,
    /// The fingerprint of everything a unit's remaining HP depends on, at
    /// the last 0-HP check that found nothing (1.16.5e): while it is the
    /// same, no unit can have reached 0 HP since.
    zero_hp_checked: Option<u64>,
    /// The question each script entry answered (its prompt), by entry:
    /// what a branch matches later decisions against (`branch`). Kept only
    /// by [`Engine::run_recorded`] (`Some`): a plain run would clone and
    /// hash every prompt for nobody.
    asked: Option<HashMap<usize, String>>,
    /// What each recorded choice point asked for, in order.
    asks: Vec<decide::Ask>,
    /// Set when this run is a "what if?" branch (`branch`).
    branch: Option<branch::BranchMode>,
    /// The unit an upgrade being played was committed to (`upgrade_on`).
    upgrade_on: Option<InstanceId>,
}

impl<'p> Engine<'p> {
    pub fn new(
        pool: &'p CardPool,
        state: GameState,
        script: Vec<ScriptEntry>,
        stop: StopPoint,
    ) -> Self {
        let bases = base_abilities::BaseCards::of(pool, &state);
        let names = PlayerId::BOTH.map(|p| state.name(p).into());
        Engine {
            pool,
            state,
            script,
            next_entry: 0,
            // A seed scenario records a few dozen steps: start with room
            // for them rather than growing (and copying) the list step by step.
            steps: Vec::with_capacity(64),
            depth: 0,
            pending: Vec::new(),
            play_layer: Vec::new(),
            waiting: Vec::new(),
            labels: FastMap::default(),
            departed: Vec::new(),
            stop,
            attacks: Vec::new(),
            moment_collected: false,
            delayed_beside_moment: None,
            marked_labels: Vec::new(),
            placeholder: None,
            detached: Vec::new(),
            released: Vec::new(),
            lki_grants: FastMap::default(),
            lost_on_leaving: Vec::new(),
            leaving_together: Vec::new(),
            defeated_units: Vec::new(),
            // Indexed once by the pool, not scanned per engine.
            any_constants: pool.has_constants(),
            bases,
            names,
            constant_sources: RefCell::new(((usize::MAX, 0), Vec::new())),
            twins: twins::TwinNames::new(),
            snapshots: true,
            unique_checked: (usize::MAX, 0, 0, 0),
            control_changes: 0,
            zero_hp_checked: None,
            asked: None,
            asks: Vec::new(),
            branch: None,
            upgrade_on: None,
        }
    }

    /// Run to the stop point. On an error the partial trace is lost; use
    /// [`Engine::run_partial`] to keep it.
    pub fn run(self) -> EngineResult<GameTrace> {
        let (trace, err) = self.run_partial();
        match err {
            Some(e) => Err(e),
            None => Ok(trace),
        }
    }

    /// Run to the stop point, returning the trace so far even on an error.
    pub fn run_partial(mut self) -> (GameTrace, Option<EngineError>) {
        self.run_in_place()
    }

    /// [`Engine::run_partial`] without giving up the engine, so a caller
    /// can read what the run recorded beside the trace (`branch`).
    fn run_in_place(&mut self) -> (GameTrace, Option<EngineError>) {
        self.claim_board_labels();
        self.seed_labels();
        let result = self.validate_board().and_then(|_| self.run_structure());
        let (order, err) = match result {
            Ok(order) => (order, None),
            Err(e) => (OrderNode::seq(Vec::new(), "5.1.2", ""), Some(e)),
        };
        let err = err.or_else(|| self.leftover_script());
        let outcome = self
            .state
            .outcome
            .as_ref()
            .map(|o| self.describe_outcome(o));
        (
            Trace::new(std::mem::take(&mut self.steps), order, outcome),
            err,
        )
    }

    fn leftover_script(&self) -> Option<EngineError> {
        // A branch may end before the script does (branch.rs).
        let branch = self.branch.is_some();
        (self.next_entry < self.script.len() && !self.game_over() && !branch).then(|| EngineError {
            kind: ErrorKind::IllegalAction,
            message: format!(
                "the run stopped with {} script entries unused, starting with entry {}",
                self.script.len() - self.next_entry,
                self.next_entry + 1
            ),
            at_step: self.steps.len(),
            script_entry: Some(self.next_entry),
            options: Vec::new(),
            list: None,
        })
    }

    pub fn state(&self) -> &GameState {
        &self.state
    }

    fn describe_outcome(&self, o: &Outcome) -> String {
        match o {
            Outcome::Won { winner } => format!("{} wins the game", self.state.name(*winner)),
            Outcome::Draw => "The game is a draw".to_string(),
            Outcome::Conceded { loser } => format!(
                "{} concedes; {} wins the game",
                self.state.name(*loser),
                self.state.name(loser.other())
            ),
        }
    }

    /// Record a step. Fails when the run is longer than any real game.
    fn record(&mut self, kind: StepKind, step: StepText) -> EngineResult<()> {
        if self.steps.len() >= STEP_LIMIT {
            let last = self
                .steps
                .last()
                .map(|s| s.text.to_string())
                .unwrap_or_default();
            return Err(self.error(
                ErrorKind::StepLimit,
                format!("the run took more than {STEP_LIMIT} steps; it was looping at: {last}"),
            ));
        }
        let board = if self.snapshots || self.steps.is_empty() {
            self.state.clone()
        } else {
            // Keep the trace cheap: only the first board is full; the others
            // are one small placeholder (names, bases, outcome; no cards).
            self.placeholder
                .get_or_insert_with(|| {
                    let mut b = self.state.clone();
                    b.units.clear();
                    b.lasting.clear();
                    b.delayed.clear();
                    for p in &mut b.players {
                        p.deck.clear();
                        p.hand.clear();
                        p.discard.clear();
                    }
                    b
                })
                .clone()
        };
        let mut readings: Vec<u32> = step.reading.into_iter().collect();
        let nested_in_delayed = self
            .delayed_beside_moment
            .is_some_and(|d| self.depth > d && step.label.is_some());
        if nested_in_delayed {
            readings.push(readings::WHAT_A_DELAYED_EFFECT_TRIGGERS);
        }
        if let Some(l) = &step.label {
            readings.extend(
                self.marked_labels
                    .iter()
                    .filter(|(m, _)| m == l)
                    .map(|(_, n)| *n),
            );
        }
        self.steps.push(Step {
            kind,
            label: step.label,
            player: step.player.map(|p| self.names[p.index()].clone()),
            facts: Facts {
                source_id: step.source_id,
                player_id: step.player.map(|p| p.slug().into()),
                ability: step.ability,
                name: step.name,
                cause: None,
                values: Vec::new(),
                readings,
            },
            source: step.source,
            text: step.text,
            rules: step.rules.iter().map(|&r| r.into()).collect(),
            depth: self.depth,
            choice: None,
            // The parked labels are a snapshot too: with `snapshots` off a
            // huge window would copy hundreds of labels onto every step.
            waiting: if self.snapshots {
                self.waiting.clone()
            } else {
                Vec::new()
            },
            board,
        });
        Ok(())
    }

    fn error(&self, kind: ErrorKind, message: impl Into<String>) -> EngineError {
        EngineError {
            kind,
            message: message.into(),
            at_step: self.steps.len(),
            script_entry: None,
            options: Vec::new(),
            list: None,
        }
    }

    /// The delayed and lasting effects already on the board carry labels
    /// (the scenario's `[[state.delayed]]`, `[[state.lasting]]`): they take
    /// theirs first, a repeated one becoming `label#2`, so that neither two
    /// of them nor one the run creates later share a label (two Sneak
    /// Attacks' delayed effects were both `sneak-attack/delayed`, and no
    /// script could order them; found by fuzzing, docs/fuzzing.md).
    fn claim_board_labels(&mut self) {
        for i in 0..self.state.delayed.len() {
            let base = std::mem::take(&mut self.state.delayed[i].label);
            self.state.delayed[i].label = self.unique_label(base);
        }
        for i in 0..self.state.lasting.len() {
            let base = std::mem::take(&mut self.state.lasting[i].label);
            self.state.lasting[i].label = self.unique_label(base);
        }
    }

    /// What the board starts with was created before the run: a unit's
    /// ref, a captured card's ref and a waiting delayed effect's label are
    /// taken, so the run numbers the next one with that name `#2` (labels
    /// are numbered in the order things are created, never reused).
    fn seed_labels(&mut self) {
        let units = self.state.units.iter();
        let taken: Vec<String> = units
            .clone()
            .map(|u| u.label.clone())
            .chain(units.flat_map(|u| u.captured.iter().map(|c| c.label.clone())))
            .chain(self.state.delayed.iter().map(|d| d.label.clone()))
            .collect();
        for label in taken {
            let (base, n) = match label.rsplit_once('#') {
                Some((base, n)) => match n.parse::<u32>() {
                    Ok(n) => (base.to_string(), n),
                    Err(_) => (label.clone(), 1),
                },
                None => (label.clone(), 1),
            };
            let seen = self.labels.entry(base).or_insert(0);
            *seen = (*seen).max(n);
        }
    }

    /// A label no other event of this run has: `base` the first time, then
    /// `base#2`, `base#3`, ... in the order things are created (an ability when it triggers, not
    /// when it resolves).
    fn unique_label(&mut self, base: String) -> String {
        let n = self.labels.entry(base.clone()).or_insert(0);
        *n += 1;
        if *n == 1 {
            base
        } else {
            format!("{base}#{n}")
        }
    }

    /// A player's name as a template argument (`text!`): the run's one
    /// shared copy, not a new string.
    fn who(&self, p: PlayerId) -> std::sync::Arc<str> {
        std::sync::Arc::clone(&self.names[p.index()])
    }

    fn card_name(&self, id: &str) -> String {
        self.pool
            .get(id)
            .map(|c| c.name.clone())
            .unwrap_or_else(|| id.to_string())
    }

    /// A unit's name as a player says it: the card's name, with its ref
    /// (which the board shows beside the name too) when another unit with
    /// that name is in play or has been during the run, so that a line
    /// about a unit that has just left play (a defeat) still tells it
    /// from its twin.
    pub fn unit_name(&self, u: &Unit) -> String {
        let printed = self.pool.get(&u.card).map(|c| c.name.as_str());
        let twins = self.has_twin(u, printed);
        let name = printed.unwrap_or(&u.card);
        if !twins {
            return name.to_string();
        }
        // "Name (ref)", put together in place: this runs for every line
        // that names a unit with a twin, where `format!` was a tenth of a
        // huge window's run.
        let (copy, n) = copy_name(&u.label, &u.card);
        let mut out = String::with_capacity(name.len() + copy.len() + n.len() + 3);
        for part in [name, " (", copy, n, ")"] {
            out.push_str(part);
        }
        out
    }
}

/// How a copy is told from its twins: the scenario's own label for it
/// ("nico-hask"), or, for the labels the loader numbers after the card's id
/// (`val`, `val#2`), which copy it is ("copy 2"): the `#` counter is the
/// engine's, not a word a trainee reads. Returned in two parts ("copy ",
/// "2"; or "", the label), put together by the caller.
fn copy_name<'a>(label: &'a str, card: &str) -> (&'static str, &'a str) {
    match label.strip_prefix(card) {
        Some("") => ("copy ", "1"),
        Some(n) => match n.strip_prefix('#').filter(|n| n.parse::<u32>().is_ok()) {
            Some(n) => ("copy ", n),
            None => ("", label),
        },
        None => ("", label),
    }
}

/// What a step says, before it is recorded. Its rules are borrowed from
/// the caller (most are a static list) until the step copies them.
#[derive(Default)]
struct StepText<'r> {
    label: Option<String>,
    player: Option<PlayerId>,
    source: Option<String>,
    text: crate::timing::Text,
    rules: Cow<'r, [&'static str]>,
    /// The source card's id, the ability's printed name and the event's
    /// name: the step's structured facts (`timing::Facts`).
    source_id: Option<String>,
    ability: Option<String>,
    name: Option<String>,
    /// The open ruling question whose reading this step follows
    /// (`readings`).
    reading: Option<u32>,
}

impl<'r> StepText<'r> {
    fn new(text: impl Into<crate::timing::Text>, rules: &'r [&'static str]) -> Self {
        StepText {
            text: text.into(),
            rules: Cow::Borrowed(rules),
            ..StepText::default()
        }
    }
    fn label(mut self, l: impl Into<String>) -> Self {
        self.label = Some(l.into());
        self
    }
    fn player(mut self, p: PlayerId) -> Self {
        self.player = Some(p);
        self
    }
    fn source(mut self, s: impl Into<String>) -> Self {
        self.source = Some(s.into());
        self
    }
    fn source_id(mut self, id: impl Into<String>) -> Self {
        self.source_id = Some(id.into());
        self
    }
    fn reading(mut self, open_question: u32) -> Self {
        self.reading = Some(open_question);
        self
    }
}

impl OrderNode {
    /// A fixed sequence, flattening away empty parts.
    pub fn seq(children: Vec<OrderNode>, rule: &str, why: &str) -> OrderNode {
        OrderNode::Seq {
            children,
            rule: rule.into(),
            why: why.into(),
        }
    }
}

/// A name's possessive as the trace writes it: "Relentless Hunters'" for a
/// name that ends in s, "Doctor Aphra's" otherwise.
/// One rule with the possessive a template writes (`timing::text`).
pub(crate) fn possessive(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 2);
    crate::timing::text::write_possessive(name, &mut out);
    out
}

/// A count and its noun: "1 card", "2 cards".
pub(crate) fn count_of(n: impl Into<i64>, one: &str, many: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

#[cfg(test)]
mod possessive_tests {
    #[test]
    fn a_name_ending_in_s_takes_an_apostrophe_only() {
        assert_eq!(
            super::possessive("Relentless Hunters"),
            "Relentless Hunters'"
        );
        assert_eq!(super::possessive("Doctor Aphra"), "Doctor Aphra's");
    }

    #[test]
    fn a_count_names_one_or_many() {
        assert_eq!(super::count_of(1u32, "card", "cards"), "1 card");
        assert_eq!(super::count_of(2u32, "card", "cards"), "2 cards");
        assert_eq!(super::count_of(0u32, "card", "cards"), "0 cards");
    }
}
