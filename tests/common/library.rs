//! The library's SWU scenarios as tests read them: a file prepared or run
//! against the bundled cards, and its answer keys read on that run (a key
//! that reads the board must hold, and the same claim with a wrong answer
//! must be refused).

use timing_window::rulesets::swu::engine::GameTrace;
use timing_window::rulesets::Bundled;
use timing_window::scenario::{self, AnswerCheck, Question};

/// `scenarios/ID.toml`, prepared against the bundled cards.
pub fn prepared(id: &str) -> scenario::Prepared {
    let pool = Bundled::bundled().expect("bundled data loads");
    let path = format!("scenarios/{id}.toml");
    let text = std::fs::read_to_string(&path).expect("the scenario is in the library");
    scenario::prepare(&path, &text, &pool).unwrap_or_else(|d| panic!("{path}: {d:#?}"))
}

/// The key of question `q`, which reads the board; and the error the
/// engine gives the same claim with `property` claimed as `wrong`.
pub fn key_and_wrong(id: &str, q: &str, property: &str, wrong: &str) -> (AnswerCheck, String) {
    let p = prepared(id);
    let question = p
        .scenario
        .questions
        .iter()
        .find(|x| x.id() == q)
        .expect("the question");
    let Question::Choice { check, .. } = question else {
        panic!("{q} is a choice question");
    };
    let run = p.run();
    assert_eq!(check.evaluate(&run), Ok(()), "{id}/{q}: the key holds");
    let mut claim = check.clone();
    let AnswerCheck::Unit { expect, .. } = &mut claim else {
        panic!("{id}/{q} reads the board: {check:?}");
    };
    let slot = expect
        .iter_mut()
        .find(|(p, _)| p == property)
        .unwrap_or_else(|| panic!("{id}/{q} claims {property}"));
    slot.1 = wrong.to_string();
    let err = claim
        .evaluate(&run)
        .expect_err("the wrong answer's claim is refused");
    (check.clone(), err)
}

/// The engine's run of the SWU scenario file at `file` (a path).
pub fn run_file(file: &str) -> GameTrace {
    let pool = Bundled::bundled().expect("bundled cards load");
    let text = std::fs::read_to_string(file).expect("scenario file");
    scenario::load(file, &text, &pool)
        .unwrap_or_else(|d| panic!("{file} does not load: {d:?}"))
        .setup
        .swu()
        .expect("an SWU scenario")
        .run()
        .expect("runs")
}
