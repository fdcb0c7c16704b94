//! Answer keys checked against a run: an order question's events must be in
//! a legal order of the run's order tree, a who-decides answer must be the
//! chooser at its decision, an outcome answer the run's outcome, and a
//! choice question's answer tied to the trace by its `answer_check`.

use std::ops::Range;

use super::engine::SwmTrace;
use super::format::{AnswerCheckFile, QuestionFile, SwmScenario};
use super::outcomes;
use crate::scenario::Diagnostic;
use crate::timing::{ChoicePoint, OrderSpace};

const ORDER_LIMIT: usize = 20_000;

/// The decision `at` names: an event label (the decision on that step, or
/// the first one after it) or `choice-N` (the run's N-th decision).
pub fn decision_at<'t>(trace: &'t SwmTrace, at: &str) -> Option<&'t ChoicePoint> {
    if let Some(n) = at
        .strip_prefix("choice-")
        .and_then(|n| n.parse::<usize>().ok())
    {
        return trace.choices().nth(n.checked_sub(1)?).map(|(_, c)| c);
    }
    let (i, _) = trace.step_for(at)?;
    trace.steps[i..].iter().find_map(|s| s.choice.as_ref())
}

/// Is `a` the same player as `b` (id or display name, any case)?
fn same_player(sc: &SwmScenario, a: &str, b: &str) -> bool {
    a.eq_ignore_ascii_case(b)
        || sc
            .file
            .players
            .keys()
            .any(|id| id.eq_ignore_ascii_case(a) && sc.name_of(id).eq_ignore_ascii_case(b))
}

/// Every question whose key the run does not bear out, as diagnostics.
pub fn check_questions(sc: &SwmScenario, trace: &SwmTrace) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for (i, q) in sc.file.question.iter().enumerate() {
        let id = q.id.clone().unwrap_or_else(|| format!("q{}", i + 1));
        if let Err((span, msg)) = check_one(sc, trace, q) {
            out.push(sc.diag(Some(span), format!("question {id}: {msg}")));
        }
    }
    out
}

type Check = Result<(), (Range<usize>, String)>;

fn check_one(sc: &SwmScenario, trace: &SwmTrace, q: &QuestionFile) -> Check {
    let here = q.kind.span();
    let fail = |m: String| Err((here.clone(), m));
    match q.kind.get_ref().as_str() {
        "order" => {
            let Some(events) = &q.events else {
                return fail("an order question needs events".into());
            };
            let span = events.span();
            let events = events.get_ref();
            if events.len() < 2 {
                return Err((span, "an order question needs at least two events".into()));
            }
            if let Some(names) = &q.names {
                if names.len() != events.len() {
                    return Err((
                        span,
                        format!("{} events but {} names", events.len(), names.len()),
                    ));
                }
            }
            for e in events {
                if trace.step_for(e).is_none() {
                    return Err((
                        span,
                        format!("the run has no event \"{e}\"; `tw run` lists the labels"),
                    ));
                }
            }
            let Some(space) = OrderSpace::new(&trace.order, Some(events), ORDER_LIMIT) else {
                return Err((span, "none of the events is in the order tree".into()));
            };
            match space.judge(events) {
                Ok(v) if v.legal => Ok(()),
                Ok(v) => Err((
                    span,
                    format!(
                        "the events are not listed in a legal order{}",
                        v.first_broken
                            .map(|c| format!(": {}", c.explain()))
                            .unwrap_or_default()
                    ),
                )),
                Err(e) => Err((span, e.to_string())),
            }
        }
        "who_decides" => {
            let (Some(at), Some(answer)) = (&q.at, &q.answer) else {
                return fail("a who_decides question needs at and answer".into());
            };
            let Some(cp) = decision_at(trace, at.get_ref()) else {
                return Err((
                    at.span(),
                    format!("the run makes no decision at \"{}\"", at.get_ref()),
                ));
            };
            if same_player(sc, answer.get_ref(), &cp.chooser) {
                Ok(())
            } else {
                Err((
                    answer.span(),
                    format!(
                        "the answer is {}, but {} decides there",
                        answer.get_ref(),
                        cp.chooser
                    ),
                ))
            }
        }
        "outcome" => {
            let Some(answer) = &q.answer else {
                return fail("an outcome question needs answer".into());
            };
            let a = answer.get_ref();
            if !outcomes(sc).iter().any(|o| o.eq_ignore_ascii_case(a)) {
                return Err((
                    answer.span(),
                    format!(
                        "\"{a}\" is not an outcome; outcomes: {}",
                        outcomes(sc).join(", ")
                    ),
                ));
            }
            match trace.outcome.as_deref() {
                Some(o) if o.eq_ignore_ascii_case(a) => Ok(()),
                o => Err((
                    answer.span(),
                    format!(
                        "the answer is \"{a}\", but the run ends \"{}\"",
                        o.unwrap_or("")
                    ),
                )),
            }
        }
        "choice" => {
            let Some(answer) = &q.answer else {
                return fail("a choice question needs answer".into());
            };
            if q.option.len() < 2 {
                return fail("a choice question needs at least two options".into());
            }
            if !q.option.iter().any(|o| o.id == *answer.get_ref()) {
                return Err((
                    answer.span(),
                    format!("the answer \"{}\" is not an option id", answer.get_ref()),
                ));
            }
            for o in &q.option {
                let right = o.id == *answer.get_ref();
                if !right && o.why_wrong.as_deref().is_none_or(str::is_empty) {
                    return fail(format!(
                        "option \"{}\" is wrong but has no why_wrong naming the wrong reasoning",
                        o.id
                    ));
                }
                if right && o.why_wrong.is_some() {
                    return fail(format!(
                        "option \"{}\" is the answer but has a why_wrong",
                        o.id
                    ));
                }
            }
            let Some(check) = &q.answer_check else {
                return fail(
                    "a choice question needs an answer_check tying its answer to the run".into(),
                );
            };
            claim(sc, trace, check.get_ref()).map_err(|m| (check.span(), m))
        }
        other => fail(format!(
            "unknown question kind \"{other}\"; kinds: order, choice, who_decides, outcome"
        )),
    }
}

/// Does the run bear out one `answer_check` claim?
fn claim(sc: &SwmScenario, trace: &SwmTrace, c: &AnswerCheckFile) -> Result<(), String> {
    let claims = [
        c.first.is_some(),
        c.before.is_some(),
        c.happens.is_some(),
        c.outcome.is_some(),
        c.decided_by.is_some(),
        c.kept.is_some(),
        c.check.is_some(),
    ];
    if claims.iter().filter(|x| **x).count() != 1 {
        return Err("answer_check makes exactly one claim: first, before, happens, outcome, decided_by, kept or check".into());
    }
    if c.kept.is_some() || c.check.is_some() {
        let (Some(at), Some(p)) = (c.at.as_deref(), c.player.as_deref()) else {
            return Err("kept and check need at (an event label) and player".into());
        };
        let (_, step) = trace
            .step_for(at)
            .ok_or_else(|| format!("the run has no event \"{at}\""))?;
        let pb = step
            .board
            .players
            .iter()
            .find(|x| same_player(sc, p, &x.name) || x.id.eq_ignore_ascii_case(p))
            .ok_or_else(|| format!("no player \"{p}\""))?;
        if let Some(k) = c.check {
            return match pb.check {
                Some(v) if v == k => Ok(()),
                v => Err(format!(
                    "{}'s check is {} at {at}, not {k}",
                    pb.name,
                    v.map_or("none".into(), |v| v.to_string())
                )),
            };
        }
        let k = c.kept.unwrap_or(0);
        return match pb.kept {
            Some(v) if v == k => Ok(()),
            v => Err(format!(
                "{} keeps {} at {at}, not {k}",
                pb.name,
                v.map_or("nothing".into(), |v| v.to_string())
            )),
        };
    }
    let all_orders = |events: Option<&[String]>| -> Result<Vec<Vec<String>>, String> {
        let space = OrderSpace::new(&trace.order, events, ORDER_LIMIT)
            .ok_or("no such events in the run")?;
        if space.truncated {
            return Err("too many legal orders to check; narrow with among".into());
        }
        Ok(space.orders)
    };
    let exists = |l: &str| -> Result<(), String> {
        trace
            .step_for(l)
            .map(|_| ())
            .ok_or_else(|| format!("the run has no event \"{l}\""))
    };
    if let Some(first) = &c.first {
        exists(first)?;
        if let Some(among) = &c.among {
            for a in among {
                exists(a)?;
            }
        }
        let orders = all_orders(c.among.as_deref())?;
        if orders.iter().all(|o| o.first() == Some(first)) {
            return Ok(());
        }
        return Err(format!("{first} does not come first in every legal order"));
    }
    if let Some(before) = &c.before {
        let [a, b] = before.as_slice() else {
            return Err("before names two events".into());
        };
        exists(a)?;
        exists(b)?;
        let orders = all_orders(Some(before))?;
        if orders.iter().all(|o| o.first() == Some(a)) {
            return Ok(());
        }
        return Err(format!("{a} does not come before {b} in every legal order"));
    }
    if let Some(h) = &c.happens {
        return exists(h);
    }
    if let Some(o) = &c.outcome {
        return match trace.outcome.as_deref() {
            Some(x) if x.eq_ignore_ascii_case(o) => Ok(()),
            x => Err(format!("the run ends \"{}\", not \"{o}\"", x.unwrap_or(""))),
        };
    }
    if let Some(p) = &c.decided_by {
        let at = c.at.as_deref().ok_or("decided_by needs at")?;
        let cp = decision_at(trace, at)
            .ok_or_else(|| format!("the run makes no decision at \"{at}\""))?;
        if same_player(sc, p, &cp.chooser) {
            return Ok(());
        }
        return Err(format!("{} decides at {at}, not {p}", cp.chooser));
    }
    Ok(())
}
