//! Quiz scoring: a trainee's answer against the engine's legal orders.
//!
//! Any legal order is fully right. Otherwise the practice score is the share
//! of constraints the answer keeps, and the feedback names the first one it
//! breaks with its rule number. Exam mode is all-or-nothing.

pub mod accuracy;
pub mod asked;
pub mod catalog_query;
pub mod draft;
pub mod exam;
pub mod json_tree;
pub mod keyed;
pub mod marks;
pub mod names;
pub mod ordering;
pub mod practice;
pub mod progress;
pub mod review;
pub mod run;
pub mod status;
pub mod topics;

use serde::{Deserialize, Serialize};

use crate::timing::order::{OrderError, OrderSpace, Verdict};
use json_tree::{JsonTree, Unread};

/// The sections of the rules a scenario teaches, in rule order, each once.
/// `group` is the scenario's ruleset's grouping of a rule number into its
/// section (`rulesets::Game::section`); the quiz knows no game's numbering.
pub fn sections_of<R: AsRef<str>>(rules: &[R], group: impl Fn(&str) -> String) -> Vec<String> {
    let mut sections: Vec<String> = rules.iter().map(|r| group(r.as_ref())).collect();
    crate::sorting::sort_by_key(&mut sections, |s| rule_key(s));
    sections.dedup();
    sections
}

/// A sort key that puts "7.6.10" after "7.6.9", "7.7.4b" after "7.7.4" and
/// a lettered step id by its number ("PG2" before "PG10"): each part
/// between dots is its leading letters, its number, and the rest.
pub fn rule_key(rule: &str) -> Vec<(String, u32, String)> {
    rule.split('.')
        .map(|p| {
            let letters = p.len() - p.trim_start_matches(|c: char| !c.is_ascii_digit()).len();
            let rest = &p[letters..];
            let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
            (
                p[..letters].to_string(),
                rest[..digits].parse().unwrap_or(0),
                rest[digits..].to_string(),
            )
        })
        .collect()
}

/// How answers are scored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// Partial credit for the constraints kept.
    #[default]
    Practice,
    /// Full marks for a legal order, nothing otherwise.
    Exam,
}

/// The scored answer to an ordering question.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct OrderScore {
    pub verdict: Verdict,
    /// 0.0 to 1.0.
    pub score: f64,
    /// One sentence for the trainee.
    pub feedback: String,
}

impl OrderScore {
    /// Is "Try again" offered? Only after an order that is not legal: a
    /// right answer has nothing left to try (the same rule for every
    /// question kind: `asked::Scored::may_try_again`).
    pub fn may_try_again(&self) -> bool {
        !self.verdict.legal
    }
}

/// Score an ordering answer.
pub fn score_order(
    space: &OrderSpace,
    answer: &[String],
    mode: Mode,
) -> Result<OrderScore, OrderError> {
    let verdict = space.judge(answer)?;
    let score = match (mode, verdict.legal) {
        (_, true) => 1.0,
        (Mode::Exam, false) => 0.0,
        (Mode::Practice, false) => verdict.score(),
    };
    let feedback = match &verdict.first_broken {
        None if space.orders.len() > 1 => format!(
            "Right: this is one of the {} legal orders.",
            space.orders.len()
        ),
        None => "Right: this is the only legal order.".to_string(),
        Some(c) => format!(
            "Not quite. The first thing this order breaks: {}",
            c.explain()
        ),
    };
    Ok(OrderScore {
        verdict,
        score,
        feedback,
    })
}

/// An initial order to show the trainee: a fixed shuffle of the events that
/// is not itself a legal order (when such a shuffle exists), so the question
/// never starts solved.
pub fn starting_order(space: &OrderSpace, seed: &str) -> Vec<String> {
    let mut events = space.events.clone();
    let mut h: u64 = 1469598103934665603;
    for b in seed.bytes() {
        h = (h ^ b as u64).wrapping_mul(1099511628211);
    }
    for attempt in 0..16 {
        let mut v = events.clone();
        let mut x = h.wrapping_add(attempt);
        for i in (1..v.len()).rev() {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            v.swap(i, (x % (i as u64 + 1)) as usize);
        }
        if !space.judge(&v).map(|j| j.legal).unwrap_or(true) {
            return v;
        }
    }
    events.reverse();
    events
}

impl Mode {
    pub fn from_tree<J: JsonTree>(v: &J) -> Result<Mode, Unread> {
        match v.text().as_deref() {
            Some("practice") => Ok(Mode::Practice),
            Some("exam") => Ok(Mode::Exam),
            _ => Err("a mode is \"practice\" or \"exam\"".into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::timing::OrderNode;

    fn space() -> OrderSpace {
        let t = OrderNode::seq(
            vec![
                OrderNode::event("a"),
                OrderNode::event("b"),
                OrderNode::event("c"),
            ],
            "5.5.1a",
            "phase order",
        );
        OrderSpace::new(&t, None, 10).unwrap()
    }

    fn v(s: &[&str]) -> Vec<String> {
        s.iter().map(|x| x.to_string()).collect()
    }

    #[test]
    fn rules_group_into_sections_and_sort_naturally() {
        // A grouping by the first two numbers, as a ruleset might give.
        let two = |r: &str| r.split('.').take(2).collect::<Vec<_>>().join(".");
        assert_eq!(
            sections_of(&["7.6.10", "1.16.5", "7.6.9", "7.10.1", "7.7.4b"], two),
            ["1.16", "7.6", "7.7", "7.10"]
        );
        assert!(sections_of(&[] as &[&str], two).is_empty());
        let mut v = vec!["7.6.10", "7.6.9", "7.7.4b", "7.7.4", "5.5.1a"];
        v.sort_by_key(|r| rule_key(r));
        assert_eq!(v, ["5.5.1a", "7.6.9", "7.6.10", "7.7.4", "7.7.4b"]);
        // Lettered step ids (SWM's) by their numbers, after the numbered.
        let mut v = vec!["PG10", "R6a", "PG2", "PG9a", "5", "PG9", "R10"];
        v.sort_by_key(|r| rule_key(r));
        assert_eq!(v, ["5", "PG2", "PG9", "PG9a", "PG10", "R6a", "R10"]);
    }

    #[test]
    fn practice_gives_partial_credit_and_exam_does_not() {
        let s = space();
        let p = score_order(&s, &v(&["a", "c", "b"]), Mode::Practice).unwrap();
        assert!((p.score - 2.0 / 3.0).abs() < 1e-9);
        assert!(p.feedback.contains("(5.5.1a)"), "{}", p.feedback);
        let e = score_order(&s, &v(&["a", "c", "b"]), Mode::Exam).unwrap();
        assert_eq!(e.score, 0.0);
        let right = score_order(&s, &v(&["a", "b", "c"]), Mode::Exam).unwrap();
        assert_eq!(right.score, 1.0);
        assert_eq!(right.feedback, "Right: this is the only legal order.");
    }

    #[test]
    fn the_starting_order_is_never_already_right() {
        let s = space();
        for seed in ["x", "sneak-attack-aphra", "", "another"] {
            let start = starting_order(&s, seed);
            assert!(!s.judge(&start).unwrap().legal, "{seed}: {start:?}");
            let mut sorted = start.clone();
            sorted.sort();
            assert_eq!(sorted, v(&["a", "b", "c"]));
        }
    }
}
