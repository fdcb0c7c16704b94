//! "An opponent chooses a non-leader unit they control. Defeat that
//! unit.": a unit chosen by an opponent among their own, the next sentence
//! about "that unit"; reader and writer side by side.
//!
//! ```text
//! opponent-chooses := "An opponent chooses " ("a " | "an ") unit-words " they control. "
//!                     ["You may "] clause-on-that-unit "."
//!                   | "An opponent chooses a unit or base they control. "
//!                     ["You may "] clause-on-it "."
//! ```
//!
//! Read as a `choose` of `unit_an_opponent_chooses` (the engine asks that
//! opponent, not the ability's controller), the next sentence's effect on
//! "it". The words name no side ("they control" does): a "friendly" or
//! "enemy" there is not read.

use super::super::ability::{Effect, Target};
use super::super::unit_conditions::UnitFilter;
use super::clause::{clause, unit_words as read_unit_words};
use super::read::{may_or_must, Cursor};
use super::write::{article, clause_on, unit_words};

const THEY_CONTROL: &str = " they control. ";
const THAT_UNIT: &str = "that unit";

pub(super) fn sentences(c: &mut Cursor) -> Option<Effect> {
    if let Some(e) = c.attempt(unit_or_base) {
        return Some(e);
    }
    c.eat("An opponent chooses ").then_some(())?;
    (c.eat("a ") || c.eat("an ")).then_some(())?;
    let (side, filter) = read_unit_words(c)?;
    side.is_none().then_some(())?;
    c.eat(THEY_CONTROL).then_some(())?;
    // The next sentence names the chosen unit "that unit": read from a copy
    // with "it" in its place, the word the clauses read for a unit chosen
    // before; the cursor moves over the printed sentence.
    let rest = c.rest();
    let end = rest.find('.')? + 1;
    let sentence = &rest[..end];
    (sentence.matches(THAT_UNIT).count() == 1).then_some(())?;
    let copy = sentence.replacen(THAT_UNIT, "it", 1);
    let mut sub = Cursor {
        attached_is_it: false,
        ..c.over(&copy)
    };
    let may = sub.eat("You may ");
    let e = clause(&mut sub, !may)?;
    (sub.eat(".") && sub.done()).then_some(())?;
    c.at += end;
    let then = vec![may_or_must(may, e)];
    Some(Effect::Choose {
        target: Target::UnitAnOpponentChooses,
        filter,
        then,
    })
}

/// "An opponent chooses a unit or base they control. You may deal 2
/// damage to it." (Grey Squadron Y-Wing): the opponent picks among their
/// units and their base; the next sentence, about "it", acts on the one
/// picked, the base too.
fn unit_or_base(c: &mut Cursor) -> Option<Effect> {
    c.eat(UNIT_OR_BASE).then_some(())?;
    let may = c.eat("You may ");
    let e = clause(c, !may)?;
    c.eat(".").then_some(())?;
    // Only an effect on "it": any other aim would not be about the pick.
    (clause_on(&e, !may, IT, true).is_some()).then_some(())?;
    let then = vec![may_or_must(may, e)];
    Some(Effect::Choose {
        target: Target::UnitOrBaseAnOpponentChooses,
        filter: UnitFilter::default(),
        then,
    })
}

const UNIT_OR_BASE: &str = "An opponent chooses a unit or base they control. ";
const IT: &str = "it";

/// The writer's side, without the last full stop; `None` for any other
/// effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    // Sentences of their own: never after "You may ".
    capital.then_some(())?;
    if let Effect::Choose {
        target: Target::UnitOrBaseAnOpponentChooses,
        filter,
        then,
    } = e
    {
        (*filter == UnitFilter::default()).then_some(())?;
        let about = match then.as_slice() {
            [Effect::May { then }] => match then.as_slice() {
                [one] => format!("You may {}", clause_on(one, false, IT, true)?),
                _ => return None,
            },
            [one] => clause_on(one, true, IT, true)?,
            _ => return None,
        };
        return Some(format!("{UNIT_OR_BASE}{about}"));
    }
    let Effect::Choose {
        target: Target::UnitAnOpponentChooses,
        filter,
        then,
    } = e
    else {
        return None;
    };
    let words = unit_words(None, filter)?;
    let about = match then.as_slice() {
        [Effect::May { then }] => match then.as_slice() {
            [one] => format!("You may {}", clause_on(one, false, THAT_UNIT, false)?),
            _ => return None,
        },
        [one] => clause_on(one, true, THAT_UNIT, false)?,
        _ => return None,
    };
    Some(format!(
        "An opponent chooses {} {words}{THEY_CONTROL}{about}",
        article(&words)
    ))
}
