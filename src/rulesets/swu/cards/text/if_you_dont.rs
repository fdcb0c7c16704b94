//! "rescue a captured card" (8.33.3) and "You may <X>. If you don't, <Y>."
//! (L3-37, Savage Opress, Warrior of Clan Ordo). Reader and writer side by
//! side.
//!
//! ```text
//! rescue      := "rescue a captured card"
//! if-you-dont := "You may " ("rescue a captured card" | "use the Force"
//!                           | "disclose " ASPECT (" " ASPECT)*)
//!                ". If you don't, " clause "."
//! ```
//!
//! Only a first part the engine can tell was done or not is read (as for
//! "If you do", `cards::if_you_do`); the CR has no rule for "If you
//! don't", so the engine marks the reading it takes (open question 26).

use super::super::ability::Effect;
use super::clause::clause;
use super::read::Cursor;
use super::write::{plain_clause, verb};

const RESCUE: &str = "rescue a captured card";

pub(super) fn rescue(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb(RESCUE, capital).then_some(Effect::Rescue)
}

/// The first parts read before "If you don't".
fn first_part(e: &Effect) -> bool {
    matches!(
        e,
        Effect::Rescue | Effect::UseTheForce | Effect::Disclose { .. }
    )
}

pub(super) fn sentences(c: &mut Cursor) -> Option<Effect> {
    c.eat("You may ").then_some(())?;
    let first = clause(c, false)?;
    first_part(&first).then_some(())?;
    c.eat(". If you don't, ").then_some(())?;
    let otherwise = clause(c, false)?;
    (!first_part(&otherwise) && !matches!(otherwise, Effect::Pay { .. })).then_some(())?;
    c.eat(".").then_some(())?;
    Some(Effect::IfYouDont {
        may: vec![first],
        otherwise: vec![otherwise],
    })
}

pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    match e {
        Effect::Rescue => Some(verb(capital, RESCUE)),
        Effect::IfYouDont { may, otherwise } if capital => {
            let ([first], [otherwise]) = (may.as_slice(), otherwise.as_slice()) else {
                return None;
            };
            first_part(first).then_some(())?;
            let first = match first {
                Effect::UseTheForce => "use the Force".to_string(),
                Effect::Rescue => RESCUE.to_string(),
                e => super::disclose::write(e)?,
            };
            Some(format!(
                "You may {first}. If you don't, {}",
                plain_clause(otherwise)?
            ))
        }
        _ => None,
    }
}
