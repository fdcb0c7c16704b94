//! Damage (Shield tokens prevent it, 7.7.5), defeat, capture (8.33), and
//! cards moving between zones: drawing (looking at the top of a deck is
//! `look_at_top`), tokens (3.7.2), paying, entering play; lasting effects
//! (7.7.3).

use super::effects::Hit;
use super::events::GameEvent;
use super::{
    Engine, EngineResult, ErrorKind, HiddenCard, InstanceId, LastingEffect, LastingKind, PlayerId,
    StepText, Unit, Upgrade,
};
use crate::rulesets::swu::cards::{Arena, CardType, Duration};
use crate::rulesets::swu::engine::kinds;

impl Engine<'_> {
    /// Deal damage, with Shield tokens preventing it (7.7.5) and the state
    /// checked afterwards by the caller.
    pub(super) fn deal_damage(
        &mut self,
        hit: Hit,
        amount: i32,
        source: &str,
        by: PlayerId,
    ) -> EngineResult<()> {
        // Damage an ability deals is that ability's effect (7.1.5).
        self.deal_damage_cited(hit, amount, source, by, &["7.1.5"])
    }

    /// [`Engine::deal_damage`], the step citing `rules`: combat damage
    /// cites the attack's step (6.3.4a, 6.3.5), not an ability's effect.
    pub(super) fn deal_damage_cited(
        &mut self,
        hit: Hit,
        amount: i32,
        source: &str,
        by: PlayerId,
        rules: &[&'static str],
    ) -> EngineResult<()> {
        if amount <= 0 {
            return Ok(());
        }
        // "... is dealt to the chosen unit instead" (7.7.5; Maul).
        let hit = match hit {
            Hit::Unit(id) => Hit::Unit(self.damage_goes_to(id)?),
            base => base,
        };
        let name = self.hit_name(hit);
        match hit {
            Hit::Unit(id) => {
                let Some(u) = self.state.unit(id) else {
                    return Ok(());
                };
                if u.shields > 0 {
                    // Which token, when they differ, is the unit's
                    // controller's (7.7.5e; `engine::that_shield`).
                    let Some(mark) = self.which_shield(id, u.controller)? else {
                        return Ok(());
                    };
                    self.remove_shield(id, mark);
                    return self.record(kinds::DAMAGE, StepText::new(crate::text!("A Shield token on {} prevents the {} damage from {} and is defeated.", name, amount, source.to_string()), &["7.7.5d", "3.7.6", "1.9.9"]).source(source));
                }
                if let Some(u) = self.state.unit_mut(id) {
                    u.damage += amount;
                }
            }
            Hit::Base(p) => self.state.player_mut(p).base.damage += amount,
        }
        self.record(
            kinds::DAMAGE,
            StepText::new(
                crate::text!(
                    "{} deals {} damage to {}.",
                    source.to_string(),
                    amount,
                    name
                ),
                rules,
            )
            .player(by)
            .source(source),
        )
    }

    /// Take a unit out of play. Its upgrades are no longer attached and
    /// the cards it guards lose their guard: the next state check deals with
    /// them (1.16.5c, 1.16.5d). Lasting effects on it end.
    pub(super) fn leave_play(&mut self, id: InstanceId) -> Option<Unit> {
        let i = self.state.units.iter().position(|u| u.instance == id)?;
        let mut unit = self.state.units.remove(i);
        if !self
            .departed
            .iter()
            .any(|(c, l)| *c == unit.card && *l == unit.label)
        {
            self.departed.push((unit.card.clone(), unit.label.clone()));
        }
        self.detached.append(&mut unit.upgrades.clone());
        self.released.append(&mut unit.captured);
        // What it triggers as it leaves looks back at it (8.14.2).
        self.note_lost_on_leaving(id);
        self.state.lasting.retain(|l| l.target != id);
        Some(unit)
    }

    pub(super) fn is_type(&self, card: &str, t: CardType) -> bool {
        self.pool.get(card).is_some_and(|c| c.card_type == t)
    }

    /// Defeat a unit: it leaves play for its owner's discard pile (a token
    /// ceases to exist; a leader's unit flips back to its leader side,
    /// exhausted), and its When Defeated and Bounty abilities trigger
    /// (1.5.5c, 7.6.14a).
    /// `rules` are the rules the defeat step cites.
    pub(super) fn defeat_cited(
        &mut self,
        id: InstanceId,
        why: &str,
        rules: &[&'static str],
    ) -> EngineResult<()> {
        self.defeat_together(&[id], why, rules)
    }

    /// Defeat units at the same time (units at 0 HP, 1.16.5e and 6.3.5a;
    /// an ability or Exploit that defeats several). All of them leave play
    /// first; then each defeat triggers what it triggers, seen by every unit
    /// defeated with it: an ability that triggers when other units are
    /// defeated still triggers if its own unit was defeated at the same time
    /// (7.6.4), whatever the order of the board. What constant abilities
    /// gave them is fixed before any of them leaves (8.11.1, last known
    /// information: General Krell defeated together with a unit he gave
    /// When Defeated to).
    pub(super) fn defeat_together(
        &mut self,
        ids: &[InstanceId],
        why: &str,
        rules: &[&'static str],
    ) -> EngineResult<()> {
        if self.any_constants {
            for &id in ids {
                if !self.lki_grants.contains_key(&id) {
                    let gained = self.constant_grants(id);
                    self.lki_grants.insert(id, gained);
                }
            }
        }
        // Their powers as they were with all of them in play (8.11.1).
        let powers: Vec<i32> = ids
            .iter()
            .map(|&id| self.state.unit(id).map_or(0, |u| self.unit_power(u)))
            .collect();
        let mut gone = Vec::new();
        for (&id, power) in ids.iter().zip(powers) {
            if let Some(unit) = self.leave_play(id) {
                self.record_defeat(&unit, why, rules)?;
                gone.push((unit, power));
            }
        }
        self.return_stolen_resources()?;
        let outer = std::mem::replace(
            &mut self.leaving_together,
            gone.iter().map(|(u, _)| u.clone()).collect(),
        );
        let mut emitted = Ok(());
        for (unit, power) in gone {
            emitted = self.emit(GameEvent::Defeated { unit, power });
            if emitted.is_err() {
                break;
            }
        }
        self.leaving_together = outer;
        // An attacker keeps what it had as it left until its attack ends:
        // its When Attack Ends abilities still trigger after combat damage
        // defeated it (6.3.5b), as it was just before it left play (8.11.1).
        // The attack forgets it as it ends (`Engine::attack`).
        for id in ids {
            if !self.attacks.iter().any(|a| a.attacker == *id) {
                self.lki_grants.remove(id);
            }
        }
        emitted
    }

    /// A unit that has left play is defeated: it goes to its owner's
    /// discard pile, a token ceases to exist, a leader's unit flips back.
    fn record_defeat(
        &mut self,
        unit: &Unit,
        why: &str,
        rules: &[&'static str],
    ) -> EngineResult<()> {
        let name = self.unit_name(unit);
        self.defeated_units.push(unit.instance);
        // Counted for its controller as it was defeated: "a friendly unit
        // was defeated this phase" for them, "an enemy unit" for their
        // opponent. A leader unit and a token are units too.
        self.state
            .player_mut(unit.controller)
            .units_defeated_this_phase += 1;
        // Where the card goes is its type's rule: a leader flips back
        // (3.4.5; 1.5.5c's discard pile is a non-leader's), a token is set
        // aside (3.7.3), cited beside why it was defeated.
        let mut rules = rules.to_vec();
        let text = if self.is_type(&unit.card, CardType::Leader) {
            if let Some(l) = self.state.player_mut(unit.owner).leader.as_mut() {
                l.deployed = false;
                l.exhausted = true;
            }
            rules.push("3.4.5");
            crate::text!("{} is defeated ({}): the leader flips back to its leader side, exhausted, and cannot be deployed again.", name, why.to_string())
        } else if self.is_type(&unit.card, CardType::Token) {
            rules.push("3.7.3");
            crate::text!(
                "{} is defeated ({}): a token ceases to exist.",
                name,
                why.to_string()
            )
        } else {
            let owner = self.state.player_mut(unit.owner);
            owner.discard.push(unit.card.clone());
            let at = owner.discard.len() - 1;
            owner.defeated_this_phase.push(at);
            crate::text!(
                "{} is defeated ({}) and goes to its owner's discard pile.",
                name,
                why.to_string()
            )
        };
        self.record(
            kinds::DEFEAT,
            StepText::new(text, &rules).player(unit.controller),
        )
    }

    /// A unit captures another (Discerning Veteran): the captured card
    /// leaves play and goes facedown under its guard, its damage removed
    /// and its upgrades defeated as part of the capture (8.33.1); a token
    /// unit is set aside (8.33.5); its Bounty triggers (7.5.13a).
    pub(super) fn capture(&mut self, id: InstanceId, guard: InstanceId) -> EngineResult<()> {
        if id == guard {
            return Ok(());
        }
        // "If this unit would be captured, ... instead" (7.7.5).
        if let Some(instead) = self.instead_of_captured(id) {
            return self.capture_replaced(id, &instead);
        }
        let guard_name = self.hit_name(Hit::Unit(guard));
        let attached_before = self.detached.len();
        let Some(unit) = self.leave_play(id) else {
            return Ok(());
        };
        // 8.33.1: the upgrades are defeated by the capture itself, not left
        // for the state check.
        let upgrades = self.detached.split_off(attached_before);
        let name = self.unit_name(&unit);
        let token = self.is_type(&unit.card, CardType::Token);
        if !token {
            if let Some(g) = self.state.unit_mut(guard) {
                g.captured.push(super::CapturedCard {
                    card: unit.card.clone(),
                    label: unit.label.clone(),
                    owner: unit.owner,
                });
            }
        }
        let text = if token {
            format!("{guard_name} captures {name}: a token unit is set aside and ceases to exist, but it still leaves play.")
        } else {
            format!("{guard_name} captures {name}: it leaves play and goes facedown under {guard_name}, its damage removed, until it is rescued.")
        };
        let rules: &[&'static str] = if token {
            &["8.33.1", "8.33.5"]
        } else {
            &["8.33.1"]
        };
        self.record(
            kinds::MOVE,
            StepText::new(text, rules).player(unit.controller),
        )?;
        for up in upgrades {
            let text = format!(
                "{} is defeated as part of the capture of {name}.",
                self.card_name(&up.card)
            );
            self.defeat_upgrade(&up, text, &["8.33.1"])?;
        }
        self.return_stolen_resources()?;
        self.emit(GameEvent::Captured { unit })
    }

    /// `source`'s ability puts `card` into `you`'s hand, known to all, and a
    /// step says so: "<source>'s ability: <player> " and `how`, given the
    /// card's name. A search's draw and a return from the discard pile.
    pub(super) fn ability_puts_in_hand(
        &mut self,
        you: PlayerId,
        card: String,
        source: &str,
        how: impl FnOnce(&str) -> String,
        rules: &[&'static str],
    ) -> EngineResult<()> {
        let how = how(&self.card_name(&card));
        self.state
            .player_mut(you)
            .hand
            .push(HiddenCard::Known(card));
        let text = format!(
            "{} ability: {} {how}",
            super::possessive(source),
            self.state.name(you)
        );
        self.record(
            kinds::MOVE,
            StepText::new(text, rules).player(you).source(source),
        )
    }

    /// An upgrade is defeated: it goes to its owner's discard pile (a token
    /// upgrade ceases to exist) and a defeat step says why, in `text`
    /// citing `rules`. The one move for every way an upgrade is defeated:
    /// left unattached (the state check), by a capture, or as a second
    /// copy of a unique card.
    pub(super) fn defeat_upgrade(
        &mut self,
        up: &Upgrade,
        text: String,
        rules: &[&'static str],
    ) -> EngineResult<()> {
        if !self.is_type(&up.card, CardType::Token) {
            self.state
                .player_mut(up.owner)
                .discard
                .push(up.card.clone());
        }
        self.record(kinds::DEFEAT, StepText::new(text, rules).player(up.owner))
    }

    /// A lasting "can't ready" or a constant one (an upgrade's).
    pub(super) fn cant_ready(&self, id: InstanceId) -> bool {
        self.state
            .lasting
            .iter()
            .any(|l| l.target == id && l.effect == LastingKind::CantReady)
            || self
                .state
                .unit(id)
                .is_some_and(|u| self.constant_cant(u, crate::rulesets::swu::cards::Cant::Ready))
    }

    pub(super) fn add_lasting(
        &mut self,
        source: &str,
        you: PlayerId,
        target: InstanceId,
        effect: LastingKind,
        duration: Duration,
    ) -> EngineResult<()> {
        let label = self.unique_label(format!("{}/lasting", crate::scenario_slug(source)));
        let name = self.hit_name(Hit::Unit(target));
        let what = match &effect {
            LastingKind::Modify { power, hp } => format!("{power:+}/{hp:+}"),
            LastingKind::CantReady => "can't ready".to_string(),
            LastingKind::GainKeyword { keyword, amount } if *amount > 0 => {
                format!("{keyword:?} {amount}")
            }
            LastingKind::GainKeyword { keyword, .. } => format!("{keyword:?}"),
            LastingKind::LoseKeyword { keyword } => format!("loses {keyword:?}"),
            LastingKind::LosesAllAbilities => "loses all abilities".to_string(),
            LastingKind::GrantsKeyword { keyword, .. } => format!("{keyword:?} to give"),
        };
        let until = match duration {
            Duration::ThisAttack => "this attack",
            Duration::ThisPhase => "this phase",
            Duration::ThisRound => "this round",
            Duration::WhileInPlay => "as long as it is in play",
        };
        self.state.lasting.push(LastingEffect {
            label,
            source: source.to_string(),
            controller: you,
            target,
            effect,
            duration,
        });
        self.note(
            match what.strip_prefix("loses ") {
                // A newer lasting effect takes precedence over one it
                // conflicts with (7.7.3c).
                Some(k) => format!("{name} loses {k} for {until} ({source})."),
                None => format!("{name} gets {what} for {until} ({source})."),
            },
            if what.starts_with("loses ") {
                &["7.7.3a", "7.7.3c"]
            } else {
                &["7.7.3a"]
            },
        )
    }

    /// Draw; each card that cannot be drawn deals 3 damage to that player's
    /// base instead (8.6). Several players draw at the same time.
    /// The `source` of the regroup phase's draw step's draws.
    pub(super) const DRAW_STEP: &'static str = "the draw step";

    pub(super) fn draw(
        &mut self,
        players: &[PlayerId],
        count: u32,
        source: &str,
    ) -> EngineResult<()> {
        // Every player the draw affects draws at once (7.1.4): the cards,
        // the damage for those an empty deck could not give, and only then
        // the state check and what the draws triggered.
        // (The regroup phase's draw is the game's own, 5.5.1b, not an
        // ability's, so 7.1.4 is cited only for an ability's.)
        let at_once = players.len() > 1 && source != Self::DRAW_STEP;
        for &p in players {
            let mut drawn = 0;
            let mut missing = 0;
            for _ in 0..count {
                let pl = self.state.player_mut(p);
                if pl.deck.is_empty() {
                    missing += 1;
                } else {
                    let c = pl.deck.remove(0);
                    pl.hand.push(c);
                    drawn += 1;
                }
            }
            let name = self.state.name(p);
            if drawn > 0 {
                // The draw step is 5.5.1b; a draw an ability asks for is that
                // ability's effect (7.1.5).
                let rule = if source == Self::DRAW_STEP {
                    "5.5.1b"
                } else {
                    "7.1.5"
                };
                let cards = super::count_of(drawn, "card", "cards");
                let text = if source == Self::DRAW_STEP {
                    format!("{name} draws {cards} ({source}).")
                } else {
                    format!(
                        "{} ability: {name} draws {cards}.",
                        super::possessive(source)
                    )
                };
                let (both, one) = ([rule, "7.1.4"], [rule]);
                let rules: &[&'static str] = if at_once { &both } else { &one };
                self.record(
                    kinds::MOVE,
                    StepText::new(text, rules).player(p).source(source),
                )?;
            }
            if missing > 0 {
                self.state.player_mut(p).base.damage += 3 * missing;
                self.record(
                    kinds::DAMAGE,
                    StepText::new(crate::text!("{} cannot draw {} from an empty deck and takes {} damage to their base.", &name, super::count_of(missing, "card", "cards"), 3 * missing), if at_once { &["8.6.1", "7.1.4"] } else { &["8.6.1"] }).player(p),
                )?;
            }
            // One draw: the cards drawn and the damage for those that could
            // not be are the same event; what it triggers comes after both.
            if drawn > 0 {
                self.emit_drew(p)?;
            }
        }
        // Both draws happen at once; only then is the state checked (5.6.3).
        self.state_check()
    }

    /// One draw by `p`, however many cards it took: the event draws
    /// trigger on, with whether it happened in the action phase (what
    /// "when an opponent draws" waits for). The one place a draw is
    /// raised, for the draw rule and for abilities that draw.
    pub(super) fn emit_drew(&mut self, p: PlayerId) -> EngineResult<()> {
        let in_action_phase = self.state.phase == super::Phase::Action;
        self.emit(GameEvent::Drew {
            player: p,
            in_action_phase,
        })
    }

    pub(super) fn hand_options(&self, p: PlayerId) -> Vec<String> {
        self.card_names(&self.state.player(p).hand)
    }

    /// The cards of a hand (or any hidden zone) by name, in order, one the
    /// scenario leaves unknown as "unknown card N" (its place): the one
    /// naming of hidden cards, so a choice and the step after it name the
    /// same card the same way.
    pub(super) fn card_names(&self, cards: &[HiddenCard]) -> Vec<String> {
        cards
            .iter()
            .enumerate()
            .map(|(i, c)| match c.id() {
                Some(id) => self.card_name(id),
                None => format!("unknown card {}", i + 1),
            })
            .collect()
    }

    /// Create a token unit for `p` (3.7.2): it enters play exhausted, is not
    /// played, and what it has "When Created" triggers.
    pub(super) fn create_token(
        &mut self,
        p: PlayerId,
        token: &str,
        source: &str,
    ) -> EngineResult<()> {
        if !self.is_type(token, CardType::Token) {
            return Err(self.error(
                ErrorKind::UnknownCard,
                format!("{source}: '{token}' is not a token card"),
            ));
        }
        let unit = self.enter_play(p, token, false)?;
        let name = self
            .state
            .unit(unit)
            .map(|u| self.unit_name(u))
            .unwrap_or_default();
        self.record(
            kinds::MOVE,
            StepText::new(
                crate::text!(
                    "{} creates {} {} token ({}); it enters play exhausted.",
                    self.state.name(p),
                    if name.starts_with(['A', 'E', 'I', 'O', 'U', 'X']) {
                        "an"
                    } else {
                        "a"
                    },
                    &name,
                    &source
                ),
                &["3.7.2"],
            )
            .player(p)
            .source(source),
        )?;
        self.emit(GameEvent::Created { unit })
    }

    /// Exhaust resources to pay a cost.
    pub(super) fn pay(&mut self, p: PlayerId, cost: u32, card: &str) -> EngineResult<()> {
        let name = self.card_name(card);
        // Credit tokens first: each defeated pays 1 (3.7.13).
        let cost = cost - self.credits_toward(p, cost, &name, true)?;
        let r = &mut self.state.player_mut(p).resources;
        if r.ready < cost {
            let ready = r.ready;
            return Err(self.error(
                ErrorKind::IllegalAction,
                format!(
                    "{} cannot pay {cost} for {name}: only {ready} resources are ready",
                    self.state.name(p)
                ),
            ));
        }
        r.ready -= cost;
        r.exhausted += cost;
        Ok(())
    }

    /// Put a new copy of a unit into play (8.7). Units enter exhausted
    /// unless something says they enter ready.
    pub(super) fn enter_play(
        &mut self,
        p: PlayerId,
        card: &str,
        ready: bool,
    ) -> EngineResult<InstanceId> {
        self.enter_play_owned(p, p, card, ready)
    }

    /// Put into play, under `p`'s control, a card another player may own
    /// (a Bounty's "play this unit" from its owner's discard pile): the
    /// owner stays (1.5.2a), the player who played it controls it (1.5.2b).
    pub(super) fn enter_play_owned(
        &mut self,
        p: PlayerId,
        owner: PlayerId,
        card: &str,
        ready: bool,
    ) -> EngineResult<InstanceId> {
        let def = self.pool.get(card).ok_or_else(|| {
            self.error(
                ErrorKind::UnknownCard,
                format!("no card '{card}' in the pool"),
            )
        })?;
        let arena = def.arena.unwrap_or(Arena::Ground);
        if self.state.units.len() >= super::UNIT_LIMIT {
            return Err(self.error(
                ErrorKind::UnitLimit,
                format!(
                    "{} would be unit {} in play: the engine runs at most {} units at once, more than any real game has",
                    self.card_name(card),
                    self.state.units.len() + 1,
                    super::UNIT_LIMIT
                ),
            ));
        }
        // "This unit enters play ready." (engine/enters_ready.rs).
        let ready = ready || self.enters_ready_itself(p, card)?;
        let label = self.unique_label(card.to_string());
        let instance = self.state.enter_unit(card, label, owner, arena, !ready);
        if let Some(u) = self.state.unit_mut(instance) {
            u.controller = p;
        }
        Ok(instance)
    }
}
