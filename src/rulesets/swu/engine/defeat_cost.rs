//! An action ability's cost "defeat a friendly unit" (`Action [C=1,
//! Exhaust, defeat a friendly unit]`, Emperor Palpatine, Galactic Ruler):
//! part of the ability's cost, paid in full before the ability resolves
//! (1.8.9), so the ability can be used only by a player who controls a
//! unit to defeat (6.4.0c). The player picks the unit; what its defeat
//! triggers waits until the action has resolved (7.6.8), as what any cost
//! triggers does.

use super::decide::Ask;
use super::{Engine, EngineResult, InstanceId, PlayerId};

impl Engine<'_> {
    /// Whether `p` can pay the cost: they control a unit.
    pub(super) fn can_defeat_friendly(&self, p: PlayerId) -> bool {
        self.state.units.iter().any(|u| u.controller == p)
    }

    /// The units `p` controls, with their labels: what a cost that
    /// defeats a friendly unit (this one, Exploit's) offers.
    pub(super) fn units_of(&self, p: PlayerId) -> Vec<(InstanceId, String)> {
        self.state
            .units
            .iter()
            .filter(|u| u.controller == p)
            .map(|u| (u.instance, u.label.clone()))
            .collect()
    }

    /// `p` picks one of the units they control for a cost's non-resource
    /// part (this one's defeat, a Smuggle cost's damage): a decision even
    /// when there is one, as paying a cost is the player's act. `None` when
    /// the game ended at the choice (a concession).
    pub(super) fn pick_friendly_unit(
        &mut self,
        p: PlayerId,
        prompt: String,
        rules: &[&'static str],
    ) -> EngineResult<Option<InstanceId>> {
        let candidates = self.units_of(p);
        let options: Vec<String> = candidates.iter().map(|(_, l)| l.clone()).collect();
        let Some(chosen) = self.decide(p, prompt, options, Ask::One, rules)? else {
            return Ok(None);
        };
        Ok(chosen
            .first()
            .and_then(|c| candidates.iter().find(|(_, l)| l == c))
            .map(|(id, _)| *id))
    }

    /// Pay the cost: `p` picks one of the units they control (a decision
    /// even when there is one) and it is defeated. `None` when the game
    /// ended at the choice (a concession).
    pub(super) fn pay_defeat_friendly(
        &mut self,
        p: PlayerId,
        card_name: &str,
    ) -> EngineResult<Option<()>> {
        let prompt = format!(
            "{}'s action ability costs defeating a friendly unit: which unit does {} defeat?",
            card_name,
            self.state.name(p)
        );
        let Some(id) = self.pick_friendly_unit(p, prompt, &["1.8.9"])? else {
            return Ok(None);
        };
        let why = format!("a cost of {card_name}'s action ability");
        self.defeat_cited(id, &why, &["1.8.9"])?;
        Ok(Some(()))
    }
}
