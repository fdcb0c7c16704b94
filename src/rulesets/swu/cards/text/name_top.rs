//! Naming a card, choosing a number, and the deck card an ability looks at
//! or discards, reader and writer side by side:
//!
//! ```text
//! name-top  := "Name a card. " named "." | opener ". " follow | same-named
//! this-way  := "Discard " N " cards from your deck. You may return " ("a" | "an") " " (TRAIT | ASPECT)
//!              " card discarded this way to your hand."
//! same-named := "You may discard a card from your hand. Give " ("an Experience token" | N
//!               " Experience tokens") " to a unit in play with the same name as the discarded card."
//! named     := "While this unit is in play, opponents can't play " ("the named card" | "cards with that name")
//!            | "An opponent reveals their hand and discards a card with that name from it"
//! opener    := "Look at the top card of your deck"
//!            | ["You may "] "Discard a card from your deck"
//!            | "Discard a card from the defending player's deck"
//!            | ("Name a card" | "Choose a number") ", then look at the top card of your deck"
//!            | "Name a card, then discard the top card of the defending player's deck"
//! follow    := "If " test ", " ["you may "] act "."
//!            | "Either draw that card or discard it and " clause "."
//! test      := "its cost is the chosen number" | "it's the named card"
//!            | "it shares an aspect with your base" | "it doesn't share an aspect with your base"
//!            | "it's " ("a" | "an") " " TYPE | "it's " ASPECT | "it has an odd cost"
//!            | "a card with that name is discarded"
//! act       := "reveal and draw it" | "return it to your hand" | "draw it" | clause
//!            | "exhaust a resource that player controls" (after the defending player's deck)
//! ```
//!
//! The opener and what follows it are read together: "it" and "that card"
//! are the card the opener looked at or discarded, so a test of "it" is
//! read only where the ability has such a card (`Effect::IfTheCard`, the
//! engine's `Ctx::discarded`). "Name a card" is 8.17.1; "any whole number"
//! is 8.4.5a; the play restriction is 8.19.3.

use super::super::ability::{CardFilter, Effect, PlayerSel, Target};
use super::super::the_card::{CardTest, TheCardAct};
use super::super::CardType;
use super::clause::{clause, ASPECTS};
use super::read::Cursor;
use super::write::plain_clause;

const NAME: &str = "Name a card";
const NUMBER: &str = "Choose a number";
const LOOK: &str = "look at the top card of your deck";
const DISCARD: &str = "Discard a card from your deck";
const RESTRICT: &str = "While this unit is in play, opponents can't play the named card";
const RESTRICT_NAME: &str = "While this unit is in play, opponents can't play cards with that name";
const REVEAL_DISCARD: &str =
    "An opponent reveals their hand and discards a card with that name from it";
const MAY_DISCARD: &str = "You may discard a card from your deck";
const EITHER: &str = "Either draw that card or discard it and ";
/// Chopper: a deck discard of the player Chopper attacks (the top card,
/// 8.13.1's deck being drawn and discarded from the top).
const DEFENDER_DISCARD: &str = "Discard a card from the defending player's deck";
/// "that player" is the defending player the opener named: in a game of
/// two, the opponent of the attacker's controller (1.4.1), so any one of
/// their resources, ready or exhausted, the ability's controller picks.
const THAT_PLAYERS_RESOURCE: &str = "exhaust a resource that player controls";

fn that_players_resource() -> Effect {
    Effect::ExhaustResource {
        whose: super::super::Whose::Enemy,
        ready: false,
        or_unit: false,
    }
}

/// The tests, as printed after "If ".
const TESTS: &[(&str, CardTest)] = &[
    (
        "its cost is the chosen number",
        CardTest::CostIsChosenNumber,
    ),
    ("it's the named card", CardTest::IsNamedCard),
    (
        "it shares an aspect with your base",
        CardTest::SharesAspectWithYourBase,
    ),
    ("it's a unit", CardTest::Is(CardType::Unit)),
    ("it's an event", CardTest::Is(CardType::Event)),
    ("it's an upgrade", CardTest::Is(CardType::Upgrade)),
    (
        "it doesn't share an aspect with your base",
        CardTest::SharesNoAspectWithYourBase,
    ),
    ("it has an odd cost", CardTest::OddCost),
    (
        "a card with that name is discarded",
        CardTest::NamedCardDiscarded,
    ),
];

/// What is done with the card, as printed.
const ACTS: &[(&str, TheCardAct)] = &[
    ("reveal and draw it", TheCardAct::RevealAndDraw),
    ("return it to your hand", TheCardAct::ReturnToHand),
    ("draw it", TheCardAct::Draw),
];

fn look() -> Effect {
    Effect::LookAtTopOf {
        who: PlayerSel::You,
        count: 1,
    }
}

fn may_discard() -> Effect {
    Effect::May {
        then: vec![discard()],
    }
}

fn discard() -> Effect {
    Effect::DiscardFromDeck {
        who: PlayerSel::You,
        count: 1,
    }
}

/// The sentences of this module, as the effects they are.
pub(super) fn sentences(c: &mut Cursor) -> Option<Vec<Effect>> {
    // Kanan Jarrus's discard and the cards it discarded
    // (text/defending_deck.rs).
    if let Some(v) = c.attempt(super::defending_deck::sentences) {
        return Some(v);
    }
    // Qi'ra's name and the cost it raises (text/named_costs.rs).
    if let Some(v) = c.attempt(super::named_costs::sentences) {
        return Some(v);
    }
    if let Some(v) = c.attempt(|c| {
        c.eat(NAME).then_some(())?;
        c.eat(".").then_some(())?;
        let mut v = vec![Effect::NameACard];
        v.extend(c.attempt(|c| {
            c.eat(" ").then_some(())?;
            let e = NAMED
                .iter()
                .find_map(|(words, e)| c.eat(words).then(|| e.clone()))?;
            c.eat(".").then_some(e)
        }));
        Some(v)
    }) {
        // "Name a card." alone is read only when a sentence about the
        // name follows it; this one names nothing the ability uses.
        return (v.len() > 1).then_some(v);
    }
    if let Some(v) = c.attempt(same_named) {
        return Some(v);
    }
    if let Some(v) = c.attempt(discarded_this_way) {
        return Some(v);
    }
    let mut v = opener(c)?;
    c.eat(". ").then_some(())?;
    let defender = v.contains(&defender_top());
    v.push(follow(c, defender)?);
    c.eat(".").then_some(v)
}

/// The sentences about the name, after "Name a card.", as printed.
const NAMED: &[(&str, Effect)] = &[
    (
        RESTRICT,
        Effect::OpponentsCantPlayNamed {
            with_that_name: false,
        },
    ),
    (
        RESTRICT_NAME,
        Effect::OpponentsCantPlayNamed {
            with_that_name: true,
        },
    ),
    (
        REVEAL_DISCARD,
        Effect::DiscardNamedFromHand {
            who: PlayerSel::Opponent,
        },
    ),
];

const MAY_DISCARD_HAND: &str = "You may discard a card from your hand. Give ";
const SAME_NAME: &str = " to a unit in play with the same name as the discarded card.";

fn discard_from_hand() -> Effect {
    Effect::May {
        then: vec![Effect::DiscardFromHand {
            who: PlayerSel::You,
            count: 1,
        }],
    }
}

/// "You may discard a card from your hand. Give 2 Experience tokens to a
/// unit in play with the same name as the discarded card." (Echo).
fn same_named(c: &mut Cursor) -> Option<Vec<Effect>> {
    c.eat(MAY_DISCARD_HAND).then_some(())?;
    let count = if c.eat("an Experience token") {
        1
    } else {
        let n = c.number()?;
        (n > 1).then_some(())?;
        c.eat(" Experience tokens").then_some(n)?
    };
    c.eat(SAME_NAME).then_some(())?;
    let give = Effect::GiveExperience {
        target: Target::It,
        count,
    };
    Some(vec![
        discard_from_hand(),
        Effect::TheCard {
            act: TheCardAct::SameNamedUnit { then: vec![give] },
        },
    ])
}

fn write_same_named(effects: &[Effect]) -> Option<(usize, String)> {
    let [first, Effect::TheCard {
        act: TheCardAct::SameNamedUnit { then },
    }, ..] = effects
    else {
        return None;
    };
    (*first == discard_from_hand()).then_some(())?;
    let [Effect::GiveExperience {
        target: Target::It,
        count,
    }] = then.as_slice()
    else {
        return None;
    };
    let tokens = match count {
        0 => return None,
        1 => "an Experience token".to_string(),
        n => format!("{n} Experience tokens"),
    };
    Some((2, format!("{MAY_DISCARD_HAND}{tokens}{SAME_NAME}")))
}

const THIS_WAY: &str = " card discarded this way to your hand.";

/// "Discard 3 cards from your deck. You may return an Underworld card
/// discarded this way to your hand." (Doctor Aphra): a trait or an aspect.
fn discarded_this_way(c: &mut Cursor) -> Option<Vec<Effect>> {
    c.eat("Discard ").then_some(())?;
    let count = c.number()?;
    (count > 1).then_some(())?;
    c.eat(" cards from your deck. You may return ")
        .then_some(())?;
    (c.eat("an ") || c.eat("a ")).then_some(())?;
    let word = c.rest().split(' ').next()?;
    word.starts_with(|ch: char| ch.is_ascii_uppercase())
        .then_some(())?;
    c.eat(word);
    c.eat(THIS_WAY).then_some(())?;
    let filter = if ASPECTS.contains(&word) {
        CardFilter {
            aspect: Some(word.to_string()),
            ..CardFilter::default()
        }
    } else {
        CardFilter {
            trait_: Some(word.to_string()),
            ..CardFilter::default()
        }
    };
    Some(vec![
        Effect::DiscardFromDeck {
            who: PlayerSel::You,
            count,
        },
        Effect::TheCard {
            act: TheCardAct::ReturnOneDiscarded { filter },
        },
    ])
}

fn write_discarded_this_way(effects: &[Effect]) -> Option<(usize, String)> {
    let [Effect::DiscardFromDeck {
        who: PlayerSel::You,
        count,
    }, Effect::TheCard {
        act: TheCardAct::ReturnOneDiscarded { filter },
    }, ..] = effects
    else {
        return None;
    };
    (*count > 1).then_some(())?;
    let word = match (&filter.aspect, &filter.trait_) {
        (Some(a), None) if ASPECTS.contains(&a.as_str()) => a.clone(),
        (None, Some(t)) if !ASPECTS.contains(&t.as_str()) => t.clone(),
        _ => return None,
    };
    let only = CardFilter {
        aspect: filter.aspect.clone(),
        trait_: filter.trait_.clone(),
        ..CardFilter::default()
    };
    (*filter == only).then_some(())?;
    let article = if word.starts_with(['A', 'E', 'I', 'O', 'U']) {
        "an"
    } else {
        "a"
    };
    Some((
        2,
        format!("Discard {count} cards from your deck. You may return {article} {word}{THIS_WAY}"),
    ))
}

fn opener(c: &mut Cursor) -> Option<Vec<Effect>> {
    if c.eat(MAY_DISCARD) {
        return Some(vec![Effect::May {
            then: vec![discard()],
        }]);
    }
    if c.eat_verb(LOOK, true) {
        return Some(vec![look()]);
    }
    if c.eat(DISCARD) {
        return Some(vec![discard()]);
    }
    if c.eat(DEFENDER_DISCARD) {
        return Some(vec![defender_top()]);
    }
    let first = if c.eat(NAME) {
        Effect::NameACard
    } else if c.eat(NUMBER) {
        Effect::ChooseNumber
    } else {
        return None;
    };
    c.eat(", then ").then_some(())?;
    if c.eat(DEFENDER_TOP) {
        return Some(vec![first, defender_top()]);
    }
    c.eat(LOOK).then_some(vec![first, look()])
}

const DEFENDER_TOP: &str = "discard the top card of the defending player's deck";

fn defender_top() -> Effect {
    Effect::DiscardFromDeck {
        who: PlayerSel::DefendingPlayer,
        count: 1,
    }
}

/// `defender`: the opener discarded from the defending player's deck, so
/// "that player" is that player.
fn follow(c: &mut Cursor, defender: bool) -> Option<Effect> {
    if c.eat(EITHER) {
        let more = clause(c, false)?;
        return Some(Effect::ChooseOptions {
            count: 1,
            options: vec![
                vec![Effect::TheCard {
                    act: TheCardAct::Draw,
                }],
                vec![discard(), more],
            ],
        });
    }
    c.eat("If ").then_some(())?;
    let test = match TESTS.iter().find(|(w, _)| c.eat(w)) {
        Some((_, t)) => t.clone(),
        // "it's Aggression": an aspect icon's word.
        None => {
            c.eat("it's ").then_some(())?;
            let aspect = ASPECTS.iter().find(|a| c.eat(a))?;
            CardTest::HasAspect(aspect.to_string())
        }
    };
    c.eat(", ").then_some(())?;
    let may = c.eat("you may ");
    let act = match ACTS.iter().find(|(w, _)| c.eat(w)) {
        Some((_, act)) => Effect::TheCard { act: act.clone() },
        None if defender && c.eat(THAT_PLAYERS_RESOURCE) => that_players_resource(),
        None => clause(c, false)?,
    };
    let then = vec![super::read::may_or_must(may, act)];
    Some(Effect::IfTheCard { test, then })
}

/// The writer's side: the sentences a run of `effects` starts with, and
/// how many effects they are.
pub(super) fn write_run(effects: &[Effect]) -> Option<(usize, String)> {
    if let Some(run) = super::defending_deck::write_run(effects) {
        return Some(run);
    }
    if let Some(run) = super::named_costs::write_run(effects) {
        return Some(run);
    }
    if let Some(run) = write_same_named(effects) {
        return Some(run);
    }
    if let Some(run) = write_discarded_this_way(effects) {
        return Some(run);
    }
    match effects {
        [Effect::NameACard, named, ..] if NAMED.iter().any(|(_, e)| e == named) => {
            let words = NAMED.iter().find(|(_, e)| e == named)?.0;
            Some((2, format!("{NAME}. {words}.")))
        }
        [first @ (Effect::NameACard | Effect::ChooseNumber), look_at, then, ..]
            if *look_at == look() || *look_at == defender_top() =>
        {
            let opener = match first {
                Effect::NameACard => NAME,
                _ => NUMBER,
            };
            let second = if *look_at == look() {
                LOOK
            } else {
                DEFENDER_TOP
            };
            let defender = *look_at == defender_top();
            Some((
                3,
                format!(
                    "{opener}, then {second}. {}.",
                    write_follow(then, defender)?
                ),
            ))
        }
        [first, then, ..]
            if *first == look()
                || *first == discard()
                || *first == may_discard()
                || *first == defender_top() =>
        {
            let opener = if *first == look() {
                super::words::verb(true, LOOK)
            } else if *first == discard() {
                DISCARD.to_string()
            } else if *first == defender_top() {
                DEFENDER_DISCARD.to_string()
            } else {
                MAY_DISCARD.to_string()
            };
            let defender = *first == defender_top();
            Some((2, format!("{opener}. {}.", write_follow(then, defender)?)))
        }
        _ => None,
    }
}

fn write_follow(e: &Effect, defender: bool) -> Option<String> {
    match e {
        Effect::ChooseOptions { count: 1, options } => match options.as_slice() {
            [draw, second] => {
                let [Effect::TheCard {
                    act: TheCardAct::Draw,
                }] = draw.as_slice()
                else {
                    return None;
                };
                let [d, more] = second.as_slice() else {
                    return None;
                };
                (*d == discard()).then_some(())?;
                Some(format!("{EITHER}{}", plain_clause(more)?))
            }
            _ => None,
        },
        Effect::IfTheCard { test, then } => {
            let test = match test {
                CardTest::HasAspect(a) => format!("it's {a}"),
                t => TESTS.iter().find(|(_, w)| w == t)?.0.to_string(),
            };
            let (may, act) = match then.as_slice() {
                [Effect::May { then }] => match then.as_slice() {
                    [one] => ("you may ", one),
                    _ => return None,
                },
                [one] => ("", one),
                _ => return None,
            };
            let act = match act {
                Effect::TheCard { act } => ACTS.iter().find(|(_, a)| a == act)?.0.to_string(),
                e if defender && *e == that_players_resource() => THAT_PLAYERS_RESOURCE.into(),
                e => plain_clause(e)?,
            };
            Some(format!("If {test}, {may}{act}"))
        }
        _ => None,
    }
}

/// A clause about the card on its own, as a choice's option names it
/// ("Draw that card"); `None` for any other effect. No reader reads these
/// alone: they are read only after their opener.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::TheCard { act } = e else {
        return None;
    };
    let words = match act {
        TheCardAct::Draw => "draw that card",
        act => ACTS.iter().find(|(_, a)| a == act)?.0,
    };
    Some(super::words::verb(capital, words))
}
