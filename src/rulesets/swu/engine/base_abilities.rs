//! A base's abilities (3.2.1: some bases have one): the base card a
//! player's base is, found by its printed name, holds its triggered
//! abilities like a card in play, controlled by that player; and the
//! conditions of the triggers only bases print, which need the board
//! ("a friendly Force unit", "you deploy").

use super::events::GameEvent;
use super::Engine;
use super::PlayerId;
use crate::rulesets::swu::cards::{CardDef, CardType, Trigger};

impl<'p> Engine<'p> {
    /// The printed base `p`'s base is, by its name; none for a base of the
    /// scenario's own (no printed base has its name), which has no ability.
    pub(super) fn base_card(&self, p: PlayerId) -> Option<&'p CardDef> {
        let pool: &'p _ = self.pool;
        pool.named(&self.state.player(p).base.name)
            .into_iter()
            .find(|c| c.card_type == CardType::Base)
    }

    /// Whether `event` meets the part of trigger `t` that the board
    /// decides, for a holder controlled by `controller`: a trigger without
    /// such a part is met.
    pub(super) fn board_meets(&self, t: Trigger, event: &GameEvent, controller: PlayerId) -> bool {
        let friendly = |id| self.state.unit(id).filter(|u| u.controller == controller);
        match (t, event) {
            // Traits are the card's (printed) ones.
            (Trigger::FriendlyForceUnitAttacks, GameEvent::AttackDeclared { attacker, .. }) => {
                friendly(*attacker)
                    .and_then(|u| self.pool.get(&u.card))
                    .is_some_and(|c| c.traits.iter().any(|x| x.eq_ignore_ascii_case("Force")))
            }
            (Trigger::YouDeployLeader, GameEvent::Deployed { unit }) => friendly(*unit).is_some(),
            (Trigger::FriendlyForceUnitAttacks | Trigger::YouDeployLeader, _) => false,
            _ => true,
        }
    }
}
