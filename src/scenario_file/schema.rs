//! A scenario file parsed once ([`Document`]), the pre-pass that checks it
//! against its ruleset's schema before the typed reads, and the schema of
//! the parts every file shares (questions, their options and answer
//! checks, readings; the header's one table is `super::meta::schema`). A
//! ruleset's own tables (SWU's: `rulesets/swu/schema.rs`) are built from
//! [`req`], [`opt`] and [`Shape`]; the pipeline hands the whole top level
//! to [`check_document`] (`Ctx::pre_pass`).
//!
//! Why a pre-pass: serde's `deny_unknown_fields` stops at the first unknown
//! key or wrong type, so an author fixing a file would see one mistake per
//! run. Walking the spanned document (`toml_edit`) against this schema finds
//! every unknown key, wrong type and missing key at once, each with its
//! position and, for a misspelt key, the nearest known one. Only a file that
//! passes goes on to the typed parse in [`super::format`].
//!
//! A ruleset's schema is also the one list of keys the documentation
//! describes (`docs/scenario-format.md` for SWU); a test checks the two
//! agree.

use std::ops::Range;

use toml_edit::{ImDocument, Item, Table, Value};

/// What a value must be.
#[derive(Debug, Clone, Copy)]
pub enum Shape {
    Str,
    /// An integer that fits an `i32` (HP, damage, modifiers).
    Int,
    /// A whole number, 0 or more (counts).
    Count,
    Bool,
    /// A string, or an array of strings (`choose`).
    StrOrStrs,
    /// A string, or a table with exactly these keys (the real-time game's
    /// cards: a card id, or `{ card = "...", hidden = true }`).
    StrOrTable(&'static [Field]),
    /// A time: text (`"0:15"`, which the ruleset reads) or a whole number
    /// of seconds.
    Time,
    /// An array whose elements all have this shape; arrays of tables may be
    /// written `[[name]]` or inline.
    Array(&'static Shape),
    /// A table (header or inline) with exactly these keys.
    Table(&'static [Field]),
    /// A table whose keys the author names (`[players.ID]`), each value of
    /// this shape.
    Map(&'static Shape),
    /// Left to the typed parse: effect lists and scenario-defined cards use
    /// the card vocabulary, which has its own typed checks.
    Any,
}

/// One key of a table.
#[derive(Debug, Clone, Copy)]
pub struct Field {
    pub key: &'static str,
    pub shape: Shape,
    pub required: bool,
}

/// A key a table must have.
pub const fn req(key: &'static str, shape: Shape) -> Field {
    Field {
        key,
        shape,
        required: true,
    }
}

/// A key a table may have.
pub const fn opt(key: &'static str, shape: Shape) -> Field {
    Field {
        key,
        shape,
        required: false,
    }
}

/// An array of strings.
pub const STRS: Shape = Shape::Array(&Shape::Str);
pub const OPTION: &[Field] = &[
    req("id", Shape::Str),
    req("text", Shape::Str),
    opt("why_wrong", Shape::Str),
];

pub const CHECK: &[Field] = &[
    opt("first", Shape::Str),
    opt("among", STRS),
    opt("before", STRS),
    opt("given", STRS),
    opt("happens", Shape::Str),
    opt("absent", Shape::Str),
    opt("outcome", Shape::Str),
    opt("decided_by", Shape::Str),
    opt("at", Shape::Str),
    opt("fact", Shape::Str),
    opt("player", Shape::Str),
    opt("is", Shape::Str),
    opt("unit", Shape::Str),
    opt("base", Shape::Str),
    opt("options", STRS),
    opt("resolved_by", Shape::Str),
    opt("after", Shape::Str),
    opt("damage", Shape::Int),
    opt("damage_taken", Shape::Int),
    opt("healed", Shape::Int),
    opt("power", Shape::Int),
    opt("hp", Shape::Int),
    opt("zone", Shape::Str),
    opt("controller", Shape::Str),
    opt("exhausted", Shape::Bool),
    opt("targets", STRS),
    opt("has", STRS),
    opt("lacks", STRS),
    opt("resources", Shape::Count),
    opt("ready_resources", Shape::Count),
    opt("resources_paid", Shape::Int),
    opt("passed", Shape::Bool),
];

pub const QUESTION: &[Field] = &[
    opt("id", Shape::Str),
    req("kind", Shape::Str),
    req("prompt", Shape::Str),
    opt("events", STRS),
    opt("names", STRS),
    opt("given", STRS),
    opt("option", Shape::Array(&Shape::Table(OPTION))),
    opt("answer", Shape::Str),
    opt("answer_check", Shape::Table(CHECK)),
    opt("at", Shape::Str),
    opt("explanation", Shape::Str),
];

/// A reading the answers rest on that no rule or dated ruling settles.
pub const READING: &[Field] = &[
    req("topic", Shape::Str),
    req("follows", Shape::Str),
    req("why", Shape::Str),
    req("other", Shape::Str),
    opt("questions", STRS),
    opt("open", Shape::Count),
    opt("first", STRS),
    opt("then", STRS),
];

/// A problem the pre-pass found: where, what, and a likely fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub span: Range<usize>,
    pub message: String,
    pub suggestion: Option<String>,
}

/// A scenario file's text parsed once, with every key's and value's place:
/// what the schema pre-pass walks, the typed reads deserialize
/// ([`super::typed`]) and a ruleset may walk itself.
pub type Document<'t> = ImDocument<&'t str>;

/// Parse `text` as TOML; a syntax error is the one problem, at its place.
pub fn parse_document(text: &str) -> Result<Document<'_>, Problem> {
    ImDocument::parse(text).map_err(|e| Problem {
        span: e.span().unwrap_or(0..0),
        // toml_edit's message spans lines ("invalid string\nexpected
        // ..."); a diagnostic is one line.
        message: format!(
            "TOML syntax error: {}",
            e.message()
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .collect::<Vec<_>>()
                .join("; ")
        ),
        suggestion: None,
    })
}

/// Parse `text` as TOML and check it against a ruleset's schema: the top
/// level's fields. Returns every problem found; an empty list means the
/// typed parse may proceed.
pub fn check_against(text: &str, top: &[Field]) -> Vec<Problem> {
    match parse_document(text) {
        Ok(doc) => check_document(&doc, top),
        Err(p) => vec![p],
    }
}

/// Check a parsed file against a ruleset's schema (the top level's
/// fields): every problem, sorted by place.
pub fn check_document(doc: &Document<'_>, top: &[Field]) -> Vec<Problem> {
    let mut out = Vec::new();
    // The root table's own span depends on leading comments; a key missing
    // from the top level is reported at 1:1, "the top of the file".
    let root = Entries {
        span: None,
        ..Entries::of_table(doc.as_table())
    };
    walk_table(&root, top, &At::Given(""), &|| 0..0, &mut out);
    crate::sorting::sort_by_key(&mut out, |p| p.span.start);
    out
}

/// Check one item of a parsed file against a shape (`path`: its key, for
/// the messages): for a section whose shape a ruleset knows only once it
/// has read another part of the file (the real-time game's reinforcements,
/// a table only in a team game), with the same messages as the pre-pass.
pub fn check_item(item: &Item, shape: Shape, path: &str) -> Vec<Problem> {
    let mut out = Vec::new();
    walk(
        Node::Item(item),
        shape,
        &At::Given(path),
        &|| item.span().unwrap_or(0..0),
        &mut out,
    );
    crate::sorting::sort_by_key(&mut out, |p| p.span.start);
    out
}

/// A node of the document: a top-level item or a value inside one.
#[derive(Clone, Copy)]
enum Node<'a> {
    Item(&'a Item),
    Value(&'a Value),
}

impl<'a> Node<'a> {
    fn span(self) -> Option<Range<usize>> {
        match self {
            Node::Item(i) => i.span(),
            Node::Value(v) => v.span(),
        }
    }

    fn value(self) -> Option<&'a Value> {
        match self {
            Node::Item(Item::Value(v)) | Node::Value(v) => Some(v),
            _ => None,
        }
    }

    /// What an author would call the value they wrote.
    fn kind(self) -> &'static str {
        match self {
            Node::Item(Item::Table(_)) => "a table",
            Node::Item(Item::ArrayOfTables(_)) => "an array of tables",
            Node::Item(Item::None) => "nothing",
            Node::Item(Item::Value(v)) | Node::Value(v) => match v {
                Value::String(_) => "a string",
                Value::Integer(_) => "an integer",
                Value::Float(_) => "a decimal number",
                Value::Boolean(_) => "true/false",
                Value::Datetime(_) => "a date",
                Value::Array(_) => "an array",
                Value::InlineTable(_) => "a table",
            },
        }
    }
}

/// The entries of a table, header or inline, each with the table that
/// holds its key.
struct Entries<'a> {
    items: Vec<(&'a str, KeysOf<'a>, Node<'a>)>,
    span: Option<Range<usize>>,
}

/// The table whose key an entry is, so the key's span is found only when
/// a message or a node without a span of its own needs it: finding it is
/// a look-up in the table, and doing that for every key of every file was
/// most of the pre-pass's walk (issue 25).
#[derive(Clone, Copy)]
enum KeysOf<'a> {
    Table(&'a Table),
    Inline(&'a toml_edit::InlineTable),
}

impl KeysOf<'_> {
    /// The span of `key` as the file writes it.
    fn span(self, key: &str) -> Option<Range<usize>> {
        match self {
            KeysOf::Table(t) => t.key(key).and_then(|k| k.span()),
            KeysOf::Inline(t) => t.key(key).and_then(|k| k.span()),
        }
    }
}

impl<'a> Entries<'a> {
    fn of_table(t: &'a Table) -> Self {
        Entries {
            items: t
                .iter()
                .map(|(k, v)| (k, KeysOf::Table(t), Node::Item(v)))
                .collect(),
            span: t.span(),
        }
    }

    fn of_node(n: Node<'a>) -> Option<Self> {
        match n {
            Node::Item(Item::Table(t)) => Some(Self::of_table(t)),
            Node::Item(Item::Value(Value::InlineTable(t))) | Node::Value(Value::InlineTable(t)) => {
                Some(Entries {
                    items: t
                        .iter()
                        .map(|(k, v)| (k, KeysOf::Inline(t), Node::Value(v)))
                        .collect(),
                    span: t.span(),
                })
            }
            _ => None,
        }
    }
}

fn describe(shape: Shape) -> &'static str {
    match shape {
        Shape::Str => "a string",
        Shape::Int => "an integer",
        Shape::Count => "a whole number (0 or more)",
        Shape::Bool => "true or false",
        Shape::StrOrStrs => "a string or an array of strings",
        Shape::StrOrTable(_) => "a string or a table",
        Shape::Time => "a time such as \"0:15\" or a number of seconds",
        Shape::Array(Shape::Str) => "an array of strings",
        Shape::Array(Shape::Table(_)) => "an array of tables",
        Shape::Array(_) => "an array",
        Shape::Table(_) | Shape::Map(_) => "a table",
        Shape::Any => "a value",
    }
}

/// Where a node is in the file, for the messages: "state.alex.units[0]".
/// Written only when a message needs it: the walk passes every key of
/// every file, and writing each path whether or not a problem was found
/// was half of the pre-pass (issue 25).
#[derive(Clone, Copy)]
enum At<'a> {
    /// A path given whole (the top level is "").
    Given(&'a str),
    /// A key under a path, joined with a dot unless the path is empty.
    Key(&'a At<'a>, &'a str),
    /// A key under a path, always after a dot and escaped (inside a value
    /// left to the typed parse).
    Escaped(&'a At<'a>, &'a str),
    /// An item of an array.
    Index(&'a At<'a>, usize),
}

impl At<'_> {
    fn is_empty(&self) -> bool {
        match self {
            At::Given(s) => s.is_empty(),
            At::Key(parent, key) => parent.is_empty() && key.is_empty(),
            At::Escaped(..) | At::Index(..) => false,
        }
    }
}

impl std::fmt::Display for At<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            At::Given(s) => f.write_str(s),
            At::Key(parent, key) if parent.is_empty() => f.write_str(key),
            At::Key(parent, key) => write!(f, "{parent}.{key}"),
            At::Escaped(parent, key) => write!(f, "{parent}.{}", super::quote::escape(key)),
            At::Index(parent, i) => write!(f, "{parent}[{i}]"),
        }
    }
}

/// `fallback` gives the span of a table without one of its own (its
/// key's), asked for only then.
fn walk_table(
    entries: &Entries<'_>,
    fields: &[Field],
    path: &At<'_>,
    fallback: &dyn Fn() -> Range<usize>,
    out: &mut Vec<Problem>,
) {
    let here = entries.span.clone().unwrap_or_else(fallback);
    for (key, keys, node) in &entries.items {
        let span = || {
            keys.span(key)
                .or_else(|| node.span())
                .unwrap_or(here.clone())
        };
        match fields.iter().find(|f| f.key == *key) {
            Some(f) => walk(*node, f.shape, &At::Key(path, key), &span, out),
            None => out.push(unknown_key(key, path, fields, span())),
        }
    }
    for f in fields.iter().filter(|f| f.required) {
        if !entries.items.iter().any(|(k, _, _)| *k == f.key) {
            let place = if path.is_empty() {
                "at the top of the file".to_string()
            } else {
                format!("in `{path}`")
            };
            out.push(Problem {
                span: here.clone(),
                message: format!(
                    "missing key `{}` {place}: expected {}",
                    f.key,
                    describe(f.shape)
                ),
                suggestion: None,
            });
        }
    }
}

fn unknown_key(key: &str, path: &At<'_>, fields: &[Field], span: Range<usize>) -> Problem {
    let keys: Vec<&str> = fields.iter().map(|f| f.key).collect();
    let suggestion = match closest(key, &keys) {
        Some(k) => format!("did you mean `{k}`?"),
        None => format!("expected one of: {}", keys.join(", ")),
    };
    let place = if path.is_empty() {
        "at the top level".to_string()
    } else {
        format!("in `{path}`")
    };
    Problem {
        span,
        message: format!("unknown key `{}` {place}", super::quote::escape(key)),
        suggestion: Some(suggestion),
    }
}

/// `key_span` gives the span of the node's key, asked for only when the
/// node has no span of its own or is a table without one.
fn walk(
    node: Node<'_>,
    shape: Shape,
    path: &At<'_>,
    key_span: &dyn Fn() -> Range<usize>,
    out: &mut Vec<Problem>,
) {
    let span = node.span().unwrap_or_else(key_span);
    let wrong = |out: &mut Vec<Problem>| {
        out.push(Problem {
            span: span.clone(),
            message: format!("`{path}` must be {}, not {}", describe(shape), node.kind()),
            suggestion: None,
        })
    };
    match shape {
        Shape::Any => any_numbers(node, path, &span, out),
        Shape::Str => {
            if !matches!(node.value(), Some(Value::String(_))) {
                wrong(out);
            }
        }
        Shape::Bool => {
            if !matches!(node.value(), Some(Value::Boolean(_))) {
                wrong(out);
            }
        }
        Shape::Int | Shape::Count => match node.value() {
            Some(Value::Integer(i)) => {
                let v = *i.value();
                let ok = match shape {
                    Shape::Int => i32::try_from(v).is_ok(),
                    _ => u32::try_from(v).is_ok(),
                };
                if !ok {
                    out.push(Problem {
                        span: span.clone(),
                        message: format!("`{path}` is {v}: expected {}", describe(shape)),
                        suggestion: None,
                    });
                } else if !(-MAX_NUMBER..=MAX_NUMBER).contains(&v) {
                    out.push(too_big(path, v, span.clone()));
                }
            }
            _ => wrong(out),
        },
        Shape::StrOrStrs => match node.value() {
            Some(Value::String(_)) => {}
            Some(Value::Array(a)) => {
                for (i, v) in a.iter().enumerate() {
                    walk(
                        Node::Value(v),
                        Shape::Str,
                        &At::Index(path, i),
                        &|| span.clone(),
                        out,
                    );
                }
            }
            _ => wrong(out),
        },
        Shape::Array(inner) => match node {
            Node::Item(Item::ArrayOfTables(a)) => {
                for (i, t) in a.iter().enumerate() {
                    let here = t.span().unwrap_or(span.clone());
                    let path = At::Index(path, i);
                    match inner {
                        Shape::Table(fields) | Shape::StrOrTable(fields) => {
                            walk_table(&Entries::of_table(t), fields, &path, &|| here.clone(), out)
                        }
                        Shape::Any => {}
                        other => out.push(Problem {
                            span: here,
                            message: format!("`{path}` must be {}, not a table", describe(*other)),
                            suggestion: None,
                        }),
                    }
                }
            }
            _ => match node.value() {
                Some(Value::Array(a)) => {
                    for (i, v) in a.iter().enumerate() {
                        walk(
                            Node::Value(v),
                            *inner,
                            &At::Index(path, i),
                            &|| span.clone(),
                            out,
                        );
                    }
                }
                _ => wrong(out),
            },
        },
        Shape::Table(fields) => match Entries::of_node(node) {
            Some(entries) => walk_table(&entries, fields, path, key_span, out),
            None => wrong(out),
        },
        Shape::StrOrTable(fields) => match (node.value(), Entries::of_node(node)) {
            (Some(Value::String(_)), _) => {}
            (_, Some(entries)) => walk_table(&entries, fields, path, key_span, out),
            _ => wrong(out),
        },
        // The text's form is the ruleset's to read; a number is bounded
        // like every other.
        Shape::Time => match node.value() {
            Some(Value::String(_)) => {}
            Some(Value::Integer(i)) => {
                if !(-MAX_NUMBER..=MAX_NUMBER).contains(i.value()) {
                    out.push(too_big(path, *i.value(), span.clone()));
                }
            }
            _ => wrong(out),
        },
        Shape::Map(inner) => match Entries::of_node(node) {
            Some(entries) => {
                for (key, keys, node) in &entries.items {
                    let span = || {
                        keys.span(key)
                            .or_else(|| node.span())
                            .unwrap_or(span.clone())
                    };
                    walk(*node, *inner, &At::Key(path, key), &span, out);
                }
            }
            None => wrong(out),
        },
    }
}

/// The largest number, positive or negative, a scenario may write: HP,
/// damage, counts, amounts, a round. No card or board comes near it, and the
/// bound keeps the engine's sums far from overflow and its decks and hands
/// small (a fuzzer found `experience = 4294967295` and an HP sum that
/// overflowed; see docs/fuzzing.md).
pub const MAX_NUMBER: i64 = 999;

fn too_big(path: &At<'_>, v: i64, span: Range<usize>) -> Problem {
    Problem {
        span,
        message: format!("`{path}` is {v}: a scenario's numbers are at most {MAX_NUMBER}"),
        suggestion: None,
    }
}

/// Every integer inside a value left to the typed parse (effects, filters)
/// must be within [`MAX_NUMBER`] too.
fn any_numbers(node: Node<'_>, path: &At<'_>, span: &Range<usize>, out: &mut Vec<Problem>) {
    let here = node.span().unwrap_or(span.clone());
    match node {
        Node::Item(Item::Table(t)) => {
            for (k, item) in t.iter() {
                any_numbers(Node::Item(item), &At::Escaped(path, k), &here, out);
            }
        }
        Node::Item(Item::ArrayOfTables(a)) => {
            for (i, t) in a.iter().enumerate() {
                for (k, item) in t.iter() {
                    let item_at = At::Index(path, i);
                    any_numbers(Node::Item(item), &At::Escaped(&item_at, k), &here, out);
                }
            }
        }
        Node::Item(Item::Value(v)) | Node::Value(v) => match v {
            Value::Integer(i) if !(-MAX_NUMBER..=MAX_NUMBER).contains(i.value()) => {
                out.push(too_big(path, *i.value(), here));
            }
            Value::Array(a) => {
                for (i, x) in a.iter().enumerate() {
                    any_numbers(Node::Value(x), &At::Index(path, i), &here, out);
                }
            }
            Value::InlineTable(t) => {
                for (k, x) in t.iter() {
                    any_numbers(Node::Value(x), &At::Escaped(path, k), &here, out);
                }
            }
            _ => {}
        },
        Node::Item(Item::None) => {}
    }
}

/// The known word a misspelling most likely meant (the kit's one rule,
/// `suggest::closest`).
pub fn closest<'k>(word: &str, known: &[&'k str]) -> Option<&'k str> {
    super::suggest::closest(word, known.iter().copied())
}

#[cfg(test)]
mod tests {
    use super::*;

    const BASE: &[Field] = &[req("name", Shape::Str), req("hp", Shape::Int)];
    const SIDE: &[Field] = &[req("base", Shape::Table(BASE)), opt("hand", STRS)];
    const SIDES: &[Field] = &[
        req("alex", Shape::Table(SIDE)),
        req("nico", Shape::Table(SIDE)),
    ];
    /// A small schema of the same shapes a ruleset's has.
    const TOP: &[Field] = &[
        req("title", Shape::Str),
        req("difficulty", Shape::Count),
        opt("tags", STRS),
        req("players", Shape::Table(SIDES)),
        opt("question", Shape::Array(&Shape::Table(QUESTION))),
    ];

    fn check(text: &str) -> Vec<Problem> {
        check_against(text, TOP)
    }

    fn messages(text: &str) -> Vec<String> {
        check(text).into_iter().map(|p| p.message).collect()
    }

    #[test]
    fn a_syntax_error_has_its_position() {
        let p = check("id = \"x\"\ntitle = \n");
        assert_eq!(p.len(), 1);
        assert!(p[0].message.starts_with("TOML syntax error"), "{p:?}");
        assert_eq!(p[0].span.start, 17);
    }

    #[test]
    fn every_unknown_key_and_wrong_type_is_reported_at_once() {
        let text =
            "tittle = 1\ndifficulty = \"two\"\n[players.alex]\nbase = { name = \"B\", hpp = 3 }\n";
        let m = messages(text);
        assert!(
            m.contains(&"unknown key `tittle` at the top level".to_string()),
            "{m:?}"
        );
        assert!(
            m.contains(
                &"`difficulty` must be a whole number (0 or more), not a string".to_string()
            ),
            "{m:?}"
        );
        assert!(
            m.contains(&"unknown key `hpp` in `players.alex.base`".to_string()),
            "{m:?}"
        );
        assert!(
            m.contains(&"missing key `hp` in `players.alex.base`: expected an integer".to_string()),
            "{m:?}"
        );
        assert!(
            m.contains(&"missing key `nico` in `players`: expected a table".to_string()),
            "{m:?}"
        );
        let tittle = check(text)
            .into_iter()
            .find(|p| p.message.contains("tittle"))
            .unwrap();
        assert_eq!(tittle.suggestion.as_deref(), Some("did you mean `title`?"));
        assert_eq!(tittle.span.start, 0);
    }
}
