//! Questions about a realtime run, in the four kinds every ruleset shares,
//! and how each answer key is checked against the engine's trace: an order
//! must be legal under the run's order tree, a choice answer carries a
//! claim the trace must bear out, a "who decides" answer is the chooser at
//! the labelled decision, an outcome is the run's outcome.

use std::ops::Range;

use toml_edit::{Item, TableLike};

use super::format::{tables, Ctx};
use super::model::Board;
use crate::timing::{OrderSpace, Trace};

const ORDER_LIMIT: usize = 5_000;

#[derive(Debug, Clone, PartialEq)]
pub struct ChoiceOption {
    pub id: String,
    pub text: String,
    /// On every wrong option: the wrong reasoning that leads to it.
    pub why_wrong: Option<String>,
}

/// What the trace must show for a choice answer to be right.
#[derive(Debug, Clone, PartialEq)]
pub enum AnswerCheck {
    /// `event` comes first among `among` in every legal order.
    First { event: String, among: Vec<String> },
    /// `first` comes before `then` in every legal order.
    Before { first: String, then: String },
    /// The run produces `event`.
    Happens { event: String },
    /// The run never produces `event`.
    Absent { event: String },
    /// The run's outcome.
    Outcome(String),
}

#[derive(Debug, Clone, PartialEq)]
pub enum Question {
    Order {
        id: String,
        prompt: String,
        events: Vec<(String, String)>,
        explanation: String,
    },
    Choice {
        id: String,
        prompt: String,
        options: Vec<ChoiceOption>,
        answer: String,
        check: AnswerCheck,
        explanation: String,
    },
    WhoDecides {
        id: String,
        prompt: String,
        /// The label of a decision step.
        at: String,
        /// A player id, or `ai`.
        answer: String,
        explanation: String,
    },
    Outcome {
        id: String,
        prompt: String,
        answer: String,
        explanation: String,
    },
}

impl Question {
    pub fn id(&self) -> &str {
        match self {
            Question::Order { id, .. }
            | Question::Choice { id, .. }
            | Question::WhoDecides { id, .. }
            | Question::Outcome { id, .. } => id,
        }
    }

    pub fn kind(&self) -> &'static str {
        match self {
            Question::Order { .. } => "order",
            Question::Choice { .. } => "choice",
            Question::WhoDecides { .. } => "who_decides",
            Question::Outcome { .. } => "outcome",
        }
    }

    pub fn explanation(&self) -> &str {
        match self {
            Question::Order { explanation, .. }
            | Question::Choice { explanation, .. }
            | Question::WhoDecides { explanation, .. }
            | Question::Outcome { explanation, .. } => explanation,
        }
    }

    /// Check the key against the run. `Err` says what the engine did.
    pub fn check(&self, trace: &Trace<Board>) -> Result<(), String> {
        match self {
            Question::Order { events, .. } => {
                let labels: Vec<String> = events.iter().map(|(l, _)| l.clone()).collect();
                let space = space(trace, &labels)?;
                let v = space.judge(&labels).map_err(|e| e.to_string())?;
                if v.legal {
                    Ok(())
                } else {
                    Err(format!(
                        "the events are not listed in a legal order; a legal order is {}",
                        v.closest.join(" → ")
                    ))
                }
            }
            Question::Choice {
                check,
                options,
                answer,
                ..
            } => {
                if !options.iter().any(|o| &o.id == answer) {
                    return Err(format!("the answer '{answer}' is not one of the options"));
                }
                check.evaluate(trace)
            }
            Question::WhoDecides { at, answer, .. } => {
                let (_, step) = trace
                    .step_for(at)
                    .ok_or_else(|| format!("the run has no step labelled '{at}'"))?;
                let choice = step
                    .choice
                    .as_ref()
                    .ok_or_else(|| format!("'{at}' is not a decision"))?;
                let expected = chooser_name(trace, answer);
                if choice.chooser == expected {
                    Ok(())
                } else {
                    Err(format!(
                        "{} decides at '{at}', not {expected}",
                        choice.chooser
                    ))
                }
            }
            Question::Outcome { answer, .. } => {
                AnswerCheck::Outcome(answer.clone()).evaluate(trace)
            }
        }
    }
}

/// The name a trace gives a player id (or the AI).
pub fn chooser_name(trace: &Trace<Board>, id: &str) -> String {
    if id == "ai" {
        return "AI".into();
    }
    trace
        .steps
        .first()
        .and_then(|s| s.board.player(id))
        .map(|p| p.name.clone())
        .unwrap_or_else(|| id.to_string())
}

fn space(trace: &Trace<Board>, events: &[String]) -> Result<OrderSpace, String> {
    for e in events {
        if trace.step_for(e).is_none() {
            return Err(format!("the run has no event labelled '{e}'"));
        }
    }
    let space = OrderSpace::new(&trace.order, Some(events), ORDER_LIMIT)
        .ok_or_else(|| format!("the engine has no order for {}", events.join(", ")))?;
    if space.truncated {
        return Err(format!(
            "more than {ORDER_LIMIT} legal orders: name fewer events"
        ));
    }
    Ok(space)
}

impl AnswerCheck {
    pub fn evaluate(&self, trace: &Trace<Board>) -> Result<(), String> {
        match self {
            AnswerCheck::First { event, among } => {
                let space = space(trace, among)?;
                match space.orders.iter().find(|o| o.first() != Some(event)) {
                    None => Ok(()),
                    Some(o) => Err(format!(
                        "'{event}' is not first in every legal order: the engine allows {}",
                        o.join(" → ")
                    )),
                }
            }
            AnswerCheck::Before { first, then } => {
                let space = space(trace, &[first.clone(), then.clone()])?;
                if space.orders.iter().all(|o| o.first() == Some(first)) {
                    Ok(())
                } else {
                    Err(format!("'{first}' does not always come before '{then}'"))
                }
            }
            AnswerCheck::Happens { event } => match trace.step_for(event) {
                Some(_) => Ok(()),
                None => Err(format!("the run never produces '{event}'")),
            },
            AnswerCheck::Absent { event } => match trace.step_for(event) {
                None => Ok(()),
                Some(_) => Err(format!("the run does produce '{event}'")),
            },
            AnswerCheck::Outcome(expected) => {
                let got = super::engine::outcome(trace);
                if &got == expected {
                    Ok(())
                } else {
                    Err(format!(
                        "the run's outcome is \"{got}\", not \"{expected}\""
                    ))
                }
            }
        }
    }
}

/// Read the `[[question]]` tables.
pub(crate) fn read(ctx: &mut Ctx<'_>, item: &Item) -> Vec<Question> {
    let mut out = Vec::new();
    for (t, span) in tables(ctx, item, "question") {
        if let Some(q) = read_one(ctx, t, span) {
            if out.iter().any(|o: &Question| o.id() == q.id()) {
                ctx.err(
                    t.get("id").and_then(|i| i.span()),
                    format!("two questions have the id '{}'", q.id()),
                );
            }
            out.push(q);
        }
    }
    out
}

fn read_one(ctx: &mut Ctx<'_>, t: &dyn TableLike, span: Option<Range<usize>>) -> Option<Question> {
    let id = ctx.str(t, "id", true);
    let kind = ctx.str(t, "kind", true);
    let prompt = ctx.str(t, "prompt", true);
    let explanation = ctx.str(t, "explanation", true);
    let common = ["id", "kind", "prompt", "explanation"];
    let with = |extra: &[&'static str]| -> Vec<&'static str> {
        common.iter().chain(extra).copied().collect()
    };
    let q = match kind.as_deref() {
        Some("order") => {
            ctx.keys(t, &with(&["events", "names"]), "an order question");
            let events = ctx.strings(t, "events");
            let names = ctx.strings(t, "names");
            if events.len() < 2 || events.len() != names.len() {
                ctx.err(
                    span,
                    "an order question lists 2 or more 'events' and as many 'names'",
                );
            }
            Question::Order {
                id: id?,
                prompt: prompt?,
                events: events.into_iter().zip(names).collect(),
                explanation: explanation?,
            }
        }
        Some("choice") => {
            ctx.keys(
                t,
                &with(&["answer", "answer_check", "option"]),
                "a choice question",
            );
            let answer = ctx.str(t, "answer", true)?;
            let check = read_check(ctx, t, span.clone())?;
            let mut options = Vec::new();
            if let Some(o) = t.get("option") {
                for (o, ospan) in tables(ctx, o, "question.option") {
                    ctx.keys(o, &["id", "text", "why_wrong"], "an option");
                    let oid = ctx.str(o, "id", true);
                    let text = ctx.str(o, "text", true);
                    let why_wrong = ctx.str(o, "why_wrong", false);
                    if let (Some(oid), Some(text)) = (oid, text) {
                        if oid != answer && why_wrong.is_none() {
                            ctx.err(
                                ospan,
                                format!("the wrong option '{oid}' needs a 'why_wrong'"),
                            );
                        }
                        options.push(ChoiceOption {
                            id: oid,
                            text,
                            why_wrong,
                        });
                    }
                }
            }
            if options.len() < 2 || !options.iter().any(|o| o.id == answer) {
                ctx.err(
                    span,
                    format!("a choice question has 2 or more options, one of them '{answer}'"),
                );
            }
            Question::Choice {
                id: id?,
                prompt: prompt?,
                options,
                answer,
                check,
                explanation: explanation?,
            }
        }
        Some("who_decides") => {
            ctx.keys(t, &with(&["at", "answer"]), "a who_decides question");
            Question::WhoDecides {
                id: id?,
                prompt: prompt?,
                at: ctx.str(t, "at", true)?,
                answer: ctx.str(t, "answer", true)?,
                explanation: explanation?,
            }
        }
        Some("outcome") => {
            ctx.keys(t, &with(&["answer"]), "an outcome question");
            Question::Outcome {
                id: id?,
                prompt: prompt?,
                answer: ctx.str(t, "answer", true)?,
                explanation: explanation?,
            }
        }
        Some(other) => {
            ctx.err(
                t.get("kind").and_then(|i| i.span()),
                format!("unknown question kind '{other}': the kinds are order, choice, who_decides, outcome"),
            );
            return None;
        }
        None => return None,
    };
    Some(q)
}

fn read_check(
    ctx: &mut Ctx<'_>,
    t: &dyn TableLike,
    span: Option<Range<usize>>,
) -> Option<AnswerCheck> {
    let Some(item) = t.get("answer_check") else {
        ctx.err(
            span,
            "a choice question ties its answer to the run with 'answer_check'",
        );
        return None;
    };
    let Some(c) = item.as_table_like() else {
        ctx.err(item.span(), "'answer_check' must be a table");
        return None;
    };
    ctx.keys(
        c,
        &[
            "first", "among", "before", "then", "happens", "absent", "outcome",
        ],
        "'answer_check'",
    );
    if let Some(event) = ctx.str(c, "first", false) {
        let among = ctx.strings(c, "among");
        if among.len() < 2 {
            ctx.err(item.span(), "'first' needs 'among', 2 or more events");
        }
        return Some(AnswerCheck::First { event, among });
    }
    if let Some(first) = ctx.str(c, "before", false) {
        let then = ctx.str(c, "then", true)?;
        return Some(AnswerCheck::Before { first, then });
    }
    if let Some(event) = ctx.str(c, "happens", false) {
        return Some(AnswerCheck::Happens { event });
    }
    if let Some(event) = ctx.str(c, "absent", false) {
        return Some(AnswerCheck::Absent { event });
    }
    if let Some(o) = ctx.str(c, "outcome", false) {
        return Some(AnswerCheck::Outcome(o));
    }
    ctx.err(
        item.span(),
        "'answer_check' needs first, before, happens, absent or outcome",
    );
    None
}
