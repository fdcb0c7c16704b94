//! "Each opponent may ready a resource.": the opponent named, not the
//! ability's controller, chooses whether to resolve the words after "may"
//! (8.32.1); if they do, they resolve them as their own, so "ready a
//! resource" readies one of theirs (1.5.4c). The game has two players, so
//! "each opponent" is the one other player.

use super::super::{Engine, EngineResult, OrderNode};
use super::{By, Ctx};
use crate::rulesets::swu::cards::Effect;

impl Engine<'_> {
    pub(super) fn each_opponent_may(
        &mut self,
        then: &[Effect],
        ctx: &mut Ctx,
        by: By,
    ) -> EngineResult<Vec<OrderNode>> {
        let opponent = by.you.other();
        let prompt = format!(
            "{}: does {} (the opponent it names) use the part after \"may\"?",
            by.source,
            self.state.name(opponent),
        );
        match self.decide_may(opponent, prompt)? {
            Some(true) => {
                let mut part = ctx.clone();
                let out = self.resolve_effects(then, &mut part, opponent, by.source, by.this)?;
                ctx.remember_from(&part);
                Ok(out)
            }
            Some(false) => {
                self.note(
                    format!(
                        "{} chooses not to; nothing more happens ({}).",
                        self.state.name(opponent),
                        by.source
                    ),
                    &["8.32.1"],
                )?;
                Ok(Vec::new())
            }
            None => Ok(Vec::new()),
        }
    }
}
