//! Smuggle [Y] (7.5.14): a card in its owner's resource zone may be played
//! for Y instead of its printed cost, as a modified "Play a Card" action
//! (7.5.14c). The card can help pay its own cost (7.5.14e); as it enters
//! play, the top card of the deck replaces it as a resource, exhausted
//! (7.5.14g); with an empty deck nothing replaces it, and that is not a draw
//! from an empty deck: no damage (7.5.14h). A unit played this way enters
//! play exhausted and its When Played abilities trigger (7.5.14f).
//!
//! Resources are counts; a scenario names the facedown cards it needs in
//! `resources.known`, counted among the ready ones.
//!
//! A resource a player took from the other (DJ, `effects::stolen_resource`)
//! is in the taker's resource zone, so the taker may smuggle it when its
//! card is named (`Resources::stolen`, `card`): they pay (their aspects
//! count for the penalty), the card helps pay (7.5.14e), and the top card
//! of their own deck replaces it (7.5.14a, 7.5.14g). The card keeps its
//! owner (1.5.2a): a unit or upgrade is the taker's to control and the
//! other player's to own, so it leaves play for its owner's zones, and an
//! event goes to its owner's discard pile (7.5.14f). It is no longer a
//! resource: a unit or upgrade enters play as a new copy (8.7.3), an event
//! never enters play (7.4.2), and either way the unit that took it gives
//! nothing back when it leaves play. With a card of their own
//! and a stolen one of the same name, the player picks which they play. A
//! stolen resource whose card the scenario does not name is not offered:
//! the engine cannot tell whether it has Smuggle.
//!
//! A resource may also gain Smuggle from a friendly unit's constant
//! ability (Tech: "Each friendly resource gains Smuggle", its cost the
//! card's own cost plus N, its icons the card's), a stolen one too, being
//! a friendly resource of its controller's (1.5.3a): each Smuggle is an
//! ability of its own (7.5.14b), so with two the player picks which.

use super::{Engine, EngineError, EngineResult, ErrorKind, PlayerId, StepText};
use crate::rulesets::swu::cards::{CardType, ConstantScope, Keyword};
use crate::rulesets::swu::engine::kinds;
use crate::timing::OrderNode;

/// One Smuggle a resource has: its cost, the aspect icons its penalty
/// counts against, and the unit that gives it (`None`: printed on the
/// card).
struct SmuggleWay {
    cost: u32,
    icons: Vec<String>,
    from: Option<String>,
    /// The damage to a friendly unit the cost also deals (printed in the
    /// brackets, `engine::smuggle_cost`).
    damage: Option<u32>,
}

impl Engine<'_> {
    /// "smuggle CARD" for each known resource `p` controls with Smuggle,
    /// printed or gained: their own named cards, and the named ones they
    /// took from the other player (a friendly resource of theirs all the
    /// same, 1.5.3a), each card once.
    pub(super) fn smuggle_options(&self, p: PlayerId) -> Vec<String> {
        let r = &self.state.player(p).resources;
        let stolen = r.stolen.iter().filter_map(|s| s.card.as_ref());
        let mut out: Vec<String> = Vec::new();
        for c in r.known.iter().chain(stolen) {
            let option = format!("smuggle {c}");
            if out.contains(&option)
                || self.smuggle_ways(p, c).is_empty()
                || self.named_play_restriction(p, c).is_some()
            {
                continue;
            }
            out.push(option);
        }
        out
    }

    /// The units of `p`'s in play whose constant ability gives each
    /// friendly resource Smuggle, with what that Smuggle adds to the
    /// card's cost.
    pub(super) fn smuggle_granters(&self, p: PlayerId) -> Vec<(String, u32)> {
        let mut out = Vec::new();
        // Not from a unit that has lost all abilities (8.14.2).
        for u in self
            .state
            .units
            .iter()
            .filter(|u| u.controller == p && !self.lost_all(u.instance))
        {
            let Some(def) = self.pool.get(&u.card) else {
                continue;
            };
            for k in &def.constants {
                if k.to == ConstantScope::FriendlyResources
                    && k.keywords.contains(&Keyword::Smuggle)
                {
                    out.push((self.unit_name(u), k.amount));
                }
            }
        }
        out
    }

    /// Each Smuggle `card` has as `p`'s resource.
    fn smuggle_ways(&self, p: PlayerId, card: &str) -> Vec<SmuggleWay> {
        let Some(def) = self.pool.get(card) else {
            return Vec::new();
        };
        let mut ways = Vec::new();
        if let Some(cost) = def.smuggle {
            ways.push(SmuggleWay {
                cost,
                icons: def.smuggle_aspects.clone(),
                from: None,
                damage: def.smuggle_damage,
            });
        }
        if let Some(cost) = def.cost {
            for (from, plus) in self.smuggle_granters(p) {
                ways.push(SmuggleWay {
                    cost: cost + plus,
                    icons: def.aspects.clone(),
                    from: Some(from),
                    damage: None,
                });
            }
        }
        ways
    }

    pub(super) fn smuggle_action(
        &mut self,
        p: PlayerId,
        card: &str,
        index: usize,
    ) -> EngineResult<Option<OrderNode>> {
        let name = self.state.name(p);
        let illegal = |engine: &Engine, message: String| {
            EngineError::at_action(engine, p, ErrorKind::IllegalAction, message, index)
        };
        let r = &self.state.player(p).resources;
        let own = r.known.iter().position(|c| c == card);
        let taken = r
            .stolen
            .iter()
            .find(|s| s.card.as_deref() == Some(card))
            .map(|s| s.until);
        // Which copy is played is asked only once the play is known legal.
        let found = match (own, taken) {
            (Some(pos), Some(until)) => Err((pos, until)),
            (Some(pos), None) => Ok(Held::Own(pos)),
            (None, Some(until)) => Ok(Held::Stolen(until)),
            (None, None) => {
                return Err(illegal(
                    self,
                    format!("{name} has no known resource '{card}' to smuggle"),
                ))
            }
        };
        let Some(def) = self.pool.get(card).cloned() else {
            return Err(illegal(self, format!("no card '{card}' in the pool")));
        };
        if let Some(by) = self.named_play_restriction(p, card) {
            return Err(illegal(
                self,
                format!("{name} can't play {}: {by} names it while in play (a play restriction, 8.19.3)", def.name),
            ));
        }
        let ways = self.smuggle_ways(p, card);
        if ways.is_empty() {
            return Err(illegal(self, format!("{} has no Smuggle", def.name)));
        }
        let held = match found {
            Ok(held) => held,
            // Both: a copy of their own and one they took.
            Err((pos, until)) => match self.which_copy(p, &def.name, pos, until)? {
                Some(held) => held,
                None => return Ok(None),
            },
        };
        let Some(SmuggleWay {
            cost,
            icons,
            from: gained,
            damage,
        }) = self.which_smuggle(p, &def.name, ways)?
        else {
            return Ok(None);
        };
        let smuggle_cost = cost;
        // Smuggle's cost Y is paid like any cost, its aspect penalty
        // included; the icons are the ones printed in its brackets (7.5.14a),
        // or for a gained Smuggle the card's own.
        let full = self.play_cost(p, cost, &icons, 0);
        let ready = self.state.player(p).resources.ready;
        if self.spendable(p) < full.total().max(1) {
            return Err(illegal(
                self,
                format!(
                    "{name} cannot pay {} to smuggle {}: it costs {}{}, and only {ready} resources are ready",
                    full.total(),
                    def.name,
                    full.describe(),
                    self.penalty_reason(p, &full)
                ),
            ));
        }
        // The whole of Y must be payable (1.8.8): its damage needs a
        // friendly unit.
        if let Some(n) = damage.filter(|_| self.units_of(p).is_empty()) {
            return Err(illegal(
                self,
                format!(
                    "{name} cannot smuggle {}: its Smuggle cost also deals {n} damage to a friendly unit, and {name} controls none",
                    def.name
                ),
            ));
        }
        // Exploit applies to any play (7.5.16c).
        let Some(less) = self.exploit(p, card)? else {
            return Ok(None);
        };
        let less = less + self.own_cost_less(p, card)?;
        let mut paid = self.play_cost(p, cost, &icons, less);
        self.apply_play_costs(p, card, &mut paid)?;
        let cost = paid.total();
        // Pay, the card itself helping (7.5.14e): it is one of the ready
        // resources exhausted, then it leaves the resource zone. A card
        // the other player owns stays theirs (1.5.2a): it is no longer a
        // resource, so it leaves `stolen`.
        let owner = match held {
            Held::Own(pos) => {
                self.state.player_mut(p).resources.known.remove(pos);
                p
            }
            Held::Stolen(until) => {
                let r = &mut self.state.player_mut(p).resources;
                let Some(i) = r
                    .stolen
                    .iter()
                    .position(|s| s.until == until && s.card.as_deref() == Some(card))
                else {
                    // The unit that took it left play while the cost was
                    // paid (an Exploit), and its owner took it back: the
                    // card is no longer p's to play.
                    return Err(illegal(
                        self,
                        format!(
                            "{name} cannot smuggle {}: the unit that took it left play while its cost was paid, and its owner took control of it again",
                            def.name
                        ),
                    ));
                };
                r.stolen.remove(i);
                p.other()
            }
        };
        let r = &mut self.state.player_mut(p).resources;
        r.ready = r.ready.saturating_sub(cost.max(1));
        r.exhausted = r.exhausted.saturating_add(cost.max(1) - 1);
        let replaced = !self.state.player(p).deck.is_empty();
        let text = if replaced {
            self.state.player_mut(p).deck.remove(0);
            let r = &mut self.state.player_mut(p).resources;
            r.exhausted = r.exhausted.saturating_add(1);
            format!(
                "{name} pays {cost} to smuggle {} from the resources; the top card of the deck replaces it as a resource, exhausted.",
                def.name
            )
        } else {
            format!(
                "{name} pays {cost} to smuggle {} from the resources; the deck is empty, so nothing replaces it, and that is not a draw: no damage.",
                def.name
            )
        };
        // Open question 22: counting the card's own icons instead would
        // change what is paid.
        let mut own_icons = self.play_cost(p, def.smuggle.unwrap_or(0), &def.aspects, less);
        self.apply_play_costs_quietly(p, card, &mut own_icons);
        // The top card replaces a smuggled card (7.5.14g); with an empty
        // deck nothing does, and that is no draw (7.5.14h): each rule is
        // cited only in its own case.
        let rules: &[&'static str] = if replaced {
            &["7.5.14", "7.5.14g"]
        } else {
            &["7.5.14", "7.5.14h"]
        };
        let mut step = match held {
            Held::Own(_) => StepText::new(text, rules),
            Held::Stolen(until) => self.smuggled_from_the_other_player(
                p,
                (cost, &def.name, def.card_type == CardType::Event),
                until,
                replaced,
            ),
        }
        .player(p);
        if let Some(from) = &gained {
            let why = format!(
                " It uses the Smuggle {from} gives it (the card's cost plus {}, with its own aspect icons), an ability of its own.",
                smuggle_cost.saturating_sub(def.cost.unwrap_or(0))
            );
            // A gained Smuggle is one more of the card's (7.5.14b).
            let mut rules = step.rules.to_vec();
            rules.insert(1, "7.5.14b");
            step.text = crate::text!("{}{}", step.text, &why);
            step.rules = rules.into();
        } else if own_icons.total() != cost {
            step = step.reading(super::readings::SMUGGLE_BRACKET_ICONS);
        }
        self.record(kinds::MOVE, step)?;
        if let Some(n) = damage {
            if self.pay_smuggle_damage(p, &def.name, n)?.is_none() {
                return Ok(None);
            }
        }
        self.pay_additional(p, card, &paid)?;
        self.note_penalty(p, card, &paid)?;
        let how = (
            " using Smuggle",
            crate::rulesets::swu::cards::HowPlayed::UsingSmuggle,
        );
        self.resolve_play_owned(p, owner, card, &def, how, index)
    }

    /// The smuggle step of a card `p` took from the other player (the
    /// unit `until` took it), saying whose card it is: `p` plays it from
    /// their resource zone and their own deck replaces it (7.5.14a), and
    /// the other player still owns it (1.5.2a). A unit or upgrade is `p`'s
    /// to control (1.5.2b) and, turned faceup, enters play as a new copy
    /// (8.7.1, 8.7.3); an event never enters play (7.4.2). Either way the
    /// delayed effect that would give "that resource" back has none left
    /// to give.
    fn smuggled_from_the_other_player(
        &self,
        p: PlayerId,
        (cost, card, event): (u32, &str, bool),
        until: super::InstanceId,
        replaced: bool,
    ) -> StepText<'static> {
        let name = self.state.name(p);
        let owner = self.state.name(p.other());
        let by = self
            .state
            .unit(until)
            .map(|u| self.unit_name(u))
            .unwrap_or_else(|| "the unit that took it".to_string());
        // What replaces it: the top card of the smuggler's own deck
        // (7.5.14g), or with that deck empty nothing, and no draw (7.5.14h).
        let (replacement, last) = if replaced {
            (
                format!("the top card of {name}'s deck replaces it as a resource, exhausted."),
                "7.5.14g",
            )
        } else {
            (
                format!("{name}'s deck is empty, so nothing replaces it, and that is not a draw: no damage."),
                "7.5.14h",
            )
        };
        // What it becomes: an event goes to its owner's discard pile
        // without entering play (7.4.2); a unit or upgrade enters play, a
        // new copy (8.7.1, 8.7.3). Neither is that resource any more.
        let (becomes, rules): (_, &[&'static str]) = if event {
            (
                crate::text!(
                    " An event never enters play, and it is no longer a resource, so when {} leaves play there is no resource to give back.",
                    &by
                ),
                &["7.4.2"],
            )
        } else {
            (
                crate::text!(
                    " {} controls what it becomes and {} still owns it; it enters play as a new copy, no longer that resource, so when {} leaves play there is no resource to give back.",
                    &name,
                    &owner,
                    &by
                ),
                &["1.5.2b", "8.7.1", "8.7.3"],
            )
        };
        let text = crate::text!(
            "{} pays {} to smuggle {} from the resources, a card {} owns that {} took; {}{}",
            &name,
            cost,
            card,
            &owner,
            &by,
            replacement,
            becomes
        );
        StepText {
            text,
            rules: [&["7.5.14", "7.5.14a", last, "1.5.2a"][..], rules]
                .concat()
                .into(),
            ..StepText::default()
        }
    }
}

/// Which of a player's resources is smuggled: one of their own named
/// cards (its place in `known`), or one the other player owns that the
/// unit `until` took (`Resources::stolen`).
#[derive(Clone, Copy)]
enum Held {
    Own(usize),
    Stolen(super::InstanceId),
}

impl Engine<'_> {
    /// Which copy `p` smuggles when they control both a named card of
    /// their own (at `pos` in `known`) and one the other player owns (the
    /// unit `until` took it): theirs to pick, as any card they may play
    /// from their resource zone (7.5.14a); `None` when the game ended at
    /// the choice.
    fn which_copy(
        &mut self,
        p: PlayerId,
        name: &str,
        pos: usize,
        until: super::InstanceId,
    ) -> EngineResult<Option<Held>> {
        let you = self.state.name(p);
        let options = vec![
            format!("{name} {you} owns"),
            format!("{name} {} owns", self.state.name(p.other())),
        ];
        let prompt = format!("{you} controls two {name} resources: which does {you} smuggle?");
        let Some(i) = self.decide_index(p, prompt, options, &["7.5.14a"])? else {
            return Ok(None);
        };
        Ok(Some(if i == 0 {
            Held::Own(pos)
        } else {
            Held::Stolen(until)
        }))
    }

    /// The Smuggle `p` uses when the card has more than one (7.5.14b):
    /// theirs to pick; `None` when the game ended at the choice.
    fn which_smuggle(
        &mut self,
        p: PlayerId,
        name: &str,
        mut ways: Vec<SmuggleWay>,
    ) -> EngineResult<Option<SmuggleWay>> {
        if ways.len() == 1 {
            return Ok(ways.pop());
        }
        let options: Vec<String> = ways
            .iter()
            .map(|w| {
                let dealing = w
                    .damage
                    .map(|n| format!(", deal {n} damage to a friendly unit"))
                    .unwrap_or_default();
                let bracket = format!("Smuggle [C={} {}{dealing}]", w.cost, w.icons.join(" "));
                match &w.from {
                    Some(from) => format!("{bracket} from {from}"),
                    None => format!("{bracket} printed"),
                }
            })
            .collect();
        let prompt = format!(
            "{name} has more than one Smuggle: which does {} use?",
            self.state.name(p)
        );
        let Some(i) = self.decide_index(p, prompt, options, &["7.5.14b"])? else {
            return Ok(None);
        };
        Ok(Some(ways.swap_remove(i)))
    }
}
