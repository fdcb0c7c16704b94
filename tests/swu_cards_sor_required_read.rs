//! Printed SOR cards of the required sets read from their text alone
//! (issue 26), the shapes of this round: a verb on "all" units of a kind
//! ("Exhaust all ground units", "Defeat all units"). What the reader makes
//! of each line, that the writer gives it back, and that the engine does on
//! a board what the printed text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, last, read_ability as ability, then_both_pass, END};
use timing_window::rulesets::swu::cards::text::round_trip;
use timing_window::rulesets::swu::cards::{Arena, CardType, Effect, Target, UnitFilter};
use timing_window::rulesets::swu::engine::GameTrace;

#[test]
fn all_ground_units_reads_as_every_ground_unit_and_writes_back_plural() {
    let a = ability("When Played: Exhaust all ground units.", CardType::Unit);
    let [Effect::All {
        target,
        filter,
        then,
    }] = &a.effects[..]
    else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(*target, Target::EachUnit);
    assert_eq!(
        *filter,
        UnitFilter {
            arena: Some(Arena::Ground),
            ..UnitFilter::default()
        }
    );
    assert_eq!(then, &vec![Effect::Exhaust { target: Target::It }]);
    // "other" on a unit's text is every unit but this one.
    let a = ability("On Attack: Defeat all other space units.", CardType::Unit);
    assert!(
        matches!(
            &a.effects[..],
            [Effect::All {
                target: Target::EachOtherUnit,
                ..
            }]
        ),
        "{:?}",
        a.effects
    );
    // The singular after "all", or what follows "unit" ("with ...") in the
    // plural, is not a printed form: not read.
    assert!(round_trip("Defeat all unit.", CardType::Event).is_err());
    assert!(round_trip("Defeat all units with 2 or less power.", CardType::Event).is_err());
}

#[test]
fn rule_1_5_4a_at_at_suppressor_exhausts_every_ground_unit_of_both_players_and_no_space_unit() {
    // SOR 039 AT-AT Suppressor: "When Played: Exhaust all ground units."
    // Alex's and Nico's Marines (ground) are exhausted (1.5.4a: an exhausted
    // card is turned sideways); Nico's Y-Wing (space) stays ready.
    let mut b = Board::new();
    let suppressor = card(&b, "SOR_039");
    b.base_aspects(ALEX, &["Vigilance", "Villainy"]);
    b.hand(ALEX, &[&suppressor]);
    let mine = b.unit_as(ALEX, "battlefield-marine", "Alex's Marine");
    let theirs = b.unit_as(NICO, "battlefield-marine", "Nico's Marine");
    let wing = b.unit(NICO, "republic-y-wing");
    let t = b.run(then_both_pass(vec![play(ALEX, &suppressor)]), END);
    check(&t);
    let board = last(&t);
    assert!(board.unit(mine).expect("in play").exhausted);
    assert!(board.unit(theirs).expect("in play").exhausted);
    assert!(!board.unit(wing).expect("in play").exhausted);
}

#[test]
fn rule_7_1_4_superlaser_blast_defeats_every_unit_of_both_players_at_once() {
    // SOR 043 Superlaser Blast: "Defeat all units." Every unit in play,
    // either side and either arena, is defeated by the one effect, both
    // players' units at once (7.1.4: an ability that affects both players
    // resolves for both at once where it can), each to its owner's discard
    // pile.
    let mut b = Board::new();
    let blast = card(&b, "SOR_043");
    b.base_aspects(ALEX, &["Vigilance", "Villainy"]);
    b.hand(ALEX, &[&blast]);
    b.unit(ALEX, "battlefield-marine");
    b.unit(NICO, "battlefield-marine");
    b.unit(NICO, "republic-y-wing");
    let t = b.run(then_both_pass(vec![play(ALEX, &blast)]), END);
    check(&t);
    let board = last(&t);
    assert!(board.units.is_empty(), "{:?}", board.units);
    assert!(board.players[1]
        .discard
        .contains(&"republic-y-wing".to_string()));
    assert!(board.players[0]
        .discard
        .contains(&"battlefield-marine".to_string()));
}

/// The id of a printed card by its set and number, read or not (a card in
/// a deck that no ability of it is asked of).
fn printed_id(b: &Board, set_number: &str) -> String {
    b.pool
        .find(set_number)
        .unwrap_or_else(|| panic!("{set_number} is in the pool"))
        .id
        .clone()
}

#[test]
fn a_search_for_up_to_2_units_reads_in_the_plural_and_a_search_for_one_stays_singular() {
    let a = ability(
        "When Played: Search the top 5 cards of your deck for up to 2 IMPERIAL units, reveal them, and draw them.",
        CardType::Unit,
    );
    let [Effect::SearchDraw {
        search: 5,
        card_type: Some(CardType::Unit),
        filter,
        count: 2,
    }] = &a.effects[..]
    else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(filter.trait_.as_deref(), Some("IMPERIAL"));
    let a = ability(
        "Search the top 5 cards of your deck for a REBEL card, reveal it, and draw it.",
        CardType::Event,
    );
    assert!(
        matches!(&a.effects[..], [Effect::SearchDraw { count: 1, .. }]),
        "{:?}",
        a.effects
    );
    // "up to 1" is printed "a": not read in the plural.
    assert!(round_trip(
        "Search the top 5 cards of your deck for up to 1 units, reveal them, and draw them.",
        CardType::Event
    )
    .is_err());
}

/// Alex plays Grand Moff Tarkin (SOR 084) with Admiral Motti, a Marine and
/// Admiral Ozzel on top of his deck (both Admirals IMPERIAL units), and
/// answers his search's choices with `picks`.
fn tarkin_searches(picks: &[&str]) -> (GameTrace, Board) {
    let mut b = Board::new();
    let tarkin = card(&b, "SOR_084");
    let motti = printed_id(&b, "SOR_226");
    let ozzel = printed_id(&b, "SOR_129");
    b.base_aspects(ALEX, &["Command", "Villainy"]);
    b.hand(ALEX, &[&tarkin]);
    b.deck(ALEX, &[&motti, "battlefield-marine", &ozzel], 10);
    let mut script = vec![play(ALEX, &tarkin)];
    script.extend(picks.iter().map(|p| choose(ALEX, &[p])));
    let t = b.run(then_both_pass(script), END);
    (t, b)
}

#[test]
fn rule_8_26_1_tarkin_finds_two_imperial_units_one_choice_at_a_time_and_draws_both() {
    // SOR 084 Grand Moff Tarkin: "When Played: Search the top 5 cards of
    // your deck for up to 2 IMPERIAL units, reveal them, and draw them."
    // The player chooses the cards the search finds (8.26.1), one choice
    // per card, each offering only IMPERIAL units and a stop; both go to
    // his hand and the three others to the bottom of the deck (8.26.2).
    let (t, b) = tarkin_searches(&["Admiral Ozzel", "Admiral Motti"]);
    check(&t);
    let first = decision(&t, "(1 of up to 2)");
    assert_eq!(first.chooser, "Alex");
    assert!(
        !first
            .options
            .iter()
            .any(|o| o.contains("Battlefield Marine")),
        "{:?}",
        first.options
    );
    assert!(first.options.iter().any(|o| o == "find nothing"));
    assert!(decision(&t, "(2 of up to 2)")
        .options
        .iter()
        .any(|o| o == "find no more"));
    let alex = &last(&t).players[0];
    let motti = printed_id(&b, "SOR_226");
    let ozzel = printed_id(&b, "SOR_129");
    assert_eq!(alex.hand.len(), 2, "{:?}", alex.hand);
    assert!(alex.hand.iter().any(|c| c.id() == Some(motti.as_str())));
    assert!(alex.hand.iter().any(|c| c.id() == Some(ozzel.as_str())));
    // 13 cards less the two drawn; the Marine went under the rest.
    assert_eq!(alex.deck.len(), 11);
    assert_eq!(
        alex.deck
            .iter()
            .filter(|c| c.id() == Some("battlefield-marine"))
            .count(),
        1
    );
    assert_ne!(alex.deck[0].id(), Some("battlefield-marine"));
}

#[test]
fn rule_8_30_1_tarkin_may_stop_after_one_card_found() {
    // "Up to 2" is any number from 0 to 2 (8.30.1): Alex takes Admiral
    // Motti and finds no more; Admiral Ozzel goes to the bottom with the
    // other searched cards.
    let (t, b) = tarkin_searches(&["Admiral Motti", "find no more"]);
    check(&t);
    let alex = &last(&t).players[0];
    let motti = printed_id(&b, "SOR_226");
    let ozzel = printed_id(&b, "SOR_129");
    assert_eq!(alex.hand.len(), 1, "{:?}", alex.hand);
    assert_eq!(alex.hand[0].id(), Some(motti.as_str()));
    assert_eq!(alex.deck.len(), 12);
    assert!(alex.deck.iter().any(|c| c.id() == Some(ozzel.as_str())));
}
