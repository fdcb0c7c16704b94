//! The real-time game's kinds of step, in its own words: the reveal shows
//! the name and styles by the slug; the generic parts read only the
//! [`Role`]. The same shape as every ruleset's `kinds` (SWM's, SWU's
//! `engine::kinds`): one `StepKind` per kind, named alike where the kinds
//! are alike.

use crate::timing::{Role, StepKind};

/// The turn, its action phase or its resolution begins or ends.
pub const PHASE_STEP: StepKind = StepKind::new("phase", "turn phase", Role::Structure);
/// A player's selected action resolves.
pub const ACTION: StepKind = StepKind::new("action", "action", Role::Action);
/// A player (or the AI) decides.
pub const CHOICE: StepKind = StepKind::new("choice", "decision", Role::Decision);
/// An ability meets its condition.
pub const ABILITY_TRIGGERED: StepKind = StepKind::new("triggered", "ability triggers", Role::Other);
/// An ability resolves.
pub const ABILITY_RESOLVED: StepKind =
    StepKind::new("resolved", "ability resolves", Role::Resolution);
/// A card moves (deployed, transferred, sent to a zone).
pub const MOVE: StepKind = StepKind::new("move", "card moves", Role::Other);
/// Damage is dealt.
pub const DAMAGE: StepKind = StepKind::new("damage", "damage", Role::Other);
/// Something is defeated.
pub const DEFEAT: StepKind = StepKind::new("defeat", "defeat", Role::Other);
/// The victory check finds that no player clock has run out.
pub const STATE_CHECK: StepKind = StepKind::new("check", "check", Role::Other);
/// The victory check ends the game: a player clock ran out.
pub const GAME_OVER: StepKind = StepKind::new("game-over", "game over", Role::Outcome);
/// Anything else.
pub const NOTE: StepKind = StepKind::NOTE;
