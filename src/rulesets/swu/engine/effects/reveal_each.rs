//! "Reveal up to 4 Vigilance cards from your hand. For each card revealed
//! this way, give an Experience token to this unit." (Lieutenant
//! Childsen): the player chooses which cards of their hand with that
//! aspect to reveal (8.25.2), one at a time, from none to N (8.30.1); the
//! cards stay in the hand (8.25.3). Then the clause counts them: all the
//! tokens are given at once, as one effect (8.34.1).

use super::super::procedure::Ctx;
use super::super::{kinds, Engine, EngineResult, ErrorKind, StepText};
use super::up_to::NO_MORE;
use super::By;
use crate::rulesets::swu::cards::Effect;
use crate::rulesets::swu::engine::decide::Ask;
use crate::timing::OrderNode;

impl Engine<'_> {
    pub(super) fn reveal_up_to_for_each(
        &mut self,
        count: u32,
        aspect: &str,
        then: &[Effect],
        ctx: &mut Ctx,
        by: By,
    ) -> EngineResult<Vec<OrderNode>> {
        if !then
            .iter()
            .all(|e| matches!(e, Effect::GiveExperience { .. }))
        {
            return Err(self.error(
                ErrorKind::Unsupported,
                format!(
                    "{}: \"for each card revealed this way\" counts only Experience tokens",
                    by.source
                ),
            ));
        }
        let name = self.state.name(by.you);
        // Each known card of the hand with the aspect, one option per copy
        // ("Vanquish (2)"): each copy revealed counts.
        let mut labels: Vec<String> = Vec::new();
        let mut unknown = false;
        for c in self.state.player(by.you).hand.iter() {
            let Some(id) = c.id() else {
                unknown = true;
                continue;
            };
            let has = self
                .pool
                .get(id)
                .is_some_and(|d| d.aspects.iter().any(|a| a.eq_ignore_ascii_case(aspect)));
            if !has {
                continue;
            }
            let card_name = self.card_name(id);
            let copies = labels
                .iter()
                .filter(|l| **l == card_name || l.starts_with(&format!("{card_name} (")))
                .count();
            labels.push(match copies {
                0 => card_name,
                k => format!("{card_name} ({})", k + 1),
            });
        }
        if unknown && labels.len() < count as usize {
            // An unknown card might have the aspect: how many are
            // revealed is the player's to say, and the scenario has not
            // said what the hand holds.
            return Err(self.error(
                ErrorKind::Unsupported,
                format!(
                    "{}: reveals {aspect} cards from {name}'s hand, but the scenario does not say what the hand holds: list it",
                    by.source
                ),
            ));
        }
        let mut revealed: Vec<String> = Vec::new();
        while revealed.len() < count as usize {
            let mut options: Vec<String> = labels
                .iter()
                .filter(|l| !revealed.contains(l))
                .cloned()
                .collect();
            if options.is_empty() {
                break;
            }
            // Revealing none, or stopping early, is legal (8.30.1).
            options.push(NO_MORE.to_string());
            let prompt = format!(
                "{}: which {aspect} card does {name} reveal from their hand ({} of up to {count} so far), or \"{NO_MORE}\"?",
                by.source,
                revealed.len()
            );
            let Some(answer) =
                self.decide(by.you, prompt, options, Ask::One, &["8.25.2", "8.30.1"])?
            else {
                return Ok(Vec::new());
            };
            match answer.first() {
                Some(a) if a != NO_MORE => revealed.push(a.clone()),
                _ => break,
            }
        }
        if revealed.is_empty() {
            self.note(
                format!(
                    "{}: {name} reveals no card, so nothing is given.",
                    by.source
                ),
                &["8.30.1"],
            )?;
            return Ok(Vec::new());
        }
        self.record(
            kinds::NOTE,
            StepText::new(
                crate::text!(
                    "{} reveals {} from their hand; the cards stay there.",
                    &name,
                    revealed.join(", ")
                ),
                &["8.25.2", "8.25.3"],
            )
            .player(by.you)
            .source(by.source),
        )?;
        // "For each card revealed this way": the clause's tokens, all at
        // once (8.34.1).
        let n = revealed.len() as u32;
        let counted: Vec<Effect> = then
            .iter()
            .filter_map(|e| match e {
                Effect::GiveExperience { target, count } => Some(Effect::GiveExperience {
                    target: *target,
                    count: count * n,
                }),
                _ => None,
            })
            .collect();
        self.resolve_effects(&counted, ctx, by.you, by.source, by.this)
    }
}
