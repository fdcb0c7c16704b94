//! The real-time engine's marks for open entries of its section of
//! `docs/rulings-questions.md` ("Realtime turns (Line Pirates)") that no
//! library scenario reaches: the mark is on the step that follows the
//! reading, the engine does what the entry says, and a board where both
//! readings agree is not marked.

use timing_window::rulesets::realtime::readings;
#[path = "common/marks.rs"]
mod marks;

use marks::{marked, prepare};

/// A library file's board and script, without its questions and readings.
fn board(id: &str) -> String {
    let text = std::fs::read_to_string(format!("scenarios/realtime/{id}.toml")).unwrap();
    let cut = text.find("\n[[question]]").expect("the file has questions");
    text[..cut].to_string()
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

#[test]
fn rt_start_effects_of_two_players_resolve_in_player_number_order_marked_open_9() {
    // In the library file only Alex has a Press-Ganger: nothing to order.
    let text = board("rt-target-player-extra-time");
    let p = prepare(&text);
    assert!(marked(&p, readings::START_EFFECTS_ORDER).is_empty());
    // Nico fields one too: Alex's (Player Number 1) resolves first, then
    // Nico's, each one marked.
    let two = text.replace(
        "field = [{ card = \"bosun\", prepped = false }]",
        "field = [{ card = \"bosun\", prepped = false }, { card = \"press-ganger\", prepped = false }]",
    ) + "\n[[turn.choose]]\nplayer = \"alex\"\nchoose = \"deckhand\"\n";
    let p = prepare(&two);
    assert_eq!(
        marked(&p, readings::START_EFFECTS_ORDER),
        ["alex/press-ganger-1", "nico/press-ganger-1"]
    );
    let at = |label: &str| p.trace.step_for(label).expect("the step is in the run").0;
    // Nico's Selection for Alex's effect is made before Alex's for Nico's.
    assert!(at("alex/press-ganger-1") < at("nico/limbo-pick-1"));
    assert!(at("nico/limbo-pick-1") < at("nico/press-ganger-1"));
    assert!(at("nico/press-ganger-1") < at("alex/limbo-pick-1"));
    // The order is the Player Number's, not the file's: with the numbers
    // swapped, Nico's effect resolves first, so Alex selects first.
    let (nico_picks, alex_picks) = (
        "[[turn.choose]]\nplayer = \"nico\"\nchoose = \"shade\"\n",
        "[[turn.choose]]\nplayer = \"alex\"\nchoose = \"deckhand\"\n",
    );
    let swapped = two
        .replace("[players.alex]\n", "[players.alex]\nnumber = 2\n")
        .replace("[players.nico]\n", "[players.nico]\nnumber = 1\n")
        .replace(alex_picks, "")
        .replace(nico_picks, &format!("{alex_picks}\n{nico_picks}"));
    let p = prepare(&swapped);
    assert_eq!(
        marked(&p, readings::START_EFFECTS_ORDER),
        ["nico/press-ganger-1", "alex/press-ganger-1"]
    );
}
