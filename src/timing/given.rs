//! Decisions taken as given. An ordering question may give some of the
//! players' decisions away ("Alex has chosen to resolve his abilities
//! first"); its answer is then judged against the legal orders that keep
//! what was chosen there. The order tree records the trace step of each
//! window's decisions (`decided_at`), so a given decision fixes exactly the
//! window or group it was made for.

use std::collections::{BTreeSet, HashMap};

use super::order::{Group, OrderNode};

/// A decision taken as given when judging orders: what was chosen (a
/// group's owner, or items' first events in order) and the sentence a
/// broken constraint cites.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Given {
    pub chosen: Vec<String>,
    pub why: String,
}

impl Group {
    fn with_given(&self, given: &HashMap<usize, Given>, used: &mut BTreeSet<usize>) -> Group {
        let mut items: Vec<OrderNode> = self
            .items
            .iter()
            .map(|i| i.with_given(given, used))
            .collect();
        let decision = self
            .decided_at
            .and_then(|at| given.get(&at).map(|g| (at, g)));
        let mut decided_at = self.decided_at;
        if let Some((at, g)) = decision.filter(|_| items.len() > 1) {
            used.insert(at);
            decided_at = None;
            // Items in the chosen order; any the choice does not name keep
            // their place after the named ones.
            crate::sorting::sort_by_key(&mut items, |i| {
                let head = i.events().into_iter().next().unwrap_or_default();
                g.chosen
                    .iter()
                    .position(|c| *c == head)
                    .unwrap_or(usize::MAX)
            });
            items = vec![OrderNode::Seq {
                children: items,
                rule: self.rule.clone(),
                why: g.why.clone(),
            }];
        }
        Group {
            owner: self.owner.clone(),
            items,
            rule: self.rule.clone(),
            decided_at,
        }
    }
}

impl OrderNode {
    /// The same tree with some of the players' decisions taken as given:
    /// `given` maps the trace step of a decision to what was chosen there
    /// and a sentence saying so. A window whose first player is given
    /// becomes a fixed sequence of its groups (the chosen one first); a
    /// group whose own order is given becomes a fixed sequence of its items.
    /// Every step of `given` the tree used is added to `used`, so a caller
    /// can tell a decision that shapes no order.
    pub fn with_given(
        &self,
        given: &HashMap<usize, Given>,
        used: &mut BTreeSet<usize>,
    ) -> OrderNode {
        match self {
            OrderNode::Event { .. } => self.clone(),
            OrderNode::Seq {
                children,
                rule,
                why,
            } => OrderNode::Seq {
                children: children.iter().map(|c| c.with_given(given, used)).collect(),
                rule: rule.clone(),
                why: why.clone(),
            },
            OrderNode::Nest {
                head,
                nested,
                rule,
                why,
            } => OrderNode::Nest {
                head: head.clone(),
                nested: Box::new(nested.with_given(given, used)),
                rule: rule.clone(),
                why: why.clone(),
            },
            OrderNode::Window {
                groups,
                chooser,
                rule,
                why,
                decided_at,
            } => {
                let mut groups: Vec<Group> =
                    groups.iter().map(|g| g.with_given(given, used)).collect();
                let first = decided_at.and_then(|at| given.get(&at).map(|g| (at, g)));
                match first {
                    Some((at, g)) if groups.len() > 1 => {
                        used.insert(at);
                        // The chosen player's group first, the others after
                        // in the order they resolved.
                        if let Some(i) = groups
                            .iter()
                            .position(|gr| g.chosen.first() == Some(&gr.owner))
                        {
                            let chosen = groups.remove(i);
                            groups.insert(0, chosen);
                        }
                        OrderNode::Seq {
                            children: groups
                                .into_iter()
                                .map(|gr| OrderNode::Window {
                                    groups: vec![gr],
                                    chooser: chooser.clone(),
                                    rule: rule.clone(),
                                    why: why.clone(),
                                    decided_at: None,
                                })
                                .collect(),
                            rule: rule.clone(),
                            why: g.why.clone(),
                        }
                    }
                    _ => OrderNode::Window {
                        groups,
                        chooser: chooser.clone(),
                        rule: rule.clone(),
                        why: why.clone(),
                        decided_at: *decided_at,
                    },
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::timing::fixtures::{ev, strings, window};
    use crate::timing::OrderSpace;

    fn given(step: usize, chosen: &[&str]) -> HashMap<usize, Given> {
        HashMap::from([(
            step,
            Given {
                chosen: strings(chosen),
                why: "given".into(),
            },
        )])
    }

    #[test]
    fn a_given_first_player_fixes_the_group_order() {
        let mut t = window(vec![("A", vec![ev("a1"), ev("a2")]), ("B", vec![ev("b1")])]);
        if let OrderNode::Window { decided_at, .. } = &mut t {
            *decided_at = Some(7);
        }
        let mut used = BTreeSet::new();
        let fixed = t.with_given(&given(7, &["B"]), &mut used);
        assert_eq!(used, BTreeSet::from([7]));
        let space = OrderSpace::new(&fixed, None, 100).unwrap();
        let mut got = space.orders.clone();
        got.sort();
        assert_eq!(
            got,
            vec![strings(&["b1", "a1", "a2"]), strings(&["b1", "a2", "a1"])]
        );
        let v = space.judge(&strings(&["a1", "a2", "b1"])).unwrap();
        assert!(!v.legal);
        assert_eq!(v.first_broken.unwrap().rule(), "7.6.10");
    }

    #[test]
    fn a_given_own_order_fixes_the_items_and_keeps_their_nesting() {
        let nest = OrderNode::Nest {
            head: "x".into(),
            nested: Box::new(ev("n")),
            rule: "7.6.11".into(),
            why: "nested".into(),
        };
        let mut t = window(vec![("A", vec![nest, ev("y")])]);
        if let OrderNode::Window { groups, .. } = &mut t {
            groups[0].decided_at = Some(3);
        }
        let mut used = BTreeSet::new();
        let fixed = t.with_given(&given(3, &["y", "x"]), &mut used);
        assert_eq!(used, BTreeSet::from([3]));
        let space = OrderSpace::new(&fixed, None, 100).unwrap();
        assert_eq!(space.orders, vec![strings(&["y", "x", "n"])]);
    }

    #[test]
    fn a_given_step_the_tree_does_not_hold_is_left_unused() {
        let t = window(vec![("A", vec![ev("a1"), ev("a2")]), ("B", vec![ev("b1")])]);
        let mut used = BTreeSet::new();
        let same = t.with_given(&given(7, &["B"]), &mut used);
        assert!(used.is_empty());
        assert_eq!(same, t);
    }
}
