//! Printed cards read from their text (issue 26): "Ready a resource",
//! "ready 2 resources". What the reader makes of the line, that the writer
//! gives it back, and that the engine readies exhausted resources the
//! player chooses (1.5.4c), offering a ready one too, which stays ready
//! (1.5.4e), when both kinds are there.

mod common;
mod read_cards;

use common::*;
use read_cards::{last, read_whole, then_both_pass, END};
use timing_window::rulesets::swu::cards::text::{round_trip, Line};
use timing_window::rulesets::swu::cards::{CardType, Effect};

#[test]
fn rule_1_5_4c_ready_resource_lines_read_and_back() {
    for (line, count) in [
        ("On Attack: You may ready a resource.", 1),
        ("When Played: Ready 2 resources.", 2),
    ] {
        let Ok(Line::Ability(a)) = round_trip(line, CardType::Unit) else {
            panic!("{line} is read");
        };
        assert_eq!(a.effects, [Effect::ReadyResources { count }], "{line}");
    }
    // "1 resources" and "a resources" are not how cards say it.
    for wrong in [
        "When Played: Ready 1 resources.",
        "When Played: Ready a resources.",
    ] {
        assert!(round_trip(wrong, CardType::Unit).is_err(), "{wrong}");
    }
}

/// SHD 199 Coruscant Dissident attacks Nico's base and Alex says yes to
/// its "On Attack: You may ready a resource."; then `more`.
fn dissident_attacks(ready: u32, exhausted: u32, more: &[&str]) -> (u32, u32) {
    let mut b = Board::new();
    let dissident = read_whole(&b, "SHD_199").id.clone();
    let id = b.unit(ALEX, &dissident);
    b.unit_mut(id).exhausted = false;
    b.state.players[0].resources.ready = ready;
    b.state.players[0].resources.exhausted = exhausted;
    let mut script = vec![attack(ALEX, &dissident, "base"), choose(ALEX, &["yes"])];
    script.extend(more.iter().map(|m| choose(ALEX, &[m])));
    let t = b.run(then_both_pass(script), END);
    let board = last(&t);
    assert_eq!(board.players[1].base.damage, 3);
    let r = &board.players[0].resources;
    (r.ready, r.exhausted)
}

#[test]
fn rule_1_5_4c_coruscant_dissident_readies_an_exhausted_resource() {
    // Only exhausted resources: the one chosen readies, no choice to make.
    assert_eq!(dissident_attacks(0, 2, &[]), (1, 1));
}

#[test]
fn rule_1_5_4e_a_ready_resource_may_be_chosen_and_stays_ready() {
    // Both kinds: Alex chooses; an exhausted one readies, a ready one
    // changes nothing.
    assert_eq!(
        dissident_attacks(3, 2, &["ready 1 exhausted resource"]),
        (4, 1)
    );
    assert_eq!(
        dissident_attacks(3, 2, &["choose only ready resources (none readies)"]),
        (3, 2)
    );
}
