//! No Rust source file is over 700 lines (issue 9): a file that grows past
//! it is split by what it owns. No file is exempt.

mod common;

use common::files::files_under;

const MAX_LINES: usize = 700;

#[test]
fn no_source_file_is_over_700_lines() {
    let files = files_under("src", "rs");
    assert!(
        files.len() > 50,
        "only {} files found under src/",
        files.len()
    );
    let long: Vec<String> = files
        .iter()
        .filter_map(|f| {
            let text =
                std::fs::read_to_string(f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
            let n = text.lines().count();
            (n > MAX_LINES).then(|| format!("{} ({n} lines)", f.display()))
        })
        .collect();
    assert!(
        long.is_empty(),
        "over {MAX_LINES} lines, split by what they own: {}",
        long.join(", ")
    );
}
