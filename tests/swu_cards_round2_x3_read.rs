//! Printed cards read in round 2 (issue 26, task X3): what the reader
//! makes of each line, that the writer gives it back, and that the engine
//! does what the line says on the real card.

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, last, read_ability as ability, then_both_pass, END};
use timing_window::rulesets::swu::cards::{CardType, Effect, Trigger};

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
