//! The filters an ability names for cards outside play ("a REBEL card",
//! "a non-Heroism unit that costs 2 or less") and for upgrades in play ("a
//! non-unique upgrade"). Re-exported from `cards::ability`, where they
//! were first.

use serde::{Deserialize, Serialize};

/// Which cards a "search ... and play" may pick.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardFilter {
    /// An aspect the card must have ("Villainy").
    #[serde(default)]
    pub aspect: Option<String>,
    /// A trait the card must have ("VEHICLE").
    #[serde(default, rename = "trait")]
    pub trait_: Option<String>,
    #[serde(default)]
    pub max_cost: Option<u32>,
    /// An aspect the card must not have ("a non-Heroism unit").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub not_aspect: Option<String>,
    /// A card in a discard pile that was defeated this phase ("a unit that
    /// was defeated this phase from your discard pile": Unnatural Life):
    /// a fact of the card's place, not of the card, so `admits` does not
    /// ask it; the engine's play from the discard pile does.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub defeated_this_phase: bool,
}

impl CardFilter {
    /// Whether `c` is of `card_type` (any, for `None`) and passes the
    /// filter ("a REBEL card", "a non-Heroism unit that costs 2 or less");
    /// traits and aspects compared without case, as cards print them both
    /// ways. The engine's searches and plays and the practice generator's
    /// choice of a card to play both ask this.
    pub fn admits(&self, c: &super::CardDef, card_type: Option<super::CardType>) -> bool {
        let has = |list: &[String], x: &str| list.iter().any(|y| y.eq_ignore_ascii_case(x));
        card_type.is_none_or(|t| c.card_type == t)
            && self.trait_.as_ref().is_none_or(|t| has(&c.traits, t))
            && self.aspect.as_ref().is_none_or(|a| has(&c.aspects, a))
            && self.not_aspect.as_ref().is_none_or(|a| !has(&c.aspects, a))
            && self.max_cost.is_none_or(|m| c.cost.unwrap_or(0) <= m)
    }
}

/// Narrows the choice of an upgrade in play ("a non-unique upgrade", "an
/// upgrade that costs 2 or less"); a token upgrade is non-unique and costs
/// 0 (3.7.2).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UpgradeFilter {
    #[serde(default)]
    pub non_unique: bool,
    #[serde(default)]
    pub max_cost: Option<u32>,
    /// "a friendly upgrade": one the ability's controller controls
    /// (1.5.3a; a token upgrade's controller is its unit's, 1.5.2f).
    #[serde(default)]
    pub friendly: bool,
}
