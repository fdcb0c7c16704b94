//! What the real-time steps cite is what the cited rule says (the default
//! action only where a player gets it, a Quarter's discard by `rt-quarter`,
//! a summoned card's move by `rt-action-summon`), the readings the engine
//! takes are called readings where the rules page and the steps state
//! them, and the library files whose answers rest on a reading list it.

#[path = "common/marks.rs"]
mod marks;

use marks::prepare;
use std::path::PathBuf;
use timing_window::rulesets::realtime;
use timing_window::rulesets::Prepared;

fn library(id: &str) -> Prepared {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("scenarios/realtime/{id}.toml"));
    prepare(&std::fs::read_to_string(path).expect("the library file reads"))
}

/// The rule ids the step labelled `label` cites.
fn cites(p: &Prepared, label: &str) -> Vec<String> {
    let (_, s) = p.trace.step_for(label).expect("the step is in the run");
    s.rules.iter().map(|r| r.to_string()).collect()
}

/// The rule ids the (unlabelled) step whose text starts with `text` cites.
fn cites_text(p: &Prepared, text: &str) -> Vec<String> {
    p.trace
        .steps
        .iter()
        .find(|s| s.text.starts_with(text))
        .unwrap_or_else(|| panic!("no step says {text}"))
        .rules
        .iter()
        .map(|r| r.to_string())
        .collect()
}

/// The open entries the readings listing question `q` are about.
fn open_for(p: &Prepared, q: &str) -> Vec<u32> {
    p.scenario.readings_for(q).filter_map(|r| r.open).collect()
}

#[test]
fn rt_phase_end_cites_the_default_action_only_when_a_player_gets_it() {
    let p = library("rt-fast-players-end-early");
    assert_eq!(cites(&p, "action-phase-ends-1"), ["rt-phase-end"]);
    let p = library("rt-player-clock-out-others-selected");
    assert_eq!(
        cites(&p, "action-phase-ends-1"),
        ["rt-phase-end", "rt-default-action"]
    );
}

#[test]
fn rt_quarter_discards_cite_rt_quarter_and_the_default_action_only_for_a_defaulted_player() {
    // Nico selected Prep Base: Nico picks, by the Quarter rule alone.
    let p = library("rt-prep-base-vs-attack");
    assert_eq!(cites(&p, "nico/quarter-discard-1"), ["rt-quarter"]);
    assert_eq!(
        cites_text(&p, "Lookout goes from Nico's Base to Limbo"),
        ["rt-quarter"]
    );
    // Nico ran out of player clock: the AI picks for the default action.
    let p = library("rt-player-clock-two-turns");
    assert_eq!(
        cites(&p, "nico/quarter-discard-2"),
        ["rt-quarter", "rt-default-action"]
    );
    // The global clock ended the phase: the AI makes every Selection.
    let p = library("rt-never-selects-global-clock");
    assert_eq!(
        cites(&p, "nico/quarter-discard-1"),
        ["rt-quarter", "rt-ai-selections"]
    );
}

#[test]
fn rt_action_summon_cites_the_summon_rule_for_the_card_it_moves() {
    let p = library("rt-team-transfer-summon");
    assert_eq!(
        cites_text(&p, "Marine moves from team red's Reinforcements Zone"),
        ["rt-action-summon"]
    );
}

#[test]
fn rt_same_kind_order_is_called_a_reading_where_the_resolution_step_states_it() {
    let p = library("rt-attack-vs-visible-deploy");
    let (_, s) = p.trace.step_for("resolve-1").expect("the resolution step");
    assert!(s.text.contains("this trainer's reading"), "{}", s.text);
}

#[test]
fn rt_clock_ties_the_rules_page_calls_the_very_second_readings() {
    let rules = realtime::digest();
    for id in ["rt-clock-turn", "rt-clock-ties"] {
        let text = rules
            .iter()
            .find(|r| r.id == id)
            .map(|r| r.paragraphs.join(" "))
            .unwrap_or_else(|| panic!("{id} is on the rules page"));
        assert!(text.contains("open question"), "{id}: {text}");
    }
}

#[test]
fn rt_victory_check_several_losers_rest_on_open_8() {
    let p = library("rt-nobody-selects");
    assert!(open_for(&p, "outcome").contains(&8));
}

#[test]
fn rt_clock_target_player_no_selection_rests_on_open_5() {
    let p = library("rt-target-player-no-selection");
    assert!(open_for(&p, "extra").contains(&5));
    assert!(open_for(&p, "order").contains(&5));
}

#[test]
fn rt_clock_target_player_the_reading_does_not_deny_the_turn_clock_the_page_names() {
    // The page adds the 8 s to the target player's turn clock; only the
    // global clock is open.
    let p = library("rt-target-player-extra-time");
    let r = p
        .scenario
        .readings_for("order")
        .find(|r| r.open == Some(5))
        .expect("the reading of open entry 5");
    assert!(!r.why.contains("without saying which clock"), "{}", r.why);
    assert!(!r.other.contains("or only"), "{}", r.other);
}

#[test]
fn rt_rules_page_calls_every_reading_the_engine_takes_open() {
    // The rules whose open entries (docs/rulings-questions.md, real-time)
    // the engine takes a reading of: the rules page says so at each.
    let rules = realtime::digest();
    for id in [
        "rt-start-effects",
        "rt-clock-turn",
        "rt-clock-target-player",
        "rt-clock-ties",
        "rt-phase-end",
        "rt-default-action",
        "rt-ai-selections",
        "rt-same-kind",
        "rt-action-attack",
        "rt-damage",
        "rt-action-summon",
        "rt-victory-check",
    ] {
        let text = rules
            .iter()
            .find(|r| r.id == id)
            .map(|r| r.paragraphs.join(" "))
            .unwrap_or_else(|| panic!("{id} is on the rules page"));
        assert!(
            text.contains("open question") || text.contains("reading"),
            "{id}: {text}"
        );
    }
}
