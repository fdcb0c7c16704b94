//! "Then, it deals damage equal to its power divided as you choose among
//! any number of other units." (Overwhelming Barrage, SOR 092): a sentence
//! after one that chose a unit ("it", text/follow.rs). Reader and writer
//! side by side.
//!
//! ```text
//! after += "Then, it deals damage equal to its power divided as you choose among any number of "
//!          ["other "] UNIT-WORDS "s"
//! ```
//!
//! The damage is as much as the chosen unit's power as the sentence
//! resolves (after the sentence before it changed it) and the unit deals
//! it (8.4.5). "other" is other than that unit (8.18.2), the CR's own
//! example of the word; "any number of" lets the player deal it to no
//! unit at all (8.4.5a).

use super::super::ability::{Effect, Target};
use super::all::{plural_units, write_plural_units};
use super::read::Cursor;

const WORDS: &str =
    "Then, it deals damage equal to its power divided as you choose among any number of ";

/// The sentence, without its full stop.
pub(super) fn after(c: &mut Cursor) -> Option<Effect> {
    c.eat(WORDS).then_some(())?;
    let other = c.eat("other ");
    let (target, filter) = plural_units(c)?;
    // Only the sides' own words after "other": "other" is this sentence's.
    matches!(
        target,
        Target::EachUnit | Target::EachFriendlyUnit | Target::EachEnemyUnit
    )
    .then_some(())?;
    Some(Effect::ItDividesItsPower {
        target,
        filter,
        other,
    })
}

/// Is it this sentence's effect?
pub(super) fn is(e: &Effect) -> bool {
    matches!(e, Effect::ItDividesItsPower { .. })
}

/// The writer's side, without the full stop; `None` for any other effect.
pub(super) fn write(e: &Effect) -> Option<String> {
    let Effect::ItDividesItsPower {
        target,
        filter,
        other,
    } = e
    else {
        return None;
    };
    let units = write_plural_units(*target, filter)?;
    let other = if *other { "other " } else { "" };
    Some(format!("{WORDS}{other}{units}"))
}
