//! "Deal 1 damage to a unit and draw a card" (Emperor Palpatine, Galactic
//! Ruler, both sides): a damage clause and a draw in one sentence, read as
//! the two effects in the order printed (7.1.5), as "Deal 1 damage to a
//! unit. Draw a card." would be. No printed card says the two as two
//! sentences, so the writer writes a damage clause followed by a draw for
//! you as this one sentence. Reader and writer side by side.
//!
//! ```text
//! and-draw := damage-clause " and " ("draw a card" | "draw " N " cards")
//! ```

use super::super::ability::{Effect, PlayerSel};
use super::clause::clause;
use super::compound::is_damage;
use super::read::Cursor;

/// A draw by the ability's controller.
pub(super) fn is_draw(e: &Effect) -> bool {
    matches!(
        e,
        Effect::Draw {
            who: PlayerSel::You,
            ..
        }
    )
}

/// After a damage clause, " and draw ..." when it follows.
pub(super) fn and_draw(c: &mut Cursor, first: &Effect) -> Option<Effect> {
    is_damage(first).then_some(())?;
    c.attempt(|c| {
        c.eat(" and ").then_some(())?;
        clause(c, false).filter(is_draw)
    })
}

/// What follows "If you do, ": one clause, or "deal 1 damage to a unit
/// and draw a card", either after "you may".
pub(super) fn write_then(then: &[Effect]) -> Option<String> {
    match then {
        // "If you do, you may ...".
        [Effect::May { then }] => Some(format!("you may {}", write_then(then)?)),
        [one] => super::write::plain_clause(one),
        [damage, draw] => write(damage, draw, false),
        _ => None,
    }
}

/// The clauses of a damage effect and a draw that follows it, as one
/// sentence without its full stop; `None` for any other pair.
pub(super) fn write(first: &Effect, draw: &Effect, capital: bool) -> Option<String> {
    (is_damage(first) && is_draw(draw)).then_some(())?;
    Some(format!(
        "{} and {}",
        super::write::clause(first, capital)?,
        super::write::clause(draw, false)?
    ))
}
