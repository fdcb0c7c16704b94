//! Star Wars Miniatures' kinds of step, in its own words: the reveal shows
//! the name and styles by the slug; the generic parts read only the
//! [`Role`]. The same shape as every ruleset's `kinds` (the real-time
//! game's, SWU's `engine::kinds`): one `StepKind` per kind, named alike
//! where the kinds are alike.

use crate::timing::{Role, StepKind};

/// A numbered step or phase of the procedure begins.
pub const PHASE_STEP: StepKind = StepKind::new("step", "procedure step", Role::Structure);
/// A player acts.
pub const ACTION: StepKind = StepKind::new("action", "roll or action", Role::Action);
/// A player decides.
pub const CHOICE: StepKind = StepKind::new("choice", "decision", Role::Decision);
/// An ability meets its condition.
pub const ABILITY_TRIGGERED: StepKind = StepKind::new("triggered", "ability triggers", Role::Other);
/// An ability resolves.
pub const ABILITY_RESOLVED: StepKind =
    StepKind::new("resolved", "ability resolves", Role::Resolution);
/// Something moves or changes side.
pub const MOVE: StepKind = StepKind::new("squad", "squad change", Role::Other);
/// Damage is dealt.
pub const DAMAGE: StepKind = StepKind::new("damage", "damage", Role::Other);
/// Something is defeated.
pub const DEFEAT: StepKind = StepKind::new("defeat", "defeat", Role::Other);
/// A check of the procedure (a tie, the door check, the victory check).
pub const STATE_CHECK: StepKind = StepKind::new("check", "check", Role::Other);
/// The game ends.
pub const GAME_OVER: StepKind = StepKind::new("game-over", "game over", Role::Outcome);
/// Anything else.
pub const NOTE: StepKind = StepKind::NOTE;
