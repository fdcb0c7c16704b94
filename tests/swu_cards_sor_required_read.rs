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
