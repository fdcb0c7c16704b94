//! Every rule number the app cites links to an anchor on the rules page:
//! the rule numbers in the engine and scenario sources, and every rule a
//! scenario's metadata or trace cites.

use std::collections::BTreeSet;

use timing_window::rulesets::swu::cards::CardPool;
use timing_window::rulesets::swu::digest::anchors;
use timing_window::scenario;

/// Quoted rule numbers in a Rust source: "7.6.10", "5.4b".
fn cited_in_source(text: &str) -> Vec<String> {
    text.split('"')
        .skip(1)
        .step_by(2)
        .filter(|s| {
            let mut parts = s.split('.');
            let first = parts.next().unwrap_or("");
            !first.is_empty()
                && first.chars().all(|c| c.is_ascii_digit())
                && s.contains('.')
                && s.len() < 9
                && s.chars()
                    .all(|c| c.is_ascii_digit() || c == '.' || c.is_ascii_lowercase())
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn every_cited_rule_number_has_an_anchor_on_the_rules_page() {
    let anchors: BTreeSet<String> = anchors().into_iter().collect();
    let mut cited = BTreeSet::new();
    for dir in ["src/rulesets/swu/engine", "src/scenario"] {
        for f in std::fs::read_dir(dir).unwrap() {
            let path = f.unwrap().path();
            if path.extension().is_some_and(|e| e == "rs") {
                cited.extend(cited_in_source(&std::fs::read_to_string(&path).unwrap()));
            }
        }
    }
    let pool = CardPool::bundled().unwrap();
    for f in std::fs::read_dir("scenarios").unwrap() {
        let path = f.unwrap().path();
        // Only SWU files: other rulesets live in subfolders (scenarios/swm/, ...).
        if path.extension().is_none_or(|e| e != "toml") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let s = scenario::load(&path.display().to_string(), &text, &pool)
            .unwrap_or_else(|d| panic!("{d:?}"));
        cited.extend(s.meta.rules.iter().cloned());
        for step in s.setup.swu().unwrap().run().unwrap().steps {
            cited.extend(step.rules);
        }
    }
    assert!(
        cited.contains("7.6.10") && cited.contains("5.6.1"),
        "the scan finds citations: {cited:?}"
    );
    let missing: Vec<&String> = cited.iter().filter(|c| !anchors.contains(*c)).collect();
    assert!(
        missing.is_empty(),
        "rule numbers cited without an anchor on /rules: {missing:?}"
    );
}
