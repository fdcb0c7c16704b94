//! "If this unit would be captured, defeat him and deal 3 damage to each
//! enemy ground unit instead." (IG-11, SHD 170): a replacement effect
//! (7.7.5) of the unit's own, not a triggered ability. Reader and writer
//! side by side.
//!
//! ```text
//! would-be-captured := "If this unit would be captured, " ("defeat him" | "defeat her" | "defeat it")
//!                      [" and " clause] " instead."
//! ```
//!
//! Read as an ability with no trigger (nothing raises it) whose one effect
//! is `Effect::InsteadOfCaptured`: the engine applies it where the unit
//! would be captured (engine/zones.rs, `capture`), never through the
//! trigger table.

use super::super::ability::{Ability, Effect, Pronoun, Target};
use super::clause::clause;
use super::read::{ability, Cursor};
use super::write::{clause_on, untriggered};

const WOULD: &str = "If this unit would be captured, defeat ";
const INSTEAD: &str = " instead.";

/// The pronoun's object form, as the line prints it after "defeat".
fn object(p: Pronoun) -> &'static str {
    match p {
        Pronoun::He => "him",
        Pronoun::She => "her",
        Pronoun::It => "it",
    }
}

pub(super) fn line(c: &mut Cursor) -> Option<Ability> {
    c.eat(WOULD).then_some(())?;
    let pronoun = [Pronoun::He, Pronoun::She, Pronoun::It]
        .into_iter()
        .find(|p| c.eat(object(*p)))?;
    let mut instead = vec![Effect::Defeat {
        target: Target::This,
    }];
    if c.eat(" and ") {
        instead.push(clause(c, false)?);
    }
    c.eat(INSTEAD).then_some(())?;
    Some(ability(
        Vec::new(),
        false,
        vec![Effect::InsteadOfCaptured { pronoun, instead }],
    ))
}

/// The writer's side; `None` for any other ability.
pub(super) fn write(a: &Ability) -> Option<String> {
    let [Effect::InsteadOfCaptured { pronoun, instead }] = a.effects.as_slice() else {
        return None;
    };
    untriggered(a).then_some(())?;
    let (
        [Effect::Defeat {
            target: Target::This,
        }],
        rest,
    ) = instead.split_at(1.min(instead.len()))
    else {
        return None;
    };
    let and = match rest {
        [] => String::new(),
        [one] => format!(" and {}", clause_on(one, false, "", false)?),
        _ => return None,
    };
    Some(format!("{WOULD}{}{and}{INSTEAD}", object(*pronoun)))
}
