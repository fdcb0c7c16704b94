//! "You may discard 1 card from the defending player's deck for each
//! friendly SPECTRE unit. Heal 1 damage from your base for each different
//! aspect among the discarded cards." (Kanan Jarrus): how many cards is
//! counted as the ability resolves; they go at once (1.14.4), from the top
//! of the deck (1.14.3); "the discarded cards" are the ones this ability
//! discarded (`Ctx::discarded_all`). A discarded card the scenario does
//! not name has aspects the engine cannot know: asking about them is an
//! error asking for the card, never a guess.

use super::super::decide::Ask;
use super::super::procedure::Ctx;
use super::super::{Engine, EngineResult, ErrorKind};
use super::By;
use crate::rulesets::swu::cards::{CardFilter, PlayerSel, Target, UnitFilter};

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
        // The discard keeps each card in `Ctx::discarded_all`.
        self.discard_from_decks(who, count, ctx, by)
    }

    /// "You may return a <filter> card discarded this way to your hand":
    /// the controller picks one of the cards this ability discarded that
    /// passes, or none (7.1.5).
    pub(super) fn return_one_discarded(
        &mut self,
        filter: &CardFilter,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        if ctx
            .discarded_all
            .iter()
            .any(|id| self.pool.get(id).is_none())
        {
            return Err(self.error(
                ErrorKind::Unsupported,
                format!("{} asks which discarded cards qualify, but the scenario does not say what they are: list them on top of the deck", by.source),
            ));
        }
        let mut options: Vec<String> = ctx
            .discarded_all
            .iter()
            .filter(|id| self.pool.get(id).is_some_and(|c| filter.admits(c, None)))
            .filter(|id| self.state.player(by.you).discard.contains(id))
            .cloned()
            .collect();
        options.sort();
        options.dedup();
        if options.is_empty() {
            return self.note(
                format!(
                    "{}: no card discarded this way qualifies, so none is returned.",
                    by.source
                ),
                &["7.1.5"],
            );
        }
        options.push("none".to_string());
        let prompt = format!(
            "{}: which card discarded this way does {} return to their hand?",
            by.source,
            self.state.name(by.you)
        );
        let Some(c) = self.decide(by.you, prompt, options, Ask::One, &["7.1.5"])? else {
            return Ok(());
        };
        if c[0] == "none" {
            return self.note(
                format!("{} returns no card.", self.state.name(by.you)),
                &["7.1.5"],
            );
        }
        self.return_discarded_to_hand(&c[0], by)
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
