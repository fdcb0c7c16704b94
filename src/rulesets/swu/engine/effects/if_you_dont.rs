//! "rescue a captured card" (8.33.3) and "You may <X>. If you don't, <Y>."
//! (L3-37, Savage Opress, Warrior of Clan Ordo). The CR has "if you do"
//! (8.9.1, 8.32.2) but no rule for "If you don't"; the engine reads it as
//! its opposite: <Y> resolves when <X> was not resolved in full. When the
//! player declines (8.32.1) that is plain; when <X> could not be done or
//! not in full the step is marked with open question 26.

use super::super::decide::Ask;
use super::super::procedure::Ctx;
use super::super::readings::IF_YOU_DONT_WHEN_IT_CANNOT_BE_DONE;
use super::super::{kinds, Engine, EngineResult, StepText};
use super::By;
use crate::rulesets::swu::cards::{Arena, Effect};
use crate::timing::OrderNode;

impl Engine<'_> {
    /// The ability's controller picks a card captured under any unit; it
    /// returns to play exhausted under its owner's control, not played, so
    /// no When Played (8.33.3). `false` when there was none.
    pub(super) fn rescue_a_captured_card(&mut self, by: By) -> EngineResult<bool> {
        let captured: Vec<_> = self
            .state
            .captured()
            .map(|(guard, c)| (guard.instance, c.label.clone()))
            .collect();
        if captured.is_empty() {
            self.note(
                format!("{}: there is no captured card to rescue.", by.source),
                &["8.33.3"],
            )?;
            return Ok(false);
        }
        let options: Vec<String> = captured.iter().map(|(_, label)| label.clone()).collect();
        let prompt = format!("{}: which captured card is rescued?", by.source);
        let Some(chosen) = self.decide(by.you, prompt, options.clone(), Ask::One, &["8.33.3"])?
        else {
            return Ok(false);
        };
        let i = options.iter().position(|o| *o == chosen[0]).unwrap_or(0);
        let (guard, label) = &captured[i];
        let Some(card) = self.state.unit_mut(*guard).and_then(|g| {
            let at = g.captured.iter().position(|c| c.label == *label)?;
            Some(g.captured.remove(at))
        }) else {
            return Ok(false);
        };
        let arena = self
            .pool
            .get(&card.card)
            .and_then(|d| d.arena)
            .unwrap_or(Arena::Ground);
        // Exhausted, unless its own text says it enters play ready.
        let ready = self.enters_ready_itself(card.owner, &card.card)?;
        self.state
            .enter_unit(&card.card, card.label.clone(), card.owner, arena, !ready);
        let text = format!(
            "{} rescues {}: it returns to play under {} control, {}; it is not played.",
            by.source,
            self.card_name(&card.card),
            crate::rulesets::swu::engine::possessive(&self.state.name(card.owner)),
            if ready { "ready" } else { "exhausted" }
        );
        self.record(
            kinds::MOVE,
            StepText::new(text, &["8.33.3", "8.7.3"]).player(by.you),
        )?;
        Ok(true)
    }

    pub(super) fn if_you_dont(
        &mut self,
        may: &[Effect],
        otherwise: &[Effect],
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<Vec<OrderNode>> {
        let you = self.state.name(by.you);
        // Nothing that could be done: not asked (as "if you do" does not
        // ask for a Force token the player lacks).
        let cannot = match may {
            [Effect::Rescue] => self.state.captured().next().is_none(),
            [Effect::UseTheForce] => !self.state.player(by.you).force_token,
            _ => false,
        };
        if !cannot {
            let prompt = format!(
                "{}: does {you} use the \"you may\" part of the ability?",
                by.source
            );
            match self.decide_may_cited(by.you, prompt, &["8.32.1"])? {
                Some(true) => {
                    let mut in_full = true;
                    for effect in may {
                        in_full &= self.resolved_in_full(effect, ctx, by)?;
                        self.state_check()?;
                    }
                    if in_full {
                        return Ok(Vec::new());
                    }
                }
                Some(false) => {
                    self.note(
                        format!(
                            "{you} declines that part of {}, so its \"if you don't\" part resolves.",
                            by.source
                        ),
                        &["8.32.1"],
                    )?;
                    return self.resolve_part(otherwise, ctx, by);
                }
                None => return Ok(Vec::new()),
            }
        }
        self.record(
            kinds::NOTE,
            StepText::new(
                crate::text!("{} did not resolve the \"you may\" part of {} in full, so its \"if you don't\" part resolves (the CR has no rule for \"if you don't\"; open question 26).", &you, by.source),
                &["8.32.1"],
            )
            .player(by.you)
            .source(by.source)
            .reading(IF_YOU_DONT_WHEN_IT_CANNOT_BE_DONE),
        )?;
        self.resolve_part(otherwise, ctx, by)
    }
}
