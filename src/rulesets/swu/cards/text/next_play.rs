//! "The next unit you play this phase costs 1 less." (Honor-Bound
//! Partisan, GNK Power Droid), reader and writer side by side: a delayed
//! effect (the CR's own example of one, 7.7.4a) that lowers the cost of
//! the next such card its controller plays this phase, then is used up
//! (`engine::effects::next_play`).
//!
//! ```text
//! next-play := "The next " {"non-" ASPECT ", "} KIND " you play this phase costs " N " less"
//! KIND      := "card" | "unit" | "event" | "upgrade"
//! ```
//!
//! "non-Heroism, non-Villainy" (Bendu): the card has none of those
//! aspects; the last one stands before the kind with a space, the others
//! with a comma (the list's printed form).

use super::super::ability::Effect;
use super::super::CardType;
use super::read::Cursor;

const KINDS: &[(&str, Option<CardType>)] = &[
    ("card", None),
    ("unit", Some(CardType::Unit)),
    ("event", Some(CardType::Event)),
    ("upgrade", Some(CardType::Upgrade)),
];

const YOU_PLAY: &str = " you play this phase costs ";

pub(super) fn clause(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("the next ", capital).then_some(())?;
    let mut not_aspects = Vec::new();
    while c.eat("non-") {
        let aspect = super::clause::ASPECTS.iter().find(|a| c.eat(a))?;
        not_aspects.push(aspect.to_string());
        if !c.eat(", ") {
            c.eat(" ").then_some(())?;
            break;
        }
    }
    let (_, card_type) = KINDS.iter().find(|(w, _)| c.eat(w))?;
    c.eat(YOU_PLAY).then_some(())?;
    let less = c.number().filter(|n| *n > 0)?;
    c.eat(" less").then_some(())?;
    Some(Effect::NextCostsLess {
        card_type: *card_type,
        less,
        not_aspects,
    })
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::NextCostsLess {
        card_type,
        less,
        not_aspects,
    } = e
    else {
        return None;
    };
    (*less > 0).then_some(())?;
    let (kind, _) = KINDS.iter().find(|(_, t)| t == card_type)?;
    // Only the aspects the reader knows, so the text reads back the same.
    let known = |a: &String| super::clause::ASPECTS.contains(&a.as_str());
    not_aspects.iter().all(known).then_some(())?;
    let nots: Vec<String> = not_aspects.iter().map(|a| format!("non-{a}")).collect();
    let nots = if nots.is_empty() {
        String::new()
    } else {
        format!("{} ", nots.join(", "))
    };
    Some(super::words::verb(
        capital,
        &format!("the next {nots}{kind}{YOU_PLAY}{less} less"),
    ))
}
