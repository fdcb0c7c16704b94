//! The ability vocabulary: what a card file may say a card does.
//!
//! Abilities are written in TOML, for example Inferno Four:
//!
//! ```toml
//! [[card.ability]]
//! when = ["played", "defeated"]
//! effects = [{ do = "look_at_top", count = 2 }]
//! ```
//!
//! The engine interprets every word here; see `engine::effects`.

use serde::{Deserialize, Serialize};

use super::trigger::Trigger;

pub use super::durations::{Duration, TimingPoint};
// The constant abilities live in their own module; their old paths stay.
pub use super::constant::{Cant, Constant, ConstantScope, Pronoun, While};
// The filters of cards and of upgrades in play live in their own module;
// their old paths stay.
pub use super::card_filters::{CardFilter, UpgradeFilter};
// A unit's filter and an "If"'s condition live in their own module;
// their old paths stay.
pub use super::resource_cards::ResourcesOf;
pub use super::unit_conditions::{Condition, HowPlayed, UnitFilter};
// What an effect acts on (targets, players, zones, amounts) lives in its
// own module; the old paths stay.
pub use super::aims::{Amount, AmountOf, AttachTo, PlayerSel, Target, Zone};
// The defaults of serde's fields (`default = "one"`) beside the words they fill.
// The effects, the vocabulary's largest part, live in their own module;
// the old path stays.
pub use super::effect::Effect;

/// One ability of a card.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ability {
    /// Optional name, used in labels when a card has two abilities with the
    /// same trigger.
    #[serde(default)]
    pub id: Option<String>,
    /// The conditions; "When Played/When Defeated" lists two (7.6.2).
    pub when: Vec<Trigger>,
    /// "You may": the controller decides whether it resolves (7.6.7).
    #[serde(default)]
    pub may: bool,
    /// Granted to the unit this upgrade is attached to, not to the upgrade.
    #[serde(default)]
    pub granted: bool,
    /// An action ability's resource cost: `Action [C=1]` is `cost = 1`.
    /// Paid before it resolves.
    #[serde(default)]
    pub cost: u32,
    /// An action ability's exhaust cost: `Action [Exhaust]`. The card must
    /// be ready; it exhausts before the ability resolves.
    #[serde(default)]
    pub exhaust: bool,
    /// "Coordinate - ...": the card has this ability only while its
    /// controller controls 3 or more units (7.5.15a).
    #[serde(default)]
    pub coordinate: bool,
    /// Effects, resolved in the order written (7.1.5).
    pub effects: Vec<Effect>,
    /// An action ability's cost "defeat a friendly unit" (1.8.9): the
    /// player defeats a unit they control, their pick, before the ability
    /// resolves; without one the ability cannot be used.
    #[serde(default)]
    pub defeat_friendly: bool,
    /// What the card played must be for a play trigger to trigger ("When
    /// you play another Underworld card"; text/played_trigger.rs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub played: Option<CardFilter>,
    /// An action ability's cost "return this unit to his owner's hand"
    /// (Salacious Crumb, 1.8.9): the unit leaves play to its owner's hand
    /// before the ability resolves (8.24.1). The pronoun is the card's
    /// word for itself, kept for the writer; `None`: no such cost.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub return_this: Option<Pronoun>,
}
