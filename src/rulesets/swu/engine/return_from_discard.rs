//! "Return a unit that costs 2 or less from your discard pile to your
//! hand": one qualifying card from the player's discard pile to their hand.

use super::search_draw::card_qualifies;
use super::{Engine, EngineResult, PlayerId};
use crate::rulesets::swu::cards::{CardFilter, CardType};

impl Engine<'_> {
    /// The player picks one qualifying card of their discard pile (no
    /// choice when only one name qualifies) and puts it in their hand.
    pub(super) fn return_from_discard(
        &mut self,
        you: PlayerId,
        source: &str,
        card_type: Option<CardType>,
        filter: &CardFilter,
    ) -> EngineResult<()> {
        self.return_from_piles(you, vec![you], source, card_type, filter)
    }

    /// The same from the discard piles of `piles` ("from a discard pile":
    /// both players'): `you` picks, and the card goes to the hand of the
    /// pile's player, its owner (a discard pile holds its owner's cards).
    pub(super) fn return_from_piles(
        &mut self,
        you: PlayerId,
        piles: Vec<PlayerId>,
        source: &str,
        card_type: Option<CardType>,
        filter: &CardFilter,
    ) -> EngineResult<()> {
        let pool = self.pool;
        let name = self.state.name(you);
        let several = piles.len() > 1;
        // Copies of one card in one pile are the same choice, each name
        // once per pile (the pile named when there are several), unless
        // something is said of one copy and not of another (defeated this
        // phase, a permission to play it): two copies are two cards
        // (8.5.1), so those are told apart by what is said of them.
        let mut names: Vec<(PlayerId, String, String, usize)> = Vec::new();
        for &p in &piles {
            let pile = &self.state.player(p).discard;
            let said: Vec<String> = (0..pile.len()).map(|at| self.said_of_copy(p, at)).collect();
            for (at, id) in pile.iter().enumerate() {
                if !card_qualifies(pool, id, card_type, filter) {
                    continue;
                }
                let same =
                    |o: &PlayerId, x: &String, k: usize| *o == p && x == id && said[k] == said[at];
                if names.iter().any(|(o, x, _, k)| same(o, x, *k)) {
                    continue;
                }
                let mut label = self.card_name(id);
                if pile
                    .iter()
                    .enumerate()
                    .any(|(k, x)| x == id && said[k] != said[at])
                {
                    let what = if said[at].is_empty() {
                        "another copy"
                    } else {
                        &said[at]
                    };
                    label = format!("{label} ({what})");
                }
                if several {
                    label = format!(
                        "{label} ({} discard pile)",
                        super::possessive(&self.state.name(p))
                    );
                }
                names.push((p, id.clone(), label, at));
            }
        }
        let (owner, card, at) = match names.len() {
            0 => {
                let whose = if several {
                    "either discard pile".to_string()
                } else {
                    format!("{name}'s discard pile")
                };
                self.note(
                    format!("{source}: no card in {whose} qualifies, so nothing is returned."),
                    // A part that cannot resolve is ignored (1.3.2).
                    &["1.3.2"],
                )?;
                return Ok(());
            }
            // The discard pile is open information (1.17.1) and the ability
            // says "return", so one card that qualifies is returned without
            // a choice.
            1 => (names[0].0, names[0].1.clone(), names[0].3),
            _ => {
                let options: Vec<String> = names.iter().map(|(_, _, n, _)| n.clone()).collect();
                let prompt = if several {
                    format!("{source}: which card does {name} return to its owner's hand?")
                } else {
                    format!("{source}: which card does {name} return to their hand?")
                };
                let Some(k) = self.decide_index(you, prompt, options, &["7.1.5"])? else {
                    return Ok(());
                };
                (names[k].0, names[k].1.clone(), names[k].3)
            }
        };
        self.take_from_discard(owner, at);
        if owner == you {
            self.ability_puts_in_hand(
                you,
                card,
                source,
                |c| format!("returns {c} from their discard pile to their hand."),
                &["7.1.5"],
            )
        } else {
            // The owner's hand, though the controller chose it (8.24.1).
            self.ability_puts_in_hand(
                owner,
                card,
                source,
                |c| {
                    format!(
                        "gets {c} back from their discard pile into their hand, as {name} chose."
                    )
                },
                &["7.1.5", "8.24.1"],
            )
        }
    }
}
