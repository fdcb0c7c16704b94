//! A guided run through a set of scenarios: a topic's (`/topics/SLUG`) or
//! the trainee's practice set (made on the catalog). The page that lists a
//! set keeps its run in the browser under the run's key and links each
//! scenario with `?run=KEY`; the scenario page reads the run back by that
//! key and shows where the trainee is ("3 of 7 in Bounty") and the next
//! scenario of the set. Keyed by the address, not "the last set opened",
//! so a scenario reached from the catalog shows no run, and two sets open
//! in two tabs do not mix.
//!
//! The run carries its titles: the trainee app, which shows the scenario,
//! has no catalog to look them up in.

use super::json_tree::{texts, JsonTree};

/// The query parameter a run's links carry.
pub const PARAM: &str = "run";

/// A set being worked through, in its order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Run {
    /// Its key: `topic-SLUG`, or `practice` for the practice set.
    pub key: String,
    /// What the trainee reads: the topic's title, or "your practice set".
    pub name: String,
    /// The page that lists the set (the way back to it).
    pub back: String,
    /// The scenarios' ids, in the set's order.
    pub ids: Vec<String>,
    /// Their titles, in the same order.
    pub titles: Vec<String>,
}

/// Where the trainee is in a run, on one of its scenarios.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Place<'a> {
    /// 1-based.
    pub number: usize,
    pub of: usize,
    /// The next scenario's id and title; none on the last.
    pub next: Option<(&'a str, &'a str)>,
}

impl Run {
    /// The run of a topic's scenarios (`entries` in the topic's order).
    pub fn topic(slug: &str, title: &str, entries: &[(&str, &str)]) -> Run {
        Run::of(
            format!("topic-{slug}"),
            title,
            format!("/topics/{slug}"),
            entries,
        )
    }

    /// The run of the practice set made on the catalog.
    pub fn practice(name: &str, entries: &[(&str, &str)]) -> Run {
        Run::of("practice".into(), name, "/".into(), entries)
    }

    fn of(key: String, name: &str, back: String, entries: &[(&str, &str)]) -> Run {
        Run {
            key,
            name: name.to_string(),
            back,
            ids: entries.iter().map(|(id, _)| id.to_string()).collect(),
            titles: entries.iter().map(|(_, t)| t.to_string()).collect(),
        }
    }

    /// The scenario page's address for one of the run's scenarios.
    pub fn href(&self, id: &str) -> String {
        format!(
            "/scenarios/{}?{PARAM}={}",
            crate::percent_encode(id),
            crate::percent_encode(&self.key)
        )
    }

    /// Where `id` is in the run; `None` when the run does not hold it.
    pub fn place(&self, id: &str) -> Option<Place<'_>> {
        let i = self.ids.iter().position(|x| x == id)?;
        let next = self.ids.get(i + 1).map(|n| {
            (
                n.as_str(),
                self.titles.get(i + 1).map_or(n.as_str(), |t| t.as_str()),
            )
        });
        Some(Place {
            number: i + 1,
            of: self.ids.len(),
            next,
        })
    }

    /// "3 of 7 in Bounty".
    pub fn progress(&self, place: &Place) -> String {
        format!("{} of {} in {}", place.number, place.of, self.name)
    }

    /// The run as JSON text, for the browser's storage. Written by hand so
    /// the catalog's small app, which also writes one, links no JSON
    /// writer.
    pub fn to_json(&self) -> String {
        let list = |v: &[String]| {
            let items: Vec<String> = v.iter().map(|s| json_string(s)).collect();
            format!("[{}]", items.join(","))
        };
        format!(
            "{{\"key\":{},\"name\":{},\"back\":{},\"ids\":{},\"titles\":{}}}",
            json_string(&self.key),
            json_string(&self.name),
            json_string(&self.back),
            list(&self.ids),
            list(&self.titles)
        )
    }

    /// Read a run written by [`Run::to_json`]; `None` when any part is
    /// missing or of the wrong kind, or the lists differ in length.
    pub fn from_tree<J: JsonTree>(v: &J) -> Option<Run> {
        let text = |f: &str| v.field(f).and_then(|x| x.text());
        let run = Run {
            key: text("key")?,
            name: text("name")?,
            back: text("back")?,
            ids: texts(&v.field("ids")?)?,
            titles: texts(&v.field("titles")?)?,
        };
        (run.ids.len() == run.titles.len()).then_some(run)
    }

    /// The storage key a run is kept under.
    pub fn storage_key(key: &str) -> String {
        format!("timing-window.run.{key}")
    }
}

/// `s` as a JSON string literal.
fn json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bounty() -> Run {
        Run::topic(
            "bounty",
            "Bounty",
            &[("a", "First"), ("b", "Second \"quoted\""), ("c", "Third\\")],
        )
    }

    #[test]
    fn a_run_says_where_the_trainee_is_and_what_comes_next() {
        let run = bounty();
        let p = run.place("b").expect("b is in the run");
        assert_eq!(run.progress(&p), "2 of 3 in Bounty");
        assert_eq!(p.next, Some(("c", "Third\\")));
        assert_eq!(run.place("c").unwrap().next, None, "the last has no next");
        assert_eq!(run.place("z"), None, "a scenario outside the run");
        assert_eq!(run.href("c"), "/scenarios/c?run=topic-bounty");
        assert_eq!(run.back, "/topics/bounty");
    }

    #[test]
    fn a_run_reads_back_what_it_wrote() {
        let run = bounty();
        let v: serde_json::Value = serde_json::from_str(&run.to_json()).expect("valid JSON");
        assert_eq!(Run::from_tree(&v), Some(run));
        let control = Run::practice("your practice set", &[("x", "tab\tand\nline")]);
        let v: serde_json::Value = serde_json::from_str(&control.to_json()).unwrap();
        assert_eq!(Run::from_tree(&v), Some(control));
    }

    #[test]
    fn a_damaged_run_is_no_run() {
        for raw in [
            "{}",
            "[]",
            "{\"key\":\"k\",\"name\":\"n\",\"back\":\"/\",\"ids\":[\"a\"],\"titles\":[]}",
            "{\"key\":\"k\",\"name\":\"n\",\"back\":\"/\",\"ids\":\"a\",\"titles\":[\"A\"]}",
        ] {
            let v: serde_json::Value = serde_json::from_str(raw).unwrap();
            assert_eq!(Run::from_tree(&v), None, "{raw}");
        }
    }
}
