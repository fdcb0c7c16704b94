//! "deal 2 damage to an enemy base and heal 2 damage from your base"
//! (General Veers): damage, then a heal of the ability's controller's base,
//! in one sentence; reader and writer side by side.
//!
//! ```text
//! and-heal := damage-clauses " and heal " N " damage from your base"
//! ```
//!
//! Read as the damage effects, then a heal effect of its own: the effects
//! of one ability resolve in the order printed (7.1.5), so the heal comes
//! after the damage.

use super::super::ability::{Amount, Effect, Target};
use super::read::Cursor;

/// What a heal of "your base" reads as.
const HEAL: &str = " and heal ";
const FROM_YOUR_BASE: &str = " damage from your base";

/// After damage clauses, " and heal N damage from your base" if it
/// follows; nothing after any other clause.
pub(super) fn read(c: &mut Cursor, before: &[Effect]) -> Option<Effect> {
    (!before.is_empty() && before.iter().all(super::compound::is_damage)).then_some(())?;
    c.attempt(|c| {
        c.eat(HEAL).then_some(())?;
        let n = c.number()?;
        c.eat(FROM_YOUR_BASE).then_some(())?;
        Some(Effect::Heal {
            amount: Amount::Fixed(n as i32),
            target: Target::YourBase,
        })
    })
}

/// The writer's side: damage clauses, then the heal of your base.
pub(super) fn write(effects: &[Effect]) -> Option<String> {
    let (
        Effect::Heal {
            amount: Amount::Fixed(n),
            target: Target::YourBase,
        },
        damages,
    ) = effects.split_last()?
    else {
        return None;
    };
    (*n > 0 && !damages.is_empty()).then_some(())?;
    let first = match damages {
        [one] => super::write::clause(one, false)?,
        many => super::compound::write_damages(many, false)?,
    };
    (super::compound::damage_run(damages) == damages.len()).then_some(())?;
    Some(format!("{first}{HEAL}{n}{FROM_YOUR_BASE}"))
}
