//! "Disclose Vigilance Vigilance Villainy" (8.38): the player reveals any
//! cards of their hand they choose (8.38.1), more than needed if they like
//! (8.38.2); the requirement is met when the revealed cards together carry
//! at least the icons asked, a repeated icon counted as often as it is
//! printed. When it is not met, no card counts as revealed (8.38.3).
//! Whether it was met is what a following "If you do" asks.

use super::decide::Ask;
use super::{kinds, Engine, EngineResult, ErrorKind, PlayerId, StepText};

impl Engine<'_> {
    /// `true` when the player disclosed `aspects`. The player picks which
    /// known cards of their hand to reveal (any number, 8.38.2; each copy
    /// of a card is its own option, since each adds its icons). When the
    /// known cards cannot meet the requirement and the hand holds a card
    /// the scenario leaves unknown, the run stops with an error asking for
    /// the hand, rather than deciding for the player that the requirement
    /// cannot be met.
    pub(super) fn disclose(
        &mut self,
        you: PlayerId,
        source: &str,
        aspects: &[String],
    ) -> EngineResult<bool> {
        let name = self.state.name(you);
        let asked = aspects.join(" ");
        // Each known card of the hand: its option label, its icons, its name.
        let mut cards: Vec<(String, Vec<String>, String)> = Vec::new();
        let mut unknown = false;
        for c in self.state.player(you).hand.iter() {
            let Some(id) = c.id() else {
                unknown = true;
                continue;
            };
            let card_name = self.card_name(id);
            let icons = self
                .pool
                .get(id)
                .map(|d| d.aspects.clone())
                .unwrap_or_default();
            let copies = cards.iter().filter(|(_, _, n)| *n == card_name).count();
            let label = match copies {
                0 => card_name.clone(),
                k => format!("{card_name} ({})", k + 1),
            };
            cards.push((label, icons, card_name));
        }
        let all: Vec<&String> = cards.iter().flat_map(|(_, icons, _)| icons).collect();
        if !meets(&all, aspects) {
            if unknown {
                return Err(self.error(
                    ErrorKind::Unsupported,
                    format!(
                        "{source}: {name} may disclose {asked} from their hand, but the scenario does not say what the hand holds: list it"
                    ),
                ));
            }
            self.note(
                format!(
                    "{source}: the cards in {name}'s hand do not carry {asked} together, so {name} cannot disclose it and reveals nothing."
                ),
                &["8.38.1", "8.38.3"],
            )?;
            return Ok(false);
        }
        let options: Vec<String> = cards.iter().map(|(label, _, _)| label.clone()).collect();
        let prompt = format!(
            "{source}: which cards does {name} reveal from their hand to disclose {asked}?"
        );
        let Some(chosen) = self.decide(you, prompt, options, Ask::Subset, &["8.38.1", "8.38.2"])?
        else {
            return Ok(false);
        };
        let revealed: Vec<&String> = cards
            .iter()
            .filter(|(label, _, _)| chosen.contains(label))
            .flat_map(|(_, icons, _)| icons)
            .collect();
        if !meets(&revealed, aspects) {
            self.note(
                format!(
                    "{source}: the cards {name} chose do not carry {asked} together, so none of them counts as revealed."
                ),
                &["8.38.3"],
            )?;
            return Ok(false);
        }
        self.record(
            kinds::NOTE,
            StepText::new(
                crate::text!(
                    "{} reveals {} from their hand, disclosing {}; the cards stay there.",
                    &name,
                    chosen.join(", "),
                    &asked
                ),
                &["8.38.1", "8.38.2"],
            )
            .player(you)
            .source(source),
        )?;
        Ok(true)
    }
}

/// Whether `icons` hold every icon of `asked`, as many times as asked.
fn meets(icons: &[&String], asked: &[String]) -> bool {
    asked.iter().all(|a| {
        let need = asked.iter().filter(|x| *x == a).count();
        icons.iter().filter(|x| **x == a).count() >= need
    })
}
