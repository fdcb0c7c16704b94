//! "Give 2 Experience tokens to another friendly unit. If it's a FORCE
//! unit, draw a card." (Obi-Wan Kenobi): a clause on a chosen unit, then a
//! sentence about that same unit ("it"). Read as one `choose` of the
//! unit, its clause on "it", then an `if` that "it" passes the filter
//! (7.1.5: in the order written). Reader and writer side by side.
//!
//! ```text
//! if-its := clause-on-a-chosen-unit ". If it's " ("a" | "an") words ", " clause "."
//!           (words with no side, and no aspect after "non-")
//! ```

use super::super::ability::{Condition, Effect, UnitFilter};
use super::clause::{clause, unit_words, ASPECTS};
use super::compound::chosen;
use super::read::Cursor;
use super::write::{article, clause_on, unit_phrase};

pub(super) fn sentences(c: &mut Cursor) -> Option<Effect> {
    let first = clause(c, true)?;
    let (target, filter, on_it) = chosen(&first)?;
    c.eat(". If it's ").then_some(())?;
    (c.eat("a ") || c.eat("an ")).then_some(())?;
    let (side, is) = unit_words(c)?;
    side.is_none().then_some(())?;
    // "non-Villainy" is an aspect the unit lacks; the filter's "non-" is a
    // trait, so such a line is not read.
    let aspect_lacked = is
        .not_trait
        .as_deref()
        .is_some_and(|t| ASPECTS.contains(&t));
    (!aspect_lacked).then_some(())?;
    c.eat(", ").then_some(())?;
    let then = clause(c, false)?;
    c.eat(".").then_some(())?;
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
/// caller; `None` for any other effect.
pub(super) fn write(e: &Effect) -> Option<String> {
    let Effect::Choose {
        target,
        filter,
        then,
    } = e
    else {
        return None;
    };
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
    let [if_then] = if_then.as_slice() else {
        return None;
    };
    if *is == UnitFilter::default() {
        return None;
    }
    let aim = unit_phrase(*target, filter)?;
    let words = super::write::unit_words(None, is)?;
    Some(format!(
        "{}. If it's {} {words}, {}",
        clause_on(inner, true, &aim, true)?,
        article(&words),
        clause_on(if_then, false, "it", false)?
    ))
}
