//! `tw`: the scenario author's command-line tool.
//!
//! - `tw check PATH...` validates scenario files (or folders of them) and
//!   exits non-zero on any error;
//! - `tw run FILE` prints the engine's trace with rule numbers and the legal
//!   orders of each question's events.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use timing_window::cards::CardPool;
use timing_window::scenario::{self, Question};
use timing_window::timing::OrderSpace;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let pool = match CardPool::bundled() {
        Ok(p) => p,
        Err(e) => {
            eprintln!("the bundled cards do not load: {e}");
            return ExitCode::FAILURE;
        }
    };
    match args.first().map(String::as_str) {
        Some("check") if args.len() > 1 => check(&pool, &args[1..]),
        Some("run") if args.len() == 2 => run(&pool, Path::new(&args[1])),
        _ => {
            eprintln!("usage: tw check PATH... | tw run FILE");
            ExitCode::from(2)
        }
    }
}

fn scenario_files(paths: &[String]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for p in paths {
        let p = PathBuf::from(p);
        if p.is_dir() {
            let mut files: Vec<PathBuf> = std::fs::read_dir(&p)
                .map(|rd| {
                    rd.filter_map(|e| e.ok().map(|e| e.path()))
                        .filter(|f| f.extension().is_some_and(|x| x == "toml"))
                        .collect()
                })
                .unwrap_or_default();
            files.sort();
            out.extend(files);
        } else {
            out.push(p);
        }
    }
    out
}

fn check(pool: &CardPool, paths: &[String]) -> ExitCode {
    let mut bad = 0;
    let files = scenario_files(paths);
    for f in &files {
        let text = match std::fs::read_to_string(f) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{}: cannot read: {e}", f.display());
                bad += 1;
                continue;
            }
        };
        if let Err(diags) = scenario::load(&f.display().to_string(), &text, pool) {
            bad += 1;
            for d in diags {
                eprintln!("{d}");
            }
        }
    }
    println!(
        "checked {} scenario file(s): {} with errors",
        files.len(),
        bad
    );
    if bad == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn run(pool: &CardPool, file: &Path) -> ExitCode {
    let text = match std::fs::read_to_string(file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{}: cannot read: {e}", file.display());
            return ExitCode::FAILURE;
        }
    };
    let s = match scenario::load(&file.display().to_string(), &text, pool) {
        Ok(s) => s,
        Err(diags) => {
            diags.iter().for_each(|d| eprintln!("{d}"));
            return ExitCode::FAILURE;
        }
    };
    let trace = match s.run() {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    println!("{}\n", s.meta.title);
    for (i, step) in trace.steps.iter().enumerate() {
        let indent = "  ".repeat(step.depth as usize);
        let label = step
            .label
            .as_deref()
            .map(|l| format!(" [{l}]"))
            .unwrap_or_default();
        println!(
            "{:>3}. {indent}{}{label}  ({})",
            i + 1,
            step.text,
            step.rules.join(", ")
        );
        if let Some(c) = &step.choice {
            println!(
                "     {indent}  {} chose among: {}",
                c.chooser,
                c.options.join(" | ")
            );
        }
    }
    if let Some(o) = &trace.outcome {
        println!("\nOutcome: {o}");
    }
    for q in &s.questions {
        let Question::Order { id, events, .. } = q;
        let labels: Vec<String> = events.iter().map(|(l, _)| l.clone()).collect();
        if let Some(space) = OrderSpace::new(&trace.order, Some(&labels), 50) {
            println!(
                "\nQuestion {id}: {} legal order(s){}",
                space.orders.len(),
                if space.truncated {
                    " (more not listed)"
                } else {
                    ""
                }
            );
            for o in &space.orders {
                println!("  - {}", o.join(" → "));
            }
            for c in &space.constraints {
                println!("  * {}", c.explain());
            }
        }
    }
    ExitCode::SUCCESS
}
