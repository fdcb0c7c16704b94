//! Broken scenario files, one harness for every game: each file in
//! `tests/broken/swu/`, `tests/broken/swm/` and `tests/broken/realtime/` is
//! a scenario with one kind of mistake, and its first lines say what is
//! wrong and every diagnostic the generic loader (`scenario::check`, what
//! `tw check` runs) must give, in the order it gives them:
//!
//! ```toml
//! # Broken: a misspelt card name, with a suggestion.
//! # expect: 25:19 unknown card 'Inferno 4' (did you mean 'Inferno Four'?)
//! ```
//!
//! An `# expect:` line is `LINE:COLUMN MESSAGE`, the message as `tw check`
//! prints it without the file name (`message (suggestion)`); a line ending
//! in ` …` gives the message's beginning only (for long messages that list
//! a run's options). The test asserts the exact list: no diagnostic
//! missing, none extra, none elsewhere, each at its line and column. A file
//! that loads is a failure too. The expectations live in the files, not
//! here, so adding a broken file is adding a file.

mod common;

use common::files::files_in;
use std::path::{Path, PathBuf};

use timing_window::rulesets::realtime;
use timing_window::rulesets::swu::cards::CardPool;
use timing_window::scenario::{self, Diagnostic};

/// Each game's folder and the fewest files it must hold (the issues that
/// asked for them: at least 40 SWU mistakes, one per SWM check).
const GAMES: &[(&str, usize)] = &[("swu", 40), ("swm", 9), ("realtime", 4)];

fn broken_files(game: &str) -> Vec<PathBuf> {
    files_in(Path::new("tests/broken").join(game), "toml")
}

/// The `# expect:` lines of the file's leading comment block.
fn expectations(text: &str) -> Vec<String> {
    text.lines()
        .take_while(|l| l.starts_with('#'))
        .filter_map(|l| l.strip_prefix("# expect: "))
        .map(str::to_string)
        .collect()
}

/// A diagnostic as an `# expect:` line writes it.
fn as_expected(d: &Diagnostic) -> String {
    match &d.suggestion {
        Some(s) => format!("{}:{} {} ({s})", d.line, d.column, d.message),
        None => format!("{}:{} {}", d.line, d.column, d.message),
    }
}

/// What is wrong with one broken file's diagnostics, if anything.
fn mismatch(path: &Path, got: &[String], expected: &[String]) -> Option<String> {
    if expected.is_empty() {
        return Some(format!("{}: no `# expect:` line", path.display()));
    }
    if got.is_empty() {
        return Some(format!("{}: loaded without an error", path.display()));
    }
    let agree = got.len() == expected.len()
        && got
            .iter()
            .zip(expected)
            .all(|(g, e)| match e.strip_suffix(" …") {
                Some(beginning) => g.starts_with(beginning),
                None => g == e,
            });
    (!agree).then(|| {
        format!(
            "{}:\n  expected:\n    {}\n  got:\n    {}",
            path.display(),
            expected.join("\n    "),
            got.join("\n    ")
        )
    })
}

#[test]
fn every_broken_file_reports_exactly_its_expected_diagnostics() {
    let pool = CardPool::bundled().expect("bundled cards load");
    let mut failures = Vec::new();
    for (game, fewest) in GAMES {
        let files = broken_files(game);
        assert!(
            files.len() >= *fewest,
            "tests/broken/{game} holds {} files, fewer than {fewest}",
            files.len()
        );
        for path in &files {
            let text = std::fs::read_to_string(path).expect("readable file");
            let got: Vec<String> = scenario::check(&path.display().to_string(), &text, &pool)
                .iter()
                .map(as_expected)
                .collect();
            failures.extend(mismatch(path, &got, &expectations(&text)));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The real-time parser, called directly, reports a file's problems as the
/// generic loader does: the same messages at the same places, so the
/// boundary neither loses nor moves one.
#[test]
fn realtime_parse_errors_are_the_ones_the_generic_loader_reports() {
    let mut parse_failures = 0;
    for path in broken_files("realtime") {
        let text = std::fs::read_to_string(&path).expect("readable file");
        let name = path.display().to_string();
        if let Err(diags) = realtime::parse(&text, &name) {
            parse_failures += 1;
            let direct: Vec<String> = diags.iter().map(as_expected).collect();
            if let Some(wrong) = mismatch(&path, &direct, &expectations(&text)) {
                panic!("realtime::parse differs from the generic loader: {wrong}");
            }
        }
    }
    assert!(
        parse_failures >= 4,
        "only {parse_failures} files fail in the parser"
    );
}

/// A broken file sits in its game's folder: one left in `tests/broken/`
/// itself (where SWU's used to be) would never be checked.
#[test]
fn every_broken_file_is_in_a_games_folder() {
    let loose = files_in("tests/broken", "toml");
    assert!(
        loose.is_empty(),
        "move these into tests/broken/swu/ (or swm/, realtime/): {loose:?}"
    );
    let folders: Vec<PathBuf> = std::fs::read_dir("tests/broken")
        .expect("tests/broken")
        .map(|e| e.expect("readable entry").path())
        .filter(|p| p.is_dir())
        .collect();
    for folder in folders {
        let game = folder.file_name().unwrap().to_string_lossy().to_string();
        assert!(
            GAMES.iter().any(|(g, _)| *g == game),
            "tests/broken/{game}/ is not a game the harness reads"
        );
    }
}

#[test]
fn each_broken_file_is_a_distinct_mistake() {
    for (game, _) in GAMES {
        let mut seen = std::collections::HashMap::new();
        for path in broken_files(game) {
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
}

#[test]
fn several_mistakes_in_one_file_are_all_reported_at_once() {
    let pool = CardPool::bundled().unwrap();
    let text = std::fs::read_to_string("tests/broken/swu/several-mistakes.toml").unwrap();
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

#[test]
fn realtime_input_never_panics_the_loader() {
    for text in [
        "",
        "game = 1",
        "[[turn]]\n[[turn.select]]\nat = []",
        "game = \"realtime\"\n[players]\nalex = 3",
        "game = \"realtime\"\nturn = 5\nquestion = \"x\"",
        "game = \"realtime\"\n[players.alex]\nbase = [{ card = 3 }, 7]\nplayer_clock = \"9:99\"",
        "= =",
    ] {
        assert!(realtime::parse(text, "x.toml").is_err(), "{text:?} loads");
    }
}
