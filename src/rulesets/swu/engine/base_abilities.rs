//! A base's abilities (3.2.1: some bases have one): the base card a
//! player's base is, found by its printed name, holds its triggered
//! abilities like a card in play, controlled by that player, and its
//! constant abilities reach that player's units (`base_constants`); and the
//! conditions of the triggers only bases print, which need the board
//! ("a friendly Force unit", "you deploy").

use super::events::GameEvent;
use super::stats::filter_on_card_holds;
use super::{Engine, GameState, PlayerId, Unit};
use crate::rulesets::swu::cards::{CardDef, CardPool, CardType, Constant, ConstantScope, Trigger};

/// The printed base `p`'s base is, by its name; none for a base of the
/// scenario's own (no printed base has its name), which has no ability.
pub(super) fn base_card<'a>(
    pool: &'a CardPool,
    state: &GameState,
    p: PlayerId,
) -> Option<&'a CardDef> {
    pool.named(&state.player(p).base.name)
        .into_iter()
        .find(|c| c.card_type == CardType::Base)
}

/// Each player's printed base card ([`base_card`]), found once for a
/// board: a base's name does not change during a game, and every look at a
/// unit's stats asks for its controller's base (looking it up by name each
/// time was two thirds of a 200-trigger window's run, issue 25).
#[derive(Debug, Clone, Copy)]
pub struct BaseCards<'a>([Option<&'a CardDef>; 2]);

impl<'a> BaseCards<'a> {
    pub fn of(pool: &'a CardPool, state: &GameState) -> BaseCards<'a> {
        BaseCards(PlayerId::BOTH.map(|p| base_card(pool, state, p)))
    }

    /// The printed base card of `p`'s base.
    pub fn of_player(&self, p: PlayerId) -> Option<&'a CardDef> {
        self.0[p.index()]
    }
}

/// The constant abilities (7.3) of the base of `u`'s controller that reach
/// it ("Each leader unit you control gets +1/+0."): the base is in play
/// and its player controls it (1.5.2b). Only a plain change of the units
/// that player controls is read on a base (`text::constant`).
pub(super) fn base_constants<'a>(
    pool: &'a CardPool,
    bases: BaseCards<'a>,
    u: &'a Unit,
) -> impl Iterator<Item = &'a Constant> + 'a {
    bases
        .of_player(u.controller)
        .into_iter()
        .flat_map(|c| c.constants.iter())
        .filter(move |k| {
            k.to == ConstantScope::UnitsYouControl
                && k.while_.is_none()
                && k.per.is_none()
                && filter_on_card_holds(pool, &k.filter, u)
        })
}

impl<'p> Engine<'p> {
    /// [`base_card`] for this run's board, found when the engine was made.
    pub(super) fn base_card(&self, p: PlayerId) -> Option<&'p CardDef> {
        self.bases.of_player(p)
    }

    /// Whether `event` meets the part of trigger `t` that the board
    /// decides, for a holder controlled by `controller`: a trigger without
    /// such a part is met.
    pub(super) fn board_meets(&self, t: Trigger, event: &GameEvent, controller: PlayerId) -> bool {
        let friendly = |id| self.state.unit(id).filter(|u| u.controller == controller);
        match (t, event) {
            // Traits are the card's (printed) ones.
            (Trigger::FriendlyForceUnitAttacks, GameEvent::AttackDeclared { attacker, .. }) => {
                friendly(*attacker)
                    .and_then(|u| self.pool.get(&u.card))
                    .is_some_and(|c| c.traits.iter().any(|x| x.eq_ignore_ascii_case("Force")))
            }
            (Trigger::YouDeployLeader, GameEvent::Deployed { unit }) => friendly(*unit).is_some(),
            (Trigger::FriendlyForceUnitAttacks | Trigger::YouDeployLeader, _) => false,
            _ => true,
        }
    }
}
