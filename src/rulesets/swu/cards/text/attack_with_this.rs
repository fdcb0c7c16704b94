//! "You may attack with this unit. It gets +1/+0 for this attack." (Black
//! Squadron Scout Wing): an attack by the ability's own unit, with a power
//! bonus for that attack or none. Reader and writer side by side.
//!
//! ```text
//! attack-with-this := "attack with this unit" [". It gets +" N "/+0 for this attack"]
//! ```
//!
//! The attack is a modified "Attack With a Unit" action (7.1.6a) by this
//! unit only: a unit attacks only while ready (6.3.0b), so an exhausted one
//! makes no attack; the bonus is a lasting effect for that attack (7.7.3a).

use super::super::ability::{Effect, Target};
use super::read::Cursor;
use crate::rulesets::swu::cards::AttackEffect;

const WORDS: &str = "attack with this unit";
const BONUS: &str = ". It gets +";
const FOR_THIS_ATTACK: &str = "/+0 for this attack";

/// An attack by this unit with `power_bonus`.
fn by_this(power_bonus: i32) -> Effect {
    Effect::Attack(AttackEffect {
        power_bonus,
        ..super::attack_with::attack_by(Some(Target::This), None)
    })
}

/// The clause, the cursor before its full stop.
pub(super) fn clause(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb(WORDS, capital).then_some(())?;
    let bonus = c
        .attempt(|c| {
            c.eat(BONUS).then_some(())?;
            let n = c.number()? as i32;
            c.eat(FOR_THIS_ATTACK).then_some(n)
        })
        .unwrap_or(0);
    Some(by_this(bonus))
}

/// The writer's side of [`clause`].
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::Attack(AttackEffect { power_bonus, .. }) = e else {
        return None;
    };
    (*power_bonus >= 0 && *e == by_this(*power_bonus)).then_some(())?;
    let bonus = match power_bonus {
        0 => String::new(),
        n => format!("{BONUS}{n}{FOR_THIS_ATTACK}"),
    };
    Some(super::write::verb(capital, &format!("{WORDS}{bonus}")))
}
