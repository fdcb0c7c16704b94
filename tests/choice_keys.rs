//! Multiple-choice keys test what their question asks: each key's claim is
//! about what the right option says (`scenario::subject`), checked on the
//! engine's run. Every key of the library does (166 of 166): loading refuses
//! one that does not.

use timing_window::rulesets::Bundled;
use timing_window::scenario::{self, subject, AnswerCheck, Question};

fn library() -> Vec<scenario::Prepared> {
    let pool = Bundled::bundled().expect("bundled data loads");
    timing_window::facts::scenario_paths(std::path::Path::new("scenarios"))
        .into_iter()
        .map(|p| {
            let name = p.display().to_string();
            let text = std::fs::read_to_string(&p).unwrap();
            scenario::prepare(&name, &text, &pool).unwrap_or_else(|d| panic!("{name}: {d:#?}"))
        })
        .collect()
}

#[test]
fn every_choice_key_of_the_library_tests_its_answer() {
    let mut choices = 0;
    for p in library() {
        let run = p.run();
        let id = &p.scenario.meta.id;
        for q in &p.scenario.questions {
            if !matches!(q, Question::Choice { .. }) {
                continue;
            }
            choices += 1;
            if let Some(why) = subject::untested(q, &run) {
                panic!("{id}/{}: the key does not test its answer ({why})", q.id());
            }
        }
    }
    // The library has choice questions in all three games.
    assert!(choices >= 166, "{choices} choice questions");
}

#[test]
fn rule_7_5_6c_grit_key_reads_the_damage_the_y_wing_took() {
    let p = library()
        .into_iter()
        .find(|p| p.scenario.meta.id == "cr-7-5-6c-grit-after-combat-damage")
        .expect("the scenario is in the library");
    let q = p
        .scenario
        .questions
        .iter()
        .find(|q| q.id() == "grit-damage")
        .expect("the question");
    let Question::Choice { check, .. } = q else {
        panic!("grit-damage is a choice question");
    };
    let AnswerCheck::Unit {
        unit, expect, seen, ..
    } = check
    else {
        panic!("the key reads the Y-Wing's damage: {check:?}");
    };
    assert_eq!(unit, "republic-y-wing");
    assert_eq!(expect, &[("damage".to_string(), "2".to_string())]);
    // What the board showed: Grit's 1 damage did not count yet (7.5.6c).
    assert!(
        seen.contains(&("damage".to_string(), "2".to_string())),
        "{seen:?}"
    );
    // The same claim with the Grit answer (3) is refused by the engine.
    let mut wrong = check.clone();
    if let AnswerCheck::Unit { expect, .. } = &mut wrong {
        expect[0].1 = "3".into();
    }
    let err = wrong.evaluate(&p.run()).unwrap_err();
    assert!(err.contains("is '2', not '3'"), "{err}");
}
