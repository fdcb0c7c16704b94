//! A unit's defeat cites where its card goes by its type's own rule: a
//! leader unit flips back to its leader side (3.4.5), since 1.5.5c's
//! discard pile is a non-leader's; a token unit is set aside (3.7.3). A
//! copy the uniqueness rule defeats cites that rule (1.16.5b, 8.29.3), not
//! When Defeated's 7.6.14, which the defeat's own step does not teach.

mod common;

use common::*;
use timing_window::rulesets::swu::engine::kinds;

#[test]
fn rule_3_4_5_a_defeated_leader_unit_cites_flipping_back() {
    let mut b = Board::new();
    b.leader(ALEX, "doctor-aphra");
    {
        let l = b.state.players[0].leader.as_mut().unwrap();
        l.deployed = true;
        l.epic_action_used = true;
    }
    let aphra = b.unit(ALEX, "doctor-aphra");
    b.unit_mut(aphra).damage = 4;
    b.unit(NICO, "chewbacca");
    b.acting(NICO);
    let t = b.run(
        vec![
            attack(NICO, "chewbacca", "doctor-aphra"),
            pass(ALEX),
            pass(NICO),
        ],
        ACTION_END,
    );
    let i = step_saying(&t, "the leader flips back to its leader side");
    assert!(
        t.steps[i].rules.iter().any(|r| r == "3.4.5"),
        "{:?}",
        t.steps[i].rules
    );
}

#[test]
fn rule_3_7_3_a_defeated_token_unit_cites_being_set_aside() {
    let mut b = Board::new();
    b.unit(ALEX, "battle-droid");
    b.unit(NICO, "chewbacca");
    b.acting(NICO);
    let t = b.run(
        vec![
            attack(NICO, "chewbacca", "battle-droid"),
            pass(ALEX),
            pass(NICO),
        ],
        ACTION_END,
    );
    let i = step_saying(&t, "a token ceases to exist");
    assert!(
        t.steps[i].rules.iter().any(|r| r == "3.7.3"),
        "{:?}",
        t.steps[i].rules
    );
}

#[test]
fn rule_8_29_3_a_unique_copy_defeated_cites_the_unique_rule_only() {
    let t = run_file("scenarios/val-second-copy.toml");
    let defeat = t
        .steps
        .iter()
        .find(|s| s.kind == kinds::DEFEAT && s.text.contains("only one copy of a unique card"))
        .expect("the uniqueness defeat");
    assert_eq!(
        defeat.rules,
        ["1.16.5b", "8.29.3"],
        "no 7.6.14 on the defeat"
    );
}
