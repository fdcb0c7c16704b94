//! "Look at the top N cards. Put any number on the bottom and the rest on
//! top in any order": every arrangement is one option of the player's
//! decision (7.1.5), so the engine never arranges for them.

use super::decide::Ask;
use super::{kinds, Engine, EngineResult, ErrorKind, HiddenCard, PlayerId, StepText};

impl Engine<'_> {
    /// "Look at the top N cards. Put any number on the bottom and the rest
    /// on top in any order": the player picks one arrangement.
    pub(super) fn look_at_top(
        &mut self,
        p: PlayerId,
        count: u32,
        source: &str,
    ) -> EngineResult<()> {
        let n = (count as usize).min(self.state.player(p).deck.len());
        if n == 0 {
            return self.note(
                format!(
                    "{}'s deck is empty: looking at it does nothing.",
                    self.state.name(p)
                ),
                &["8.6.2"],
            );
        }
        if n > MAX_ARRANGED {
            // Every arrangement is one option of the decision (about e·n!
            // of them): past a handful the list is too long to offer.
            // Printed cards look at 2 at most; found by the engine fuzzer.
            return Err(self.error(
                ErrorKind::Unsupported,
                format!(
                    "{source}: looking at {n} cards and arranging them is not modelled: the engine offers every arrangement as a choice, which it does for up to {MAX_ARRANGED} cards"
                ),
            ));
        }
        let cards: Vec<String> = self.state.player(p).deck[..n]
            .iter()
            .enumerate()
            .map(|(i, c)| match c.id() {
                Some(id) => self.card_name(id),
                None => format!("card {}", i + 1),
            })
            .collect();
        let arrangements = arrangements(n);
        let options: Vec<String> = arrangements
            .iter()
            .map(|(top, bottom)| describe_arrangement(&cards, top, bottom))
            .collect();
        let prompt = format!(
            "{source}: {} looks at {}. Where do they go?",
            self.state.name(p),
            cards.join(" and ")
        );
        let Some(choice) = self.decide(p, prompt, options.clone(), Ask::One, &["7.1.5"])? else {
            return Ok(());
        };
        let (top, bottom) =
            &arrangements[options.iter().position(|o| *o == choice[0]).unwrap_or(0)];
        let deck = &mut self.state.player_mut(p).deck;
        let looked: Vec<HiddenCard> = deck.drain(..n).collect();
        for (k, &i) in top.iter().enumerate() {
            deck.insert(k, looked[i].clone());
        }
        deck.extend(bottom.iter().map(|&i| looked[i].clone()));
        self.record(
            kinds::MOVE,
            StepText::new(
                crate::text!("{} arranges them: {}.", self.state.name(p), &choice[0]),
                &["7.1.5"],
            )
            .player(p)
            .source(source),
        )
    }
}

/// The most looked-at cards the engine arranges: 5 cards have 326
/// arrangements, one option each.
const MAX_ARRANGED: usize = 5;

/// Every way to put `n` looked-at cards back: an ordered top and a bottom.
fn arrangements(n: usize) -> Vec<(Vec<usize>, Vec<usize>)> {
    let mut out = Vec::new();
    for mask in 0..(1usize << n) {
        let top: Vec<usize> = (0..n).filter(|i| mask & (1 << i) == 0).collect();
        let bottom: Vec<usize> = (0..n).filter(|i| mask & (1 << i) != 0).collect();
        for perm in permutations(&top) {
            out.push((perm, bottom.clone()));
        }
    }
    out
}

fn permutations(items: &[usize]) -> Vec<Vec<usize>> {
    if items.len() <= 1 {
        return vec![items.to_vec()];
    }
    let mut out = Vec::new();
    for (i, &x) in items.iter().enumerate() {
        let mut rest = items.to_vec();
        rest.remove(i);
        for mut p in permutations(&rest) {
            p.insert(0, x);
            out.push(p);
        }
    }
    out
}

fn describe_arrangement(cards: &[String], top: &[usize], bottom: &[usize]) -> String {
    let names = |v: &[usize]| {
        if v.is_empty() {
            "none".to_string()
        } else {
            v.iter()
                .map(|&i| cards[i].clone())
                .collect::<Vec<_>>()
                .join(", ")
        }
    };
    format!("top: {}; bottom: {}", names(top), names(bottom))
}
