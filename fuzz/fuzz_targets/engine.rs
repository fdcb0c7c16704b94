//! Fuzz the engine on boards and scripts: the bytes mutate a library
//! scenario's board, script and cards structurally, pick the decisions of
//! the run, and the run must keep the engine's invariants (the same case
//! builder and checks as `tests/fuzz_engine.rs`, included by path).
#![no_main]

use std::path::Path;
use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;

// The figures these modules keep are for the bounded loop's report.
#[allow(dead_code)]
#[path = "../../tests/fuzz_engine/case.rs"]
mod case;
#[allow(dead_code)]
#[path = "../../tests/fuzz_engine/checks.rs"]
mod checks;

fn corpus() -> &'static case::Corpus {
    static CORPUS: OnceLock<case::Corpus> = OnceLock::new();
    CORPUS.get_or_init(|| case::Corpus::load(Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))))
}

// The corpus (every library scenario loaded, and the dictionary) is read
// before the first case, so libFuzzer's per-case timeout times cases only.
fuzz_target!(init: {
    corpus();
}, |data: &[u8]| {
    let mut src = case::Src::new(data);
    let Some(mut c) = case::build(corpus(), &mut src) else {
        return;
    };
    let snapshots = src.byte() % 4 == 0;
    let driven = case::drive(&mut c, &mut src, 24, snapshots);
    checks::check(&driven.result);
});
