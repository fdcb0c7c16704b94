//! The crate's modules depend one way: no import cycle between the
//! top-level areas (`scenario`, `scenario_file`, `rulesets`, `quiz`,
//! `timing`, `ui`, ...), none between the parts of the generic areas listed
//! in [`INSIDE`], and nothing below the pages reaches up into `ui`.
//!
//! Read from the source, not the compiler: each file's module path comes
//! from where it is (`src/quiz/draft.rs` is `quiz::draft`, an inline
//! `mod name { ... }` its own module), and every `crate::`, `super::` and
//! `self::` path it writes (in `use` trees too) is an edge to the deepest
//! module the path names. Code compiled only for tests (`#[cfg(test)]
//! mod ...`) is left out: a test may build its fixtures from anywhere.
//! The binaries (`src/bin/`, `src/main.rs`) sit on top and are not read.

mod common;

use common::files::files_under;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Areas whose direct parts must not import each other in a cycle, besides
/// the top level. The engines and the pages are not held to it (their
/// parts call back and forth by design, and other rounds own them).
const INSIDE: &[&str] = &["quiz", "scenario", "scenario_file", "timing", "rulesets"];

/// The only area that may import `ui`: the pages themselves.
const UI: &str = "ui";

/// One reference from a module to a path.
#[derive(Debug, Clone)]
struct Edge {
    from: Vec<String>,
    to: Vec<String>,
    file: String,
}

/// The module a file is, or `None` for a binary.
fn module_of(file: &Path) -> Option<Vec<String>> {
    let rel = file.strip_prefix("src").ok()?;
    let mut segs: Vec<String> = rel
        .with_extension("")
        .iter()
        .map(|s| s.to_string_lossy().into_owned())
        .collect();
    if segs.first().is_some_and(|s| s == "bin") || segs == ["main"] {
        return None;
    }
    if segs.last().is_some_and(|s| s == "mod" || s == "lib") {
        segs.pop();
    }
    Some(segs)
}

/// The code's tokens: identifiers, `::` and single punctuation, with
/// comments, strings and character literals left out.
fn tokens(text: &str) -> Vec<String> {
    let c: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < c.len() {
        let ch = c[i];
        let next = c.get(i + 1).copied();
        if ch == '/' && next == Some('/') {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if ch == '/' && next == Some('*') {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if ch == 'r' && matches!(next, Some('#') | Some('"')) && {
            let mut j = i + 1;
            while c.get(j) == Some(&'#') {
                j += 1;
            }
            c.get(j) == Some(&'"')
        } {
            // A raw string: r"..." or r#"..."#.
            let mut j = i + 1;
            let mut hashes = 0;
            while c[j] == '#' {
                hashes += 1;
                j += 1;
            }
            j += 1;
            loop {
                if j >= c.len() {
                    break;
                }
                if c[j] == '"' && (0..hashes).all(|k| c.get(j + 1 + k) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            i = j;
        } else if ch == '"' {
            i += 1;
            while i < c.len() && c[i] != '"' {
                if c[i] == '\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
        } else if ch == '\'' {
            // A character literal ('x', '\n', '\u{..}'); a lifetime ('a)
            // has no closing quote.
            if next == Some('\\') {
                i += 2;
                while i < c.len() && c[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if c.get(i + 2) == Some(&'\'') {
                i += 3;
            } else {
                i += 1;
            }
        } else if ch.is_alphanumeric() || ch == '_' {
            let start = i;
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
            out.push(c[start..i].iter().collect());
        } else if ch == ':' && next == Some(':') {
            out.push("::".into());
            i += 2;
        } else {
            if !ch.is_whitespace() {
                out.push(ch.to_string());
            }
            i += 1;
        }
    }
    out
}

/// The paths of a `use` tree starting at `t[*i]`, each with `prefix`.
fn use_tree(t: &[String], i: &mut usize, prefix: &[String], out: &mut Vec<Vec<String>>) {
    let mut path = prefix.to_vec();
    while *i < t.len() {
        match t[*i].as_str() {
            "{" => {
                *i += 1;
                while *i < t.len() && t[*i] != "}" {
                    if t[*i] == "," {
                        *i += 1;
                        continue;
                    }
                    use_tree(t, i, &path, out);
                }
                *i += 1;
                return;
            }
            "::" => *i += 1,
            "," | "}" | ";" => break,
            "as" => *i += 2,
            "*" => *i += 1,
            "self" if *i > 0 && (t[*i - 1] == "{" || t[*i - 1] == ",") => *i += 1,
            w => {
                path.push(w.to_string());
                *i += 1;
            }
        }
    }
    out.push(path);
}

/// Every path a file writes from `crate`, `super` or `self`, with the
/// module it is written in.
fn paths_of(module: &[String], text: &str) -> Vec<(Vec<String>, Vec<String>)> {
    paths_and_test_modules(module, text).0
}

/// [`paths_of`], and the modules in files of their own that the file
/// declares for tests only (`#[cfg(test)] mod tests;`).
#[allow(clippy::type_complexity)]
fn paths_and_test_modules(
    module: &[String],
    text: &str,
) -> (Vec<(Vec<String>, Vec<String>)>, Vec<Vec<String>>) {
    let t = tokens(text);
    let mut out = Vec::new();
    let mut test_modules = Vec::new();
    // The inline modules open around the current token: (module, depth of
    // its brace, compiled for tests only).
    let mut open: Vec<(Vec<String>, usize, bool)> = Vec::new();
    let mut depth = 0usize;
    let mut cfg_test = false;
    let mut i = 0;
    while i < t.len() {
        let here = open.last().map_or(module.to_vec(), |m| m.0.clone());
        let in_test = open.iter().any(|m| m.2);
        match t[i].as_str() {
            "#" if t.get(i + 1).is_some_and(|x| x == "[") => {
                let attr: Vec<&str> = t[i + 2..]
                    .iter()
                    .take_while(|x| *x != "]")
                    .map(String::as_str)
                    .collect();
                if attr == ["cfg", "(", "test", ")"] {
                    cfg_test = true;
                }
                i += 3 + attr.len();
                continue;
            }
            "mod" if t.get(i + 2).is_some_and(|x| x == "{") => {
                let mut m = here.clone();
                m.push(t[i + 1].clone());
                depth += 1;
                open.push((m, depth, cfg_test));
                cfg_test = false;
                i += 3;
                continue;
            }
            "mod" if cfg_test && t.get(i + 2).is_some_and(|x| x == ";") => {
                let mut m = here.clone();
                m.push(t[i + 1].clone());
                test_modules.push(m);
            }
            "{" => depth += 1,
            "}" => {
                if open.last().is_some_and(|m| m.1 == depth) {
                    open.pop();
                }
                depth = depth.saturating_sub(1);
            }
            "use" => {
                let mut j = i + 1;
                let mut found = Vec::new();
                use_tree(&t, &mut j, &[], &mut found);
                if !in_test {
                    for p in found {
                        if let Some(abs) = absolute(&here, &p) {
                            out.push((here.clone(), abs));
                        }
                    }
                }
                cfg_test = false;
                i = j;
                continue;
            }
            w @ ("crate" | "super" | "self") if t.get(i + 1).is_some_and(|x| x == "::") => {
                let mut p = vec![w.to_string()];
                let mut j = i + 1;
                while t.get(j).is_some_and(|x| x == "::")
                    && t.get(j + 1)
                        .is_some_and(|x| x.chars().all(|c| c.is_alphanumeric() || c == '_'))
                {
                    p.push(t[j + 1].clone());
                    j += 2;
                }
                if !in_test {
                    if let Some(abs) = absolute(&here, &p) {
                        out.push((here.clone(), abs));
                    }
                }
                i = j;
                continue;
            }
            ";" => cfg_test = false,
            _ => {}
        }
        i += 1;
    }
    (out, test_modules)
}

/// A path from the crate's root, or `None` for an outside crate's.
fn absolute(here: &[String], p: &[String]) -> Option<Vec<String>> {
    let mut base = here.to_vec();
    let mut rest = p;
    match p.first().map(String::as_str) {
        Some("crate") => {
            base.clear();
            rest = &p[1..];
        }
        Some("super") | Some("self") => {
            while let Some(w) = rest.first() {
                match w.as_str() {
                    "super" => {
                        base.pop();
                    }
                    "self" => {}
                    _ => break,
                }
                rest = &rest[1..];
            }
        }
        _ => return None,
    }
    base.extend(rest.iter().cloned());
    Some(base)
}

/// Every module and every edge of the crate.
fn graph() -> (BTreeSet<Vec<String>>, Vec<Edge>) {
    let files = files_under("src", "rs");
    let mut modules = BTreeSet::new();
    let mut edges = Vec::new();
    let mut for_tests = BTreeSet::new();
    for f in &files {
        let Some(module) = module_of(f) else { continue };
        let text = std::fs::read_to_string(f).expect("a readable file");
        modules.insert(module.clone());
        let file = f.display().to_string().replace('\\', "/");
        let (paths, tests) = paths_and_test_modules(&module, &text);
        for_tests.extend(tests);
        for (from, to) in paths {
            modules.insert(from.clone());
            edges.push(Edge {
                from,
                to,
                file: file.clone(),
            });
        }
    }
    // A file that is a test-only module is test code as a whole.
    edges.retain(|e| !for_tests.iter().any(|t| e.from.starts_with(t)));
    // A path names the deepest module it starts with (`quiz::draft::Answer`
    // is `quiz::draft`).
    for e in &mut edges {
        while !e.to.is_empty() && !modules.contains(&e.to) {
            e.to.pop();
        }
    }
    (modules, edges)
}

/// The part of `parent` a module is in (`parent` = `[]`: its top-level
/// area), or `None` when it is not under `parent`. The root's own items
/// (`crate::scenario_slug`) are the part `""`.
fn part_of(parent: &[String], m: &[String]) -> Option<String> {
    if m.len() < parent.len() || m[..parent.len()] != *parent {
        return None;
    }
    Some(m.get(parent.len()).cloned().unwrap_or_default())
}

/// The cycles (strongly connected groups of more than one part) among
/// `parent`'s parts, each with the references that close it.
fn cycles(parent: &[String], edges: &[Edge]) -> Vec<String> {
    let mut adj: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut why: BTreeMap<(String, String), String> = BTreeMap::new();
    for e in edges {
        let (Some(a), Some(b)) = (part_of(parent, &e.from), part_of(parent, &e.to)) else {
            continue;
        };
        // The parent module itself (its mod.rs) is not one of its parts.
        if a.is_empty() && !parent.is_empty() || b.is_empty() && !parent.is_empty() || a == b {
            continue;
        }
        adj.entry(a.clone()).or_default().insert(b.clone());
        why.entry((a, b))
            .or_insert_with(|| format!("{} uses {}", e.file, e.to.join("::")));
    }
    let nodes: Vec<String> = adj
        .iter()
        .flat_map(|(a, bs)| std::iter::once(a.clone()).chain(bs.iter().cloned()))
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let reach = |from: &str| -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from.to_string()];
        while let Some(n) = todo.pop() {
            for m in adj.get(&n).into_iter().flatten() {
                if seen.insert(m.clone()) {
                    todo.push(m.clone());
                }
            }
        }
        seen
    };
    let reaches: BTreeMap<&String, BTreeSet<String>> =
        nodes.iter().map(|n| (n, reach(n))).collect();
    let mut reported = BTreeSet::new();
    let mut out = Vec::new();
    for n in &nodes {
        if reported.contains(n) || !reaches[n].contains(n) {
            continue;
        }
        let group: BTreeSet<String> = nodes
            .iter()
            .filter(|m| reaches[n].contains(*m) && reaches[*m].contains(n))
            .cloned()
            .collect();
        let mut lines = vec![format!(
            "a cycle in {}: {}",
            if parent.is_empty() {
                "the crate".to_string()
            } else {
                parent.join("::")
            },
            group.iter().cloned().collect::<Vec<_>>().join(", ")
        )];
        for a in &group {
            for b in adj
                .get(a)
                .into_iter()
                .flatten()
                .filter(|b| group.contains(*b))
            {
                lines.push(format!("  {a} -> {b}: {}", why[&(a.clone(), b.clone())]));
            }
        }
        out.push(lines.join("\n"));
        reported.extend(group);
    }
    out
}

#[test]
fn no_import_cycle_between_the_crates_areas() {
    let (modules, edges) = graph();
    assert!(modules.len() > 100, "the crate's modules were not found");
    let found = cycles(&[], &edges);
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn no_import_cycle_inside_the_generic_areas() {
    let (modules, edges) = graph();
    let mut found = Vec::new();
    for area in INSIDE {
        let parent = vec![area.to_string()];
        assert!(modules.contains(&parent), "no module {area}");
        found.extend(cycles(&parent, &edges));
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn nothing_below_the_pages_imports_the_pages() {
    let (_, edges) = graph();
    let upward: Vec<String> = edges
        .iter()
        .filter(|e| e.to.first().is_some_and(|a| a == UI))
        .filter(|e| e.from.first().is_none_or(|a| a != UI))
        .map(|e| format!("{} uses {}", e.file, e.to.join("::")))
        .collect();
    assert!(upward.is_empty(), "{}", upward.join("\n"));
}

/// The reader finds what it is for: a cycle made on purpose is reported,
/// with the files that make it.
#[test]
fn the_reader_finds_paths_in_use_trees_and_reports_a_cycle() {
    let a = paths_of(
        &["a".into()],
        "use crate::b::{self, c::{D, e}};\n// crate::z::ignored\nfn f() { let s = \"crate::y\"; super::x::g(); }\n#[cfg(test)]\nmod tests { use crate::q; }",
    );
    let to: Vec<String> = a.iter().map(|(_, p)| p.join("::")).collect();
    assert_eq!(to, ["b", "b::c::D", "b::c::e", "x::g"]);
    let edge = |from: &str, to: &str| Edge {
        from: from.split("::").map(String::from).collect(),
        to: to.split("::").map(String::from).collect(),
        file: format!("src/{from}.rs"),
    };
    let found = cycles(&[], &[edge("a", "b"), edge("b::c", "a"), edge("b", "d")]);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].contains("a, b") && found[0].contains("src/b::c.rs uses a"),
        "{}",
        found[0]
    );
}
