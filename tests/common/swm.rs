//! Shared helpers for the Star Wars Miniatures tests, included as
//! `#[path = "common/swm.rs"] mod swm_support;` (it needs none of the SWU
//! boards of `common/mod.rs`).
#![allow(dead_code)]

#[path = "diags.rs"]
mod diags;
use timing_window::rulesets::swm::{self, SwmError, SwmScenario, SwmTrace};

pub const HEADER: &str = r#"game = "swm"
id = "t"
title = "t"
summary = "t"
difficulty = 1
rules_edition = "SWM Pre-Game and Pre-Round Procedures"
situation = "t"
"#;

/// A two-player match that plays the pre-game only (no round), before its
/// characters, players and rolls.
pub const TWO_PLAYER_PREGAME: &str =
    "[match]\nseating = [\"alex\", \"nico\"]\nstart = \"pregame\"\nrounds = 0\n";

/// The run of the library file `scenarios/swm/FILE`.
pub fn library_trace(file: &str) -> SwmTrace {
    let text = std::fs::read_to_string(format!("scenarios/swm/{file}")).expect("read");
    let sc = swm::parse(file, &text).expect("parse");
    swm::run(&sc).expect("run")
}

pub fn load(body: &str) -> SwmScenario {
    let text = format!("{HEADER}{body}");
    match swm::parse("t.toml", &text) {
        Ok(s) => s,
        Err(ds) => panic!("{}", diags::lines(&ds)),
    }
}

/// The loader's messages for a file that must not load, one per line.
pub fn load_err(body: &str) -> String {
    match swm::parse("t.toml", &format!("{HEADER}{body}")) {
        Ok(_) => panic!("expected the file to be refused"),
        Err(ds) => diags::lines(&ds),
    }
}

pub fn run(body: &str) -> SwmTrace {
    let sc = load(body);
    match swm::run(&sc) {
        Ok(t) => t,
        Err(e) => panic!("{e}"),
    }
}

pub fn run_err(body: &str) -> SwmError {
    let sc = load(body);
    match swm::run(&sc) {
        Ok(t) => panic!("expected an error, got {:?}", t.outcome),
        Err(e) => e,
    }
}

/// The text of the step with this label.
pub fn text(t: &SwmTrace, label: &str) -> String {
    match t.step_for(label) {
        Some((_, s)) => s.text.to_string(),
        None => panic!("no step {label}; labels: {:?}", t.labels()),
    }
}

/// A round-2 start for two players with these squads, rolls and script.
pub fn round(alex: &str, nico: &str, rolls: &str, script: &[(&str, &str)], extra: &str) -> String {
    let mut s = format!(
        "[match]\nseating = [\"alex\", \"nico\"]\nstart = \"round\"\nfirst_round = 2\nrounds = 1\nsetup_order = [\"alex\", \"nico\"]\n\n{extra}\n[players.alex]\nsquad = {alex}\n\n[players.nico]\nsquad = {nico}\n\n[rolls]\n{rolls}\n"
    );
    s.push_str(&self::script(script));
    s
}

/// `[[script]]` tables, one an entry: the player and what they choose (a
/// TOML array when it starts with `[`, else one option).
pub fn script(entries: &[(&str, &str)]) -> String {
    entries
        .iter()
        .map(|(p, c)| {
            let c = if c.starts_with('[') {
                c.to_string()
            } else {
                format!("\"{c}\"")
            };
            format!("\n[[script]]\nplayer = \"{p}\"\nchoose = {c}\n")
        })
        .collect()
}

/// The index of the step labelled `l`.
pub fn pos(t: &SwmTrace, l: &str) -> usize {
    t.labels()
        .iter()
        .position(|x| *x == l)
        .unwrap_or_else(|| panic!("no step {l}; labels: {:?}", t.labels()))
}
