//! "Return a unit that costs 2 or less from your discard pile to your
//! hand": a card back from the discard pile, reader and writer side by
//! side.
//!
//! ```text
//! return-from-discard := "Return " card (" that costs " N " or less")?
//!                        " from your discard pile to your hand"
//!                      | "Return " card " from a discard pile to its owner's hand"
//! ```
//!
//! `card` is the search's ("a REBEL card", "an upgrade", text/deck.rs).

use super::super::ability::Effect;
use super::deck::{card_words, write_card_words};
use super::read::Cursor;
use super::write::verb;

const FROM_DISCARD: &str = " from your discard pile to your hand";

pub(super) fn return_from_discard(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("return ", capital).then_some(())?;
    let (card_type, mut filter) = card_words(c)?;
    if c.eat(" that costs ") {
        filter.max_cost = Some(c.number()?);
        c.eat(" or less").then_some(())?;
    }
    if c.eat(FROM_ANY_DISCARD) {
        // Bounty Hunter Crew: either player's pile; no cost is printed
        // with it.
        filter.max_cost.is_none().then_some(())?;
        return Some(Effect::ReturnFromAnyDiscard { card_type, filter });
    }
    c.eat(FROM_DISCARD).then_some(())?;
    Some(Effect::ReturnFromDiscard { card_type, filter })
}

const FROM_ANY_DISCARD: &str = " from a discard pile to its owner's hand";

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    if let Effect::ReturnFromAnyDiscard { card_type, filter } = e {
        filter.max_cost.is_none().then_some(())?;
        let card = write_card_words(*card_type, filter)?;
        return Some(verb(capital, &format!("return {card}{FROM_ANY_DISCARD}")));
    }
    let Effect::ReturnFromDiscard { card_type, filter } = e else {
        return None;
    };
    let card = write_card_words(*card_type, filter)?;
    let cost = match filter.max_cost {
        Some(n) => format!(" that costs {n} or less"),
        None => String::new(),
    };
    Some(verb(capital, &format!("return {card}{cost}{FROM_DISCARD}")))
}
