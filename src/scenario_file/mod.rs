//! What a scenario file says, whatever its game, and how it is checked:
//! the kit every ruleset's loader is built from, below the rulesets (it
//! names none of them).
//!
//! - `diagnostics`: every problem of a file, with its line and column, is
//!   reported through one [`diagnostics::Ctx`];
//! - `schema`: the file parsed once (`Document`), the pre-pass that reports every unknown key, wrong type and
//!   missing key at once, and the tables every file shares (questions,
//!   readings);
//! - `meta` (with `header_file`): the header every file carries, its one
//!   schema table (parameterised by what a game requires), its one reader
//!   and its checks;
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
pub mod header_file;
pub mod meta;
pub mod observe;
pub mod question;
pub mod quote;
pub mod reading;
pub mod schema;
pub mod shown;
pub mod subject;
pub mod suggest;
mod top_keys;

pub use diagnostics::{line_col, Diagnostic};
use diagnostics::{unknown_field_hint, Ctx};
pub use meta::{CommonFile, Meta};
pub use question::{
    decision_points, find_decision, order_space, AnswerCheck, ChoiceOption, DecisionPoint, Player,
    Question, Run,
};
use quote::escape;
pub use reading::Reading;
pub use schema::Document;

/// The question kinds a file may use.
pub const QUESTION_KINDS: &[&str] = build_questions::QUESTION_KINDS;

impl<'t> Ctx<'t> {
    /// The file's text parsed, once, for every pass after it; a syntax
    /// error is reported and ends the reading.
    pub(crate) fn document(&mut self) -> Option<Document<'t>> {
        match schema::parse_document(self.text) {
            Ok(doc) => Some(doc),
            Err(p) => {
                self.at(p.span, p.message, p.suggestion);
                None
            }
        }
    }

    /// The schema pre-pass against a ruleset's top-level schema: every
    /// unknown key, wrong type and missing key, reported at once. `true`
    /// when it found none.
    pub(crate) fn pre_pass(&mut self, doc: &Document<'_>, top: &[schema::Field]) -> bool {
        self.report(schema::check_document(doc, top))
    }

    /// The pre-pass's check of one item a ruleset reads later
    /// ([`schema::check_item`]).
    pub(crate) fn check_item(&mut self, item: &toml_edit::Item, shape: schema::Shape, path: &str) {
        self.report(schema::check_item(item, shape, path));
    }

    /// Report the schema's problems; `true` when there were none.
    fn report(&mut self, problems: Vec<schema::Problem>) -> bool {
        let clean = problems.is_empty();
        for p in problems {
            self.at(p.span, p.message, p.suggestion);
        }
        clean
    }

    /// The typed read of a file that passed the pre-pass into `T` (the
    /// generic parts, [`CommonFile`], or a ruleset's own sections), from
    /// the one parsed document; its spans are the text's. Only the
    /// top-level parts `T` reads are copied for it ([`top_keys`]). `None`
    /// when the read found a problem (reported).
    pub(crate) fn typed<T: serde::de::DeserializeOwned>(
        &mut self,
        doc: &Document<'_>,
    ) -> Option<T> {
        match T::deserialize(top_keys::part_for::<T>(doc)) {
            Ok(t) => Some(t),
            Err(e) => {
                // The schema passed, so this is inside a part it leaves to
                // the typed read (effects, scenario-defined cards) or a
                // value of the right type but a wrong variant.
                let span = e.span().unwrap_or(0..0);
                let message = escape(e.message().trim_end()).into_owned();
                let suggestion = unknown_field_hint(&message);
                self.at(span, message, suggestion);
                None
            }
        }
    }
}
