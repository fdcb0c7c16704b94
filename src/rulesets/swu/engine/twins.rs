//! Which printed names more than one unit has had this run, for
//! [`Engine::unit_name`]: a unit is named with its ref when another unit
//! with its printed name is in play or has left play during the run.
//!
//! Looking at every other unit for every line that names one made naming
//! a quarter of a huge window's run (issue 25: 200 units, each damaged at
//! every wave). The answer only changes when a unit comes or goes, so it is
//! kept per name and worked out again only then. Units come only through
//! `GameState::enter_unit` (a new instance number) and go only by a
//! removal (fewer units, and a departed entry when defeated), so the key
//! (units, next instance, departed) changes whenever the answer may have.

use std::cell::RefCell;

use super::{Engine, Unit};
use crate::fast_hash::FastMap;

/// For each name, the first ref that had it and whether another ref has
/// had it too; by printed name, and apart from those by card id for a card
/// the pool does not have (two such cards are twins only when they are the
/// same card, as before).
#[derive(Default)]
pub(super) struct TwinNames {
    key: Option<(usize, u32, usize)>,
    printed: FastMap<String, (String, bool)>,
    unprinted: FastMap<String, (String, bool)>,
}

impl TwinNames {
    pub(super) fn new() -> RefCell<TwinNames> {
        RefCell::new(TwinNames::default())
    }
}

impl Engine<'_> {
    /// Does another unit, in play or gone, have `u`'s printed name
    /// (`printed`: the pool's name of its card, which the caller has)?
    pub(super) fn has_twin(&self, u: &Unit, printed: Option<&str>) -> bool {
        let key = (
            self.state.units.len(),
            self.state.next_instance,
            self.departed.len(),
        );
        let mut twins = self.twins.borrow_mut();
        if twins.key != Some(key) {
            let TwinNames {
                printed, unprinted, ..
            } = &mut *twins;
            printed.clear();
            unprinted.clear();
            let all = self
                .state
                .units
                .iter()
                .map(|x| (x.card.as_str(), x.label.as_str()))
                .chain(self.departed.iter().map(|(c, l)| (c.as_str(), l.as_str())));
            for (card, label) in all {
                let (map, name) = match self.pool.get(card) {
                    Some(c) => (&mut *printed, c.name.as_str()),
                    None => (&mut *unprinted, card),
                };
                match map.get_mut(name) {
                    Some((first, more)) => *more |= first != label,
                    None => {
                        map.insert(name.to_string(), (label.to_string(), false));
                    }
                }
            }
            twins.key = Some(key);
        }
        let entry = match printed {
            Some(name) => twins.printed.get(name),
            None => twins.unprinted.get(u.card.as_str()),
        };
        // Another ref with the name: a second one, or a first that is not
        // this unit's (this unit's own entries share its ref).
        entry.is_some_and(|(first, more)| *more || *first != u.label)
    }
}
