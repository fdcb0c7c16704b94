//! "The next unit you play this phase costs N less" (7.7.4a), read from
//! printed text (issue 26): what the reader makes of the line, that the
//! writer gives it back, that only the next unit costs less, and that the
//! effect outlives the card that created it (7.7.4c). Then a card played
//! "for free" while such an effect waits (open question 42 in
//! `docs/rulings-questions.md`): the free play bypasses the decrease with
//! every other modifier (1.8.5); the engine reads the free card as the
//! next unit played, the effect's condition (7.7.4b), so the effect is
//! used up, and it marks that step with the question.

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, last, read_ability as ability, then_both_pass, END};
use timing_window::rulesets::swu::cards::{CardType, Effect, Trigger};
use timing_window::rulesets::swu::engine::{readings, GameTrace};

fn marked_42(t: &GameTrace) -> Vec<String> {
    t.steps
        .iter()
        .filter(|s| {
            s.facts
                .readings
                .contains(&readings::NEXT_COSTS_LESS_MET_FOR_FREE)
        })
        .map(|s| s.text.to_string())
        .collect()
}

/// Alex's GNK Power Droid (SEC 110, "On Attack: The next unit you play
/// this phase costs 1 less.") attacks Nico's base; then Alex plays
/// Galactic Ambition (SOR 235, "Play a non-Heroism unit from your hand for
/// free. ..."), choosing Relentless Hunters, then a Battlefield Marine.
fn droid_then_ambition(then_marine: bool) -> (Board, GameTrace) {
    let mut b = Board::new();
    let droid = card(&b, "SEC_110");
    let ambition = card(&b, "SOR_235");
    b.unit(ALEX, &droid);
    // Every aspect covered: no penalty blurs the resources paid.
    b.base_aspects(
        ALEX,
        &["Command", "Heroism", "Villainy", "Aggression", "Cunning"],
    );
    b.hand(
        ALEX,
        &[&ambition, "relentless-hunters", "battlefield-marine"],
    );
    let mut script = vec![
        attack(ALEX, &droid, "base"),
        pass(NICO),
        play(ALEX, &ambition),
        choose(ALEX, &["Relentless Hunters"]),
    ];
    if then_marine {
        script.extend([pass(NICO), play(ALEX, "battlefield-marine")]);
    }
    let t = b.run(then_both_pass(script), END);
    (b, t)
}

#[test]
fn rule_7_7_4b_a_unit_played_for_free_uses_up_the_next_unit_decrease_marked_open_42() {
    let (b, t) = droid_then_ambition(true);
    step_saying(&t, "a delayed effect, waiting for that play");
    let marked = marked_42(&t);
    assert_eq!(marked.len(), 1, "{marked:?}");
    assert!(marked[0].contains("played for free"), "{}", marked[0]);
    let cost = |id: &str| b.pool.get(id).unwrap().cost.unwrap();
    let ambition = card(&b, "SOR_235");
    // The Hunters cost nothing; the Marine, played next, costs its full
    // printed cost: the decrease was used up by the free play.
    assert_eq!(
        ready_after(&t),
        10 - cost(&ambition) - cost("battlefield-marine")
    );
    assert!(!said(&t, "so it costs 1 less"));
    assert!(last(&t).game_lasting.is_empty());
}

#[test]
fn rule_1_8_5_a_free_play_with_no_decrease_waiting_is_not_marked() {
    // The same free play with no Power Droid attack first: nothing waits,
    // so no step takes question 42's reading.
    let mut b = Board::new();
    let ambition = card(&b, "SOR_235");
    b.base_aspects(ALEX, &["Villainy", "Aggression", "Cunning"]);
    b.hand(ALEX, &[&ambition, "relentless-hunters"]);
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &ambition),
            choose(ALEX, &["Relentless Hunters"]),
        ]),
        END,
    );
    assert!(last(&t)
        .units
        .iter()
        .any(|u| u.card == "relentless-hunters"));
    assert!(marked_42(&t).is_empty());
}

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
