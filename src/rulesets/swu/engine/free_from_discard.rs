//! Playing a card from the discard pile that a lasting effect lets its
//! owner play there for free this phase (Second Chance's granted ability,
//! `effects::free_from_discard`): the play action (5.4.1b) names the card;
//! a play restriction still stops it (8.19.1); no cost is paid, every
//! modifier bypassed (1.8.5). When the player also holds that card in
//! hand, which one they play is their choice, asked. The permission is
//! for one copy, kept by its place in the pile: it is used up by the play,
//! and it ends when that copy leaves the pile another way
//! (`Engine::take_from_discard`), the card a new one wherever it goes
//! (8.5.4); another copy of the card in the pile never had it (8.5.1).

use super::decide::Ask;
use super::Engine;
use super::{EngineResult, GameLastingKind, OrderNode, PlayerId};

const FROM_HAND: &str = "from hand";
const FROM_DISCARD: &str = "from the discard pile, for free";

impl Engine<'_> {
    /// Where in `p`'s discard pile the copy of `card` is that a lasting
    /// effect lets `p` play from there for free, and which effect, if one
    /// does.
    fn free_from_discard(&self, p: PlayerId, card: &str) -> Option<(usize, usize)> {
        let pile = &self.state.player(p).discard;
        self.state
            .game_lasting
            .iter()
            .enumerate()
            .find_map(|(effect, l)| match &l.effect {
                GameLastingKind::PlayFromDiscardFree { card: c, at }
                    if l.controller == p && c == card && pile.get(*at) == Some(c) =>
                {
                    Some((*at, effect))
                }
                _ => None,
            })
    }

    /// Drop each permission whose copy is no longer at its place in its
    /// player's discard pile: every card leaves a pile through
    /// `take_from_discard`, which drops it itself, so this only guards a
    /// board that was given so.
    pub(super) fn forget_free_from_discard_gone(&mut self) {
        let state = &self.state;
        let gone = |l: &super::GameLasting| match &l.effect {
            GameLastingKind::PlayFromDiscardFree { card, at } => {
                state.player(l.controller).discard.get(*at) != Some(card)
            }
            _ => false,
        };
        if self.state.game_lasting.iter().any(gone) {
            let kept: Vec<_> = self
                .state
                .game_lasting
                .iter()
                .filter(|l| !gone(l))
                .cloned()
                .collect();
            self.state.game_lasting = kept;
        }
    }

    /// The play actions the lasting effects offer `p` ("play <card>").
    pub(super) fn free_from_discard_options(&self, p: PlayerId) -> Vec<String> {
        self.state
            .game_lasting
            .iter()
            .filter_map(|l| match &l.effect {
                GameLastingKind::PlayFromDiscardFree { card, .. } if l.controller == p => {
                    Some(card.clone())
                }
                _ => None,
            })
            .filter(|c| self.free_from_discard(p, c).is_some())
            .filter(|c| !self.state.player(p).hand.iter().any(|h| h.id() == Some(c)))
            .filter(|c| self.named_play_restriction(p, c).is_none())
            .map(|c| format!("play {c}"))
            .collect()
    }

    /// `Some` when `p`'s play of `card` is the play from the discard pile
    /// (the only place it can be, or the player's choice), `None` to play
    /// it from hand as usual.
    pub(super) fn play_from_discard_free(
        &mut self,
        p: PlayerId,
        card: &str,
        index: usize,
    ) -> EngineResult<Option<Option<OrderNode>>> {
        let Some((_, _)) = self.free_from_discard(p, card) else {
            return Ok(None);
        };
        let name = self.state.name(p);
        let card_name = self.card_name(card);
        let in_hand = self
            .state
            .player(p)
            .hand
            .iter()
            .any(|c| c.id() == Some(card));
        if in_hand {
            let prompt = format!("{name} plays {card_name}: from where?");
            let options = vec![FROM_HAND.to_string(), FROM_DISCARD.to_string()];
            let Some(choice) = self.decide(p, prompt, options, Ask::One, &["5.4.1b", "1.8.5"])?
            else {
                return Ok(Some(None));
            };
            if choice[0] == FROM_HAND {
                return Ok(None);
            }
        }
        let def = self.card_to_play(p, card, &name, index)?;
        let Some((at, effect)) = self.free_from_discard(p, card) else {
            return Ok(None);
        };
        let lasting = self.state.game_lasting.remove(effect);
        self.take_from_discard(p, at);
        self.note(
            format!(
                "{}'s lasting effect: {name} plays {card_name} from their discard pile for free, paying no resources (every cost modifier bypassed); the effect is used up.",
                lasting.source
            ),
            &["1.8.5", "7.7.3"],
        )?;
        // Its additional non-resource costs are still paid (6.2.3d).
        self.pay_additional_for_free(p, card)?;
        let how = (
            " from their discard pile for free",
            crate::rulesets::swu::cards::HowPlayed::FromDiscard,
        );
        self.resolve_play(p, card, &def, how, index).map(Some)
    }
}
