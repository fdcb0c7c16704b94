//! The constant abilities of the vocabulary (7.3): what a card gives the
//! units it reaches while it is in play, and the condition it may hold
//! under ("While ...", 7.3.3). Interpreted in one place, `engine::stats`.

use serde::{Deserialize, Serialize};

use super::ability::{Ability, UnitFilter};

/// Which units a constant ability reaches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ConstantScope {
    FriendlyUnits,
    OtherFriendlyUnits,
    EnemyUnits,
    /// The unit an upgrade is attached to ("Attached unit gains
    /// Sentinel", 3.6.8): on an upgrade's card only.
    AttachedUnit,
    /// The unit whose card has the ability ("While you have the
    /// initiative, this unit gets +2/+0."): on a unit's card only.
    ThisUnit,
    /// "the attacker": the unit attacking the ability's own unit, in the
    /// attack under way (6.3.1b; "While this unit is defending, the
    /// attacker gets -1/-0.").
    TheAttacker,
    /// "the defender": the unit the ability's own unit attacks, in the
    /// attack under way (6.3.1b; none when it attacks a base).
    TheDefender,
    /// Each resource of the controller of the ability's unit (Tech:
    /// "Each friendly resource gains Smuggle."): no unit; `keywords` is
    /// what each resource gains, and for Smuggle `amount` is what its cost
    /// adds to the card's own (`engine::smuggle`).
    FriendlyResources,
    /// "Each leader unit you control": the units the ability's controller
    /// controls (friendly, said the other way, 1.5.3a). On a base (3.2.1)
    /// "you" is the base's controller (1.5.2b).
    UnitsYouControl,
    /// "Each friendly ..." on a leader's leader side (Gar Saxon: "Each
    /// friendly upgraded unit gets +1/+0."): only a leader's faceup side is
    /// in play (3.4.3) and a constant ability is in effect while its card
    /// is in play (7.3.1), so it reaches its player's units while the
    /// leader is not deployed (`engine::leader_constants`), never as a
    /// unit's.
    FriendlyUnitsFromLeaderSide,
}

/// The condition of a conditional constant ability ("While ..., ...",
/// 7.3.3): the engine checks it each time it asks what the ability does
/// (a stat or a keyword looked at), so the effect comes and goes with it.
/// "You" is the controller of the unit whose card has the ability.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "is", rename_all = "snake_case", deny_unknown_fields)]
pub enum While {
    /// "While you have the initiative" (1.12.2).
    YouHaveInitiative,
    /// "While you control a Vehicle unit", "... another Command unit":
    /// a unit you control passes the filter; `other`: one other than the
    /// ability's own unit. Only filters decided by a unit's card and state
    /// (`engine::stats::filter_on_card_holds`), never by power or HP, which
    /// constant abilities change.
    YouControl {
        #[serde(default)]
        other: bool,
        #[serde(default)]
        filter: UnitFilter,
    },
    /// "While this unit is damaged" (`undamaged = false`), "... is
    /// undamaged" (`undamaged = true`): Vigilant Honor Guards, the CR's
    /// example of 7.3.3.
    ThisUnitDamaged {
        #[serde(default)]
        undamaged: bool,
    },
    /// "While this unit is ready" (`exhausted = false`), "... is exhausted"
    /// (`exhausted = true`): the unit's own state (a unit is one or the
    /// other, 1.5.4a).
    ThisUnitReady {
        #[serde(default)]
        exhausted: bool,
    },
    /// "While this unit is upgraded": it has an upgrade, a token upgrade
    /// (Shield, Experience) among them (3.6.13, 3.6.12).
    ThisUnitUpgraded,
    /// "While you control Emperor Palpatine": a card with this name, as a
    /// leader or a unit (8.23.2: the name only, not subtitle or type).
    YouControlNamed { name: String },
    /// "While you control 6 or more resources".
    YouControlResources { at_least: u32 },
    /// "While the Force is with you": you control your Force token (8.37.3).
    ForceIsWithYou,
    /// "While an enemy unit is damaged", "... is exhausted", "While an
    /// opponent controls a Force unit": a unit an opponent controls passes
    /// the filter (only filters a unit's card and state decide,
    /// `engine::stats::filter_on_card_holds`).
    EnemyUnit {
        #[serde(default)]
        filter: UnitFilter,
    },
    /// "While an opponent controls 3 or more units": the units the
    /// opponent controls, counted each time (2 players: the one opponent).
    OpponentControlsUnits { at_least: u32 },
    /// Coordinate (7.5.15a): "while you control 3 or more units".
    Coordinate,
    /// "While this unit is attacking" (`defending = false`), "... is
    /// defending" (`defending = true`): active from the attack's beginning
    /// until it ends (6.3.3, 7.6.16d). `after`: printed after the change,
    /// "This unit gets +2/+0 while defending".
    ThisUnitInAttack {
        #[serde(default)]
        defending: bool,
        #[serde(default)]
        after: bool,
    },
    /// "While this unit is attacking a ground unit": it attacks, in the
    /// attack under way, a unit that passes the filter (6.3.3a: active only
    /// while every condition holds; none when it attacks a base, 6.3.1b).
    /// Only filters a unit's card and state decide.
    ThisUnitAttackingA {
        #[serde(default)]
        filter: UnitFilter,
    },
    /// "While there are at least 3 aspects among other friendly units":
    /// the different aspects on the cards of the units you control other
    /// than this one, each aspect counted once however many icons show it.
    AspectsAmongOtherFriendlyUnits { at_least: u32 },
    /// "While there are 5 or more different costs among cards in your
    /// discard pile" (Doctor Aphra): each printed cost counted once.
    DifferentCostsInYourDiscard { at_least: u32 },
}

/// A constant ability (7.3): while its card is in play it modifies, grants
/// keywords to, or grants abilities to each unit it reaches. Interpreted in
/// one place, `engine::stats`.
///
/// ```toml
/// [[card.constant]]
/// to = "enemy_units"
/// filter = { non_leader = true }
/// power = -2
/// hp = -2
/// ```
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Constant {
    pub to: ConstantScope,
    /// Only units that pass (trait, non-leader, token).
    #[serde(default)]
    pub filter: UnitFilter,
    #[serde(default)]
    pub power: i32,
    #[serde(default)]
    pub hp: i32,
    #[serde(default)]
    pub keywords: Vec<crate::rulesets::swu::cards::Keyword>,
    /// Abilities each unit reached gains ("gains: When Defeated: ...").
    #[serde(default, rename = "ability")]
    pub abilities: Vec<Ability>,
    /// The number of a numbered keyword it gives ("gains Raid 2": 2);
    /// it adds to the unit's own (3.6.9, 7.5.4).
    #[serde(default)]
    pub amount: u32,
    /// What each unit reached can't do ("Attached unit can't ready.").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cant: Vec<Cant>,
    /// Applies only while this holds (7.3.3); none: always (7.3.1).
    #[serde(default, rename = "while", skip_serializing_if = "Option::is_none")]
    pub while_: Option<While>,
    /// How the text names the unit after "While this unit is ...,": "it",
    /// "he" or "she". Words only: the game reads nothing from it.
    #[serde(default, skip_serializing_if = "Pronoun::is_it")]
    pub pronoun: Pronoun,
    /// "... this unit deals combat damage before the defender": in its
    /// attack it deals its combat damage first, and the defending unit
    /// deals its own only if it survived (6.3.5c).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub combat_damage_first: bool,
    /// "for each resource you control": the power and HP change counted
    /// that many times, the count taken each time the stat is looked at
    /// (7.3.1: in effect all the while the card is in play); none: once.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub per: Option<Per>,
    /// "This unit can attack units in the ground arena.": enemy units in
    /// that arena are among what it may attack too, beside those in its
    /// own arena (8.3.1: "can" overrides a default rule, here 6.3.2a's same
    /// arena; a "can't" still wins, 8.3.3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub can_attack_in: Option<crate::rulesets::swu::cards::Arena>,
}

/// What a "for each" constant change counts ("This unit gets +1/+1 for
/// each resource you control"), "you" being the controller of the
/// ability's unit and "it" that unit.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Per {
    /// Every resource they control, ready or exhausted.
    ResourceYouControl,
    /// Each damage on the ability's unit ("for each damage on it").
    DamageOnIt,
    /// Each upgrade on the ability's unit, token upgrades too (3.6.12).
    UpgradeOnIt,
    /// Each card in your hand.
    CardInYourHand,
    /// Each unit in play that `target` reaches (`each_friendly_unit`,
    /// `each_enemy_unit`, `each_unit`) and passes `filter` (only what a
    /// unit's card and state decide); `other`: not the ability's own unit.
    Unit {
        #[serde(default)]
        other: bool,
        target: super::ability::Target,
        #[serde(default)]
        filter: UnitFilter,
    },
}

/// The word a card's text uses for its own unit ("she gains Sentinel").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pronoun {
    #[default]
    It,
    He,
    She,
}

impl Pronoun {
    pub const ALL: [Pronoun; 3] = [Pronoun::It, Pronoun::He, Pronoun::She];

    pub fn is_it(&self) -> bool {
        *self == Pronoun::It
    }

    pub fn word(self) -> &'static str {
        match self {
            Pronoun::It => "it",
            Pronoun::He => "he",
            Pronoun::She => "she",
        }
    }
}

/// Something a constant ability stops a unit doing (8.3: "can't" wins
/// over "can").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Cant {
    /// It stays exhausted when it would ready (Frozen in Carbonite).
    Ready,
    /// Bases are not among what it may attack (Entrenched).
    AttackBases,
    /// It is not among what an enemy unit may attack, unless it has
    /// Sentinel (7.5.11d, 8.3.3a: Sentinel wins over "can't be attacked").
    BeAttacked,
    /// It is never an attacker: nothing is among what it may attack, in
    /// an action or an ability's attack ("This unit can't attack.", 8.3.2,
    /// 8.3.3).
    Attack,
}
