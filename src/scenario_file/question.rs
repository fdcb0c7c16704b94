//! The question model: what the UI asks about a run, and how each answer
//! key is checked against what the engine produces.
//!
//! Every answer key is tied to something in the engine's trace, never to the
//! author's word alone: an ordering question's events must be listed in a
//! legal order, a multiple-choice answer carries an [`AnswerCheck`] that must
//! hold, a "who decides?" answer is read off the trace's [`ChoicePoint`] and
//! an outcome off the run's end. A scenario whose key disagrees with the
//! engine does not load, so a wrong key never reaches a trainee.

use std::collections::{BTreeSet, HashMap};

use serde::{Deserialize, Serialize};

use super::quote::{escape, quote};
use crate::timing::{ChoicePoint, Given, OrderSpace, Trace};

/// How many legal orders a question's space lists at most: the one limit
/// the key check, the page and `tw run` share (checking an answer needs no
/// enumeration; the listed orders give the count shown and the legal order
/// closest to a wrong answer).
pub const ORDER_LIMIT: usize = 5_000;

/// A question about the run.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Question {
    /// Put these events in the order they resolve. The author lists them in
    /// an order the engine finds legal; the UI shuffles them.
    Order {
        id: String,
        prompt: String,
        /// (label, plain name) for each event.
        events: Vec<(String, String)>,
        /// The decisions the prompt gives away (`choice-N` or an event
        /// label, as `at`): only the orders that keep what was chosen there
        /// are right.
        given: Vec<String>,
        explanation: String,
    },
    /// Multiple choice: one right option; each wrong one says which wrong
    /// reasoning leads to it.
    Choice {
        id: String,
        prompt: String,
        options: Vec<ChoiceOption>,
        /// The id of the right option.
        answer: String,
        /// What the engine produces that makes the answer right.
        check: AnswerCheck,
        explanation: String,
    },
    /// Which player makes the decision at a decision point.
    WhoDecides {
        id: String,
        prompt: String,
        /// The decision point: an event label (the first decision made while
        /// it resolves) or `choice-N` (the run's N-th decision).
        at: String,
        /// The player's id, as the file names them.
        answer: String,
        explanation: String,
    },
    /// What the outcome of the run is.
    Outcome {
        id: String,
        prompt: String,
        /// One of the ruleset's outcomes ([`Run::outcomes`]), as it words it.
        answer: String,
        explanation: String,
    },
}

/// One option of a multiple-choice question.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChoiceOption {
    pub id: String,
    pub text: String,
    /// The wrong reasoning behind this option; `None` for the right one.
    pub why_wrong: Option<String>,
}

/// A claim about the run that an answer key rests on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum AnswerCheck {
    /// `event` comes first in every legal order of `among` (of every
    /// labelled event of the run when `among` is empty).
    First { event: String, among: Vec<String> },
    /// `first` comes before `then` in every legal order (that keeps the
    /// decisions `given`, which the prompt states, as made).
    Before {
        first: String,
        then: String,
        #[serde(default)]
        given: Vec<String>,
    },
    /// The run produces this event.
    Happens { event: String },
    /// The run never produces this event (a clock that never runs out).
    Absent { event: String },
    /// The run ends this way (one of the ruleset's outcomes).
    Outcome(String),
    /// This player (by id) makes the decision at `at` (as in
    /// [`Question::WhoDecides`]).
    DecidedBy { player: String, at: String },
    /// A unit's state once the event `after` has resolved: every
    /// (property, value) of `expect` holds ([`super::observe`]).
    Unit {
        unit: String,
        after: String,
        /// Read on the board just before the event `after` begins (the
        /// board its first decision sees: what a unit may attack), not once
        /// it has resolved.
        #[serde(default)]
        at_start: bool,
        expect: Vec<(String, String)>,
        /// What the engine's board showed of the unit there, read when the
        /// scenario was loaded (the ruleset's reader): (property, value).
        seen: Vec<(String, String)>,
    },
    /// The event labelled `at` is resolved by this player (by id): the
    /// player its step belongs to.
    ResolvedBy { player: String, at: String },
    /// The decision `at` (as in [`Question::WhoDecides`]) offers exactly
    /// these options, in any order.
    Options { at: String, options: Vec<String> },
    /// The step labelled `at` leaves the named value (`Facts::values`):
    /// the player's (by id) or, with no player, the table's.
    Fact {
        at: String,
        name: String,
        player: Option<String>,
        value: String,
    },
}

/// A player of a scenario: the id the file uses (`"alex"`) and the name
/// the run shows ("Alex").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub id: String,
    pub name: String,
}

/// A player's name when the file gives none: the id capitalised
/// (`"alex"` → "Alex").
pub fn capitalise(id: &str) -> String {
    let mut c = id.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// What questions are built and checked against: a ruleset's run (any
/// board) and the ruleset's words for its players and its outcomes.
#[derive(Debug, Clone, Copy)]
pub struct Run<'a, B> {
    pub trace: &'a Trace<B>,
    pub players: &'a [Player],
    /// How the run ended, in the ruleset's words for an outcome answer.
    pub outcome: &'a str,
    /// Every outcome the ruleset knows: what an author may write and the
    /// page offers.
    pub outcomes: &'a [String],
}

impl<B> Run<'_, B> {
    /// The player a chooser's name (as a choice point gives it) is.
    pub fn player_named(&self, name: &str) -> Option<&Player> {
        self.players.iter().find(|p| p.name == name)
    }

    /// A player's display name by id (the id itself when unknown).
    pub fn player_name(&self, id: &str) -> String {
        self.players
            .iter()
            .find(|p| p.id == id)
            .map(|p| p.name.clone())
            .unwrap_or_else(|| id.to_string())
    }

    /// The known outcome an author's words name, ignoring case.
    pub fn outcome_named(&self, s: &str) -> Option<&str> {
        self.outcomes
            .iter()
            .find(|o| o.eq_ignore_ascii_case(s.trim()))
            .map(String::as_str)
    }
}

/// A decision the run made, named so a question can point at it.
#[derive(Debug, Clone, PartialEq)]
pub struct DecisionPoint<'t> {
    /// `choice-N`, 1-based in the order of the run.
    pub name: String,
    /// The labelled event the decision is made while resolving, if any.
    pub during: Option<String>,
    pub step: usize,
    pub choice: &'t ChoicePoint,
}

/// Every decision of a run, with the event each is nested in. A decision
/// belongs to the nearest labelled step before it that it is nested under
/// (deeper, with nothing in between at that step's depth or shallower).
pub fn decision_points<B>(trace: &Trace<B>) -> Vec<DecisionPoint<'_>> {
    let mut out = Vec::new();
    for (n, (i, c)) in trace.choices().enumerate() {
        let depth = trace.steps[i].depth;
        let mut during = None;
        for s in trace.steps[..i].iter().rev() {
            if s.depth >= depth {
                continue;
            }
            during = s.label.clone();
            break;
        }
        out.push(DecisionPoint {
            name: format!("choice-{}", n + 1),
            during,
            step: i,
            choice: c,
        });
    }
    out
}

/// The decision `at` names: `choice-N`, or the first decision made while
/// the event labelled `at` resolves.
pub fn find_decision<'t, B>(trace: &'t Trace<B>, at: &str) -> Result<DecisionPoint<'t>, String> {
    let points = decision_points(trace);
    // By its name (`choice-N`), by its own label (a ruleset whose decisions
    // are their own labelled steps, as SWM's and the real-time game's are),
    // or by the labelled step it is made during.
    let own = |p: &DecisionPoint<'_>| trace.steps[p.step].label.as_deref() == Some(at);
    if let Some(p) = points
        .iter()
        .find(|p| p.name == at || own(p))
        .or_else(|| points.iter().find(|p| p.during.as_deref() == Some(at)))
    {
        return Ok(p.clone());
    }
    let known = if points.is_empty() {
        "the run has no decisions with more than one legal option".to_string()
    } else {
        format!(
            "the run's decisions: {}",
            points
                .iter()
                .map(|p| match &p.during {
                    Some(d) => format!("{} (during {})", p.name, escape(d)),
                    None => p.name.clone(),
                })
                .collect::<Vec<_>>()
                .join(", ")
        )
    };
    Err(format!("no decision is made at {}: {known}", quote(at)))
}

/// The options of a "who decides?" question, in the order the page lists
/// them: the right player's name, then (name, why it is wrong) for every
/// player, `None` for the right one.
pub fn who_decides_options<B>(
    run: &Run<'_, B>,
    answer: &str,
) -> (String, Vec<(String, Option<String>)>) {
    let right = run.player_name(answer);
    let options = run
        .players
        .iter()
        .map(|p| {
            let why = (p.id != answer).then(|| format!("{right} decides here, not {}.", p.name));
            (p.name.clone(), why)
        })
        .collect();
    (right, options)
}

impl AnswerCheck {
    /// Does the claim hold in the run? `Err` says what the engine produced
    /// instead.
    pub fn evaluate<B>(&self, run: &Run<'_, B>) -> Result<(), String> {
        let trace = run.trace;
        match self {
            AnswerCheck::First { event, among } => {
                let events: Vec<String> = if among.is_empty() {
                    trace.labels().iter().map(|s| s.to_string()).collect()
                } else {
                    among.clone()
                };
                let space = space(trace, &events)?;
                match space.orders.iter().find(|o| o.first() != Some(event)) {
                    None => Ok(()),
                    Some(o) => Err(format!(
                        "{} is not first in every legal order: the engine allows {}",
                        quote(event),
                        escape(&o.join(" → "))
                    )),
                }
            }
            AnswerCheck::Before { first, then, given } => {
                let events = [first.clone(), then.clone()];
                let space = if given.is_empty() {
                    space(trace, &events)?
                } else {
                    order_space(run, &events, given, ORDER_LIMIT)?
                };
                match space.orders.iter().find(|o| o[0] != *first) {
                    None => Ok(()),
                    Some(_) => Err(format!(
                        "{} does not always come before {}: the engine allows {} first",
                        quote(first),
                        quote(then),
                        quote(then)
                    )),
                }
            }
            AnswerCheck::Happens { event } => {
                if trace.labels().contains(&event.as_str()) {
                    Ok(())
                } else {
                    Err(format!("the run never produces {}", quote(event)))
                }
            }
            AnswerCheck::Absent { event } => {
                if trace.labels().contains(&event.as_str()) {
                    Err(format!("the run does produce {}", quote(event)))
                } else {
                    Ok(())
                }
            }
            AnswerCheck::Outcome(expected) => {
                if run.outcome.eq_ignore_ascii_case(expected) {
                    Ok(())
                } else {
                    Err(format!(
                        "the run's outcome is \"{}\", not \"{}\"",
                        escape(run.outcome),
                        escape(expected)
                    ))
                }
            }
            AnswerCheck::DecidedBy { player, at } => {
                let d = find_decision(trace, at)?;
                let who = run.player_named(&d.choice.chooser);
                if who.is_some_and(|p| p.id == *player) {
                    Ok(())
                } else {
                    Err(format!(
                        "{} decides at {} ({}), not {}",
                        escape(&d.choice.chooser),
                        quote(at),
                        escape(&d.choice.prompt),
                        escape(&run.player_name(player))
                    ))
                }
            }
            AnswerCheck::Unit {
                unit,
                after,
                at_start,
                expect,
                seen,
            } => {
                if trace.step_for(after).is_none() {
                    return Err(format!("the run never produces {}", quote(after)));
                }
                super::observe::check(unit, after, *at_start, expect, seen)
            }
            AnswerCheck::ResolvedBy { player, at } => {
                let (_, step) = trace
                    .step_for(at)
                    .ok_or_else(|| format!("the run never produces {}", quote(at)))?;
                match &step.facts.player_id {
                    Some(p) if p == player => Ok(()),
                    Some(p) => Err(format!(
                        "{} is resolved by {}, not {}",
                        quote(at),
                        escape(&run.player_name(p)),
                        escape(&run.player_name(player))
                    )),
                    None => Err(format!("{} belongs to no player", quote(at))),
                }
            }
            AnswerCheck::Options { at, options } => {
                let d = find_decision(trace, at)?;
                let mut offered = d.choice.options.clone();
                let mut claimed = options.clone();
                offered.sort();
                claimed.sort();
                if offered == claimed {
                    Ok(())
                } else {
                    Err(format!(
                        "the decision at {} offers {}, not {}",
                        quote(at),
                        escape(&d.choice.options.join(" | ")),
                        escape(&options.join(" | "))
                    ))
                }
            }
            AnswerCheck::Fact {
                at,
                name,
                player,
                value,
            } => {
                let (_, step) = trace
                    .step_for(at)
                    .ok_or_else(|| format!("the run never produces {}", quote(at)))?;
                let whose = match player {
                    Some(p) => format!("{}'s ", run.player_name(p)),
                    None => String::new(),
                };
                let found = step
                    .facts
                    .values
                    .iter()
                    .find(|f| f.name == *name && f.player == *player);
                match found {
                    Some(f) if f.value.eq_ignore_ascii_case(value) => Ok(()),
                    Some(f) => Err(format!(
                        "{whose}{} at {} is {}, not {}",
                        escape(name),
                        quote(at),
                        quote(&f.value),
                        quote(value)
                    )),
                    None => Err(format!(
                        "the step {} leaves no {whose}{}",
                        quote(at),
                        escape(name)
                    )),
                }
            }
        }
    }
}

/// The legal orders of `events` once the decisions `given` names (as in
/// [`find_decision`]) are taken as made: the space a trainee's answer to an
/// ordering question is scored in and its key is checked against. `Err`
/// when a name is no decision of the run, names a decision that orders
/// nothing (a target, a "you may"), or gives nothing away about these
/// events' order.
pub fn order_space<B>(
    run: &Run<'_, B>,
    events: &[String],
    given: &[String],
    limit: usize,
) -> Result<OrderSpace, String> {
    let trace = run.trace;
    let open = OrderSpace::new(&trace.order, Some(events), limit)
        .ok_or_else(|| format!("the engine has no order for {}", events.join(", ")))?;
    if given.is_empty() {
        return Ok(open);
    }
    let mut decisions = HashMap::new();
    let mut named = Vec::new();
    for name in given {
        let d = find_decision(trace, name)?;
        let chosen = d.choice.chosen.clone();
        let what = if chosen.len() == 1 && run.player_named(&chosen[0]).is_some() {
            format!("{} resolves first", chosen[0])
        } else {
            format!("the order {}", d.choice.said(&chosen))
        };
        let why = format!("the question gives {}'s choice: {what}", d.choice.chooser);
        decisions.insert(d.step, Given { chosen, why });
        named.push((name, d));
    }
    let mut used = BTreeSet::new();
    let tree = trace.order.with_given(&decisions, &mut used);
    for (name, d) in &named {
        if !used.contains(&d.step) {
            return Err(format!(
                "'{name}' ({}: {}) orders no events: `given` names a decision of which player resolves first or of a player's own order",
                d.choice.chooser, d.choice.prompt
            ));
        }
    }
    let space = OrderSpace::new(&tree, Some(events), limit)
        .ok_or_else(|| format!("the engine has no order for {}", events.join(", ")))?;
    if !open.truncated && !space.truncated && space.orders == open.orders {
        let verb = if given.len() == 1 { "gives" } else { "give" };
        return Err(format!(
            "{} {verb} nothing away about the order of these events: every legal order stays legal",
            given.join(", ")
        ));
    }
    Ok(space)
}

fn space<B>(trace: &Trace<B>, events: &[String]) -> Result<OrderSpace, String> {
    let space = OrderSpace::new(&trace.order, Some(events), ORDER_LIMIT)
        .ok_or_else(|| format!("the engine has no order for {}", escape(&events.join(", "))))?;
    if space.truncated {
        return Err(format!(
            "the events have more than {ORDER_LIMIT} legal orders: name fewer with `among`"
        ));
    }
    Ok(space)
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

    pub fn prompt(&self) -> &str {
        match self {
            Question::Order { prompt, .. }
            | Question::Choice { prompt, .. }
            | Question::WhoDecides { prompt, .. }
            | Question::Outcome { prompt, .. } => prompt,
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

    /// The `kind` the file gives it.
    pub fn kind(&self) -> &'static str {
        match self {
            Question::Order { .. } => "order",
            Question::Choice { .. } => "choice",
            Question::WhoDecides { .. } => "who_decides",
            Question::Outcome { .. } => "outcome",
        }
    }

    /// Check the answer key against the engine's run. `Err` says what the
    /// engine produced instead.
    pub fn check<B>(&self, run: &Run<'_, B>) -> Result<(), String> {
        let space = self.order_space(run).transpose()?;
        self.check_in(run, space.as_ref())
    }

    /// The legal-order space an ordering question is scored in (after the
    /// decisions it gives away), built with the one [`ORDER_LIMIT`];
    /// `None` for the other kinds.
    pub fn order_space<B>(&self, run: &Run<'_, B>) -> Option<Result<OrderSpace, String>> {
        match self {
            Question::Order { events, given, .. } => {
                let labels: Vec<String> = events.iter().map(|(l, _)| l.clone()).collect();
                Some(order_space(run, &labels, given, ORDER_LIMIT))
            }
            _ => None,
        }
    }

    /// [`Question::check`] with the ordering question's space already built
    /// (by [`Question::order_space`]).
    pub fn check_in<B>(&self, run: &Run<'_, B>, space: Option<&OrderSpace>) -> Result<(), String> {
        match self {
            Question::Order { events, .. } => {
                let labels: Vec<String> = events.iter().map(|(l, _)| l.clone()).collect();
                let space = space.ok_or("the ordering question has no order space")?;
                let v = space
                    .judge(&labels)
                    .map_err(|e| escape(&e.to_string()).into_owned())?;
                if v.legal {
                    return Ok(());
                }
                let why = v
                    .first_broken
                    .map(|c| escape(c.explain().trim_end_matches('.')).into_owned())
                    .unwrap_or_else(|| "it breaks the rules".into());
                Err(format!(
                    "the events are not listed in a legal order: {why}; a legal order is {}",
                    escape(&v.closest.join(" → "))
                ))
            }
            Question::Choice { check, .. } => check.evaluate(run),
            Question::WhoDecides { at, answer, .. } => AnswerCheck::DecidedBy {
                player: answer.clone(),
                at: at.clone(),
            }
            .evaluate(run),
            Question::Outcome { answer, .. } => AnswerCheck::Outcome(answer.clone()).evaluate(run),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn who_decides_lists_both_players_and_says_why_the_wrong_one_is_wrong() {
        let pool = crate::rulesets::Bundled::bundled().unwrap();
        let text = include_str!("../../scenarios/sneak-attack-aphra.toml");
        let p = crate::scenario::prepare("a.toml", text, &pool).unwrap();
        let (right, options) = who_decides_options(&p.run(), "nico");
        assert_eq!(right, "Nico");
        assert_eq!(
            options,
            vec![
                (
                    "Alex".to_string(),
                    Some("Nico decides here, not Alex.".to_string())
                ),
                ("Nico".to_string(), None),
            ]
        );
    }
}
