//! Loader benchmarks (issue 25); figures are recorded in docs/benchmarks.md.
//! - `prepare/small` and `prepare/large`: one library scenario prepared
//!   from its text (`scenario::prepare`: parse, schema, board, script, the
//!   engine's run, every answer key checked against it). This is also the
//!   author page's keystroke: `ui::author` re-prepares the draft through
//!   `ui::data::prepare_text`, which is this same call;
//! - `check_library`: every file of `scenarios/` prepared, as `tw check
//!   scenarios/` does (without reading the files from disk or printing).
//!
//! The card pool is built once before timing starts (`Shipped` keeps it
//! for the process, as `tw` and a page do), so the figures are a file's
//! own cost.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use std::path::{Path, PathBuf};
use std::time::Duration as StdDuration;

use timing_window::rulesets::Shipped;
use timing_window::scenario;

// The allocator `tw` ships with, so the figures are the tool's.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// The largest and the smallest SWU library file by text: the small one is
/// a single window, the large one a run over phases with several
/// questions.
const SMALL: &str = "scenarios/overwhelm-into-shield.toml";
const LARGE: &str = "scenarios/delayed-effect-after-its-point.toml";

fn library() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    timing_window::facts::scenario_paths(&root.join("scenarios"))
        .into_iter()
        .map(|p: PathBuf| {
            let text = std::fs::read_to_string(&p).expect("a library file reads");
            (p.display().to_string(), text)
        })
        .collect()
}

fn benches(c: &mut Criterion) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut g = c.benchmark_group("prepare");
    for (name, file) in [("small", SMALL), ("large", LARGE)] {
        let text = std::fs::read_to_string(root.join(file)).expect(file);
        // Sanity (and the pool built before timing): the file prepares.
        scenario::prepare(file, &text, &Shipped).expect(file);
        g.bench_function(name, |b| {
            b.iter(|| black_box(scenario::prepare(file, &text, &Shipped).is_ok()))
        });
    }
    g.finish();
    let files = library();
    for (name, text) in &files {
        assert!(scenario::check(name, text, &Shipped).is_empty(), "{name}");
    }
    c.bench_function("check_library", |b| {
        b.iter(|| {
            files
                .iter()
                .filter(|(name, text)| scenario::check(name, text, &Shipped).is_empty())
                .count()
        })
    });
}

criterion_group! {
    name = prepare;
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(StdDuration::from_millis(500))
        .measurement_time(StdDuration::from_secs(3));
    targets = benches
}
criterion_main!(prepare);
