//! The start or end of a phase (5.4.1a, 5.4.1c, 5.5.1a, 5.5.1e): one moment,
//! the same five parts at all four phase boundaries.

use super::{Ctx, ItemKind, Pending};
use crate::rulesets::swu::cards::{Duration, TimingPoint, Trigger};
use crate::rulesets::swu::engine::events::GameEvent;
use crate::rulesets::swu::engine::kinds;
use crate::rulesets::swu::engine::structure::phase_rule;
use crate::rulesets::swu::engine::{readings, Engine, EngineResult, Phase, StepText};
use crate::timing::OrderNode;

impl Engine<'_> {
    /// The start or end of a phase, in the order the judge lesson teaches:
    /// 1. lasting effects that end here expire, all at once (7.7.3e);
    /// 2. the state is checked (1.16.5);
    /// 3. the abilities this moment triggers are fixed now (ruling 2026-05-06);
    /// 4. delayed effects for this moment resolve, each with its nested
    ///    layer (7.7.4b, 7.7.4e);
    /// 5. then the abilities triggered by the moment resolve (7.6.9, 7.6.10).
    pub(in crate::rulesets::swu::engine) fn phase_moment(
        &mut self,
        point: TimingPoint,
    ) -> EngineResult<Option<OrderNode>> {
        let mut parts = Vec::new();
        // 1. Lasting effects.
        let ends = |d: Duration| match point {
            TimingPoint::EndOfActionPhase => d == Duration::ThisPhase,
            TimingPoint::EndOfRegroupPhase => {
                matches!(d, Duration::ThisPhase | Duration::ThisRound)
            }
            _ => false,
        };
        let (expiring, staying): (Vec<_>, Vec<_>) = std::mem::take(&mut self.state.lasting)
            .into_iter()
            .partition(|l| ends(l.duration));
        self.state.lasting = staying.into();
        // Those on the game (`GameState::game_lasting`) expire with them.
        let (game_expiring, game_staying): (Vec<_>, Vec<_>) =
            std::mem::take(&mut self.state.game_lasting)
                .into_iter()
                .partition(|l| ends(l.duration));
        self.state.game_lasting = game_staying;
        if !expiring.is_empty() || !game_expiring.is_empty() {
            let label = self.unique_label(format!("expire/{}", point.slug()));
            let names: Vec<String> = expiring
                .iter()
                .map(|l| {
                    format!(
                        "{} on {}",
                        l.source,
                        self.state
                            .unit(l.target)
                            .map(|u| self.unit_name(u))
                            .unwrap_or_else(|| "a unit".into())
                    )
                })
                .chain(
                    game_expiring
                        .iter()
                        .map(|l| format!("{} on the game", l.source)),
                )
                .collect();
            let text = format!(
                "Lasting effects that end at {} expire, all at the same time: {}.",
                point.describe(),
                names.join("; ")
            );
            self.record(
                kinds::LASTING_EFFECT_EXPIRED,
                StepText::new(text, &["7.7.3e", phase_rule(point)]).label(label.clone()),
            )?;
            parts.push(OrderNode::event(label));
        }
        // 2. State check after expiry (a unit whose HP bonus ended).
        let in_play: Vec<_> = self.state.units.iter().map(|u| u.instance).collect();
        let check_start = self.steps.len();
        self.state_check()?;
        let defeated_here: Vec<_> = in_play
            .into_iter()
            .filter(|id| self.state.unit(*id).is_none())
            .collect();
        // 3. What this moment triggers is fixed now.
        let event = match point {
            TimingPoint::StartOfActionPhase => GameEvent::PhaseStarts(Phase::Action),
            TimingPoint::EndOfActionPhase => GameEvent::PhaseEnds(Phase::Action),
            TimingPoint::StartOfRegroupPhase => GameEvent::PhaseStarts(Phase::Regroup),
            TimingPoint::EndOfRegroupPhase | TimingPoint::EndOfPhase => {
                GameEvent::PhaseEnds(Phase::Regroup)
            }
        };
        // What the state check triggered is already waiting; the moment's
        // own abilities come after it.
        let triggered_by_check = self.pending.len();
        self.emit(event)?;
        let moment_triggers = self.take_pending();
        // 4. Delayed effects.
        let (due, waiting): (Vec<_>, Vec<_>) = std::mem::take(&mut self.state.delayed)
            .into_iter()
            .partition(|d| d.at == point);
        self.state.delayed = waiting.into();
        self.moment_collected = true;
        let items: Vec<Pending> = due
            .into_iter()
            .map(|d| Pending {
                label: d.label,
                controller: d.controller,
                source_name: d.source,
                source_card: None,
                source_unit: None,
                trigger: Trigger::Event,
                may: false,
                effects: d.effects,
                ctx: Ctx {
                    it: d.target,
                    ..Ctx::default()
                },
                kind: ItemKind::Delayed,
                keyword: None,
            })
            .collect();
        // The moment's own abilities are parked while the delayed effects,
        // and all they trigger, resolve first.
        let parked: Vec<String> = moment_triggers.iter().map(|i| i.label.clone()).collect();
        // What the delayed effects trigger resolves nested in them, before
        // the moment's abilities: the engine's reading of open question 21,
        // marked on those steps while any of the moment's abilities wait.
        let outer = std::mem::replace(
            &mut self.delayed_beside_moment,
            (!parked.is_empty()).then_some(self.depth),
        );
        // Open question 8: a unit the state check defeated here has left
        // play before the moment's abilities trigger, so an ability of its
        // own for this moment does not trigger, and its When Defeated waits
        // with the moment's abilities, after the delayed effects. Marked
        // where that reading changes something: the unit had such an
        // ability, or its When Defeated waits beside other items.
        let theirs: Vec<String> = moment_triggers
            .iter()
            .filter(|p| p.source_unit.is_some_and(|u| defeated_here.contains(&u)))
            .map(|p| p.label.clone())
            .collect();
        let phase_trigger = match point {
            TimingPoint::StartOfActionPhase => Trigger::ActionPhaseStarts,
            TimingPoint::EndOfActionPhase => Trigger::ActionPhaseEnds,
            TimingPoint::StartOfRegroupPhase => Trigger::RegroupPhaseStarts,
            TimingPoint::EndOfRegroupPhase | TimingPoint::EndOfPhase => Trigger::RegroupPhaseEnds,
        };
        let own_ability_lost = self.steps[check_start..].iter().any(|s| {
            s.facts.source_id.as_deref().is_some_and(|card| {
                self.pool
                    .get(card)
                    .is_some_and(|c| c.abilities.iter().any(|a| a.when.contains(&phase_trigger)))
            })
        });
        // Beside the moment's delayed effects or its own abilities (what the
        // same defeat triggered waits with it under either reading).
        let beside_others =
            !theirs.is_empty() && (!items.is_empty() || moment_triggers.len() > triggered_by_check);
        let reading_8 = !defeated_here.is_empty() && (own_ability_lost || beside_others);
        if reading_8 {
            for s in &mut self.steps[check_start..] {
                s.facts
                    .follow_reading(readings::STATE_CHECK_AT_A_PHASE_MOMENT);
            }
        }
        let delayed = self.layer(false, parked, |e| e.resolve_window(items));
        self.delayed_beside_moment = outer;
        let delayed = delayed?;
        // 5. The moment's triggered abilities.
        let window_start = self.steps.len();
        let triggered = self.resolve_window(moment_triggers);
        if reading_8 {
            for s in &mut self.steps[window_start..] {
                if s.label.as_ref().is_some_and(|l| theirs.contains(l)) {
                    s.facts
                        .follow_reading(readings::STATE_CHECK_AT_A_PHASE_MOMENT);
                }
            }
        }
        self.moment_collected = false;
        let triggered = triggered?;
        let after_expiry: Vec<OrderNode> = delayed.into_iter().chain(triggered).collect();
        let tail = match after_expiry.len() {
            0 => None,
            1 => after_expiry.into_iter().next(),
            _ => Some(OrderNode::seq(
                after_expiry,
                "7.7.4b",
                "delayed effects resolve right after their timing point, before any ability triggered by that same moment; what a delayed effect triggers resolves with it",
            )),
        };
        parts.extend(tail);
        Ok(match parts.len() {
            0 => None,
            1 => parts.pop(),
            _ => Some(OrderNode::seq(parts, phase_rule(point), "at the start or end of a phase, lasting effects expire first, then delayed effects resolve, then triggered abilities")),
        })
    }
}
