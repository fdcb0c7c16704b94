//! A scenario's catalog facts: the one type the build script (`build.rs`
//! includes this file with `#[path]`), the manifest (`scenario::manifest`)
//! and the app's compiled-in catalog (`library::CATALOG`) share.
//!
//! `S` is the text type and `L` the list type: owned (`String`,
//! `Vec<String>`) when read from a file, `&'static` when compiled into the
//! app ([`StaticFacts`]).

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

/// What the catalog shows for one scenario, and where to fetch it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Facts<S, L> {
    /// The ruleset the file is written for (`"swu"`), so the catalog can
    /// group and filter by game.
    #[serde(default)]
    pub game: S,
    /// The file's path within `scenarios/` (`sneak-attack-aphra.toml`,
    /// `swm/recon-foresee.toml`), and under `/scenarios/` when served.
    pub file: S,
    pub id: S,
    pub title: S,
    pub summary: S,
    pub difficulty: i64,
    pub tags: L,
    /// The rule numbers the scenario teaches.
    pub rules: L,
    /// Why the facts could not be read, or empty.
    #[serde(default)]
    pub error: S,
}

/// Facts read from a file (the build script, the manifest).
pub type OwnedFacts = Facts<String, Vec<String>>;

/// Facts compiled into the app.
pub type StaticFacts = Facts<&'static str, &'static [&'static str]>;

/// The slug of the game a file is written for when it names none, and
/// whose rules page is `/rules`: `rulesets::Game`'s default (a test keeps
/// the two equal; `build.rs` compiles this file alone, so it cannot ask).
pub const DEFAULT_GAME: &str = "swu";

/// The game a file names with its top-level `game` key, [`DEFAULT_GAME`]
/// when absent.
pub fn game_or_default(game: Option<&str>) -> String {
    game.unwrap_or(DEFAULT_GAME).to_string()
}

/// The games whose scenario files live in their own folder,
/// `scenarios/SLUG/` (SWU's, the default game's, are at the top). Only games
/// `rulesets::Game` knows: a test checks, so a folder for a game the app
/// cannot load yet (`scenarios/realtime/`) stays out of the catalog.
pub const GAME_DIRS: &[&str] = &["swm", "realtime"];

/// Every scenario file under `root`: the `.toml` files at the top, then
/// those of each [`GAME_DIRS`] folder, each group sorted.
pub fn scenario_paths(root: &Path) -> Vec<PathBuf> {
    let tomls = |dir: &Path| -> Vec<PathBuf> {
        let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
            .map(|rd| {
                rd.filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "toml"))
                    .collect()
            })
            .unwrap_or_default();
        files.sort();
        files
    };
    let mut out = tomls(root);
    for g in GAME_DIRS {
        out.extend(tomls(&root.join(g)));
    }
    out
}

/// A file's path as served under `/scenarios/`: `swm/x.toml` for a file in
/// a [`GAME_DIRS`] folder, else its name.
pub fn served_name(path: &str) -> String {
    let mut parts = path.rsplit(['/', '\\']);
    let base = parts.next().unwrap_or(path);
    match parts.next() {
        Some(dir) if GAME_DIRS.contains(&dir) => format!("{dir}/{base}"),
        _ => base.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulesets::Game;

    #[test]
    fn every_game_folder_is_a_game_the_app_loads_and_every_other_game_has_one() {
        for g in GAME_DIRS {
            assert!(Game::from_slug(g).is_some(), "{g} is not a Game");
        }
        for g in Game::ALL {
            if *g != Game::default() {
                assert!(GAME_DIRS.contains(&g.slug()), "{} has no folder", g.slug());
            }
        }
    }

    #[test]
    fn the_default_game_is_the_rulesets_default() {
        assert_eq!(Game::default().slug(), DEFAULT_GAME);
        assert_eq!(game_or_default(None), Game::default().slug());
    }

    #[test]
    fn served_names_keep_the_game_folder() {
        assert_eq!(
            served_name("scenarios/swm/recon-foresee.toml"),
            "swm/recon-foresee.toml"
        );
        assert_eq!(
            served_name("scenarios/sneak-attack.toml"),
            "sneak-attack.toml"
        );
        assert_eq!(served_name("scenarios/realtime/x.toml"), "realtime/x.toml");
        assert_eq!(served_name("scenarios/other/x.toml"), "x.toml");
        assert_eq!(served_name("x.toml"), "x.toml");
    }

    #[test]
    fn the_library_has_files_in_each_game_folder() {
        let paths = scenario_paths(Path::new("scenarios"));
        for g in GAME_DIRS {
            assert!(
                paths
                    .iter()
                    .any(|p| p.parent().is_some_and(|d| d.ends_with(g))),
                "no scenario in scenarios/{g}/"
            );
        }
        assert!(paths
            .iter()
            .all(|p| p.extension().is_some_and(|x| x == "toml")));
    }
}
