//! Choices the rules give are asked even when one option is left (1.17.4,
//! 8.26.1), and what affects both players happens at once, or in the order
//! the ability's controller picks (7.1.4).

mod common;
use common::*;
use timing_window::rulesets::swu::cards::{Effect, PlayerSel, TimingPoint};
use timing_window::rulesets::swu::engine::{
    DelayedEffect, GameTrace, HiddenCard, Outcome, Phase, PhaseStep, StopPoint,
};

const END: StopPoint = StopPoint::Before(PhaseStep::RegroupStart);

/// The decision whose prompt contains `what`: who chose, the options.
fn decision<'t>(t: &'t GameTrace, what: &str) -> &'t timing_window::timing::ChoicePoint {
    t.choices()
        .map(|(_, c)| c)
        .find(|c| c.prompt.contains(what))
        .unwrap_or_else(|| panic!("no decision about {what:?}"))
}

fn labels(t: &GameTrace) -> Vec<String> {
    t.steps.iter().filter_map(|s| s.label.clone()).collect()
}

/// Triple Dark Raid searches the top 7 for a Vehicle: Inferno Four is the
/// only one.
fn search_board() -> Board {
    let mut b = Board::new();
    b.leader_aspects(ALEX, &["Vigilance", "Villainy"])
        .base_aspects(ALEX, &["Cunning"]);
    b.hand(ALEX, &["triple-dark-raid"]);
    b.deck(ALEX, &["inferno-four"], 10);
    b
}

#[test]
fn rule_8_26_1_a_search_may_find_nothing_though_one_card_qualifies() {
    let t = search_board().run(
        vec![
            play(ALEX, "triple-dark-raid"),
            choose(ALEX, &["find nothing"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let c = decision(&t, "which unit does Alex play?");
    assert_eq!(c.chooser_id.as_deref(), Some("alex"));
    assert_eq!(
        c.options,
        vec!["Inferno Four".to_string(), "find nothing".into()]
    );
    assert!(c.rules.contains(&"8.26.1".to_string()), "{:?}", c.rules);
    assert!(!labels(&t).iter().any(|l| l == "inferno-four/play"));
    // The 7 searched cards, Inferno Four among them, go to the bottom.
    let deck = &t.steps.last().unwrap().board.players[0].deck;
    let at = deck
        .iter()
        .position(|c| *c == HiddenCard::Known("inferno-four".into()))
        .expect("still in the deck");
    assert!(at >= deck.len() - 7, "at {at} of {}", deck.len());
    // Choosing the card plays it: the choice is the player's, recorded.
    let t = search_board().run(
        vec![
            play(ALEX, "triple-dark-raid"),
            choose(ALEX, &["Inferno Four"]),
            choose(ALEX, &["top: card 1, card 2; bottom: none"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    assert!(labels(&t).iter().any(|l| l == "inferno-four/play"));
    assert_eq!(
        decision(&t, "which unit does Alex play?").chosen,
        vec!["Inferno Four".to_string()]
    );
}

#[test]
fn rule_1_17_4_a_play_from_hand_may_go_as_though_no_unit_qualifies() {
    // Timely Intervention: "Play a unit from your hand." Yoda is the only
    // unit in hand; the hand is hidden from Nico, so Alex may play nothing.
    let mut b = Board::new();
    b.base_aspects(ALEX, &["Command"])
        .leader_aspects(ALEX, &["Vigilance", "Heroism"]);
    b.hand(ALEX, &["timely-intervention", "yoda"]);
    let t = b.run(
        vec![
            play(ALEX, "timely-intervention"),
            choose(ALEX, &["play nothing"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let c = decision(&t, "which unit does Alex play?");
    assert_eq!(c.options, vec!["Yoda".to_string(), "play nothing".into()]);
    assert!(c.rules.contains(&"1.17.4".to_string()), "{:?}", c.rules);
    let last = &t.steps.last().unwrap().board;
    assert!(last.units.is_empty());
    assert!(last.players[0]
        .hand
        .contains(&HiddenCard::Known("yoda".into())));
    // Without the decision the script is missing one: the engine does not
    // play Yoda on its own.
    let e = b.run_err(vec![play(ALEX, "timely-intervention"), pass(NICO)], END);
    assert!(
        e.message.contains("which unit does Alex play?"),
        "{}",
        e.message
    );
}

/// Grand Admiral Thrawn leads Alex's deck; the action phase is about to
/// start.
fn thrawn_board() -> Board {
    let mut b = Board::new().at(Phase::Regroup, PhaseStep::Ready);
    b.leader(ALEX, "grand-admiral-thrawn");
    b.deck(ALEX, &["yoda"], 5).deck(NICO, &["bossk"], 5);
    b
}

#[test]
fn rule_7_1_4_thrawns_controller_chooses_whose_deck_he_looks_at_first() {
    for (first, order) in [
        ("Nico first", ["Nico's deck: Bossk", "Alex's deck: Yoda"]),
        ("Alex first", ["Alex's deck: Yoda", "Nico's deck: Bossk"]),
    ] {
        let t = thrawn_board().run(vec![choose(ALEX, &[first]), pass(ALEX), pass(NICO)], END);
        let c = decision(&t, "Whose first?");
        assert_eq!(c.chooser_id.as_deref(), Some("alex"));
        assert_eq!(
            c.options,
            vec!["Alex first".to_string(), "Nico first".into()]
        );
        assert_eq!(c.rules, vec!["7.1.4".to_string()]);
        let looks: Vec<usize> = order
            .iter()
            .map(|o| {
                t.steps
                    .iter()
                    .position(|s| s.text.contains(o))
                    .unwrap_or_else(|| panic!("no look at {o}"))
            })
            .collect();
        assert!(looks[0] < looks[1], "{first}: {looks:?}");
    }
}

/// At the start of the regroup phase a delayed effect makes each player do
/// `effect`.
fn both_players_board(effect: Effect) -> Board {
    let mut b = Board::new().at(Phase::Regroup, PhaseStep::RegroupStart);
    b.state.delayed.push(DelayedEffect {
        label: "test/delayed".into(),
        source: "Test Effect".into(),
        controller: ALEX,
        at: TimingPoint::StartOfRegroupPhase,
        target: None,
        effects: vec![effect],
    });
    b
}

#[test]
fn rule_7_1_4_both_players_draw_from_empty_decks_at_once_and_the_game_is_a_draw() {
    let mut b = both_players_board(Effect::Draw {
        who: PlayerSel::EachPlayer,
        count: 1,
    });
    b.deck(ALEX, &[], 0).deck(NICO, &[], 0);
    b.base(ALEX, 30, 27).base(NICO, 30, 28);
    let t = b.run(vec![], StopPoint::Before(PhaseStep::Draw));
    let last = &t.steps.last().unwrap().board;
    // Both bases take their 3 before anything is checked: neither player
    // loses first.
    assert_eq!(last.players[0].base.damage, 30);
    assert_eq!(last.players[1].base.damage, 31);
    assert_eq!(last.outcome, Some(Outcome::Draw));
    let damage: Vec<_> = t
        .steps
        .iter()
        .filter(|s| s.text.contains("cannot draw"))
        .collect();
    assert_eq!(damage.len(), 2);
    assert!(damage
        .iter()
        .all(|s| s.rules.contains(&"7.1.4".to_string())));
}

#[test]
fn rule_7_1_4_each_player_chooses_a_discard_before_either_card_is_discarded() {
    let mut b = both_players_board(Effect::DiscardFromHand {
        who: PlayerSel::EachPlayer,
        count: 1,
    });
    b.hand(ALEX, &["yoda", "bossk"])
        .hand(NICO, &["vanquish", "fireball"]);
    let t = b.run(
        vec![choose(ALEX, &["Bossk"]), choose(NICO, &["Fireball"])],
        StopPoint::Before(PhaseStep::Draw),
    );
    let step_of = |what: &str| {
        t.steps
            .iter()
            .position(|s| s.text.contains(what))
            .unwrap_or_else(|| panic!("no step {what:?}"))
    };
    let nico_chooses = step_of("Nico chooses: Fireball");
    let alex_discards = step_of("Alex discards Bossk from hand");
    // Alex's card is still in his hand while Nico chooses.
    assert!(
        nico_chooses < alex_discards,
        "{nico_chooses} !< {alex_discards}"
    );
    let last = &t.steps.last().unwrap().board;
    assert_eq!(last.players[0].discard, vec!["bossk".to_string()]);
    assert_eq!(last.players[1].discard, vec!["fireball".to_string()]);
    assert!(t.steps[alex_discards].rules.contains(&"7.1.4".to_string()));
}
