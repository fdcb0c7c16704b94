//! Which enemy units a unit may attack by arena: those in its own arena
//! (6.3.2a), and those in an arena a constant ability says it "can" attack
//! into ("This unit can attack units in the ground arena.", Strafing
//! Gunship, the CR's example of 8.3.1). Sentinel still binds only units in
//! its own arena (7.5.11a, 7.5.11b: `attack::attack_targets`).

use super::{Engine, Unit};

impl Engine<'_> {
    /// May `attacker` attack `u` for their arenas?
    pub(super) fn in_reach(&self, attacker: &Unit, u: &Unit) -> bool {
        u.arena == attacker.arena
            || (self.any_constants
                && self
                    .constants_on(attacker)
                    .any(|(_, c)| c.can_attack_in == Some(u.arena)))
    }
}
