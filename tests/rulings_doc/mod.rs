//! `docs/rulings-questions.md` as the reading tests read it, and what the
//! engines find in the library. The document has one `## ` section per
//! game, each numbering its own entries: a scenario belongs to one game, so
//! a step's mark N (`timing::Facts::readings`) and a `[[reading]]`'s
//! `open = N` are entry N of that game's section.
#![allow(dead_code)]

use std::collections::{BTreeMap, BTreeSet};

use timing_window::rulesets::{realtime, swm, swu, Bundled};
use timing_window::scenario::{self, depends};
use timing_window::scenario_file::reading::OpenEntries;

/// One game: its slug (a file's `game`), its section of the document (its
/// loader accepts `open` numbers from it) and the entries its engine marks.
pub struct Game {
    pub slug: &'static str,
    pub open: OpenEntries,
    pub marked: &'static [u32],
    /// Where the engine's numbers live, for a reader of the generated list.
    pub module: &'static str,
}

pub const GAMES: [Game; 3] = [
    Game {
        slug: "swu",
        open: swu::engine::readings::OPEN,
        marked: swu::engine::readings::MARKED,
        module: "rulesets::swu::engine::readings",
    },
    Game {
        slug: "realtime",
        open: realtime::readings::OPEN,
        marked: realtime::readings::MARKED,
        module: "rulesets::realtime::readings",
    },
    Game {
        slug: "swm",
        open: swm::readings::OPEN,
        marked: swm::readings::MARKED,
        module: "rulesets::swm::readings",
    },
];

/// The game whose section has this heading.
pub fn game_of_section(heading: &str) -> &'static Game {
    GAMES
        .iter()
        .find(|g| g.open.section == heading)
        .unwrap_or_else(|| panic!("no game's readings name the section \"{heading}\""))
}

/// One numbered entry: its title (the bold text that opens it), its whole
/// text, and whether it is open.
pub struct Entry {
    pub number: u32,
    pub title: String,
    pub text: String,
    pub open: bool,
}

/// One game's section: its heading and its entries.
pub struct Section {
    pub heading: String,
    pub entries: Vec<Entry>,
}

/// Every section of the document, in order (the introduction before the
/// first `## ` belongs to none).
pub fn sections() -> Vec<Section> {
    let doc = std::fs::read_to_string("docs/rulings-questions.md").unwrap();
    let mut out: Vec<Section> = Vec::new();
    // A title may run over several lines, up to its closing `**`.
    let mut title_open = false;
    for line in doc.lines() {
        if let Some(h) = line.strip_prefix("## ") {
            out.push(Section {
                heading: h.trim().to_string(),
                entries: Vec::new(),
            });
            continue;
        }
        let Some(section) = out.last_mut() else {
            continue;
        };
        // An entry starts at the margin ("12. **Title"); indented lines and
        // rule numbers ("1.16.5e") do not parse as a number.
        let number = line
            .split_once(". ")
            .and_then(|(n, _)| n.parse::<u32>().ok());
        match (number, section.entries.last_mut()) {
            (Some(n), _) => {
                let rest = line.split_once(". ").map(|(_, t)| t).unwrap_or_default();
                let title = rest.trim_start_matches("**");
                title_open = rest.starts_with("**") && !title.contains("**");
                let title = title.split("**").next().unwrap_or(title).to_string();
                section.entries.push(Entry {
                    number: n,
                    title,
                    text: line.to_string(),
                    open: false,
                });
            }
            (None, Some(last)) => {
                if title_open {
                    let more = line.trim();
                    last.title.push(' ');
                    last.title.push_str(more.split("**").next().unwrap_or(more));
                    title_open = !more.contains("**");
                }
                last.text.push('\n');
                last.text.push_str(line);
            }
            (None, None) => {}
        }
    }
    for e in out.iter_mut().flat_map(|s| s.entries.iter_mut()) {
        e.open = e.text.contains("**Open");
    }
    out
}

/// One library scenario as its engine ran it.
pub struct Marked {
    /// The file's game (`swu`, `swm`, `realtime`).
    pub game: String,
    /// Its id (the file's stem), as the document names it.
    pub id: String,
    /// Its path under `scenarios/` (`swm/swm-door-check.toml`).
    pub file: String,
    /// The open entries its steps carry, each with the ids of the questions
    /// whose answer rests on such a step (`scenario::depends`).
    pub marks: BTreeMap<u32, Vec<String>>,
}

/// Every library scenario, prepared by its own engine.
pub fn library() -> Vec<Marked> {
    let pool = Bundled::bundled().expect("bundled data loads");
    let mut paths = timing_window::facts::scenario_paths(std::path::Path::new("scenarios"));
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let name = path.display().to_string();
            let text = std::fs::read_to_string(&path).unwrap();
            let p =
                scenario::prepare(&name, &text, &pool).unwrap_or_else(|d| panic!("{name}: {d:#?}"));
            let numbers: BTreeSet<u32> = p
                .trace
                .steps
                .iter()
                .flat_map(|s| s.facts.readings.iter().copied())
                .collect();
            let marks = numbers
                .into_iter()
                .map(|n| {
                    let questions = p
                        .scenario
                        .questions
                        .iter()
                        .filter(|q| depends::open_questions(q, &p.trace).contains(&n))
                        .map(|q| q.id().to_string())
                        .collect();
                    (n, questions)
                })
                .collect();
            Marked {
                game: p.scenario.meta.game.clone(),
                id: path.file_stem().unwrap().to_string_lossy().into_owned(),
                file: timing_window::facts::served_name(&name),
                marks,
            }
        })
        .collect()
}
