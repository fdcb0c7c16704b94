//! SHD 126 The Darksaber (an upgrade whose cost depends on the unit it is
//! played on, open question 30) and SOR 193 Millennium Falcon (enters play
//! ready; "When you ready cards during the regroup phase: Either pay 1 or
//! return this unit to her owner's hand.", open question 31): what the
//! reader makes of each line, that the writer gives it back, and that the
//! engine does on a board what the printed text says, marking the steps
//! that follow its reading of an open question.

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, last, read_whole, then_both_pass, END};
use timing_window::rulesets::swu::cards::text::{round_trip, Line};
use timing_window::rulesets::swu::cards::CardType;

const FOLLOWER: &str = "follower";
const MARINE: &str = "battlefield-marine";

/// Alex holds The Darksaber (cost 4, Command) with a base giving
/// Vigilance, so its Command icon costs 2 more (8.1.1); he controls
/// Follower of The Way (SHD 056, a Mandalorian) and a Battlefield Marine
/// (not one).
fn darksaber_board() -> (Board, String) {
    let mut b = Board::new();
    let saber = card(&b, "SHD_126");
    b.base_aspects(ALEX, &["Vigilance"]);
    b.hand(ALEX, &[&saber]);
    b.unit_as(ALEX, &card(&b, "SHD_056"), FOLLOWER);
    b.unit(ALEX, MARINE);
    (b, saber)
}

#[test]
fn rule_8_10_2_the_darksabers_penalty_line_reads_with_the_unit_it_is_played_on() {
    let line = "While playing this upgrade on a Mandalorian unit, ignore its aspect penalty.";
    let Ok(Line::OwnCost { cost, .. }) = round_trip(line, CardType::Upgrade) else {
        panic!("{line} is read");
    };
    assert!(cost.ignore_whole_penalty);
    assert_eq!(
        cost.on.and_then(|f| f.trait_).as_deref(),
        Some("Mandalorian")
    );
    // A unit's line is not an upgrade's: "this upgrade" is read on an
    // upgrade only.
    assert!(round_trip(line, CardType::Unit).is_err());
    // The whole card is read.
    let b = Board::new();
    read_whole(&b, "SHD_126");
}

#[test]
fn rule_6_2_1_the_darksaber_on_a_mandalorian_costs_4_and_the_step_is_marked_open_30() {
    // Reading A of open question 30: Alex commits to the unit as he
    // declares the play, each unit offered with what the upgrade costs
    // there; on the Mandalorian its penalty is ignored (8.10.2): 4.
    let (b, saber) = darksaber_board();
    let t = b.run(
        then_both_pass(vec![play(ALEX, &saber), choose(ALEX, &[FOLLOWER])]),
        END,
    );
    check(&t);
    let d = decision(&t, "Its cost depends on the unit");
    assert_eq!(d.options, vec![FOLLOWER.to_string(), MARINE.to_string()]);
    assert!(d
        .name_of(FOLLOWER)
        .contains("costs 4 there (its aspect penalty ignored)"));
    assert!(d
        .name_of(MARINE)
        .contains("costs 6 there (with 2 aspect penalty)"));
    assert_eq!(ready_after(&t), 6);
    let i = step_saying(&t, "no penalty is added for its Command icon");
    assert_eq!(t.steps[i].facts.readings, [30]);
    // It attaches to the unit chosen, with no second choice.
    assert!(t.choices().all(|(_, c)| !c.prompt.contains("attach it to")));
    let follower = last(&t)
        .units
        .iter()
        .find(|u| u.label == FOLLOWER)
        .expect("in play");
    assert_eq!(follower.upgrades.len(), 1);
}

#[test]
fn rule_8_1_1_the_darksaber_on_a_non_mandalorian_pays_the_penalty_unmarked() {
    let (b, saber) = darksaber_board();
    let t = b.run(
        then_both_pass(vec![play(ALEX, &saber), choose(ALEX, &[MARINE])]),
        END,
    );
    check(&t);
    assert_eq!(ready_after(&t), 4);
    assert!(t.steps.iter().all(|s| !s.facts.readings.contains(&30)));
    let marine = last(&t)
        .units
        .iter()
        .find(|u| u.label == MARINE)
        .expect("in play");
    assert_eq!(marine.upgrades.len(), 1);
}

#[test]
fn rule_8_1_1_with_command_provided_the_unit_is_chosen_as_it_attaches() {
    // No penalty to ignore: the cost does not depend on the unit, so the
    // unit is chosen as the upgrade is put into play (6.2.5b), unmarked.
    let (mut b, saber) = darksaber_board();
    b.base_aspects(ALEX, &["Command"]);
    let t = b.run(
        then_both_pass(vec![play(ALEX, &saber), choose(ALEX, &[FOLLOWER])]),
        END,
    );
    check(&t);
    assert_eq!(ready_after(&t), 6);
    decision(&t, "attach it to");
    assert!(t.steps.iter().all(|s| !s.facts.readings.contains(&30)));
}

#[test]
fn rule_3_6_5_the_darksabers_on_attack_gives_experience_to_each_other_friendly_mandalorian() {
    // The attached unit gains the On Attack ability (3.6.5): attacking
    // with the Follower gives an Experience token to House Kast Soldier
    // (SHD 162, a Mandalorian), not to the Marine nor to itself.
    let (mut b, _) = darksaber_board();
    b.hand(ALEX, &[]);
    let follower = b
        .state
        .units
        .iter()
        .find(|u| u.label == FOLLOWER)
        .map(|u| u.instance)
        .expect("follower");
    let saber = card(&b, "SHD_126");
    b.attach(follower, &saber, ALEX);
    b.unit_as(ALEX, &card(&b, "SHD_162"), "kast");
    let t = b.run(then_both_pass(vec![attack(ALEX, FOLLOWER, "base")]), END);
    check(&t);
    let board = last(&t);
    let experience = |label: &str| {
        board
            .units
            .iter()
            .find(|u| u.label == label)
            .map(|u| u.experience)
            .expect("in play")
    };
    assert_eq!(
        (experience("kast"), experience(MARINE), experience(FOLLOWER)),
        (1, 0, 0)
    );
}
