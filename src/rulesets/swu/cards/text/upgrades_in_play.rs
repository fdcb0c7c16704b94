//! "Defeat an upgrade", "return a non-unique upgrade to its owner's hand":
//! an upgrade in play as the target, not a unit; reader and writer side by
//! side.
//!
//! ```text
//! defeat-upgrade := "Defeat " upgrade
//! return-upgrade := "Return " upgrade " to its owner's hand"
//! upgrade        := ("an" | "a non-unique" | "a friendly") " upgrade" [" that costs " N " or less"]
//! ```

use super::super::ability::{Effect, UpgradeFilter};
use super::read::Cursor;
use super::write::verb;

pub(super) fn defeat_upgrade(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("defeat ", capital).then_some(())?;
    Some(Effect::DefeatUpgrade {
        filter: upgrade(c)?,
    })
}

pub(super) fn return_upgrade(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("return ", capital).then_some(())?;
    let filter = upgrade(c)?;
    c.eat(" to its owner's hand").then_some(())?;
    Some(Effect::ReturnUpgrade { filter })
}

pub(super) fn upgrade(c: &mut Cursor) -> Option<UpgradeFilter> {
    // "a friendly upgrade" (Finn): one the player controls (1.5.3a).
    let friendly = c.eat("a friendly ");
    let non_unique = if friendly || c.eat("an ") {
        false
    } else if c.eat("a non-unique ") {
        true
    } else {
        return None;
    };
    c.eat("upgrade").then_some(())?;
    let max_cost = c.number_between(" that costs ", " or less");
    Some(UpgradeFilter {
        non_unique,
        max_cost,
        friendly,
    })
}

pub(super) fn words(f: &UpgradeFilter) -> Option<String> {
    let det = match (f.friendly, f.non_unique) {
        (true, true) => return None,
        (true, false) => "a friendly",
        (false, true) => "a non-unique",
        (false, false) => "an",
    };
    Some(match f.max_cost {
        Some(n) => format!("{det} upgrade that costs {n} or less"),
        None => format!("{det} upgrade"),
    })
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    match e {
        Effect::DefeatUpgrade { filter } => {
            Some(verb(capital, &format!("defeat {}", words(filter)?)))
        }
        Effect::ReturnUpgrade { filter } => Some(verb(
            capital,
            &format!("return {} to its owner's hand", words(filter)?),
        )),
        _ => None,
    }
}
