//! The runner shared by the pre-game and round procedures: dice read from
//! the script, decisions read from the script, steps and the order tree.
//! The engine never chooses for a player and never rolls a random die.

use super::kinds;
use std::borrow::Cow;
use std::collections::BTreeMap;
use std::fmt;
use std::ops::Range;

use super::board::{Board, PlayerBoard};
use super::data::{AbilityDef, AbilityRef, EffectKind};
use super::format::{Start, SwmScenario};
use crate::scenario_file::Diagnostic;
use crate::timing::order::Group;
use crate::timing::{ChoicePoint, OrderNode, Step, StepKind, Trace};

/// The most steps a run may take: no script can make the engine loop.
pub const STEP_LIMIT: usize = 2_000;
/// The most times one "go back to step N" loop may go round.
pub const LOOP_CAP: u32 = 12;

/// Why a run stopped before its end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SwmError {
    /// The path the run takes needs a die the scenario did not write.
    MissingRoll {
        player: String,
        step: String,
        what: String,
        roll: usize,
        span: Option<Range<usize>>,
    },
    /// A decision the script does not make.
    MissingDecision {
        step: String,
        player: String,
        prompt: String,
        options: Vec<String>,
    },
    /// The next script entry is by another player than the one deciding.
    WrongPlayer {
        entry: usize,
        span: Range<usize>,
        expected: String,
        got: String,
        step: String,
        prompt: String,
        options: Vec<String>,
    },
    /// The script chose something that is not a legal option.
    IllegalDecision {
        entry: usize,
        span: Range<usize>,
        player: String,
        chosen: String,
        step: String,
        prompt: String,
        options: Vec<String>,
    },
    /// Script entries left over when the run ended.
    UnusedDecision { entry: usize, span: Range<usize> },
    /// A "go back to step N" loop went round too often.
    Loop { step: String, cap: u32 },
    /// The sources do not settle what happens here.
    Unsettled { step: String, message: String },
    /// The run took more than [`STEP_LIMIT`] steps.
    StepLimit,
}

impl fmt::Display for SwmError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SwmError::MissingRoll { player, step, what, roll, .. } => write!(
                f,
                "{player} has no roll {roll} written: {what} at {step} needs it; add it to [rolls].{player}"
            ),
            SwmError::MissingDecision { step, player, prompt, options } => write!(
                f,
                "the script ends before {player} decides at {step}: {prompt}; options: {}",
                options.join(" | ")
            ),
            SwmError::WrongPlayer { entry, expected, got, step, prompt, options, .. } => write!(
                f,
                "script entry {entry} is a decision by {got}, but the next decision is {expected}'s at {step}: {prompt}; options: {}",
                options.join(" | ")
            ),
            SwmError::IllegalDecision { entry, player, chosen, step, prompt, options, .. } => write!(
                f,
                "script entry {entry}: \"{chosen}\" is not a legal option for {player} at {step}: {prompt}; options: {}",
                options.join(" | ")
            ),
            SwmError::UnusedDecision { entry, .. } => write!(
                f,
                "script entry {entry} is never asked for: the run ended before it"
            ),
            SwmError::Loop { step, cap } => write!(
                f,
                "the procedure went back to {step} {cap} times; write rolls or decisions that end the loop"
            ),
            SwmError::Unsettled { step, message } => write!(f, "at {step}: {message}"),
            SwmError::StepLimit => write!(f, "the run took more than {STEP_LIMIT} steps"),
        }
    }
}

impl SwmError {
    /// The error as a diagnostic of the scenario's file.
    pub fn to_diagnostic(&self, sc: &SwmScenario) -> Diagnostic {
        let span = match self {
            SwmError::MissingRoll { span, .. } => span.clone(),
            SwmError::WrongPlayer { span, .. }
            | SwmError::IllegalDecision { span, .. }
            | SwmError::UnusedDecision { span, .. } => Some(span.clone()),
            _ => None,
        };
        sc.diag(span, self.to_string())
    }
}

pub use super::secret::Ask;

/// The trace a run produces.
pub type SwmTrace = Trace<Board>;

/// The engine's state while it runs a scenario.
pub struct Runner<'a> {
    pub sc: &'a SwmScenario,
    pub board: Board,
    pub steps: Vec<Step<Board>>,
    frames: Vec<Vec<OrderNode>>,
    dice_used: BTreeMap<String, usize>,
    script_pos: usize,
    /// Abilities conferred during the game (9c), by character name.
    pub conferred: BTreeMap<String, Vec<String>>,
    /// Pre-game abilities that have resolved, as (owner id, character,
    /// ability id): a character that changes squads at 9b does not
    /// resolve them a second time at 9c.
    pub resolved_early: std::collections::BTreeSet<(String, String, String)>,
}

impl<'a> Runner<'a> {
    pub fn new(sc: &'a SwmScenario) -> Runner<'a> {
        let m = &sc.file.match_;
        let players = m
            .seating
            .get_ref()
            .iter()
            .map(|id| PlayerBoard {
                id: id.clone(),
                name: sc.name_of(id),
                squad: sc.file.players.get(id).map_or_else(Vec::new, |p| {
                    p.squad.iter().map(|c| canonical(sc, c.get_ref())).collect()
                }),
                ..PlayerBoard::default()
            })
            .collect();
        let mut board = Board {
            players,
            ..Board::default()
        };
        if m.start == Start::Round {
            board.setup_order = m.setup_order.iter().map(|p| sc.name_of(p)).collect();
            board.doors_checked = m.first_round > 1;
            // The board before the first step is the round's, not the
            // pre-game's.
            board.round = m.first_round.max(1);
        }
        Runner {
            sc,
            board,
            steps: Vec::new(),
            frames: vec![Vec::new()],
            dice_used: BTreeMap::new(),
            script_pos: 0,
            conferred: BTreeMap::new(),
            resolved_early: std::collections::BTreeSet::new(),
        }
    }

    /// Player ids in seating (clockwise) order.
    pub fn seating(&self) -> Vec<String> {
        self.sc.file.match_.seating.get_ref().clone()
    }

    pub fn name(&self, id: &str) -> String {
        self.sc.name_of(id)
    }

    /// The id of the player with this display name.
    pub fn id_of_name(&self, name: &str) -> Option<String> {
        self.board
            .players
            .iter()
            .find(|p| p.name == name)
            .map(|p| p.id.clone())
    }

    pub fn pb(&mut self, id: &str) -> &mut PlayerBoard {
        // Every id the engine uses comes from the seating, which `parse`
        // checked against the players; fall back to a scratch entry anyway.
        let i = self.board.players.iter().position(|p| p.id == id);
        match i {
            Some(i) => &mut self.board.players[i],
            None => {
                self.board.players.push(PlayerBoard {
                    id: id.to_string(),
                    name: id.to_string(),
                    ..PlayerBoard::default()
                });
                let last = self.board.players.len() - 1;
                &mut self.board.players[last]
            }
        }
    }

    /// Every ability a player's squad has now, with the character carrying
    /// it, in squad order.
    pub fn abilities(&self, id: &str) -> Vec<(String, AbilityRef, AbilityDef)> {
        let Some(p) = self.board.player(id) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for c in &p.squad {
            for (r, d) in self.sc.pool.abilities_of(c) {
                out.push((c.clone(), r, d.clone()));
            }
            for a in self.conferred.get(c).into_iter().flatten() {
                if let Ok(r) = AbilityRef::parse(a) {
                    if let Some(d) = self.sc.pool.abilities.get(&r.id) {
                        out.push((c.clone(), r, d.clone()));
                    }
                }
            }
        }
        out
    }

    /// A player's abilities of one effect kind that are not cancelled.
    pub fn live(&self, id: &str, kind: EffectKind) -> Vec<(String, AbilityRef, AbilityDef)> {
        let cancelled = self
            .board
            .player(id)
            .map(|p| p.cancelled.clone())
            .unwrap_or_default();
        self.abilities(id)
            .into_iter()
            .filter(|(_, _, d)| d.effect == kind && !cancelled.contains(&d.name))
            .collect()
    }

    /// Roll one die for a player: the next one written in `[rolls]`.
    pub fn roll(&mut self, id: &str, step: &str, what: &str) -> Result<u8, SwmError> {
        let used = self.dice_used.entry(id.to_string()).or_insert(0);
        let n = *used;
        let list = self.sc.file.rolls.get(id);
        match list.and_then(|l| l.get_ref().get(n)) {
            Some(v) => {
                *used += 1;
                Ok(u8::try_from(*v.get_ref()).unwrap_or(1).clamp(1, 20))
            }
            None => Err(SwmError::MissingRoll {
                player: id.to_string(),
                step: step.to_string(),
                what: what.to_string(),
                roll: n + 1,
                span: list.map(|l| l.span()),
            }),
        }
    }

    /// One decision by `player` among `options`. A single option is taken
    /// without asking (no choice point).
    pub fn decide(
        &mut self,
        player: &str,
        step: &str,
        prompt: &str,
        options: Vec<String>,
    ) -> Result<(String, Option<ChoicePoint>), SwmError> {
        if options.len() == 1 {
            return Ok((options[0].clone(), None));
        }
        let (entry, chosen) = self.next_entry(player, step, prompt, &options)?;
        let found = match chosen.as_slice() {
            [one] => options
                .iter()
                .find(|o| o.eq_ignore_ascii_case(one))
                .cloned(),
            _ => None,
        };
        match found {
            Some(o) => {
                self.script_pos += 1;
                Ok((
                    o.clone(),
                    Some(self.choice_point(player, prompt, options, vec![o], step)),
                ))
            }
            None => Err(self.illegal(entry, player, chosen.join(", "), step, prompt, options)),
        }
    }

    /// A player orders several items. One item or none needs no decision.
    pub fn decide_order(
        &mut self,
        player: &str,
        step: &str,
        prompt: &str,
        items: Vec<String>,
    ) -> Result<(Vec<String>, Option<ChoicePoint>), SwmError> {
        if items.len() <= 1 {
            return Ok((items, None));
        }
        let (entry, chosen) = self.next_entry(player, step, prompt, &items)?;
        let mut order = Vec::new();
        for c in &chosen {
            match items.iter().find(|o| o.eq_ignore_ascii_case(c)) {
                Some(o) if !order.contains(o) => order.push(o.clone()),
                _ => {
                    return Err(self.illegal(
                        entry,
                        player,
                        chosen.join(", "),
                        step,
                        prompt,
                        items,
                    ));
                }
            }
        }
        if order.len() != items.len() {
            return Err(self.illegal(entry, player, chosen.join(", "), step, prompt, items));
        }
        self.script_pos += 1;
        let cp = self.choice_point(player, prompt, items, order.clone(), step);
        Ok((order, Some(cp)))
    }

    fn next_entry(
        &self,
        player: &str,
        step: &str,
        prompt: &str,
        options: &[String],
    ) -> Result<(usize, Vec<String>), SwmError> {
        let Some(e) = self.sc.file.script.get(self.script_pos) else {
            return Err(SwmError::MissingDecision {
                step: step.to_string(),
                player: self.name(player),
                prompt: prompt.to_string(),
                options: options.to_vec(),
            });
        };
        if e.player.get_ref() != player {
            return Err(SwmError::WrongPlayer {
                entry: self.script_pos + 1,
                span: e.player.span(),
                expected: self.name(player),
                got: self.name(e.player.get_ref()),
                step: step.to_string(),
                prompt: prompt.to_string(),
                options: options.to_vec(),
            });
        }
        Ok((self.script_pos + 1, e.choose.get_ref().as_vec()))
    }

    fn illegal(
        &self,
        entry: usize,
        player: &str,
        chosen: String,
        step: &str,
        prompt: &str,
        options: Vec<String>,
    ) -> SwmError {
        let span = self
            .sc
            .file
            .script
            .get(entry - 1)
            .map_or(0..0, |e| e.choose.span());
        SwmError::IllegalDecision {
            entry,
            span,
            player: self.name(player),
            chosen,
            step: step.to_string(),
            prompt: prompt.to_string(),
            options,
        }
    }

    fn choice_point(
        &self,
        player: &str,
        prompt: &str,
        options: Vec<String>,
        chosen: Vec<String>,
        step: &str,
    ) -> ChoicePoint {
        ChoicePoint {
            chooser: self.name(player),
            chooser_id: Some(player.to_string()),
            prompt: prompt.to_string(),
            options,
            chosen,
            rules: vec![step.to_string()],
            names: Vec::new(),
        }
    }

    /// Record a step; a labelled one joins the current order frame.
    #[allow(clippy::too_many_arguments)]
    pub fn emit(
        &mut self,
        kind: StepKind,
        own_kind: &str,
        step: &str,
        label: Option<String>,
        player: Option<&str>,
        source: Option<&str>,
        text: String,
        choice: Option<ChoicePoint>,
    ) -> Result<(), SwmError> {
        if self.steps.len() >= STEP_LIMIT {
            return Err(SwmError::StepLimit);
        }
        self.board.step = step.to_string();
        self.board.kind = own_kind.to_string();
        // Labels are unique within a run: a repeat gets a counter.
        let label = label.map(|l| {
            let taken = |x: &str| self.steps.iter().any(|s| s.label.as_deref() == Some(x));
            if !taken(&l) {
                return l;
            }
            (2..)
                .map(|n| format!("{l}~{n}"))
                .find(|c| !taken(c))
                .unwrap_or(l)
        });
        if let Some(l) = &label {
            if let Some(f) = self.frames.last_mut() {
                f.push(OrderNode::event(l.clone()));
            }
        }
        let kind = if choice.is_some() {
            kinds::CHOICE
        } else {
            kind
        };
        self.steps.push(Step {
            kind,
            label,
            player: player.map(|p| self.name(p).into()),
            source: source.map(str::to_string),
            text: text.into(),
            rules: vec![step.to_string().into()],
            depth: 0,
            facts: crate::timing::Facts {
                player_id: player.map(|p| Cow::Owned(p.to_string())),
                values: self.board.values(),
                ..Default::default()
            },
            choice,
            waiting: Vec::new(),
            board: self.board.clone(),
        });
        self.board.revealed.clear();
        Ok(())
    }

    /// A step that starts a numbered step of the procedure.
    pub fn announce(&mut self, step: &str, text: &str) -> Result<(), SwmError> {
        self.emit(
            kinds::PHASE_STEP,
            "procedure",
            step,
            None,
            None,
            None,
            text.to_string(),
            None,
        )
    }

    /// The label prefix: `pg` in the pre-game, `rN` in round N.
    pub fn prefix(&self) -> String {
        if self.board.round == 0 {
            "pg".into()
        } else {
            format!("r{}", self.board.round)
        }
    }

    /// Start collecting labelled events apart (for a window).
    pub fn open(&mut self) {
        self.frames.push(Vec::new());
    }

    /// Stop collecting: the events collected since the matching `open`.
    pub fn close(&mut self) -> Vec<OrderNode> {
        if self.frames.len() > 1 {
            self.frames.pop().unwrap_or_default()
        } else {
            Vec::new()
        }
    }

    pub(super) fn extend(&mut self, items: Vec<OrderNode>) {
        if let Some(f) = self.frames.last_mut() {
            f.extend(items);
        }
    }

    /// Record a window: each group's items are one player's, the player
    /// orders their own; `chooser` picks which group goes first (none: any).
    pub fn push_window(
        &mut self,
        groups: Vec<(String, Vec<OrderNode>)>,
        chooser: Option<String>,
        step: &str,
        why: &str,
    ) {
        let groups: Vec<Group> = groups
            .into_iter()
            .filter(|(_, items)| !items.is_empty())
            .map(|(owner, items)| Group {
                owner: self.name(&owner),
                items: items.into_iter().map(block).collect(),
                rule: step.to_string(),
                decided_at: None,
            })
            .collect();
        if groups.is_empty() {
            return;
        }
        let node = OrderNode::Window {
            groups,
            chooser: chooser.map(|c| self.name(&c)),
            decided_at: None,
            rule: step.to_string(),
            why: why.to_string(),
        };
        if let Some(f) = self.frames.last_mut() {
            f.push(node);
        }
    }

    /// Items a player orders: each item's events as one block.
    pub fn push_own_order(&mut self, player: &str, items: Vec<Vec<OrderNode>>, step: &str) {
        let items: Vec<OrderNode> = items
            .into_iter()
            .filter(|i| !i.is_empty())
            .map(|i| seq(i, step, "one ability resolves completely before the next"))
            .collect();
        if items.len() <= 1 {
            self.extend(items);
            return;
        }
        self.push_window(
            vec![(player.to_string(), items)],
            None,
            step,
            "the player chooses the order of their own abilities",
        );
    }

    /// The finished trace.
    pub fn finish(mut self, outcome: String) -> Result<SwmTrace, SwmError> {
        if let Some(e) = self.sc.file.script.get(self.script_pos) {
            return Err(SwmError::UnusedDecision {
                entry: self.script_pos + 1,
                span: e.player.span(),
            });
        }
        while self.frames.len() > 1 {
            let f = self.close();
            self.extend(f);
        }
        let top = self.frames.pop().unwrap_or_default();
        let order = super::step_order::in_step_order(&self.steps, top);
        Ok(Trace {
            steps: self.steps,
            order,
            outcome: Some(outcome),
        })
    }
}

fn block(n: OrderNode) -> OrderNode {
    n
}

/// A sequence node (a single child stands alone).
pub fn seq(mut children: Vec<OrderNode>, rule: &str, why: &str) -> OrderNode {
    if children.len() == 1 {
        return children.remove(0);
    }
    OrderNode::Seq {
        children,
        rule: rule.to_string(),
        why: why.to_string(),
    }
}

/// A character's name as the pool spells it.
pub fn canonical(sc: &SwmScenario, name: &str) -> String {
    sc.pool
        .character(name)
        .map_or_else(|| name.to_string(), |c| c.name.clone())
}
