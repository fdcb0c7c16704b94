//! A wrong order explained from data (issue 13): the candidates found once
//! when a scenario is prepared (`Prepared::explanations`) explain a
//! trainee's order with no engine (`timing::explain`), and give the same
//! replay and the same other decision as running the branches for that
//! order did (`timing::explain_order_by_running`, the path the pages used
//! before). Checked for every library scenario, every ordering question
//! and a sample of orders around its legal ones.

#[path = "common/files.rs"]
mod files;
use files::with_texts;

use std::collections::{BTreeSet, HashMap};

use timing_window::rulesets::swu::branch::Explorer;
use timing_window::rulesets::swu::cards::CardPool;
use timing_window::rulesets::swu::engine::GameState;
use timing_window::scenario::{prepare, Prepared};
use timing_window::timing::branch::encode;
use timing_window::timing::{
    explain, explain_from, explain_order_by_running, Branch, Candidate, OrderSpace, RunOrders,
    WrongOrder,
};

/// The most orders checked per question.
const SAMPLE: usize = 300;

fn library() -> Vec<(String, String)> {
    with_texts(timing_window::facts::scenario_paths(std::path::Path::new(
        "scenarios",
    )))
}

/// Every legal order of the space, each reversed, and every adjacent swap
/// of each, each once, at most [`SAMPLE`]; then one order that leaves an
/// event out (not an order of the question: both paths refuse it).
fn sample(space: &OrderSpace) -> Vec<Vec<String>> {
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    let mut add = |o: Vec<String>| {
        if out.len() < SAMPLE && seen.insert(o.clone()) {
            out.push(o);
        }
    };
    for o in &space.orders {
        add(o.clone());
        add(o.iter().rev().cloned().collect());
        for i in 1..o.len() {
            let mut swapped = o.clone();
            swapped.swap(i - 1, i);
            add(swapped);
        }
    }
    if let Some(o) = space.orders.first().filter(|o| !o.is_empty()) {
        out.push(o[1..].to_vec());
    }
    out
}

/// Every branch the reference path may ask for (each other answer at each
/// choice point), run once, by the decisions' link text: the reference
/// runs up to 64 branches for each wrong order, the same ones each time.
fn branches(ex: &Explorer<'_>) -> HashMap<String, Branch<GameState>> {
    let mut out = HashMap::new();
    for at in 1..=ex.original().choices().count() {
        let Some((answers, _)) = Explorer::alternatives_at(ex.original(), ex.asks(), at) else {
            continue;
        };
        for chosen in answers {
            let d = [timing_window::timing::Decision { at, chosen }];
            out.insert(encode(&d), ex.branch(&d).0);
        }
    }
    out
}

/// The explanation as the engine path found it before candidates were data.
fn by_running(
    p: &Prepared,
    ex: Option<(&Explorer<'_>, &HashMap<String, Branch<GameState>>)>,
    q: usize,
    space: &OrderSpace,
    proposed: &[String],
) -> Result<WrongOrder, String> {
    match ex {
        Some((ex, runs)) => ex
            .with_order_question(p, q, |oq| {
                explain_order_by_running(ex.original(), ex.asks(), oq, proposed, |d| {
                    runs.get(&encode(d))
                })
            })?
            .map_err(|e| e.to_string()),
        // SWM and the real-time game looked for no other run: the replay.
        None => space
            .replay(proposed)
            .map(|replay| WrongOrder {
                replay,
                alternative: None,
            })
            .map_err(|e| e.to_string()),
    }
}

#[derive(Default)]
struct Tally {
    questions: usize,
    orders: usize,
    wrong: usize,
    explained_elsewhere: usize,
    candidates: usize,
    resolved: usize,
    json: usize,
    deflated: usize,
}

#[test]
fn every_wrong_order_of_the_library_is_explained_from_data_as_running_the_branches_explained_it() {
    let pool = CardPool::bundled().expect("bundled cards load");
    let mut t = Tally::default();
    let mut games = BTreeSet::new();
    for (file, text) in library() {
        let p = prepare(&file, &text, &pool).unwrap_or_else(|d| panic!("{file}: {d:?}"));
        let explanations = p.explanations();
        assert_eq!(explanations.len(), p.scenario.questions.len(), "{file}");
        let explorer = p.scenario.setup.swu().map(Explorer::of);
        let runs = explorer.as_ref().map(branches);
        let reference = explorer.as_ref().zip(runs.as_ref());
        let json = serde_json::to_string(&explanations).expect("explanations serialise");
        let back: Vec<Option<Vec<Candidate>>> =
            serde_json::from_str(&json).expect("explanations read back");
        assert_eq!(back, explanations, "{file}: the JSON round trip");
        t.json += json.len();
        t.deflated += miniz_oxide::deflate::compress_to_vec(json.as_bytes(), 9).len();
        for (q, space) in p.spaces.iter().enumerate() {
            let Some(space) = space else {
                assert!(explanations[q].is_none(), "{file} question {}", q + 1);
                continue;
            };
            let candidates = explanations[q]
                .as_ref()
                .unwrap_or_else(|| panic!("{file} question {} has no entry", q + 1));
            if explorer.is_none() {
                assert!(candidates.is_empty(), "{file}: no branches outside SWU");
            }
            games.insert(p.scenario.meta.game.clone());
            t.questions += 1;
            t.candidates += candidates.len();
            t.resolved += candidates
                .iter()
                .filter(|c| matches!(c.orders, RunOrders::Resolved(_)))
                .count();
            for (n, proposed) in sample(space).iter().enumerate() {
                let data = explain(space, candidates, proposed).map_err(|e| e.to_string());
                let engine = by_running(&p, reference, q, space, proposed);
                assert_eq!(data, engine, "{file} question {}: {proposed:?}", q + 1);
                assert_eq!(explain_from(space, candidates, proposed), engine);
                // The page's own path (branches run as needed) agrees too;
                // checked on the first orders only, as it runs the engine.
                if n < 4 {
                    assert_eq!(
                        p.explain_wrong_order(q, proposed),
                        engine,
                        "{file} question {}: {proposed:?}",
                        q + 1
                    );
                }
                t.orders += 1;
                if let Ok(w) = &engine {
                    t.wrong += usize::from(w.replay.forbidden.is_some());
                    t.explained_elsewhere += usize::from(w.alternative.is_some());
                }
            }
        }
    }
    println!(
        "explanations over the library: {} ordering questions ({}), {} candidates ({} of runs that stopped early); \
         JSON of every scenario's explanations {} bytes ({} deflated); \
         {} orders compared, {} wrong, {} of them legal under another decision",
        t.questions,
        games.into_iter().collect::<Vec<_>>().join(", "),
        t.candidates,
        t.resolved,
        t.json,
        t.deflated,
        t.orders,
        t.wrong,
        t.explained_elsewhere,
    );
    // The comparison means something: wrong orders, some of them legal
    // elsewhere, over every game's questions.
    assert!(t.questions > 50, "{} ordering questions", t.questions);
    assert!(t.wrong > 500, "{} wrong orders", t.wrong);
    assert!(
        t.explained_elsewhere > 10,
        "{} orders legal under another decision",
        t.explained_elsewhere
    );
}
