//! "What if?" runs: the engine runs the scenario again with some decisions
//! taken differently (`crate::timing::branch`).
//!
//! **Which decisions the script still answers.** A branch reads the same
//! script as the original run, with one rule for decisions:
//!
//! - A decision the trainee took (by its choice point's number in the
//!   branch, `choice-N`) is answered by the trainee. The script line that
//!   answered the same question in the original run, if one is waiting,
//!   is set aside: the trainee's answer replaces it.
//! - Any other decision is answered by a script line only when that line
//!   answered *the same question* in the original run (the same prompt,
//!   by the same player) and its answer is legal now. The line is looked
//!   for among the decision lines waiting before the next action line, in
//!   any order: a branch may ask the same questions in another order (two
//!   abilities resolved the other way round each choose their targets).
//! - A decision no line answers stops the branch there: it is reported
//!   with its chooser, prompt and legal options (a [`Pending`] decision)
//!   and the trainee makes it. The engine never picks.
//! - Actions are read in order as always. When a turn comes, decision
//!   lines still waiting answered questions the branch never asked, and
//!   are skipped. A turn the script has no action for (or an action the
//!   branch's board does not allow) ends the branch early, with the reason.
//! - Script lines left over when the run ends are not an error: the branch
//!   may end the game sooner.
//!
//! Before the first decision taken differently the branch asks exactly
//! the original's questions in the original's order, so it is the original
//! run step for step; taking a decision the way the original did
//! reproduces the original run exactly.

use std::collections::{BTreeMap, HashMap};

use super::decide::Ask;
use super::{Engine, EngineError, EngineResult, ErrorKind, GameTrace, PlayerId, ScriptEntry};
use crate::timing::{Decision, Pending};

/// The state of a branch run.
#[derive(Debug, Clone, Default)]
pub(super) struct BranchMode {
    /// The trainee's decisions: choice number (1-based) → chosen options.
    decisions: BTreeMap<usize, Vec<String>>,
    /// The question each script entry answered in the original run.
    original_asked: HashMap<usize, String>,
    /// Script entries used (or set aside) by this run.
    used: Vec<bool>,
    /// The decision the branch stopped at.
    pending: Option<Pending>,
    /// The branch's own script: the lines it read and the trainee's
    /// decisions, in the order the run took them.
    consumed: Vec<ScriptEntry>,
}

/// What a branch run produced.
#[derive(Debug, Clone)]
pub struct BranchRun {
    pub trace: GameTrace,
    /// What each choice point of `trace` asked for.
    pub asks: Vec<Ask>,
    pub pending: Option<Pending>,
    /// Why the run could not go on, other than a pending decision.
    pub stopped: Option<EngineError>,
    /// The branch as a script: running it from the same board replays the
    /// branch up to where it stopped.
    pub script: Vec<ScriptEntry>,
}

/// What an original run recorded for its branches.
#[derive(Debug, Clone)]
pub struct Recorded {
    pub trace: GameTrace,
    pub error: Option<EngineError>,
    /// The question (prompt) each script entry answered, by entry.
    pub asked: HashMap<usize, String>,
    /// What each choice point asked for, in order.
    pub asks: Vec<Ask>,
}

impl Engine<'_> {
    /// Run as usual, keeping what a branch needs: which question each
    /// script line answered and what each choice point asked for.
    pub fn run_recorded(mut self) -> Recorded {
        self.asked = Some(HashMap::new());
        let (trace, error) = self.run_in_place();
        Recorded {
            trace,
            error,
            asked: self.asked.take().unwrap_or_default(),
            asks: std::mem::take(&mut self.asks),
        }
    }

    /// Run as a branch of a run that recorded `original_asked`, with the
    /// trainee's `decisions` (the module's rule says what the script still
    /// answers).
    pub fn run_branch(
        mut self,
        original_asked: HashMap<usize, String>,
        decisions: &[Decision],
    ) -> BranchRun {
        self.branch = Some(BranchMode {
            decisions: decisions.iter().map(|d| (d.at, d.chosen.clone())).collect(),
            original_asked,
            used: vec![false; self.script.len()],
            pending: None,
            consumed: Vec::new(),
        });
        let (trace, error) = self.run_in_place();
        let mode = self.branch.take().unwrap_or_default();
        let stopped = match (&mode.pending, error) {
            (Some(_), _) => None,
            (None, e) => e,
        };
        BranchRun {
            trace,
            asks: std::mem::take(&mut self.asks),
            pending: mode.pending,
            stopped,
            script: mode.consumed,
        }
    }

    /// In a branch, a script line was read: it joins the branch's script.
    pub(super) fn note_consumed(&mut self, index: usize) {
        let entry = self.script.get(index).cloned();
        if let (Some(mode), Some(entry)) = (self.branch.as_mut(), entry) {
            mode.consumed.push(entry);
            if let Some(u) = mode.used.get_mut(index) {
                *u = true;
            }
        }
    }

    /// In a branch, before a turn's action: skip the decision lines still
    /// waiting (they answered questions this branch never asked). True in
    /// a branch.
    pub(super) fn skip_stale_decisions(&mut self) -> bool {
        if self.branch.is_none() {
            return false;
        }
        while matches!(
            self.script.get(self.next_entry),
            Some(ScriptEntry::Decision { .. })
        ) {
            self.next_entry += 1;
        }
        true
    }

    /// The waiting decision line (before the next action line, not used)
    /// that answered `prompt` for `chooser` in the original run and, when
    /// `legal` is given, whose answer is legal now.
    fn matching_entry(
        &self,
        chooser: Option<PlayerId>,
        prompt: &str,
        legal: Option<(&[String], Ask)>,
    ) -> Option<(usize, Vec<String>)> {
        let mode = self.branch.as_ref()?;
        for i in self.next_entry..self.script.len() {
            if mode.used.get(i).copied().unwrap_or(true) {
                continue;
            }
            let ScriptEntry::Decision { player, choose } = &self.script[i] else {
                return None;
            };
            let same_player = player.is_none_or(|p| chooser == Some(p));
            if !same_player || mode.original_asked.get(&i).map(String::as_str) != Some(prompt) {
                continue;
            }
            match legal {
                None => return Some((i, choose.clone())),
                Some((options, ask)) => {
                    if let Ok(chosen) = self.match_decision(choose, options, ask, prompt) {
                        return Some((i, chosen));
                    }
                }
            }
        }
        None
    }

    fn use_entry(&mut self, index: Option<usize>) {
        if let Some(mode) = self.branch.as_mut() {
            if let Some(u) = index.and_then(|i| mode.used.get_mut(i)) {
                *u = true;
            }
            while mode.used.get(self.next_entry).copied().unwrap_or(false) {
                self.next_entry += 1;
            }
        }
    }

    /// Answer a decision in a branch: the trainee's decision for this choice
    /// point, else the script line that answered the same question, else
    /// the branch stops here with the decision pending.
    pub(super) fn decide_in_branch(
        &mut self,
        chooser: Option<PlayerId>,
        name: &str,
        prompt: &str,
        (options, names): (&[String], &[String]),
        ask: Ask,
        rules: &[&'static str],
    ) -> EngineResult<Vec<String>> {
        let at = self.asks.len() + 1;
        let taken = self
            .branch
            .as_ref()
            .and_then(|m| m.decisions.get(&at).cloned());
        let chosen = if let Some(choose) = taken {
            let chosen = self.match_decision(&choose, options, ask, prompt)?;
            let replaced = self.matching_entry(chooser, prompt, None).map(|(i, _)| i);
            self.use_entry(replaced);
            chosen
        } else if let Some((i, chosen)) = self.matching_entry(chooser, prompt, Some((options, ask)))
        {
            self.use_entry(Some(i));
            chosen
        } else {
            let step = self.steps.len();
            if let Some(mode) = self.branch.as_mut() {
                mode.pending = Some(Pending {
                    at,
                    step,
                    chooser: name.to_string(),
                    chooser_id: chooser.map(|p| p.slug().to_string()),
                    prompt: prompt.to_string(),
                    options: options.to_vec(),
                    ask,
                    rules: rules.iter().map(|r| r.to_string()).collect(),
                    names: names.to_vec(),
                });
            }
            return Err(self.decision_error(
                ErrorKind::MissingDecision,
                format!("the branch waits for {name}'s decision: {prompt}"),
                options,
            ));
        };
        if let Some(mode) = self.branch.as_mut() {
            mode.consumed.push(ScriptEntry::Decision {
                player: chooser,
                choose: chosen.clone(),
            });
        }
        Ok(chosen)
    }
}
