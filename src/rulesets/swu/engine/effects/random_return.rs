//! "Choose 3 cards in your discard pile with different names. If you do,
//! return 1 of them at random to your hand." (Doctor Aphra): the player
//! chooses the cards (any of them, each name at most once, 8.17.2: names
//! compared without subtitles); with fewer different names than asked the
//! choice cannot be made, so "If you do" is not met and nothing returns
//! (8.9.1). Which of the chosen cards returns is picked at random
//! (8.22.1): a chance decision the scenario fixes, never the engine's.

use super::super::decide::Ask;
use super::super::{Engine, EngineResult, ErrorKind};
use super::By;

impl Engine<'_> {
    pub(super) fn choose_then_return_at_random(&mut self, count: u32, by: By) -> EngineResult<()> {
        let you = by.you;
        let name = self.state.name(you);
        // Each different card of the pile once (copies are one choice),
        // by its name; a card whose name another card shares (two
        // printings) also by its id, so each option is one card.
        let mut ids: Vec<String> = Vec::new();
        for id in self.state.player(you).discard.iter() {
            if !ids.contains(id) {
                ids.push(id.clone());
            }
        }
        let names: Vec<String> = ids.iter().map(|id| self.card_name(id)).collect();
        let labels: Vec<String> = ids
            .iter()
            .zip(&names)
            .map(|(id, n)| {
                if names.iter().filter(|m| *m == n).count() > 1 {
                    format!("{n} ({id})")
                } else {
                    n.clone()
                }
            })
            .collect();
        let mut different = names.clone();
        different.sort();
        different.dedup();
        if different.len() < count as usize {
            return self.note(
                format!(
                    "{}: {name}'s discard pile holds {} different name(s), fewer than {count}, so {name} cannot choose them and nothing is returned (\"If you do\").",
                    by.source,
                    different.len()
                ),
                &["8.9.1"],
            );
        }
        let prompt = format!(
            "{}: which {count} cards with different names does {name} choose in their discard pile?",
            by.source
        );
        let Some(chosen) = self.decide(
            you,
            prompt,
            labels.clone(),
            Ask::Exactly(count as usize),
            &["8.9.1", "8.17.2"],
        )?
        else {
            return Ok(());
        };
        let picked: Vec<usize> = chosen
            .iter()
            .filter_map(|c| labels.iter().position(|l| l == c))
            .collect();
        let shared = picked
            .iter()
            .enumerate()
            .any(|(i, a)| picked[..i].iter().any(|b| names[*b] == names[*a]));
        if shared {
            return Err(self.error(
                ErrorKind::IllegalAction,
                format!(
                    "{}: the {count} cards chosen must have different names (8.17.2): {}",
                    by.source,
                    chosen.join(", ")
                ),
            ));
        }
        let prompt = format!(
            "{}: which of {} returns to {name}'s hand, picked at random?",
            by.source,
            chosen.join(", ")
        );
        let Some(random) = self.decide_chance(prompt, chosen.clone(), &["8.22.1"])? else {
            return Ok(());
        };
        let Some(k) = labels.iter().position(|l| *l == random[0]) else {
            return Ok(());
        };
        let card = ids[k].clone();
        let Some(at) = self
            .state
            .player(you)
            .discard
            .iter()
            .position(|x| *x == card)
        else {
            return Ok(());
        };
        let Some(card) = self.take_from_discard(you, at) else {
            return Ok(());
        };
        self.ability_puts_in_hand(
            you,
            card,
            by.source,
            |c| format!("returns {c}, picked at random, from their discard pile to their hand."),
            &["8.22.1"],
        )
    }
}
