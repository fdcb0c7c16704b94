//! A file's diagnostics as a test shows them when it fails: one a line.
//! Included as `#[path = "common/diags.rs"] mod diags;` (it needs none of
//! the SWU boards of `common/mod.rs`).
#![allow(dead_code)]

use timing_window::scenario_file::Diagnostic;

/// Every diagnostic, one a line, as `tw check` prints them.
pub fn lines(d: &[Diagnostic]) -> String {
    d.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join("\n")
}
