//! Saved progress in the browser's localStorage, through gloo-storage. The
//! schema and its forgiving reader live in `quiz::progress`; this file only
//! moves text in and out of storage.

use gloo_storage::{LocalStorage, Storage};

use crate::quiz::progress::{self, Attempt, Progress, SetAside};

/// Where progress is kept.
pub const KEY: &str = "timing-window.progress";
/// Where unreadable entries are kept until the trainee deals with them.
pub const SET_ASIDE_KEY: &str = "timing-window.progress.set-aside";

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

/// Add an attempt.
pub fn record(attempt: Attempt) -> Result<(), String> {
    let (mut p, _) = load();
    p.attempts.push(attempt);
    raw_set(KEY, &p.to_json())
}

/// The trainee's status on a scenario.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    New,
    Correct,
    Missed,
}

impl Status {
    pub fn label(self) -> &'static str {
        match self {
            Status::New => "New",
            Status::Correct => "Correct",
            Status::Missed => "Missed",
        }
    }
    pub fn slug(self) -> &'static str {
        match self {
            Status::New => "new",
            Status::Correct => "correct",
            Status::Missed => "missed",
        }
    }
}

pub fn status(p: &Progress, scenario: &str) -> Status {
    match p.latest(scenario) {
        None => Status::New,
        Some(a) if a.legal => Status::Correct,
        Some(_) => Status::Missed,
    }
}
