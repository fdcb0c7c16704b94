//! Printed cards read from their text (issue 26): "Return a unit that
//! costs 2 or less from your discard pile to your hand" and "You may
//! return an upgrade from your discard pile to your hand". What the reader
//! makes of the line, that the writer gives it back, and that the engine
//! moves the one card the player picks (7.1.5), with no choice to make when
//! one card qualifies: the discard pile is open information (1.17.1).

mod common;
mod read_cards;

use common::*;
use read_cards::{known_ids as hand_ids, last, pool_id as id, read_whole, then_both_pass, END};
use timing_window::rulesets::swu::cards::text::{round_trip, Line};
use timing_window::rulesets::swu::cards::{CardType, Effect};

#[test]
fn rule_7_1_5_return_from_discard_lines_read_with_type_trait_and_cost_and_back() {
    let line =
        "When Played: Return a unit that costs 2 or less from your discard pile to your hand.";
    let Ok(Line::Ability(a)) = round_trip(line, CardType::Unit) else {
        panic!("{line} is read");
    };
    assert!(matches!(
        &a.effects[..],
        [Effect::ReturnFromDiscard { card_type: Some(CardType::Unit), filter }]
            if filter.max_cost == Some(2) && filter.trait_.is_none()
    ));
    let line =
        "When Played: You may return an Underworld card from your discard pile to your hand.";
    let Ok(Line::Ability(a)) = round_trip(line, CardType::Unit) else {
        panic!("{line} is read");
    };
    assert!(a.may);
    assert!(matches!(
        &a.effects[..],
        [Effect::ReturnFromDiscard { card_type: None, filter }]
            if filter.trait_.as_deref() == Some("Underworld")
    ));
    // Either player's discard pile is not this clause (it is
    // `return_from_any_discard`).
    assert!(!matches!(
        round_trip(
            "When Played: You may return an event from a discard pile to its owner's hand.",
            CardType::Unit
        ),
        Ok(Line::Ability(a)) if matches!(&a.effects[..], [Effect::ReturnFromDiscard { .. }])
    ));
}

#[test]
fn rule_7_1_5_rogue_squadron_skirmisher_returns_the_unit_costing_2_or_less_chosen() {
    // SOR 101 Rogue Squadron Skirmisher: "When Played: Return a unit that
    // costs 2 or less from your discard pile to your hand." Two units
    // qualify (costs 1 and 2); the 3-cost unit and the upgrade do not.
    let mut b = Board::new();
    let rogue = read_whole(&b, "SOR_101").id.clone();
    let [trooper, guard, marine, resilient] =
        ["SOR_128", "SOR_229", "SOR_095", "SOR_069"].map(|s| id(&b, s));
    b.base_aspects(ALEX, &["Command", "Heroism"]);
    b.state.players[0].resources.ready = 6;
    b.hand(ALEX, &[&rogue]);
    b.state.players[0].discard = vec![
        trooper.clone(),
        guard.clone(),
        marine.clone(),
        resilient.clone(),
    ]
    .into();
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &rogue),
            // Ambush triggers on the play too (7.5.5): Alex orders.
            choose(
                ALEX,
                &[&format!("{rogue}/when-played"), &format!("{rogue}/ambush")],
            ),
            choose(ALEX, &["Battlefield Marine"]),
        ]),
        END,
    );
    let board = last(&t);
    assert_eq!(hand_ids(&board.players[0].hand), [marine]);
    assert_eq!(
        board.players[0].discard.iter().cloned().collect::<Vec<_>>(),
        [trooper, guard, resilient]
    );
}

#[test]
fn rule_1_17_1_razor_crest_returns_the_one_upgrade_without_a_choice() {
    // SHD 044 Razor Crest: "When Played: You may return an upgrade from
    // your discard pile to your hand." One upgrade in the pile: after "yes",
    // it is returned with no card to pick.
    let mut b = Board::new();
    let crest = read_whole(&b, "SHD_044").id.clone();
    let [trooper, resilient] = ["SOR_128", "SOR_069"].map(|s| id(&b, s));
    b.base_aspects(ALEX, &["Vigilance", "Heroism"]);
    b.state.players[0].resources.ready = 4;
    b.hand(ALEX, &[&crest]);
    b.state.players[0].discard = vec![trooper.clone(), resilient.clone()].into();
    let t = b.run(
        then_both_pass(vec![play(ALEX, &crest), choose(ALEX, &["yes"])]),
        END,
    );
    let board = last(&t);
    assert_eq!(hand_ids(&board.players[0].hand), [resilient]);
    assert_eq!(
        board.players[0].discard.iter().cloned().collect::<Vec<_>>(),
        [trooper]
    );
}

#[test]
fn rule_7_1_5_rogue_squadron_skirmisher_returns_nothing_when_no_unit_costs_2_or_less() {
    // A 3-cost unit and a 1-cost upgrade: neither is a unit that costs 2 or
    // less, so the ability resolves with nothing returned.
    let mut b = Board::new();
    let rogue = read_whole(&b, "SOR_101").id.clone();
    let [guard, resilient] = ["SOR_229", "SOR_069"].map(|s| id(&b, s));
    b.base_aspects(ALEX, &["Command", "Heroism"]);
    b.state.players[0].resources.ready = 6;
    b.hand(ALEX, &[&rogue]);
    b.state.players[0].discard = vec![guard.clone(), resilient.clone()].into();
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &rogue),
            choose(
                ALEX,
                &[&format!("{rogue}/when-played"), &format!("{rogue}/ambush")],
            ),
        ]),
        END,
    );
    let board = last(&t);
    assert!(board.players[0].hand.is_empty());
    assert_eq!(
        board.players[0].discard.iter().cloned().collect::<Vec<_>>(),
        [guard, resilient]
    );
    assert!(t
        .steps
        .iter()
        .any(|s| s.text.contains("so nothing is returned")));
}
