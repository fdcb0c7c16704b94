//! "If this card is a unit, attach it as an upgrade to The Ghost."
//! (Phantom II, JTL 050): a unit in play becomes an upgrade on another
//! unit.
//!
//! The card stays in play: it moves from its arena to a unit in play, not
//! to an out-of-play zone, so it does not leave play (8.12.1), is not
//! defeated and is not played; nothing about a defeat, a departure or a
//! play happens. As it is attached, its damage is removed and its upgrades
//! are defeated (3.5.6); from then on it is an upgrade and not a unit for
//! all purposes (3.5.6): it has no power or HP of its own and gives none
//! as modifiers (only upgrades and Pilot units print those, 2.9.1,
//! 2.11.1), and its "Attached unit gets ..." reaches the unit it is on
//! (`stats::upgrade_constants`). It keeps, as its attachment restriction,
//! the one the ability named ("Attach to The Ghost", 3.6.3b), which
//! another effect moving it must respect (`effects::move_upgrade`).
//!
//! "The Ghost" is a referential ability: any unit with that name, whatever
//! its subtitle (8.23.2) and whoever controls it (the CR's own example of
//! the restriction says no "friendly", 3.6.3b); with several, the
//! ability's controller chooses. With none, or when the card is not a
//! unit (its action used while it is an upgrade, 6.4.0f), nothing happens
//! (1.3.2). The card stays its controller's as an upgrade (3.6.5).
//!
//! Cards it guards (8.33.2) are rescued as it stops being a unit: the CR
//! says only that leaving play rescues them (8.33.4), and this card does
//! not leave play; open question 43, marked.

use super::super::decide::Ask;
use super::super::readings::GUARD_BECOMES_AN_UPGRADE;
use super::super::{kinds, Engine, EngineResult, StepText, Upgrade};
use super::By;
use crate::rulesets::swu::cards::{AttachTo, CardDef, CardPool, CardType, Effect};

/// The attachment restriction an upgrade has now: the one the ability
/// that attached a non-upgrade card gave it (3.6.3b), else its card's
/// printed one (3.6.3). A non-upgrade card a scenario puts on a unit was
/// attached by its own ability, the only way the engine attaches one.
pub(in super::super) fn restriction_of(pool: &CardPool, up: &Upgrade) -> Option<AttachTo> {
    if up.attached_by.is_some() {
        return up.attached_by.clone();
    }
    let card = pool.get(&up.card)?;
    match card.card_type {
        CardType::Upgrade | CardType::Token => card.attach.clone(),
        _ => own_attachment(card),
    }
}

/// The restriction of a card's own "attach it as an upgrade to ...".
fn own_attachment(card: &CardDef) -> Option<AttachTo> {
    card.abilities
        .iter()
        .flat_map(|a| a.effects.iter())
        .find_map(|e| match e {
            Effect::AttachAsUpgrade(a) => Some(a.to.clone()),
            _ => None,
        })
}

impl Engine<'_> {
    pub(super) fn attach_as_upgrade(&mut self, to: &AttachTo, by: By) -> EngineResult<()> {
        let Some(this) = by.this.and_then(|id| self.state.unit(id)).cloned() else {
            return self.note(
                format!(
                    "{}: this card is not a unit, so it is not attached; nothing happens.",
                    by.source
                ),
                &["6.4.0f", "1.3.2"],
            );
        };
        let hosts: Vec<String> = self
            .state
            .units
            .iter()
            .filter(|u| u.instance != this.instance)
            .filter(|u| self.eligible_for(u, Some(to), by.you))
            .map(|u| u.label.clone())
            .collect();
        if hosts.is_empty() {
            return self.note(
                format!(
                    "{}: there is no unit it may be attached to, so it stays a unit; nothing happens.",
                    by.source
                ),
                &["1.3.2", "8.23.2"],
            );
        }
        let prompt = format!("{}: which unit is it attached to?", by.source);
        let Some(c) = self.decide(by.you, prompt, hosts, Ask::One, &["3.6.3b", "8.23.2"])? else {
            return Ok(());
        };
        let Some(host) = self
            .state
            .units
            .iter()
            .find(|u| u.label == c[0])
            .map(|u| (u.instance, u.label.clone()))
        else {
            return Ok(());
        };
        // Out of the arena, not out of play (8.12.1): no departure, and
        // lasting effects on it as a unit have no unit to apply to.
        self.state.units.retain(|u| u.instance != this.instance);
        self.state.lasting.retain(|l| l.target != this.instance);
        let name = self.unit_name(&this);
        self.record(
            kinds::MOVE,
            StepText::new(
                crate::text!("{}: {} is attached as an upgrade to {}. It stays in play but is no longer a unit: its damage is removed and its upgrades are defeated, and it may only be attached to a unit its ability allowed.", by.source, &name, host.1),
                &["3.5.6", "3.6.3b", "8.12.1"],
            )
            .source(by.source),
        )?;
        for up in &this.upgrades {
            let text = format!(
                "{} is defeated: {name} is no longer a unit.",
                self.card_name(&up.card)
            );
            self.defeat_upgrade(up, text, &["3.5.6", "3.6.11"])?;
        }
        let tokens = [(this.shields, "Shield"), (this.experience, "Experience")];
        for (n, token) in tokens.into_iter().filter(|(n, _)| *n > 0) {
            self.record(
                kinds::DEFEAT,
                StepText::new(
                    crate::text!(
                        "{} {} token(s) on {} are defeated and set aside: it is no longer a unit.",
                        &n,
                        &token,
                        &name
                    ),
                    &["3.5.6", "3.6.12", "3.7.3"],
                ),
            )?;
        }
        if !this.captured.is_empty() {
            self.released.extend(this.captured.iter().cloned());
            self.record(
                kinds::NOTE,
                StepText::new(
                    crate::text!(
                        "The cards {} guarded are rescued as it stops being a unit.",
                        &name
                    ),
                    &["8.33.2", "8.33.3"],
                )
                .reading(GUARD_BECOMES_AN_UPGRADE),
            )?;
        }
        if let Some(u) = self.state.unit_mut(host.0) {
            u.upgrades.push(Upgrade {
                card: this.card.clone(),
                label: this.label.clone(),
                owner: this.owner,
                taken_by: (this.controller != this.owner).then_some(this.controller),
                attached_by: Some(to.clone()),
            });
        }
        Ok(())
    }
}
