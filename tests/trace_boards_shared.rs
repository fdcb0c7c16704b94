//! Issue 25: a step's board shares with the step before it every part the
//! step did not change (`rulesets::swu::engine::shared`). The boards a
//! trace shows must be exactly those it showed when each step carried a
//! full copy of the board: for every step of every library scenario, the
//! run with shared parts equals the run with every clone a full copy.

mod common;

use common::files::{files_under, with_texts};

use timing_window::rulesets::swu::cards::CardPool;
use timing_window::rulesets::swu::engine::shared::copy_every_clone;
use timing_window::scenario::{self, Prepared};

/// Every library file of every ruleset (the SWU ones are the ones with
/// shared boards; the others must be unaffected).
fn library() -> Vec<(String, String)> {
    with_texts(files_under("scenarios", "toml"))
}

fn prepare_all(pool: &CardPool, files: &[(String, String)]) -> Vec<Prepared> {
    files
        .iter()
        .map(|(name, text)| {
            scenario::prepare(name, text, pool)
                .unwrap_or_else(|d| panic!("{name} does not load: {d:#?}"))
        })
        .collect()
}

// One test function: the switch is process-wide, so nothing else in this
// binary may run while it is on.
#[test]
fn every_board_of_every_library_scenario_is_the_board_a_full_copy_showed() {
    let pool = CardPool::bundled().expect("the bundled pool loads");
    let files = library();
    copy_every_clone(true);
    let copied = prepare_all(&pool, &files);
    copy_every_clone(false);
    let shared = prepare_all(&pool, &files);
    let mut boards = 0;
    for (((name, _), full), cheap) in files.iter().zip(&copied).zip(&shared) {
        assert_eq!(
            full.trace.steps.len(),
            cheap.trace.steps.len(),
            "{name}: the number of steps"
        );
        for (i, (a, b)) in full.trace.steps.iter().zip(&cheap.trace.steps).enumerate() {
            assert!(a == b, "{name}: step {} differs", i + 1);
            assert_eq!(
                serde_json::to_string(&a.board).expect("a board serialises"),
                serde_json::to_string(&b.board).expect("a board serialises"),
                "{name}: the board at step {}",
                i + 1
            );
            boards += 1;
        }
        assert!(full.trace == cheap.trace, "{name}: the traces differ");
    }
    assert!(files.len() > 100, "the library has {} files", files.len());
    assert!(boards > 1000, "only {boards} boards compared");
}
