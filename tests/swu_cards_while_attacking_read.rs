//! A unit's constant ability while it attacks or defends, read from
//! printed cards (issue 26): "While this unit is defending, it gets
//! +2/+0." and "This unit gets +2/+0 while defending.". Such an ability is
//! active from the attack's beginning (6.3.3) until the attack ends, not
//! while its When Attack Ends abilities resolve (6.3.5d, 7.6.16d); the
//! engine reads the attack under way from the game state
//! (`GameState::attack`). And a unit that deals its combat damage before
//! the defender, while attacking or by the ability that made the attack
//! (6.3.5c, 7.5.6d).

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, last, read_ability, read_constant, read_whole, END};
use timing_window::rulesets::swu::cards::AttackEffect;
use timing_window::rulesets::swu::cards::{CardType, ConstantScope, Effect, While};
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

#[test]
fn dealing_combat_damage_first_reads_on_a_unit_and_on_an_attack() {
    let k = read_constant("While attacking, this unit deals combat damage before the defender.");
    assert!(k.combat_damage_first);
    assert_eq!(
        k.while_,
        Some(While::ThisUnitInAttack {
            defending: false,
            after: false
        })
    );
    assert_eq!((k.power, k.hp), (0, 0));
    let a = read_ability(
        "Attack with a unit. It gets +1/+0 for this attack and deals its combat damage before the defender.",
        CardType::Event,
    );
    assert!(matches!(
        &a.effects[..],
        [Effect::Attack(AttackEffect {
            power_bonus: 1,
            combat_damage_first: true,
            ..
        })]
    ));
    let b = Board::new();
    // SOR 198 Han Solo, SHD 234 Incinerator Trooper, SOR 217 Shoot First.
    for id in ["SOR_198", "SHD_234", "SOR_217"] {
        read_whole(&b, id);
    }
}

#[test]
fn rule_7_5_6d_shoot_first_marine_deals_4_first_and_baze_with_grit_deals_6_back() {
    // The CR's example of 7.5.6d: Alex plays Shoot First (SOR 217) and
    // attacks with his Battlefield Marine (3/3) Nico's Baze Malbus (2/5,
    // Grit). The Marine deals its 3 + 1 first; Baze survives with 4
    // damage, so Grit makes him 6/5, and he deals 6 back, defeating the
    // Marine.
    let mut b = Board::new();
    let shoot = card(&b, "SOR_217");
    let baze = card(&b, "SOR_065");
    b.base_aspects(ALEX, &["Cunning", "Heroism"]);
    b.hand(ALEX, &[&shoot]);
    b.unit_as(ALEX, "battlefield-marine", "Marine");
    let z = b.unit_as(NICO, &baze, "Baze");
    let t = b.run(
        vec![
            play(ALEX, &shoot),
            choose(ALEX, &["Baze"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let end = last(&t);
    assert_eq!(end.unit(z).expect("Baze survives").damage, 4);
    assert!(!end.units.iter().any(|u| u.label == "Marine"));
}

#[test]
fn rule_6_3_5c_incinerator_trooper_defeats_its_defender_before_it_deals_damage_back() {
    // SHD 234 Incinerator Trooper (2/2): "While attacking, this unit deals
    // combat damage before the defender." It attacks Nico's Marine with 1
    // damage on it (2 remaining HP): the Marine is defeated by the 2 dealt
    // first and deals none of its 3 back.
    let mut b = Board::new();
    let trooper = card(&b, "SHD_234");
    let tr = b.unit_as(ALEX, &trooper, "Trooper");
    let m = b.unit_as(NICO, "battlefield-marine", "Marine");
    b.unit_mut(m).damage = 1;
    let t = b.run(
        vec![attack(ALEX, "Trooper", "Marine"), pass(NICO), pass(ALEX)],
        END,
    );
    let end = last(&t);
    assert!(end.unit(m).is_none(), "the Marine is defeated");
    assert_eq!(end.unit(tr).expect("the Trooper survives").damage, 0);
    let note = step_saying(&t, "did not survive it");
    assert!(t.steps[note].rules.iter().any(|r| r == "6.3.5c"));
}

#[test]
fn rule_6_3_5c_incinerator_trooper_defending_deals_damage_at_the_same_time() {
    // Defending, the Trooper has no such ability: Nico's Marine attacks it
    // and both deal combat damage at once, each defeating the other.
    let mut b = Board::new();
    let trooper = card(&b, "SHD_234");
    let tr = b.unit_as(ALEX, &trooper, "Trooper");
    let m = b.unit_as(NICO, "battlefield-marine", "Marine");
    b.unit_mut(m).damage = 1;
    b.acting(NICO);
    let t = b.run(
        vec![attack(NICO, "Marine", "Trooper"), pass(ALEX), pass(NICO)],
        END,
    );
    let end = last(&t);
    assert!(end.unit(tr).is_none());
    assert!(end.unit(m).is_none());
}

#[test]
fn the_attacker_while_this_unit_defends_reads_into_its_own_scope() {
    let k = read_constant("While this unit is defending, the attacker gets -1/-0.");
    assert_eq!(k.to, ConstantScope::TheAttacker);
    assert_eq!((k.power, k.hp), (-1, 0));
    let k = read_constant("While this unit is attacking, the defender gets -2/-0.");
    assert_eq!(k.to, ConstantScope::TheDefender);
    // The roles must match: a defending unit's other unit is the attacker.
    use timing_window::rulesets::swu::cards::text::round_trip;
    assert!(round_trip(
        "While this unit is defending, the defender gets -1/-0.",
        CardType::Unit
    )
    .is_err());
    let b = Board::new();
    // JTL 054 Gold Leader, LAW 108 Lando Calrissian.
    for id in ["JTL_054", "LAW_108"] {
        read_whole(&b, id);
    }
}

#[test]
fn rule_6_3_1b_lando_gives_the_unit_attacking_him_1_less_power_for_that_attack() {
    // LAW 108 Lando Calrissian (4/5, Sentinel): "While this unit is
    // defending, the attacker gets -1/-0." Nico's Jedi Guardian (4/8)
    // attacks him: it deals 4 - 1 = 3, takes 4, and is a 4/8 again once
    // the attack is over.
    let mut b = Board::new();
    let lando = card(&b, "LAW_108");
    let guardian = card(&b, "LOF_049");
    let l = b.unit_as(ALEX, &lando, "Lando");
    let g = b.unit_as(NICO, &guardian, "Guardian");
    b.acting(NICO);
    let t = b.run(
        vec![attack(NICO, "Guardian", "Lando"), pass(ALEX), pass(NICO)],
        END,
    );
    let end = last(&t);
    assert_eq!(end.unit(l).expect("Lando in play").damage, 3);
    let gu = end.unit(g).expect("the Guardian in play");
    assert_eq!(gu.damage, 4);
    assert_eq!(unit_stats(&b.pool, end, gu), (4, 8));
}

#[test]
fn rule_6_3_1b_lando_attacking_gives_the_defender_nothing() {
    // Lando attacking Nico's Guardian is not defending: the Guardian deals
    // its 4 + 2 (its own "while defending") back in full.
    let mut b = Board::new();
    let lando = card(&b, "LAW_108");
    let guardian = card(&b, "LOF_049");
    let l = b.unit_as(ALEX, &lando, "Lando");
    b.unit_as(NICO, &guardian, "Guardian");
    let t = b.run(
        vec![attack(ALEX, "Lando", "Guardian"), pass(NICO), pass(ALEX)],
        END,
    );
    assert!(
        last(&t).unit(l).is_none(),
        "6 damage defeats the 5-HP Lando"
    );
}
