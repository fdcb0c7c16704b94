//! The open points of the real-time section of
//! `docs/rulings-questions.md` ("Realtime turns (Line Pirates)"), by their
//! number there. Where the engine follows its reading of one and the other
//! reading would change the run, the step carries the number
//! (`timing::Facts::readings`, `Engine::mark`); a scenario question whose
//! answer rests on such a step must carry a `[[reading]]` with that `open`
//! number (the validator checks it).
//!
//! Marked: every entry but 12, a reading the loader takes (a game of three
//! or more is a team game) before any step runs.

use super::engine::Engine;
use crate::scenario_file::reading::OpenEntries;
use crate::timing::{mark_last_reading, mark_reading};

impl Engine<'_> {
    /// The step recorded last follows the engine's reading of open entry
    /// `n`: called only where the other reading would change the run.
    pub(crate) fn mark(&mut self, n: u32) {
        mark_last_reading(&mut self.steps, n);
    }

    /// The step recorded at `index` follows the reading of open entry `n`.
    pub(crate) fn mark_at(&mut self, index: usize, n: u32) {
        mark_reading(&mut self.steps, index, n);
    }
}

/// The real-time game's open entries: all thirteen of its section.
pub const OPEN: OpenEntries = OpenEntries {
    section: "Realtime turns (Line Pirates)",
    numbers: &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
};

/// The open entries whose steps the engine marks.
pub const MARKED: &[u32] = &[
    SAME_KIND_ORDER,
    READY_AND_QUARTER,
    PLAYER_CLOCK_OUT,
    AI_SELECTIONS,
    TARGET_PLAYER_TIME,
    NOBODY_SELECTS,
    AT_THE_SECOND,
    SEVERAL_LOSERS,
    START_EFFECTS_ORDER,
    TRANSFER_AND_SUMMON,
    TARGET_AT_RESOLUTION,
    SPENT_UNITS_TARGETED,
];

/// 1: two actions of the same kind resolve lowest Player Number first
/// (marked on both when a turn has two of a kind).
pub const SAME_KIND_ORDER: u32 = 1;

/// 2: the default action "Ready and Quarter" is read as Prep Base.
pub const READY_AND_QUARTER: u32 = 2;

/// 3: a player whose player clock runs out gets the default action and
/// loses at that turn's victory check.
pub const PLAYER_CLOCK_OUT: u32 = 3;

/// 4: once the global clock has ended the phase, the AI makes every
/// Selection of that turn's resolution, for every player.
pub const AI_SELECTIONS: u32 = 4;

/// 5: a target player's 8 seconds go on their turn clock only, and only
/// when they have something to Select (one card is still a Selection).
pub const TARGET_PLAYER_TIME: u32 = 5;

/// 6: when every player clock has run out and nobody selected, the phase
/// goes on to the global clock.
pub const NOBODY_SELECTS: u32 = 6;

/// 7: a selection at the second a clock reaches zero counts; a player
/// clock reaching zero with the global clock has run out.
pub const AT_THE_SECOND: u32 = 7;

/// 8: when several players run out in the same turn, they all lose.
pub const SEVERAL_LOSERS: u32 = 8;

/// 9: start-of-turn effects of several players resolve in Player Number
/// order (marked when two players have one).
pub const START_EFFECTS_ORDER: u32 = 9;

/// 10: Transfer puts a card into the team's one shared zone and Summon
/// takes from it as it is when the Summon resolves.
pub const TRANSFER_AND_SUMMON: u32 = 10;

/// 11: an attack's target is chosen when it resolves (marked when a unit
/// deployed that turn is among the targets).
pub const TARGET_AT_RESOLUTION: u32 = 11;

/// 12: a game of three or more players is a team game. Not marked: the
/// loader takes this reading, no step of a run does.
pub const THREE_OR_MORE_PLAYERS: u32 = 12;

/// 13: a unit at 0 Life stays on the Field until the end of the turn and
/// can still be targeted (marked on an attack or ability whose targets
/// include one).
pub const SPENT_UNITS_TARGETED: u32 = 13;
