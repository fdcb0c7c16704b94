//! Run a Star Wars Miniatures scenario and print its trace, labels and any
//! answer key the run does not bear out:
//! `cargo run --example swm -- scenarios/swm/FILE.toml`.

use std::process::ExitCode;

use timing_window::rulesets::{swm, Shipped};
use timing_window::scenario;

fn main() -> ExitCode {
    let mut failed = false;
    for path in std::env::args().skip(1) {
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{path}: {e}");
                failed = true;
                continue;
            }
        };
        let sc = match swm::parse(&path, &text) {
            Ok(s) => s,
            Err(ds) => {
                ds.iter().for_each(|d| eprintln!("{d}"));
                failed = true;
                continue;
            }
        };
        match swm::run(&sc) {
            Ok(trace) => {
                println!("{path}");
                for (i, s) in trace.steps.iter().enumerate() {
                    let label = s
                        .label
                        .as_deref()
                        .map(|l| format!(" [{l}]"))
                        .unwrap_or_default();
                    println!("{:3}. {}{label}  ({})", i + 1, s.text, s.rules.join(", "));
                    if let Some(c) = &s.choice {
                        println!(
                            "       {} chose {:?} from {:?}",
                            c.chooser, c.chosen, c.options
                        );
                    }
                }
                println!("outcome: {}", trace.outcome.as_deref().unwrap_or(""));
                for d in scenario::check(&sc.file_name, &sc.text, &Shipped) {
                    eprintln!("{d}");
                    failed = true;
                }
            }
            Err(e) => {
                eprintln!("{}", e.to_diagnostic(&sc));
                failed = true;
            }
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
