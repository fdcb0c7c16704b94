//! The trainee's saved progress: a versioned schema, independent of where
//! it is stored (the browser keeps it in localStorage).
//!
//! Reading is forgiving: an entry that is corrupt or from an unknown version
//! is set aside with a reason, and the rest is kept. Nothing is dropped
//! without the trainee saying so.

use serde::{Deserialize, Serialize};

use super::json_tree::{self, JsonTree};
use super::json_tree::{field_texts, need, number, number_or_zero, object, text, Unread};

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
    read_tree(
        serde_json::from_str::<serde_json::Value>(raw).map_err(|e| e.to_string()),
        raw,
    )
}

/// [`read`] of a document parsed by whoever parsed it (`quiz::json_tree`):
/// `doc` is the parsed `raw`, or why it is not JSON.
pub fn read_tree<J: JsonTree>(doc: Result<J, String>, raw: &str) -> (Progress, Vec<SetAside>) {
    let whole = |reason: String| {
        (
            Progress::new(),
            vec![SetAside {
                raw: raw.to_string(),
                reason,
            }],
        )
    };
    let doc = match doc {
        Ok(d) => d,
        Err(e) => return whole(format!("the saved progress is not valid JSON: {e}")),
    };
    match json_tree::version(&doc) {
        Some(VERSION) => {}
        Some(v) => {
            return whole(format!(
                "saved by a version of the app this one does not know (schema {v})"
            ))
        }
        None => return whole("the saved progress has no schema version".to_string()),
    }
    let mut progress = Progress::new();
    let mut aside = Vec::new();
    match doc.field("attempts").and_then(|a| a.items()) {
        Some(items) => {
            for item in items {
                match Attempt::from_tree(&item) {
                    Ok(a) => progress.attempts.push(a),
                    Err(e) => aside.push(SetAside {
                        raw: item.to_json(),
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

/// Entries set aside earlier (a JSON list of them, as `SetAside` writes);
/// nothing when it does not read.
pub fn read_set_aside<J: JsonTree>(doc: Option<J>) -> Vec<SetAside> {
    doc.and_then(|d| d.items())
        .and_then(|items| items.iter().map(|i| SetAside::from_tree(i).ok()).collect())
        .unwrap_or_default()
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

impl Attempt {
    pub fn from_tree<J: JsonTree>(v: &J) -> Result<Attempt, Unread> {
        object(v)?;
        Ok(Attempt {
            scenario: text(v, "scenario")?,
            question: text(v, "question")?,
            answer: field_texts(v, "answer")?,
            score: number(v, "score")?,
            legal: need(
                v.field("legal").and_then(|f| f.boolean()),
                "legal",
                "true or false",
            )?,
            at: number(v, "at")?,
            duration: number_or_zero(v, "duration")?,
        })
    }
}

impl SetAside {
    pub fn from_tree<J: JsonTree>(v: &J) -> Result<SetAside, Unread> {
        object(v)?;
        Ok(SetAside {
            raw: text(v, "raw")?,
            reason: text(v, "reason")?,
        })
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
