//! "An opponent reveals their hand and discards a card with that name
//! from it" (Chimaera): the hand is shown to both players (8.25.1), and a
//! card whose name is the one named (8.17.2) is discarded. The discarding
//! player picks which when cards of that name differ (two printings with
//! other subtitles): the player who discards from their own hand chooses
//! (1.14.2, its K-2SO example). A hand the scenario leaves unknown cannot
//! be revealed: an error asking for it, never a guess.

use super::super::decide::Ask;
use super::super::procedure::Ctx;
use super::super::{kinds, Engine, EngineResult, ErrorKind, HiddenCard, StepText};
use super::By;
use crate::rulesets::swu::cards::PlayerSel;

impl Engine<'_> {
    pub(super) fn discard_named_from_hand(
        &mut self,
        who: PlayerSel,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        let Some(named) = ctx.named.clone() else {
            return Ok(());
        };
        for p in self.players(who, by.you, by.source)? {
            let name = self.state.name(p);
            let hand = self.state.player(p).hand.clone();
            if hand.iter().any(|c| matches!(c, HiddenCard::Unknown)) {
                return Err(self.error(
                    ErrorKind::Unsupported,
                    format!("{} has {name} reveal their hand, but the scenario does not say what all of it is: list every card of {name}'s hand", by.source),
                ));
            }
            let ids: Vec<String> = hand
                .iter()
                .filter_map(|c| c.id().map(String::from))
                .collect();
            let shown: Vec<String> = ids.iter().map(|id| self.card_name(id)).collect();
            self.note(
                format!(
                    "{}: {name} reveals their hand: {}.",
                    by.source,
                    if shown.is_empty() {
                        "no cards".to_string()
                    } else {
                        shown.join(", ")
                    }
                ),
                &["8.25.1"],
            )?;
            let mut matching: Vec<String> = ids
                .iter()
                .filter(|id| self.card_name(id).eq_ignore_ascii_case(&named))
                .cloned()
                .collect();
            matching.sort();
            matching.dedup();
            let card = match matching.as_slice() {
                [] => {
                    return self.note(
                        format!("{}: {name} has no card named {named} in hand, so nothing is discarded.", by.source),
                        &["1.14.5", "8.17.2"],
                    );
                }
                [one] => one.clone(),
                _ => {
                    let prompt = format!(
                        "{}: which card named {named} does {name} discard?",
                        by.source
                    );
                    let Some(c) = self.decide(p, prompt, matching, Ask::One, &["1.14.2"])? else {
                        return Ok(());
                    };
                    c[0].clone()
                }
            };
            let pl = self.state.player_mut(p);
            if let Some(i) = pl.hand.iter().position(|c| c.id() == Some(card.as_str())) {
                pl.hand.remove(i);
            }
            pl.discard.push(card.clone());
            self.record(
                kinds::MOVE,
                StepText::new(
                    crate::text!(
                        "{} discards {} from their hand.",
                        &name,
                        self.card_name(&card)
                    ),
                    &["1.14.2", "8.17.2"],
                )
                .player(p)
                .source(by.source),
            )?;
        }
        Ok(())
    }
}
