//! Printed cards read from their text (issue 26): "Search the top N cards
//! of your deck for a REBEL card, reveal it, and draw it" (8.26). What the
//! reader makes of the line, that the writer gives it back, and that the
//! engine lets the player pick a qualifying card or none, draws the pick and
//! puts the other searched cards on the bottom of the deck.

mod common;
mod read_cards;

use common::*;
use read_cards::{known_ids as ids, last, pool_id as id, read_whole, then_both_pass, END};
use timing_window::rulesets::swu::cards::text::{round_trip, Line};
use timing_window::rulesets::swu::cards::{CardType, Effect};

fn search_of(line: &str, t: CardType) -> (u32, Option<CardType>, Option<String>) {
    match round_trip(line, t) {
        Ok(Line::Ability(a)) => match &a.effects[..] {
            [Effect::SearchDraw {
                search,
                card_type,
                filter,
                ..
            }] => (*search, *card_type, filter.trait_.clone()),
            other => panic!("{line}: {other:?}"),
        },
        other => panic!("{line}: {other:?}"),
    }
}

#[test]
fn rule_8_26_1_search_and_draw_lines_read_with_type_and_trait_and_back() {
    let read = search_of(
        "When Played: Search the top 5 cards of your deck for a REBEL card, reveal it, and draw it.",
        CardType::Unit,
    );
    assert_eq!(read, (5, None, Some("REBEL".into())));
    let read = search_of(
        "When Played: Search the top 5 cards of your deck for an upgrade, reveal it, and draw it.",
        CardType::Unit,
    );
    assert_eq!(read, (5, Some(CardType::Upgrade), None));
    // A trait of two words, and "a unit" (not "an").
    let read = search_of(
        "Search the top 8 cards of your deck for a Bounty Hunter unit, reveal it, and draw it.",
        CardType::Event,
    );
    assert_eq!(
        read,
        (8, Some(CardType::Unit), Some("Bounty Hunter".into()))
    );
    let read = search_of(
        "Search the top 5 cards of your deck for a unit, reveal it, and draw it.",
        CardType::Event,
    );
    assert_eq!(read, (5, Some(CardType::Unit), None));
    // The article must agree with the word; a lower-case "trait" is not one.
    for wrong in [
        "Search the top 5 cards of your deck for an unit, reveal it, and draw it.",
        "Search the top 5 cards of your deck for a upgrade, reveal it, and draw it.",
        "Search the top 5 cards of your deck for a rebel card, reveal it, and draw it.",
    ] {
        assert!(round_trip(wrong, CardType::Event).is_err(), "{wrong}");
    }
}

#[test]
fn rule_8_26_2_mon_mothma_draws_the_rebel_card_chosen_and_the_rest_go_to_the_bottom() {
    // SOR 096 Mon Mothma: "When Played: Search the top 5 cards of your deck
    // for a REBEL card, reveal it, and draw it." Two REBEL cards among the
    // top 5 (8.26.4: the player picks); the sixth card is not searched.
    let mut b = Board::new();
    let mon = read_whole(&b, "SOR_096").id.clone();
    let [trooper, guard, marine, x_wing, consular] =
        ["SOR_128", "SOR_229", "SOR_095", "SOR_237", "SOR_046"].map(|s| id(&b, s));
    b.base_aspects(ALEX, &["Command", "Heroism"]);
    b.state.players[0].resources.ready = 2;
    b.hand(ALEX, &[&mon]);
    b.deck(
        ALEX,
        &[&trooper, &guard, &x_wing, &trooper, &marine, &consular],
        0,
    );
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &mon),
            choose(ALEX, &["Battlefield Marine"]),
        ]),
        END,
    );
    let board = last(&t);
    assert_eq!(ids(&board.players[0].hand), [marine]);
    // The unsearched card is now on top; the other four searched cards
    // follow it, at the bottom.
    assert_eq!(
        ids(&board.players[0].deck.iter().cloned().collect::<Vec<_>>()),
        [consular, trooper.clone(), guard, x_wing, trooper]
    );
    let text = t
        .steps
        .iter()
        .map(|s| s.text.clone())
        .collect::<Vec<_>>()
        .join("\n");
    assert!(
        text.contains("reveals Battlefield Marine and draws it"),
        "{text}"
    );
}

#[test]
fn rule_8_26_1_greef_karga_may_find_nothing_though_an_upgrade_is_there() {
    // SHD 245 Greef Karga: "... for an upgrade, reveal it, and draw it." The
    // deck is hidden, so the player may resolve it as though no upgrade was
    // found (8.26.1); nothing is drawn and all searched cards go under.
    let mut b = Board::new();
    let greef = read_whole(&b, "SHD_245").id.clone();
    let [resilient, trooper] = ["SOR_069", "SOR_128"].map(|s| id(&b, s));
    b.base_aspects(ALEX, &["Command", "Heroism"]);
    b.state.players[0].resources.ready = 2;
    b.hand(ALEX, &[&greef]);
    b.deck(ALEX, &[&resilient, &trooper], 4);
    let t = b.run(
        then_both_pass(vec![play(ALEX, &greef), choose(ALEX, &["find nothing"])]),
        END,
    );
    let board = last(&t);
    assert!(board.players[0].hand.is_empty());
    let deck: Vec<String> = ids(&board.players[0].deck.iter().cloned().collect::<Vec<_>>());
    // 6 cards: the sixth (unknown) was not searched and is now on top; the
    // five searched go under it, in the order they were (the engine never
    // shuffles for a player).
    assert_eq!(deck.len(), 6);
    assert_eq!(deck[0], "?");
    assert_eq!(&deck[1..3], [resilient, trooper]);
}
