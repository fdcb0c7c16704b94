//! Every rule number the app cites links to an anchor on the rules page:
//! the rule numbers in the engine and scenario sources, and every rule a
//! scenario's metadata, texts or trace cites.

mod common;

use common::files::files_under;
use std::collections::BTreeSet;

use timing_window::rulesets::swu::cards::CardPool;
use timing_window::rulesets::swu::citations;
use timing_window::rulesets::swu::digest::anchors;
use timing_window::scenario;

#[test]
fn every_cited_rule_number_has_an_anchor_on_the_rules_page() {
    let anchors: BTreeSet<String> = anchors().into_iter().collect();
    let mut cited = BTreeSet::new();
    let sources = [
        "src/rulesets/swu/engine",
        "src/rulesets/swu/cards",
        "src/scenario",
    ]
    .iter()
    .flat_map(|dir| files_under(dir, "rs"));
    for path in sources {
        let text = std::fs::read_to_string(&path).unwrap();
        cited.extend(
            citations::quoted_in_source(&text)
                .into_iter()
                .map(|(n, _)| n),
        );
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
        // Every number in the texts a trainee reads is a link too.
        cited.extend(citations::in_file(&text).into_iter().map(|c| c.number));
        for step in s.setup.swu().unwrap().run().unwrap().steps {
            cited.extend(step.rules.into_iter().map(|r| r.into_owned()));
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
