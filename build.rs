//! Writes the scenario catalog at build time: for each file in `scenarios/`
//! (and in each game's folder there, `facts::GAME_DIRS`),
//! the facts the catalog page shows (id, title, summary, difficulty, tags,
//! rules). The app compiles this in, so the first page needs no scenario
//! file; each scenario's TOML is fetched from `/scenarios/ID.toml` when
//! opened (trunk copies the folder into the build). Adding a file and
//! rebuilding is all an instructor does.
//!
//! A file whose facts cannot be read here is listed with the reason, so the
//! catalog shows it as broken instead of hiding it; `tw check` and the tests
//! give the full diagnosis.

use std::fmt::Write;
use std::path::Path;

fn main() {
    println!("cargo:rerun-if-changed=scenarios");
    let root = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let dir = Path::new(&root).join("scenarios");
    for g in facts::GAME_DIRS {
        println!("cargo:rerun-if-changed=scenarios/{g}");
    }
    let files = facts::scenario_paths(&dir);
    let mut out = String::from("/// Every scenario's catalog facts, read at build time.\npub const CATALOG: &[CatalogEntry] = &[\n");
    let mut entries = Vec::new();
    for f in &files {
        println!("cargo:rerun-if-changed={}", f.display());
        let file = facts::served_name(&f.display().to_string());
        let text = std::fs::read_to_string(f).unwrap_or_default();
        entries.push(match toml::from_str::<Header>(&text) {
            Ok(h) => facts(&file, &h),
            Err(e) => Facts {
                game: facts::game_or_default(None),
                file: file.clone(),
                id: base_id(&file),
                error: format!("{e}"),
                ..Facts::default()
            },
        });
    }
    for entry in &entries {
        writeln!(
            out,
            "    CatalogEntry {{ game: {:?}, file: {:?}, id: {:?}, title: {:?}, summary: {:?}, difficulty: {}, tags: &{:?}, rules: &{:?}, error: {:?} }},",
            entry.game, entry.file, entry.id, entry.title, entry.summary, entry.difficulty, entry.tags, entry.rules, entry.error
        )
        .expect("write to a string");
    }
    out.push_str("];\n");
    // The catalog page's order and its tag filter's choices, worked out
    // here rather than sorted in the browser: each sort the first page does
    // is a sort routine compiled into its small app.
    let mut listed: Vec<usize> = (0..entries.len())
        .filter(|&i| entries[i].error.is_empty())
        .collect();
    listed.sort_by(|&a, &b| {
        let (a, b) = (&entries[a], &entries[b]);
        (a.difficulty, &a.title).cmp(&(b.difficulty, &b.title))
    });
    let mut tags: Vec<&String> = listed.iter().flat_map(|&i| &entries[i].tags).collect();
    tags.sort_unstable();
    tags.dedup();
    writeln!(
        out,
        "/// The readable entries (no `error`) as the catalog lists them, easiest\n\
         /// first, then by title: indexes into [`CATALOG`].\n\
         pub const LISTED: &[usize] = &{listed:?};\n\
         /// Every tag of the readable entries, sorted, each once.\n\
         pub const TAGS: &[&str] = &{tags:?};"
    )
    .expect("write to a string");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("catalog.rs");
    std::fs::write(dest, out).expect("write the catalog");
}

#[path = "src/facts.rs"]
#[allow(dead_code)]
mod facts;

use facts::OwnedFacts as Facts;

/// The id a file's name gives: `swm/x.toml` → `x`.
fn base_id(file: &str) -> String {
    file.rsplit('/')
        .next()
        .unwrap_or(file)
        .trim_end_matches(".toml")
        .to_string()
}

/// The pipeline's own reader of a file's header (`src/scenario_file/
/// header_file.rs`, which names nothing but serde and toml), skipping the
/// questions and readings: the catalog reads the header as the app does.
#[path = "src/scenario_file/header_file.rs"]
#[allow(dead_code)]
mod header_file;

type Header = header_file::HeaderFile<serde::de::IgnoredAny, serde::de::IgnoredAny>;

fn facts(file: &str, h: &Header) -> Facts {
    let id =
        h.id.as_ref()
            .map(|s| s.get_ref().clone())
            .unwrap_or_default();
    let error = if id.is_empty() {
        "the file has no id".to_string()
    } else {
        String::new()
    };
    Facts {
        game: facts::game_or_default(h.game.as_ref().map(|g| g.get_ref().as_str())),
        file: file.to_string(),
        id: if id.is_empty() { base_id(file) } else { id },
        title: h.title.clone(),
        summary: h
            .summary
            .as_ref()
            .map(|s| s.get_ref().clone())
            .unwrap_or_default(),
        difficulty: h.difficulty.as_ref().map_or(0, |d| *d.get_ref()),
        tags: h.tags.clone(),
        rules: h.rules.iter().map(|r| r.get_ref().clone()).collect(),
        error,
    }
}
