//! Printed SOR and SHD cards with When Played, When Defeated or On Attack
//! abilities read from their text alone (issue 26), the shapes of this
//! round: "each friendly damaged unit" (cards print the state after
//! "friendly" but before "enemy") and "Look at an opponent's hand and
//! discard a non-unit card from it", and a unit "with a Bounty" (or with
//! a keyword: its own or given, as "If an enemy unit has" reads it), and
//! an attack's bonus "If you have the initiative" (1.12.2c). What the reader makes of each line,
//! that the writer gives it back, and that the engine does on a board what
//! the printed text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{
    alex_holding, card_id as card, last, read_ability as ability, then_both_pass, END,
};
use timing_window::rulesets::swu::cards::text::round_trip;
use timing_window::rulesets::swu::cards::AttackEffect;
use timing_window::rulesets::swu::cards::{
    CardType, Effect, Keyword, PlayerSel, Target, UnitFilter,
};

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
