//! Game-agnostic timing vocabulary: traces, choice points and resolution
//! orders. Nothing here knows about Star Wars: Unlimited, so the same quiz
//! can later run other timing procedures (the miniatures pre-round sequence,
//! a real-time card game's simultaneous turns).

pub mod branch;
pub mod explain;
#[cfg(test)]
pub(crate) mod fixtures;
pub mod given;
pub mod order;
pub mod replay;
pub mod text;
pub mod trace;

pub use branch::{Ask, Branch, Decision, Pending};
pub use explain::{candidates, explain, explain_from, explain_order, Candidate, Keeps, RunOrders};
pub use given::Given;
pub use order::{Constraint, OrderNode, OrderSpace, Verdict};
pub use replay::{
    explain_order_by_running, Alternative, Forbidden, OrderQuestion, Replay, WrongOrder,
    EXPLAIN_RUNS,
};
pub use text::Text;
pub use trace::{
    fill_causes, mark_last_reading, mark_reading, ChoicePoint, Fact, Facts, Role, Step, StepKind,
    Trace,
};
