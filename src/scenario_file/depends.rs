//! Which open ruling questions a question's answer rests on, found from the
//! engine's run: a step that follows the engine's reading of an open
//! question carries its number (`Facts::readings`), and a question depends
//! on it when its answer is about that step:
//!
//! - an ordering question: one of its events is such a step;
//! - a choice question: its claim names such a step (the event `first`
//!   puts first, either event of `before`, `happens`, `absent`; a unit
//!   claim's `after`; a `fact`'s `at`), or a decision as a who-decides
//!   question does;
//! - a who-decides question (or a `decided_by` or `options` claim): the
//!   decision's own step is such a step, or the decision orders such steps
//!   (one made while such a step resolves, say where to put cards it looks
//!   at, is the same decision under either reading);
//! - an outcome question: none (the run's end rests on every step; a
//!   scenario whose outcome turns on a reading says so in its own reading).
//!
//! Every such question must carry a `[[reading]]` with that `open` number
//! that lists it (`Ctx::reading_dependencies`).

use std::collections::BTreeSet;

use super::question::{find_decision, AnswerCheck, Question};
use crate::timing::Trace;

/// The open ruling questions the step labelled `label` follows.
fn of_label<B>(trace: &Trace<B>, label: &str) -> Vec<u32> {
    trace
        .step_for(label)
        .map(|(_, s)| s.facts.readings.clone())
        .unwrap_or_default()
}

/// The open ruling questions the decision `at` rests on.
fn of_decision<B>(trace: &Trace<B>, at: &str) -> Vec<u32> {
    let Ok(d) = find_decision(trace, at) else {
        return Vec::new();
    };
    let mut out = trace.steps[d.step].facts.readings.clone();
    for option in &d.choice.options {
        out.extend(of_label(trace, option));
    }
    out
}

/// The open ruling questions (by number) `q`'s answer rests on.
pub fn open_questions<B>(q: &Question, trace: &Trace<B>) -> BTreeSet<u32> {
    let mut out = BTreeSet::new();
    match q {
        Question::Order { events, .. } => {
            for (label, _) in events {
                out.extend(of_label(trace, label));
            }
        }
        Question::Choice { check, .. } => match check {
            // What comes first: the event the claim puts first (the others
            // are the field it is compared with).
            AnswerCheck::First { event, .. } => out.extend(of_label(trace, event)),
            AnswerCheck::Before { first, then, .. } => {
                out.extend(of_label(trace, first));
                out.extend(of_label(trace, then));
            }
            AnswerCheck::Happens { event } | AnswerCheck::Absent { event } => {
                out.extend(of_label(trace, event));
            }
            AnswerCheck::Unit { after, .. } => out.extend(of_label(trace, after)),
            AnswerCheck::Fact { at, .. } | AnswerCheck::ResolvedBy { at, .. } => {
                out.extend(of_label(trace, at))
            }
            AnswerCheck::DecidedBy { at, .. } | AnswerCheck::Options { at, .. } => {
                out.extend(of_decision(trace, at));
            }
            AnswerCheck::Outcome(_) => {}
        },
        Question::WhoDecides { at, .. } => out.extend(of_decision(trace, at)),
        Question::Outcome { .. } => {}
    }
    out
}
