//! Printed cards read from their text alone (issue 26), by the condition
//! an effect waits on: "If this unit is upgraded" (3.6.13), "If a base has
//! N or more damage on it", "If you control a Vigilance unit" (General
//! Veers: damage to an enemy base and a heal of your base after "if"),
//! "If an enemy unit has a Bounty", "a ground unit or a base" while a
//! leader unit is in play, "If the defending player controls more
//! resources than you", damage "equal to the number of resources you
//! control", a sentence about the unit just chosen ("If it's a FORCE
//! unit, ..."), and before "If you do" (8.9.1) a Shield token given to or
//! an exhausting of a chosen unit and a reveal from the hand; R2-D2's look
//! at the top card; an attack's bonus "If you have the initiative"
//! (1.12.2c). What the reader makes of each line, that the writer gives it
//! back, and that the engine does on a board what the printed text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{
    alex_holding, card_id as card, last, pool_id, read_ability as ability, read_whole,
    then_both_pass, END,
};
use timing_window::rulesets::swu::cards::text::round_trip;
use timing_window::rulesets::swu::cards::{Amount, AttackEffect, CardType, Effect, Target};

#[test]
fn rule_3_6_13_koska_reeves_deals_2_damage_only_while_upgraded() {
    // SHD 150 Koska Reeves (4/5): "On Attack: If this unit is upgraded, you
    // may deal 2 damage to a ground unit." An Experience token is an
    // upgrade (3.7.5), so with one she is upgraded (3.6.13).
    let mut b = Board::new();
    let koska = card(&b, "SHD_150");
    let id = b.unit(ALEX, &koska);
    let marine = b.unit(NICO, "battlefield-marine");
    let mut upgraded = Board::new();
    upgraded.state = b.state.clone();
    upgraded.unit_mut(id).experience = 1;
    let t = upgraded.run(
        then_both_pass(vec![
            attack(ALEX, &koska, "base"),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Battlefield Marine"]),
        ]),
        END,
    );
    assert_eq!(last(&t).unit(marine).map(|u| u.damage), Some(2));
    assert_eq!(
        last(&t).players[1].base.damage,
        5,
        "4 power and 1 from the token"
    );
    // Not upgraded: the "if" part does nothing, and nothing is asked.
    let t = b.run(then_both_pass(vec![attack(ALEX, &koska, "base")]), END);
    assert_eq!(last(&t).unit(marine).map(|u| u.damage), Some(0));
    assert!(t.choices().next().is_none(), "no decision");
}

#[test]
fn rule_7_1_5_guerilla_attack_pod_readies_when_a_base_has_15_or_more_damage() {
    // SOR 148 Guerilla Attack Pod: "When Played: If a base has 15 or more
    // damage on it, ready this unit." Either base counts: here Nico's.
    let (mut b, pod) = alex_holding("SOR_148", &["Aggression", "Heroism"]);
    let in_play = |t: &timing_window::rulesets::swu::engine::GameTrace| {
        last(t)
            .units
            .iter()
            .find(|u| u.card == pod)
            .expect("in play")
            .exhausted
    };
    b.base(NICO, 30, 15);
    let t = b.run(then_both_pass(vec![play(ALEX, &pod)]), END);
    assert!(!in_play(&t), "ready");
    b.base(NICO, 30, 14);
    let t = b.run(then_both_pass(vec![play(ALEX, &pod)]), END);
    assert!(in_play(&t), "exhausted as played");
}

#[test]
fn rule_7_1_5_r2_d2_looks_at_the_top_card_and_may_put_it_on_the_bottom() {
    // SOR 236 R2-D2: "When Played/On Attack: Look at the top card of your
    // deck. You may put it on the bottom of your deck."
    let (mut b, r2) = alex_holding("SOR_236", &["Cunning", "Heroism", "Vigilance", "Command"]);
    b.deck(ALEX, &["vanquish"], 5);
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &r2),
            choose(ALEX, &["top: none; bottom: Vanquish"]),
        ]),
        END,
    );
    let deck = &last(&t).players[0].deck;
    assert_eq!(deck.len(), 6);
    assert_eq!(deck.last().and_then(|c| c.id()), Some("vanquish"));
    let options = &decision(&t, "looks at Vanquish").options;
    assert_eq!(options.len(), 2, "on top or on the bottom: {options:?}");
}

#[test]
fn rule_8_9_1_isb_agent_deals_damage_only_after_revealing_an_event() {
    // SOR 176 ISB Agent, the CR's own example of "If you do" (8.9.1):
    // "When Played: You may reveal an event from your hand. If you do, deal
    // 1 damage to a unit." With Vanquish in hand Alex reveals it (it stays
    // there, 8.25.3) and deals the damage; with only a unit in hand there
    // is nothing to reveal, so no damage.
    let mut b = Board::new();
    let agent = card(&b, "SOR_176");
    b.base_aspects(ALEX, &["Cunning", "Villainy"]);
    b.hand(ALEX, &[&agent, "vanquish"]);
    let marine = b.unit(NICO, "battlefield-marine");
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &agent),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Battlefield Marine"]),
        ]),
        END,
    );
    let board = last(&t);
    assert_eq!(board.unit(marine).map(|u| u.damage), Some(1));
    assert_eq!(board.players[0].hand.len(), 1, "Vanquish stays in hand");
    b.hand(ALEX, &[&agent, "battlefield-marine"]);
    let t = b.run(
        then_both_pass(vec![play(ALEX, &agent), choose(ALEX, &["yes"])]),
        END,
    );
    assert_eq!(last(&t).unit(marine).map(|u| u.damage), Some(0));
    step_saying(&t, "so nothing is revealed");
}

#[test]
fn rule_1_5_4e_kihrazx_gets_plus_3_only_by_exhausting_a_ready_unit() {
    // SHD 118 Kihrazx Heavy Fighter (3/3): "On Attack: You may exhaust
    // another friendly unit. If you do, this unit gets +3/+0 for this
    // attack." An exhausted unit may be chosen but is not exhausted by it,
    // so it does not count for "If you do" (1.5.4e).
    let mut b = Board::new();
    let kihrazx = card(&b, "SHD_118");
    b.unit(ALEX, &kihrazx);
    let wing = b.unit(ALEX, "x-wing");
    let attack_base =
        || then_both_pass(vec![attack(ALEX, &kihrazx, "base"), choose(ALEX, &["yes"])]);
    let t = b.run(attack_base(), END);
    assert_eq!(last(&t).players[1].base.damage, 6, "3 power +3");
    assert_eq!(last(&t).unit(wing).map(|u| u.exhausted), Some(true));
    b.unit_mut(wing).exhausted = true;
    let t = b.run(attack_base(), END);
    assert_eq!(last(&t).players[1].base.damage, 3, "no bonus");
}

#[test]
fn rule_8_9_1_lom_pyke_shields_a_friendly_unit_only_after_shielding_an_enemy() {
    // SHD 032 Lom Pyke: "On Attack: You may give a Shield token to an enemy
    // unit. If you do, give a Shield token to a friendly unit." With no
    // enemy unit there is nothing to give it to, and so no friendly Shield.
    let mut b = Board::new();
    let lom = card(&b, "SHD_032");
    let id = b.unit(ALEX, &lom);
    let marine = b.unit(NICO, "battlefield-marine");
    let t = b.run(
        then_both_pass(vec![attack(ALEX, &lom, "base"), choose(ALEX, &["yes"])]),
        END,
    );
    let board = last(&t);
    assert_eq!(board.unit(marine).map(|u| u.shields), Some(1));
    assert_eq!(
        board.unit(id).map(|u| u.shields),
        Some(1),
        "Lom is the friendly unit"
    );
    let mut alone = Board::new();
    let id = alone.unit(ALEX, &lom);
    let t = alone.run(
        then_both_pass(vec![attack(ALEX, &lom, "base"), choose(ALEX, &["yes"])]),
        END,
    );
    assert_eq!(last(&t).unit(id).map(|u| u.shields), Some(0));
}

#[test]
fn rule_7_1_5_trandoshan_hunters_gain_experience_only_while_an_enemy_has_a_bounty() {
    // SHD 140 Trandoshan Hunters: "When Played: If an enemy unit has a
    // Bounty, give an Experience token to this unit." Nico's Cartel
    // Turncoat (SHD 195) has one; Alex's own does not count.
    let mut b = Board::new();
    let hunters = card(&b, "SHD_140");
    let turncoat = card(&b, "SHD_195");
    b.base_aspects(ALEX, &["Aggression", "Villainy"]);
    b.hand(ALEX, &[&hunters]);
    let xp = |t: &timing_window::rulesets::swu::engine::GameTrace| {
        last(t)
            .units
            .iter()
            .find(|u| u.card == hunters)
            .expect("in play")
            .experience
    };
    let mut theirs = Board::new();
    theirs.state = b.state.clone();
    theirs.unit(NICO, &turncoat);
    let t = theirs.run(then_both_pass(vec![play(ALEX, &hunters)]), END);
    assert_eq!(xp(&t), 1);
    b.unit(ALEX, &turncoat);
    let t = b.run(then_both_pass(vec![play(ALEX, &hunters)]), END);
    assert_eq!(xp(&t), 0);
}

#[test]
fn rule_7_1_5_jedha_agitator_deals_2_to_a_ground_unit_or_a_base_while_alex_controls_a_leader_unit()
{
    // SOR 158 Jedha Agitator (2/1, Saboteur): "On Attack: If you control a
    // leader unit, deal 2 damage to a ground unit or a base." With Sabine
    // Wren's leader unit in play Alex deals it to Nico's base; a space unit
    // is not among the choices.
    let mut b = Board::new();
    let jedha = card(&b, "SOR_158");
    let sabine = card(&b, "SOR_014");
    b.unit(ALEX, &jedha);
    b.unit(NICO, "x-wing");
    let attack_base = |extra: Vec<timing_window::rulesets::swu::engine::ScriptEntry>| {
        let mut script = vec![
            attack(ALEX, &jedha, "base"),
            // Saboteur triggers on the attack too (7.5.10): Alex orders.
            choose(
                ALEX,
                &[&format!("{jedha}/on-attack"), &format!("{jedha}/saboteur")],
            ),
        ];
        script.extend(extra);
        then_both_pass(script)
    };
    let mut led = Board::new();
    led.state = b.state.clone();
    led.unit(ALEX, &sabine);
    let t = led.run(attack_base(vec![choose(ALEX, &["Nico's base"])]), END);
    assert_eq!(
        last(&t).players[1].base.damage,
        4,
        "2 from the ability, 2 combat"
    );
    let options = &decision(&t, "choose a target").options;
    assert!(!options.iter().any(|o| o.contains("X-Wing")), "{options:?}");
    assert_eq!(
        options.len(),
        4,
        "two ground units and two bases: {options:?}"
    );
    let t = b.run(attack_base(Vec::new()), END);
    assert_eq!(last(&t).players[1].base.damage, 2);
}

#[test]
fn rule_7_1_5_devastator_deals_damage_equal_to_the_resources_alex_controls() {
    // SOR 090 Devastator (10 cost): "When Played: You may deal damage to a
    // unit equal to the number of resources you control." Alex controls
    // 10, all exhausted once he has paid: they count all the same, so the
    // Marine (3/3 with 10 Experience tokens, 13 HP) takes 10.
    let (mut b, devastator) = alex_holding("SOR_090", &["Command", "Villainy"]);
    let marine = b.unit(NICO, "battlefield-marine");
    b.unit_mut(marine).experience = 10;
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &devastator),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Battlefield Marine"]),
        ]),
        END,
    );
    let board = last(&t);
    assert_eq!(board.players[0].resources.ready, 0);
    assert_eq!(board.unit(marine).map(|u| u.damage), Some(10));
}

#[test]
fn rule_7_1_5_valiant_assault_ship_gets_plus_2_while_the_defending_player_has_more_resources() {
    // SHD 151 Valiant Assault Ship (3/4, Saboteur): "On Attack: If the
    // defending player controls more resources than you, this unit gets
    // +2/+0 for this attack." Nico has 12 to Alex's 10: 5 to the base;
    // with 10 each, 3.
    let mut b = Board::new();
    let ship = card(&b, "SHD_151");
    b.unit(ALEX, &ship);
    let attack_base = || {
        then_both_pass(vec![
            attack(ALEX, &ship, "base"),
            // Saboteur triggers on the attack too (7.5.10): Alex orders.
            choose(
                ALEX,
                &[&format!("{ship}/on-attack"), &format!("{ship}/saboteur")],
            ),
        ])
    };
    let t = b.run(attack_base(), END);
    assert_eq!(last(&t).players[1].base.damage, 3);
    b.state.players[1].resources.exhausted = 2;
    let t = b.run(attack_base(), END);
    assert_eq!(last(&t).players[1].base.damage, 5);
}

#[test]
fn rule_7_1_5_obi_wan_kenobi_draws_only_when_the_unit_he_chose_is_a_force_unit() {
    // SOR 049 Obi-Wan Kenobi: "When Defeated: Give 2 Experience tokens to
    // another friendly unit. If it's a FORCE unit, draw a card." "It" is
    // the unit chosen in the first sentence. Alex defeats Obi-Wan with
    // Vanquish; Darth Vader is a FORCE unit, the Marine is not.
    let a = ability(
        "When Defeated: Give 2 Experience tokens to another friendly unit. If it's a FORCE unit, draw a card.",
        CardType::Unit,
    );
    assert!(matches!(
        &a.effects[..],
        [Effect::Choose { target: Target::ChosenOtherFriendlyUnit, then, .. }] if then.len() == 2
    ));
    // An aspect after "non-" is an aspect the unit lacks, not a trait.
    assert!(round_trip(
        "On Attack: Give a unit +2/+0 for this phase. If it's a non-Villainy unit, draw a card.",
        CardType::Unit
    )
    .is_ok_and(|l| format!("{l:?}").contains("not_aspect: Some(\"Villainy\")")));
    let mut b = Board::new();
    let obi = card(&b, "SOR_049");
    b.base_aspects(ALEX, &["Vigilance", "Heroism"]);
    b.hand(ALEX, &["vanquish"]);
    let obi_id = b.unit(ALEX, &obi);
    let vader = b.unit(ALEX, "darth-vader");
    let marine = b.unit(ALEX, "battlefield-marine");
    let run = |pick: &str| {
        b.run(
            then_both_pass(vec![
                play(ALEX, "vanquish"),
                choose(ALEX, &["Obi-Wan Kenobi"]),
                choose(ALEX, &[pick]),
            ]),
            END,
        )
    };
    let t = run("Darth Vader");
    let board = last(&t);
    assert!(board.unit(obi_id).is_none());
    assert_eq!(board.unit(vader).map(|u| u.experience), Some(2));
    assert_eq!(board.players[0].hand.len(), 1, "drew a card");
    let t = run("Battlefield Marine");
    let board = last(&t);
    assert_eq!(board.unit(marine).map(|u| u.experience), Some(2));
    assert!(board.players[0].hand.is_empty(), "no card drawn");
}

#[test]
fn damage_to_an_enemy_base_and_a_heal_of_your_base_read_after_if_and_back() {
    let a = ability(
        "When Played: If you control a Vigilance unit, deal 2 damage to an enemy base and heal 2 damage from your base.",
        CardType::Unit,
    );
    let [Effect::If { then, .. }] = &a.effects[..] else {
        panic!("{:?}", a.effects)
    };
    // The damage first, then the heal: the order printed (7.1.5).
    assert_eq!(
        then,
        &vec![
            Effect::DealDamage {
                amount: Amount::Fixed(2),
                target: Target::EnemyBase,
            },
            Effect::Heal {
                amount: Amount::Fixed(2),
                target: Target::YourBase,
            },
        ]
    );
}

/// Alex plays General Veers (`set_number`) with his base at 5 damage and
/// Nico's at 0; `vigilance`: Alex controls a Vigilance unit (SOR 046
/// Consular Security Force), else only a Battlefield Marine.
fn veers(set_number: &str, vigilance: bool) -> (i32, i32) {
    let (mut b, veers) = alex_holding(set_number, &["Aggression", "Villainy"]);
    if vigilance {
        let guard = pool_id(&b, "SOR_046");
        b.unit_as(ALEX, &guard, "Guard");
    } else {
        b.unit_as(ALEX, "battlefield-marine", "Marine");
    }
    b.base(ALEX, 30, 5).base(NICO, 30, 0);
    let t = b.run(then_both_pass(vec![play(ALEX, &veers)]), END);
    let board = last(&t);
    (board.players[0].base.damage, board.players[1].base.damage)
}

#[test]
fn rule_7_1_5_general_veers_deals_2_to_the_enemy_base_then_heals_2_from_alexs() {
    // IBH 68 and IBH 88 General Veers: "When Played: If you control a
    // Vigilance unit, deal 2 damage to an enemy base and heal 2 damage
    // from your base." With a Vigilance unit both happen, in the order
    // printed (7.1.5).
    for set_number in ["IBH_68", "IBH_88"] {
        assert_eq!(veers(set_number, true), (3, 2), "{set_number}");
    }
}

#[test]
fn rule_7_1_5_general_veers_without_a_vigilance_unit_does_nothing() {
    // Veers is Aggression/Villainy and the Marine is not Vigilance: the
    // condition fails, neither base changes.
    let b = Board::new();
    read_whole(&b, "IBH_88");
    assert_eq!(veers("IBH_68", false), (5, 0));
}

#[test]
fn an_attack_bonus_with_the_initiative_reads_into_the_vocabulary_and_back() {
    let a = ability(
        "When Played: You may attack with a unit. If you have the initiative, it gets +2/+0 for this attack.",
        CardType::Unit,
    );
    assert!(a.may);
    assert!(matches!(
        &a.effects[..],
        [Effect::Attack(AttackEffect {
            attacker: None,
            power_bonus: 2,
            bonus_with_initiative: true,
            bonus_trait: None,
            ..
        })]
    ));
}

#[test]
fn rule_1_12_2c_adelphi_patrol_wing_gives_its_attacker_2_power_only_with_the_initiative() {
    // SHD 101 Adelphi Patrol Wing: "When Played: You may attack with a
    // unit. If you have the initiative, it gets +2/+0 for this attack."
    // Alex's Battlefield Marine (3 power) attacks Nico's base: 5 damage
    // while Alex holds the initiative counter (taken or not, 1.12.2c), 3
    // when Nico holds it. The Marine is the one unit that can attack (the
    // Wing enters play exhausted) and the base the one target.
    let (mut b, adelphi) = alex_holding("SHD_101", &["Command", "Heroism"]);
    b.unit(ALEX, "battlefield-marine");
    let script = then_both_pass(vec![play(ALEX, &adelphi), choose(ALEX, &["yes"])]);
    let t = b.run(script.clone(), END);
    assert_eq!(last(&t).players[1].base.damage, 5);
    b.state.initiative = NICO;
    let t = b.run(script, END);
    assert_eq!(last(&t).players[1].base.damage, 3);
    let note = step_saying(&t, "does not have the initiative");
    assert!(t.steps[note].rules.iter().any(|r| r == "1.12.2c"));
}
