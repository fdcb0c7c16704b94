//! A wrong order explained from data. When a scenario is prepared, the
//! branches that take one decision of its run differently are run once and
//! kept as [`Candidate`]s: the decision, and what judging an order in that
//! run needs (its order tree's constraints, or the events it resolved
//! before it stopped). A trainee's order is then explained with no engine
//! ([`explain`]): the replay against the question's space, and the first
//! candidate that allows it. The engine path this mirrors is
//! `replay::explain_order_by_running`, kept as the reference.
//!
//! Every type here is plain serde data (structs, an externally tagged
//! enum, vectors), so a page can read it without serde's buffering.

use std::borrow::Borrow;
use std::collections::{BTreeSet, HashMap};

use serde::{Deserialize, Serialize};

use super::branch::{alternatives, Ask, Branch, Decision};
use super::given::Given;
use super::order::{Constraint, OrderError, OrderNode, OrderSpace};
use super::replay::{Alternative, OrderQuestion, WrongOrder, EXPLAIN_RUNS};
use super::trace::{ChoicePoint, Trace};

/// One decision taken differently, found when the scenario is prepared,
/// with what judging an order in its run needs: no engine is run when a
/// trainee's order is explained ([`explain`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Candidate {
    pub alternative: Alternative,
    pub orders: RunOrders,
}

/// The orders of the question's events that the run under a candidate
/// decision allows.
// Externally tagged (serde's default): its reader needs no buffering.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum RunOrders {
    /// The run stopped before its end (a pending decision, or it could not
    /// go on), so its order tree is not known: only the question's events
    /// it resolved, in the order it resolved them, are an order of it.
    Resolved(Vec<String>),
    /// The run reached its end: the constraints of its order tree, with
    /// the decisions the question still gives away applied.
    Complete(Keeps),
}

/// What every legal order of a set of events keeps, by position in
/// `events`: the same test as [`OrderSpace::judge`]'s `legal`, as data.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Keeps {
    pub events: Vec<String>,
    /// `(a, b)`: `events[a]` comes before `events[b]`.
    pub before: Vec<(usize, usize)>,
    /// Events that resolve as one block, nothing else between them.
    pub together: Vec<Vec<usize>>,
}

impl Keeps {
    /// The constraints of `tree` restricted to `events` (`None` when the
    /// tree has none of them), each once. The same space as
    /// `OrderSpace::new(tree, Some(events), _)`, without enumerating it.
    fn of(tree: &OrderNode, events: &[String]) -> Option<Keeps> {
        let tree = tree.restrict(&events.iter().map(String::as_str).collect())?;
        Some(Keeps::from_constraints(tree.events(), &tree.constraints()))
    }

    /// Each event once (judging asks for each of a space's events once,
    /// however often it is listed), and the constraints by position.
    fn from_constraints(listed: Vec<String>, constraints: &[Constraint]) -> Keeps {
        let mut events: Vec<String> = Vec::with_capacity(listed.len());
        for e in listed {
            if !events.contains(&e) {
                events.push(e);
            }
        }
        let at = |e: &str| events.iter().position(|x| x == e);
        let mut before = BTreeSet::new();
        let mut together = BTreeSet::new();
        for c in constraints {
            match c {
                Constraint::Before {
                    before: b, after, ..
                } => {
                    if let (Some(b), Some(a)) = (at(b), at(after)) {
                        before.insert((b, a));
                    }
                }
                Constraint::Together { events: block, .. } => {
                    let mut block: Vec<usize> = block.iter().filter_map(|e| at(e)).collect();
                    crate::sorting::positions(&mut block);
                    together.insert(block);
                }
            }
        }
        Keeps {
            before: before.into_iter().collect(),
            together: together.into_iter().collect(),
            events,
        }
    }

    /// The position in `proposed` of each of `events`, when `proposed`
    /// orders exactly these events, each once (what judging requires).
    fn positions(&self, proposed: &[String]) -> Option<Vec<usize>> {
        if proposed.len() != self.events.len() {
            return None;
        }
        let mut pos = vec![usize::MAX; self.events.len()];
        for (i, e) in proposed.iter().enumerate() {
            let k = self.events.iter().position(|x| x == e)?;
            if pos[k] != usize::MAX {
                return None;
            }
            pos[k] = i;
        }
        Some(pos)
    }

    /// Does `proposed` keep all of it? False unless `proposed` orders
    /// exactly these events, each once, as judging requires.
    pub fn allow(&self, proposed: &[String]) -> bool {
        let Some(pos) = self.positions(proposed) else {
            return false;
        };
        // An index out of range (data written by hand) keeps nothing.
        let in_order = self
            .before
            .iter()
            .all(|&(b, a)| matches!((pos.get(b), pos.get(a)), (Some(x), Some(y)) if x < y));
        let whole = self.together.iter().all(|block| {
            let at: Option<Vec<usize>> = block.iter().map(|&k| pos.get(k).copied()).collect();
            at.is_some_and(|mut at| {
                crate::sorting::positions(&mut at);
                at.windows(2).all(|w| w[1] == w[0] + 1)
            })
        });
        in_order && whole
    }

    /// Is every order this allows also allowed by `other`? True when it
    /// keeps all of `other`'s constraints (over the same events).
    fn within(&self, other: &Keeps) -> bool {
        let names = |k: &Keeps, i: &usize| k.events.get(*i).cloned().unwrap_or_default();
        let pairs = |k: &Keeps| -> BTreeSet<(String, String)> {
            k.before
                .iter()
                .map(|(b, a)| (names(k, b), names(k, a)))
                .collect()
        };
        let blocks = |k: &Keeps| -> BTreeSet<BTreeSet<String>> {
            k.together
                .iter()
                .map(|b| b.iter().map(|i| names(k, i)).collect())
                .collect()
        };
        pairs(self).is_superset(&pairs(other)) && blocks(self).is_superset(&blocks(other))
    }

    fn same_events(&self, other: &Keeps) -> bool {
        let set = |k: &Keeps| k.events.iter().cloned().collect::<BTreeSet<String>>();
        set(self) == set(other)
    }
}

impl Candidate {
    /// Is `proposed` an order of this candidate's run? Mirrors the engine
    /// path exactly (`explain_order_by_running`): a complete run's order
    /// tree must allow it; a run that stopped early must have resolved
    /// exactly these events in exactly this order.
    pub fn allows(&self, proposed: &[String]) -> bool {
        match &self.orders {
            RunOrders::Resolved(done) => done.as_slice() == proposed,
            RunOrders::Complete(keeps) => keeps.allow(proposed),
        }
    }
}

/// A decision to try: the choice point's decision taken differently.
struct Try<'t> {
    decision: Decision,
    step: usize,
    choice: &'t ChoicePoint,
}

/// The decisions [`candidates`] tries, in order: for each choice point of
/// the original run, each other legal answer, at most [`EXPLAIN_RUNS`]. A
/// decision made before the last given one is not tried (the given step
/// would name another step in the branch); a given decision itself is
/// tried.
fn tries<'t, B>(
    original: &'t Trace<B>,
    asks: &'t [Ask],
    given: &HashMap<usize, Given>,
) -> impl Iterator<Item = Try<'t>> + 't {
    let last_given = given.keys().max().copied();
    original
        .choices()
        .enumerate()
        .filter(move |(_, (step, _))| last_given.is_none_or(|g| g <= *step))
        .flat_map(move |(n, (step, choice))| {
            let ask = asks.get(n).copied().unwrap_or(Ask::One);
            let (answers, _) = alternatives(ask, &choice.options, &choice.chosen);
            answers.into_iter().map(move |chosen| Try {
                decision: Decision { at: n + 1, chosen },
                step,
                choice,
            })
        })
        .take(EXPLAIN_RUNS)
}

/// The candidate of one branch, or `None` when no order the question can
/// be asked to explain is an order of it: its events are not the
/// question's, or every order it allows is legal in the question's space
/// already (an order is only explained when the space forbids it, and a
/// forbidden order breaks one of the space's constraints).
fn candidate<B>(
    t: Try<'_>,
    branch: &Branch<B>,
    question: &OrderQuestion<'_>,
    asked: &Keeps,
) -> Option<Candidate> {
    let events = question.events;
    let orders = if branch.complete() {
        let mut kept = question.given.clone();
        kept.remove(&t.step);
        let mut used = BTreeSet::new();
        let tree = branch.trace.order.with_given(&kept, &mut used);
        let keeps = Keeps::of(&tree, events)?;
        if !keeps.same_events(asked) || keeps.within(asked) {
            return None;
        }
        RunOrders::Complete(keeps)
    } else {
        let done: Vec<String> = branch
            .trace
            .labels()
            .into_iter()
            .filter(|l| events.iter().any(|e| e == l))
            .map(str::to_string)
            .collect();
        if asked.positions(&done).is_none() || asked.allow(&done) {
            return None;
        }
        RunOrders::Resolved(done)
    };
    Some(Candidate {
        alternative: Alternative {
            given: question.given.contains_key(&t.step),
            decision: t.decision,
            chooser: t.choice.chooser.clone(),
            chooser_id: t.choice.chooser_id.clone(),
            prompt: t.choice.prompt.clone(),
            originally: t.choice.chosen.clone(),
        },
        orders,
    })
}

/// The candidates of an ordering question, in the order they are tried,
/// one lazily per branch `run` runs (`None`: no run).
fn lazy_candidates<'t, B, R: Borrow<Branch<B>>>(
    original: &'t Trace<B>,
    asks: &'t [Ask],
    question: &'t OrderQuestion<'t>,
    mut run: impl FnMut(&[Decision]) -> Option<R> + 't,
) -> impl Iterator<Item = Candidate> + 't {
    let asked = Keeps::from_constraints(question.space.events.clone(), &question.space.constraints);
    tries(original, asks, question.given).filter_map(move |t| {
        let branch = run(std::slice::from_ref(&t.decision))?;
        candidate(t, branch.borrow(), question, &asked)
    })
}

/// When the scenario is prepared: every decision of the original run an
/// ordering question's wrong order may have been taken under, with what
/// judging an order in its run needs. For each choice point in order, each
/// other legal answer (at most [`EXPLAIN_RUNS`] runs in all), `run` runs
/// the branch; a candidate is kept only when some order the question
/// forbids can be legal in it.
pub fn candidates<B, R: Borrow<Branch<B>>>(
    original: &Trace<B>,
    asks: &[Ask],
    question: &OrderQuestion<'_>,
    run: impl FnMut(&[Decision]) -> Option<R>,
) -> Vec<Candidate> {
    lazy_candidates(original, asks, question, run).collect()
}

/// The explanation from candidates found one at a time, stopping at the
/// first one that allows `proposed`.
fn explain_with<C: Borrow<Candidate>>(
    space: &OrderSpace,
    candidates: impl IntoIterator<Item = C>,
    proposed: &[String],
) -> Result<WrongOrder, OrderError> {
    let replay = space.replay(proposed)?;
    let alternative = match replay.forbidden {
        None => None,
        Some(_) => candidates
            .into_iter()
            .find(|c| c.borrow().allows(proposed))
            .map(|c| c.borrow().alternative.clone()),
    };
    Ok(WrongOrder {
        replay,
        alternative,
    })
}

/// Replay `proposed` in `space` (the question's space, after what it gives
/// away), and when it is wrong, the first of the question's `candidates`
/// under which it is legal. Data only: no engine runs.
pub fn explain(
    space: &OrderSpace,
    candidates: &[Candidate],
    proposed: &[String],
) -> Result<WrongOrder, OrderError> {
    explain_with(space, candidates, proposed)
}

/// [`explain`] for a page with no engine and no scenario run: the
/// question's space and its candidates (its entry of the prepared
/// scenario's explanations), the reason in words when `proposed` is not an
/// order of the question's events.
pub fn explain_from(
    space: &OrderSpace,
    candidates: &[Candidate],
    proposed: &[String],
) -> Result<WrongOrder, String> {
    explain(space, candidates, proposed).map_err(|e| e.to_string())
}

/// [`explain`] with the candidates found as they are needed: `run` runs
/// branches only until one allows `proposed` (none for a legal order).
pub fn explain_order<B, R: Borrow<Branch<B>>>(
    original: &Trace<B>,
    asks: &[Ask],
    question: &OrderQuestion<'_>,
    proposed: &[String],
    run: impl FnMut(&[Decision]) -> Option<R>,
) -> Result<WrongOrder, OrderError> {
    explain_with(
        question.space,
        lazy_candidates(original, asks, question, run),
        proposed,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::timing::fixtures::{any_order, strings};
    use crate::timing::order::Group;
    use crate::timing::replay::explain_order_by_running;
    use crate::timing::trace::Step;

    fn seq(labels: &[&str]) -> OrderNode {
        OrderNode::Seq {
            children: labels.iter().map(|l| OrderNode::event(*l)).collect(),
            rule: "1.1".into(),
            why: "in turn".into(),
        }
    }

    /// An ordering question of `events` over `space`, enumerated up to 100
    /// orders.
    fn question<'a>(
        space: &'a OrderSpace,
        events: &'a [String],
        given: &'a HashMap<usize, Given>,
    ) -> OrderQuestion<'a> {
        OrderQuestion {
            space,
            events,
            given,
            limit: 100,
        }
    }

    fn step(label: Option<&str>, choice: Option<ChoicePoint>) -> Step<()> {
        Step {
            choice,
            ..crate::timing::fixtures::step(0, label)
        }
    }

    fn choice(options: &[&str], chosen: &str) -> Option<ChoicePoint> {
        Some(ChoicePoint {
            chooser: "Alex".into(),
            prompt: "Pick one.".into(),
            options: strings(options),
            chosen: strings(&[chosen]),
            rules: Vec::new(),
            chooser_id: Some("alex".into()),
            names: Vec::new(),
        })
    }

    /// Two decisions, then `x` and `y` in the order `tree` gives.
    fn run_of(labels: &[&str], tree: OrderNode) -> Trace<()> {
        let mut steps = vec![
            step(None, choice(&["A", "B"], "A")),
            step(None, choice(&["C", "D"], "C")),
        ];
        steps.extend(labels.iter().map(|l| step(Some(l), None)));
        Trace::new(steps, tree, None)
    }

    /// The original resolves `x` then `y`. Taking B at choice 1 resolves
    /// `y` then `x` to the end; taking D at choice 2 stops after resolving
    /// `y` then `x` (a decision nobody answers).
    fn branch(original: &Trace<()>, d: &[Decision]) -> Option<Branch<()>> {
        let (labels, tree, stopped) = match d.first().map(|d| d.chosen[0].as_str()) {
            Some("B") => (["y", "x"], seq(&["y", "x"]), None),
            Some("D") => (["y", "x"], seq(&["y", "x", "z"]), Some("stopped".into())),
            _ => (["x", "y"], seq(&["x", "y"]), None),
        };
        let trace = run_of(&labels, tree);
        Some(Branch::new(
            original,
            d.to_vec(),
            trace,
            Vec::new(),
            None,
            stopped,
        ))
    }

    fn every_order(events: &[&str]) -> Vec<Vec<String>> {
        any_order(events.iter().map(|e| OrderNode::event(*e)).collect())
            .enumerate(1000)
            .0
    }

    #[test]
    fn keeps_allow_exactly_the_orders_judging_finds_legal() {
        let group = |owner: &str, items: Vec<OrderNode>| Group {
            owner: owner.into(),
            items,
            rule: "7.6.9".into(),
            decided_at: None,
        };
        let nest = OrderNode::Nest {
            head: "x".into(),
            nested: Box::new(seq(&["n", "m"])),
            rule: "7.6.11".into(),
            why: "nested".into(),
        };
        let tree = OrderNode::Seq {
            children: vec![
                OrderNode::event("p"),
                OrderNode::Window {
                    groups: vec![
                        group("A", vec![nest, OrderNode::event("y")]),
                        group("B", vec![OrderNode::event("b1"), OrderNode::event("b2")]),
                    ],
                    chooser: Some("A".into()),
                    rule: "7.6.10".into(),
                    why: "window".into(),
                    decided_at: None,
                },
            ],
            rule: "5.1.2".into(),
            why: "steps".into(),
        };
        let space = OrderSpace::new(&tree, None, 10_000).unwrap();
        let keeps = Keeps::from_constraints(space.events.clone(), &space.constraints);
        let mut legal = 0;
        for order in every_order(&["p", "x", "n", "m", "y", "b1", "b2"]) {
            let judged = space.judge(&order).unwrap().legal;
            assert_eq!(keeps.allow(&order), judged, "{order:?}");
            legal += usize::from(judged);
        }
        assert_eq!(legal, space.orders.len());
        // Not an order of exactly these events, each once: never allowed.
        assert!(!keeps.allow(&strings(&["p", "x"])));
        let mut repeated = space.orders[0].clone();
        repeated[1] = repeated[0].clone();
        assert!(!keeps.allow(&repeated));
    }

    #[test]
    fn a_wrong_order_is_explained_by_the_first_candidate_that_allows_it() {
        let original = run_of(&["x", "y"], seq(&["x", "y"]));
        let space = OrderSpace::new(&original.order, None, 100).unwrap();
        let events = strings(&["x", "y"]);
        let given = HashMap::new();
        let q = question(&space, &events, &given);
        let asks = [Ask::One, Ask::One];
        let found = candidates(&original, &asks, &q, |d| branch(&original, d));
        let orders: Vec<&RunOrders> = found.iter().map(|c| &c.orders).collect();
        assert_eq!(orders.len(), 2, "{found:?}");
        assert!(matches!(orders[0], RunOrders::Complete(_)));
        assert_eq!(orders[1], &RunOrders::Resolved(strings(&["y", "x"])));
        assert_eq!(found[0].alternative.decision.at, 1);
        assert_eq!(found[0].alternative.originally, strings(&["A"]));
        assert!(!found[0].alternative.given);

        let wrong = strings(&["y", "x"]);
        let w = explain(&space, &found, &wrong).unwrap();
        assert_eq!(w.replay.forbidden.as_ref().map(|f| f.position), Some(0));
        assert_eq!(w.alternative.as_ref(), Some(&found[0].alternative));
        // Without the complete run, the run that stopped after y and x.
        let w = explain(&space, &found[1..], &wrong).unwrap();
        assert_eq!(w.alternative.as_ref(), Some(&found[1].alternative));
        // A legal order needs no other run; an order of other events is
        // refused before any candidate is looked at.
        assert!(explain(&space, &found, &events)
            .unwrap()
            .alternative
            .is_none());
        assert!(explain(&space, &found, &strings(&["x"])).is_err());
        // The same answers as running the branches for each order.
        for order in every_order(&["x", "y"]) {
            let by_running =
                explain_order_by_running(&original, &asks, &q, &order, |d| branch(&original, d));
            assert_eq!(explain(&space, &found, &order), by_running);
            let lazily = explain_order(&original, &asks, &q, &order, |d| branch(&original, d));
            assert_eq!(lazily, by_running);
        }
    }

    #[test]
    fn a_run_no_wrong_order_can_be_legal_in_is_no_candidate() {
        // Every branch is the original run: nothing explains a wrong order.
        let original = run_of(&["x", "y"], seq(&["x", "y"]));
        let space = OrderSpace::new(&original.order, None, 100).unwrap();
        let events = strings(&["x", "y"]);
        let given = HashMap::new();
        let q = question(&space, &events, &given);
        let same = |d: &[Decision]| {
            let trace = run_of(&["x", "y"], seq(&["x", "y"]));
            Some(Branch::new(
                &original,
                d.to_vec(),
                trace,
                Vec::new(),
                None,
                None,
            ))
        };
        assert!(candidates(&original, &[], &q, same).is_empty());
    }

    #[test]
    fn no_decision_before_a_given_one_is_tried_and_the_given_one_says_so() {
        let original = run_of(&["x", "y"], seq(&["x", "y"]));
        let space = OrderSpace::new(&original.order, None, 100).unwrap();
        let events = strings(&["x", "y"]);
        // Choice 2 (trace step 1) is given: taking choice 1 otherwise
        // would make step 1 another step of the branch.
        let given = HashMap::from([(
            1,
            Given {
                chosen: strings(&["C"]),
                why: "given".into(),
            },
        )]);
        let q = question(&space, &events, &given);
        let mut tried = Vec::new();
        let found = candidates(&original, &[], &q, |d| {
            tried.push(d[0].at);
            branch(&original, d)
        });
        assert_eq!(tried, vec![2]);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].orders, RunOrders::Resolved(strings(&["y", "x"])));
        assert!(found[0].alternative.given);
    }

    #[test]
    fn at_most_explain_runs_branches_are_run() {
        let options: Vec<String> = (0..30).map(|i| format!("o{i}")).collect();
        let options: Vec<&str> = options.iter().map(String::as_str).collect();
        let steps = (0..4).map(|_| step(None, choice(&options, "o0"))).collect();
        let original: Trace<()> = Trace::new(steps, seq(&["x"]), None);
        let space = OrderSpace::new(&original.order, None, 100).unwrap();
        let events = strings(&["x"]);
        let given = HashMap::new();
        let q = question(&space, &events, &given);
        let mut runs = 0;
        candidates(&original, &[], &q, |_| {
            runs += 1;
            None::<Branch<()>>
        });
        assert_eq!(runs, EXPLAIN_RUNS);
    }

    #[test]
    fn candidates_read_back_from_json_as_they_were_written() {
        let original = run_of(&["x", "y"], seq(&["x", "y"]));
        let space = OrderSpace::new(&original.order, None, 100).unwrap();
        let events = strings(&["x", "y"]);
        let given = HashMap::new();
        let q = question(&space, &events, &given);
        let found = candidates(&original, &[], &q, |d| branch(&original, d));
        let json = serde_json::to_string(&found).unwrap();
        let back: Vec<Candidate> = serde_json::from_str(&json).unwrap();
        assert_eq!(back, found);
    }
}
