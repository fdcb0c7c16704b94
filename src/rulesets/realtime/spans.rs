//! Reading a spanned TOML document: typed getters that report a problem at
//! the value's line and column instead of failing, through the kit's one
//! diagnostics context.

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

    /// Reports every key of `t` not in `allowed`.
    pub fn keys(&mut self, t: &dyn TableLike, allowed: &[&str], what: &str) {
        let unknown: Vec<(String, Option<Range<usize>>)> = t
            .iter()
            .filter(|(k, _)| !allowed.contains(k))
            .map(|(k, _)| (k.to_string(), t.key(k).and_then(|k| k.span())))
            .collect();
        for (k, span) in unknown {
            self.err(
                span,
                format!(
                    "unknown key '{k}' in {what}: the keys are {}",
                    allowed.join(", ")
                ),
            );
        }
    }

    pub fn str(&mut self, t: &dyn TableLike, key: &str, required: bool) -> Option<String> {
        match t.get(key) {
            None => {
                if required {
                    self.err(None, format!("missing key '{key}'"));
                }
                None
            }
            Some(item) => match item.as_str() {
                Some(s) => Some(s.to_string()),
                None => {
                    self.err(item.span(), format!("'{key}' must be a string"));
                    None
                }
            },
        }
    }

    pub fn int(&mut self, t: &dyn TableLike, key: &str) -> Option<i64> {
        let item = t.get(key)?;
        match item.as_integer() {
            Some(n) => Some(n),
            None => {
                self.err(item.span(), format!("'{key}' must be a whole number"));
                None
            }
        }
    }

    pub fn count(&mut self, t: &dyn TableLike, key: &str, default: u32) -> u32 {
        match t.get(key) {
            None => default,
            Some(item) => match item.as_integer().and_then(|n| u32::try_from(n).ok()) {
                Some(n) => n,
                None => {
                    self.err(
                        item.span(),
                        format!("'{key}' must be a whole number, 0 or more"),
                    );
                    default
                }
            },
        }
    }

    pub fn bool(&mut self, t: &dyn TableLike, key: &str, default: bool) -> bool {
        match t.get(key) {
            None => default,
            Some(item) => match item.as_bool() {
                Some(b) => b,
                None => {
                    self.err(item.span(), format!("'{key}' must be true or false"));
                    default
                }
            },
        }
    }

    /// A clock time: `m:ss` or a number of seconds, never negative.
    pub fn time(&mut self, t: &dyn TableLike, key: &str, what: &str) -> Option<u32> {
        let item = t.get(key)?;
        let secs = match (item.as_str(), item.as_integer()) {
            (Some(s), _) => parse_clock(s),
            (None, Some(n)) => Some(n),
            _ => None,
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

/// The tables of an array of tables, or of an array of inline tables.
pub(crate) fn tables<'d>(
    ctx: &mut Ctx<'_>,
    item: &'d Item,
    what: &str,
) -> Vec<(&'d dyn TableLike, Option<Range<usize>>)> {
    if let Some(aot) = item.as_array_of_tables() {
        return aot
            .iter()
            .map(|t| (t as &dyn TableLike, t.span()))
            .collect();
    }
    if let Some(arr) = item.as_array() {
        let mut out = Vec::new();
        for v in arr.iter() {
            match v.as_inline_table() {
                Some(t) => out.push((t as &dyn TableLike, v.span())),
                None => ctx.err(v.span(), format!("each {what} must be a table")),
            }
        }
        return out;
    }
    ctx.err(item.span(), format!("'{what}' must be a list of tables"));
    Vec::new()
}
