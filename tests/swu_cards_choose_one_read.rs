//! Printed cards read from their text alone (issue 26): an event printed
//! as "Choose one:" and its options, one a line (8.4.4). What the reader
//! makes of the card, that the writer gives each line back, that the
//! engine offers the options as a choice of the player and resolves the
//! one picked, and its mark for open question 23 (an option that changes
//! nothing).

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, last, read_whole, then_both_pass, END};
use timing_window::rulesets::swu::cards::text::read_card;
use timing_window::rulesets::swu::cards::{CardType, Effect, Trigger};
use timing_window::rulesets::swu::engine::readings;
use timing_window::rulesets::{Board as RunBoard, Bundled};
use timing_window::scenario;

#[test]
fn choose_one_reads_as_one_event_ability_with_its_options() {
    let r = read_card(
        "Choose one:\nCreate 2 Clone Trooper tokens.\nCreate 3 Battle Droid tokens.",
        CardType::Event,
    );
    assert!(r.unread.is_empty(), "{:?}", r.unread);
    let [a] = &r.abilities[..] else {
        panic!("{:?}", r.abilities)
    };
    assert_eq!(a.when, vec![Trigger::Event]);
    let [Effect::ChooseOptions { count: 1, options }] = &a.effects[..] else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(options.len(), 2);
    // An option the reader cannot read leaves the header unread too: the
    // card is not modelled.
    let r = read_card(
        "Choose one:\nCreate 2 Clone Trooper tokens.\nDo something unheard of.",
        CardType::Event,
    );
    assert!(
        r.unread.contains(&"Choose one:".to_string()),
        "{:?}",
        r.unread
    );
    // "Choose two, in any order:" with two lines only is not a choice.
    let r = read_card(
        "Choose two, in any order:\nDraw a card.\nCreate 2 Clone Trooper tokens.",
        CardType::Event,
    );
    assert!(!r.unread.is_empty());
}

#[test]
fn rule_8_4_4_manufactured_soldiers_alex_picks_the_battle_droids() {
    // TWI 102 Manufactured Soldiers: "Choose one: Create 2 Clone Trooper
    // tokens. / Create 3 Battle Droid tokens." Alex is offered both
    // options and picks the droids: three Battle Droid tokens enter play
    // for him, and no Clone Trooper.
    let mut b = Board::new();
    let soldiers = card(&b, "TWI_102");
    read_whole(&b, "TWI_102");
    b.base_aspects(ALEX, &["Command"]);
    b.leader_aspects(ALEX, &["Command"]);
    b.hand(ALEX, &[&soldiers]);
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &soldiers),
            choose(ALEX, &["Create 3 Battle Droid tokens."]),
        ]),
        END,
    );
    let c = decision(&t, "which option");
    assert_eq!(c.chooser, "Alex");
    assert_eq!(
        c.options,
        vec![
            "Create 2 Clone Trooper tokens.".to_string(),
            "Create 3 Battle Droid tokens.".to_string()
        ]
    );
    let board = last(&t);
    let droids = board
        .units
        .iter()
        .filter(|u| u.card == "battle-droid" && u.controller == ALEX)
        .count();
    assert_eq!(droids, 3);
    assert!(!board.units.iter().any(|u| u.card == "clone-trooper"));
    // Both options change the game: nothing is marked with question 23.
    assert!(!t.steps.iter().any(|s| s
        .facts
        .readings
        .contains(&readings::CHOOSE_AN_OPTION_THAT_DOES_NOTHING)));
}

/// A training event with two options, one of which ("Defeat an enemy
/// unit") can do nothing on a board with no enemy unit.
const TWO_WAYS: &str = r#"
id = "two-ways"
title = "A board for open entry 23"
summary = "A training event whose first option can do nothing here."
difficulty = 3
tags = ["readings"]
rules = ["8.4.4"]
tests = "The engine's mark after an option that changed nothing."
rules_edition = "CR v7.0"
author = "Timing Window"
situation = "A board built for a test."
assumptions = "Alex is the active player."

[players.alex]
base = { name = "Administrator's Tower", hp = 30, damage = 0 }
leader_aspects = ["Command"]
resources = { ready = 5, exhausted = 0 }
hand = ["two-ways"]
hand_unknown = 0
deck_size = 20

[players.nico]
base = { name = "Echo Base", hp = 30, damage = 0 }
leader_aspects = ["Vigilance"]
resources = { ready = 5, exhausted = 0 }
hand_unknown = 2
deck_size = 20

[state]
round = 2
phase = "action"
step = "turns"
initiative = "alex"

[run]
stop_before = "action_end"

[[card]]
id = "two-ways"
name = "Two Ways"
type = "event"
cost = 1
aspects = ["Command"]
text = "Choose one: Defeat an enemy unit. Draw a card."
[[card.ability]]
when = ["event"]
effects = [{ do = "choose_options", count = 1, options = [[{ do = "defeat", target = "chosen_enemy_unit" }], [{ do = "draw", count = 1 }]] }]

[[script]]
player = "alex"
action = "play"
card = "two-ways"

[[script]]
player = "alex"
choose = "Defeat an enemy unit."

[[script]]
player = "nico"
action = "pass"

[[script]]
player = "alex"
action = "pass"
"#;

#[test]
fn rule_8_4_4_an_option_that_changes_nothing_may_be_chosen_marked_open_23() {
    let pool = Bundled::bundled().expect("bundled data loads");
    let p = scenario::prepare("x.toml", TWO_WAYS, &pool).unwrap_or_else(|d| panic!("{d:#?}"));
    // The engine's reading: both options are offered, the one that can do
    // nothing (no enemy unit to defeat) among them.
    let c = p
        .trace
        .choices()
        .map(|(_, c)| c)
        .find(|c| c.prompt.contains("which option"))
        .expect("the options are a choice");
    assert_eq!(c.options.len(), 2, "{:?}", c.options);
    // Alex took it: he drew nothing, and the step after the option is
    // marked with entry 23 (and only that step).
    let marked: Vec<_> = p
        .trace
        .steps
        .iter()
        .filter(|s| {
            s.facts
                .readings
                .contains(&readings::CHOOSE_AN_OPTION_THAT_DOES_NOTHING)
        })
        .collect();
    assert_eq!(marked.len(), 1, "{marked:#?}");
    assert!(
        marked[0].text.contains("changed nothing"),
        "{}",
        marked[0].text
    );
    let RunBoard::Swu(g) = &p.trace.steps.last().expect("steps").board else {
        panic!("an SWU run")
    };
    assert_eq!(
        g.players[0].hand.len(),
        0,
        "no card drawn: {:?}",
        g.players[0].hand
    );
}

/// Alex defeats his own K-2SO with Vanquish (Nico holds two cards) and
/// picks `option` of its When Defeated; the run.
fn k2so_defeated(
    option: &str,
    after: Vec<timing_window::rulesets::swu::engine::ScriptEntry>,
) -> timing_window::rulesets::swu::engine::GameTrace {
    let mut b = Board::new();
    let k2 = card(&b, "SOR_145");
    b.unit_as(ALEX, &k2, "K-2SO");
    b.unit_as(NICO, "battlefield-marine", "Marine");
    b.base_aspects(ALEX, &["Vigilance"]);
    b.hand(ALEX, &["vanquish"]);
    b.hand(NICO, &["vanquish", "battlefield-marine"]);
    let mut script = vec![
        play(ALEX, "vanquish"),
        choose(ALEX, &["K-2SO"]),
        choose(ALEX, &[option]),
    ];
    script.extend(after);
    b.run(then_both_pass(script), END)
}

#[test]
fn rule_8_4_4_k2so_alex_chooses_3_damage_to_nicos_base() {
    // SOR 145 K-2SO: "When Defeated: For each opponent, choose one: either
    // deal 3 damage to that player's base, or that player discards a card
    // from their hand." Two players: the one opponent, Nico. Alex, who
    // controlled K-2SO, is offered both options.
    let t = k2so_defeated("Deal 3 damage to an enemy base.", vec![]);
    let c = decision(&t, "which option");
    assert_eq!(c.chooser, "Alex");
    assert_eq!(c.options.len(), 2, "{:?}", c.options);
    let board = last(&t);
    assert_eq!(board.players[1].base.damage, 3);
    assert_eq!(board.players[1].hand.len(), 2);
}

#[test]
fn rule_1_14_2_k2so_nico_picks_the_card_he_discards() {
    // The CR's own example (1.14.2): Alex picks the discard, and Nico, the
    // player discarding from his own hand, picks which card.
    let t = k2so_defeated(
        "Each opponent discards a card from their hand.",
        vec![choose(NICO, &["Vanquish"])],
    );
    let c = decision(&t, "discard from hand");
    assert_eq!(c.chooser, "Nico");
    let board = last(&t);
    assert_eq!(board.players[1].base.damage, 0);
    assert_eq!(board.players[1].discard, vec!["vanquish".to_string()]);
}

#[test]
fn rule_8_4_4_k2so_the_discard_with_an_empty_hand_is_marked_open_23() {
    // Nico's hand is empty: the discard does nothing, and whether Alex may
    // pick it while 3 damage to the base could resolve is open question
    // 23. The engine allows it and marks the step after it.
    let mut b = Board::new();
    let k2 = card(&b, "SOR_145");
    b.unit_as(ALEX, &k2, "K-2SO");
    b.base_aspects(ALEX, &["Vigilance"]);
    b.hand(ALEX, &["vanquish"]);
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, "vanquish"),
            choose(ALEX, &["Each opponent discards a card from their hand."]),
        ]),
        END,
    );
    assert_eq!(last(&t).players[1].base.damage, 0);
    let marked: Vec<_> = t
        .steps
        .iter()
        .filter(|s| {
            s.facts
                .readings
                .contains(&readings::CHOOSE_AN_OPTION_THAT_DOES_NOTHING)
        })
        .collect();
    assert_eq!(marked.len(), 1, "{marked:#?}");
}
