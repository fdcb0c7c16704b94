//! Replaying a proposed order against the rules, one event at a time, to
//! the first event the rules forbid there: which event, by which rule, and
//! what had to come first. And, for a wrong order, looking for another
//! decision a player could have made under which it is legal. The pages
//! find that decision from data made when the scenario is prepared
//! (`timing::explain`); [`explain_order_by_running`], which runs the
//! branches for each order, is the reference that data is checked against.

use std::borrow::Borrow;
use std::collections::{BTreeSet, HashMap};

use serde::{Deserialize, Serialize};

use super::branch::{alternatives, Ask, Branch, Decision};
use super::given::Given;
use super::order::{Constraint, OrderError, OrderSpace};
use super::trace::Trace;

/// The first event of a proposed order the rules forbid where it stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Forbidden {
    /// Its position in the proposed order (0-based).
    pub position: usize,
    pub event: String,
    /// What had to come first: the events that must precede it and have
    /// not, or the rest of a block that must finish before anything else.
    pub first: Vec<String>,
    /// The rules that demand it (each once, in the order found).
    pub rules: Vec<String>,
    /// Why, in the order tree's words (each once).
    pub why: Vec<String>,
    /// True when the event breaks into a block that must resolve whole
    /// (`first` is the rest of the block), false when events had to
    /// precede it.
    pub breaks_block: bool,
}

/// A proposed order replayed: the events the rules allow in turn, and the
/// first one they do not, if any.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Replay {
    /// The proposed order's events that the rules allow where they stand,
    /// up to the first forbidden one.
    pub allowed: Vec<String>,
    pub forbidden: Option<Forbidden>,
}

fn push_once(v: &mut Vec<String>, s: &str) {
    if !v.iter().any(|x| x == s) {
        v.push(s.to_string());
    }
}

impl OrderSpace {
    /// Replay `proposed` one event at a time: each event must have every
    /// event that precedes it in every legal order already done, and must
    /// not break into a block that has started and not finished. Stops at
    /// the first event that fails; that is the position at which
    /// [`OrderSpace::judge`] sees its first broken constraint.
    pub fn replay(&self, proposed: &[String]) -> Result<Replay, OrderError> {
        // The same checks of the event set as judging.
        self.judge(proposed)?;
        let mut done: BTreeSet<&str> = BTreeSet::new();
        let mut allowed = Vec::new();
        for (i, e) in proposed.iter().enumerate() {
            let mut before = (Vec::new(), Vec::new(), Vec::new());
            let mut block = (Vec::new(), Vec::new(), Vec::new());
            for c in &self.constraints {
                match c {
                    Constraint::Before {
                        before: b,
                        after,
                        rule,
                        why,
                    } if after == e && !done.contains(b.as_str()) => {
                        push_once(&mut before.0, b);
                        push_once(&mut before.1, rule);
                        push_once(&mut before.2, why);
                    }
                    Constraint::Together { events, rule, why } => {
                        let started = events.iter().any(|x| done.contains(x.as_str()));
                        let rest: Vec<&String> = events
                            .iter()
                            .filter(|x| !done.contains(x.as_str()))
                            .collect();
                        if started && !rest.is_empty() && !events.contains(e) {
                            for x in rest {
                                push_once(&mut block.0, x);
                            }
                            push_once(&mut block.1, rule);
                            push_once(&mut block.2, why);
                        }
                    }
                    _ => {}
                }
            }
            let (found, breaks_block) = if !before.0.is_empty() {
                (Some(before), false)
            } else if !block.0.is_empty() {
                (Some(block), true)
            } else {
                (None, false)
            };
            if let Some((first, rules, why)) = found {
                return Ok(Replay {
                    allowed,
                    forbidden: Some(Forbidden {
                        position: i,
                        event: e.clone(),
                        first,
                        rules,
                        why,
                        breaks_block,
                    }),
                });
            }
            done.insert(e.as_str());
            allowed.push(e.clone());
        }
        Ok(Replay {
            allowed,
            forbidden: None,
        })
    }
}

/// Another decision under which a wrong order is legal, and whose decision
/// it was. What the page shows needs nothing of the run itself: "Show that
/// run" runs it again from `decision`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Alternative {
    /// The decision taken differently (its choice point and the answer).
    pub decision: Decision,
    /// Who makes it, by name, and by the file's id (`None` for chance).
    pub chooser: String,
    pub chooser_id: Option<String>,
    pub prompt: String,
    /// What the original run chose there.
    pub originally: Vec<String>,
    /// The question gives this decision away: the order is the one that
    /// decision would have led to, but the question says otherwise.
    pub given: bool,
}

/// A wrong order explained: where the rules stop it in this run, and a run
/// under another decision where it is legal, if there is one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WrongOrder {
    pub replay: Replay,
    pub alternative: Option<Alternative>,
}

/// An ordering question as `explain::candidates` and
/// [`explain_order_by_running`] need it:
/// the space it is scored in (after what it gives away), its events, the
/// decisions it gives away (by trace step) and the enumeration limit for a
/// branch's space.
#[derive(Debug, Clone, Copy)]
pub struct OrderQuestion<'a> {
    pub space: &'a OrderSpace,
    pub events: &'a [String],
    pub given: &'a HashMap<usize, Given>,
    pub limit: usize,
}

/// The most branches looked at for an alternative (`explain::candidates`,
/// [`explain_order_by_running`]).
pub const EXPLAIN_RUNS: usize = 64;

/// Is `proposed` legal in `branch`? In a complete branch, when its order
/// tree (with the decisions `given` still applied) allows it; in a branch
/// that stopped early, only when the branch resolved exactly these events
/// in exactly this order before it stopped (its order tree is not known).
fn legal_in<B>(
    branch: &Branch<B>,
    given: &HashMap<usize, Given>,
    events: &[String],
    proposed: &[String],
    limit: usize,
) -> bool {
    if !branch.complete() {
        let done: Vec<&str> = branch
            .trace
            .labels()
            .into_iter()
            .filter(|l| events.iter().any(|e| e == l))
            .collect();
        return done.len() == proposed.len() && done.iter().zip(proposed).all(|(a, b)| a == b);
    }
    let mut used = BTreeSet::new();
    let tree = branch.trace.order.with_given(given, &mut used);
    OrderSpace::new(&tree, Some(events), limit)
        .is_some_and(|space| space.judge(proposed).is_ok_and(|v| v.legal))
}

/// The explanation as it was found before candidates were data, running
/// a branch for each decision tried and judging `proposed` in its own
/// order space. Kept as the reference `explain::explain` is checked
/// against (`tests/explain_data.rs`); the pages use `explain::explain` or
/// `explain::explain_order`.
pub fn explain_order_by_running<B, R: Borrow<Branch<B>>>(
    original: &Trace<B>,
    asks: &[Ask],
    question: &OrderQuestion<'_>,
    proposed: &[String],
    mut run: impl FnMut(&[Decision]) -> Option<R>,
) -> Result<WrongOrder, OrderError> {
    let OrderQuestion {
        space,
        events,
        given,
        limit,
    } = *question;
    let replay = space.replay(proposed)?;
    if replay.forbidden.is_none() {
        return Ok(WrongOrder {
            replay,
            alternative: None,
        });
    }
    let last_given = given.keys().max().copied();
    let mut runs = 0;
    for (n, (step, choice)) in original.choices().enumerate() {
        if last_given.is_some_and(|g| g > step) {
            continue;
        }
        let ask = asks.get(n).copied().unwrap_or(Ask::One);
        let (answers, _) = alternatives(ask, &choice.options, &choice.chosen);
        let is_given = given.contains_key(&step);
        let mut kept = given.clone();
        kept.remove(&step);
        for chosen in answers {
            if runs >= EXPLAIN_RUNS {
                return Ok(WrongOrder {
                    replay,
                    alternative: None,
                });
            }
            runs += 1;
            let decision = Decision { at: n + 1, chosen };
            let Some(branch) = run(std::slice::from_ref(&decision)) else {
                continue;
            };
            if legal_in(branch.borrow(), &kept, events, proposed, limit) {
                return Ok(WrongOrder {
                    replay,
                    alternative: Some(Alternative {
                        decision,
                        chooser: choice.chooser.clone(),
                        chooser_id: choice.chooser_id.clone(),
                        prompt: choice.prompt.clone(),
                        originally: choice.chosen.clone(),
                        given: is_given,
                    }),
                });
            }
        }
    }
    Ok(WrongOrder {
        replay,
        alternative: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::timing::fixtures::{any_order, ev, strings};
    use crate::timing::order::Group;
    use crate::timing::OrderNode;

    fn tree() -> OrderNode {
        let nest = OrderNode::Nest {
            head: "x".into(),
            nested: Box::new(ev("n")),
            rule: "7.6.11".into(),
            why: "nested".into(),
        };
        OrderNode::Seq {
            children: vec![
                ev("p"),
                OrderNode::Window {
                    groups: vec![Group {
                        owner: "A".into(),
                        items: vec![nest, ev("y")],
                        rule: "7.6.9".into(),
                        decided_at: None,
                    }],
                    chooser: None,
                    rule: "7.6.10".into(),
                    why: "window".into(),
                    decided_at: None,
                },
            ],
            rule: "5.1.2".into(),
            why: "steps in order".into(),
        }
    }

    #[test]
    fn a_replay_stops_where_a_prerequisite_is_missing() {
        let space = OrderSpace::new(&tree(), None, 100).unwrap();
        let r = space.replay(&strings(&["y", "p", "x", "n"])).unwrap();
        assert!(r.allowed.is_empty());
        let f = r.forbidden.unwrap();
        assert_eq!((f.position, f.event.as_str()), (0, "y"));
        assert_eq!(f.first, strings(&["p"]));
        assert_eq!(f.rules, strings(&["5.1.2"]));
        assert!(!f.breaks_block);
    }

    #[test]
    fn a_replay_stops_where_an_event_breaks_into_a_nested_block() {
        let space = OrderSpace::new(&tree(), None, 100).unwrap();
        let r = space.replay(&strings(&["p", "x", "y", "n"])).unwrap();
        assert_eq!(r.allowed, strings(&["p", "x"]));
        let f = r.forbidden.unwrap();
        assert_eq!(f.event, "y");
        assert_eq!(f.first, strings(&["n"]));
        assert!(f.breaks_block);
    }

    #[test]
    fn a_replay_stops_exactly_where_judging_finds_the_first_break() {
        let space = OrderSpace::new(&tree(), None, 100).unwrap();
        let all = any_order(vec![ev("p"), ev("x"), ev("n"), ev("y")]);
        let (every, _) = all.enumerate(100);
        assert_eq!(every.len(), 24);
        for order in every {
            let v = space.judge(&order).unwrap();
            let r = space.replay(&order).unwrap();
            assert_eq!(v.legal, r.forbidden.is_none(), "{order:?}");
            if let Some(f) = r.forbidden {
                assert_eq!(r.allowed, order[..f.position].to_vec());
            } else {
                assert_eq!(r.allowed, order);
            }
        }
    }

    #[test]
    fn a_replay_checks_the_event_set_like_judging() {
        let space = OrderSpace::new(&tree(), None, 100).unwrap();
        assert!(space.replay(&strings(&["p"])).is_err());
    }
}
