//! Open entry 18 of SWM's section of `docs/rulings-questions.md`: the guide
//! names Programmed Target and Lightsaber Trainer among the after-setup
//! abilities without giving them a part of step 9; the engine resolves
//! them at 9d and marks the step where resolving them at 9c would have
//! moved them past another step.

#[path = "common/swm.rs"]
mod swm_support;

use swm_support::{library_trace, run, TWO_PLAYER_PREGAME as PREGAME2};
use timing_window::rulesets::swm::readings;
use timing_window::rulesets::swm::SwmTrace;

fn marked(t: &SwmTrace, n: u32) -> Vec<String> {
    t.steps
        .iter()
        .filter(|s| s.facts.readings.contains(&n))
        .map(|s| s.label.clone().unwrap_or_default())
        .collect()
}

/// Nico sets up first with the SpecForce Commander (a 9d move); Alex,
/// second, has Cin Drallig's Lightsaber Trainer and Luke Skywalker for
/// its ally.
fn board(nico_squad: &str) -> String {
    format!(
        "{PREGAME2}[players.alex]\nsquad = [\"Cin Drallig, Jedi Battlemaster\", \"Luke Skywalker\"]\n[players.nico]\nsquad = [{nico_squad}]\n[rolls]\nalex = [4]\nnico = [9]\n[[script]]\nplayer = \"alex\"\nchoose = \"set up second\"\n[[script]]\nplayer = \"nico\"\nchoose = \"setup area 1\"\n[[script]]\nplayer = \"alex\"\nchoose = \"Luke Skywalker, Djem So Style\"\n"
    )
}

#[test]
fn pg9d_lightsaber_trainer_after_an_earlier_players_move_is_marked_open_18() {
    // At 9c it would come before Nico's 9d move; at 9d it comes after.
    let t = run(&format!(
        "{}[[script]]\nplayer = \"nico\"\nchoose = \"move\"\n",
        board("\"SpecForce Commander\"")
    ));
    assert_eq!(
        marked(&t, readings::AFTER_SETUP_PART),
        ["pg/alex/lightsaber-trainer"]
    );
    let (_, s) = t.step_for("pg/alex/lightsaber-trainer").expect("the step");
    assert_eq!(s.rules, ["PG9d"]);
}

#[test]
fn pg9d_lightsaber_trainer_with_no_other_step_of_9c_or_9d_is_not_marked() {
    // Nothing of 9c or 9d besides it: both readings give the same run.
    let t = run(&board("\"Rebel Trooper\""));
    assert!(marked(&t, readings::AFTER_SETUP_PART).is_empty());
    // The library's Programmed Target belongs to the last player to set
    // up, after Versatility's 9c steps, under either reading.
    let t = library_trace("swm-versatility.toml");
    assert!(marked(&t, readings::AFTER_SETUP_PART).is_empty());
}
