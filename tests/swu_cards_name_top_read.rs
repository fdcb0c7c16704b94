//! Printed cards that name a card, choose a number, or look at or discard
//! the top card of a deck, read from their text alone (issue 26): "Name a
//! card" (8.17.1), "Choose a number" (8.4.5a), "Look at the top card of
//! your deck" (8.13), the card "it" a test asks about, and the play
//! restriction on a named card (8.19.3). What the reader makes of each
//! line, that the writer gives it back, and that the engine does on a
//! board what the printed text says; a deck card the scenario does not
//! name is unknown, and a test of it is an error, never a guess.

mod common;
mod read_cards;

use common::*;
use read_cards::{
    card_id as card, known_cards as known, last, read_ability as ability, then_both_pass, END,
};
use timing_window::rulesets::swu::cards::{CardTest, CardType, Effect, TheCardAct};
use timing_window::rulesets::swu::engine::{ErrorKind, HiddenCard, NamedRestriction};

#[test]
fn reinforcement_walker_reads_the_look_and_its_either_as_one_choice_of_two() {
    let a = ability(
        "When Played/On Attack: Look at the top card of your deck. Either draw that card or discard it and heal 3 damage from your base.",
        CardType::Unit,
    );
    let [look, Effect::ChooseOptions { count: 1, options }] = &a.effects[..] else {
        panic!("{:?}", a.effects)
    };
    assert!(matches!(look, Effect::LookAtTopOf { count: 1, .. }));
    assert_eq!(
        options[0],
        vec![Effect::TheCard {
            act: TheCardAct::Draw
        }]
    );
    assert!(matches!(
        options[1][..],
        [
            Effect::DiscardFromDeck { count: 1, .. },
            Effect::Heal { .. }
        ]
    ));
}

#[test]
fn rule_8_13_2_reinforcement_walker_draws_the_card_it_looked_at() {
    // SOR 119 Reinforcement Walker: Alex looks at the top card (Battlefield
    // Marine), which stays on top (8.13.2), and chooses to draw it.
    let mut b = Board::new();
    let walker = card(&b, "SOR_119");
    b.hand(ALEX, &[&walker]);
    b.deck(ALEX, &["battlefield-marine", "vanquish"], 0);
    b.base(ALEX, 30, 5);
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &walker),
            choose(ALEX, &["Draw that card."]),
        ]),
        END,
    );
    check(&t);
    let alex = &last(&t).players[0];
    assert_eq!(known(&alex.hand), vec!["battlefield-marine"]);
    assert_eq!(known(&alex.deck), vec!["vanquish"]);
    assert_eq!(alex.base.damage, 5, "no heal on the draw option");
    let asked = decision(&t, "which option");
    assert_eq!(asked.options.len(), 2);
    assert!(asked.rules.iter().any(|r| r == "8.4.4"));
}

#[test]
fn rule_8_4_4_reinforcement_walker_discards_it_and_heals_the_base_instead() {
    let mut b = Board::new();
    let walker = card(&b, "SOR_119");
    b.hand(ALEX, &[&walker]);
    b.deck(ALEX, &["battlefield-marine", "vanquish"], 0);
    b.base(ALEX, 30, 5);
    let discard_option = "Discard a card from your deck. Heal 3 damage from your base.";
    let t = b.run(
        then_both_pass(vec![play(ALEX, &walker), choose(ALEX, &[discard_option])]),
        END,
    );
    check(&t);
    let alex = &last(&t).players[0];
    assert!(known(&alex.hand).is_empty());
    assert_eq!(alex.discard.as_slice(), ["battlefield-marine"]);
    assert_eq!(known(&alex.deck), vec!["vanquish"]);
    assert_eq!(alex.base.damage, 2);
}

#[test]
fn rule_8_6_2_reinforcement_walker_with_an_empty_deck_draws_nothing_and_takes_no_damage() {
    // Looking at an empty deck is ignored (8.6.2): there is no "that card",
    // so the draw option does not draw from the empty deck (no 3 damage of
    // 8.6.1).
    let mut b = Board::new();
    let walker = card(&b, "SOR_119");
    b.hand(ALEX, &[&walker]);
    b.deck(ALEX, &[], 0);
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &walker),
            choose(ALEX, &["Draw that card."]),
        ]),
        END,
    );
    check(&t);
    assert_eq!(last(&t).players[0].base.damage, 0);
    step_saying(&t, "there is no card to take");
}

#[test]
fn kuiil_reads_the_discard_and_the_test_of_the_discarded_card_together() {
    let a = ability(
        "On Attack: Discard a card from your deck. If it shares an aspect with your base, return it to your hand.",
        CardType::Unit,
    );
    let [Effect::DiscardFromDeck { count: 1, .. }, Effect::IfTheCard { test, then }] =
        &a.effects[..]
    else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(*test, CardTest::SharesAspectWithYourBase);
    assert_eq!(
        then,
        &vec![Effect::TheCard {
            act: TheCardAct::ReturnToHand
        }]
    );
    // "it" is read only after an opener that has a card: alone, the test
    // is not read.
    assert!(timing_window::rulesets::swu::cards::text::round_trip(
        "On Attack: If it shares an aspect with your base, return it to your hand.",
        CardType::Unit
    )
    .is_err());
}

/// Kuiil's On Attack first, then its Restore 1 (both trigger on the
/// attack; its controller orders them).
fn kuiil_order() -> timing_window::rulesets::swu::engine::ScriptEntry {
    choose(ALEX, &["Kuiil/on-attack", "Kuiil/restore"])
}

#[test]
fn rule_7_1_5_kuiil_returns_a_discarded_card_that_shares_an_aspect_with_the_base() {
    // SHD 041 Kuiil attacks: Battlefield Marine (Command, Heroism) is
    // discarded from the top of Alex's deck; his base is Command, so it
    // goes back to his hand.
    let mut b = Board::new();
    let kuiil = card(&b, "SHD_041");
    b.unit_as(ALEX, &kuiil, "Kuiil");
    b.deck(ALEX, &["battlefield-marine"], 2);
    b.base_aspects(ALEX, &["Command"]);
    let t = b.run(
        then_both_pass(vec![attack(ALEX, "Kuiil", "base"), kuiil_order()]),
        END,
    );
    check(&t);
    let alex = &last(&t).players[0];
    assert_eq!(known(&alex.hand), vec!["battlefield-marine"]);
    assert!(alex.discard.is_empty());
    assert_eq!(alex.deck.len(), 2);
}

#[test]
fn rule_7_1_5_kuiil_leaves_a_card_that_shares_no_aspect_in_the_discard_pile() {
    let mut b = Board::new();
    let kuiil = card(&b, "SHD_041");
    b.unit_as(ALEX, &kuiil, "Kuiil");
    b.deck(ALEX, &["battlefield-marine"], 0);
    b.base_aspects(ALEX, &["Aggression"]);
    let t = b.run(
        then_both_pass(vec![attack(ALEX, "Kuiil", "base"), kuiil_order()]),
        END,
    );
    check(&t);
    let alex = &last(&t).players[0];
    assert!(known(&alex.hand).is_empty());
    assert_eq!(alex.discard.as_slice(), ["battlefield-marine"]);
}

#[test]
fn kuiil_asks_for_the_card_when_the_scenario_leaves_the_top_of_the_deck_unknown() {
    // The engine cannot know an unknown card's aspects: an error asking
    // for the card, never a guess.
    let mut b = Board::new();
    let kuiil = card(&b, "SHD_041");
    b.unit_as(ALEX, &kuiil, "Kuiil");
    b.deck(ALEX, &[], 3);
    b.base_aspects(ALEX, &["Command"]);
    let e = b.run_err(
        then_both_pass(vec![attack(ALEX, "Kuiil", "base"), kuiil_order()]),
        END,
    );
    assert_eq!(e.kind, ErrorKind::Unsupported);
    assert!(
        e.message.contains("list it on top of the deck"),
        "{}",
        e.message
    );
}

#[test]
fn c_3po_reads_the_number_the_look_and_the_test_of_its_cost() {
    let a = ability(
        "When Played/On Attack: Choose a number, then look at the top card of your deck. If its cost is the chosen number, you may reveal and draw it.",
        CardType::Unit,
    );
    let [Effect::ChooseNumber, Effect::LookAtTopOf { count: 1, .. }, Effect::IfTheCard { test, then }] =
        &a.effects[..]
    else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(*test, CardTest::CostIsChosenNumber);
    assert!(matches!(&then[..], [Effect::May { .. }]));
}

#[test]
fn rule_8_4_5a_c_3po_draws_the_top_card_when_its_cost_is_the_chosen_number() {
    // SOR 238 C-3PO: Alex chooses 2; Battlefield Marine costs 2, so he may
    // reveal and draw it, and does.
    let mut b = Board::new();
    let c3po = card(&b, "SOR_238");
    b.hand(ALEX, &[&c3po]);
    b.deck(ALEX, &["battlefield-marine"], 1);
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &c3po),
            choose(ALEX, &["2"]),
            choose(ALEX, &["yes"]),
        ]),
        END,
    );
    check(&t);
    let alex = &last(&t).players[0];
    assert_eq!(known(&alex.hand), vec!["battlefield-marine"]);
    let asked = decision(&t, "which number");
    assert_eq!(asked.chosen, vec!["2"]);
    assert!(asked.rules.iter().any(|r| r == "8.4.5a"));
    step_saying(&t, "reveals Battlefield Marine");
}

#[test]
fn rule_8_4_5a_c_3po_leaves_the_card_when_another_number_was_chosen_and_any_number_is_legal() {
    // 40 is no printed card's cost, but any whole number may be chosen.
    let mut b = Board::new();
    let c3po = card(&b, "SOR_238");
    b.hand(ALEX, &[&c3po]);
    b.deck(ALEX, &["battlefield-marine"], 1);
    let t = b.run(
        then_both_pass(vec![play(ALEX, &c3po), choose(ALEX, &["40"])]),
        END,
    );
    check(&t);
    let alex = &last(&t).players[0];
    assert!(known(&alex.hand).is_empty());
    assert_eq!(known(&alex.deck), vec!["battlefield-marine"]);
    // A number is whole and not negative: "-1" is no legal choice.
    let e = b.run_err(
        then_both_pass(vec![play(ALEX, &c3po), choose(ALEX, &["-1"])]),
        END,
    );
    assert_eq!(e.kind, ErrorKind::IllegalDecision);
}

#[test]
fn regional_governor_reads_the_name_and_the_play_restriction() {
    let a = ability(
        "When Played: Name a card. While this unit is in play, opponents can't play the named card.",
        CardType::Unit,
    );
    assert_eq!(
        a.effects,
        vec![
            Effect::NameACard,
            Effect::OpponentsCantPlayNamed {
                with_that_name: false
            }
        ]
    );
}

#[test]
fn rule_8_19_3_regional_governor_stops_the_opponent_playing_the_named_card() {
    // The CR's own example (8.19.3): Alex's Regional Governor names
    // Battlefield Marine; Nico can't play his.
    let mut b = Board::new();
    let governor = card(&b, "SOR_062");
    b.hand(ALEX, &[&governor]);
    b.hand(NICO, &["battlefield-marine"]);
    let script = vec![
        play(ALEX, &governor),
        choose(ALEX, &["Battlefield Marine"]),
        play(NICO, "battlefield-marine"),
    ];
    let e = b.run_err(script, END);
    assert_eq!(e.kind, ErrorKind::IllegalAction);
    assert!(e.message.contains("8.19.3"), "{}", e.message);
    // Nico may still pass; the named card stays in his hand.
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &governor),
            choose(ALEX, &["Battlefield Marine"]),
        ]),
        END,
    );
    check(&t);
    assert_eq!(known(&last(&t).players[1].hand), vec!["battlefield-marine"]);
    assert_eq!(last(&t).cant_play_named.len(), 1);
}

#[test]
fn rule_8_17_1_any_card_may_be_named_even_one_not_in_the_game() {
    // Naming is any card of the game (8.17.1), without a subtitle: the
    // listed options are the cards in this game, and another printed
    // card's name is taken too; a name no card has is not.
    let mut b = Board::new();
    let governor = card(&b, "SOR_062");
    b.hand(ALEX, &[&governor]);
    b.hand(NICO, &["battlefield-marine"]);
    let t = b.run(
        then_both_pass(vec![play(ALEX, &governor), choose(ALEX, &["Darth Vader"])]),
        END,
    );
    check(&t);
    let asked = decision(&t, "which card does Alex name");
    assert_eq!(asked.chosen, vec!["Darth Vader"]);
    assert!(asked.options.iter().any(|o| o == "Battlefield Marine"));
    assert!(asked.rules.iter().any(|r| r == "8.17.1"));
    let e = b.run_err(
        then_both_pass(vec![play(ALEX, &governor), choose(ALEX, &["No Such Card"])]),
        END,
    );
    assert_eq!(e.kind, ErrorKind::IllegalDecision);
}

#[test]
fn rule_8_5_4_a_restriction_ends_when_its_unit_is_no_longer_in_play() {
    // A Regional Governor that left play restricts nothing: a new copy
    // played later does not take up the old name (8.5.4's example). The
    // restriction of a copy no longer in play lets Nico play the card.
    let mut b = Board::new();
    let gone = b.state.new_instance();
    b.state.cant_play_named.push(NamedRestriction {
        unit: gone,
        player: NICO,
        name: "Battlefield Marine".into(),
        more: 0,
    });
    b.hand(NICO, &["battlefield-marine"]);
    let t = b.run(
        vec![
            pass(ALEX),
            play(NICO, "battlefield-marine"),
            pass(ALEX),
            pass(NICO),
        ],
        END,
    );
    check(&t);
    assert!(known(&last(&t).players[1].hand).is_empty());
}

#[test]
fn ryder_azadi_and_chimaera_read_their_sentences_about_the_name() {
    let a = ability(
        "When Played: Name a card. While this unit is in play, opponents can't play cards with that name.",
        CardType::Unit,
    );
    assert_eq!(
        a.effects,
        vec![
            Effect::NameACard,
            Effect::OpponentsCantPlayNamed {
                with_that_name: true
            }
        ]
    );
    let a = ability(
        "On Attack: Name a card. An opponent reveals their hand and discards a card with that name from it.",
        CardType::Unit,
    );
    assert!(matches!(
        a.effects[..],
        [Effect::NameACard, Effect::DiscardNamedFromHand { .. }]
    ));
    // "Name a card." alone names nothing the ability uses: not read.
    assert!(timing_window::rulesets::swu::cards::text::round_trip(
        "When Played: Name a card.",
        CardType::Unit
    )
    .is_err());
}

#[test]
fn rule_8_17_2_chimaera_makes_the_opponent_discard_a_card_with_the_named_name() {
    // SOR 185 Chimaera attacks; Alex names Battlefield Marine; Nico reveals
    // his hand (8.25.1) and discards his Battlefield Marine.
    let mut b = Board::new();
    let chimaera = card(&b, "SOR_185");
    b.unit_as(ALEX, &chimaera, "Chimaera");
    b.hand(NICO, &["battlefield-marine", "vanquish"]);
    let t = b.run(
        then_both_pass(vec![
            attack(ALEX, "Chimaera", "base"),
            choose(ALEX, &["Battlefield Marine"]),
        ]),
        END,
    );
    check(&t);
    let nico = &last(&t).players[1];
    assert_eq!(known(&nico.hand), vec!["vanquish"]);
    assert_eq!(nico.discard.as_slice(), ["battlefield-marine"]);
    step_saying(&t, "Nico reveals their hand");
    // A name Nico's hand does not hold: nothing is discarded.
    let t = b.run(
        then_both_pass(vec![
            attack(ALEX, "Chimaera", "base"),
            choose(ALEX, &["Darth Vader"]),
        ]),
        END,
    );
    assert_eq!(known(&last(&t).players[1].hand).len(), 2);
}

#[test]
fn chimaera_asks_for_the_hand_when_the_scenario_leaves_it_unknown() {
    let mut b = Board::new();
    let chimaera = card(&b, "SOR_185");
    b.unit_as(ALEX, &chimaera, "Chimaera");
    b.state.player_mut(NICO).hand = vec![HiddenCard::Unknown].into();
    let e = b.run_err(
        then_both_pass(vec![
            attack(ALEX, "Chimaera", "base"),
            choose(ALEX, &["Battlefield Marine"]),
        ]),
        END,
    );
    assert_eq!(e.kind, ErrorKind::Unsupported);
}
