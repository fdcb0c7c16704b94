//! Saved progress in the browser's localStorage, through gloo-storage. The
//! schema, its forgiving reader, merging and the review schedule live in
//! `quiz`; this file only moves text in and out of storage, parsed by the
//! browser (`ui::saved`).

use gloo_storage::{LocalStorage, Storage};

use super::saved;
use crate::quiz::catalog_query::CatalogQuery;
use crate::quiz::draft::{Drafts, ScenarioDraft};
use crate::quiz::json_tree;
use crate::quiz::progress::{self, Attempt, MergeReport, Progress, SetAside};

/// Where progress is kept.
pub const KEY: &str = "timing-window.progress";
/// Where unreadable entries are kept until the trainee deals with them.
pub const SET_ASIDE_KEY: &str = "timing-window.progress.set-aside";
/// The current practice set (scenario ids).
pub const PRACTICE_KEY: &str = "timing-window.practice-set";
/// Answers in progress and checked answers, per scenario (`quiz::draft`).
pub const DRAFTS_KEY: &str = "timing-window.drafts";
/// The catalog's last search and filters, for the scenario page's way back.
pub const CATALOG_QUERY_KEY: &str = "timing-window.catalog-query";

pub(crate) fn raw_get(key: &str) -> Option<String> {
    LocalStorage::raw().get_item(key).ok().flatten()
}

fn raw_set(key: &str, value: &str) -> Result<(), String> {
    LocalStorage::raw()
        .set_item(key, value)
        .map_err(|_| "the browser refused to save (storage full or disabled)".to_string())
}

/// Read progress. Anything unreadable is moved to the set-aside key (added
/// to what is there), never erased, and reported.
pub fn load() -> (Progress, Vec<SetAside>) {
    let Some(raw) = raw_get(KEY) else {
        return (Progress::new(), set_aside());
    };
    let (p, aside) = progress::read_tree(saved::parse(&raw), &raw);
    if !aside.is_empty() {
        let mut all = set_aside();
        all.extend(aside);
        if raw_set(
            SET_ASIDE_KEY,
            &serde_json::to_string(&all).unwrap_or_default(),
        )
        .is_ok()
        {
            // Only rewrite the main entry once the unreadable part is safe.
            let _ = raw_set(KEY, &p.to_json());
        }
        return (p, all);
    }
    (p, set_aside())
}

/// Entries set aside earlier.
pub fn set_aside() -> Vec<SetAside> {
    progress::read_set_aside(raw_get(SET_ASIDE_KEY).and_then(|r| saved::parse(&r).ok()))
}

/// Forget the set-aside entries: only when the trainee asks.
pub fn discard_set_aside() {
    let _ = LocalStorage::raw().remove_item(SET_ASIDE_KEY);
}

/// Add an attempt.
pub fn record(attempt: Attempt) -> Result<(), String> {
    let (mut p, _) = load();
    p.attempts.push(attempt);
    raw_set(KEY, &p.to_json())
}

/// Merge an exported file into the saved progress.
pub fn import(text: &str) -> Result<(MergeReport, Vec<SetAside>), String> {
    let (incoming, aside) = progress::read_tree(saved::parse(text), text);
    if incoming.attempts.is_empty() && !aside.is_empty() {
        return Err(aside
            .into_iter()
            .map(|a| a.reason)
            .collect::<Vec<_>>()
            .join("; "));
    }
    let (mut p, _) = load();
    let report = p.merge(&incoming);
    raw_set(KEY, &p.to_json())?;
    Ok((report, aside))
}

/// Every scenario's drafts; an unreadable store gives none (`Drafts::read`).
fn drafts() -> Drafts {
    Drafts::read_tree(raw_get(DRAFTS_KEY).and_then(|r| saved::parse(&r).ok()))
}

/// A scenario's drafts.
pub fn draft(scenario: &str) -> ScenarioDraft {
    drafts().get(scenario)
}

/// Keep a scenario's drafts, beside the other scenarios'.
pub fn save_draft(scenario: &str, draft: &ScenarioDraft) -> Result<(), String> {
    let mut all = drafts();
    all.put(scenario, draft.clone());
    raw_set(DRAFTS_KEY, &all.to_json())
}

/// Remember the catalog's search and filters (as its query string).
pub fn save_catalog_query(q: &CatalogQuery) {
    let _ = raw_set(CATALOG_QUERY_KEY, &q.to_query());
}

/// The catalog's address with the last search and filters.
pub fn catalog_href() -> String {
    let q = CatalogQuery::parse(&raw_get(CATALOG_QUERY_KEY).unwrap_or_default());
    format!("/{}", q.to_query())
}

/// The practice set, if one was made.
pub fn practice_set() -> Vec<&'static str> {
    let ids: Vec<String> = raw_get(PRACTICE_KEY)
        .and_then(|r| saved::parse(&r).ok())
        .and_then(|v| json_tree::texts(&v))
        .unwrap_or_default();
    ids.iter()
        .filter_map(|id| crate::library::entry(id))
        .map(|e| e.id)
        .collect()
}

pub fn save_practice_set(ids: &[&str]) {
    let _ = raw_set(
        PRACTICE_KEY,
        &serde_json::to_string(ids).unwrap_or_default(),
    );
}

/// The trainee's status on a scenario (`quiz::status`).
pub use crate::quiz::status::Status;

/// A scenario's status: due for review if the schedule says so, otherwise
/// by the latest answer to each of its questions.
pub fn status(p: &Progress, scenario: &str, now: f64) -> Status {
    crate::quiz::status::status(p, scenario, now)
}

/// Where the exam in progress (or the last one handed in) is kept.
pub const EXAM_KEY: &str = "timing-window.exam";

/// The saved exam; an entry that cannot be read back is ignored
/// (`quiz::exam::read`), and a fresh exam replaces it when one starts.
pub fn exam() -> Option<crate::quiz::exam::Exam> {
    raw_get(EXAM_KEY).and_then(|raw| crate::quiz::exam::read(&raw))
}

pub fn save_exam(exam: &crate::quiz::exam::Exam) -> Result<(), String> {
    raw_set(EXAM_KEY, &exam.to_json())
}

/// Add attempts to the saved progress, skipping any already there (the
/// same merge as an import), so recording a handed-in exam twice counts it
/// once.
pub fn record_all(attempts: &Progress) -> Result<MergeReport, String> {
    let (mut p, _) = load();
    let report = p.merge(attempts);
    raw_set(KEY, &p.to_json())?;
    Ok(report)
}
