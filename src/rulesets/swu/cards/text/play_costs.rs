//! A constant that changes the cost of the cards its controller plays,
//! reader and writer side by side:
//!
//! ```text
//! play-cost := "As an additional cost for each opponent to play " ("a" | "an") " "
//!              [TRAIT " "] KIND ", they must deal " N " damage to their base."
//!            | "While you control " N " or more units, ignore the aspect penalties on "
//!              [TRAIT " "] KINDS " you play."
//!            | "Ignore the aspect penalty on " cards " you play" [" each round"] "."
//!            | ("Each " | "The first ") [TRAIT " "] KIND " you play" [" each round"]
//!              " costs " N " less."
//! cards     := [TRAIT " "] KINDS | "the first " [TRAIT " "] KIND
//!              (" each round" after "the first" only, and always)
//! KIND      := "card" | "unit" | "event" | "upgrade"   (KINDS: the plural)
//! ```
//!
//! Only a trait or an aspect narrows the cards here: the engine checks the card played
//! against the same filter as it is played (`engine::play_costs`).

use super::super::ability::CardFilter;
use super::super::play_costs::PlayCostMod;
use super::super::CardType;
use super::clause::ASPECTS;
use super::deck::{traits_then_kind, KINDS};
use super::read::Cursor;

/// "SPECTRE cards" (`plural`) or "TRICK event": capitalised trait words,
/// then the kind of card.
fn kind_words(c: &mut Cursor, plural: bool) -> Option<(Option<CardType>, CardFilter)> {
    let (card_type, traits) = traits_then_kind(c, plural, &[' ', ',', '.'])?;
    // "Heroism units": an aspect, not a trait.
    let words = (!traits.is_empty()).then(|| traits.join(" "));
    let filter = match words {
        Some(a) if ASPECTS.contains(&a.as_str()) => CardFilter {
            aspect: Some(a),
            ..CardFilter::default()
        },
        trait_ => CardFilter {
            trait_,
            ..CardFilter::default()
        },
    };
    Some((card_type, filter))
}

fn write_kind_words(k: &PlayCostMod, plural: bool) -> Option<String> {
    // One word before the kind: a trait, or an aspect.
    let only_trait = CardFilter {
        trait_: k.cards.trait_.clone(),
        ..CardFilter::default()
    };
    let only_aspect = CardFilter {
        aspect: k.cards.aspect.clone(),
        ..CardFilter::default()
    };
    (k.cards == only_trait || k.cards == only_aspect).then_some(())?;
    let kind = KINDS.iter().find(|(_, t)| *t == k.card_type)?.0;
    let s = if plural { "s" } else { "" };
    Some(match k.cards.trait_.as_ref().or(k.cards.aspect.as_ref()) {
        Some(t) => format!("{t} {kind}{s}"),
        None => format!("{kind}{s}"),
    })
}

const EACH_ROUND: &str = " each round";
const ADDITIONAL: &str = "As an additional cost for each opponent to play ";

/// "As an additional cost for each opponent to play an event, they must
/// deal 2 damage to their base."
fn additional(c: &mut Cursor) -> Option<PlayCostMod> {
    c.eat(ADDITIONAL).then_some(())?;
    (c.eat("a ") || c.eat("an ")).then_some(())?;
    let (card_type, cards) = kind_words(c, false)?;
    c.eat(", they must deal ").then_some(())?;
    let n = c.number()?;
    c.eat(" damage to their base.").then_some(())?;
    (n > 0).then_some(())?;
    Some(PlayCostMod {
        opponents: true,
        base_damage: n,
        ..no_change(card_type, cards)
    })
}

/// The cards a play cost is about with no change to it yet: each reader
/// sets only what its words say.
fn no_change(card_type: Option<CardType>, cards: CardFilter) -> PlayCostMod {
    PlayCostMod {
        card_type,
        cards,
        less: 0,
        ignore_penalty: false,
        first_each_round: false,
        opponents: false,
        base_damage: 0,
        while_units: None,
    }
}

/// "While you control 2 or more units, ignore the aspect penalties on
/// Heroism units you play." (LAW Hera Syndulla).
fn while_units(c: &mut Cursor) -> Option<PlayCostMod> {
    c.eat("While you control ").then_some(())?;
    let n = c.number()?;
    c.eat(" or more units, ignore the aspect penalties on ")
        .then_some(())?;
    let (card_type, cards) = kind_words(c, true)?;
    c.eat(" you play.").then_some(())?;
    Some(PlayCostMod {
        ignore_penalty: true,
        while_units: Some(n),
        ..no_change(card_type, cards)
    })
}

pub(super) fn play_cost(c: &mut Cursor) -> Option<PlayCostMod> {
    if let Some(k) = c.attempt(additional) {
        return Some(k);
    }
    if let Some(k) = c.attempt(while_units) {
        return Some(k);
    }
    if c.eat("Ignore the aspect penalty on ") {
        let first = c.eat("the first ");
        let (card_type, cards) = kind_words(c, !first)?;
        c.eat(" you play").then_some(())?;
        (!first || c.eat(EACH_ROUND)).then_some(())?;
        c.eat(".").then_some(())?;
        return Some(PlayCostMod {
            ignore_penalty: true,
            first_each_round: first,
            ..no_change(card_type, cards)
        });
    }
    let first = c.eat("The first ");
    (first || c.eat("Each ")).then_some(())?;
    let (card_type, cards) = kind_words(c, false)?;
    c.eat(" you play").then_some(())?;
    (!first || c.eat(EACH_ROUND)).then_some(())?;
    c.eat(" costs ").then_some(())?;
    let less = c.number()?;
    c.eat(" less.").then_some(())?;
    (less > 0).then_some(())?;
    Some(PlayCostMod {
        less,
        first_each_round: first,
        ..no_change(card_type, cards)
    })
}

/// The writer's side, from the vocabulary alone.
pub(super) fn write(k: &PlayCostMod) -> Option<String> {
    if let Some(n) = k.while_units {
        (k.ignore_penalty
            && k.less == 0
            && !k.first_each_round
            && !k.opponents
            && k.base_damage == 0)
            .then_some(())?;
        return Some(format!(
            "While you control {n} or more units, ignore the aspect penalties on {} you play.",
            write_kind_words(k, true)?
        ));
    }
    if k.opponents || k.base_damage > 0 {
        (k.opponents
            && k.base_damage > 0
            && !k.ignore_penalty
            && k.less == 0
            && !k.first_each_round)
            .then_some(())?;
        let words = write_kind_words(k, false)?;
        return Some(format!(
            "{ADDITIONAL}{} {words}, they must deal {} damage to their base.",
            super::write::article(&words),
            k.base_damage
        ));
    }
    let first = k.first_each_round;
    let round = if first { EACH_ROUND } else { "" };
    match (k.ignore_penalty, k.less) {
        (true, 0) => Some(format!(
            "Ignore the aspect penalty on {}{} you play{round}.",
            if first { "the first " } else { "" },
            write_kind_words(k, !first)?
        )),
        (false, n) if n > 0 => Some(format!(
            "{} {} you play{round} costs {n} less.",
            if first { "The first" } else { "Each" },
            write_kind_words(k, false)?
        )),
        _ => None,
    }
}
