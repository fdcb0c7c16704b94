//! Boards and runs that tests of different rules share: the same cards
//! and script, each test asserting what its own rule says about them.

use super::{attack, choose, pass, play, training_board, Board, ALEX, NICO};
use timing_window::rulesets::swu::engine::{GameTrace, StopPoint};

/// Alex's Inferno Four in play; Nico holds Vanquish and takes the next
/// action.
pub fn inferno_four_facing_vanquish() -> Board {
    let mut b = Board::new();
    b.unit(ALEX, "inferno-four");
    b.hand(NICO, &["vanquish"]).acting(NICO);
    b
}

/// Nico's Vanquish defeats Inferno Four, whose When Defeated keeps the
/// top two cards of Alex's deck on top; then both pass.
pub fn vanquish_defeats_inferno_four(stop: StopPoint) -> GameTrace {
    inferno_four_facing_vanquish().run(
        vec![
            play(NICO, "vanquish"),
            choose(ALEX, &["top: card 1, card 2; bottom: none"]),
            pass(ALEX),
            pass(NICO),
        ],
        stop,
    )
}

/// Alex's Krayt Dragon (Overwhelm) attacks Nico's Count Dooku, who has a
/// Shield token; then both pass.
pub fn krayt_dragon_attacks_shielded_dooku(stop: StopPoint) -> GameTrace {
    let mut b = training_board();
    b.unit(ALEX, "krayt-dragon");
    let dooku = b.unit(NICO, "count-dooku");
    b.unit_mut(dooku).shields = 1;
    b.run(
        vec![
            attack(ALEX, "krayt-dragon", "count-dooku"),
            pass(NICO),
            pass(ALEX),
        ],
        stop,
    )
}

/// Alex plays Discerning Veteran, which captures Nico's Vanguard
/// Infantry, wearing Bounty Hunter's Quarry (a granted Bounty); Alex
/// declines to collect the Bounty; then both pass.
pub fn discerning_veteran_captures_a_bounty(stop: StopPoint) -> GameTrace {
    let mut b = Board::new();
    b.hand(ALEX, &["discerning-veteran"]);
    let v = b.unit(NICO, "vanguard-infantry");
    b.attach(v, "bounty-hunter-s-quarry", NICO);
    b.run(
        vec![
            play(ALEX, "discerning-veteran"),
            choose(ALEX, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        stop,
    )
}
