//! Indirect damage (8.35) read from printed cards (issue 26): "Deal 5
//! indirect damage to a player", "... to the defending player", "... to
//! each opponent". What the reader makes of each line, that the writer
//! gives it back, and that the engine lets the damaged player divide it
//! (a decision of theirs per point), caps it at a unit's remaining HP,
//! ignores Shield tokens and deals it all at once.

mod common;
mod read_cards;

use common::*;
use read_cards::{
    alex_holding, card_id as card, last, read_ability as ability, then_both_pass, END,
};
use timing_window::rulesets::swu::cards::{CardType, Effect, IndirectTo};

#[test]
fn rule_8_35_1_indirect_damage_reads_each_player_it_names_and_back() {
    for (line, to) in [
        (
            "When Defeated: Deal 3 indirect damage to a player.",
            IndirectTo::ChosenPlayer,
        ),
        (
            "On Attack: Deal 3 indirect damage to the defending player.",
            IndirectTo::DefendingPlayer,
        ),
        (
            "When Played: Deal 4 indirect damage to each opponent.",
            IndirectTo::EachOpponent,
        ),
    ] {
        let a = ability(line, CardType::Unit);
        assert_eq!(
            a.effects,
            vec![Effect::IndirectDamage {
                amount: amount_of(line),
                to
            }],
            "{line}"
        );
    }
}

/// The number printed before "indirect".
fn amount_of(line: &str) -> u32 {
    line.split(' ')
        .skip_while(|w| *w != "Deal")
        .nth(1)
        .and_then(|n| n.parse().ok())
        .expect("a number")
}

#[test]
fn rule_8_35_3_torpedo_barrage_nico_divides_5_damage_capped_by_remaining_hp_and_past_a_shield() {
    // JTL 234 Torpedo Barrage: "Deal 5 indirect damage to a player." Alex
    // chooses Nico; Nico assigns each point. His Hurt Marine has 1 HP left,
    // so after one point it is no longer offered (8.35.3); his Shielded
    // Marine takes 2 and keeps its Shield token (8.35.2a); his base the
    // rest. All of it is dealt at once (8.35.5).
    let (mut b, barrage) = alex_holding("JTL_234", &["Cunning"]);
    let hurt = b.unit_as(NICO, "battlefield-marine", "Hurt Marine");
    b.unit_mut(hurt).damage = 2;
    let shielded = b.unit_as(NICO, "battlefield-marine", "Shielded Marine");
    b.unit_mut(shielded).shields = 1;
    let hurt_name = "Battlefield Marine (Hurt Marine)";
    let shielded_name = "Battlefield Marine (Shielded Marine)";
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &barrage),
            choose(ALEX, &["Nico"]),
            choose(NICO, &[hurt_name]),
            choose(NICO, &[shielded_name]),
            choose(NICO, &[shielded_name]),
            choose(NICO, &["Nico's base"]),
            choose(NICO, &["Nico's base"]),
        ]),
        END,
    );
    let first = decision(&t, "point 1 of 5");
    assert_eq!(first.chooser, "Nico");
    assert_eq!(first.options.len(), 3, "{:?}", first.options);
    let second = decision(&t, "point 2 of 5");
    assert!(
        !second.options.iter().any(|o| o == hurt_name),
        "{:?}",
        second.options
    );
    step_saying(&t, "neither prevents it nor is defeated");
    let board = last(&t);
    assert_eq!(board.unit(hurt), None, "3 damage on 3 HP: defeated");
    let s = board.unit(shielded).expect("in play");
    assert_eq!((s.damage, s.shields), (2, 1));
    assert_eq!(board.players[1].base.damage, 2);
}

#[test]
fn rule_8_35_1_red_squadron_y_wing_deals_indirect_damage_to_the_defending_player() {
    // JTL 149 Red Squadron Y-Wing: "On Attack: Deal 3 indirect damage to
    // the defending player." It attacks Nico's base; Nico, with no unit,
    // has only his base to assign to: no decision is his to make.
    let mut b = Board::new();
    let y_wing = card(&b, "JTL_149");
    b.unit(ALEX, &y_wing);
    let t = b.run(then_both_pass(vec![attack(ALEX, &y_wing, "base")]), END);
    assert!(!t
        .choices()
        .any(|(_, c)| c.prompt.contains("indirect damage")));
    // 3 indirect damage, then the Y-Wing's 1 combat damage.
    assert_eq!(last(&t).players[1].base.damage, 4);
}

#[test]
fn rule_8_35_1_a_player_chosen_may_be_the_abilitys_own_controller() {
    // "a player": Alex may choose himself (8.35.1 says only "choose a
    // player"); then he assigns the damage among his own units and base.
    let (mut b, barrage) = alex_holding("JTL_234", &["Cunning"]);
    let marine = b.unit(ALEX, "battlefield-marine");
    let mut script = vec![play(ALEX, &barrage), choose(ALEX, &["Alex"])];
    script.extend(std::iter::repeat_n(choose(ALEX, &["Alex's base"]), 5));
    let t = b.run(then_both_pass(script), END);
    assert_eq!(decision(&t, "point 5 of 5").chooser, "Alex");
    let board = last(&t);
    assert_eq!(board.players[0].base.damage, 5);
    assert_eq!(board.unit(marine).map(|u| u.damage), Some(0));
}
