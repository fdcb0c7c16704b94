//! A bounded, deterministic fuzz of the engine on boards and scripts: each
//! case is a library scenario mutated structurally from random bytes (see
//! `fuzz_engine/case.rs`), driven to its end with decisions picked from the
//! bytes, and checked (`fuzz_engine/checks.rs`): no panic, no step-limit
//! loop, the trace invariants of `tests/engine_props.rs`, and answer keys
//! that agree with their run. It stops after a few seconds so `cargo test`
//! stays quick; for a long run set `TW_FUZZ_SECONDS`, e.g.
//!
//! ```text
//! TW_FUZZ_SECONDS=600 cargo test --release --test fuzz_engine -- --nocapture
//! ```
//!
//! The coverage-guided target is `fuzz/fuzz_targets/engine.rs`; see
//! docs/fuzzing.md. A failing case prints its bytes: add them to
//! `REGRESSIONS` below.

mod fuzz_engine {
    pub mod case;
    pub mod checks;
}

#[path = "common/fuzz_loop.rs"]
mod fuzz_loop;
#[path = "common/rng.rs"]
mod rng;

use fuzz_loop::FuzzLoop;
use rng::Rng;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::time::{Duration, Instant};

use fuzz_engine::case::{build, count, drive, nth, Corpus, Src};
use fuzz_engine::checks::check;
use serde_json::Value;

/// Cases the fuzzers found, as bytes (hex), each fixed; they run first.
/// The bytes pick from the library as it was when they were found, so a
/// changed library may turn them into other cases: each finding also has a
/// stable test in `tests/fuzz_regressions.rs`.
const REGRESSIONS: &[(&str, &str)] = &[(
    "two delayed effects on the board with one label (libFuzzer, 2026-11-23)",
    "650078dbffdbdbc3c3c3c3c3c3c3c3c3c332",
), (
    "a concession during setup lost setup's steps from the order tree (release loop, 2026-11-23)",
    "d7456685db24206dc2032a5efd1bd09f798705206b298f1177dd2482857b763208c1938ed2704cb64900bb21a1c38d39e326a24c561eedbb31fdbd2050a3418093186b0c9a7290646839ddfcaab73d8a576d387aba951816c04fa2e00ed951f2be44db97e4bd1db7a9f8cb6bc6ae5f1db7af3ae15131bc7520f7d29ea6618cd7de38a0f3386ed5a3c05ef1548a0a33da9d1eec645ba134ceb93b79d80a82b2a47cecd363e235bf",
), (
    "a concession at a \"you may\" left the ability in the order tree though it never resolved (release loop, issue 21)",
    "7909353b189676682c968a1d7c7bb299dfdd60d0734e58c640943aab2f4c743109c54e7e0430111700d43cd9da032230b507f0cd279fdd3d03524e408f24",
), (
    "an own card's On Attack created 998 tokens: close to a minute of run (libFuzzer timeout, 2026-11-27)",
    "7e0e148f8f0a5c979d97090a01975c9db709015c0a",
)];

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(s: &str) -> Vec<u8> {
    (0..s.len() / 2)
        .map(|i| u8::from_str_radix(&s[2 * i..2 * i + 2], 16).expect("hex"))
        .collect()
}

#[derive(Default)]
struct Figures {
    cases: u64,
    built: u64,
    runs: u64,
    finished: u64,
    steps: u64,
    keys: u64,
}

/// One case from bytes; a panic is reported with the bytes that cause it.
fn one(corpus: &Corpus, bytes: &[u8], f: &mut Figures) {
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        let mut src = Src::new(bytes);
        let mut case = build(corpus, &mut src)?;
        let snapshots = src.byte() % 4 == 0;
        let started = Instant::now();
        let driven = drive(&mut case, &mut src, 24, snapshots);
        let seen = check(&driven.result);
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "a case took {:?} (seed {})",
            started.elapsed(),
            case.seed
        );
        Some((driven.runs, seen))
    }));
    f.cases += 1;
    match outcome {
        Ok(Some((runs, seen))) => {
            f.built += 1;
            f.runs += runs as u64;
            f.finished += seen.finished as u64;
            f.steps += seen.steps as u64;
            f.keys += seen.keys as u64;
        }
        Ok(None) => {}
        Err(_) => panic!(
            "fuzz_engine found a failing case; its bytes:\n{}",
            hex(bytes)
        ),
    }
}

#[test]
fn engine_keeps_its_invariants_on_mutated_boards_and_scripts() {
    let corpus = Corpus::load(Path::new(env!("CARGO_MANIFEST_DIR")));
    let mut f = Figures::default();
    for (what, bytes) in REGRESSIONS {
        let before = f.cases;
        one(&corpus, &unhex(bytes), &mut f);
        assert_eq!(f.cases, before + 1, "{what}");
    }
    let mut clock = FuzzLoop::from_env(0x5EED_E461_7E00_0001);
    let mut rng = Rng(clock.seed);
    let mut bytes = Vec::new();
    while clock.go_on(|| {
        format!(
            "{} cases, {} built, {} engine runs, {} finished",
            f.cases, f.built, f.runs, f.finished
        )
    }) {
        let len = 16 + (rng.next() % 240) as usize;
        bytes.clear();
        while bytes.len() < len {
            bytes.extend_from_slice(&rng.next().to_le_bytes());
        }
        bytes.truncate(len);
        one(&corpus, &bytes, &mut f);
    }
    println!(
        "fuzz_engine: {} cases in {:.1}s ({} seeds), {} built, {} engine runs, {} finished, {} steps, {} answer keys checked, no panic",
        f.cases,
        clock.start.elapsed().as_secs_f64(),
        corpus.seeds.len(),
        f.built,
        f.runs,
        f.finished,
        f.steps,
        f.keys
    );
    assert!(f.cases > 20, "the loop ran only {} times", f.cases);
    assert!(
        f.built * 4 > f.cases,
        "most cases must build: {}/{}",
        f.built,
        f.cases
    );
}

/// Every node of `v` with the key it sits under, as JSON pointers, in
/// pre-order: how the harness listed the nodes a mutation picks from until
/// `case::nth` walked to the picked one instead.
fn pointers(v: &Value, key: &str, path: String, out: &mut Vec<(String, String)>) {
    out.push((path.clone(), key.to_string()));
    match v {
        Value::Array(a) => {
            let k = format!("{key}[]");
            for (i, x) in a.iter().enumerate() {
                pointers(x, &k, format!("{path}/{i}"), out);
            }
        }
        Value::Object(o) => {
            for (k, x) in o {
                let esc = k.replace('~', "~0").replace('/', "~1");
                pointers(x, k, format!("{path}/{esc}"), out);
            }
        }
        _ => {}
    }
}

/// A mutation picks the node the pointer list named for the same bytes, so
/// the bytes in `REGRESSIONS` and a saved libFuzzer corpus still build the
/// cases they were found as.
#[test]
fn a_mutation_picks_the_node_the_pointer_list_named() {
    let corpus = Corpus::load(Path::new(env!("CARGO_MANIFEST_DIR")));
    let mut checked = 0;
    for seed in corpus.seeds.iter().step_by(8) {
        for (root, key) in [(&seed.board, "<board>"), (&seed.script, "<script>")] {
            let mut listed = Vec::new();
            pointers(root, key, String::new(), &mut listed);
            assert_eq!(listed.len(), count(root), "{}", seed.name);
            let mut copy = root.clone();
            for (i, (path, under)) in listed.iter().enumerate() {
                let expected: *const Value = copy.pointer(path).expect("a listed pointer");
                let (node, k) = nth(&mut copy, key, i).expect("a node within the count");
                assert!(
                    std::ptr::eq(node, expected),
                    "{}: node {i} is {path}",
                    seed.name
                );
                assert_eq!(&k, under, "{}: node {i} ({path})", seed.name);
                checked += 1;
            }
            assert!(nth(&mut copy, key, listed.len()).is_none());
        }
    }
    assert!(checked > 100, "only {checked} nodes checked");
}
