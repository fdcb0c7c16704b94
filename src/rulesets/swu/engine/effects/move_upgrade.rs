//! "Attach an upgrade on a unit to another eligible unit controlled by the
//! same player." (Survivors' Gauntlet): the ability's controller chooses an
//! upgrade in play (7.1.5), then a unit other than the one it is on that is
//! eligible for it (3.6.3a: its attachment restriction allows it, the
//! upgrade's controller being the "you" of "a friendly unit") and, for
//! Survivors' Gauntlet, controlled by the player who controls the unit it
//! is on. It detaches from the first unit and attaches to the second at
//! once (3.6.14): it does not leave play and is not played, so nothing
//! about a play or a defeat happens, and it keeps its controller (1.5.2e);
//! a token upgrade's controller is its new unit's (1.5.2f). Only upgrades
//! with a unit to go to are offered: the player resolves as much as they
//! can (8.32.1), and one with nowhere to go could not be attached.

use super::super::decide::Ask;
use super::super::{kinds, Engine, EngineResult, InstanceId, PlayerId, StepText};
use super::upgrades_in_play::Attached;
use super::By;
use crate::rulesets::swu::cards::UpgradeFilter;

impl Engine<'_> {
    pub(super) fn move_upgrade(
        &mut self,
        filter: &UpgradeFilter,
        on_friendly: bool,
        same_player: bool,
        by: By,
    ) -> EngineResult<()> {
        let (named, at) = self.upgrades_passing(filter, by);
        let mut options: Vec<(String, String)> = Vec::new();
        let mut moves: Vec<(InstanceId, Attached, Vec<InstanceId>)> = Vec::new();
        for (option, (host, what)) in named.into_iter().zip(at) {
            let Some(h) = self.state.unit(host) else {
                continue;
            };
            if on_friendly && h.controller != by.you {
                continue;
            }
            let to = self.eligible_new_units(host, &what, same_player);
            if !to.is_empty() {
                options.push(option);
                moves.push((host, what, to));
            }
        }
        if options.is_empty() {
            return self.note(
                format!(
                    "{}: no upgrade has another eligible unit to attach to, so this does nothing.",
                    by.source
                ),
                &["3.6.3a", "1.3.2"],
            );
        }
        let labels: Vec<String> = options.iter().map(|(o, _)| o.clone()).collect();
        let prompt = format!(
            "{}: choose an upgrade to attach to another unit.",
            by.source
        );
        let Some(chosen) = self.decide_named(by.you, prompt, options, Ask::One, &["7.1.5"])? else {
            return Ok(());
        };
        let i = labels.iter().position(|o| *o == chosen[0]).unwrap_or(0);
        let (host, what, to) = moves.swap_remove(i);
        let units: Vec<String> = to
            .iter()
            .filter_map(|id| self.state.unit(*id).map(|u| u.label.clone()))
            .collect();
        let prompt = format!("{}: which unit does it attach to?", by.source);
        let Some(c) = self.decide(by.you, prompt, units.clone(), Ask::One, &["3.6.3a"])? else {
            return Ok(());
        };
        let j = units.iter().position(|u| *u == c[0]).unwrap_or(0);
        self.reattach(host, what, to[j], by)
    }

    /// The units other than `host` eligible for the upgrade `what` on it
    /// (3.6.3a), only those of `host`'s controller when `same_player`.
    fn eligible_new_units(
        &self,
        host: InstanceId,
        what: &Attached,
        same_player: bool,
    ) -> Vec<InstanceId> {
        let Some(h) = self.state.unit(host) else {
            return Vec::new();
        };
        // A token upgrade has no attachment restriction; a card's is its
        // printed one, "friendly" meaning its controller's (1.5.3a).
        let (attach, controller): (_, PlayerId) = match what {
            Attached::Card(label) => match h.upgrades.iter().find(|u| u.label == *label) {
                // A card attached by an ability keeps that ability's
                // restriction (3.6.3b).
                Some(up) => (
                    super::attach_as_upgrade::restriction_of(self.pool, up),
                    up.controller(),
                ),
                None => return Vec::new(),
            },
            Attached::Shield | Attached::Experience => (None, h.controller),
        };
        self.state
            .units
            .iter()
            .filter(|u| u.instance != host)
            .filter(|u| !same_player || u.controller == h.controller)
            .filter(|u| self.eligible_for(u, attach.as_ref(), controller))
            .map(|u| u.instance)
            .collect()
    }

    /// Detach `what` from `from` and attach it to `to`, at once (3.6.14).
    pub(super) fn reattach(
        &mut self,
        from: InstanceId,
        what: Attached,
        to: InstanceId,
        by: By,
    ) -> EngineResult<()> {
        let Some(old) = self.state.unit_mut(from) else {
            return Ok(());
        };
        let from_label = old.label.clone();
        let (name, card) = match &what {
            Attached::Shield => {
                old.shields -= 1;
                ("A Shield token".to_string(), None)
            }
            Attached::Experience => {
                old.experience -= 1;
                ("An Experience token".to_string(), None)
            }
            Attached::Card(label) => {
                let Some(i) = old.upgrades.iter().position(|u| u.label == *label) else {
                    return Ok(());
                };
                let up = old.upgrades.remove(i);
                (self.card_name(&up.card), Some(up))
            }
        };
        let Some(new) = self.state.unit_mut(to) else {
            return Ok(());
        };
        let to_label = new.label.clone();
        match card {
            Some(up) => new.upgrades.push(up),
            None if what == Attached::Shield => new.shields += 1,
            None => new.experience += 1,
        }
        self.record(
            kinds::MOVE,
            StepText::new(
                crate::text!(
                    "{}: {} detaches from {} and attaches to {} at once; it stays in play.",
                    by.source,
                    &name,
                    &from_label,
                    &to_label
                ),
                &["3.6.14"],
            )
            .source(by.source),
        )
    }
}
