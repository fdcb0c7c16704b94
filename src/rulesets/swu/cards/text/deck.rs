//! Clauses about looking at decks, reader and writer side by side:
//!
//! ```text
//! look-at-top      := "Look at the top " N " cards of your deck. Put any number of them
//!                      on the bottom of your deck and the rest on top in any order"
//! look-at-each-top := "Look at the top card of each player's deck"
//! reveal-any-top   := "Reveal the top card of any player's deck"
//! search-draw      := "Search the top " N " cards of your deck for " card
//!                     ", reveal it, and draw it"
//!                   | "Search the top " N " cards of your deck for up to " N " " cards
//!                     ", reveal them, and draw them"
//! card             := ("a " | "an ") (Trait " ")* ("card" | "unit" | "event" | "upgrade")
//! cards            := (Trait " ")* ("cards" | "units" | "events" | "upgrades")
//! if-discarded     := "If it's not a unit, " clause "."   (a sentence)
//! reveal-from-hand := "reveal " card " from your hand"    (only before "If you do")
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

use super::super::ability::{CardFilter, Effect, PlayerSel};
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

const REVEAL_DRAW: &str = ", reveal it, and draw it";

/// The card types a search names, as printed; `None` is "card".
pub(super) const KINDS: &[(&str, Option<CardType>)] = &[
    ("card", None),
    ("unit", Some(CardType::Unit)),
    ("event", Some(CardType::Event)),
    ("upgrade", Some(CardType::Upgrade)),
];

/// "Search the top 5 cards of your deck for a REBEL card, reveal it, and
/// draw it". The trait is kept as printed ("REBEL", "Rebel"): the engine
/// compares traits without case.
pub(super) fn search_draw(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("search the top ", capital).then_some(())?;
    let search = c.number()?;
    (search > 1).then_some(())?;
    c.eat(" cards of your deck for ").then_some(())?;
    // "for up to 2 IMPERIAL units, reveal them, and draw them" (8.30.1).
    if let Some((count, card_type, filter)) = c.attempt(|c| {
        c.eat("up to ").then_some(())?;
        let count = c.number()?;
        (count > 1).then_some(())?;
        c.eat(" ").then_some(())?;
        let (card_type, filter) = plural_card_words(c)?;
        c.eat(REVEAL_DRAW_THEM)
            .then_some((count, card_type, filter))
    }) {
        return Some(Effect::SearchDraw {
            search,
            card_type,
            filter,
            count,
        });
    }
    let (card_type, filter) = card_words(c)?;
    c.eat(REVEAL_DRAW).then_some(())?;
    Some(Effect::SearchDraw {
        search,
        card_type,
        filter,
        count: 1,
    })
}

const REVEAL_DRAW_THEM: &str = ", reveal them, and draw them";

fn write_search_draw(e: &Effect, capital: bool) -> Option<String> {
    let Effect::SearchDraw {
        search,
        card_type,
        filter,
        count,
    } = e
    else {
        return None;
    };
    (filter.max_cost.is_none() && *search > 1).then_some(())?;
    let found = match count {
        0 => return None,
        1 => format!("{}{REVEAL_DRAW}", write_card_words(*card_type, filter)?),
        n => format!(
            "up to {n} {}{REVEAL_DRAW_THEM}",
            write_plural_card_words(*card_type, filter)?
        ),
    };
    Some(verb(
        capital,
        &format!("search the top {search} cards of your deck for {found}"),
    ))
}

/// "IMPERIAL units", "units": [`card_words`] in the plural, without an
/// article (after "up to N").
fn plural_card_words(c: &mut Cursor) -> Option<(Option<CardType>, CardFilter)> {
    traits_of_kind(c, true)
}

/// The writer's side of [`plural_card_words`].
fn write_plural_card_words(card_type: Option<CardType>, filter: &CardFilter) -> Option<String> {
    (filter.aspect.is_none() && filter.not_aspect.is_none()).then_some(())?;
    let kind = KINDS.iter().find(|(_, t)| *t == card_type)?.0;
    Some(match &filter.trait_ {
        Some(t) => format!("{t} {kind}s"),
        None => format!("{kind}s"),
    })
}

/// "a REBEL card", "an upgrade", "a Bounty Hunter unit": the card a search
/// or a return from the discard pile names. The trait is kept as printed
/// ("REBEL", "Rebel"): the engine compares traits without case.
pub(super) fn card_words(c: &mut Cursor) -> Option<(Option<CardType>, CardFilter)> {
    (c.eat("a ") || c.eat("an ")).then_some(())?;
    traits_of_kind(c, false)
}

/// [`card_words`] without its article, in the plural or not.
fn traits_of_kind(c: &mut Cursor, plural: bool) -> Option<(Option<CardType>, CardFilter)> {
    let (card_type, traits) = traits_then_kind(c, plural, &[' ', ','])?;
    let filter = CardFilter {
        trait_: (!traits.is_empty()).then(|| traits.join(" ")),
        ..CardFilter::default()
    };
    Some((card_type, filter))
}

/// Capitalised words ("Bounty Hunter", "SPECTRE"), then a kind of card of
/// [`KINDS`], in the plural ("units") when `plural`: the card words of a
/// search, a return from the discard pile and a play cost (text/play_costs.rs),
/// each making its own filter of the words. A word ends at a space or at
/// one of `ends` (a play cost's words may end a sentence: its `.` too).
pub(super) fn traits_then_kind<'a>(
    c: &mut Cursor<'a>,
    plural: bool,
    ends: &[char],
) -> Option<(Option<CardType>, Vec<&'a str>)> {
    let mut traits: Vec<&str> = Vec::new();
    let card_type = loop {
        let word = c.rest().split(ends).next()?;
        let kind = KINDS.iter().find(|(w, _)| {
            if plural {
                word.strip_suffix('s') == Some(*w)
            } else {
                word == *w
            }
        });
        if let Some((_, t)) = kind {
            c.eat(word);
            break *t;
        }
        // A trait word is capitalised ("Bounty Hunter").
        word.starts_with(|ch: char| ch.is_ascii_uppercase())
            .then_some(())?;
        c.eat(word);
        c.eat(" ").then_some(())?;
        traits.push(word);
    };
    Some((card_type, traits))
}

/// The writer's side of [`card_words`], with its article; the filter's
/// cost is the caller's to write.
pub(super) fn write_card_words(card_type: Option<CardType>, filter: &CardFilter) -> Option<String> {
    (filter.aspect.is_none() && filter.not_aspect.is_none()).then_some(())?;
    let kind = KINDS.iter().find(|(_, t)| *t == card_type)?.0;
    let words = match &filter.trait_ {
        Some(t) => format!("{t} {kind}"),
        None => kind.to_string(),
    };
    // "an upgrade", "an Underworld unit", but "a unit".
    let vowel = words.starts_with(['a', 'e', 'i', 'o', 'u', 'A', 'E', 'I', 'O', 'U']);
    let article = if vowel && !words.to_lowercase().starts_with("uni") {
        "an"
    } else {
        "a"
    };
    Some(format!("{article} {words}"))
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
        // "reveal the top card of your deck" (text/reveal_top.rs).
        Effect::RevealTop { .. } => super::reveal_top::write(e, capital),
        Effect::SearchDraw { .. } => write_search_draw(e, capital),
        _ => None,
    }
}

const FROM_HAND: &str = " from your hand";

/// "reveal an event from your hand" (8.25): read only as the "you may"
/// part of "If you do", where revealing one is what the next sentence
/// asks (`sentence::if_you_do`).
pub(super) fn reveal_from_hand(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("reveal ", capital).then_some(())?;
    let (card_type, filter) = card_words(c)?;
    c.eat(FROM_HAND).then_some(())?;
    Some(Effect::RevealFromHand { card_type, filter })
}

/// The writer's side of [`reveal_from_hand`], in lower case.
pub(super) fn write_reveal_from_hand(e: &Effect) -> Option<String> {
    let Effect::RevealFromHand { card_type, filter } = e else {
        return None;
    };
    filter.max_cost.is_none().then_some(())?;
    Some(format!(
        "reveal {}{FROM_HAND}",
        write_card_words(*card_type, filter)?
    ))
}
