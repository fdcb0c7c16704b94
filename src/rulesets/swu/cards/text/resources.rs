//! "Ready a resource", "ready 2 resources": the player's own resources,
//! reader and writer side by side.
//!
//! ```text
//! ready-resources := "Ready " ("a resource" | N " resources")
//! ```

use super::super::ability::Effect;
use super::read::Cursor;
use super::write::verb;

pub(super) fn ready_resources(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("ready ", capital).then_some(())?;
    let count = if c.eat("a resource") {
        1
    } else {
        let n = c.number()?;
        (n > 1 && c.eat(" resources")).then_some(n)?
    };
    Some(Effect::ReadyResources { count })
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::ReadyResources { count } = e else {
        return None;
    };
    Some(match count {
        0 => return None,
        1 => verb(capital, "ready a resource"),
        n => verb(capital, &format!("ready {n} resources")),
    })
}
