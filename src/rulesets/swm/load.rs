//! Loading a Star Wars Miniatures scenario (the `Game::Swm` arm): the
//! file's own sections and checks (`format::read`: players, characters,
//! dice, all with line and column), the rule ids its header cites, and the
//! engine run, handed back as `rulesets::Loaded`; the pipeline read the
//! header, questions and readings, and builds and checks the questions
//! against the run (`Prepared::of_run`).

use std::sync::Arc;

use super::format::SwmScenario;
use crate::rulesets::{Board, Loaded, Setup};
use crate::scenario_file::diagnostics::{nearest, Ctx};
use crate::scenario_file::quote::quote;
use crate::scenario_file::{CommonFile, Document, Player};

/// Load an SWM file (the `Game::Swm` arm of loading): its own sections,
/// the rule ids its header cites, and the engine's run.
pub(crate) fn load(ctx: &mut Ctx<'_>, doc: &Document<'_>, common: &CommonFile) -> Option<Loaded> {
    let sc = super::format::read(ctx, doc, common)?;
    let ids = super::step_ids();
    let id_refs: Vec<&str> = ids.iter().map(String::as_str).collect();
    for r in &common.rules {
        if !ids.contains(r.get_ref()) {
            ctx.at(
                r.span(),
                format!(
                    "{} is not a step of the Star Wars Miniatures procedure",
                    quote(r.get_ref())
                ),
                Some(nearest(r.get_ref(), &id_refs)),
            );
        }
    }
    if !ctx.diags.is_empty() {
        return None;
    }
    let trace = match super::run(&sc) {
        Ok(t) => t,
        Err(e) => {
            ctx.diags.push(e.to_diagnostic(&sc));
            return None;
        }
    };
    let players = players(&sc);
    let outcomes = super::outcomes(&sc);
    let outcome = trace.outcome.clone().unwrap_or_default();
    Some(Loaded {
        setup: Setup::Swm(super::Setup {
            scenario: Arc::new(sc),
        }),
        trace: trace.map_boards(|b| Board::Swm(Box::new(b))),
        players,
        outcomes,
        outcome,
    })
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
