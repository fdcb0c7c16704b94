//! What playing a card costs (6.2.3): the printed cost, or Smuggle's cost
//! Y (7.5.14a); plus 2 resources for each aspect icon on the card beyond
//! those its player's leader and base provide (8.1.1), where each icon a
//! leader or base shows provides one icon only, so a card with two of the
//! same icon needs two of them provided (8.1.2); increases are applied
//! before decreases such as Exploit (6.2.3a, 1.8.3) and the result is never
//! below 0 (6.2.3b). A play "for free" bypasses all of it, the penalty
//! included (8.1.3, 6.2.3d), but still pays the additional non-resource
//! costs in effect for the card (6.2.3d, Saw Gerrera's). A player who cannot pay cannot play the card
//! (8.1.1, 6.2.4a): the run stops with an error at the script line.

use super::{Engine, EngineError, EngineResult, ErrorKind, PlayerId};

/// A play's resource cost, with how it was reached, for the trace and for
/// the error when it cannot be paid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct PlayCost {
    /// The printed cost, or the Smuggle cost Y.
    pub base: u32,
    /// The card's icons no leader or base icon provides, one entry each.
    pub unprovided: Vec<String>,
    /// What decreases the cost (an ability's reduction, Exploit).
    pub less: u32,
    /// What increases it beyond the aspect penalty (Qi'ra's named card).
    pub more: u32,
    /// The card shows one icon twice, so 8.1.2 decides how many are
    /// provided.
    pub repeated: bool,
    /// Icons beyond those provided whose penalty an ability ignores: the
    /// card still has them, but they add nothing (8.10.2).
    pub ignored: Vec<String>,
    /// An additional cost (1.8.8): damage the player deals to their own
    /// base as they pay, and the card whose ability asks it.
    pub base_damage: Vec<(String, u32)>,
}

impl PlayCost {
    /// 2 resources for each unprovided icon (8.1.1).
    pub fn penalty(&self) -> u32 {
        2 * self.unprovided.len() as u32
    }

    /// The modified cost: increases first, then decreases, never below 0
    /// (6.2.3a, 6.2.3b).
    pub fn total(&self) -> u32 {
        (self.base + self.penalty() + self.more).saturating_sub(self.less)
    }

    /// "3, plus 4 aspect penalty for Vigilance and Heroism", or "3".
    pub fn describe(&self) -> String {
        if self.unprovided.is_empty() {
            return self.base.to_string();
        }
        format!(
            "{}, plus {} aspect penalty for {}",
            self.base,
            self.penalty(),
            and_list(&self.unprovided)
        )
    }
}

impl Engine<'_> {
    /// The aspect icons `p`'s leader and base provide, one entry per icon
    /// printed (1.5.6b, 3.2.1, 3.4.1, 8.1.2).
    pub(super) fn provided_aspects(&self, p: PlayerId) -> Vec<String> {
        let player = self.state.player(p);
        let leader = match &player.leader {
            Some(l) => self
                .pool
                .get(&l.card)
                .map(|c| c.aspects.clone())
                .unwrap_or_default(),
            None => player.leader_aspects.clone(),
        };
        let mut icons = player.base.aspects.clone();
        icons.extend(leader);
        icons
    }

    /// The icons of `icons` that `p`'s leader and base do not provide: each
    /// provided icon covers one icon of the card (8.1.2), so a repeated icon
    /// needs as many provided.
    pub(super) fn unprovided_aspects(&self, p: PlayerId, icons: &[String]) -> Vec<String> {
        beyond_provided(&self.provided_aspects(p), icons)
    }

    /// What `p` pays to play `card` from `base` (its printed or Smuggle
    /// cost) with the card's `icons`, less `less`.
    pub(super) fn play_cost(
        &self,
        p: PlayerId,
        base: u32,
        icons: &[String],
        less: u32,
    ) -> PlayCost {
        PlayCost {
            base,
            unprovided: self.unprovided_aspects(p, icons),
            less,
            more: 0,
            repeated: icons
                .iter()
                .enumerate()
                .any(|(i, a)| icons[..i].iter().any(|b| b.eq_ignore_ascii_case(a))),
            ignored: Vec::new(),
            base_damage: Vec::new(),
        }
    }

    /// Exhaust the resources a play costs, or refuse the play with the
    /// whole sum in the message (8.1.1, 6.2.4a); `entry` is the script line
    /// the play comes from.
    pub(super) fn pay_for_play(
        &mut self,
        p: PlayerId,
        card: &str,
        cost: &PlayCost,
        entry: usize,
    ) -> EngineResult<()> {
        let ready = self.state.player(p).resources.ready;
        let total = cost.total();
        if self.spendable(p) < total {
            return Err(self.cannot_pay(p, card, cost, ready, entry));
        }
        self.pay(p, total, card)?;
        self.pay_additional(p, card, cost)
    }

    /// The additional costs of a play, paid with its resources (1.8.8,
    /// 6.2.4): damage the player deals to their own base.
    pub(super) fn pay_additional(
        &mut self,
        p: PlayerId,
        card: &str,
        cost: &PlayCost,
    ) -> EngineResult<()> {
        self.pay_additional_cited(p, card, cost, ("", &["1.8.8", "6.2.4"]))
    }

    /// A play "for free" pays no resources and bypasses every modifier of
    /// the card's cost, but not the additional non-resource costs in effect
    /// for it (1.8.5, 6.2.3d): those are paid all the same.
    pub(super) fn pay_additional_for_free(&mut self, p: PlayerId, card: &str) -> EngineResult<()> {
        let mut cost = self.play_cost(p, 0, &[], 0);
        cost.base_damage = self.additional_costs(p, card);
        self.pay_additional_cited(p, card, &cost, (" for free", &["1.8.8", "6.2.3d", "1.8.5"]))
    }

    fn pay_additional_cited(
        &mut self,
        p: PlayerId,
        card: &str,
        cost: &PlayCost,
        (how, rules): (&str, &[&'static str]),
    ) -> EngineResult<()> {
        let also = if how.is_empty() { "also" } else { "still" };
        for (source, n) in &cost.base_damage {
            self.note(
                format!(
                    "{source}'s additional cost: to play {}{how}, {} {also} deals {n} damage to their own base.",
                    self.card_name(card),
                    self.state.name(p)
                ),
                rules,
            )?;
            self.deal_damage_cited(
                super::effects::Hit::Base(p),
                *n as i32,
                source,
                p,
                &["1.8.8"],
            )?;
        }
        Ok(())
    }

    fn cannot_pay(
        &self,
        p: PlayerId,
        card: &str,
        cost: &PlayCost,
        ready: u32,
        entry: usize,
    ) -> EngineError {
        let less = if cost.less > 0 {
            format!(", less {}", cost.less)
        } else {
            String::new()
        };
        let mut e = self.error(
            ErrorKind::IllegalAction,
            format!(
                "{} cannot pay {} for {}: it costs {}{less}{}, and only {ready} resources are ready",
                self.state.name(p),
                cost.total(),
                self.card_name(card),
                cost.describe(),
                self.penalty_reason(p, cost),
            ),
        );
        e.script_entry = Some(entry);
        e
    }

    /// Where a penalty comes from, for an error: " (Alex's leader and base
    /// provide Cunning; 2 more for each icon beyond them, 8.1.1)", or
    /// nothing when there is no penalty.
    pub(super) fn penalty_reason(&self, p: PlayerId, cost: &PlayCost) -> String {
        if cost.unprovided.is_empty() {
            return String::new();
        }
        let name = self.state.name(p);
        let provided = self.provided_aspects(p);
        let from = if provided.is_empty() {
            format!("{name}'s leader and base provide no aspect icons")
        } else {
            format!("{name}'s leader and base provide {}", and_list(&provided))
        };
        format!(" ({from}; 2 more for each icon beyond them, 8.1.1)")
    }

    /// A play that pays an aspect penalty says so in the trace.
    pub(super) fn note_penalty(
        &mut self,
        p: PlayerId,
        card: &str,
        cost: &PlayCost,
    ) -> EngineResult<()> {
        if cost.unprovided.is_empty() {
            return Ok(());
        }
        let text = format!(
            "{}'s {} {} beyond what {}'s leader and base provide: the aspect penalty adds {}, before any decrease; {} pays {} in all.",
            self.card_name(card),
            and_list(&cost.unprovided),
            if cost.unprovided.len() == 1 { "icon is" } else { "icons are" },
            self.state.name(p),
            cost.penalty(),
            self.state.name(p),
            cost.total(),
        );
        // 8.1.2 is cited only where it decides something: a repeated icon.
        let rules: &[&'static str] = if cost.repeated {
            &["8.1.1", "8.1.2", "6.2.3a"]
        } else {
            &["8.1.1", "6.2.3a"]
        };
        self.note(text, rules)
    }
}

/// The icons of a card's `icons` that the `provided` ones (a leader's and
/// a base's, one entry per icon) do not cover: each provided icon covers
/// one icon of the card (8.1.2). Each costs 2 more (8.1.1).
pub fn beyond_provided(provided: &[String], icons: &[String]) -> Vec<String> {
    let mut provided = provided.to_vec();
    let mut beyond = Vec::new();
    for icon in icons {
        match provided.iter().position(|x| x.eq_ignore_ascii_case(icon)) {
            Some(i) => {
                provided.swap_remove(i);
            }
            None => beyond.push(icon.clone()),
        }
    }
    beyond
}

/// "A", "A and B", "A, B and C".
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}
