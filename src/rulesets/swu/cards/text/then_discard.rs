//! "Draw 2 cards, then discard a card from your hand." (I Want Proof, Not
//! Leads), reader and writer side by side:
//!
//! ```text
//! draw-then-discard := draw ", then discard a card from your hand"
//! ```
//!
//! Two effects separated by "then" (8.28.1): the draw resolves first, as
//! completely as possible, then the player's own pick of a card from their
//! hand, among the cards just drawn too; the discard resolves even when
//! nothing could be drawn. Read only after a draw: no other card prints it
//! after a clause.

use super::super::ability::{Effect, PlayerSel};
use super::read::Cursor;
use crate::rulesets::swu::cards::AttackEffect;

const THEN_DISCARD: &str = ", then discard a card from your hand";

/// The discard after the sentence's first clause, when that clause is the
/// player's own draw.
pub(super) fn then_discard(c: &mut Cursor, first: &Effect) -> Option<Effect> {
    is_own_draw(first).then_some(())?;
    c.eat(THEN_DISCARD).then_some(Effect::DiscardFromHand {
        who: PlayerSel::You,
        count: 1,
    })
}

fn is_own_draw(e: &Effect) -> bool {
    matches!(
        e,
        Effect::Draw {
            who: PlayerSel::You,
            ..
        }
    )
}

/// The writer's side: whether `then` is written after `first` with
/// ", then" (the sentence's second effect): an attack after any clause
/// (text/attack_gains.rs), or this discard after the player's own draw.
pub(super) fn follows(first: &Effect, then: &Effect) -> bool {
    match then {
        Effect::Attack(AttackEffect { .. }) => true,
        Effect::DiscardFromHand {
            who: PlayerSel::You,
            count: 1,
        } => is_own_draw(first),
        _ => false,
    }
}
