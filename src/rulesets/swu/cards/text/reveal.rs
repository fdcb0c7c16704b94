//! "Reveal an event from your hand" (8.25.2): reader and writer side by
//! side. Read as a clause anywhere; before "If you do" it is resolved in
//! full only when the hand had such a card (8.9.1).
//!
//! ```text
//! reveal-from-hand := "Reveal " ("a unit" | "an event" | "an upgrade") " from your hand"
//! ```

use super::super::ability::Effect;
use super::super::CardType;
use super::read::Cursor;
use super::write::verb;

const KINDS: &[(&str, CardType)] = &[
    ("a unit", CardType::Unit),
    ("an event", CardType::Event),
    ("an upgrade", CardType::Upgrade),
];

pub(super) fn reveal_from_hand(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("reveal ", capital).then_some(())?;
    let (_, card_type) = KINDS.iter().find(|(words, _)| c.eat(words))?;
    c.eat(" from your hand").then_some(())?;
    Some(Effect::RevealFromHand {
        card_type: *card_type,
    })
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::RevealFromHand { card_type } = e else {
        return None;
    };
    let (words, _) = KINDS.iter().find(|(_, t)| t == card_type)?;
    Some(verb(capital, &format!("reveal {words} from your hand")))
}
