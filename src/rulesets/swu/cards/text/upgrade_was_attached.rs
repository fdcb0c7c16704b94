//! "Return an upgrade that was attached to this unit to its owner's hand."
//! (the When Defeated Gar Saxon's unit side grants): reader and writer
//! side by side.
//!
//! ```text
//! upgrade-was-attached := ("R" | "r") "eturn an upgrade that was attached to this unit to its owner's hand"
//! ```
//!
//! Meant for a When Defeated: the upgrades the unit had as it left play
//! are its last known information (8.11.1), and they were defeated with it
//! (3.6.11, 8.12.1); the engine's `return_upgrade_that_was_attached`
//! (engine/effects/upgrade_was_attached.rs) says what it finds.

use super::super::ability::Effect;
use super::read::Cursor;

const WORDS: &str = "eturn an upgrade that was attached to this unit to its owner's hand";

/// "R" or, after "You may ", "r".
fn first(capital: bool) -> &'static str {
    if capital {
        "R"
    } else {
        "r"
    }
}

pub(super) fn clause(c: &mut Cursor, capital: bool) -> Option<Effect> {
    (c.eat(first(capital)) && c.eat(WORDS)).then_some(Effect::ReturnUpgradeThatWasAttached)
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    matches!(e, Effect::ReturnUpgradeThatWasAttached).then(|| format!("{}{WORDS}", first(capital)))
}
