//! "Deal 1 damage to a friendly unit with 2 or less power and ready it":
//! one chosen unit, more than one clause on it, in one sentence; reader
//! and writer side by side.
//!
//! ```text
//! and-it := clause-on-a-chosen-unit (" and " clause-on-"it")+
//! ```
//!
//! And "Deal 2 damage to an enemy base and 2 damage to an enemy unit":
//! damage to more than one target in one sentence, read as one damage
//! effect per target, in the order printed (7.1.5); damage to more than
//! one unit is one effect dealt at once (1.9.8, `text::at_once`).
//!
//! ```text
//! and-damage := deal-clause (" and " N " damage to " target)+
//! ```
//!
//! An "and it" reading is one `choose` of the unit, its clauses in the order printed on
//! "it" (7.1.5: each resolves in turn; a unit the damage defeats is no
//! longer there to be readied). Only a clause whose one target is "it"
//! follows "and"; anything else ("and draw a card") is not read here.

use super::super::ability::Amount;
use super::super::ability::{Effect, Target, UnitFilter};
use super::super::Arena;
use super::clause::{aimed, one_clause, target};
use super::read::Cursor;
use super::write::clause_on;

/// The single chosen unit an effect aims at, and the effect aimed at
/// "it" instead; `None` for an effect that aims at no single chosen unit.
pub(super) fn chosen(e: &Effect) -> Option<(Target, UnitFilter, Effect)> {
    if let Some((target, filter, then)) = super::choose::choose_parts(e) {
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
        t if super::choose::is_one_unit(t) => (t, UnitFilter::default()),
        _ => return None,
    };
    let mut on_it = e.clone();
    *aim_mut(&mut on_it)? = Target::It;
    Some((target, filter, on_it))
}

/// The target of an effect that has exactly one, to read or to change.
fn aim_mut(e: &mut Effect) -> Option<&mut Target> {
    match e {
        Effect::DealDamage { target, .. }
        | Effect::Heal { target, .. }
        | Effect::Defeat { target }
        | Effect::Exhaust { target }
        | Effect::Ready { target }
        | Effect::GiveShield { target }
        | Effect::GiveShields { target, .. }
        | Effect::GiveExperience { target, .. }
        | Effect::ReturnToHand { target }
        | Effect::Modify { target, .. }
        | Effect::GainKeyword { target, .. }
        | Effect::TakeControl { target }
        | Effect::OwnerTakesControl { target }
        | Effect::ReturnEachUpgrade { target } => Some(target),
        _ => None,
    }
}

pub(super) fn aim_of(e: &Effect) -> Option<Target> {
    aim_mut(&mut e.clone()).map(|t| *t)
}

/// Aim an effect that has exactly one target at another.
pub(super) fn set_aim(e: &mut Effect, to: Target) {
    if let Some(t) = aim_mut(e) {
        *t = to;
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

/// Whether an effect is one damage clause: damage to a target, or to a
/// unit chosen with a filter.
pub(super) fn is_damage(e: &Effect) -> bool {
    match e {
        Effect::DealDamage { .. } => true,
        Effect::Choose { then, .. } => {
            matches!(
                then.as_slice(),
                [Effect::DealDamage {
                    target: Target::It,
                    ..
                }]
            )
        }
        _ => false,
    }
}

/// Whether a damage clause is dealt to a base only.
fn to_a_base(e: &Effect) -> bool {
    matches!(
        e,
        Effect::DealDamage {
            target: Target::YourBase
                | Target::EnemyBase
                | Target::ChosenBase
                | Target::EachBase
                | Target::EachEnemyBase,
            ..
        }
    )
}

/// After a damage clause, each " and N damage to <target>" that follows,
/// as damage effects of their own; nothing after any other clause. Where
/// more than one of them is dealt to a unit, the sentence's effects are
/// gathered into one "at once" effect (`text::at_once`, 1.9.8).
pub(super) fn and_damage(c: &mut Cursor, first: &Effect) -> Vec<Effect> {
    let mut more = Vec::new();
    if !is_damage(first) {
        return more;
    }
    // "another enemy unit" is other than an enemy unit chosen before it
    // in the sentence (8.18.2).
    let enemy_first = matches!(
        first,
        Effect::DealDamage {
            target: Target::ChosenEnemyUnit,
            ..
        }
    );
    while let Some(e) = c.attempt(|c| {
        c.eat(" and ").then_some(())?;
        let n = c.number()?;
        c.eat(" damage to ").then_some(())?;
        let aim = if enemy_first && c.eat(ANOTHER_ENEMY_UNIT) {
            (Target::ChosenAnotherEnemyUnit, UnitFilter::default())
        } else {
            target(c)?
        };
        // "the defender" and "it" are not damage targets the writer says.
        (!matches!(aim.0, Target::Defender | Target::It)).then_some(())?;
        Some(aimed(aim, |target| Effect::DealDamage {
            amount: Amount::Fixed(n as i32),
            target,
        }))
    }) {
        more.push(e);
    }
    more
}

/// An enemy unit other than one chosen before it (`and_damage`).
pub(super) const ANOTHER_ENEMY_UNIT: &str = "another enemy unit";

/// How many of a sentence's damage clauses are dealt to units.
pub(super) fn to_units(effects: &[Effect]) -> usize {
    effects
        .iter()
        .filter(|e| is_damage(e) && !to_a_base(e))
        .count()
}

/// How many effects from the start are damage clauses (a sentence of
/// damage to several targets when more than one).
pub(super) fn damage_run(effects: &[Effect]) -> usize {
    effects.iter().take_while(|e| is_damage(e)).count()
}

/// "deal 2 damage to an enemy base and 2 damage to an enemy unit": each
/// clause after the first without its verb.
pub(super) fn write_damages(effects: &[Effect], capital: bool) -> Option<String> {
    if effects.len() < 2 || damage_run(effects) != effects.len() {
        return None;
    }
    let mut out = super::write::clause(&effects[0], capital)?;
    for e in &effects[1..] {
        let words = super::write::clause(e, false)?;
        out.push_str(" and ");
        out.push_str(words.strip_prefix("deal ")?);
    }
    Some(out)
}
