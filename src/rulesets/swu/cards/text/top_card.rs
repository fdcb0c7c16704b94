//! "Look at the top card of your deck. You may put it on the bottom of
//! your deck." (R2-D2): looking at the top card with the choice of putting
//! it on the bottom is `look_at_top` of one card, which already lets the
//! player put any number of the cards looked at (here none or that one) on
//! the bottom. Reader and writer side by side; `text::deck` reads the form
//! for several cards.

use super::super::ability::Effect;
use super::read::Cursor;
use super::write::verb;

const WORDS: &str = "look at the top card of your deck. You may put it on the bottom of your deck";

pub(super) fn look_at_top_card(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb(WORDS, capital)
        .then_some(Effect::LookAtTop { count: 1 })
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    matches!(e, Effect::LookAtTop { count: 1 }).then(|| verb(capital, WORDS))
}
