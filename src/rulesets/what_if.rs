//! "What if?" for the pages: the dispatch point that runs a scenario's
//! branch in its ruleset (SWU: `swu::branch`) and hands back the generic
//! [`Branch`] over [`Board`]s (`timing::branch`, `timing::replay`).

use super::{Board, Setup};
use crate::scenario::Prepared;
use crate::timing::{Ask, Branch, Decision, WrongOrder};

impl Prepared {
    /// The branch of this scenario's run with these decisions.
    pub fn what_if(&self, decisions: &[Decision]) -> Branch<Board> {
        match &self.scenario.setup {
            Setup::Swu(s) => super::swu::branch::Explorer::of(s)
                .branch(decisions)
                .0
                .map_boards(|b| Board::Swu(Box::new(b))),
            Setup::Swm(_) => self.not_explorable(decisions),
        }
    }

    /// A ruleset that cannot run branches yet: the original run, stopped
    /// with the reason, so the page says so instead of guessing.
    fn not_explorable(&self, decisions: &[Decision]) -> Branch<Board> {
        Branch {
            decisions: decisions.to_vec(),
            trace: self.trace.clone(),
            asks: Vec::new(),
            pending: None,
            stopped: Some(format!(
                "\"What if?\" is not available for {} scenarios yet.",
                self.scenario.game().name()
            )),
            first_difference: None,
            comparison: String::new(),
        }
    }

    /// What each choice point of the original run asked for (one option,
    /// an order, ...), in the order of `trace.choices()`.
    pub fn what_if_asks(&self) -> Vec<Ask> {
        match &self.scenario.setup {
            Setup::Swu(s) => super::swu::branch::Explorer::of(s).asks().to_vec(),
            // No choice point offers another option there yet.
            Setup::Swm(_) => Vec::new(),
        }
    }

    /// The scenario's text (`text`, as its file is written) with the
    /// branch's decisions written into it, for the author page.
    pub fn what_if_text(&self, text: &str, decisions: &[Decision]) -> String {
        let meta = &self.scenario.meta;
        match &self.scenario.setup {
            Setup::Swu(s) => {
                let (_, script) = super::swu::branch::Explorer::of(s).branch(decisions);
                super::swu::branch::what_if_text(text, &meta.id, &meta.title, &script)
            }
            Setup::Swm(_) => text.to_string(),
        }
    }

    /// A trainee's order for ordering question `question` (its index)
    /// replayed against the rules, with a run under another decision that
    /// makes it legal, if there is one.
    pub fn explain_wrong_order(
        &self,
        question: usize,
        proposed: &[String],
    ) -> Result<WrongOrder<Board>, String> {
        match &self.scenario.setup {
            Setup::Swu(s) => super::swu::branch::Explorer::of(s)
                .explain_order(self, question, proposed)
                .map(|w| w.map_boards(|b| Board::Swu(Box::new(b)))),
            // The replay is the rules' own; no other run is looked for.
            Setup::Swm(_) => {
                let Some(Some(space)) = self.spaces.get(question) else {
                    return Err(format!("question {} has no order space", question + 1));
                };
                let replay = space.replay(proposed).map_err(|e| e.to_string())?;
                Ok(WrongOrder {
                    replay,
                    alternative: None,
                })
            }
        }
    }
}
