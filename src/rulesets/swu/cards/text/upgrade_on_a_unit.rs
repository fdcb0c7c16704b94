//! "When you play an upgrade on a unit: You may deal 1 damage to that
//! unit." (Dengar, SHD 133): a play trigger about any unit an upgrade its
//! controller plays is attached to, the unit named "that unit" in the
//! body. Reader and writer side by side.
//!
//! ```text
//! upgrade-on-a-unit := "When you play an upgrade on a unit: " body-on-"that unit"
//! ```
//!
//! The body is read from a copy with "that unit" written "it", the
//! engine's word for the unit the trigger is about (`Ctx::it`, set by
//! engine/events.rs to the unit the upgrade was attached to); the writer
//! writes that unit back as "that unit", so a body that names no unit
//! this way does not round-trip through here.

use super::super::ability::Ability;
use super::super::trigger::Trigger;
use super::compound::aim_of;
use super::read::{ability, body, Cursor};
use super::write::clause_on;
use crate::rulesets::swu::cards::Target;

const THAT_UNIT: &str = "that unit";

/// The whole line, the cursor at its end.
pub(super) fn line(c: &mut Cursor) -> Option<Ability> {
    let trigger = Trigger::YouPlayUpgradeOnAUnit;
    c.eat(trigger.printed()).then_some(())?;
    c.eat(": ").then_some(())?;
    let as_it = c.rest().replace(THAT_UNIT, "it");
    let mut sub = Cursor {
        s: &as_it,
        at: 0,
        another_is_other_than_this: c.another_is_other_than_this,
        attached_is_it: c.attached_is_it,
    };
    let (may, effects) = body(&mut sub)?;
    sub.done().then_some(())?;
    c.at = c.s.len();
    Some(ability(vec![trigger], may, effects))
}

/// The writer's side: one optional effect on "that unit".
pub(super) fn write(a: &Ability) -> Option<String> {
    (a.when == [Trigger::YouPlayUpgradeOnAUnit] && a.may).then_some(())?;
    let [one] = a.effects.as_slice() else {
        return None;
    };
    (aim_of(one) == Some(Target::It)).then_some(())?;
    Some(format!(
        "{}: You may {}.",
        Trigger::YouPlayUpgradeOnAUnit.printed(),
        clause_on(one, false, THAT_UNIT, false)?
    ))
}
