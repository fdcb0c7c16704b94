//! "Each opponent may ready a resource." (Emissary's Sheathipede, Wartime
//! Profiteer), reader and writer side by side: the opponent named is the
//! player who may (8.32.1), and readies one of their own resources
//! (1.5.4c; `engine::effects::opponent_may`).
//!
//! ```text
//! opponent-may := "Each opponent may " ready-resources
//! ```
//!
//! Only "ready a resource" follows here: another clause's "you" and
//! "friendly" would be said from the opponent's side, which no card read
//! so far needs.

use super::super::ability::Effect;
use super::read::Cursor;
use super::words::verb;

const HEAD: &str = "each opponent may ";

pub(super) fn clause(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb(HEAD, capital).then_some(())?;
    let then = super::resources::ready_resources(c, false)?;
    Some(Effect::EachOpponentMay { then: vec![then] })
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::EachOpponentMay { then } = e else {
        return None;
    };
    let [inner @ Effect::ReadyResources { .. }] = then.as_slice() else {
        return None;
    };
    let rest = super::resources::write(inner, false)?;
    Some(format!("{}{rest}", verb(capital, HEAD)))
}
