//! The SWM engine's marks for open entries of its section of
//! `docs/rulings-questions.md` ("Star Wars Miniatures: ..."), on boards no
//! library scenario has: each test checks that the mark is on the step
//! that follows the reading, that the engine does what the entry says, and
//! that a board where both readings agree is not marked.

use timing_window::rulesets::swm::readings;
#[path = "common/marks.rs"]
mod marks;

use marks::{marked, prepare};
use timing_window::rulesets::Prepared;

/// An SWM file of round 2 (no question), with this body.
fn round_two(body: &str) -> String {
    format!(
        r#"game = "swm"
id = "swm-reading-board"
title = "A board for an open entry"
summary = "A board no library scenario has, built to reach one of the engine's readings."
difficulty = 3
tags = ["initiative"]
rules = ["R4", "R7"]
tests = "The engine's mark on the step that follows its reading."
rules_edition = "SWM Pre-Game and Pre-Round Procedures (FlyingArrow, bloomilk.com thread 14085)"
author = "Timing Window"
situation = "A board built for a test."

[match]
seating = ["alex", "nico"]
start = "round"
first_round = 2
rounds = 1
setup_order = ["alex", "nico"]

[[character]]
name = "Separatist Officer"
faction = "Separatist"
abilities = ["tactician:4"]
{body}"#
    )
}

/// A value a step leaves for a player (`check`, `kept`).
fn value(p: &Prepared, at: &str, name: &str, player: &str) -> String {
    let (_, s) = p.trace.step_for(at).expect("the step is in the run");
    s.facts
        .values
        .iter()
        .find(|f| f.name == name && f.player.as_deref() == Some(player))
        .map(|f| f.value.clone())
        .unwrap_or_else(|| panic!("no {name} for {player} at {at}: {:?}", s.facts.values))
}

#[test]
fn r4_tactician_on_a_natural_1_is_marked_open_6() {
    // Alex's Officer rolls a 1: the engine adds Tactician +4 to it.
    let text = round_two(
        r#"
[players.alex]
squad = ["Separatist Officer"]

[players.nico]
squad = ["Rebel Trooper"]

[rolls]
alex = [1]
nico = [3]

[[script]]
player = "alex"
choose = "Alex"
"#,
    );
    let p = prepare(&text);
    assert_eq!(marked(&p, readings::TACTICIAN), ["r2/checks-1"]);
    assert_eq!(value(&p, "r2/checks-1", "check", "alex"), "5");
    // A die of 2 gets the bonus under either reading: nothing is marked.
    let p = prepare(&text.replace("alex = [1]", "alex = [2]"));
    assert!(marked(&p, readings::TACTICIAN).is_empty());
    assert_eq!(value(&p, "r2/checks-1", "check", "alex"), "6");
}

#[test]
fn r7_master_tactician_reads_the_kept_die_marked_open_8() {
    // Thrawn's die is a 1, his check 5 with the Officer's Tactician: the
    // engine reads "unless you roll a 1" on the die, so Master Tactician
    // does not apply and Nico's 10 wins.
    let text = round_two(
        r#"
[players.alex]
squad = ["Grand Admiral Thrawn", "Separatist Officer"]

[players.nico]
squad = ["Rebel Trooper"]

[rolls]
alex = [1]
nico = [10]

[[script]]
player = "nico"
choose = "Nico"
"#,
    );
    let p = prepare(&text);
    assert_eq!(
        marked(&p, readings::MASTER_TACTICIAN_ONE),
        ["r2/initiative-decided-1"]
    );
    assert_eq!(value(&p, "r2/checks-1", "check", "alex"), "5");
    assert_eq!(p.trace.outcome.as_deref(), Some("Nico goes first"));
    // A die of 4: Master Tactician applies under either reading.
    let p = prepare(&text.replace("alex = [1]", "alex = [4]").replace(
        "player = \"nico\"\nchoose = \"Nico\"",
        "player = \"alex\"\nchoose = \"Alex\"",
    ));
    assert!(marked(&p, readings::MASTER_TACTICIAN_ONE).is_empty());
    assert_eq!(p.trace.outcome.as_deref(), Some("Alex goes first"));
}

#[test]
fn r2_a_tactics_broker_that_defeats_its_own_carrier_is_marked_open_4() {
    let library = std::fs::read_to_string("scenarios/swm/swm-tactics-broker.toml").unwrap();
    let board = &library[..library
        .find("\n[[question]]")
        .expect("the file has questions")];
    // The library's Broker defeats the Stormtrooper: nothing to mark.
    let p = prepare(board);
    assert!(marked(&p, readings::TACTICS_BROKER_CHOICES).is_empty());
    // Defeating the Broker itself is offered (the engine's reading), and
    // Kim's check still becomes 1.
    let p = prepare(&board.replace(
        "defeat Stormtrooper, name Kim",
        "defeat Muun Tactics Broker, name Kim",
    ));
    assert_eq!(
        marked(&p, readings::TACTICS_BROKER_CHOICES),
        ["r2/alex/tactics-broker-defeat"]
    );
    assert_eq!(value(&p, "r2/checks-1", "check", "kim"), "1");
}

/// A library file's board and script, without its questions and readings.
fn library_board(id: &str) -> String {
    let text = std::fs::read_to_string(format!("scenarios/swm/{id}.toml")).unwrap();
    let cut = text.find("\n[[question]]").expect("the file has questions");
    text[..cut].to_string()
}

#[test]
fn pg10_abilities_of_two_players_resolve_in_setup_order_marked_open_2() {
    // In the library file only Nico has Local Reserves: setup order
    // between players decides nothing, so nothing is marked.
    let board = library_board("swm-dark-master-local-reserves");
    let p = prepare(&board);
    assert!(marked(&p, readings::BEFORE_FIRST_ROLL_ORDER).is_empty());
    // Alex gets a Local Reserves carrier too. Nico chose to set up first,
    // so the engine's reading resolves Nico's before Alex's.
    let two = board
        .replace(
            "\"Darth Maul, Sith Apprentice\", \"Stormtrooper\"]",
            "\"Darth Maul, Sith Apprentice\", \"Stormtrooper\", \"Reserve Scout\"]\nreserve = [\"Bothan Spy\"]",
        )
        .replace(
            "choose = \"Bothan Spy\"\n",
            "choose = \"Bothan Spy\"\n\n[[script]]\nplayer = \"alex\"\nchoose = \"Bothan Spy\"\n",
        );
    let p = prepare(&two);
    assert_eq!(
        marked(&p, readings::BEFORE_FIRST_ROLL_ORDER),
        ["pg/nico/local-reserves", "pg/alex/local-reserves"]
    );
    let at = |label: &str| p.trace.step_for(label).expect("the step is in the run").0;
    assert!(
        at("pg/nico/setup") < at("pg/alex/setup"),
        "Nico set up first"
    );
    assert!(at("pg/nico/local-reserves") < at("pg/alex/local-reserves"));
    assert!(at("pg/alex/local-reserves") < at("pg/door-check"));
}

#[test]
fn pg9c_what_bribery_confers_is_the_files_data_marked_open_16() {
    let board = r#"game = "swm"
id = "swm-bribery-confers"
title = "What Bribery confers"
summary = "A board no library scenario has, built to reach one of the engine's readings."
difficulty = 3
tags = ["pre-game", "bribery"]
rules = ["PG9", "PG9c"]
tests = "The engine's mark on the step that follows its reading."
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
name = "Smuggler Boss"
faction = "Fringe"
abilities = ["bribery"]
CONFERS

[players.alex]
squad = ["Smuggler Boss", "Mandalorian Soldier"]

[players.nico]
squad = ["Rebel Trooper", "Bothan Spy"]

[rolls]
alex = [7]
nico = [15]

[[script]]
player = "alex"
choose = "set up first"

[[script]]
player = "alex"
choose = "west edge"

[[script]]
player = "alex"
choose = "Rebel Trooper from Nico"
"#;
    // The file says Bribery confers Accurate Shot: the bribed trooper
    // gains it at 9c, and that step follows the reading.
    let p = prepare(&board.replace("CONFERS", "confers = { bribery = \"Accurate Shot\" }"));
    let gains = "pg/alex/rebel-trooper-gains-accurate-shot";
    assert_eq!(marked(&p, readings::WHAT_BRIBERY_CONFERS), [gains]);
    let (_, s) = p.trace.step_for(gains).expect("the trooper gains");
    assert_eq!(s.rules, ["PG9c"]);
    // With nothing written, Bribery confers nothing: no gain, no mark.
    let p = prepare(&board.replace("CONFERS", ""));
    assert!(p.trace.step_for("pg/alex/bribery-after-setup").is_some());
    assert!(p.trace.step_for(gains).is_none());
    assert!(marked(&p, readings::WHAT_BRIBERY_CONFERS).is_empty());
    // Versatility's newcomer joins from no other squad: not Bribery-like.
    let p = prepare(&library_board("swm-versatility"));
    assert!(marked(&p, readings::WHAT_BRIBERY_CONFERS).is_empty());
}
