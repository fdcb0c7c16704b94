//! "Deal 1 damage to a friendly unit with 2 or less power and ready it":
//! one chosen unit, more than one clause on it, in one sentence; reader
//! and writer side by side.
//!
//! ```text
//! and-it := clause-on-a-chosen-unit (" and " clause-on-"it")+
//! ```
//!
//! Read as one `choose` of the unit, its clauses in the order printed on
//! "it" (7.1.5: each resolves in turn; a unit the damage defeats is no
//! longer there to be readied). Only a clause whose one target is "it"
//! follows "and"; anything else ("and draw a card") is not read here.

use super::super::ability::{Effect, Target, UnitFilter};
use super::super::Arena;
use super::clause::one_clause;
use super::read::Cursor;
use super::write::clause_on;

/// The single chosen unit an effect aims at, and the effect aimed at
/// "it" instead; `None` for an effect that aims at no single chosen unit.
fn chosen(e: &Effect) -> Option<(Target, UnitFilter, Effect)> {
    if let Effect::Choose {
        target,
        filter,
        then,
    } = e
    {
        return match then.as_slice() {
            [one] => Some((*target, filter.clone(), one.clone())),
            _ => None,
        };
    }
    let target = aim_of(e)?;
    let (target, filter) = match target {
        Target::ChosenEnemyGroundUnit => (
            Target::ChosenEnemyUnit,
            UnitFilter {
                arena: Some(Arena::Ground),
                ..UnitFilter::default()
            },
        ),
        Target::ChosenUnit
        | Target::ChosenFriendlyUnit
        | Target::ChosenEnemyUnit
        | Target::ChosenOtherUnit
        | Target::ChosenOtherFriendlyUnit => (target, UnitFilter::default()),
        _ => return None,
    };
    let mut on_it = e.clone();
    set_aim(&mut on_it, Target::It);
    Some((target, filter, on_it))
}

/// The target of an effect that has exactly one.
fn aim_of(e: &Effect) -> Option<Target> {
    match e {
        Effect::DealDamage { target, .. }
        | Effect::Heal { target, .. }
        | Effect::Defeat { target }
        | Effect::Exhaust { target }
        | Effect::Ready { target }
        | Effect::GiveShield { target }
        | Effect::GiveExperience { target, .. }
        | Effect::ReturnToHand { target }
        | Effect::Modify { target, .. }
        | Effect::GainKeyword { target, .. } => Some(*target),
        _ => None,
    }
}

fn set_aim(e: &mut Effect, to: Target) {
    match e {
        Effect::DealDamage { target, .. }
        | Effect::Heal { target, .. }
        | Effect::Defeat { target }
        | Effect::Exhaust { target }
        | Effect::Ready { target }
        | Effect::GiveShield { target }
        | Effect::GiveExperience { target, .. }
        | Effect::ReturnToHand { target }
        | Effect::Modify { target, .. }
        | Effect::GainKeyword { target, .. } => *target = to,
        _ => {}
    }
}

/// After a clause: any " and <clause on it>" that follows, the whole read
/// as one `choose`; the clause unchanged when none follows.
pub(super) fn and_it(c: &mut Cursor, first: Effect) -> Effect {
    let Some((target, filter, on_it)) = chosen(&first) else {
        return first;
    };
    let mut then = vec![on_it];
    while let Some(more) = c.attempt(|c| {
        c.eat(" and ").then_some(())?;
        let e = one_clause(c, false)?;
        (aim_of(&e) == Some(Target::It)).then_some(e)
    }) {
        then.push(more);
    }
    if then.len() == 1 {
        return first;
    }
    Effect::Choose {
        target,
        filter,
        then,
    }
}

/// The writer's side: " and <clause on it>" for each clause after the
/// first.
pub(super) fn write_more(more: &[Effect]) -> Option<String> {
    let mut out = String::new();
    for e in more {
        (aim_of(e) == Some(Target::It)).then_some(())?;
        out.push_str(" and ");
        out.push_str(&clause_on(e, false, "it", true)?);
    }
    Some(out)
}
