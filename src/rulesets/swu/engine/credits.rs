//! Credit tokens (3.7.13): created in their player's resource zone but not
//! resources (4.5.4), so nothing that counts resources counts them. Each
//! has "While paying resources, you may defeat this token. If you do, pay
//! 1 less.": whenever its player pays resources (a card's cost, an action
//! ability's cost, "pay N"), they choose how many of their Credit tokens
//! to defeat, each paying 1 of it.

use super::{kinds, Engine, EngineResult, PlayerId, StepText};
use crate::rulesets::swu::cards::{PlayerSel, Whose};

impl Engine<'_> {
    /// "Create N Credit tokens" for each player `who` names, `you` being
    /// the ability's controller.
    pub(super) fn create_credit_tokens_for(
        &mut self,
        who: PlayerSel,
        you: PlayerId,
        count: u32,
        source: &str,
    ) -> EngineResult<()> {
        for p in self.players(who, you, source)? {
            self.create_credit_tokens(p, count, source)?;
        }
        Ok(())
    }

    /// "Defeat a Credit token": one of `whose` (seen from `you`), `you`
    /// choosing whose when both players have one. `true` when one was
    /// defeated.
    pub(super) fn defeat_credit_token(
        &mut self,
        you: PlayerId,
        whose: Whose,
        source: &str,
    ) -> EngineResult<bool> {
        let players: Vec<PlayerId> = match whose {
            Whose::Any => vec![you, you.other()],
            Whose::Friendly => vec![you],
            Whose::Enemy => vec![you.other()],
        }
        .into_iter()
        .filter(|&p| self.state.player(p).credit_tokens > 0)
        .collect();
        let owner = match players.as_slice() {
            [] => {
                self.note(
                    format!(
                        "{source}: there is no Credit token it can defeat, so nothing is defeated."
                    ),
                    &["3.7.13"],
                )?;
                return Ok(false);
            }
            [p] => *p,
            _ => {
                let options: Vec<String> = players
                    .iter()
                    .map(|&p| format!("{}'s Credit token", self.state.name(p)))
                    .collect();
                let prompt = format!("{source}: whose Credit token is defeated?");
                let Some(i) = self.decide_index(you, prompt, options, &["7.1.5"])? else {
                    return Ok(false);
                };
                players[i]
            }
        };
        self.state.player_mut(owner).credit_tokens -= 1;
        let name = self.state.name(owner);
        let left = self.state.player(owner).credit_tokens;
        self.record(
            kinds::NOTE,
            StepText::new(
                crate::text!(
                    "{} defeats one of {}'s Credit tokens ({} left).",
                    &source,
                    &name,
                    &left
                ),
                &["3.7.13"],
            )
            .player(you)
            .source(source),
        )?;
        Ok(true)
    }

    /// "Create N Credit tokens" for `p`.
    pub(super) fn create_credit_tokens(
        &mut self,
        p: PlayerId,
        count: u32,
        source: &str,
    ) -> EngineResult<()> {
        let now = {
            let player = self.state.player_mut(p);
            player.credit_tokens += count;
            player.credit_tokens
        };
        let name = self.state.name(p);
        let made = match count {
            1 => "a Credit token".to_string(),
            n => format!("{n} Credit tokens"),
        };
        self.record(
            kinds::NOTE,
            StepText::new(
                crate::text!(
                    "{}: {} creates {} in their resource zone; they are not resources ({} has {}).",
                    &source,
                    &name,
                    &made,
                    &name,
                    &now
                ),
                &["3.7.13", "4.5.4"],
            )
            .player(p)
            .source(source),
        )
    }

    /// The most `p` can pay now: their ready resources and, since each of
    /// their Credit tokens may pay 1, those too (3.7.13).
    pub(super) fn spendable(&self, p: PlayerId) -> u32 {
        let player = self.state.player(p);
        player.resources.ready + player.credit_tokens
    }

    /// While `p` pays `amount` resources for `source`: how many of their
    /// Credit tokens they defeat, each paying 1 of it (3.7.13). The choice
    /// is theirs, from none (or as many as their ready resources leave
    /// unpaid, when `must_cover`: the payment has to be made) to as many
    /// as they have, but no more than `amount`.
    pub(super) fn credits_toward(
        &mut self,
        p: PlayerId,
        amount: u32,
        source: &str,
        must_cover: bool,
    ) -> EngineResult<u32> {
        let player = self.state.player(p);
        let (credits, ready) = (player.credit_tokens, player.resources.ready);
        if credits == 0 || amount == 0 {
            return Ok(0);
        }
        let most = credits.min(amount);
        let least = if must_cover {
            amount.saturating_sub(ready).min(most)
        } else {
            0
        };
        let name = self.state.name(p);
        let options: Vec<String> = (least..=most).map(|n| n.to_string()).collect();
        let prompt = format!(
            "{source}: how many of their Credit tokens does {name} defeat while paying {amount}, each paying 1 of it?"
        );
        let Some(i) = self.decide_index(p, prompt, options, &["3.7.13"])? else {
            return Ok(0);
        };
        let n = least + i as u32;
        if n > 0 {
            self.state.player_mut(p).credit_tokens -= n;
            let tokens = if n == 1 {
                "a Credit token".to_string()
            } else {
                format!("{n} Credit tokens")
            };
            self.record(
                kinds::NOTE,
                StepText::new(
                    crate::text!(
                        "{} defeats {} while paying for {}, so pays {} less.",
                        &name,
                        &tokens,
                        &source,
                        &n
                    ),
                    &["3.7.13"],
                )
                .player(p)
                .source(source),
            )?;
        }
        Ok(n)
    }
}
