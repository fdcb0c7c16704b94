//! "Choose a friendly unit. If it has Sentinel, give an Experience token to
//! it. Otherwise, it gains Sentinel for this phase.": a unit chosen in a
//! sentence of its own, the sentences after it about "it"; reader and
//! writer side by side.
//!
//! ```text
//! choose   := "Choose " unit "." (" " about-it)+
//! about-it := "If it has " KEYWORD ", " clause-on-it ". Otherwise, " clause-on-it "."
//!           | "It " ("gets " MOD | "gains " KEYWORD) " for this phase."   (one, alone)
//!           | "You may " clause-on-it "."                                  (one, alone)
//! ```
//!
//! "Choose a ground unit. You may deal 1 damage to it for each damage on
//! this unit." (Krrsantan): the unit is chosen whatever the player then
//! decides; only the clause is optional (a `may` inside the `choose`).
//!
//! Read as one `choose` of the unit, then an `if_keyword` about it, or the
//! change to it. "Choose a unit. It gets -4/-4 for this phase." says the
//! same as "Give a unit -4/-4 for this phase.": the writer writes the
//! "Choose" form only for a unit whose words end in a "that" clause ("a
//! unit that entered play this phase", Hello There), the one way the pool
//! prints such a change (no card prints "Give a unit that ... +N/+N").

use super::super::ability::{Effect, Target, UnitFilter};
use super::clause::{one_clause, target};
use super::read::{keyword, Cursor};
use super::write::{clause_on, unit_phrase, write_line};
use super::Line;

/// The parts of a `choose`: the unit chosen, its filter and what is
/// done to it ("it"). Every writer of sentences about a chosen unit
/// starts here; `None` for any other effect.
pub(super) fn choose_parts(e: &Effect) -> Option<(&Target, &UnitFilter, &Vec<Effect>)> {
    match e {
        Effect::Choose {
            target,
            filter,
            then,
        } => Some((target, filter, then)),
        _ => None,
    }
}

/// The unit chosen: a single unit chosen as the effect resolves ("a
/// friendly unit", "another unit"), not this unit, "it", "each" or a
/// base. One list for every reader that takes only such a unit.
pub(super) fn is_one_unit(t: Target) -> bool {
    matches!(
        t,
        Target::ChosenUnit
            | Target::ChosenFriendlyUnit
            | Target::ChosenEnemyUnit
            | Target::ChosenOtherUnit
            | Target::ChosenOtherFriendlyUnit
    )
}

/// "It gets -4/-4 for this phase", "It gains Sentinel for this phase".
fn is_change(e: &Effect) -> bool {
    matches!(
        e,
        Effect::Modify {
            target: Target::It,
            ..
        } | Effect::GainKeyword {
            target: Target::It,
            ..
        }
    )
}

/// A clause whose one target is "it".
fn on_it(c: &mut Cursor, capital: bool) -> Option<Effect> {
    let e = one_clause(c, capital)?;
    let back = clause_on(&e, false, "it", true)?;
    // Written back with "it" standing for the chosen unit: the clause
    // names no other target.
    back.contains("it").then_some(e)
}

/// "If it has Sentinel, ... Otherwise, ...", with its full stops.
fn if_it_has(c: &mut Cursor) -> Option<Effect> {
    c.eat("If it has ").then_some(())?;
    let Line::Keyword { keyword, amount: 0 } = keyword(c)? else {
        return None;
    };
    c.eat(", ").then_some(())?;
    let then = on_it(c, false)?;
    c.eat(". Otherwise, ").then_some(())?;
    let otherwise = on_it(c, false)?;
    c.eat(".").then_some(())?;
    Some(Effect::IfKeyword {
        keyword,
        then: vec![then],
        otherwise: vec![otherwise],
    })
}

/// The sentences, from "Choose" to the last full stop about "it".
pub(super) fn sentences(c: &mut Cursor) -> Option<Effect> {
    c.eat("Choose ").then_some(())?;
    let (t, filter) = target(c)?;
    is_one_unit(t).then_some(())?;
    c.eat(".").then_some(())?;
    let mut then = Vec::new();
    while let Some(e) = c.attempt(|c| {
        c.eat(" ").then_some(())?;
        if_it_has(c)
    }) {
        then.push(e);
    }
    if then.is_empty() {
        then.extend(c.attempt(|c| {
            c.eat(" ").then_some(())?;
            let e = on_it(c, true)?;
            is_change(&e).then_some(())?;
            c.eat(".").then_some(e)
        }));
    }
    if then.is_empty() {
        then.extend(c.attempt(|c| {
            c.eat(" You may ").then_some(())?;
            let e = on_it(c, false)?;
            c.eat(".").then_some(Effect::May { then: vec![e] })
        }));
    }
    (!then.is_empty()).then_some(Effect::Choose {
        target: t,
        filter,
        then,
    })
}

/// The writer's side: the sentences without the last full stop; `None`
/// for a `choose` these sentences do not say.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    // Sentences of their own: never after "You may ".
    capital.then_some(())?;
    let (target, filter, then) = choose_parts(e)?;
    let mut out = format!("Choose {}", unit_phrase(*target, filter)?);
    if let [Effect::May { then: may }] = then.as_slice() {
        let [e] = may.as_slice() else {
            return None;
        };
        return Some(format!(
            "{out}. You may {}",
            clause_on(e, false, "it", true)?
        ));
    }
    if let [e] = then.as_slice() {
        if is_change(e) {
            out.contains(" that ").then_some(())?;
            return Some(format!("{out}. {}", clause_on(e, true, "it", true)?));
        }
    }
    for e in then {
        let Effect::IfKeyword {
            keyword,
            then,
            otherwise,
        } = e
        else {
            return None;
        };
        let ([then], [otherwise]) = (then.as_slice(), otherwise.as_slice()) else {
            return None;
        };
        let word = write_line(&Line::Keyword {
            keyword: *keyword,
            amount: 0,
        })?;
        out.push_str(&format!(
            ". If it has {word}, {}. Otherwise, {}",
            clause_on(then, false, "it", true)?,
            clause_on(otherwise, false, "it", true)?
        ));
    }
    Some(out)
}
