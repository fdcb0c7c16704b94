//! Every string a scenario file writes, with its key, its field as a path
//! (`question[2].option[1].why_wrong`), its place in the file's text and
//! its decoded value: what the checks of the file's prose read
//! (`citations`: rule numbers; `printed`: a card's numbers).

use std::ops::Range;

use toml_edit::{ImDocument, Item, Value};

use crate::scenario_file::Document;

/// One string value of a scenario file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Text {
    /// The key it is written under (`why_wrong`, `rules`).
    pub key: String,
    /// The field, as a path: `situation`, `rules`, `question[2].explanation`.
    /// Entries of a list of rule numbers share their list's path.
    pub field: String,
    /// Where the string is written, quotes included.
    pub span: Range<usize>,
    /// Its value, escapes decoded.
    pub value: String,
}

/// Keys whose strings are each a list entry, named by the list's path.
const LISTS: &[&str] = &["rules", "example"];

/// Every string of a scenario's text, in file order. A text that does not
/// parse has none (the loader reports the syntax error).
pub fn in_file(text: &str) -> Vec<Text> {
    match ImDocument::parse(text) {
        Ok(doc) => in_document(&doc),
        Err(_) => Vec::new(),
    }
}

/// Every string of a parsed scenario file, in file order.
pub fn in_document(doc: &Document<'_>) -> Vec<Text> {
    let mut out = Vec::new();
    // One path, grown and cut back as the walk goes down and up: a path
    // formatted for every key and entry, most of them holding no string,
    // was most of this walk (issue 25).
    let mut path = String::new();
    for (key, item) in doc.as_table().iter() {
        path.push_str(key);
        item_texts(item, key, &mut path, &mut out);
        path.clear();
    }
    // The standard sort, not `crate::sorting`: every SWU file's load sorts
    // its texts, and the shared sort's indirection cost `tw check` a few
    // hundred thousand instructions.
    out.sort_by_key(|t| t.span.start);
    out
}

/// Whether a key holds a list of rule numbers, not prose.
pub fn is_list(key: &str) -> bool {
    LISTS.contains(&key)
}

fn item_texts(item: &Item, key: &str, path: &mut String, out: &mut Vec<Text>) {
    let at = path.len();
    match item {
        Item::Value(v) => value_texts(v, key, path, out),
        Item::Table(t) => {
            for (k, i) in t.iter() {
                push_key(path, k);
                item_texts(i, k, path, out);
                path.truncate(at);
            }
        }
        Item::ArrayOfTables(a) => {
            for (n, t) in a.iter().enumerate() {
                push_index(path, n);
                let entry = path.len();
                for (k, i) in t.iter() {
                    push_key(path, k);
                    item_texts(i, k, path, out);
                    path.truncate(entry);
                }
                path.truncate(at);
            }
        }
        Item::None => {}
    }
}

fn value_texts(v: &Value, key: &str, path: &mut String, out: &mut Vec<Text>) {
    let at = path.len();
    match v {
        Value::String(s) => {
            if let Some(span) = v.span() {
                out.push(Text {
                    key: key.to_string(),
                    field: path.clone(),
                    span,
                    value: s.value().to_string(),
                });
            }
        }
        Value::Array(a) => {
            for (n, x) in a.iter().enumerate() {
                if !is_list(key) {
                    push_index(path, n);
                }
                value_texts(x, key, path, out);
                path.truncate(at);
            }
        }
        Value::InlineTable(t) => {
            for (k, x) in t.iter() {
                push_key(path, k);
                value_texts(x, k, path, out);
                path.truncate(at);
            }
        }
        _ => {}
    }
}

/// `path.key`
fn push_key(path: &mut String, key: &str) {
    path.push('.');
    path.push_str(key);
}

/// `path[n]`
fn push_index(path: &mut String, n: usize) {
    use std::fmt::Write;
    // Writing to a `String` cannot fail.
    let _ = write!(path, "[{n}]");
}
