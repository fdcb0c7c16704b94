//! The files a test reads, found in the tree instead of listed by hand, so
//! a file added tomorrow is read tomorrow. Sorted, so a failure lists them
//! in the same order on every machine. Standalone (std only), so the SWM
//! and real-time tests include it by path without the SWU boards.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// The files directly in `dir` whose names end in `.EXT`, not those of its
/// subfolders (the library keeps each other game's files in a subfolder).
pub fn files_in(dir: impl AsRef<Path>, ext: &str) -> Vec<PathBuf> {
    let dir = dir.as_ref();
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a readable entry").path())
        .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == ext))
        .collect();
    files.sort();
    files
}

/// The files under `path` whose names end in `.EXT`, its subfolders
/// included; `path` may be one file.
pub fn files_under(path: impl AsRef<Path>, ext: &str) -> Vec<PathBuf> {
    let path = path.as_ref();
    if path.is_file() {
        return if path.extension().is_some_and(|x| x == ext) {
            vec![path.to_path_buf()]
        } else {
            Vec::new()
        };
    }
    let mut entries: Vec<PathBuf> = std::fs::read_dir(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .map(|e| e.expect("a readable entry").path())
        .collect();
    entries.sort();
    entries.iter().flat_map(|e| files_under(e, ext)).collect()
}

/// Each file read, named by its path as shown: the library as the
/// loaders take it (a name and a text).
pub fn with_texts(paths: impl IntoIterator<Item = PathBuf>) -> Vec<(String, String)> {
    paths
        .into_iter()
        .map(|p| {
            let text =
                std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            (p.display().to_string(), text)
        })
        .collect()
}
