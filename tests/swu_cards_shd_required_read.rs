//! Printed SHD cards of the required set (When Played, When Defeated, On
//! Attack or phase-start abilities; issue 26) read from their text alone:
//! what the reader makes of each line, that the writer gives it back, and
//! that the engine does on a board what the printed text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, last, read_ability as ability, then_both_pass, END};
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
    let mut b = Board::new();
    let mando = card(&b, "SHD_049");
    b.base_aspects(ALEX, &["Vigilance", "Heroism"]);
    b.hand(ALEX, &[&mando]);
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
    let pick = t
        .choices()
        .map(|(_, c)| c)
        .find(|c| c.prompt.contains("choose a target"))
        .expect("Alex chooses the unit");
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
