//! `docs/rule-coverage.md` cannot rot: every rule of sections 5, 7.6, 7.7
//! and 8.6 of the digest (`src/rulesets/swu/rules-digest.md`) has a row with at
//! least one scenario (or is named under "Not covered, and why"), every
//! scenario a row names exists, and each named scenario's `rules` list
//! includes that row's rule or a rule under it. Every rule of CR v7.0's
//! sections 1.16.5, 5, 6.2–6.4, 7.5, 7.6, 7.7 and 8.6 (from the rule index,
//! `timing_window::rulesets::swu::cr`) has a row in the main table with at least two
//! scenarios, or a row that says why not ("not a timing rule: ...",
//! "not modelled: ...", "not yet in two scenarios: ...").

use std::collections::{BTreeMap, BTreeSet};

const SECTIONS: &[&str] = &["5", "7.6", "7.7", "8.6"];

/// Rule numbers written in `s`: digits with at least one dot ("5.4.2"),
/// with an optional lowercase letter right after ("7.7.4b", "5.4a/c").
fn rule_tokens(s: &str) -> Vec<String> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let boundary = i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'.');
        if !(boundary && b[i].is_ascii_digit()) {
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len()
            && (b[i].is_ascii_digit()
                || (b[i] == b'.' && i + 1 < b.len() && b[i + 1].is_ascii_digit()))
        {
            i += 1;
        }
        if i < b.len()
            && b[i].is_ascii_lowercase()
            && !(i + 1 < b.len() && b[i + 1].is_ascii_alphanumeric())
        {
            i += 1;
        }
        let t = &s[start..i];
        if t.contains('.') {
            out.push(t.to_string());
        }
    }
    out
}

/// The digest's rules of the given sections, in order: the numbers written
/// in their bullets under the section's own number, or, in a section with
/// no bullets, the numbers written in its text (else the section's number).
fn digest_rules(digest: &str) -> Vec<String> {
    // (section number, bullets, plain paragraph lines)
    let mut sections: Vec<(String, Vec<String>, Vec<String>)> = Vec::new();
    for line in digest.lines() {
        if let Some(h) = line.strip_prefix("## ") {
            let tok = h.split_whitespace().next().unwrap_or("").to_string();
            sections.push((tok, Vec::new(), Vec::new()));
        } else if let Some((_, bullets, text)) = sections.last_mut() {
            if let Some(b) = line.strip_prefix("- ") {
                bullets.push(b.to_string());
            } else if line.starts_with("  ") && !bullets.is_empty() {
                if let Some(last) = bullets.last_mut() {
                    last.push(' ');
                    last.push_str(line.trim());
                }
            } else if !line.trim().is_empty() {
                text.push(line.trim().to_string());
            }
        }
    }
    let mut rules: Vec<String> = Vec::new();
    for (tok, bullets, text) in sections
        .iter()
        .filter(|(t, _, _)| SECTIONS.contains(&t.as_str()))
    {
        let lines = if bullets.is_empty() { text } else { bullets };
        let mut found = false;
        for t in lines.iter().flat_map(|l| rule_tokens(l)) {
            if t.starts_with(&format!("{tok}.")) {
                found = true;
                if !rules.contains(&t) {
                    rules.push(t);
                }
            }
        }
        if !found && !rules.contains(tok) {
            rules.push(tok.clone());
        }
    }
    rules
}

/// Whether rule `n` is `own` or sits under it ("7.6.13a" under "7.6.13",
/// "5.5.1a" under "5.5"; "7.6.10" not under "7.6.1").
fn under(n: &str, own: &str) -> bool {
    n.strip_prefix(own).is_some_and(|rest| {
        rest.is_empty()
            || rest.starts_with('.')
            || rest.starts_with(|c: char| c.is_ascii_lowercase())
    })
}

/// The rules named in bold under "## Not covered, and why".
fn excused(doc: &str) -> Vec<String> {
    let Some((_, part)) = doc.split_once("## Not covered, and why") else {
        return Vec::new();
    };
    part.split("**")
        .skip(1)
        .step_by(2)
        .flat_map(rule_tokens)
        .collect()
}

/// The part of the doc the coverage tables live in: everything before the
/// "Worked examples" section, whose rows list CR examples, not coverage.
fn coverage_part(doc: &str) -> &str {
    doc.split_once("\n## Worked examples")
        .map_or(doc, |(before, _)| before)
}

/// The table's rows: rule → the scenario ids named in its last cell.
fn table(doc: &str) -> BTreeMap<String, Vec<String>> {
    let mut rows = BTreeMap::new();
    for line in coverage_part(doc).lines().filter(|l| l.starts_with("| ")) {
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        let rule = cells[0];
        if rule_tokens(rule) != [rule.to_string()] {
            continue;
        }
        let ids: Vec<String> = cells
            .last()
            .unwrap()
            .split('`')
            .skip(1)
            .step_by(2)
            .map(String::from)
            .collect();
        assert!(
            rows.insert(rule.to_string(), ids).is_none(),
            "rule {rule} has two rows"
        );
    }
    rows
}

#[test]
fn the_digest_parse_finds_the_known_rules() {
    let digest = std::fs::read_to_string("src/rulesets/swu/rules-digest.md").unwrap();
    let rules = digest_rules(&digest);
    for r in [
        "5.1.2", "5.2.1e", "5.4.2", "5.4.1b", "5.5.1c", "5.6.3", "7.6.1", "7.6.16", "7.7.3e",
        "7.7.4f", "7.7.5", "8.6.1",
    ] {
        assert!(rules.contains(&r.to_string()), "{r} not found in {rules:?}");
    }
    // Section titles with numbered bullets are not rules; rules of other
    // sections mentioned inside these are not theirs.
    for r in ["7.6", "7.7", "5", "8.6", "6.3.3", "1.16.5"] {
        assert!(!rules.contains(&r.to_string()), "{r} should not be a rule");
    }
    assert_eq!(
        rule_tokens("(5.4.1a, 5.5.1e) and 7.7.4b."),
        ["5.4.1a", "5.5.1e", "7.7.4b"]
    );
    assert!(under("7.6.13a", "7.6.13") && under("5.5.1a", "5.5") && !under("7.6.10", "7.6.1"));
}

#[test]
fn the_rule_coverage_table_is_complete_and_true() {
    let digest = std::fs::read_to_string("src/rulesets/swu/rules-digest.md").unwrap();
    let doc = std::fs::read_to_string("docs/rule-coverage.md").unwrap();
    let rows = table(&doc);
    let mut problems = Vec::new();
    let excused = excused(&doc);
    for r in digest_rules(&digest) {
        if excused.contains(&r) {
            continue;
        }
        if rows.get(&r).is_none_or(|ids| ids.is_empty()) {
            problems.push(format!("rule {r} has no scenario in docs/rule-coverage.md"));
        }
    }
    let mut claimed: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (rule, ids) in &rows {
        for id in ids {
            let rules = claimed.entry(id.clone()).or_insert_with(|| {
                let Ok(text) = std::fs::read_to_string(format!("scenarios/{id}.toml")) else {
                    return BTreeSet::new();
                };
                let v: toml::Value = toml::from_str(&text).unwrap();
                let mut set: BTreeSet<String> = v["rules"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|r| r.as_str().unwrap().to_string())
                    .collect();
                set.insert(String::new()); // marks "the file exists"
                set
            });
            if rules.is_empty() {
                problems.push(format!("rule {rule}: no scenario scenarios/{id}.toml"));
            } else if !rules.iter().any(|r| !r.is_empty() && under(r, rule)) {
                problems.push(format!(
                    "rule {rule}: {id}'s `rules` names neither it nor a rule under it"
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The CR v7.0 sections whose every rule the library must teach at least
/// twice, or say why not.
const CR_SECTIONS: &[&str] = &[
    "1.16.5", "5", "6.2", "6.3", "6.4", "7.5", "7.6", "7.7", "8.6",
];

/// How many scenarios each of those rules needs.
const MIN_SCENARIOS: usize = 2;

/// The heading of the main table, the one every rule of `CR_SECTIONS` is in.
const MAIN_TABLE: &str = "## Every rule of sections 1.16.5, 5, 6.2–6.4, 7.5, 7.6, 7.7 and 8.6";

/// The statuses a row may give instead of scenarios, each followed by why.
const STATUSES: &[&str] = &[
    "not a timing rule:",
    "not modelled:",
    // The engine does it and a test shows it; a scenario is still to come.
    "not yet in two scenarios:",
];

/// The rules of CR v7.0 in `CR_SECTIONS`, in the CR's order, from the rule
/// index; the section numbers "5" and "7.5" themselves are titles only.
fn cr_rules() -> Vec<&'static str> {
    timing_window::rulesets::swu::cr::numbers()
        .filter(|n| *n != "5" && *n != "7.5")
        .filter(|n| CR_SECTIONS.iter().any(|s| under(n, s)))
        .collect()
}

/// The main table's rows: rule → its last cell, as written.
fn main_rows(doc: &str) -> BTreeMap<String, String> {
    let part = coverage_part(doc);
    let Some((_, rest)) = part.split_once(MAIN_TABLE) else {
        return BTreeMap::new();
    };
    let section = rest.split("\n## ").next().unwrap_or("");
    let mut rows = BTreeMap::new();
    for line in section.lines().filter(|l| l.starts_with("| ")) {
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        if rule_tokens(cells[0]) != [cells[0].to_string()] {
            continue;
        }
        rows.insert(cells[0].to_string(), cells.last().unwrap().to_string());
    }
    rows
}

#[test]
fn the_cr_rule_list_holds_the_sections_taught() {
    let rules = cr_rules();
    for r in [
        "1.16.5", "1.16.5b", "5.1", "5.4.1c", "6.2.0e", "6.3.4d", "6.4.5b", "7.5.7e", "7.5.16d",
        "7.6.8a", "7.6.17", "7.7.5f", "8.6.2",
    ] {
        assert!(rules.contains(&r), "{r} missing from the CR rules taught");
    }
    for r in [
        "5", "7.5", "6.1", "6.5", "7.4.2", "1.16.4", "8.7.3", "1.16.6",
    ] {
        assert!(!rules.contains(&r), "{r} is not in the sections taught");
    }
}

#[test]
fn every_cr_rule_of_the_taught_sections_has_two_scenarios_or_a_reason() {
    let doc = std::fs::read_to_string("docs/rule-coverage.md").unwrap();
    let rows = main_rows(&doc);
    assert!(
        !rows.is_empty(),
        "docs/rule-coverage.md has no table under {MAIN_TABLE:?}"
    );
    let taught = cr_rules();
    let mut problems = Vec::new();
    for r in &taught {
        let Some(cell) = rows.get(*r) else {
            problems.push(format!("rule {r} has no row under {MAIN_TABLE:?}"));
            continue;
        };
        let lower = cell.to_lowercase();
        if let Some(status) = STATUSES.iter().find(|s| lower.starts_with(*s)) {
            if cell[status.len()..].trim().len() < 10 {
                problems.push(format!("rule {r}: {status:?} needs a reason after it"));
            }
            continue;
        }
        let ids: BTreeSet<&str> = cell.split('`').skip(1).step_by(2).collect();
        if ids.len() < MIN_SCENARIOS {
            problems.push(format!(
                "rule {r} has {} scenario(s); it needs {MIN_SCENARIOS}, or a row saying \"not a timing rule: why\" or \"not modelled: why\"",
                ids.len()
            ));
        }
    }
    for r in rows.keys() {
        if !taught.contains(&r.as_str()) {
            problems.push(format!(
                "rule {r} under {MAIN_TABLE:?} is not a rule of those sections of CR v7.0"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
