//! Loading a Star Wars Miniatures scenario (the `Game::Swm` arm): the
//! file's own checks (`format::parse`: players, characters, dice, all with
//! line and column), the generic metadata and readings, and the engine
//! run, handed back as `rulesets::Loaded`; the questions are built and
//! checked against the run by the one tail, `Prepared::of_run`.

use std::sync::Arc;

use super::format::SwmScenario;
use crate::rulesets::{Board, Loaded, Setup};
use crate::scenario_file::diagnostics::Ctx;
use crate::scenario_file::quote::quote;
use crate::scenario_file::{Meta, Player};

/// Load an SWM file (the `Game::Swm` arm of loading).
pub(crate) fn load(ctx: &mut Ctx<'_>) -> Option<Loaded> {
    ctx.build_swm()
}

impl Ctx<'_> {
    fn build_swm(&mut self) -> Option<Loaded> {
        let sc = match super::parse(&self.file, self.text) {
            Ok(sc) => sc,
            Err(ds) => {
                self.diags.extend(ds);
                return None;
            }
        };
        let f = &sc.file;
        self.check_meta(&f.summary, &f.difficulty, &f.id);
        let ids = super::digest_ids();
        let id_refs: Vec<&str> = ids.iter().map(String::as_str).collect();
        for r in &f.rules {
            if !ids.contains(r.get_ref()) {
                self.at(
                    r.span(),
                    format!(
                        "{} is not a step of the Star Wars Miniatures procedure",
                        quote(r.get_ref())
                    ),
                    Some(crate::scenario_file::diagnostics::nearest(
                        r.get_ref(),
                        &id_refs,
                    )),
                );
            }
        }
        let readings = self.readings(f.reading.clone(), &f.question, super::readings::OPEN);
        let meta = Meta {
            game: super::GAME.to_string(),
            id: f.id.get_ref().clone(),
            title: f.title.clone(),
            summary: f.summary.get_ref().clone(),
            difficulty: (*f.difficulty.get_ref()).min(255) as u8,
            tags: f.tags.clone(),
            rules: f.rules.iter().map(|r| r.get_ref().clone()).collect(),
            tests: f.tests.clone(),
            rules_edition: f.rules_edition.clone(),
            example: None,
            author: f.author.clone(),
            situation: f.situation.clone(),
            assumptions: f.assumptions.clone(),
        };
        if !self.diags.is_empty() {
            return None;
        }
        let trace = match super::run(&sc) {
            Ok(t) => t,
            Err(e) => {
                self.diags.push(e.to_diagnostic(&sc));
                return None;
            }
        };
        let players = players(&sc);
        let outcomes = super::outcomes(&sc);
        let outcome = trace.outcome.clone().unwrap_or_default();
        Some(Loaded {
            meta,
            readings,
            questions: f.question.clone(),
            setup: Setup::Swm(super::Setup {
                scenario: Arc::new(sc),
            }),
            trace: trace.map_boards(|b| Board::Swm(Box::new(b))),
            players,
            outcomes,
            outcome,
        })
    }
}

/// The players in seating order, by id and display name.
pub fn players(sc: &SwmScenario) -> Vec<Player> {
    sc.file
        .match_
        .seating
        .get_ref()
        .iter()
        .map(|id| Player {
            id: id.clone(),
            name: sc.name_of(id),
        })
        .collect()
}
