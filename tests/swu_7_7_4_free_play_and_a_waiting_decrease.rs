//! A card played "for free" while a "the next unit you play this phase
//! costs N less" effect waits (open question 42 in
//! `docs/rulings-questions.md`): the free play bypasses the decrease with
//! every other modifier (1.8.5); the engine reads the free card as the
//! next unit played, the effect's condition (7.7.4b), so the effect is
//! used up, and it marks that step with the question.

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, last, then_both_pass, END};
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
