//! "What if?" for Star Wars: Unlimited: a scenario's run again with other
//! decisions (`timing::branch`), and a wrong order explained
//! (`timing::replay`). The engine's side, and the rule for which later
//! decisions the script still answers, is `engine/branch.rs`.

use std::collections::HashMap;

use super::cards::CardPool;
use super::engine::branch::Recorded;
use super::engine::{Engine, GameState, GameTrace, ScriptEntry, StopPoint};
use crate::rulesets::Prepared;
use crate::scenario_file::{find_decision, Question};
use crate::timing::branch::alternatives;
use crate::timing::{
    candidates, explain_order, explain_order_by_running, Ask, Branch, Candidate, Decision, Given,
    OrderQuestion, WrongOrder,
};

/// A scenario ready to branch: its board and script, and what its original
/// run recorded (the question each script line answered).
pub struct Explorer<'p> {
    pool: &'p CardPool,
    board: GameState,
    script: Vec<ScriptEntry>,
    stop: StopPoint,
    recorded: Recorded,
}

impl<'p> Explorer<'p> {
    pub fn new(
        pool: &'p CardPool,
        board: GameState,
        script: Vec<ScriptEntry>,
        stop: StopPoint,
    ) -> Explorer<'p> {
        let recorded = Engine::new(pool, board.clone(), script.clone(), stop).run_recorded();
        Explorer {
            pool,
            board,
            script,
            stop,
            recorded,
        }
    }

    /// The explorer of a scenario's SWU setup.
    pub fn of(setup: &'p super::Setup) -> Explorer<'p> {
        Explorer::new(
            &setup.pool,
            setup.board.clone(),
            setup.script.clone(),
            setup.stop,
        )
    }

    /// The original run.
    pub fn original(&self) -> &GameTrace {
        &self.recorded.trace
    }

    /// What each choice point of the original run asked for.
    pub fn asks(&self) -> &[Ask] {
        &self.recorded.asks
    }

    /// The branch with these decisions, and the script that replays it.
    pub fn branch(&self, decisions: &[Decision]) -> (Branch<GameState>, Vec<ScriptEntry>) {
        let run = Engine::new(
            self.pool,
            self.board.clone(),
            self.script.clone(),
            self.stop,
        )
        .run_branch(self.recorded.asked.clone(), decisions);
        let stopped = run.stopped.as_ref().map(|e| e.to_string());
        let branch = Branch::new(
            &self.recorded.trace,
            decisions.to_vec(),
            run.trace,
            run.asks,
            run.pending,
            stopped,
        );
        (branch, run.script)
    }

    /// The other legal answers at choice point `at` (1-based) of `trace`
    /// (the original run or a branch, with its `asks`), at most
    /// `timing::branch::ALTERNATIVES_LIMIT`; the flag says whether some
    /// were cut.
    pub fn alternatives_at(
        trace: &GameTrace,
        asks: &[Ask],
        at: usize,
    ) -> Option<(Vec<Vec<String>>, bool)> {
        let (_, choice) = trace.choices().nth(at.checked_sub(1)?)?;
        let ask = asks.get(at - 1).copied().unwrap_or(Ask::One);
        Some(alternatives(ask, &choice.options, &choice.chosen))
    }

    /// Ordering question `question` (its index in the scenario) as the
    /// explanation of a wrong order needs it, handed to `f`. `Err` when it
    /// is not an ordering question, or a decision it gives away is not in
    /// the run.
    pub fn with_order_question<T>(
        &self,
        prepared: &Prepared,
        question: usize,
        f: impl FnOnce(&OrderQuestion<'_>) -> T,
    ) -> Result<T, String> {
        let Some(Question::Order { events, given, .. }) = prepared.scenario.questions.get(question)
        else {
            return Err(format!(
                "question {} is not an ordering question",
                question + 1
            ));
        };
        let Some(Some(space)) = prepared.spaces.get(question) else {
            return Err(format!("question {} has no order space", question + 1));
        };
        let labels: Vec<String> = events.iter().map(|(l, _)| l.clone()).collect();
        let mut given_steps = HashMap::new();
        for name in given {
            let d = find_decision(&prepared.trace, name)?;
            given_steps.insert(
                d.step,
                Given {
                    chosen: d.choice.chosen.clone(),
                    why: format!("the question gives {}'s choice", d.choice.chooser),
                },
            );
        }
        Ok(f(&OrderQuestion {
            space,
            events: &labels,
            given: &given_steps,
            limit: crate::scenario_file::question::ORDER_LIMIT,
        }))
    }

    /// The decisions taken differently under which a wrong order of the
    /// ordering question `question` may be legal, with what judging an
    /// order in each run needs (`timing::replay::candidates`): the engine
    /// runs here, once, and never when an answer is explained.
    pub fn candidates(
        &self,
        prepared: &Prepared,
        question: usize,
    ) -> Result<Vec<Candidate>, String> {
        self.with_order_question(prepared, question, |q| {
            candidates(self.original(), self.asks(), q, |d| Some(self.branch(d).0))
        })
    }

    /// A trainee's order for the ordering question `question` (its index
    /// in the scenario) replayed against the rules, and a run under another
    /// decision where it is legal, if there is one: the first of
    /// [`Explorer::candidates`] that allows it, each branch run only when
    /// the ones before it do not. `Err` when the question is not an
    /// ordering question or the order is not of its events.
    pub fn explain_order(
        &self,
        prepared: &Prepared,
        question: usize,
        proposed: &[String],
    ) -> Result<WrongOrder, String> {
        self.with_order_question(prepared, question, |q| {
            explain_order(self.original(), self.asks(), q, proposed, |d| {
                Some(self.branch(d).0)
            })
        })?
        .map_err(|e| e.to_string())
    }

    /// The same explanation found the way it was before candidates were
    /// data (`timing::replay::explain_order_by_running`): the reference the
    /// data-only explanation is tested against.
    pub fn explain_order_by_running(
        &self,
        prepared: &Prepared,
        question: usize,
        proposed: &[String],
    ) -> Result<WrongOrder, String> {
        self.with_order_question(prepared, question, |q| {
            explain_order_by_running(self.original(), self.asks(), q, proposed, |d| {
                Some(self.branch(d).0)
            })
        })?
        .map_err(|e| e.to_string())
    }
}

/// A script as `[[script]]` tables, the way a scenario file writes it.
pub fn script_toml(script: &[ScriptEntry]) -> String {
    use super::generate::write::{toml_list, toml_str, Line};
    script
        .iter()
        .map(|e| match e {
            ScriptEntry::Action { player, action } => {
                Line::Action(*player, action.clone()).to_toml()
            }
            ScriptEntry::Decision { player, choose } => {
                let who = player
                    .map(|p| format!("player = \"{}\"\n", p.slug()))
                    .unwrap_or_default();
                let what = match choose.as_slice() {
                    [one] => toml_str(one),
                    many => toml_list(many),
                };
                format!("[[script]]\n{who}choose = {what}\n")
            }
            ScriptEntry::Concede { player } => {
                format!("[[script]]\nconcede = \"{}\"\n", player.slug())
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Is this line a table header (`[x]`, `[[x]]`), outside any multi-line
/// string? `open` tracks the multi-line string the line leaves open.
fn header(line: &str, open: &mut Option<&'static str>) -> Option<String> {
    let starts_open = open.is_some();
    for delim in ["\"\"\"", "'''"] {
        let n = line.matches(delim).count();
        if n % 2 == 1 {
            match open {
                Some(d) if *d == delim => *open = None,
                None => *open = Some(delim),
                _ => {}
            }
        }
    }
    if starts_open {
        return None;
    }
    let t = line.trim_start();
    if !t.starts_with('[') {
        return None;
    }
    let end = t.find(']')?;
    Some(t[..=end].trim_start_matches('[').trim().to_string())
        .map(|s| s.trim_end_matches(']').trim().to_string())
}

/// The scenario's text with its script replaced by `script` (a branch's
/// own script), its id and title marked as a "what if?", for the author
/// page: everything else (board, questions, comments) is kept as written.
pub fn what_if_text(text: &str, id: &str, title: &str, script: &[ScriptEntry]) -> String {
    use super::generate::write::toml_str;
    let mut out = String::new();
    let mut open = None;
    let mut in_script = false;
    let mut at_top = true;
    let mut placed = false;
    for line in text.lines() {
        let head = header(line, &mut open);
        if let Some(h) = &head {
            at_top = false;
            in_script = h == "script";
            if in_script && !placed {
                out.push_str(&script_toml(script));
                out.push('\n');
                placed = true;
            }
        }
        if in_script {
            continue;
        }
        let key = line.split('=').next().map(str::trim);
        if at_top && open.is_none() && key == Some("id") {
            out.push_str(&format!(
                "id = {}\n",
                toml_str(&format!(
                    "{id}{}",
                    crate::scenario_file::subject::WHAT_IF_SUFFIX
                ))
            ));
        } else if at_top && open.is_none() && key == Some("title") {
            out.push_str(&format!(
                "title = {}\n",
                toml_str(&format!("What if? {title}"))
            ));
        } else {
            out.push_str(line);
            out.push('\n');
        }
    }
    if !placed {
        out.push('\n');
        out.push_str(&script_toml(script));
    }
    out
}
