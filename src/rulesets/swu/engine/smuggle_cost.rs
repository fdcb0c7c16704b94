//! Smuggle whose cost also deals damage to a friendly unit ("Smuggle [C=7
//! Vigilance Villainy, deal 4 damage to a friendly unit]", First Light):
//! Y is paid as any cost is (7.5.14a), its non-resource part in full as
//! the resources are (1.8.8), so only a player who controls a unit can
//! smuggle the card. The player picks the unit, a decision even when
//! there is one. A Shield token on it prevents the damage: a replacement
//! of that part of the cost that resolves, so the cost is paid (1.8.10).
//! A unit the damage defeats leaves play at the next state check, and
//! what that triggers waits until the play has resolved (7.6.8), as for
//! any cost.

use super::effects::Hit;
use super::{Engine, EngineResult, PlayerId};

impl Engine<'_> {
    /// Pay the damage part of a Smuggle cost: `p` picks a unit they
    /// control and `damage` is dealt to it. `None` when the game ended at
    /// the choice (a concession).
    pub(super) fn pay_smuggle_damage(
        &mut self,
        p: PlayerId,
        card_name: &str,
        damage: u32,
    ) -> EngineResult<Option<()>> {
        let prompt = format!(
            "{card_name}'s Smuggle cost deals {damage} damage to a friendly unit: to which unit does {} deal it?",
            self.state.name(p)
        );
        let Some(id) = self.pick_friendly_unit(p, prompt, &["7.5.14a", "1.8.8"])? else {
            return Ok(None);
        };
        let source = format!("{card_name}'s Smuggle cost");
        self.deal_damage_cited(
            Hit::Unit(id),
            damage as i32,
            &source,
            p,
            &["7.5.14a", "1.8.8"],
        )?;
        Ok(Some(()))
    }
}
