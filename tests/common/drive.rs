//! Driving a generated board to its end for the property tests: wherever
//! the engine reports a missing decision, the next generated number picks
//! one of the options the error lists, and the run starts again with the
//! longer script; then the invariants every such run keeps.

use timing_window::rulesets::swu::engine::kinds;
use timing_window::rulesets::swu::engine::{
    EngineError, ErrorKind, GameTrace, PhaseStep, ScriptAction, ScriptEntry, StopPoint,
};

use super::{check, Board, ALEX, NICO};

/// What a driven run may play and where it stops: each property explores
/// its own space, so the difference is data, not a second copy of the
/// driver.
#[derive(Debug, Clone, Copy)]
pub struct Plays {
    /// Deploy a leader and use an action ability when the pick names one;
    /// without this, such a pick is a pass.
    pub leaders: bool,
    /// Answer "which cards, in which order?" with none and "which 2 cards"
    /// with the first two; without this, such a prompt takes the one option
    /// the pick names.
    pub card_sets: bool,
    /// Where each run stops.
    pub stop: StopPoint,
}

/// The generated boards of `tests/engine_props*.rs`: no leaders' actions,
/// every kind of decision, up to the next action phase.
pub const BOARDS: Plays = Plays {
    leaders: false,
    card_sets: true,
    stop: StopPoint::Before(PhaseStep::ActionStart),
};

/// The leader boards of `tests/engine_actions.rs`: deploying and action
/// abilities too, to the end of the action phase.
pub const LEADERS: Plays = Plays {
    leaders: true,
    card_sets: false,
    stop: StopPoint::Before(PhaseStep::ActionEnd),
};

/// Turn the error's options into the next script entry.
pub fn answer(e: &EngineError, pick: u16, plays: Plays) -> ScriptEntry {
    let n = e.options.len().max(1);
    let one = e.options[pick as usize % n].clone();
    if e.message.contains("action in the action phase") {
        let p = if e.message.contains("Nico") {
            NICO
        } else {
            ALEX
        };
        let action = if one == "take_initiative" {
            ScriptAction::TakeInitiative
        } else if plays.leaders && one == "deploy" {
            ScriptAction::DeployLeader
        } else if let Some(card) = one.strip_prefix("play ") {
            ScriptAction::Play { card: card.into() }
        } else if let Some(source) = one.strip_prefix("ability ").filter(|_| plays.leaders) {
            ScriptAction::UseAbility {
                source: source.into(),
                ability: None,
            }
        } else if let Some(rest) = one.strip_prefix("attack ") {
            let (a, t) = rest.split_once(" -> ").unwrap_or((rest, "base"));
            ScriptAction::Attack {
                attacker: a.into(),
                target: t.into(),
            }
        } else {
            ScriptAction::Pass
        };
        return ScriptEntry::Action { player: p, action };
    }
    let choose = if e.message.contains("In which order") {
        // A rotation of the options by the pick.
        let mut v = e.options.clone();
        v.rotate_left(pick as usize % n);
        v
    } else if plays.card_sets && e.message.contains("in which order?") {
        vec!["none".to_string()]
    } else if plays.card_sets && e.message.contains("which 2 cards") {
        e.options.iter().take(2).cloned().collect()
    } else {
        vec![one]
    };
    ScriptEntry::Decision {
        player: None,
        choose,
    }
}

/// Drive a run of the generated boards ([`BOARDS`]) to its end.
pub fn drive(b: &Board, picks: &[u16], concede_at: Option<u8>) -> Result<GameTrace, EngineError> {
    drive_with(b, picks, concede_at, BOARDS)
}

/// Drive a run to its end as `plays` says, Nico conceding before the
/// `concede_at`th decision when given. Returns the trace when the run
/// finished, or the typed error that stopped it (an unaffordable play the
/// generator chose).
pub fn drive_with(
    b: &Board,
    picks: &[u16],
    concede_at: Option<u8>,
    plays: Plays,
) -> Result<GameTrace, EngineError> {
    let mut script: Vec<ScriptEntry> = Vec::new();
    for (round, pick) in picks.iter().enumerate() {
        if concede_at == Some(round as u8) {
            script.push(ScriptEntry::Concede { player: NICO });
        }
        match b.engine(script.clone(), plays.stop).run() {
            Ok(t) => return Ok(t),
            Err(e) if e.kind == ErrorKind::MissingDecision && !e.options.is_empty() => {
                script.push(answer(&e, *pick, plays));
            }
            Err(e) => return Err(e),
        }
    }
    // Out of picks: end every remaining decision with passes.
    b.engine(script, plays.stop).run()
}

/// What every driven run keeps: a finished run passes [`check`], ends well
/// inside the step limit, never jumps more than an item and its nested
/// window deeper, and ends the game at most once; a stopped run stops with
/// a readable typed error, never the step limit.
pub fn invariants(run: &Result<GameTrace, EngineError>) -> Result<(), String> {
    match run {
        Ok(t) => {
            check(t);
            if t.steps.len() >= 5_000 {
                return Err(format!("{} steps", t.steps.len()));
            }
            // A nested layer finishes before the layer beneath goes on:
            // after a step at depth d, the trace never jumps deeper than
            // d + 2 (an item and its nested window).
            for w in t.steps.windows(2) {
                if w[1].depth > w[0].depth + 2 {
                    return Err(format!("{} -> {}", w[0].text, w[1].text));
                }
            }
            let ends = t
                .steps
                .iter()
                .filter(|s| s.kind == kinds::GAME_OVER)
                .count();
            if ends > 1 {
                return Err(format!("the game ended {ends} times"));
            }
            Ok(())
        }
        Err(e) if e.message.is_empty() => Err("an error without a message".into()),
        Err(e) if e.kind == ErrorKind::StepLimit => Err(e.message.clone()),
        Err(_) => Ok(()),
    }
}
