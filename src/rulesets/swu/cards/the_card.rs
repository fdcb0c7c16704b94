//! The one deck card an ability is about: the card it looked at on top of
//! a deck, revealed, or discarded from a deck ("it", "that card"). What
//! the ability does with it ([`TheCardAct`]) and what it asks of it
//! ([`CardTest`]); the engine keeps the card for the rest of the ability
//! (engine/effects/the_card.rs).

use serde::{Deserialize, Serialize};

use super::{CardFilter, CardType, Effect};

/// What an ability does with the card.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TheCardAct {
    /// "draw that card": it is still the top card of the deck (looking at
    /// a card leaves it where it was, 8.13.2).
    Draw,
    /// "reveal and draw it": shown to both players (8.25.1), then drawn.
    RevealAndDraw,
    /// "return it to your hand": from the discard pile it was discarded to.
    ReturnToHand,
    /// "... to a unit in play with the same name as the discarded card":
    /// the controller chooses such a unit (a name shared, 8.17.2), and
    /// `then` applies to it as "it".
    SameNamedUnit { then: Vec<Effect> },
    /// "You may return a <filter> card discarded this way to your hand":
    /// one of the cards this ability discarded from your deck that passes
    /// the filter, or none, the controller's choice.
    ReturnOneDiscarded { filter: CardFilter },
}

/// What an ability asks of the card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardTest {
    /// "If it shares an aspect with your base" (the base's aspect icons).
    SharesAspectWithYourBase,
    /// "If its cost is the chosen number" (after "Choose a number").
    CostIsChosenNumber,
    /// "If it's the named card" (after "Name a card"): its name is the
    /// name chosen, subtitles aside (8.17.1, 8.17.2).
    IsNamedCard,
    /// "If it's an event".
    Is(CardType),
    /// "If it doesn't share an aspect with your base".
    SharesNoAspectWithYourBase,
    /// "If it's Aggression": it has that aspect icon.
    HasAspect(String),
    /// "If it has an odd cost".
    OddCost,
    /// "If a card with that name is discarded": as `IsNamedCard`, printed
    /// after a discard (words only).
    NamedCardDiscarded,
}
