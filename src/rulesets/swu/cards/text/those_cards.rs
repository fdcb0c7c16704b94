//! "Look at an opponent's hand. You may discard 1 of those cards. If you
//! do, that player draws a card." (Bazine Netal): the second sentence is
//! about the hand the first looked at, so it is read only there. Reader
//! and writer side by side.
//!
//! ```text
//! those-cards := "You may discard " N " of those cards. If you do, that player draws " CARDS "."
//!                (only right after "Look at an opponent's hand.")
//! ```
//!
//! The ability's controller picks the card among those they looked at; the
//! draw happens only when a card was discarded (8.9.1), and is the
//! opponent's ("that player", the hand's). The writer writes the sentence
//! only after the look (`write_after_look`), so read anywhere else it does
//! not round-trip.

use super::super::ability::{Effect, PlayerSel};
use super::players::{cards, cards_words};
use super::read::Cursor;

pub(super) fn if_you_do(c: &mut Cursor) -> Option<Effect> {
    c.eat("You may discard ").then_some(())?;
    let count = c.number()?;
    c.eat(" of those cards. If you do, that player draws ")
        .then_some(())?;
    let draw = cards(c)?;
    c.eat(".").then_some(())?;
    Some(Effect::IfYouDo {
        may: vec![Effect::DiscardChosenFromHand {
            who: PlayerSel::Opponent,
            count,
            not_type: None,
        }],
        then: vec![Effect::Draw {
            who: PlayerSel::Opponent,
            count: draw,
        }],
    })
}

/// The two sentences at the start of `run`, "Look at an opponent's hand.
/// You may discard ..." without the last full stop; `None` unless the run
/// starts with that look and this "if you do".
pub(super) fn write_run(run: &[Effect]) -> Option<String> {
    let [look, next, ..] = run else {
        return None;
    };
    let Effect::LookAtHand {
        who: PlayerSel::Opponent,
    } = look
    else {
        return None;
    };
    let Effect::IfYouDo { may, then } = next else {
        return None;
    };
    let (
        [Effect::DiscardChosenFromHand {
            who: PlayerSel::Opponent,
            count,
            not_type: None,
        }],
        [Effect::Draw {
            who: PlayerSel::Opponent,
            count: draw,
        }],
    ) = (may.as_slice(), then.as_slice())
    else {
        return None;
    };
    Some(format!(
        "Look at an opponent's hand. You may discard {count} of those cards. If you do, that player draws {}",
        cards_words(*draw)
    ))
}
