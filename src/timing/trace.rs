//! A trace is what an engine did, one step at a time, with the rules it
//! applied and the board after each step. The UI draws it; the quiz checks
//! answers against the order tree it carries.

use serde::{Deserialize, Serialize};

use super::order::OrderNode;

/// What kind of thing happened at a step. The words are those of timing
/// procedures in general, not of one game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StepKind {
    /// A phase or step of the game's structure begins or ends.
    PhaseStep,
    /// A player's action (play a card, attack, pass, ...).
    Action,
    /// Lasting effects that end at this point stop applying.
    LastingEffectExpired,
    /// A delayed effect reached its timing point and resolved.
    DelayedEffectResolved,
    /// An ability met its condition and is waiting to resolve.
    AbilityTriggered,
    /// A triggered ability resolved.
    AbilityResolved,
    /// A player made a decision.
    Choice,
    /// Damage was dealt or prevented.
    Damage,
    /// Something was defeated.
    Defeat,
    /// A card moved between zones (drawn, discarded, played, returned).
    Move,
    /// The state was checked and something was corrected.
    StateCheck,
    /// The game ended.
    GameOver,
    /// Anything else an engine wants to say.
    Note,
}

/// A decision a player made, with what else they could have done.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ChoicePoint {
    /// Who decided, by name.
    pub chooser: String,
    /// What was being decided, in plain words.
    pub prompt: String,
    /// Every legal option, in the engine's own labels.
    pub options: Vec<String>,
    /// What was chosen: one option, or an ordering of several.
    pub chosen: Vec<String>,
    /// The rules that give this player this decision.
    pub rules: Vec<String>,
}

/// One step of a trace.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Step<B> {
    pub kind: StepKind,
    /// A stable label for events a question may refer to
    /// (for example `inferno-four/when-defeated`).
    pub label: Option<String>,
    /// The player the step belongs to, by name.
    pub player: Option<String>,
    /// The card or rule source of the step, by name.
    pub source: Option<String>,
    /// One plain-English sentence.
    pub text: String,
    /// Rule numbers that justify the step.
    pub rules: Vec<String>,
    /// How deeply nested the step is (0: not nested).
    pub depth: u32,
    /// Present on `StepKind::Choice` steps.
    pub choice: Option<ChoicePoint>,
    /// Labels of events that are ready but parked at this step: waiting in
    /// an outer layer while a nested one resolves, outermost first.
    #[serde(default)]
    pub waiting: Vec<String>,
    /// The board after the step.
    pub board: B,
}

/// Everything an engine run produced.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Trace<B> {
    pub steps: Vec<Step<B>>,
    /// The shape of every legal resolution order of the labelled events.
    pub order: OrderNode,
    /// How the run ended, in plain words (for example "Nico wins").
    pub outcome: Option<String>,
}

impl<B> Trace<B> {
    /// The labelled events in the order the engine resolved them.
    pub fn labels(&self) -> Vec<&str> {
        self.steps
            .iter()
            .filter_map(|s| s.label.as_deref())
            .collect()
    }

    /// The step that carries a label.
    pub fn step_for(&self, label: &str) -> Option<(usize, &Step<B>)> {
        self.steps
            .iter()
            .enumerate()
            .find(|(_, s)| s.label.as_deref() == Some(label))
    }

    /// Every choice point, with its step index.
    pub fn choices(&self) -> impl Iterator<Item = (usize, &ChoicePoint)> {
        self.steps
            .iter()
            .enumerate()
            .filter_map(|(i, s)| s.choice.as_ref().map(|c| (i, c)))
    }
}
