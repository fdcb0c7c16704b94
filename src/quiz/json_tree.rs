//! Reading what the trainee saved (progress, drafts, set-aside entries)
//! from a parsed JSON document, whoever parsed it: the tree and the field
//! readers here, each saved type's `from_tree` beside the type
//! (`progress.rs`, `draft.rs`, `Mode` in `quiz`), so this module needs
//! none of them.
//!
//! Natively the document is a `serde_json::Value`. In the browser it is
//! the browser's own `JSON.parse` result (`ui::saved::Js`): serde_json's
//! parser, its value tree and serde's generated readers for these types
//! were a tenth of the trainee app's code (`docs/benchmarks.md`). One
//! reader per saved type, written against [`JsonTree`], serves both, so
//! the apps and the tests read saved data alike.
//!
//! Each reader accepts what serde's derived reader of the same type
//! accepts (unknown fields ignored, `#[serde(default)]` fields optional,
//! an integer where a number is wanted) and says what is wrong otherwise;
//! `tests` holds the two to each other. Writing stays serde's: the text
//! written is the same either way.

/// A parsed JSON value, as much of it as the readers look at.
pub trait JsonTree: Sized {
    /// An object's field (`None` when this is not an object or the field
    /// is absent).
    fn field(&self, name: &str) -> Option<Self>;
    /// An object's fields, in any order; `None` when this is not an object.
    fn entries(&self) -> Option<Vec<(String, Self)>>;
    /// An array's items; `None` when this is not an array.
    fn items(&self) -> Option<Vec<Self>>;
    fn text(&self) -> Option<String>;
    fn number(&self) -> Option<f64>;
    fn boolean(&self) -> Option<bool>;
    fn is_null(&self) -> bool;
    /// The value written back as JSON (what a set-aside entry keeps).
    fn to_json(&self) -> String;
}

impl JsonTree for serde_json::Value {
    fn field(&self, name: &str) -> Option<Self> {
        self.as_object()?.get(name).cloned()
    }
    fn entries(&self) -> Option<Vec<(String, Self)>> {
        Some(
            self.as_object()?
                .iter()
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect(),
        )
    }
    fn items(&self) -> Option<Vec<Self>> {
        self.as_array().cloned()
    }
    fn text(&self) -> Option<String> {
        self.as_str().map(str::to_string)
    }
    fn number(&self) -> Option<f64> {
        self.as_f64()
    }
    fn boolean(&self) -> Option<bool> {
        self.as_bool()
    }
    fn is_null(&self) -> bool {
        self.is_null()
    }
    fn to_json(&self) -> String {
        self.to_string()
    }
}

/// Why a value does not read: the field and what it should have been.
pub type Unread = String;

pub(crate) fn need<T>(v: Option<T>, field: &str, what: &str) -> Result<T, Unread> {
    v.ok_or_else(|| format!("`{field}` is missing or is not {what}"))
}

pub(crate) fn text<J: JsonTree>(v: &J, field: &str) -> Result<String, Unread> {
    need(v.field(field).and_then(|f| f.text()), field, "a text")
}

pub(crate) fn number<J: JsonTree>(v: &J, field: &str) -> Result<f64, Unread> {
    need(v.field(field).and_then(|f| f.number()), field, "a number")
}

/// A `#[serde(default)]` number: absent is 0, anything else must be one.
pub(crate) fn number_or_zero<J: JsonTree>(v: &J, field: &str) -> Result<f64, Unread> {
    match v.field(field) {
        None => Ok(0.0),
        Some(f) => need(f.number(), field, "a number"),
    }
}

/// A `#[serde(default)]` boolean.
pub(crate) fn boolean_or_false<J: JsonTree>(v: &J, field: &str) -> Result<bool, Unread> {
    match v.field(field) {
        None => Ok(false),
        Some(f) => need(f.boolean(), field, "true or false"),
    }
}

/// A list of texts.
pub fn texts<J: JsonTree>(v: &J) -> Option<Vec<String>> {
    v.items()?.iter().map(JsonTree::text).collect()
}

pub(crate) fn field_texts<J: JsonTree>(v: &J, field: &str) -> Result<Vec<String>, Unread> {
    need(
        v.field(field).and_then(|f| texts(&f)),
        field,
        "a list of texts",
    )
}

pub(crate) fn object<J: JsonTree>(v: &J) -> Result<(), Unread> {
    match v.entries() {
        Some(_) => Ok(()),
        None => Err("it is not an object".into()),
    }
}

/// A whole number that fits a `u32` (a schema version).
pub fn version<J: JsonTree>(doc: &J) -> Option<u32> {
    let n = doc.field("version")?.number()?;
    (n.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&n)).then_some(n as u32)
}

#[cfg(test)]
mod tests {
    use serde::de::DeserializeOwned;
    use serde_json::{json, Value};

    use super::*;
    use crate::quiz::draft::{Answer, QuestionDraft, ScenarioDraft};
    use crate::quiz::progress::{Attempt, SetAside};
    use crate::quiz::Mode;

    /// Does the tree reader read `v` exactly when serde's derived reader
    /// does, to the same value?
    fn agree<T: DeserializeOwned + PartialEq + std::fmt::Debug>(
        v: &Value,
        ours: fn(&Value) -> Result<T, Unread>,
    ) {
        let theirs = serde_json::from_value::<T>(v.clone()).ok();
        assert_eq!(ours(v).ok(), theirs, "{v}");
    }

    fn attempt() -> Value {
        json!({"scenario": "x", "question": "q", "answer": ["a", "b"], "score": 0.5,
               "legal": false, "at": 3, "duration": 1200.5})
    }

    /// `v` with `field` set to each of a range of values, and left out.
    fn variants(v: &Value, field: &str) -> Vec<Value> {
        let others = [
            json!(null),
            json!(true),
            json!(1),
            json!(-2.5),
            json!("s"),
            json!([]),
            json!(["t"]),
            json!([1]),
            json!({}),
            json!("practice"),
            json!("exam"),
            json!("order"),
            json!("pick"),
            json!({"kind": "pick", "picked": "p"}),
            json!({"answer": {"kind": "order", "order": ["a"]}}),
        ];
        let mut out = Vec::new();
        for o in others {
            let mut w = v.clone();
            w[field] = o;
            out.push(w);
        }
        let mut gone = v.clone();
        if let Some(m) = gone.as_object_mut() {
            m.remove(field);
        }
        out.push(gone);
        out
    }

    #[test]
    fn attempts_read_as_serde_reads_them() {
        let a = attempt();
        agree::<Attempt>(&a, Attempt::from_tree);
        assert!(Attempt::from_tree(&a).is_ok());
        for field in [
            "scenario", "question", "answer", "score", "legal", "at", "duration", "extra",
        ] {
            for v in variants(&a, field) {
                agree::<Attempt>(&v, Attempt::from_tree);
            }
        }
        for v in [json!(null), json!([]), json!("x"), json!(3)] {
            agree::<Attempt>(&v, Attempt::from_tree);
        }
    }

    #[test]
    fn drafts_read_as_serde_reads_them() {
        let d = json!({
            "answers": {
                "q1": {"answer": {"kind": "order", "order": ["a", "b"]}, "checked": "exam"},
                "q2": {"answer": {"kind": "pick", "picked": "o2"}, "checked": null},
                "q3": {"answer": {"kind": "pick", "picked": "o1"}}
            },
            "revealed": true, "mode": "exam", "at": 12.0
        });
        agree::<ScenarioDraft>(&d, ScenarioDraft::from_tree);
        assert_eq!(ScenarioDraft::from_tree(&d).unwrap().answers.len(), 3);
        for field in ["answers", "revealed", "mode", "at", "extra"] {
            for v in variants(&d, field) {
                agree::<ScenarioDraft>(&v, ScenarioDraft::from_tree);
            }
        }
        let q = d["answers"]["q1"].clone();
        for field in ["answer", "checked"] {
            for v in variants(&q, field) {
                agree::<QuestionDraft>(&v, QuestionDraft::from_tree);
            }
        }
        let answer = q["answer"].clone();
        for field in ["kind", "order", "picked"] {
            for v in variants(&answer, field) {
                agree::<Answer>(&v, Answer::from_tree);
            }
        }
        let pick = json!({"kind": "pick", "picked": "o"});
        for field in ["kind", "picked", "order"] {
            for v in variants(&pick, field) {
                agree::<Answer>(&v, Answer::from_tree);
            }
        }
        for v in [
            json!("practice"),
            json!("exam"),
            json!("Exam"),
            json!(1),
            json!(null),
        ] {
            agree::<Mode>(&v, Mode::from_tree);
        }
    }

    #[test]
    fn set_aside_entries_and_versions_read_as_serde_reads_them() {
        let s = json!({"raw": "{", "reason": "not JSON"});
        agree::<SetAside>(&s, SetAside::from_tree);
        for field in ["raw", "reason", "extra"] {
            for v in variants(&s, field) {
                agree::<SetAside>(&v, SetAside::from_tree);
            }
        }
        assert_eq!(version(&json!({"version": 1})), Some(1));
        assert_eq!(version(&json!({"version": 1.5})), None);
        assert_eq!(version(&json!({"version": -1})), None);
        assert_eq!(version(&json!({"version": "1"})), None);
        assert_eq!(version(&json!([1])), None);
    }
}
