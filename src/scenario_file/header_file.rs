//! The header every scenario file starts with (id, title, summary, ...),
//! with its question and reading tables, as written: the one reader of it.
//! The pipeline reads it once from the parsed document
//! (`scenario_file::meta`); the build script (`build.rs`) includes this
//! file with `#[path]` to read the catalog's facts, so it names nothing
//! but serde and toml.
//!
//! Every key is optional here: which keys a game's file must have, and
//! each key's type, are the schema pre-pass's to report
//! (`scenario_file::meta::schema`), with their place and all at once; the
//! typed read only runs on a file that passed it. The ruleset's own
//! sections are left to the ruleset.

use serde::Deserialize;
use toml::Spanned;

/// The generic parts of a scenario file. `Q` and `R` are the question and
/// reading tables as the reader wants them (the kit's types; the build
/// script skips them).
#[derive(Debug, Clone, Deserialize)]
#[serde(bound(deserialize = "Q: Deserialize<'de>, R: Deserialize<'de>"))]
pub struct HeaderFile<Q, R> {
    /// The ruleset the file names (`game = "swm"`); absent for the default.
    pub game: Option<Spanned<String>>,
    pub id: Option<Spanned<String>>,
    #[serde(default)]
    pub title: String,
    pub summary: Option<Spanned<String>>,
    pub difficulty: Option<Spanned<i64>>,
    #[serde(default)]
    pub tags: Vec<String>,
    /// The rules the scenario teaches, in its ruleset's numbering.
    #[serde(default)]
    pub rules: Vec<Spanned<String>>,
    /// What this tests, for instructors.
    #[serde(default)]
    pub tests: String,
    /// The rules edition the scenario was checked against.
    #[serde(default)]
    pub rules_edition: String,
    /// The rules' worked example this scenario reproduces, named by its
    /// rule (a game whose header allows it).
    pub example: Option<Spanned<String>>,
    #[serde(default)]
    pub author: String,
    /// The situation in words, shown above the board.
    #[serde(default)]
    pub situation: String,
    /// The judge-exam convention's assumptions.
    #[serde(default)]
    pub assumptions: String,
    #[serde(default)]
    pub question: Vec<Q>,
    #[serde(default)]
    pub reading: Vec<R>,
}
