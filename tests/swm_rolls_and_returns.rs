//! Dice several players roll at one step of the SWM procedure are thrown
//! together (no player's come first), a return to an earlier step is
//! cited by the step that sends the procedure back, and Recon on a reroll
//! is marked as the reading of open entry 17 it is.

#[path = "common/marks.rs"]
mod marks;

use marks::{marked, prepare};
use std::path::PathBuf;
use timing_window::rulesets::swm::readings;
use timing_window::rulesets::Prepared;
use timing_window::timing::{Constraint, OrderSpace};

fn library(id: &str) -> Prepared {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("scenarios/swm/{id}.toml"));
    prepare(&std::fs::read_to_string(path).expect("the library file reads"))
}

/// Every legal order of these events in the run's order tree.
fn orders(p: &Prepared, events: &[&str]) -> Vec<Vec<String>> {
    let events: Vec<String> = events.iter().map(|e| e.to_string()).collect();
    let space =
        OrderSpace::new(&p.trace.order, Some(&events), 100).expect("the events are in the tree");
    space.orders
}

/// The constraint that puts `before` before `after`.
fn constraint(p: &Prepared, before: &str, after: &str) -> Constraint {
    p.trace
        .order
        .constraints()
        .into_iter()
        .find(|c| matches!(c, Constraint::Before { before: b, after: a, .. } if b == before && a == after))
        .unwrap_or_else(|| panic!("no constraint puts {before} before {after}"))
}

#[test]
fn r3_initiative_dice_are_rolled_together_so_either_players_roll_may_come_first() {
    let p = library("swm-master-tactician");
    assert_eq!(
        orders(
            &p,
            &["r2/alex/initiative-roll-1", "r2/nico/initiative-roll-1"]
        )
        .len(),
        2
    );
    // The roll still comes before the checks made from it (R4).
    assert_eq!(
        orders(&p, &["r2/nico/initiative-roll-1", "r2/checks-1"]),
        [["r2/nico/initiative-roll-1", "r2/checks-1"]]
    );
}

#[test]
fn pg5_map_rolls_of_three_players_are_rolled_together() {
    let p = library("swm-three-player-setup");
    let rolls = ["pg/alex/map-roll", "pg/nico/map-roll", "pg/kim/map-roll"];
    assert_eq!(orders(&p, &rolls).len(), 6);
}

#[test]
fn r7_the_master_tacticians_roll_off_together() {
    let p = library("swm-master-tacticians-multiplayer");
    assert_eq!(
        orders(&p, &["r2/alex/tie-break-1", "r2/nico/tie-break-1"]).len(),
        2
    );
    // Both come before the initiative decision the roll-off settles.
    let c = constraint(&p, "r2/nico/tie-break-1", "r2/initiative-decided-1");
    assert_eq!(c.rule(), "R7");
}

#[test]
fn r8_the_return_to_step_4_is_cited_by_r8_not_by_r4() {
    let p = library("swm-anticipation-recon");
    let c = constraint(&p, "r2/nico/anticipation-reroll", "r2/checks-2");
    assert_eq!(c.rule(), "R8");
    assert!(
        c.explain()
            .contains("step R8 sends the procedure back to step R4"),
        "{}",
        c.explain()
    );
}

#[test]
fn r5_the_tie_sends_the_procedure_back_to_the_roll() {
    let p = library("swm-tie-tactician");
    let c = constraint(&p, "r3/tie-1", "r3/alex/initiative-roll-2");
    assert_eq!(c.rule(), "R5");
    assert!(
        c.explain()
            .contains("step R5 sends the procedure back to step R3"),
        "{}",
        c.explain()
    );
}

#[test]
fn r6d_the_exchange_sends_the_procedure_back_to_the_checks() {
    let p = library("swm-sense-exchange");
    let c = constraint(&p, "r2/alex/sense-exchange", "r2/checks-2");
    assert_eq!(c.rule(), "R6d");
}

#[test]
fn pg9b_a_choice_that_cannot_resolve_sends_its_player_back_to_9a() {
    let p = library("swm-bribery-race");
    let c = constraint(
        &p,
        "pg/alex/bribery-after-setup-cannot-resolve-1",
        "pg/alex/bribery-after-setup-rechoice-1",
    );
    assert_eq!(c.rule(), "PG9b");
    // A step reached in its numbered order keeps its own citation.
    let c = constraint(&p, "pg/after-setup-reveal", "pg/kim/bribery-after-setup");
    assert_eq!(c.rule(), "PG9b");
    assert!(c.explain().contains("comes after"), "{}", c.explain());
}

#[test]
fn pg8_the_next_player_goes_back_to_step_7() {
    let p = library("swm-setup-triggers");
    let c = constraint(&p, "pg/alex/light-tutor", "pg/nico/setup");
    assert_eq!(c.rule(), "PG8");
}

#[test]
fn r3_recon_on_an_anticipation_reroll_is_marked_open_17() {
    let p = library("swm-anticipation-recon");
    assert_eq!(
        marked(&p, readings::RECON_ON_REROLLS),
        ["r2/nico/anticipation-reroll"]
    );
    // The round's first roll is Recon's use under either reading.
    let p = library("swm-recon-foresee");
    assert!(marked(&p, readings::RECON_ON_REROLLS).is_empty());
}

#[test]
fn r5_recon_on_the_reroll_after_a_tie_is_marked_open_17() {
    let text = r#"game = "swm"
id = "swm-recon-tie"
title = "Recon after a tie"
summary = "A board built for a test: a Recon player rolls again after a tie."
difficulty = 3
tags = ["initiative"]
rules = ["R3", "R5"]
tests = "The engine's mark on a reroll by a player with Recon."
rules_edition = "SWM Pre-Game and Pre-Round Procedures (FlyingArrow, bloomilk.com thread 14085)"
author = "Timing Window"
situation = "A board built for a test."

[match]
seating = ["alex", "nico"]
start = "round"
first_round = 2
rounds = 1
setup_order = ["alex", "nico"]

[players.alex]
squad = ["Rebel Trooper"]

[players.nico]
squad = ["Viper Probe Droid"]

[rolls]
alex = [10, 5]
nico = [10, 3, 12, 4]

[[script]]
player = "nico"
choose = "keep 10"

[[script]]
player = "nico"
choose = "keep 12"

[[script]]
player = "nico"
choose = "Nico"
"#;
    let p = prepare(text);
    assert_eq!(
        marked(&p, readings::RECON_ON_REROLLS),
        ["r2/nico/initiative-roll-2"]
    );
}

#[test]
fn r7_the_rules_page_leaves_die_or_check_open_for_master_tactician() {
    let digest = timing_window::rulesets::swm::PROCEDURE;
    let r7 = digest
        .split("### R7.")
        .nth(1)
        .and_then(|s| s.split("### ").next())
        .expect("R7 is in the digest");
    assert!(r7.contains("open question"), "{r7}");
    let r3 = digest
        .split("### R3.")
        .nth(1)
        .and_then(|s| s.split("### ").next())
        .expect("R3 is in the digest");
    assert!(
        r3.contains("once per round") && r3.contains("open question"),
        "{r3}"
    );
}

#[test]
fn r1_who_wins_after_the_luck_abilities_cancel_master_tactician_rests_on_open_3() {
    // Both Doellin's Luck and Wager succeed; Thrawn's Master Tactician is
    // cancelled only by the engine's reading of which abilities count, so
    // who decides and who goes first rest on it too.
    let p = library("swm-doellin-wager");
    for q in ["thrawn", "who", "first"] {
        assert!(
            p.scenario.readings_for(q).any(|r| r.open == Some(3)),
            "{q} does not list open entry 3"
        );
    }
}

#[test]
fn r3_every_library_file_with_recon_assumes_its_line_of_sight() {
    // Recon works only while a character with it sees an enemy; the
    // engine does not model the board, so a file must say it holds.
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scenarios/swm");
    let mut seen = 0;
    for entry in std::fs::read_dir(dir).expect("the library") {
        let path = entry.expect("a file").path();
        let text = std::fs::read_to_string(&path).expect("reads");
        let p = prepare(&text);
        // An initiative roll names a source only when Recon adds its die.
        let recon = p.trace.steps.iter().any(|s| {
            s.source.is_some()
                && matches!(&s.board, timing_window::rulesets::Board::Swm(b) if b.kind == "roll")
        });
        if recon {
            seen += 1;
            assert!(
                p.scenario.meta.assumptions.contains("line of sight"),
                "{}: Recon is used, but the assumptions do not say it has line of sight",
                path.display()
            );
        }
    }
    assert!(seen >= 2, "the library's Recon files were found");
}

#[test]
fn pg3_characters_added_by_two_players_join_in_no_fixed_order() {
    // The guide orders players at random where the order of joining
    // matters: no player's join comes first.
    let text = r#"game = "swm"
id = "swm-two-reinforcements"
title = "Two players bring in characters"
summary = "A board built for a test: both players use Reinforcements."
difficulty = 3
tags = ["pre-game"]
rules = ["PG2", "PG3"]
tests = "Characters added at PG3 join with no order among the players."
rules_edition = "SWM Pre-Game and Pre-Round Procedures (FlyingArrow, bloomilk.com thread 14085)"
author = "Timing Window"
situation = "A board built for a test."

[match]
seating = ["alex", "nico"]
start = "pregame"
rounds = 0
maps = ["Hoth"]
setup_areas = ["west edge", "east edge"]

[[character]]
name = "Smuggler Recruiter"
abilities = ["reinforcements"]

[players.alex]
squad = ["Smuggler Recruiter"]
reserve = ["Bothan Spy"]

[players.nico]
squad = ["Smuggler Recruiter"]
reserve = ["Rebel Trooper"]

[rolls]
alex = [12]
nico = [5]

[[script]]
player = "alex"
choose = "Bothan Spy"

[[script]]
player = "nico"
choose = "Rebel Trooper"

[[script]]
player = "nico"
choose = "set up second"

[[script]]
player = "alex"
choose = "west edge"
"#;
    let p = prepare(text);
    assert_eq!(
        orders(
            &p,
            &["pg/alex/joins-bothan-spy", "pg/nico/joins-rebel-trooper"]
        )
        .len(),
        2
    );
    // Both join after the decisions are revealed (PG2 before PG3).
    assert_eq!(
        orders(
            &p,
            &["pg/squad-building-reveal", "pg/nico/joins-rebel-trooper"]
        ),
        [["pg/squad-building-reveal", "pg/nico/joins-rebel-trooper"]]
    );
}

#[test]
fn r14_one_activation_in_the_first_phase_is_called_the_guides_and_open() {
    // Open entry 11: the guide says one, the 2004 quick rules two.
    let digest = timing_window::rulesets::swm::PROCEDURE;
    let r14 = digest
        .split("### R14.")
        .nth(1)
        .expect("R14 is in the digest");
    assert!(r14.contains("open question"), "{r14}");
    let p = library("swm-master-tactician");
    let (_, s) = p.trace.step_for("r2/first-phase").expect("the first phase");
    assert!(s.text.contains("open question"), "{}", s.text);
}

#[test]
fn the_rules_page_calls_every_open_point_open_at_its_step() {
    // The steps whose open entries (docs/rulings-questions.md, SWM) the
    // engine takes a reading of: the rules page says so at each.
    let digest = timing_window::rulesets::swm::PROCEDURE;
    for id in [
        "PG5", "PG7", "PG9b", "PG9c", "PG9d", "PG10", "PG11", "R1", "R2", "R3", "R4", "R5", "R6d",
        "R7", "R14",
    ] {
        let text = digest
            .split(&format!("### {id}."))
            .nth(1)
            .and_then(|s| s.split("### ").next())
            .unwrap_or_else(|| panic!("{id} is in the digest"));
        assert!(
            ["open", "does not say", "does not order", "not confirmed"]
                .iter()
                .any(|w| text.contains(w)),
            "{id}: {text}"
        );
    }
}
