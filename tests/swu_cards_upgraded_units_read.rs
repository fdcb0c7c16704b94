//! Printed cards about upgrades played on units and upgraded units (issue
//! 26's required sets), read from their text alone: what the reader makes
//! of each line, that the writer gives it back, and that the engine does on
//! a board what the printed text says.
//! - SHD 067 Fenn Rau: a play of an upgrade from an ability ("You may play
//!   an upgrade from your hand. It costs 2 less.") and the trigger "When
//!   you play an upgrade on this unit".
//! - SHD 001 Gar Saxon, Viceroy of Mandalore: his leader side's "Each
//!   friendly upgraded unit gets +1/+0." Only a leader's faceup side is in
//!   play (3.4.3) and a constant ability is in effect while its card is in
//!   play (7.3.1), so the leader side's constant reaches its player's
//!   upgraded units while he is not deployed; deployed, his leader side has
//!   left play (3.4.4). His unit side's granted "When Defeated: You may
//!   return an upgrade that was attached to this unit to its owner's hand."

mod common;
mod read_cards;

use common::*;
use read_cards::{
    card_id as card, known_ids, last, read_ability as ability, read_whole, then_both_pass, END,
};
use timing_window::rulesets::swu::cards::text::{leader_side_constants, read_card};
use timing_window::rulesets::swu::cards::{
    CardType, ConstantScope, Effect, PlayUnitEffect, Trigger, Zone,
};
use timing_window::rulesets::swu::engine::stats::unit_stats;
use timing_window::rulesets::swu::engine::{InstanceId, PlayerId};

#[test]
fn rule_6_2_0e_play_an_upgrade_from_your_hand_reads_as_an_upgrade_play() {
    let a = ability(
        "When Played: You may play an upgrade from your hand. It costs 2 less.",
        CardType::Unit,
    );
    assert!(a.may);
    let [Effect::PlayUnit(PlayUnitEffect {
        from,
        cost_reduction,
        upgrade,
        free,
        ..
    })] = &a.effects[..]
    else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(
        (*from, *cost_reduction, *upgrade, *free),
        (Zone::Hand, 2, true, false)
    );
    // A unit play stays a unit play.
    let a = ability("When Played: Play a unit from your hand.", CardType::Unit);
    assert!(matches!(
        a.effects[..],
        [Effect::PlayUnit(PlayUnitEffect { upgrade: false, .. })]
    ));
    // Only from the hand: an upgrade from the discard pile is not read.
    assert!(std::panic::catch_unwind(|| ability(
        "When Played: Play an upgrade from your discard pile.",
        CardType::Unit
    ))
    .is_err());
}

#[test]
fn rule_7_6_1_the_upgrade_on_this_unit_trigger_reads_from_the_trigger_table() {
    let a = ability(
        "When you play an upgrade on this unit: Give an enemy unit -2/-2 for this phase.",
        CardType::Unit,
    );
    assert_eq!(a.when, vec![Trigger::YouPlayUpgradeOnThisUnit]);
}

/// Alex holds Fenn Rau and Entrenched (SOR 072, cost 2, +3/+3); his base
/// gives Vigilance. Nico has a Battlefield Marine (3/3).
fn fenn_and_entrenched() -> (Board, String, String) {
    let mut b = Board::new();
    read_whole(&b, "SHD_067");
    let fenn = card(&b, "SHD_067");
    let entrenched = card(&b, "SOR_072");
    b.base_aspects(ALEX, &["Vigilance"]);
    b.hand(ALEX, &[&fenn, &entrenched]);
    b.unit(NICO, "battlefield-marine");
    (b, fenn, entrenched)
}

const FENN: &str = "fenn-rau-protector-of-concord-dawn";

/// The power and HP the engine gives the unit labelled `label` after the run.
fn stats_of(
    b: &Board,
    t: &timing_window::rulesets::swu::engine::GameTrace,
    label: &str,
) -> (i32, i32) {
    let board = last(t);
    let u = board
        .units
        .iter()
        .find(|u| u.label == label)
        .unwrap_or_else(|| panic!("{label} in play"));
    timing_window::rulesets::swu::view::stats(&b.pool, board, u)
}

#[test]
fn rule_6_2_0e_fenn_rau_plays_entrenched_on_himself_for_2_less_and_its_play_gives_the_marine_minus_2(
) {
    // SHD 067: Fenn Rau's When Played lets Alex play an upgrade from his
    // hand, 2 less (Entrenched costs 2, so 0: a cost is never below 0,
    // 6.2.3b). The upgrade is paid for, then attached to a unit Alex
    // chooses among the eligible ones (3.6.2, 3.6.3a): here Fenn Rau
    // himself. That play triggers his "When you play an upgrade on this
    // unit" (7.6.1), which resolves once the When Played ability has
    // finished (6.2.0e): Nico's Marine (3/3) gets -2/-2 for this phase.
    let (b, fenn, _) = fenn_and_entrenched();
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &fenn),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Entrenched"]),
            choose(ALEX, &[FENN]),
        ]),
        END,
    );
    let board = last(&t);
    // 6 for Fenn Rau, 0 for Entrenched.
    assert_eq!(board.players[0].resources.ready, 4);
    assert!(board.players[0].hand.is_empty());
    let on_fenn = board
        .units
        .iter()
        .find(|u| u.label == FENN)
        .expect("in play");
    assert_eq!(on_fenn.upgrades.len(), 1);
    assert_eq!(stats_of(&b, &t, FENN), (8, 9));
    assert_eq!(stats_of(&b, &t, "battlefield-marine"), (1, 1));
    // The -2/-2 came after the upgrade was attached.
    assert!(step_saying(&t, "plays Entrenched on") < step_saying(&t, "-2/-2"));
}

#[test]
fn rule_3_6_3a_fenn_rau_may_put_the_upgrade_on_an_enemy_unit_which_triggers_nothing() {
    // Entrenched may attach to any unit (3.6.3: "Attach to a unit" by
    // default): on Nico's Marine, it is not played on Fenn Rau, so his
    // second ability does not trigger and the Marine is 6/6.
    let (b, fenn, _) = fenn_and_entrenched();
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &fenn),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Entrenched"]),
            choose(ALEX, &["battlefield-marine"]),
        ]),
        END,
    );
    assert_eq!(stats_of(&b, &t, "battlefield-marine"), (6, 6));
    assert_eq!(stats_of(&b, &t, FENN), (5, 6));
    assert!(!said(&t, "-2/-2"));
}

#[test]
fn rule_1_17_4_fenn_rau_may_play_nothing_and_the_upgrade_stays_in_hand() {
    // The hand is hidden, so the play may go as though no upgrade
    // qualifies (1.17.4): Entrenched stays in Alex's hand, unpaid.
    let (b, fenn, entrenched) = fenn_and_entrenched();
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &fenn),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["play nothing"]),
        ]),
        END,
    );
    let board = last(&t);
    assert_eq!(board.players[0].resources.ready, 4);
    assert_eq!(
        read_cards::known_ids(&board.players[0].hand),
        vec![entrenched]
    );
}

#[test]
fn rule_6_2_2b_an_upgrade_with_no_eligible_unit_is_not_among_the_choices() {
    // Hardpoint Heavy Blaster (SOR 121) attaches only to a Vehicle; with
    // none in play it cannot be played (6.2.2b), so Fenn Rau's ability
    // offers nothing and the Blaster stays in hand.
    let (mut b, fenn, _) = fenn_and_entrenched();
    let blaster = card(&b, "SOR_121");
    b.hand(ALEX, &[&fenn, &blaster]);
    let t = b.run(
        then_both_pass(vec![play(ALEX, &fenn), choose(ALEX, &["yes"])]),
        END,
    );
    assert!(said(&t, "there is no upgrade that qualifies"));
    assert_eq!(
        read_cards::known_ids(&last(&t).players[0].hand),
        vec![blaster]
    );
}

#[test]
fn rule_7_6_1_an_upgrade_alex_plays_from_hand_on_fenn_rau_gives_an_enemy_unit_minus_2() {
    // The trigger is any play of an upgrade by Fenn Rau's controller on
    // him, not only the one his When Played makes: Entrenched played
    // from Alex's hand as an action on Fenn Rau in play.
    let mut b = Board::new();
    let entrenched = card(&b, "SOR_072");
    b.base_aspects(ALEX, &["Vigilance"]);
    b.hand(ALEX, &[&entrenched]);
    b.unit_as(ALEX, &card(&b, "SHD_067"), FENN);
    b.unit(NICO, "battlefield-marine");
    let t = b.run(
        then_both_pass(vec![play(ALEX, &entrenched), choose(ALEX, &[FENN])]),
        END,
    );
    assert_eq!(stats_of(&b, &t, "battlefield-marine"), (1, 1));
    assert_eq!(last(&t).players[0].resources.ready, 8);
}

#[test]
fn rule_7_6_1_an_upgrade_nico_plays_on_fenn_rau_triggers_nothing() {
    // "When you play": Fenn Rau's controller. Nico playing Entrenched on
    // Alex's Fenn Rau does not trigger it (Alex's Wampa stays 4/5).
    let mut b = Board::new();
    let entrenched = card(&b, "SOR_072");
    b.base_aspects(NICO, &["Vigilance"]);
    b.hand(NICO, &[&entrenched]);
    b.acting(NICO);
    b.unit_as(ALEX, &card(&b, "SHD_067"), FENN);
    b.unit(NICO, "wampa");
    let t = b.run(
        vec![
            play(NICO, &entrenched),
            choose(NICO, &[FENN]),
            pass(ALEX),
            pass(NICO),
        ],
        END,
    );
    assert_eq!(stats_of(&b, &t, FENN), (8, 9));
    assert_eq!(stats_of(&b, &t, "wampa"), (4, 5));
    assert!(!said(&t, "-2/-2"));
}

#[test]
fn rule_8_37_4_kylo_ren_uses_the_force_when_alex_plays_an_upgrade_on_him() {
    // LOF 229 Kylo Ren reads with the same trigger: "When you play an
    // upgrade on this unit: You may use the Force. If you do, draw a
    // card." Alex plays Entrenched on him, uses the Force (his Force
    // token is defeated, 8.37.4) and draws a card.
    let mut b = Board::new();
    read_whole(&b, "LOF_229");
    let entrenched = card(&b, "SOR_072");
    b.base_aspects(ALEX, &["Vigilance"]);
    b.hand(ALEX, &[&entrenched]);
    b.state.players[0].force_token = true;
    b.unit_as(ALEX, &card(&b, "LOF_229"), "kylo");
    let t = b.run(
        then_both_pass(vec![
            // Kylo Ren is the one unit in play: Entrenched goes on him.
            play(ALEX, &entrenched),
            choose(ALEX, &["yes"]),
        ]),
        END,
    );
    let board = last(&t);
    assert!(!board.players[0].force_token, "the token is defeated");
    assert_eq!(board.players[0].hand.len(), 1, "a card drawn");
}

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
