//! "An opponent takes control of it" (Stolen Landspeeder's When Played):
//! the opponent becomes this unit's controller (8.27.1), the unit keeping
//! its ready or exhausted state, its damage and its upgrades with their
//! controllers (8.27.1a). In a two-player game the ability's controller has
//! one opponent, so there is no one else to choose (`PlayerSel::AnOpponent`
//! reads it the same way). A unit that has left play is no longer the card
//! the ability means (8.7: a new object wherever it went): nothing happens.

use super::super::procedure::Ctx;
use super::super::{Engine, EngineResult};
use super::By;

impl Engine<'_> {
    pub(super) fn opponent_takes_control_of_this(
        &mut self,
        _ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        let opponent = by.you.other();
        let Some(id) = by.this.filter(|id| self.state.unit(*id).is_some()) else {
            return self.note(
                format!(
                    "{} is no longer in play, so no one takes control of it.",
                    by.source
                ),
                // A part that cannot resolve is ignored (1.3.2).
                &["1.3.2"],
            );
        };
        if let Some(u) = self.state.unit_mut(id) {
            u.controller = opponent;
        }
        self.control_changes += 1;
        let name = self.hit_name(super::Hit::Unit(id));
        self.note(
            format!(
                "{}, {}'s only opponent, takes control of {name}; it stays as it is, ready or exhausted, with its damage and upgrades.",
                self.state.name(opponent),
                self.state.name(by.you)
            ),
            &["8.27.1", "8.27.1a"],
        )
    }
}
