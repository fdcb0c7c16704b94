//! Saved progress in the browser's localStorage, through gloo-storage. The
//! schema, its forgiving reader, merging and the review schedule live in
//! `quiz`; this file only moves text in and out of storage.

use gloo_storage::{LocalStorage, Storage};

use crate::quiz::progress::{self, Attempt, MergeReport, Progress, SetAside};
use crate::quiz::review;

/// Where progress is kept.
pub const KEY: &str = "timing-window.progress";
/// Where unreadable entries are kept until the trainee deals with them.
pub const SET_ASIDE_KEY: &str = "timing-window.progress.set-aside";
/// The current practice set (scenario ids).
pub const PRACTICE_KEY: &str = "timing-window.practice-set";

fn raw_get(key: &str) -> Option<String> {
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
    let (p, aside) = progress::read(&raw);
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
    raw_get(SET_ASIDE_KEY)
        .and_then(|r| serde_json::from_str(&r).ok())
        .unwrap_or_default()
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
    let (incoming, aside) = progress::read(text);
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

/// The practice set, if one was made.
pub fn practice_set() -> Vec<&'static str> {
    let ids: Vec<String> = raw_get(PRACTICE_KEY)
        .and_then(|r| serde_json::from_str(&r).ok())
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

/// The trainee's status on a scenario.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    New,
    Correct,
    Missed,
    /// Missed before and due for review now.
    Due,
}

impl Status {
    pub fn label(self) -> &'static str {
        match self {
            Status::New => "New",
            Status::Correct => "Correct",
            Status::Missed => "Missed",
            Status::Due => "Due for review",
        }
    }
    pub fn slug(self) -> &'static str {
        match self {
            Status::New => "new",
            Status::Correct => "correct",
            Status::Missed => "missed",
            Status::Due => "due",
        }
    }
}

/// A scenario's status: due for review if the schedule says so, otherwise
/// by the latest answer to each of its questions.
pub fn status(p: &Progress, scenario: &str, now: f64) -> Status {
    if review::queue(p)
        .iter()
        .any(|r| r.scenario == scenario && r.is_due(now))
    {
        return Status::Due;
    }
    let mut latest: Vec<(&str, f64, bool)> = Vec::new();
    for a in p.attempts.iter().filter(|a| a.scenario == scenario) {
        match latest.iter_mut().find(|(q, _, _)| *q == a.question) {
            Some(l) if l.1 <= a.at => *l = (a.question.as_str(), a.at, a.legal),
            Some(_) => {}
            None => latest.push((a.question.as_str(), a.at, a.legal)),
        }
    }
    match latest.is_empty() {
        true => Status::New,
        false if latest.iter().all(|l| l.2) => Status::Correct,
        false => Status::Missed,
    }
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
