//! The generic parts of a scenario file as written (questions, options,
//! answer checks); a ruleset's own sections are in its `format` module
//! (SWU: `crate::rulesets::swu::format`). The scenario file as written: TOML, documented in
//! `docs/scenario-format.md`. Values that a validation message may point at
//! are `Spanned`, so every message has a line and column.
//!
//! These types are the typed parse; [`super::schema`] checks keys and value
//! types first, so that every such mistake is reported at once. Keep the two
//! in step: a key added here must be added to the schema too.

use serde::Deserialize;
use toml::Spanned;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QuestionFile {
    #[serde(default)]
    pub id: Option<Spanned<String>>,
    /// "order", "choice", "who_decides" or "outcome".
    pub kind: Spanned<String>,
    pub prompt: String,
    /// For ordering questions: the events, by label, in the author's order.
    #[serde(default)]
    pub events: Vec<Spanned<String>>,
    /// Plain-words names for the events, in the same order.
    #[serde(default)]
    pub names: Option<Spanned<Vec<String>>>,
    /// For ordering questions: the decisions the prompt gives away
    /// (`choice-N` or an event label, as `at`).
    #[serde(default)]
    pub given: Vec<Spanned<String>>,
    /// For multiple choice: the options (`[[question.option]]`).
    #[serde(default, rename = "option")]
    pub options: Vec<OptionFile>,
    /// Multiple choice: the right option's id. Who decides: "alex" or
    /// "nico". Outcome: "Alex wins", "Nico wins", "Draw" or "Game continues".
    #[serde(default)]
    pub answer: Option<Spanned<String>>,
    /// Multiple choice: what the engine must produce for the answer to be
    /// right.
    #[serde(default)]
    pub answer_check: Option<Spanned<CheckFile>>,
    /// Who decides: the decision point (an event label or "choice-N").
    #[serde(default)]
    pub at: Option<Spanned<String>>,
    /// The author's explanation, shown beside the engine's trace.
    #[serde(default)]
    pub explanation: String,
}

/// One option of a multiple-choice question.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OptionFile {
    pub id: Spanned<String>,
    pub text: String,
    /// The wrong reasoning that leads to this option; every option but the
    /// answer has one.
    #[serde(default)]
    pub why_wrong: Option<Spanned<String>>,
}

/// An answer key's claim about the run, as written; exactly one claim.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CheckFile {
    #[serde(default)]
    pub first: Option<Spanned<String>>,
    #[serde(default)]
    pub among: Option<Vec<Spanned<String>>>,
    #[serde(default)]
    pub before: Option<Spanned<Vec<Spanned<String>>>>,
    /// With `before`: decisions the prompt states, taken as made (as an
    /// order question's `given`).
    #[serde(default)]
    pub given: Option<Vec<Spanned<String>>>,
    #[serde(default)]
    pub happens: Option<Spanned<String>>,
    /// The run never produces this event.
    #[serde(default)]
    pub absent: Option<Spanned<String>>,
    #[serde(default)]
    pub outcome: Option<Spanned<String>>,
    #[serde(default)]
    pub decided_by: Option<Spanned<String>>,
    #[serde(default)]
    pub at: Option<Spanned<String>>,
    /// A named value a step leaves (`Facts::values`): with `is`, `at` (the
    /// step's label) and, for a player's value, `player`.
    #[serde(default)]
    pub fact: Option<Spanned<String>>,
    #[serde(default)]
    pub player: Option<Spanned<String>>,
    #[serde(default)]
    pub is: Option<Spanned<String>>,
    /// A unit's state once an event has resolved: the unit (its label), with
    /// `after` (the event) and one or more of `damage`, `power`, `hp`,
    /// `zone`, `controller`, `exhausted`.
    #[serde(default)]
    pub unit: Option<Spanned<String>>,
    /// A player's base (by the player's id), read as a unit claim reads a
    /// unit: `damage` and `hp` once `after` has resolved.
    #[serde(default)]
    pub base: Option<Spanned<String>>,
    /// The player the event `at` is resolved by (the step's player).
    #[serde(default)]
    pub resolved_by: Option<Spanned<String>>,
    /// The legal options of the decision `at`, in any order.
    #[serde(default)]
    pub options: Option<Spanned<Vec<Spanned<String>>>>,
    #[serde(default)]
    pub after: Option<Spanned<String>>,
    #[serde(default)]
    pub damage: Option<Spanned<i64>>,
    /// The damage the event dealt it: its damage after less its damage
    /// before.
    #[serde(default)]
    pub damage_taken: Option<Spanned<i64>>,
    /// The damage the event healed from it.
    #[serde(default)]
    pub healed: Option<Spanned<i64>>,
    #[serde(default)]
    pub power: Option<Spanned<i64>>,
    #[serde(default)]
    pub hp: Option<Spanned<i64>>,
    #[serde(default)]
    pub zone: Option<Spanned<String>>,
    #[serde(default)]
    pub controller: Option<Spanned<String>>,
    #[serde(default)]
    pub exhausted: Option<Spanned<bool>>,
    /// What the unit may attack (labels; a base as `base:PLAYER`), read on
    /// the board of `at` or `after`.
    #[serde(default)]
    pub targets: Option<Spanned<Vec<String>>>,
    /// Keywords the unit has (`has`) or does not have (`lacks`).
    #[serde(default)]
    pub has: Option<Spanned<Vec<String>>>,
    #[serde(default)]
    pub lacks: Option<Spanned<Vec<String>>>,
    /// A player's resources (a claim with `player` and `after` or `at`):
    /// how many, how many ready, how many the event exhausted (paid).
    #[serde(default)]
    pub resources: Option<Spanned<i64>>,
    #[serde(default)]
    pub ready_resources: Option<Spanned<i64>>,
    #[serde(default)]
    pub resources_paid: Option<Spanned<i64>>,
    /// The player has passed and no one has acted since, or took the
    /// initiative, which makes them pass for the rest of the phase.
    #[serde(default)]
    pub passed: Option<Spanned<bool>>,
}
