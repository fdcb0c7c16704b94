//! The claims a choice key makes about the board, read by SWU's engine:
//! what a unit may attack, the keywords it has, a leader on its leader
//! side, a player's resources and passing. Each is checked on the
//! library's run, and the claim with a wrong answer is refused.

use timing_window::rulesets::Bundled;
use timing_window::scenario::{self, AnswerCheck, Question};

fn prepared(id: &str) -> scenario::Prepared {
    let pool = Bundled::bundled().expect("bundled data loads");
    let path = format!("scenarios/{id}.toml");
    let text = std::fs::read_to_string(&path).expect("the scenario is in the library");
    scenario::prepare(&path, &text, &pool).unwrap_or_else(|d| panic!("{path}: {d:#?}"))
}

/// The key of question `q`, which reads the board; and the error the
/// engine gives the same claim with `property` claimed as `wrong`.
fn key_and_wrong(id: &str, q: &str, property: &str, wrong: &str) -> (AnswerCheck, String) {
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

#[test]
fn rule_7_5_11b_sentinel_key_reads_what_the_lackeys_may_attack() {
    let (check, err) = key_and_wrong(
        "chewbacca-sentinel-guard",
        "targets",
        "targets",
        "chewbacca, base:nico",
    );
    let AnswerCheck::Unit { at_start, seen, .. } = &check else {
        unreachable!()
    };
    // Read on the board the attack is declared on, before it begins.
    assert!(at_start);
    assert!(
        seen.contains(&("targets".to_string(), "chewbacca".to_string())),
        "{seen:?}"
    );
    assert!(err.contains("just before"), "{err}");
}

#[test]
fn rule_7_5_11b_sentinel_gained_this_phase_key_reads_the_targets() {
    let (_, err) = key_and_wrong(
        "magnaguard-takes-sentinel",
        "attack",
        "targets",
        "calculating-magnaguard, base:nico",
    );
    assert!(err.contains("calculating-magnaguard"), "{err}");
}

#[test]
fn rule_7_7_3c_newer_effect_key_reads_the_marine_without_sentinel() {
    let p = prepared("cr-7-7-3c-newer-lasting-effect-wins");
    let Some(Question::Choice { check, .. }) =
        p.scenario.questions.iter().find(|q| q.id() == "sentinel")
    else {
        panic!("the sentinel question");
    };
    let run = p.run();
    assert_eq!(check.evaluate(&run), Ok(()));
    // The "gaining beats losing" answer claims it has Sentinel.
    let mut has = check.clone();
    if let AnswerCheck::Unit { expect, .. } = &mut has {
        expect[0].0 = "has".into();
    }
    let err = has.evaluate(&run).expect_err("it lacks Sentinel");
    assert!(err.contains("not has 'sentinel'"), "{err}");
}

#[test]
fn rule_7_5_16a_exploit_key_reads_the_resources_paid() {
    let (_, err) = key_and_wrong("exploit-race-krayt-dragon", "cost", "resources paid", "5");
    assert!(err.contains("is '3', not '5'"), "{err}");
}

#[test]
fn rule_6_4_4_action_ability_key_reads_the_resources_paid() {
    let (_, err) = key_and_wrong("thrawn-action-ability", "cost", "resources paid", "0");
    assert!(err.contains("is '1', not '0'"), "{err}");
    let (_, err) = key_and_wrong(
        "aurra-sing-action-p-38",
        "exhausted-aurra",
        "resources paid",
        "1",
    );
    assert!(err.contains("is '0', not '1'"), "{err}");
}

#[test]
fn rule_3_4_5_defeated_leader_key_reads_its_leader_side_exhausted() {
    let (_, err) = key_and_wrong(
        "leader-deploy-aurra-sing",
        "after-defeat",
        "exhausted",
        "false",
    );
    assert!(err.contains("is 'true', not 'false'"), "{err}");
}

#[test]
fn rule_1_15_5b_take_initiative_key_reads_alex_still_passing() {
    let (_, err) = key_and_wrong("take-initiative-passes", "dragon-attack", "passed", "false");
    assert!(err.contains("is 'true', not 'false'"), "{err}");
}

#[test]
fn rule_5_2_1f_setup_resources_key_reads_two_ready_resources() {
    let (_, err) = key_and_wrong("setup-mulligans", "resources", "ready resources", "0");
    assert!(err.contains("is '2', not '0'"), "{err}");
}
