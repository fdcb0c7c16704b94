//! Legal resolution orders as a tree.
//!
//! An engine does not only resolve events in one order: where the rules let
//! a player choose, several orders are legal. The engine records the shape
//! of its resolution as an [`OrderNode`] tree: fixed sequences, abilities
//! with what is nested under them, and windows whose items the players may
//! order. From the tree come the precedence relation (which event must come
//! before which, and by which rule), the legal orders themselves (bounded),
//! and a verdict on any proposed order. A proposed order is legal exactly
//! when it keeps every constraint the tree implies.

use std::collections::{BTreeSet, HashMap};

use serde::{Deserialize, Serialize};

/// The shape of the legal orders of a set of labelled events.
// Externally tagged (serde's default), not `tag = "..."`: reading an
// internally tagged enum buffers every node through serde's `Content`,
// which costs the browser app's wasm more than the tree is worth.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OrderNode {
    /// One labelled event.
    Event { label: String },
    /// Children that happen in this order; `rule` and `why` say what fixes it.
    Seq {
        children: Vec<OrderNode>,
        rule: String,
        why: String,
    },
    /// `head` resolves, then everything nested under it, and only then does
    /// anything that was waiting beside `head` continue.
    Nest {
        head: String,
        nested: Box<OrderNode>,
        rule: String,
        why: String,
    },
    /// Items that became ready together and that the players may order.
    /// With several groups, `chooser` picks which group goes first (`rule`),
    /// and each group resolves all of its items before the next begins.
    Window {
        groups: Vec<Group>,
        chooser: Option<String>,
        rule: String,
        why: String,
        /// The trace step at which `chooser` picked which group goes first;
        /// `None` when nobody was asked (one group, or one legal option).
        // Always written: a compact form (postcard) has no field names to
        // tell a left-out field by. `default` still reads older JSON.
        #[serde(default)]
        decided_at: Option<usize>,
    },
}

/// The items of one player (or one source) inside a window.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Group {
    pub owner: String,
    pub items: Vec<OrderNode>,
    /// The rule that lets `owner` order the items (e.g. 7.6.9).
    pub rule: String,
    /// The trace step at which `owner` chose the items' order; `None` when
    /// nobody was asked (a single item).
    // Always written, as `Window::decided_at`.
    #[serde(default)]
    pub decided_at: Option<usize>,
}

/// One thing every legal order keeps.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Constraint {
    /// `before` comes before `after`.
    Before {
        before: String,
        after: String,
        rule: String,
        why: String,
    },
    /// These events resolve as one block: nothing else comes between them.
    Together {
        events: Vec<String>,
        rule: String,
        why: String,
    },
}

impl Constraint {
    pub fn rule(&self) -> &str {
        match self {
            Constraint::Before { rule, .. } | Constraint::Together { rule, .. } => rule,
        }
    }

    /// A plain sentence saying what the constraint demands and why.
    pub fn explain(&self) -> String {
        match self {
            Constraint::Before {
                before,
                after,
                rule,
                why,
            } => format!("{before} must come before {after}: {why} ({rule})."),
            Constraint::Together { events, rule, why } => format!(
                "{} resolve together, with nothing between them: {why} ({rule}).",
                events.join(", ")
            ),
        }
    }

    /// Whether `order` keeps this constraint; `None` when `order` lacks
    /// one of its events.
    pub fn kept_by(&self, order: &[String]) -> Option<bool> {
        let pos: HashMap<&str, usize> = order
            .iter()
            .enumerate()
            .map(|(i, e)| (e.as_str(), i))
            .collect();
        let has = |e: &String| pos.contains_key(e.as_str());
        let complete = match self {
            Constraint::Before { before, after, .. } => has(before) && has(after),
            Constraint::Together { events, .. } => events.iter().all(has),
        };
        complete.then(|| self.holds(&pos))
    }

    /// The events this constraint is about.
    pub fn events(&self) -> Vec<&str> {
        match self {
            Constraint::Before { before, after, .. } => vec![before, after],
            Constraint::Together { events, .. } => events.iter().map(String::as_str).collect(),
        }
    }

    fn holds(&self, pos: &HashMap<&str, usize>) -> bool {
        self.first_break(pos).is_none()
    }

    /// The position in the proposed order at which the constraint is seen to
    /// be broken, if it is.
    fn first_break(&self, pos: &HashMap<&str, usize>) -> Option<usize> {
        match self {
            Constraint::Before { before, after, .. } => {
                let (b, a) = (pos[before.as_str()], pos[after.as_str()]);
                (b > a).then_some(a)
            }
            Constraint::Together { events, .. } => {
                let mut at: Vec<usize> = events.iter().map(|e| pos[e.as_str()]).collect();
                crate::sorting::positions(&mut at);
                // Contiguous means the positions are consecutive; the first gap
                // is where an outsider stands.
                at.windows(2).find(|w| w[1] != w[0] + 1).map(|w| w[0] + 1)
            }
        }
    }
}

impl OrderNode {
    pub fn event(label: impl Into<String>) -> Self {
        OrderNode::Event {
            label: label.into(),
        }
    }

    /// Every event label in the tree, in the order the tree lists them.
    pub fn events(&self) -> Vec<String> {
        let mut out = Vec::new();
        self.collect_events(&mut out);
        out
    }

    fn collect_events(&self, out: &mut Vec<String>) {
        match self {
            OrderNode::Event { label } => out.push(label.clone()),
            OrderNode::Seq { children, .. } => children.iter().for_each(|c| c.collect_events(out)),
            OrderNode::Nest { head, nested, .. } => {
                out.push(head.clone());
                nested.collect_events(out);
            }
            OrderNode::Window { groups, .. } => groups
                .iter()
                .flat_map(|g| &g.items)
                .for_each(|c| c.collect_events(out)),
        }
    }

    /// The same tree with only the events in `keep`. The result's legal
    /// orders are exactly the legal orders of `self` with the other events
    /// left out. `None` when nothing is kept.
    pub fn restrict(&self, keep: &BTreeSet<&str>) -> Option<OrderNode> {
        match self {
            OrderNode::Event { label } => keep.contains(label.as_str()).then(|| self.clone()),
            OrderNode::Seq {
                children,
                rule,
                why,
            } => {
                let kept: Vec<_> = children.iter().filter_map(|c| c.restrict(keep)).collect();
                match kept.len() {
                    0 => None,
                    _ => Some(OrderNode::Seq {
                        children: kept,
                        rule: rule.clone(),
                        why: why.clone(),
                    }),
                }
            }
            OrderNode::Nest {
                head,
                nested,
                rule,
                why,
            } => {
                let inner = nested.restrict(keep);
                if keep.contains(head.as_str()) {
                    Some(match inner {
                        Some(inner) => OrderNode::Nest {
                            head: head.clone(),
                            nested: Box::new(inner),
                            rule: rule.clone(),
                            why: why.clone(),
                        },
                        None => OrderNode::event(head.clone()),
                    })
                } else {
                    // The nested layer still resolves as one block.
                    inner.map(|inner| OrderNode::Seq {
                        children: vec![inner],
                        rule: rule.clone(),
                        why: why.clone(),
                    })
                }
            }
            OrderNode::Window {
                groups,
                chooser,
                rule,
                why,
                decided_at,
            } => {
                let groups: Vec<Group> = groups
                    .iter()
                    .filter_map(|g| {
                        let items: Vec<_> =
                            g.items.iter().filter_map(|c| c.restrict(keep)).collect();
                        (!items.is_empty()).then(|| Group {
                            owner: g.owner.clone(),
                            items,
                            rule: g.rule.clone(),
                            decided_at: g.decided_at,
                        })
                    })
                    .collect();
                (!groups.is_empty()).then(|| OrderNode::Window {
                    groups,
                    chooser: chooser.clone(),
                    rule: rule.clone(),
                    why: why.clone(),
                    decided_at: *decided_at,
                })
            }
        }
    }

    /// Every constraint a legal order keeps: the precedence relation
    /// (`Before`) and the blocks that must stay whole (`Together`).
    pub fn constraints(&self) -> Vec<Constraint> {
        let mut out = Vec::new();
        self.collect_constraints(&mut out);
        out
    }

    fn collect_constraints(&self, out: &mut Vec<Constraint>) {
        match self {
            OrderNode::Event { .. } => {}
            OrderNode::Seq {
                children,
                rule,
                why,
            } => {
                let events: Vec<Vec<String>> = children.iter().map(|c| c.events()).collect();
                for (i, earlier) in events.iter().enumerate() {
                    for later in &events[i + 1..] {
                        for b in earlier {
                            for a in later {
                                out.push(Constraint::Before {
                                    before: b.clone(),
                                    after: a.clone(),
                                    rule: rule.clone(),
                                    why: why.clone(),
                                });
                            }
                        }
                    }
                }
                children.iter().for_each(|c| c.collect_constraints(out));
            }
            OrderNode::Nest {
                head,
                nested,
                rule,
                why,
            } => {
                for a in nested.events() {
                    out.push(Constraint::Before {
                        before: head.clone(),
                        after: a,
                        rule: rule.clone(),
                        why: why.clone(),
                    });
                }
                nested.collect_constraints(out);
            }
            OrderNode::Window {
                groups, rule, why, ..
            } => {
                let siblings: usize = groups.iter().map(|g| g.items.len()).sum();
                for g in groups {
                    let events: Vec<String> = g.items.iter().flat_map(|i| i.events()).collect();
                    if groups.len() > 1 && events.len() > 1 {
                        out.push(Constraint::Together {
                            events,
                            rule: rule.clone(),
                            why: why.clone(),
                        });
                    }
                    for item in &g.items {
                        let events = item.events();
                        if siblings > 1 && events.len() > 1 {
                            out.push(Constraint::Together {
                                events,
                                rule: item.block_reason().0.to_string(),
                                why: item.block_reason().1.to_string(),
                            });
                        }
                        item.collect_constraints(out);
                    }
                }
            }
        }
    }

    /// The rule and reason that keep this node's events together.
    fn block_reason(&self) -> (&str, &str) {
        match self {
            OrderNode::Seq { rule, why, .. }
            | OrderNode::Nest { rule, why, .. }
            | OrderNode::Window { rule, why, .. } => (rule, why),
            OrderNode::Event { .. } => ("", ""),
        }
    }

    /// Up to `limit` legal orders; the flag says whether some were cut.
    pub fn enumerate(&self, limit: usize) -> (Vec<Vec<String>>, bool) {
        let mut cut = false;
        let orders = self
            .orders(limit.max(1), &mut cut)
            .into_iter()
            .map(|o| o.into_iter().map(str::to_string).collect())
            .collect();
        (orders, cut)
    }

    /// The orders with their labels borrowed from the tree, copied once
    /// when the whole set is known: copying every partial order's labels
    /// at each step, and enumerating each window item's orders again for
    /// every layout of its window, was a tenth of `tw check` (issue 25).
    fn orders(&self, limit: usize, cut: &mut bool) -> Vec<Vec<&str>> {
        match self {
            OrderNode::Event { label } => vec![vec![label.as_str()]],
            OrderNode::Seq { children, .. } => {
                let parts: Vec<_> = children.iter().map(|c| c.orders(limit, cut)).collect();
                let parts: Vec<&[Vec<&str>]> = parts.iter().map(Vec::as_slice).collect();
                concat_all(&parts, limit, cut)
            }
            OrderNode::Nest { head, nested, .. } => nested
                .orders(limit, cut)
                .into_iter()
                .map(|tail| std::iter::once(head.as_str()).chain(tail).collect())
                .collect(),
            OrderNode::Window { groups, .. } => {
                // Each item's own orders, once: every layout below uses
                // every item (so this asks nothing the layouts would not,
                // and a cut it finds, they would have found).
                let of_items: Vec<Vec<Vec<Vec<&str>>>> = groups
                    .iter()
                    .map(|g| g.items.iter().map(|c| c.orders(limit, cut)).collect())
                    .collect();
                let mut out = Vec::new();
                for group_order in permutations(groups.len()) {
                    for layout in groups_in(groups, &group_order) {
                        let parts: Vec<&[Vec<&str>]> = layout
                            .iter()
                            .map(|&(g, i)| of_items[g][i].as_slice())
                            .collect();
                        for o in concat_all(&parts, limit, cut) {
                            if out.len() >= limit {
                                *cut = true;
                                return out;
                            }
                            out.push(o);
                        }
                    }
                }
                out
            }
        }
    }
}

/// Each way to lay out the items of the groups, groups in `group_order` and
/// each group's items in any permutation: each item as (group, item).
fn groups_in(groups: &[Group], group_order: &[usize]) -> Vec<Vec<(usize, usize)>> {
    let mut layouts: Vec<Vec<(usize, usize)>> = vec![Vec::new()];
    for &g in group_order {
        let items = &groups[g].items;
        let mut next = Vec::new();
        for prefix in &layouts {
            for perm in permutations(items.len()) {
                let mut l = prefix.clone();
                l.extend(perm.iter().map(|&i| (g, i)));
                next.push(l);
            }
        }
        layouts = next;
    }
    layouts
}

fn concat_all<'a>(parts: &[&[Vec<&'a str>]], limit: usize, cut: &mut bool) -> Vec<Vec<&'a str>> {
    let mut acc: Vec<Vec<&'a str>> = vec![Vec::new()];
    for part in parts {
        let mut next = Vec::new();
        'outer: for prefix in &acc {
            for tail in part.iter() {
                if next.len() >= limit {
                    *cut = true;
                    break 'outer;
                }
                let mut o = Vec::with_capacity(prefix.len() + tail.len());
                o.extend_from_slice(prefix);
                o.extend_from_slice(tail);
                next.push(o);
            }
        }
        acc = next;
    }
    acc
}

/// All permutations of `0..n`, in lexicographic order. Windows are small;
/// callers that could be large go through `enumerate`'s limit.
fn permutations(n: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut cur: Vec<usize> = (0..n).collect();
    loop {
        out.push(cur.clone());
        // Next lexicographic permutation.
        let Some(i) = (1..n).rev().find(|&i| cur[i - 1] < cur[i]) else {
            return out;
        };
        let j = (i..n).rev().find(|&j| cur[j] > cur[i - 1]).unwrap_or(i);
        cur.swap(i - 1, j);
        cur[i..].reverse();
        if out.len() > 40_320 {
            return out;
        }
    }
}

/// The legal orders of a set of events, ready for questions.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct OrderSpace {
    pub tree: OrderNode,
    pub events: Vec<String>,
    pub constraints: Vec<Constraint>,
    pub orders: Vec<Vec<String>>,
    /// True when `orders` stopped at the limit.
    pub truncated: bool,
}

/// How a proposed order fares.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Verdict {
    pub legal: bool,
    pub kept: usize,
    pub total: usize,
    /// The constraint broken earliest in the proposed order.
    pub first_broken: Option<Constraint>,
    /// For each position of the proposed order: does it match the legal
    /// order closest to it?
    pub positions: Vec<bool>,
    /// The legal order the positions were compared with.
    pub closest: Vec<String>,
    /// The proposed order that was judged.
    pub answer: Vec<String>,
}

impl Verdict {
    /// Share of constraints kept, 1.0 for a legal order.
    pub fn score(&self) -> f64 {
        if self.legal || self.total == 0 {
            1.0
        } else {
            self.kept as f64 / self.total as f64
        }
    }
}

/// Why a proposed order could not be judged at all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OrderError {
    Missing(String),
    Unknown(String),
    Repeated(String),
}

impl std::fmt::Display for OrderError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OrderError::Missing(e) => write!(f, "the order leaves out {e}"),
            OrderError::Unknown(e) => write!(f, "{e} is not one of the events to order"),
            OrderError::Repeated(e) => write!(f, "{e} appears more than once"),
        }
    }
}

impl OrderSpace {
    /// The orders of `tree` restricted to `events` (all of its events when
    /// `events` is `None`), enumerating at most `limit`.
    pub fn new(tree: &OrderNode, events: Option<&[String]>, limit: usize) -> Option<OrderSpace> {
        let tree = match events {
            Some(keep) => tree.restrict(&keep.iter().map(String::as_str).collect())?,
            None => tree.clone(),
        };
        let (orders, truncated) = tree.enumerate(limit);
        Some(OrderSpace {
            events: tree.events(),
            constraints: tree.constraints(),
            orders,
            truncated,
            tree,
        })
    }

    /// Judge a proposed order of exactly this space's events.
    pub fn judge(&self, proposed: &[String]) -> Result<Verdict, OrderError> {
        let mut pos: HashMap<&str, usize> = HashMap::new();
        for (i, e) in proposed.iter().enumerate() {
            if !self.events.contains(e) {
                return Err(OrderError::Unknown(e.clone()));
            }
            if pos.insert(e.as_str(), i).is_some() {
                return Err(OrderError::Repeated(e.clone()));
            }
        }
        if let Some(missing) = self.events.iter().find(|e| !pos.contains_key(e.as_str())) {
            return Err(OrderError::Missing(missing.clone()));
        }
        let kept = self.constraints.iter().filter(|c| c.holds(&pos)).count();
        let first_broken = self
            .constraints
            .iter()
            .filter_map(|c| c.first_break(&pos).map(|at| (at, c)))
            .min_by_key(|(at, c)| (*at, matches!(c, Constraint::Together { .. })))
            .map(|(_, c)| c.clone());
        let legal = first_broken.is_none();
        let closest = if legal {
            proposed.to_vec()
        } else {
            self.orders
                .iter()
                .max_by_key(|o| o.iter().zip(proposed).filter(|(a, b)| a == b).count())
                .cloned()
                .unwrap_or_default()
        };
        let positions = proposed
            .iter()
            .enumerate()
            .map(|(i, e)| closest.get(i) == Some(e))
            .collect();
        Ok(Verdict {
            legal,
            kept,
            total: self.constraints.len(),
            first_broken,
            positions,
            closest,
            answer: proposed.to_vec(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::timing::fixtures::{ev, strings, window};

    #[test]
    fn two_player_window_allows_only_whole_blocks() {
        let t = window(vec![("A", vec![ev("a1"), ev("a2")]), ("B", vec![ev("b1")])]);
        let space = OrderSpace::new(&t, None, 100).unwrap();
        assert_eq!(space.orders.len(), 4);
        assert!(space.judge(&strings(&["b1", "a2", "a1"])).unwrap().legal);
        let v = space.judge(&strings(&["a1", "b1", "a2"])).unwrap();
        assert!(!v.legal);
        assert_eq!(v.first_broken.unwrap().rule(), "7.6.10");
    }

    #[test]
    fn nested_layer_finishes_before_siblings() {
        let nest = OrderNode::Nest {
            head: "x".into(),
            nested: Box::new(window(vec![("A", vec![ev("n1"), ev("n2")])])),
            rule: "7.6.11".into(),
            why: "nested".into(),
        };
        let t = window(vec![("A", vec![nest, ev("y")])]);
        let space = OrderSpace::new(&t, None, 100).unwrap();
        // x n1 n2 y, x n2 n1 y, y x n1 n2, y x n2 n1
        assert_eq!(space.orders.len(), 4);
        let v = space.judge(&strings(&["x", "y", "n1", "n2"])).unwrap();
        assert!(!v.legal);
        assert_eq!(v.first_broken.unwrap().rule(), "7.6.11");
        for o in &space.orders {
            assert!(space.judge(o).unwrap().legal, "{o:?}");
        }
    }

    #[test]
    fn restriction_keeps_exactly_the_projected_orders() {
        let t = OrderNode::Seq {
            children: vec![
                ev("p"),
                window(vec![("A", vec![ev("a"), ev("b")]), ("B", vec![ev("c")])]),
            ],
            rule: "5.5.1a".into(),
            why: "phase order".into(),
        };
        let keep: Vec<String> = strings(&["a", "c", "p"]);
        let space = OrderSpace::new(&t, Some(&keep), 100).unwrap();
        let mut got = space.orders.clone();
        got.sort();
        assert_eq!(
            got,
            vec![strings(&["p", "a", "c"]), strings(&["p", "c", "a"])]
        );
    }

    #[test]
    fn enumeration_says_when_it_cut() {
        let items: Vec<_> = (0..8).map(|i| ev(&format!("e{i}"))).collect();
        let t = window(vec![("A", items)]);
        let (orders, cut) = t.enumerate(100);
        assert_eq!(orders.len(), 100);
        assert!(cut);
    }

    #[test]
    fn judge_rejects_wrong_event_sets() {
        let space =
            OrderSpace::new(&window(vec![("A", vec![ev("a"), ev("b")])]), None, 10).unwrap();
        assert_eq!(
            space.judge(&strings(&["a"])),
            Err(OrderError::Missing("b".into()))
        );
        assert_eq!(
            space.judge(&strings(&["a", "a"])),
            Err(OrderError::Repeated("a".into()))
        );
        assert_eq!(
            space.judge(&strings(&["a", "z"])),
            Err(OrderError::Unknown("z".into()))
        );
    }

    #[test]
    fn partial_credit_counts_kept_constraints() {
        let t = OrderNode::Seq {
            children: vec![ev("a"), ev("b"), ev("c")],
            rule: "r".into(),
            why: "w".into(),
        };
        let space = OrderSpace::new(&t, None, 10).unwrap();
        let v = space.judge(&strings(&["a", "c", "b"])).unwrap();
        assert_eq!((v.kept, v.total), (2, 3));
        assert_eq!(v.positions, vec![true, false, false]);
    }
}
