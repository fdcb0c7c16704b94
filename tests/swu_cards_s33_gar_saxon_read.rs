//! Gar Saxon, Viceroy of Mandalore (SHD 001), his leader side: "Each
//! friendly upgraded unit gets +1/+0." Only a leader's faceup side is in
//! play (3.4.3) and a constant ability is in effect while its card is in
//! play (7.3.1), so the leader side's constant reaches its player's
//! upgraded units while he is not deployed; deployed, his leader side has
//! left play (3.4.4). His unit side ("... and gains \"When Defeated: You
//! may return an upgrade that was attached to this unit to its owner's
//! hand.\"") is not read yet, so the printed card stays unmodelled and the
//! engine test gives a copy of him the leader side's constant alone.

mod common;
mod read_cards;

use common::*;
use read_cards::{known_ids, last, read_whole, then_both_pass, END};
use timing_window::rulesets::swu::cards::text::{leader_side_constants, read_card};
use timing_window::rulesets::swu::cards::{CardType, ConstantScope, Effect};
use timing_window::rulesets::swu::engine::stats::unit_stats;
use timing_window::rulesets::swu::engine::{InstanceId, PlayerId};

const LEADER_SIDE: &str = "Each friendly upgraded unit gets +1/+0.";

#[test]
fn rule_7_3_1_a_leader_side_constant_reads_into_the_vocabulary_and_back() {
    let mut front = read_card(LEADER_SIDE, CardType::Leader);
    let ks = leader_side_constants(&mut front);
    assert!(front.unread.is_empty(), "{:?}", front.unread);
    let [k] = ks.as_slice() else {
        panic!("one constant: {ks:?}")
    };
    assert_eq!(k.to, ConstantScope::FriendlyUnitsFromLeaderSide);
    assert!(k.filter.upgraded);
    assert_eq!((k.power, k.hp), (1, 0));
}

#[test]
fn rule_3_4_3_the_printed_gar_saxon_reads_both_sides() {
    let b = Board::new();
    let gar = read_whole(&b, "SHD_001");
    let scopes: Vec<ConstantScope> = gar.constants.iter().map(|k| k.to).collect();
    assert_eq!(
        scopes,
        [
            ConstantScope::FriendlyUnitsFromLeaderSide,
            ConstantScope::FriendlyUnits
        ]
    );
    // The unit side's: +1/+0 and a held When Defeated.
    let unit_side = &gar.constants[1];
    assert!(unit_side.filter.upgraded);
    assert_eq!((unit_side.power, unit_side.hp), (1, 0));
    assert_eq!(unit_side.abilities.len(), 1);
    assert!(unit_side.abilities[0].may);
    assert_eq!(
        unit_side.abilities[0].effects,
        [Effect::ReturnUpgradeThatWasAttached]
    );
}

/// A board where Alex's leader is a copy of Gar Saxon given his leader
/// side's constant, read from the printed line.
fn alex_led_by_gar() -> Board {
    let mut b = Board::new();
    let mut gar = b.pool.find("SHD_001").expect("in the pool").clone();
    gar.id = "gar-saxon-leader-side".into();
    let mut front = read_card(LEADER_SIDE, CardType::Leader);
    gar.constants = leader_side_constants(&mut front);
    b.pool.add(gar).expect("a new id");
    b.leader(ALEX, "gar-saxon-leader-side");
    b
}

fn upgrade_id(b: &Board) -> String {
    b.pool
        .named("Academy Training")
        .into_iter()
        .find(|c| c.card_type == CardType::Upgrade)
        .expect("an upgrade")
        .id
        .clone()
}

#[test]
fn rule_7_3_1_gar_saxon_s_leader_side_gives_only_friendly_upgraded_units_plus_one_power() {
    let mut b = alex_led_by_gar();
    let training = upgrade_id(&b);
    let upgraded = b.unit_as(ALEX, "battlefield-marine", "upgraded");
    b.attach(upgraded, &training, ALEX);
    let plain = b.unit_as(ALEX, "battlefield-marine", "plain");
    let enemy = b.unit_as(NICO, "battlefield-marine", "enemy");
    b.attach(enemy, &training, NICO);
    let stats = |b: &Board, id| unit_stats(&b.pool, &b.state, b.state.unit(id).expect("in play"));
    let (p, h) = stats(&b, plain);
    let (ep, eh) = stats(&b, enemy);
    // The enemy's upgraded unit is as printed plus its upgrade: Gar Saxon's
    // constant reaches friendly units only.
    assert_eq!(stats(&b, upgraded), (ep + 1, eh));
    let card = b.pool.get("battlefield-marine").expect("a card");
    assert_eq!((p, h), (card.power.unwrap(), card.hp.unwrap()));
    // The engine's own view: the attack deals the changed power.
    let t = b.run(then_both_pass(vec![attack(ALEX, "upgraded", "base")]), END);
    assert_eq!(last(&t).players[1].base.damage, ep + 1);
    // Deployed, his leader side has left play (3.4.4): no change.
    b.state.player_mut(ALEX).leader.as_mut().unwrap().deployed = true;
    assert_eq!(stats(&b, upgraded), (ep, eh));
}

#[test]
fn rule_3_6_13_a_shield_token_makes_a_unit_upgraded_for_gar_saxon() {
    let mut b = alex_led_by_gar();
    let marine = b.unit(ALEX, "battlefield-marine");
    let card = b.pool.get("battlefield-marine").expect("a card");
    let printed = (card.power.unwrap(), card.hp.unwrap());
    let stats = |b: &Board| unit_stats(&b.pool, &b.state, b.state.unit(marine).expect("in play"));
    assert_eq!(stats(&b), printed);
    b.unit_mut(marine).shields = 1;
    assert_eq!(stats(&b), (printed.0 + 1, printed.1));
}

/// Alex's deployed Gar Saxon (the printed card) and his marine upgraded
/// with Academy Training that `training_owner` owns, falling in its
/// attack on Nico's marine ([`falls_with`]).
fn marine_falls(training_owner: PlayerId) -> (Board, String) {
    let b = falls_with(|b, marine| {
        let training = upgrade_id(b);
        b.attach(marine, &training, training_owner);
    });
    let training = upgrade_id(&b);
    (b, training)
}

#[test]
fn rule_8_11_1_gar_saxon_s_granted_when_defeated_returns_an_upgrade_from_the_discard_pile() {
    let (b, training) = marine_falls(ALEX);
    let script = vec![attack(ALEX, "marine", "enemy"), choose(ALEX, &["yes"])];
    let t = b.run(then_both_pass(script), END);
    let end = last(&t);
    assert!(
        !end.units.iter().any(|u| u.label == "marine"),
        "the marine is defeated"
    );
    // The upgrade went to the discard pile with its unit (3.6.11) and the
    // ability found it there.
    assert!(!end.players[0].discard.contains(&training));
    assert!(known_ids(&end.players[0].hand).contains(&training));
    check(&t);
}

#[test]
fn rule_8_24_1_an_upgrade_nico_owns_goes_back_to_nico_s_hand() {
    let (b, training) = marine_falls(NICO);
    let script = vec![attack(ALEX, "marine", "enemy"), choose(ALEX, &["yes"])];
    let t = b.run(then_both_pass(script), END);
    let end = last(&t);
    assert!(!end.players[1].discard.contains(&training));
    assert!(known_ids(&end.players[1].hand).contains(&training));
    assert!(!known_ids(&end.players[0].hand).contains(&training));
}

#[test]
fn rule_7_6_7_alex_may_decline_and_the_upgrade_stays_in_the_discard_pile() {
    let (b, training) = marine_falls(ALEX);
    let script = vec![attack(ALEX, "marine", "enemy"), choose(ALEX, &["no"])];
    let t = b.run(then_both_pass(script), END);
    let end = last(&t);
    assert!(end.players[0].discard.contains(&training));
    assert!(!known_ids(&end.players[0].hand).contains(&training));
}

/// Alex's marine, Gar Saxon deployed beside it, with `setup` applied and
/// one damage short of its HP, attacking Nico's marine: both fall.
fn falls_with(setup: impl FnOnce(&mut Board, InstanceId)) -> Board {
    let mut b = Board::new();
    let gar = read_whole(&b, "SHD_001").id.clone();
    b.leader(ALEX, &gar);
    b.state.player_mut(ALEX).leader.as_mut().unwrap().deployed = true;
    b.unit_as(ALEX, &gar, "gar");
    let marine = b.unit_as(ALEX, "battlefield-marine", "marine");
    setup(&mut b, marine);
    let hp = unit_stats(&b.pool, &b.state, b.state.unit(marine).expect("in play")).1;
    b.unit_mut(marine).damage = hp - 1;
    b.unit_as(NICO, "battlefield-marine", "enemy");
    b
}

#[test]
fn rule_7_1_5_with_two_upgrades_alex_chooses_which_comes_back() {
    let mut second = String::new();
    let b = falls_with(|b, marine| {
        let training = upgrade_id(b);
        second = b
            .pool
            .named("Fallen Lightsaber")
            .into_iter()
            .find(|c| c.card_type == CardType::Upgrade)
            .expect("an upgrade")
            .id
            .clone();
        b.attach(marine, &training, ALEX);
        b.attach(marine, &second, ALEX);
    });
    let training = upgrade_id(&b);
    let script = vec![
        attack(ALEX, "marine", "enemy"),
        choose(ALEX, &["yes"]),
        choose(ALEX, &["Fallen Lightsaber (Alex's discard pile)"]),
    ];
    let t = b.run(then_both_pass(script), END);
    let end = last(&t);
    assert!(known_ids(&end.players[0].hand).contains(&second));
    assert!(end.players[0].discard.contains(&training));
    let d = decision(&t, "which upgrade that was attached");
    assert_eq!(d.options.len(), 2);
}

#[test]
fn rule_3_6_12_an_experience_token_was_set_aside_and_cannot_come_back() {
    let b = falls_with(|b, marine| b.unit_mut(marine).experience = 1);
    let script = vec![attack(ALEX, "marine", "enemy"), choose(ALEX, &["yes"])];
    let t = b.run(then_both_pass(script), END);
    assert!(said(
        &t,
        "no upgrade that was attached to the unit is in a discard pile"
    ));
    assert!(last(&t).players[0].hand.is_empty());
}
