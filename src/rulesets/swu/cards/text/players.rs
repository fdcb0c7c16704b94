//! Clauses where the ability's controller chooses players who then act,
//! reader and writer side by side:
//!
//! ```text
//! chosen-players-draw    := "Choose a player. They draw " cards
//!                         | "Choose any number of players. They each draw " cards
//! chosen-player-discards := "Choose a player. They discard " cards " from their hand"
//! discard-from-it        := "Look at an opponent's hand" " and discard a " ["non-unit "] "card from it"
//!                           (two effects: the look, then the controller's pick discarded)
//! cards                  := "a card" | N " cards"
//! ```
//!
//! Two printed sentences, one effect: the second says what the chosen
//! players do, so the choice and the act are one `draw` (or `discard`) of
//! the chosen players (`who = "chosen_player"` or `"chosen_players"`).

use super::super::ability::{Effect, PlayerSel};
use super::super::CardType;
use super::read::Cursor;
use super::write::verb;

pub(super) fn cards(c: &mut Cursor) -> Option<u32> {
    if c.eat("a card") {
        return Some(1);
    }
    let n = c.number()?;
    (n > 1 && c.eat(" cards")).then_some(n)
}

/// "a card", "2 cards": a number of cards, as every writer of a draw or
/// a discard writes it.
pub(super) fn cards_words(n: u32) -> String {
    match n {
        1 => "a card".to_string(),
        n => format!("{n} cards"),
    }
}

pub(super) fn chosen_players_draw(c: &mut Cursor, capital: bool) -> Option<Effect> {
    let who = if c.eat_verb("choose a player. They draw ", capital) {
        PlayerSel::ChosenPlayer
    } else if c.eat_verb("choose any number of players. They each draw ", capital) {
        PlayerSel::ChosenPlayers
    } else {
        return None;
    };
    Some(Effect::Draw {
        who,
        count: cards(c)?,
    })
}

pub(super) fn chosen_player_discards(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("choose a player. They discard ", capital)
        .then_some(())?;
    let count = cards(c)?;
    c.eat(" from their hand")
        .then_some(Effect::DiscardFromHand {
            who: PlayerSel::ChosenPlayer,
            count,
        })
}

/// The writer's side; `None` for an effect these clauses do not write.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let text = match e {
        Effect::Draw {
            who: PlayerSel::ChosenPlayer,
            count,
        } => format!("choose a player. They draw {}", cards_words(*count)),
        Effect::Draw {
            who: PlayerSel::ChosenPlayers,
            count,
        } => format!(
            "choose any number of players. They each draw {}",
            cards_words(*count)
        ),
        Effect::DiscardFromHand {
            who: PlayerSel::ChosenPlayer,
            count,
        } => format!(
            "choose a player. They discard {} from their hand",
            cards_words(*count)
        ),
        _ => return None,
    };
    Some(verb(capital, &text))
}

const AND_DISCARD: &str = " and discard a ";
const CARD_FROM_IT: &str = "card from it";
/// "a non-unit card" (Bodhi Rook): the one type cards print here.
const NON_UNIT: &str = "non-unit ";

/// After "Look at an opponent's hand": " and discard a card from it" or
/// " and discard a non-unit card from it", the card the ability's
/// controller picks from that hand.
pub(super) fn and_discard_from_it(c: &mut Cursor) -> Option<Effect> {
    c.eat(AND_DISCARD).then_some(())?;
    let not_type = c.eat(NON_UNIT).then_some(CardType::Unit);
    c.eat(CARD_FROM_IT)
        .then_some(Effect::DiscardChosenFromHand {
            who: PlayerSel::Opponent,
            count: 1,
            not_type,
        })
}

/// The writer's side: the sentence of the look and the discard, without
/// its full stop.
pub(super) fn write_look_and_discard(look: &Effect, discard: &Effect) -> Option<String> {
    match (look, discard) {
        (
            Effect::LookAtHand {
                who: PlayerSel::Opponent,
            },
            Effect::DiscardChosenFromHand {
                who: PlayerSel::Opponent,
                count: 1,
                not_type,
            },
        ) => {
            let non = match not_type {
                None => "",
                Some(CardType::Unit) => NON_UNIT,
                Some(_) => return None,
            };
            Some(format!(
                "{}{AND_DISCARD}{non}{CARD_FROM_IT}",
                super::write::clause(look, true)?
            ))
        }
        _ => None,
    }
}
