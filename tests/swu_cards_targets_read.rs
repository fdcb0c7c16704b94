//! Printed cards read from their text alone (issue 26), by what their
//! abilities reach: damage to two units in one sentence, dealt at once
//! (1.9.8), and "another enemy unit" after "an enemy unit" (two different
//! units, 8.18.2); "each enemy base"; an upgrade in play as the target
//! ("Defeat an upgrade", "return a non-unique upgrade to its owner's
//! hand"); "each of up to N ... units" (8.30.1); "each friendly damaged
//! unit" (cards print the state after "friendly" but before "enemy"); a
//! non-unit card from a looked-at hand; a unit "with a Bounty" or with a
//! keyword, its own or given. What the reader makes of each line, that the
//! writer gives it back, and that the engine does on a board what the
//! printed text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{
    alex_holding, card_id as card, last, read_ability as ability, then_both_pass, END,
};
use timing_window::rulesets::swu::cards::text::round_trip;
use timing_window::rulesets::swu::cards::{
    Amount, CardType, Effect, Keyword, PlayerSel, Target, UnitFilter, UpgradeFilter,
};
use timing_window::rulesets::swu::engine::GameTrace;

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
fn another_enemy_unit_after_an_enemy_unit_reads_as_the_second_of_two_at_once() {
    let a = ability(
        "Deal 1 damage to an enemy unit and 1 damage to another enemy unit.",
        CardType::Event,
    );
    // Two units damaged by one sentence: dealt at once (1.9.8).
    let [Effect::AtOnce { effects }] = &a.effects[..] else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(
        effects,
        &vec![
            Effect::DealDamage {
                amount: Amount::Fixed(1),
                target: Target::ChosenEnemyUnit,
            },
            Effect::DealDamage {
                amount: Amount::Fixed(1),
                target: Target::ChosenAnotherEnemyUnit,
            },
        ]
    );
    // "another enemy unit" with no enemy unit before it is not read.
    assert!(timing_window::rulesets::swu::cards::text::round_trip(
        "Deal 1 damage to another enemy unit.",
        CardType::Event
    )
    .is_err());
}

/// Alex plays I'll Cover For You (`set_number`) against Nico's units
/// `labels` (Battlefield Marines), choosing `picks` in turn.
fn cover_for_you(set_number: &str, labels: &[&str], picks: &[&str]) -> GameTrace {
    let (mut b, cover) = alex_holding(set_number, &["Cunning"]);
    for l in labels {
        b.unit_as(NICO, "battlefield-marine", l);
    }
    let mut script = vec![play(ALEX, &cover)];
    script.extend(picks.iter().map(|p| choose(ALEX, &[p])));
    b.run(then_both_pass(script), END)
}

#[test]
fn rule_8_18_2_ill_cover_for_you_damages_two_different_enemy_units() {
    // IBH 39 and IBH 5 I'll Cover For You: "Deal 1 damage to an enemy unit
    // and 1 damage to another enemy unit." "Another" keeps the second
    // target apart from the first (8.18.2): after Alex picks Left, only
    // Middle and Right are offered; he picks Right. Left and Right take 1
    // damage each, Middle none.
    for set_number in ["IBH_39", "IBH_5"] {
        let t = cover_for_you(
            set_number,
            &["Left", "Middle", "Right"],
            &["Battlefield Marine (Left)", "Battlefield Marine (Right)"],
        );
        let prompts: Vec<_> = t
            .choices()
            .map(|(_, c)| c)
            .filter(|c| c.prompt.contains("choose a target"))
            .collect();
        assert_eq!(prompts.len(), 2, "{set_number}");
        assert_eq!(prompts[0].options.len(), 3);
        assert_eq!(
            prompts[1].options,
            vec!["Battlefield Marine (Middle)", "Battlefield Marine (Right)"]
        );
        let damage = |l: &str| {
            last(&t)
                .units
                .iter()
                .find(|u| u.label == l)
                .expect("in play")
                .damage
        };
        assert_eq!(
            (damage("Left"), damage("Middle"), damage("Right")),
            (1, 0, 1)
        );
    }
}

#[test]
fn rule_1_3_2_ill_cover_for_you_with_one_enemy_unit_damages_it_once() {
    // With one enemy unit, the second part has no other unit to choose
    // and does nothing (1.3.2): the one unit takes 1 damage, not 2.
    let t = cover_for_you("IBH_39", &["Only"], &[]);
    let only = last(&t).units.iter().find(|u| u.label == "Only");
    assert_eq!(only.expect("in play").damage, 1);
}

#[test]
fn a_friendly_damaged_unit_reads_in_the_printed_order_and_an_enemy_one_in_its_own() {
    let a = ability(
        "When Played: Give an Experience token to each friendly damaged unit.",
        CardType::Unit,
    );
    // A filtered "each": every unit that passes, each in turn
    // given the token as "it".
    let [Effect::ForEach {
        target,
        filter,
        then,
    }] = &a.effects[..]
    else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(*target, Target::EachFriendlyUnit);
    assert_eq!(
        *filter,
        UnitFilter {
            damaged: true,
            ..UnitFilter::default()
        }
    );
    assert!(
        matches!(
            &then[..],
            [Effect::GiveExperience {
                target: Target::It,
                count: 1
            }]
        ),
        "{then:?}"
    );
    // The enemy side keeps the order its cards print: "a damaged enemy
    // unit" round-trips as before.
    ability(
        "When Played: Deal 1 damage to each damaged enemy unit.",
        CardType::Unit,
    );
}

#[test]
fn rule_3_6_12_academy_defense_walker_gives_experience_to_each_friendly_damaged_unit_only() {
    // SOR 037 Academy Defense Walker: "When Played: Give an Experience
    // token to each friendly damaged unit." Alex's damaged Marine gets one
    // (an Experience token is an upgrade, 3.6.12); his undamaged Marine,
    // Nico's damaged Marine and the undamaged Walker itself get none.
    let (mut b, walker) = alex_holding("SOR_037", &["Vigilance", "Villainy"]);
    let hurt = b.unit_as(ALEX, "battlefield-marine", "Hurt Marine");
    b.unit_mut(hurt).damage = 1;
    let whole = b.unit_as(ALEX, "battlefield-marine", "Whole Marine");
    let enemy = b.unit_as(NICO, "battlefield-marine", "Enemy Marine");
    b.unit_mut(enemy).damage = 1;
    let t = b.run(then_both_pass(vec![play(ALEX, &walker)]), END);
    let board = last(&t);
    assert_eq!(board.unit(hurt).expect("in play").experience, 1);
    assert_eq!(board.unit(whole).expect("in play").experience, 0);
    assert_eq!(board.unit(enemy).expect("in play").experience, 0);
    let w = board
        .units
        .iter()
        .find(|u| u.card == walker)
        .expect("the Walker in play");
    assert_eq!(w.experience, 0);
}

#[test]
fn a_non_unit_card_from_a_looked_at_hand_reads_into_the_vocabulary_and_back() {
    let a = ability(
        "When Played: Look at an opponent's hand and discard a non-unit card from it.",
        CardType::Unit,
    );
    assert_eq!(
        a.effects.get(1),
        Some(&Effect::DiscardChosenFromHand {
            who: PlayerSel::Opponent,
            count: 1,
            not_type: Some(CardType::Unit),
        })
    );
}

#[test]
fn rule_7_1_5_bodhi_rook_discards_a_non_unit_card_alex_picks_from_nicos_hand() {
    // SOR 201 Bodhi Rook: "When Played: Look at an opponent's hand and
    // discard a non-unit card from it." Nico holds a Battlefield Marine,
    // Vanquish and Entrenched: Alex, who looked, picks between the two
    // non-units only.
    let mut b = Board::new();
    let bodhi = card(&b, "SOR_201");
    let entrenched = card(&b, "SOR_072");
    b.base_aspects(ALEX, &["Cunning"]);
    b.hand(ALEX, &[&bodhi])
        .hand(NICO, &["battlefield-marine", "vanquish", &entrenched]);
    let t = b.run(
        then_both_pass(vec![play(ALEX, &bodhi), choose(ALEX, &["Vanquish"])]),
        END,
    );
    let c = decision(&t, "which card of Nico's hand");
    assert_eq!(c.chooser, "Alex");
    assert_eq!(c.options.len(), 2, "{:?}", c.options);
    assert!(!c.options.iter().any(|o| o.contains("Battlefield Marine")));
    let nico = &last(&t).players[1];
    assert_eq!(nico.discard, vec!["vanquish".to_string()]);
    assert_eq!(nico.hand.len(), 2);
}

#[test]
fn rule_7_1_5_bodhi_rook_discards_nothing_from_a_hand_of_units() {
    // With only units in Nico's hand there is nothing Bodhi Rook's ability
    // may discard: the hand is unchanged and no choice is offered.
    let mut b = Board::new();
    let bodhi = card(&b, "SOR_201");
    b.base_aspects(ALEX, &["Cunning"]);
    b.hand(ALEX, &[&bodhi]).hand(NICO, &["battlefield-marine"]);
    let t = b.run(then_both_pass(vec![play(ALEX, &bodhi)]), END);
    assert!(!t
        .choices()
        .any(|(_, c)| c.prompt.contains("which card of Nico's hand")));
    step_saying(&t, "no non-unit cards in hand");
    let nico = &last(&t).players[1];
    assert!(nico.discard.is_empty());
    assert_eq!(nico.hand.len(), 1);
}

#[test]
fn a_unit_with_a_bounty_or_a_keyword_reads_into_the_vocabulary_and_back() {
    let a = ability(
        "When Played/On Attack: You may deal 2 damage to a unit with a Bounty.",
        CardType::Unit,
    );
    let [Effect::Choose { filter, .. }] = &a.effects[..] else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(filter.has, Some(Keyword::Bounty));
    let a = ability(
        "When Played: You may give a Shield token to a unit with Sentinel.",
        CardType::Unit,
    );
    let [Effect::Choose { filter, .. }] = &a.effects[..] else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(filter.has, Some(Keyword::Sentinel));
    // A numbered keyword is printed with its number: not this shape.
    assert!(round_trip(
        "When Played: You may deal 2 damage to a unit with Raid.",
        CardType::Unit
    )
    .is_err());
}

#[test]
fn rule_7_1_5_covetous_rivals_deal_2_damage_only_to_a_unit_with_a_bounty() {
    // SHD 171 Covetous Rivals: "When Played/On Attack: You may deal 2
    // damage to a unit with a Bounty." The Cartel Turncoats (SHD 195,
    // "Bounty - Draw a card.") on either side are the choices; Nico's
    // Battlefield Marine, without a Bounty, is not.
    let mut b = Board::new();
    let rivals = card(&b, "SHD_171");
    let turncoat = card(&b, "SHD_195");
    b.base_aspects(ALEX, &["Aggression"]);
    b.hand(ALEX, &[&rivals]);
    let theirs = b.unit_as(NICO, &turncoat, "Nico's Turncoat");
    let mine = b.unit_as(ALEX, &turncoat, "Alex's Turncoat");
    let marine = b.unit(NICO, "battlefield-marine");
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &rivals),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Cartel Turncoat (Nico's Turncoat)"]),
        ]),
        END,
    );
    let options = &decision(&t, "Covetous Rivals: choose a target").options;
    assert_eq!(options.len(), 2, "{options:?}");
    assert!(
        !options.iter().any(|o| o.contains("Battlefield Marine")),
        "{options:?}"
    );
    let board = last(&t);
    assert_eq!(board.unit(theirs).map(|u| u.damage), Some(2));
    assert_eq!(board.unit(mine).map(|u| u.damage), Some(0));
    assert_eq!(board.unit(marine).map(|u| u.damage), Some(0));
}
