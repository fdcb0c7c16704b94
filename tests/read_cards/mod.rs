//! Helpers for the tests of printed cards read from their text (issue 26):
//! a card found by its set and number and checked to be read whole, and the
//! board after a run.

// Each test file uses the helpers it needs.
#![allow(dead_code)]

use crate::common::{pass, Board, ALEX, NICO};
use timing_window::rulesets::swu::cards::text::{round_trip, Line};
use timing_window::rulesets::swu::cards::{Ability, CardDef, CardType, Constant};
use timing_window::rulesets::swu::engine::{GameState, GameTrace, HiddenCard, ScriptEntry};

/// Where these tests' runs stop: before the action phase ends.
#[allow(unused_imports)]
pub use crate::common::ACTION_END as END;

/// The printed card with this set and number ("SOR_011"), checked to be
/// read whole: a card the reader does not model would not say what it
/// does.
pub fn read_whole<'a>(b: &'a Board, set_number: &str) -> &'a CardDef {
    let c = b
        .pool
        .find(set_number)
        .unwrap_or_else(|| panic!("{set_number} is in the pool"));
    assert!(
        c.unread.is_empty(),
        "{set_number} is read whole: {:?}",
        c.unread
    );
    c
}

/// A board where Alex holds the printed card `set_number` (read whole)
/// and his base gives `aspects`, the icons that pay for it.
pub fn alex_holding(set_number: &str, aspects: &[&str]) -> (Board, String) {
    let mut b = Board::new();
    let id = card_id(&b, set_number);
    b.base_aspects(ALEX, aspects);
    b.hand(ALEX, &[&id]);
    (b, id)
}

/// The board after the run's last step.
pub fn last(t: &GameTrace) -> &GameState {
    &t.steps.last().expect("a step").board
}

/// The script, then both players pass.
pub fn then_both_pass(mut script: Vec<ScriptEntry>) -> Vec<ScriptEntry> {
    script.extend([pass(NICO), pass(ALEX)]);
    script
}

/// The id of a printed card by its set and number, read whole.
pub fn card_id(b: &Board, set_number: &str) -> String {
    read_whole(b, set_number).id.clone()
}

/// The id of a printed card by its set and number, read whole, with
/// abilities: a card read whole with nothing to do would test nothing.
pub fn card_with_abilities(b: &Board, set_number: &str) -> String {
    let c = read_whole(b, set_number);
    assert!(!c.abilities.is_empty(), "{set_number} has abilities");
    c.id.clone()
}

/// The id of a printed card by its set and number, whether read whole or
/// not: a card the test only puts in a zone.
pub fn pool_id(b: &Board, set_number: &str) -> String {
    b.pool.find(set_number).expect("in the pool").id.clone()
}

/// The ids of the cards in a zone (a hand, a deck), in order; "?" for an
/// unknown card.
pub fn known_ids(cards: &[HiddenCard]) -> Vec<String> {
    cards
        .iter()
        .map(|c| c.id().unwrap_or("?").to_string())
        .collect()
}

/// The ids of the known cards of a zone (a hand, a deck), in order, the
/// unknown ones left out: for a test that asks only what the run made
/// known.
pub fn known_cards(cards: &[HiddenCard]) -> Vec<String> {
    cards
        .iter()
        .filter_map(|c| c.id().map(str::to_string))
        .collect()
}

/// A printed line read as a triggered or action ability of a card of type
/// `t`, its round trip checked.
pub fn read_ability(line: &str, t: CardType) -> Ability {
    match round_trip(line, t) {
        Ok(Line::Ability(a)) => a,
        other => panic!("{line}: {other:?}"),
    }
}

/// A printed line read as a unit's constant ability, its round trip
/// checked.
pub fn read_constant(line: &str) -> Constant {
    match round_trip(line, CardType::Unit) {
        Ok(Line::Constant(k)) => k,
        other => panic!("{line}: {other:?}"),
    }
}
