//! The card pool as data (issue 26): the printed cards travel to the
//! browser as a postcard file (`tw pool`, `cards::printed::POOL_FILE`),
//! not compiled into the apps. The file reads back to the card data, a
//! pool built from it is the pool the native programs build, bad bytes
//! are a clear error, and the file stays small.

use timing_window::rulesets::swu::cards::printed::{
    pool_bytes, printings, printings_of_pool, POOL_FORMAT,
};
use timing_window::rulesets::swu::cards::CardPool;

#[test]
fn the_pool_file_reads_back_to_the_card_data() {
    let all = printings().unwrap();
    let bytes = pool_bytes(&all);
    assert_eq!(printings_of_pool(&bytes).unwrap(), all);
}

/// The pool the browser builds from the file is the one `tw` builds from
/// the data compiled in: `install_bundled` and `bundled` go through the
/// same function, so in one process the second call is the first's pool.
#[test]
fn a_pool_built_from_the_file_is_the_bundled_pool() {
    let from_file = printings_of_pool(&pool_bytes(&printings().unwrap())).unwrap();
    let installed = CardPool::install_bundled(from_file).unwrap();
    let bundled = CardPool::bundled().unwrap();
    assert!(CardPool::bundled_ready());
    assert_eq!(installed.len(), bundled.len());
    assert!(installed.iter().eq(bundled.iter()));
    // And it is the whole printed pool, hand-written cards standing for
    // their printings.
    assert!(installed.len() > 2200, "{}", installed.len());
    assert!(installed.get("darth-vader-dark-lord-of-the-sith").is_some());
}

#[test]
fn bad_pool_bytes_are_a_clear_error_never_a_panic() {
    let all = printings().unwrap();
    let good = pool_bytes(&all[..3]);
    // Another format.
    let mut other = postcard::to_allocvec(&(POOL_FORMAT + 1)).unwrap();
    other.extend_from_slice(&good[1..]);
    let e = printings_of_pool(&other).unwrap_err();
    assert!(e.contains("format 2") && e.contains("reload"), "{e}");
    // Cut short, and bytes left over.
    let e = printings_of_pool(&good[..good.len() / 2]).unwrap_err();
    assert!(e.starts_with("the card pool file could not be read"), "{e}");
    let mut long = good.clone();
    long.push(0);
    let e = printings_of_pool(&long).unwrap_err();
    assert!(e.contains("1 bytes after its end"), "{e}");
    assert!(printings_of_pool(&[]).is_err());
}

/// The file the author page fetches before it is usable: its deflated
/// size (what gzip sends, within a few bytes of header) is well inside
/// issue 26's 150 KB budget for the author page's growth.
#[test]
fn the_pool_file_is_small() {
    let bytes = pool_bytes(&printings().unwrap());
    let deflated = miniz_oxide::deflate::compress_to_vec(&bytes, 9).len();
    let json = timing_window::rulesets::swu::cards::printed::PRINTED_CARDS_JSON;
    let json_deflated = miniz_oxide::deflate::compress_to_vec(json.as_bytes(), 9).len();
    eprintln!(
        "pool file: {} bytes, {deflated} deflated (the JSON: {} bytes, {json_deflated} deflated)",
        bytes.len(),
        json.len()
    );
    assert!(deflated < 150_000, "{deflated}");
    assert!(
        bytes.len() < json.len(),
        "{} >= {}",
        bytes.len(),
        json.len()
    );
}
