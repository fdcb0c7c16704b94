//! The games the trainer teaches, one module tree each, and the boundary
//! between them and the generic trainer.
//!
//! A ruleset owns its board and how a scenario file describes it, its
//! engine, its cards or characters, its rules digest with anchors, its step
//! kinds and their names, its board component and what an outcome is. The
//! rest of the crate (`timing`, `quiz`, `scenario`, `ui`) is generic and
//! reaches a ruleset only through [`Game`], at the dispatch points listed in
//! `docs/ARCHITECTURE.md`.
//!
//! Why an enum and not a trait object: the set of rulesets is closed and
//! known at build time, each dispatch point is one `match` arm per ruleset
//! (adding a ruleset is adding a module and one arm per point, and the
//! compiler lists every point that lacks it), and a `match` lets each arm
//! return the ruleset's own types without boxing them behind a trait that
//! every board and trace would have to erase to. Measured, the enum is
//! also the smaller browser app: a trait-object variant of the same
//! dispatch points made the full app's wasm 46 KB larger
//! (`docs/benchmarks.md`, "trait or enum, measured").

mod prepared;
pub mod realtime;
pub mod swm;
pub mod swu;
mod what_if;

use crate::scenario_file::quote::quote;
use std::ops::Range;

#[cfg(target_arch = "wasm32")]
pub use ui::{BoardLabel, BoardView};

pub use prepared::{Brief, Loaded, Prepared, Scenario};

use crate::scenario_file::diagnostics::nearest;
use crate::scenario_file::diagnostics::Ctx;
use crate::scenario_file::schema::{Field, Problem};
use crate::scenario_file::{CommonFile, Document};

/// SWU's bundled card pool (a file's own cards join it): the data loaded
/// at run time that SWU's files load against.
pub type Bundled = swu::cards::CardPool;

/// Where a ruleset gets the data it loads a file against that is not
/// compiled into it: SWU's card pool (SWM's characters and the real-time
/// game's cards are compiled into their rulesets). Asked only by the arm of
/// the file's own ruleset, so checking an SWM file never loads SWU's
/// cards, and the generic pipeline's signatures name no ruleset's data.
pub trait Sources {
    /// SWU's card pool: the bundled cards, or a pool of the caller's.
    fn swu_cards(&self) -> Result<std::borrow::Cow<'_, Bundled>, String>;
}

/// A pool of the caller's (a test's, a page's already loaded one).
impl Sources for Bundled {
    fn swu_cards(&self) -> Result<std::borrow::Cow<'_, Bundled>, String> {
        Ok(std::borrow::Cow::Borrowed(self))
    }
}

/// The data file the browser fetches before it can prepare a file that
/// needs data loaded at run time (SWU's printed card pool, written by
/// `tw pool`): a page or a worker names it through here, not through SWU.
pub const SHIPPED_DATA_FILE: &str = swu::cards::printed::POOL_FILE;

/// Whether the run-time data ([`SHIPPED_DATA_FILE`]) is installed yet.
pub fn shipped_data_ready() -> bool {
    Bundled::bundled_ready()
}

/// The data the app ships, each part loaded the first time a file of its
/// ruleset asks for it (SWU's pool once per process: `CardPool::bundled`).
#[derive(Debug, Default, Clone, Copy)]
pub struct Shipped;

impl Sources for Shipped {
    fn swu_cards(&self) -> Result<std::borrow::Cow<'_, Bundled>, String> {
        Bundled::bundled().map(std::borrow::Cow::Owned)
    }
}

/// A run's board at one step, whichever ruleset drew it: what the generic
/// parts hold (`Trace<Board>`) and the board dispatch draws.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub enum Board {
    Swu(Box<swu::engine::GameState>),
    /// Star Wars Miniatures: squads, dice, checks and orders.
    Swm(Box<swm::Board>),
    Realtime(Box<realtime::Board>),
}

/// A board as the page draws it, whichever ruleset drew it: plain words
/// and numbers worked out natively from a [`Board`] (names, stats, clocks),
/// serialisable both ways, so a page can draw a board read from JSON with
/// no engine, TOML parser or card pool. Kept cheap to read in wasm: plain
/// structs, externally tagged enums, no maps.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum BoardModel {
    Swu(swu::view::BoardModel),
    Swm(swm::view::BoardModel),
    Realtime(realtime::view::BoardModel),
}

/// What a ruleset needs to run a scenario again (the board before the first
/// step, the script, the scenario's own data): kept with the scenario.
// One per prepared scenario, never in bulk: the size difference between
// SWU's setup and SWM's (an `Arc`) costs nothing worth a box.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone)]
pub enum Setup {
    Swu(swu::Setup),
    Swm(swm::Setup),
    Realtime(realtime::Scenario),
}

impl Setup {
    /// The ruleset this setup belongs to.
    pub fn game(&self) -> Game {
        match self {
            Setup::Swu(_) => Game::Swu,
            Setup::Swm(_) => Game::Swm,
            Setup::Realtime(_) => Game::Realtime,
        }
    }

    /// The board before the first step.
    pub fn start_board(&self) -> Board {
        match self {
            Setup::Swu(s) => Board::Swu(Box::new(s.board.clone())),
            Setup::Swm(s) => Board::Swm(Box::new(s.start_board())),
            Setup::Realtime(s) => Board::Realtime(Box::new(realtime::engine::start_board(s))),
        }
    }

    /// Run the ruleset's engine on it again: the same trace `prepare` kept.
    /// `Err` is the engine's error in words.
    pub fn run(&self) -> Result<crate::timing::Trace<Board>, String> {
        match self {
            Setup::Swu(s) => s
                .run()
                .map(|t| t.map_boards(|b| Board::Swu(Box::new(b))))
                .map_err(|e| e.to_string()),
            Setup::Swm(s) => s
                .run()
                .map(|t| t.map_boards(|b| Board::Swm(Box::new(b))))
                .map_err(|e| e.to_string()),
            Setup::Realtime(s) => realtime::run(s)
                .map(|t| t.map_boards(|b| Board::Realtime(Box::new(b))))
                .map_err(|e| e.to_string()),
        }
    }

    /// How the page draws `board`, a board of this setup's run. SWU's names
    /// and stats are read against the setup's own pool. An SWU board under
    /// another game's setup (which no run makes) is read against an empty
    /// pool: its cards show by id rather than fail.
    pub fn board_model(&self, board: &Board) -> BoardModel {
        match board {
            Board::Swu(state) => {
                let model = match self {
                    Setup::Swu(s) => swu::view::board_model(state, &s.pool),
                    Setup::Swm(_) | Setup::Realtime(_) => {
                        swu::view::board_model(state, &Bundled::default())
                    }
                };
                BoardModel::Swu(model)
            }
            Board::Swm(b) => BoardModel::Swm(swm::view::model(b)),
            Board::Realtime(b) => BoardModel::Realtime(realtime::view::board_view(b)),
        }
    }

    /// SWU's setup, when the scenario is SWU's.
    pub fn swu(&self) -> Option<&swu::Setup> {
        match self {
            Setup::Swu(s) => Some(s),
            Setup::Swm(_) => None,
            Setup::Realtime(_) => None,
        }
    }
}

/// A ruleset a scenario file can name with `game = "..."`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Game {
    /// Star Wars: Unlimited (the default when a file names none).
    #[default]
    Swu,
    /// Star Wars Miniatures' pre-game and beginning of each round.
    Swm,
    /// A real-time card game's simultaneous turns with clocks (Line Pirates).
    Realtime,
}

impl Game {
    /// Every ruleset, in the order the catalog lists them.
    pub const ALL: &'static [Game] = &[Game::Swu, Game::Swm, Game::Realtime];

    /// The word a scenario file uses for it.
    pub fn slug(self) -> &'static str {
        match self {
            Game::Swu => "swu",
            Game::Swm => swm::GAME,
            Game::Realtime => realtime::GAME,
        }
    }

    /// The game's name in plain words.
    pub fn name(self) -> &'static str {
        match self {
            Game::Swu => "Star Wars: Unlimited",
            Game::Swm => "Star Wars Miniatures",
            Game::Realtime => "Real-time card game (Line Pirates)",
        }
    }

    /// The ruleset a slug names.
    pub fn from_slug(slug: &str) -> Option<Game> {
        Game::ALL.iter().copied().find(|g| g.slug() == slug)
    }

    /// The section of this ruleset's rules a rule number belongs to, as the
    /// catalog's filter and the progress page's accuracy chart group them
    /// (the dispatch point of grouping; `quiz` takes the result as a
    /// function and knows no game's numbering).
    pub fn section(self, rule: &str) -> String {
        match self {
            Game::Swu => swu::sections::section(rule),
            Game::Swm => letters_and_number(rule),
            Game::Realtime => realtime::section(rule),
        }
    }

    /// The title this ruleset's rules give one of its sections (as
    /// [`Game::section`] groups them), for pages that name a section in
    /// words as well as by number; `None` where the rules give it none.
    pub fn section_title(self, section: &str) -> Option<String> {
        match self {
            Game::Swu => swu::sections::title(section),
            Game::Swm => crate::rules::procedure_title(swm::PROCEDURE, section).map(str::to_string),
            Game::Realtime => realtime::section_title(section),
        }
    }

    /// The game's open ruling questions: its section of
    /// `docs/rulings-questions.md` and the entries a `[[reading]]`'s `open`
    /// may name there.
    pub fn open_entries(self) -> crate::scenario_file::reading::OpenEntries {
        match self {
            Game::Swu => swu::engine::readings::OPEN,
            Game::Swm => swm::readings::OPEN,
            Game::Realtime => realtime::readings::OPEN,
        }
    }

    /// The top-level schema of this ruleset's files (the header as it
    /// requires it, its own sections, the generic tables), which the
    /// pipeline's pre-pass checks a file against.
    pub fn schema(self) -> &'static [Field] {
        match self {
            Game::Swu => swu::schema::SCENARIO,
            Game::Swm => swm::format::SCHEMA,
            Game::Realtime => realtime::format::SCHEMA,
        }
    }

    /// Read a file's own sections and run them (the one dispatch point of
    /// loading): its board, script and engine run, reporting every problem
    /// through `ctx`. `common` is the header, questions and readings the
    /// pipeline read (`None` when the pre-pass found a problem: a ruleset
    /// may still report what else it finds, but runs nothing). `None` when
    /// a problem stopped it before the run.
    pub(crate) fn load(
        self,
        ctx: &mut Ctx<'_>,
        doc: &Document<'_>,
        common: Option<&CommonFile>,
        sources: &dyn Sources,
    ) -> Option<Loaded> {
        match self {
            Game::Swu => swu::load(ctx, doc, common?, sources),
            Game::Swm => swm::load::load(ctx, doc, common?),
            Game::Realtime => realtime::load(ctx, doc, common),
        }
    }

    /// The ruleset a parsed scenario file names with its top-level `game`
    /// key; [`Game::Swu`] when it has none. A `game` that is not a string
    /// is left to the schema pre-pass to report. An unknown game is a
    /// problem at the value, with the nearest known one.
    pub fn of_document(doc: &Document<'_>) -> Result<Game, Problem> {
        let Some(value) = doc.as_table().get("game").and_then(|i| i.as_value()) else {
            return Ok(Game::default());
        };
        let Some(slug) = value.as_str() else {
            return Ok(Game::default());
        };
        if let Some(g) = Game::from_slug(slug) {
            return Ok(g);
        }
        let span: Range<usize> = value.span().unwrap_or(0..0);
        let known: Vec<&str> = Game::ALL.iter().map(|g| g.slug()).collect();
        Err(Problem {
            span,
            message: format!("unknown game {}", quote(slug)),
            suggestion: Some(nearest(slug, &known)),
        })
    }
}

/// The board component: the dispatch point the pages draw a ruleset's
/// board through (wasm only).
#[cfg(target_arch = "wasm32")]
mod ui {
    use leptos::prelude::*;

    use super::BoardModel;

    /// The name a board component gives its region, where a page shows more
    /// than one board (the trace's board is "The board after step N", apart
    /// from the scenario's starting board). Read by each ruleset's board
    /// component; "The board" when none is provided.
    #[derive(Clone, Debug)]
    pub struct BoardLabel(pub String);

    /// A board drawn by its ruleset's component from its display model
    /// (`Prepared::board_model`, `Setup::board_model`).
    #[component]
    pub fn BoardView(board: BoardModel) -> impl IntoView {
        match board {
            BoardModel::Swu(model) => {
                view! { <super::swu::board_ui::Board model=model /> }.into_any()
            }
            BoardModel::Swm(model) => {
                view! { <super::swm::board_ui::Board model=model /> }.into_any()
            }
            BoardModel::Realtime(model) => {
                view! { <super::realtime::board_ui::Board model=model /> }.into_any()
            }
        }
    }
}

/// The section of a rule id written as letters and a number with an
/// optional sub-step ("PG9a" → "PG9", "R6" → "R6", "R13b" → "R13"): how
/// Star Wars Miniatures' pre-game and round steps and the real-time game's
/// rules group, for their arms of [`Game::section`] once they are behind
/// [`Game`]. An id of another shape is its own section.
pub fn letters_and_number(rule: &str) -> String {
    let letters = rule.len()
        - rule
            .trim_start_matches(|c: char| c.is_ascii_uppercase())
            .len();
    let digits = rule[letters..]
        .chars()
        .take_while(char::is_ascii_digit)
        .count();
    match (letters, digits) {
        (0, _) | (_, 0) => rule.to_string(),
        _ => rule[..letters + digits].to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_groups_its_own_rule_numbers() {
        assert_eq!(Game::Swu.section("5.4.1b"), "5");
        assert_eq!(Game::Swu.section("7.6.10"), "7.6");
        assert_eq!(letters_and_number("PG9a"), "PG9");
        assert_eq!(letters_and_number("PG10"), "PG10");
        assert_eq!(letters_and_number("R6"), "R6");
        assert_eq!(letters_and_number("R13b"), "R13");
        assert_eq!(letters_and_number("7.6.10"), "7.6.10");
        assert_eq!(letters_and_number("PG"), "PG");
        assert_eq!(letters_and_number(""), "");
    }

    /// The game a file's text names.
    fn of_file(text: &str) -> Result<Game, Problem> {
        let doc = crate::scenario_file::schema::parse_document(text).expect("TOML");
        Game::of_document(&doc)
    }

    #[test]
    fn a_file_without_a_game_key_is_swu() {
        assert_eq!(of_file("id = \"x\"\n"), Ok(Game::Swu));
    }

    #[test]
    fn a_file_naming_swu_is_swu() {
        assert_eq!(of_file("game = \"swu\"\n"), Ok(Game::Swu));
    }

    #[test]
    fn an_unknown_game_is_reported_at_its_value_with_the_nearest_known_one() {
        let p = of_file("id = \"x\"\ngame = \"sw\"\n").unwrap_err();
        assert_eq!(p.message, "unknown game 'sw'");
        assert_eq!(p.span.start, "id = \"x\"\ngame = ".len());
        assert_eq!(p.suggestion.as_deref(), Some("did you mean 'swu'?"));
    }

    #[test]
    fn every_game_checks_the_one_header_table_as_it_requires_it() {
        use crate::scenario_file::meta::Need;
        let needs = |g: Game| match g {
            Game::Swu => swu::schema::HEADER,
            Game::Swm => swm::format::HEADER,
            Game::Realtime => realtime::format::HEADER,
        };
        for g in Game::ALL {
            let schema = g.schema();
            let required = |key: &str| schema.iter().find(|f| f.key == key).map(|f| f.required);
            let n = needs(*g);
            for (key, need) in [
                ("game", n.game),
                ("rules", n.rules),
                ("tests", n.tests),
                ("example", n.example),
                ("author", n.author),
            ] {
                let expected = match need {
                    Need::Required => Some(true),
                    Need::Optional => Some(false),
                    Need::Absent => None,
                };
                assert_eq!(required(key), expected, "{}: {key}", g.slug());
            }
            for key in ["id", "title", "summary", "difficulty", "situation"] {
                assert_eq!(required(key), Some(true), "{}: {key}", g.slug());
            }
            // Only the default game may leave out `game`.
            assert_eq!(
                required("game"),
                Some(*g != Game::default()),
                "{}",
                g.slug()
            );
        }
    }

    #[test]
    fn every_slug_names_its_own_game() {
        for g in Game::ALL {
            assert_eq!(Game::from_slug(g.slug()), Some(*g));
            assert!(!g.name().is_empty());
        }
    }
}
