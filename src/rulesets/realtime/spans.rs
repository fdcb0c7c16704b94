//! Reading this ruleset's sections of a spanned TOML document after the
//! kit's schema checked their keys and types (`format::OWN`, through the
//! one diagnostics context): a getter here never reports a key or a type,
//! it reads the value the schema let through (a value of the wrong type
//! reads as absent, its problem already reported). What is left to report
//! here is what a value means: a clock's text, a time before the turn.

use std::ops::Range;

use toml_edit::{Item, TableLike};

use super::model::parse_clock;
pub(crate) use crate::scenario_file::diagnostics::Ctx;

impl Ctx<'_> {
    /// A problem at a value's place, or at the top of the file (1:1) when
    /// the value has none.
    pub fn err(&mut self, span: Option<Range<usize>>, message: impl Into<String>) {
        self.at(span.unwrap_or(0..0), message, None);
    }

    /// A time the schema let through (text or a number): `m:ss` or a
    /// number of seconds, never negative, at most a day.
    pub fn time(&mut self, t: &dyn TableLike, key: &str, what: &str) -> Option<u32> {
        let item = t.get(key)?;
        let secs = match (item.as_str(), item.as_integer()) {
            (Some(s), _) => parse_clock(s),
            (None, Some(n)) => Some(n),
            // Not a time: the schema reported it.
            _ => return None,
        };
        match secs {
            None => {
                self.err(
                    item.span(),
                    format!("'{key}' must be a time such as \"0:15\" or a number of seconds"),
                );
                None
            }
            Some(n) if n < 0 => {
                self.err(
                    item.span(),
                    format!("{what} cannot be before the turn starts (0:00)"),
                );
                None
            }
            Some(n) => match u32::try_from(n) {
                Ok(n) if n <= 86_400 => Some(n),
                _ => {
                    self.err(item.span(), format!("'{key}' is more than a day"));
                    None
                }
            },
        }
    }
}

/// A string the schema let through.
pub(crate) fn str(t: &dyn TableLike, key: &str) -> Option<String> {
    t.get(key)?.as_str().map(str::to_string)
}

/// A whole number, 0 or more, the schema let through, or `default`.
pub(crate) fn count(t: &dyn TableLike, key: &str, default: u32) -> u32 {
    t.get(key)
        .and_then(Item::as_integer)
        .and_then(|n| u32::try_from(n).ok())
        .unwrap_or(default)
}

/// True or false as the schema let it through, or `default`.
pub(crate) fn bool(t: &dyn TableLike, key: &str, default: bool) -> bool {
    t.get(key).and_then(Item::as_bool).unwrap_or(default)
}

/// The tables of an array of tables, or of an array of inline tables (any
/// other value: the schema reported it).
pub(crate) fn tables(item: &Item) -> Vec<(&dyn TableLike, Option<Range<usize>>)> {
    if let Some(aot) = item.as_array_of_tables() {
        return aot
            .iter()
            .map(|t| (t as &dyn TableLike, t.span()))
            .collect();
    }
    item.as_array()
        .into_iter()
        .flat_map(|arr| arr.iter())
        .filter_map(|v| Some((v.as_inline_table()? as &dyn TableLike, v.span())))
        .collect()
}
