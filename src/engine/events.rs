//! What a game event triggers. An ability triggers only if its card is in
//! play when the event happens (7.6.3), except When Defeated and Bounty,
//! which the defeated unit itself triggers as it leaves (7.6.4, 7.6.14).

use super::window::{Ctx, ItemKind, Pending};
use super::{Engine, EngineResult, InstanceId, Phase, PlayerId, StepText, Unit};
use crate::cards::{Ability, CardType, Effect, Keyword, Target, Trigger};
use crate::timing::StepKind;

/// Something that happened that abilities may react to.
#[derive(Debug, Clone)]
pub(super) enum GameEvent {
    Played {
        player: PlayerId,
        card: String,
        unit: Option<InstanceId>,
    },
    Defeated {
        unit: Unit,
    },
    PhaseStarts(Phase),
    PhaseEnds(Phase),
}

/// A card in play that may hold abilities.
struct Holder {
    card: String,
    label: String,
    controller: PlayerId,
    unit: Option<InstanceId>,
    /// Abilities granted by upgrades on it: (upgrade card, label).
    upgrades: Vec<String>,
}

impl Engine<'_> {
    fn holders(&self) -> Vec<Holder> {
        let mut out: Vec<Holder> = Vec::new();
        for p in PlayerId::BOTH {
            if let Some(l) = &self.state.player(p).leader {
                if !l.deployed {
                    out.push(Holder {
                        card: l.card.clone(),
                        label: l.label.clone(),
                        controller: p,
                        unit: None,
                        upgrades: Vec::new(),
                    });
                }
            }
        }
        for u in &self.state.units {
            out.push(Self::holder_of(u));
        }
        out
    }

    fn holder_of(u: &Unit) -> Holder {
        Holder {
            card: u.card.clone(),
            label: u.label.clone(),
            controller: u.controller,
            unit: Some(u.instance),
            upgrades: u.upgrades.iter().map(|g| g.card.clone()).collect(),
        }
    }

    /// Collect what `event` triggers into the pending list, recording a
    /// "triggered" step for each.
    pub(super) fn emit(&mut self, event: GameEvent) -> EngineResult<()> {
        let mut found: Vec<(Holder, Ability, Trigger, Ctx)> = Vec::new();
        let mut consider = |engine: &Engine, h: Holder, subject_is_self: bool| {
            let mut abilities: Vec<Ability> = engine
                .pool
                .get(&h.card)
                .map(|c| c.abilities.iter().filter(|a| !a.granted).cloned().collect())
                .unwrap_or_default();
            abilities.extend(engine.keyword_abilities(&h.card));
            for up in &h.upgrades {
                if let Some(c) = engine.pool.get(up) {
                    abilities.extend(c.abilities.iter().filter(|a| a.granted).cloned());
                }
            }
            for a in abilities {
                for &t in &a.when {
                    if let Some(ctx) = matches(&event, t, &h, subject_is_self) {
                        found.push((
                            Holder {
                                card: h.card.clone(),
                                label: h.label.clone(),
                                controller: h.controller,
                                unit: h.unit,
                                upgrades: Vec::new(),
                            },
                            a.clone(),
                            t,
                            ctx,
                        ));
                    }
                }
            }
        };
        if let GameEvent::Defeated { unit } = &event {
            consider(self, Self::holder_of(unit), true);
        }
        for h in self.holders() {
            consider(self, h, false);
        }
        for (h, ability, trigger, ctx) in found {
            let controller = if trigger == Trigger::Bounty {
                h.controller.other()
            } else {
                h.controller
            };
            let slug = match &ability.id {
                Some(id) if ability.when.len() > 1 => format!("{id}-{}", trigger.slug()),
                Some(id) => id.clone(),
                None => trigger.slug().to_string(),
            };
            let label = self.unique_label(format!("{}/{}", h.label, slug));
            let source_name = self.card_name(&h.card);
            let text = format!("{}'s {} ability triggers.", source_name, trigger.printed());
            let rules: &[&'static str] = match trigger {
                Trigger::Defeated => &["7.6.4", "7.6.14"],
                Trigger::Bounty => &["7.5.13"],
                Trigger::Played => &["7.6.13"],
                Trigger::ActionPhaseStarts
                | Trigger::RegroupPhaseStarts
                | Trigger::ActionPhaseEnds
                | Trigger::RegroupPhaseEnds => &["5.4", "7.6.1"],
                _ => &["7.6.1", "7.6.3"],
            };
            // The label goes on the resolution step: questions ask about
            // the order things resolve in.
            self.record(
                StepKind::AbilityTriggered,
                StepText::new(text, rules)
                    .player(controller)
                    .source(source_name.clone()),
            )?;
            self.pending.push(Pending {
                label,
                controller,
                source_name,
                source_unit: h.unit,
                trigger,
                may: ability.may,
                effects: ability.effects,
                ctx,
                kind: ItemKind::Triggered,
            });
        }
        Ok(())
    }

    /// Keywords that behave like When Played abilities (7.5.5, 7.5.12).
    fn keyword_abilities(&self, card: &str) -> Vec<Ability> {
        let Some(c) = self.pool.get(card) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        if c.has_keyword(Keyword::Shielded) && c.card_type == CardType::Unit {
            out.push(Ability {
                id: Some("shielded".into()),
                when: vec![Trigger::Played],
                may: false,
                granted: false,
                effects: vec![Effect::GiveShield {
                    target: Target::This,
                }],
            });
        }
        out
    }
}

/// Does `event` meet `trigger` for the holder? Returns the context the
/// ability resolves with.
fn matches(event: &GameEvent, trigger: Trigger, h: &Holder, subject_is_self: bool) -> Option<Ctx> {
    let ctx = Ctx::default();
    match (event, trigger) {
        (GameEvent::Played { unit, .. }, Trigger::Played) if unit.is_some() && *unit == h.unit => {
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
        (GameEvent::Defeated { .. }, Trigger::Defeated | Trigger::Bounty) if subject_is_self => {
            Some(Ctx { it: h.unit, ..ctx })
        }
        (GameEvent::Defeated { unit }, Trigger::FriendlyUnitDefeated)
            if !subject_is_self && unit.controller == h.controller && h.unit.is_some() =>
        {
            Some(ctx)
        }
        (GameEvent::Defeated { unit }, Trigger::EnemyUnitDefeated)
            if !subject_is_self && unit.controller != h.controller && h.unit.is_some() =>
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
        _ => None,
    }
}

fn played_card(event: &GameEvent) -> Option<String> {
    match event {
        GameEvent::Played { card, .. } => Some(card.clone()),
        _ => None,
    }
}
