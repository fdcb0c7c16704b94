//! A unit played as part of an ability (`play_unit`), reader and writer side
//! by side:
//!
//! ```text
//! play := "Play " ("a" | "an") " " ["non-" ASPECT " " | ASPECT " " | TRAIT " "]
//!           ("unit" | "unit that costs " N " or less")
//!           (" from your hand" | " from your discard pile" | " from your hand or discard pile")
//!           [" for free"]
//!       | "Play an upgrade from your hand" [" for free"]   (attached as any upgrade played, 3.6.2)
//!       | "Search the top " N " cards of your deck for a unit, reveal it, and play it"
//!       | "Search the top " N " cards of your deck for a " TRAIT " and play it"
//!       | search-cheap                              (text/search_cheap.rs)
//!       | "Search the top " N " cards of your deck for any number of " ASPECT
//!         " units with combined cost " N " or less and play each of them for free"
//! ```
//!
//! What the sentences after the play say about the unit played ("It costs
//! 3 less and enters play ready.", "Give it Ambush for this phase.",
//! "At the start of the regroup phase, defeat it.") is read by
//! `text::follow`, into the same `play_unit`; this module writes them back
//! in the order cards print them: the cost, the keywords, then the rest.
//!
//! The unit is played after the ability finishes resolving only where the
//! engine's `play_unit` says so; these readings add no rule of their own.
//! A search names no cost here ("a unit that costs 3 or less" is not read
//! yet): the engine's search compares the filter's cost, but the writer
//! has no words for it in these forms.

use super::super::ability::{CardFilter, Effect, Zone};
use super::super::CardType;
use super::clause::{trait_words, ASPECTS};
use super::deck::card_words;
use super::read::Cursor;
use super::write::verb;
use crate::rulesets::swu::cards::PlayUnitEffect;

const COSTS: &str = "unit that costs ";
const OR_LESS: &str = " or less";
const FROM_HAND_AFTER_COST: &str = " from your hand";
const FROM_DISCARD: &str = " from your discard pile";
const FROM_HAND_OR_DISCARD: &str = " from your hand or discard pile";
const SEARCH: &str = "search the top ";
const THIS_UNIT: &str = "play this unit";
const OF_DECK: &str = " cards of your deck for ";
const UPGRADE: &str = "upgrade";

/// A `play_unit` with no cost change, keyword or effect on the unit yet.
fn played(from: Zone, search: u32, filter: CardFilter) -> Effect {
    Effect::PlayUnit(play_unit(from, search, filter))
}

/// The options of [`played`]: every reader of a play starts from them and
/// sets only what its words say ("for free", "if it's unique").
pub(super) fn play_unit(from: Zone, search: u32, filter: CardFilter) -> PlayUnitEffect {
    PlayUnitEffect {
        from,
        cost_reduction: 0,
        free: false,
        enters_ready: false,
        search,
        filter,
        each: false,
        max_combined_cost: None,
        gains: Vec::new(),
        then: Vec::new(),
        it_gains: false,
        search_if_unique: None,
        upgrade: false,
    }
}

pub(super) fn play(c: &mut Cursor, capital: bool) -> Option<Effect> {
    // "Play this unit for free" (a Bounty an upgrade gives: Unrefusable
    // Offer): the unit's own card, from its owner's discard pile.
    if let Some(e) = c.attempt(|c| {
        c.eat_verb(THIS_UNIT, capital).then_some(())?;
        let mut e = played(Zone::ThisUnit, 0, CardFilter::default());
        if let Effect::PlayUnit(PlayUnitEffect { free, .. }) = &mut e {
            *free = c.eat(" for free");
        }
        Some(e)
    }) {
        return Some(e);
    }
    if let Some(e) = c.attempt(|c| {
        c.eat_verb("play ", capital).then_some(())?;
        (c.eat("a ") || c.eat("an ")).then_some(())?;
        // "a non-Heroism unit", "a Heroism unit", "an Imperial unit".
        let mut filter = CardFilter {
            not_aspect: c.attempt(|c| {
                c.eat("non-").then_some(())?;
                let a = ASPECTS.iter().find(|a| c.eat(a))?;
                c.eat(" ").then_some(a.to_string())
            }),
            ..CardFilter::default()
        };
        if filter.not_aspect.is_none() {
            if let Some(a) = ASPECTS.iter().find(|a| c.eat(&format!("{a} "))) {
                filter.aspect = Some(a.to_string());
            } else {
                filter.trait_ = c.attempt(trait_words);
            }
        }
        // "a unit that costs 3 or less from your hand" (Chewbacca).
        filter.max_cost = c.number_between(COSTS, OR_LESS);
        // "an upgrade from your hand" (Fenn Rau): no word before it, and
        // only from the hand (the forms cards print).
        let upgrade = filter == CardFilter::default() && c.eat(UPGRADE);
        if !upgrade && filter.max_cost.is_none() {
            c.eat("unit").then_some(())?;
        }
        let from = if c.eat(FROM_HAND_OR_DISCARD) {
            Zone::HandOrDiscard
        } else if c.eat(FROM_HAND_AFTER_COST) {
            Zone::Hand
        } else if c.eat(FROM_DISCARD) {
            Zone::Discard
        } else {
            return None;
        };
        (!upgrade || from == Zone::Hand).then_some(())?;
        let mut e = played(from, 0, filter);
        if let Effect::PlayUnit(PlayUnitEffect {
            free, upgrade: u, ..
        }) = &mut e
        {
            *free = c.eat(" for free");
            *u = upgrade;
        }
        Some(e)
    }) {
        return Some(e);
    }
    c.eat_verb(SEARCH, capital).then_some(())?;
    let search = c.number()?;
    (search > 1).then_some(())?;
    if let Some(e) = c.attempt(|c| super::search_cheap::after_count(c, search)) {
        return Some(e);
    }
    c.eat(OF_DECK).then_some(())?;
    if let Some(e) = c.attempt(each_for_free) {
        return Some(with_search(e, search));
    }
    // "a unit, reveal it, and play it": a unit of any trait. ("a Rebel
    // unit, reveal it, ..." is not read: its filter would be written as
    // the trait-only form below.)
    if c.attempt(|c| {
        let (card_type, filter) = card_words(c)?;
        (card_type == Some(CardType::Unit) && filter == CardFilter::default()).then_some(())?;
        c.eat(", reveal it, and play it").then_some(())
    })
    .is_some()
    {
        return Some(played(Zone::Deck, search, CardFilter::default()));
    }
    // "a Vehicle and play it": a trait alone names the card; only a unit
    // can be played this way, so a card of another type with the trait is
    // not among the choices (the engine's `play_unit` plays units).
    c.eat("a ").then_some(())?;
    let word = c.rest().split(' ').next()?;
    (word.starts_with(|ch: char| ch.is_ascii_uppercase())
        && word.chars().all(|ch| ch.is_ascii_alphabetic()))
    .then_some(())?;
    c.eat(word);
    c.eat(" and play it").then_some(())?;
    Some(played(
        Zone::Deck,
        search,
        CardFilter {
            trait_: Some(word.to_string()),
            ..CardFilter::default()
        },
    ))
}

fn with_search(mut e: Effect, n: u32) -> Effect {
    if let Effect::PlayUnit(PlayUnitEffect { search, .. }) = &mut e {
        *search = n;
    }
    e
}

/// "any number of Villainy units with combined cost 3 or less and play
/// each of them for free" (played one after another, each play's own
/// abilities first: the engine's `each`).
fn each_for_free(c: &mut Cursor) -> Option<Effect> {
    c.eat("any number of ").then_some(())?;
    let aspect = ASPECTS.iter().find(|a| c.eat(&format!("{a} ")))?;
    c.eat("units with combined cost ").then_some(())?;
    let max = c.number()?;
    c.eat(" or less and play each of them for free")
        .then_some(())?;
    let mut e = played(
        Zone::Deck,
        0,
        CardFilter {
            aspect: Some(aspect.to_string()),
            ..CardFilter::default()
        },
    );
    if let Effect::PlayUnit(PlayUnitEffect {
        free,
        each,
        max_combined_cost,
        ..
    }) = &mut e
    {
        *free = true;
        *each = true;
        *max_combined_cost = Some(max);
    }
    Some(e)
}

/// The writer's side of [`play`], for a play with nothing said after it.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::PlayUnit(PlayUnitEffect {
        cost_reduction: 0,
        enters_ready: false,
        gains,
        then,
        ..
    }) = e
    else {
        return None;
    };
    (gains.is_empty() && then.is_empty()).then_some(())?;
    write_lead(e, capital)
}

/// The play clause alone, whatever the sentences after it say
/// (`text::follow` writes those).
pub(super) fn write_lead(e: &Effect, capital: bool) -> Option<String> {
    let Effect::PlayUnit(PlayUnitEffect {
        from,
        free,
        search,
        filter,
        each,
        max_combined_cost,
        search_if_unique,
        upgrade,
        ..
    }) = e
    else {
        return None;
    };
    // An upgrade is read only as "an upgrade from your hand".
    if *upgrade {
        (*from == Zone::Hand && *search == 0 && !*each && *filter == CardFilter::default())
            .then_some(())?;
        let free = if *free { " for free" } else { "" };
        return Some(verb(
            capital,
            &format!("play an {UPGRADE}{FROM_HAND_AFTER_COST}{free}"),
        ));
    }
    if let Some(words) = super::search_cheap::write(e) {
        return Some(verb(capital, &words));
    }
    // The other forms search a fixed number of cards.
    search_if_unique.is_none().then_some(())?;
    let words = match (from, *each, max_combined_cost) {
        (Zone::Hand | Zone::Discard | Zone::HandOrDiscard, false, None)
            if *search == 0
                && filter.not_aspect.is_some() as u8
                    + filter.aspect.is_some() as u8
                    + filter.trait_.is_some() as u8
                    <= 1
                // Only the words this arm writes: any other part of the
                // filter ("that was defeated this phase") is another
                // writer's to say.
                && *filter
                    == (CardFilter {
                        not_aspect: filter.not_aspect.clone(),
                        aspect: filter.aspect.clone(),
                        trait_: filter.trait_.clone(),
                        max_cost: filter.max_cost,
                        ..CardFilter::default()
                    }) =>
        {
            // At most one word before "unit": a lacked aspect, an aspect
            // or a trait (the reader reads no more).
            let kind = match (&filter.not_aspect, &filter.aspect, &filter.trait_) {
                (Some(a), _, _) => format!("non-{a} "),
                (_, Some(a), _) | (_, _, Some(a)) => format!("{a} "),
                _ => String::new(),
            };
            let unit = match filter.max_cost {
                Some(n) => format!("{COSTS}{n}{OR_LESS}"),
                None => "unit".to_string(),
            };
            let zone = match from {
                Zone::Hand => FROM_HAND_AFTER_COST,
                Zone::Discard => FROM_DISCARD,
                _ => FROM_HAND_OR_DISCARD,
            };
            let free = if *free { " for free" } else { "" };
            let words = format!("{kind}{unit}");
            format!("play {} {words}{zone}{free}", super::write::article(&words))
        }
        (Zone::ThisUnit, false, None) if *search == 0 && *filter == CardFilter::default() => {
            format!("{THIS_UNIT}{}", if *free { " for free" } else { "" })
        }
        (Zone::Deck, true, Some(max))
            if *free
                && *search > 1
                && filter.trait_.is_none()
                && filter.not_aspect.is_none()
                && filter.max_cost.is_none() =>
        {
            let aspect = filter.aspect.as_ref()?;
            format!(
                "{SEARCH}{search}{OF_DECK}any number of {aspect} units with combined cost {max} or less and play each of them for free"
            )
        }
        (Zone::Deck, false, None)
            if !free
                && *search > 1
                && filter.aspect.is_none()
                && filter.not_aspect.is_none()
                && filter.max_cost.is_none() =>
        {
            match &filter.trait_ {
                None => format!("{SEARCH}{search}{OF_DECK}a unit, reveal it, and play it"),
                Some(t) if !t.contains(' ') => {
                    format!("{SEARCH}{search}{OF_DECK}a {t} and play it")
                }
                Some(_) => return None,
            }
        }
        _ => super::defeated_this_phase::play_words(e)?.to_string(),
    };
    Some(verb(capital, &words))
}
