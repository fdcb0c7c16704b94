//! The real-time engine's marks for open entries of its section of
//! `docs/rulings-questions.md` ("Realtime turns (Line Pirates)") that no
//! library scenario reaches: the mark is on the step that follows the
//! reading, the engine does what the entry says, and a board where both
//! readings agree is not marked.

use timing_window::rulesets::realtime::readings;
use timing_window::rulesets::{Bundled, Prepared};
use timing_window::scenario;

/// A library file's board and script, without its questions and readings.
fn board(id: &str) -> String {
    let text = std::fs::read_to_string(format!("scenarios/realtime/{id}.toml")).unwrap();
    let cut = text.find("\n[[question]]").expect("the file has questions");
    text[..cut].to_string()
}

fn prepare(text: &str) -> Prepared {
    let pool = Bundled::bundled().expect("bundled data loads");
    scenario::prepare("x.toml", text, &pool).unwrap_or_else(|d| panic!("{d:#?}"))
}

/// The labels of the steps marked `n`.
fn marked(p: &Prepared, n: u32) -> Vec<String> {
    p.trace
        .steps
        .iter()
        .filter(|s| s.facts.readings.contains(&n))
        .map(|s| s.label.clone().unwrap_or_default())
        .collect()
}

#[test]
fn rt_clock_ties_a_selection_at_the_second_the_turn_clock_runs_out_is_marked_open_7() {
    // Nico selects at 0:09 in the library file: well within his 0:15.
    let text = board("rt-two-attacks-player-number");
    let p = prepare(&text);
    assert!(marked(&p, readings::AT_THE_SECOND).is_empty());
    // At 0:15, the second his turn clock reaches zero: the selection
    // counts (the engine's reading), so his turn clock never runs out and
    // his attack resolves.
    let p = prepare(&text.replace("at = \"0:09\"", "at = \"0:15\""));
    assert_eq!(marked(&p, readings::AT_THE_SECOND), ["nico/select-1"]);
    assert!(p.trace.step_for("nico/turn-clock-out-1").is_none());
    assert!(p.trace.step_for("nico/attack-1").is_some());
}
