//! "Attach an upgrade on a unit to another eligible unit controlled by the
//! same player." (Survivors' Gauntlet), "attach a friendly upgrade on a
//! friendly unit to a different eligible unit" (Jocasta Nu): an upgrade in
//! play moved to another unit, detached from the first and attached to the
//! new one at once (3.6.14), the new one eligible for it (3.6.3a). Reader
//! and writer side by side.
//!
//! ```text
//! move-upgrade := "Attach " upgrade " on " ("a unit" | "a friendly unit") " to "
//!                 ("another eligible unit controlled by the same player"
//!                  | "a different eligible unit")
//! ```

use super::super::ability::Effect;
use super::read::Cursor;
use super::upgrades_in_play::{upgrade, words};
use super::write::verb;

const SAME_PLAYER: &str = " to another eligible unit controlled by the same player";
const ANY_PLAYER: &str = " to a different eligible unit";

pub(super) fn clause(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("attach ", capital).then_some(())?;
    let filter = upgrade(c)?;
    let on_friendly = if c.eat(" on a friendly unit") {
        true
    } else if c.eat(" on a unit") {
        false
    } else {
        return None;
    };
    let same_player = if c.eat(SAME_PLAYER) {
        true
    } else if c.eat(ANY_PLAYER) {
        false
    } else {
        return None;
    };
    Some(Effect::MoveUpgrade {
        filter,
        on_friendly,
        same_player,
    })
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::MoveUpgrade {
        filter,
        on_friendly,
        same_player,
    } = e
    else {
        return None;
    };
    let on = if *on_friendly {
        " on a friendly unit"
    } else {
        " on a unit"
    };
    let to = if *same_player {
        SAME_PLAYER
    } else {
        ANY_PLAYER
    };
    Some(verb(capital, &format!("attach {}{on}{to}", words(filter)?)))
}
