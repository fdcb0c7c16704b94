//! "Deal 3 indirect damage to a player" (8.35), reader and writer side by
//! side.
//!
//! ```text
//! indirect := "Deal " N " indirect damage to "
//!             ("a player" | "the defending player" | "each opponent")
//! ```

use super::super::{Effect, IndirectTo};
use super::read::Cursor;
use super::write::verb;

/// Whom each phrase names, as cards print it.
const TO: &[(&str, IndirectTo)] = &[
    ("a player", IndirectTo::ChosenPlayer),
    ("the defending player", IndirectTo::DefendingPlayer),
    ("each opponent", IndirectTo::EachOpponent),
];

pub(super) fn deal(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("deal ", capital).then_some(())?;
    let amount = c.number()?;
    c.eat(" indirect damage to ").then_some(())?;
    let to = TO
        .iter()
        .find(|(words, _)| c.eat(words))
        .map(|(_, to)| *to)?;
    Some(Effect::IndirectDamage { amount, to })
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::IndirectDamage { amount, to } = e else {
        return None;
    };
    let (words, _) = TO.iter().find(|(_, t)| t == to)?;
    (*amount > 0).then(|| {
        verb(
            capital,
            &format!("deal {amount} indirect damage to {words}"),
        )
    })
}
