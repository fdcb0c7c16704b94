//! "You may pay the cost of an upgrade attached to another non-Vehicle
//! unit. If you do, take control of that upgrade and attach it to this
//! unit, if able. If it can't attach to this unit, defeat it instead."
//! (Pre Vizsla). Only upgrades whose cost the player can pay are offered:
//! the cost is the printed one (1.8.6; a token's is 0, 3.7.2), and only
//! when it is paid in full does the rest happen (8.32.2). The player then
//! controls the upgrade (1.5.2d) and it moves to this unit at once
//! (3.6.14) when this unit is eligible for it (3.6.3a, the attachment
//! restriction's "friendly" now meaning the new controller's); otherwise
//! it is defeated, to its owner's discard pile (3.6.11).

use super::super::procedure::Ctx;
use super::super::{Engine, EngineResult};
use super::upgrades_in_play::{Attached, Fate};
use super::By;
use crate::rulesets::swu::cards::{Target, UnitFilter, UpgradeFilter};

impl Engine<'_> {
    pub(super) fn take_upgrade_to_this(
        &mut self,
        target: Target,
        filter: &UnitFilter,
        ctx: &Ctx,
        by: By,
    ) -> EngineResult<()> {
        let you = by.you;
        let can_pay = self.spendable(you);
        let (named, at) = self.upgrades_passing(&UpgradeFilter::default(), by);
        let mut options = Vec::new();
        let mut choices = Vec::new();
        for (option, (host, what)) in named.into_iter().zip(at) {
            let Some(u) = self.state.unit(host) else {
                continue;
            };
            let side = match target {
                Target::ChosenOtherUnit => Some(host) != by.this,
                Target::ChosenFriendlyUnit => u.controller == you,
                Target::ChosenEnemyUnit => u.controller != you,
                _ => true,
            };
            if !side || !self.passes_by(u, filter, ctx, you) {
                continue;
            }
            let (card, cost) = match &what {
                Attached::Card(label) => {
                    let card = u
                        .upgrades
                        .iter()
                        .find(|x| x.label == *label)
                        .map(|x| x.card.clone());
                    let cost = card
                        .as_ref()
                        .and_then(|c| self.pool.get(c))
                        .and_then(|c| c.cost)
                        .unwrap_or(0);
                    (card, cost)
                }
                Attached::Shield | Attached::Experience => (None, 0),
            };
            if cost <= can_pay {
                options.push(option);
                choices.push((host, what, card, cost));
            }
        }
        if options.is_empty() {
            return self.note(
                format!(
                    "{}: there is no such upgrade whose cost can be paid, so nothing happens.",
                    by.source
                ),
                &["8.32.2", "1.8.6"],
            );
        }
        let name = self.state.name(you);
        let prompt = format!(
            "{}: does {name} use the \"you may\" part of the ability?",
            by.source
        );
        if self.decide_may_cited(you, prompt, &["8.32.1"])? != Some(true) {
            return Ok(());
        }
        let labels: Vec<String> = options.iter().map(|(o, _)| o.clone()).collect();
        let prompt = format!("{}: choose an upgrade to pay the cost of.", by.source);
        let Some(chosen) = self.decide_named(
            you,
            prompt,
            options,
            super::super::decide::Ask::One,
            &["7.1.5"],
        )?
        else {
            return Ok(());
        };
        let i = labels.iter().position(|o| *o == chosen[0]).unwrap_or(0);
        let (host, what, card, cost) = choices.swap_remove(i);
        if cost > 0 && !self.pay_effect(cost, by)? {
            return Ok(());
        }
        // Control of a card upgrade passes to the player (1.5.2d); a token
        // upgrade's follows the unit it ends on (1.5.2f).
        let mut taken = false;
        if let (Attached::Card(label), Some(u)) = (&what, self.state.unit_mut(host)) {
            if let Some(up) = u.upgrades.iter_mut().find(|x| x.label == *label) {
                if up.controller() != you {
                    up.taken_by = Some(you);
                    taken = true;
                }
            }
        }
        // A unique upgrade now counts among the taker's copies (8.29.5):
        // the uniqueness check looks again.
        self.control_changes += u32::from(taken);
        let upgrade_name = card
            .as_ref()
            .map(|c| self.card_name(c))
            .unwrap_or_else(|| "the token".to_string());
        self.note(
            format!("{}: {name} takes control of {upgrade_name}.", by.source),
            &["1.5.2d", "8.27.1"],
        )?;
        // A card attached by an ability keeps that ability's restriction
        // (3.6.3b).
        let attach = match (&what, self.state.unit(host)) {
            (Attached::Card(label), Some(u)) => u
                .upgrades
                .iter()
                .find(|x| x.label == *label)
                .and_then(|up| super::attach_as_upgrade::restriction_of(self.pool, up)),
            _ => None,
        };
        let eligible = by
            .this
            .and_then(|id| self.state.unit(id))
            .is_some_and(|u| u.instance != host && self.eligible_for(u, attach.as_ref(), you));
        match by.this {
            Some(this) if eligible => self.reattach(host, what, this, by),
            _ => {
                self.note(
                    format!(
                        "{}: {upgrade_name} can't attach to this unit, so it is defeated instead.",
                        by.source
                    ),
                    &["3.6.3a"],
                )?;
                self.upgrade_goes(host, what, Fate::Defeated, by)
            }
        }
    }
}
