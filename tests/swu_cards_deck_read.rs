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
