//! A tie for the high roll (R5) switches Tactician off, so the reroll's
//! check has nothing added (R4): the answer key of `swm-tie-tactician`
//! reads the bonus the engine added, and a new roll no longer shows the
//! last check's bonus beside its die.

use timing_window::rulesets::Bundled;
use timing_window::scenario::{self, AnswerCheck, Question};

#[test]
fn rule_r5_tie_reroll_adds_no_tactician_bonus() {
    let pool = Bundled::bundled().expect("bundled data loads");
    let path = "scenarios/swm/swm-tie-tactician.toml";
    let text = std::fs::read_to_string(path).expect("the scenario is in the library");
    let p = scenario::prepare(path, &text, &pool).unwrap_or_else(|d| panic!("{d:#?}"));
    let run = p.run();
    let Some(Question::Choice { check, .. }) = p
        .scenario
        .questions
        .iter()
        .find(|q| q.id() == "reroll-dice")
    else {
        panic!("the reroll-dice question");
    };
    assert_eq!(check.evaluate(&run), Ok(()));
    // The "then add 3" answers are refused by the engine.
    let mut plus = check.clone();
    if let AnswerCheck::Fact { value, .. } = &mut plus {
        *value = "3".into();
    }
    let err = plus.evaluate(&run).expect_err("no bonus after the tie");
    assert!(err.contains("is '0', not '3'"), "{err}");
    // The reroll's own step shows one die and no bonus from the first
    // check (whose bonus was 3).
    let (_, roll) = run
        .trace
        .step_for("r3/alex/initiative-roll-2")
        .expect("Alex rerolls");
    let value = |name: &str| {
        roll.facts
            .values
            .iter()
            .find(|f| f.name == name && f.player.as_deref() == Some("alex"))
            .map(|f| f.value.clone())
    };
    assert_eq!(value("dice").as_deref(), Some("1"));
    assert_eq!(value("bonus"), None, "{:?}", roll.facts.values);
    let (_, first) = run.trace.step_for("r3/checks-1").expect("the first check");
    assert!(first
        .facts
        .values
        .iter()
        .any(|f| f.name == "bonus" && f.player.as_deref() == Some("alex") && f.value == "3"));
}
