//! The options of the effect vocabulary's richer effects (an attack and a
//! play of a unit, `Effect::Attack` and `Effect::PlayUnit`, and others):
//! each is a struct of its own, so `effect.rs` stays the list of effects. In a card
//! file they are written as any effect is, an inline table tagged by `do`
//! with these keys beside it.

use serde::{Deserialize, Serialize};

use super::ability::{Ability, CardFilter, Target, UnitFilter, Zone};
use super::effect::Effect;

/// "Attack with a unit" and its options (6.3; `engine::attack_effect`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttackEffect {
    #[serde(default)]
    pub attacker: Option<Target>,
    /// "+N/+0 for this attack".
    #[serde(default)]
    pub power_bonus: i32,
    /// The bonus applies only to a unit with this trait (Fleet
    /// Lieutenant's REBEL).
    #[serde(default)]
    pub bonus_trait: Option<String>,
    /// The bonus applies only if the ability's controller has the
    /// initiative as the attack is declared (Adelphi Patrol Wing).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub bonus_with_initiative: bool,
    /// Only an enemy unit may be attacked (Ambush).
    #[serde(default)]
    pub enemy_unit_only: bool,
    /// The unit may attack even if exhausted (Ambush, 7.5.5).
    #[serde(default)]
    pub even_if_exhausted: bool,
    /// "It may attack": asked only once there is something it can
    /// attack (Ambush: "if there is an enemy unit this unit can attack").
    #[serde(default)]
    pub optional: bool,
    /// Abilities the attacker gains for this attack.
    #[serde(default)]
    pub gains: Vec<Ability>,
    /// "Attack with a space unit" (Barrel Roll): the attacker must be
    /// in this arena.
    #[serde(default)]
    pub arena: Option<crate::rulesets::swu::cards::Arena>,
    /// "Attack with a Vehicle unit": the chosen attacker passes it;
    /// `attacker` keeps "another" (`ChosenOtherUnit`: not this unit)
    /// and "a friendly" (all attackers are, 6.3.0b; text/attack_with.rs).
    #[serde(default)]
    pub filter: UnitFilter,
    /// "... and deals its combat damage before the defender" (6.3.5c).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub combat_damage_first: bool,
    /// "It gains Saboteur for this attack": keywords (without a
    /// number) the attacker gains once chosen, active from the
    /// attack's declaration (6.3.1) until it ends (7.7.3).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub keywords: Vec<crate::rulesets::swu::cards::Keyword>,
}

/// "Play a unit" from a zone and its options (6.2; `engine::modified_play`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayUnitEffect {
    #[serde(default)]
    pub from: Zone,
    #[serde(default)]
    pub cost_reduction: u32,
    #[serde(default)]
    pub free: bool,
    #[serde(default)]
    pub enters_ready: bool,
    /// How many cards of the deck may be searched (`from = "deck"`).
    #[serde(default)]
    pub search: u32,
    /// Which cards qualify.
    #[serde(default)]
    pub filter: CardFilter,
    /// "Play each of them": any number of qualifying units, played one
    /// after another, each play's nested abilities first (7.1.7).
    #[serde(default)]
    pub each: bool,
    /// "With combined cost N or less" (with `each`).
    #[serde(default)]
    pub max_combined_cost: Option<u32>,
    /// Keywords it gains for this phase as it is played, so they apply
    /// to its own play (Timely Intervention's Ambush).
    #[serde(default)]
    pub gains: Vec<crate::rulesets::swu::cards::Keyword>,
    /// Effects on the played unit ("it"), e.g. a delayed defeat.
    #[serde(default)]
    pub then: Vec<Effect>,
    /// How the text says the keywords it gains: "It gains Sentinel for
    /// this phase" (`true`) or "Give it Ambush ..." (`false`). Words
    /// only: the game reads nothing from it.
    #[serde(default)]
    pub it_gains: bool,
    /// "or 10 cards instead if this unit is unique": how many cards
    /// are searched instead when the unit whose ability this is (its
    /// card as it left play, for a Bounty) is unique.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub search_if_unique: Option<u32>,
    /// "Play an upgrade from your hand" (Fenn Rau): the card played is an
    /// upgrade, attached to a unit its controller chooses as any upgrade
    /// played is (3.6.2, 6.2.5); the options about a unit (`enters_ready`,
    /// `gains`, `then`, `each`) are not read with it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub upgrade: bool,
}

/// "It loses all abilities for this phase" (Force Lightning): a lasting
/// effect (7.7.3) after which the unit has no abilities, printed, gained
/// or given by other cards, and can gain none while it lasts (8.14.2);
/// text/loses_all.rs, engine/lost_abilities.rs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LoseAllAbilities {
    pub target: Target,
    pub duration: super::ability::Duration,
}

/// "pay any number of resources and deal 2 damage to the chosen unit for
/// each resource paid this way" (Force Lightning): the player chooses how
/// many of their ready resources to pay, 0 too (1.7.2), and the damage is
/// dealt once, `damage` for each one paid; text/loses_all.rs,
/// engine/lost_abilities.rs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PayAnyNumberDealDamage {
    pub damage: i32,
    pub target: Target,
}

/// "If this card is a unit, attach it as an upgrade to The Ghost." (3.5.6,
/// 3.6.3b; text/attach_as_upgrade.rs, engine/effects/attach_as_upgrade.rs):
/// `to` is the restriction the card keeps while attached.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttachAsUpgrade {
    pub to: super::aims::AttachTo,
}

/// "Search the top N cards of your deck for a unit that costs M or less and
/// discard it. For this phase, you may play that card from your discard
/// pile for free." (8.26, 1.8.5; text/search_discard.rs).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SearchDiscardPlayFree {
    pub search: u32,
    pub max_cost: u32,
}

/// "Reveal up to N <aspect> cards from your hand. For each card revealed
/// this way, ..." (8.25.2, 8.34.1; text/reveal_each.rs).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RevealUpToForEach {
    pub count: u32,
    pub aspect: String,
    pub then: Vec<Effect>,
}
