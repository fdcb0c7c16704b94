//! The uniqueness state check (1.16.5b, 8.29.3): a player who controls more
//! than one in-play copy of a unique card chooses one to keep and defeats
//! the others.
//!
//! Copies are the same card when they share a name and a subtitle (8.29.2,
//! 8.29.3), whatever their card ids (a reprint is another id for the same
//! card); cards with the same name and different subtitles are different
//! cards. Every in-play copy counts, however it is in play (8.29.3a): units
//! (deployed leaders included) and upgrades attached to units. The limit
//! is each player's own (8.29.5): an upgrade counts for the player who
//! controls it, the one who played it unless another player has taken
//! control of it (1.5.2d, `Upgrade::controller`: Survivors' Gauntlet,
//! Pre Vizsla), whatever unit it is on.

use super::decide::Ask;
use super::{Engine, EngineResult, InstanceId, PlayerId};
use crate::rulesets::swu::cards::CardType;

/// Where one in-play copy of a card is.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Where {
    Unit(InstanceId),
    /// An upgrade: its host and its label.
    Upgrade(InstanceId, String),
}

/// One in-play copy: where it is, its label and who controls it.
struct InPlay {
    at: Where,
    label: String,
    card: String,
    controller: PlayerId,
}

impl Engine<'_> {
    /// Every in-play copy of a card: units, then the upgrades on them.
    fn in_play_copies(&self) -> Vec<InPlay> {
        let mut out = Vec::new();
        for u in &self.state.units {
            out.push(InPlay {
                at: Where::Unit(u.instance),
                label: u.label.clone(),
                card: u.card.clone(),
                controller: u.controller,
            });
        }
        for u in &self.state.units {
            for up in &u.upgrades {
                out.push(InPlay {
                    at: Where::Upgrade(u.instance, up.label.clone()),
                    label: up.label.clone(),
                    card: up.card.clone(),
                    controller: up.controller(),
                });
            }
        }
        out
    }

    /// The name and subtitle of a unique card, `None` for a card that is
    /// not unique (or not in the pool).
    fn unique_identity(&self, card: &str) -> Option<(String, Option<String>)> {
        let def = self.pool.get(card)?;
        def.unique.then(|| {
            (
                def.name.to_lowercase(),
                def.subtitle.as_ref().map(|s| s.to_lowercase()),
            )
        })
    }

    /// 1.16.5b: a player with more than one in-play copy of a unique card
    /// chooses one to keep and defeats the others. Returns whether it did
    /// anything.
    pub(super) fn check_unique(&mut self) -> EngineResult<bool> {
        let upgrades: usize = self.state.units.iter().map(|u| u.upgrades.len()).sum();
        let key = (
            self.state.units.len(),
            self.state.next_instance,
            self.control_changes,
            upgrades,
        );
        if key == self.unique_checked {
            return Ok(false);
        }
        let all = self.in_play_copies();
        let ids: Vec<_> = all.iter().map(|c| self.unique_identity(&c.card)).collect();
        let twin = (0..all.len()).find_map(|i| {
            let id = ids[i].as_ref()?;
            (i + 1..all.len())
                .any(|j| ids[j].as_ref() == Some(id) && all[j].controller == all[i].controller)
                .then(|| (id.clone(), all[i].controller))
        });
        let Some((identity, p)) = twin else {
            self.unique_checked = key;
            return Ok(false);
        };
        let copies: Vec<&InPlay> = all
            .iter()
            .zip(&ids)
            .filter(|(c, id)| id.as_ref() == Some(&identity) && c.controller == p)
            .map(|(c, _)| c)
            .collect();
        // Two copies may share a label (a board copy and a played one).
        let options: Vec<String> = copies
            .iter()
            .enumerate()
            .map(|(k, c)| {
                if copies.iter().filter(|x| x.label == c.label).count() > 1 {
                    format!("{} ({})", c.label, k + 1)
                } else {
                    c.label.clone()
                }
            })
            .collect();
        let name = self.card_name(&copies[0].card);
        let prompt = format!(
            "{} controls {} copies of the unique {name}: which one do they keep?",
            self.state.name(p),
            copies.len(),
        );
        let doomed: Vec<(Where, String)> = copies
            .iter()
            .zip(&options)
            .map(|(c, o)| (c.at.clone(), o.clone()))
            .collect();
        let Some(keep) = self.decide(p, prompt, options, Ask::One, &["1.16.5b", "8.29.3"])? else {
            return Ok(true);
        };
        for (at, option) in doomed {
            if option == keep[0] {
                continue;
            }
            match at {
                // 8.29.3 also says what the defeat triggers still
                // resolves; 7.6.14 (When Defeated) is cited by such an
                // ability's own steps, not by every copy's defeat.
                Where::Unit(id) => self.defeat_cited(
                    id,
                    "1.16.5b: a player may control only one copy of a unique card",
                    &["1.16.5b", "8.29.3"],
                )?,
                Where::Upgrade(host, label) => self.defeat_upgrade_copy(host, &label)?,
            }
        }
        Ok(true)
    }

    /// Defeat one attached upgrade for the uniqueness rule: it goes to its
    /// owner's discard pile (a token upgrade ceases to exist).
    fn defeat_upgrade_copy(&mut self, host: InstanceId, label: &str) -> EngineResult<()> {
        let Some(unit) = self.state.unit_mut(host) else {
            return Ok(());
        };
        let Some(i) = unit.upgrades.iter().position(|u| u.label == label) else {
            return Ok(());
        };
        let up = unit.upgrades.remove(i);
        let host_label = unit.label.clone();
        let name = self.card_name(&up.card);
        let whither = if self.is_type(&up.card, CardType::Token) {
            "a token ceases to exist"
        } else {
            "it goes to its owner's discard pile"
        };
        let text = format!(
            "{name} on {host_label} is defeated (1.16.5b: a player may control only one copy of a unique card); {whither}."
        );
        self.defeat_upgrade(&up, text, &["1.16.5b", "8.29.3"])
    }
}
