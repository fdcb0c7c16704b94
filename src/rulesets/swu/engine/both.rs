//! What an ability does to both players (7.1.4): at once where it can
//! (draws, and the damage for drawing from an empty deck, are in
//! `zones::draw`; discards here), else one player after the other in the
//! order its controller chooses (Grand Admiral Thrawn's look at each deck).

use super::decide::Ask;
use super::{kinds, Engine, EngineResult, ErrorKind, PlayerId, StepText};
use crate::rulesets::swu::cards::CardType;

/// Who picks the discarded cards of a hand they have looked at ("discard
/// a card from it"), and a card type the pick may not be ("a non-unit
/// card": Bodhi Rook).
#[derive(Debug, Clone, Copy)]
pub(super) struct Chooser {
    pub player: PlayerId,
    pub not_type: Option<CardType>,
}

impl Engine<'_> {
    /// The order in which an ability that affects both players, and
    /// cannot affect them at once, affects them: its controller `you`
    /// chooses (7.1.4). `doing` says what the controller does to each, as
    /// "looks at the top of each player's deck". One player: no choice.
    pub(super) fn order_of_players(
        &mut self,
        you: PlayerId,
        players: Vec<PlayerId>,
        source: &str,
        doing: &str,
    ) -> EngineResult<Vec<PlayerId>> {
        if players.len() < 2 {
            return Ok(players);
        }
        let names: Vec<String> = players.iter().map(|p| self.state.name(*p)).collect();
        let prompt = format!(
            "{source}: {} {doing}, one after the other, since it cannot be done for both at once. Whose first?",
            self.state.name(you),
        );
        let options: Vec<String> = names.iter().map(|n| format!("{n} first")).collect();
        let Some(first) = self.decide(you, prompt, options.clone(), Ask::One, &["7.1.4"])? else {
            return Ok(Vec::new());
        };
        let i = options.iter().position(|o| *o == first[0]).unwrap_or(0);
        let mut order = players.clone();
        order.rotate_left(i);
        Ok(order)
    }

    /// "Discard N cards from your hand" for each of `players`: every player
    /// chooses, then the cards are discarded at once. `false` when the game
    /// ended during a choice.
    pub(super) fn discard_from_hands(
        &mut self,
        players: Vec<PlayerId>,
        count: u32,
        source: &str,
    ) -> EngineResult<bool> {
        self.discard_chosen_from_hands(None, players, count, source)
    }

    /// The same, each card chosen by `chooser` when given (the ability's
    /// controller, who has looked at the hand: "discard a card from it"),
    /// else by the hand's player.
    pub(super) fn discard_chosen_from_hands(
        &mut self,
        chooser: Option<Chooser>,
        players: Vec<PlayerId>,
        count: u32,
        source: &str,
    ) -> EngineResult<bool> {
        // Every player it affects chooses first; then the cards are
        // discarded at once (7.1.4), so no choice sees another's
        // discard.
        let at_once = players.len() > 1;
        let mut picks: Vec<(PlayerId, Vec<(usize, String)>)> = Vec::new();
        let not_type = chooser.and_then(|c| c.not_type);
        let chooser = chooser.map(|c| c.player);
        for p in players {
            let hand = self.hand_options(p);
            let allowed = self.hand_cards_not_of(p, not_type, source)?;
            let mut taken: Vec<(usize, String)> = Vec::new();
            for _ in 0..count {
                let left: Vec<(usize, String)> = hand
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| allowed[*i] && !taken.iter().any(|(t, _)| t == i))
                    .map(|(i, o)| (i, o.clone()))
                    .collect();
                if left.is_empty() {
                    let what = match not_type {
                        Some(t) => format!(
                            "no non-{} cards",
                            crate::rulesets::swu::cards::names::type_word(t)
                        ),
                        None => "no cards".to_string(),
                    };
                    self.note(
                        format!("{} has {what} in hand to discard.", self.state.name(p)),
                        // A part that cannot resolve is ignored (1.3.2).
                        &["1.3.2"],
                    )?;
                    break;
                }
                let options: Vec<String> = left.iter().map(|(_, o)| o.clone()).collect();
                let prompt = match chooser {
                    Some(c) if c != p => format!(
                        "{}: which card of {}'s hand does {} discard?",
                        source,
                        self.state.name(p),
                        self.state.name(c)
                    ),
                    _ => format!(
                        "{}: which card does {} discard from hand?",
                        source,
                        self.state.name(p)
                    ),
                };
                let Some(choice) = self.decide(
                    chooser.unwrap_or(p),
                    prompt,
                    options.clone(),
                    Ask::One,
                    &["7.1.5"],
                )?
                else {
                    return Ok(false);
                };
                let k = options.iter().position(|o| *o == choice[0]).unwrap_or(0);
                taken.push(left[k].clone());
            }
            picks.push((p, taken));
        }
        let rules: &[&'static str] = if at_once {
            &["7.1.5", "7.1.4"]
        } else {
            &["7.1.5"]
        };
        for (p, taken) in picks {
            // Out of the hand highest index first, so the others
            // keep their places; into the discard pile in the order
            // chosen.
            let mut by_index = taken.clone();
            by_index.sort_unstable_by_key(|t| std::cmp::Reverse(t.0));
            let mut removed: Vec<(usize, String)> = Vec::new();
            for (i, _) in &by_index {
                let card = self.state.player_mut(p).hand.remove(*i);
                removed.push((*i, card.id().unwrap_or("unknown").to_string()));
            }
            for (i, _) in &taken {
                if let Some((_, id)) = removed.iter().find(|(r, _)| r == i) {
                    self.state.player_mut(p).discard.push(id.clone());
                }
            }
            for (_, name) in taken {
                let when = if at_once {
                    ", at the same time as the other player"
                } else {
                    ""
                };
                self.record(
                    kinds::MOVE,
                    StepText::new(
                        crate::text!(
                            "{} discards {} from hand{}.",
                            self.state.name(p),
                            &name,
                            &when
                        ),
                        rules,
                    )
                    .player(p)
                    .source(source),
                )?;
            }
        }
        Ok(true)
    }
    /// For each card of `p`'s hand, whether it may be discarded when the
    /// discard may not be of `not_type`. A card the scenario leaves unknown
    /// might be of that type or not: the run stops with an error asking for
    /// the hand rather than deciding it for the player.
    fn hand_cards_not_of(
        &self,
        p: PlayerId,
        not_type: Option<CardType>,
        source: &str,
    ) -> EngineResult<Vec<bool>> {
        let hand = &self.state.player(p).hand;
        let Some(t) = not_type else {
            return Ok(vec![true; hand.len()]);
        };
        let mut allowed = Vec::with_capacity(hand.len());
        for c in hand {
            let Some(id) = c.id() else {
                return Err(self.error(
                    ErrorKind::Unsupported,
                    format!(
                        "{source}: discards a non-{} card from {}'s hand, but the scenario does not say what the hand holds: list it",
                        crate::rulesets::swu::cards::names::type_word(t),
                        self.state.name(p)
                    ),
                ));
            };
            allowed.push(self.pool.get(id).is_some_and(|d| d.card_type != t));
        }
        Ok(allowed)
    }
}
