//! The small trees and steps the timing tests (and the kit's, which reads
//! traces) build their cases from, written once.

use super::order::Group;
use super::{Facts, OrderNode, Step, StepKind};

/// An event by its label.
pub(crate) fn ev(s: &str) -> OrderNode {
    OrderNode::event(s)
}

/// Owned strings, for the orders and event lists the functions take.
pub(crate) fn strings(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

/// A window whose groups (by owner) player A orders, each player resolving
/// all of theirs (SWU's 7.6.9 and 7.6.10, the shape the tests need).
pub(crate) fn window(groups: Vec<(&str, Vec<OrderNode>)>) -> OrderNode {
    OrderNode::Window {
        groups: groups
            .into_iter()
            .map(|(owner, items)| Group {
                owner: owner.into(),
                items,
                rule: "7.6.9".into(),
                decided_at: None,
            })
            .collect(),
        chooser: Some("A".into()),
        rule: "7.6.10".into(),
        why: "each player resolves all of theirs".into(),
        decided_at: None,
    }
}

/// A window of one group in which any order of `items` is legal: every
/// order there is, the space a judged order is compared with.
pub(crate) fn any_order(items: Vec<OrderNode>) -> OrderNode {
    OrderNode::Window {
        groups: vec![Group {
            owner: "A".into(),
            items,
            rule: "r".into(),
            decided_at: None,
        }],
        chooser: None,
        rule: "r".into(),
        why: "any".into(),
        decided_at: None,
    }
}

/// A note step at `depth` with no board, optionally labelled.
pub(crate) fn step(depth: u32, label: Option<&str>) -> Step<()> {
    Step {
        kind: StepKind::NOTE,
        label: label.map(str::to_string),
        player: None,
        source: None,
        text: Default::default(),
        rules: Vec::new(),
        depth,
        choice: None,
        waiting: Vec::new(),
        facts: Facts::default(),
        board: (),
    }
}
