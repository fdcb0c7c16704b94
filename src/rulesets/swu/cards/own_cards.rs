//! A scenario's own cards (and the hand-written ones while the bundled pool
//! is built): found by id with one hashed look-up, listed in id order.
//!
//! An ordered map found a card by comparing its id with up to a dozen
//! others per tree node; `CardPool::get` asks first here for every card
//! id the engine looks at, so with a few dozen cards of one's own (the
//! 200-trigger bench has 22) those comparisons were a third of a run
//! (issue 25). The ids are kept sorted beside the map for the scans that
//! must see the cards in id order.

use super::CardDef;
use crate::fast_hash::FastMap;

#[derive(Debug, Clone, Default, PartialEq)]
pub(super) struct OwnCards {
    by_id: FastMap<String, CardDef>,
    /// Every id of `by_id`, sorted.
    ordered: Vec<String>,
}

impl OwnCards {
    pub(super) fn get(&self, id: &str) -> Option<&CardDef> {
        self.by_id.get(id)
    }

    pub(super) fn contains_key(&self, id: &str) -> bool {
        self.by_id.contains_key(id)
    }

    /// Add a card whose id is not here yet (the caller checks).
    pub(super) fn insert(&mut self, card: CardDef) {
        if let Err(at) = self.ordered.binary_search(&card.id) {
            self.ordered.insert(at, card.id.clone());
        }
        self.by_id.insert(card.id.clone(), card);
    }

    /// The cards in id order.
    pub(super) fn values(&self) -> impl Iterator<Item = &CardDef> {
        self.ordered.iter().filter_map(|id| self.by_id.get(id))
    }

    pub(super) fn keys(&self) -> impl Iterator<Item = &String> {
        self.ordered.iter()
    }

    pub(super) fn len(&self) -> usize {
        self.ordered.len()
    }

    /// The cards in id order, taken out.
    pub(super) fn into_values(mut self) -> impl Iterator<Item = CardDef> {
        std::mem::take(&mut self.ordered)
            .into_iter()
            .filter_map(move |id| self.by_id.remove(&id))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(id: &str) -> CardDef {
        toml::from_str(&format!("id = \"{id}\"\nname = \"{id}\"\ntype = \"unit\"")).expect("a card")
    }

    #[test]
    fn cards_are_found_by_id_and_listed_in_id_order_whatever_order_they_came_in() {
        let mut own = OwnCards::default();
        for id in ["c", "a", "b"] {
            own.insert(card(id));
        }
        assert_eq!(own.get("b").map(|c| c.id.as_str()), Some("b"));
        assert!(own.get("d").is_none() && !own.contains_key("d"));
        let ids = |it: &mut dyn Iterator<Item = String>| it.collect::<Vec<_>>();
        assert_eq!(
            ids(&mut own.values().map(|c| c.id.clone())),
            ["a", "b", "c"]
        );
        assert_eq!(ids(&mut own.keys().cloned()), ["a", "b", "c"]);
        assert_eq!(own.len(), 3);
        assert_eq!(ids(&mut own.into_values().map(|c| c.id)), ["a", "b", "c"]);
    }
}
