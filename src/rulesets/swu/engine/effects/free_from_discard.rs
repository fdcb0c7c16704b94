//! "For this phase, this unit's owner may play it from their discard pile
//! for free." (the ability Second Chance grants): resolved as the unit's
//! When Defeated, after its card is in its owner's discard pile (7.6.14),
//! it leaves a lasting effect on the game (7.7.3) for the rest of the
//! phase: the owner may play that card from there as an action
//! (`engine::free_from_discard`), for free, every cost modifier bypassed
//! (1.8.5). A token unit has no card left to play (it ceased to exist),
//! so nothing lasts. "It" is the copy the unit's defeat put in the pile,
//! not another copy of the card there (8.5.1): the permission keeps its
//! place (`engine::defeated_this_phase`).

use super::super::procedure::Ctx;
use super::super::{Engine, EngineResult, GameLasting, GameLastingKind};
use super::By;
use crate::rulesets::swu::cards::Duration;

impl Engine<'_> {
    pub(super) fn owner_may_play_it_from_discard_free(
        &mut self,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        let Some((card, owner)) = ctx.left_play.clone() else {
            return Ok(());
        };
        let name = self.card_name(&card);
        let Some(at) = self.defeated_copy_in_discard(owner, &card) else {
            return self.note(
                format!(
                    "{}: {name} is not in its owner's discard pile, so there is nothing to play from there.",
                    by.source
                ),
                &["1.3.2"],
            );
        };
        let label = self.unique_label(format!(
            "{}/free-from-discard",
            crate::scenario_slug(by.source)
        ));
        self.state.game_lasting.push(GameLasting {
            label,
            source: by.source.to_string(),
            controller: owner,
            effect: GameLastingKind::PlayFromDiscardFree { card, at },
            duration: Duration::ThisPhase,
        });
        self.note(
            format!(
                "{}: for this phase, {} may play {name} from their discard pile for free.",
                by.source,
                self.state.name(owner)
            ),
            &["7.7.3", "1.8.5"],
        )
    }
}
