//! A realtime scenario as the ruleset's loader returns it: the generic
//! metadata, the board to start from, the clocks and the script of each
//! turn. Its questions and readings are the generic ones, which the
//! pipeline reads.

use super::model::{ActionKind, Format, TeamZone, Unit};
pub use crate::scenario_file::Meta;

/// One player as the scenario starts.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerSetup {
    pub id: String,
    pub name: String,
    pub number: u32,
    pub team: Option<String>,
    pub base: Vec<Unit>,
    pub field: Vec<Unit>,
    pub hq: u32,
    pub billet: u32,
    /// Seconds left on the player clock when the scenario starts.
    pub player_clock: u32,
}

/// A player's selection in the action phase, at a time.
#[derive(Debug, Clone, PartialEq)]
pub struct Selection {
    pub player: String,
    /// Seconds after the turn started.
    pub at: u32,
    pub action: ActionKind,
    /// The card the action names (deployed, attacker, activated,
    /// transferred), by its ref.
    pub unit: Option<String>,
}

/// A decision the script gives, in the order the engine asks for them.
#[derive(Debug, Clone, PartialEq)]
pub struct Decision {
    /// The player who decides, or `ai`.
    pub player: String,
    pub choose: String,
}

/// What happens in one turn: who selects what and when, and the decisions.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct TurnScript {
    pub selections: Vec<Selection>,
    pub decisions: Vec<Decision>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Scenario {
    pub meta: Meta,
    pub format: Format,
    /// The turn clock every turn starts with, in seconds.
    pub turn_clock: u32,
    pub players: Vec<PlayerSetup>,
    /// Each team's Reinforcements Zone as the scenario starts (every team
    /// of a team game has one, empty unless the file fills it).
    pub reinforcements: Vec<TeamZone>,
    pub turns: Vec<TurnScript>,
}

impl Scenario {
    /// The global clock: twice the turn clock.
    pub fn global_clock(&self) -> u32 {
        self.turn_clock.saturating_mul(2)
    }
}
