//! "Use this ability only once each round." (8.32.3): the ability still
//! triggers, but once its player chose to resolve the text after "you
//! may" this round (or it resolved, when it has no "you may"), it does
//! nothing until the next round. Declining leaves it unused, so a later
//! trigger that round may still be resolved (8.32.3's Agent Kallus).
//!
//! Kept per player (`PlayerState::used_this_round`), as the copy of the
//! card and its name: a card that leaves play and comes back is a new copy
//! (8.7.3) with an ability not used yet. Whether the CR means that is open
//! question 27 of docs/rulings-questions.md; the step where it matters is
//! marked.

use super::super::procedure::Ctx;
use super::super::readings::ONCE_EACH_ROUND_NEW_COPY;
use super::super::{kinds, Engine, EngineResult, StepText};
use super::By;
use crate::rulesets::swu::cards::Effect;
use crate::timing::OrderNode;

impl Engine<'_> {
    pub(super) fn once_each_round(
        &mut self,
        may: bool,
        then: &[Effect],
        ctx: &mut Ctx,
        by: By,
    ) -> EngineResult<Vec<OrderNode>> {
        let key = match by.this {
            Some(id) => format!("{}:{}", id.0, by.source),
            None => format!("leader:{}", by.source),
        };
        let you = self.state.name(by.you);
        if self.state.player(by.you).used_this_round.contains(&key) {
            self.note(
                format!(
                    "{}: {you} used this ability already this round, so it does nothing.",
                    by.source
                ),
                &["8.32.3"],
            )?;
            return Ok(Vec::new());
        }
        if may {
            let prompt = format!(
                "{}: does {you} use the \"you may\" part of the ability (only once each round)?",
                by.source
            );
            match self.decide_may_cited(by.you, prompt, &["7.1.5", "8.32.3"])? {
                Some(true) => {}
                Some(false) => {
                    self.note(
                        format!(
                            "{you} declines that part of {}; the ability is not used this round.",
                            by.source
                        ),
                        &["8.32.3"],
                    )?;
                    return Ok(Vec::new());
                }
                None => return Ok(Vec::new()),
            }
        }
        // Another copy of the card used it this round: this copy may
        // still, under open question 27's reading.
        let suffix = format!(":{}", by.source);
        let other_copy = self
            .state
            .player(by.you)
            .used_this_round
            .iter()
            .any(|k| k.ends_with(&suffix) && *k != key);
        if other_copy {
            self.record(
                kinds::NOTE,
                StepText::new(
                    crate::text!("{}: another copy of this card used the ability this round; this copy is a new one (8.7.3), so its ability may still be used.", by.source),
                    &["8.32.3", "8.7.3"],
                )
                .reading(ONCE_EACH_ROUND_NEW_COPY),
            )?;
        }
        self.state.player_mut(by.you).used_this_round.push(key);
        let mut part = ctx.clone();
        let out = self.resolve_effects(then, &mut part, by.you, by.source, by.this)?;
        ctx.remember_from(&part);
        Ok(out)
    }
}
