//! Star Wars Miniatures: the pre-game and the beginning of each round, as
//! the trainer's second ruleset.
//!
//! Read first: `pregame.rs` and `round.rs`, the procedure top to bottom, one
//! function per numbered step. `engine.rs` is the runner they share (dice
//! and decisions read from the scenario's script, steps, the order tree);
//! `data.rs` and `characters.toml` are the characters and abilities as data;
//! `format.rs` the file's own sections; `load.rs` hands the pipeline its
//! run (`rulesets::Loaded`: setup, trace, players, outcomes);
//! `procedure.md` is the rules digest every step cites.
//!
//! The boundary (`rulesets::Game::Swm`) calls [`load::load`], [`Setup`] and
//! [`digest`]; the tests also call [`parse`] and [`run`], and check a whole
//! file through the generic pipeline (`scenario::check`).

// Errors carry the options a player had, for authors; they are returned
// once per run, so their size does not matter.
#![allow(clippy::result_large_err)]

pub mod after_setup;
pub mod board;
pub mod choices;
pub mod data;
pub mod engine;
pub mod format;
pub mod gained;
pub mod initiative;
pub mod kinds;
pub mod load;
pub mod pregame;
pub mod readings;
pub mod round;
pub mod secret;
mod step_order;
pub mod view;

#[cfg(target_arch = "wasm32")]
pub mod board_ui;

pub use board::{Board, PlayerBoard, Revealed};
pub use engine::{SwmError, SwmTrace};
pub use format::{parse, SwmScenario};

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

/// What a run of an SWM scenario needs to run again: the parsed file.
#[derive(Debug, Clone)]
pub struct Setup {
    pub scenario: std::sync::Arc<SwmScenario>,
}

impl Setup {
    /// The board before the first step.
    pub fn start_board(&self) -> Board {
        engine::Runner::new(&self.scenario).board
    }

    /// Run it again.
    pub fn run(&self) -> Result<SwmTrace, SwmError> {
        run(&self.scenario)
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

/// The rules page's digest: one anchor per step id (`PG9a`, `R14`).
pub fn digest() -> crate::rules::Digest {
    crate::rules::Digest {
        slug: GAME,
        game: "Star Wars Miniatures",
        title: "Star Wars Miniatures: the pre-game and the beginning of each round",
        lede: "The procedure a judge recites before the game and at the start of every round, step by step, in our own words after the community guide to the floor rules. Every step id the app cites (PG1 to PG11, R1 to R14) links here. Where the sources leave a point open, the step says so.",
        blocks: crate::rules::procedure_blocks(PROCEDURE),
    }
}

/// The rule ids the rules page has an anchor for: every step heading's id
/// (`### PG9a. ...` → `PG9a`).
pub fn digest_ids() -> Vec<String> {
    step_ids().to_vec()
}

/// [`digest_ids`], read from the digest once per process: every SWM file's
/// load and its order checks ask for them, and reading the procedure's
/// text again each time was a quarter of an SWM file's load (issue 25).
pub(crate) fn step_ids() -> &'static [String] {
    static IDS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    IDS.get_or_init(|| digest().anchors())
}
