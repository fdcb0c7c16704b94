//! The review queue: scenarios the trainee missed come back on a spaced
//! schedule.
//!
//! A small Leitner scheduler, chosen over an FSRS crate to keep the
//! browser bundle small (the first page has a 200 KB gzip budget) and the
//! behaviour easy to explain to a trainee:
//! - a scenario enters the queue the first time any of its answers is wrong;
//! - a wrong answer puts it back in box 0: due again one day later;
//! - each right answer moves it up a box: due 1, 3, 7, 16, then 35 days
//!   after that answer;
//! - a scenario never missed is not in the queue.

use std::collections::BTreeMap;

use super::progress::Progress;

/// Days until the next review, by box.
pub const INTERVAL_DAYS: [f64; 6] = [1.0, 1.0, 3.0, 7.0, 16.0, 35.0];
const DAY_MS: f64 = 24.0 * 60.0 * 60.0 * 1000.0;

/// A scenario in the review queue.
#[derive(Debug, Clone, PartialEq)]
pub struct Review {
    pub scenario: String,
    pub r#box: usize,
    /// Milliseconds since the Unix epoch.
    pub due_at: f64,
    pub last_missed: f64,
}

impl Review {
    pub fn is_due(&self, now: f64) -> bool {
        self.due_at <= now
    }
}

/// The queue, soonest due first.
pub fn queue(p: &Progress) -> Vec<Review> {
    let mut by_scenario: BTreeMap<&str, Vec<(f64, bool)>> = BTreeMap::new();
    for a in &p.attempts {
        by_scenario
            .entry(a.scenario.as_str())
            .or_default()
            .push((a.at, a.legal));
    }
    let mut out = Vec::new();
    for (scenario, mut attempts) in by_scenario {
        crate::sorting::sort_by(&mut attempts, |a, b| a.0.total_cmp(&b.0));
        let mut state: Option<(usize, f64, f64)> = None; // (box, last answer, last miss)
        for (at, right) in attempts {
            state = match (state, right) {
                (None, true) => None,
                (_, false) => Some((0, at, at)),
                (Some((b, _, missed)), true) => {
                    Some(((b + 1).min(INTERVAL_DAYS.len() - 1), at, missed))
                }
            };
        }
        if let Some((b, last, missed)) = state {
            out.push(Review {
                scenario: scenario.to_string(),
                r#box: b,
                due_at: last + INTERVAL_DAYS[b] * DAY_MS,
                last_missed: missed,
            });
        }
    }
    crate::sorting::sort_by(&mut out, |a, b| a.due_at.total_cmp(&b.due_at));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::progress::Attempt;

    fn at(scenario: &str, day: f64, legal: bool) -> Attempt {
        Attempt {
            scenario: scenario.into(),
            question: "q".into(),
            answer: vec![],
            score: if legal { 1.0 } else { 0.0 },
            legal,
            at: day * DAY_MS,
            duration: 0.0,
        }
    }

    #[test]
    fn a_miss_comes_back_tomorrow_and_right_answers_space_it_out() {
        let mut p = Progress::new();
        p.attempts.push(at("x", 10.0, false));
        let q = queue(&p);
        assert_eq!(q.len(), 1);
        assert_eq!(q[0].due_at, 11.0 * DAY_MS);
        assert!(!q[0].is_due(10.5 * DAY_MS));
        assert!(q[0].is_due(11.0 * DAY_MS));
        p.attempts.push(at("x", 11.0, true));
        assert_eq!(queue(&p)[0].due_at, 12.0 * DAY_MS);
        p.attempts.push(at("x", 12.0, true));
        assert_eq!(queue(&p)[0].due_at, 15.0 * DAY_MS);
        p.attempts.push(at("x", 15.0, false));
        assert_eq!(queue(&p)[0].r#box, 0);
        assert_eq!(queue(&p)[0].due_at, 16.0 * DAY_MS);
    }

    #[test]
    fn never_missed_scenarios_are_not_in_the_queue() {
        let mut p = Progress::new();
        p.attempts.push(at("a", 1.0, true));
        p.attempts.push(at("b", 2.0, false));
        p.attempts.push(at("c", 0.5, false));
        let q: Vec<String> = queue(&p).into_iter().map(|r| r.scenario).collect();
        assert_eq!(q, ["c", "b"]);
    }
}
