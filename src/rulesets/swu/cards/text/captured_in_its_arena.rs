//! "Choose an enemy non-leader unit that attacked your base this phase. A
//! friendly unit in the same arena captures that unit." (Ephant Mon, SHD
//! 088): the unit to capture is chosen first, then a friendly unit in its
//! arena captures it (8.33.1). Reader and writer side by side.
//!
//! ```text
//! captured-in-its-arena := "Choose " unit ". A friendly unit in the same arena captures that unit."
//! unit-words += ... " that attacked your base this phase"  (text/clause.rs, text/phrases.rs)
//! ```

use super::super::ability::{Effect, Target};
use super::clause::unit;
use super::read::Cursor;
use super::write::unit_phrase;

/// The unit words' suffix (`UnitFilter::attacked_your_base_this_phase`).
pub(super) const ATTACKED_YOUR_BASE: &str = " that attacked your base this phase";
const CAPTURES: &str = ". A friendly unit in the same arena captures that unit";

pub(super) fn sentences(c: &mut Cursor) -> Option<Effect> {
    c.eat("Choose ").then_some(())?;
    let (target, filter) = unit(c)?;
    matches!(target, Target::ChosenUnit | Target::ChosenEnemyUnit).then_some(())?;
    c.eat(CAPTURES).then_some(())?;
    c.eat(".").then_some(())?;
    Some(Effect::CaptureChosenInItsArena { target, filter })
}

/// The writer's side, without the last full stop; `None` for any other
/// effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::CaptureChosenInItsArena { target, filter } = e else {
        return None;
    };
    capital.then_some(())?;
    Some(format!(
        "Choose {}{CAPTURES}",
        unit_phrase(*target, filter)?
    ))
}
