//! Boards built directly in Rust for the engine tests, and the checks every
//! run must pass.
#![allow(dead_code)]

pub mod drive;
pub mod files;
pub mod fuzz_loop;
pub mod library;
pub mod rng;
pub mod situations;
pub mod training;

// Re-exported so a test file's `use common::*` reaches them; a file that
// needs neither would otherwise warn.
#[allow(unused_imports)]
pub use library::{key_and_wrong, prepared, run_file};
#[allow(unused_imports)]
pub use situations::{
    discerning_veteran_captures_a_bounty, inferno_four_facing_vanquish,
    krayt_dragon_attacks_shielded_dooku, vanquish_defeats_inferno_four,
};
#[allow(unused_imports)]
pub use training::{training_board, TRAINING_CARDS};

use timing_window::rulesets::swu::cards::{Arena, CardPool};
use timing_window::rulesets::swu::engine::kinds;
use timing_window::rulesets::swu::engine::{
    Base, Engine, EngineError, GameState, GameTrace, HiddenCard, InstanceId, Leader, Phase,
    PhaseStep, PlayerId, PlayerState, Resources, ScriptAction, ScriptEntry, StopPoint, Unit,
    Upgrade,
};
use timing_window::timing::{ChoicePoint, OrderSpace};

pub const ALEX: PlayerId = PlayerId(0);
pub const NICO: PlayerId = PlayerId(1);

/// Where most runs stop: before the action phase ends, or, for what the
/// regroup phase starts with, before the regroup phase.
pub const ACTION_END: StopPoint = StopPoint::Before(PhaseStep::ActionEnd);
pub const REGROUP_START: StopPoint = StopPoint::Before(PhaseStep::RegroupStart);

pub fn pool() -> CardPool {
    CardPool::bundled().expect("bundled cards load")
}

fn player(name: &str) -> PlayerState {
    PlayerState {
        name: name.into(),
        base: Base {
            name: format!("{name}'s base"),
            hp: 30,
            damage: 0,
            aspects: Vec::new(),
        },
        leader: None,
        leader_aspects: Vec::new(),
        deck: vec![HiddenCard::Unknown; 20].into(),
        hand: Vec::new().into(),
        resources: Resources {
            ready: 10,
            exhausted: 0,
            known: Vec::new(),
            stolen: Vec::new(),
        },
        discard: Vec::new().into(),
        passed: false,
        force_token: false,
        credit_tokens: 0,
        units_defeated_this_phase: 0,
        played_this_phase: Vec::new(),
        played_this_round: Vec::new(),
        defeated_this_phase: Vec::new(),
        used_this_round: Vec::new(),
        attacked_with_this_phase: Vec::new(),
        attacked_base_this_phase: Vec::new(),
    }
}

/// A board: Alex has the initiative and is the active player in the action
/// phase's turns of round 1, both bases at 30, 10 ready resources each, 20
/// unknown cards in each deck, empty hands.
pub struct Board {
    pub state: GameState,
    pub pool: CardPool,
}

impl Board {
    pub fn new() -> Board {
        Board {
            state: GameState {
                players: [player("Alex").into(), player("Nico").into()],
                units: Vec::new().into(),
                initiative: ALEX,
                initiative_taken: false,
                active: ALEX,
                round: 1,
                phase: Phase::Action,
                step: PhaseStep::Turns,
                lasting: Vec::new().into(),
                delayed: Vec::new().into(),
                next_instance: 0,
                outcome: None,
                attack: None,
                game_lasting: Vec::new(),
                cant_play_named: Vec::new(),
            },
            pool: pool(),
        }
    }

    pub fn at(mut self, phase: Phase, step: PhaseStep) -> Board {
        self.state.phase = phase;
        self.state.step = step;
        self
    }

    /// Put a unit into play for `p`; its label is the card id unless given.
    pub fn unit(&mut self, p: PlayerId, card: &str) -> InstanceId {
        self.unit_as(p, card, card)
    }

    pub fn unit_as(&mut self, p: PlayerId, card: &str, label: &str) -> InstanceId {
        let instance = self.state.new_instance();
        let arena = self
            .pool
            .get(card)
            .and_then(|c| c.arena)
            .unwrap_or(Arena::Ground);
        self.state.units.push(Unit {
            instance,
            card: card.into(),
            label: label.into(),
            owner: p,
            controller: p,
            arena,
            damage: 0,
            exhausted: false,
            shields: 0,
            experience: 0,
            upgrades: Vec::new(),
            entered_this_phase: false,
            played_this_phase_by: None,
            marked_shields: Vec::new(),
            how_played: None,
            entered_this_round: false,
            captured: Vec::new(),
        });
        instance
    }

    /// An upgrade already attached to `unit` (not played: no ability of
    /// its triggers), owned by `owner`, its label the card id.
    pub fn attach(&mut self, unit: InstanceId, card: &str, owner: PlayerId) -> &mut Self {
        self.unit_mut(unit).upgrades.push(Upgrade {
            card: card.into(),
            label: card.into(),
            owner,
            taken_by: None,
            attached_by: None,
        });
        self
    }

    pub fn unit_mut(&mut self, id: InstanceId) -> &mut Unit {
        self.state.unit_mut(id).expect("unit")
    }

    pub fn hand(&mut self, p: PlayerId, cards: &[&str]) -> &mut Self {
        self.state.player_mut(p).hand = cards
            .iter()
            .map(|c| HiddenCard::Known(c.to_string()))
            .collect();
        self
    }

    /// Known cards on top of the deck, then `unknown` unknown ones.
    pub fn deck(&mut self, p: PlayerId, top: &[&str], unknown: usize) -> &mut Self {
        let mut d: Vec<HiddenCard> = top
            .iter()
            .map(|c| HiddenCard::Known(c.to_string()))
            .collect();
        d.extend(std::iter::repeat_n(HiddenCard::Unknown, unknown));
        self.state.player_mut(p).deck = d.into();
        self
    }

    pub fn base(&mut self, p: PlayerId, hp: i32, damage: i32) -> &mut Self {
        let b = &mut self.state.player_mut(p).base;
        b.hp = hp;
        b.damage = damage;
        self
    }

    /// The aspect icons of the leader this board leaves out: they decide
    /// aspect penalties (8.1.1).
    pub fn leader_aspects(&mut self, p: PlayerId, icons: &[&str]) -> &mut Self {
        self.state.player_mut(p).leader_aspects = icons.iter().map(|s| s.to_string()).collect();
        self
    }

    /// The aspect icon(s) the player's made-up base provides.
    pub fn base_aspects(&mut self, p: PlayerId, icons: &[&str]) -> &mut Self {
        self.state.player_mut(p).base.aspects = icons.iter().map(|s| s.to_string()).collect();
        self
    }

    pub fn leader(&mut self, p: PlayerId, card: &str) -> &mut Self {
        self.state.player_mut(p).leader = Some(Leader {
            card: card.into(),
            label: card.into(),
            deployed: false,
            exhausted: false,
            epic_action_used: false,
        });
        self
    }

    /// Make `p` the player taking the next action.
    pub fn acting(&mut self, p: PlayerId) -> &mut Self {
        self.state.active = p;
        self
    }

    pub fn passed(&mut self, p: PlayerId) -> &mut Self {
        self.state.player_mut(p).passed = true;
        self
    }

    pub fn engine(&self, script: Vec<ScriptEntry>, stop: StopPoint) -> Engine<'_> {
        Engine::new(&self.pool, self.state.clone(), script, stop)
    }

    /// Run and check the run's invariants.
    pub fn run(&self, script: Vec<ScriptEntry>, stop: StopPoint) -> GameTrace {
        let trace = self
            .engine(script, stop)
            .run()
            .unwrap_or_else(|e| panic!("the run failed: {e}"));
        check(&trace);
        trace
    }

    pub fn run_err(&self, script: Vec<ScriptEntry>, stop: StopPoint) -> EngineError {
        match self.engine(script, stop).run() {
            Ok(_) => panic!("the run should have failed"),
            Err(e) => e,
        }
    }
}

pub fn play(p: PlayerId, card: &str) -> ScriptEntry {
    ScriptEntry::Action {
        player: p,
        action: ScriptAction::Play { card: card.into() },
    }
}

/// Play a known resource with Smuggle (7.5.14).
pub fn smuggle(p: PlayerId, card: &str) -> ScriptEntry {
    ScriptEntry::Action {
        player: p,
        action: ScriptAction::Smuggle { card: card.into() },
    }
}

pub fn pass(p: PlayerId) -> ScriptEntry {
    ScriptEntry::Action {
        player: p,
        action: ScriptAction::Pass,
    }
}

pub fn attack(p: PlayerId, attacker: &str, target: &str) -> ScriptEntry {
    ScriptEntry::Action {
        player: p,
        action: ScriptAction::Attack {
            attacker: attacker.into(),
            target: target.into(),
        },
    }
}

pub fn choose(p: PlayerId, options: &[&str]) -> ScriptEntry {
    ScriptEntry::Decision {
        player: Some(p),
        choose: options.iter().map(|s| s.to_string()).collect(),
    }
}

pub fn chance(option: &str) -> ScriptEntry {
    ScriptEntry::Decision {
        player: None,
        choose: vec![option.to_string()],
    }
}

pub fn concede(p: PlayerId) -> ScriptEntry {
    ScriptEntry::Concede { player: p }
}

/// Use the action ability of `source` (a unit's or a leader's).
pub fn ability(p: PlayerId, source: &str) -> ScriptEntry {
    ScriptEntry::Action {
        player: p,
        action: ScriptAction::UseAbility {
            source: source.into(),
            ability: None,
        },
    }
}

/// Deploy the player's leader (its Epic Action).
pub fn deploy(p: PlayerId) -> ScriptEntry {
    ScriptEntry::Action {
        player: p,
        action: ScriptAction::DeployLeader,
    }
}

/// The index of the step that resolved `label`.
pub fn step_at(t: &GameTrace, label: &str) -> usize {
    t.step_for(label)
        .unwrap_or_else(|| panic!("no step resolved {label}"))
        .0
}

/// The index of the first step whose text says `needle`.
pub fn step_saying(t: &GameTrace, needle: &str) -> usize {
    t.steps
        .iter()
        .position(|s| s.text.contains(needle))
        .unwrap_or_else(|| panic!("no step says '{needle}'"))
}

/// Does any step's text say `needle`?
pub fn said(t: &GameTrace, needle: &str) -> bool {
    t.steps.iter().any(|s| s.text.contains(needle))
}

/// Owned strings, for comparing with what the engine lists (options,
/// labels, an order).
pub fn strings(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

/// Does the step that resolved `label` cite `rule`?
pub fn cites(t: &GameTrace, label: &str, rule: &str) -> bool {
    t.step_for(label)
        .map(|(_, s)| s.rules.iter().any(|r| r == rule))
        .unwrap_or(false)
}

/// The decision whose prompt contains `what`: who chose, the options.
pub fn decision<'t>(t: &'t GameTrace, what: &str) -> &'t ChoicePoint {
    t.choices()
        .map(|(_, c)| c)
        .find(|c| c.prompt.contains(what))
        .unwrap_or_else(|| panic!("no decision about {what:?}"))
}

/// Alex's ready resources after the run's last step.
pub fn ready_after(t: &GameTrace) -> u32 {
    t.steps.last().unwrap().board.players[0].resources.ready
}

/// The labels of the steps that resolved something, in order.
pub fn resolved(trace: &GameTrace) -> Vec<&str> {
    trace.labels()
}

/// Every run's invariants: the engine's own order is one of the legal
/// orders its tree describes; nothing resolves after the game ended; the
/// trace's labels are exactly the tree's events.
pub fn check(trace: &GameTrace) {
    let mut labels: Vec<String> = trace.labels().iter().map(|s| s.to_string()).collect();
    let mut events = trace.order.events();
    let actual = labels.clone();
    labels.sort();
    events.sort();
    assert_eq!(
        labels, events,
        "the trace's labels are the order tree's events"
    );
    if !actual.is_empty() {
        let space = OrderSpace::new(&trace.order, None, 1).expect("space");
        let v = space.judge(&actual).expect("judge");
        assert!(
            v.legal,
            "the engine's own order breaks {:?}",
            v.first_broken.map(|c| c.explain())
        );
    }

    if let Some(end) = trace.steps.iter().position(|s| s.kind == kinds::GAME_OVER) {
        assert!(
            trace.steps[end + 1..].iter().all(|s| !matches!(
                s.kind,
                kinds::ABILITY_RESOLVED | kinds::DELAYED_EFFECT_RESOLVED | kinds::ACTION
            )),
            "something resolved after the game ended"
        );
    }
}
