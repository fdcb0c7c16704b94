//! Printed cards that use the Force (8.37) read from their text (issue
//! 26): "Use the Force. If you do, ..." with no "You may" printed. What the
//! reader makes of the line, that the writer gives it back, and that the
//! engine leaves using the Force to the player (8.37.4) and resolves the
//! rest only when they did (8.9.1).

mod common;
mod read_cards;

use common::*;
use read_cards::{alex_holding, last, read_ability as ability, then_both_pass, END};
use timing_window::rulesets::swu::cards::{CardType, Effect};

#[test]
fn rule_8_37_4_use_the_force_without_you_may_reads_into_the_vocabulary_and_back() {
    let a = ability(
        "Use the Force. If you do, deal 3 damage to a unit.",
        CardType::Event,
    );
    let [Effect::IfYouUseTheForce { then }] = &a.effects[..] else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(then.len(), 1);
    // The "You may" form stays the "if you do" of a chosen part.
    let a = ability(
        "When Played: You may use the Force. If you do, draw a card.",
        CardType::Unit,
    );
    assert!(
        matches!(&a.effects[..], [Effect::IfYouDo { may, .. }] if may == &vec![Effect::UseTheForce]),
        "{:?}",
        a.effects
    );
}

/// Sorcerous Blast (LOF 172): "Use the Force. If you do, deal 3 damage to
/// a unit." Nico's Battlefield Marine (3 HP) is the only unit.
fn blast(
    force: bool,
) -> (
    Board,
    String,
    timing_window::rulesets::swu::engine::InstanceId,
) {
    let (mut b, blast) = alex_holding("LOF_172", &["Aggression"]);
    b.state.player_mut(ALEX).force_token = force;
    let marine = b.unit(NICO, "battlefield-marine");
    (b, blast, marine)
}

#[test]
fn rule_8_37_4_sorcerous_blast_deals_3_damage_when_alex_uses_the_force() {
    let (b, blast, marine) = blast(true);
    let t = b.run(
        then_both_pass(vec![play(ALEX, &blast), choose(ALEX, &["yes"])]),
        END,
    );
    let c = decision(&t, "use the Force");
    assert_eq!(c.chooser, "Alex");
    let board = last(&t);
    assert!(!board.players[0].force_token, "the Force token is defeated");
    assert_eq!(board.unit(marine), None, "3 damage defeats the Marine");
}

#[test]
fn rule_8_37_4_using_the_force_is_the_players_choice_even_without_you_may() {
    // Alex keeps the token: nothing after "If you do" happens.
    let (b, blast, marine) = blast(true);
    let t = b.run(
        then_both_pass(vec![play(ALEX, &blast), choose(ALEX, &["no"])]),
        END,
    );
    step_saying(&t, "does not use the Force");
    let board = last(&t);
    assert!(board.players[0].force_token);
    assert_eq!(board.unit(marine).map(|u| u.damage), Some(0));
}

#[test]
fn rule_8_37_4_without_a_force_token_the_force_cannot_be_used_and_nothing_follows() {
    let (b, blast, marine) = blast(false);
    let t = b.run(then_both_pass(vec![play(ALEX, &blast)]), END);
    assert!(!t.choices().any(|(_, c)| c.prompt.contains("use the Force")));
    step_saying(&t, "controls no Force token");
    assert_eq!(last(&t).unit(marine).map(|u| u.damage), Some(0));
}

#[test]
fn rule_8_37_4_cure_wounds_heals_6_damage_after_the_force_is_used() {
    // LOF 075 Cure Wounds: "Use the Force. If you do, heal 6 damage from a
    // unit." Alex's Marine with 2 damage is healed whole.
    let (mut b, cure) = alex_holding("LOF_075", &["Vigilance"]);
    b.state.player_mut(ALEX).force_token = true;
    let marine = b.unit(ALEX, "battlefield-marine");
    b.unit_mut(marine).damage = 2;
    let t = b.run(
        then_both_pass(vec![play(ALEX, &cure), choose(ALEX, &["yes"])]),
        END,
    );
    let board = last(&t);
    assert_eq!(board.unit(marine).map(|u| u.damage), Some(0));
    assert!(!board.players[0].force_token);
}

#[test]
fn rule_8_37_1_a_scenario_gives_a_player_the_force_token_and_the_board_shows_it() {
    // `force_token = true` in a scenario: Sorcerous Blast may use it, and
    // the board draws the token on Alex's side until it is used.
    use timing_window::rulesets::swu::cards::CardPool;
    use timing_window::rulesets::BoardModel;
    use timing_window::scenario;
    let text = r#"id = "force-token"
title = "The Force token"
summary = "Alex uses the Force."
difficulty = 1
tags = ["cards"]
rules = ["8.37.4"]
tests = "That a scenario can give a player the Force token."
rules_edition = "CR v7.0"
author = "Timing Window"
situation = "Alex plays Sorcerous Blast."

[players.alex]
base = { name = "Echo Base", hp = 30 }
resources = { ready = 5, exhausted = 0 }
hand = ["Sorcerous Blast"]
deck_size = 10
force_token = true
credit_tokens = 2

[players.nico]
base = { name = "Echo Base", hp = 30 }
deck_size = 10
units = [{ card = "battlefield-marine" }]

[state]
round = 2
phase = "action"
step = "turns"
initiative = "alex"

[run]
stop_before = "regroup_start"

[[script]]
player = "alex"
action = "play"
card = "Sorcerous Blast"

[[script]]
player = "alex"
choose = "0"

[[script]]
player = "alex"
choose = "yes"

[[script]]
player = "nico"
action = "pass"

[[script]]
player = "alex"
action = "pass"

[[question]]
id = "outcome"
kind = "outcome"
prompt = "How does it end?"
answer = "Game continues"
explanation = "No base is defeated (8.37.4)."
"#;
    let pool = CardPool::bundled().unwrap();
    let p = scenario::prepare("force-token.toml", text, &pool).unwrap_or_else(|d| panic!("{d:#?}"));
    let tokens = |step: Option<usize>| match p.board_model(step) {
        BoardModel::Swu(m) => m
            .sides
            .iter()
            .map(|s| s.tokens.clone())
            .collect::<Vec<_>>()
            .join(" | "),
        other => panic!("{other:?}"),
    };
    let start = tokens(None);
    assert!(start.contains("Force token"), "{start}");
    assert!(start.contains("2 Credit tokens"), "{start}");
    let end = tokens(Some(p.trace.steps.len() - 1));
    assert!(!end.contains("Force token"), "used: {end}");
    assert!(p
        .trace
        .steps
        .iter()
        .any(|s| s.text.contains("uses the Force")));
}
