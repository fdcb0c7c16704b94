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
        let pool = self.pool;
        let name = self.state.name(you);
        // Copies of one card are the same choice: each name once.
        let mut names: Vec<(String, String)> = Vec::new();
        for id in self.state.player(you).discard.iter() {
            if card_qualifies(pool, id, card_type, filter) && !names.iter().any(|(x, _)| x == id) {
                names.push((id.clone(), self.card_name(id)));
            }
        }
        let card = match names.len() {
            0 => {
                self.note(
                    format!("{source}: no card in {name}'s discard pile qualifies, so nothing is returned."),
                    &["7.1.5"],
                )?;
                return Ok(());
            }
            // The discard pile is open information (1.17.1) and the ability
            // says "return", so one card that qualifies is returned without
            // a choice.
            1 => names[0].0.clone(),
            _ => {
                let options: Vec<String> = names.iter().map(|(_, n)| n.clone()).collect();
                let prompt = format!("{source}: which card does {name} return to their hand?");
                let Some(k) = self.decide_index(you, prompt, options, &["7.1.5"])? else {
                    return Ok(());
                };
                names[k].0.clone()
            }
        };
        let pile = &mut self.state.player_mut(you).discard;
        if let Some(at) = pile.iter().position(|x| *x == card) {
            pile.remove(at);
        }
        self.ability_puts_in_hand(
            you,
            card,
            source,
            |c| format!("returns {c} from their discard pile to their hand."),
            &["7.1.5"],
        )
    }
}
