//! What a player played this phase, counted for an ability ("For each
//! other card you played this phase": Vanguard Ace; "If you played another
//! card this phase": Lothal Insurgent), and Lothal Insurgent's draw then
//! discard at random.

use super::super::procedure::Ctx;
use super::super::{kinds, Engine, EngineResult, StepText};
use super::By;
use crate::rulesets::swu::cards::{Effect, PlayerSel};

impl Engine<'_> {
    /// The cards the ability's controller played this phase, the
    /// ability's own card not counted when it is one of them: a unit
    /// played this phase by that player (its When Played). A leader is
    /// deployed, not played (3.4.4), so its own card is never among them.
    pub(super) fn other_cards_played(&self, by: By) -> u32 {
        let played = self.state.player(by.you).played_this_phase.len() as u32;
        let own = by
            .this
            .and_then(|id| self.state.unit(id))
            .is_some_and(|u| u.played_this_phase_by == Some(by.you));
        played.saturating_sub(u32::from(own))
    }

    /// "For each other card you played this phase, give an Experience
    /// token to this unit": counted first, then every token given at once
    /// (8.34.1).
    pub(super) fn for_each_other_card_played(
        &mut self,
        then: &[Effect],
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        let target = self.one_experience_each(then, by, "is given for each card played")?;
        let n = self.other_cards_played(by);
        let you = self.state.name(by.you);
        let what = super::super::count_of(n, "other card", "other cards");
        self.note(
            format!("{}: {you} played {what} this phase.", by.source),
            &["8.34.1"],
        )?;
        if n == 0 {
            return Ok(());
        }
        self.give_experience(*target, n, ctx, by)
    }

    /// "Each opponent draws a card then discards a random card from their
    /// hand": the draw resolves first (8.28.1's "then"), then one card of
    /// the hand, the new one among them, is picked at random (8.22.1).
    pub(super) fn draw_then_discard_at_random(
        &mut self,
        who: PlayerSel,
        by: By,
    ) -> EngineResult<()> {
        let players = self.players(who, by.you, by.source)?;
        self.draw(&players, 1, by.source)?;
        for p in players {
            let name = self.state.name(p);
            let options = self.hand_options(p);
            if options.is_empty() {
                self.note(
                    format!("{name} has no card in hand to discard."),
                    &["7.1.5"],
                )?;
                continue;
            }
            let prompt = format!(
                "{}: which card of {name}'s hand is discarded at random?",
                by.source
            );
            let Some(picked) = self.decide_chance(prompt, options.clone(), &["8.22.1"])? else {
                return Ok(());
            };
            let at = options.iter().position(|o| *o == picked[0]).unwrap_or(0);
            let card = self.state.player_mut(p).hand.remove(at);
            let id = card.id().unwrap_or("unknown").to_string();
            self.state.player_mut(p).discard.push(id);
            self.record(
                kinds::MOVE,
                StepText::new(
                    crate::text!(
                        "{} discards {} from hand, picked at random.",
                        &name,
                        &picked[0]
                    ),
                    &["8.22.1"],
                )
                .player(p)
                .source(by.source),
            )?;
        }
        Ok(())
    }
}
