//! "Reveal a resource you control. If it shares a name with a friendly
//! unique unit, return the resource to its owner's hand and put the top
//! card of your deck into play as a resource." (Hunter, Outcast Sergeant,
//! both sides), reader and writer side by side:
//!
//! ```text
//! reveal-resource := ["You may "] "Reveal a resource you control. If it shares a name with a"
//!                    " friendly unique unit, return the resource to its owner's hand"
//!                    [" and " clause] "."
//! ```
//!
//! Read as one `RevealResource` whose `then` starts with the revealed
//! resource's return; the "If" is about that resource, so it is part of
//! the effect, not a condition of the ability.

use super::super::ability::Effect;
use super::clause::clause;
use super::read::Cursor;
use super::words::verb;

const REVEAL: &str =
    "reveal a resource you control. If it shares a name with a friendly unique unit, ";
const RETURN: &str = "return the resource to its owner's hand";

/// The sentences with their full stop, and whether they start "You may".
pub(super) fn sentences(c: &mut Cursor) -> Option<(bool, Vec<Effect>)> {
    let may = c.eat("You may ");
    c.eat_verb(REVEAL, !may).then_some(())?;
    c.eat(RETURN).then_some(())?;
    let mut then = vec![Effect::ReturnRevealedResource];
    if c.eat(" and ") {
        then.push(clause(c, false)?);
    }
    c.eat(".").then_some(())?;
    Some((may, vec![Effect::RevealResource { then }]))
}

/// The writer's side, without the full stop; `None` for anything else.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::RevealResource { then } = e else {
        return None;
    };
    let (first, rest) = then.split_first()?;
    (*first == Effect::ReturnRevealedResource).then_some(())?;
    let mut text = verb(capital, &format!("{REVEAL}{RETURN}"));
    match rest {
        [] => {}
        [more] => {
            text.push_str(" and ");
            text.push_str(&super::write::plain_clause(more)?);
        }
        _ => return None,
    }
    Some(text)
}
