//! Answers in progress and checked answers, per scenario, so nothing is
//! lost on a reload, the browser's Back and Forward, or a rule link and
//! back; and the flow of a scenario's questions that rests on them: one
//! question at a time, and the engine's trace only once every question is
//! answered or the trainee asks for it.
//!
//! Versioned like saved progress, but a draft is only a convenience: an
//! entry that does not read (corrupt, another version, an answer that no
//! longer fits its question) is ignored, never an error.

use serde::{Deserialize, Serialize};

use super::json_tree::JsonTree;
use super::json_tree::{boolean_or_false, field_texts, need, number_or_zero, object, text, Unread};
use super::keyed::Keyed;
use super::Mode;

/// The schema version this build writes.
pub const VERSION: u32 = 1;

/// How many scenarios' drafts are kept; the least recently touched go first.
pub const KEEP: usize = 200;

/// One question's answer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Answer {
    /// An order of event labels.
    Order { order: Vec<String> },
    /// A picked option's id.
    Pick { picked: String },
}

/// One question's draft: the answer and whether it was checked (and in
/// which scoring mode).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct QuestionDraft {
    pub answer: Answer,
    /// `Some` once checked: the mode it was scored in.
    #[serde(default)]
    pub checked: Option<Mode>,
}

/// A scenario's drafts.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct ScenarioDraft {
    /// By question id.
    #[serde(default)]
    pub answers: Keyed<QuestionDraft>,
    /// The trainee asked to see the engine's run before answering everything.
    #[serde(default)]
    pub revealed: bool,
    #[serde(default)]
    pub mode: Mode,
    /// When last changed, in milliseconds since the Unix epoch.
    #[serde(default)]
    pub at: f64,
}

/// Every scenario's drafts, by scenario id.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Drafts {
    pub version: u32,
    pub scenarios: Keyed<ScenarioDraft>,
}

impl Drafts {
    /// Read stored drafts. Anything that does not read is left out: a
    /// corrupt document or another version gives no drafts, a corrupt
    /// scenario entry is skipped.
    pub fn read(raw: &str) -> Drafts {
        Drafts::read_tree(serde_json::from_str::<serde_json::Value>(raw).ok())
    }

    /// [`Drafts::read`] of a document parsed by whoever parsed it
    /// (`quiz::json_tree`); `None` when it is not JSON.
    pub fn read_tree<J: JsonTree>(doc: Option<J>) -> Drafts {
        let mut out = Drafts {
            version: VERSION,
            scenarios: Keyed::new(),
        };
        let Some(doc) = doc else {
            return out;
        };
        if super::json_tree::version(&doc) != Some(VERSION) {
            return out;
        }
        let Some(entries) = doc.field("scenarios").and_then(|s| s.entries()) else {
            return out;
        };
        for (id, entry) in entries {
            if let Ok(d) = ScenarioDraft::from_tree(&entry) {
                out.scenarios.insert(id, d);
            }
        }
        out
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    pub fn get(&self, scenario: &str) -> ScenarioDraft {
        self.scenarios.get(scenario).cloned().unwrap_or_default()
    }

    /// Store a scenario's drafts (an empty one is removed), keeping the
    /// [`KEEP`] most recently touched.
    pub fn put(&mut self, scenario: &str, draft: ScenarioDraft) {
        if draft.answers.is_empty() && !draft.revealed && draft.mode == Mode::default() {
            self.scenarios.remove(scenario);
        } else {
            self.scenarios.insert(scenario.to_string(), draft);
        }
        while self.scenarios.len() > KEEP {
            let oldest = self
                .scenarios
                .iter()
                .min_by(|a, b| a.1.at.total_cmp(&b.1.at))
                .map(|(k, _)| k.clone());
            match oldest {
                Some(k) => self.scenarios.remove(&k),
                None => break,
            };
        }
    }
}

/// What a question asks for, to check a stored answer still fits it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shape {
    /// These events, in any order.
    Order(Vec<String>),
    /// One of these option ids.
    Pick(Vec<String>),
}

impl QuestionDraft {
    /// The stored answer if it fits the question: every event once and
    /// nothing else, or a known option.
    pub fn fitting(&self, shape: &Shape) -> Option<&QuestionDraft> {
        let fits = match (&self.answer, shape) {
            (Answer::Order { order }, Shape::Order(events)) => {
                order.len() == events.len()
                    && events.iter().all(|e| order.contains(e))
                    && order.iter().all(|e| events.contains(e))
            }
            (Answer::Pick { picked }, Shape::Pick(options)) => options.contains(picked),
            _ => false,
        };
        fits.then_some(self)
    }
}

impl ScenarioDraft {
    /// The draft of question `id`, if it fits `shape`.
    pub fn question(&self, id: &str, shape: &Shape) -> Option<&QuestionDraft> {
        self.answers.get(id).and_then(|d| d.fitting(shape))
    }

    /// Forget every answer that does not fit its question (`shapes`, by
    /// question id) or whose question is gone: what is left is what the
    /// page shows, counts as answered and opens the next question with.
    pub fn keep_fitting(&mut self, shapes: &[(String, Shape)]) {
        self.answers.retain(|id, d| {
            shapes
                .iter()
                .any(|(q, shape)| q == id && d.fitting(shape).is_some())
        });
    }

    pub fn is_checked(&self, id: &str) -> bool {
        self.answers.get(id).is_some_and(|d| d.checked.is_some())
    }

    /// Which of `questions` (ids, in the page's order) are shown: every one
    /// up to and including the first unchecked one, and any checked one.
    /// A later prompt cannot give away an earlier answer.
    pub fn visible(&self, questions: &[String]) -> Vec<bool> {
        let mut open = true;
        questions
            .iter()
            .map(|q| {
                let checked = self.is_checked(q);
                let show = open || checked;
                if !checked {
                    open = false;
                }
                show
            })
            .collect()
    }

    /// Whether every question has a checked answer.
    pub fn all_checked(&self, questions: &[String]) -> bool {
        questions.iter().all(|q| self.is_checked(q))
    }

    /// Whether the engine's run may be shown: every question answered, or
    /// the trainee asked for it.
    pub fn trace_open(&self, questions: &[String]) -> bool {
        self.revealed || self.all_checked(questions)
    }

    /// Record an answer in progress (unchecked).
    pub fn set_answer(&mut self, id: &str, answer: Answer, now: f64) {
        self.answers.insert(
            id.to_string(),
            QuestionDraft {
                answer,
                checked: None,
            },
        );
        self.at = now;
    }

    /// Mark question `id`'s answer checked in `mode`.
    pub fn check(&mut self, id: &str, answer: Answer, mode: Mode, now: f64) {
        self.answers.insert(
            id.to_string(),
            QuestionDraft {
                answer,
                checked: Some(mode),
            },
        );
        self.at = now;
    }

    /// "Try again": the question is open again, its answer forgotten.
    pub fn retry(&mut self, id: &str, now: f64) {
        self.answers.remove(id);
        self.at = now;
    }
}

impl Answer {
    /// `{"kind": "order", "order": [...]}` or `{"kind": "pick", "picked": "..."}`.
    pub fn from_tree<J: JsonTree>(v: &J) -> Result<Answer, Unread> {
        match v.field("kind").and_then(|k| k.text()).as_deref() {
            Some("order") => Ok(Answer::Order {
                order: field_texts(v, "order")?,
            }),
            Some("pick") => Ok(Answer::Pick {
                picked: text(v, "picked")?,
            }),
            _ => Err("an answer's `kind` is \"order\" or \"pick\"".into()),
        }
    }
}

impl QuestionDraft {
    pub fn from_tree<J: JsonTree>(v: &J) -> Result<QuestionDraft, Unread> {
        object(v)?;
        let answer = Answer::from_tree(&need(v.field("answer"), "answer", "an answer")?)?;
        let checked = match v.field("checked") {
            None => None,
            Some(c) if c.is_null() => None,
            Some(c) => Some(Mode::from_tree(&c)?),
        };
        Ok(QuestionDraft { answer, checked })
    }
}

impl ScenarioDraft {
    pub fn from_tree<J: JsonTree>(v: &J) -> Result<ScenarioDraft, Unread> {
        object(v)?;
        let mut answers = crate::quiz::keyed::Keyed::new();
        if let Some(a) = v.field("answers") {
            for (id, q) in need(a.entries(), "answers", "an object")? {
                answers.insert(id, QuestionDraft::from_tree(&q)?);
            }
        }
        Ok(ScenarioDraft {
            answers,
            revealed: boolean_or_false(v, "revealed")?,
            mode: match v.field("mode") {
                None => Mode::default(),
                Some(m) => Mode::from_tree(&m)?,
            },
            at: number_or_zero(v, "at")?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    fn order(v: &[&str]) -> Answer {
        Answer::Order { order: ids(v) }
    }

    #[test]
    fn drafts_round_trip() {
        let mut d = ScenarioDraft::default();
        d.set_answer("order", order(&["b", "a"]), 1.0);
        d.check("why", Answer::Pick { picked: "x".into() }, Mode::Exam, 2.0);
        d.mode = Mode::Exam;
        let mut all = Drafts {
            version: VERSION,
            ..Default::default()
        };
        all.put("s", d.clone());
        let back = Drafts::read(&all.to_json());
        assert_eq!(back.get("s"), d);
        assert_eq!(back.get("s").answers["why"].checked, Some(Mode::Exam));
    }

    #[test]
    fn corrupt_or_old_entries_are_ignored_without_a_panic() {
        for raw in [
            "",
            "not json",
            "[]",
            "null",
            "{\"version\":0,\"scenarios\":{\"s\":{}}}",
            "{\"version\":99,\"scenarios\":{}}",
            "{\"version\":1}",
            "{\"version\":1,\"scenarios\":[1,2]}",
            "{\"version\":\"1\",\"scenarios\":{}}",
        ] {
            assert!(Drafts::read(raw).scenarios.is_empty(), "{raw}");
        }
        // One bad scenario entry does not lose the others.
        let raw = r#"{"version":1,"scenarios":{
            "bad":{"answers":{"q":{"answer":{"kind":"order","order":7}}}},
            "worse":"text",
            "good":{"answers":{"q":{"answer":{"kind":"pick","picked":"a"},"checked":"practice"}},"revealed":false,"mode":"practice","at":5}
        }}"#;
        let d = Drafts::read(raw);
        assert_eq!(d.scenarios.keys().collect::<Vec<_>>(), ["good"]);
        assert!(d.get("good").is_checked("q"));
    }

    #[test]
    fn an_answer_that_no_longer_fits_its_question_is_ignored() {
        let events = Shape::Order(ids(&["a", "b", "c"]));
        let options = Shape::Pick(ids(&["x", "y"]));
        let mut d = ScenarioDraft::default();
        d.set_answer("q", order(&["c", "a", "b"]), 0.0);
        assert!(d.question("q", &events).is_some());
        assert!(d.question("q", &Shape::Order(ids(&["a", "b"]))).is_none());
        assert!(d
            .question("q", &Shape::Order(ids(&["a", "b", "d"])))
            .is_none());
        assert!(d.question("q", &options).is_none());
        d.set_answer("q", order(&["a", "a", "b"]), 0.0);
        assert!(d.question("q", &events).is_none());
        d.set_answer("p", Answer::Pick { picked: "z".into() }, 0.0);
        assert!(d.question("p", &options).is_none());
        assert!(d.question("missing", &options).is_none());
        // What does not fit is forgotten, and counts for nothing.
        d.check("q", order(&["c", "b", "a"]), Mode::Practice, 0.0);
        d.check(
            "p",
            Answer::Pick { picked: "z".into() },
            Mode::Practice,
            0.0,
        );
        d.check(
            "gone",
            Answer::Pick { picked: "x".into() },
            Mode::Practice,
            0.0,
        );
        let qs = ids(&["q", "p"]);
        assert!(d.all_checked(&qs));
        d.keep_fitting(&[("q".into(), events.clone()), ("p".into(), options.clone())]);
        assert_eq!(d.answers.keys().collect::<Vec<_>>(), ["q"]);
        assert_eq!(d.visible(&qs), [true, true]);
        assert!(!d.trace_open(&qs));
    }

    #[test]
    fn questions_open_one_at_a_time_and_the_trace_waits_for_all() {
        let qs = ids(&["order", "why", "who"]);
        let mut d = ScenarioDraft::default();
        assert_eq!(d.visible(&qs), [true, false, false]);
        assert!(!d.trace_open(&qs));
        // An answer in progress does not open the next question.
        d.set_answer("order", order(&["a"]), 0.0);
        assert_eq!(d.visible(&qs), [true, false, false]);
        d.check("order", order(&["a"]), Mode::Practice, 0.0);
        assert_eq!(d.visible(&qs), [true, true, false]);
        assert!(!d.trace_open(&qs));
        d.check(
            "why",
            Answer::Pick { picked: "x".into() },
            Mode::Practice,
            0.0,
        );
        d.check(
            "who",
            Answer::Pick {
                picked: "Alex".into(),
            },
            Mode::Practice,
            0.0,
        );
        assert_eq!(d.visible(&qs), [true, true, true]);
        assert!(d.trace_open(&qs));
        // Trying the first again closes the trace but keeps the answered ones.
        d.retry("order", 0.0);
        assert_eq!(d.visible(&qs), [true, true, true]);
        assert!(!d.trace_open(&qs));
        // Asking to see the run opens it with questions still open.
        let fresh = ScenarioDraft {
            revealed: true,
            ..Default::default()
        };
        assert!(fresh.trace_open(&qs));
        assert_eq!(fresh.visible(&qs), [true, false, false]);
        // A scenario with no questions shows its trace.
        assert!(ScenarioDraft::default().trace_open(&[]));
    }

    #[test]
    fn only_the_most_recent_scenarios_are_kept() {
        let mut all = Drafts::default();
        for i in 0..(KEEP + 5) {
            let mut d = ScenarioDraft::default();
            d.set_answer("q", order(&["a"]), i as f64);
            all.put(&format!("s{i}"), d);
        }
        assert_eq!(all.scenarios.len(), KEEP);
        assert!(!all.scenarios.contains_key("s0"));
        assert!(all.scenarios.contains_key(&format!("s{}", KEEP + 4)));
        // An emptied draft is removed.
        all.put("s7", ScenarioDraft::default());
        assert!(!all.scenarios.contains_key("s7"));
    }
}
