//! A unit's constant ability while it attacks or defends, read from
//! printed cards (issue 26): "While this unit is defending, it gets
//! +2/+0." and "This unit gets +2/+0 while defending.". Such an ability is
//! active from the attack's beginning (6.3.3) until the attack ends, not
//! while its When Attack Ends abilities resolve (6.3.5d, 7.6.16d); the
//! engine reads the attack under way from the game state
//! (`GameState::attack`).

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, last, read_constant, read_whole, END};
use timing_window::rulesets::swu::cards::{ConstantScope, While};
use timing_window::rulesets::swu::engine::stats::unit_stats;

#[test]
fn a_change_while_defending_reads_before_or_after_as_printed() {
    let k = read_constant("While this unit is defending, it gets +2/+0.");
    assert_eq!(k.to, ConstantScope::ThisUnit);
    assert_eq!((k.power, k.hp), (2, 0));
    assert_eq!(
        k.while_,
        Some(While::ThisUnitInAttack {
            defending: true,
            after: false
        })
    );
    let k = read_constant("This unit gets +2/+0 while defending.");
    assert_eq!(
        k.while_,
        Some(While::ThisUnitInAttack {
            defending: true,
            after: true
        })
    );
    // The attacker's side reads the same way, a keyword with it.
    let k = read_constant("While this unit is attacking, it gets +1/+0 and gains Overwhelm.");
    assert_eq!(
        k.while_,
        Some(While::ThisUnitInAttack {
            defending: false,
            after: false
        })
    );
    assert_eq!(k.keywords.len(), 1);
}

#[test]
fn printed_cards_with_a_change_while_defending_are_read_whole() {
    let b = Board::new();
    // LOF 049 Jedi Guardian, SHD 042 Concord Dawn Interceptors, ASH 073
    // Palace Chef Droid.
    for id in ["LOF_049", "SHD_042", "ASH_073"] {
        read_whole(&b, id);
    }
}

#[test]
fn rule_6_3_3_jedi_guardian_gets_2_power_while_defending_only() {
    // LOF 049 Jedi Guardian (4/8): "While this unit is defending, it gets
    // +2/+0." Alex's Battlefield Marine (3/3) attacks it: the Guardian
    // deals 4 + 2 combat damage back, defeating the Marine. On the board
    // after the attack it is a 4/8 again.
    let mut b = Board::new();
    let guardian = card(&b, "LOF_049");
    let g = b.unit_as(NICO, &guardian, "Guardian");
    b.unit_as(ALEX, "battlefield-marine", "Marine");
    let t = b.run(
        vec![attack(ALEX, "Marine", "Guardian"), pass(NICO), pass(ALEX)],
        END,
    );
    let end = last(&t);
    assert!(
        !end.units.iter().any(|u| u.label == "Marine"),
        "6 damage defeats the 3/3 Marine"
    );
    let gu = end.unit(g).expect("the Guardian in play");
    assert_eq!(gu.damage, 3);
    assert_eq!(unit_stats(&b.pool, end, gu), (4, 8));
    assert!(end.attack.is_none(), "no attack under way after it ended");
}

#[test]
fn rule_6_3_3_jedi_guardian_gets_nothing_while_attacking() {
    // The Guardian attacking Nico's base deals its printed 4: its ability
    // is about defending only.
    let mut b = Board::new();
    let guardian = card(&b, "LOF_049");
    b.unit_as(ALEX, &guardian, "Guardian");
    let t = b.run(
        vec![attack(ALEX, "Guardian", "base"), pass(NICO), pass(ALEX)],
        END,
    );
    assert_eq!(last(&t).players[1].base.damage, 4);
}

#[test]
fn rule_6_3_3_concord_dawn_interceptors_defeat_an_attacker_with_the_2_more_power() {
    // SHD 042 Concord Dawn Interceptors (1/4, Sentinel): "This unit gets
    // +2/+0 while defending." Nico's Alliance X-Wing (2/3) attacks them
    // (Sentinel leaves it no other target): the Interceptors deal 1 + 2,
    // defeating the X-Wing, and take 2.
    let mut b = Board::new();
    let interceptors = card(&b, "SHD_042");
    let xwing = card(&b, "SOR_237");
    let i = b.unit_as(ALEX, &interceptors, "Interceptors");
    b.unit_as(NICO, &xwing, "X-Wing");
    b.acting(NICO);
    let t = b.run(
        vec![
            attack(NICO, "X-Wing", "Interceptors"),
            pass(ALEX),
            pass(NICO),
        ],
        END,
    );
    let end = last(&t);
    assert!(!end.units.iter().any(|u| u.label == "X-Wing"));
    assert_eq!(end.unit(i).expect("in play").damage, 2);
}
