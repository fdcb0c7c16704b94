//! "When you play another Underworld card:", "When you play another
//! aggression card:": a play trigger with the card played narrowed by a
//! trait or an aspect, reader and writer side by side.
//!
//! ```text
//! played-trigger := "When you play another " (ASPECT | TRAIT) (" card" | " unit")
//! ```
//!
//! Read as the trigger "When you play another card" (or "... another
//! unit") with the ability's `played` filter holding the word. Cards print
//! the aspect in lower case ("aggression"): the word is kept as printed,
//! and the filter compares aspects and traits without case.

use super::super::ability::{Ability, CardFilter};
use super::super::trigger::Trigger;
use super::clause::ASPECTS;
use super::read::Cursor;

const ANOTHER: &str = "When you play another ";

/// The trigger and the filter of a narrowed play trigger, the cursor
/// after it (before the colon).
pub(super) fn read(c: &mut Cursor) -> Option<(Trigger, CardFilter)> {
    c.attempt(|c| {
        c.eat(ANOTHER).then_some(())?;
        let rest = c.rest();
        let (word, trigger) = [
            (" card:", Trigger::YouPlayAnotherCard),
            (" unit:", Trigger::YouPlayAnotherUnit),
        ]
        .into_iter()
        .filter_map(|(end, t)| rest.find(end).map(|at| (&rest[..at], t)))
        .min_by_key(|(w, _)| w.len())?;
        let filter = filter_of(word)?;
        c.at += word.len() + " card".len();
        Some((trigger, filter))
    })
}

/// An aspect (in either case, as printed) or a trait of capitalised words.
fn filter_of(word: &str) -> Option<CardFilter> {
    if ASPECTS.iter().any(|a| a.eq_ignore_ascii_case(word)) {
        return Some(CardFilter {
            aspect: Some(word.to_string()),
            ..CardFilter::default()
        });
    }
    let trait_like = !word.is_empty()
        && word.split(' ').all(|w| {
            w.starts_with(|ch: char| ch.is_ascii_uppercase())
                && w.chars().all(|ch| ch.is_ascii_alphabetic() || ch == '-')
        })
        && word != "Unique";
    trait_like.then(|| CardFilter {
        trait_: Some(word.to_string()),
        ..CardFilter::default()
    })
}

/// The writer's side: the printed trigger for an ability with a `played`
/// filter; `None` for any other.
pub(super) fn write(a: &Ability) -> Option<String> {
    let f = a.played.as_ref()?;
    let what = match a.when.as_slice() {
        [Trigger::YouPlayAnotherCard] => "card",
        [Trigger::YouPlayAnotherUnit] => "unit",
        _ => return None,
    };
    let word = match (&f.aspect, &f.trait_) {
        (Some(a), None) => a,
        (None, Some(t)) => t,
        _ => return None,
    };
    (filter_of(word).as_ref() == Some(f)).then_some(())?;
    Some(format!("{ANOTHER}{word} {what}: "))
}
