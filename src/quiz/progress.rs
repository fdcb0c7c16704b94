//! The trainee's saved progress: a versioned schema, independent of where
//! it is stored (the browser keeps it in localStorage).
//!
//! Reading is forgiving: an entry that is corrupt or from an unknown version
//! is set aside with a reason, and the rest is kept. Nothing is dropped
//! without the trainee saying so.

use serde::{Deserialize, Serialize};

/// The schema version this build writes.
pub const VERSION: u32 = 1;

/// One answered question.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Attempt {
    pub scenario: String,
    pub question: String,
    pub answer: Vec<String>,
    pub score: f64,
    pub legal: bool,
    /// Milliseconds since the Unix epoch.
    pub at: f64,
    /// How long the trainee took, in milliseconds.
    #[serde(default)]
    pub duration: f64,
}

/// Everything saved.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Progress {
    pub version: u32,
    pub attempts: Vec<Attempt>,
}

/// What a merge did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct MergeReport {
    pub added: usize,
    pub already: usize,
}

/// Something that could not be read back, kept for the trainee to see.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SetAside {
    pub raw: String,
    pub reason: String,
}

/// Read saved progress. Attempts that do not parse are set aside one by
/// one; a document from an unknown version is set aside whole.
pub fn read(raw: &str) -> (Progress, Vec<SetAside>) {
    let value: serde_json::Value = match serde_json::from_str(raw) {
        Ok(v) => v,
        Err(e) => {
            return (
                Progress {
                    version: VERSION,
                    attempts: Vec::new(),
                },
                vec![SetAside {
                    raw: raw.to_string(),
                    reason: format!("the saved progress is not valid JSON: {e}"),
                }],
            )
        }
    };
    let version = value.get("version").and_then(|v| v.as_u64());
    if version != Some(VERSION as u64) {
        let reason = match version {
            Some(v) => format!("saved by a version of the app this one does not know (schema {v})"),
            None => "the saved progress has no schema version".to_string(),
        };
        return (
            Progress {
                version: VERSION,
                attempts: Vec::new(),
            },
            vec![SetAside {
                raw: raw.to_string(),
                reason,
            }],
        );
    }
    let mut progress = Progress {
        version: VERSION,
        attempts: Vec::new(),
    };
    let mut aside = Vec::new();
    match value.get("attempts").and_then(|a| a.as_array()) {
        Some(items) => {
            for item in items {
                match serde_json::from_value::<Attempt>(item.clone()) {
                    Ok(a) => progress.attempts.push(a),
                    Err(e) => aside.push(SetAside {
                        raw: item.to_string(),
                        reason: format!("an attempt could not be read: {e}"),
                    }),
                }
            }
        }
        None => aside.push(SetAside {
            raw: raw.to_string(),
            reason: "the saved progress has no list of attempts".into(),
        }),
    }
    (progress, aside)
}

impl Progress {
    pub fn new() -> Self {
        Progress {
            version: VERSION,
            attempts: Vec::new(),
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|_| "{}".into())
    }

    /// Merge another export into this one: attempts not already here are
    /// added; nothing here is changed or dropped.
    pub fn merge(&mut self, other: &Progress) -> MergeReport {
        let mut report = MergeReport::default();
        for a in &other.attempts {
            let known = self.attempts.iter().any(|b| {
                b.scenario == a.scenario
                    && b.question == a.question
                    && b.at == a.at
                    && b.answer == a.answer
            });
            if known {
                report.already += 1;
            } else {
                self.attempts.push(a.clone());
                report.added += 1;
            }
        }
        report
    }

    /// The latest attempt at a scenario.
    pub fn latest(&self, scenario: &str) -> Option<&Attempt> {
        self.attempts
            .iter()
            .filter(|a| a.scenario == scenario)
            .max_by(|a, b| a.at.total_cmp(&b.at))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attempt(s: &str, at: f64) -> Attempt {
        Attempt {
            scenario: s.into(),
            question: "q1".into(),
            answer: vec!["a".into()],
            score: 1.0,
            legal: true,
            at,
            duration: 0.0,
        }
    }

    #[test]
    fn round_trips_and_finds_the_latest_attempt() {
        let mut p = Progress::new();
        p.attempts.push(attempt("x", 1.0));
        p.attempts.push(attempt("x", 5.0));
        let (back, aside) = read(&p.to_json());
        assert!(aside.is_empty());
        assert_eq!(back, p);
        assert_eq!(back.latest("x").unwrap().at, 5.0);
        assert!(back.latest("y").is_none());
    }

    #[test]
    fn merging_adds_only_what_is_new_and_keeps_everything_here() {
        let mut mine = Progress::new();
        mine.attempts.push(attempt("x", 1.0));
        mine.attempts.push(attempt("y", 2.0));
        let mut theirs = Progress::new();
        theirs.attempts.push(attempt("x", 1.0));
        theirs.attempts.push(attempt("z", 3.0));
        let report = mine.merge(&theirs);
        assert_eq!(
            report,
            MergeReport {
                added: 1,
                already: 1
            }
        );
        let ids: Vec<&str> = mine.attempts.iter().map(|a| a.scenario.as_str()).collect();
        assert_eq!(ids, ["x", "y", "z"]);
        // Merging again changes nothing.
        assert_eq!(
            mine.merge(&theirs),
            MergeReport {
                added: 0,
                already: 2
            }
        );
    }

    #[test]
    fn a_corrupt_attempt_is_set_aside_and_the_rest_kept() {
        let raw = r#"{"version":1,"attempts":[{"scenario":"x","question":"q","answer":[],"score":0.5,"legal":false,"at":3},{"scenario":7}]}"#;
        let (p, aside) = read(raw);
        assert_eq!(p.attempts.len(), 1);
        assert_eq!(aside.len(), 1);
        assert!(
            aside[0].reason.contains("could not be read"),
            "{}",
            aside[0].reason
        );
        assert!(aside[0].raw.contains("\"scenario\":7"));
    }

    #[test]
    fn unknown_versions_and_garbage_are_set_aside_whole() {
        let (p, aside) = read(r#"{"version":99,"attempts":[]}"#);
        assert!(p.attempts.is_empty());
        assert!(aside[0].reason.contains("schema 99"));
        let (_, aside) = read("not json{");
        assert!(aside[0].reason.contains("not valid JSON"));
        assert_eq!(aside[0].raw, "not json{");
    }
}
