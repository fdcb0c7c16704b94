//! The writers of the later clause modules, tried in turn after the
//! others of `write::clause_on` (write.rs is at its 700-line budget): an
//! amount counted (`amount_of`), indirect damage, Credit tokens, a
//! disclosure (written where "If you do" asks for its first part) and
//! "Use the Force. If you do, ..." (a sentence of its own: capitalised).

use super::super::Effect;

/// The first of these writers that writes `e`; `None` for any other.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    super::amount_of::write(e, capital)
        .or_else(|| super::indirect::write(e, capital))
        .or_else(|| super::credits::write(e, capital))
        .or_else(|| (!capital).then(|| super::disclose::write(e)).flatten())
        .or_else(|| capital.then(|| super::use_the_force::write(e)).flatten())
}
