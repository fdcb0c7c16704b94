//! Readings: where a scenario's answer rests on a reading of the rules that
//! neither the rules text nor a dated ruling settles.
//!
//! A `[[reading]]` says what this app follows, why (its source: the judge
//! lesson, a dated ruling, the engine's own combination of two rulings) and
//! the other reading. The reveal shows it as a note headed [`HEADING`], so a
//! trainee never takes an unsettled reading for a settled rule. Its `open`
//! number is an open entry of the file's own game's section of
//! `docs/rulings-questions.md` ([`OpenEntries`]); a question whose answer
//! rests on a step the engine marks with that number needs one
//! (`scenario_file::depends`, `tests/readings.rs`).

use super::quote::quote;
use std::ops::Range;

use serde::{Deserialize, Serialize};
use toml::Spanned;

/// The heading of a reading's note, wherever the app shows one.
pub const HEADING: &str = "A reading, not a settled rule";

/// One game's open entries in `docs/rulings-questions.md`: a scenario
/// belongs to one game, so a reading's `open = N` is entry N of that game's
/// section (each section numbers its own entries).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OpenEntries {
    /// The section's `## ` heading in the document.
    pub section: &'static str,
    /// The numbers of its entries that are open.
    pub numbers: &'static [u32],
}

/// A `[[reading]]` table as written.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReadingFile {
    /// What the reading is about, in a few words.
    pub topic: Spanned<String>,
    /// What this app (its engine and answer keys) follows.
    pub follows: Spanned<String>,
    /// Why: the source this app follows.
    pub why: Spanned<String>,
    /// The other reading, and what it would change.
    pub other: Spanned<String>,
    /// The ids of the questions whose answer rests on this reading.
    #[serde(default)]
    pub questions: Vec<Spanned<String>>,
    /// The open question of `docs/rulings-questions.md` the reading is
    /// about, by its number: the engine marks the steps that follow it.
    #[serde(default)]
    pub open: Option<Spanned<u32>>,
    /// The events the reading, not a rule, puts before `then`'s.
    #[serde(default)]
    pub first: Option<Spanned<Vec<Spanned<String>>>>,
    /// The events the reading puts after `first`'s.
    #[serde(default)]
    pub then: Option<Spanned<Vec<Spanned<String>>>>,
}

/// A validated reading.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reading {
    pub topic: String,
    pub follows: String,
    pub why: String,
    pub other: String,
    /// Question ids; the note is shown with these questions' explanations
    /// as well as above the engine's trace.
    pub questions: Vec<String>,
    /// The open ruling question it is about (`docs/rulings-questions.md`),
    /// when the engine marks the steps that follow it.
    #[serde(default)]
    pub open: Option<u32>,
    /// Event labels the reading, not a rule, puts before those of `then`:
    /// an order question's verdict names the reading, not a rule, where a
    /// trainee's order breaks only this.
    #[serde(default)]
    pub first: Vec<String>,
    #[serde(default)]
    pub then: Vec<String>,
}

impl Reading {
    /// Does this question's answer rest on the reading?
    pub fn applies_to(&self, question: &str) -> bool {
        self.questions.iter().any(|q| q == question)
    }
}

/// Does the reading file name question `id`?
fn questions_named(f: &ReadingFile, id: &str) -> bool {
    f.questions.iter().any(|q| q.get_ref() == id)
}

/// Check the readings of a file whose questions have these ids and events,
/// in a game whose open entries are `open`; every problem goes to `report`
/// (span, message, suggestion).
pub(crate) fn validate(
    files: Vec<ReadingFile>,
    question_events: &[(String, Vec<String>)],
    open: OpenEntries,
    report: &mut dyn FnMut(Range<usize>, String, Option<String>),
) -> Vec<Reading> {
    let question_ids: Vec<String> = question_events.iter().map(|(id, _)| id.clone()).collect();
    let mut out = Vec::new();
    for f in files {
        let parts = [
            ("topic", &f.topic, "name what the reading is about"),
            (
                "follows",
                &f.follows,
                "say what this app follows at this point",
            ),
            (
                "why",
                &f.why,
                "name the source: the judge lesson, a dated ruling, the engine's reading",
            ),
            ("other", &f.other, "state the other reading"),
        ];
        for (key, value, hint) in parts {
            if value.get_ref().trim().is_empty() {
                report(
                    value.span(),
                    format!("the reading's `{key}` is empty"),
                    Some(hint.to_string()),
                );
            }
        }
        if f.topic.get_ref().trim().contains('\n') {
            report(
                f.topic.span(),
                "the reading's `topic` must be one line".to_string(),
                Some("put the detail in `follows`, `why` and `other`".into()),
            );
        }
        let mut questions = Vec::new();
        for q in &f.questions {
            if question_ids.iter().any(|id| id == q.get_ref()) {
                if !questions.contains(q.get_ref()) {
                    questions.push(q.get_ref().clone());
                }
                continue;
            }
            let known: Vec<&str> = question_ids.iter().map(String::as_str).collect();
            let suggestion = match super::schema::closest(q.get_ref(), &known) {
                Some(k) => format!("did you mean {}?", quote(k)),
                None if known.is_empty() => "the file has no question".to_string(),
                None => format!("the questions are: {}", known.join(", ")),
            };
            report(
                q.span(),
                format!("no question has the id {}", quote(q.get_ref())),
                Some(suggestion),
            );
        }
        let labels = |o: &Option<Spanned<Vec<Spanned<String>>>>| -> Vec<String> {
            o.iter()
                .flat_map(|o| o.get_ref())
                .map(|l| l.get_ref().clone())
                .collect()
        };
        let (first, then) = (labels(&f.first), labels(&f.then));
        // Each label is an event of a question the reading names.
        let asked: Vec<&String> = question_events
            .iter()
            .filter(|(id, _)| questions_named(&f, id))
            .flat_map(|(_, events)| events)
            .collect();
        for l in [&f.first, &f.then]
            .into_iter()
            .flatten()
            .flat_map(|o| o.get_ref())
        {
            if !asked.contains(&l.get_ref()) {
                let known: Vec<&str> = asked.iter().map(|e| e.as_str()).collect();
                report(
                    l.span(),
                    format!(
                        "{} is not an event of a question this reading names",
                        quote(l.get_ref())
                    ),
                    Some(match super::schema::closest(l.get_ref(), &known) {
                        Some(k) => format!("did you mean {}?", quote(k)),
                        None if known.is_empty() => {
                            "name an order question in `questions`".to_string()
                        }
                        None => format!("its questions' events are: {}", known.join(", ")),
                    }),
                );
            }
        }
        // `first` and `then` come together: one alone orders nothing.
        for (key, one, other) in [("first", &f.first, &then), ("then", &f.then, &first)] {
            if let Some(o) = one.as_ref().filter(|_| other.is_empty()) {
                let missing = if key == "first" { "then" } else { "first" };
                report(
                    o.span(),
                    format!("the reading's `{key}` has no `{missing}`"),
                    Some(format!(
                        "list in `{missing}` the events the reading puts {}",
                        if key == "first" {
                            "after these"
                        } else {
                            "before these"
                        }
                    )),
                );
            }
        }
        // `open` names an open entry of this game's own section: a number
        // read in another game's list would point at another question.
        if let Some(n) = &f.open {
            if !open.numbers.contains(n.get_ref()) {
                let list: Vec<String> = open.numbers.iter().map(u32::to_string).collect();
                report(
                    n.span(),
                    format!(
                        "open = {} is not an open entry of the \"{}\" section of docs/rulings-questions.md",
                        n.get_ref(),
                        open.section
                    ),
                    Some(format!("its open entries are: {}", list.join(", "))),
                );
            }
        }
        out.push(Reading {
            first,
            then,
            topic: f.topic.into_inner().trim().to_string(),
            follows: f.follows.into_inner().trim().to_string(),
            why: f.why.into_inner().trim().to_string(),
            other: f.other.into_inner().trim().to_string(),
            questions,
            open: f.open.map(|o| o.into_inner()),
        });
    }
    out
}
