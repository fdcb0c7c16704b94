//! Conditions on what happened earlier in the phase: "a friendly unit was
//! defeated this phase", "an enemy unit was defeated this phase", "2 or
//! more friendly units were defeated this phase", "you
//! played a Villainy card this phase". Reader and writer side by side; the
//! engine keeps the counts per player (`PlayerState::units_defeated_this_phase`,
//! `PlayerState::played_this_phase`), which a phase's end clears.
//!
//! ```text
//! condition += ("a friendly" | "an enemy") " unit was defeated this phase"
//!            | N " or more " ("friendly" | "enemy") " units were defeated this phase"
//!            | "you played " ("a" | "an") " " (ASPECT | TRAIT) " card this phase"
//!            | "you played another card this phase"  (a unit's or leader's; not this card)
//!            | "you attacked with " ("a" | "another") " " TRAIT " unit this phase"
//! ```
//!
//! The trait is one capitalised word ("a Force card"); it is kept as
//! printed, and the engine compares traits without case.

use super::super::ability::{CardFilter, Condition, Target, UnitFilter};
use super::clause::ASPECTS;
use super::read::Cursor;

/// A unit "you played this phase" (Luke Skywalker, Faithful Friend),
/// among a unit's words (`text::clause`, `text::write::unit_words`).
pub(super) const YOU_PLAYED: &str = " you played this phase";

const DEFEATED: &str = " unit was defeated this phase";
const ANOTHER_CARD: &str = "you played another card this phase";
const ATTACKED_WITH: &str = "you attacked with ";
const THIS_PHASE: &str = " this phase";

/// "you attacked with a Mandalorian unit this phase": a unit of one trait,
/// "another" (other than this unit) on a unit's or a leader's text.
fn attacked_with(c: &mut Cursor) -> Option<Condition> {
    c.eat(ATTACKED_WITH).then_some(())?;
    let (t, filter) = super::clause::unit(c)?;
    let other = match t {
        Target::ChosenUnit => false,
        Target::ChosenOtherUnit => true,
        _ => return None,
    };
    let trait_ = filter.trait_.clone()?;
    let only = UnitFilter {
        trait_: Some(trait_.clone()),
        ..UnitFilter::default()
    };
    (filter == only).then_some(())?;
    c.eat(THIS_PHASE).then_some(())?;
    Some(Condition::YouAttackedWithThisPhase { other, trait_ })
}
const DEFEATED_MANY: &str = " units were defeated this phase";

/// "friendly" or "enemy": whether the units are the opponent's.
fn side(c: &mut Cursor) -> Option<bool> {
    if c.eat("friendly") {
        Some(false)
    } else if c.eat("enemy") {
        Some(true)
    } else {
        None
    }
}

pub(super) fn condition(c: &mut Cursor) -> Option<Condition> {
    // "another": other than this card, on a unit's or a leader's text.
    if c.another_is_other_than_this && c.eat(ANOTHER_CARD) {
        return Some(Condition::YouPlayedAnotherCardThisPhase);
    }
    if let Some(k) = c.attempt(attacked_with) {
        return Some(k);
    }
    if let Some(enemy) = c.attempt(|c| {
        (c.eat("a ") || c.eat("an ")).then_some(())?;
        let enemy = side(c)?;
        c.eat(DEFEATED).then_some(enemy)
    }) {
        return Some(Condition::UnitDefeatedThisPhase { enemy, at_least: 1 });
    }
    if let Some((enemy, at_least)) = c.attempt(|c| {
        let n = c.number()?;
        c.eat(" or more ").then_some(())?;
        let enemy = side(c)?;
        c.eat(DEFEATED_MANY).then_some((enemy, n))
    }) {
        return Some(Condition::UnitDefeatedThisPhase { enemy, at_least });
    }
    c.eat("you played ").then_some(())?;
    (c.eat("an ") || c.eat("a ")).then_some(())?;
    let word = c.rest().split(' ').next()?;
    let capitalised = word
        .chars()
        .next()
        .is_some_and(|ch| ch.is_ascii_uppercase())
        && word.chars().all(|ch| ch.is_ascii_alphabetic());
    capitalised.then_some(())?;
    c.at += word.len();
    c.eat(" card this phase").then_some(())?;
    let mut filter = CardFilter::default();
    if ASPECTS.contains(&word) {
        filter.aspect = Some(word.to_string());
    } else {
        filter.trait_ = Some(word.to_string());
    }
    Some(Condition::YouPlayedThisPhase { filter })
}

pub(super) fn write(k: &Condition) -> Option<String> {
    match k {
        Condition::UnitDefeatedThisPhase { enemy, at_least } => {
            let side = if *enemy { "enemy" } else { "friendly" };
            match at_least {
                0 => None,
                1 if *enemy => Some(format!("an {side}{DEFEATED}")),
                1 => Some(format!("a {side}{DEFEATED}")),
                n => Some(format!("{n} or more {side}{DEFEATED_MANY}")),
            }
        }
        Condition::YouPlayedAnotherCardThisPhase => Some(ANOTHER_CARD.to_string()),
        Condition::YouAttackedWithThisPhase { other, trait_ } => {
            let filter = UnitFilter {
                trait_: Some(trait_.clone()),
                ..UnitFilter::default()
            };
            let t = if *other {
                Target::ChosenOtherUnit
            } else {
                Target::ChosenUnit
            };
            Some(format!(
                "{ATTACKED_WITH}{}{THIS_PHASE}",
                super::write::unit_phrase(t, &filter)?
            ))
        }
        Condition::YouPlayedThisPhase { filter } => {
            // One aspect or one trait, nothing else: the words say no more.
            let word = match (&filter.aspect, &filter.trait_) {
                (Some(a), None) if ASPECTS.contains(&a.as_str()) => a,
                (None, Some(t)) if !ASPECTS.contains(&t.as_str()) => t,
                _ => return None,
            };
            (filter.max_cost.is_none() && filter.not_aspect.is_none()).then_some(())?;
            let article = if word.starts_with(['A', 'E', 'I', 'O', 'U']) {
                "an"
            } else {
                "a"
            };
            Some(format!("you played {article} {word} card this phase"))
        }
        _ => None,
    }
}
