//! Multiple-choice keys test what their question asks: each key's claim is
//! about what the right option says (`scenario::subject`), checked on the
//! engine's run. The library's keys that do not yet are listed in
//! `subject::NOT_YET`, and the list only shrinks.

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
fn every_choice_key_tests_its_answer_or_is_listed_and_the_list_only_shrinks() {
    let mut listed_and_untested = Vec::new();
    let (mut choices, mut tested) = (0, 0);
    for p in library() {
        let run = p.run();
        let id = &p.scenario.meta.id;
        for q in &p.scenario.questions {
            if !matches!(q, Question::Choice { .. }) {
                continue;
            }
            choices += 1;
            match subject::untested(q, &run) {
                None => {
                    tested += 1;
                    assert!(
                        !subject::not_yet(id, q.id()),
                        "{id}/{}: its key now tests its answer; remove it from subject::NOT_YET",
                        q.id()
                    );
                }
                Some(why) => {
                    assert!(
                        subject::not_yet(id, q.id()),
                        "{id}/{}: the key does not test its answer ({why}) and is not listed",
                        q.id()
                    );
                    listed_and_untested.push((id.clone(), q.id().to_string()));
                }
            }
        }
    }
    // Every listed key is a question of the library (none left behind by a
    // renamed or removed question).
    for (s, q) in subject::NOT_YET {
        assert!(
            listed_and_untested.iter().any(|(a, b)| a == s && b == q),
            "subject::NOT_YET lists {s}/{q}, which is no untested choice question of the library"
        );
    }
    assert_eq!(tested + subject::NOT_YET.len(), choices);
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
