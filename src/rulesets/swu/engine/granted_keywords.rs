//! Keywords one unit's lasting effect gives other units while it is in
//! play (`LastingKind::GrantsKeyword`, Admiral Yularen's chosen keyword):
//! each unit its controller controls that passes the effect's filter has
//! the keyword (7.5.3: while the effect persists the unit is considered to
//! have it), the numbers of Restore or Raid adding up with its own (7.5.4).
//! The effect is removed with its unit when that unit leaves play
//! (`zones`), so a grant here is always one of a unit in play. Which units
//! it reaches is looked at each time, so a unit that enters play later is
//! reached too: the engine's reading of open question 36.

use super::stats::filter_on_card_holds;
use super::{Engine, LastingKind, Unit};
use crate::rulesets::swu::cards::Keyword;

impl Engine<'_> {
    /// The number of `k` (0 for a keyword without one) the grants of units
    /// in play give `u`; `None` when none gives it.
    pub(super) fn granted_keyword(&self, u: &Unit, k: Keyword) -> Option<u32> {
        let mut total = None;
        for l in self.state.lasting.iter() {
            let LastingKind::GrantsKeyword {
                keyword,
                amount,
                filter,
            } = &l.effect
            else {
                continue;
            };
            if *keyword != k {
                continue;
            }
            let Some(source) = self.state.unit(l.target) else {
                continue;
            };
            // Its source gives nothing while it has lost all abilities (8.14.2).
            if self.lost_all(source.instance) {
                continue;
            }
            if source.controller == u.controller && filter_on_card_holds(self.pool, filter, u) {
                total = Some(total.unwrap_or(0) + amount);
            }
        }
        total
    }
}
