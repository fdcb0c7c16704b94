//! Loading a Star Wars: Unlimited scenario's own sections: the file's own
//! cards join the pool, the rule numbers its header cites are CR v7.0's,
//! the board and script are built and the engine must run it; the run goes
//! back to the pipeline as `rulesets::Loaded`, where each question's key is
//! checked against it (`Prepared::of_run`).

use std::sync::Arc;

use super::cards::CardPool;
use super::engine::Engine;
use super::format::ScenarioFile;
use super::outcome::OutcomeAnswer;
use crate::rulesets::{Board, Loaded, Setup};
use crate::scenario_file::diagnostics::Ctx;
use crate::scenario_file::quote::quote;
use crate::scenario_file::{CommonFile, Document};

impl Ctx<'_> {
    /// A rule number that CR v7.0 does not have is reported where it is
    /// written, with the rule it most likely meant.
    fn rule_of_the_edition(&mut self, span: std::ops::Range<usize>, n: &str) {
        if super::cr::exists(n) {
            return;
        }
        self.at(
            span,
            format!("{} is not a rule of {}", quote(n), super::cr::EDITION),
            Some(match super::cr::nearest(n) {
                Some(k) => format!("did you mean {}?", quote(k)),
                None => "cite a number from the CR v7.0 text".into(),
            }),
        );
    }

    /// The engine's tags on the run's steps and decisions are rules of CR
    /// v7.0 too. A wrong one is an engine fault, not the file's, so it has
    /// no place in the file: it is reported at the top.
    fn engine_citations(&mut self, trace: &super::engine::GameTrace) {
        for (i, step) in trace.steps.iter().enumerate() {
            let decided = step.choice.iter().flat_map(|c| &c.rules);
            let decided = decided.map(String::as_str);
            for r in step.rules.iter().map(|r| &**r).chain(decided) {
                if !super::cr::exists(r) {
                    self.at(
                        0..0,
                        format!(
                            "the engine cites {} on step {} ({}), which is not a rule of {}",
                            quote(r),
                            i + 1,
                            quote(&step.text),
                            super::cr::EDITION
                        ),
                        Some("an engine fault: correct the step's tag in the engine".into()),
                    );
                }
            }
        }
    }

    pub(crate) fn build_swu(
        &mut self,
        doc: &Document<'_>,
        f: ScenarioFile,
        common: &CommonFile,
        base_pool: &CardPool,
    ) -> Option<Loaded> {
        let mut pool = base_pool.clone();
        // Every string the file writes, read off the parsed file once for
        // the checks of its prose.
        let texts = super::texts::in_document(doc);
        self.printed_cards(doc, base_pool, &f.cards);
        self.printed_in_texts(base_pool, &texts);
        for c in f.cards {
            if let Err(e) = pool.add(c) {
                self.at(
                    0..0,
                    e,
                    Some("give the scenario's own card an id no bundled card uses".into()),
                );
            }
        }
        for r in common.rules.iter().chain(&common.example) {
            let n = r.get_ref();
            if !super::cr::is_well_formed(n) {
                self.at(
                    r.span(),
                    format!("{} is not a rule number", quote(n)),
                    Some(
                        "write rule numbers as in the comprehensive rules: \"7.6.14\", \"7.7.4b\""
                            .into(),
                    ),
                );
            } else {
                self.rule_of_the_edition(r.span(), n);
            }
        }
        // Every number cited in the file's prose is a rule too, wherever it
        // is written (the lists above are checked for their form as well).
        for c in super::citations::in_texts(self.text, texts) {
            if c.field != "rules" && c.field != "example" {
                self.rule_of_the_edition(c.span, &c.number);
            }
        }
        let state = self.swu_board(&pool, &f.players, &f.state);
        let stop = self.stop(&f.run);
        let script = self.script(&pool, &f.script);
        if !self.diags.is_empty() {
            return None;
        }
        let setup = super::Setup {
            pool: Arc::new(pool),
            board: state,
            script,
            stop,
            unsimulated: std::mem::take(&mut self.warnings),
        };
        // The engine must be able to run it.
        let (trace, err) = Engine::new(
            &setup.pool,
            setup.board.clone(),
            setup.script.clone(),
            setup.stop,
        )
        .run_partial();
        if let Some(e) = err {
            self.engine_error(&e, &trace, &f.script);
            return None;
        }
        // What the questions' unit claims ask about, read off the boards.
        let wanted = crate::scenario_file::observe::wanted(&common.question);
        self.observed = crate::scenario_file::observe::observe(&trace, &wanted, |t, at, unit| {
            super::observe::read(&setup.pool, &setup.board, t, at, unit)
        });
        self.engine_citations(&trace);
        let players = setup.players();
        let outcome = OutcomeAnswer::of_trace(&trace).text().to_string();
        Some(Loaded {
            setup: Setup::Swu(setup),
            trace: trace.map_boards(|b| Board::Swu(Box::new(b))),
            players,
            outcomes: OutcomeAnswer::texts(),
            outcome,
        })
    }
}
