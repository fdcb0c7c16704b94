//! Fuzz the scenario loader: any text must give a scenario or diagnostics,
//! never a panic, and every diagnostic must be one line pointing inside the
//! text.
#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use timing_window::rulesets::swu::cards::CardPool;
use timing_window::scenario;

fn pool() -> &'static CardPool {
    static POOL: OnceLock<CardPool> = OnceLock::new();
    POOL.get_or_init(|| CardPool::bundled().expect("bundled cards load"))
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Err(diags) = scenario::load("fuzz.toml", text, pool()) {
        let lines = text.lines().count().max(1) + 1;
        assert!(!diags.is_empty(), "an error with no diagnostic");
        for d in diags {
            assert!(d.line <= lines, "diagnostic past the end: {d}");
            // One line, whatever text the file holds (issue 12).
            let shown = d.to_string();
            assert!(
                !shown.chars().any(scenario::quote::is_unsafe),
                "a diagnostic with a control character: {shown:?}"
            );
        }
    }
});
