//! How long a lasting effect lasts (7.7.3) and when a delayed effect
//! resolves (7.7.4): the words of time the ability vocabulary uses
//! (`super::ability` re-exports them).

use serde::{Deserialize, Serialize};

/// How long a lasting effect lasts (7.7.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Duration {
    ThisAttack,
    ThisPhase,
    ThisRound,
    /// "While this unit is in play": no phase or attack ends it; it ends
    /// when the unit it is on leaves play (Admiral Yularen).
    WhileInPlay,
}

/// When a delayed effect resolves (7.7.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TimingPoint {
    StartOfActionPhase,
    EndOfActionPhase,
    StartOfRegroupPhase,
    EndOfRegroupPhase,
    /// The end of whichever phase the effect was created in.
    EndOfPhase,
}

impl TimingPoint {
    pub fn describe(self) -> &'static str {
        match self {
            TimingPoint::StartOfActionPhase => "the start of the action phase",
            TimingPoint::EndOfActionPhase => "the end of the action phase",
            TimingPoint::StartOfRegroupPhase => "the start of the regroup phase",
            TimingPoint::EndOfRegroupPhase => "the end of the regroup phase",
            TimingPoint::EndOfPhase => "the end of the phase",
        }
    }

    pub fn slug(self) -> &'static str {
        match self {
            TimingPoint::StartOfActionPhase => "action-start",
            TimingPoint::EndOfActionPhase => "action-end",
            TimingPoint::StartOfRegroupPhase => "regroup-start",
            TimingPoint::EndOfRegroupPhase => "regroup-end",
            TimingPoint::EndOfPhase => "phase-end",
        }
    }
}
