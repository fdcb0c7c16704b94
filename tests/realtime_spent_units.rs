//! Open entry 13 of the real-time section of `docs/rulings-questions.md`:
//! a unit at 0 Life stays on the Field until the end of the turn, and the
//! engine keeps it a legal target until then, marking the attack or
//! ability whose targets include one.

#[path = "common/marks.rs"]
mod marks;

use marks::{marked, prepare};
use timing_window::rulesets::realtime::readings;

/// Alex and Blair (team red) both attack Nico's units; Alex's Bosun
/// resolves first (Player 1) and takes the Shade to 0 Life.
fn board(blair_choice: &str, shade_life: &str) -> String {
    format!(
        r#"game = "realtime"
id = "rt-spent-units"
title = "Two attacks at one unit"
summary = "A board built for a test: a unit at 0 Life is attacked again in the same turn."
difficulty = 3
tags = ["attack"]
rules = ["rt-action-attack", "rt-damage"]
tests = "The engine's mark on an attack whose targets include a unit at 0 Life."
rules_edition = "Line Pirates wiki, Turns page (stored copy), with the project's glossary"
author = "Timing Window"
situation = "A board built for a test."
format = "team"

[players.alex]
number = 1
team = "red"
field = ["bosun"]
hq = 6

[players.blair]
number = 2
team = "red"
field = ["marine"]
hq = 6

[players.nico]
number = 3
team = "blue"
field = [{{ card = "shade", life = {shade_life} }}, "lookout"]
hq = 6

[[turn]]
[[turn.select]]
player = "alex"
at = "0:03"
action = "attack"
unit = "bosun"

[[turn.select]]
player = "blair"
at = "0:04"
action = "attack"
unit = "marine"

[[turn.select]]
player = "nico"
at = "0:05"
action = "prep_field"

[[turn.choose]]
player = "alex"
choose = "nico/shade"

[[turn.choose]]
player = "blair"
choose = "{blair_choice}"
"#
    )
}

#[test]
fn rt_damage_a_unit_at_0_life_can_still_be_attacked_marked_open_13() {
    let p = prepare(&board("nico/shade", "2"));
    assert_eq!(
        marked(&p, readings::SPENT_UNITS_TARGETED),
        ["blair/attack-1"]
    );
    // Blair was offered the Shade, already at 0 Life.
    let (_, s) = p
        .trace
        .step_for("blair/attack-target-1")
        .expect("Blair's pick");
    let choice = s.choice.as_ref().expect("a choice point");
    assert!(
        choice.options.iter().any(|o| o == "nico/shade"),
        "{:?}",
        choice.options
    );
}

#[test]
fn rt_damage_targets_all_with_life_left_are_not_marked() {
    // The Shade has Life 9: Alex's attack leaves it alive, so both
    // readings offer Blair the same targets.
    let p = prepare(&board("nico/lookout", "9"));
    assert!(marked(&p, readings::SPENT_UNITS_TARGETED).is_empty());
}
