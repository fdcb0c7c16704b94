//! The regroup phase's own steps (5.5.1c, 5.5.1d): the resource step and
//! the ready step. The phase's start and end, and the order of its steps,
//! are `structure.rs`'s, as for every phase.

#[path = "ready_cards.rs"]
mod ready_cards;

use super::{kinds, Engine, EngineResult, PlayerId, StepText};
use crate::timing::OrderNode;

impl Engine<'_> {
    /// Starting with the active player, each player may resource one card
    /// (5.5.1c).
    /// The resource step (5.5.1c): the active player decides first, then the
    /// other; each decision is an event labelled `{player}/resource`.
    pub(super) fn resource_step(&mut self) -> EngineResult<Option<OrderNode>> {
        let first = self.state.active_player();
        let mut parts = Vec::new();
        for p in [first, first.other()] {
            let mut options = vec!["no card".to_string()];
            options.extend(self.hand_options(p));
            if options.len() == 1 {
                continue;
            }
            let prompt = format!(
                "Resource step: which card does {} resource, if any?",
                self.state.name(p)
            );
            let Some(choice) = self.decide(
                p,
                prompt,
                options.clone(),
                super::decide::Ask::One,
                &["5.5.1c"],
            )?
            else {
                // The game ended at this decision (a concession): the
                // decisions already made stay in the order tree.
                break;
            };
            let name = self.state.name(p);
            let label = self.unique_label(format!("{}/resource", crate::scenario_slug(&name)));
            let i = options.iter().position(|o| *o == choice[0]).unwrap_or(0);
            let text = if i > 0 {
                self.state.player_mut(p).hand.remove(i - 1);
                self.state.player_mut(p).resources.exhausted += 1;
                format!("{name} resources {}, facedown and exhausted.", choice[0])
            } else {
                format!("{name} does not resource a card.")
            };
            self.record(
                kinds::MOVE,
                StepText::new(text, &["5.5.1c"])
                    .label(label.clone())
                    .player(p),
            )?;
            parts.push(OrderNode::event(label));
        }
        Ok((!parts.is_empty()).then(|| {
            OrderNode::seq(
                parts,
                "5.5.1c",
                "in the resource step the active player decides first, then the other player",
            )
        }))
    }

    /// Each player readies all their cards, except those a lasting effect
    /// or a constant ability stops (5.5.1d); then what "When you ready
    /// cards during the regroup phase" triggered resolves, within the step
    /// (7.6.5).
    pub(super) fn ready_step(&mut self) -> EngineResult<Option<OrderNode>> {
        // Who has an exhausted card to ready (open question 31).
        let readies_some = PlayerId::BOTH.map(|p| self.has_exhausted_card(p));
        let blocked: Vec<_> = self
            .state
            .units
            .iter()
            .map(|u| u.instance)
            .filter(|id| self.cant_ready(*id))
            .collect();
        for p in PlayerId::BOTH {
            let r = &mut self.state.player_mut(p).resources;
            r.ready += r.exhausted;
            r.exhausted = 0;
            if let Some(l) = &mut self.state.player_mut(p).leader {
                l.exhausted = false;
            }
        }
        let mut stayed = Vec::new();
        for u in &mut self.state.units {
            if blocked.contains(&u.instance) {
                if u.exhausted {
                    stayed.push(u.instance);
                }
            } else {
                u.exhausted = false;
            }
        }
        self.note(
            "Both players ready their units, leaders and resources.".into(),
            &["5.5.1d"],
        )?;
        for s in stayed {
            self.note(
                format!(
                    "{} stays exhausted: a lasting effect says it can't ready.",
                    self.state
                        .unit(s)
                        .map(|u| self.unit_name(u))
                        .unwrap_or_default()
                ),
                &["5.5.1d", "8.3.2", "7.7.3b"],
            )?;
        }
        self.ready_cards_triggers(readies_some)
    }
}
