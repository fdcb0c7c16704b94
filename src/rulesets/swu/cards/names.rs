//! Names as players write them: an id (`darth-vader-dark-lord-of-the-sith`,
//! `doctor-aphra`), the printed "Name, Subtitle", Karabast's `name#subtitle`,
//! a set and number (`SOR_010`, `SOR 010`, `sor-10`), or a bare name
//! (`Darth Vader`, `darth-vader`). A bare name with several cards is an
//! error that lists them, narrowed to the kind of card wanted (a leader
//! slot asks only among leaders); reprints of one card (same name,
//! subtitle, type and text) count once.

use super::printed::{set_number_key, SET_ORDER};
use super::{CardDef, CardPool, CardType};
use crate::scenario_file::quote::quote;
use crate::scenario_file::suggest;

/// Letters and digits only, lowercased: "TIE/LN Fighter", "tie-ln-fighter"
/// and "tieln fighter" all squash to "tielnfighter".
pub fn squash(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars().filter(|c| c.is_alphanumeric()) {
        // An ASCII letter's lower case is one ASCII letter: pushed at
        // once, without Unicode's case tables (every card's name is
        // squashed when the pool is built, issue 25).
        if c.is_ascii() {
            out.push(c.to_ascii_lowercase());
        } else {
            out.extend(c.to_lowercase());
        }
    }
    out
}

/// Why a name finds no single card, and what to write instead.
#[derive(Debug, Clone, PartialEq)]
pub struct NameError {
    pub message: String,
    pub hint: Option<String>,
}

/// The word for a card type, as cards and messages print it.
pub(crate) fn type_word(t: CardType) -> &'static str {
    match t {
        CardType::Unit => "unit",
        CardType::Event => "event",
        CardType::Upgrade => "upgrade",
        CardType::Leader => "leader",
        CardType::Base => "base",
        CardType::Token => "token",
    }
}

/// "Darth Vader, Dark Lord of the Sith (SOR 010 leader, id darth-vader-dark-lord-of-the-sith)".
pub fn describe(c: &CardDef) -> String {
    let printing = if c.set.is_empty() {
        String::new()
    } else {
        format!("{} {} ", c.set, c.number)
    };
    format!(
        "{} ({printing}{}, id {})",
        c.full_name(),
        type_word(c.card_type),
        c.id
    )
}

/// A set and number: "SOR_010", "SOR 010", "sor-10", "TS26 12".
fn set_and_number(key: &str) -> Option<(&str, &str)> {
    let cut = key.rfind([' ', '_', '-'])?;
    let (set, number) = (&key[..cut], &key[cut + 1..]);
    let known = SET_ORDER.iter().any(|s| s.eq_ignore_ascii_case(set.trim()));
    (known && !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit()))
        .then_some((set, number))
}

impl CardPool {
    /// The one card a written name stands for; `want` narrows a bare name
    /// to one kind of card (a leader slot). Tried in order: an id (or a
    /// printing's id a hand-written card stands for), a set and number,
    /// `name#subtitle` or "Name, Subtitle", then a bare name.
    pub fn resolve(&self, key: &str, want: Option<CardType>) -> Result<&CardDef, NameError> {
        let key = key.trim();
        // An id of a card of another kind than wanted ("darth-vader", the
        // unit, in a leader slot) falls through to the name, so the
        // leaders of that name are found.
        if let Some(c) = self
            .get_or_alias(key)
            .filter(|c| want.is_none_or(|t| c.card_type == t))
        {
            return Ok(c);
        }
        if let Some((set, number)) = set_and_number(key) {
            return self
                .id_numbered(set, number)
                .and_then(|id| self.get(id))
                .ok_or_else(|| NameError {
                    message: format!(
                        "no card is numbered {} {} in the card data",
                        set_number_key(set, number).0,
                        number
                    ),
                    hint: None,
                });
        }
        let (name, subtitle) = match key.split_once('#').or_else(|| key.split_once(", ")) {
            Some((n, s)) => (squash(n), Some(squash(s))),
            None => (squash(key), None),
        };
        let mut hits: Vec<&CardDef> = self
            .ids_named(&name)
            .into_iter()
            .filter_map(|id| self.get(id))
            .filter(|c| match &subtitle {
                Some(s) => c.subtitle.as_deref().map(squash).as_deref() == Some(s.as_str()),
                None => true,
            })
            .collect();
        if hits.is_empty() && subtitle.is_none() {
            // "darth-vader-dark-lord-of-the-sith" squashes to the name and
            // subtitle together. Scanned on the printed facts, so only the
            // cards found have their text read.
            hits = self
                .facts()
                .filter(|c| squash(&c.full_name()) == name)
                .map(|c| self.whole(c))
                .collect();
        }
        if let Some(t) = want {
            if hits.iter().any(|c| c.card_type == t) {
                hits.retain(|c| c.card_type == t);
            }
        }
        let distinct = distinct_cards(hits);
        match distinct.as_slice() {
            [] => Err(NameError {
                message: format!("unknown card {}", quote(key)),
                hint: self
                    .named_partly(key, want)
                    .or_else(|| self.suggest(key).map(|s| format!("did you mean {}?", quote(&s)))),
            }),
            [one] => Ok(one),
            several => Err(NameError {
                message: format!(
                    "{} names {} cards: {}",
                    quote(key),
                    several.len(),
                    several
                        .iter()
                        .map(|c| describe(c))
                        .collect::<Vec<_>>()
                        .join("; ")
                ),
                hint: Some(
                    "write the one you mean by its id, \"Name, Subtitle\" or set and number (SOR_010)"
                        .to_string(),
                ),
            }),
        }
    }
}

impl CardPool {
    /// "Tarkin" is no card's name, but part of several: list them (a
    /// partial name is never taken as one card, it could be any of them).
    fn named_partly(&self, key: &str, want: Option<CardType>) -> Option<String> {
        let wanted: Vec<String> = words(key);
        if wanted.is_empty() {
            return None;
        }
        // Names, types and texts are printed facts: no card's text is read
        // for a list of names.
        let hits: Vec<&CardDef> = self
            .facts()
            .filter(|c| want.is_none_or(|t| c.card_type == t))
            .filter(|c| {
                let name = words(&c.name);
                name.windows(wanted.len()).any(|w| w == wanted.as_slice())
            })
            .collect();
        let hits = distinct_cards(hits);
        if hits.is_empty() {
            return None;
        }
        const SHOWN: usize = 8;
        let mut list: Vec<String> = hits.iter().take(SHOWN).map(|c| describe(c)).collect();
        if hits.len() > SHOWN {
            list.push(format!("and {} more", hits.len() - SHOWN));
        }
        Some(format!(
            "cards whose name has {}: {}",
            quote(key.trim()),
            list.join("; ")
        ))
    }
}

/// The words of a name, squashed: "Grand Moff Tarkin" → grand, moff,
/// tarkin; "darth-vader" → darth, vader.
fn words(s: &str) -> Vec<String> {
    s.split(|c: char| !c.is_alphanumeric() && c != '\'')
        .map(squash)
        .filter(|w| !w.is_empty())
        .collect()
}

/// One card per distinct printed card: reprints (same name, subtitle, type
/// and normalised text) count once, the hand-written or earliest printing
/// standing for them.
fn distinct_cards(mut hits: Vec<&CardDef>) -> Vec<&CardDef> {
    let rank = |c: &CardDef| {
        SET_ORDER
            .iter()
            .position(|s| *s == c.set)
            .unwrap_or(SET_ORDER.len())
    };
    // The earliest set first, so it stands for its reprints. The standard
    // sort, not `crate::sorting`: every card a file names is looked up
    // here, and `tw check` is measured by its instructions.
    hits.sort_by_key(|c| (rank(c), c.id.len()));
    let mut out: Vec<&CardDef> = Vec::new();
    for c in hits {
        let same = |o: &&CardDef| {
            o.name == c.name
                && o.subtitle == c.subtitle
                && o.card_type == c.card_type
                && super::text::normalise(&o.text) == super::text::normalise(&c.text)
        };
        if !out.iter().any(same) {
            out.push(c);
        }
    }
    out
}

/// The closest id or name to a misspelt key, when one is close.
pub fn suggest(pool: &CardPool, key: &str) -> Option<String> {
    let k = key.trim().to_lowercase();
    let chars = k.chars().count();
    // Ids and names are printed facts: no card's text is read for them.
    pool.facts()
        .flat_map(|c| [c.id.as_str(), c.name.as_str()])
        .filter(|cand| suggest::may_be_near(chars, cand))
        .map(|cand| {
            (
                suggest::distance(&k, &cand.to_lowercase()),
                cand.to_string(),
            )
        })
        .filter(|(d, cand)| suggest::near_enough(*d, cand))
        .min_by(|(d1, c1), (d2, c2)| d1.cmp(d2).then(c1.len().cmp(&c2.len())))
        .map(|(_, c)| c)
}

/// How much of a card the engine simulates, as the card picker marks it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Simulated {
    /// Written by hand, or read whole from its printed text.
    Whole,
    /// Read from its printed text except this many parts.
    Partly(usize),
}

/// One card the picker offers.
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    pub name: String,
    pub id: String,
    /// "leader", "unit", ...
    pub kind: &'static str,
    /// "SOR 010"; empty for a card without a printing (a token).
    pub printing: String,
    pub simulated: Simulated,
}

/// What the author page's picker says when no card matches a query, so
/// an empty list is never a silent one; `None` for an empty query.
pub fn nothing_found(query: &str) -> Option<String> {
    let q = query.trim();
    (!q.is_empty()).then(|| {
        format!(
            "No card matches \u{201c}{q}\u{201d}: try part of the name (Vader), the name and subtitle (Darth Vader, Dark Lord of the Sith), or a set and number (SOR 010)."
        )
    })
}

/// The cards the author page's picker lists for a query: a part of the
/// printed name (with its subtitle), of the id, or a set and number
/// ("SOR 10"); names that start with the query first, then by name.
/// Bases are left out (a scenario names its base by name and HP).
pub fn search(pool: &CardPool, query: &str, max: usize) -> Vec<Found> {
    let q = query.trim().to_lowercase();
    if q.is_empty() {
        return Vec::new();
    }
    let numbered = set_and_number(query.trim()).and_then(|(s, n)| pool.id_numbered(s, n));
    let slug = q.replace(' ', "-");
    let mut hits: Vec<(bool, String, &CardDef)> = pool
        .iter()
        .filter(|c| c.card_type != CardType::Base)
        .filter(|c| {
            Some(c.id.as_str()) == numbered
                || c.full_name().to_lowercase().contains(&q)
                || c.id.contains(&slug)
        })
        .map(|c| (!c.name.to_lowercase().starts_with(&q), c.full_name(), c))
        .collect();
    crate::sorting::sort_by(&mut hits, |a, b| {
        (a.0, &a.1, &a.2.id).cmp(&(b.0, &b.1, &b.2.id))
    });
    hits.into_iter()
        .take(max)
        .map(|(_, name, c)| Found {
            name,
            id: c.id.clone(),
            kind: type_word(c.card_type),
            printing: if c.set.is_empty() {
                String::new()
            } else {
                format!("{} {}", c.set, c.number)
            },
            simulated: if c.unread.is_empty() {
                Simulated::Whole
            } else {
                Simulated::Partly(c.unread.len())
            },
        })
        .collect()
}
