//! A capture by the unit an upgrade is attached to, in the upgrade's own
//! When Played (8.33.1): "Attached unit captures an enemy non-leader unit
//! with less power than it." (Legal Authority), and after "If attached
//! unit is The Mandalorian," "he captures an exhausted enemy non-leader
//! unit" (The Mandalorian's Rifle). Reader and writer side by side.
//!
//! ```text
//! capture-by-it := ("Attached unit" | "he" | "she") " captures " unit
//!                  [" with less power than " ("it" | "him" | "her")]
//!                  (only in an upgrade's When Played: text/upgrade.rs)
//! ```
//!
//! The guard is "it" to the engine (the attached unit); the pronoun the
//! card calls it by is kept only for the writer.

use super::super::ability::{Effect, Pronoun, Target};
use super::clause::target;
use super::read::Cursor;
use super::write::{unit_phrase, verb};

/// The object form of a pronoun: "with less power than him".
fn object(p: Option<Pronoun>) -> &'static str {
    match p {
        None | Some(Pronoun::It) => "it",
        Some(Pronoun::He) => "him",
        Some(Pronoun::She) => "her",
    }
}

/// The subject as printed: "attached unit", or "he"/"she" once a sentence
/// has named the unit ("If attached unit is The Mandalorian, he ...").
fn subject(p: Option<Pronoun>) -> Option<&'static str> {
    match p {
        None => Some("attached unit"),
        Some(Pronoun::He) => Some("he"),
        Some(Pronoun::She) => Some("she"),
        Some(Pronoun::It) => None,
    }
}

pub(super) fn captures(c: &mut Cursor, capital: bool) -> Option<Effect> {
    // Only an upgrade's When Played has an attached unit to call "it".
    c.attached_is_it.then_some(())?;
    let pronoun = if c.eat_verb("attached unit", capital) {
        None
    } else if !capital && c.eat("he") {
        Some(Pronoun::He)
    } else if !capital && c.eat("she") {
        Some(Pronoun::She)
    } else {
        return None;
    };
    c.eat(" captures ").then_some(())?;
    // "with less power than it" after the unit's words: the unit is read
    // from the words before it (the unit rule reads only a number after
    // "with").
    let weaker_words = format!(" with less power than {}", object(pronoun));
    let rest = c.rest();
    let (target, filter, weaker) = match rest.find(&weaker_words) {
        Some(end) => {
            let mut sub = c.over(&rest[..end]);
            let (target, filter) = target(&mut sub)?;
            sub.done().then_some(())?;
            c.at += end + weaker_words.len();
            (target, filter, true)
        }
        None => {
            let (target, filter) = target(c)?;
            (target, filter, false)
        }
    };
    matches!(
        target,
        Target::ChosenUnit | Target::ChosenEnemyUnit | Target::ChosenFriendlyUnit
    )
    .then_some(())?;
    Some(Effect::CaptureByIt {
        target,
        filter,
        weaker,
        pronoun,
    })
}

pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::CaptureByIt {
        target,
        filter,
        weaker,
        pronoun,
    } = e
    else {
        return None;
    };
    let weaker = if *weaker {
        format!(" with less power than {}", object(*pronoun))
    } else {
        String::new()
    };
    Some(verb(
        capital,
        &format!(
            "{} captures {}{weaker}",
            subject(*pronoun)?,
            unit_phrase(*target, filter)?
        ),
    ))
}
