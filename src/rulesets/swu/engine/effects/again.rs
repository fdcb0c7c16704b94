//! "The next time you use a 'When Played' ability this phase, you may use
//! that ability again." (Qui-Gon Jinn's Aethersprite, LOF 197): a delayed
//! effect (7.7.4a) that waits, on the game (`GameState::game_lasting`), for
//! its controller's next When Played ability to resolve, and then lets them
//! resolve it once more. The CR does not say what "use" and "again" are
//! (open question 38); the engine follows reading A and marks the step
//! where the effect is met: a When Played ability is used when it resolves
//! (one whose "you may" was declined is not, and the effect waits on), the
//! keywords that resolve like one (Ambush, Shielded) and an upgrade's own
//! When Played count, and the second use resolves at once after the first,
//! nested in it before what the first triggered, its targets chosen anew
//! (resolved as much as it can, 7.6.17).

use super::super::readings::USE_WHEN_PLAYED_AGAIN;
use super::super::{kinds, Engine, EngineResult, GameLasting, GameLastingKind, PlayerId, StepText};
use super::By;
use crate::rulesets::swu::cards::Duration;

impl Engine<'_> {
    /// Create the delayed effect for `by.you`, for this phase.
    pub(super) fn next_when_played_again(&mut self, by: By) -> EngineResult<()> {
        let label = self.unique_label(format!("{}/again", crate::scenario_slug(by.source)));
        self.state.game_lasting.push(GameLasting {
            label,
            source: by.source.to_string(),
            controller: by.you,
            effect: GameLastingKind::NextWhenPlayedAgain,
            duration: Duration::ThisPhase,
        });
        self.note(
            format!(
                "The next time {} uses a When Played ability this phase, they may use it again ({}): a delayed effect, waiting for that ability.",
                self.state.name(by.you),
                by.source
            ),
            &["7.7.4a"],
        )
    }

    /// `p` has just used a When Played ability of `source_name`: if one of
    /// their delayed "use that ability again" effects waits, it is used up
    /// (7.7.4b) and `p` decides whether to use the ability again. `true`
    /// when they do.
    pub(in super::super) fn use_when_played_again(
        &mut self,
        p: PlayerId,
        source_name: &str,
    ) -> EngineResult<bool> {
        let Some(i) =
            self.state.game_lasting.iter().position(|l| {
                l.controller == p && l.effect == GameLastingKind::NextWhenPlayedAgain
            })
        else {
            return Ok(false);
        };
        let effect = self.state.game_lasting.remove(i);
        let name = self.state.name(p);
        self.record(
            kinds::NOTE,
            StepText::new(
                crate::text!("{} has used {} When Played ability: {}'s delayed effect is met, so {} may use that ability again, at once (the engine's reading of open question 38).", &name, super::super::possessive(source_name), &effect.source, &name),
                &["7.7.4b"],
            )
            .player(p)
            .source(effect.source.clone())
            .reading(USE_WHEN_PLAYED_AGAIN),
        )?;
        let again = self.decide_may_cited(
            p,
            format!(
                "{}: does {name} use {} When Played ability again?",
                effect.source,
                super::super::possessive(source_name)
            ),
            &["7.7.4b"],
        )?;
        Ok(again == Some(true))
    }
}
