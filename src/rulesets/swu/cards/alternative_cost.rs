//! A card's own alternative cost: "You may discard a Cunning card from your
//! hand instead of paying this event's cost." (Bamboozle). A replacement
//! of the whole cost (7.7.5a, 7.7.5b "instead"; the aspect penalty is part
//! of that cost, 1.8.2): the cost counts as paid when the other thing is
//! done (1.8.10), and it replaces only the card's normal cost, so not a
//! Smuggle cost, which replaced it already (7.7.5e). Additional costs are
//! still paid (1.8.8). Interpreted in `engine::alternative_cost`.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AlternativeCost {
    /// The aspect of the card discarded from the hand instead ("Cunning").
    pub discard_aspect: String,
}
