//! A leader's leader side's constant abilities ("Each friendly upgraded
//! unit gets +1/+0.", Gar Saxon): only a leader's faceup side is in play
//! (3.4.3), and a constant ability is in effect while its card is in play
//! (7.3.1), so they reach the units of the leader's player while it is
//! not deployed; deployed, its leader side has left play (3.4.4) and its
//! unit side's constants apply instead, as any unit's.

use super::stats::filter_on_card_holds;
use super::{GameState, Unit};
use crate::rulesets::swu::cards::{CardPool, Constant, ConstantScope};

/// The leader-side constants that reach `u`: those of the leader of its
/// controller (a player's leader is theirs, 3.4.2), while not deployed.
pub(super) fn leader_side_constants<'a>(
    pool: &'a CardPool,
    state: &'a GameState,
    u: &'a Unit,
) -> impl Iterator<Item = &'a Constant> + 'a {
    state
        .player(u.controller)
        .leader
        .as_ref()
        .filter(|l| !l.deployed)
        .and_then(|l| pool.get(&l.card))
        .into_iter()
        .flat_map(|c| c.constants.iter())
        .filter(move |k| {
            k.to == ConstantScope::FriendlyUnitsFromLeaderSide
                && k.while_.is_none()
                && k.per.is_none()
                && filter_on_card_holds(pool, &k.filter, u)
        })
}
