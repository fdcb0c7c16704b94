//! The condition "this unit is attacking an exhausted unit that didn't
//! enter play this round" (Boba Fett, SOR 179), reader and writer side by
//! side.
//!
//! ```text
//! condition += "this unit is attacking " unit
//! sentence  += "If this unit is attacking " unit ", deal " N " damage to the defender."
//! unit-words += ... " that didn't enter play this round"   (text/clause.rs, text/phrases.rs)
//! ```
//!
//! The unit is any unit's words ("an exhausted unit"); the defender of
//! the attack under way must pass them (6.3.1b). A round is both its
//! phases (5.3.2), so a unit that entered play in this round's action
//! phase still "entered play this round" in its regroup phase.

use super::super::ability::{Amount, Condition, Effect, Target};
use super::read::Cursor;

const ATTACKING: &str = "this unit is attacking ";
/// The unit words' suffix (`UnitFilter::not_entered_this_round`).
pub(super) const NOT_THIS_ROUND: &str = " that didn't enter play this round";

pub(super) fn condition(c: &mut Cursor) -> Option<Condition> {
    c.eat(ATTACKING).then_some(())?;
    let (target, filter) = super::clause::unit(c)?;
    // The defender may be either side's unit: only "a unit" is read.
    (target == Target::ChosenUnit).then_some(())?;
    Some(Condition::ThisIsAttacking { filter })
}

/// The writer's side; `None` for any other condition.
pub(super) fn write(k: &Condition) -> Option<String> {
    let Condition::ThisIsAttacking { filter } = k else {
        return None;
    };
    let unit = super::write::unit_phrase(Target::ChosenUnit, filter)?;
    Some(format!("{ATTACKING}{unit}"))
}

/// "If this unit is attacking an exhausted unit ..., deal 3 damage to the
/// defender.": "the defender" is a unit here, the one the condition
/// named, so damage to it is read (elsewhere it could be a base, and
/// `text::clause` does not read it).
pub(super) fn sentence(c: &mut Cursor) -> Option<Effect> {
    c.eat("If ").then_some(())?;
    let condition = condition(c)?;
    c.eat(", deal ").then_some(())?;
    let n = c.number()?;
    c.eat(" damage to the defender.").then_some(())?;
    Some(Effect::If {
        condition,
        then: vec![Effect::DealDamage {
            amount: Amount::Fixed(n as i32),
            target: Target::Defender,
        }],
    })
}
