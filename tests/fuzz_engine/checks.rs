//! What every fuzzed run must keep: the invariants `tests/engine_props.rs`
//! checks (through `tests/common`), and answer keys that agree with the run
//! they were read from. A broken invariant panics, which both the bounded
//! loop and libFuzzer report as a finding.

use timing_window::rulesets::swu::engine::kinds;
use timing_window::rulesets::swu::engine::{ErrorKind, GameTrace, PlayerId};
use timing_window::rulesets::swu::outcome::OutcomeAnswer;
use timing_window::scenario::{quote, AnswerCheck, Player, Question, Run};
use timing_window::timing::OrderSpace;

/// The step count a finished run must stay under (as in engine_props).
const STEPS: usize = 5_000;

/// What a check learnt about a run, for the loop's figures.
#[derive(Default)]
pub struct Seen {
    pub finished: bool,
    pub steps: usize,
    pub keys: usize,
}

/// Check a driven run's result.
pub fn check(
    result: &Result<GameTrace, timing_window::rulesets::swu::engine::EngineError>,
) -> Seen {
    match result {
        Ok(t) => {
            let keys = invariants(t) + answer_keys(t);
            Seen {
                finished: true,
                steps: t.steps.len(),
                keys,
            }
        }
        Err(e) => {
            // Typed and readable, never a loop cut by the step limit.
            assert!(!e.message.is_empty(), "an engine error with no message");
            assert!(
                e.kind != ErrorKind::StepLimit,
                "the run hit the step limit: {}",
                e.message
            );
            Seen::default()
        }
    }
}

/// The trace's labels are exactly the order tree's events; the engine's own
/// order is legal; nothing resolves after the game ends, which ends once; a
/// nested layer never jumps more than an item and its window deeper; every
/// enumerated order is judged legal. Returns how many orders were judged.
fn invariants(t: &GameTrace) -> usize {
    let actual: Vec<String> = t.labels().iter().map(|s| s.to_string()).collect();
    let mut labels = actual.clone();
    let mut events = t.order.events();
    labels.sort();
    events.sort();
    assert_eq!(
        labels, events,
        "the trace's labels are the order tree's events"
    );
    let mut judged = 0;
    if !actual.is_empty() {
        let space = OrderSpace::new(&t.order, None, 50).expect("a space of the whole tree");
        let v = space
            .judge(&actual)
            .expect("the engine's labels are events");
        assert!(
            v.legal,
            "the engine's own order breaks {:?}",
            v.first_broken.map(|c| c.explain())
        );
        for o in &space.orders {
            assert!(
                space.judge(o).expect("an enumerated order").legal,
                "an enumerated order is judged illegal: {o:?}"
            );
            judged += 1;
        }
    }
    assert!(t.steps.len() < STEPS, "{} steps", t.steps.len());
    for w in t.steps.windows(2) {
        assert!(
            w[1].depth <= w[0].depth + 2,
            "a jump of depth: {} -> {}",
            w[0].text,
            w[1].text
        );
    }
    if let Some(end) = t.steps.iter().position(|s| s.kind == kinds::GAME_OVER) {
        assert!(
            t.steps[end + 1..].iter().all(|s| !matches!(
                s.kind,
                kinds::ABILITY_RESOLVED
                    | kinds::DELAYED_EFFECT_RESOLVED
                    | kinds::ACTION
                    | kinds::GAME_OVER
            )),
            "something resolved after the game ended"
        );
    }
    judged
}

/// Answer keys read off the run must agree with it: the events in the
/// engine's order, each event happening, the outcome, who made each
/// decision. A key that is wrong on purpose must be refused in one line.
fn answer_keys(trace: &GameTrace) -> usize {
    let players: Vec<Player> = match trace.steps.first() {
        Some(s) => PlayerId::BOTH
            .iter()
            .map(|p| Player {
                id: p.slug().to_string(),
                name: s.board.players[p.index()].name.clone(),
            })
            .collect(),
        None => Vec::new(),
    };
    let outcome = OutcomeAnswer::of_trace(trace).text().to_string();
    let outcomes: Vec<String> = OutcomeAnswer::texts();
    let run = Run {
        trace,
        players: &players,
        outcome: &outcome,
        outcomes: &outcomes,
    };
    let t = &run;
    let mut n = 0;
    let agree = |check: Result<(), String>, what: &str| match check {
        Ok(()) => {}
        // A window too big to enumerate is refused, not misjudged.
        Err(why) if why.contains("legal orders: name fewer") => {}
        Err(why) => panic!("the answer key ({what}) disagrees with its own run: {why}"),
    };
    let labels: Vec<String> = trace.labels().iter().map(|s| s.to_string()).collect();
    let distinct = {
        let mut l = labels.clone();
        l.sort();
        l.dedup();
        l.len() == labels.len()
    };
    if labels.len() >= 2 && labels.len() <= 12 && distinct {
        let q = Question::Order {
            id: "q".into(),
            prompt: String::new(),
            events: labels.iter().map(|l| (l.clone(), String::new())).collect(),
            given: Vec::new(),
            explanation: String::new(),
        };
        agree(q.check(t), "the run's own order");
        n += 1;
        // The last event first is wrong unless the order allows it; either
        // way the answer is a verdict in one line, never a panic.
        let mut reversed = labels.clone();
        reversed.reverse();
        let wrong = Question::Order {
            id: "q".into(),
            prompt: String::new(),
            events: reversed.into_iter().map(|l| (l, String::new())).collect(),
            given: Vec::new(),
            explanation: String::new(),
        };
        if let Err(why) = wrong.check(t) {
            assert!(!why.chars().any(quote::is_unsafe), "{why:?}");
        }
    }
    for l in labels.iter().take(8) {
        agree(
            AnswerCheck::Happens { event: l.clone() }.evaluate(t),
            "happens",
        );
        n += 1;
    }
    agree(AnswerCheck::Outcome(outcome.clone()).evaluate(t), "outcome");
    n += 1;
    let names = match trace.steps.first() {
        Some(s) => [
            s.board.players[0].name.clone(),
            s.board.players[1].name.clone(),
        ],
        None => return n,
    };
    if names[0] != names[1] {
        for p in scenario_points(trace).into_iter().take(6) {
            let Some(i) = names.iter().position(|n| *n == p.1) else {
                continue; // a chance decision, made by no player
            };
            agree(
                AnswerCheck::DecidedBy {
                    player: PlayerId(i as u8).slug().to_string(),
                    at: p.0,
                }
                .evaluate(t),
                "decided by",
            );
            n += 1;
        }
    }
    n
}

/// (choice-N, chooser) for every decision of the run.
fn scenario_points(t: &GameTrace) -> Vec<(String, String)> {
    timing_window::scenario::decision_points(t)
        .into_iter()
        .map(|p| (p.name, p.choice.chooser.clone()))
        .collect()
}
