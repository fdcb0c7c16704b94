//! Printed SHD cards of the required set (When Played, When Defeated, On
//! Attack or phase-start abilities; issue 26) read from their text alone:
//! what the reader makes of each line, that the writer gives it back, and
//! that the engine does on a board what the printed text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{
    alex_holding, card_id as card, last, read_ability as ability, then_both_pass, END,
};
use timing_window::rulesets::swu::cards::{Amount, AmountOf, CardType, Effect, Target};

#[test]
fn heal_all_damage_and_more_than_one_shield_token_read_as_printed() {
    let a = ability(
        "When Played: You may heal all damage from a unit that costs 2 or less and give 2 Shield tokens to it.",
        CardType::Unit,
    );
    assert!(a.may);
    let [Effect::Choose {
        target,
        filter,
        then,
    }] = &a.effects[..]
    else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(*target, Target::ChosenUnit);
    assert_eq!(filter.max_cost, Some(2));
    assert_eq!(
        *then,
        [
            Effect::Heal {
                amount: Amount::Of(AmountOf::AllDamage),
                target: Target::It
            },
            Effect::GiveShields {
                target: Target::It,
                count: 2
            },
        ]
    );
    // One chosen unit, two tokens: the unit is chosen once.
    let a = ability(
        "When Played: Give 2 Shield tokens to a unit.",
        CardType::Unit,
    );
    assert_eq!(
        a.effects,
        [Effect::GiveShields {
            target: Target::ChosenUnit,
            count: 2
        }]
    );
}

#[test]
fn rule_3_6_12_the_mandalorian_heals_all_damage_from_a_cheap_unit_and_gives_it_two_shields() {
    // SHD 049 The Mandalorian, Wherever I Go, He Goes: "When Played: You
    // may heal all damage from a unit that costs 2 or less and give 2
    // Shield tokens to it." Alex's Marine (cost 2) had 2 damage: none is
    // left and it has two Shield tokens (token upgrades, 3.6.12). Nico's
    // damaged Marine costs 2 too and may be chosen; his damaged Wampa
    // costs more and may not.
    let (mut b, mando) = alex_holding("SHD_049", &["Vigilance", "Heroism"]);
    let marine = b.unit_as(ALEX, "battlefield-marine", "Alex's Marine");
    b.unit_mut(marine).damage = 2;
    let other = b.unit_as(NICO, "battlefield-marine", "Nico's Marine");
    b.unit_mut(other).damage = 1;
    let wampa = b.unit(NICO, "wampa");
    b.unit_mut(wampa).damage = 1;
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &mando),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Battlefield Marine (Alex's Marine)"]),
        ]),
        END,
    );
    let pick = decision(&t, "choose a target");
    assert_eq!(
        pick.options,
        [
            "Battlefield Marine (Alex's Marine)",
            "Battlefield Marine (Nico's Marine)"
        ]
    );
    let board = last(&t);
    assert_eq!(board.unit(other).expect("in play").damage, 1);
    assert_eq!(board.unit(wampa).expect("in play").shields, 0);
    let m = board.unit(marine).expect("in play");
    assert_eq!(m.damage, 0);
    assert_eq!(m.shields, 2);
}

#[test]
fn rule_8_34_1a_damage_for_each_damage_on_this_unit_reads_as_one_amount() {
    // "1 damage for each" is one amount dealt as one instance (8.34.1a):
    // one damage effect counted from the damage on this unit.
    let a = ability(
        "On Attack: Choose a ground unit. You may deal 1 damage to it for each damage on this unit.",
        CardType::Unit,
    );
    let [Effect::Choose {
        target,
        filter,
        then,
    }] = &a.effects[..]
    else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(*target, Target::ChosenUnit);
    assert_eq!(
        filter.arena,
        Some(timing_window::rulesets::swu::cards::Arena::Ground)
    );
    assert_eq!(
        *then,
        [Effect::May {
            then: vec![Effect::DealDamage {
                amount: Amount::Of(AmountOf::DamageOnThis),
                target: Target::It
            }]
        }]
    );
    // The unit is chosen whatever is decided after: only the damage is
    // optional, so the ability itself is not a "may".
    assert!(!a.may);
}

#[test]
fn rule_8_34_1a_krrsantan_deals_one_damage_for_each_damage_on_him_at_once() {
    // SHD 139 Krrsantan: "On Attack: Choose a ground unit. You may deal 1
    // damage to it for each damage on this unit." With 3 damage on him,
    // Nico's Wampa takes 3 (one instance, 8.34.1a); declining leaves it
    // untouched.
    let mut b = Board::new();
    let krr = card(&b, "SHD_139");
    let k = b.unit(ALEX, &krr);
    b.unit_mut(k).damage = 3;
    let wampa = b.unit(NICO, "wampa");
    let run = |yes: &str| {
        b.run(
            then_both_pass(vec![
                attack(ALEX, &krr, "base"),
                choose(ALEX, &["Wampa"]),
                choose(ALEX, &[yes]),
            ]),
            END,
        )
    };
    let t = run("yes");
    assert_eq!(last(&t).unit(wampa).map(|u| u.damage), Some(3));
    let t = run("no");
    assert_eq!(last(&t).unit(wampa).map(|u| u.damage), Some(0));
    // The ground units, his own side's and himself among them, are the
    // options (no side or "other" is printed).
    let pick = t
        .choices()
        .map(|(_, c)| c)
        .find(|c| c.options.iter().any(|o| o == "Wampa"))
        .expect("Alex chooses a ground unit");
    assert_eq!(pick.options.len(), 2, "{:?}", pick.options);
}

#[test]
fn gentle_giant_heals_another_unit_as_much_as_the_damage_on_him() {
    // SHD 048 Gentle Giant: "On Attack: You may heal damage from another
    // unit equal to the damage on this unit." With 2 damage on him, Alex's
    // Wampa with 4 damage keeps 2; Nico's damaged Marine, not chosen, and
    // the Giant himself keep theirs.
    let mut b = Board::new();
    let giant = card(&b, "SHD_048");
    let g = b.unit(ALEX, &giant);
    b.unit_mut(g).damage = 2;
    let wampa = b.unit(ALEX, "wampa");
    b.unit_mut(wampa).damage = 4;
    let marine = b.unit(NICO, "battlefield-marine");
    b.unit_mut(marine).damage = 1;
    let t = b.run(
        then_both_pass(vec![
            attack(ALEX, &giant, "base"),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Wampa"]),
        ]),
        END,
    );
    let board = last(&t);
    assert_eq!(board.unit(wampa).map(|u| u.damage), Some(2));
    assert_eq!(board.unit(g).map(|u| u.damage), Some(2));
    assert_eq!(board.unit(marine).map(|u| u.damage), Some(1));
}

#[test]
fn rule_8_34_1_bo_katan_draws_a_card_for_each_base_with_15_or_more_damage() {
    // SHD 157 Bo-Katan Kryze, Fighting For Mandalore: "When Defeated: For
    // each player with 15 or more damage on their base, draw a card." She
    // attacks Nico's Wampa and is defeated; the count is made as the
    // ability resolves (8.34.1): with both bases at 15 or more Alex draws
    // 2, with only Nico's 1.
    let hand_after = |alex_base_damage: i32| {
        let mut b = Board::new();
        let bo = card(&b, "SHD_157");
        b.unit(ALEX, &bo);
        b.unit(NICO, "wampa");
        b.base(ALEX, 30, alex_base_damage).base(NICO, 30, 16);
        b.deck(ALEX, &["battlefield-marine", "wampa"], 5);
        let before = b.state.players[0].hand.len();
        let t = b.run(then_both_pass(vec![attack(ALEX, &bo, "Wampa")]), END);
        assert!(
            !last(&t).units.iter().any(|u| u.card == bo),
            "Bo-Katan is defeated"
        );
        last(&t).players[0].hand.len() - before
    };
    assert_eq!(hand_after(15), 2);
    assert_eq!(hand_after(14), 1);
}

#[test]
fn rule_8_9_1_bazine_netal_the_opponent_draws_only_if_a_card_was_discarded() {
    // SHD 184 Bazine Netal: "When Played: Look at an opponent's hand. You
    // may discard 1 of those cards. If you do, that player draws a card."
    // Alex picks Nico's Wampa; Nico then draws his deck's top card. Said
    // no, or with Nico's hand empty, nothing is discarded and Nico draws
    // nothing (8.9.1: "if you do" needs the discard done in full).
    let run = |hand: &[&str], yes: bool| {
        let (mut b, bazine) = alex_holding("SHD_184", &["Cunning", "Villainy"]);
        b.hand(NICO, hand);
        b.deck(NICO, &["vanquish"], 3);
        let mut script = vec![play(ALEX, &bazine)];
        if yes {
            script.push(choose(ALEX, &["yes"]));
            if !hand.is_empty() {
                script.push(choose(ALEX, &["Wampa"]));
            }
        } else {
            script.push(choose(ALEX, &["no"]));
        }
        let t = b.run(then_both_pass(script), END);
        let nico = last(&t).players[1].clone();
        (nico.hand.len(), nico.discard.to_vec(), nico.deck.len())
    };
    let (hand, discard, deck) = run(&["wampa", "battlefield-marine"], true);
    assert_eq!(discard, ["wampa"]);
    assert_eq!((hand, deck), (2, 3), "one discarded, one drawn");
    let (hand, discard, deck) = run(&["wampa", "battlefield-marine"], false);
    assert!(discard.is_empty());
    assert_eq!((hand, deck), (2, 4));
    let (hand, _, deck) = run(&[], true);
    assert_eq!((hand, deck), (0, 4), "nothing to discard: no draw");
}

#[test]
fn rule_8_34_1_calculated_lethality_counts_the_upgrades_then_gives_every_token_at_once() {
    // SHD 039 Calculated Lethality, the CR's example of 8.34.1: "Defeat a
    // non-leader unit that costs 3 or less. For each upgrade that was on
    // that unit, give an Experience token to a friendly unit." Nico's
    // Marine had a Shield and an Experience token (token upgrades,
    // 3.6.12): two upgrades. Alex chooses both units first, then both
    // tokens are given.
    let (mut b, lethality) = alex_holding("SHD_039", &["Vigilance", "Villainy"]);
    let target = b.unit_as(NICO, "battlefield-marine", "Nico's Marine");
    b.unit_mut(target).shields = 1;
    b.unit_mut(target).experience = 1;
    let wampa = b.unit_as(ALEX, "wampa", "Alex's Wampa");
    let marine = b.unit_as(ALEX, "battlefield-marine", "Alex's Marine");
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &lethality),
            choose(ALEX, &["Battlefield Marine (Nico's Marine)"]),
            choose(ALEX, &["Wampa"]),
            choose(ALEX, &["Wampa"]),
        ]),
        END,
    );
    let board = last(&t);
    assert!(board.unit(target).is_none(), "defeated");
    assert_eq!(board.unit(wampa).map(|u| u.experience), Some(2));
    assert_eq!(board.unit(marine).map(|u| u.experience), Some(0));
    // Every choice before the first token (8.34.1).
    let first_token = step_saying(&t, "gives 2 Experience tokens to Wampa");
    let last_choice = t
        .choices()
        .filter(|(_, c)| c.options.iter().any(|o| o == "Wampa"))
        .map(|(i, _)| i)
        .max()
        .expect("Alex chose the units");
    assert!(last_choice < first_token);
    assert!(t.steps[step_saying(&t, "had 2 upgrades on it")]
        .rules
        .iter()
        .any(|r| r == "8.34.1"));
}

#[test]
fn calculated_lethality_gives_nothing_for_a_unit_without_upgrades() {
    // No upgrade on the defeated unit: no Experience token, no choice.
    let (mut b, lethality) = alex_holding("SHD_039", &["Vigilance", "Villainy"]);
    let target = b.unit_as(NICO, "battlefield-marine", "Nico's Marine");
    let wampa = b.unit_as(ALEX, "wampa", "Alex's Wampa");
    let t = b.run(then_both_pass(vec![play(ALEX, &lethality)]), END);
    let board = last(&t);
    assert!(board.unit(target).is_none(), "defeated");
    assert_eq!(board.unit(wampa).map(|u| u.experience), Some(0));
}
