//! Problems in a scenario file, each with its place: the [`Diagnostic`]
//! type, line and column from a byte offset, and the loading context every
//! part of the loader (generic and ruleset) reports through.

use super::quote::quote;
use std::collections::HashSet;
use std::fmt;
use std::ops::Range;

use serde::{Deserialize, Serialize};
use toml::Spanned;

use super::schema;

/// One problem in a scenario file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Diagnostic {
    pub file: String,
    /// 1-based; a problem with no single place is at the top of the
    /// file, 1:1.
    pub line: usize,
    pub column: usize,
    pub message: String,
    pub suggestion: Option<String>,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}",
            super::quote::one_line(&self.file),
            self.line,
            self.column,
            super::quote::one_line(&self.message)
        )?;
        if let Some(s) = &self.suggestion {
            write!(f, " ({})", super::quote::one_line(s))?;
        }
        Ok(())
    }
}

/// 1-based line and column of a byte offset (an offset inside a character
/// or past the end counts from the last boundary before it).
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let mut end = offset.min(text.len());
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    let before = &text[..end];
    let line = before.matches('\n').count() + 1;
    let col = before
        .rsplit('\n')
        .next()
        .map(|l| l.chars().count())
        .unwrap_or(0)
        + 1;
    (line, col)
}

/// A problem of `file` (whose text is `text`) at `span`: its line and
/// column, its message and suggestion on one line each. A problem with no
/// place in the file is given the empty span at 0: the top of the file,
/// 1:1, as every loader reports it.
pub fn diagnostic_at(
    file: &str,
    text: &str,
    span: Range<usize>,
    message: String,
    suggestion: Option<String>,
) -> Diagnostic {
    let (line, column) = line_col(text, span.start);
    Diagnostic {
        file: file.to_string(),
        line,
        column,
        message: super::quote::one_line(&message).into_owned(),
        suggestion: suggestion.map(|s| super::quote::one_line(&s).into_owned()),
    }
}

pub(crate) fn unknown_field_hint(message: &str) -> Option<String> {
    message
        .contains("unknown field")
        .then(|| "check the spelling against docs/scenario-format.md".to_string())
}

pub(crate) struct Ctx<'t> {
    pub(crate) file: String,
    pub(crate) text: &'t str,
    pub(crate) diags: Vec<Diagnostic>,
    /// Answer keys that disagree with the engine (the file is otherwise
    /// sound).
    pub(crate) key_diags: Vec<Diagnostic>,
    /// Refs of units already reported as broken (an unknown card): a
    /// reference to one is not reported again.
    pub(crate) broken_refs: HashSet<String>,
    /// The scenario's situation, as the trainee reads it before the
    /// questions: a question's given decision may be stated there
    /// (`shown::given_is_stated`). Set by the ruleset's loader.
    pub(crate) situation: String,
    /// What the ruleset read off its boards for the questions' unit claims
    /// (`observe::observe`). Set by the ruleset's loader.
    pub(crate) observed: Vec<super::observe::Observed>,
    /// The file's readings, once checked (`Ctx::readings`): a question
    /// whose answer rests on a step the engine marks with an open ruling
    /// question must be listed by one with that `open` number.
    pub(crate) readings: Vec<super::Reading>,
    /// The section of `docs/rulings-questions.md` the file's game numbers
    /// its open entries in (`Ctx::readings`).
    pub(crate) open_section: &'static str,
    /// What the file may keep but should know: a card whose printed text
    /// is not all simulated (the file still loads).
    pub(crate) warnings: Vec<Diagnostic>,
}

impl<'t> Ctx<'t> {
    pub(crate) fn new(file: &str, text: &'t str) -> Ctx<'t> {
        Ctx {
            file: file.to_string(),
            text,
            diags: Vec::new(),
            key_diags: Vec::new(),
            broken_refs: HashSet::new(),
            situation: String::new(),
            observed: Vec::new(),
            readings: Vec::new(),
            open_section: "",
            warnings: Vec::new(),
        }
    }

    pub(crate) fn at(
        &mut self,
        span: Range<usize>,
        message: impl Into<String>,
        suggestion: Option<String>,
    ) {
        let d = self.diagnostic(span, message.into(), suggestion);
        self.diags.push(d);
    }

    /// A warning at its place: the file loads, but should say or change
    /// this.
    pub(crate) fn warn_at(
        &mut self,
        span: Range<usize>,
        message: impl Into<String>,
        suggestion: Option<String>,
    ) {
        let d = self.diagnostic(span, message.into(), suggestion);
        self.warnings.push(d);
    }

    fn diagnostic(
        &self,
        span: Range<usize>,
        message: String,
        suggestion: Option<String>,
    ) -> Diagnostic {
        diagnostic_at(&self.file, self.text, span, message, suggestion)
    }

    /// A word from a fixed list (a timing point, a duration), read with the
    /// type's own serde names; an unknown word gets the nearest known one.
    pub(crate) fn variant<T: serde::de::DeserializeOwned>(
        &mut self,
        s: &Spanned<String>,
        known: &[&str],
    ) -> Option<T> {
        if let Ok(v) = toml::Value::String(s.get_ref().clone()).try_into::<T>() {
            return Some(v);
        }
        self.at(
            s.span(),
            format!("unknown value {}", quote(s.get_ref())),
            Some(nearest(s.get_ref(), known)),
        );
        None
    }
}

/// "did you mean 'x'?" for a close word, else the whole list.
pub(crate) fn nearest(word: &str, known: &[&str]) -> String {
    match schema::closest(word, known) {
        Some(k) => format!("did you mean {}?", quote(k)),
        None => {
            let known: Vec<_> = known.iter().map(|k| super::quote::escape(k)).collect();
            format!("one of: {}", known.join(", "))
        }
    }
}
