//! The order tree's top: the procedure's parts in the order the run took
//! them.

use crate::timing::{OrderNode, Step};

use super::board::Board;
use super::engine::seq;

/// Where a step stands in the procedure: its round (0 for the pre-game)
/// and its step's place in the digest (PG1 … PG11, then R1 … R14).
fn place(step: &Step<Board>, ids: &[String]) -> (u32, usize) {
    let id = step.rules.first().map(|r| &**r).unwrap_or("sequence");
    let at = ids.iter().position(|i| i == id).unwrap_or(0);
    (step.board.round, at)
}

/// The index in `steps` of the step labelled `label`.
fn index_of(steps: &[Step<Board>], label: &str) -> Option<usize> {
    steps.iter().position(|s| s.label.as_deref() == Some(label))
}

/// The procedure's parts in the order the run took them, each cited by the
/// step that puts it there, so a broken order names the step a trainee can
/// look up. A part at a later step than the one before it comes after it
/// by its own step (R4's checks after R3's rolls, by R4). A part at an
/// earlier step of the same round is there because a step sent the
/// procedure back (R5's tie to R3, R6d and R8 to R4, PG9b to PG9a): it is
/// cited by that step, the furthest the run had gone since the part before.
pub(crate) fn in_step_order(steps: &[Step<Board>], parts: Vec<OrderNode>) -> OrderNode {
    let ids = super::step_ids();
    let mut parts = parts.into_iter();
    let Some(mut done) = parts.next() else {
        return seq(
            Vec::new(),
            "sequence",
            "the procedure's steps happen in their numbered order",
        );
    };
    for part in parts {
        let first = part
            .events()
            .into_iter()
            .filter_map(|e| index_of(steps, &e))
            .min();
        let before = done
            .events()
            .into_iter()
            .filter_map(|e| index_of(steps, &e))
            .max();
        let (rule, why) = match (before, first) {
            (Some(b), Some(f)) if b < f => {
                let here = &steps[f];
                let step = here
                    .rules
                    .first()
                    .map(|r| r.to_string())
                    .unwrap_or_else(|| "sequence".into());
                // The furthest step the run reached between the two parts.
                let furthest = steps[b..f]
                    .iter()
                    .max_by_key(|s| place(s, ids))
                    .filter(|s| place(s, ids) > place(here, ids));
                match furthest {
                    Some(back) => {
                        let from = back
                            .rules
                            .first()
                            .map(|r| r.to_string())
                            .unwrap_or_else(|| "sequence".into());
                        let why = format!("step {from} sends the procedure back to step {step}");
                        (from, why)
                    }
                    None => {
                        let why =
                            format!("step {step} comes after the procedure's steps before it");
                        (step, why)
                    }
                }
            }
            _ => (
                "sequence".to_string(),
                "the procedure's steps happen in their numbered order".to_string(),
            ),
        };
        done = seq(vec![done, part], &rule, &why);
    }
    done
}
