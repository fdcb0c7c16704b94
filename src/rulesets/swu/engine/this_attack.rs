//! Lasting effects "for this attack" (7.7.3): an attack's own are told
//! apart from an outer attack's by label (`attack::end_attack` ends them,
//! 6.3.5d).

use super::Engine;
use crate::rulesets::swu::cards::Duration;

impl Engine<'_> {
    /// The labels of the lasting effects "for this attack" in play now.
    pub(super) fn this_attack_labels(&self) -> Vec<String> {
        self.state
            .lasting
            .iter()
            .filter(|l| l.duration == Duration::ThisAttack)
            .map(|l| l.label.clone())
            .collect()
    }
}
