//! Star Wars Miniatures: the pre-game and the beginning of each round, as
//! the trainer's second ruleset.
//!
//! Read first: `pregame.rs` and `round.rs`, the procedure top to bottom, one
//! function per numbered step. `engine.rs` is the runner they share (dice
//! and decisions read from the scenario's script, steps, the order tree);
//! `data.rs` and `characters.toml` are the characters and abilities as data;
//! `format.rs` the scenario file; `questions.rs` checks answer keys against
//! a run; `procedure.md` is the rules digest every step cites.
//!
//! The boundary calls [`parse`], [`run`], [`outcome`], [`outcomes`],
//! [`PROCEDURE`] with [`digest_ids`], [`check_questions`] and [`check`].

// Errors carry the options a player had, for authors; they are returned
// once per run, so their size does not matter.
#![allow(clippy::result_large_err)]

pub mod after_setup;
pub mod board;
pub mod data;
pub mod engine;
pub mod format;
pub mod initiative;
pub mod kinds;
pub mod pregame;
pub mod questions;
pub mod round;

pub use board::{Board, PlayerBoard, Revealed};
pub use engine::{SwmError, SwmTrace};
pub use format::{parse, SwmScenario};
pub use questions::check_questions;

use format::Start;

/// The ruleset's rules digest (Markdown, one heading per step id).
pub const PROCEDURE: &str = include_str!("procedure.md");

/// The game id scenario files name with `game = "swm"`.
pub const GAME: &str = "swm";

/// Run a parsed scenario: the pre-game (if it starts there) and then each
/// beginning of round it asks for.
pub fn run(sc: &SwmScenario) -> Result<SwmTrace, SwmError> {
    let mut r = engine::Runner::new(sc);
    let m = &sc.file.match_;
    let mut first = None;
    let start_round = match m.start {
        Start::Pregame => {
            pregame::run_pregame(&mut r)?;
            1
        }
        Start::Round => m.first_round.max(1),
    };
    for n in start_round..start_round + m.rounds {
        first = Some(round::run_round(&mut r, n)?);
    }
    let text = match first {
        Some(f) => format!("{} goes first", sc.name_of(&f)),
        None => match r.board.setup_order.first() {
            Some(n) => format!("{n} sets up first"),
            None => "Pre-game complete".to_string(),
        },
    };
    r.finish(text)
}

/// Everything wrong with a scenario file, as `tw check` reports it: load
/// problems, else the run's error, else every answer key the run does not
/// bear out. Empty when the file is good.
pub fn check(file_name: &str, text: &str) -> Vec<crate::scenario::Diagnostic> {
    let sc = match parse(file_name, text) {
        Ok(sc) => sc,
        Err(ds) => return ds,
    };
    match run(&sc) {
        Ok(trace) => check_questions(&sc, &trace),
        Err(e) => vec![e.to_diagnostic(&sc)],
    }
}

/// Every outcome a run of this scenario can have: the closed set an
/// `outcome` question's answer is taken from.
pub fn outcomes(sc: &SwmScenario) -> Vec<String> {
    let names: Vec<String> = sc
        .file
        .match_
        .seating
        .get_ref()
        .iter()
        .map(|p| sc.name_of(p))
        .collect();
    if sc.file.match_.rounds == 0 {
        names.iter().map(|n| format!("{n} sets up first")).collect()
    } else {
        names.iter().map(|n| format!("{n} goes first")).collect()
    }
}

/// How a run ended.
pub fn outcome(trace: &SwmTrace) -> Option<&str> {
    trace.outcome.as_deref()
}

/// The rule ids the digest has an anchor for: every heading's first word
/// (`### PG9a. ...` → `PG9a`).
pub fn digest_ids() -> Vec<String> {
    PROCEDURE
        .lines()
        .filter(|l| l.starts_with("## ") || l.starts_with("### "))
        .filter_map(|l| l.trim_start_matches('#').split_whitespace().next())
        .map(|w| w.trim_end_matches('.').to_string())
        .collect()
}
