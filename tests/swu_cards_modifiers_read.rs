//! Printed cards read from their text alone (issue 26), modifier shapes of
//! a unit about itself: "This unit can't attack." (8.3.2) and "This unit
//! gets +1/+1 for each resource you control." (7.3.1). What the reader
//! makes of each line, that the writer gives it back, and that the engine
//! does on a board what the printed text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{alex_holding, card_id as card, last, read_constant, then_both_pass, END};
use timing_window::rulesets::swu::cards::constant::Per;
use timing_window::rulesets::swu::cards::{Cant, ConstantScope};
use timing_window::rulesets::swu::engine::ErrorKind;

#[test]
fn cant_attack_reads_as_a_constant_of_the_unit_about_itself() {
    let k = read_constant("This unit can't attack.");
    assert_eq!(k.to, ConstantScope::ThisUnit);
    assert_eq!(k.cant, vec![Cant::Attack]);
    assert_eq!(k.while_, None);
}

#[test]
fn rule_8_3_2_corporate_defense_shuttle_cannot_attack_the_base() {
    // JTL 059 Corporate Defense Shuttle: "This unit can't attack." Ready,
    // with Nico's base open, it still may not attack: the action is
    // refused with the rule, and no attack is among Alex's actions.
    let mut b = Board::new();
    let shuttle = card(&b, "JTL_059");
    b.unit_as(ALEX, &shuttle, "Shuttle");
    let e = b.run_err(vec![attack(ALEX, "Shuttle", "base")], END);
    assert_eq!(e.kind, ErrorKind::IllegalAction);
    assert!(e.message.contains("can't attack"), "{}", e.message);
    assert!(e.message.contains("8.3.2"), "{}", e.message);
    let e = b.run_err(vec![], END);
    assert!(
        !e.options.iter().any(|o| o.starts_with("attack")),
        "{:?}",
        e.options
    );
}

#[test]
fn rule_8_3_3_loth_wolf_is_no_attacker_for_an_ability_s_attack_either() {
    // LOF 044 Loth-Wolf: "Sentinel ... This unit can't attack." Alex plays
    // SOR 220 Surprise Strike ("Attack with a unit. It gets +3/+0 for this
    // attack.") with a ready Loth-Wolf and a ready Battlefield Marine: the
    // "can't" wins over the event's attack (8.3.3), so only the Marine is
    // able to attack.
    let mut b = Board::new();
    let wolf = card(&b, "LOF_044");
    let strike = card(&b, "SOR_220");
    b.unit_as(ALEX, &wolf, "Loth-Wolf");
    b.unit_as(ALEX, "battlefield-marine", "Marine");
    b.base_aspects(ALEX, &["Cunning"]);
    b.hand(ALEX, &[&strike]);
    let t = b.run(then_both_pass(vec![play(ALEX, &strike)]), END);
    // No decision offers the Loth-Wolf as the attacker: the Marine, the
    // only unit that may attack, is the one (3 power, +3/+0).
    assert!(!t
        .choices()
        .any(|(_, c)| c.options.iter().any(|o| o.contains("Loth-Wolf"))));
    assert!(t
        .steps
        .iter()
        .any(|s| s.text.contains("Marine") && s.text.contains("attacks")));
    assert_eq!(last(&t).players[1].base.damage, 6);
}

#[test]
fn per_resource_reads_as_a_constant_counted_for_each_resource() {
    let k = read_constant("This unit gets +1/+1 for each resource you control.");
    assert_eq!(k.to, ConstantScope::ThisUnit);
    assert_eq!((k.power, k.hp), (1, 1));
    assert_eq!(k.per, Some(Per::ResourceYouControl));
}

#[test]
fn rule_7_3_1_97th_legion_gets_plus_one_plus_one_for_each_resource_ready_or_exhausted() {
    // SOR 118 97th Legion, printed 0/0: "This unit gets +1/+1 for each
    // resource you control." Alex controls 4 ready and 3 exhausted
    // resources: it is a 7/7, and it deals 7 combat damage to Nico's base.
    let mut b = Board::new();
    let legion = card(&b, "SOR_118");
    b.unit_as(ALEX, &legion, "Legion");
    b.state.players[0].resources.ready = 4;
    b.state.players[0].resources.exhausted = 3;
    // Nico's resources do not count.
    b.state.players[1].resources.ready = 2;
    let t = b.run(then_both_pass(vec![attack(ALEX, "Legion", "base")]), END);
    assert_eq!(last(&t).players[1].base.damage, 7);
}

#[test]
fn own_cost_reads_for_each_and_if_on_units_and_events() {
    use timing_window::rulesets::swu::cards::text::{round_trip, Line};
    use timing_window::rulesets::swu::cards::CardType;
    for (line, t) in [
        (
            "This unit costs 1 less to play for each friendly damaged unit.",
            CardType::Unit,
        ),
        (
            "This event costs 1 less to play for each friendly leader unit.",
            CardType::Event,
        ),
        (
            "If an enemy unit has a Bounty, this unit costs 1 less to play.",
            CardType::Unit,
        ),
    ] {
        assert!(
            matches!(round_trip(line, t), Ok(Line::OwnCost { .. })),
            "{line}"
        );
    }
    // "This event" on a unit is not what the card says.
    assert!(round_trip(
        "This event costs 1 less to play for each friendly leader unit.",
        CardType::Unit
    )
    .is_err());
}

#[test]
fn rule_8_15_5a_phoenix_squadron_fighters_costs_one_less_for_each_friendly_damaged_unit() {
    // LAW 110 Phoenix Squadron Fighters, cost 8: "This unit costs 1 less to
    // play for each friendly damaged unit." Alex controls two damaged
    // units and an undamaged one; Nico's damaged unit is not friendly.
    // Alex pays 8 - 2 = 6 of his 10 ready resources.
    let (mut b, fighters) = alex_holding("LAW_110", &["Vigilance", "Heroism"]);
    for label in ["Hurt 1", "Hurt 2"] {
        let u = b.unit_as(ALEX, "battlefield-marine", label);
        b.unit_mut(u).damage = 1;
    }
    b.unit_as(ALEX, "battlefield-marine", "Whole");
    let enemy = b.unit_as(NICO, "battlefield-marine", "Enemy");
    b.unit_mut(enemy).damage = 1;
    let t = b.run(then_both_pass(vec![play(ALEX, &fighters)]), END);
    assert_eq!(ready_after(&t), 4);
    assert!(
        t.steps
            .iter()
            .any(|s| s.text.contains("costs 2 less") && s.rules.iter().any(|r| r == "8.15.5a")),
        "the trace says why"
    );
}

#[test]
fn rule_8_15_5a_reputable_hunter_costs_one_less_only_while_an_enemy_unit_has_a_bounty() {
    // SHD 117 Reputable Hunter, cost 3: "If an enemy unit has a Bounty,
    // this unit costs 1 less to play." Checked as it is played: with no
    // Bounty among Nico's units Alex pays 3; with SHD's Wanted Insurgents
    // (a Bounty) in play for Nico he pays 2.
    let hunter_played = |bounty: bool| {
        let (mut b, hunter) = alex_holding("SHD_117", &["Command"]);
        if bounty {
            let insurgents = card(&b, "SHD_167");
            b.unit_as(NICO, &insurgents, "Insurgents");
        } else {
            b.unit_as(NICO, "battlefield-marine", "Marine");
        }
        let t = b.run(then_both_pass(vec![play(ALEX, &hunter)]), END);
        10 - ready_after(&t)
    };
    assert_eq!(hunter_played(false), 3);
    assert_eq!(hunter_played(true), 2);
}

#[test]
fn rule_8_15_5a_take_action_costs_one_less_for_each_friendly_leader_unit() {
    // TS26 71 Take Action, cost 3: "This event costs 1 less to play for
    // each friendly leader unit. / Deal 3 damage to a unit." Alex's
    // deployed leader (a leader unit in play) counts; Nico's does not, nor
    // Alex's other unit. Alex pays 2, then deals 3 damage to Nico's Marine.
    let mut b = Board::new();
    let action = card(&b, "TS26_71");
    b.base_aspects(ALEX, &["Aggression"]);
    b.hand(ALEX, &[&action]);
    b.unit_as(ALEX, "grand-admiral-thrawn", "Thrawn A");
    b.unit_as(ALEX, "battlefield-marine", "Marine A");
    b.unit_as(NICO, "grand-admiral-thrawn", "Thrawn N");
    let marine = b.unit_as(NICO, "battlefield-marine", "Marine N");
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &action),
            choose(ALEX, &["Battlefield Marine (Marine N)"]),
        ]),
        END,
    );
    assert_eq!(ready_after(&t), 8);
    assert!(
        last(&t).unit(marine).is_none(),
        "3 damage defeats the Marine"
    );
}

/// The damage Alex's unit `label` deals to Nico's undefended base.
fn base_damage_after_attack(b: &Board, label: &str) -> i32 {
    let t = b.run(then_both_pass(vec![attack(ALEX, label, "base")]), END);
    last(&t).players[1].base.damage
}

#[test]
fn rule_7_3_1_paz_vizsla_gets_plus_two_power_for_each_damage_on_him() {
    // LOF 153 Paz Vizsla, printed 3/6: "This unit gets +2/+0 for each
    // damage on him." With 2 damage on him he has 3 + 4 = 7 power.
    let mut b = Board::new();
    let paz = card(&b, "LOF_153");
    let u = b.unit_as(ALEX, &paz, "Paz");
    b.unit_mut(u).damage = 2;
    assert_eq!(base_damage_after_attack(&b, "Paz"), 7);
}

#[test]
fn rule_7_3_1_clone_combat_squadron_counts_other_friendly_space_units_only() {
    // JTL 115 Clone Combat Squadron, printed 3/3: "This unit gets +1/+1
    // for each other friendly space unit." Alex's two X-Wings count; his
    // ground Marine, Nico's X-Wing and the Squadron itself do not: 5/5.
    let mut b = Board::new();
    let squadron = card(&b, "JTL_115");
    b.unit_as(ALEX, &squadron, "Squadron");
    b.unit_as(ALEX, "x-wing", "Wing 1");
    b.unit_as(ALEX, "x-wing", "Wing 2");
    b.unit_as(ALEX, "battlefield-marine", "Marine");
    b.unit_as(NICO, "x-wing", "Enemy Wing");
    // Nico's X-Wing is no Sentinel: the base may be attacked.
    assert_eq!(base_damage_after_attack(&b, "Squadron"), 5);
}

#[test]
fn rule_7_3_1_qira_gets_minus_one_power_for_each_card_in_alexs_hand() {
    // ASH 226 Qi'ra, printed 9/7: "This unit gets -1/-0 for each card in
    // your hand." Alex holds 3 cards: 6 power.
    let mut b = Board::new();
    let qira = card(&b, "ASH_226");
    b.unit_as(ALEX, &qira, "Qira");
    b.hand(ALEX, &["vanquish", "vanquish", "battlefield-marine"]);
    b.hand(NICO, &["vanquish"]);
    assert_eq!(base_damage_after_attack(&b, "Qira"), 6);
}

#[test]
fn rule_8_3_2_wicket_may_attack_a_unit_but_not_the_base() {
    // ASH 034 Wicket: "Saboteur / This unit can't attack bases." With a
    // Nico unit in the ground arena, only the unit is a target.
    let mut b = Board::new();
    let wicket = card(&b, "ASH_034");
    b.unit_as(ALEX, &wicket, "Wicket");
    b.unit_as(NICO, "battlefield-marine", "Marine");
    let e = b.run_err(vec![attack(ALEX, "Wicket", "base")], END);
    assert_eq!(e.kind, ErrorKind::IllegalAction);
    assert_eq!(e.options, vec!["Marine".to_string()]);
}

#[test]
fn rule_7_3_1_shaak_ti_gives_each_friendly_token_unit_plus_one_power() {
    // TWI 094 Shaak Ti: "Each friendly token unit gets +1/+0." Alex's
    // Clone Trooper token (2/2) attacks for 3; Alex's Marine (not a token)
    // for its printed 3.
    let mut b = Board::new();
    let shaak = card(&b, "TWI_094");
    b.unit_as(ALEX, &shaak, "Shaak Ti");
    b.unit_as(ALEX, "clone-trooper", "Clone");
    assert_eq!(base_damage_after_attack(&b, "Clone"), 3);
    b.unit_as(ALEX, "battlefield-marine", "Marine");
    assert_eq!(base_damage_after_attack(&b, "Marine"), 3);
}

#[test]
fn per_reads_damage_and_upgrades_on_the_unit_with_its_pronoun() {
    let k = read_constant("This unit gets +1/+1 for each upgrade on him.");
    assert_eq!(k.per, Some(Per::UpgradeOnIt));
    let k = read_constant("This unit gets -1/-0 for each damage on it.");
    assert_eq!(k.per, Some(Per::DamageOnIt));
    assert_eq!((k.power, k.hp), (-1, 0));
    // A count by power is not read: constants change power.
    assert!(timing_window::rulesets::swu::cards::text::round_trip(
        "This unit gets +1/+0 for each other unit with 0 power.",
        timing_window::rulesets::swu::cards::CardType::Unit
    )
    .is_err());
}
