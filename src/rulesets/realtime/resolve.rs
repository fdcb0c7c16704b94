//! `ResolveActions`: the selected actions resolve one at a time, in the
//! order of their kinds (1 visible deploy ... 8 summon); two actions of the
//! same kind resolve lowest Player Number first (this trainer's reading,
//! `rt-same-kind`). Selections an action needs while it resolves are made
//! by its owner, or by the AI for a player who got the default action.

use super::cards::{self, Effect, Trigger};
use super::engine::{seq, Engine, Pending, RunError};
use super::kinds;
use super::model::{ActionKind, Unit};
use super::readings;
use crate::timing::{OrderNode, StepKind};

impl Engine<'_> {
    pub(crate) fn resolve_actions(
        &mut self,
        mut pending: Vec<Pending>,
    ) -> Result<Option<OrderNode>, RunError> {
        crate::sorting::sort_by_key(&mut pending, |a| {
            (a.kind.order(), self.board.players[a.player].number)
        });
        self.board.phase = "resolve".into();
        let head = self.label("resolve");
        self.step(
            kinds::PHASE_STEP,
            "resolve",
            Some(head.clone()),
            None,
            None,
            if self.ai_selects_all {
                "The selected actions resolve one at a time in the order of their kinds; two of the same kind go lowest Player Number first (this trainer's reading: the Turns page does not say). The global clock ended the phase, so the AI makes every Selection the actions still need (this trainer's reading).".into()
            } else {
                "The selected actions resolve one at a time in the order of their kinds; two of the same kind go lowest Player Number first (this trainer's reading: the Turns page does not say).".into()
            },
            if self.ai_selects_all {
                &["rt-resolve-order", "rt-same-kind", "rt-ai-selections"]
            } else {
                &["rt-resolve-order", "rt-same-kind"]
            },
            0,
        );
        let mut groups: Vec<(ActionKind, Vec<OrderNode>)> = Vec::new();
        for a in &pending {
            let first_step = self.steps.len();
            let events = self.resolve_one(a)?;
            // Lowest Player Number first between two of a kind: entry 1.
            if pending.iter().filter(|b| b.kind == a.kind).count() > 1 {
                self.mark_at(first_step, readings::SAME_KIND_ORDER);
            }
            let node = seq(
                events,
                a.kind.rule(),
                "an action's own steps happen in order",
            );
            let Some(node) = node else { continue };
            match groups.last_mut() {
                Some((k, nodes)) if *k == a.kind => nodes.push(node),
                _ => groups.push((a.kind, vec![node])),
            }
        }
        let mut children = vec![OrderNode::event(head)];
        children.extend(groups.into_iter().filter_map(|(_, nodes)| {
            seq(
                nodes,
                "rt-same-kind",
                "two actions of the same kind resolve one after the other, lowest Player Number first",
            )
        }));
        Ok(seq(
            children,
            "rt-resolve-order",
            "actions resolve in the order of their kinds: visible deploy, stealth deploy, prep base, prep field, attack, activate, transfer, summon",
        ))
    }

    /// Resolve one action; returns its labelled events in order.
    fn resolve_one(&mut self, a: &Pending) -> Result<Vec<OrderNode>, RunError> {
        let p = a.player;
        let id = self.board.players[p].id.clone();
        let who = self.name(p);
        let head = self.label(&format!("{id}/{}", a.kind.slug()));
        let mut events = vec![OrderNode::event(head.clone())];
        // The AI selects for a player who got the default action, and for
        // everyone once the global clock has ended the phase.
        let chooser = if a.by_default || self.ai_selects_all {
            None
        } else {
            Some(p)
        };
        self.selection_of = Some(p);
        let rules = ["rt-resolve-order", a.kind.rule()];
        let source = a
            .unit
            .as_ref()
            .filter(|_| a.kind.has_source())
            .and_then(|r| {
                let pb = &self.board.players[p];
                pb.base
                    .iter()
                    .chain(&pb.field)
                    .find(|u| &u.r#ref == r)
                    .map(|u| u.name.clone())
            });
        let say = |e: &mut Self, kind: StepKind, sk: &str, text: String| {
            e.step(
                kind,
                sk,
                Some(head.clone()),
                Some(p),
                source.clone(),
                text,
                &rules,
                1,
            )
        };
        match a.kind {
            ActionKind::VisibleDeploy | ActionKind::StealthDeploy => {
                let stealth = a.kind == ActionKind::StealthDeploy;
                let Some(mut u) = self.take_base(p, a.unit.as_deref()) else {
                    say(
                        self,
                        kinds::ACTION,
                        "deploy",
                        format!(
                            "{who}'s {}: the card is no longer in the Base, so nothing happens.",
                            a.kind.name()
                        ),
                    );
                    return Ok(events);
                };
                u.prepped = true;
                u.hidden = stealth;
                self.deployed.push(format!("{id}/{}", u.r#ref));
                let name = u.name.clone();
                self.board.players[p].field.push(u);
                if stealth {
                    say(self, kinds::MOVE, "stealth_deploy", format!("{who}'s Stealth Deploy: {name} moves, hidden, from the Base into the Spot of a hidden ally, which moves to a vacant Spot; the log shows a plain deploy."));
                    let allies: Vec<String> = self.board.players[p]
                        .field
                        .iter()
                        .filter(|x| x.hidden && x.name != name)
                        .map(|x| x.r#ref.clone())
                        .collect();
                    let label = self.label(&format!("{id}/stealth-spot"));
                    if self
                        .decide(
                            chooser,
                            label.clone(),
                            format!("Which hidden ally's Spot does {name} take?"),
                            allies,
                            &["rt-action-stealth-deploy"],
                        )?
                        .is_some()
                        && self.last_label(&label)
                    {
                        events.push(OrderNode::event(label));
                    }
                } else {
                    say(self, kinds::MOVE, "visible_deploy", format!("{who}'s Visible Deploy: {name} moves from the Base onto a vacant Spot of the Field, prepped and shown."));
                }
            }
            ActionKind::PrepBase => {
                for u in &mut self.board.players[p].base {
                    u.prepped = true;
                }
                let how = if a.by_default {
                    format!("{who} gets the default action, Ready and Quarter, which this trainer reads as Prep Base")
                } else {
                    format!("{who}'s Prep Base")
                };
                say(
                    self,
                    kinds::ACTION,
                    "prep_base",
                    format!(
                        "{how}: every Unit in {who}'s Base is prepped, then the Base is quartered."
                    ),
                );
                // The default action read as Prep Base (entry 2); for a
                // player out of player clock, resolving before they lose
                // at the victory check (entry 3).
                if a.by_default {
                    self.mark(readings::READY_AND_QUARTER);
                    if self.board.players[p].player_clock == 0 {
                        self.mark(readings::PLAYER_CLOCK_OUT);
                    }
                }
                events.extend(self.quarter(p, chooser)?);
            }
            ActionKind::PrepField => {
                for u in &mut self.board.players[p].field {
                    u.prepped = true;
                }
                say(
                    self,
                    kinds::ACTION,
                    "prep_field",
                    format!("{who}'s Prep Field: every Unit {who} has on the Field is prepped."),
                );
            }
            ActionKind::Attack => {
                let Some(attacker) = self.tap_field(p, a.unit.as_deref()) else {
                    say(self, kinds::ACTION, "attack", format!("{who}'s Attack: the attacker is no longer on the Field, so nothing happens."));
                    return Ok(events);
                };
                say(
                    self,
                    kinds::ACTION,
                    "attack",
                    format!(
                        "{who}'s Attack: {} taps to attack one foe Unit.",
                        attacker.name
                    ),
                );
                let label = self.label(&format!("{id}/attack-target"));
                let targets = self.foe_units(p);
                // A target deployed this turn can be attacked because the
                // target is chosen as the attack resolves (open entry 11):
                // the attack's own step follows that reading.
                let fresh = targets.iter().any(|t| self.deployed.contains(t));
                if fresh {
                    self.mark(readings::TARGET_AT_RESOLUTION);
                }
                self.mark_if_spent_targets(&targets);
                match self.decide(
                    chooser,
                    label.clone(),
                    format!("Which foe Unit does {} attack?", attacker.name),
                    targets,
                    &["rt-action-attack"],
                )? {
                    None => self.note(
                        p,
                        "rt-action-attack",
                        format!(
                            "{} finds no foe Unit on the Field to attack.",
                            attacker.name
                        ),
                    ),
                    Some(t) => {
                        if self.last_label(&label) {
                            events.push(OrderNode::event(label));
                        }
                        self.damage(p, &attacker, &t);
                    }
                }
            }
            ActionKind::Activate => {
                let Some(unit) = self.tap_field(p, a.unit.as_deref()) else {
                    say(self, kinds::ACTION, "activate", format!("{who}'s Activate: the card is no longer on the Field, so nothing happens."));
                    return Ok(events);
                };
                let ability = cards::card(&unit.card)
                    .and_then(|c| c.ability)
                    .filter(|a| a.trigger == Trigger::Activate);
                let Some(ability) = ability else {
                    say(
                        self,
                        kinds::ACTION,
                        "activate",
                        format!("{who}'s Activate: {} has no activated ability.", unit.name),
                    );
                    return Ok(events);
                };
                say(
                    self,
                    kinds::ABILITY_RESOLVED,
                    "activate",
                    format!("{who} activates {}: {}", unit.name, ability.text),
                );
                // The last step is the ability's: its targets may include
                // a unit already at 0 Life (open entry 13).
                if matches!(ability.effect, Effect::AttackAll | Effect::TapFoe) {
                    let targets = self.foe_units(p);
                    self.mark_if_spent_targets(&targets);
                }
                match ability.effect {
                    Effect::AttackAll => {
                        let targets = self.foe_units(p);
                        if targets.is_empty() {
                            self.note(
                                p,
                                "rt-action-activate",
                                format!("{} finds no foe Unit on the Field.", unit.name),
                            );
                        }
                        for t in targets {
                            self.damage(p, &unit, &t);
                        }
                    }
                    Effect::TapFoe => {
                        let label = self.label(&format!("{id}/tap-target"));
                        let targets = self.foe_units(p);
                        match self.decide(
                            chooser,
                            label.clone(),
                            "Which foe Unit is tapped?".into(),
                            targets,
                            &["rt-action-activate"],
                        )? {
                            None => self.note(
                                p,
                                "rt-action-activate",
                                "There is no foe Unit on the Field to tap.".into(),
                            ),
                            Some(t) => {
                                if self.last_label(&label) {
                                    events.push(OrderNode::event(label));
                                }
                                if let Some(u) = self.unit_mut(&t) {
                                    u.prepped = false;
                                    let name = u.name.clone();
                                    self.note(
                                        p,
                                        "rt-action-activate",
                                        format!("{name} is tapped."),
                                    );
                                }
                            }
                        }
                    }
                    Effect::FoeDiscards => {
                        events.extend(self.target_player_sends_to_limbo(
                            p,
                            &unit,
                            chooser,
                            "-activate",
                        )?);
                    }
                }
            }
            ActionKind::Transfer => {
                let Some(u) = self.take_base(p, a.unit.as_deref()) else {
                    say(self, kinds::MOVE, "transfer", format!("{who}'s Transfer: the card is no longer in the Base, so nothing happens."));
                    return Ok(events);
                };
                let name = u.name.clone();
                let team = self.board.players[p].team.clone().unwrap_or_default();
                match self.board.team_zone_mut(p) {
                    Some(z) => z.cards.push(u),
                    // The loader gives every team a zone; keep the card anyway.
                    None => self.board.players[p].base.push(u),
                }
                say(self, kinds::MOVE, "transfer", format!("{who}'s Transfer: {name} moves from {who}'s Base into team {team}'s Reinforcements Zone, which only {who}'s team shares."));
                // Direction and one zone per team: open entry 10.
                self.mark(readings::TRANSFER_AND_SUMMON);
            }
            ActionKind::Summon => {
                let team = self.board.players[p].team.clone().unwrap_or_default();
                let options: Vec<String> = self
                    .board
                    .team_zone(p)
                    .iter()
                    .map(|u| u.r#ref.clone())
                    .collect();
                if options.is_empty() {
                    say(
                        self,
                        kinds::ACTION,
                        "summon",
                        format!(
                            "{who}'s Summon: team {team}'s Reinforcements Zone is empty, so nothing comes."
                        ),
                    );
                    return Ok(events);
                }
                say(self, kinds::ACTION, "summon", format!("{who}'s Summon: {who} takes a card from team {team}'s Reinforcements Zone as it is now."));
                self.mark(readings::TRANSFER_AND_SUMMON);
                let label = self.label(&format!("{id}/summon-pick"));
                if let Some(r) = self.decide(
                    chooser,
                    label.clone(),
                    format!("Which card comes from team {team}'s Reinforcements Zone?"),
                    options,
                    &["rt-action-summon"],
                )? {
                    if self.last_label(&label) {
                        events.push(OrderNode::event(label));
                    }
                    let taken = self.board.team_zone_mut(p).and_then(|z| {
                        let i = z.cards.iter().position(|u| u.r#ref == r)?;
                        Some(z.cards.remove(i))
                    });
                    if let Some(u) = taken {
                        let name = u.name.clone();
                        self.board.players[p].base.push(u);
                        self.note(
                            p,
                            "rt-action-summon",
                            format!("{name} moves from team {team}'s Reinforcements Zone into {who}'s Base."),
                        );
                    }
                }
            }
        }
        Ok(events)
    }

    fn last_label(&self, label: &str) -> bool {
        self.steps.last().and_then(|s| s.label.as_deref()) == Some(label)
    }

    /// A note of what an action did, cited by the rule that says it.
    fn note(&mut self, p: usize, rule: &'static str, text: String) {
        self.step(kinds::NOTE, "effect", None, Some(p), None, text, &[rule], 1);
    }

    fn take_base(&mut self, p: usize, r: Option<&str>) -> Option<Unit> {
        let base = &mut self.board.players[p].base;
        let i = base.iter().position(|u| Some(u.r#ref.as_str()) == r)?;
        Some(base.remove(i))
    }

    /// Tap a Unit of `p`'s Field; returns it as it was.
    fn tap_field(&mut self, p: usize, r: Option<&str>) -> Option<Unit> {
        let u = self.board.players[p]
            .field
            .iter_mut()
            .find(|u| Some(u.r#ref.as_str()) == r)?;
        u.prepped = false;
        Some(u.clone())
    }

    /// Open entry 13: a unit left at 0 Life this turn stays on the Field
    /// until the end of the turn, and this trainer keeps it a legal target.
    /// Marks the step recorded last when such a unit is among `targets`,
    /// where the other reading would leave it out.
    fn mark_if_spent_targets(&mut self, targets: &[String]) {
        let spent = targets.iter().any(|t| {
            t.split_once('/').is_some_and(|(pid, r)| {
                self.board.index_of(pid).is_some_and(|i| {
                    self.board.players[i]
                        .field
                        .iter()
                        .any(|u| u.r#ref == r && u.life <= 0)
                })
            })
        });
        if spent {
            self.mark(readings::SPENT_UNITS_TARGETED);
        }
    }

    /// The foe Units on the Field, as `player/ref`.
    fn foe_units(&self, p: usize) -> Vec<String> {
        self.foes(p)
            .into_iter()
            .flat_map(|f| {
                let pb = &self.board.players[f];
                pb.field
                    .iter()
                    .map(move |u| format!("{}/{}", pb.id, u.r#ref))
            })
            .collect()
    }

    fn unit_mut(&mut self, target: &str) -> Option<&mut Unit> {
        let (pid, r) = target.split_once('/')?;
        let i = self.board.index_of(pid)?;
        self.board.players[i]
            .field
            .iter_mut()
            .find(|u| u.r#ref == r)
    }

    /// `attacker` hits `target` (`player/ref`): Offense less Defense.
    fn damage(&mut self, p: usize, attacker: &Unit, target: &str) {
        let offense = attacker.offense;
        let Some(u) = self.unit_mut(target) else {
            return;
        };
        let hit = offense - u.defense;
        let text = if hit > 0 {
            u.life -= hit;
            let after = if u.life <= 0 {
                "; it stays on the Field until the end of the turn"
            } else {
                ""
            };
            format!(
                "{} (Offense {offense}) hits {} (Defense {}) for {hit} damage: {}'s Life is now {}{after}.",
                attacker.name, u.name, u.defense, u.name, u.life
            )
        } else {
            format!(
                "{} (Offense {offense}) attacks {} (Defense {}): the hit is not above 0, so no damage.",
                attacker.name, u.name, u.defense
            )
        };
        self.step(
            kinds::DAMAGE,
            "damage",
            None,
            Some(p),
            Some(attacker.name.clone()),
            text,
            &["rt-action-attack", "rt-damage"],
            1,
        );
    }

    /// Quarter: bring the Base to the billet, discarding (the owner, or the
    /// AI, Selects) or drawing from the HQ.
    fn quarter(&mut self, p: usize, chooser: Option<usize>) -> Result<Vec<OrderNode>, RunError> {
        let id = self.board.players[p].id.clone();
        let who = self.name(p);
        let label = self.label(&format!("{id}/quarter"));
        let (count, billet, hq) = {
            let pb = &self.board.players[p];
            (pb.base.len() as u32, pb.billet, pb.hq)
        };
        let mut events = vec![OrderNode::event(label.clone())];
        let text = if count > billet {
            format!("Quarter: {who}'s Base holds {count} cards and the billet is {billet}: {} must go to Limbo, one at a time.", count - billet)
        } else if count < billet {
            let n = (billet - count).min(hq);
            format!("Quarter: {who}'s Base holds {count} cards and the billet is {billet}: {who} draws {n} from the HQ ({hq} there).")
        } else {
            format!(
                "Quarter: {who}'s Base already holds the billet, {billet} cards: nothing changes."
            )
        };
        self.step(
            kinds::ACTION,
            "quarter",
            Some(label),
            Some(p),
            None,
            text,
            &["rt-action-prep-base", "rt-quarter"],
            1,
        );
        // The AI picks for a player who got the default action, or for
        // everyone after the global clock; otherwise the owner picks.
        let discard_rules: &[&str] = match (chooser, self.ai_selects_all) {
            (Some(_), _) => &["rt-quarter"],
            (None, false) => &["rt-quarter", "rt-default-action"],
            (None, true) => &["rt-quarter", "rt-ai-selections"],
        };
        for k in 0..count.saturating_sub(billet) {
            let options: Vec<String> = self.board.players[p]
                .base
                .iter()
                .map(|u| u.r#ref.clone())
                .collect();
            let suffix = if k == 0 {
                String::new()
            } else {
                format!("-{}", k + 1)
            };
            let pick = self.label(&format!("{id}/quarter-discard{suffix}"));
            let Some(r) = self.decide(
                chooser,
                pick.clone(),
                format!("Which card leaves {who}'s Base for Limbo?"),
                options,
                discard_rules,
            )?
            else {
                break;
            };
            if self.last_label(&pick) {
                events.push(OrderNode::event(pick));
            }
            if let Some(u) = self.take_base(p, Some(&r)) {
                self.board.players[p].limbo.push(u.name.clone());
                self.note(
                    p,
                    "rt-quarter",
                    format!("{} goes from {who}'s Base to Limbo.", u.name),
                );
            }
        }
        if count < billet {
            let n = (billet - count).min(hq);
            for k in 0..n {
                let pb = &mut self.board.players[p];
                pb.hq -= 1;
                pb.base.push(Unit {
                    r#ref: format!("drawn-{}-{}", self.turn, k + 1),
                    card: "hq".into(),
                    name: "a card from the HQ".into(),
                    prepped: true,
                    hidden: true,
                    offense: 0,
                    defense: 0,
                    life: 1,
                });
            }
        }
        Ok(events)
    }
}
