//! Hand-written cards (cards/*.toml) read from their printed text too
//! (issue 26): the reading agrees with the hand-written data
//! (`card_reader`'s agreement test), and here the engine does on a board
//! what the printed text says. Findings settled: Supreme Leader Snoke has
//! no Sentinel (the data's keyword list named one his text box does not
//! show), and Final Showdown's "each unit you control" is its own words.

mod common;
mod read_cards;

use common::*;
use read_cards::{last, read_ability as ability};
use timing_window::rulesets::swu::cards::printed::{printings, Printing};
use timing_window::rulesets::swu::cards::{
    CardType, Effect, Keyword, PlayerSel, Target, TimingPoint,
};
use timing_window::rulesets::swu::engine::{Outcome, PhaseStep, StopPoint};

/// The printing with this set and number.
fn printing(set: &str, number: &str) -> Printing {
    printings()
        .expect("the printed cards load")
        .into_iter()
        .find(|p| p.set == set && p.number == number)
        .unwrap_or_else(|| panic!("{set} {number} is printed"))
}

#[test]
fn rule_1_13_1_snoke_has_no_sentinel_his_text_box_does_not_show() {
    // SHD 037 Supreme Leader Snoke: the data's keyword list says
    // Sentinel, his printed text is only "Each enemy non-leader unit gets
    // -2/-2." A card's abilities are those in its text box (1.13.1) and a
    // keyword is an ability (7.5.1): the list is not taken.
    let p = printing("SHD", "037");
    assert_eq!(
        p.keywords_not_printed(),
        ["Sentinel (in the data's keyword list, not in the printed text)"]
    );
    let b = Board::new();
    let snoke = b.pool.find("SHD_037").expect("Snoke is in the pool");
    assert!(snoke.unread.is_empty(), "{:?}", snoke.unread);
    assert!(!snoke.keywords.contains(&Keyword::Sentinel));
    assert_eq!(snoke.constants.len(), 1, "the -2/-2");
    // The printing read alone agrees: no keyword, the card modelled.
    let read = p.to_card("snoke-read".into());
    assert!(read.unread.is_empty(), "{:?}", read.unread);
    assert!(read.keywords.is_empty(), "{:?}", read.keywords);
}

#[test]
fn rule_1_5_3a_final_showdown_readies_each_unit_you_control_and_you_lose_at_the_regroup_phase() {
    // SHD 208 Final Showdown: "Ready each unit you control. At the start
    // of the regroup phase, you lose the game." A unit you control is
    // friendly (1.5.3a); the writer gives the printed words back.
    let a = ability(
        "Ready each unit you control. At the start of the regroup phase, you lose the game.",
        CardType::Event,
    );
    assert_eq!(
        a.effects,
        [
            Effect::Ready {
                target: Target::EachUnitYouControl
            },
            Effect::Delayed {
                at: TimingPoint::StartOfRegroupPhase,
                effects: vec![Effect::LoseGame {
                    who: PlayerSel::You
                }],
            },
        ]
    );
    // On a board: Alex's exhausted units ready, Nico's stays exhausted;
    // when the regroup phase starts, Alex loses (7.7.4).
    let mut b = Board::new();
    b.hand(ALEX, &["final-showdown"]);
    let mine = b.unit_as(ALEX, "battlefield-marine", "Alex's Marine");
    b.unit_mut(mine).exhausted = true;
    let theirs = b.unit_as(NICO, "battlefield-marine", "Nico's Marine");
    b.unit_mut(theirs).exhausted = true;
    let t = b.run(
        vec![play(ALEX, "final-showdown"), pass(NICO), pass(ALEX)],
        StopPoint::Before(PhaseStep::ActionEnd),
    );
    let board = last(&t);
    assert!(!board.unit(mine).expect("in play").exhausted);
    assert!(board.unit(theirs).expect("in play").exhausted);
    let t = b.run(
        vec![play(ALEX, "final-showdown"), pass(NICO), pass(ALEX)],
        StopPoint::GameEnd,
    );
    assert_eq!(
        last(&t).outcome,
        Some(Outcome::Won { winner: NICO }),
        "Alex loses when the regroup phase starts"
    );
}
