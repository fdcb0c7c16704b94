//! "What if?" for the pages: the dispatch point that runs a scenario's
//! branch in its ruleset (SWU: `swu::branch`) and hands back the generic
//! [`Branch`] over [`Board`]s (`timing::branch`, `timing::replay`).

use super::{Board, Prepared, Setup};
use crate::scenario_file::Question;
use crate::timing::{explain_from, Ask, Branch, Candidate, Decision, WrongOrder};

impl Prepared {
    /// The branch of this scenario's run with these decisions.
    pub fn what_if(&self, decisions: &[Decision]) -> Branch<Board> {
        match &self.scenario.setup {
            Setup::Swu(s) => super::swu::branch::Explorer::of(s)
                .branch(decisions)
                .0
                .map_boards(|b| Board::Swu(Box::new(b))),
            Setup::Swm(_) | Setup::Realtime(_) => self.not_explorable(decisions),
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
            // No choice point offers another option in these rulesets yet.
            Setup::Swm(_) | Setup::Realtime(_) => Vec::new(),
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
            Setup::Swm(_) | Setup::Realtime(_) => text.to_string(),
        }
    }

    /// For each question, in order, the decisions under which a wrong
    /// order of it may be legal (`timing::replay::candidates`): `None` for a
    /// question that is not an ordering question. The engine runs here, so
    /// a page can explain an answer from this data alone
    /// (`timing::explain_from`).
    /// A ruleset that cannot run branches yet has none (`Some(vec![])`):
    /// its wrong orders are replayed against the rules, nothing more.
    pub fn explanations(&self) -> Vec<Option<Vec<Candidate>>> {
        let explorer = match &self.scenario.setup {
            Setup::Swu(s) => Some(super::swu::branch::Explorer::of(s)),
            Setup::Swm(_) | Setup::Realtime(_) => None,
        };
        (0..self.scenario.questions.len())
            .map(|q| {
                let ordering = matches!(self.scenario.questions[q], Question::Order { .. })
                    && matches!(self.spaces.get(q), Some(Some(_)));
                ordering.then(|| match &explorer {
                    // A question whose given decision is not in the run
                    // does not load, so this is never an error in a
                    // prepared scenario; were it one, the replay alone
                    // still explains.
                    Some(ex) => ex.candidates(self, q).unwrap_or_default(),
                    None => Vec::new(),
                })
            })
            .collect()
    }

    /// A trainee's order for ordering question `question` (its index)
    /// replayed against the rules, with a run under another decision that
    /// makes it legal, if there is one: what `timing::explain_from` finds in this
    /// question's entry of [`Prepared::explanations`], found with only the
    /// branches it needs run (none for a legal order).
    pub fn explain_wrong_order(
        &self,
        question: usize,
        proposed: &[String],
    ) -> Result<WrongOrder, String> {
        match &self.scenario.setup {
            Setup::Swu(s) => {
                super::swu::branch::Explorer::of(s).explain_order(self, question, proposed)
            }
            // The replay is the rules' own; no other run is looked for.
            Setup::Swm(_) | Setup::Realtime(_) => {
                let Some(Some(space)) = self.spaces.get(question) else {
                    return Err(format!("question {} has no order space", question + 1));
                };
                explain_from(space, &[], proposed)
            }
        }
    }
}
