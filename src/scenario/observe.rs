//! A unit's state once an event has resolved, as an answer key claims it
//! (`answer_check = { unit = "republic-y-wing", damage = 2, after =
//! "royal-security-fighter/attack" }`).
//!
//! The board belongs to the ruleset, so the ruleset reads it: before the
//! questions are checked, its loader records what each such claim asks
//! about as [`Fact`]s on the step where the event has finished resolving
//! ([`record`], with the ruleset's reader; SWU's is
//! `rulesets::swu::observe::read`). The claim is then checked against those
//! facts, the same way in the loader, in a prepared lesson and in the page,
//! with no engine and no board type ([`check`]).

use super::format::QuestionFile;
use super::quote::quote;
use crate::timing::{Fact, Trace};

/// What a unit claim may say about a unit, as the file names it.
pub const PROPERTIES: &[&str] = &["damage", "power", "hp", "zone", "controller", "exhausted"];

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

/// Record on the trace what each wanted unit is once its event has
/// resolved, as the ruleset's `read` reports it (the trace, the step, the
/// unit's label). An event the run does not produce is left for the
/// question's own check to report.
pub fn record<B>(
    trace: &mut Trace<B>,
    wanted: &[(String, String)],
    read: impl Fn(&Trace<B>, usize, &str) -> Vec<Fact>,
) {
    for (unit, after) in wanted {
        let Some(end) = end_of(trace, after) else {
            continue;
        };
        let known = trace.steps[end]
            .facts
            .values
            .iter()
            .any(|f| f.unit.as_deref() == Some(unit));
        if known {
            continue;
        }
        let facts = read(trace, end, unit);
        trace.steps[end].facts.values.extend(facts);
    }
}

/// Does the unit claim hold? `expect` is (property, value) pairs, every one
/// of which must hold.
pub fn check<B>(
    trace: &Trace<B>,
    unit: &str,
    after: &str,
    expect: &[(String, String)],
) -> Result<(), String> {
    let end =
        end_of(trace, after).ok_or_else(|| format!("the run never produces {}", quote(after)))?;
    let values = &trace.steps[end].facts.values;
    for (property, want) in expect {
        let found = values
            .iter()
            .find(|f| f.unit.as_deref() == Some(unit) && f.name == *property);
        match found {
            Some(f) if f.value.eq_ignore_ascii_case(want) => {}
            Some(f) => {
                return Err(format!(
                    "once {} has resolved, the {property} of {} is {}, not {}",
                    quote(after),
                    quote(unit),
                    quote(&f.value),
                    quote(want)
                ))
            }
            None => return Err(format!(
                "the run records no {property} of {} once {} has resolved: no unit has that label",
                quote(unit),
                quote(after)
            )),
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
    fn a_recorded_value_is_checked_and_a_wrong_one_says_what_the_run_has() {
        let mut trace = Trace::new(vec![step(0, Some("a")), step(1, None)], seq(), None);
        record(&mut trace, &[("u".into(), "a".into())], |_, i, unit| {
            assert_eq!(i, 1);
            vec![Fact {
                name: "damage".into(),
                player: None,
                value: "2".into(),
                unit: Some(unit.into()),
            }]
        });
        assert_eq!(
            check(&trace, "u", "a", &[("damage".into(), "2".into())]),
            Ok(())
        );
        let wrong = check(&trace, "u", "a", &[("damage".into(), "3".into())]).unwrap_err();
        assert!(
            wrong.contains("the damage of 'u' is '2', not '3'"),
            "{wrong}"
        );
        let unknown = check(&trace, "v", "a", &[("damage".into(), "2".into())]).unwrap_err();
        assert!(unknown.contains("no unit has that label"), "{unknown}");
    }
}
