//! Clauses about looking at decks, reader and writer side by side:
//!
//! ```text
//! look-at-top      := "Look at the top " N " cards of your deck. Put any number of them
//!                      on the bottom of your deck and the rest on top in any order"
//! look-at-each-top := "Look at the top card of each player's deck"
//! reveal-any-top   := "Reveal the top card of any player's deck"
//! if-discarded     := "If it's not a unit, " clause "."   (a sentence)
//! ```
//!
//! "it" in the last is the card the ability discarded from a deck before
//! (Greedo); the engine's `if_discarded_is_not` does nothing when nothing
//! was discarded, so it reads the same after a "You may discard ...".
//!
//! The first is two printed sentences and one effect (`look_at_top`): the
//! second sentence says what the player does with the cards the first
//! showed, so it is read with it, as an attack's "It gets +2/+0 for this
//! attack" is.

use super::super::ability::{Effect, PlayerSel};
use super::super::CardType;
use super::clause::clause;
use super::read::Cursor;
use super::write::{plain_clause, verb};

const PUT_BACK: &str =
    ". Put any number of them on the bottom of your deck and the rest on top in any order";

pub(super) fn look_at_top(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("look at the top ", capital).then_some(())?;
    let count = c.number()?;
    // One card is printed "the top card" and has no "any number of them".
    (count > 1).then_some(())?;
    c.eat(" cards of your deck").then_some(())?;
    c.eat(PUT_BACK).then_some(Effect::LookAtTop { count })
}

pub(super) fn look_at_each_top(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("look at the top card of each player's deck", capital)
        .then_some(Effect::LookAtTopOf {
            who: PlayerSel::EachPlayer,
            count: 1,
        })
}

/// "Reveal the top card of any player's deck": the controller chooses
/// whose (`who = "chosen_player"`); its cost is remembered for the rest of
/// the ability (Grand Admiral Thrawn).
pub(super) fn reveal_any_top(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("reveal the top card of any player's deck", capital)
        .then_some(Effect::RevealTop {
            who: PlayerSel::ChosenPlayer,
        })
}

/// "If it's not a unit, deal 2 damage to a ground unit.", with its full
/// stop.
pub(super) fn if_discarded_is_not(c: &mut Cursor) -> Option<Effect> {
    c.eat("If it's not a unit, ").then_some(())?;
    let e = clause(c, false)?;
    c.eat(".").then_some(())?;
    Some(Effect::IfDiscardedIsNot {
        card_type: CardType::Unit,
        then: vec![e],
    })
}

/// The sentence of [`if_discarded_is_not`], without its full stop.
pub(super) fn write_if_discarded(e: &Effect) -> Option<String> {
    match e {
        Effect::IfDiscardedIsNot {
            card_type: CardType::Unit,
            then,
        } => match then.as_slice() {
            [one] => Some(format!("If it's not a unit, {}", plain_clause(one)?)),
            _ => None,
        },
        _ => None,
    }
}

/// The writer's side; `None` for an effect these clauses do not write.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    match e {
        Effect::LookAtTop { count } if *count > 1 => Some(verb(
            capital,
            &format!("look at the top {count} cards of your deck{PUT_BACK}"),
        )),
        Effect::LookAtTopOf {
            who: PlayerSel::EachPlayer,
            count: 1,
        } => Some(verb(capital, "look at the top card of each player's deck")),
        Effect::RevealTop {
            who: PlayerSel::ChosenPlayer,
        } => Some(verb(capital, "reveal the top card of any player's deck")),
        _ => None,
    }
}
