//! Loading a realtime scenario behind the ruleset boundary: this ruleset's
//! own sections (board, clocks, turns: `format::read`) and the engine's
//! run, handed back as `rulesets::Loaded`; the pipeline read the header,
//! questions and readings, and builds and checks the questions against
//! the run (`Prepared::of_run`).

use super::engine::{loss_text, run, CONTINUES};
use super::format::read;
use super::Scenario;
use crate::rulesets::{Board, Loaded, Setup};
use crate::scenario_file::diagnostics::Ctx;
use crate::scenario_file::{CommonFile, Document, Player};

/// The players as questions name them, in Player Number order, then the
/// game's AI (`ai`), which makes the Selections of a player who got the
/// default action.
pub fn players(sc: &Scenario) -> Vec<Player> {
    let mut ps: Vec<&super::scenario::PlayerSetup> = sc.players.iter().collect();
    crate::sorting::sort_by_key(&mut ps, |p| p.number);
    let mut out: Vec<Player> = ps
        .into_iter()
        .map(|p| Player {
            id: p.id.clone(),
            name: p.name.clone(),
        })
        .collect();
    out.push(Player {
        id: "ai".into(),
        name: "AI".into(),
    });
    out
}

/// Every outcome an outcome question may name: the game goes on, or some
/// players lose on time. Up to four players, every group of losers; with
/// more, each player alone and all together, and always the run's own.
pub fn outcomes(sc: &Scenario, run_outcome: &str) -> Vec<String> {
    let mut ps: Vec<&super::scenario::PlayerSetup> = sc.players.iter().collect();
    crate::sorting::sort_by_key(&mut ps, |p| p.number);
    let names: Vec<String> = ps.iter().map(|p| p.name.clone()).collect();
    let mut out = vec![CONTINUES.to_string()];
    if names.len() <= 4 {
        let mut groups: Vec<Vec<String>> = (1u32..(1 << names.len()))
            .map(|mask| {
                names
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| mask & (1 << i) != 0)
                    .map(|(_, n)| n.clone())
                    .collect()
            })
            .collect();
        crate::sorting::sort_by_key(&mut groups, |g| g.len());
        out.extend(groups.iter().map(|g| loss_text(g)));
    } else {
        out.extend(names.iter().map(|n| loss_text(std::slice::from_ref(n))));
        out.push(loss_text(&names));
    }
    if !out.iter().any(|o| o == run_outcome) {
        out.push(run_outcome.to_string());
    }
    out
}

/// The span of the `[[turn]]` a run error names ("nico/select-2", "turn
/// 2"): where the author fixes it.
fn turn_span(doc: &Document<'_>, at: &str) -> std::ops::Range<usize> {
    let n: Option<usize> = at
        .rsplit(['-', ' '])
        .next()
        .and_then(|d| d.parse().ok())
        .filter(|n| *n > 0);
    n.and_then(|n| {
        let item = doc.as_table().get("turn")?;
        item.as_array_of_tables()?.get(n - 1)?.span()
    })
    .unwrap_or(0..0)
}

/// Load a realtime file (the `Game::Realtime` arm of loading): its own
/// sections (every problem of them reported, even when the pre-pass found
/// one: `common` is `None` then), then the engine's run.
pub(crate) fn load(
    ctx: &mut Ctx<'_>,
    doc: &Document<'_>,
    common: Option<&CommonFile>,
) -> Option<Loaded> {
    let sc = read(ctx, doc, common)?;
    if !ctx.diags.is_empty() {
        return None;
    }
    let trace = match run(&sc) {
        Ok(t) => t,
        Err(e) => {
            let mut message = format!("the engine stops at {}: {}", e.at, e.message);
            if !e.options.is_empty() {
                message.push_str(&format!("; the legal options are {}", e.options.join(", ")));
            }
            ctx.at(
                turn_span(doc, &e.at),
                message,
                Some("`tw run FILE` shows the run up to there".into()),
            );
            return None;
        }
    };
    let outcome = super::outcome(&trace);
    let players = players(&sc);
    let outcomes = outcomes(&sc, &outcome);
    Some(Loaded {
        setup: Setup::Realtime(sc),
        trace: trace.map_boards(|b| Board::Realtime(Box::new(b))),
        players,
        outcomes,
        outcome,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_duel_has_every_group_of_losers_as_an_outcome_and_the_ai_as_a_decider() {
        let text = include_str!("../../../scenarios/realtime/rt-nobody-selects.toml");
        let sc = super::super::parse(text, "n.toml").expect("loads");
        assert_eq!(
            outcomes(&sc, "Game continues"),
            [
                "Game continues",
                "Alex loses on time",
                "Nico loses on time",
                "Alex and Nico lose on time"
            ]
        );
        let ids: Vec<String> = players(&sc).into_iter().map(|p| p.id).collect();
        assert_eq!(ids, ["alex", "nico", "ai"]);
    }

    #[test]
    fn a_run_error_points_at_its_turn() {
        let text = "a = 1\n[[turn]]\nx = 1\n[[turn]]\ny = 2\n";
        let doc = crate::scenario_file::schema::parse_document(text).expect("TOML");
        let turn_span = |at: &str| super::turn_span(&doc, at);
        assert_eq!(
            turn_span("nico/select-2").start,
            text.find("[[turn]]\ny").unwrap()
        );
        assert_eq!(turn_span("turn 1").start, text.find("[[turn]]").unwrap());
        assert_eq!(turn_span("the card data"), 0..0);
    }
}
