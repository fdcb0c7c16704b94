//! Credit tokens (3.7.13) read from printed cards (issue 26): "Create a
//! Credit token", "Create 3 Credit tokens". What the reader makes of each
//! line, that the writer gives it back, and that the engine keeps the
//! tokens apart from resources (4.5.4) and lets their player defeat them
//! while paying, each paying 1 (3.7.13).

mod common;
mod read_cards;

use common::*;
use read_cards::{
    alex_holding, card_id as card, last, read_ability as ability, then_both_pass, END,
};
use timing_window::rulesets::swu::cards::{CardType, Effect, PlayerSel, Whose};

#[test]
fn rule_3_7_13_creating_credit_tokens_reads_into_the_vocabulary_and_back() {
    let a = ability("When Played: Create a Credit token.", CardType::Unit);
    assert_eq!(
        a.effects,
        vec![Effect::CreateCreditTokens {
            count: 1,
            who: PlayerSel::You
        }]
    );
    let a = ability("Create 3 Credit tokens.", CardType::Event);
    assert_eq!(
        a.effects,
        vec![Effect::CreateCreditTokens {
            count: 3,
            who: PlayerSel::You
        }]
    );
}

#[test]
fn rule_4_5_4_windfall_creates_3_credit_tokens_that_are_not_resources() {
    // LAW 248 Windfall (cost 5): "Create 3 Credit tokens." Alex's
    // resources are only those he had, 5 of them now exhausted.
    let (b, windfall) = alex_holding("LAW_248", &["Cunning"]);
    let t = b.run(then_both_pass(vec![play(ALEX, &windfall)]), END);
    let alex = &last(&t).players[0];
    assert_eq!(alex.credit_tokens, 3);
    assert_eq!((alex.resources.ready, alex.resources.exhausted), (5, 5));
    step_saying(&t, "they are not resources");
}

#[test]
fn rule_3_7_13_alex_chooses_how_many_credit_tokens_pay_for_a_card() {
    // One ready resource and 3 Credit tokens; a Battlefield Marine costs
    // 2. Alex must defeat at least 1 token (his one resource leaves 1
    // unpaid) and may defeat 2; he defeats 1 and exhausts his resource.
    let mut b = Board::new();
    b.base_aspects(ALEX, &["Command", "Heroism"]);
    b.hand(ALEX, &["battlefield-marine"]);
    b.state.player_mut(ALEX).resources.ready = 1;
    b.state.player_mut(ALEX).credit_tokens = 3;
    let t = b.run(
        then_both_pass(vec![play(ALEX, "battlefield-marine"), choose(ALEX, &["1"])]),
        END,
    );
    let c = decision(&t, "Credit tokens");
    assert_eq!(c.chooser, "Alex");
    assert_eq!(c.options, vec!["1".to_string(), "2".to_string()]);
    let alex = &last(&t).players[0];
    assert_eq!(alex.credit_tokens, 2);
    assert_eq!((alex.resources.ready, alex.resources.exhausted), (0, 1));
}

#[test]
fn rule_3_7_13_too_few_credits_and_resources_cannot_pay() {
    // No ready resource and 1 Credit token: the Marine's 2 cannot be paid.
    let mut b = Board::new();
    b.base_aspects(ALEX, &["Command", "Heroism"]);
    b.hand(ALEX, &["battlefield-marine"]);
    b.state.player_mut(ALEX).resources.ready = 0;
    b.state.player_mut(ALEX).credit_tokens = 1;
    let e = b.run_err(vec![play(ALEX, "battlefield-marine")], END);
    assert!(e.to_string().contains("cannot pay 2"), "{e}");
}

#[test]
fn rule_3_7_13_each_player_creates_and_defeating_a_credit_token_reads_and_back() {
    let a = ability(
        "When Defeated: Each player creates a Credit token.",
        CardType::Unit,
    );
    assert_eq!(
        a.effects,
        vec![Effect::CreateCreditTokens {
            count: 1,
            who: PlayerSel::EachPlayer
        }]
    );
    for (line, whose) in [
        (
            "When Played: You may defeat an enemy Credit token.",
            Whose::Enemy,
        ),
        (
            "When Played: You may defeat a friendly Credit token.",
            Whose::Friendly,
        ),
    ] {
        let a = ability(line, CardType::Unit);
        assert!(a.may, "{line}");
        assert_eq!(a.effects, vec![Effect::DefeatCreditToken { whose }]);
    }
}

#[test]
fn rule_3_7_13_rodian_bondsman_gives_each_player_a_credit_token_when_defeated() {
    // LAW 116 Rodian Bondsman (2/3): "When Defeated: Each player creates
    // a Credit token." With 2 damage on it, it attacks Nico's Battlefield
    // Marine (3 power) and is defeated; both players get a token.
    let mut b = Board::new();
    let bondsman = card(&b, "LAW_116");
    let id = b.unit(ALEX, &bondsman);
    b.unit_mut(id).damage = 2;
    b.unit(NICO, "battlefield-marine");
    let t = b.run(
        then_both_pass(vec![attack(ALEX, &bondsman, "battlefield-marine")]),
        END,
    );
    let board = last(&t);
    assert!(board.units.iter().all(|u| u.card != bondsman), "defeated");
    assert_eq!(board.players[0].credit_tokens, 1);
    assert_eq!(board.players[1].credit_tokens, 1);
}

#[test]
fn rule_3_7_13_arvel_skeen_defeats_a_credit_token_of_either_player_then_deals_1_damage() {
    // LAW 191 Arvel Skeen: "When Played: You may defeat a Credit token
    // (belonging to any player). If you do, deal 1 damage to a unit or
    // base." Both players have one: Alex picks Nico's, then hits Nico's
    // base. With no Credit token anywhere, nothing follows.
    let (mut b, arvel) = alex_holding("LAW_191", &["Aggression"]);
    b.state.player_mut(ALEX).credit_tokens = 1;
    b.state.player_mut(NICO).credit_tokens = 1;
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &arvel),
            // Paying Arvel's 3: Alex keeps his own token.
            choose(ALEX, &["0"]),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Nico's Credit token"]),
            choose(ALEX, &["Nico's base"]),
        ]),
        END,
    );
    let c = decision(&t, "whose Credit token");
    assert_eq!(c.options.len(), 2, "{:?}", c.options);
    let board = last(&t);
    assert_eq!(board.players[0].credit_tokens, 1);
    assert_eq!(board.players[1].credit_tokens, 0);
    assert_eq!(board.players[1].base.damage, 1);

    let mut b = Board::new();
    b.base_aspects(ALEX, &["Aggression"]);
    b.hand(ALEX, &[&arvel]);
    let t = b.run(
        then_both_pass(vec![play(ALEX, &arvel), choose(ALEX, &["yes"])]),
        END,
    );
    step_saying(&t, "no Credit token it can defeat");
    assert_eq!(last(&t).players[1].base.damage, 0);
}
