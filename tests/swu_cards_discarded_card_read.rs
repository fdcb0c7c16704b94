//! Printed cards that discard from the top of a deck and test the card
//! discarded (its aspects, cost or name; "discarded this way"), read from
//! their text alone (issue 26); naming a card and looking at the top card
//! are in `swu_cards_name_top_read.rs`. What the reader makes of each line,
//! that the writer gives it back, and that the engine does on a board what
//! the printed text says; a deck card the scenario does not name is
//! unknown, and a test of it is an error, never a guess.

mod common;
mod read_cards;

use common::*;
use read_cards::{
    card_id as card, known_cards as known, last, read_ability as ability, then_both_pass, END,
};
use timing_window::rulesets::swu::cards::{CardType, Effect, PlayerSel, TheCardAct};
use timing_window::rulesets::swu::engine::{PhaseStep, StopPoint, Upgrade};

#[test]
fn rule_7_1_5_sabine_deals_damage_when_the_discarded_card_shares_no_aspect_with_her_base() {
    // TWI 195 Sabine Wren: Alex may discard the top card; Battlefield
    // Marine (Command, Heroism) shares nothing with his Aggression base, so
    // 2 damage goes to a ground unit he chooses.
    let mut b = Board::new();
    let sabine = card(&b, "TWI_195");
    b.unit_as(ALEX, &sabine, "Sabine");
    let enemy = b.unit_as(NICO, "battlefield-marine", "Enemy Marine");
    b.deck(ALEX, &["battlefield-marine"], 1);
    b.base_aspects(ALEX, &["Aggression"]);
    let t = b.run(
        then_both_pass(vec![
            attack(ALEX, "Sabine", "base"),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Battlefield Marine"]),
        ]),
        END,
    );
    check(&t);
    assert_eq!(last(&t).unit(enemy).expect("in play").damage, 2);
    // Declined: nothing is discarded, so there is no card to test.
    let t = b.run(
        then_both_pass(vec![attack(ALEX, "Sabine", "base"), choose(ALEX, &["no"])]),
        END,
    );
    check(&t);
    assert_eq!(last(&t).unit(enemy).expect("in play").damage, 0);
    assert_eq!(last(&t).players[0].deck.len(), 2);
}

#[test]
fn rule_7_1_5_bt_1_and_shuttle_tydirium_test_the_discarded_cards_aspect_and_cost() {
    // LAW 173 BT-1: the discarded card is Aggression (another BT-1), so he
    // may deal 1 damage to a ground unit.
    let mut b = Board::new();
    let bt1 = card(&b, "LAW_173");
    b.unit_as(ALEX, &bt1, "BT-1");
    let enemy = b.unit_as(NICO, "battlefield-marine", "Enemy Marine");
    b.deck(ALEX, &[&bt1], 0);
    let t = b.run(
        then_both_pass(vec![
            attack(ALEX, "BT-1", "base"),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Battlefield Marine"]),
        ]),
        END,
    );
    check(&t);
    assert_eq!(last(&t).unit(enemy).expect("in play").damage, 1);
    // JTL 200 Shuttle Tydirium: Battlefield Marine costs 2, an even cost:
    // no Experience token.
    let mut b = Board::new();
    let shuttle = card(&b, "JTL_200");
    b.unit_as(ALEX, &shuttle, "Shuttle");
    let marine = b.unit_as(ALEX, "battlefield-marine", "Marine");
    b.deck(ALEX, &["battlefield-marine"], 0);
    let t = b.run(then_both_pass(vec![attack(ALEX, "Shuttle", "base")]), END);
    check(&t);
    assert_eq!(last(&t).unit(marine).expect("in play").experience, 0);
    step_saying(&t, "has an even cost (2)");
}

#[test]
fn rule_8_17_1_foresight_names_a_card_at_the_regroup_phase_and_draws_it_when_it_is_on_top() {
    // TWI 068 Foresight on Alex's Marine: when the regroup phase starts,
    // Alex names Vanquish; it is the top card, so he may reveal and draw
    // it, before the draw step.
    let mut b = Board::new();
    let foresight = card(&b, "TWI_068");
    let marine = b.unit_as(ALEX, "battlefield-marine", "Marine");
    b.unit_mut(marine).upgrades.push(Upgrade {
        card: foresight.clone(),
        label: "Foresight".into(),
        owner: ALEX,
        taken_by: None,
        attached_by: None,
    });
    b.deck(ALEX, &["vanquish"], 3);
    let t = b.run(
        vec![
            pass(ALEX),
            pass(NICO),
            choose(ALEX, &["Vanquish"]),
            choose(ALEX, &["yes"]),
        ],
        StopPoint::Before(PhaseStep::Draw),
    );
    check(&t);
    assert_eq!(known(&last(&t).players[0].hand), vec!["vanquish"]);
    // Another name: the card stays on top.
    let t = b.run(
        vec![
            pass(ALEX),
            pass(NICO),
            choose(ALEX, &["Battlefield Marine"]),
        ],
        StopPoint::Before(PhaseStep::Draw),
    );
    check(&t);
    assert!(known(&last(&t).players[0].hand).is_empty());
    assert_eq!(last(&t).players[0].deck.len(), 4);
}

#[test]
fn kanan_reads_his_discard_for_each_spectre_and_the_heal_for_its_aspects_together() {
    let a = ability(
        "On Attack: You may discard 1 card from the defending player's deck for each friendly SPECTRE unit. Heal 1 damage from your base for each different aspect among the discarded cards.",
        CardType::Unit,
    );
    let [Effect::May { then }, Effect::HealForEachAspectDiscarded { .. }] = &a.effects[..] else {
        panic!("{:?}", a.effects)
    };
    assert!(matches!(
        &then[..],
        [Effect::DiscardFromDeckForEach {
            who: PlayerSel::DefendingPlayer,
            ..
        }]
    ));
}

#[test]
fn rule_1_14_3_kanan_discards_from_the_defending_players_deck_and_heals_per_aspect() {
    // SOR 047 Kanan Jarrus (a SPECTRE) attacks beside another SPECTRE,
    // Sabine Wren (TWI 195): 2 cards go from the top of Nico's deck (1.14.3), Battlefield Marine
    // (Command, Heroism) and BT-1 (Aggression, Villainy): 4 different
    // aspects, so Alex's base heals 4.
    let mut b = Board::new();
    let kanan = card(&b, "SOR_047");
    b.unit_as(ALEX, &kanan, "Kanan");
    let sabine = card(&b, "TWI_195");
    b.unit_as(ALEX, &sabine, "Sabine");
    let bt1 = card(&b, "LAW_173");
    b.deck(NICO, &["battlefield-marine", &bt1, "vanquish"], 0);
    b.base(ALEX, 30, 10);
    let t = b.run(
        then_both_pass(vec![attack(ALEX, "Kanan", "base"), choose(ALEX, &["yes"])]),
        END,
    );
    check(&t);
    let end = last(&t);
    assert_eq!(end.players[1].discard.len(), 2);
    assert_eq!(known(&end.players[1].deck), vec!["vanquish"]);
    assert_eq!(end.players[0].base.damage, 6);
    step_saying(&t, "4 different aspects");
    // Declined: nothing discarded, nothing healed.
    let t = b.run(
        then_both_pass(vec![attack(ALEX, "Kanan", "base"), choose(ALEX, &["no"])]),
        END,
    );
    assert_eq!(last(&t).players[0].base.damage, 10);
    assert_eq!(last(&t).players[1].deck.len(), 3);
}

#[test]
fn rule_8_17_2_echo_gives_experience_to_a_unit_with_the_discarded_cards_name() {
    // SHD 099 Echo: Alex discards Battlefield Marine from his hand; a unit
    // of either player with that name may get the 2 Experience tokens: he
    // chooses Nico's (a name shared, 8.17.2).
    let mut b = Board::new();
    let echo = card(&b, "SHD_099");
    b.hand(ALEX, &[&echo, "battlefield-marine"]);
    let mine = b.unit_as(ALEX, "battlefield-marine", "Alex's Marine");
    let theirs = b.unit_as(NICO, "battlefield-marine", "Nico's Marine");
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &echo),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Nico's Marine"]),
        ]),
        END,
    );
    check(&t);
    let end = last(&t);
    assert_eq!(end.unit(theirs).expect("in play").experience, 2);
    assert_eq!(end.unit(mine).expect("in play").experience, 0);
    assert_eq!(end.players[0].discard.as_slice(), ["battlefield-marine"]);
    // Declined: no card discarded, no tokens.
    let t = b.run(
        then_both_pass(vec![play(ALEX, &echo), choose(ALEX, &["no"])]),
        END,
    );
    check(&t);
    assert_eq!(last(&t).unit(theirs).expect("in play").experience, 0);
}

#[test]
fn rule_1_14_3_doctor_aphra_returns_an_underworld_card_discarded_this_way() {
    // LAW 194 Doctor Aphra attacks: the top 3 cards of Alex's deck are
    // discarded; of them only another Doctor Aphra is Underworld, and Alex
    // returns it to his hand (or none: "you may").
    let mut b = Board::new();
    let aphra = card(&b, "LAW_194");
    b.unit_as(ALEX, &aphra, "Aphra");
    b.deck(ALEX, &["battlefield-marine", &aphra, "vanquish"], 1);
    let t = b.run(
        then_both_pass(vec![attack(ALEX, "Aphra", "base"), choose(ALEX, &[&aphra])]),
        END,
    );
    check(&t);
    let alex = &last(&t).players[0];
    assert_eq!(known(&alex.hand), vec![aphra.as_str()]);
    assert_eq!(alex.discard.len(), 2);
    assert_eq!(alex.deck.len(), 1);
    let asked = decision(&t, "discarded this way");
    assert_eq!(asked.options.len(), 2, "{:?}", asked.options);
    let t = b.run(
        then_both_pass(vec![attack(ALEX, "Aphra", "base"), choose(ALEX, &["none"])]),
        END,
    );
    check(&t);
    assert!(known(&last(&t).players[0].hand).is_empty());
}

#[test]
fn daring_delve_reads_an_aspect_and_returns_an_aggression_card_discarded_this_way() {
    let a = ability(
        "Discard 2 cards from your deck. You may return an Aggression card discarded this way to your hand.",
        CardType::Event,
    );
    assert!(matches!(
        &a.effects[..],
        [
            Effect::DiscardFromDeck { count: 2, .. },
            Effect::TheCard {
                act: TheCardAct::ReturnOneDiscarded { .. }
            }
        ]
    ));
    // LAW 203 Daring Delve: BT-1 (Aggression) and Battlefield Marine are
    // discarded; BT-1 is the only card to return.
    let mut b = Board::new();
    let delve = card(&b, "LAW_203");
    let bt1 = card(&b, "LAW_173");
    b.hand(ALEX, &[&delve]);
    b.deck(ALEX, &["battlefield-marine", &bt1], 0);
    b.base_aspects(ALEX, &["Aggression", "Villainy"]);
    let t = b.run(
        then_both_pass(vec![play(ALEX, &delve), choose(ALEX, &[&bt1])]),
        END,
    );
    check(&t);
    let alex = &last(&t).players[0];
    assert_eq!(known(&alex.hand), vec![bt1.as_str()]);
    assert!(alex.discard.contains(&"battlefield-marine".to_string()));
}

#[test]
fn rule_8_17_2_zuckuss_gets_4_power_when_a_card_with_the_named_name_is_discarded() {
    // LOF 204 Zuckuss attacks Nico's base: Alex names Battlefield Marine,
    // the top card of Nico's deck (the defending player's) is discarded;
    // it has that name, so Zuckuss deals 4 more combat damage than when
    // another name is named.
    let mut b = Board::new();
    let zuckuss = card(&b, "LOF_204");
    b.unit_as(ALEX, &zuckuss, "Zuckuss");
    b.deck(NICO, &["battlefield-marine"], 1);
    let run = |name: &str| {
        let t = b.run(
            then_both_pass(vec![attack(ALEX, "Zuckuss", "base"), choose(ALEX, &[name])]),
            END,
        );
        check(&t);
        assert_eq!(
            last(&t).players[1].discard.as_slice(),
            ["battlefield-marine"]
        );
        last(&t).players[1].base.damage
    };
    let named = run("Battlefield Marine");
    let other = run("Vanquish");
    assert_eq!(named, other + 4);
}
