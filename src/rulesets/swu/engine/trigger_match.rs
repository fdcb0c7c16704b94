//! Which event meets which trigger (`events::matches`), and the context
//! the triggered ability resolves with: "it", "that unit", the card as it
//! left play. One arm per trigger and event; the trigger table
//! (`cards::TRIGGERS`) first says which events can raise a trigger at all.

use super::{GameEvent, Holder};
use crate::rulesets::swu::cards::{HowPlayed, Trigger};
use crate::rulesets::swu::engine::procedure::Ctx;
use crate::rulesets::swu::engine::Phase;

/// Does `event` meet `trigger` for the holder? Returns the context the
/// ability resolves with.
pub(super) fn matches(
    event: &GameEvent,
    trigger: Trigger,
    h: &Holder,
    subject_is_self: bool,
) -> Option<Ctx> {
    // The trigger table says which events can raise this trigger at all.
    if !event
        .raise()
        .is_some_and(|r| trigger.kind().raised_by.contains(&r))
    {
        return None;
    }
    let ctx = Ctx::default();
    match (event, trigger) {
        (GameEvent::Played { unit, .. }, Trigger::Played) if unit.is_some() && *unit == h.unit => {
            Some(Ctx { it: *unit, ..ctx })
        }
        // A When Played ability (7.6.13c) of a unit played using Smuggle
        // (7.5.14f), as the unit keeps how it was played.
        (GameEvent::Played { unit, .. }, Trigger::PlayedUsingSmuggle)
            if unit.is_some()
                && *unit == h.unit
                && h.in_play
                    .is_some_and(|u| u.how_played == Some(HowPlayed::UsingSmuggle)) =>
        {
            Some(Ctx { it: *unit, ..ctx })
        }
        (GameEvent::Played { player, .. }, Trigger::OpponentPlaysCard)
            if *player != h.controller && h.unit.is_some() =>
        {
            Some(Ctx {
                triggering_player: Some(*player),
                played_card: played_card(event),
                ..ctx
            })
        }
        (
            GameEvent::Played {
                player,
                unit: Some(u),
                ..
            },
            Trigger::YouPlayAnotherUnit,
        ) if *player == h.controller && Some(*u) != h.unit && h.unit.is_some() => Some(Ctx {
            it: Some(*u),
            ..ctx
        }),
        (GameEvent::Defeated { unit, power }, Trigger::Defeated | Trigger::Bounty)
            if subject_is_self =>
        {
            Some(Ctx {
                it: h.unit,
                left_play: Some((unit.card.clone(), unit.owner)),
                power_as_it_left: Some(*power),
                upgrades_as_it_left: unit
                    .upgrades
                    .iter()
                    .map(|g| (g.card.clone(), g.owner))
                    .collect(),
                ..ctx
            })
        }
        // A captured unit has left play too (its Bounty's "this unit" is
        // its card as it left, 8.11.1), to be found under its guard, not
        // in a discard pile.
        (GameEvent::Captured { unit }, Trigger::Bounty) if subject_is_self => Some(Ctx {
            it: h.unit,
            left_play: Some((unit.card.clone(), unit.owner)),
            ..ctx
        }),
        (GameEvent::Deployed { unit }, Trigger::Deployed) if Some(*unit) == h.unit => {
            Some(Ctx { it: h.unit, ..ctx })
        }
        (GameEvent::Created { unit }, Trigger::Created) if Some(*unit) == h.unit => {
            Some(Ctx { it: h.unit, ..ctx })
        }
        // "another" (8.18.1): not this unit's own play.
        (GameEvent::Played { player, unit, .. }, Trigger::YouPlayAnotherCard)
            if *player == h.controller
                && (unit.is_none() || *unit != h.unit)
                && h.unit.is_some() =>
        {
            Some(Ctx {
                it: *unit,
                played_card: played_card(event),
                ..ctx
            })
        }
        // "When you play an upgrade on this unit" (Fenn Rau): played by
        // this unit's controller and attached to it.
        (
            GameEvent::Played {
                player,
                on: Some(u),
                ..
            },
            Trigger::YouPlayUpgradeOnThisUnit,
        ) if *player == h.controller && Some(*u) == h.unit => Some(Ctx {
            it: Some(*u),
            ..ctx
        }),
        // "When you play an upgrade on a unit" (Dengar): any unit, this
        // one too; the holder is in play (7.6.3), "that unit" is `it`.
        (
            GameEvent::Played {
                player,
                on: Some(u),
                ..
            },
            Trigger::YouPlayUpgradeOnAUnit,
        ) if *player == h.controller && h.unit.is_some() => Some(Ctx {
            it: Some(*u),
            ..ctx
        }),
        (GameEvent::Played { player, event, .. }, Trigger::YouPlayEvent)
            if *event && *player == h.controller && h.unit.is_some() =>
        {
            Some(ctx)
        }
        (GameEvent::AttackDeclared { attacker, .. }, Trigger::OnAttack)
            if Some(*attacker) == h.unit =>
        {
            Some(ctx)
        }
        (GameEvent::AttackDeclared { defender, .. }, Trigger::OnDefense | Trigger::Attacked)
            if defender.is_some() && *defender == h.unit =>
        {
            Some(ctx)
        }
        (GameEvent::DealtCombatDamage { unit }, Trigger::DealsCombatDamage)
            if Some(*unit) == h.unit =>
        {
            Some(ctx)
        }
        (GameEvent::AttackEnds { attacker }, Trigger::AttackEnds) if Some(*attacker) == h.unit => {
            Some(ctx)
        }
        // Open question 28, the engine's reading: only a unit still in play
        // as its attack ends has completed it (a defeated attacker looking
        // back does not).
        (GameEvent::AttackEnds { attacker }, Trigger::CompletesAttack)
            if Some(*attacker) == h.unit && h.in_play.is_some() =>
        {
            Some(ctx)
        }
        (
            GameEvent::Drew {
                player,
                in_action_phase: true,
            },
            Trigger::OpponentDraws,
        ) if *player != h.controller && h.unit.is_some() => Some(Ctx {
            triggering_player: Some(*player),
            ..ctx
        }),
        // "another" (8.18.1): the holder's own defeat raises neither.
        (
            GameEvent::Defeated { unit, .. },
            Trigger::FriendlyUnitDefeated | Trigger::AnotherFriendlyUnitDefeated,
        ) if !subject_is_self && unit.controller == h.controller && h.unit.is_some() => Some(ctx),
        (GameEvent::Defeated { unit, .. }, Trigger::EnemyUnitDefeated)
            if !subject_is_self && unit.controller != h.controller && h.unit.is_some() =>
        {
            Some(ctx)
        }
        // The defeated unit as it was just before it left play (8.11.1):
        // its upgrades, Shield and Experience tokens too (3.6.12, 3.6.13).
        (GameEvent::Defeated { unit, .. }, Trigger::UpgradedEnemyUnitDefeated)
            if !subject_is_self
                && unit.controller != h.controller
                && unit.is_upgraded()
                && h.unit.is_some() =>
        {
            Some(ctx)
        }
        (GameEvent::Defeated { .. }, Trigger::AnotherUniqueUnitDefeated)
            if !subject_is_self && h.unit.is_some() =>
        {
            Some(ctx)
        }
        // Whose unit it is and its traits: `Engine::board_meets`.
        (GameEvent::AttackDeclared { .. }, Trigger::FriendlyForceUnitAttacks)
        | (GameEvent::Deployed { .. }, Trigger::YouDeployLeader)
            if !subject_is_self =>
        {
            Some(ctx)
        }
        (GameEvent::PhaseStarts(Phase::Action), Trigger::ActionPhaseStarts)
        | (GameEvent::PhaseStarts(Phase::Regroup), Trigger::RegroupPhaseStarts)
        | (GameEvent::PhaseEnds(Phase::Action), Trigger::ActionPhaseEnds)
        | (GameEvent::PhaseEnds(Phase::Regroup), Trigger::RegroupPhaseEnds)
            if !subject_is_self =>
        {
            Some(Ctx { it: h.unit, ..ctx })
        }
        (GameEvent::ReadiedCards { player }, Trigger::YouReadyCardsInRegroup)
            if *player == h.controller =>
        {
            Some(Ctx { it: h.unit, ..ctx })
        }
        _ => None,
    }
}

fn played_card(event: &GameEvent) -> Option<String> {
    match event {
        GameEvent::Played { card, .. } => Some(card.clone()),
        _ => None,
    }
}
