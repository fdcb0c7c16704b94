//! What a scenario file says, whatever its game, and how it is checked:
//! the kit every ruleset's loader is built from, below the rulesets (it
//! names none of them).
//!
//! - `diagnostics`: every problem of a file, with its line and column, is
//!   reported through one [`diagnostics::Ctx`];
//! - `schema`: the pre-pass that reports every unknown key, wrong type and
//!   missing key at once, and the tables every file shares (questions,
//!   readings);
//! - `meta`: the facts every file carries and their checks;
//! - `reading`, `format`, `question`, `build_questions` (with
//!   `build_checks`, `giveaway`, `shown`, `subject`, `observe`, `depends`):
//!   the readings and the questions, built and their keys checked against a
//!   run ([`Run`]: a trace, its players and outcomes, whichever ruleset
//!   made it).
//!
//! The pipeline that turns a file's text into a prepared scenario is
//! `crate::scenario`, above the rulesets; a ruleset reads its own sections
//! with this kit and runs its engine.

mod build_checks;
mod build_questions;
pub mod depends;
pub mod diagnostics;
pub mod format;
mod giveaway;
pub mod meta;
pub mod observe;
pub mod question;
pub mod quote;
pub mod reading;
pub mod schema;
pub mod shown;
pub mod subject;
pub mod suggest;

pub use diagnostics::{line_col, Diagnostic};
use diagnostics::{unknown_field_hint, Ctx};
pub use meta::Meta;
pub use question::{
    decision_points, find_decision, order_space, AnswerCheck, ChoiceOption, DecisionPoint, Player,
    Question, Run,
};
use quote::escape;
pub use reading::Reading;

/// The question kinds a file may use.
pub const QUESTION_KINDS: &[&str] = build_questions::QUESTION_KINDS;

/// The generic part of reading every ruleset's file: the schema pre-pass
/// against the ruleset's top-level schema, then the typed parse into the
/// ruleset's file type `F`. `None` when either found a problem (reported
/// through `ctx`): the next pass would read untrustworthy input.
pub(crate) fn parse_with<F: serde::de::DeserializeOwned>(
    ctx: &mut Ctx<'_>,
    schema: &'static [schema::Field],
) -> Option<F> {
    let text = ctx.text;
    for p in schema::check_against(text, schema) {
        ctx.at(p.span, p.message, p.suggestion);
    }
    if !ctx.diags.is_empty() {
        return None;
    }
    match toml::from_str(text) {
        Ok(p) => Some(p),
        Err(e) => {
            // The schema passed, so this is inside a part it leaves to the
            // typed parse (effects, scenario-defined cards) or a value of
            // the right type but a wrong variant.
            let span = e.span().unwrap_or(0..0);
            let message = escape(e.message().trim_end()).into_owned();
            let suggestion = unknown_field_hint(&message);
            ctx.at(span, message, suggestion);
            None
        }
    }
}
