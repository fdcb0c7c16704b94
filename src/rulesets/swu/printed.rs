//! A real card keeps its printed numbers in a scenario: a base named like a
//! printed base has that base's HP, a card the file defines itself
//! (`[[card]]`) under a printed card's name has its cost, power and HP, and
//! the numbers a text gives right after a card's name ("Syndicate Lackeys
//! (5/4, ground", "Mercenary Company (cost 6, 5/5;") are its printed ones.
//! A trainee reads these numbers as the card's; a wrong one teaches a wrong
//! card (Administrator's Tower has 30 HP, SOR 029, not 25).
//!
//! The printed numbers are the bundled pool's (`cards/*.toml`), which
//! `tests/card_pool_bundled.rs` checks against the full card list. A scenario
//! that changes a base on purpose says why in the base's `altered` key.

use std::ops::Range;

use std::collections::BTreeMap;

use super::cards::{CardDef, CardPool, CardType};
use super::format::BaseFile;
use super::texts;
use crate::scenario_file::diagnostics::Ctx;
use crate::scenario_file::quote::quote;
use crate::scenario_file::Document;

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
            .named(&base.name)
            .into_iter()
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
    pub(crate) fn printed_cards(&mut self, doc: &Document<'_>, pool: &CardPool, cards: &[CardDef]) {
        for (i, card) in cards.iter().enumerate() {
            let Some(real) = pool.named(&card.name).into_iter().find(|c| {
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
                    let span = card_key_span(doc, i, key);
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

impl Ctx<'_> {
    /// The numbers a text writes right after a printed card's name, "Name
    /// (P/H" or "Name (cost C, P/H", followed by `;`, `,` or `)`, are its
    /// printed ones. Numbers followed by words ("(7/6 with two Experience
    /// tokens)") describe the card as changed and are left alone.
    pub(crate) fn printed_in_texts(&mut self, pool: &CardPool, texts: &[texts::Text]) {
        let longest = pool.longest_printed_form();
        let text = self.text;
        for t in texts {
            if texts::is_list(&t.key) {
                continue;
            }
            // Names are found in the decoded text (a name may be split by
            // a line continuation in the file); the numbers' place is their
            // first "(" + numbers in the written text.
            let raw = &text[t.span.clone()];
            let value = t.value.as_str();
            // At each "(", the longest printed name that ends right before
            // it and starts a word: "Count Dooku (" is Count Dooku's numbers,
            // never those of a card named only "Dooku", and "Contracted
            // Hunter (" never Hunter's.
            // Searched from each " (" back, not for each of the pool's
            // thousands of names in turn: one search per name per text was
            // most of `tw check`'s time (issue 25).
            let mut named: BTreeMap<usize, (&str, Vec<&CardDef>)> = BTreeMap::new();
            for (end, _) in value.match_indices(" (") {
                let mut from = end.saturating_sub(longest);
                while !value.is_char_boundary(from) {
                    from += 1;
                }
                // The earliest start is the longest name.
                let found = value[from..end].char_indices().find_map(|(k, first)| {
                    // Most words of prose begin no card's name: those are
                    // passed over before the look-up (issue 25).
                    if !pool.may_begin_printed_form(first) {
                        return None;
                    }
                    let start = from + k;
                    let starts_a_word = value[..start]
                        .chars()
                        .next_back()
                        .is_none_or(|c| !c.is_alphanumeric() && c != '-' && c != '\'');
                    let form = &value[start..end];
                    starts_a_word
                        .then(|| pool.printed_form(form))
                        .filter(|cards| !cards.is_empty())
                        .map(|cards| (form, cards))
                });
                if let Some(form) = found {
                    named.insert(end + " (".len(), form);
                }
            }
            for (at, (form, printings)) in named {
                let Some(said) = numbers_after(&value[at..]) else {
                    continue;
                };
                let written = &value[at..at + said.len];
                let fits = |c: &&CardDef| {
                    c.power == Some(said.power)
                        && c.hp == Some(said.hp)
                        && said.cost.is_none_or(|n| c.cost == Some(n))
                };
                if printings.iter().any(fits) {
                    continue;
                }
                let printed: Vec<String> = printings.iter().map(|c| describe(c)).collect();
                let start = t.span.start + raw.find(&format!("({written}")).map_or(0, |k| k + 1);
                self.at(
                    start..start + said.len,
                    format!(
                        "{} is {} as printed, not {written}",
                        quote(form),
                        printed.join(" or "),
                    ),
                    Some("write the printed numbers, or say right after them what changes them: \"(7/6 with two Experience tokens)\"".into()),
                );
            }
        }
    }
}

/// Numbers a text gives for a card: "cost C, P/H" or "P/H".
struct Said {
    cost: Option<u32>,
    power: i32,
    hp: i32,
    /// Their length in the text.
    len: usize,
}

/// "cost 6, 5/5; ..." or "5/4, ground" → the numbers, when what follows
/// them is `;`, `,` or `)`.
fn numbers_after(s: &str) -> Option<Said> {
    let digits = |s: &str| s.len() - s.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let mut at = 0;
    let mut cost = None;
    if let Some(rest) = s.strip_prefix("cost ") {
        let n = digits(rest);
        if n == 0 || !rest[n..].starts_with(", ") {
            return None;
        }
        cost = rest[..n].parse().ok();
        at = "cost ".len() + n + ", ".len();
    }
    let p = digits(&s[at..]);
    if p == 0 || !s[at + p..].starts_with('/') {
        return None;
    }
    let h = digits(&s[at + p + 1..]);
    if h == 0 {
        return None;
    }
    let end = at + p + 1 + h;
    if !s[end..].starts_with([';', ',', ')']) {
        return None;
    }
    Some(Said {
        cost,
        power: s[at..at + p].parse().ok()?,
        hp: s[at + p + 1..end].parse().ok()?,
        len: end,
    })
}

/// "cost 5, 5/4 (SOR 105)".
fn describe(c: &CardDef) -> String {
    let cost = c.cost.map(|n| format!("cost {n}, ")).unwrap_or_default();
    format!(
        "{cost}{}/{} ({})",
        c.power.unwrap_or(0),
        c.hp.unwrap_or(0),
        printing(c)
    )
}

/// "SOR 029".
fn printing(c: &CardDef) -> String {
    format!("{} {}", c.set, c.number)
}

/// Where `key` of the file's `i`th `[[card]]` is written, or the card's
/// table.
fn card_key_span(doc: &Document<'_>, i: usize, key: &str) -> Range<usize> {
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

#[cfg(test)]
mod tests {
    use super::numbers_after;

    #[test]
    fn numbers_after_a_name_are_read_only_when_nothing_qualifies_them() {
        let n = numbers_after("cost 6, 5/5; \"AMBUSH").unwrap();
        assert_eq!((n.cost, n.power, n.hp, n.len), (Some(6), 5, 5, 11));
        let n = numbers_after("5/4, ground").unwrap();
        assert_eq!((n.cost, n.power, n.hp, n.len), (None, 5, 4, 3));
        assert!(numbers_after("10/10)").is_some());
        assert!(numbers_after("7/6 with two Experience tokens)").is_none());
        assert!(numbers_after("cost 6)").is_none());
        assert!(numbers_after("Alex's unit)").is_none());
    }
}
