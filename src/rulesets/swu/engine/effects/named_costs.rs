//! "While this unit is in play, each card with that name costs 3 more for
//! your opponents to play." (Qi'ra, Playing Her Part): after "name a card"
//! (8.17.1), a cost increase on the opponents' cards of that name (8.17.2:
//! the name, subtitles aside). It lasts while this copy of the unit is in
//! play (kept with the play restrictions of named cards,
//! `GameState::cant_play_named`, an entry whose `more` is the increase),
//! and applies as such a card's cost is determined, increases before
//! decreases (1.8.3). A play "for free" bypasses it (1.8.5).

use super::super::cost::PlayCost;
use super::super::procedure::Ctx;
use super::super::{Engine, EngineResult, PlayerId};
use super::By;

impl Engine<'_> {
    pub(super) fn named_costs_more(&mut self, more: u32, ctx: &Ctx, by: By) -> EngineResult<()> {
        let Some((name, player)) = self.restrict_named(more, ctx, by, ("costs more", "1.8.2"))?
        else {
            return Ok(());
        };
        self.note(
            format!(
                "{}: while it is in play, each card named {name} costs {more} more for {} to play.",
                by.source,
                self.state.name(player)
            ),
            &["8.17.1", "1.8.2"],
        )
    }

    /// `p` plays `card`: each increase on its name from a unit still in
    /// play controlled by an opponent of `p` ("your opponents") raises
    /// its cost (1.8.2, 1.8.3).
    pub(in super::super) fn named_costs_more_on(
        &mut self,
        p: PlayerId,
        card: &str,
        cost: &mut PlayCost,
    ) -> EngineResult<()> {
        let Some(name) = self.pool.get(card).map(|d| d.name.clone()) else {
            return Ok(());
        };
        let raises: Vec<(String, u32)> = self
            .state
            .cant_play_named
            .iter()
            .filter(|r| r.more > 0 && r.name.eq_ignore_ascii_case(&name))
            .filter_map(|r| {
                let u = self.state.units.iter().find(|u| u.instance == r.unit)?;
                (u.controller != p).then(|| (self.unit_name(u), r.more))
            })
            .collect();
        for (source, more) in raises {
            cost.more += more;
            self.note(
                format!(
                    "{source}'s ability: {name} is the card named, so it costs {more} more for {} to play, before any decrease; {} in all.",
                    self.state.name(p),
                    cost.total()
                ),
                &["8.17.2", "1.8.2", "1.8.3"],
            )?;
        }
        Ok(())
    }
}
