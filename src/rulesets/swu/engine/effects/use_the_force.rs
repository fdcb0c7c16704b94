//! "Use the Force. If you do, ...": the instruction itself leaves the
//! player free to defeat their Force token or not (8.37.4), so, with no
//! "You may" printed, using it is still the player's choice; what follows
//! "If you do" resolves only when they used it (8.9.1).

use super::super::procedure::Ctx;
use super::super::EngineResult;
use super::By;
use crate::rulesets::swu::cards::Effect;
use crate::timing::OrderNode;

impl super::super::Engine<'_> {
    pub(super) fn if_you_use_the_force(
        &mut self,
        then: &[Effect],
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<Vec<OrderNode>> {
        let you = self.state.name(by.you);
        if self.no_force_token(by)? {
            return Ok(Vec::new());
        }
        let prompt = format!("{}: does {you} use the Force?", by.source);
        match self.decide_may_cited(by.you, prompt, &["8.37.4"])? {
            Some(true) => {}
            Some(false) => {
                self.note(
                    format!(
                        "{you} does not use the Force for {}, so its \"if you do\" part does nothing.",
                        by.source
                    ),
                    &["8.37.4", "8.9.1"],
                )?;
                return Ok(Vec::new());
            }
            None => return Ok(Vec::new()),
        }
        // The token is there: defeating it uses the Force in full.
        self.use_the_force(by)?;
        self.state_check()?;
        self.resolve_part(then, ctx, by)
    }

    /// A player may not use the Force without their Force token (8.37.4):
    /// then there is nothing to choose and the "if you do" part does
    /// nothing (8.9.1). `true`, with the note, when they have none.
    pub(super) fn no_force_token(&mut self, by: By) -> EngineResult<bool> {
        if self.state.player(by.you).force_token {
            return Ok(false);
        }
        let you = self.state.name(by.you);
        self.note(
            format!(
                "{you} controls no Force token, so cannot use the Force for {}; its \"if you do\" part does nothing.",
                by.source
            ),
            &["8.37.4", "8.9.1"],
        )?;
        Ok(true)
    }
}
