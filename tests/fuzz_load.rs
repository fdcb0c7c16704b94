//! A bounded, deterministic fuzz of the scenario loader that runs in
//! `cargo test`: mutate the real scenario files (and the broken ones) with a
//! fixed seed and assert that `load` never panics and that every diagnostic
//! points inside the text. It stops after a few seconds so `cargo test`
//! stays quick; for a long run set `TW_FUZZ_SECONDS`, e.g.
//!
//! ```text
//! TW_FUZZ_SECONDS=600 cargo test --release --test fuzz_load -- --nocapture
//! ```
//!
//! The coverage-guided fuzzer is `fuzz/` (cargo-fuzz); see docs/fuzzing.md.

mod common;

use common::files::files_in;
use common::fuzz_loop::FuzzLoop;
use common::rng::Rng;
use std::panic::{catch_unwind, AssertUnwindSafe};

use timing_window::rulesets::swu::cards::CardPool;
use timing_window::scenario;

/// Pieces of the format a mutation may splice in: TOML punctuation, keys,
/// values of the wrong type, labels, numbers at the edges of their types.
const TOKENS: &[&str] = &[
    "=",
    "[",
    "]",
    "[[",
    "]]",
    "{",
    "}",
    "\"",
    "'",
    "\"\"\"",
    ",",
    ".",
    "\n",
    "#",
    "\\",
    "[[script]]\n",
    "[[question]]\n",
    "[[question.option]]\n",
    "[[state.delayed]]\n",
    "[run]\n",
    "[state]\n",
    "[players.alex]\n",
    "kind = \"choice\"\n",
    "kind = \"who_decides\"\n",
    "kind = \"outcome\"\n",
    "answer = \"nico\"\n",
    "at = \"choice-1\"\n",
    "answer_check = { first = \"alex/pass\" }\n",
    "choose = []\n",
    "choose = \"yes\"\n",
    "action = \"play\"\n",
    "action = \"attack\"\n",
    "concede = \"nico\"\n",
    "player = \"nico\"\n",
    "damage = 2147483647",
    "hp = -2147483648",
    "99999999999999999999",
    "-1",
    "0",
    "1e9",
    "true",
    "1979-05-27",
    "inferno-four",
    "doctor-aphra",
    "sneak-attack/delayed",
    "é",
    "\u{0}",
    "stop_before = \"game_end\"\n",
    "step = \"end\"\n",
    "phase = \"regroup\"\n",
];

fn mutate(rng: &mut Rng, text: &str) -> String {
    let mut s: Vec<u8> = text.as_bytes().to_vec();
    for _ in 0..1 + rng.below(4) {
        let len = s.len();
        match rng.below(6) {
            0 if len > 0 => {
                let a = rng.below(len);
                let b = (a + 1 + rng.below(40)).min(len);
                s.drain(a..b);
            }
            1 if len > 0 => {
                let a = rng.below(len);
                let b = (a + 1 + rng.below(80)).min(len);
                let piece = s[a..b].to_vec();
                let at = rng.below(s.len() + 1);
                s.splice(at..at, piece);
            }
            2 => {
                let t = TOKENS[rng.below(TOKENS.len())].as_bytes();
                let at = rng.below(len + 1);
                s.splice(at..at, t.iter().copied());
            }
            3 if len > 0 => {
                let at = rng.below(len);
                s[at] = (rng.next() & 0x7f) as u8;
            }
            4 => {
                // Swap two lines.
                let text = String::from_utf8_lossy(&s).into_owned();
                let mut lines: Vec<&str> = text.lines().collect();
                if lines.len() > 1 {
                    let (a, b) = (rng.below(lines.len()), rng.below(lines.len()));
                    lines.swap(a, b);
                }
                s = lines.join("\n").into_bytes();
            }
            _ => s.truncate(rng.below(len + 1)),
        }
    }
    String::from_utf8_lossy(&s).into_owned()
}

fn seeds() -> Vec<String> {
    let mut out = vec![scenario::TEMPLATE.to_string()];
    for dir in ["scenarios", "tests/broken/swu"] {
        out.extend(
            files_in(dir, "toml")
                .iter()
                .map(|p| std::fs::read_to_string(p).unwrap()),
        );
    }
    out
}

#[test]
fn load_never_panics_on_mutated_scenarios() {
    let pool = CardPool::bundled().unwrap();
    let seeds = seeds();
    let mut clock = FuzzLoop::from_env(0x5EED_71AE_D0C5_0001);
    let mut rng = Rng(clock.seed);
    let (mut runs, mut loaded, mut diags) = (0u64, 0u64, 0u64);
    while clock.go_on(|| format!("{runs} mutated files, {loaded} loaded, {diags} diagnostics")) {
        // Mostly mutate a seed; sometimes mutate a mutant again.
        let base = &seeds[rng.below(seeds.len())];
        let mut text = mutate(&mut rng, base);
        if rng.below(4) == 0 {
            text = mutate(&mut rng, &text);
        }
        let last_line = text.lines().count().max(1) + 1;
        // A panic inside the loader names the text that caused it.
        let loaded_or_not = catch_unwind(AssertUnwindSafe(|| {
            scenario::load("fuzz.toml", &text, &pool)
        }))
        .unwrap_or_else(|_| panic!("fuzz_load: the loader panicked on this text:\n{text}"));
        match loaded_or_not {
            Ok(_) => loaded += 1,
            Err(ds) => {
                assert!(!ds.is_empty(), "an error with no diagnostic for:\n{text}");
                for d in &ds {
                    assert!(
                        d.line <= last_line,
                        "diagnostic past the end of the text: {d}\n{text}"
                    );
                    let shown = d.to_string();
                    assert!(
                        !shown.chars().any(scenario::quote::is_unsafe),
                        "a diagnostic is one line with no control character: {shown:?}"
                    );
                }
                diags += ds.len() as u64;
            }
        }
        runs += 1;
    }
    println!(
        "fuzz_load: {runs} mutated files in {:.1}s, {loaded} loaded, {diags} diagnostics, no panic",
        clock.start.elapsed().as_secs_f64()
    );
    assert!(runs > 100, "the loop ran only {runs} times");
}
