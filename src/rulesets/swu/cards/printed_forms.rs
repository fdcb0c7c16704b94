//! The names a text may give a card with printed power and HP by, exactly
//! as printed ("Count Dooku", "Count Dooku, Darth Tyranus"): what the
//! check of printed numbers in a scenario's prose (`swu::printed`) looks
//! for before each " (". Their index is built from the printed facts the
//! first time a file's texts are checked.

use super::{CardDef, CardPool, Entry};
use crate::fast_hash::FastMap;

impl CardPool {
    /// The cards with printed power and HP a text may name by `form`, their
    /// name or their name and subtitle exactly as printed (one's own over
    /// the bundled ones with the same id), in id order: [`CardPool::named`]
    /// narrowed to the printed case and to cards with numbers, from an
    /// index of the printed facts built once (so only the cards it returns
    /// have their text read).
    pub fn printed_form(&self, form: &str) -> Vec<&CardDef> {
        let numbered = |c: &CardDef| c.power.is_some() && c.hp.is_some();
        let index = self.bundled.printed_forms.get_or_init(|| {
            let mut forms: FastMap<String, Vec<String>> = FastMap::default();
            for c in self.bundled_in_order().filter(|c| numbered(c)) {
                forms.entry(c.name.clone()).or_default().push(c.id.clone());
                if c.subtitle.is_some() {
                    forms.entry(c.full_name()).or_default().push(c.id.clone());
                }
            }
            forms
        });
        let mut cards: Vec<&CardDef> = index
            .get(form)
            .into_iter()
            .flatten()
            .filter(|id| !self.own.contains_key(id))
            .filter_map(|id| self.get(id))
            .chain(self.own.values().filter(|c| {
                numbered(c) && (c.name == form || (c.subtitle.is_some() && c.full_name() == form))
            }))
            .collect();
        crate::sorting::sort_by(&mut cards, |a, b| a.id.cmp(&b.id));
        cards
    }

    /// Whether a [`CardPool::printed_form`] may begin with this character:
    /// the first character of a name of a card with printed power and HP,
    /// bundled (found once) or one's own. `false` says no form begins
    /// there, so a search can skip the look-up.
    pub fn may_begin_printed_form(&self, first: char) -> bool {
        let numbered = |c: &CardDef| c.power.is_some() && c.hp.is_some();
        // A form is a name, or a name, a comma and a subtitle: it begins
        // with the name's first character (the comma's for no name).
        let initial = |c: &CardDef| {
            c.name
                .chars()
                .next()
                .or_else(|| c.subtitle.as_ref().map(|_| ','))
        };
        let initials = self.bundled.printed_form_initials.get_or_init(|| {
            self.bundled
                .cards
                .values()
                .map(Entry::facts)
                .filter(|c| numbered(c))
                .filter_map(initial)
                .collect()
        });
        initials.contains(&first)
            || self
                .own
                .values()
                .any(|c| numbered(c) && initial(c) == Some(first))
    }

    /// The length of the longest name or name and subtitle of a card with
    /// printed power and HP ([`CardPool::printed_form`]), to bound a search
    /// for one.
    pub fn longest_printed_form(&self) -> usize {
        let form_len = |c: &CardDef| {
            if c.subtitle.is_some() {
                c.full_name().len()
            } else {
                c.name.len()
            }
        };
        let numbered = |c: &&CardDef| c.power.is_some() && c.hp.is_some();
        let bundled = *self.bundled.longest_printed_form.get_or_init(|| {
            self.bundled
                .cards
                .values()
                .map(Entry::facts)
                .filter(numbered)
                .map(form_len)
                .max()
                .unwrap_or(0)
        });
        self.own
            .values()
            .filter(numbered)
            .map(form_len)
            .fold(bundled, usize::max)
    }
}
