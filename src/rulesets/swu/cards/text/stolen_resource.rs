//! "Take control of an enemy resource. When this unit leaves play, that
//! resource's owner takes control of it." (DJ, SHD 213, after "When played
//! using Smuggle:"): the control of a resource (8.27.1c) and the delayed
//! effect that ends it (7.7.4a; engine/effects/stolen_resource.rs, open
//! question 35). Reader and writer side by side.
//!
//! ```text
//! stolen := "Take control of an enemy resource. When this unit leaves play, that resource's owner takes control of it"
//! ```
//!
//! Read only as sentences of their own (they start with a capital). The
//! card data prints "takes contol"; normalisation writes it "control"
//! (text/normalise.rs, step 17).

use super::super::ability::Effect;
use super::read::Cursor;

const WORDS: &str = "Take control of an enemy resource. When this unit leaves play, that resource's owner takes control of it";

/// The clause, the cursor before its full stop.
pub(super) fn clause(c: &mut Cursor, capital: bool) -> Option<Effect> {
    (capital && c.eat(WORDS)).then_some(Effect::TakeEnemyResourceUntilLeaves)
}

/// The writer's side of [`clause`].
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    (capital && *e == Effect::TakeEnemyResourceUntilLeaves).then(|| WORDS.to_string())
}
