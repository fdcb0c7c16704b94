//! "Use the Force. If you do, heal 6 damage from a unit." (8.37.4): the
//! instruction with no "You may" before it, a sentence of its own followed
//! by the part that resolves only when the player used the Force (8.9.1).
//! "You may use the Force. If you do, ..." is `sentence::if_you_do`'s.

use super::super::ability::Effect;
use super::clause::clause;
use super::read::Cursor;
use super::write::plain_clause;

const USE: &str = "Use the Force. If you do, ";

/// USE clause "."
pub(super) fn sentences(c: &mut Cursor) -> Option<Effect> {
    c.eat(USE).then_some(())?;
    let then = clause(c, false)?;
    // A plain clause only: the writer gives back no other.
    plain_clause(&then)?;
    c.eat(".").then_some(())?;
    Some(Effect::IfYouUseTheForce { then: vec![then] })
}

/// The writer's side: the sentences, their last full stop left to the
/// caller as for every sentence.
pub(super) fn write(e: &Effect) -> Option<String> {
    let Effect::IfYouUseTheForce { then } = e else {
        return None;
    };
    let [then] = then.as_slice() else {
        return None;
    };
    Some(format!("{USE}{}", plain_clause(then)?))
}
