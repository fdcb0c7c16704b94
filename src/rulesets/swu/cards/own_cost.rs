//! What playing a card itself costs less, printed on that card: "This
//! unit costs 1 less to play for each friendly damaged unit.", "If you
//! control a Trooper unit, this unit costs 1 less to play." A modifier to
//! the card's cost, applied only while the card is being played (8.15.5a,
//! 8.15.5b), after the aspect penalty (8.15.2: increases first), never
//! below 0 (8.15.4); a play "for free" bypasses it (8.15.5d). Interpreted
//! in one place, `engine::own_cost`.
//!
//! ```toml
//! [[card.own_cost]]
//! less = 1
//! for_each = { target = "each_friendly_unit", filter = { damaged = true } }
//! ```
//!
//! "While playing this unit, ignore his Villainy aspect penalty if you
//! control Rey." is one too: that icon's penalty is not added while the
//! card is played under the condition (8.10.2). So is "While playing this
//! upgrade on a Mandalorian unit, ignore its aspect penalty.", which
//! depends on the unit the upgrade is played on (`on`). "This unit enters
//! play ready." is a line of the card about its own play too, with the
//! same conditions (`enters_ready`).

use serde::{Deserialize, Serialize};

use super::ability::{Condition, Target, UnitFilter};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OwnCost {
    /// How much less, once or for each unit counted.
    pub less: u32,
    /// "For each friendly leader unit": the units counted as the card is
    /// played; none: once.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub for_each: Option<Counted>,
    /// "If you control a Trooper unit, ...": applies only when this holds
    /// as the card is played; none: always.
    #[serde(default, rename = "if", skip_serializing_if = "Option::is_none")]
    pub condition: Option<Condition>,
    /// "While playing this unit, ignore his Villainy aspect penalty if
    /// you control Rey.": the penalty for this one icon of the card is not
    /// added when the condition holds (8.10.2); `less` is then 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ignore_penalty_of: Option<String>,
    /// How that line names the card: "his", "her" or "its" (words only).
    #[serde(default, skip_serializing_if = "super::constant::Pronoun::is_it")]
    pub pronoun: super::constant::Pronoun,
    /// "While playing this upgrade on a Mandalorian unit, ...": applies
    /// only when the unit the upgrade is played on passes this filter
    /// (`engine::upgrade_on`; when that unit is chosen is open question
    /// 30); none: whatever it is played on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub on: Option<UnitFilter>,
    /// "..., ignore its aspect penalty.": the penalty of every icon of the
    /// card is not added (8.10.2); `less` is then 0.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ignore_whole_penalty: bool,
    /// "This unit enters play ready.", "If you control a non-unique unit,
    /// this unit enters play ready.": it enters play ready, not exhausted
    /// as units do by default (1.5.4b; the card's text wins, 1.3.1), when
    /// `condition` holds as it enters (`engine::enters_ready`); `less` is
    /// then 0.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub enters_ready: bool,
    /// "While playing this upgrade on General Grievous, it costs 2 less to
    /// play.": `less` applies only when the unit the upgrade is played on
    /// has this name (8.23.2; open question 30 as for `on`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub on_named: Option<String>,
}

/// The units a "for each" counts: every unit `target` reaches
/// (`each_friendly_unit`, `each_enemy_unit`, `each_unit`) that passes
/// `filter`, the player playing the card being "you".
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Counted {
    pub target: Target,
    #[serde(default)]
    pub filter: UnitFilter,
}
