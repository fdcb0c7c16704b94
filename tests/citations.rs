//! Every rule number the app cites exists in CR v7.0 (`src/rulesets/swu/cr-v7.0-rules.txt`):
//! the engine's trace steps, choice points and order tree for every library
//! scenario run; every scenario's `rules` list and every text it shows
//! (situation, prompts, explanations, options and their `why_wrong`); the
//! rules page's anchors and the rule numbers its blocks mention; the rule
//! numbers quoted in the engine and scenario sources; `docs/rule-coverage.md`.
//! A failure names where each unknown number was cited and the nearest rule.

mod common;

use common::files::{files_in, files_under};
use std::collections::BTreeMap;

use timing_window::rules::Block;
use timing_window::rulesets::swu::cards::CardPool;
use timing_window::rulesets::swu::digest::{anchors, blocks};
use timing_window::rulesets::swu::{citations, cr};
use timing_window::scenario;
use timing_window::timing::OrderNode;

/// number → where it was cited (first few places).
#[derive(Default)]
struct Cited(BTreeMap<String, Vec<String>>);

impl Cited {
    fn add(&mut self, number: &str, place: &str) {
        let places = self.0.entry(number.to_string()).or_default();
        if places.len() < 3 {
            places.push(place.to_string());
        }
    }

    fn prose(&mut self, text: &str, place: &str) {
        for n in cr::cited_in(text) {
            self.add(&n, place);
        }
    }

    /// The numbers that are not rules of CR v7.0, one line each.
    fn unknown(&self) -> Vec<String> {
        self.0
            .iter()
            .filter(|(n, _)| !cr::exists(n))
            .map(|(n, places)| {
                let hint = cr::nearest(n)
                    .map(|k| format!(" (did you mean {k}?)"))
                    .unwrap_or_default();
                format!("{n}{hint}, cited in {}", places.join("; "))
            })
            .collect()
    }
}

/// Every string value in a scenario file: rule lists exactly, the rest as
/// prose. Ids, labels and card names hold no rule numbers.
fn walk(v: &toml::Value, key: &str, place: &str, cited: &mut Cited) {
    match v {
        toml::Value::String(s) if key == "rules" => cited.add(s, &format!("{place} rules")),
        toml::Value::String(s) => cited.prose(s, &format!("{place} {key}")),
        toml::Value::Array(items) => items.iter().for_each(|i| walk(i, key, place, cited)),
        toml::Value::Table(t) => t.iter().for_each(|(k, i)| walk(i, k, place, cited)),
        _ => {}
    }
}

fn order_rules(node: &OrderNode, out: &mut Vec<String>) {
    match node {
        OrderNode::Event { .. } => {}
        OrderNode::Seq { children, rule, .. } => {
            out.push(rule.clone());
            children.iter().for_each(|c| order_rules(c, out));
        }
        OrderNode::Nest { nested, rule, .. } => {
            out.push(rule.clone());
            order_rules(nested, out);
        }
        OrderNode::Window { groups, rule, .. } => {
            out.push(rule.clone());
            for g in groups {
                out.push(g.rule.clone());
                g.items.iter().for_each(|c| order_rules(c, out));
            }
        }
    }
}

/// Where the SWU engine tags its steps: the engine and the trigger table.
const ENGINE_SOURCES: &[&str] = &["src/rulesets/swu/engine", "src/rulesets/swu/cards"];

#[test]
fn every_rule_number_the_library_and_the_engine_cite_exists_in_cr_v7_0() {
    let pool = CardPool::bundled().unwrap();
    let mut cited = Cited::default();
    let mut runs = 0;
    for path in files_in("scenarios", "toml") {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(&path).unwrap();
        let value: toml::Value = toml::from_str(&text).unwrap();
        walk(&value, "", &name, &mut cited);
        let s = scenario::load(&path.display().to_string(), &text, &pool)
            .unwrap_or_else(|d| panic!("{d:?}"));
        let trace = s.setup.swu().unwrap().run().unwrap();
        for step in &trace.steps {
            let place = format!("{name} trace step \"{}\"", step.text);
            for r in &step.rules {
                cited.add(r, &place);
            }
            if let Some(c) = &step.choice {
                for r in &c.rules {
                    cited.add(r, &format!("{name} choice \"{}\"", c.prompt));
                }
            }
        }
        let mut rules = Vec::new();
        order_rules(&trace.order, &mut rules);
        for r in rules {
            cited.add(&r, &format!("{name} order tree"));
        }
        runs += 1;
    }
    assert!(runs > 20, "the library ran: {runs} scenarios");
    for dir in ENGINE_SOURCES.iter().chain(&["src/scenario"]) {
        for path in files_under(dir, "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            for (n, line) in citations::quoted_in_source(&text) {
                cited.add(&n, &format!("{}:{line}", path.display()));
            }
        }
    }
    for path in files_in("cards", "toml")
        .into_iter()
        .chain([std::path::PathBuf::from("src/scenario/template.toml")])
    {
        let text = std::fs::read_to_string(&path).unwrap();
        let value: toml::Value = toml::from_str(&text).unwrap();
        walk(&value, "", &path.display().to_string(), &mut cited);
    }
    assert!(
        cited.0.contains_key("7.7.4b") && cited.0.contains_key("5.5.1a"),
        "the scan finds citations"
    );
    let unknown = cited.unknown();
    assert!(
        unknown.is_empty(),
        "rule numbers that CR v7.0 does not have:\n{}",
        unknown.join("\n")
    );
}

#[test]
fn every_rule_number_on_the_rules_page_and_in_the_coverage_doc_exists_in_cr_v7_0() {
    let mut cited = Cited::default();
    for a in anchors().iter().filter(|a| !a.starts_with("ruling-")) {
        cited.add(a, "a /rules anchor");
    }
    for b in blocks() {
        let text = match &b {
            Block::Heading { text, .. }
            | Block::Entry { text, .. }
            | Block::Ruling { text, .. }
            | Block::Text(text) => text,
        };
        cited.prose(text, "the rules page");
    }
    let doc = std::fs::read_to_string("docs/rule-coverage.md").unwrap();
    cited.prose(&doc, "docs/rule-coverage.md");
    assert!(cited.0.contains_key("7.6.10"), "the scan finds citations");
    let unknown = cited.unknown();
    assert!(
        unknown.is_empty(),
        "rule numbers that CR v7.0 does not have:\n{}",
        unknown.join("\n")
    );
}

#[test]
fn a_number_cr_v7_0_lacks_is_reported_with_the_rule_it_meant() {
    let mut cited = Cited::default();
    cited.prose("the regroup phase starts (5.5a)", "here");
    assert_eq!(
        cited.unknown(),
        ["5.5a (did you mean 5.5.1a?), cited in here"]
    );
}

const CITATIONS_DOC: &str = "docs/citations.md";

/// `docs/citations.md` is the table `citations::table` makes of the library
/// and the engine's sources as they are now. `TW_WRITE_CITATIONS=1 cargo
/// test --test citations` rewrites it.
#[test]
fn docs_citations_md_lists_every_citation_of_the_library_and_the_engine() {
    let scenarios: Vec<(String, String)> = files_in("scenarios", "toml")
        .into_iter()
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().to_string();
            (name, std::fs::read_to_string(&p).unwrap())
        })
        .collect();
    let sources: Vec<(String, String)> = ENGINE_SOURCES
        .iter()
        .flat_map(|d| files_under(d, "rs"))
        .map(|p| {
            (
                p.display().to_string(),
                std::fs::read_to_string(&p).unwrap(),
            )
        })
        .collect();
    let fresh = citations::table(&scenarios, &sources);
    assert!(fresh.contains("\n## 7.6.10: ") && fresh.contains("sneak-attack-aphra.toml"));
    if std::env::var_os("TW_WRITE_CITATIONS").is_some() {
        std::fs::write(CITATIONS_DOC, &fresh).expect("written");
    }
    let committed = std::fs::read_to_string(CITATIONS_DOC).unwrap_or_default();
    if committed != fresh {
        let line = committed
            .lines()
            .zip(fresh.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(committed.lines().count().min(fresh.lines().count()));
        panic!(
            "{CITATIONS_DOC} is stale from line {}: committed {:?}, now {:?}; \
             rewrite it with TW_WRITE_CITATIONS=1 cargo test --test citations",
            line + 1,
            committed.lines().nth(line),
            fresh.lines().nth(line)
        );
    }
}
