//! The SWM board: what the reveal shows after each step. Squads, each
//! player's dice as rolled and kept, bonuses, cancelled and used-up
//! abilities, the setup and initiative orders, and the decisions revealed
//! together at a simultaneous step.

use serde::{Deserialize, Serialize};

/// One player's side of the board.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct PlayerBoard {
    pub id: String,
    pub name: String,
    pub squad: Vec<String>,
    /// Characters held back as Reserves this round (revealed, not placed).
    pub reserves: Vec<String>,
    pub map_roll: Option<u8>,
    pub setup_area: Option<String>,
    /// The dice of the latest initiative roll, as rolled.
    pub dice: Vec<u8>,
    /// The die kept from them.
    pub kept: Option<u8>,
    /// What is added to the kept die (Tactician and the like).
    pub bonus: i32,
    /// The initiative check: kept die plus bonus, or 1 after Tactics Broker.
    pub check: Option<i32>,
    /// A Tactics Broker named this player: the check is 1.
    pub check_is_one: bool,
    /// Abilities switched off for the round (or the game).
    pub cancelled: Vec<String>,
    /// Once-per-round or once-per-game abilities already used.
    pub used: Vec<String>,
    /// What abilities did that the board has no other place for.
    pub notes: Vec<String>,
}

/// A decision made secretly and shown together with the others.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Revealed {
    pub player: String,
    pub decision: String,
}

/// The whole board after a step.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Board {
    /// The procedure step, as an id of `procedure.md` (`PG6`, `R3`).
    pub step: String,
    /// The ruleset's own kind of step (`roll`, `decision`, `reveal`, ...).
    pub kind: String,
    /// 0 during the pre-game.
    pub round: u32,
    pub players: Vec<PlayerBoard>,
    pub map: Option<String>,
    /// Player names in setup order.
    pub setup_order: Vec<String>,
    /// How many times initiative has been rolled this round.
    pub initiative_rolls: u32,
    pub initiative_winner: Option<String>,
    /// Player names in initiative order.
    pub initiative_order: Vec<String>,
    /// Decisions revealed together at this step (empty otherwise).
    pub revealed: Vec<Revealed>,
    pub doors_checked: bool,
    /// Activations in the phase that has begun.
    pub activations: Option<u32>,
}

impl Board {
    pub fn player(&self, id: &str) -> Option<&PlayerBoard> {
        self.players.iter().find(|p| p.id == id)
    }

    pub fn player_mut(&mut self, id: &str) -> Option<&mut PlayerBoard> {
        self.players.iter_mut().find(|p| p.id == id)
    }

    /// The values a step leaves on the table, for answer keys' `fact` claims:
    /// each player's place in the setup order (`setup position`: "1st",
    /// "2nd", ...), number of dice rolled (`dice`), kept die (`kept`),
    /// bonus (`bonus`, 0 included once a check is made: what was added),
    /// initiative check (`check`) and map roll (`map roll`); the table's
    /// initiative winner
    /// (`initiative winner`) and first player (`first player`).
    pub fn values(&self) -> Vec<crate::timing::Fact> {
        let b = self;
        let fact = |name: &str, player: Option<&str>, value: String| crate::timing::Fact {
            name: name.to_string(),
            player: player.map(str::to_string),
            value,
        };
        let mut out = Vec::new();
        for p in &b.players {
            let id = Some(p.id.as_str());
            if let Some(v) = p.map_roll {
                out.push(fact("map roll", id, v.to_string()));
            }
            if let Some(i) = b.setup_order.iter().position(|n| *n == p.name) {
                out.push(fact("setup position", id, ordinal(i + 1)));
            }
            if !p.dice.is_empty() {
                out.push(fact("dice", id, p.dice.len().to_string()));
            }
            if let Some(v) = p.kept {
                out.push(fact("kept", id, v.to_string()));
            }
            if p.bonus != 0 || p.check.is_some() {
                out.push(fact("bonus", id, p.bonus.to_string()));
            }
            if let Some(v) = p.check {
                out.push(fact("check", id, v.to_string()));
            }
        }
        if let Some(w) = &b.initiative_winner {
            out.push(fact("initiative winner", None, w.clone()));
        }
        if let Some(f) = b.initiative_order.first() {
            out.push(fact("first player", None, f.clone()));
        }
        out
    }
}

/// A place in an order as a sentence says it: "1st", "2nd", "3rd", "4th".
fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}
