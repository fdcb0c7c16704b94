//! What an effect asks of a unit ([`UnitFilter`]: "a damaged Vehicle
//! unit") and what an "If ..." asks of the game ([`Condition`]). Kept apart
//! from `ability` (its 700-line budget) and re-exported there, so their
//! paths are unchanged.

use serde::{Deserialize, Serialize};

use super::ability::CardFilter;

fn one() -> u32 {
    1
}

/// Narrows a "choose a unit" (Count Dooku's "4 or less remaining HP",
/// Hello There's "entered play this phase", The Ghost's "SPECTRE").
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnitFilter {
    #[serde(default)]
    pub max_remaining_hp: Option<i32>,
    #[serde(default)]
    pub entered_this_phase: bool,
    #[serde(default, rename = "trait")]
    pub trait_: Option<String>,
    #[serde(default)]
    pub non_leader: bool,
    #[serde(default)]
    pub token: bool,
    /// Costs the same as or less than the card revealed earlier in this
    /// ability (Grand Admiral Thrawn).
    #[serde(default)]
    pub cost_at_most_revealed: bool,
    /// Has this aspect (Admiral Motti's "a Villainy unit").
    #[serde(default)]
    pub aspect: Option<String>,
    /// Is in this arena (Greedo's "a ground unit").
    #[serde(default)]
    pub arena: Option<crate::rulesets::swu::cards::Arena>,
    /// Has damage on it ("a damaged unit").
    #[serde(default)]
    pub damaged: bool,
    /// Is exhausted ("an exhausted enemy unit").
    #[serde(default)]
    pub exhausted: bool,
    /// Costs this much or less ("a unit that costs 3 or less").
    #[serde(default)]
    pub max_cost: Option<u32>,
    /// Has this much power or less, as it is now ("a unit with 2 or less
    /// power").
    #[serde(default)]
    pub max_power: Option<i32>,
    /// Is a leader unit ("a leader unit").
    #[serde(default)]
    pub leader: bool,
    /// Is unique ("a unique unit").
    #[serde(default)]
    pub unique: bool,
    /// Lacks this trait ("a non-Vehicle unit"), written as printed.
    #[serde(default)]
    pub not_trait: Option<String>,
    /// Has this keyword, its own or one given to it ("a unit with a
    /// Bounty": Covetous Rivals).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub has: Option<crate::rulesets::swu::cards::Keyword>,
    /// Has an upgrade, a token upgrade among them ("an enemy unit is
    /// upgraded", 3.6.13, 3.6.12).
    #[serde(default)]
    pub upgraded: bool,
    /// Played this phase by the ability's controller ("a Heroism unit you
    /// played this phase"): not put into play otherwise, nor deployed.
    #[serde(default)]
    pub played_by_you_this_phase: bool,
    /// Is not unique ("a non-unique unit"; a token unit is not, 3.7.2).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub non_unique: bool,
    /// Costs this much or more, its printed cost ("a unit that costs 6 or
    /// more": Admiral Piett).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_cost: Option<u32>,
    /// Lacks this aspect ("a non-Villainy unit"): an aspect icon, not a
    /// trait (2.3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub not_aspect: Option<String>,
    /// Did not enter play this round ("an exhausted unit that didn't
    /// enter play this round": Boba Fett, SOR 179); a round is both its
    /// phases (5.3.2), a unit that left and came back is new (8.7.3).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub not_entered_this_round: bool,
    /// Attacked the base of the ability's controller this phase ("an enemy
    /// non-leader unit that attacked your base this phase": Ephant Mon),
    /// this copy of it (8.7.3).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub attacked_your_base_this_phase: bool,
    /// Has this name, whatever its subtitle or type ("The Ghost" of
    /// Phantom II's "attach it as an upgrade to The Ghost": a referential
    /// ability counts the name only, 8.23.2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub named: Option<String>,
}

/// What an "If ..." checks as its effect resolves.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "is", rename_all = "snake_case", deny_unknown_fields)]
pub enum Condition {
    /// "If you control a Vigilance unit": a unit you control passes the
    /// filter; `other`: one other than the ability's own unit ("another").
    YouControl {
        #[serde(default)]
        other: bool,
        #[serde(default)]
        filter: UnitFilter,
    },
    /// "If you have the initiative" (1.12.2).
    YouHaveInitiative,
    /// "If attached unit is Darth Vader", "... is a Mandalorian": the unit
    /// the effect is about ("it"; in an upgrade's When Played, the unit it
    /// was attached to) has this name and passes the filter.
    ItIs {
        #[serde(default)]
        name: Option<String>,
        #[serde(default)]
        filter: UnitFilter,
    },
    /// "If this unit is upgraded": the ability's unit has at least one
    /// upgrade, a Shield or Experience token among them (3.6.13).
    ThisIsUpgraded,
    /// "If a base has 15 or more damage on it": either player's base.
    ABaseHasDamage { at_least: i32 },
    /// "If an enemy unit has a Bounty": a unit an opponent controls has
    /// the keyword, its own or given.
    AnEnemyUnitHas {
        keyword: crate::rulesets::swu::cards::Keyword,
    },
    /// "If the defending player controls more resources than you": the
    /// player who controls the current attack's defender.
    DefendingPlayerHasMoreResources,
    /// "If the defender has a Bounty", "If the defender is exhausted": the
    /// defending unit of the attack under way passes the filter (none
    /// when a base is attacked, 6.3.1b). "it" after it is that unit.
    DefenderIs {
        #[serde(default)]
        filter: UnitFilter,
    },
    /// "If a friendly unit was defeated this phase" (`enemy` false), "If an
    /// enemy unit was defeated this phase" (`enemy` true), "If 2 or more
    /// friendly units were defeated this phase" (`at_least` 2): units that
    /// side controlled when they were defeated, this phase.
    UnitDefeatedThisPhase {
        #[serde(default)]
        enemy: bool,
        #[serde(default = "one")]
        at_least: u32,
    },
    /// "If you played a Villainy card this phase", "... a Force card ...":
    /// a card that passes `filter` among those you played this phase.
    YouPlayedThisPhase {
        #[serde(default)]
        filter: CardFilter,
    },
    /// "If you control Boba Fett or Jango Fett": a card with one of these
    /// names, as a leader (deployed or not) or a unit (8.23.2: the name
    /// only, not the subtitle or the type).
    YouControlNamed { names: Vec<String> },
    /// "If the defender was defeated" (Zeb Orrelios, Embo): the defending
    /// unit of the attack the ability is about (6.3.1b; as 7.6.16e reads a
    /// When Attack Ends ability's conditions) was defeated, not otherwise
    /// removed from play (none when a base was attacked).
    DefenderWasDefeated,
    /// "If you played another card this phase": a card you played this
    /// phase other than the ability's own (Lothal Insurgent).
    YouPlayedAnotherCardThisPhase,
    /// "If you attacked with a Mandalorian unit this phase", "... with
    /// another Mandalorian unit ..." (`other`: not this unit): a unit of
    /// that trait you declared an attack with this phase.
    YouAttackedWithThisPhase {
        #[serde(default)]
        other: bool,
        #[serde(rename = "trait")]
        trait_: String,
    },
    /// "If attached unit is Luke Skywalker, heal all damage from him ...":
    /// `ItIs`, the text calling the unit by `pronoun` after it ("him",
    /// "her"); the engine reads it as `ItIs` (text/attached_named.rs).
    ItIsCalled {
        #[serde(default)]
        name: Option<String>,
        #[serde(default)]
        filter: UnitFilter,
        pronoun: super::constant::Pronoun,
    },
    /// "If this unit isn't attacking a base" (Hardpoint Heavy Blaster's
    /// granted On Attack): the ability's unit is the attacker of the
    /// attack under way and it attacks a unit (6.3.1b).
    ThisIsNotAttackingABase,
    /// "If this unit is attacking an exhausted unit that didn't enter play
    /// this round" (Boba Fett, SOR 179): the ability's unit is the
    /// attacker of the attack under way and its defender is a unit that
    /// passes `filter` (6.3.1b; text/attacking_a.rs).
    ThisIsAttacking { filter: UnitFilter },
    /// "If you played this unit from your hand" (Stolen Landspeeder): the
    /// ability's unit was played by its controller (5.4.1b, 6.2) in the way
    /// `how` says, as the engine kept it when the unit entered play
    /// (text/played_from.rs).
    YouPlayedThisUnit { how: HowPlayed },
    /// "If you own this unit" (Stolen Landspeeder's Bounty): the card of the
    /// ability's unit started the game in your deck (1.5.2a), asked of the
    /// unit in play or, once it has left play, of its card as it left
    /// (8.11.1, last known information).
    YouOwnThisUnit,
}

/// How a unit was played ("If you played this unit from your hand", "When
/// played using Smuggle"): the zone it was played from (6.2), or Smuggle,
/// a modified play from the resource zone (7.5.14c).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HowPlayed {
    FromHand,
    FromDiscard,
    FromDeck,
    UsingSmuggle,
    /// From the resource zone other than by Smuggle (Plot).
    FromResources,
}
