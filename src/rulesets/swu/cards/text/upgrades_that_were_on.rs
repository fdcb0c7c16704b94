//! "Defeat a non-leader unit that costs 3 or less. For each upgrade that
//! was on that unit, give an Experience token to a friendly unit."
//! (Calculated Lethality, the CR's example of 8.34.1): two sentences about
//! one chosen unit, the second counting what it had as it was defeated.
//! Reader and writer side by side.
//!
//! ```text
//! defeat-count := "Defeat " unit ". For each upgrade that was on that unit, " clause "."
//!                 (the clause: giving one Experience token to a unit chosen
//!                  without a filter)
//! ```
//!
//! Read as a `choose` of the unit whose one effect is
//! `defeat_it_for_each_upgrade`: the engine counts the upgrades on it
//! (tokens among them, 3.6.12) as it defeats it, then every choice of the
//! clause is made before all of it resolves at once (8.34.1).

use super::super::ability::{Effect, Target};
use super::choose::choose_parts;
use super::clause::{one_clause, target};
use super::read::Cursor;
use super::write::{clause_on, unit_phrase};

const FOR_EACH: &str = ". For each upgrade that was on that unit, ";

/// The clause after the comma: an Experience token to a unit chosen each
/// time, the one form the engine resolves here.
fn is_counted(e: &Effect) -> bool {
    matches!(
        e,
        Effect::GiveExperience {
            target: Target::ChosenUnit
                | Target::ChosenFriendlyUnit
                | Target::ChosenEnemyUnit
                | Target::ChosenOtherFriendlyUnit,
            count: 1,
        }
    )
}

pub(super) fn sentences(c: &mut Cursor) -> Option<Effect> {
    c.eat("Defeat ").then_some(())?;
    let (t, filter) = target(c)?;
    matches!(
        t,
        Target::ChosenUnit | Target::ChosenEnemyUnit | Target::ChosenFriendlyUnit
    )
    .then_some(())?;
    c.eat(FOR_EACH).then_some(())?;
    let e = one_clause(c, false)?;
    is_counted(&e).then_some(())?;
    c.eat(".").then_some(())?;
    Some(Effect::Choose {
        target: t,
        filter,
        then: vec![Effect::DefeatItForEachUpgrade { then: vec![e] }],
    })
}

/// The writer's side: the sentences without the last full stop; `None`
/// for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    // Sentences of their own: never after "You may ".
    capital.then_some(())?;
    let (target, filter, then) = choose_parts(e)?;
    let [Effect::DefeatItForEachUpgrade { then }] = then.as_slice() else {
        return None;
    };
    let [counted] = then.as_slice() else {
        return None;
    };
    is_counted(counted).then_some(())?;
    let unit = unit_phrase(*target, filter)?;
    Some(format!(
        "Defeat {unit}{FOR_EACH}{}",
        clause_on(counted, false, "", false)?
    ))
}
