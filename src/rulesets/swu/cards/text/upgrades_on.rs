//! "return each upgrade on it to its owner's hand" (Bamboozle): every
//! upgrade attached to one unit. The reader's side; the writer's is an arm
//! of `write::clause_on`, where a chosen unit's "it" is written.
//!
//! ```text
//! return-each-upgrade := "return each upgrade on " target " to its owner's hand"
//! ```

use super::super::ability::Effect;
use super::clause::target;
use super::read::Cursor;

pub(super) fn return_each(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("return each upgrade on ", capital)
        .then_some(())?;
    let (target, filter) = target(c)?;
    // Only a unit named without a filter ("it").
    (filter == Default::default()).then_some(())?;
    c.eat(" to its owner's hand").then_some(())?;
    Some(Effect::ReturnEachUpgrade { target })
}
