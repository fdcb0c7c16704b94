//! "Search the top N cards of your deck for a REBEL card, reveal it, and
//! draw it" (8.26): a search whose find goes to the hand.

use super::modified_play::NOTHING_FOUND;
use super::{Engine, EngineResult, HiddenCard, PlayerId};
use crate::rulesets::swu::cards::{CardFilter, CardPool, CardType};

/// The option that ends an "up to" search after a card was found.
pub const NO_MORE: &str = "find no more";

impl Engine<'_> {
    /// The player looks at the top `search` cards, picks up to `count` that
    /// qualify (one at a time, each pick a choice with "no more" among its
    /// options), reveals them and draws them at once (1.13.2); the rest go
    /// to the bottom of the deck.
    pub(super) fn search_draw(
        &mut self,
        you: PlayerId,
        source: &str,
        search: u32,
        card_type: Option<CardType>,
        filter: &CardFilter,
        count: u32,
    ) -> EngineResult<()> {
        let pool = self.pool;
        let qualifies = |id: &str| card_qualifies(pool, id, card_type, filter);
        let searched = (search as usize).min(self.state.player(you).deck.len());
        let name = self.state.name(you);
        self.note_search_top(source, you, searched)?;
        // Only a card the scenario names can be found; an unknown card
        // qualifies for nothing.
        let mut candidates =
            qualifying(self.state.player(you).deck.iter().take(searched), qualifies);
        let mut found: Vec<(usize, String)> = Vec::new();
        while (found.len() as u32) < count && !candidates.is_empty() {
            let mut options = self.candidate_options(&candidates);
            // The deck is hidden, so the player may always resolve it as
            // though nothing (more) qualified (8.26.1; 1.17.4's Mon Mothma
            // example); "up to" lets them stop at any number (8.30.1).
            options.push(
                if found.is_empty() {
                    NOTHING_FOUND
                } else {
                    NO_MORE
                }
                .to_string(),
            );
            let (prompt, rules): (String, &[&'static str]) = if count == 1 {
                (
                    format!("{source}: which card does {name} find?"),
                    &["8.26.1", "8.26.4", "1.17.4"],
                )
            } else {
                (
                    format!(
                        "{source}: which card does {name} find ({} of up to {count})?",
                        found.len() + 1
                    ),
                    &["8.26.1", "8.26.4", "8.30.1", "1.17.4"],
                )
            };
            let Some(k) = self.decide_index(you, prompt, options, rules)? else {
                return Ok(());
            };
            let Some(pick) = (k < candidates.len()).then(|| candidates.remove(k)) else {
                break;
            };
            found.push(pick);
        }
        if found.is_empty() {
            self.note(
                format!("{source}: {name} finds nothing, so nothing is drawn."),
                &["8.26.1", "8.26.5"],
            )?;
            return self.search_rest_to_bottom(
                you,
                crate::rulesets::swu::cards::Zone::Deck,
                searched,
                &[],
            );
        }
        // Taken from the deck from the last place up, so each place still
        // names its card.
        let taken: Vec<usize> = found.iter().map(|(at, _)| *at).collect();
        let mut places = taken.clone();
        places.sort_unstable_by(|a, b| b.cmp(a));
        for at in places {
            self.state.player_mut(you).deck.remove(at);
        }
        self.search_rest_to_bottom(
            you,
            crate::rulesets::swu::cards::Zone::Deck,
            searched,
            &taken,
        )?;
        for (_, card) in found {
            self.ability_puts_in_hand(
                you,
                card,
                source,
                |c| format!("reveals {c} and draws it."),
                &["8.26.1", "7.1.5"],
            )?;
        }
        // The cards found are drawn at once (1.13.2): one draw.
        self.emit_drew(you)?;
        self.state_check()
    }
}

/// The cards among `cards` that qualify, with their places. Only a card
/// the scenario names can qualify; an unknown card qualifies for nothing.
/// How a search and a modified play read a hidden zone (the hand, the
/// deck's top cards).
pub(super) fn qualifying<'c>(
    cards: impl IntoIterator<Item = &'c HiddenCard>,
    qualifies: impl Fn(&str) -> bool,
) -> Vec<(usize, String)> {
    cards
        .into_iter()
        .enumerate()
        .filter_map(|(i, c)| {
            c.id()
                .filter(|id| qualifies(id))
                .map(|id| (i, id.to_string()))
        })
        .collect()
}

impl Engine<'_> {
    /// The options naming `candidates` (place, card): each card's name,
    /// with its place among them ("Wampa (2)") when another candidate is
    /// the same card, so that the two options differ.
    pub(super) fn candidate_options(&self, candidates: &[(usize, String)]) -> Vec<String> {
        candidates
            .iter()
            .enumerate()
            .map(|(k, (_, id))| {
                let card = self.card_name(id);
                let twins = candidates.iter().filter(|(_, x)| x == id).count();
                if twins > 1 {
                    format!("{card} ({})", k + 1)
                } else {
                    card
                }
            })
            .collect()
    }
}

/// Whether the card `id` is of the type and passes the filter an ability
/// names (`CardFilter::admits`).
pub(super) fn card_qualifies(
    pool: &CardPool,
    id: &str,
    card_type: Option<CardType>,
    filter: &CardFilter,
) -> bool {
    pool.get(id).is_some_and(|c| filter.admits(c, card_type))
}

impl Engine<'_> {
    /// "Alex searches the top 5 cards of their deck": the step every search
    /// of the deck's top begins with, whether it draws what it finds or
    /// plays it (8.26.1); an empty deck is searched and nothing is found
    /// (8.6.2).
    pub(super) fn note_search_top(
        &mut self,
        source: &str,
        you: PlayerId,
        searched: usize,
    ) -> EngineResult<()> {
        let rules: &[&'static str] = if searched == 0 {
            &["8.26.1", "8.6.2"]
        } else {
            &["8.26.1"]
        };
        let name = self.state.name(you);
        let top = match searched {
            1 => "card".to_string(),
            n => format!("{n} cards"),
        };
        self.note(
            format!("{source}: {name} searches the top {top} of their deck."),
            rules,
        )
    }
}
