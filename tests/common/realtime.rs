//! Real-time scenarios written as a few lines after a header every test
//! shares: parsed, run, and looked up by step label, a file that does not
//! load panicking with its diagnostics. Included as
//! `#[path = "common/realtime.rs"] mod rt;` (it needs none of the SWU boards
//! of `common/mod.rs`).
#![allow(dead_code)]

#[path = "diags.rs"]
mod diags;
use timing_window::rulesets::realtime::{self, Board};
use timing_window::timing::{Step, Trace};

/// The metadata every real-time file needs, with placeholder values.
pub const HEAD: &str = r#"game = "realtime"
id = "t"
title = "t"
summary = "t"
difficulty = 1
tests = "t"
rules_edition = "t"
author = "t"
situation = "t"
"#;

/// [`HEAD`] and `body`, parsed; a file that does not load panics with
/// every diagnostic, one a line.
pub fn parsed(body: &str) -> realtime::Scenario {
    realtime::parse(&format!("{HEAD}{body}"), "t.toml")
        .unwrap_or_else(|d| panic!("{}", diags::lines(&d)))
}

/// The run of [`parsed`]`(body)`, or the engine's error.
pub fn run(body: &str) -> Result<Trace<Board>, realtime::RunError> {
    realtime::run(&parsed(body))
}

/// The run of a file that must run to its end.
pub fn ok(body: &str) -> Trace<Board> {
    run(body).unwrap_or_else(|e| panic!("{e}"))
}

/// The diagnostics of a file that must not load, as `tw check` prints them.
pub fn errors(body: &str) -> Vec<String> {
    match realtime::parse(&format!("{HEAD}{body}"), "t.toml") {
        Ok(_) => panic!("loads, but it is broken"),
        Err(d) => d.iter().map(|d| d.to_string()).collect(),
    }
}

/// The index and the step that resolved `label`.
pub fn step<'t>(t: &'t Trace<Board>, label: &str) -> (usize, &'t Step<Board>) {
    t.step_for(label)
        .unwrap_or_else(|| panic!("no {label}: {:?}", t.labels()))
}

/// The step that resolved `label`.
pub fn at<'t>(t: &'t Trace<Board>, label: &str) -> &'t Step<Board> {
    step(t, label).1
}

/// The index of the step that resolved `label`.
pub fn pos(t: &Trace<Board>, label: &str) -> usize {
    step(t, label).0
}

/// The board after the step that resolved `label`.
pub fn board_at<'t>(t: &'t Trace<Board>, label: &str) -> &'t Board {
    &step(t, label).1.board
}
