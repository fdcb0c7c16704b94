//! Printed cards the hand-written files never named, read from their text
//! alone, do what their text says when the engine runs them (issue 26).

use timing_window::rulesets::swu::cards::CardPool;
use timing_window::scenario;

/// A scenario where Alex plays `card` with `units` in play; the script's
/// decisions follow.
fn run(board: &str, script: &str) -> scenario::Prepared {
    let text = format!(
        r#"id = "printed-card"
title = "A printed card"
summary = "A printed card read from its text."
difficulty = 1
tags = ["cards"]
rules = ["7.6.13a"]
tests = "That a read card does what its text says."
rules_edition = "CR v7.0"
author = "Timing Window"
situation = "Alex plays a card."
{board}
[state]
round = 2
phase = "action"
step = "turns"
initiative = "alex"

[run]
stop_before = "regroup_start"
{script}
[[question]]
id = "who"
kind = "who_decides"
prompt = "Who decides?"
answer = "alex"
at = "choice-1"
explanation = "Alex controls the ability (7.6.13a)."
"#
    );
    let pool = CardPool::bundled().unwrap();
    scenario::prepare("printed-card.toml", &text, &pool).unwrap_or_else(|d| {
        panic!(
            "{}",
            d.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join("\n")
        )
    })
}

fn choices(p: &scenario::Prepared) -> Vec<(Vec<String>, Vec<String>)> {
    p.trace
        .steps
        .iter()
        .filter_map(|s| s.choice.as_ref())
        .map(|c| (c.options.clone(), c.chosen.clone()))
        .collect()
}

fn text(p: &scenario::Prepared) -> String {
    p.trace
        .steps
        .iter()
        .map(|s| s.text.clone())
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn rule_7_6_13a_ravening_gundark_deals_1_damage_to_a_ground_unit_only() {
    // LOF 259 Ravening Gundark: "When Played: Deal 1 damage to a ground
    // unit." The space unit is no legal choice.
    let p = run(
        r#"
[players.alex]
base = { name = "Echo Base", hp = 30 }
resources = { ready = 5, exhausted = 0 }
hand = ["Ravening Gundark"]
deck_size = 10

[players.nico]
base = { name = "Echo Base", hp = 30 }
resources = { ready = 0, exhausted = 2 }
deck_size = 10
units = [{ card = "wampa" }, { card = "tie-fighter" }]
"#,
        r#"
[[script]]
player = "alex"
action = "play"
card = "Ravening Gundark"

[[script]]
player = "alex"
choose = "Wampa"

[[script]]
player = "nico"
action = "pass"

[[script]]
player = "alex"
action = "pass"
"#,
    );
    let c = choices(&p);
    let (options, chosen) = c
        .iter()
        .find(|(o, _)| o.iter().any(|x| x == "Wampa"))
        .unwrap();
    assert!(
        options.iter().any(|o| o == "Ravening Gundark"),
        "{options:?}"
    );
    assert!(!options.iter().any(|o| o.contains("TIE")), "{options:?}");
    assert_eq!(chosen, &["Wampa"]);
    assert!(text(&p).contains("1 damage"), "{}", text(&p));
}
