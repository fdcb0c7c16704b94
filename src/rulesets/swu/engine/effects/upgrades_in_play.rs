//! "Defeat an upgrade", "return a non-unique upgrade to its owner's hand":
//! the ability's controller chooses one upgrade attached to a unit in play
//! (7.1.5). A Shield or Experience token is an upgrade too, a token one
//! (3.6.12, 3.7.5, 3.7.6), so it is among the choices; the board keeps
//! those as counts on the unit, the others as attached cards.

use super::super::decide::Ask;
use super::super::{kinds, Engine, EngineResult, HiddenCard, InstanceId, StepText};
use super::By;
use crate::rulesets::swu::cards::{CardType, UpgradeFilter};

/// One upgrade a unit in play has.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Attached {
    Shield,
    Experience,
    /// An attached card, by its label on the unit.
    Card(String),
}

/// The upgrades a player may choose: each option's label and its name on
/// its unit, beside the unit it is on and which upgrade it is.
pub(super) type Choices = (Vec<(String, String)>, Vec<(InstanceId, Attached)>);

/// Where the chosen upgrade goes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(in super::super) enum Fate {
    Defeated,
    ToHand,
}

impl Engine<'_> {
    pub(super) fn upgrade_leaves(
        &mut self,
        filter: &UpgradeFilter,
        fate: Fate,
        by: By,
    ) -> EngineResult<()> {
        match self.choose_upgrade(filter, by)? {
            Some((host, what)) => self.upgrade_goes(host, what, fate, by),
            None => Ok(()),
        }
    }

    /// The upgrades in play `filter` lets the player choose among, by the
    /// option's label and its name on its unit, beside where each is.
    pub(super) fn upgrades_passing(&self, filter: &UpgradeFilter, by: By) -> Choices {
        let mut named: Vec<(String, String)> = Vec::new();
        let mut at: Vec<(InstanceId, Attached)> = Vec::new();
        for u in &self.state.units {
            // A token upgrade is controlled by its unit's controller
            // (1.5.2f), so a friendly one is on a friendly unit.
            let tokens_pass = !filter.friendly || u.controller == by.you;
            let host = self.unit_name(u);
            let mut add = |what: Attached, label: String, name: String| {
                let option = format!("{label} on {}", u.label);
                if !named.iter().any(|(o, _)| *o == option) {
                    named.push((option, format!("{name} on {host}")));
                    at.push((u.instance, what));
                }
            };
            // Token upgrades are non-unique and cost 0 (3.7.2): they pass
            // any filter a card prints here.
            if tokens_pass && u.shields > 0 {
                add(Attached::Shield, "shield".into(), "a Shield token".into());
            }
            if tokens_pass && u.experience > 0 {
                add(
                    Attached::Experience,
                    "experience".into(),
                    "an Experience token".into(),
                );
            }
            for up in &u.upgrades {
                let card = self.pool.get(&up.card);
                let passes = (!filter.non_unique || card.is_some_and(|c| !c.unique))
                    && filter
                        .max_cost
                        .is_none_or(|m| card.and_then(|c| c.cost).unwrap_or(0) <= m)
                    && (!filter.friendly || up.controller() == by.you);
                if passes {
                    add(
                        Attached::Card(up.label.clone()),
                        up.label.clone(),
                        self.card_name(&up.card),
                    );
                }
            }
        }
        (named, at)
    }

    /// Whether `filter` lets the player choose any upgrade in play.
    pub(super) fn any_upgrade_passes(&self, filter: &UpgradeFilter, by: By) -> bool {
        !self.upgrades_passing(filter, by).0.is_empty()
    }

    /// The player's choice of one upgrade `filter` allows (7.1.5), and
    /// where it is; `None` when there is none (said in the trace) or the
    /// game ended at the choice.
    pub(super) fn choose_upgrade(
        &mut self,
        filter: &UpgradeFilter,
        by: By,
    ) -> EngineResult<Option<(InstanceId, Attached)>> {
        let (named, at) = self.upgrades_passing(filter, by);
        if named.is_empty() {
            self.note(
                format!(
                    "{}: there is no upgrade it can choose, so this part does nothing.",
                    by.source
                ),
                // A part that cannot resolve is ignored (1.3.2).
                &["1.3.2"],
            )?;
            return Ok(None);
        }
        let options: Vec<String> = named.iter().map(|(o, _)| o.clone()).collect();
        let prompt = format!("{}: choose an upgrade.", by.source);
        let Some(chosen) = self.decide_named(by.you, prompt, named, Ask::One, &["7.1.5"])? else {
            return Ok(None);
        };
        let i = options.iter().position(|o| *o == chosen[0]).unwrap_or(0);
        Ok(Some(at[i].clone()))
    }

    pub(super) fn upgrade_goes(
        &mut self,
        host: InstanceId,
        what: Attached,
        fate: Fate,
        by: By,
    ) -> EngineResult<()> {
        // Which Shield token, when they differ, is the ability's
        // controller's (`engine::that_shield`).
        let mark = match &what {
            Attached::Shield => match self.which_shield(host, by.you)? {
                Some(mark) => mark,
                None => return Ok(()),
            },
            _ => None,
        };
        let Some(u) = self.state.unit_mut(host) else {
            return Ok(());
        };
        let host_label = u.label.clone();
        // A token leaves play to be set aside, whatever the ability says
        // (3.6.12, 3.7.3).
        let token = match &what {
            Attached::Shield => {
                super::super::that_shield::lose_shield(u, mark);
                Some("A Shield token")
            }
            Attached::Experience => {
                u.experience -= 1;
                Some("An Experience token")
            }
            Attached::Card(_) => None,
        };
        if let Some(name) = token {
            let (text, rules): (String, &[&'static str]) = match fate {
                Fate::Defeated => (
                    format!("{}: {name} on {host_label} is defeated and set aside.", by.source),
                    &["3.6.12", "3.7.3"],
                ),
                Fate::ToHand => (
                    format!(
                        "{}: {name} on {host_label} leaves play; a token cannot go to a hand, so it is set aside.",
                        by.source
                    ),
                    &["3.7.3", "8.24.1"],
                ),
            };
            return self.record(kinds::DEFEAT, StepText::new(text, rules).source(by.source));
        }
        let Attached::Card(label) = what else {
            return Ok(());
        };
        let Some(i) = u.upgrades.iter().position(|x| x.label == label) else {
            return Ok(());
        };
        let up = u.upgrades.remove(i);
        let name = self.card_name(&up.card);
        if self.is_type(&up.card, CardType::Token) {
            return self.record(
                kinds::DEFEAT,
                StepText::new(
                    crate::text!("{} on {} leaves play and is set aside.", &name, &host_label),
                    &["3.6.12", "3.7.3"],
                )
                .source(by.source),
            );
        }
        let owner = self.state.player_mut(up.owner);
        let (text, rules): (String, &[&'static str]) = match fate {
            Fate::Defeated => {
                owner.discard.push(up.card.clone());
                (
                    format!(
                        "{} defeats {name} on {host_label}; it goes to its owner's discard pile.",
                        by.source
                    ),
                    &["3.6.11"],
                )
            }
            Fate::ToHand => {
                owner.hand.push(HiddenCard::Known(up.card.clone()));
                (
                    format!(
                        "{} returns {name} on {host_label} to its owner's hand.",
                        by.source
                    ),
                    &["8.24.1", "8.24.2"],
                )
            }
        };
        let kind = match fate {
            Fate::Defeated => kinds::DEFEAT,
            Fate::ToHand => kinds::MOVE,
        };
        self.record(kind, StepText::new(text, rules).source(by.source))
    }
}
