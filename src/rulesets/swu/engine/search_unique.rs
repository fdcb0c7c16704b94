//! "Search the top 5 cards of your deck, or 10 cards instead if this unit
//! is unique" (Bounty Hunter's Quarry's granted Bounty): how many cards a
//! search looks at. The unit has left play when its Bounty resolves
//! (defeated or captured, 7.5.13a), so whether it is unique is read from
//! its last known information (8.11.1): the unique icon is an attribute
//! of its card (1.2.3).

use super::procedure::Ctx;
use super::{Engine, EngineResult};

impl Engine<'_> {
    /// The number of cards searched: `if_unique` when the unit that left
    /// play is unique, `search` otherwise.
    pub(super) fn search_count(
        &mut self,
        search: u32,
        if_unique: Option<u32>,
        ctx: &Ctx,
        source: &str,
    ) -> EngineResult<u32> {
        let Some(more) = if_unique else {
            return Ok(search);
        };
        let Some((card, _)) = &ctx.left_play else {
            return Ok(search);
        };
        let Some(def) = self.pool.get(card) else {
            return Ok(search);
        };
        let (n, is) = if def.unique {
            (more, "is unique")
        } else {
            (search, "is not unique")
        };
        self.note(
            format!(
                "{source}: {} {is} as it left play, so the search is of the top {n} cards.",
                def.name
            ),
            &["8.11.1", "1.2.3"],
        )?;
        Ok(n)
    }
}
