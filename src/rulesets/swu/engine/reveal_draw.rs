//! "Reveal the top 3 cards of your deck. Draw a unit revealed this way,
//! then discard the other revealed cards." (I've Found Them). The top
//! cards are shown to both players (8.25.1); the player draws one unit
//! among them, their pick where there are several, and must when there is
//! one (an event resolves as completely as it can, 3.3.5); every other
//! revealed card goes to its owner's discard pile (1.14.1). Fewer cards
//! in the deck: those there are (1.3.2). A card the scenario does not name
//! cannot be revealed: the run stops with an error saying so.

use super::{kinds, Engine, EngineResult, ErrorKind, HiddenCard, PlayerId, StepText};
use crate::rulesets::swu::cards::CardType;

impl Engine<'_> {
    pub(super) fn reveal_top_draw_unit(
        &mut self,
        you: PlayerId,
        source: &str,
        count: u32,
    ) -> EngineResult<()> {
        let name = self.state.name(you);
        let n = (count as usize).min(self.state.player(you).deck.len());
        let top: Vec<HiddenCard> = self
            .state
            .player(you)
            .deck
            .iter()
            .take(n)
            .cloned()
            .collect();
        let mut ids = Vec::new();
        for c in &top {
            match c {
                HiddenCard::Known(id) => ids.push(id.clone()),
                HiddenCard::Unknown => {
                    return Err(self.error(
                        ErrorKind::Unsupported,
                        format!("{source} reveals the top {count} cards of {name}'s deck, but the scenario does not say what they are: list them on top of the deck"),
                    ))
                }
            }
        }
        let shown: Vec<String> = ids.iter().map(|id| self.card_name(id)).collect();
        self.note(
            format!(
                "{source}: {name} reveals the top {n} cards of their deck: {}.",
                if shown.is_empty() {
                    "none".to_string()
                } else {
                    shown.join(", ")
                }
            ),
            &["8.25.1", "7.1.5"],
        )?;
        self.state.player_mut(you).deck.drain(..n);
        let units: Vec<usize> = (0..ids.len())
            .filter(|&i| {
                self.pool
                    .get(&ids[i])
                    .is_some_and(|c| c.card_type == CardType::Unit)
            })
            .collect();
        let drawn = match units.as_slice() {
            [] => None,
            [one] => Some(*one),
            many => {
                let options: Vec<String> = many.iter().map(|&i| shown[i].clone()).collect();
                let prompt = format!("{source}: which revealed unit does {name} draw?");
                match self.decide_index(you, prompt, options, &["3.3.5", "7.1.5"])? {
                    Some(k) => many.get(k).copied(),
                    None => return Ok(()),
                }
            }
        };
        if let Some(i) = drawn {
            self.ability_puts_in_hand(
                you,
                ids[i].clone(),
                source,
                |c| format!("draws {c}, a unit revealed."),
                &["3.3.5", "7.1.5"],
            )?;
            self.emit_drew(you)?;
        }
        for (i, id) in ids.into_iter().enumerate() {
            if Some(i) == drawn {
                continue;
            }
            let text = format!("{name} discards {}, revealed.", self.card_name(&id));
            self.state.player_mut(you).discard.push(id);
            self.record(
                kinds::MOVE,
                StepText::new(text, &["1.14.1", "7.1.5"])
                    .player(you)
                    .source(source),
            )?;
        }
        self.state_check()
    }
}
