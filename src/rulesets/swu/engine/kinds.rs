//! SWU's kinds of step, in the game's words: the reveal shows the name and
//! styles by the slug; the generic parts read only the [`Role`].

use crate::timing::{Role, StepKind};

/// A phase or step of the game's structure begins or ends.
pub const PHASE_STEP: StepKind = StepKind::new("phase", "phase or step", Role::Structure);
/// A player's action (play a card, attack, pass, ...).
pub const ACTION: StepKind = StepKind::new("action", "action", Role::Action);
/// Lasting effects that end at this point stop applying.
pub const LASTING_EFFECT_EXPIRED: StepKind =
    StepKind::new("lasting", "lasting effects end", Role::Expiry);
/// A delayed effect reached its timing point and resolved.
pub const DELAYED_EFFECT_RESOLVED: StepKind =
    StepKind::new("delayed", "delayed effect resolves", Role::Resolution);
/// An ability met its condition and is waiting to resolve.
pub const ABILITY_TRIGGERED: StepKind = StepKind::new("triggered", "ability triggers", Role::Other);
/// A triggered ability (or a keyword that resolves like one) resolved.
pub const ABILITY_RESOLVED: StepKind =
    StepKind::new("resolved", "ability resolves", Role::Resolution);
/// A player made a decision.
pub const CHOICE: StepKind = StepKind::new("choice", "decision", Role::Decision);
/// Damage was dealt or prevented.
pub const DAMAGE: StepKind = StepKind::new("damage", "damage", Role::Other);
/// A unit, upgrade or base was defeated.
pub const DEFEAT: StepKind = StepKind::new("defeat", "defeat", Role::Other);
/// A card moved between zones (drawn, discarded, played, returned).
pub const MOVE: StepKind = StepKind::new("move", "card moves", Role::Other);
/// The state was checked and something was corrected (1.16.5).
pub const STATE_CHECK: StepKind = StepKind::new("state", "state check", Role::Other);
/// The game ended (5.6).
pub const GAME_OVER: StepKind = StepKind::new("game-over", "game over", Role::Outcome);
/// Anything else the engine says.
pub const NOTE: StepKind = StepKind::NOTE;
