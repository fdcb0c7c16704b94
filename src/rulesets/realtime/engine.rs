//! The procedure, read top to bottom: `TurnStart`, `ActionPhase` (the three
//! clocks), `ResolveActions` by kind order (in `resolve.rs`), `TurnEnd`,
//! `VictoryCheck`. The engine never chooses for a player: every decision
//! with more than one legal option comes from the scenario's script, and a
//! missing or illegal one is a [`RunError`] naming the step and listing the
//! legal options.

use super::kinds;
use super::readings;
use std::borrow::Cow;
use std::collections::VecDeque;
use std::fmt;

use super::cards::{self, Effect, Trigger};
use super::model::{clock_text, ActionKind, Board, PlayerBoard, Unit};
use super::scenario::{Decision, Scenario, TurnScript};
use crate::timing::{ChoicePoint, OrderNode, Step, StepKind, Trace};

/// Seconds a target player's turn clock gains when they owe a Selection.
pub const TARGET_PLAYER_EXTRA: u32 = 8;

/// The outcome when no one has lost.
pub const CONTINUES: &str = "Game continues";

/// Why a run stopped: where, what, and the legal options when a decision
/// was missing or illegal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunError {
    /// The label (or description) of the step where it happened.
    pub at: String,
    pub message: String,
    pub options: Vec<String>,
}

impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at {}: {}", self.at, self.message)?;
        if !self.options.is_empty() {
            write!(f, "; the legal options are {}", self.options.join(", "))?;
        }
        Ok(())
    }
}

impl std::error::Error for RunError {}

/// The run's outcome: [`CONTINUES`], "Nico loses on time", or "Nico and
/// Alex lose on time".
pub fn outcome(trace: &Trace<Board>) -> String {
    trace.outcome.clone().unwrap_or_else(|| CONTINUES.into())
}

/// The board before the first turn: every player's setup, sorted by
/// Player Number, with full clocks.
pub fn start_board(sc: &Scenario) -> Board {
    let mut players: Vec<PlayerBoard> = sc
        .players
        .iter()
        .map(|p| PlayerBoard {
            id: p.id.clone(),
            name: p.name.clone(),
            number: p.number,
            team: p.team.clone(),
            base: p.base.clone(),
            field: p.field.clone(),
            limbo: Vec::new(),
            chuted: Vec::new(),
            hq: p.hq,
            billet: p.billet,
            turn_clock: sc.turn_clock,
            turn_clock_out: false,
            player_clock: p.player_clock,
            player_clock_running: false,
            selected: None,
            lost: false,
        })
        .collect();
    crate::sorting::sort_by_key(&mut players, |p| p.number);
    Board {
        turn: 0,
        phase: "start".into(),
        time: 0,
        global_clock: sc.global_clock(),
        players,
        reinforcements: sc.reinforcements.clone(),
        step_kind: "setup".into(),
    }
}

/// One action waiting to resolve.
#[derive(Debug, Clone)]
pub(crate) struct Pending {
    pub player: usize,
    pub kind: ActionKind,
    pub unit: Option<String>,
    /// The default action of a player who did not select.
    pub by_default: bool,
}

pub(crate) struct Engine<'s> {
    pub sc: &'s Scenario,
    pub board: Board,
    pub steps: Vec<Step<Board>>,
    pub decisions: VecDeque<Decision>,
    pub turn: u32,
    /// The global clock ended this turn's action phase: the AI makes every
    /// Selection still to be made this turn (`rt-ai-selections`).
    pub ai_selects_all: bool,
    /// The players who got the default action this turn (they made no
    /// Selection of their own).
    pub defaulted: Vec<usize>,
    /// The player whose Selection the next decision is: when the AI makes
    /// it for a player who selected an action, that is open entry 4.
    pub selection_of: Option<usize>,
    /// The units deployed this turn, as `owner/ref` (open entry 11).
    pub deployed: Vec<String>,
}

/// Run the scenario: every turn of its script.
pub fn run(sc: &Scenario) -> Result<Trace<Board>, RunError> {
    cards::cards().map_err(|message| RunError {
        at: "the card data".into(),
        message,
        options: Vec::new(),
    })?;
    let mut e = Engine {
        sc,
        board: start_board(sc),
        steps: Vec::new(),
        decisions: VecDeque::new(),
        turn: 0,
        ai_selects_all: false,
        defaulted: Vec::new(),
        selection_of: None,
        deployed: Vec::new(),
    };
    let mut nodes = Vec::new();
    let mut outcome = None;
    for (n, script) in sc.turns.iter().enumerate() {
        e.turn = n as u32 + 1;
        if let Some(o) = &outcome {
            return Err(RunError {
                at: format!("turn {}", e.turn),
                message: format!("the game is over ({o}) before this turn of the script"),
                options: Vec::new(),
            });
        }
        let (node, lost) = e.play_turn(script)?;
        nodes.push(node);
        if !lost.is_empty() {
            outcome = Some(loss_text(&lost));
        }
    }
    let order = OrderNode::Seq {
        children: nodes,
        rule: "rt-turn".into(),
        why: "turns follow one another".into(),
    };
    Ok(Trace {
        steps: e.steps,
        order,
        outcome: Some(outcome.unwrap_or_else(|| CONTINUES.into())),
    })
}

/// "Nico loses on time", "Alex and Nico lose on time".
pub fn loss_text(names: &[String]) -> String {
    match names {
        [one] => format!("{one} loses on time"),
        _ => format!("{} lose on time", names.join(" and ")),
    }
}

/// A Seq node, or the lone child.
pub(crate) fn seq(children: Vec<OrderNode>, rule: &str, why: &str) -> Option<OrderNode> {
    match children.len() {
        0 => None,
        1 => children.into_iter().next(),
        _ => Some(OrderNode::Seq {
            children,
            rule: rule.into(),
            why: why.into(),
        }),
    }
}

impl<'s> Engine<'s> {
    pub fn label(&self, stem: &str) -> String {
        format!("{stem}-{}", self.turn)
    }

    /// The id the scenario gives player `p` (`alex`).
    pub fn player_id(&self, p: usize) -> Option<String> {
        self.board.players.get(p).map(|p| p.id.clone())
    }

    pub fn name(&self, p: usize) -> String {
        self.board
            .players
            .get(p)
            .map(|p| p.name.clone())
            .unwrap_or_default()
    }

    #[allow(clippy::too_many_arguments)]
    pub fn step(
        &mut self,
        kind: StepKind,
        step_kind: &str,
        label: Option<String>,
        player: Option<usize>,
        source: Option<String>,
        text: String,
        rules: &[&str],
        depth: u32,
    ) {
        self.board.step_kind = step_kind.into();
        self.steps.push(Step {
            kind,
            label,
            player: player.map(|p| self.name(p).into()),
            source,
            text: text.into(),
            rules: rules.iter().map(|r| r.to_string().into()).collect(),
            depth,
            facts: crate::timing::Facts {
                player_id: player.and_then(|p| self.player_id(p)).map(Cow::Owned),
                values: self.board.values(),
                ..Default::default()
            },
            choice: None,
            waiting: Vec::new(),
            board: self.board.clone(),
        });
    }

    /// A decision's option as the trainee reads it: a player's id is their
    /// name, a card's ref the card's name; anything else is already words.
    pub fn option_name(&self, option: &str) -> String {
        if let Some(p) = self.board.player(option) {
            return p.name.clone();
        }
        // A foe's unit is named by its owner and ref (`nico/marine`).
        if let Some((owner, unit)) = option.split_once('/') {
            if let Some(p) = self.board.player(owner) {
                if let Some(u) = p.base.iter().chain(&p.field).find(|u| u.r#ref == unit) {
                    return format!("{}'s {}", p.name, u.name);
                }
            }
        }
        let units = self
            .board
            .players
            .iter()
            .flat_map(|p| p.base.iter().chain(&p.field));
        units
            .chain(self.board.reinforcements.iter().flat_map(|z| &z.cards))
            .find(|u| u.r#ref == option)
            .map_or_else(|| option.to_string(), |u| u.name.clone())
    }

    /// A decision by `chooser` (a player index, or `None` for the AI).
    /// One legal option is taken without asking; none is `None`.
    pub fn decide(
        &mut self,
        chooser: Option<usize>,
        label: String,
        prompt: String,
        options: Vec<String>,
        rules: &[&str],
    ) -> Result<Option<String>, RunError> {
        if options.len() <= 1 {
            return Ok(options.into_iter().next());
        }
        let (who_id, who_name) = match chooser {
            Some(p) => (self.board.players[p].id.clone(), self.name(p)),
            None => ("ai".to_string(), "AI".to_string()),
        };
        let Some(d) = self.decisions.pop_front() else {
            return Err(RunError {
                at: label,
                message: format!("the script has no decision for {who_name}: {prompt}"),
                options,
            });
        };
        if d.player != who_id {
            return Err(RunError {
                at: label,
                message: format!(
                    "the script's next decision is {}'s, but {who_name} decides here: {prompt}",
                    d.player
                ),
                options,
            });
        }
        if !options.contains(&d.choose) {
            return Err(RunError {
                at: label,
                message: format!(
                    "'{}' is not a legal option for {who_name}: {prompt}",
                    d.choose
                ),
                options,
            });
        }
        self.board.step_kind = "decision".into();
        self.steps.push(Step {
            kind: kinds::CHOICE,
            label: Some(label),
            player: Some(who_name.as_str().into()),
            source: None,
            text: format!(
                "{who_name} decides: {prompt} {who_name} picks {}.",
                self.option_name(&d.choose)
            )
            .into(),
            rules: rules.iter().map(|r| r.to_string().into()).collect(),
            depth: 1,
            facts: crate::timing::Facts {
                player_id: chooser.map(|_| Cow::Owned(who_id.clone())),
                values: self.board.values(),
                ..Default::default()
            },
            choice: Some(ChoicePoint {
                chooser: who_name,
                // The AI's decisions name it by its id, `ai`.
                chooser_id: Some(who_id.clone()),
                prompt,
                names: options.iter().map(|o| self.option_name(o)).collect(),
                options,
                chosen: vec![d.choose.clone()],
                rules: rules.iter().map(|r| r.to_string()).collect(),
            }),
            waiting: Vec::new(),
            board: self.board.clone(),
        });
        // The AI choosing for a player who selected an action of their
        // own: under the other reading of entry 4 that player would.
        let owner_selected = self
            .selection_of
            .is_some_and(|p| !self.defaulted.contains(&p));
        if chooser.is_none() && self.ai_selects_all && owner_selected {
            self.mark(readings::AI_SELECTIONS);
        }
        Ok(Some(d.choose))
    }

    /// The players on another side than `p`.
    pub fn foes(&self, p: usize) -> Vec<usize> {
        let me = &self.board.players[p];
        (0..self.board.players.len())
            .filter(|&q| q != p && (me.team.is_none() || self.board.players[q].team != me.team))
            .collect()
    }

    fn play_turn(&mut self, script: &TurnScript) -> Result<(OrderNode, Vec<String>), RunError> {
        self.decisions = script.decisions.iter().cloned().collect();
        self.ai_selects_all = false;
        self.defaulted.clear();
        self.deployed.clear();
        let start = self.turn_start()?;
        let (action, pending) = self.action_phase(script)?;
        let resolve = self.resolve_actions(pending)?;
        let (end, lost) = self.turn_end();
        if let Some(d) = self.decisions.front() {
            return Err(RunError {
                at: format!("turn {}", self.turn),
                message: format!(
                    "the script's decision '{}' for {} is never asked for",
                    d.choose, d.player
                ),
                options: Vec::new(),
            });
        }
        let parts: Vec<OrderNode> = [Some(start), Some(action), resolve, Some(end)]
            .into_iter()
            .flatten()
            .collect();
        let node = seq(
            parts,
            "rt-turn",
            "a turn is its start, its action phase, the resolution and its end, in that order",
        )
        .unwrap_or_else(|| OrderNode::event(self.label("turn-start")));
        Ok((node, lost))
    }

    /// `TurnStart`: the clocks reset, then start-of-turn effects.
    fn turn_start(&mut self) -> Result<OrderNode, RunError> {
        let t = self.sc.turn_clock;
        self.board.turn = self.turn;
        self.board.phase = "start".into();
        self.board.time = 0;
        self.board.global_clock = self.sc.global_clock();
        for p in &mut self.board.players {
            p.turn_clock = t;
            p.turn_clock_out = false;
            p.player_clock_running = false;
            p.selected = None;
        }
        let label = self.label("turn-start");
        self.step(
            kinds::PHASE_STEP,
            "turn_start",
            Some(label.clone()),
            None,
            None,
            format!(
                "0:00 Turn {} starts: every turn clock is set to {} and the global clock to {}.",
                self.turn,
                clock_text(t),
                clock_text(self.sc.global_clock())
            ),
            &["rt-turn-start", "rt-clock-turn", "rt-clock-global"],
            0,
        );
        let mut events = vec![OrderNode::event(label)];
        let has_start_effect = |u: &Unit| {
            cards::card(&u.card)
                .and_then(|c| c.ability)
                .is_some_and(|a| a.trigger == Trigger::TurnStart && a.effect == Effect::FoeDiscards)
        };
        // Player Number order between players is a reading (open entry 9):
        // it decides something only when two players have such effects.
        let players_with = self
            .board
            .players
            .iter()
            .filter(|p| p.field.iter().any(has_start_effect))
            .count();
        for p in 0..self.board.players.len() {
            let units: Vec<Unit> = self.board.players[p].field.clone();
            for u in units.iter().filter(|u| has_start_effect(u)) {
                let head = self.steps.len();
                events.extend(self.foe_discards(p, u)?);
                if players_with > 1 {
                    self.mark_at(head, readings::START_EFFECTS_ORDER);
                }
            }
        }
        Ok(seq(
            events,
            "rt-start-effects",
            "the clocks reset first; start-of-turn effects then resolve in Player Number order (this trainer's reading)",
        )
        .unwrap_or_else(|| OrderNode::event(self.label("turn-start"))))
    }

    /// A start-of-turn "a foe Selects a card in their Base for Limbo".
    fn foe_discards(&mut self, p: usize, u: &Unit) -> Result<Vec<OrderNode>, RunError> {
        let owner_id = self.board.players[p].id.clone();
        let head = self.label(&format!("{owner_id}/{}", u.r#ref));
        self.step(
            kinds::ABILITY_TRIGGERED,
            "start_effect",
            Some(head.clone()),
            Some(p),
            Some(u.name.clone()),
            format!(
                "{}'s start-of-turn effect: a foe of {}, as target player, must Select a card in their Base for Limbo.",
                u.name,
                self.name(p)
            ),
            &["rt-start-effects", "rt-target-player"],
            1,
        );
        let mut out = vec![OrderNode::event(head)];
        out.extend(self.target_player_sends_to_limbo(p, u, Some(p), "")?);
        Ok(out)
    }

    /// "A foe, as target player, Selects a card in their Base for Limbo",
    /// whenever it happens (a start-of-turn effect, an activated ability).
    /// `chooser` picks the foe (the AI when it makes the Selections). The
    /// target player gets 8 s on their turn clock only when they have a
    /// Selection to make: a card in their Base (`rt-clock-target-player`).
    /// `stem` tells apart the labels of a second such effect in a turn.
    pub(crate) fn target_player_sends_to_limbo(
        &mut self,
        p: usize,
        u: &Unit,
        chooser: Option<usize>,
        stem: &str,
    ) -> Result<Vec<OrderNode>, RunError> {
        let owner_id = self.board.players[p].id.clone();
        let mut out = Vec::new();
        let foes = self.foes(p);
        let options: Vec<String> = foes
            .iter()
            .map(|&f| self.board.players[f].id.clone())
            .collect();
        let pick = self.label(&format!("{owner_id}/{}-target{stem}", u.r#ref));
        let Some(target_id) = self.decide(
            chooser,
            pick.clone(),
            format!("Which foe is the target player of {}?", u.name),
            options,
            &["rt-target-player"],
        )?
        else {
            return Ok(out);
        };
        if self.steps.last().and_then(|s| s.label.as_deref()) == Some(pick.as_str()) {
            out.push(OrderNode::event(pick));
        }
        let Some(f) = self.board.index_of(&target_id) else {
            return Ok(out);
        };
        let base: Vec<String> = self.board.players[f]
            .base
            .iter()
            .map(|c| c.r#ref.clone())
            .collect();
        let extra = self.label(&format!("{target_id}/extra-time{stem}"));
        if base.is_empty() {
            self.step(
                kinds::NOTE,
                "no_selection",
                Some(extra.clone()),
                Some(f),
                Some(u.name.clone()),
                format!(
                    "{}'s Base is empty: as target player {} has nothing to Select, so no Selection is required and the turn clock gains no time.",
                    self.name(f),
                    self.name(f)
                ),
                &["rt-clock-target-player"],
                1,
            );
            // No time when nothing is to be selected: open entry 5.
            self.mark(readings::TARGET_PLAYER_TIME);
            out.push(OrderNode::event(extra));
            return Ok(out);
        }
        // After the global clock has run out the AI makes every Selection
        // left (`rt-ai-selections`): the target player selects nothing and
        // gets no time.
        let selector = if self.ai_selects_all { None } else { Some(f) };
        self.selection_of = Some(f);
        if selector.is_some() {
            let now = self.board.players[f]
                .turn_clock
                .saturating_add(TARGET_PLAYER_EXTRA);
            self.board.players[f].turn_clock = now;
            self.step(
                kinds::NOTE,
                "extra_time",
                Some(extra.clone()),
                Some(f),
                Some(u.name.clone()),
                format!(
                    "{} must make a Selection as a target player: {TARGET_PLAYER_EXTRA} s are added to {}'s turn clock, now {}.",
                    self.name(f),
                    self.name(f),
                    clock_text(now)
                ),
                &["rt-clock-target-player"],
                1,
            );
            // The 8 s on the turn clock only, and for a Selection of one
            // card too: open entry 5.
            self.mark(readings::TARGET_PLAYER_TIME);
            out.push(OrderNode::event(extra));
        }
        let which = self.label(&format!("{target_id}/limbo-pick{stem}"));
        if let Some(r) = self.decide(
            selector,
            which.clone(),
            format!("Which card in {}'s Base goes to Limbo?", self.name(f)),
            base,
            &["rt-target-player"],
        )? {
            if self.steps.last().and_then(|s| s.label.as_deref()) == Some(which.as_str()) {
                out.push(OrderNode::event(which));
            }
            let pb = &mut self.board.players[f];
            if let Some(i) = pb.base.iter().position(|c| c.r#ref == r) {
                let card = pb.base.remove(i);
                pb.limbo.push(card.name.clone());
                self.step(
                    kinds::MOVE,
                    "limbo",
                    None,
                    Some(f),
                    Some(u.name.clone()),
                    format!("{} goes from {}'s Base to Limbo.", card.name, self.name(f)),
                    &["rt-target-player"],
                    1,
                );
            }
        }
        Ok(out)
    }

    /// `TurnEnd` and `VictoryCheck`. Returns the order node and who lost.
    fn turn_end(&mut self) -> (OrderNode, Vec<String>) {
        self.board.phase = "end".into();
        let head = self.label("turn-end");
        self.step(
            kinds::PHASE_STEP,
            "turn_end",
            Some(head.clone()),
            None,
            None,
            format!("Turn {} ends: end-of-turn effects resolve.", self.turn),
            &["rt-turn-end"],
            0,
        );
        let mut events = vec![OrderNode::event(head)];
        for p in 0..self.board.players.len() {
            let (dead, alive): (Vec<Unit>, Vec<Unit>) = self.board.players[p]
                .field
                .drain(..)
                .partition(|u| u.life <= 0);
            self.board.players[p].field = alive;
            for u in dead {
                self.board.players[p].chuted.push(u.name.clone());
                let label = self.label(&format!("{}/{}-chuted", self.board.players[p].id, u.r#ref));
                self.step(
                    kinds::DEFEAT,
                    "chuted",
                    Some(label.clone()),
                    Some(p),
                    Some(u.name.clone()),
                    format!(
                        "{} has no Life left and goes to Chuted, out of the game.",
                        u.name
                    ),
                    &["rt-turn-end", "rt-chuted"],
                    1,
                );
                events.push(OrderNode::event(label));
            }
        }
        let mut lost = Vec::new();
        for p in &mut self.board.players {
            if p.player_clock == 0 {
                p.lost = true;
                lost.push(p.name.clone());
            }
        }
        let check = self.label("victory-check");
        let text = if lost.is_empty() {
            "Victory check: no player's player clock has run out, so the game goes on.".to_string()
        } else {
            format!(
                "Victory check: {} ran out of player clock completely: {}.",
                lost.join(" and "),
                loss_text(&lost)
            )
        };
        self.step(
            if lost.is_empty() {
                kinds::STATE_CHECK
            } else {
                kinds::GAME_OVER
            },
            "victory_check",
            Some(check.clone()),
            None,
            None,
            text,
            &["rt-victory-check"],
            0,
        );
        // Losing at the victory check of the turn the player clock ran out
        // is entry 3; several losing together, entry 8.
        if !lost.is_empty() {
            self.mark(readings::PLAYER_CLOCK_OUT);
        }
        if lost.len() > 1 {
            self.mark(readings::SEVERAL_LOSERS);
        }
        events.push(OrderNode::event(check));
        let node = seq(
            events,
            "rt-turn-end",
            "end-of-turn effects resolve, then the victory check",
        )
        .unwrap_or_else(|| OrderNode::event(self.label("turn-end")));
        (node, lost)
    }
}
