//! "For each player with 15 or more damage on their base, draw a card"
//! (Bo-Katan Kryze): a draw counted over the players as it resolves
//! (8.34.1). Reader and writer side by side.
//!
//! ```text
//! draw-for-each := "For each player with " N " or more damage on their base, draw a card"
//! ```

use super::super::ability::Effect;
use super::read::Cursor;
use super::write::verb;

const FOR_EACH: &str = "for each player with ";
const REST: &str = " or more damage on their base, draw a card";

pub(super) fn draw_for_each(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb(FOR_EACH, capital).then_some(())?;
    let n = c.number()?;
    c.eat(REST).then_some(())?;
    Some(Effect::DrawForEachPlayerWithBaseDamage {
        base_damage: n as i32,
    })
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::DrawForEachPlayerWithBaseDamage { base_damage } = e else {
        return None;
    };
    (*base_damage >= 0).then(|| verb(capital, &format!("{FOR_EACH}{base_damage}{REST}")))
}
