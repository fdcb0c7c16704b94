//! "Create a Credit token", "Create 3 Credit tokens" (3.7.13): reader and
//! writer side by side. A Credit token is not a unit (it sits in the
//! resource zone, 4.5.4), so it is not among `TOKENS`.
//!
//! ```text
//! create-credits := "Create a Credit token" | "Create " N " Credit tokens"
//! ```

use super::super::ability::Effect;
use super::read::Cursor;
use super::write::verb;

pub(super) fn create(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("create ", capital).then_some(())?;
    let count = if c.eat("a Credit token") {
        1
    } else {
        let n = c.number()?;
        (n > 1 && c.eat(" Credit tokens")).then_some(n)?
    };
    Some(Effect::CreateCreditTokens { count })
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::CreateCreditTokens { count } = e else {
        return None;
    };
    Some(match count {
        0 => return None,
        1 => verb(capital, "create a Credit token"),
        n => verb(capital, &format!("create {n} Credit tokens")),
    })
}
