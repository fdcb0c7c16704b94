//! Printed cards read in round 2 (issue 26, task X3): what the reader
//! makes of each line, that the writer gives it back, and that the engine
//! does what the line says on the real card.

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, last, read_ability as ability, then_both_pass, END};
use timing_window::rulesets::swu::cards::{CardType, Effect, Trigger};
use timing_window::rulesets::swu::engine::{GameTrace, InstanceId};

#[test]
fn rule_7_7_4a_the_next_unit_you_play_this_phase_reads_as_a_delayed_cost_decrease_and_back() {
    let a = ability(
        "On Attack: The next unit you play this phase costs 1 less.",
        CardType::Unit,
    );
    assert_eq!(a.when, vec![Trigger::OnAttack]);
    assert_eq!(
        a.effects,
        vec![Effect::NextCostsLess {
            card_type: Some(CardType::Unit),
            less: 1,
            not_aspects: Vec::new(),
        }]
    );
    // The CR's own example (7.7.4a) names any card.
    let a = ability(
        "When Played: The next card you play this phase costs 2 less.",
        CardType::Unit,
    );
    assert_eq!(
        a.effects,
        vec![Effect::NextCostsLess {
            card_type: None,
            less: 2,
            not_aspects: Vec::new(),
        }]
    );
}

/// Alex's GNK Power Droid (SEC 110) attacks Nico's base; then Alex plays
/// two Battlefield Marines (cost 2), Nico passing between.
#[test]
fn rule_7_7_4a_gnk_power_droid_makes_only_the_next_unit_cost_1_less() {
    let mut b = Board::new();
    let droid = card(&b, "SEC_110");
    b.unit(ALEX, &droid);
    b.base_aspects(ALEX, &["Command", "Heroism"]);
    b.hand(ALEX, &["battlefield-marine", "battlefield-marine"]);
    let t = b.run(
        then_both_pass(vec![
            attack(ALEX, &droid, "base"),
            pass(NICO),
            play(ALEX, "battlefield-marine"),
            pass(NICO),
            play(ALEX, "battlefield-marine"),
        ]),
        END,
    );
    step_saying(&t, "a delayed effect, waiting for that play");
    step_saying(&t, "so it costs 1 less");
    // 1 for the first Marine, 2 for the second: the effect was used up.
    assert_eq!(ready_after(&t), 10 - 1 - 2);
    assert!(last(&t).game_lasting.is_empty());
}

/// Honor-Bound Partisan (LAW 058) attacks Nico's Battlefield Marine (3
/// power) and is defeated; its delayed effect outlives it and lowers the
/// unit Alex plays next.
#[test]
fn rule_7_7_4c_honor_bound_partisan_s_effect_outlives_it() {
    let mut b = Board::new();
    let partisan = card(&b, "LAW_058");
    let partisan_unit = b.unit(ALEX, &partisan);
    b.unit(NICO, "battlefield-marine");
    b.base_aspects(ALEX, &["Command", "Heroism", "Aggression"]);
    b.hand(ALEX, &["battlefield-marine"]);
    let t = b.run(
        then_both_pass(vec![
            attack(ALEX, &partisan, "battlefield-marine"),
            pass(NICO),
            play(ALEX, "battlefield-marine"),
        ]),
        END,
    );
    assert_eq!(
        last(&t).unit(partisan_unit),
        None,
        "the Partisan is defeated"
    );
    step_saying(&t, "so it costs 1 less");
    assert_eq!(ready_after(&t), 10 - 1);
}

#[test]
fn rule_3_6_13_when_an_upgraded_enemy_unit_is_defeated_reads_as_a_trigger_and_back() {
    let a = ability(
        "When an upgraded enemy unit is defeated: You may ready this unit. Use this ability only once each round.",
        CardType::Unit,
    );
    assert_eq!(a.when, vec![Trigger::UpgradedEnemyUnitDefeated]);
    assert!(matches!(
        a.effects.as_slice(),
        [Effect::OnceEachRound { may: true, .. }]
    ));
}

/// Alex's Punishing One (SHD 137, 3/4) attacks Nico's TIE Fighter (1/1),
/// given `experience` Experience tokens.
fn punishing_one_attacks_a_tie(experience: u32) -> (GameTrace, InstanceId) {
    let mut b = Board::new();
    let p1 = card(&b, "SHD_137");
    let ship = b.unit_as(ALEX, &p1, "Punishing One");
    let tie = b.unit_as(NICO, "tie-fighter", "TIE");
    b.unit_mut(tie).experience = experience;
    let mut script = vec![attack(ALEX, "Punishing One", "TIE")];
    if experience > 0 {
        script.push(choose(ALEX, &["yes"]));
    }
    (b.run(then_both_pass(script), END), ship)
}

#[test]
fn rule_8_11_1_punishing_one_readies_when_an_enemy_unit_defeated_with_an_experience_token() {
    // The TIE (2/2 with its token) is defeated; it was upgraded just
    // before it left play (8.11.1, 3.6.13), so Alex may ready the ship.
    let (t, ship) = punishing_one_attacks_a_tie(1);
    let c = decision(&t, "Punishing One");
    assert_eq!(c.chooser, "Alex");
    let ship = last(&t).unit(ship).expect("the ship survives");
    assert!(!ship.exhausted, "readied after its attack");
}

#[test]
fn rule_7_6_1_punishing_one_does_not_trigger_on_an_enemy_unit_without_upgrades() {
    let (t, ship) = punishing_one_attacks_a_tie(0);
    assert!(t
        .choices()
        .all(|(_, c)| !c.prompt.contains("Punishing One")));
    assert!(last(&t).unit(ship).expect("in play").exhausted);
}

#[test]
fn rule_8_32_1_each_opponent_may_ready_a_resource_reads_and_back() {
    let a = ability(
        "When Defeated: Each opponent may ready a resource.",
        CardType::Unit,
    );
    assert_eq!(
        a.effects,
        vec![Effect::EachOpponentMay {
            then: vec![Effect::ReadyResources { count: 1 }],
        }]
    );
}

/// Alex's `unit` (already `damage`d) attacks Nico's `target` and is
/// defeated; Nico's 10 resources are all exhausted; Nico answers `yes`.
fn defeated_giving_nico_a_resource(
    set_number: &str,
    damage: i32,
    target: &str,
    yes: bool,
) -> GameTrace {
    let mut b = Board::new();
    let id = card(&b, set_number);
    let u = b.unit_as(ALEX, &id, "Alex's unit");
    b.unit_mut(u).damage = damage;
    b.unit_as(NICO, target, "Nico's unit");
    let r = &mut b.state.player_mut(NICO).resources;
    (r.ready, r.exhausted) = (0, 10);
    let answer = if yes { "yes" } else { "no" };
    b.run(
        then_both_pass(vec![
            attack(ALEX, "Alex's unit", "Nico's unit"),
            choose(NICO, &[answer]),
        ]),
        END,
    )
}

#[test]
fn rule_8_32_1_wartime_profiteer_lets_nico_ready_one_of_his_resources() {
    // TS26 76 (3/3) trades with Nico's Battlefield Marine (3/3).
    let t = defeated_giving_nico_a_resource("TS26_076", 0, "battlefield-marine", true);
    assert_eq!(decision(&t, "the opponent it names").chooser, "Nico");
    let nico = &last(&t).players[1].resources;
    assert_eq!((nico.ready, nico.exhausted), (1, 9));
    assert_eq!(ready_after(&t), 10, "Alex's resources are untouched");
}

#[test]
fn rule_8_32_1_emissary_s_sheathipede_nico_may_decline() {
    // SEC 215 (2/4, 3 damage already) is defeated by a TIE Fighter's 1.
    let t = defeated_giving_nico_a_resource("SEC_215", 3, "tie-fighter", false);
    assert_eq!(decision(&t, "the opponent it names").chooser, "Nico");
    let nico = &last(&t).players[1].resources;
    assert_eq!((nico.ready, nico.exhausted), (0, 10));
}

#[test]
fn rule_7_4_3_put_this_event_into_play_as_a_resource_reads_and_back() {
    let a = ability("Put this event into play as a resource.", CardType::Event);
    assert_eq!(a.effects, vec![Effect::ResourceThisEvent]);
}

/// Alex plays Resupply (`set_number`, cost 3) with 10 ready resources.
fn resupply(set_number: &str) {
    let (b, id) = read_cards::alex_holding(set_number, &["Command"]);
    let t = b.run(then_both_pass(vec![play(ALEX, &id)]), END);
    step_saying(
        &t,
        "from the discard pile into play as a resource, exhausted",
    );
    let alex = &last(&t).players[0];
    // 3 exhausted to pay, and Resupply itself, exhausted (1.7.7).
    assert_eq!((alex.resources.ready, alex.resources.exhausted), (7, 4));
    assert_eq!(alex.resources.known, vec![id]);
    assert!(alex.discard.is_empty(), "not left in the discard pile");
}

#[test]
fn rule_7_4_2_resupply_sor_moves_itself_from_the_discard_pile_to_the_resources() {
    resupply("SOR_126");
}

#[test]
fn rule_7_4_2_resupply_twi_moves_itself_from_the_discard_pile_to_the_resources() {
    resupply("TWI_127");
}
