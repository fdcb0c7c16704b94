//! What an outcome is in SWU, as a trainee answers it: a player wins, a
//! draw, or the game goes on (the run stops with nobody having won).

use super::engine::{GameTrace, Outcome, PlayerId};

/// How a run ends, as a trainee answers it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OutcomeAnswer {
    AlexWins,
    NicoWins,
    Draw,
    /// The run stops with nobody having won: the game goes on.
    GameContinues,
}

impl OutcomeAnswer {
    pub const ALL: [OutcomeAnswer; 4] = [
        OutcomeAnswer::AlexWins,
        OutcomeAnswer::NicoWins,
        OutcomeAnswer::Draw,
        OutcomeAnswer::GameContinues,
    ];

    /// The words an author writes and a trainee reads.
    pub fn text(self) -> &'static str {
        match self {
            OutcomeAnswer::AlexWins => "Alex wins",
            OutcomeAnswer::NicoWins => "Nico wins",
            OutcomeAnswer::Draw => "Draw",
            OutcomeAnswer::GameContinues => "Game continues",
        }
    }

    /// Every outcome's words, in the order the page offers them.
    pub fn texts() -> Vec<String> {
        Self::ALL.iter().map(|a| a.text().to_string()).collect()
    }

    /// How the engine's run ended.
    pub fn of_trace(trace: &GameTrace) -> OutcomeAnswer {
        match trace.steps.last().and_then(|s| s.board.outcome.as_ref()) {
            None => OutcomeAnswer::GameContinues,
            Some(Outcome::Draw) => OutcomeAnswer::Draw,
            Some(Outcome::Won { winner }) => Self::winner(*winner),
            Some(Outcome::Conceded { loser }) => Self::winner(loser.other()),
        }
    }

    fn winner(p: PlayerId) -> OutcomeAnswer {
        if p == PlayerId(0) {
            OutcomeAnswer::AlexWins
        } else {
            OutcomeAnswer::NicoWins
        }
    }
}
