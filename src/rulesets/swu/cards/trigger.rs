//! Kinds of trigger: what makes an ability resolve, in one table. Each row
//! of [`TRIGGERS`] holds a kind's label word, how cards print it, the rules
//! cited when it triggers and when it resolves, and what in the game raises
//! it (a test fails when a kind is raised by nothing).

use serde::{Deserialize, Serialize};

/// What makes an ability resolve.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Trigger {
    /// An event card's own text, resolved when it is played (7.4).
    Event,
    /// An action ability (`Action [...]:`), used as an action.
    Action,
    /// When Played (7.6.13).
    Played,
    /// When Deployed (a leader's unit side).
    Deployed,
    /// When Created: a token unit entering play (3.7.2a); Ambush and
    /// Shielded on a token unit trigger this way instead of When Played.
    Created,
    /// When Defeated (7.6.14).
    Defeated,
    /// On Attack (7.6.15).
    OnAttack,
    /// On Defense (7.6.15).
    OnDefense,
    /// "When this unit is attacked".
    Attacked,
    /// When Attack Ends (7.6.16).
    AttackEnds,
    /// "When the action phase starts".
    ActionPhaseStarts,
    /// "When the action phase ends".
    ActionPhaseEnds,
    /// "When the regroup phase starts".
    RegroupPhaseStarts,
    /// "When the regroup phase ends".
    RegroupPhaseEnds,
    /// "When an opponent plays a card".
    OpponentPlaysCard,
    /// "When you play another unit".
    YouPlayAnotherUnit,
    /// "When you play an event".
    YouPlayEvent,
    /// "When a friendly unit is defeated" (another one).
    FriendlyUnitDefeated,
    /// "When an enemy unit is defeated".
    EnemyUnitDefeated,
    /// "When an opponent draws 1 or more cards during the action phase":
    /// once per draw, whatever the number of cards, and only in the action
    /// phase (the engine raises it so, `GameEvent::Drew`).
    OpponentDraws,
    /// Bounty: resolved by an opponent of the unit's controller (7.5.13).
    Bounty,
    /// "When this unit deals combat damage" (Heroic Sacrifice's gift).
    DealsCombatDamage,
    /// "When this unit completes an attack": CR v7.0 does not define
    /// "completes". The engine's reading (open question 28): it triggers as
    /// the attack ends (6.3.5, with When Attack Ends, 7.6.16a) only if the
    /// unit is still in play then; one that left play during the attack
    /// did not complete it (`engine::readings::COMPLETED_ONLY_IN_PLAY`).
    CompletesAttack,
    /// "When another unique unit is defeated": either player's, this unit
    /// not among them (Agent Kallus).
    AnotherUniqueUnitDefeated,
    /// "When a friendly Force unit attacks": a base's (3.2.1), once for
    /// each attack its controller's unit with the Force trait declares.
    FriendlyForceUnitAttacks,
    /// "When you deploy a leader": a base's (3.2.1), once for each leader
    /// its controller deploys.
    YouDeployLeader,
    /// "When an upgraded enemy unit is defeated" (Punishing One): the
    /// unit upgraded (3.6.13) as it was just before it left play, by last
    /// known information (8.11.1).
    UpgradedEnemyUnitDefeated,
    /// "When another friendly unit is defeated": a unit its controller
    /// controls (1.5.3a), this unit not among them (8.18.1; The Twins).
    AnotherFriendlyUnitDefeated,
    /// "When you play another card": any card its controller plays but
    /// this one (8.18.1); cards print it narrowed ("another Underworld
    /// card"), the ability's `played` filter holding the word.
    YouPlayAnotherCard,
    /// "When you play an upgrade on this unit" (Fenn Rau): its controller
    /// plays an upgrade that is attached to it; "it" is this unit.
    YouPlayUpgradeOnThisUnit,
    /// "When you play an upgrade on a unit" (Dengar, SHD 133): its
    /// controller plays an upgrade attached to any unit, this one too;
    /// "that unit" (the ability's "it") is the unit it was attached to.
    YouPlayUpgradeOnAUnit,
    /// "When played using Smuggle": a When Played ability (7.6.13c) that
    /// triggers only when its unit is played using Smuggle (7.5.14f).
    PlayedUsingSmuggle,
    /// "When you ready cards during the regroup phase" (Millennium Falcon):
    /// raised for each player by the ready step (5.5.1d), where they ready
    /// all their exhausted cards at once; no card of the pool readies cards
    /// otherwise in that phase. Whether a player with no exhausted card
    /// readies cards is open question 31: the engine raises it for each
    /// player and marks a player who readied nothing.
    YouReadyCardsInRegroup,
}

/// What happens in a game that can raise a trigger.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Raise {
    EventCardPlayed,
    ActionUsed,
    CardPlayed,
    LeaderDeployed,
    TokenCreated,
    UnitDefeated,
    UnitCaptured,
    AttackDeclared,
    CombatDamageDealt,
    AttackEnded,
    CardsDrawn,
    ActionPhaseStarts,
    ActionPhaseEnds,
    RegroupPhaseStarts,
    RegroupPhaseEnds,
    CardsReadiedInRegroup,
}

/// One kind of trigger, everything about it in one row: its label word,
/// how cards print it, the rules cited when it triggers and when it
/// resolves, and what in the game raises it.
#[derive(Debug)]
pub struct TriggerKind {
    pub trigger: Trigger,
    /// The word used in event labels: `inferno-four/when-defeated`.
    pub slug: &'static str,
    /// How the card prints the condition.
    pub printed: &'static str,
    /// Rules cited on the step where it triggers.
    pub triggers: &'static [&'static str],
    /// Rules cited on the step where it resolves: the rule that defines
    /// this kind of ability and, for a triggered ability, who must resolve
    /// it (1.5.2c: the player who controls the card). When it resolves
    /// (7.6.8, 7.7.4b) belongs to the window's order tree, not here.
    pub resolves: &'static [&'static str],
    /// What raises it (the engine checks an event against this first).
    pub raised_by: &'static [Raise],
}

/// Every kind of trigger, in the order of [`Trigger`]'s variants.
pub const TRIGGERS: &[TriggerKind] = &[
    TriggerKind {
        trigger: Trigger::Event,
        slug: "play",
        printed: "Event",
        triggers: &["7.4.1"],
        resolves: &["7.4.1", "7.4.2"],
        raised_by: &[Raise::EventCardPlayed],
    },
    TriggerKind {
        trigger: Trigger::Action,
        slug: "action",
        printed: "Action",
        triggers: &["7.2.1"],
        resolves: &["6.4.5", "7.2.2"],
        raised_by: &[Raise::ActionUsed],
    },
    TriggerKind {
        trigger: Trigger::Played,
        slug: "when-played",
        printed: "When Played",
        triggers: &["7.6.13a"],
        resolves: &["7.6.13a"],
        raised_by: &[Raise::CardPlayed],
    },
    TriggerKind {
        trigger: Trigger::Deployed,
        slug: "when-deployed",
        printed: "When Deployed",
        triggers: &["7.6.1"],
        resolves: &["7.6.1", "1.5.2c"],
        raised_by: &[Raise::LeaderDeployed],
    },
    TriggerKind {
        trigger: Trigger::Created,
        slug: "when-created",
        printed: "When Created",
        triggers: &["3.7.2a"],
        resolves: &["3.7.2a"],
        raised_by: &[Raise::TokenCreated],
    },
    TriggerKind {
        trigger: Trigger::Defeated,
        slug: "when-defeated",
        printed: "When Defeated",
        triggers: &["7.6.4", "7.6.14a"],
        resolves: &["7.6.14a", "7.6.14b"],
        raised_by: &[Raise::UnitDefeated],
    },
    TriggerKind {
        trigger: Trigger::OnAttack,
        slug: "on-attack",
        printed: "On Attack",
        triggers: &["7.6.15a", "7.6.15c"],
        resolves: &["7.6.15a"],
        raised_by: &[Raise::AttackDeclared],
    },
    TriggerKind {
        trigger: Trigger::OnDefense,
        slug: "on-defense",
        printed: "On Defense",
        triggers: &["7.6.15a", "7.6.15c"],
        resolves: &["7.6.15a"],
        raised_by: &[Raise::AttackDeclared],
    },
    TriggerKind {
        trigger: Trigger::Attacked,
        slug: "when-attacked",
        printed: "When this unit is attacked",
        triggers: &["7.6.15a", "7.6.15c"],
        resolves: &["7.6.15c", "1.5.2c"],
        raised_by: &[Raise::AttackDeclared],
    },
    TriggerKind {
        trigger: Trigger::AttackEnds,
        slug: "when-attack-ends",
        printed: "When Attack Ends",
        triggers: &["7.6.16a"],
        resolves: &["7.6.16a"],
        raised_by: &[Raise::AttackEnded],
    },
    TriggerKind {
        trigger: Trigger::ActionPhaseStarts,
        slug: "action-start",
        printed: "When the action phase starts",
        triggers: &["5.4.1a", "7.6.1"],
        resolves: &["5.4.1a", "7.6.1", "1.5.2c"],
        raised_by: &[Raise::ActionPhaseStarts],
    },
    TriggerKind {
        trigger: Trigger::ActionPhaseEnds,
        slug: "action-end",
        printed: "When the action phase ends",
        triggers: &["5.4.1c", "7.6.1"],
        resolves: &["5.4.1c", "7.6.1", "1.5.2c"],
        raised_by: &[Raise::ActionPhaseEnds],
    },
    TriggerKind {
        trigger: Trigger::RegroupPhaseStarts,
        slug: "regroup-start",
        printed: "When the regroup phase starts",
        triggers: &["5.5.1a", "7.6.1"],
        resolves: &["5.5.1a", "7.6.1", "1.5.2c"],
        raised_by: &[Raise::RegroupPhaseStarts],
    },
    TriggerKind {
        trigger: Trigger::RegroupPhaseEnds,
        slug: "regroup-end",
        printed: "When the regroup phase ends",
        triggers: &["5.5.1e", "7.6.1"],
        resolves: &["5.5.1e", "7.6.1", "1.5.2c"],
        raised_by: &[Raise::RegroupPhaseEnds],
    },
    TriggerKind {
        trigger: Trigger::OpponentPlaysCard,
        slug: "opponent-plays",
        printed: "When an opponent plays a card",
        triggers: &["7.6.1", "7.6.3"],
        resolves: &["7.6.1", "1.5.2c"],
        raised_by: &[Raise::CardPlayed],
    },
    TriggerKind {
        trigger: Trigger::YouPlayAnotherUnit,
        slug: "you-play-unit",
        printed: "When you play another unit",
        triggers: &["7.6.1", "7.6.3"],
        resolves: &["7.6.1", "1.5.2c"],
        raised_by: &[Raise::CardPlayed],
    },
    TriggerKind {
        trigger: Trigger::YouPlayEvent,
        slug: "you-play-event",
        printed: "When you play an event",
        triggers: &["7.6.1", "7.6.3"],
        resolves: &["7.6.1", "1.5.2c"],
        raised_by: &[Raise::CardPlayed],
    },
    TriggerKind {
        trigger: Trigger::FriendlyUnitDefeated,
        slug: "friendly-defeated",
        printed: "When a friendly unit is defeated",
        triggers: &["7.6.1", "7.6.3"],
        resolves: &["7.6.1", "1.5.2c"],
        raised_by: &[Raise::UnitDefeated],
    },
    TriggerKind {
        trigger: Trigger::EnemyUnitDefeated,
        slug: "enemy-defeated",
        printed: "When an enemy unit is defeated",
        triggers: &["7.6.1", "7.6.3"],
        resolves: &["7.6.1", "1.5.2c"],
        raised_by: &[Raise::UnitDefeated],
    },
    TriggerKind {
        trigger: Trigger::OpponentDraws,
        slug: "opponent-draws",
        printed: "When an opponent draws 1 or more cards during the action phase",
        triggers: &["7.6.1", "7.6.3"],
        resolves: &["7.6.1", "1.5.2c"],
        raised_by: &[Raise::CardsDrawn],
    },
    TriggerKind {
        trigger: Trigger::Bounty,
        slug: "bounty",
        printed: "Bounty",
        triggers: &["7.5.13a", "7.5.13f"],
        resolves: &["7.5.13a", "7.5.13e", "7.5.13f"],
        raised_by: &[Raise::UnitDefeated, Raise::UnitCaptured],
    },
    TriggerKind {
        trigger: Trigger::DealsCombatDamage,
        slug: "deals-combat-damage",
        printed: "When this unit deals combat damage",
        triggers: &["7.6.1", "7.6.3"],
        resolves: &["7.6.1", "1.5.2c"],
        raised_by: &[Raise::CombatDamageDealt],
    },
    TriggerKind {
        trigger: Trigger::CompletesAttack,
        slug: "completes-an-attack",
        printed: "When this unit completes an attack",
        // Raised where When Attack Ends abilities trigger (6.3.5,
        // 7.6.16a); 7.6.1, 7.6.3: a triggered ability, its controller
        // resolves it.
        triggers: &["6.3.5", "7.6.1", "7.6.3"],
        resolves: &["7.6.1", "1.5.2c"],
        raised_by: &[Raise::AttackEnded],
    },
    TriggerKind {
        trigger: Trigger::AnotherUniqueUnitDefeated,
        slug: "unique-defeated",
        printed: "When another unique unit is defeated",
        triggers: &["7.6.1", "7.6.3"],
        resolves: &["7.6.1", "1.5.2c"],
        raised_by: &[Raise::UnitDefeated],
    },
    TriggerKind {
        trigger: Trigger::FriendlyForceUnitAttacks,
        slug: "friendly-force-attacks",
        printed: "When a friendly Force unit attacks",
        // 3.2.1: a base may have an ability; 7.6.1, 7.6.3: a triggered
        // one; 1.5.2b, 1.5.2c: its player controls the base and resolves it.
        triggers: &["3.2.1", "7.6.1", "7.6.3"],
        resolves: &["3.2.1", "1.5.2b", "7.6.1", "1.5.2c"],
        raised_by: &[Raise::AttackDeclared],
    },
    TriggerKind {
        trigger: Trigger::YouDeployLeader,
        slug: "you-deploy-leader",
        printed: "When you deploy a leader",
        triggers: &["3.2.1", "7.6.1", "7.6.3"],
        resolves: &["3.2.1", "1.5.2b", "7.6.1", "1.5.2c"],
        raised_by: &[Raise::LeaderDeployed],
    },
    TriggerKind {
        trigger: Trigger::UpgradedEnemyUnitDefeated,
        slug: "upgraded-enemy-defeated",
        printed: "When an upgraded enemy unit is defeated",
        triggers: &["7.6.1", "7.6.3", "3.6.13", "8.11.1"],
        resolves: &["7.6.1", "1.5.2c"],
        raised_by: &[Raise::UnitDefeated],
    },
    TriggerKind {
        trigger: Trigger::AnotherFriendlyUnitDefeated,
        slug: "another-friendly-defeated",
        printed: "When another friendly unit is defeated",
        triggers: &["7.6.1", "7.6.3"],
        resolves: &["7.6.1", "1.5.2c"],
        raised_by: &[Raise::UnitDefeated],
    },
    TriggerKind {
        trigger: Trigger::YouPlayAnotherCard,
        slug: "you-play-card",
        printed: "When you play another card",
        triggers: &["7.6.1", "7.6.3"],
        resolves: &["7.6.1", "1.5.2c"],
        raised_by: &[Raise::CardPlayed],
    },
    TriggerKind {
        trigger: Trigger::YouPlayUpgradeOnThisUnit,
        slug: "you-play-upgrade-on-this",
        printed: "When you play an upgrade on this unit",
        triggers: &["7.6.1", "7.6.3"],
        resolves: &["7.6.1", "1.5.2c"],
        raised_by: &[Raise::CardPlayed],
    },
    TriggerKind {
        trigger: Trigger::YouPlayUpgradeOnAUnit,
        slug: "you-play-upgrade-on-a-unit",
        printed: "When you play an upgrade on a unit",
        triggers: &["7.6.1", "7.6.3"],
        resolves: &["7.6.1", "1.5.2c"],
        raised_by: &[Raise::CardPlayed],
    },
    TriggerKind {
        trigger: Trigger::PlayedUsingSmuggle,
        slug: "when-played-using-smuggle",
        printed: "When played using Smuggle",
        triggers: &["7.6.13c", "7.5.14f"],
        resolves: &["7.6.13a"],
        raised_by: &[Raise::CardPlayed],
    },
    TriggerKind {
        trigger: Trigger::YouReadyCardsInRegroup,
        slug: "you-ready-cards",
        printed: "When you ready cards during the regroup phase",
        triggers: &["5.5.1d", "7.6.1"],
        resolves: &["5.5.1d", "7.6.1", "1.5.2c"],
        raised_by: &[Raise::CardsReadiedInRegroup],
    },
];

impl Trigger {
    /// This trigger's row of [`TRIGGERS`].
    pub fn kind(self) -> &'static TriggerKind {
        &TRIGGERS[self as usize]
    }

    /// The word used in event labels: `inferno-four/when-defeated`.
    pub fn slug(self) -> &'static str {
        self.kind().slug
    }

    /// How the card prints the condition.
    pub fn printed(self) -> &'static str {
        self.kind().printed
    }
}

#[cfg(test)]
mod trigger_table_tests {
    use super::*;

    #[test]
    fn every_trigger_has_its_own_row_in_variant_order() {
        for (i, row) in TRIGGERS.iter().enumerate() {
            assert_eq!(row.trigger as usize, i, "row {i} is {:?}", row.trigger);
            assert!(
                !row.raised_by.is_empty(),
                "{:?} is raised by nothing",
                row.trigger
            );
            assert!(!row.triggers.is_empty() && !row.resolves.is_empty());
        }
        // The last variant has a row, so every variant has one.
        assert_eq!(
            TRIGGERS.last().map(|r| r.trigger),
            Some(Trigger::YouReadyCardsInRegroup)
        );
    }

    #[test]
    fn slugs_and_printed_names_are_distinct() {
        for row in TRIGGERS {
            let same_slug = TRIGGERS.iter().filter(|r| r.slug == row.slug).count();
            let same_print = TRIGGERS.iter().filter(|r| r.printed == row.printed).count();
            assert_eq!((same_slug, same_print), (1, 1), "{:?}", row.trigger);
        }
    }
}
