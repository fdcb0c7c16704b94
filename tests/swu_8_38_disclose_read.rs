//! "You may disclose Aggression Aggression. If you do, ..." (8.38) read
//! from printed cards (issue 26): what the reader makes of the line, that
//! the writer gives it back, and that the engine lets the player pick the
//! cards to reveal and resolves the rest only when they carry the icons.

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, last, read_ability as ability, then_both_pass, END};
use timing_window::rulesets::swu::cards::{CardType, Effect};
use timing_window::rulesets::swu::engine::HiddenCard;

#[test]
fn rule_8_38_1_disclose_reads_each_icon_as_printed_and_back() {
    let a = ability(
        "When Played: You may disclose Vigilance Vigilance Villainy. If you do, draw a card.",
        CardType::Unit,
    );
    let [Effect::IfYouDo { may, then }] = &a.effects[..] else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(
        may,
        &vec![Effect::Disclose {
            aspects: vec!["Vigilance".into(), "Vigilance".into(), "Villainy".into()],
        }]
    );
    assert_eq!(then.len(), 1);
    // Without its "If you do" a disclosure says nothing: not read.
    assert!(timing_window::rulesets::swu::cards::text::round_trip(
        "When Played: You may disclose Vigilance.",
        CardType::Unit
    )
    .is_err());
}

/// Charged with Treason (SEC 182): "You may disclose Aggression
/// Aggression. If you do, deal 5 damage to a unit." Alex's hand, besides
/// the event, is `hand`; Nico has a Battlefield Marine (3 HP).
fn treason(
    hand: &[&str],
) -> (
    Board,
    String,
    timing_window::rulesets::swu::engine::InstanceId,
) {
    let mut b = Board::new();
    let treason = card(&b, "SEC_182");
    b.base_aspects(ALEX, &["Aggression"]);
    let mut cards = vec![treason.as_str()];
    cards.extend(hand);
    b.hand(ALEX, &cards);
    let marine = b.unit(NICO, "battlefield-marine");
    (b, treason, marine)
}

#[test]
fn rule_8_38_1_charged_with_treason_deals_5_damage_after_two_aggression_cards_are_revealed() {
    // Two Death Star Stormtroopers (Aggression Villainy each) carry the two
    // Aggression icons; the Battlefield Marine (Command Heroism) is a card
    // Alex may also reveal but need not (8.38.2).
    let trooper = card(&Board::new(), "SOR_128");
    let (b, treason, marine) = treason(&[&trooper, &trooper, "battlefield-marine"]);
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &treason),
            choose(ALEX, &["yes"]),
            choose(
                ALEX,
                &["Death Star Stormtrooper", "Death Star Stormtrooper (2)"],
            ),
        ]),
        END,
    );
    let c = decision(&t, "to disclose Aggression Aggression");
    assert_eq!(c.chooser, "Alex");
    assert_eq!(c.options.len(), 3, "{:?}", c.options);
    step_saying(&t, "disclosing Aggression Aggression");
    let board = last(&t);
    assert_eq!(board.unit(marine), None, "5 damage defeats the Marine");
    assert_eq!(
        board.players[0].hand.len(),
        3,
        "revealed cards stay in hand"
    );
}

#[test]
fn rule_8_38_3_too_few_icons_revealed_count_as_no_reveal_and_nothing_more_happens() {
    // Alex reveals only one Stormtrooper: one Aggression icon of the two
    // asked, so no card counts as revealed and no damage is dealt.
    let trooper = card(&Board::new(), "SOR_128");
    let (b, treason, marine) = treason(&[&trooper, &trooper]);
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &treason),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Death Star Stormtrooper"]),
        ]),
        END,
    );
    step_saying(&t, "none of them counts as revealed");
    assert_eq!(last(&t).unit(marine).map(|u| u.damage), Some(0));
}

#[test]
fn rule_8_38_3_a_hand_without_the_icons_cannot_disclose_and_is_not_asked() {
    // One Aggression card in a known hand: the requirement cannot be met,
    // so there is no choice of cards and no damage.
    let trooper = card(&Board::new(), "SOR_128");
    let (b, treason, marine) = treason(&[&trooper, "battlefield-marine"]);
    let t = b.run(
        then_both_pass(vec![play(ALEX, &treason), choose(ALEX, &["yes"])]),
        END,
    );
    assert!(!t.choices().any(|(_, c)| c.prompt.contains("to disclose")));
    step_saying(&t, "cannot disclose it");
    assert_eq!(last(&t).unit(marine).map(|u| u.damage), Some(0));
}

#[test]
fn rule_8_38_1_a_hand_the_scenario_leaves_unknown_stops_the_run_rather_than_deciding() {
    // One known Aggression card and one unknown card: whether Alex can
    // disclose depends on the unknown card, so the run asks for the hand.
    let trooper = card(&Board::new(), "SOR_128");
    let (mut b, treason, _) = treason(&[&trooper]);
    b.state.player_mut(ALEX).hand.push(HiddenCard::Unknown);
    let e = b.run_err(vec![play(ALEX, &treason), choose(ALEX, &["yes"])], END);
    assert!(
        e.to_string().contains("does not say what the hand holds"),
        "{e}"
    );
}

#[test]
fn rule_8_38_1_bardottan_ornithopter_draws_a_card_after_disclosing_vigilance() {
    // SEC 062 Bardottan Ornithopter: "When Played: You may disclose
    // Vigilance. If you do, draw a card." Yoda (Vigilance Heroism) in hand
    // discloses it; Alex draws the top card of his deck.
    let mut b = Board::new();
    let ornithopter = card(&b, "SEC_062");
    let yoda = card(&b, "SOR_045");
    b.base_aspects(ALEX, &["Vigilance"]);
    b.hand(ALEX, &[&ornithopter, &yoda]);
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &ornithopter),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Yoda"]),
        ]),
        END,
    );
    let alex = &last(&t).players[0];
    assert_eq!(alex.hand.len(), 2, "Yoda stays, one card drawn");
    assert_eq!(alex.deck.len(), 19);
}
