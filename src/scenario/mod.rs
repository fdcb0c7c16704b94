//! Scenarios: a board, the actions taken, and the questions to ask.
//!
//! `load` turns a TOML file into a [`Scenario`] or a list of every problem
//! found, each with its line and column and, where one is likely, a
//! suggestion. A scenario is only valid if the engine can run it and every
//! question refers to events the engine produces.
//!
//! The file names its ruleset (`game = "swu"`, the default); `load` reads
//! that key, then hands the file to the ruleset (`crate::rulesets`), which
//! builds its board and script through the same [`diagnostics::Ctx`] and
//! calls back into the generic parts here: the metadata (`meta`), the
//! readings (`reading`), the questions and their keys (`build_questions`,
//! `question`).

mod build_checks;
mod build_questions;
pub mod depends;
pub mod diagnostics;
pub mod format;
mod giveaway;
pub mod lesson;
pub mod manifest;
pub mod meta;
pub mod observe;
pub mod question;
pub mod quote;
pub mod reading;
pub mod schema;
pub mod shown;
pub mod subject;

use crate::rulesets::{Board, BoardModel, Bundled, Game, Setup};
use crate::timing::{OrderSpace, Trace};
pub use diagnostics::{line_col, Diagnostic};
use diagnostics::{unknown_field_hint, Ctx};
pub use manifest::{build_manifest, Manifest, ManifestEntry};
pub use meta::Meta;
pub use question::{
    decision_points, find_decision, order_space, AnswerCheck, ChoiceOption, DecisionPoint, Player,
    Question, Run,
};
use quote::escape;
pub use reading::Reading;

/// The commented template `tw new` writes (with its id replaced). It
/// validates as written; a test keeps it so.
pub const TEMPLATE: &str = include_str!("template.toml");

/// The question kinds a file may use.
pub const QUESTION_KINDS: &[&str] = build_questions::QUESTION_KINDS;

/// A validated scenario: the generic parts every ruleset's file has, and the
/// ruleset's own setup (its board, script and data), kept to run it again.
#[derive(Debug, Clone)]
pub struct Scenario {
    pub meta: Meta,
    /// What the scenario's ruleset needs to run it again: the board before
    /// the first step, the script, its own data.
    pub setup: Setup,
    /// The players, in the ruleset's order.
    pub players: Vec<Player>,
    /// Every outcome the ruleset knows, in its words (an outcome question's
    /// options).
    pub outcomes: Vec<String>,
    pub questions: Vec<Question>,
    /// Readings the answers rest on that no rule or dated ruling settles.
    pub readings: Vec<Reading>,
}

impl Scenario {
    /// The readings this question's answer rests on.
    pub fn readings_for<'a>(&'a self, question: &'a str) -> impl Iterator<Item = &'a Reading> {
        self.readings.iter().filter(move |r| r.applies_to(question))
    }

    /// The ruleset that runs it.
    pub fn game(&self) -> Game {
        self.setup.game()
    }
}

/// Parse and validate a scenario file against the bundled data.
///
/// Three passes, each reporting every problem it finds: the schema
/// pre-pass (TOML syntax, unknown keys, wrong types, missing keys), then the
/// board, script and questions (unknown cards, refs, players, impossible
/// boards), then the engine's run (missing or illegal decisions) and each
/// question's answer key against the trace. A pass runs only when the one
/// before it found nothing, because its input would not be trustworthy.
pub fn load(file: &str, text: &str, pool: &Bundled) -> Result<Scenario, Vec<Diagnostic>> {
    prepare(file, text, pool).map(|p| p.scenario)
}

/// Everything a page (and `tw run`) needs from a scenario's text, computed
/// once: the validated scenario, the engine's run, and each question's
/// legal-order space (built once, with [`question::ORDER_LIMIT`]), in which
/// its key was checked and a trainee's answer is scored.
#[derive(Debug, Clone)]
pub struct Prepared {
    pub scenario: Scenario,
    /// The run, with the ruleset's board after each step.
    pub trace: Trace<Board>,
    /// How the run ended, in the ruleset's words for an outcome answer.
    pub outcome: String,
    /// One per question, in order; `Some` for ordering questions.
    pub spaces: Vec<Option<OrderSpace>>,
}

impl Prepared {
    /// The run as questions see it: the trace with the ruleset's words for
    /// its players and outcomes.
    pub fn run(&self) -> Run<'_, Board> {
        Run {
            trace: &self.trace,
            players: &self.scenario.players,
            outcome: &self.outcome,
            outcomes: &self.scenario.outcomes,
        }
    }

    /// The board before the first step.
    pub fn start_board(&self) -> Board {
        self.scenario.setup.start_board()
    }

    /// How the page draws the board before the first step (`None`) or
    /// after step `i` (`Some(i)`; a step the run does not have is the
    /// start board).
    pub fn board_model(&self, step: Option<usize>) -> BoardModel {
        let setup = &self.scenario.setup;
        match step.and_then(|i| self.trace.steps.get(i)) {
            Some(s) => setup.board_model(&s.board),
            None => setup.board_model(&self.start_board()),
        }
    }
}

/// Parse, validate and run a scenario, keeping the run and the order
/// spaces: [`load`] without throwing the work away. Fails, like `load`,
/// when an answer key disagrees with the engine.
pub fn prepare(file: &str, text: &str, pool: &Bundled) -> Result<Prepared, Vec<Diagnostic>> {
    match prepare_keys_apart(file, text, pool) {
        Ok((p, keys)) if keys.is_empty() => Ok(p),
        Ok((_, keys)) => Err(keys),
        Err(diags) => Err(diags),
    }
}

/// Like [`load`], but a scenario whose only problems are answer keys that
/// disagree with the engine still loads, with those disagreements beside
/// it: `tw run` shows the trace first, then each disagreement.
pub fn load_keys_apart(
    file: &str,
    text: &str,
    pool: &Bundled,
) -> Result<(Scenario, Vec<Diagnostic>), Vec<Diagnostic>> {
    prepare_keys_apart(file, text, pool).map(|(p, keys)| (p.scenario, keys))
}

/// [`prepare`], with answer keys that disagree with the engine beside the
/// prepared scenario instead of failing it (`tw run`).
pub fn prepare_keys_apart(
    file: &str,
    text: &str,
    pool: &Bundled,
) -> Result<(Prepared, Vec<Diagnostic>), Vec<Diagnostic>> {
    let mut ctx = Ctx::new(file, text);
    let game = match Game::of_file(text) {
        Ok(g) => g,
        Err(p) => {
            ctx.at(p.span, p.message, p.suggestion);
            return Err(ctx.diags);
        }
    };
    game.load(ctx, pool)
}

/// The generic part of loading every ruleset shares: the schema pre-pass,
/// then the typed parse into the ruleset's file type `F`, then the ruleset's
/// `build`. Answer keys that disagree with the engine are kept apart.
pub(crate) fn load_with<F: serde::de::DeserializeOwned>(
    mut ctx: Ctx<'_>,
    schema: &'static [schema::Field],
    build: impl FnOnce(&mut Ctx<'_>, F) -> Option<Prepared>,
) -> Result<(Prepared, Vec<Diagnostic>), Vec<Diagnostic>> {
    let text = ctx.text;
    for p in schema::check_against(text, schema) {
        ctx.at(p.span, p.message, p.suggestion);
    }
    if !ctx.diags.is_empty() {
        return Err(ctx.diags);
    }
    let parsed: F = match toml::from_str(text) {
        Ok(p) => p,
        Err(e) => {
            // The schema passed, so this is inside a part it leaves to the
            // typed parse (effects, scenario-defined cards) or a value of
            // the right type but a wrong variant.
            let span = e.span().unwrap_or(0..0);
            let message = escape(e.message().trim_end()).into_owned();
            let suggestion = unknown_field_hint(&message);
            ctx.at(span, message, suggestion);
            return Err(ctx.diags);
        }
    };
    let built = build(&mut ctx, parsed);
    match built {
        Some(s) if ctx.diags.is_empty() => Ok((s, ctx.key_diags)),
        _ => {
            let mut all = ctx.diags;
            all.extend(ctx.key_diags);
            Err(all)
        }
    }
}
