//! Clause readers tried after those of `clause::CLAUSES` (whose file is
//! full), in this order: each reads words no earlier reader reads.

use super::super::ability::Effect;
use super::read::Cursor;

/// "attack with this unit" (text/attack_with_this.rs), "The next time you
/// use a "When Played" ability ..." (text/again.rs), "an opponent takes
/// control of it" (text/played_from.rs), "Take control of an enemy
/// resource. When this unit leaves play, ..." (text/stolen_resource.rs).
const RULES: &[fn(&mut Cursor, bool) -> Option<Effect>] = &[
    super::attack_with_this::clause,
    super::again::clause,
    super::played_from::clause,
    super::stolen_resource::clause,
];

pub(super) fn clause(c: &mut Cursor, capital: bool) -> Option<Effect> {
    RULES
        .iter()
        .find_map(|rule| c.attempt(|c| rule(c, capital)))
}
