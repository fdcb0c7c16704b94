//! The open points of SWM's section of `docs/rulings-questions.md` ("Star
//! Wars Miniatures: ..."), by their number there. Where the engine follows
//! its reading of one and the other reading would change the run, the step
//! carries the number (`timing::Facts::readings`, `Runner::mark`); a
//! scenario question whose answer rests on such a step must carry a
//! `[[reading]]` with that `open` number (the validator checks it).
//!
//! Marked: every entry but 1 and 5, which the engine refuses to run (a
//! typed `Unsettled` error), so no step takes either of their readings;
//! 9, a reading of data the engine does not have (see below); and 11, whose other reading would change only a sentence: the run ends
//! as the first phase begins, and nothing it records (a step, its place, a
//! value a question can read) counts the phase's activations.

use super::engine::Runner;
use crate::scenario_file::reading::OpenEntries;
use crate::timing::{mark_last_reading, mark_reading};

impl Runner<'_> {
    /// The step recorded last follows the engine's reading of open entry
    /// `n`: called only where the other reading would change the run.
    pub fn mark(&mut self, n: u32) {
        mark_last_reading(&mut self.steps, n);
    }

    /// The step recorded at `index` follows the reading of open entry `n`.
    pub fn mark_at(&mut self, index: usize, n: u32) {
        mark_reading(&mut self.steps, index, n);
    }
}

/// SWM's open entries: all nineteen of its section.
pub const OPEN: OpenEntries = OpenEntries {
    section: "Star Wars Miniatures: pre-game and beginning of round",
    numbers: &[
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    ],
};

/// The open entries whose steps the engine marks.
pub const MARKED: &[u32] = &[
    BEFORE_FIRST_ROLL_ORDER,
    LUCK_AND_WAGER,
    TACTICS_BROKER_CHOICES,
    TACTICIAN,
    SENSE_THE_FUTURE,
    MASTER_TACTICIAN_ONE,
    LATE_GAINED_RESOLVES,
    DOOR_CHECK_TIME,
    JOINING_IS_GAINING,
    CARRIER_CHANGED_SQUADS,
    NEW_CHOICE_AT_9A,
    WHAT_BRIBERY_CONFERS,
    RECON_ON_REROLLS,
    AFTER_SETUP_PART,
    CHOICES_NOT_MODELLED,
];

/// 1: a tie on the map roll. Not marked: the engine refuses the file.
pub const MAP_ROLL_TIE: u32 = 1;

/// 2: PG10 abilities of several players resolve in setup order (marked
/// when two or more players have one).
pub const BEFORE_FIRST_ROLL_ORDER: u32 = 2;

/// 3: a lone Doellin's Luck or Wager success takes the initiative (steps 2
/// to 8 do not happen), and a use that fails still cancels the other
/// initiative abilities (marked when it cancels one).
pub const LUCK_AND_WAGER: u32 = 3;

/// 4: Tactics Broker may defeat its own carrier, and two Brokers may name
/// the same opponent (marked when a use does either).
pub const TACTICS_BROKER_CHOICES: u32 = 4;

/// 5: two Foresee the Future users on one opponent. Not marked: the
/// engine refuses the case.
pub const TWO_FORESEE: u32 = 5;

/// 6: Tactician adds to a natural 1, several instances stack, and a tie
/// does not cancel Covenant Watch Circle (marked where each changes a
/// check or a cancellation).
pub const TACTICIAN: u32 = 6;

/// 7: after a Sense the Future exchange each player adds their own bonus
/// to the die they now hold, and a chain resolves one exchange at a time
/// (marked when the bonuses differ or the exchanges chain).
pub const SENSE_THE_FUTURE: u32 = 7;

/// 8: Master Tactician's "unless you roll a 1" reads the kept die, not the
/// final check (marked when the two differ about being 1).
pub const MASTER_TACTICIAN_ONE: u32 = 8;

/// 9: a setup ability's ally may be any other character of its faction.
/// Not marked: Unique and a Force rating are not in the character data, so
/// the engine cannot tell where the other reading would refuse an ally (a
/// file's author picks one that qualifies either way).
pub const SETUP_ALLY_ELIGIBILITY: u32 = 9;

/// 10: a setup ability gained at 9c, after its time, resolves at once (the
/// guide names only Con Artist).
pub const LATE_GAINED_RESOLVES: u32 = 10;

/// 11: the first phase of a round has one activation. Not marked (see
/// above).
pub const FIRST_PHASE_ACTIVATIONS: u32 = 11;

/// 12: the one door check comes before the first initiative roll (marked
/// when pieces were added at PG10 or Battle Ready will move pieces).
pub const DOOR_CHECK_TIME: u32 = 12;

/// 13: a character that joins at 9b with its own early ability (Con
/// Artist) gains it, so it resolves at 9c.
pub const JOINING_IS_GAINING: u32 = 13;

/// 14: a composition ability whose carrier joined after 9a gets no
/// decision.
pub const CARRIER_CHANGED_SQUADS: u32 = 14;

/// 15: a player choosing again at 9a is not offered a character that
/// changed squads at this 9b (marked when that removes an option).
pub const NEW_CHOICE_AT_9A: u32 = 15;

/// 16: what Bribery confers is the character file's data (nothing when it
/// says nothing): marked on a Bribery-like squad change.
pub const WHAT_BRIBERY_CONFERS: u32 = 16;

/// 17: Recon applies to every initiative roll of the round, rerolls
/// included (the guide), though its card says "once per round" (marked on
/// a reroll, after a tie or Anticipation's, by a player with Recon).
pub const RECON_ON_REROLLS: u32 = 17;

/// 18: Programmed Target and Lightsaber Trainer resolve at 9d, a part the
/// guide does not give them (marked where resolving them at 9c would move
/// them past another step of 9c or 9d).
pub const AFTER_SETUP_PART: u32 = 18;

/// 19: what the data cannot list among a choice's options: Lightsaber
/// Trainer's ally is any other character not known to cost as much or more
/// (a Force rating and a lightsaber are not in the data), and Battle
/// Ready's move is asked for its carrier only (the group its card names is
/// not confirmed). Marked where the trainer resolves, and where Battle
/// Ready resolves in a squad with other characters; a trainer whose ally
/// left the squad at 9b is refused (a typed `Unsettled` error).
pub const CHOICES_NOT_MODELLED: u32 = 19;
