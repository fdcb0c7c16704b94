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

/// What a unit claim may say about a unit, as the file names it. A
/// player claim (`player = "alex"`) says the last four of the player.
pub const PROPERTIES: &[&str] = &[
    "damage",
    "damage taken",
    "healed",
    "power",
    "hp",
    "zone",
    "controller",
    "exhausted",
    "targets",
    "has",
    "lacks",
    "resources",
    "ready resources",
    "resources paid",
    "passed",
];

/// Properties whose value is a list (labels or keywords, comma-separated
/// in `Observed::values`), compared as sets.
const LISTS: &[&str] = &["targets"];

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
    "leader side",
];

/// The label a unit claim gives a player's base (`base = "nico"`): no
/// unit's label has a colon.
pub fn base_label(player: &str) -> String {
    format!("base:{player}")
}

/// The label a player claim reads the player by (`player = "nico"`,
/// with `after` or `at`): their resources and whether they have passed.
pub fn player_label(player: &str) -> String {
    format!("player:{player}")
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

/// What a unit claim asks the ruleset to read: the unit (or base, or
/// player) by label, the event, and whether the board is read just before
/// the event begins (`at`) rather than once it has resolved (`after`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wanted {
    pub unit: String,
    pub event: String,
    pub at_start: bool,
}

/// What the questions' unit, base and player claims ask about.
pub fn wanted(questions: &[QuestionFile]) -> Vec<Wanted> {
    questions
        .iter()
        .filter_map(|q| q.answer_check.as_ref())
        .filter_map(|c| {
            let c = c.get_ref();
            let unit = match (&c.unit, &c.base, &c.player) {
                (Some(u), _, _) => u.get_ref().clone(),
                (None, Some(b), _) => base_label(&b.get_ref().to_lowercase()),
                // A player's value at a step is a `fact`, not a claim read
                // off the board.
                (None, None, Some(p)) if c.fact.is_none() => {
                    player_label(&p.get_ref().to_lowercase())
                }
                _ => return None,
            };
            let (event, at_start) = match (&c.after, &c.at) {
                (Some(a), _) => (a.get_ref().clone(), false),
                (None, Some(a)) => (a.get_ref().clone(), true),
                (None, None) => return None,
            };
            Some(Wanted {
                unit,
                event,
                at_start,
            })
        })
        .collect()
}

/// What the ruleset read of one unit once one event had resolved (or just
/// before it began, `at_start`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Observed {
    pub unit: String,
    pub after: String,
    pub at_start: bool,
    /// (property, value): "name", "zone", "damage", ...
    pub values: Vec<(String, String)>,
}

/// Read what each wanted unit is once its event has resolved (or just
/// before it began), with the ruleset's `read` (the trace, the step, or
/// `None` for the board before the first step, and the unit's label). The
/// trace is left as the engine made it. An event the run does not produce
/// is left for the question's own check to report.
pub fn observe<B>(
    trace: &Trace<B>,
    wanted: &[Wanted],
    read: impl Fn(&Trace<B>, Option<usize>, &str) -> Vec<(String, String)>,
) -> Vec<Observed> {
    wanted
        .iter()
        .filter_map(|w| {
            let unit = &w.unit;
            let start = trace.step_for(&w.event)?.0;
            let before = read(trace, start.checked_sub(1), unit);
            if w.at_start {
                return Some(Observed {
                    unit: unit.clone(),
                    after: w.event.clone(),
                    at_start: true,
                    values: before,
                });
            }
            let end = end_of(trace, &w.event)?;
            let mut values = read(trace, Some(end), unit);
            // What the event did: its damage (ready resources) before the
            // event, on the board of the step before, against after.
            let number = |vs: &[(String, String)], p: &str| {
                vs.iter()
                    .find(|(q, _)| q == p)
                    .and_then(|(_, v)| v.parse::<i64>().ok())
            };
            if let (Some(b), Some(a)) = (number(&before, "damage"), number(&values, "damage")) {
                values.push(("damage taken".into(), (a - b).to_string()));
                values.push(("healed".into(), (b - a).to_string()));
            }
            if let (Some(b), Some(a)) = (
                number(&before, "ready resources"),
                number(&values, "ready resources"),
            ) {
                values.push(("resources paid".into(), (b - a).to_string()));
            }
            Some(Observed {
                unit: unit.clone(),
                after: w.event.clone(),
                at_start: false,
                values,
            })
        })
        .collect()
}

/// A list value as a set: its comma-separated items, trimmed, lower case,
/// sorted.
fn items(list: &str) -> Vec<String> {
    let mut v: Vec<String> = list
        .split(',')
        .map(|s| s.trim().to_lowercase())
        .filter(|s| !s.is_empty())
        .collect();
    v.sort();
    v
}

/// Does the unit claim hold? `expect` is (property, value) pairs, every one
/// of which must be among what the engine's board showed (`seen`): a list
/// (`targets`) as a set; `has` and `lacks` a keyword among the unit's
/// `keywords` or not.
pub fn check(
    unit: &str,
    after: &str,
    at_start: bool,
    expect: &[(String, String)],
    seen: &[(String, String)],
) -> Result<(), String> {
    let when = if at_start {
        format!("just before {} begins", quote(after))
    } else {
        format!("once {} has resolved", quote(after))
    };
    for (property, want) in expect {
        let read = if property == "has" || property == "lacks" {
            "keywords"
        } else {
            property.as_str()
        };
        let Some((_, v)) = seen.iter().find(|(p, _)| p == read) else {
            return Err(format!("the run shows no {read} of {} {when}", quote(unit)));
        };
        let holds = match property.as_str() {
            "has" => items(v).contains(&want.to_lowercase()),
            "lacks" => !items(v).contains(&want.to_lowercase()),
            p if LISTS.contains(&p) => items(v) == items(want),
            _ => v.eq_ignore_ascii_case(want),
        };
        if !holds {
            let is = if property == "has" || property == "lacks" {
                format!("the keywords of {} are {}", quote(unit), quote(v))
            } else {
                format!("the {property} of {} is {}", quote(unit), quote(v))
            };
            return Err(format!(
                "{when}, {is}, not {}",
                if property == "has" || property == "lacks" {
                    format!("{property} {}", quote(want))
                } else {
                    quote(want)
                }
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::timing::fixtures::step;
    use crate::timing::OrderNode;

    fn seq() -> OrderNode {
        OrderNode::Seq {
            children: Vec::new(),
            rule: String::new(),
            why: String::new(),
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
        let wanted = Wanted {
            unit: "u".into(),
            event: "a".into(),
            at_start: false,
        };
        let seen = observe(&trace, &[wanted], |_, i, unit| {
            assert!(
                i.is_none() || i == Some(1),
                "read once the event and what is nested in it are done, and before it"
            );
            assert_eq!(unit, "u");
            vec![("damage".into(), "2".into())]
        });
        let values = &seen[0].values;
        let claim = |v: &str| check("u", "a", false, &[("damage".into(), v.into())], values);
        assert_eq!(claim("2"), Ok(()));
        let wrong = claim("3").unwrap_err();
        assert!(
            wrong.contains("resolved, the damage of 'u' is '2', not '3'"),
            "{wrong}"
        );
        let none = check("u", "a", false, &[("power".into(), "1".into())], values).unwrap_err();
        assert!(none.contains("shows no power"), "{none}");
    }
}
