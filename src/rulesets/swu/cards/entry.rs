//! One card of the bundled pool, its printed text read the first time the
//! card is asked for.
//!
//! Building the pool used to read every printed card's text (about 2,300
//! cards; more than half of `tw check scenarios/`'s instructions, issue 25),
//! though a check names a few dozen cards. The pool's indexes need only a
//! card's printed facts (its names, set and number, type, power and HP),
//! which the data gives straight ([`Printing::facts`]); its keywords,
//! abilities and unread parts come from reading its text
//! ([`Printing::read_text`]), done once per process when the card itself is
//! first asked for, and kept. The card is the same either way
//! ([`Printing::to_card`] is the two in a row), so nothing that asks for a
//! card can tell when its text was read.

use std::sync::OnceLock;

use super::printed::Printing;
use super::CardDef;

#[derive(Debug)]
pub(super) struct Entry {
    /// The card's printed facts; a hand-written card is whole here.
    facts: CardDef,
    /// The printing whose text the card is read from; `None` for a
    /// hand-written card.
    printing: Option<Box<Printing>>,
    /// The card with its text read, once asked for.
    read: OnceLock<CardDef>,
}

impl Entry {
    /// A hand-written card: whole already.
    pub(super) fn written(card: CardDef) -> Entry {
        Entry {
            facts: card,
            printing: None,
            read: OnceLock::new(),
        }
    }

    /// A printed card, `facts` being `printing`'s [`Printing::facts`]
    /// under the id the pool gives it.
    pub(super) fn printed(facts: CardDef, printing: Printing) -> Entry {
        Entry {
            facts,
            printing: Some(Box::new(printing)),
            read: OnceLock::new(),
        }
    }

    /// What the printed data says without reading the text: every field
    /// but the keywords, the abilities, the constants, the attachment
    /// restriction and the unread parts, which are as yet empty.
    pub(super) fn facts(&self) -> &CardDef {
        &self.facts
    }

    /// The whole card, its text read the first time.
    pub(super) fn card(&self) -> &CardDef {
        match &self.printing {
            None => &self.facts,
            Some(p) => self.read.get_or_init(|| p.read_text(self.facts.clone())),
        }
    }

    /// `cards/bases.toml` holds a base's printed facts only: its text (a
    /// base may have an ability, 3.2.1) is read from its `printing` when
    /// first asked for, as a printed card's is. Any other hand-written card
    /// is whole as written.
    pub(super) fn read_base_text(&mut self, printing: Printing) {
        if self.printing.is_none() && self.facts.card_type == super::CardType::Base {
            self.printing = Some(Box::new(printing));
        }
    }

    /// Whether this is a hand-written card.
    pub(super) fn is_written(&self) -> bool {
        self.printing.is_none()
    }
}

/// Two entries are equal when their cards are: whether a text has been read
/// yet is not part of what a pool holds.
impl PartialEq for Entry {
    fn eq(&self, other: &Entry) -> bool {
        self.card() == other.card()
    }
}
