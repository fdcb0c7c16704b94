//! More conditions of an "If ..." sentence: "this unit is upgraded"
//! (3.6.13), "a base has N or more damage on it". Reader and writer side
//! by side; `text::clause::condition` reads the others.
//!
//! ```text
//! condition += "this unit is upgraded" | "a base has " N " or more damage on it"
//! ```

use super::super::ability::Condition;
use super::read::Cursor;

pub(super) fn condition(c: &mut Cursor) -> Option<Condition> {
    if c.eat("this unit is upgraded") {
        return Some(Condition::ThisIsUpgraded);
    }
    c.attempt(|c| {
        c.eat("a base has ").then_some(())?;
        let n = c.number()?;
        c.eat(" or more damage on it").then_some(())?;
        Some(Condition::ABaseHasDamage { at_least: n as i32 })
    })
}

/// The writer's side; `None` for the conditions written elsewhere.
pub(super) fn write(k: &Condition) -> Option<String> {
    match k {
        Condition::ThisIsUpgraded => Some("this unit is upgraded".to_string()),
        Condition::ABaseHasDamage { at_least } if *at_least >= 0 => {
            Some(format!("a base has {at_least} or more damage on it"))
        }
        _ => None,
    }
}
