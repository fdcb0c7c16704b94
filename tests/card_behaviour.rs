//! Printed cards the hand-written files never named, read from their text
//! alone, do what their text says when the engine runs them (issue 26).

#[path = "common/diags.rs"]
mod diags;
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
id = "outcome"
kind = "outcome"
prompt = "How does it end?"
answer = "Game continues"
explanation = "No base is defeated (7.6.13a)."
"#
    );
    let pool = CardPool::bundled().unwrap();
    scenario::prepare("printed-card.toml", &text, &pool)
        .unwrap_or_else(|d| panic!("{}", diags::lines(&d)))
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
        .map(|s| s.text.to_string())
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

#[test]
fn a_card_not_read_whole_is_a_warning_at_its_line_and_column() {
    let pool = CardPool::bundled().unwrap();
    // Attendant Navigator stays unread: its Advantage tokens are not in
    // CR v7.0.
    let navigator = pool.resolve("Attendant Navigator", None).unwrap();
    assert!(
        !navigator.unread.is_empty(),
        "pick a card the reader does not read whole"
    );
    let board = r#"
[players.alex]
base = { name = "Echo Base", hp = 30 }
resources = { ready = 5, exhausted = 0 }
deck_size = 10
units = [{ card = "Attendant Navigator" }]

[players.nico]
base = { name = "Echo Base", hp = 30 }
resources = { ready = 0, exhausted = 2 }
deck_size = 10
units = [{ card = "wampa" }]
"#;
    let script = r#"
[[script]]
player = "alex"
action = "pass"

[[script]]
player = "nico"
action = "pass"
"#;
    let p = run(board, script);
    let warnings = &p.scenario.setup.swu().unwrap().unsimulated;
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    let w = &warnings[0];
    // Line 16 of the file `run` writes is Alex's units; column 19 is the
    // card's name (its opening quote).
    assert_eq!((w.line, w.column), (16, 19), "{w}");
    assert!(w.message.contains(&navigator.unread[0]), "{w}");
    // The hand-written card in the same file is no warning.
    assert!(!w.message.contains("Wampa"));
}

#[test]
fn library_scenarios_use_only_cards_read_whole_or_written_by_hand() {
    let pool = CardPool::bundled().unwrap();
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/scenarios");
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "toml") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let s = scenario::load(&path.display().to_string(), &text, &pool)
            .unwrap_or_else(|d| panic!("{}: {d:?}", path.display()));
        if let Some(swu) = s.setup.swu() {
            assert!(swu.unsimulated.is_empty(), "{:?}", swu.unsimulated);
        }
    }
}

#[test]
fn rule_7_5_13_wanted_insurgents_bounty_is_collected_by_the_opponent() {
    // SHD 167 Wanted Insurgents: "Bounty - Deal 2 damage to a unit.", read
    // from its text: defeated by Alex's attack, Alex collects it.
    let p = run(
        r#"
[players.alex]
base = { name = "Echo Base", hp = 30 }
resources = { ready = 5, exhausted = 0 }
deck_size = 10
units = [{ card = "wampa" }]

[players.nico]
base = { name = "Echo Base", hp = 30 }
resources = { ready = 0, exhausted = 2 }
deck_size = 10
units = [{ card = "SHD_167" }, { card = "tie-fighter" }]
"#,
        r#"
[[script]]
player = "alex"
action = "attack"
attacker = "wampa"
target = "wanted-insurgents"

[[script]]
player = "alex"
choose = "yes"

[[script]]
player = "alex"
choose = "TIE Fighter"

[[script]]
player = "nico"
action = "pass"

[[script]]
player = "alex"
action = "pass"
"#,
    );
    let bounty = p
        .trace
        .steps
        .iter()
        .filter_map(|s| s.choice.as_ref())
        .find(|c| c.options.iter().any(|o| o == "TIE Fighter"))
        .expect("the bounty's target is chosen");
    assert_eq!(bounty.chooser_id.as_deref(), Some("alex"));
    assert_eq!(bounty.options, ["Wampa", "TIE Fighter"]);
    assert!(
        text(&p).contains("Wanted Insurgents deals 2 damage to TIE Fighter"),
        "{}",
        text(&p)
    );
}
