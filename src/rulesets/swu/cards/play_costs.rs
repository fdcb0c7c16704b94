//! What a card in play changes about the cost of the cards its controller
//! plays: "Ignore the aspect penalty on SPECTRE cards you play." (8.10.2),
//! "Each TRICK event you play costs 1 less." (8.15.5a), "The first Gambit
//! card you play each round costs 1 less." (8.8.1), "As an additional cost
//! for each opponent to play an event, they must deal 2 damage to their
//! base." (1.8.8). A constant ability
//! (7.3.1) of a unit or a leader, in effect while that card is in play; it
//! modifies the cost only while a card is being played (8.15.5b), a
//! decrease after every increase (1.8.3), and never a play "for free",
//! which bypasses all modifiers (1.8.5). Interpreted in one place,
//! `engine::play_costs`.
//!
//! ```toml
//! [[card.play_cost]]
//! cards = { trait = "SPECTRE" }
//! ignore_penalty = true
//! ```

use serde::{Deserialize, Serialize};

use super::ability::CardFilter;
use super::CardType;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayCostMod {
    /// The kind of card played it applies to (`None`: any card).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card_type: Option<CardType>,
    /// What else the card played must be (a trait).
    #[serde(default)]
    pub cards: CardFilter,
    /// How much less the card costs.
    #[serde(default)]
    pub less: u32,
    /// The aspect penalty on the card is not added (8.10.2).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ignore_penalty: bool,
    /// Only the first such card its controller plays each round, counting
    /// those played before this card was in play (8.8.1).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub first_each_round: bool,
    /// It applies to the plays of the card's controller's opponents, not
    /// of its controller ("for each opponent to play an event").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub opponents: bool,
    /// An additional cost (1.8.8): the player playing the card deals this
    /// much damage to their own base as they pay ("they must deal 2 damage
    /// to their base").
    #[serde(default, skip_serializing_if = "is_zero")]
    pub base_damage: u32,
    /// "While you control 2 or more units, ...": in effect only while the
    /// card's controller controls at least this many units (7.3.3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub while_units: Option<u32>,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl PlayCostMod {
    /// Whether playing `c` is a play this modifier changes.
    pub fn applies_to(&self, c: &super::CardDef) -> bool {
        self.cards.admits(c, self.card_type)
    }
}
