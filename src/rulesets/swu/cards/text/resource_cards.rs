//! Resources as cards (1.7), reader and writer side by side: a player's
//! own resource defeated or returned to its owner's hand, and a card put
//! into play as a resource from the top of the deck or from the hand.
//!
//! ```text
//! defeat-resource := "Defeat " ("a friendly resource" | "a resource you control")
//! return-resource := "Return " ("a friendly resource" | "a resource you control") " to its owner's hand"
//!                  | "Return up to " N (" friendly resources" | " resources you control")
//!                    " to their owners' hands"
//! resource-top    := "Resource the top card of your deck"
//!                  | "Each player resources the top card of their deck"
//! resource-this   := "Put this card into play as a resource"
//!                  | "Resource this unit from its owner's discard pile"
//! exhaust-resource := "Exhaust " ("a ready friendly resource" | "an enemy unit or resource" | "a resource")
//! resource-card   := "Put " ("the top card of your deck" | "a card from your hand")
//!                    " into play as a resource" [" and ready it"]
//! from-discard    := "Choose a card in your discard pile. Put it into play as a resource"
//!                    [" if it shares a name with a unit you control"] "."   (sentences)
//! ```

use super::super::ability::{Effect, ResourcesOf};
use super::super::{PlayerSel, Whose};
use super::read::Cursor;
use super::write::verb;

/// One resource, as printed.
const ONE: &[(&str, ResourcesOf)] = &[
    ("a friendly resource", ResourcesOf::Friendly),
    ("a resource you control", ResourcesOf::YouControl),
];

/// Several resources, as printed.
const MANY: &[(&str, ResourcesOf)] = &[
    ("friendly resources", ResourcesOf::Friendly),
    ("resources you control", ResourcesOf::YouControl),
];

/// The resources "exhaust" reaches, as printed: whose, ready only, or a
/// unit instead.
const EXHAUST: &[(&str, Whose, bool, bool)] = &[
    ("a ready friendly resource", Whose::Friendly, true, false),
    ("an enemy unit or resource", Whose::Enemy, false, true),
    ("a resource", Whose::Any, false, false),
];

/// Where the card put into play as a resource comes from.
const FROM: &[(&str, bool)] = &[
    ("the top card of your deck", true),
    ("a card from your hand", false),
];

const AS_RESOURCE: &str = " into play as a resource";
/// The Marauder's two sentences, the second's full stop left to the
/// sentence.
const FROM_DISCARD: &str = "Choose a card in your discard pile. Put it into play as a resource";
const IF_SHARES: &str = " if it shares a name with a unit you control";
const AND_READY: &str = " and ready it";

pub(super) fn defeat(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("defeat ", capital).then_some(())?;
    let (_, of) = ONE.iter().find(|(words, _)| c.eat(words))?;
    Some(Effect::DefeatResource { of: *of })
}

/// Who resources the top card of their deck, as the sentence begins.
const RESOURCE_TOP: &[(&str, PlayerSel)] = &[
    ("resource the top card of your deck", PlayerSel::You),
    (
        "each player resources the top card of their deck",
        PlayerSel::EachPlayer,
    ),
];

pub(super) fn resource_top(c: &mut Cursor, capital: bool) -> Option<Effect> {
    let (_, who) = RESOURCE_TOP
        .iter()
        .find(|(words, _)| c.eat_verb(words, capital))?;
    Some(Effect::ResourceTopCards { who: *who })
}

/// The other words for "put this unit into play as a resource".
const THIS_CARD: &[(&str, bool)] = &[
    ("put this card into play as a resource", true),
    ("resource this unit from its owner's discard pile", false),
];

pub(super) fn resource_this(c: &mut Cursor, capital: bool) -> Option<Effect> {
    let (_, card) = THIS_CARD
        .iter()
        .find(|(words, _)| c.eat_verb(words, capital))?;
    Some(Effect::ResourceThisCardAs { card: *card })
}

pub(super) fn exhaust(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("exhaust ", capital).then_some(())?;
    let (_, whose, ready, or_unit) = EXHAUST.iter().find(|(words, ..)| c.eat(words))?;
    Some(Effect::ExhaustResource {
        whose: *whose,
        ready: *ready,
        or_unit: *or_unit,
    })
}

pub(super) fn return_to_hand(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("return ", capital).then_some(())?;
    if let Some((_, of)) = ONE.iter().find(|(words, _)| c.eat(words)) {
        c.eat(" to its owner's hand").then_some(())?;
        return Some(Effect::ReturnResources {
            count: 1,
            up_to: false,
            of: *of,
        });
    }
    c.eat("up to ").then_some(())?;
    let count = c.number().filter(|n| *n > 1)?;
    c.eat(" ").then_some(())?;
    let (_, of) = MANY.iter().find(|(words, _)| c.eat(words))?;
    c.eat(" to their owners' hands").then_some(())?;
    Some(Effect::ReturnResources {
        count,
        up_to: true,
        of: *of,
    })
}

pub(super) fn put_into_play(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("put ", capital).then_some(())?;
    let (_, top) = FROM.iter().find(|(words, _)| c.eat(words))?;
    c.eat(AS_RESOURCE).then_some(())?;
    let ready = c.eat(AND_READY);
    Some(if *top {
        Effect::ResourceTopOfDeck { ready }
    } else {
        Effect::ResourceFromHand { ready }
    })
}

/// "Choose a card in your discard pile. Put it into play as a resource if
/// it shares a name with a unit you control.": the sentences, their full
/// stops included.
pub(super) fn from_discard(c: &mut Cursor) -> Option<Effect> {
    c.eat(FROM_DISCARD).then_some(())?;
    let if_shares_name = c.eat(IF_SHARES);
    c.eat(".").then_some(())?;
    Some(Effect::ResourceFromDiscard {
        shares_name: if_shares_name,
    })
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let words = |table: &[(&'static str, ResourcesOf)], of: &ResourcesOf| {
        table.iter().find(|(_, o)| o == of).map(|(w, _)| *w)
    };
    let put = |top: bool, ready: bool| {
        let (from, _) = FROM.iter().find(|(_, t)| *t == top)?;
        let ready = if ready { AND_READY } else { "" };
        Some(verb(capital, &format!("put {from}{AS_RESOURCE}{ready}")))
    };
    match e {
        Effect::DefeatResource { of } => {
            Some(verb(capital, &format!("defeat {}", words(ONE, of)?)))
        }
        Effect::ReturnResources {
            count: 1,
            up_to: false,
            of,
        } => Some(verb(
            capital,
            &format!("return {} to its owner's hand", words(ONE, of)?),
        )),
        Effect::ReturnResources {
            count,
            up_to: true,
            of,
        } if *count > 1 => Some(verb(
            capital,
            &format!(
                "return up to {count} {} to their owners' hands",
                words(MANY, of)?
            ),
        )),
        Effect::ResourceTopOfDeck { ready } => put(true, *ready),
        Effect::ResourceFromHand { ready } => put(false, *ready),
        Effect::ResourceThisCardAs { card } => {
            let (words, _) = THIS_CARD.iter().find(|(_, c)| c == card)?;
            Some(verb(capital, words))
        }
        Effect::ResourceTopCards { who } => {
            let (words, _) = RESOURCE_TOP.iter().find(|(_, w)| w == who)?;
            Some(verb(capital, words))
        }
        Effect::ExhaustResource {
            whose,
            ready,
            or_unit,
        } => {
            let (words, ..) = EXHAUST
                .iter()
                .find(|(_, w, r, u)| (w, r, u) == (whose, ready, or_unit))?;
            Some(verb(capital, &format!("exhaust {words}")))
        }
        Effect::ResourceFromDiscard {
            shares_name: if_shares_name,
        } if capital => Some(format!(
            "{FROM_DISCARD}{}",
            if *if_shares_name { IF_SHARES } else { "" }
        )),
        _ => None,
    }
}
