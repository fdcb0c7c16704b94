//! The header every ruleset's file carries (id, title, summary, difficulty,
//! tags, rules, ...): its one schema table, parameterised by what a game
//! requires ([`Needs`], [`schema`]), its one reader (the typed read of
//! [`HeaderFile`], once, from the parsed document), the [`Meta`] a catalog
//! shows, and its checks.

use super::quote::quote;
use serde::{Deserialize, Serialize};

use super::diagnostics::Ctx;
use super::format::QuestionFile;
use super::reading::ReadingFile;
use super::schema::{Field, Shape, QUESTION, READING, STRS};

use super::header_file;

/// The header, questions and readings of a file as the kit reads them.
pub type CommonFile = header_file::HeaderFile<QuestionFile, ReadingFile>;

/// Whether a game's file must, may or must not have a header key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Need {
    Required,
    Optional,
    Absent,
}

/// What a game asks of the header, for the keys where games differ (every
/// other key is the same for all: `id`, `title`, `summary`, `difficulty`,
/// `rules_edition` and `situation` required, `tags` and `assumptions`
/// optional).
#[derive(Debug, Clone, Copy)]
pub struct Needs {
    /// `game`: optional only for the default game.
    pub game: Need,
    pub rules: Need,
    pub tests: Need,
    /// `example`: a worked example of the game's rules text.
    pub example: Need,
    pub author: Need,
}

/// The header's keys in the order a file writes them, each with its shape
/// and whether `needs` requires it.
const fn header(n: Needs) -> [(&'static str, Shape, Need); 13] {
    use Need::*;
    [
        ("game", Shape::Str, n.game),
        ("id", Shape::Str, Required),
        ("title", Shape::Str, Required),
        ("summary", Shape::Str, Required),
        ("difficulty", Shape::Count, Required),
        ("tags", STRS, Optional),
        ("rules", STRS, n.rules),
        ("tests", Shape::Str, n.tests),
        ("rules_edition", Shape::Str, Required),
        ("example", Shape::Str, n.example),
        ("author", Shape::Str, n.author),
        ("situation", Shape::Str, Required),
        ("assumptions", Shape::Str, Optional),
    ]
}

/// The generic tables after a ruleset's own sections.
const GENERIC: [super::schema::Field; 2] = [
    super::schema::opt("question", Shape::Array(&Shape::Table(QUESTION))),
    super::schema::opt("reading", Shape::Array(&Shape::Table(READING))),
];

/// How many keys [`schema`] gives for `needs` and a ruleset's `own`
/// sections: its length, for the array a ruleset's schema constant is.
pub const fn schema_len(needs: Needs, own: &[Field]) -> usize {
    let keys = header(needs);
    let mut n = 0;
    let mut i = 0;
    while i < keys.len() {
        if !matches!(keys[i].2, Need::Absent) {
            n += 1;
        }
        i += 1;
    }
    n + own.len() + GENERIC.len()
}

/// A game's whole top-level schema: the header as `needs` asks, then the
/// ruleset's `own` sections, then the question and reading tables. `N` is
/// [`schema_len`]`(needs, own)`:
/// `const SCHEMA: &[Field] = &meta::schema::<{ meta::schema_len(NEEDS, OWN) }>(NEEDS, OWN);`
pub const fn schema<const N: usize>(needs: Needs, own: &[Field]) -> [Field; N] {
    let mut out = [super::schema::opt("", Shape::Any); N];
    let keys = header(needs);
    let mut n = 0;
    let mut i = 0;
    while i < keys.len() {
        let (key, shape, need) = keys[i];
        if !matches!(need, Need::Absent) {
            out[n] = Field {
                key,
                shape,
                required: matches!(need, Need::Required),
            };
            n += 1;
        }
        i += 1;
    }
    let mut i = 0;
    while i < own.len() {
        out[n] = own[i];
        n += 1;
        i += 1;
    }
    let mut i = 0;
    while i < GENERIC.len() {
        out[n] = GENERIC[i];
        n += 1;
        i += 1;
    }
    assert!(n == N, "N must be schema_len(needs, own)");
    out
}

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
    /// The header of a file of the game `game` (its slug: the game the
    /// pipeline loaded it as, whether or not the file names it).
    pub fn of<Q, R>(h: &header_file::HeaderFile<Q, R>, game: &str) -> Meta {
        let text = |s: &Option<toml::Spanned<String>>| {
            s.as_ref().map(|s| s.get_ref().clone()).unwrap_or_default()
        };
        Meta {
            game: game.to_string(),
            id: text(&h.id),
            title: h.title.clone(),
            summary: text(&h.summary),
            difficulty: h
                .difficulty
                .as_ref()
                .map_or(0, |d| u8::try_from(*d.get_ref()).unwrap_or(u8::MAX)),
            tags: h.tags.clone(),
            rules: h.rules.iter().map(|r| r.get_ref().clone()).collect(),
            tests: h.tests.clone(),
            rules_edition: h.rules_edition.clone(),
            example: h.example.as_ref().map(|e| e.get_ref().clone()),
            author: h.author.clone(),
            situation: h.situation.clone(),
            assumptions: h.assumptions.clone(),
        }
    }

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
    /// The checks of the header every file carries: a one-line summary, a
    /// difficulty of 1 to 5, an id of lowercase letters, digits and dashes.
    /// (Rule numbers are the ruleset's to check.)
    pub(crate) fn check_header<Q, R>(&mut self, h: &header_file::HeaderFile<Q, R>) {
        if let Some(summary) = &h.summary {
            if summary.get_ref().trim().contains('\n') {
                self.at(
                    summary.span(),
                    "the summary must be one line",
                    Some("put the longer text in `situation`".into()),
                );
            }
        }
        if let Some(difficulty) = &h.difficulty {
            if !(1..=5).contains(difficulty.get_ref()) {
                self.at(
                    difficulty.span(),
                    format!("difficulty must be 1 to 5, not {}", difficulty.get_ref()),
                    None,
                );
            }
        }
        let Some(id) = &h.id else { return };
        let id_span = id.span();
        let id = id.get_ref();
        if id.is_empty()
            || !id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        {
            self.at(
                id_span,
                format!(
                    "the id {} must be lowercase letters, digits and dashes",
                    quote(id)
                ),
                Some(format!("try {}", quote(&crate::scenario_slug(id)))),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario_file::schema::{check_against, req};

    const NEEDS: Needs = Needs {
        game: Need::Required,
        rules: Need::Optional,
        tests: Need::Required,
        example: Need::Absent,
        author: Need::Optional,
    };
    const OWN: &[Field] = &[req("board", Shape::Str)];
    const TOP: &[Field] = &schema::<{ schema_len(NEEDS, OWN) }>(NEEDS, OWN);

    fn required(key: &str) -> Option<bool> {
        TOP.iter().find(|f| f.key == key).map(|f| f.required)
    }

    #[test]
    fn the_header_is_one_table_shaped_by_what_the_game_needs() {
        let keys: Vec<&str> = TOP.iter().map(|f| f.key).collect();
        // The header in file order, without the absent `example`, then the
        // game's own sections, then the generic tables.
        assert_eq!(
            keys,
            [
                "game",
                "id",
                "title",
                "summary",
                "difficulty",
                "tags",
                "rules",
                "tests",
                "rules_edition",
                "author",
                "situation",
                "assumptions",
                "board",
                "question",
                "reading"
            ]
        );
        assert_eq!(required("game"), Some(true));
        assert_eq!(required("tests"), Some(true));
        assert_eq!(required("rules"), Some(false));
        assert_eq!(required("author"), Some(false));
        assert_eq!(required("example"), None);
        assert_eq!(required("id"), Some(true));
        assert_eq!(required("tags"), Some(false));
    }

    #[test]
    fn a_header_key_the_game_does_not_have_is_unknown_and_one_it_needs_is_missing() {
        let text = "game = \"g\"\nid = \"x\"\ntitle = \"T\"\nsummary = \"S\"\ndifficulty = 1\n\
                    rules_edition = \"E\"\nsituation = \"S\"\nexample = \"1.1\"\nboard = \"b\"\n";
        let messages: Vec<String> = check_against(text, TOP)
            .into_iter()
            .map(|p| p.message)
            .collect();
        assert_eq!(
            messages,
            [
                "missing key `tests` at the top of the file: expected a string",
                "unknown key `example` at the top level"
            ]
        );
    }

    #[test]
    fn the_header_reads_into_meta_for_the_game_it_was_loaded_as() {
        let text = "id = \"x\"\ntitle = \"T\"\nsummary = \"S\"\ndifficulty = 3\n\
                    rules = [\"1.2\"]\nexample = \"1.2\"\n[[question]]\nkind = \"outcome\"\nprompt = \"?\"\n";
        let mut ctx = Ctx::new("h.toml", text);
        let doc = ctx.document().expect("TOML");
        let h: CommonFile = ctx.typed(&doc).expect("a header");
        assert_eq!(h.id.as_ref().map(|i| &text[i.span()]), Some("\"x\""));
        let meta = Meta::of(&h, "swu");
        assert_eq!(meta.game, "swu");
        assert_eq!(meta.id, "x");
        assert_eq!(meta.difficulty, 3);
        assert_eq!(meta.rules, ["1.2"]);
        assert_eq!(meta.example.as_deref(), Some("1.2"));
        assert_eq!(h.question.len(), 1);
    }
}
