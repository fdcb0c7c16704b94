//! A scenario's status for the trainee, as the catalog shows it and filters
//! by: new, answered right, missed, or due for review.

use super::progress::Progress;
use super::review;

/// The trainee's status on a scenario.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Never answered.
    New,
    /// The latest answer to each of its questions was right.
    Correct,
    /// The latest answer to one of its questions was wrong.
    Missed,
    /// Missed before and due for review now.
    Due,
}

impl Status {
    /// Every status, in the order the catalog's filter lists them.
    pub const ALL: [Status; 4] = [Status::New, Status::Correct, Status::Missed, Status::Due];

    /// The status in plain words.
    pub fn label(self) -> &'static str {
        match self {
            Status::New => "New",
            Status::Correct => "Correct",
            Status::Missed => "Missed",
            Status::Due => "Due for review",
        }
    }

    /// The word for a CSS class or a filter's value.
    pub fn slug(self) -> &'static str {
        match self {
            Status::New => "new",
            Status::Correct => "correct",
            Status::Missed => "missed",
            Status::Due => "due",
        }
    }
}

/// A scenario's status at `now` (milliseconds since the Unix epoch): due
/// for review if the review schedule says so, otherwise by the latest
/// answer to each of its questions.
pub fn status(p: &Progress, scenario: &str, now: f64) -> Status {
    if review::queue(p)
        .iter()
        .any(|r| r.scenario == scenario && r.is_due(now))
    {
        return Status::Due;
    }
    // (question, when, right) of the latest answer to each question.
    let mut latest: Vec<(&str, f64, bool)> = Vec::new();
    for a in p.attempts.iter().filter(|a| a.scenario == scenario) {
        match latest.iter_mut().find(|(q, _, _)| *q == a.question) {
            Some(l) if l.1 <= a.at => *l = (a.question.as_str(), a.at, a.legal),
            Some(_) => {}
            None => latest.push((a.question.as_str(), a.at, a.legal)),
        }
    }
    match latest.is_empty() {
        true => Status::New,
        false if latest.iter().all(|l| l.2) => Status::Correct,
        false => Status::Missed,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::progress::{Attempt, VERSION};

    const DAY: f64 = 86_400_000.0;

    fn attempt(scenario: &str, question: &str, day: f64, legal: bool) -> Attempt {
        Attempt {
            scenario: scenario.into(),
            question: question.into(),
            answer: vec!["a".into()],
            score: if legal { 1.0 } else { 0.0 },
            legal,
            at: day * DAY,
            duration: 0.0,
        }
    }

    fn progress(attempts: Vec<Attempt>) -> Progress {
        Progress {
            version: VERSION,
            attempts,
        }
    }

    #[test]
    fn a_scenario_never_answered_is_new_whatever_else_was() {
        let p = progress(vec![attempt("other", "q1", 1.0, false)]);
        assert_eq!(status(&p, "mine", 1.0 * DAY), Status::New);
        assert_eq!(status(&Progress::new(), "mine", 0.0), Status::New);
    }

    #[test]
    fn right_answers_to_every_question_make_it_correct() {
        let p = progress(vec![
            attempt("mine", "q1", 1.0, true),
            attempt("mine", "q2", 1.0, true),
        ]);
        assert_eq!(status(&p, "mine", 1.0 * DAY), Status::Correct);
    }

    #[test]
    fn a_wrong_latest_answer_is_missed_until_it_is_due() {
        let p = progress(vec![
            attempt("mine", "q1", 1.0, true),
            attempt("mine", "q2", 1.0, false),
        ]);
        // Same day: missed, not yet due (a miss comes back the next day).
        assert_eq!(status(&p, "mine", 1.0 * DAY), Status::Missed);
        assert_eq!(status(&p, "mine", 2.0 * DAY), Status::Due);
    }

    #[test]
    fn the_latest_answer_to_a_question_counts_not_the_first() {
        let p = progress(vec![
            attempt("mine", "q1", 3.0, true),
            attempt("mine", "q1", 1.0, false),
        ]);
        // Reviewed right after the miss: the latest answer is right, and the
        // review schedule has pushed the next review out.
        let s = status(&p, "mine", 3.0 * DAY);
        assert_eq!(s, Status::Correct);
    }

    #[test]
    fn labels_and_slugs_are_distinct() {
        for s in Status::ALL {
            let same = Status::ALL
                .iter()
                .filter(|o| o.label() == s.label() || o.slug() == s.slug())
                .count();
            assert_eq!(same, 1, "{s:?}");
        }
    }
}
