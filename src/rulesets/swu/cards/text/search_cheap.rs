//! "Search the top 5 cards of your deck, or 10 cards instead if this unit
//! is unique, for a unit that costs 3 or less and play it for free"
//! (Bounty Hunter's Quarry's granted Bounty): a search (8.26) that plays
//! the unit it finds for free (8.8.5), of more cards when the unit whose
//! ability it is is unique. Reader and writer side by side; `text::play`
//! reads the words up to the first number and calls [`after_count`].
//!
//! ```text
//! search-cheap := "Search the top " N [" cards of your deck, or " N " cards instead if this unit is unique, for "
//!                                     | " cards of your deck for "]
//!                 "a unit that costs " N " or less and play it for free"
//! ```

use super::super::ability::{CardFilter, Effect, Zone};
use super::play::play_unit;
use super::read::Cursor;
use crate::rulesets::swu::cards::PlayUnitEffect;

const OF_DECK: &str = " cards of your deck";
const OR: &str = ", or ";
const IF_UNIQUE: &str = " cards instead if this unit is unique, for ";
const COSTS: &str = "a unit that costs ";
const PLAY_FREE: &str = " or less and play it for free";

/// The rest of the sentence after "Search the top N".
pub(super) fn after_count(c: &mut Cursor, search: u32) -> Option<Effect> {
    c.eat(OF_DECK).then_some(())?;
    let if_unique = if c.eat(OR) {
        let n = c.number()?;
        c.eat(IF_UNIQUE).then_some(())?;
        (n > search).then_some(n)
    } else {
        c.eat(" for ").then_some(())?;
        None
    };
    c.eat(COSTS).then_some(())?;
    let max = c.number()?;
    c.eat(PLAY_FREE).then_some(())?;
    let filter = CardFilter {
        max_cost: Some(max),
        ..CardFilter::default()
    };
    Some(Effect::PlayUnit(PlayUnitEffect {
        free: true,
        search_if_unique: if_unique,
        ..play_unit(Zone::Deck, search, filter)
    }))
}

/// The writer's side, without the capital: `None` for any other play.
pub(super) fn write(e: &Effect) -> Option<String> {
    let Effect::PlayUnit(PlayUnitEffect {
        from: Zone::Deck,
        cost_reduction: 0,
        free: true,
        enters_ready: false,
        search,
        filter,
        each: false,
        max_combined_cost: None,
        search_if_unique,
        ..
    }) = e
    else {
        return None;
    };
    let max = filter.max_cost?;
    let only_cost = CardFilter {
        max_cost: Some(max),
        ..CardFilter::default()
    };
    (*filter == only_cost && *search > 1).then_some(())?;
    let unique = match search_if_unique {
        Some(n) if n > search => format!("{OR}{n}{IF_UNIQUE}"),
        Some(_) => return None,
        None => " for ".to_string(),
    };
    Some(format!(
        "search the top {search}{OF_DECK}{unique}{COSTS}{max}{PLAY_FREE}"
    ))
}
