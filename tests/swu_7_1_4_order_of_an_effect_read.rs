//! CR v7.0 7.1.4 on its own example card, Grand Admiral Thrawn (SOR 016):
//! an ability that affects both players and cannot resolve for both at
//! once is resolved in the order its controller chooses. Thrawn's "Look
//! at the top card of each player's deck" is read from its print, and the
//! engine asks Thrawn's controller (not the player with the initiative)
//! whose deck comes first, on both sides of the card; the looks follow the
//! answer.

mod common;
mod read_cards;

use common::*;
use read_cards::read_ability;
use timing_window::rulesets::swu::cards::{CardType, Effect, PlayerSel, Trigger};
use timing_window::rulesets::swu::engine::{ErrorKind, GameTrace, Phase, PhaseStep};
use timing_window::timing::ChoicePoint;

/// The printed line both sides of Thrawn begin with.
const LOOK: &str = "When the action phase starts: Look at the top card of each player's deck.";

/// Nico's Grand Admiral Thrawn leads his deck (deployed or not), Alex
/// holds the initiative, and the regroup phase reaches its ready step.
/// Alex's top card is Yoda, Nico's Bossk.
fn nico_leads_thrawn(deployed: bool) -> Board {
    let mut b = Board::new().at(Phase::Regroup, PhaseStep::Ready);
    b.leader(NICO, "grand-admiral-thrawn");
    if deployed {
        let l = b.state.players[1].leader.as_mut().unwrap();
        l.deployed = true;
        l.epic_action_used = true;
        b.unit(NICO, "grand-admiral-thrawn");
    }
    b.deck(ALEX, &["yoda"], 5).deck(NICO, &["bossk"], 5);
    b
}

/// Run into the new action phase: Nico answers `first`, then both pass.
fn look(b: &Board, first: &str) -> GameTrace {
    b.run(
        vec![choose(NICO, &[first]), pass(ALEX), pass(NICO)],
        REGROUP_START,
    )
}

/// The index of the step where Nico looks at `whose` deck.
fn look_at(t: &GameTrace, whose: &str) -> usize {
    step_saying(t, &format!("Nico looks at the top of {whose}'s deck"))
}

/// The decision of the order: who made it and what else was legal.
fn order_decision(t: &GameTrace) -> &ChoicePoint {
    decision(t, "Whose first?")
}

/// The options of the order, sorted: which is listed first says nothing.
fn both(options: &[String]) -> Vec<String> {
    let mut v = options.to_vec();
    v.sort();
    v
}

#[test]
fn rule_7_1_4_thrawns_printed_look_affects_each_player_and_the_card_plays_that_reading() {
    let read = read_ability(LOOK, CardType::Leader);
    assert_eq!(read.when, vec![Trigger::ActionPhaseStarts]);
    assert_eq!(
        read.effects,
        vec![Effect::LookAtTopOf {
            who: PlayerSel::EachPlayer,
            count: 1
        }]
    );
    // The card the engine plays (SOR 016) does what its print says, on
    // its leader side and its unit side.
    let b = Board::new();
    let thrawn = b.pool.find("SOR_016").expect("SOR 016 is in the pool");
    assert!(thrawn.text.starts_with(LOOK), "{}", thrawn.text);
    assert!(
        thrawn.back_text.as_deref().unwrap_or("").starts_with(LOOK),
        "{:?}",
        thrawn.back_text
    );
    for side in [&thrawn.abilities, &thrawn.unit_abilities] {
        let played = side
            .iter()
            .find(|a| a.when == read.when)
            .expect("the side has the look");
        assert_eq!(played.effects, read.effects);
    }
}

#[test]
fn rule_7_1_4_thrawns_controller_chooses_whose_deck_is_looked_at_first() {
    for deployed in [false, true] {
        let b = nico_leads_thrawn(deployed);
        for (first, before, after) in [
            ("Alex first", "Alex", "Nico"),
            ("Nico first", "Nico", "Alex"),
        ] {
            let t = look(&b, first);
            let c = order_decision(&t);
            // Thrawn's controller decides, though Alex holds the
            // initiative, and either order is legal: no order is required.
            assert_eq!(c.chooser_id.as_deref(), Some("nico"), "deployed {deployed}");
            assert_eq!(both(&c.options), strings(&["Alex first", "Nico first"]));
            assert_eq!(c.rules, strings(&["7.1.4"]));
            assert_eq!(c.chosen, strings(&[first]));
            // The looks follow the answer, and each card is seen.
            let (i, j) = (look_at(&t, before), look_at(&t, after));
            assert!(i < j, "deployed {deployed}, {first}: {i} {j}");
            assert!(said(&t, "Nico looks at the top of Alex's deck: Yoda."));
            assert!(said(&t, "Nico looks at the top of Nico's deck: Bossk."));
        }
    }
}

#[test]
fn rule_7_1_4_without_an_answer_the_engine_stops_at_the_order_and_does_not_pick_one() {
    // The script gives no answer: the run cannot go on without Nico's
    // choice, and no deck is looked at in an order Nico did not pick.
    let b = nico_leads_thrawn(false);
    let e = b.run_err(vec![pass(ALEX), pass(NICO)], REGROUP_START);
    assert_eq!(e.kind, ErrorKind::MissingDecision, "{e}");
    assert!(e.message.contains("Nico must first decide"), "{e}");
    assert!(e.message.contains("Whose first?"), "{e}");
    assert_eq!(both(&e.options), strings(&["Alex first", "Nico first"]));
}
