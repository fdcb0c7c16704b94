//! Scenarios: a board, the actions taken, and the questions to ask.
//!
//! The pipeline from a file's text to a [`Prepared`] scenario, above the
//! rulesets: `prepare` parses the text once, reads which game it names,
//! checks it against that game's schema, reads the header, questions and
//! readings (the kit), asks the ruleset (`crate::rulesets::Game::load`)
//! for its run, builds the questions and checks their keys against it
//! (`Prepared::of_run`, the one tail every ruleset shares), and returns
//! every problem found, each with its line and column. The steps are
//! `Prepared::read`, kept beside `Prepared` so a ruleset's generator runs
//! them too. A scenario is only valid if the engine can run it and every
//! question refers to events the engine produces.
//!
//! What a file says and how each part is checked (diagnostics, schema,
//! metadata, readings, questions) is the kit below the rulesets,
//! `crate::scenario_file`; its modules are re-exported here under their
//! old names.

pub mod lesson;
pub mod manifest;

use crate::rulesets::Sources;
pub use crate::rulesets::{Prepared, Scenario};
use crate::scenario_file::diagnostics::Ctx;
pub use crate::scenario_file::{
    decision_points, depends, diagnostics, find_decision, format, line_col, meta, observe,
    order_space, question, quote, reading, schema, shown, subject, AnswerCheck, ChoiceOption,
    DecisionPoint, Diagnostic, Meta, Player, Question, Reading, Run, QUESTION_KINDS,
};
pub use manifest::{build_manifest, Manifest, ManifestEntry};

/// The commented template `tw new` writes (with its id replaced). It
/// validates as written; a test keeps it so.
pub const TEMPLATE: &str = include_str!("template.toml");

/// Parse and validate a scenario file against the data its ruleset loads
/// against (`sources`: [`crate::rulesets::Shipped`] for what the app ships;
/// SWU's pool is loaded only for an SWU file).
///
/// Three passes, each reporting every problem it finds: the schema
/// pre-pass (TOML syntax, unknown keys, wrong types, missing keys), then the
/// board, script and questions (unknown cards, refs, players, impossible
/// boards), then the engine's run (missing or illegal decisions) and each
/// question's answer key against the trace. A pass runs only when the one
/// before it found nothing, because its input would not be trustworthy.
pub fn load(file: &str, text: &str, sources: &dyn Sources) -> Result<Scenario, Vec<Diagnostic>> {
    prepare(file, text, sources).map(|p| p.scenario)
}

/// Parse, validate and run a scenario, keeping the run and the order
/// spaces: [`load`] without throwing the work away. Fails, like `load`,
/// when an answer key disagrees with the engine.
pub fn prepare(file: &str, text: &str, sources: &dyn Sources) -> Result<Prepared, Vec<Diagnostic>> {
    match prepare_keys_apart(file, text, sources) {
        Ok((p, keys)) if keys.is_empty() => Ok(p),
        Ok((_, keys)) => Err(keys),
        Err(diags) => Err(diags),
    }
}

/// Everything wrong with a scenario file, as `tw check` reports it: its
/// problems, else every answer key the run does not bear out. Empty when
/// the file is good.
pub fn check(file: &str, text: &str, sources: &dyn Sources) -> Vec<Diagnostic> {
    prepare(file, text, sources).err().unwrap_or_default()
}

/// Like [`load`], but a scenario whose only problems are answer keys that
/// disagree with the engine still loads, with those disagreements beside
/// it: `tw run` shows the trace first, then each disagreement.
pub fn load_keys_apart(
    file: &str,
    text: &str,
    sources: &dyn Sources,
) -> Result<(Scenario, Vec<Diagnostic>), Vec<Diagnostic>> {
    prepare_keys_apart(file, text, sources).map(|(p, keys)| (p.scenario, keys))
}

/// [`prepare`], with answer keys that disagree with the engine beside the
/// prepared scenario instead of failing it (`tw run`).
pub fn prepare_keys_apart(
    file: &str,
    text: &str,
    sources: &dyn Sources,
) -> Result<(Prepared, Vec<Diagnostic>), Vec<Diagnostic>> {
    let mut ctx = Ctx::new(file, text);
    let prepared = Prepared::read(&mut ctx, sources);
    match prepared {
        Some(p) if ctx.diags.is_empty() => Ok((p, ctx.key_diags)),
        _ => {
            let mut all = ctx.diags;
            all.extend(ctx.key_diags);
            Err(all)
        }
    }
}
