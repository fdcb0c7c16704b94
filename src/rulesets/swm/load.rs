//! Loading a Star Wars Miniatures scenario into the generic `Prepared`:
//! the file's own checks (`format::parse`: players, characters, dice, all
//! with line and column), the generic metadata and readings, the engine
//! run, and the generic questions built and checked against it
//! (`scenario::build_questions`).

use std::sync::Arc;

use super::format::SwmScenario;
use crate::rulesets::{Board, Setup};
use crate::scenario::diagnostics::Ctx;
use crate::scenario::quote::quote;
use crate::scenario::{Diagnostic, Meta, Player, Prepared, Run, Scenario};

/// Load an SWM file: `Ok` with the answer keys that disagree with the run
/// kept apart (the rest of the file is sound), as every ruleset's loader.
pub(crate) fn load(mut ctx: Ctx<'_>) -> Result<(Prepared, Vec<Diagnostic>), Vec<Diagnostic>> {
    let built = ctx.build_swm();
    match built {
        Some(p) if ctx.diags.is_empty() => Ok((p, ctx.key_diags)),
        _ => {
            let mut all = ctx.diags;
            all.extend(ctx.key_diags);
            Err(all)
        }
    }
}

impl Ctx<'_> {
    fn build_swm(&mut self) -> Option<Prepared> {
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
                    Some(crate::scenario::diagnostics::nearest(r.get_ref(), &id_refs)),
                );
            }
        }
        let readings = self.readings(f.reading.clone(), &f.question);
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
        let questions_file = f.question.clone();
        let run = Run {
            trace: &trace,
            players: &players,
            outcome: &outcome,
            outcomes: &outcomes,
        };
        self.situation = meta.situation.clone();
        let (questions, spaces) = self.questions(questions_file, &run);
        Some(Prepared {
            scenario: Scenario {
                meta,
                setup: Setup::Swm(super::Setup {
                    scenario: Arc::new(sc),
                }),
                players,
                outcomes,
                questions,
                readings,
            },
            trace: trace.map_boards(|b| Board::Swm(Box::new(b))),
            outcome,
            spaces,
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
