//! The bounded fuzz loops' clock and seed, read from the environment.
//! Standalone (std only), like `rng.rs`, so both loops include it by path.
//!
//! - `TW_FUZZ_SECONDS`: how long to run (3 s when unset, so `cargo test`
//!   stays quick).
//! - `TW_FUZZ_SEED`: mixed into the loop's fixed seed, so two long runs side
//!   by side (or one after another) try different cases; unset or 0 keeps
//!   the cases every `cargo test` runs.
//!
//! A long run prints its figures every minute on stderr: a run stopped
//! from outside (or a machine that runs out of disk) still leaves its
//! count in the log up to the last minute.
#![allow(dead_code)]

use std::time::{Duration, Instant};

pub struct FuzzLoop {
    pub start: Instant,
    budget: Duration,
    pub seed: u64,
    last_report: Instant,
}

const REPORT_EVERY: Duration = Duration::from_secs(60);

impl FuzzLoop {
    pub fn from_env(fixed_seed: u64) -> FuzzLoop {
        let number = |name: &str| std::env::var(name).ok().and_then(|s| s.parse::<u64>().ok());
        let budget = Duration::from_secs(number("TW_FUZZ_SECONDS").unwrap_or(3));
        // xorshift needs a non-zero state: a mix that is 0 falls back.
        let seed = match number("TW_FUZZ_SEED").unwrap_or(0) {
            0 => fixed_seed,
            n => match fixed_seed ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15) {
                0 => fixed_seed,
                s => s,
            },
        };
        let now = Instant::now();
        FuzzLoop {
            start: now,
            budget,
            seed,
            last_report: now,
        }
    }

    /// Whether the loop has time for another case; on a long run, prints
    /// `figures()` once a minute first.
    pub fn go_on(&mut self, figures: impl FnOnce() -> String) -> bool {
        let now = Instant::now();
        if self.budget >= REPORT_EVERY && now - self.last_report >= REPORT_EVERY {
            self.last_report = now;
            eprintln!(
                "[{:.0} s, seed {:#x}] {}",
                (now - self.start).as_secs_f64(),
                self.seed,
                figures()
            );
        }
        now - self.start < self.budget
    }
}
