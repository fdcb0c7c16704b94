//! The ruleset boundary stays honest: outside SWU's own tree
//! (`src/rulesets/swu/`), no file names SWU's types, its module or its slug
//! (`"swu"`), except the files listed below, each with the reason it still
//! does (docs/ARCHITECTURE.md, "The ruleset boundary"). The list only
//! shrinks: a listed file that no longer names SWU fails the test until it
//! is taken off the list. Test code (after a file's `#[cfg(test)]`) may
//! load SWU's scenarios and is not read.

mod common;

use common::files::files_under;
use std::path::Path;

/// SWU's board, players, cards and trace types, its card pool under the
/// boundary's name, its module path and its slug.
const SWU_WORDS: &[&str] = &[
    "GameState",
    "PlayerId",
    "CardPool",
    "GameTrace",
    "Bundled",
    "swu::",
    "\"swu\"",
];

/// SWU's types alone: what `timing` and `quiz` never name.
const SWU_TYPES: &[&str] = &[
    "GameState",
    "PlayerId",
    "CardPool",
    "GameTrace",
    "rulesets::swu",
];

/// SWU's own tree, where naming SWU is the point.
const SWU_TREE: &str = "src/rulesets/swu";

/// Files outside SWU's tree that still name SWU, and why.
const ALLOWED: &[(&str, &str)] = &[
    (
        "src/rulesets/mod.rs",
        "the boundary itself: one variant and one match arm per ruleset",
    ),
    (
        "src/rulesets/what_if.rs",
        "the \"What if...?\" dispatch point: SWU's arm runs its branch explorer",
    ),
    (
        "src/digests.rs",
        "the rules pages' dispatch point: SWU's arm is its digest",
    ),
    (
        "src/facts.rs",
        "the default game's slug: build.rs compiles this file alone, so it cannot ask rulesets::Game",
    ),
    (
        "src/lib.rs",
        "generated practice is SWU's: a generated id is read by rulesets::swu::generate",
    ),
    (
        "src/bin/tw.rs",
        "`tw generate`: generated practice is SWU's, built from its card pool",
    ),
    (
        "src/quiz/topics.rs",
        "the topics are SWU's: each is a set of CR v7.0 rule numbers",
    ),
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
    (
        "src/ui/exam.rs",
        "the exam draws SWU's library: its sections are CR numbers",
    ),
];

/// A file's code: comments and test code left out.
fn code_of(text: &str) -> String {
    let code: Vec<&str> = text
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect();
    let code = code.join("\n");
    code.split("#[cfg(test)]").next().unwrap_or("").to_string()
}

/// The words of `words` a file's code uses.
fn words_in(text: &str, words: &[&'static str]) -> Vec<&'static str> {
    let code = code_of(text);
    words.iter().copied().filter(|w| code.contains(w)).collect()
}

#[test]
fn nothing_outside_swus_tree_names_swu_except_the_listed_files() {
    let files = files_under("src", "rs");
    assert!(files.len() > 100, "the source files were not found");
    let mut offenders = Vec::new();
    let mut stale = Vec::new();
    let mut outside = 0;
    for f in &files {
        let name = f.display().to_string().replace('\\', "/");
        if name.starts_with(SWU_TREE) {
            continue;
        }
        outside += 1;
        let text = std::fs::read_to_string(f).unwrap();
        let words = words_in(&text, SWU_WORDS);
        let allowed = ALLOWED.iter().any(|(a, _)| *a == name);
        if !words.is_empty() && !allowed {
            offenders.push(format!("{name}: {}", words.join(", ")));
        }
        if words.is_empty() && allowed {
            stale.push(name);
        }
    }
    assert!(outside > 50, "only {outside} files outside SWU's tree");
    assert!(
        offenders.is_empty(),
        "files outside SWU's tree that name SWU (go through crate::rulesets instead):\n{}",
        offenders.join("\n")
    );
    assert!(
        stale.is_empty(),
        "files that no longer name SWU: take them off ALLOWED: {stale:?}"
    );
}

#[test]
fn every_listed_file_exists() {
    for (f, why) in ALLOWED {
        assert!(Path::new(f).is_file(), "{f} is listed ({why}) but gone");
    }
}

#[test]
fn timing_and_quiz_name_no_ruleset_type_at_all() {
    for g in ["src/timing", "src/quiz"] {
        let files = files_under(g, "rs");
        for f in files {
            let text = std::fs::read_to_string(&f).unwrap();
            let words = words_in(&text, SWU_TYPES);
            assert!(words.is_empty(), "{}: {words:?}", f.display());
        }
    }
}
