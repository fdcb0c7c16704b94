//! A unit's state once an event has resolved, as an answer key claims it
//! (`answer_check = { unit = "republic-y-wing", damage = 2, after =
//! "royal-security-fighter/attack" }`).
//!
//! The board belongs to the ruleset, so the ruleset reads it: before the
//! questions are checked, its loader reads what each such claim asks about
//! on the board where the event has finished resolving ([`observe`], with
//! the ruleset's reader; SWU's is `rulesets::swu::observe::read`). The
//! claim carries what was read (`AnswerCheck::Unit::seen`), so it is checked
//! the same way in the loader, in a prepared lesson and in the page, with
//! no engine and no board type ([`check`]); the trace stays as the engine
//! made it.

use super::format::QuestionFile;
use super::quote::quote;
use crate::timing::Trace;

/// What a unit claim may say about a unit, as the file names it.
pub const PROPERTIES: &[&str] = &[
    "damage",
    "damage taken",
    "healed",
    "power",
    "hp",
    "zone",
    "controller",
    "exhausted",
];

/// Where a unit may be, in the words a claim's `zone` uses.
pub const ZONES: &[&str] = &[
    "ground arena",
    "space arena",
    "captured",
    "discard pile",
    "hand",
    "deck",
    "resources",
    "out of play",
];

/// The label a unit claim gives a player's base (`base = "nico"`): no
/// unit's label has a colon.
pub fn base_label(player: &str) -> String {
    format!("base:{player}")
}

/// The last step of the event labelled `label` and everything nested in
/// it: the board there is the board once the event has resolved.
pub fn end_of<B>(trace: &Trace<B>, label: &str) -> Option<usize> {
    let (i, step) = trace.step_for(label)?;
    let nested = trace.steps[i + 1..]
        .iter()
        .take_while(|s| s.depth > step.depth)
        .count();
    Some(i + nested)
}

/// The (unit, event) pairs the questions' unit claims ask about.
pub fn wanted(questions: &[QuestionFile]) -> Vec<(String, String)> {
    questions
        .iter()
        .filter_map(|q| q.answer_check.as_ref())
        .filter_map(|c| {
            let c = c.get_ref();
            let unit = match (&c.unit, &c.base) {
                (Some(u), _) => u.get_ref().clone(),
                (None, Some(b)) => base_label(&b.get_ref().to_lowercase()),
                (None, None) => return None,
            };
            Some((unit, c.after.as_ref()?.get_ref().clone()))
        })
        .collect()
}

/// What the ruleset read of one unit once one event had resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Observed {
    pub unit: String,
    pub after: String,
    /// (property, value): "name", "zone", "damage", ...
    pub values: Vec<(String, String)>,
}

/// Read what each wanted unit is once its event has resolved, with the
/// ruleset's `read` (the trace, the step, or `None` for the board before
/// the first step, and the unit's label). The trace is
/// left as the engine made it. An event the run does not produce is left
/// for the question's own check to report.
pub fn observe<B>(
    trace: &Trace<B>,
    wanted: &[(String, String)],
    read: impl Fn(&Trace<B>, Option<usize>, &str) -> Vec<(String, String)>,
) -> Vec<Observed> {
    wanted
        .iter()
        .filter_map(|(unit, after)| {
            let end = end_of(trace, after)?;
            let mut values = read(trace, Some(end), unit);
            // What the event did to it: its damage before the event (on the
            // board of the step before) against its damage after.
            let start = trace.step_for(after)?.0;
            let damage = |vs: &[(String, String)]| {
                vs.iter()
                    .find(|(p, _)| p == "damage")
                    .and_then(|(_, v)| v.parse::<i64>().ok())
            };
            let before = read(trace, start.checked_sub(1), unit);
            if let (Some(b), Some(a)) = (damage(&before), damage(&values)) {
                values.push(("damage taken".into(), (a - b).to_string()));
                values.push(("healed".into(), (b - a).to_string()));
            }
            Some(Observed {
                unit: unit.clone(),
                after: after.clone(),
                values,
            })
        })
        .collect()
}

/// Does the unit claim hold? `expect` is (property, value) pairs, every one
/// of which must be among what the engine's board showed (`seen`).
pub fn check(
    unit: &str,
    after: &str,
    expect: &[(String, String)],
    seen: &[(String, String)],
) -> Result<(), String> {
    for (property, want) in expect {
        match seen.iter().find(|(p, _)| p == property) {
            Some((_, v)) if v.eq_ignore_ascii_case(want) => {}
            Some((_, v)) => {
                return Err(format!(
                    "once {} has resolved, the {property} of {} is {}, not {}",
                    quote(after),
                    quote(unit),
                    quote(v),
                    quote(want)
                ))
            }
            None => {
                return Err(format!(
                    "the run shows no {property} of {} once {} has resolved",
                    quote(unit),
                    quote(after)
                ))
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::timing::{Facts, OrderNode, Step, StepKind};

    fn seq() -> OrderNode {
        OrderNode::Seq {
            children: Vec::new(),
            rule: String::new(),
            why: String::new(),
        }
    }

    fn step(depth: u32, label: Option<&str>) -> Step<()> {
        Step {
            kind: StepKind::NOTE,
            label: label.map(str::to_string),
            player: None,
            source: None,
            text: String::new(),
            rules: Vec::new(),
            depth,
            choice: None,
            waiting: Vec::new(),
            facts: Facts::default(),
            board: (),
        }
    }

    #[test]
    fn an_event_ends_with_the_last_step_nested_in_it() {
        let trace = Trace::new(
            vec![
                step(0, Some("a")),
                step(1, None),
                step(2, None),
                step(0, Some("b")),
            ],
            seq(),
            None,
        );
        assert_eq!(end_of(&trace, "a"), Some(2));
        assert_eq!(end_of(&trace, "b"), Some(3));
        assert_eq!(end_of(&trace, "c"), None);
    }

    #[test]
    fn a_read_value_is_checked_and_a_wrong_one_says_what_the_run_has() {
        let trace = Trace::new(vec![step(0, Some("a")), step(1, None)], seq(), None);
        let seen = observe(&trace, &[("u".into(), "a".into())], |_, i, unit| {
            assert!(
                i.is_none() || i == Some(1),
                "read once the event and what is nested in it are done, and before it"
            );
            assert_eq!(unit, "u");
            vec![("damage".into(), "2".into())]
        });
        let values = &seen[0].values;
        let claim = |v: &str| check("u", "a", &[("damage".into(), v.into())], values);
        assert_eq!(claim("2"), Ok(()));
        let wrong = claim("3").unwrap_err();
        assert!(
            wrong.contains("the damage of 'u' is '2', not '3'"),
            "{wrong}"
        );
        let none = check("u", "a", &[("power".into(), "1".into())], values).unwrap_err();
        assert!(none.contains("shows no power"), "{none}");
    }
}
