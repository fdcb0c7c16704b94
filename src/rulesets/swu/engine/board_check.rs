//! The board a scenario starts from, checked before the engine runs: every
//! card it names is in the pool, and it is a board a game can reach (no
//! unit already defeated, no base already destroyed, no more units than
//! the engine runs). Kept apart from `mod.rs`, which is the engine's frame.

use super::error::ErrorKind;
use super::{Engine, EngineResult, UNIT_LIMIT};
use crate::rulesets::swu::cards::CardType;

impl Engine<'_> {
    /// Every card the board names must be in the pool, and the board must be
    /// one that can exist.
    pub(super) fn validate_board(&self) -> EngineResult<()> {
        let mut ids: Vec<&str> = self.state.units.iter().map(|u| u.card.as_str()).collect();
        for p in &self.state.players {
            ids.extend(p.leader.iter().map(|l| l.card.as_str()));
            ids.extend(p.deck.iter().chain(&p.hand).filter_map(|c| c.id()));
            ids.extend(p.discard.iter().map(String::as_str));
        }
        ids.extend(
            self.state
                .units
                .iter()
                .flat_map(|u| u.upgrades.iter().map(|g| g.card.as_str())),
        );
        if let Some(missing) = ids.iter().find(|id| self.pool.get(id).is_none()) {
            return Err(self.error(
                ErrorKind::UnknownCard,
                format!("the board names card '{missing}', which is not in the card pool"),
            ));
        }
        if self.state.units.len() > UNIT_LIMIT {
            return Err(self.error(
                ErrorKind::UnitLimit,
                format!(
                    "the board has {} units in play: the engine runs at most {UNIT_LIMIT} at once, more than any real game has",
                    self.state.units.len()
                ),
            ));
        }
        for u in &self.state.units {
            let card = self.pool.get(&u.card).expect("checked above");
            if !matches!(
                card.card_type,
                CardType::Unit | CardType::Token | CardType::Leader
            ) {
                return Err(self.error(
                    ErrorKind::ImpossibleBoard,
                    format!("{} is not a unit and cannot be in an arena", card.name),
                ));
            }
            if self.unit_hp(u) - u.damage <= 0 {
                return Err(self.error(
                    ErrorKind::ImpossibleBoard,
                    format!(
                        "{} has {} damage but only {} HP: it would already have been defeated",
                        u.label,
                        u.damage,
                        self.unit_hp(u)
                    ),
                ));
            }
        }
        for p in &self.state.players {
            if p.base.remaining() <= 0 && self.state.outcome.is_none() {
                return Err(self.error(
                    ErrorKind::ImpossibleBoard,
                    format!(
                        "{}'s base has no HP left: the game would already be over",
                        p.name
                    ),
                ));
            }
        }
        Ok(())
    }
}
