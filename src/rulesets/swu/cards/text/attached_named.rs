//! An upgrade's When Played about the unit it is attached to, named, then
//! called "him" or "her": "If attached unit is Luke Skywalker, heal all
//! damage from him and give a Shield token to him." (Luke's Lightsaber).
//! Reader and writer side by side.
//!
//! ```text
//! attached-named := "If " attached-is ", " clause-on-it (" and " clause-on-it)* "."
//!                   (each clause's one target the pronoun, "him" or "her";
//!                    only in an upgrade's When Played: text/upgrade.rs)
//! ```
//!
//! The clauses are read from a copy of the sentence with the pronoun
//! written "it", the engine's word for the attached unit; they resolve in
//! the order printed (7.1.5), each on that unit, only if it is so named
//! (8.23.3).

use super::super::ability::{Condition, Effect, Pronoun, Target};
use super::clause::one_clause;
use super::compound::aim_of;
use super::read::Cursor;
use super::upgrade::{attached_is, write_attached_is};
use super::write::clause_on;

/// The object pronouns read here, and the pronoun each stands for.
const OBJECTS: &[(&str, Pronoun)] = &[("him", Pronoun::He), ("her", Pronoun::She)];

fn object(p: Pronoun) -> Option<&'static str> {
    OBJECTS.iter().find(|(_, q)| *q == p).map(|(w, _)| *w)
}

pub(super) fn sentence(c: &mut Cursor) -> Option<Effect> {
    c.eat("If ").then_some(())?;
    let Condition::ItIs { name, filter } = attached_is(c)? else {
        return None;
    };
    c.eat(", ").then_some(())?;
    let rest = c.rest();
    let end = rest.find('.')?;
    let words: Vec<&str> = rest[..end].split(' ').collect();
    // One pronoun, the same throughout.
    let pronoun = OBJECTS
        .iter()
        .find(|(w, _)| words.contains(w))
        .map(|(_, p)| *p)?;
    let other = object(pronoun)?;
    (!OBJECTS
        .iter()
        .any(|(w, _)| *w != other && words.contains(w)))
    .then_some(())?;
    let as_it: Vec<&str> = words
        .iter()
        .map(|w| if *w == other { "it" } else { *w })
        .collect();
    let as_it = as_it.join(" ");
    let mut sub = c.over(&as_it);
    let mut then = vec![one_clause(&mut sub, false)?];
    while sub.eat(" and ") {
        then.push(one_clause(&mut sub, false)?);
    }
    (sub.done() && then.iter().all(|e| aim_of(e) == Some(Target::It))).then_some(())?;
    c.at += end;
    c.eat(".").then_some(())?;
    Some(Effect::If {
        condition: Condition::ItIsCalled {
            name,
            filter,
            pronoun,
        },
        then,
    })
}

/// The sentence [`sentence`] reads, without its full stop.
pub(super) fn write(e: &Effect) -> Option<String> {
    let Effect::If {
        condition:
            Condition::ItIsCalled {
                name,
                filter,
                pronoun,
            },
        then,
    } = e
    else {
        return None;
    };
    let him = object(*pronoun)?;
    let clauses = then
        .iter()
        .map(|e| {
            (aim_of(e) == Some(Target::It))
                .then(|| clause_on(e, false, him, false))
                .flatten()
        })
        .collect::<Option<Vec<_>>>()?;
    (!clauses.is_empty()).then_some(())?;
    Some(format!(
        "If {}, {}",
        write_attached_is(name, filter)?,
        clauses.join(" and ")
    ))
}
