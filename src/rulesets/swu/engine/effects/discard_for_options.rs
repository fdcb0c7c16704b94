//! "Discard up to 3 cards from your hand. For each card discarded this
//! way, choose a different option: ..." (Poe Dameron, Quick to
//! Improvise): the player chooses how many cards to discard, 0 to 3 and no
//! more than the hand holds (8.30.1), and which ones; then picks that many
//! different options, each resolving before the next is picked (8.4.4,
//! `options.rs`). Discarding none picks no option: there is no card
//! discarded this way to choose one for.

use super::super::decide::Ask;
use super::super::procedure::Ctx;
use super::super::{Engine, EngineResult};
use super::By;
use crate::rulesets::swu::cards::Effect;
use crate::timing::OrderNode;

impl Engine<'_> {
    pub(super) fn discard_for_options(
        &mut self,
        up_to: u32,
        options: &[Vec<Effect>],
        ctx: &mut Ctx,
        by: By,
    ) -> EngineResult<Vec<OrderNode>> {
        let you = self.state.name(by.you);
        let held = self.state.player(by.you).hand.len() as u32;
        let most = up_to.min(held);
        let count = if most == 0 {
            0
        } else {
            let numbers: Vec<String> = (0..=most).map(|n| n.to_string()).collect();
            let prompt = format!(
                "{}: how many cards does {you} discard from hand (up to {up_to})?",
                by.source
            );
            let Some(chosen) = self.decide(by.you, prompt, numbers, Ask::One, &["8.30.1"])? else {
                return Ok(Vec::new());
            };
            chosen[0].parse::<u32>().unwrap_or(0)
        };
        if count == 0 {
            self.note(
                format!(
                    "{you} discards no cards for {}, so no option is chosen.",
                    by.source
                ),
                &["8.30.1"],
            )?;
            return Ok(Vec::new());
        }
        if !self.discard_from_hands(vec![by.you], count, by.source)? {
            return Ok(Vec::new());
        }
        self.choose_options(count, options, ctx, by)
    }
}
