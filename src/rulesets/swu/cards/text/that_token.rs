//! "Give a Shield token to attached unit. At the start of the regroup
//! phase, defeat that token." (Jetpack): a Shield token given, then a
//! delayed effect (7.7.4) that defeats that one token (3.7.6), not any
//! Shield token on the unit. Reader and writer side by side.
//!
//! ```text
//! that-token := give-shield-clause ". At the start of the regroup phase, defeat that token."
//! ```
//!
//! "that token" points back at the token the sentence before gave, so it
//! is read only right after it: the two sentences are read together.

use super::super::ability::{Effect, TimingPoint};
use super::clause::clause;
use super::read::Cursor;

const THEN: &str = ". At the start of the regroup phase, ";
const THAT_TOKEN: &str = "defeat that token";

/// The two sentences, with the last full stop.
pub(super) fn sentences(c: &mut Cursor) -> Option<Vec<Effect>> {
    let give = clause(c, true)?;
    matches!(give, Effect::GiveShield { .. }).then_some(())?;
    c.eat(THEN).then_some(())?;
    c.eat(THAT_TOKEN).then_some(())?;
    c.eat(".").then_some(())?;
    Some(vec![
        give,
        Effect::Delayed {
            at: TimingPoint::StartOfRegroupPhase,
            effects: vec![Effect::DefeatThatShield {
                token: String::new(),
            }],
        },
    ])
}

/// The writer's side of "defeat that token" (inside the delayed
/// sentence, text/delayed.rs): a token named by the engine is no card's
/// text.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    match e {
        Effect::DefeatThatShield { token } if token.is_empty() => {
            Some(super::write::verb(capital, THAT_TOKEN))
        }
        _ => None,
    }
}
