//! "You may disclose Vigilance Vigilance Villainy. If you do, ..." (8.38):
//! the aspect icons to disclose, one word per icon as printed, a repeated
//! icon repeated. Read only as the "you may" part of "If you do"
//! (`sentence::if_you_do`), where the engine tells whether the requirement was
//! met (8.38.1, 8.38.3). "Heroism and/or Villainy" and "Vigilance,
//! Command, ... or Heroism" (a choice among icons) are other shapes, not
//! read.

use super::super::ability::Effect;
use super::clause::ASPECTS;
use super::read::Cursor;

/// "disclose " ASPECT (" " ASPECT)*
pub(super) fn disclose(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("disclose ", capital).then_some(())?;
    let mut aspects = vec![aspect(c)?];
    while let Some(a) = c.attempt(|c| {
        c.eat(" ").then_some(())?;
        aspect(c)
    }) {
        aspects.push(a);
    }
    Some(Effect::Disclose { aspects })
}

/// One aspect's word, whole: "Vigilance" but not the start of a longer
/// word.
fn aspect(c: &mut Cursor) -> Option<String> {
    let a = ASPECTS.iter().find(|a| {
        c.rest().starts_with(**a)
            && !c.rest()[a.len()..].starts_with(|ch: char| ch.is_alphanumeric())
    })?;
    c.eat(a).then(|| a.to_string())
}

/// The writer's side, in lower case: from the vocabulary's icons alone.
pub(super) fn write(e: &Effect) -> Option<String> {
    let Effect::Disclose { aspects } = e else {
        return None;
    };
    (!aspects.is_empty() && aspects.iter().all(|a| ASPECTS.contains(&a.as_str())))
        .then(|| format!("disclose {}", aspects.join(" ")))
}
