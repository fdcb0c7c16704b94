//! Every file in `tests/broken/` is a scenario with one kind of mistake. Its
//! first lines say what is wrong and every diagnostic `load` must give:
//!
//! ```toml
//! # Broken: a misspelt card name, with a suggestion.
//! # expect: 25:19 unknown card 'Inferno 4' (did you mean 'Inferno Four'?)
//! ```
//!
//! The test asserts the exact set: each expected diagnostic at its line and
//! column with the fragment in its text (`message (suggestion)`), and no
//! diagnostic that is not expected. A file that loads is a failure too.

use std::path::{Path, PathBuf};

use timing_window::rulesets::swu::cards::CardPool;
use timing_window::scenario::{self, Diagnostic};

struct Expect {
    line: usize,
    column: usize,
    fragment: String,
}

fn expectations(path: &Path, text: &str) -> Vec<Expect> {
    text.lines()
        .take_while(|l| l.starts_with('#'))
        .filter_map(|l| l.strip_prefix("# expect: "))
        .map(|e| {
            let (pos, fragment) = e
                .split_once(' ')
                .unwrap_or_else(|| panic!("{}: bad expect line {e:?}", path.display()));
            let (line, column) = pos
                .split_once(':')
                .unwrap_or_else(|| panic!("{}: bad position {pos:?}", path.display()));
            Expect {
                line: line.parse().expect("line number"),
                column: column.parse().expect("column number"),
                fragment: fragment.to_string(),
            }
        })
        .collect()
}

/// The diagnostic as `tw check` prints it, without the file name.
fn text_of(d: &Diagnostic) -> String {
    match &d.suggestion {
        Some(s) => format!("{} ({s})", d.message),
        None => d.message.clone(),
    }
}

fn broken_files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir("tests/broken")
        .expect("tests/broken exists")
        .map(|e| e.expect("readable entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_broken_scenario_reports_exactly_its_mistakes_at_their_positions() {
    let pool = CardPool::bundled().expect("bundled cards load");
    let files = broken_files();
    assert!(
        files.len() >= 40,
        "the issue asks for at least 40 broken files; found {}",
        files.len()
    );
    let mut failures = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).expect("readable file");
        let expected = expectations(path, &text);
        if expected.is_empty() {
            failures.push(format!("{}: no `# expect:` line", path.display()));
            continue;
        }
        let diags = match scenario::load(&path.display().to_string(), &text, &pool) {
            Ok(_) => {
                failures.push(format!("{}: loaded without an error", path.display()));
                continue;
            }
            Err(d) => d,
        };
        for e in &expected {
            let hit = diags.iter().any(|d| {
                d.line == e.line && d.column == e.column && text_of(d).contains(&e.fragment)
            });
            if !hit {
                failures.push(format!(
                    "{}: expected {}:{} {:?}; got:\n    {}",
                    path.display(),
                    e.line,
                    e.column,
                    e.fragment,
                    diags
                        .iter()
                        .map(|d| d.to_string())
                        .collect::<Vec<_>>()
                        .join("\n    ")
                ));
            }
        }
        for d in &diags {
            let wanted = expected.iter().any(|e| {
                d.line == e.line && d.column == e.column && text_of(d).contains(&e.fragment)
            });
            if !wanted {
                failures.push(format!("{}: unexpected diagnostic {d}", path.display()));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn each_broken_file_is_a_distinct_mistake() {
    let mut seen = std::collections::HashMap::new();
    for path in broken_files() {
        let text = std::fs::read_to_string(&path).unwrap();
        let first = text.lines().next().unwrap_or_default().to_string();
        assert!(
            first.starts_with("# Broken: "),
            "{}: the first line says what is broken",
            path.display()
        );
        if let Some(other) = seen.insert(first.clone(), path.clone()) {
            panic!(
                "{} and {} describe the same mistake",
                other.display(),
                path.display()
            );
        }
    }
}

#[test]
fn several_mistakes_in_one_file_are_all_reported_at_once() {
    let pool = CardPool::bundled().unwrap();
    let text = std::fs::read_to_string("tests/broken/several-mistakes.toml").unwrap();
    let diags = scenario::load("several-mistakes.toml", &text, &pool).unwrap_err();
    let unknown = diags
        .iter()
        .filter(|d| d.message.starts_with("unknown key"))
        .count();
    let types = diags
        .iter()
        .filter(|d| d.message.contains("must be"))
        .count();
    assert!(unknown >= 2 && types >= 3, "{diags:#?}");
}
