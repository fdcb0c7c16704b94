//! A scenario's catalog facts: the one type the build script (`build.rs`
//! includes this file with `#[path]`), the manifest (`scenario::manifest`)
//! and the app's compiled-in catalog (`library::CATALOG`) share.
//!
//! `S` is the text type and `L` the list type: owned (`String`,
//! `Vec<String>`) when read from a file, `&'static` when compiled into the
//! app ([`StaticFacts`]).

use serde::{Deserialize, Serialize};

/// What the catalog shows for one scenario, and where to fetch it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Facts<S, L> {
    /// The ruleset the file is written for (`"swu"`), so the catalog can
    /// group and filter by game.
    #[serde(default)]
    pub game: S,
    /// The file's name within `scenarios/` (`sneak-attack-aphra.toml`), and
    /// under `/scenarios/` when served.
    pub file: S,
    pub id: S,
    pub title: S,
    pub summary: S,
    pub difficulty: i64,
    pub tags: L,
    /// The rule numbers the scenario teaches.
    pub rules: L,
    /// Why the facts could not be read, or empty.
    #[serde(default)]
    pub error: S,
}

/// Facts read from a file (the build script, the manifest).
pub type OwnedFacts = Facts<String, Vec<String>>;

/// Facts compiled into the app.
pub type StaticFacts = Facts<&'static str, &'static [&'static str]>;

/// The game a file names with its top-level `game` key, `"swu"` when absent
/// (the same default as `rulesets::Game`).
pub fn game_or_default(game: Option<&str>) -> String {
    game.unwrap_or("swu").to_string()
}
