//! Leaders read from their printed text (issue 26), with what happened
//! earlier in the phase: "If an enemy unit was defeated this phase" (Iden
//! Versio), "If you played a Villainy card this phase" (Darth Vader), "If a
//! friendly unit was defeated this phase" (Wat Tambor). The engine counts
//! each defeat for the side that controlled the unit, keeps each card a
//! player plays, and forgets both when the phase ends.

mod common;
mod read_cards;

use common::*;
use read_cards::{last, read_whole, then_both_pass, END};
use timing_window::rulesets::swu::cards::{CardType, Condition, Effect, Keyword};
use timing_window::rulesets::swu::engine::{LastingKind, Phase, PhaseStep, StopPoint};

/// The leader printed as this set and number, read whole: both sides and
/// its epic action (coverage::of), its leader side's abilities given (a
/// unit side may print keywords only: Chewbacca).
fn leader(b: &Board, set_number: &str) -> String {
    let c = read_whole(b, set_number);
    assert_eq!(c.card_type, CardType::Leader);
    assert!(!c.abilities.is_empty());
    c.id.clone()
}

/// A board where Alex's leader is the printed leader `set_number`, read
/// as [`leader`] checks it, not deployed.
fn alex_leading(set_number: &str) -> (Board, String) {
    let mut b = Board::new();
    let id = leader(&b, set_number);
    b.leader(ALEX, &id);
    (b, id)
}

/// Alex with Iden Versio, his base 5 damaged; Alex's shielded Marine and
/// Nico's Death Star Stormtrooper (3/1) in play.
fn iden_board() -> (Board, String) {
    let (mut b, iden) = alex_leading("SOR_002");
    b.base(ALEX, 30, 5);
    let marine = b.unit_as(ALEX, "battlefield-marine", "alex-marine");
    b.unit_mut(marine).shields = 1;
    b.unit_as(NICO, "death-star-stormtrooper", "nico-trooper");
    (b, iden)
}

#[test]
fn iden_versio_reads_the_condition_on_what_was_defeated_this_phase() {
    let b = Board::new();
    let c = read_whole(&b, "SOR_002");
    let [a] = c.abilities.as_slice() else {
        panic!("{:?}", c.abilities)
    };
    assert!(a.exhaust && a.cost == 0);
    assert!(matches!(
        a.effects.as_slice(),
        [Effect::If {
            condition: Condition::UnitDefeatedThisPhase {
                enemy: true,
                at_least: 1
            },
            ..
        }]
    ));
}

#[test]
fn rule_6_4_0f_iden_versio_may_use_her_action_with_no_enemy_unit_defeated_and_heals_nothing() {
    // 6.4.0f's own example: the ability may be used (exhausting Iden
    // changes the game state), but no enemy unit was defeated this phase,
    // so no damage is healed.
    let (b, iden) = iden_board();
    let t = b.run(then_both_pass(vec![ability(ALEX, &iden)]), END);
    let board = last(&t);
    assert!(board.players[0].leader.as_ref().unwrap().exhausted);
    assert_eq!(board.players[0].base.damage, 5);
    assert!(said(&t, "no enemy unit was defeated this phase"));
}

#[test]
fn rule_7_1_5_iden_versio_heals_1_after_an_enemy_unit_was_defeated_this_phase() {
    // Alex's Marine attacks and defeats the Stormtrooper (its Shield takes
    // the Stormtrooper's damage); then Iden's action heals 1.
    let (b, iden) = iden_board();
    let t = b.run(
        then_both_pass(vec![
            attack(ALEX, "alex-marine", "nico-trooper"),
            pass(NICO),
            ability(ALEX, &iden),
        ]),
        END,
    );
    let board = last(&t);
    assert!(board.units.iter().all(|u| u.label != "nico-trooper"));
    assert_eq!(board.players[1].units_defeated_this_phase, 1);
    assert_eq!(board.players[0].base.damage, 4);
}

#[test]
fn rule_7_1_5_iden_versio_a_friendly_unit_defeated_is_not_an_enemy_unit() {
    // Alex's own Stormtrooper alone is defeated (Nico attacks it with a
    // shielded Marine): a friendly unit for Alex, not an enemy one, so
    // Iden heals nothing.
    let (mut b, iden) = alex_leading("SOR_002");
    b.base(ALEX, 30, 5);
    b.unit_as(ALEX, "death-star-stormtrooper", "alex-trooper");
    let marine = b.unit_as(NICO, "battlefield-marine", "nico-marine");
    b.unit_mut(marine).shields = 1;
    b.acting(NICO);
    let t = b.run(
        then_both_pass(vec![
            attack(NICO, "nico-marine", "alex-trooper"),
            ability(ALEX, &iden),
        ]),
        END,
    );
    let board = last(&t);
    assert_eq!(board.players[0].units_defeated_this_phase, 1);
    assert_eq!(board.players[1].units_defeated_this_phase, 0);
    assert_eq!(
        board.players[0].base.damage, 5,
        "no enemy unit was defeated"
    );
}

#[test]
fn rule_5_4_1c_what_was_defeated_and_played_this_phase_is_forgotten_when_the_phase_ends() {
    let (mut b, _) = iden_board();
    b.state.player_mut(NICO).units_defeated_this_phase = 2;
    b.state.player_mut(ALEX).played_this_phase = vec!["death-star-stormtrooper".into()];
    let t = b.run(
        vec![pass(ALEX), pass(NICO)],
        StopPoint::Before(PhaseStep::Draw),
    );
    let board = last(&t);
    assert_eq!(board.phase, Phase::Regroup);
    for p in &board.players {
        assert_eq!(p.units_defeated_this_phase, 0);
        assert!(p.played_this_phase.is_empty());
    }
}

/// Alex with Darth Vader, Nico's Marine in play, a Stormtrooper (Villainy)
/// and a Marine (Heroism) in Alex's hand.
fn vader_board() -> (Board, String) {
    let (mut b, vader) = alex_leading("SOR_010");
    b.unit_as(NICO, "battlefield-marine", "nico-marine");
    b.hand(ALEX, &["death-star-stormtrooper", "battlefield-marine"]);
    (b, vader)
}

#[test]
fn rule_7_1_5_darth_vader_deals_1_to_a_unit_and_1_to_a_base_after_a_villainy_card_was_played() {
    let (b, vader) = vader_board();
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, "death-star-stormtrooper"),
            pass(NICO),
            ability(ALEX, &vader),
            choose(ALEX, &["Battlefield Marine"]),
            choose(ALEX, &["Nico's base"]),
        ]),
        END,
    );
    let board = last(&t);
    assert_eq!(
        board.players[0].played_this_phase,
        vec!["death-star-stormtrooper".to_string()]
    );
    let m = board
        .units
        .iter()
        .find(|u| u.label == "nico-marine")
        .unwrap();
    assert_eq!(m.damage, 1);
    assert_eq!(board.players[1].base.damage, 1);
}

#[test]
fn rule_6_4_0f_darth_vader_after_a_heroism_card_only_pays_and_deals_nothing() {
    // The Marine is Command and Heroism: no Villainy card was played this
    // phase. The ability is still used (its cost changes the game state)
    // and deals no damage.
    let (mut b, vader) = vader_board();
    b.leader_aspects(ALEX, &[]);
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, "battlefield-marine"),
            pass(NICO),
            ability(ALEX, &vader),
        ]),
        END,
    );
    let board = last(&t);
    assert!(board.players[0].leader.as_ref().unwrap().exhausted);
    assert!(board.units.iter().all(|u| u.damage == 0));
    assert_eq!(board.players[1].base.damage, 0);
    assert!(said(&t, "played no such card this phase"));
}

#[test]
fn rule_7_1_5_wat_tambor_gives_2_2_only_after_a_friendly_unit_was_defeated() {
    // TWI 006 Wat Tambor, leader side: "Action [Exhaust]: If a friendly
    // unit was defeated this phase, give a unit +2/+2 for this phase."
    let (mut b, wat) = alex_leading("TWI_006");
    b.unit_as(ALEX, "battlefield-marine", "alex-marine");
    b.state.player_mut(ALEX).units_defeated_this_phase = 1;
    let t = b.run(then_both_pass(vec![ability(ALEX, &wat)]), END);
    let board = last(&t);
    assert!(
        board
            .lasting
            .iter()
            .any(|l| matches!(l.effect, LastingKind::Modify { power: 2, hp: 2 })),
        "{:?}",
        board.lasting
    );
    // Without a friendly unit defeated, nothing is given.
    b.state.player_mut(ALEX).units_defeated_this_phase = 0;
    let t = b.run(then_both_pass(vec![ability(ALEX, &wat)]), END);
    assert!(last(&t).lasting.is_empty());
    assert!(said(&t, "no friendly unit was defeated this phase"));
}

/// Alex with Emperor Palpatine, Galactic Ruler; a Stormtrooper and a Swoop
/// Racer of his, Nico's Marine.
fn palpatine_board() -> (Board, String) {
    let (mut b, palpatine) = alex_leading("SOR_006");
    b.unit_as(ALEX, "death-star-stormtrooper", "alex-trooper");
    b.unit_as(ALEX, "swoop-racer", "alex-racer");
    b.unit_as(NICO, "battlefield-marine", "nico-marine");
    (b, palpatine)
}

#[test]
fn palpatine_reads_the_cost_of_defeating_a_friendly_unit() {
    let b = Board::new();
    let c = read_whole(&b, "SOR_006");
    let [a] = c.abilities.as_slice() else {
        panic!("{:?}", c.abilities)
    };
    assert!(a.defeat_friendly && a.exhaust && a.cost == 1);
    // "Deal 1 damage to a unit and draw a card": the damage, then the draw.
    assert!(matches!(
        a.effects.as_slice(),
        [Effect::DealDamage { .. }, Effect::Draw { count: 1, .. }]
    ));
}

#[test]
fn rule_1_8_9_palpatine_pays_1_exhausts_and_defeats_a_friendly_unit_then_deals_1_and_draws() {
    // 1.8.9's own example: the whole cost (1 resource, exhausting
    // Palpatine, defeating a friendly unit, Alex's pick) is paid before the
    // ability resolves.
    let (b, palpatine) = palpatine_board();
    let t = b.run(
        then_both_pass(vec![
            ability(ALEX, &palpatine),
            choose(ALEX, &["alex-trooper"]),
            choose(ALEX, &["Battlefield Marine"]),
        ]),
        END,
    );
    let board = last(&t);
    let alex = &board.players[0];
    assert!(alex.leader.as_ref().unwrap().exhausted);
    assert_eq!(alex.resources.ready, 9);
    assert!(board.units.iter().all(|u| u.label != "alex-trooper"));
    assert_eq!(alex.units_defeated_this_phase, 1);
    assert_eq!(alex.hand.len(), 1, "a card drawn");
    let m = board
        .units
        .iter()
        .find(|u| u.label == "nico-marine")
        .unwrap();
    assert_eq!(m.damage, 1);
    // The defeat is paid before the damage is dealt.
    assert!(
        step_saying(&t, "Death Star Stormtrooper is defeated")
            < step_saying(&t, "deals 1 damage to Battlefield Marine")
    );
}

#[test]
fn rule_6_4_0c_palpatine_cannot_use_his_action_without_a_friendly_unit_to_defeat() {
    let (mut b, palpatine) = alex_leading("SOR_006");
    b.unit_as(NICO, "battlefield-marine", "nico-marine");
    let e = b.run_err(vec![ability(ALEX, &palpatine)], END);
    assert!(e.message.contains("controls no unit"), "{}", e.message);
}

#[test]
fn rule_8_9_1_palpatine_deployed_defeats_another_friendly_unit_then_deals_1_and_draws() {
    // Unit side: "On Attack: You may defeat another friendly unit. If you
    // do, deal 1 damage to a unit and draw a card." Deployed (8 resources),
    // he attacks Nico's base; Alex defeats his Stormtrooper, so the rest
    // resolves.
    let (mut b, palpatine) = palpatine_board();
    b.state.player_mut(ALEX).resources.ready = 10;
    let t = b.run(
        then_both_pass(vec![
            deploy(ALEX),
            pass(NICO),
            attack(ALEX, &palpatine, "base"),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Death Star Stormtrooper"]),
            choose(ALEX, &["Battlefield Marine"]),
        ]),
        END,
    );
    let board = last(&t);
    assert!(board.units.iter().all(|u| u.label != "alex-trooper"));
    assert_eq!(board.players[0].hand.len(), 1);
    let m = board
        .units
        .iter()
        .find(|u| u.label == "nico-marine")
        .unwrap();
    assert_eq!(m.damage, 1);
    // Declining defeats nothing and deals nothing.
    let t = b.run(
        then_both_pass(vec![
            deploy(ALEX),
            pass(NICO),
            attack(ALEX, &palpatine, "base"),
            choose(ALEX, &["no"]),
        ]),
        END,
    );
    let board = last(&t);
    assert_eq!(
        board.units.len(),
        4,
        "Palpatine, both of Alex's units, the Marine"
    );
    assert!(board.players[0].hand.is_empty());
}

#[test]
fn rule_7_1_5_nute_gunray_creates_a_battle_droid_only_after_2_friendly_units_were_defeated() {
    // TWI 002 Nute Gunray, leader side: "Action [Exhaust]: If 2 or more
    // friendly units were defeated this phase, create a Battle Droid
    // token." One defeated is not enough; two are.
    let (mut b, nute) = alex_leading("TWI_002");
    b.state.player_mut(ALEX).units_defeated_this_phase = 1;
    let t = b.run(then_both_pass(vec![ability(ALEX, &nute)]), END);
    assert!(last(&t).units.is_empty());
    assert!(said(
        &t,
        "only 1 friendly unit was defeated this phase, not 2"
    ));
    b.state.player_mut(ALEX).units_defeated_this_phase = 2;
    let t = b.run(then_both_pass(vec![ability(ALEX, &nute)]), END);
    let board = last(&t);
    assert_eq!(board.units.len(), 1);
    assert_eq!(board.units[0].card, "battle-droid");
    assert_eq!(board.units[0].controller, ALEX);
}

#[test]
fn rule_7_1_5_luke_skywalker_shields_only_a_heroism_unit_alex_played_this_phase() {
    // SOR 005 Luke Skywalker, leader side: "Action [C=1, Exhaust]: Give a
    // Shield token to a Heroism unit you played this phase." Alex plays a
    // Marine (Heroism); his X-Wing (Heroism) entered play this phase
    // without being played, and Nico played his own Marine: only Alex's
    // Marine can be chosen, so it gets the Shield.
    let (mut b, luke) = alex_leading("SOR_005");
    b.hand(ALEX, &["battlefield-marine"]);
    let xwing = b.unit_as(ALEX, "alliance-x-wing", "alex-xwing");
    b.unit_mut(xwing).entered_this_phase = true;
    let nico_marine = b.unit_as(NICO, "battlefield-marine", "nico-marine");
    b.unit_mut(nico_marine).entered_this_phase = true;
    b.unit_mut(nico_marine).played_this_phase_by = Some(NICO);
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, "battlefield-marine"),
            pass(NICO),
            ability(ALEX, &luke),
        ]),
        END,
    );
    let board = last(&t);
    let shields = |label: &str| {
        board
            .units
            .iter()
            .find(|u| u.label == label)
            .unwrap()
            .shields
    };
    let played = board
        .units
        .iter()
        .find(|u| u.controller == ALEX && u.card == "battlefield-marine")
        .unwrap();
    assert_eq!(played.played_this_phase_by, Some(ALEX));
    assert_eq!(played.shields, 1);
    assert_eq!(shields("alex-xwing"), 0);
    assert_eq!(shields("nico-marine"), 0);
}

#[test]
fn rule_6_4_3c_luke_skywalker_pays_both_parts_of_his_action_cost() {
    // 6.4.3c's example: Luke's action cost is 1 resource and exhausting
    // him, and using the ability pays both. Alex plays a Heroism unit
    // first, so the ability has something to give its Shield to.
    let (mut b, luke) = alex_leading("SOR_005");
    b.hand(ALEX, &["battlefield-marine"]);
    // A Command base: the Marine (Command, Heroism) pays no aspect penalty.
    b.base_aspects(ALEX, &["Command"]);
    let before = b.state.player(ALEX).resources.ready;
    let marine_cost = i64::from(b.pool.get("battlefield-marine").unwrap().cost.unwrap());
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, "battlefield-marine"),
            pass(NICO),
            ability(ALEX, &luke),
        ]),
        END,
    );
    let board = last(&t);
    let alex = &board.players[0];
    assert!(alex.leader.as_ref().unwrap().exhausted, "the exhaust part");
    assert_eq!(
        i64::from(alex.resources.ready),
        i64::from(before) - marine_cost - 1,
        "the resource part, after the Marine's cost"
    );
}

#[test]
fn rule_3_4_4_luke_skywalker_deployed_may_give_another_unit_a_shield_token() {
    // Unit side: "On Attack: You may give another unit a Shield token."
    // (printed with the unit first; read as "give a Shield token to
    // another unit"). Deployed, he attacks Nico's base and shields Nico's
    // Marine, Alex's pick: any other unit.
    let (mut b, luke) = alex_leading("SOR_005");
    b.unit_as(NICO, "battlefield-marine", "nico-marine");
    b.unit_as(ALEX, "alliance-x-wing", "alex-xwing");
    let t = b.run(
        then_both_pass(vec![
            deploy(ALEX),
            pass(NICO),
            attack(ALEX, &luke, "base"),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Battlefield Marine"]),
        ]),
        END,
    );
    let board = last(&t);
    let m = board
        .units
        .iter()
        .find(|u| u.label == "nico-marine")
        .unwrap();
    assert_eq!(m.shields, 1);
    // The Marine and the X-Wing, not Luke himself.
    let options = &decision(&t, "choose a target").options;
    assert_eq!(options.len(), 2, "{options:?}");
    assert!(!options.contains(&luke), "{options:?}");
}

#[test]
fn rule_7_1_6_chewbacca_plays_a_unit_that_costs_3_or_less_and_it_gains_sentinel() {
    // SOR 003 Chewbacca, leader side: "Action [Exhaust]: Play a unit that
    // costs 3 or less from your hand (paying its cost). It gains Sentinel
    // for this phase." The 4-cost Consular Security Force is no choice;
    // the Marine is played, paid for, and gains Sentinel for this phase.
    let (mut b, chewie) = alex_leading("SOR_003");
    b.hand(ALEX, &["battlefield-marine", "consular-security-force"]);
    let t = b.run(
        then_both_pass(vec![
            ability(ALEX, &chewie),
            choose(ALEX, &["Battlefield Marine"]),
        ]),
        END,
    );
    let options = &decision(&t, "which unit does Alex play").options;
    assert_eq!(options, &["Battlefield Marine", "play nothing"]);
    let board = last(&t);
    let marine = board
        .units
        .iter()
        .find(|u| u.card == "battlefield-marine")
        .expect("the Marine is played");
    assert!(board.lasting.iter().any(|l| l.target == marine.instance
        && matches!(
            l.effect,
            LastingKind::GainKeyword {
                keyword: Keyword::Sentinel,
                ..
            }
        )));
    // Its cost is paid: 2 and the Command aspect penalty (Chewbacca and
    // no base give Command).
    assert_eq!(board.players[0].resources.ready, 6);
}

#[test]
fn rule_1_17_4_chewbacca_may_play_nothing_though_a_unit_qualifies() {
    // 1.17.4's Chewbacca example: the hand is hidden, so Alex may resolve
    // the ability as though no unit qualifies; Chewbacca is still
    // exhausted.
    let (mut b, chewie) = alex_leading("SOR_003");
    b.hand(ALEX, &["battlefield-marine"]);
    let t = b.run(
        then_both_pass(vec![
            ability(ALEX, &chewie),
            choose(ALEX, &["play nothing"]),
        ]),
        END,
    );
    let board = last(&t);
    assert!(board.units.is_empty());
    assert!(board.players[0].leader.as_ref().unwrap().exhausted);
}
