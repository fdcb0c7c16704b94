//! The scenarios the app knows, prepared once: parsed, validated, run by the
//! engine, and each question's legal orders computed. The UI only reads
//! these; it never decides a ruling itself.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

use crate::cards::CardPool;
use crate::engine::GameTrace;
use crate::library::BUNDLED_SCENARIOS;
use crate::scenario::{self, Diagnostic, Meta, Question, Scenario};
use crate::timing::OrderSpace;

/// How many legal orders a question lists at most.
pub const ORDER_LIMIT: usize = 200;

/// A scenario ready to show.
pub struct Prepared {
    pub scenario: Scenario,
    pub trace: GameTrace,
    /// One per question, in order; `None` for a question with no events.
    pub spaces: Vec<Option<OrderSpace>>,
}

/// Why a scenario cannot be shown.
#[derive(Clone)]
pub enum Unavailable {
    NotFound,
    Invalid(Vec<Diagnostic>),
    Engine(String),
}

thread_local! {
    static POOL: Result<Arc<CardPool>, String> = CardPool::bundled().map(Arc::new);
    static CACHE: RefCell<HashMap<String, Result<Arc<Prepared>, Unavailable>>> = RefCell::new(HashMap::new());
}

pub fn pool() -> Result<Arc<CardPool>, String> {
    POOL.with(|p| p.clone())
}

/// Catalog entries: every bundled scenario that loads, plus the file names
/// of those that do not (so a broken file is visible, not silently gone).
pub fn catalog() -> (Vec<Meta>, Vec<(String, Vec<Diagnostic>)>) {
    let mut ok = Vec::new();
    let mut broken = Vec::new();
    for (file, _) in BUNDLED_SCENARIOS {
        let id = file.trim_end_matches(".toml");
        match prepare(id) {
            Ok(p) => ok.push(p.scenario.meta.clone()),
            Err(Unavailable::Invalid(d)) => broken.push((file.to_string(), d)),
            Err(Unavailable::Engine(e)) => broken.push((
                file.to_string(),
                vec![Diagnostic {
                    file: file.to_string(),
                    line: 0,
                    column: 0,
                    message: e,
                    suggestion: None,
                }],
            )),
            Err(Unavailable::NotFound) => {}
        }
    }
    ok.sort_by(|a, b| (a.difficulty, &a.title).cmp(&(b.difficulty, &b.title)));
    (ok, broken)
}

/// The prepared scenario with this id.
pub fn prepare(id: &str) -> Result<Arc<Prepared>, Unavailable> {
    if let Some(hit) = CACHE.with(|c| c.borrow().get(id).cloned()) {
        return hit;
    }
    let result = build(id);
    CACHE.with(|c| c.borrow_mut().insert(id.to_string(), result.clone()));
    result
}

fn build(id: &str) -> Result<Arc<Prepared>, Unavailable> {
    let file = format!("{id}.toml");
    let text = BUNDLED_SCENARIOS
        .iter()
        .find(|(f, _)| *f == file)
        .map(|(_, t)| *t)
        .ok_or(Unavailable::NotFound)?;
    prepare_text(&file, text).map(Arc::new)
}

/// Prepare scenario text that did not come from the bundle (the author page).
pub fn prepare_text(file: &str, text: &str) -> Result<Prepared, Unavailable> {
    let pool = pool().map_err(Unavailable::Engine)?;
    let scenario = scenario::load(file, text, &pool).map_err(Unavailable::Invalid)?;
    let trace = scenario
        .run()
        .map_err(|e| Unavailable::Engine(e.to_string()))?;
    let spaces = scenario
        .questions
        .iter()
        .map(|q| match q {
            Question::Order { events, .. } => {
                let labels: Vec<String> = events.iter().map(|(l, _)| l.clone()).collect();
                OrderSpace::new(&trace.order, Some(&labels), ORDER_LIMIT)
            }
            _ => None,
        })
        .collect();
    Ok(Prepared {
        scenario,
        trace,
        spaces,
    })
}
