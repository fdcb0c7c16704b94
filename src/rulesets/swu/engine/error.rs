//! Why a run could not finish: a typed error with a readable message, the
//! script entry involved and, at a decision, the legal options.

use std::fmt;

use serde::Serialize;

/// Why a run could not finish.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorKind {
    /// The script has no decision where the engine needs one.
    MissingDecision,
    /// The script's decision is not one of the legal options.
    IllegalDecision,
    /// The script asks for an action the rules do not allow now.
    IllegalAction,
    /// The board cannot exist (a unit with no such card, ...).
    ImpossibleBoard,
    /// The board names a card the pool lacks.
    UnknownCard,
    /// The engine does not model this yet.
    Unsupported,
    /// The run went on for longer than any real game could.
    StepLimit,
    /// The run put more units in play at once than any real game could.
    UnitLimit,
}

/// A typed engine error with a readable message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EngineError {
    pub kind: ErrorKind,
    pub message: String,
    /// The trace step the error happened after.
    pub at_step: usize,
    /// The script entry involved, when there is one (0-based).
    pub script_entry: Option<usize>,
    /// Legal options at a decision, for "did you mean" help.
    pub options: Vec<String>,
    /// How a `choose` line answers the decision when the answer is a list
    /// (an order, or several of the options); `None` for one option.
    pub list: Option<String>,
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.message)?;
        if !self.options.is_empty() {
            write!(f, " (legal options: {})", self.options.join(" | "))?;
        }
        Ok(())
    }
}

impl std::error::Error for EngineError {}

pub type EngineResult<T> = Result<T, EngineError>;
