//! "Give 2 Experience tokens to another friendly unit. If it's a FORCE
//! unit, draw a card." (Obi-Wan Kenobi): a clause on a chosen unit, then a
//! sentence about that same unit ("it"). Read as one `choose` of the
//! unit, its clause on "it", then an `if` that "it" passes the filter
//! (7.1.5: in the order written). Reader and writer side by side.
//!
//! ```text
//! if-its := clause-on-a-chosen-unit ". If it's " ("a" | "an") words ", " ["also "] clause "."
//!           (words with no side)
//! ```

use super::super::ability::{Condition, Effect, UnitFilter};
use super::choose::choose_parts;
use super::clause::{clause, unit_words};
use super::compound::chosen;
use super::read::Cursor;
use super::write::{article, clause_on, unit_phrase};

pub(super) fn sentences(c: &mut Cursor) -> Option<Effect> {
    after_may(c, true)
}

/// "You may heal 2 damage from a unit. If it's a non-Heroism unit, give a
/// Shield token to it." (Rey): the same two sentences after "You may ",
/// the first clause in lower case; the "may" is the ability's, over both
/// (no unit is healed, so there is no "it").
pub(super) fn may_sentences(c: &mut Cursor) -> Option<Effect> {
    c.eat("You may ").then_some(())?;
    after_may(c, false)
}

fn after_may(c: &mut Cursor, capital: bool) -> Option<Effect> {
    let first = clause(c, capital)?;
    let (target, filter, on_it) = chosen(&first)?;
    c.eat(". If it's ").then_some(())?;
    (c.eat("a ") || c.eat("an ")).then_some(())?;
    let (side, is) = unit_words(c)?;
    side.is_none().then_some(())?;
    c.eat(", ").then_some(())?;
    // "If it's a non-Villainy unit, also give ...": "also" says the unit
    // gets this as well as the first sentence's (words only).
    let also = c.eat("also ");
    let then = clause(c, false)?;
    c.eat(".").then_some(())?;
    let then = if also {
        Effect::Also { then: vec![then] }
    } else {
        then
    };
    Some(Effect::Choose {
        target,
        filter,
        then: vec![
            on_it,
            Effect::If {
                condition: Condition::ItIs {
                    name: None,
                    filter: is,
                },
                then: vec![then],
            },
        ],
    })
}

/// The writer's side: both sentences, the last full stop left to the
/// caller, the first in lower case after "You may " (not `capital`);
/// `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let (target, filter, then) = choose_parts(e)?;
    let [inner, Effect::If {
        condition: Condition::ItIs {
            name: None,
            filter: is,
        },
        then: if_then,
    }] = then.as_slice()
    else {
        return None;
    };
    let (also, if_then) = match if_then.as_slice() {
        [Effect::Also { then }] => match then.as_slice() {
            [one] => ("also ", one),
            _ => return None,
        },
        [one] => ("", one),
        _ => return None,
    };
    if *is == UnitFilter::default() {
        return None;
    }
    let aim = unit_phrase(*target, filter)?;
    let words = super::write::unit_words(None, is)?;
    Some(format!(
        "{}. If it's {} {words}, {also}{}",
        clause_on(inner, capital, &aim, true)?,
        article(&words),
        clause_on(if_then, false, "it", false)?
    ))
}
