//! "Take control of an enemy resource. When this unit leaves play, that
//! resource's owner takes control of it." (DJ, SHD 213).
//!
//! The ability's controller chooses one of the opponent's resources (a
//! named card or not, ready or exhausted: which ones are ready is the
//! owner's arrangement up to that moment, 1.7.4); it keeps its state and
//! moves to its new controller's resource zone (8.27.1c), where it is one
//! of the resources they control: it pays their costs, is readied in their
//! regroup phase and counts among theirs, as the counts of
//! `state::Resources` do. `Resources::stolen` remembers that the other
//! player owns it and which unit's leaving ends the control.
//!
//! The delayed effect (7.7.4a) resolves when that copy of the unit leaves
//! play, defeated, returned to a hand or captured: the engine resolves it
//! at the state checks that follow the unit's leaving, before anything else
//! resolves. If the unit has already left play when the ability resolves,
//! it resolves at once (7.7.4f, the CR's own example). Which of the
//! holder's resources goes back, ready or exhausted, is open question 35:
//! the engine follows its first reading, the holder's arrangement (1.7.4),
//! a choice when the holder has both, and marks the step.
//!
//! Its controller may defeat it or return it to a hand with another
//! ability (`resource_cards`: a pick of its own, "the other player owns
//! it"): it goes to its owner's discard pile (1.5.5f) or hand, and the
//! delayed effect then has nothing to give back (whichever way one reads
//! "that resource" once it has left, its owner has it).
//!
//! Its controller may smuggle it when its card is named (`engine::smuggle`:
//! played from their resource zone, replaced from their own deck,
//! 7.5.14a): the card keeps its owner (1.5.2a), and it leaves `stolen`, no
//! longer a resource. A unit or upgrade turned faceup enters play as a
//! new copy (8.7.1, 8.7.3) and an event never enters play (7.4.2), so
//! "that resource" is gone and the delayed effect gives nothing back; the
//! smuggle step says so.
//!
//! Not modelled: DJ's own ability choosing among the resources of a player
//! who holds one their opponent owns (refused with an error,
//! `refuse_stolen`).

use super::super::readings::STOLEN_RESOURCE_GOES_BACK_AS_ARRANGED;
use super::super::{kinds, Engine, EngineResult, ErrorKind, InstanceId, PlayerId, StepText};
use super::By;
use crate::rulesets::swu::engine::StolenResource;

impl Engine<'_> {
    pub(super) fn take_enemy_resource(&mut self, by: By) -> EngineResult<()> {
        let you = by.you;
        let them = you.other();
        self.refuse_stolen(them, by.source)?;
        let picks = self.resource_picks(them);
        let owner = self.state.name(them);
        if picks.is_empty() {
            return self.note(
                format!(
                    "{}: {owner} controls no resource, so there is none to take control of.",
                    by.source
                ),
                // A part that cannot resolve is ignored (1.3.2).
                &["1.3.2"],
            );
        }
        let choice = if picks.len() == 1 {
            0
        } else {
            let options: Vec<String> = picks.iter().map(|k| self.pick_label(k)).collect();
            let prompt = format!(
                "{}: which of {owner}'s resources does {} take control of?",
                by.source,
                self.state.name(you)
            );
            let Some(i) = self.decide_index(you, prompt, options, &["1.7.4", "8.27.1c"])? else {
                return Ok(());
            };
            i
        };
        let Some(pick) = picks.get(choice).cloned() else {
            return Ok(());
        };
        self.remove_resource(them, &pick);
        let label = self.pick_label(&pick);
        let r = &mut self.state.player_mut(you).resources;
        if pick.ready {
            r.ready += 1;
        } else {
            r.exhausted += 1;
        }
        // With no unit to wait for (a copy that is no longer in play, or
        // none), the delayed effect's point has passed: `until` names a
        // copy not in play, and the return below resolves it at once.
        let until = by.this.unwrap_or(InstanceId(u32::MAX));
        r.stolen.push(StolenResource {
            card: pick.card.clone(),
            until,
        });
        self.record(
            kinds::MOVE,
            StepText::new(
                crate::text!("{} takes control of one of {}'s resources ({}): it keeps its state and moves to {}'s resource zone until {} leaves play.", self.state.name(you), &owner, &label, self.state.name(you), by.source),
                &["8.27.1c", "1.5.2d"],
            )
            .player(you)
            .source(by.source),
        )?;
        if self.state.unit(until).is_none() {
            self.note(
                format!(
                    "{} has already left play, so the delayed effect resolves at once.",
                    by.source
                ),
                &["7.7.4f"],
            )?;
            self.return_stolen_resources()?;
        }
        Ok(())
    }

    /// Give back each stolen resource whose unit is no longer in play:
    /// its owner takes control of it (the delayed effect, 7.7.4b). Returns
    /// whether any went back. Called where a unit leaves play (defeated,
    /// captured, returned to hand, returned as a cost), so the resource
    /// goes back at once, before a payment in progress can use it; the
    /// state check calls it too, for any other way out of play.
    pub(in crate::rulesets::swu::engine) fn return_stolen_resources(
        &mut self,
    ) -> EngineResult<bool> {
        let mut any = false;
        for holder in PlayerId::BOTH {
            loop {
                let stolen = &self.state.player(holder).resources.stolen;
                let Some(i) = stolen
                    .iter()
                    .position(|s| self.state.unit(s.until).is_none())
                else {
                    break;
                };
                let s = self.state.player_mut(holder).resources.stolen.remove(i);
                self.give_back(holder, s)?;
                any = true;
            }
        }
        Ok(any)
    }

    /// One stolen resource back to its owner, ready or exhausted as the
    /// holder arranges their resources (open question 35, first reading).
    fn give_back(&mut self, holder: PlayerId, s: StolenResource) -> EngineResult<()> {
        let owner = holder.other();
        let r = &self.state.player(holder).resources;
        let (can_ready, can_exhausted) = (r.ready > 0, r.exhausted > 0);
        let holder_name = self.state.name(holder);
        // Only a holder with both ready and exhausted resources has a
        // state to pick; otherwise both readings of question 35 agree.
        let arranged = can_ready && can_exhausted;
        let ready = match (can_ready, can_exhausted) {
            (true, true) => {
                let options = vec!["ready".to_string(), "exhausted".to_string()];
                let prompt = format!(
                    "The resource {holder_name} took goes back to {}: does {holder_name} give it back ready or exhausted?",
                    self.state.name(owner)
                );
                let Some(i) = self.decide_index(holder, prompt, options, &["1.7.4"])? else {
                    return Ok(());
                };
                i == 0
            }
            (ready, _) => ready,
        };
        let r = &mut self.state.player_mut(holder).resources;
        if ready {
            r.ready = r.ready.saturating_sub(1);
        } else {
            r.exhausted = r.exhausted.saturating_sub(1);
        }
        self.add_resource(owner, s.card.clone(), ready);
        let what = match &s.card {
            Some(id) => self.card_name(id),
            None => "a resource".to_string(),
        };
        let state = if ready { "ready" } else { "exhausted" };
        let owner_name = self.state.name(owner);
        let step = if arranged {
            StepText::new(
                crate::text!("The unit that took {} has left play: its owner {} takes control of it again, {} (which of {}'s resources goes back ready or exhausted is open question 35; the engine lets {} arrange them).", &what, &owner_name, &state, &holder_name, &holder_name),
                &["7.7.4b", "8.27.1c", "1.7.4"],
            )
            .reading(STOLEN_RESOURCE_GOES_BACK_AS_ARRANGED)
        } else {
            StepText::new(
                crate::text!("The unit that took {} has left play: its owner {} takes control of it again, {} ({}'s resources were all {}).", &what, &owner_name, &state, &holder_name, &state),
                &["7.7.4b", "8.27.1c"],
            )
        };
        self.record(kinds::MOVE, step.player(owner))
    }

    /// Taking control of one of `p`'s resources while `p` holds one the
    /// other player owns (its control going back before DJ leaves) is not
    /// modelled: refuse it rather than guess.
    pub(in crate::rulesets::swu::engine) fn refuse_stolen(
        &self,
        p: PlayerId,
        source: &str,
    ) -> EngineResult<()> {
        if self.state.player(p).resources.stolen.is_empty() {
            return Ok(());
        }
        Err(self.error(
            ErrorKind::Unsupported,
            format!(
                "{source}: {} controls a resource the other player owns; the engine cannot yet choose among such resources",
                self.state.name(p)
            ),
        ))
    }
}
