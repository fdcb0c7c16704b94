//! "It loses all abilities for this phase" (Force Lightning; 8.14.2): while
//! the lasting effect lasts the unit has no abilities: not its printed ones,
//! not its keywords, not those other cards give it (an upgrade's "attached
//! unit gains", another unit's constant ability, a lasting "gains"), and it
//! gains none, whenever they would come (so no newer lasting effect wins
//! here as 7.7.3c would have it: 8.14.2 says it cannot gain any). What it
//! keeps: its printed power and HP and every modifier (8.15.1: a modifier
//! is not an ability), and an upgrade's own abilities that are not given
//! to it (3.6.10: Entrenched's "Attached unit can't attack bases").
//!
//! The engine asks [`Engine::lost_all`] wherever it looks for a unit's
//! abilities: the abilities it triggers (engine/events.rs), its action
//! abilities (engine/actions.rs), its keywords (`Engine::unit_has`), the
//! constant abilities it has and those given to it (engine/stats.rs), and
//! what its constant abilities do to other cards (costs, Smuggle, keywords
//! it grants, Relentless's first event). A unit that leaves play while it
//! has lost them looks back at that as it leaves (its When Defeated and
//! Bounty do not trigger: it had no abilities then).

use super::{Engine, InstanceId, LastingKind};
use crate::rulesets::swu::engine::state::GameState;

/// Does a lasting effect make unit `id` lose all abilities now?
pub(super) fn has_lost_all(state: &GameState, id: InstanceId) -> bool {
    state
        .lasting
        .iter()
        .any(|l| l.target == id && l.effect == LastingKind::LosesAllAbilities)
}

impl Engine<'_> {
    /// Has unit `id` lost all abilities, in play now or as it left play?
    pub(super) fn lost_all(&self, id: InstanceId) -> bool {
        has_lost_all(&self.state, id) || self.lost_on_leaving.contains(&id)
    }

    /// As unit `id` leaves play: remember whether it had lost all
    /// abilities, for what its leaving triggers (last known information).
    pub(super) fn note_lost_on_leaving(&mut self, id: InstanceId) {
        if has_lost_all(&self.state, id) && !self.lost_on_leaving.contains(&id) {
            self.lost_on_leaving.push(id);
        }
    }
}
