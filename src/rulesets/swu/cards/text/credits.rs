//! Credit tokens (3.7.13), reader and writer side by side: "Create a
//! Credit token", "Create 3 Credit tokens", "Each player creates a Credit
//! token", and "Defeat a Credit token" (any player's), "an enemy Credit
//! token", "a friendly Credit token". A Credit token is not a unit (it
//! sits in the resource zone, 4.5.4), so it is not among `TOKENS`.
//!
//! ```text
//! create-credits := ("Create " | "Each player creates ") ("a Credit token" | N " Credit tokens")
//! defeat-credit  := "Defeat " ("a" | "an enemy" | "a friendly") " Credit token"
//! ```

use super::super::{Effect, PlayerSel, Whose};
use super::read::Cursor;
use super::write::verb;

/// Who creates, as the sentence begins.
const WHO: &[(&str, PlayerSel)] = &[
    ("create ", PlayerSel::You),
    ("each player creates ", PlayerSel::EachPlayer),
];

/// Whose token, as printed.
const WHOSE: &[(&str, Whose)] = &[
    ("a Credit token", Whose::Any),
    ("an enemy Credit token", Whose::Enemy),
    ("a friendly Credit token", Whose::Friendly),
];

pub(super) fn create(c: &mut Cursor, capital: bool) -> Option<Effect> {
    let (_, who) = WHO.iter().find(|(words, _)| c.eat_verb(words, capital))?;
    let count = if c.eat("a Credit token") {
        1
    } else {
        let n = c.number()?;
        (n > 1 && c.eat(" Credit tokens")).then_some(n)?
    };
    Some(Effect::CreateCreditTokens { count, who: *who })
}

pub(super) fn defeat(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("defeat ", capital).then_some(())?;
    let (_, whose) = WHOSE.iter().find(|(words, _)| c.eat(words))?;
    Some(Effect::DefeatCreditToken { whose: *whose })
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    match e {
        Effect::CreateCreditTokens { count, who } => {
            let (start, _) = WHO.iter().find(|(_, w)| w == who)?;
            let tokens = match count {
                0 => return None,
                1 => "a Credit token".to_string(),
                n => format!("{n} Credit tokens"),
            };
            Some(verb(capital, &format!("{start}{tokens}")))
        }
        Effect::DefeatCreditToken { whose } => {
            let (words, _) = WHOSE.iter().find(|(_, w)| w == whose)?;
            Some(verb(capital, &format!("defeat {words}")))
        }
        _ => None,
    }
}
