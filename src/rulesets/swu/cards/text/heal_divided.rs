//! "Heal up to 8 total damage from any number of units and/or bases. Deal
//! that much damage to this unit." (SOR 052 Redemption): a heal the
//! player places point by point, and a sentence after it whose "that
//! much" is the damage that heal removed. Reader and writer side by side:
//!
//! ```text
//! heal-divided := "Heal up to " N " total damage from any number of units and/or bases. "
//!                 "Deal that much damage to this unit."
//! ```
//!
//! Read as one `HealDivided`, the second sentence its `then`: "that much"
//! is read only after such a heal, so it always has one to look back at.

use super::super::ability::{Amount, AmountOf, Effect, Target};
use super::read::Cursor;

const HEAL_UP_TO: &str = "Heal up to ";
const FROM_ANY: &str = " total damage from any number of units and/or bases. ";
const THAT_MUCH: &str = "Deal that much damage to this unit";

/// "that much" damage to this unit: the sentence after the heal.
fn that_much() -> Effect {
    Effect::DealDamage {
        amount: Amount::Of(AmountOf::HealedThisWay),
        target: Target::This,
    }
}

pub(super) fn sentences(c: &mut Cursor) -> Option<Effect> {
    c.eat(HEAL_UP_TO).then_some(())?;
    let amount = c.number()?;
    c.eat(FROM_ANY).then_some(())?;
    c.eat(THAT_MUCH).then_some(())?;
    c.eat(".").then_some(())?;
    Some(Effect::HealDivided {
        amount,
        then: vec![that_much()],
    })
}

/// The writer's side, without the last full stop; `None` for any other
/// effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::HealDivided { amount, then } = e else {
        return None;
    };
    (capital && *then == [that_much()]).then_some(())?;
    Some(format!("{HEAL_UP_TO}{amount}{FROM_ANY}{THAT_MUCH}"))
}
