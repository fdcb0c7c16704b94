//! Playing an upgrade (CR 3.6): the units its attachment restriction
//! allows, the choice of one, the attaching, then its When Played.

use super::decide::Ask;
use super::events::GameEvent;
use super::{kinds, Engine, EngineResult, ErrorKind, PlayerId, StepText, Upgrade};

impl Engine<'_> {
    /// Is there a unit in play `p` could attach this upgrade to (3.6.3)?
    pub(super) fn has_eligible_unit(&self, p: PlayerId, card: &str) -> bool {
        let attach = self.pool.get(card).and_then(|c| c.attach.clone());
        self.state
            .units
            .iter()
            .any(|u| self.eligible_for(u, attach.as_ref(), p))
    }

    /// Play an upgrade `owner` owns: attach it to a unit, then its When Played abilities
    /// trigger, with "attached unit" as "it" ("When played using Smuggle"
    /// too when `how` says so). `false` when it was never played: the game
    /// ended at the choice of unit (5.6.4).
    pub(super) fn play_upgrade(
        &mut self,
        p: PlayerId,
        owner: PlayerId,
        card: &str,
        (name, how): (&str, crate::rulesets::swu::cards::HowPlayed),
        label: &str,
    ) -> EngineResult<bool> {
        // Only the units its attachment restriction allows (3.6.3a); with
        // none it cannot be played (3.6.3, "attach to" is a play
        // restriction, 8.19.2).
        let attach = self.pool.get(card).and_then(|c| c.attach.clone());
        let options: Vec<String> = self
            .state
            .units
            .iter()
            .filter(|u| self.eligible_for(u, attach.as_ref(), p))
            .map(|u| u.label.clone())
            .collect();
        if options.is_empty() {
            return Err(self.error(
                ErrorKind::IllegalAction,
                format!(
                    "{name} needs a unit it can attach to, and there is none, so it cannot be played (3.6.3, 8.19.2)"
                ),
            ));
        }
        // A unit committed to as the play was declared, its cost depending
        // on it (`upgrade_on`, open question 30), is the one it attaches to.
        let committed = self
            .upgrade_on
            .take()
            .and_then(|i| self.state.unit(i))
            .map(|u| u.label.clone())
            .filter(|l| options.contains(l));
        let c = match committed {
            Some(l) => vec![l],
            None => {
                let prompt = format!(
                    "{name}: which unit does {} attach it to?",
                    self.state.name(p)
                );
                let Some(c) = self.decide(p, prompt, options, Ask::One, &["3.6.2", "3.6.3a"])?
                else {
                    return Ok(false);
                };
                c
            }
        };
        let Some(unit) = self
            .state
            .units
            .iter()
            .find(|u| u.label == c[0])
            .map(|u| u.instance)
        else {
            return Ok(false);
        };
        let upgrade_label = self.unique_label(card.to_string());
        if let Some(u) = self.state.unit_mut(unit) {
            u.upgrades.push(Upgrade {
                card: card.to_string(),
                label: upgrade_label,
                owner,
                // The player who plays it controls it (1.5.2b), even a
                // card the other player owns.
                taken_by: (owner != p).then_some(p),
                attached_by: None,
            });
        }
        self.record(
            kinds::ACTION,
            StepText::new(
                crate::text!("{} plays {} on {}.", self.state.name(p), &name, &c[0]),
                &["5.4.1b", "6.2.5b"],
            )
            .player(p)
            .label(label.to_string())
            .source(name.to_string()),
        )?;
        self.emit(GameEvent::Played {
            player: p,
            card: card.to_string(),
            unit: None,
            event: false,
            on: Some(unit),
        })?;
        self.emit_upgrade_played(p, card, unit, how)?;
        Ok(true)
    }
}
