//! "Search the top 10 cards of your deck for a unit that costs 2 or less
//! and discard it. For this phase, you may play that card from your
//! discard pile for free." (Cobb Vanth): two sentences about the card the
//! search found, read as one effect; reader and writer side by side.
//!
//! ```text
//! search-discard := "Search the top " N " cards of your deck for a unit that costs " M
//!                   " or less and discard it. For this phase, you may play that card from your
//!                   discard pile for free"
//! ```
//!
//! The engine's `search_discard_play_free`
//! (engine/effects/search_discard.rs) says what it does.

use super::super::ability::Effect;
use super::super::SearchDiscardPlayFree;
use super::read::Cursor;

const SEARCH: &str = "Search the top ";
const FOR_A_UNIT: &str = " cards of your deck for a unit that costs ";
const REST: &str = " or less and discard it. For this phase, you may play that card from your discard pile for free";

pub(super) fn clause(c: &mut Cursor, capital: bool) -> Option<Effect> {
    capital.then_some(())?;
    c.eat(SEARCH).then_some(())?;
    let search = c.number().filter(|n| *n > 1)?;
    c.eat(FOR_A_UNIT).then_some(())?;
    let max_cost = c.number()?;
    c.eat(REST).then_some(())?;
    Some(Effect::SearchDiscardPlayFree(SearchDiscardPlayFree {
        search,
        max_cost,
    }))
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    match e {
        Effect::SearchDiscardPlayFree(SearchDiscardPlayFree { search, max_cost })
            if capital && *search > 1 =>
        {
            Some(format!("{SEARCH}{search}{FOR_A_UNIT}{max_cost}{REST}"))
        }
        _ => None,
    }
}
