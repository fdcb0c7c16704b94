//! Clauses about looking at decks, reader and writer side by side:
//!
//! ```text
//! look-at-top      := "Look at the top " N " cards of your deck. Put any number of them
//!                      on the bottom of your deck and the rest on top in any order"
//! look-at-each-top := "Look at the top card of each player's deck"
//! ```
//!
//! The first is two printed sentences and one effect (`look_at_top`): the
//! second sentence says what the player does with the cards the first
//! showed, so it is read with it, as an attack's "It gets +2/+0 for this
//! attack" is.

use super::super::ability::{Effect, PlayerSel};
use super::read::Cursor;
use super::write::verb;

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
        _ => None,
    }
}
