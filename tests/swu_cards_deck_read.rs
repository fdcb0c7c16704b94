//! Printed cards read from their text alone (issue 26), deck and hand
//! shapes: "Draw 2 cards, then discard a card from your hand." What the
//! reader makes of the line, that the writer gives it back, and that the
//! engine does on a board what the printed text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, last, read_ability as ability, then_both_pass, END};
use timing_window::rulesets::swu::cards::text::round_trip;
use timing_window::rulesets::swu::cards::{CardType, Effect, PlayerSel};

#[test]
fn draw_then_discard_reads_as_a_draw_then_the_players_own_discard() {
    let a = ability(
        "Draw 2 cards, then discard a card from your hand.",
        CardType::Event,
    );
    assert_eq!(
        a.effects,
        vec![
            Effect::Draw {
                who: PlayerSel::You,
                count: 2
            },
            Effect::DiscardFromHand {
                who: PlayerSel::You,
                count: 1
            },
        ]
    );
    // The discard is read only after the player's own draw.
    assert!(round_trip(
        "Deal 2 damage to a unit, then discard a card from your hand.",
        CardType::Event
    )
    .is_err());
}

#[test]
fn rule_8_28_1_i_want_proof_not_leads_draws_two_then_alex_discards_one_of_three() {
    // IBH 102 I Want Proof, Not Leads: "Draw 2 cards, then discard a card
    // from your hand." The draw resolves before the effect after "then"
    // (8.28.1): Alex draws Vanquish and a Battlefield Marine first, so the discard
    // is his pick among the three cards then in his hand, a drawn one
    // among them.
    let mut b = Board::new();
    let proof = card(&b, "IBH_102");
    b.base_aspects(ALEX, &["Aggression", "Villainy"]);
    b.hand(ALEX, &[&proof, "battlefield-marine"]);
    b.deck(ALEX, &["vanquish", "battlefield-marine"], 5);
    let t = b.run(
        then_both_pass(vec![play(ALEX, &proof), choose(ALEX, &["Vanquish"])]),
        END,
    );
    let c = decision(&t, "discard from hand");
    assert_eq!(c.chooser, "Alex");
    assert_eq!(c.options.len(), 3, "{:?}", c.options);
    let alex = &last(&t).players[0];
    assert_eq!(alex.hand.len(), 2, "{:?}", alex.hand);
    assert!(
        alex.discard.contains(&"vanquish".to_string()),
        "{:?}",
        alex.discard
    );
    assert!(alex
        .hand
        .iter()
        .all(|c| c.id() == Some("battlefield-marine")));
}

#[test]
fn reveal_own_top_reads_and_its_it_is_the_revealed_card() {
    let a = ability(
        "On Attack: You may reveal the top card of your deck. If it's not a unit, give an Experience token to another unit.",
        CardType::Unit,
    );
    assert!(
        matches!(
            &a.effects[..],
            [Effect::May { then }, Effect::IfDiscardedIsNot { .. }]
                if matches!(&then[..], [Effect::RevealTop { who: PlayerSel::You }])
        ),
        "{:?}",
        a.effects
    );
}

/// Rickety Quadjumper attacks Nico's base with `top` on Alex's deck;
/// Alex reveals it. The Experience tokens on Alex's Marine after.
fn quadjumper_reveals(
    top: &str,
    script_after: Vec<timing_window::rulesets::swu::engine::ScriptEntry>,
) -> u32 {
    let mut b = Board::new();
    let jumper = card(&b, "SHD_057");
    b.unit_as(ALEX, &jumper, "Jumper");
    let marine = b.unit_as(ALEX, "battlefield-marine", "Marine");
    // Another unit the token could go to: the choice is Alex's.
    b.unit_as(NICO, "battlefield-marine", "Enemy");
    b.deck(ALEX, &[top], 5);
    let mut script = vec![attack(ALEX, "Jumper", "base"), choose(ALEX, &["yes"])];
    script.extend(script_after);
    let t = b.run(then_both_pass(script), END);
    // The revealed card stays on top of the deck (8.25.3).
    assert_eq!(last(&t).players[0].deck[0].id(), Some(top));
    last(&t).unit(marine).expect("in play").experience
}

#[test]
fn rule_8_25_3_rickety_quadjumper_gives_experience_when_the_revealed_card_is_not_a_unit() {
    // SHD 057 Rickety Quadjumper: "On Attack: You may reveal the top card
    // of your deck. If it's not a unit, give an Experience token to another
    // unit." Vanquish (an event) on top: Alex gives the token to his Marine.
    assert_eq!(
        quadjumper_reveals(
            "vanquish",
            vec![choose(ALEX, &["Battlefield Marine (Marine)"])]
        ),
        1
    );
    // A Battlefield Marine (a unit) on top: nothing is given.
    assert_eq!(quadjumper_reveals("battlefield-marine", vec![]), 0);
}
