//! Accuracy by rule section, as the progress page charts it: every answer
//! counts once for each section of the rules its scenario teaches. The
//! sections come from the caller, grouped by the scenario's ruleset.

use super::progress::Progress;
use super::rule_key;

/// How often the trainee was right on the scenarios of one rule section.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SectionAccuracy {
    /// The section, as the ruleset groups rule numbers ("7.6", "5").
    pub section: String,
    /// Answers that were a legal order or the right option.
    pub right: usize,
    /// Every answer counted.
    pub total: usize,
}

impl SectionAccuracy {
    /// The share right, 0.0 to 1.0 (0.0 when nothing was answered).
    pub fn share(&self) -> f64 {
        self.right as f64 / self.total.max(1) as f64
    }
}

/// Accuracy over every attempt, sections in rule order. `sections_of`
/// gives the rule sections a scenario id teaches, grouped by its ruleset
/// (nothing for an id it does not know, whose attempts are left out).
pub fn by_section(p: &Progress, sections_of: impl Fn(&str) -> Vec<String>) -> Vec<SectionAccuracy> {
    let mut rows: Vec<SectionAccuracy> = Vec::new();
    for a in &p.attempts {
        for s in sections_of(&a.scenario) {
            match rows.iter_mut().find(|r| r.section == s) {
                Some(r) => {
                    r.right += usize::from(a.legal);
                    r.total += 1;
                }
                None => rows.push(SectionAccuracy {
                    section: s,
                    right: usize::from(a.legal),
                    total: 1,
                }),
            }
        }
    }
    crate::sorting::sort_by_key(&mut rows, |r| rule_key(&r.section));
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::progress::{Attempt, VERSION};

    fn attempt(scenario: &str, legal: bool) -> Attempt {
        Attempt {
            scenario: scenario.into(),
            question: "q".into(),
            answer: Vec::new(),
            score: 0.0,
            legal,
            at: 0.0,
            duration: 0.0,
        }
    }

    /// Two scenarios: one teaches 7.6.10 and 7.6.11 (one section), the
    /// other 1.16.5 and 7.6.9; a third id is unknown. Grouped by the first
    /// two numbers.
    fn sections_of(id: &str) -> Vec<String> {
        let rules: &[&str] = match id {
            "window" => &["7.6.10", "7.6.11"],
            "state" => &["1.16.5", "7.6.9"],
            _ => &[],
        };
        crate::quiz::sections_of(rules, |r| {
            r.split('.').take(2).collect::<Vec<_>>().join(".")
        })
    }

    #[test]
    fn each_answer_counts_once_per_section_its_scenario_teaches() {
        let p = Progress {
            version: VERSION,
            attempts: vec![
                attempt("window", true),
                attempt("window", false),
                attempt("state", true),
                attempt("unknown", true),
            ],
        };
        let rows = by_section(&p, sections_of);
        let got: Vec<(&str, usize, usize)> = rows
            .iter()
            .map(|r| (r.section.as_str(), r.right, r.total))
            .collect();
        // "window" teaches two rules of 7.6, counted once per answer; the
        // unknown id counts nowhere; rule order puts 1.16 first.
        assert_eq!(got, vec![("1.16", 1, 1), ("7.6", 2, 3)]);
        assert!((rows[1].share() - 2.0 / 3.0).abs() < 1e-9);
    }

    #[test]
    fn sections_sort_by_rule_number_not_as_text() {
        let p = Progress {
            version: VERSION,
            attempts: vec![attempt("a", false), attempt("b", true)],
        };
        let rows = by_section(&p, |id| {
            vec![if id == "a" { "7.10" } else { "7.9" }.to_string()]
        });
        let got: Vec<&str> = rows.iter().map(|r| r.section.as_str()).collect();
        assert_eq!(got, vec!["7.9", "7.10"]);
        assert!(by_section(&Progress::new(), sections_of).is_empty());
        assert_eq!(rows[0].share(), 1.0);
        assert_eq!(rows[1].share(), 0.0);
    }
}
