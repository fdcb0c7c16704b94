//! The ruleset boundary stays honest: the generic parts of the trainer
//! (`timing/`, `quiz/`, `scenario/`, `ui/`, and the share and rules-page
//! modules) name no ruleset's types or modules, except in the files listed
//! below, each with the reason it still does (docs/ARCHITECTURE.md, "The
//! ruleset boundary"). The list only shrinks: a listed file that no longer
//! names a ruleset fails the test until it is taken off the list.

use std::path::{Path, PathBuf};

/// Words that belong to a ruleset: SWU's board, players, cards and trace
/// types, and its module path.
const RULESET_WORDS: &[&str] = &[
    "GameState",
    "PlayerId",
    "CardPool",
    "GameTrace",
    "rulesets::swu",
];

/// The generic directories and files.
const GENERIC: &[&str] = &[
    "src/timing",
    "src/quiz",
    "src/scenario",
    "src/ui",
    "src/share.rs",
    "src/rules.rs",
];

/// Files of the generic parts that still name SWU, and why.
const ALLOWED: &[(&str, &str)] = &[
    (
        "src/ui/data.rs",
        "generated practice is SWU's: a generated id is built by rulesets::swu::generate",
    ),
    (
        "src/ui/practice_page.rs",
        "generated practice is SWU's: its templates build SWU boards (rulesets::swu::generate)",
    ),
    (
        "src/ui/author.rs",
        "the Karabast game-state import, SWU-only (a dispatch point)",
    ),
];

fn rust_files(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_file() {
        if path.extension().is_some_and(|e| e == "rs") {
            out.push(path.to_path_buf());
        }
        return;
    }
    let mut entries: Vec<PathBuf> = std::fs::read_dir(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for e in entries {
        rust_files(&e, out);
    }
}

/// The ruleset words a file's code uses (comments aside).
fn words_in(text: &str) -> Vec<&'static str> {
    let code: Vec<&str> = text
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect();
    let code = code.join("\n");
    RULESET_WORDS
        .iter()
        .copied()
        .filter(|w| code.contains(w))
        .collect()
}

#[test]
fn the_generic_parts_name_no_ruleset_outside_the_listed_files() {
    let mut files = Vec::new();
    for g in GENERIC {
        rust_files(Path::new(g), &mut files);
    }
    assert!(files.len() > 20, "the generic parts were not found");
    let mut offenders = Vec::new();
    let mut stale = Vec::new();
    for f in &files {
        let name = f.display().to_string().replace('\\', "/");
        let text = std::fs::read_to_string(f).unwrap();
        let words = words_in(&text);
        let allowed = ALLOWED.iter().any(|(a, _)| *a == name);
        if !words.is_empty() && !allowed {
            offenders.push(format!("{name}: {}", words.join(", ")));
        }
        if words.is_empty() && allowed {
            stale.push(name);
        }
    }
    assert!(
        offenders.is_empty(),
        "generic files that name a ruleset (go through crate::rulesets instead):\n{}",
        offenders.join("\n")
    );
    assert!(
        stale.is_empty(),
        "files that no longer name a ruleset: take them off ALLOWED: {stale:?}"
    );
}

#[test]
fn timing_and_quiz_name_no_ruleset_at_all() {
    for g in ["src/timing", "src/quiz"] {
        let mut files = Vec::new();
        rust_files(Path::new(g), &mut files);
        for f in files {
            let text = std::fs::read_to_string(&f).unwrap();
            let code: String = text
                .lines()
                .filter(|l| !l.trim_start().starts_with("//"))
                .collect::<Vec<_>>()
                .join("\n");
            // Native tests inside quiz may load a scenario; the code above
            // its `#[cfg(test)]` may not name a ruleset.
            let code = code.split("#[cfg(test)]").next().unwrap_or("");
            let words: Vec<&&str> = RULESET_WORDS.iter().filter(|w| code.contains(*w)).collect();
            assert!(words.is_empty(), "{}: {words:?}", f.display());
        }
    }
}
