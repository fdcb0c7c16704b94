//! A scenario file's text prepared through the generic pipeline, and the
//! steps its engine marked with a reading (an open entry of
//! `docs/rulings-questions.md`). For the SWM and real-time readings tests,
//! included as `#[path = "common/marks.rs"] mod marks;` (it needs none of
//! the SWU boards of `common/mod.rs`).
#![allow(dead_code)]

use timing_window::rulesets::{Bundled, Prepared};
use timing_window::scenario;

/// `text` prepared as the file "x.toml"; a file that does not load panics
/// with its diagnostics.
pub fn prepare(text: &str) -> Prepared {
    let pool = Bundled::bundled().expect("bundled data loads");
    scenario::prepare("x.toml", text, &pool).unwrap_or_else(|d| panic!("{d:#?}"))
}

/// The labels of the steps marked `n`.
pub fn marked(p: &Prepared, n: u32) -> Vec<String> {
    p.trace
        .steps
        .iter()
        .filter(|s| s.facts.readings.contains(&n))
        .map(|s| s.label.clone().unwrap_or_default())
        .collect()
}
