//! Printed SOR and SHD cards with When Played, When Defeated or On Attack
//! abilities read from their text alone (issue 26), the shapes of this
//! round: damage to two units in one sentence, dealt at once (1.9.8),
//! "each enemy base", an upgrade in play as the target ("Defeat an
//! upgrade", "return a non-unique upgrade to its owner's hand"), and
//! "each of up to N ... units" (8.30.1), "If this unit is upgraded"
//! (3.6.13), "If a base has N or more damage on it", R2-D2's look at the
//! top card, and before "If you do" (8.9.1) a Shield token given to or an
//! exhausting of a chosen unit and a reveal from the hand; "If an enemy
//! unit has a Bounty", "a ground unit or a base", "If the defending player
//! controls more resources than you", and damage "equal to the number of
//! resources you control", and a sentence about the unit just chosen ("If
//! it's a FORCE unit, ..."). What the reader makes of each line, that the writer
//! gives it back, and that the engine does on a board what the printed
//! text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{
    alex_holding, card_id as card, last, read_ability as ability, then_both_pass, END,
};
use timing_window::rulesets::swu::cards::text::round_trip;
use timing_window::rulesets::swu::cards::{CardType, Effect, Target, UpgradeFilter};

#[test]
fn rule_1_9_8_damage_to_two_units_in_one_sentence_reads_as_one_effect_at_once() {
    let a = ability(
        "When Played: Deal 2 damage to a friendly ground unit and 2 damage to an enemy ground unit.",
        CardType::Unit,
    );
    let [Effect::AtOnce { effects }] = &a.effects[..] else {
        panic!("{:?}", a.effects)
    };
    assert!(matches!(
        &effects[..],
        [
            Effect::Choose {
                target: Target::ChosenFriendlyUnit,
                ..
            },
            Effect::DealDamage {
                target: Target::ChosenEnemyGroundUnit,
                ..
            }
        ]
    ));
    // "You may" before it, and "this unit" as one of the units (Fifth
    // Brother's On Attack).
    let a = ability(
        "On Attack: You may deal 1 damage to this unit and 1 damage to another ground unit.",
        CardType::Unit,
    );
    assert!(a.may);
    assert!(matches!(&a.effects[..], [Effect::AtOnce { effects }] if effects.len() == 2));
    // One unit and a base stay two effects in the order printed.
    let a = ability(
        "On Attack: Deal 2 damage to an enemy ground unit and 2 damage to a base.",
        CardType::Unit,
    );
    assert!(matches!(
        &a.effects[..],
        [Effect::DealDamage { .. }, Effect::DealDamage { .. }]
    ));
}

#[test]
fn rule_1_9_8_death_trooper_deals_its_damage_to_both_units_before_either_is_defeated() {
    // SHD 030 Death Trooper (3/3): "When Played: Deal 2 damage to a
    // friendly ground unit and 2 damage to an enemy ground unit." Both
    // targets are chosen, then both 2 damage are dealt at once (1.9.8):
    // the Clone Trooper (2 HP) is still in play as the SpecForce Soldier
    // (2 HP) is dealt its damage, and both are defeated after.
    let (mut b, trooper) = alex_holding("SHD_030", &["Vigilance", "Villainy"]);
    let clone = b.unit(ALEX, "clone-trooper");
    let soldier = b.unit(NICO, "specforce-soldier");
    let t = b.run(
        then_both_pass(vec![play(ALEX, &trooper), choose(ALEX, &["Clone Trooper"])]),
        END,
    );
    let board = last(&t);
    assert!(board.unit(clone).is_none(), "the Clone Trooper is defeated");
    assert!(board.unit(soldier).is_none(), "the Soldier is defeated");
    let d = board
        .units
        .iter()
        .find(|u| u.card == trooper)
        .expect("Death Trooper in play");
    assert_eq!(d.damage, 0, "it damaged the Clone Trooper, not itself");
    let second = step_saying(&t, "2 damage to SpecForce Soldier");
    let defeated = t
        .steps
        .iter()
        .position(|s| s.text.contains("Clone Trooper") && s.text.contains("defeated"))
        .expect("the Clone Trooper's defeat");
    assert!(second < defeated, "both damage dealt before any defeat");
    assert!(t.steps[second].rules.iter().any(|r| r == "1.9.8"));
}

#[test]
fn rule_7_1_5_sabine_wren_leader_unit_deals_1_damage_to_each_enemy_base_only() {
    // SOR 014 Sabine Wren, Galvanized Revolutionary: deployed (epic action:
    // 4 or more resources), her unit side's "On Attack: Deal 1 damage to
    // each enemy base." hits Nico's base, not Alex's; with her 2 power the
    // attack on the base makes 3.
    let mut b = Board::new();
    let sabine = card(&b, "SOR_014");
    b.leader(ALEX, &sabine);
    let t = b.run(
        vec![
            deploy(ALEX),
            pass(NICO),
            attack(ALEX, &sabine, "base"),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let board = last(&t);
    assert_eq!(board.players[1].base.damage, 3);
    assert_eq!(board.players[0].base.damage, 0);
}

#[test]
fn an_upgrade_in_play_as_the_target_reads_into_the_vocabulary_and_back() {
    let a = ability("When Played: You may defeat an upgrade.", CardType::Unit);
    assert!(a.may);
    assert_eq!(
        a.effects,
        [Effect::DefeatUpgrade {
            filter: UpgradeFilter::default()
        }]
    );
    let a = ability(
        "When Played: You may return a non-unique upgrade to its owner's hand.",
        CardType::Unit,
    );
    assert_eq!(
        a.effects,
        [Effect::ReturnUpgrade {
            filter: UpgradeFilter {
                non_unique: true,
                max_cost: None,
                ..Default::default()
            }
        }]
    );
    let a = ability("Defeat an upgrade that costs 2 or less.", CardType::Event);
    assert_eq!(
        a.effects,
        [Effect::DefeatUpgrade {
            filter: UpgradeFilter {
                non_unique: false,
                max_cost: Some(2),
                ..Default::default()
            }
        }]
    );
}

#[test]
fn rule_3_6_11_disabling_fang_fighter_defeats_an_upgrade_and_the_unit_loses_its_hp() {
    // SOR 162 Disabling Fang Fighter: "When Played: You may defeat an
    // upgrade." Nico's Battlefield Marine (3/3) holds Entrenched (+3/+3)
    // with 4 damage; Entrenched defeated goes to Nico's discard pile and
    // the Marine loses its +3 HP (3.6.11), so the state check defeats it.
    // A Shield token is an upgrade too (3.7.6): it is among the choices.
    let mut b = Board::new();
    let fang = card(&b, "SOR_162");
    let entrenched = card(&b, "SOR_072");
    b.base_aspects(ALEX, &["Aggression"]);
    b.hand(ALEX, &[&fang]);
    let marine = b.unit(NICO, "battlefield-marine");
    b.attach(marine, &entrenched, NICO);
    b.unit_mut(marine).damage = 4;
    let hunters = b.unit(NICO, "relentless-hunters");
    b.unit_mut(hunters).shields = 1;
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &fang),
            choose(ALEX, &["yes"]),
            choose(ALEX, &[&format!("{entrenched} on battlefield-marine")]),
        ]),
        END,
    );
    let options = &decision(&t, "choose an upgrade").options;
    assert!(
        options.contains(&"shield on relentless-hunters".to_string()),
        "{options:?}"
    );
    let board = last(&t);
    assert!(board.unit(marine).is_none(), "the Marine is defeated");
    assert!(board.players[1].discard.contains(&entrenched));
    assert_eq!(board.unit(hunters).map(|u| u.shields), Some(1));
    // The Shield token chosen instead: defeated and set aside (3.6.12).
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &fang),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["shield on relentless-hunters"]),
        ]),
        END,
    );
    let board = last(&t);
    assert_eq!(board.unit(hunters).map(|u| u.shields), Some(0));
    assert_eq!(board.unit(marine).map(|u| u.upgrades.len()), Some(1));
}

#[test]
fn rule_8_24_1_criminal_muscle_returns_a_non_unique_upgrade_to_its_owners_hand() {
    // SHD 209 Criminal Muscle: "When Played: You may return a non-unique
    // upgrade to its owner's hand." Vader's Lightsaber is unique, so only
    // Entrenched may be chosen (no choice asked); it goes to Nico's hand,
    // not defeated (8.24.2), and not to Alex's although Alex's ability
    // returned it.
    let mut b = Board::new();
    let muscle = card(&b, "SHD_209");
    let entrenched = card(&b, "SOR_072");
    let sabre = b
        .pool
        .find("SOR_136")
        .expect("Vader's Lightsaber")
        .id
        .clone();
    b.base_aspects(ALEX, &["Cunning"]);
    b.hand(ALEX, &[&muscle]);
    let marine = b.unit(NICO, "battlefield-marine");
    b.attach(marine, &entrenched, NICO);
    let hunters = b.unit(NICO, "relentless-hunters");
    b.attach(hunters, &sabre, NICO);
    let t = b.run(
        then_both_pass(vec![play(ALEX, &muscle), choose(ALEX, &["yes"])]),
        END,
    );
    let board = last(&t);
    assert!(board.unit(marine).unwrap().upgrades.is_empty());
    assert_eq!(board.unit(hunters).unwrap().upgrades.len(), 1);
    assert!(board.players[1]
        .hand
        .iter()
        .any(|c| c.id() == Some(entrenched.as_str())));
    assert!(board.players[1].discard.is_empty());
}

#[test]
fn rule_8_30_1_each_of_up_to_n_units_reads_into_the_vocabulary_and_back() {
    let a = ability(
        "When Played: Give an Experience token to each of up to 3 Trooper units.",
        CardType::Unit,
    );
    let [Effect::UpTo {
        count: 3,
        target: Target::ChosenUnit,
        filter,
        then,
    }] = &a.effects[..]
    else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(filter.trait_.as_deref(), Some("Trooper"));
    assert!(matches!(
        &then[..],
        [Effect::GiveExperience {
            target: Target::It,
            count: 1
        }]
    ));
    // "other" is "another" on one unit; the arena and damage read too.
    let a = ability(
        "Action [Exhaust]: Deal 1 damage to each of up to 4 other ground units.",
        CardType::Unit,
    );
    assert!(matches!(
        &a.effects[..],
        [Effect::UpTo { count: 4, target: Target::ChosenOtherUnit, filter, .. }]
            if filter.arena.is_some()
    ));
    // A target the one-unit grammar does not read is not read in the
    // plural either.
    assert!(round_trip(
        "When Played: Deal 1 damage to each of up to 2 units in this arena.",
        CardType::Unit
    )
    .is_err());
}

#[test]
fn rule_8_30_1_general_tagge_gives_experience_to_up_to_3_troopers_on_either_side() {
    // SHD 081 General Tagge (an OFFICIAL): "When Played: Give an Experience
    // token to each of up to 3 Trooper units." Alex chooses three of the
    // four Troopers in play, one of them Nico's; Tagge is not a Trooper.
    let (mut b, tagge) = alex_holding("SHD_081", &["Command", "Villainy"]);
    let marine = b.unit(ALEX, "battlefield-marine");
    let clone = b.unit(ALEX, "clone-trooper");
    let soldier = b.unit(NICO, "specforce-soldier");
    let infantry = b.unit(NICO, "vanguard-infantry");
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &tagge),
            choose(ALEX, &["battlefield-marine"]),
            choose(ALEX, &["specforce-soldier"]),
            choose(ALEX, &["clone-trooper"]),
        ]),
        END,
    );
    let first = &decision(&t, "0 of up to 3").options;
    assert_eq!(first.len(), 5, "four Troopers and \"no more\": {first:?}");
    let board = last(&t);
    let xp = |id| board.unit(id).map(|u| u.experience);
    assert_eq!(
        [xp(marine), xp(clone), xp(soldier), xp(infantry)],
        [Some(1), Some(1), Some(1), Some(0)]
    );
    let tagge_unit = board.units.iter().find(|u| u.card == tagge).unwrap();
    assert_eq!(tagge_unit.experience, 0);
    // None at all is a legal choice (8.30.1).
    let t = b.run(
        then_both_pass(vec![play(ALEX, &tagge), choose(ALEX, &["no more"])]),
        END,
    );
    assert!(last(&t).units.iter().all(|u| u.experience == 0));
}

#[test]
fn rule_8_30_1_the_armorer_gives_shields_to_the_mandalorians_chosen_and_may_stop() {
    // SHD 047 The Armorer (a MANDALORIAN): "When Played: Give a Shield
    // token to each of up to 3 Mandalorian units." Alex chooses Sabine
    // Wren, then stops: the Armorer herself could have been chosen too.
    let (mut b, armorer) = alex_holding("SHD_047", &["Vigilance", "Heroism"]);
    let sabine = b.unit(ALEX, "sabine-wren");
    b.unit(ALEX, "battlefield-marine");
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &armorer),
            choose(ALEX, &["sabine-wren"]),
            choose(ALEX, &["no more"]),
        ]),
        END,
    );
    let options = &decision(&t, "0 of up to 3").options;
    assert_eq!(
        options.len(),
        3,
        "Sabine, the Armorer, no more: {options:?}"
    );
    let board = last(&t);
    assert_eq!(board.unit(sabine).map(|u| u.shields), Some(1));
    assert!(board
        .units
        .iter()
        .filter(|u| u.instance != sabine)
        .all(|u| u.shields == 0));
}

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
