//! A real card keeps its printed numbers in a scenario: a base named like a
//! printed base has that base's HP, and a card the file defines itself
//! (`[[card]]`) under a printed card's name has its cost, power and HP.
//! A trainee reads these numbers as the card's; a wrong one teaches a wrong
//! card (Administrator's Tower has 30 HP, SOR 029, not 25).
//!
//! The printed numbers are the bundled pool's (`cards/*.toml`), which
//! `tests/engine_cards.rs` checks against the full card list. A scenario
//! that changes a base on purpose says why in the base's `altered` key.

use std::ops::Range;

use super::cards::{CardDef, CardPool, CardType};
use super::format::BaseFile;
use crate::scenario::diagnostics::Ctx;
use crate::scenario::quote::quote;

impl Ctx<'_> {
    /// A base named like a printed base has its printed HP, unless the file
    /// gives a reason in `altered`. A name no printed base has is the
    /// scenario's own base and may have any HP.
    pub(crate) fn printed_base(&mut self, pool: &CardPool, base: &BaseFile) {
        if let Some(why) = &base.altered {
            if why.get_ref().trim().is_empty() {
                self.at(
                    why.span(),
                    "altered is empty",
                    Some("say why this scenario changes the printed base".into()),
                );
            }
            return;
        }
        let printed: Vec<&CardDef> = pool
            .iter()
            .filter(|c| c.card_type == CardType::Base && c.name == base.name)
            .collect();
        let hp = *base.hp.get_ref();
        if printed.is_empty() || printed.iter().any(|c| c.hp == Some(hp)) {
            return;
        }
        let mut printings: Vec<String> = printed
            .iter()
            .filter_map(|c| Some(format!("{} HP ({})", c.hp?, printing(c))))
            .collect();
        printings.sort();
        printings.dedup();
        self.at(
            base.hp.span(),
            format!(
                "{} has {} as printed, not {hp}",
                quote(&base.name),
                printings.join(" or ")
            ),
            Some(
                "write the printed HP, or say why this scenario changes it: altered = \"...\""
                    .into(),
            ),
        );
    }

    /// A card the file defines under the name (and subtitle) of a printed
    /// card has that card's cost, power and HP: a changed card needs a name
    /// of its own, so no trainee takes it for the printed one.
    pub(crate) fn printed_cards(&mut self, pool: &CardPool, cards: &[CardDef]) {
        for (i, card) in cards.iter().enumerate() {
            let Some(real) = pool.iter().find(|c| {
                c.name == card.name && (card.subtitle.is_none() || c.subtitle == card.subtitle)
            }) else {
                continue;
            };
            let numbers = [
                ("cost", card.cost.map(i64::from), real.cost.map(i64::from)),
                (
                    "power",
                    card.power.map(i64::from),
                    real.power.map(i64::from),
                ),
                ("hp", card.hp.map(i64::from), real.hp.map(i64::from)),
            ];
            for (key, given, printed) in numbers {
                let (Some(given), Some(printed)) = (given, printed) else {
                    continue;
                };
                if given != printed {
                    let span = card_key_span(self.text, i, key);
                    self.at(
                        span,
                        format!(
                            "{} has {key} {printed} as printed ({}), not {given}",
                            quote(&real.full_name()),
                            printing(real)
                        ),
                        Some(
                            "write the printed number, or give the changed card a name of its own"
                                .into(),
                        ),
                    );
                }
            }
        }
    }
}

/// "SOR 029".
fn printing(c: &CardDef) -> String {
    format!("{} {}", c.set, c.number)
}

/// Where `key` of the file's `i`th `[[card]]` is written, or the card's
/// table, or nothing when the text does not parse (the typed parse already
/// succeeded, so it does).
fn card_key_span(text: &str, i: usize, key: &str) -> Range<usize> {
    let Ok(doc) = text.parse::<toml_edit::ImDocument<String>>() else {
        return 0..0;
    };
    let Some(card) = doc
        .get("card")
        .and_then(|c| c.as_array_of_tables())
        .and_then(|a| a.get(i))
    else {
        return 0..0;
    };
    card.get(key)
        .and_then(|v| v.span())
        .or_else(|| card.span())
        .unwrap_or(0..0)
}
