//! Engine features the coverage scenarios need: Saboteur's Shield removal,
//! Exploit, and the other keywords the scenarios of issue 12 use. Tests are
//! named after the CR v7.0 rule they check.

mod common;
use common::*;
use timing_window::engine::{PhaseStep, StopPoint};

const END: StopPoint = StopPoint::Before(PhaseStep::ActionEnd);

#[test]
fn rule_7_5_10a_saboteur_defeats_every_shield_on_the_defender_before_combat_damage() {
    let mut b = Board::new();
    b.unit(ALEX, "relentless-hunters");
    b.unit(NICO, "chewbacca");
    let lackeys = b.unit(NICO, "syndicate-lackeys");
    b.unit_mut(lackeys).shields = 2;
    let t = b.run(
        vec![
            attack(ALEX, "relentless-hunters", "syndicate-lackeys"),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let (i, _) = t
        .step_for("relentless-hunters/saboteur")
        .expect("Saboteur resolves like an On Attack ability");
    // Before combat damage: the Lackeys (5/4) take the Hunters' 5 and are
    // defeated, which two Shields would otherwise have prevented.
    let after = &t.steps[i + 1].board;
    let l = after
        .units
        .iter()
        .find(|u| u.card == "syndicate-lackeys")
        .expect("still in play before combat damage");
    assert_eq!(l.shields, 0);
    let last = &t.steps.last().unwrap().board;
    assert!(last.units.iter().all(|u| u.card != "syndicate-lackeys"));
}

#[test]
fn rule_7_5_11c_saboteur_ignores_sentinel_but_others_must_attack_it() {
    let mut b = Board::new();
    b.unit(ALEX, "relentless-hunters");
    b.unit(ALEX, "yoda");
    b.unit(NICO, "chewbacca");
    // The Saboteur may attack the base past Chewbacca's Sentinel.
    let t = b.run(
        vec![
            attack(ALEX, "relentless-hunters", "base"),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    assert_eq!(t.steps.last().unwrap().board.players[1].base.damage, 5);
    // Yoda, without Saboteur, may not.
    let e = b.run_err(vec![attack(ALEX, "yoda", "base")], END);
    assert!(e.to_string().contains("chewbacca"), "{e}");
}
