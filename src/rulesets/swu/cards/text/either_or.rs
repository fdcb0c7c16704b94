//! "Either ready a resource or exhaust a unit." (Leia Organa, Defiant
//! Princess), reader and writer side by side:
//!
//! ```text
//! either-or := "Either " clause " or " clause "."
//! ```
//!
//! Read as one `choose_options` of one option (8.4.4), the ability's
//! controller choosing, as "Choose one:" is; each option one clause ("pay
//! 1" among them: with nothing to pay, open question 31).

use super::super::ability::Effect;
use super::clause::clause;
use super::read::Cursor;
use super::write::plain_clause;

const HEAD: &str = "Either ";
const OR: &str = " or ";

/// The sentence, with its full stop.
pub(super) fn sentence(c: &mut Cursor) -> Option<Effect> {
    c.eat(HEAD).then_some(())?;
    let first = clause(c, false)?;
    c.eat(OR).then_some(())?;
    let second = clause(c, false)?;
    c.eat(".").then_some(())?;
    Some(Effect::ChooseOptions {
        count: 1,
        options: vec![vec![first], vec![second]],
    })
}

/// The writer's side, without the full stop; `None` for anything else.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let ([first], [second]) = super::either::one_of_two(e, capital)? else {
        return None;
    };
    Some(format!("{HEAD}{}{OR}{}", option(first)?, option(second)?))
}

/// One option's clause: "pay 1" too, which is read as a clause only
/// before "If you do" or here (Millennium Falcon: "Either pay 1 or return
/// this unit to her owner's hand.").
fn option(e: &Effect) -> Option<String> {
    match e {
        Effect::Pay { amount } => Some(format!("pay {amount}")),
        e => plain_clause(e),
    }
}
