//! "You may choose another friendly UNDERWORLD unit. If you do, all damage
//! that would be dealt to this unit during this attack is dealt to the
//! chosen unit instead." (Maul, SHD 090): a replacement effect (7.7.5) for
//! the rest of this unit's attack. Reader and writer side by side.
//!
//! ```text
//! redirect := "You may choose " unit ". If you do, all damage that would be dealt to this unit"
//!             " during this attack is dealt to the chosen unit instead."
//! ```

use super::super::ability::{Effect, Target};
use super::clause::unit;
use super::read::Cursor;
use super::write::unit_phrase;

const MAY: &str = "You may choose ";
const INSTEAD: &str = ". If you do, all damage that would be dealt to this unit during this attack is dealt to the chosen unit instead";

pub(super) fn sentences(c: &mut Cursor) -> Option<Effect> {
    c.eat(MAY).then_some(())?;
    let (target, filter) = unit(c)?;
    // Another unit of the player's own: the one this unit's damage goes to.
    (target == Target::ChosenOtherFriendlyUnit).then_some(())?;
    c.eat(INSTEAD).then_some(())?;
    c.eat(".").then_some(())?;
    Some(Effect::MayRedirectDamageThisAttack { target, filter })
}

/// The writer's side, without the last full stop; `None` for any other
/// effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::MayRedirectDamageThisAttack { target, filter } = e else {
        return None;
    };
    capital.then_some(())?;
    Some(format!("{MAY}{}{INSTEAD}", unit_phrase(*target, filter)?))
}
