//! The facts about a scenario every ruleset's file carries (id, title,
//! summary, difficulty, tags, rules, ...), and their checks.

use super::quote::quote;
use serde::{Deserialize, Serialize};
use toml::Spanned;

use super::diagnostics::Ctx;

/// The facts about a scenario a catalog shows.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Meta {
    /// The ruleset the file is written for (`"swu"`).
    pub game: String,
    pub id: String,
    pub title: String,
    pub summary: String,
    pub difficulty: u8,
    pub tags: Vec<String>,
    pub rules: Vec<String>,
    pub tests: String,
    pub rules_edition: String,
    /// The CR worked example this scenario reproduces, by its rule number.
    pub example: Option<String>,
    pub author: String,
    pub situation: String,
    pub assumptions: String,
}

impl Meta {
    /// The catalog facts of a sound file (`file`: its name in
    /// `scenarios/`).
    pub fn facts(&self, file: &str) -> crate::facts::OwnedFacts {
        crate::facts::Facts {
            game: self.game.clone(),
            file: file.to_string(),
            id: self.id.clone(),
            title: self.title.clone(),
            summary: self.summary.clone(),
            difficulty: i64::from(self.difficulty),
            tags: self.tags.clone(),
            rules: self.rules.clone(),
            error: String::new(),
        }
    }
}

impl Ctx<'_> {
    /// The checks of the metadata every file carries: a one-line summary, a
    /// difficulty of 1 to 5, an id of lowercase letters, digits and dashes.
    /// (Rule numbers are the ruleset's to check.)
    pub(crate) fn check_meta(
        &mut self,
        summary: &Spanned<String>,
        difficulty: &Spanned<u32>,
        id: &Spanned<String>,
    ) {
        let f_summary = summary;
        if f_summary.get_ref().trim().contains('\n') {
            self.at(
                f_summary.span(),
                "the summary must be one line",
                Some("put the longer text in `situation`".into()),
            );
        }
        if !(1..=5).contains(difficulty.get_ref()) {
            self.at(
                difficulty.span(),
                format!("difficulty must be 1 to 5, not {}", difficulty.get_ref()),
                None,
            );
        }
        let id_span = id.span();
        let id = id.get_ref().clone();
        if id.is_empty()
            || !id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        {
            self.at(
                id_span,
                format!(
                    "the id {} must be lowercase letters, digits and dashes",
                    quote(&id)
                ),
                Some(format!("try {}", quote(&crate::scenario_slug(&id)))),
            );
        }
    }
}
