//! What a trainee reads in the trace: each wording rule checked on the text
//! the engine writes.

mod common;
use common::*;
use timing_window::rulesets::swu::cards::CardPool;
use timing_window::rulesets::swu::engine::kinds;
use timing_window::rulesets::swu::engine::{GameTrace, PhaseStep, StopPoint};
use timing_window::scenario::{self, Scenario};

fn load_text(file: &str, text: &str) -> Result<Scenario, Vec<scenario::Diagnostic>> {
    let pool = CardPool::bundled().expect("bundled cards load");
    scenario::load(file, text, &pool)
}

#[test]
fn rule_5_2_1e_a_mulligan_draws_a_new_hand_it_is_not_a_second_opening_hand() {
    let t = run_file("scenarios/setup-mulligans.toml");
    let (i, step) = t.step_for("nico/mulligan").expect("Nico mulligans");
    assert!(
        step.text.contains("takes a mulligan")
            && step.text.contains("back into their deck")
            && step.text.contains("draw 6 new cards")
            && step.text.contains("must keep this hand"),
        "{}",
        step.text
    );
    // Opening hands are drawn once per player, before the mulligans; the
    // new hand is part of the mulligan's own step.
    let opening: Vec<usize> = t
        .steps
        .iter()
        .enumerate()
        .filter(|(_, s)| s.text.contains("opening hand"))
        .map(|(k, _)| k)
        .collect();
    assert_eq!(opening.len(), 2, "one opening hand each");
    assert!(opening.iter().all(|&k| k < i), "no opening hand after it");
    assert_eq!(
        step.board.players[1].hand.len(),
        6,
        "the board shows the new hand"
    );
    let kept = t.step_for("alex/mulligan").expect("Alex decides").1;
    assert_eq!(kept.text, "Alex keeps their hand.");
}

#[test]
fn rule_7_5_1_ambush_is_announced_as_the_keyword_not_as_a_when_played_ability() {
    let t = run_file("scenarios/krayt-dragon-darth-vader.toml");
    let triggered: Vec<&str> = t
        .steps
        .iter()
        .filter(|s| {
            s.kind == kinds::ABILITY_TRIGGERED && s.source.as_deref() == Some("Darth Vader")
        })
        .map(|s| s.text.as_str())
        .collect();
    assert_eq!(
        triggered,
        [
            "Darth Vader's When Played ability triggers.",
            "Darth Vader's Ambush triggers (a keyword that resolves like a When Played ability).",
        ]
    );
    let (_, ambush) = t.step_for("darth-vader/ambush").expect("Ambush resolves");
    assert_eq!(ambush.text, "Darth Vader's Ambush resolves.");
    assert_eq!(ambush.rules[0], "7.5.5");
    let trig = t
        .steps
        .iter()
        .find(|s| s.text.starts_with("Darth Vader's Ambush triggers"))
        .unwrap();
    assert_eq!(trig.rules, ["7.5.1", "7.5.5"]);
}

#[test]
fn rule_7_5_12_shielded_is_announced_as_the_keyword() {
    let t = run_file("scenarios/ambush-and-shielded.toml");
    let shielded: Vec<&str> = t
        .steps
        .iter()
        .filter(|s| s.text.contains("Shielded"))
        .map(|s| s.text.as_str())
        .collect();
    assert!(
        shielded
            .iter()
            .any(|s| s.ends_with("'s Shielded resolves.")),
        "{shielded:?}"
    );
    assert!(
        !t.steps.iter().any(
            |s| s.label.as_deref().is_some_and(|l| l.ends_with("/shielded"))
                && s.text.contains("When Played ability")
        ),
        "a keyword is not a When Played ability"
    );
}

/// Alex's and Nico's Val, refs `val` and `val-2`; Nico plays Vanquish on
/// Alex's.
fn two_vals() -> GameTrace {
    let mut b = Board::new();
    b.unit(ALEX, "val");
    b.unit(ALEX, "chewbacca");
    b.unit(NICO, "val");
    b.state.units[2].label = "val-2".into();
    b.state.active = NICO;
    b.hand(NICO, &["vanquish"]).passed(ALEX);
    b.run(
        vec![
            play(NICO, "vanquish"),
            choose(NICO, &["Val (copy 1)"]),
            choose(NICO, &["Alex"]),
            choose(NICO, &["yes"]),
            choose(NICO, &["Chewbacca"]),
            pass(ALEX),
            pass(NICO),
        ],
        StopPoint::Before(PhaseStep::ActionEnd),
    )
}

#[test]
fn a_defeat_line_tells_apart_two_units_with_one_name() {
    let t = two_vals();
    let defeats: Vec<&str> = t
        .steps
        .iter()
        .filter(|s| s.kind == kinds::DEFEAT)
        .map(|s| s.text.as_str())
        .collect();
    assert_eq!(defeats.len(), 1, "{defeats:?}");
    // The defeated Val has left play when the line is written; it is still
    // told from Nico's: as the first copy, since its label is the card's
    // id (the engine's, not a word for the trainee).
    assert!(
        defeats[0].starts_with("Val (copy 1) is defeated"),
        "{}",
        defeats[0]
    );
    // Lines after it that name a unit with that name keep the ref.
    assert!(t
        .steps
        .iter()
        .all(|s| !s.text.contains("Val is") && !s.text.contains("to Val.")));
}

#[test]
fn a_unit_without_a_twin_is_named_plainly() {
    let mut b = Board::new();
    b.unit(ALEX, "val");
    b.unit(ALEX, "chewbacca");
    b.state.active = NICO;
    b.hand(NICO, &["vanquish"]).passed(ALEX);
    let t = b.run(
        vec![
            play(NICO, "vanquish"),
            choose(NICO, &["Val"]),
            choose(NICO, &["Alex"]),
            choose(NICO, &["yes"]),
            pass(ALEX),
            pass(NICO),
        ],
        StopPoint::Before(PhaseStep::ActionEnd),
    );
    let defeat = t.steps.iter().find(|s| s.kind == kinds::DEFEAT).unwrap();
    assert!(
        defeat.text.starts_with("Val is defeated"),
        "{}",
        defeat.text
    );
}

#[test]
fn labels_are_numbered_in_the_order_things_are_created_not_resolved() {
    let t = run_file("scenarios/krayt-dragon-darth-vader.toml");
    let krayt: Vec<&str> = t
        .labels()
        .into_iter()
        .filter(|l| l.starts_with("krayt-dragon/"))
        .collect();
    // The first to trigger (on Vader's play) resolves last and keeps the
    // bare label; the two that trigger later resolve first as #2 and #3.
    assert_eq!(
        krayt,
        [
            "krayt-dragon/opponent-plays#2",
            "krayt-dragon/opponent-plays#3",
            "krayt-dragon/opponent-plays",
        ]
    );
}

#[test]
fn a_unit_that_comes_back_is_a_new_copy_with_the_next_ref() {
    // Syndicate Lackeys starts on the board as `syndicate-lackeys`; the copy
    // Unnatural Life plays is created later, so it is `#2`.
    let t = run_file("scenarios/unnatural-life-new-copy.toml");
    let labels = t.labels();
    assert!(labels.contains(&"syndicate-lackeys#2/play"), "{labels:?}");
    assert!(!labels.contains(&"syndicate-lackeys/play"), "{labels:?}");
}

#[test]
fn two_waiting_delayed_effects_from_one_card_are_numbered_in_file_order() {
    // The judge lesson's board with a second Sneak Attack effect waiting,
    // stopped before the regroup phase (no questions).
    let text = std::fs::read_to_string("scenarios/sneak-attack-aphra.toml").unwrap();
    let delayed = "[[state.delayed]]\nsource = \"Sneak Attack\"\ncontroller = \"alex\"\ntarget = \"inferno-four\"\n";
    let board = text[..text.find("[[script]]").unwrap()]
        .replace(delayed, &format!("{delayed}\n{delayed}"))
        .replace("stop_before = \"draw\"", "stop_before = \"regroup_start\"");
    let text = format!("{board}[[script]]\nplayer = \"alex\"\naction = \"pass\"\n");
    let s = load_text("two-delayed.toml", &text).unwrap_or_else(|d| panic!("{d:?}"));
    let labels: Vec<&str> = s
        .setup
        .swu()
        .unwrap()
        .board
        .delayed
        .iter()
        .map(|d| d.label.as_str())
        .collect();
    assert_eq!(labels, ["sneak-attack/delayed", "sneak-attack/delayed#2"]);
}

#[test]
fn a_list_answer_is_described_as_a_list_not_as_one_of() {
    // Leave out Alex's "which units does he play, in which order" line.
    let text = std::fs::read_to_string("scenarios/krayt-dragon-darth-vader.toml").unwrap();
    let start = text
        .find("[[script]]\nplayer = \"alex\"\nchoose = [\"OOM-Series Officer\"")
        .expect("the list decision");
    let end = text.find("[[question]]").unwrap();
    let cut = format!("{}{}", &text[..start], &text[end..]);
    let diags = load_text("krayt-missing.toml", &cut).expect_err("a decision is missing");
    let d = diags
        .iter()
        .find(|d| {
            d.message
                .contains("which units does Alex play, and in which order?")
        })
        .expect("the missing decision");
    let hint = d.suggestion.as_deref().unwrap_or_default();
    assert!(!hint.contains("one of"), "{hint}");
    assert!(
        hint.contains("a list of any of them, in order")
            && hint.contains("choose = [\"OOM-Series Officer\", \"Hylobon Enforcer\"]"),
        "{hint}"
    );
}

#[test]
fn a_single_answer_is_still_described_as_one_of() {
    // Leave out Nico's first "yes" and what follows.
    let text = std::fs::read_to_string("scenarios/krayt-dragon-darth-vader.toml").unwrap();
    let start = text
        .find("[[script]]\nplayer = \"nico\"\nchoose = \"yes\"")
        .expect("Nico's first decision");
    let end = text.find("[[question]]").unwrap();
    let cut = format!("{}{}", &text[..start], &text[end..]);
    let diags = load_text("krayt-missing.toml", &cut).expect_err("a decision is missing");
    let hint = diags[0].suggestion.as_deref().unwrap_or_default();
    assert!(
        hint.starts_with("add a [[script]] line with `choose` = one of: yes | no"),
        "{hint}"
    );
}
