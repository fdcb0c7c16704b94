//! "Return an upgrade that was attached to this unit to its owner's hand."
//! (the When Defeated Gar Saxon's unit side grants): the upgrades the unit
//! had as it left play are its last known information (8.11.1); they were
//! defeated with it (8.12.1, 3.6.11) and put in their owners' discard
//! piles, so the ability finds each there, if it still is. A token upgrade
//! was set aside (3.6.12) and a leader deployed as an upgrade flipped back
//! to its base zone (3.4.5): neither is in a discard pile, so neither can
//! be returned. Its controller picks one (7.1.5); it goes to its owner's
//! hand (8.24.1).

use super::super::procedure::Ctx;
use super::super::{Engine, EngineResult, PlayerId};
use super::By;

impl Engine<'_> {
    pub(super) fn return_upgrade_that_was_attached(
        &mut self,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        let mut found: Vec<(String, PlayerId)> = Vec::new();
        for (card, owner) in &ctx.upgrades_as_it_left {
            let in_pile = self.state.player(*owner).discard.contains(card);
            if in_pile && !found.iter().any(|(c, o)| c == card && o == owner) {
                found.push((card.clone(), *owner));
            }
        }
        let you = by.you;
        let (card, owner) = match found.len() {
            0 => {
                return self.note(
                    format!(
                        "{}: no upgrade that was attached to the unit is in a discard pile, so nothing is returned.",
                        by.source
                    ),
                    // A part that cannot resolve is ignored (1.3.2).
                    &["1.3.2", "8.11.1"],
                );
            }
            1 => found[0].clone(),
            _ => {
                let options: Vec<String> = found
                    .iter()
                    .map(|(c, o)| {
                        format!(
                            "{} ({} discard pile)",
                            self.card_name(c),
                            super::super::possessive(&self.state.name(*o))
                        )
                    })
                    .collect();
                let prompt = format!(
                    "{}: which upgrade that was attached does {} return to its owner's hand?",
                    by.source,
                    self.state.name(you)
                );
                let Some(k) = self.decide_index(you, prompt, options, &["7.1.5", "8.11.1"])? else {
                    return Ok(());
                };
                found[k].clone()
            }
        };
        let pile = &self.state.player(owner).discard;
        if let Some(at) = pile.iter().rposition(|x| *x == card) {
            self.take_from_discard(owner, at);
        }
        self.ability_puts_in_hand(
            owner,
            card,
            by.source,
            |c| format!("gets back {c}, an upgrade that was attached to the defeated unit, from their discard pile into their hand."),
            &["8.11.1", "3.6.11", "8.24.1"],
        )
    }
}
