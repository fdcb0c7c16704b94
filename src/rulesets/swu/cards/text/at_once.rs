//! "Deal 2 damage to a friendly ground unit and 2 damage to an enemy
//! ground unit": damage one ability deals to more than one unit is dealt
//! simultaneously (1.9.8), so such a sentence is one `at_once` effect, not
//! one damage effect after another with the state checked between (a unit
//! the first damage defeats would leave play before the second is dealt,
//! and its When Defeated would not wait for the rest). Reader and writer
//! side by side; `text::compound` reads the damage clauses themselves.
//!
//! ```text
//! at-once := deal-clause (" and " N " damage to " target)+   (two or more to units)
//! ```

use super::super::ability::Effect;
use super::compound::{is_damage, to_units, write_damages};

/// A sentence's effects, gathered into one `at_once` effect when more
/// than one of them is damage to a unit; unchanged otherwise.
pub(super) fn gather(effects: Vec<Effect>) -> Vec<Effect> {
    if to_units(&effects) > 1 && effects.iter().all(is_damage) {
        vec![Effect::AtOnce { effects }]
    } else {
        effects
    }
}

/// The writer's side: the damage clauses of an `at_once`, written only
/// when the reader would gather them the same way.
pub(super) fn write(effects: &[Effect], capital: bool) -> Option<String> {
    (to_units(effects) > 1 && effects.iter().all(is_damage)).then_some(())?;
    write_damages(effects, capital)
}
