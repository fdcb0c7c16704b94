//! `ActionPhase`: every player selects at most one action, all at the same
//! time, against the three clocks (simulated in `clock.rs`). Each clock
//! event is a step with its time; the phase ends when every player has
//! selected, when the others have run out of player clock, or when the
//! global clock runs out, and players without an action get the default.

use std::borrow::Cow;

use super::cards::{self, Trigger};
use super::clock::{self, ClockEventKind, ClockIn, ClockRun, PhaseEnd, PlayerPhase};
use super::engine::{seq, Engine, Pending, RunError};
use super::kinds;
use super::model::{clock_text, ActionKind};
use super::readings;
use super::scenario::{Selection, TurnScript};
use crate::timing::{ChoicePoint, OrderNode, Step};
impl Engine<'_> {
    /// Every legal selection for player `p` now, as option strings.
    pub fn legal_selections(&self, p: usize) -> Vec<String> {
        let pb = &self.board.players[p];
        let mut out = Vec::new();
        for k in ActionKind::of_format(self.sc.format) {
            match k {
                ActionKind::VisibleDeploy | ActionKind::Transfer => {
                    out.extend(pb.base.iter().map(|u| format!("{} {}", k.key(), u.r#ref)))
                }
                ActionKind::StealthDeploy => {
                    if pb.field.iter().any(|u| u.hidden) {
                        out.extend(
                            pb.base
                                .iter()
                                .filter(|u| u.hidden)
                                .map(|u| format!("{} {}", k.key(), u.r#ref)),
                        )
                    }
                }
                ActionKind::PrepBase | ActionKind::PrepField | ActionKind::Summon => {
                    out.push(k.key().to_string())
                }
                ActionKind::Attack => out.extend(
                    pb.field
                        .iter()
                        .filter(|u| u.prepped)
                        .map(|u| format!("{} {}", k.key(), u.r#ref)),
                ),
                ActionKind::Activate => out.extend(
                    pb.field
                        .iter()
                        .filter(|u| {
                            u.prepped
                                && cards::card(&u.card)
                                    .and_then(|c| c.ability)
                                    .is_some_and(|a| a.trigger == Trigger::Activate)
                        })
                        .map(|u| format!("{} {}", k.key(), u.r#ref)),
                ),
            }
        }
        out
    }

    fn apply_reading(&mut self, run: &ClockRun, t: u32) {
        let r = run.at(t);
        self.board.time = t;
        self.board.global_clock = r.global;
        for (i, p) in self.board.players.iter_mut().enumerate() {
            p.turn_clock = r.turn[i];
            p.turn_clock_out = r.turn_out[i];
            p.player_clock = r.player[i];
            p.player_clock_running = r.player_running[i];
        }
    }

    /// `ActionPhase`: simultaneous selections against the three clocks.
    pub(crate) fn action_phase(
        &mut self,
        script: &TurnScript,
    ) -> Result<(OrderNode, Vec<Pending>), RunError> {
        self.board.phase = "action".into();
        let n = self.board.players.len();
        let chosen: Vec<Option<&Selection>> = (0..n)
            .map(|i| {
                script
                    .selections
                    .iter()
                    .find(|s| s.player == self.board.players[i].id)
            })
            .collect();
        let options: Vec<Vec<String>> = (0..n).map(|i| self.legal_selections(i)).collect();
        let inputs: Vec<ClockIn> = (0..n)
            .map(|i| ClockIn {
                turn_clock: self.board.players[i].turn_clock,
                player_clock: self.board.players[i].player_clock,
                selects_at: chosen[i].map(|s| s.at),
            })
            .collect();
        let run = clock::simulate(&inputs, self.sc.global_clock());
        let mut instants: Vec<(u32, Vec<(String, String)>)> = Vec::new();
        for ev in run.events.clone() {
            self.apply_reading(&run, ev.time);
            let time = clock_text(ev.time);
            let (who, label) = match ev.player {
                Some(p) => {
                    let id = self.board.players[p].id.clone();
                    let stem = match ev.kind {
                        ClockEventKind::Selected => "select",
                        ClockEventKind::TurnClockOut => "turn-clock-out",
                        ClockEventKind::PlayerClockStarts => "player-clock-starts",
                        ClockEventKind::PlayerClockOut => "player-clock-out",
                        ClockEventKind::GlobalClockOut => "global-clock-out",
                    };
                    (self.name(p), self.label(&format!("{id}/{stem}")))
                }
                None => ("global clock".to_string(), self.label("global-clock-out")),
            };
            match (ev.kind, ev.player) {
                (ClockEventKind::Selected, Some(p)) => {
                    let Some(sel) = chosen[p] else { continue };
                    self.select(p, sel, &options[p], &label, &run, &time)?;
                    // A selection at the very second a clock reaches zero
                    // counts: open entry 7.
                    let c = run.inputs[p];
                    let zeros = [c.turn_clock, c.turn_clock.saturating_add(c.player_clock), run.global];
                    if zeros.contains(&ev.time) {
                        self.mark(readings::AT_THE_SECOND);
                    }
                }
                (ClockEventKind::TurnClockOut, Some(p)) => self.step(
                    kinds::NOTE,
                    "turn_clock_out",
                    Some(label.clone()),
                    Some(p),
                    None,
                    format!("{time} {who}'s turn clock runs out before {who} has selected."),
                    &["rt-clock-turn"],
                    0,
                ),
                (ClockEventKind::PlayerClockStarts, Some(p)) => {
                    let left = clock_text(self.board.players[p].player_clock);
                    self.step(
                        kinds::NOTE,
                        "player_clock_starts",
                        Some(label.clone()),
                        Some(p),
                        None,
                        format!("{time} {who}'s player clock starts counting down, with {left} left."),
                        &["rt-clock-player"],
                        0,
                    )
                }
                (ClockEventKind::PlayerClockOut, Some(p)) => {
                    self.board.players[p].selected = Some(ActionKind::PrepBase.key().into());
                    self.step(
                        kinds::NOTE,
                        "player_clock_out",
                        Some(label.clone()),
                        Some(p),
                        None,
                        format!("{time} {who}'s player clock runs out: {who} gets the default action, Ready and Quarter (Prep Base)."),
                        &["rt-clock-player", "rt-default-action"],
                        0,
                    );
                    // At the global clock's second, it has still run out
                    // (entry 7).
                    if ev.time == run.global {
                        self.mark(readings::AT_THE_SECOND);
                    }
                }
                _ => self.step(
                    kinds::NOTE,
                    "global_clock_out",
                    Some(label.clone()),
                    None,
                    None,
                    format!("{time} The global clock runs out: the action phase ends no matter who has selected."),
                    &["rt-clock-global", "rt-phase-end"],
                    0,
                ),
            }
            match instants.last_mut() {
                Some((t, evs)) if *t == ev.time => evs.push((who, label)),
                _ => instants.push((ev.time, vec![(who, label)])),
            }
        }
        let pending = self.phase_end(&run, &chosen);
        let mut children: Vec<OrderNode> = instants
            .into_iter()
            .filter_map(|(_, evs)| instant(evs))
            .collect();
        children.push(OrderNode::event(self.label("action-phase-ends")));
        let node = seq(
            children,
            "rt-clock-time",
            "selections and clock events happen in the order of their times, and the phase ends after them",
        )
        .unwrap_or_else(|| OrderNode::event(self.label("action-phase-ends")));
        Ok((node, pending))
    }

    /// A selection option (`visible_deploy deckhand`) as the trainee reads
    /// it: the action's name and the card's ("Visible Deploy: Deckhand").
    fn selection_name(&self, p: usize, option: &str) -> String {
        let (key, unit) = option.split_once(' ').unwrap_or((option, ""));
        let Some(action) = ActionKind::parse(key) else {
            return option.to_string();
        };
        if unit.is_empty() {
            return action.name().to_string();
        }
        let pb = &self.board.players[p];
        let card = pb
            .base
            .iter()
            .chain(&pb.field)
            .find(|u| u.r#ref == unit)
            .map_or_else(|| self.option_name(unit), |u| u.name.clone());
        format!("{}: {card}", action.name())
    }

    fn select(
        &mut self,
        p: usize,
        sel: &Selection,
        options: &[String],
        label: &str,
        run: &ClockRun,
        time: &str,
    ) -> Result<(), RunError> {
        let opt = match &sel.unit {
            Some(u) => format!("{} {u}", sel.action.key()),
            None => sel.action.key().to_string(),
        };
        let who = self.name(p);
        if !options.contains(&opt) {
            return Err(RunError {
                at: label.to_string(),
                message: format!("'{opt}' is not a legal selection for {who} now"),
                options: options.to_vec(),
            });
        }
        self.board.players[p].selected = Some(sel.action.key().into());
        let late = matches!(run.players[p], PlayerPhase::OnPlayerClock { .. });
        let card = sel
            .unit
            .as_ref()
            .and_then(|r| {
                let pb = &self.board.players[p];
                pb.base.iter().chain(&pb.field).find(|u| &u.r#ref == r)
            })
            .map(|u| format!(" ({})", u.name))
            .unwrap_or_default();
        let how = if late {
            format!(
                ", on the player clock ({} left)",
                clock_text(self.board.players[p].player_clock)
            )
        } else {
            String::new()
        };
        self.board.step_kind = "select".into();
        self.steps.push(Step {
            kind: kinds::CHOICE,
            label: Some(label.to_string()),
            player: Some(who.as_str().into()),
            source: None,
            text: format!("{time} {who} selects {}{card}{how}.", sel.action.name()).into(),
            rules: vec!["rt-action-phase".into(), "rt-select".into()],
            depth: 0,
            facts: crate::timing::Facts {
                player_id: self.player_id(p).map(Cow::Owned),
                values: self.board.values(),
                ..Default::default()
            },
            choice: Some(ChoicePoint {
                chooser: who,
                chooser_id: self.player_id(p),
                prompt: "Select one action for this turn.".into(),
                names: options.iter().map(|o| self.selection_name(p, o)).collect(),
                options: options.to_vec(),
                chosen: vec![opt],
                rules: vec!["rt-action-phase".into(), "rt-select".into()],
            }),
            waiting: Vec::new(),
            board: self.board.clone(),
        });
        Ok(())
    }

    /// The phase-end step, default actions, and the queue to resolve.
    fn phase_end(&mut self, run: &ClockRun, chosen: &[Option<&Selection>]) -> Vec<Pending> {
        self.apply_reading(run, run.end);
        let time = clock_text(run.end);
        let mut pending = Vec::new();
        let mut defaulted = Vec::new();
        for (i, phase) in run.players.iter().enumerate() {
            self.board.players[i].player_clock = run.player_clock_left[i];
            self.board.players[i].player_clock_running = false;
            match (phase.selected(), chosen[i]) {
                (true, Some(s)) => pending.push(Pending {
                    player: i,
                    kind: s.action,
                    unit: s.unit.clone(),
                    by_default: false,
                }),
                _ => {
                    self.board.players[i].selected = Some(ActionKind::PrepBase.key().into());
                    self.defaulted.push(i);
                    defaulted.push(self.name(i));
                    pending.push(Pending {
                        player: i,
                        kind: ActionKind::PrepBase,
                        unit: None,
                        by_default: true,
                    });
                }
            }
        }
        let why = match run.reason {
            PhaseEnd::AllSelected => "every player has selected".to_string(),
            PhaseEnd::OthersOutOfTime => {
                "some players have selected and every other player's player clock has run out"
                    .to_string()
            }
            PhaseEnd::GlobalClock => "the global clock has run out".to_string(),
        };
        self.ai_selects_all = run.reason == PhaseEnd::GlobalClock;
        let defaults = if self.ai_selects_all {
            let who = if defaulted.is_empty() {
                String::new()
            } else {
                format!(
                    "; {}, without an action, get{} Ready and Quarter (Prep Base)",
                    defaulted.join(" and "),
                    if defaulted.len() == 1 { "s" } else { "" }
                )
            };
            format!(
                "{who}; the AI makes every Selection still to be made this turn, for every player"
            )
        } else if defaulted.is_empty() {
            String::new()
        } else {
            format!(
                "; {}, without an action, get{} Ready and Quarter (Prep Base), and the AI makes the Selections it still needs",
                defaulted.join(" and "),
                if defaulted.len() == 1 { "s" } else { "" }
            )
        };
        self.step(
            kinds::PHASE_STEP,
            "action_phase_ends",
            Some(self.label("action-phase-ends")),
            None,
            None,
            format!("{time} The action phase ends: {why}{defaults}."),
            // The default action is cited only where someone gets it.
            match (self.ai_selects_all, defaulted.is_empty()) {
                (true, false) => &["rt-phase-end", "rt-default-action", "rt-ai-selections"],
                (true, true) => &["rt-phase-end", "rt-ai-selections"],
                (false, false) => &["rt-phase-end", "rt-default-action"],
                (false, true) => &["rt-phase-end"],
            },
            0,
        );
        // Every player clock ran out and nobody selected, yet the phase
        // waited for the global clock: open entry 6.
        let all_out = run
            .players
            .iter()
            .all(|p| matches!(p, PlayerPhase::PlayerClockOut { at } if *at < run.end));
        if run.reason == PhaseEnd::GlobalClock && all_out {
            self.mark(readings::NOBODY_SELECTS);
        }
        for (i, s) in chosen.iter().enumerate() {
            if let (Some(s), false) = (s, run.players[i].selected()) {
                self.step(
                    kinds::NOTE,
                    "selection_too_late",
                    None,
                    Some(i),
                    None,
                    format!(
                        "{}'s selection at {} never counts: by then {}.",
                        self.name(i),
                        clock_text(s.at),
                        match run.players[i] {
                            PlayerPhase::PlayerClockOut { .. } => "their player clock had run out",
                            _ => "the action phase had ended",
                        }
                    ),
                    &["rt-phase-end"],
                    0,
                );
            }
        }
        pending
    }
}

/// The events of one second: one owner's in order, several owners' in any
/// order (they happen at the same moment).
fn instant(evs: Vec<(String, String)>) -> Option<OrderNode> {
    let mut groups: Vec<(String, Vec<String>)> = Vec::new();
    for (who, label) in evs {
        match groups.iter_mut().find(|(w, _)| *w == who) {
            Some((_, ls)) => ls.push(label),
            None => groups.push((who, vec![label])),
        }
    }
    let node_of = |ls: Vec<String>| {
        seq(
            ls.into_iter().map(OrderNode::event).collect(),
            "rt-clock-player",
            "a turn clock runs out, and then that player's player clock starts",
        )
    };
    if groups.len() <= 1 {
        return groups.pop().and_then(|(_, ls)| node_of(ls));
    }
    Some(OrderNode::Window {
        groups: groups
            .into_iter()
            .filter_map(|(owner, ls)| {
                node_of(ls).map(|n| crate::timing::order::Group {
                    owner,
                    items: vec![n],
                    rule: "rt-clock-ties".into(),
                    decided_at: None,
                })
            })
            .collect(),
        chooser: None,
        decided_at: None,
        rule: "rt-clock-ties".into(),
        why: "these happen in the same second: no order between them is fixed".into(),
    })
}
