//! "You may discard 1 card from the defending player's deck for each
//! friendly SPECTRE unit. Heal 1 damage from your base for each different
//! aspect among the discarded cards." (Kanan Jarrus): how many cards is
//! counted as the ability resolves; they go at once (1.14.4), from the top
//! of the deck (1.14.3); "the discarded cards" are the ones this ability
//! discarded (`Ctx::discarded_all`). A discarded card the scenario does
//! not name has aspects the engine cannot know: asking about them is an
//! error asking for the card, never a guess.

use super::super::procedure::Ctx;
use super::super::{Engine, EngineResult, ErrorKind, PlayerId};
use super::By;
use crate::rulesets::swu::cards::{PlayerSel, Target, UnitFilter};

impl Engine<'_> {
    pub(super) fn discard_from_deck_for_each(
        &mut self,
        who: PlayerSel,
        filter: &UnitFilter,
        ctx: &mut Ctx,
        by: By,
    ) -> EngineResult<()> {
        let count = self
            .state
            .units
            .iter()
            .filter(|u| u.controller == by.you && self.passes_by(u, filter, ctx, by.you))
            .count() as u32;
        self.note(
            format!(
                "{}: {} controls {count} such unit{}, so {count} card{} {} discarded.",
                by.source,
                self.state.name(by.you),
                if count == 1 { "" } else { "s" },
                if count == 1 { "" } else { "s" },
                if count == 1 { "is" } else { "are" },
            ),
            &["7.1.5"],
        )?;
        let before: Vec<usize> = PlayerId::BOTH
            .iter()
            .map(|p| self.state.player(*p).discard.len())
            .collect();
        self.discard_from_decks(who, count, ctx, by)?;
        for (p, n) in PlayerId::BOTH.into_iter().zip(before) {
            let pile = &self.state.player(p).discard;
            ctx.discarded_all.extend(pile[n..].iter().cloned());
        }
        Ok(())
    }

    pub(super) fn heal_for_each_aspect_discarded(
        &mut self,
        target: Target,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        let mut aspects: Vec<String> = Vec::new();
        for id in &ctx.discarded_all {
            let Some(card) = self.pool.get(id) else {
                return Err(self.error(
                    ErrorKind::Unsupported,
                    format!("{} asks for the aspects of the discarded cards, but the scenario does not say what they are: list them on top of the deck", by.source),
                ));
            };
            for a in &card.aspects {
                if !aspects.iter().any(|b| b.eq_ignore_ascii_case(a)) {
                    aspects.push(a.clone());
                }
            }
        }
        let n = aspects.len() as i32;
        self.note(
            format!(
                "{}: the discarded cards have {n} different aspect{}{}.",
                by.source,
                if n == 1 { "" } else { "s" },
                if aspects.is_empty() {
                    String::new()
                } else {
                    format!(" ({})", aspects.join(", "))
                }
            ),
            &["7.1.5"],
        )?;
        if n == 0 {
            return Ok(());
        }
        self.heal(target, n, ctx, by)
    }
}
