//! Kanan Jarrus's two sentences, read together (the second is about the
//! cards the first discarded), reader and writer side by side:
//!
//! ```text
//! discard-each := ["You may "] "discard 1 card from the defending player's deck for each friendly "
//!                 TRAIT " unit. Heal 1 damage from your base for each different aspect among the
//!                 discarded cards."
//! ```
//!
//! "the discarded cards" are read only after the discard that makes them.

use super::super::ability::{Effect, PlayerSel, Target, UnitFilter};
use super::read::Cursor;

const HEAD: &str = "discard 1 card from the defending player's deck for each friendly ";
const HEAL: &str =
    "Heal 1 damage from your base for each different aspect among the discarded cards";

pub(super) fn sentences(c: &mut Cursor) -> Option<Vec<Effect>> {
    let may = c.eat("You may ");
    c.eat_verb(HEAD, !may).then_some(())?;
    // A trait is printed capitalised ("SPECTRE", "Rebel").
    let word = c.rest().split(' ').next()?;
    word.starts_with(|ch: char| ch.is_ascii_uppercase())
        .then_some(())?;
    c.eat(word);
    c.eat(" unit. ").then_some(())?;
    c.eat(HEAL).then_some(())?;
    c.eat(".").then_some(())?;
    let discard = Effect::DiscardFromDeckForEach {
        who: PlayerSel::DefendingPlayer,
        filter: UnitFilter {
            trait_: Some(word.to_string()),
            ..UnitFilter::default()
        },
    };
    let discard = if may {
        Effect::May {
            then: vec![discard],
        }
    } else {
        discard
    };
    Some(vec![
        discard,
        Effect::HealForEachAspectDiscarded {
            target: Target::YourBase,
        },
    ])
}

/// The writer's side: the two sentences and the two effects they are.
pub(super) fn write_run(effects: &[Effect]) -> Option<(usize, String)> {
    let [first, Effect::HealForEachAspectDiscarded {
        target: Target::YourBase,
    }, ..] = effects
    else {
        return None;
    };
    let (may, discard) = match first {
        Effect::May { then } => match then.as_slice() {
            [one] => (true, one),
            _ => return None,
        },
        e => (false, e),
    };
    let Effect::DiscardFromDeckForEach {
        who: PlayerSel::DefendingPlayer,
        filter,
    } = discard
    else {
        return None;
    };
    let trait_ = filter.trait_.as_deref()?;
    let only_trait = UnitFilter {
        trait_: Some(trait_.to_string()),
        ..UnitFilter::default()
    };
    (*filter == only_trait).then_some(())?;
    let head = if may {
        format!("You may {HEAD}")
    } else {
        super::words::verb(true, HEAD)
    };
    Some((2, format!("{head}{trait_} unit. {HEAL}.")))
}
