//! A unit's constant abilities read from its printed text (issue 26):
//! "Each [other] friendly|enemy <unit words> gets +N/+N [and gains ...]" /
//! "... gains <keyword>". While the unit is in play the change applies to
//! each unit it names, and to no other (7.3).

mod common;
mod read_cards;

use common::*;
use read_cards::{read_whole, END};
use timing_window::rulesets::swu::cards::text::{round_trip, Line};
use timing_window::rulesets::swu::cards::{Arena, CardType, ConstantScope, Keyword};
use timing_window::rulesets::swu::engine::stats::unit_stats;

/// The id of a printed unit read whole, with a constant ability.
fn card(b: &Board, set_number: &str) -> String {
    let c = read_whole(b, set_number);
    assert!(!c.constants.is_empty(), "{set_number} has a constant");
    c.id.clone()
}

#[test]
fn constant_lines_read_into_the_vocabulary_and_back() {
    let Ok(Line::Constant(k)) = round_trip(
        "Each friendly VEHICLE unit gets +1/+1 and gains Ambush.",
        CardType::Unit,
    ) else {
        panic!("not read")
    };
    assert_eq!(k.to, ConstantScope::FriendlyUnits);
    assert_eq!(k.filter.trait_.as_deref(), Some("VEHICLE"));
    assert_eq!(
        (k.power, k.hp, k.keywords.as_slice()),
        (1, 1, &[Keyword::Ambush][..])
    );
    let Ok(Line::Constant(k)) =
        round_trip("Each other friendly space unit gets +1/+1.", CardType::Unit)
    else {
        panic!("not read")
    };
    assert_eq!(k.to, ConstantScope::OtherFriendlyUnits);
    assert_eq!(k.filter.arena, Some(Arena::Space));
    // A keyword with a number is read alone, its number kept (7.5.4); an
    // event's "Each friendly unit ..." is no constant; neither is a leader
    // side's.
    let Ok(Line::Constant(raid)) =
        round_trip("Each other friendly unit gains Raid 1.", CardType::Unit)
    else {
        panic!("not read")
    };
    assert_eq!((raid.keywords.len(), raid.amount), (1, 1));
    assert!(round_trip(
        "Each other friendly unit gains Overwhelm.",
        CardType::Leader
    )
    .is_err());
    assert!(round_trip("Each friendly unit gets +1/+1.", CardType::Event).is_err());
}

#[test]
fn rule_7_3_victor_leader_gives_each_other_friendly_space_unit_plus_1_plus_1() {
    // JTL 085 Victor Leader: "Each other friendly space unit gets +1/+1."
    let mut b = Board::new();
    let victor = card(&b, "JTL_085");
    let own = b.unit(ALEX, &victor);
    let wing = b.unit(ALEX, "republic-y-wing");
    let marine = b.unit(ALEX, "battlefield-marine");
    let enemy_wing = b.unit(NICO, "republic-y-wing");
    let t = b.run(vec![pass(ALEX), pass(NICO)], END);
    let board = &t.steps.last().unwrap().board;
    let stats = |id| unit_stats(&b.pool, board, board.unit(id).unwrap());
    assert_eq!(stats(wing), (2, 4), "the other friendly space unit");
    assert_eq!(stats(own), (2, 4), "not itself");
    assert_eq!(stats(marine), (3, 3), "not a ground unit");
    assert_eq!(stats(enemy_wing), (1, 3), "not an enemy");
}

#[test]
fn rule_7_3_admiral_yularen_gives_each_other_friendly_heroism_unit_plus_0_plus_1() {
    // TWI 092 Admiral Yularen: "Each other friendly Heroism unit gets
    // +0/+1." The aspect is checked: the Marine (Command, Heroism) gets
    // it, the Lackeys do not.
    let mut b = Board::new();
    let yularen = card(&b, "TWI_092");
    b.unit(ALEX, &yularen);
    let marine = b.unit(ALEX, "battlefield-marine");
    let lackeys = b.unit(ALEX, "syndicate-lackeys");
    let t = b.run(vec![pass(ALEX), pass(NICO)], END);
    let board = &t.steps.last().unwrap().board;
    let stats = |id| unit_stats(&b.pool, board, board.unit(id).unwrap());
    assert_eq!(stats(marine), (3, 4));
    assert_eq!(stats(lackeys), (5, 4));
}
