//! The open ruling questions whose reading the engine follows, by their
//! number in `docs/rulings-questions.md`. A step that follows one carries
//! its number (`timing::Facts::readings`); a scenario question whose answer
//! rests on such a step must carry a `[[reading]]` with that `open` number
//! (the validator checks it), and `tests/readings.rs` checks that each open
//! entry of the document names exactly the scenarios whose run has a step
//! marked with it.
//!
//! Marked so far: 10, 11 and 21. The other open entries (8, 12, 19, 20)
//! are not marked: no step of the engine records that it took one of their
//! readings yet.

/// 10: a start-of-phase ability whose card has changed hands since it
/// triggered resolves for the player who controlled the card when it
/// triggered.
pub const CONTROL_CHANGED_SINCE_IT_TRIGGERED: u32 = 10;

/// 11: a delayed effect for a moment that is under way when it is created
/// has missed its only point, and resolves at once (7.7.4f).
pub const DELAYED_EFFECT_AFTER_ITS_POINT: u32 = 11;

/// 21: what a delayed effect triggers at a phase moment resolves nested in
/// it, before the abilities that moment triggered (not beside them, in an
/// order the players choose).
pub const WHAT_A_DELAYED_EFFECT_TRIGGERS: u32 = 21;
