//! Printed cards read from their text (issue 26): "Search the top N cards
//! of your deck for a REBEL card, reveal it, and draw it" (8.26). What the
//! reader makes of the line, that the writer gives it back, and that the
//! engine lets the player pick a qualifying card or none, draws the pick and
//! puts the other searched cards on the bottom of the deck. Then "Reveal
//! the top N cards of your deck, draw a unit revealed this way and discard
//! the rest" (I've Found Them; a reveal, 8.25.1), which the player picks
//! from the same way.

mod common;
mod read_cards;

use common::*;
use read_cards::{
    alex_holding, known_ids as ids, last, pool_id, pool_id as id, read_ability as ability,
    read_whole, then_both_pass, END,
};
use timing_window::rulesets::swu::cards::text::{round_trip, Line};
use timing_window::rulesets::swu::cards::{CardType, Effect};
use timing_window::rulesets::swu::engine::GameTrace;

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
        .map(|s| s.text.to_string())
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

#[test]
fn reveal_the_top_cards_and_draw_a_unit_reads_as_one_effect_and_back() {
    let a = ability(
        "Reveal the top 3 cards of your deck. Draw a unit revealed this way, then discard the other revealed cards.",
        CardType::Event,
    );
    assert_eq!(a.effects, vec![Effect::RevealTopDrawUnit { count: 3 }]);
}

/// Alex plays I've Found Them (`set_number`) with `top` on top of his deck
/// and 5 unknown cards under them; `picks` his choices after.
fn found_them(set_number: &str, top: &[&str], picks: &[&str]) -> GameTrace {
    let (mut b, found) = alex_holding(set_number, &["Command"]);
    b.deck(ALEX, top, 5);
    let mut script = vec![play(ALEX, &found)];
    script.extend(picks.iter().map(|p| choose(ALEX, &[p])));
    b.run(then_both_pass(script), END)
}

#[test]
fn rule_8_25_1_ive_found_them_draws_the_unit_alex_picks_and_discards_the_rest() {
    // IBH 25 and IBH 9 I've Found Them: "Reveal the top 3 cards of your
    // deck. Draw a unit revealed this way, then discard the other revealed
    // cards." The top three are a Battlefield Marine, Vanquish (an event)
    // and a Death Star Stormtrooper (SOR 128): Alex picks between the two
    // units, draws the Stormtrooper; the Marine and Vanquish go to his
    // discard pile (1.14.1), the 5 cards under them stay.
    for set_number in ["IBH_25", "IBH_9"] {
        let b = Board::new();
        let trooper = pool_id(&b, "SOR_128");
        let t = found_them(
            set_number,
            &["battlefield-marine", "vanquish", &trooper],
            &["Death Star Stormtrooper"],
        );
        let choice = decision(&t, "which revealed unit");
        assert_eq!(choice.options.len(), 2, "{:?}", choice.options);
        let alex = &last(&t).players[0];
        assert_eq!(read_cards::known_ids(&alex.hand), vec![trooper.clone()]);
        assert!(alex.discard.contains(&"battlefield-marine".to_string()));
        assert!(alex.discard.contains(&"vanquish".to_string()));
        assert!(!alex.discard.contains(&trooper));
        assert_eq!(alex.deck.len(), 5);
    }
}

#[test]
fn rule_3_3_5_ive_found_them_draws_the_one_unit_and_discards_all_when_none() {
    // One unit revealed: it is drawn, no choice (the event resolves as
    // completely as it can, 3.3.5). No unit: all three are discarded.
    let t = found_them(
        "IBH_25",
        &["vanquish", "battlefield-marine", "vanquish"],
        &[],
    );
    let alex = &last(&t).players[0];
    assert_eq!(
        read_cards::known_ids(&alex.hand),
        vec!["battlefield-marine"]
    );
    assert_eq!(alex.discard.iter().filter(|c| *c == "vanquish").count(), 2);
    let t = found_them("IBH_25", &["vanquish", "vanquish", "vanquish"], &[]);
    let alex = &last(&t).players[0];
    assert!(alex.hand.is_empty());
    assert_eq!(alex.discard.iter().filter(|c| *c == "vanquish").count(), 3);
}
