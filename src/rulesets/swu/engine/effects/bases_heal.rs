//! "Bases can't be healed for this phase." (Wolffe, the CR's example of a
//! lasting effect, 7.7.3a): a lasting effect on the game, not on a unit
//! (`GameState::game_lasting`). It lasts even after its card left play
//! (7.7.3b) and expires with the phase (7.7.3e, `procedure::moment`);
//! while it lasts every heal of a base, Restore's too (7.5.9a), heals
//! nothing ("can't" overrides the heal, 8.3.2).

use super::super::{Engine, EngineResult, GameLasting, GameLastingKind};
use super::By;
use crate::rulesets::swu::cards::Duration;

impl Engine<'_> {
    pub(super) fn bases_cant_be_healed(&mut self, duration: Duration, by: By) -> EngineResult<()> {
        let label = self.unique_label(format!("{}/lasting", crate::scenario_slug(by.source)));
        self.state.game_lasting.push(GameLasting {
            label,
            source: by.source.to_string(),
            controller: by.you,
            effect: GameLastingKind::BasesCantBeHealed,
            duration,
        });
        let until = match duration {
            Duration::ThisAttack => "this attack",
            Duration::ThisPhase => "this phase",
            Duration::ThisRound => "this round",
            Duration::WhileInPlay => "as long as its source is in play",
        };
        self.note(
            format!("Bases can't be healed for {until} ({}).", by.source),
            &["7.7.3a", "7.7.3b"],
        )
    }

    /// Does a lasting effect stop bases being healed now?
    pub(super) fn bases_unhealable(&self) -> bool {
        self.state
            .game_lasting
            .iter()
            .any(|l| l.effect == GameLastingKind::BasesCantBeHealed)
    }
}
