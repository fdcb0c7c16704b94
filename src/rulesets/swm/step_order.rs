//! The order tree's top: the procedure's parts in their numbered order.

use crate::timing::{OrderNode, Step};

use super::engine::seq;

/// The procedure's parts in their numbered order, each cited by its own
/// step: part `n` comes after every part before it by the step it is at
/// (R4's checks after R3's rolls, by R4), not by one rule for all, so a
/// broken order names the step a trainee can look up.
pub(crate) fn in_step_order<B>(steps: &[Step<B>], parts: Vec<OrderNode>) -> OrderNode {
    let step_of = |n: &OrderNode| {
        let label = n.events().into_iter().next()?;
        let step = steps
            .iter()
            .find(|s| s.label.as_deref() == Some(label.as_str()))?;
        step.rules.first().cloned()
    };
    let mut parts = parts.into_iter();
    let Some(mut done) = parts.next() else {
        return seq(
            Vec::new(),
            "sequence",
            "the procedure's steps happen in their numbered order",
        );
    };
    for part in parts {
        let step = step_of(&part).unwrap_or_else(|| "sequence".to_string());
        let why = format!("step {step} comes after the procedure's steps before it");
        done = seq(vec![done, part], &step, &why);
    }
    done
}
