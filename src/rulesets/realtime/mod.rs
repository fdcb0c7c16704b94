//! The realtime ruleset: a real-time card game's simultaneous turns with
//! three clocks (the Line Pirates "Turns" page). Read `engine.rs` first: it
//! is the procedure top to bottom; `clock.rs` simulates the clocks,
//! `resolve.rs` resolves the selected actions by kind, `format.rs` loads a
//! scenario file, `questions.rs` checks its answer keys, `procedure.md` is
//! the rules digest every cited `rt-` id points into.
//!
//! The boundary calls [`parse`], [`run`], [`outcome`] and [`RULES_DIGEST`].

pub mod cards;
pub mod clock;
pub mod engine;
pub mod format;
pub mod kinds;
pub mod model;
mod phase;
pub mod questions;
mod resolve;
pub mod scenario;
mod spans;

pub use engine::{outcome, run, RunError, CONTINUES};
pub use format::{parse, GAME};
pub use model::{ActionKind, Board, Format, PlayerBoard, Unit};
pub use questions::Question;
pub use scenario::Scenario;

/// The ruleset's rules digest, with one anchor per rule id.
pub const RULES_DIGEST: &str = include_str!("procedure.md");

/// Every rule id the digest defines: the `{#rt-...}` anchors.
pub fn rule_ids() -> Vec<&'static str> {
    RULES_DIGEST
        .split("{#")
        .skip(1)
        .filter_map(|s| s.split_once('}').map(|(id, _)| id))
        .collect()
}
