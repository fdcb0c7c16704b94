//! Printed cards a player plays or controls without owning them (issue
//! 26's required sets, round 33): what the reader makes of each line, that
//! the writer gives it back, and that the engine does on a board what the
//! printed text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, last, read_ability as ability, then_both_pass, END};
use timing_window::rulesets::swu::cards::PlayUnitEffect;
use timing_window::rulesets::swu::cards::{CardType, Effect, TimingPoint, Zone};
use timing_window::rulesets::swu::engine::{PhaseStep, StopPoint};

#[test]
fn unrefusable_offer_reads_its_granted_bounty_as_a_play_of_this_unit() {
    // SHD 226 Unrefusable Offer: the printed card reads whole (the
    // hand-written card plays it too, its note gone).
    let b = Board::new();
    let offer = b.pool.find("SHD_226").expect("in the pool");
    assert!(offer.unread.is_empty(), "{:?}", offer.unread);
    let a = ability(
        "Bounty - Play this unit for free. It enters play ready. At the start of the regroup phase, defeat it.",
        CardType::Unit,
    );
    let [Effect::PlayUnit(PlayUnitEffect {
        from,
        free,
        enters_ready,
        then,
        ..
    })] = &a.effects[..]
    else {
        panic!("{:?}", a.effects)
    };
    assert_eq!((*from, *free, *enters_ready), (Zone::ThisUnit, true, true));
    assert!(matches!(
        &then[..],
        [Effect::Delayed {
            at: TimingPoint::StartOfRegroupPhase,
            ..
        }]
    ));
    // Without "for free" it is a play at its cost, written back as such.
    let a = ability("Bounty - Play this unit.", CardType::Unit);
    assert!(matches!(
        a.effects[..],
        [Effect::PlayUnit(PlayUnitEffect {
            from: Zone::ThisUnit,
            free: false,
            ..
        })]
    ));
}

/// Nico's Battlefield Marine (3/3) carrying Alex's Unrefusable Offer, and
/// Alex's Wampa (4/5) to defeat it.
fn offer_on_nicos_marine() -> (
    Board,
    String,
    timing_window::rulesets::swu::engine::InstanceId,
) {
    let mut b = Board::new();
    let offer = card(&b, "SHD_226");
    let marine = b.unit(NICO, "battlefield-marine");
    b.attach(marine, &offer, ALEX);
    b.unit(ALEX, "wampa");
    (b, offer, marine)
}

/// Whether player `p`'s discard pile holds a Battlefield Marine.
fn marine_in_discard(board: &timing_window::rulesets::swu::engine::GameState, p: usize) -> bool {
    board.players[p]
        .discard
        .iter()
        .any(|c| c == "battlefield-marine")
}

#[test]
fn rule_1_5_2_unrefusable_offer_alex_plays_nicos_defeated_marine_which_nico_still_owns() {
    // SHD 226: Alex's Wampa defeats Nico's Marine; its granted Bounty is
    // collected by Alex, the opponent of the Marine's controller (7.5.13a),
    // who may decline it (7.5.13e) and takes it. Alex plays the Marine
    // from Nico's discard pile (where a defeated unit goes, 1.5.5c) for
    // free and ready. Nico still owns it (1.5.2a: the card started the
    // game in his deck); Alex controls it, having played it (1.5.2b). At
    // the start of the regroup phase it is defeated and goes back to
    // Nico's discard pile, not Alex's (1.5.5c: its owner's).
    let (b, _, _) = offer_on_nicos_marine();
    let script = then_both_pass(vec![
        attack(ALEX, "wampa", "battlefield-marine"),
        choose(ALEX, &["yes"]),
    ]);
    let t = b.run(script.clone(), END);
    let board = last(&t);
    let marine = board
        .units
        .iter()
        .find(|u| u.card == "battlefield-marine")
        .expect("played again");
    assert_eq!((marine.owner, marine.controller), (NICO, ALEX));
    assert!(!marine.exhausted, "it enters play ready");
    assert!(!marine_in_discard(board, 1));
    let t = b.run(script, StopPoint::Before(PhaseStep::Draw));
    let board = last(&t);
    assert!(board.units.iter().all(|u| u.card != "battlefield-marine"));
    assert!(marine_in_discard(board, 1));
    // Alex's pile holds his Unrefusable Offer (defeated with the Marine,
    // 1.5.5d: an upgrade goes to its owner's pile) and no Marine.
    assert!(!marine_in_discard(board, 0));
}

#[test]
fn rule_7_5_13e_unrefusable_offer_declined_leaves_the_marine_in_nicos_discard_pile() {
    // A Bounty may be declined (7.5.13e): then nothing is played and the
    // Marine stays in Nico's discard pile.
    let (b, _, _) = offer_on_nicos_marine();
    let t = b.run(
        then_both_pass(vec![
            attack(ALEX, "wampa", "battlefield-marine"),
            choose(ALEX, &["no"]),
        ]),
        END,
    );
    let board = last(&t);
    assert!(board.units.iter().all(|u| u.card != "battlefield-marine"));
    assert!(marine_in_discard(board, 1));
}
