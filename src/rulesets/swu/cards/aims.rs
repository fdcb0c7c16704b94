//! What an effect acts on, and how much: its targets, the players and
//! zones it names, an upgrade's attachment restriction and its amounts.
//! The words of the ability vocabulary (`ability.rs`) that are not
//! effects themselves.

use serde::{Deserialize, Serialize};

use super::unit_conditions::UnitFilter;

/// A number in an effect.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Amount {
    Fixed(i32),
    Of(AmountOf),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AmountOf {
    /// The cost of the card whose play triggered the ability (Krayt Dragon).
    PlayedCardCost,
    /// The power of the ability's own unit.
    ThisPower,
    /// The printed cost of the unit the effect is about ("its cost"): the
    /// unit the ability just played (Galactic Ambition), known even if it
    /// has left play since.
    ItCost,
    /// How many resources the ability's controller controls, ready and
    /// exhausted (Devastator).
    ResourcesYouControl,
    /// "Heal all damage from" (The Mandalorian); a heal's only, else 0.
    AllDamage,
    /// The damage on the ability's own unit as the effect resolves.
    DamageOnThis,
    /// "equal to the number of units you control in its arena" (Admiral
    /// Ackbar): the units the ability's controller controls, counted as
    /// the effect resolves, in the arena of the unit it is about ("it").
    UnitsYouControlInItsArena,
    /// Different costs among the cards in your discard pile (Fennec Shand).
    DifferentCostsInYourDiscard,
    /// "that much" after a heal of the same ability: the damage that heal
    /// removed (Redemption; 1.9.3); 0 where nothing was healed.
    HealedThisWay,
}

/// Whom an effect chooses or hits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Target {
    /// The card the ability is on.
    This,
    /// The card the effect is about: the unit just played, the unit an
    /// upgrade is attached to, the unit a delayed effect aims at.
    It,
    YourBase,
    EnemyBase,
    /// The base of the player whose action triggered the ability.
    TriggeringPlayersBase,
    ChosenUnit,
    ChosenEnemyUnit,
    ChosenFriendlyUnit,
    ChosenOtherFriendlyUnit,
    ChosenEnemyGroundUnit,
    ChosenBase,
    ChosenUnitOrBase,
    /// The triggering player's base or a ground unit they control.
    ChosenTriggeringPlayersBaseOrGroundUnit,
    EachEnemyGroundUnit,
    EachFriendlyUnit,
    EachEnemyUnit,
    /// The unit being attacked in the current attack.
    Defender,
    /// The defender of the current attack, or a base (Sabine Wren).
    ChosenDefenderOrBase,
    /// Any other unit, either side.
    ChosenOtherUnit,
    /// Every unit, either side ("each unit", "each ground unit" with a
    /// filter).
    EachUnit,
    /// Every unit but the ability's own ("each other unit").
    EachOtherUnit,
    /// Every friendly unit but the ability's own ("each other friendly
    /// unit").
    EachOtherFriendlyUnit,
    /// Both bases ("each base").
    EachBase,
    /// Every base an opponent controls ("each enemy base"): in a
    /// two-player game the one opponent's base.
    EachEnemyBase,
    /// A ground unit, either side, or either base ("a ground unit or a
    /// base").
    ChosenGroundUnitOrBase,
    /// A unit an opponent controls, chosen by that opponent, not by the
    /// ability's controller ("An opponent chooses a unit they control":
    /// Avenger).
    UnitAnOpponentChooses,
    /// "each unit you control" (Final Showdown): friendly units, 1.5.3a.
    EachUnitYouControl,
    /// "each ... unit the defending player controls" (6.3.1a), "a unit in the defender's arena".
    EachUnitTheDefendingPlayerControls,
    ChosenUnitInDefendersArena,
    /// "... 1 damage to an enemy unit and 1 damage to another enemy unit"
    /// (I'll Cover For You): an enemy unit other than the one the
    /// sentence chose before it (8.18.2). Read only after such a clause
    /// in one sentence dealt at once (text/compound.rs, 1.9.8).
    ChosenAnotherEnemyUnit,
    /// A unit or the base an opponent controls, chosen by that opponent
    /// ("An opponent chooses a unit or base they control", Grey Squadron
    /// Y-Wing); the next sentence's "it" may be that base.
    UnitOrBaseAnOpponentChooses,
    /// An event's "Give another friendly unit +2/+2 for this phase." after
    /// a line that gave a friendly unit +N/+N (Attack Pattern Delta): a
    /// friendly unit other than those the event's earlier lines gave it to
    /// (8.18.2; engine/effects/chosen_before.rs).
    ChosenAnotherFriendlyUnitThanBefore,
    /// "Give a third friendly unit +1/+1 for this phase.": a friendly unit
    /// other than both the event's earlier lines gave +N/+N to.
    ChosenThirdFriendlyUnit,
}

/// An upgrade's attachment restriction (3.6.3): which units it may be
/// played on. `target` is the side (`chosen_unit`, `chosen_friendly_unit`,
/// `chosen_enemy_unit`), `filter` the rest ("Attach to a friendly
/// non-Vehicle unit."). An upgrade without one attaches to any unit.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttachTo {
    pub target: Target,
    #[serde(default)]
    pub filter: UnitFilter,
}

/// Which player an effect is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayerSel {
    #[default]
    You,
    Opponent,
    /// The controller chooses a player.
    ChosenPlayer,
    /// Both players, at once where possible (7.1.4).
    EachPlayer,
    /// The controller chooses any number of players (Yoda).
    ChosenPlayers,
    /// The defending player of the attack under way (6.3.1b).
    DefendingPlayer,
    /// "An opponent" (Poe Dameron's "An opponent discards a card from
    /// their hand"): in a two-player game the one opponent, as `Opponent`;
    /// kept apart for the writer's words.
    AnOpponent,
}

/// Where a played card comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Zone {
    #[default]
    Hand,
    Discard,
    /// The top cards of the deck ("search the top N").
    Deck,
    /// "from your hand or discard pile": either, the player's pick.
    HandOrDiscard,
    /// "Play this unit": the card of the unit whose ability this is, after
    /// it has left play (a Bounty's "this unit"), from its owner's discard
    /// pile, whoever plays it (1.5.2a: a card keeps its owner; 1.5.2b: the
    /// player who plays it controls it).
    ThisUnit,
    /// "Play it from your discard pile" (Stolen Landspeeder's Bounty): the
    /// card of the unit whose ability this is, after it has left play, only
    /// if it is in the discard pile of the player playing it (its owner's,
    /// 1.5.5c); the player who plays it controls it (1.5.2b).
    ThisUnitFromYourDiscard,
}

/// The defaults of the ability vocabulary's fields: one (a count), and
/// the opponent (a player).
pub(super) fn one() -> u32 {
    1
}

pub(super) fn is_one(n: &u32) -> bool {
    *n == 1
}

pub(super) fn opponent() -> PlayerSel {
    PlayerSel::Opponent
}
