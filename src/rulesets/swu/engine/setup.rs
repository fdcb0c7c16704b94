//! Setup (5.2), as its steps in order:
//! (a) bases and (b) leaders are in play (the scenario's board has them);
//! (c) a player picked at random decides who starts with the initiative;
//! (d) each player draws an opening hand of 6 from their shuffled deck;
//! (e) mulligans: the initiative player decides first, then the opponent;
//! (f) each player resources exactly 2 cards from hand, ready.
//! Then the first round begins with the action phase (5.3).

use super::decide::Ask;
use super::{Engine, EngineResult, HiddenCard, PlayerId, StepText};
use crate::rulesets::swu::engine::kinds;
use crate::timing::OrderNode;

const OPENING_HAND: usize = 6;
const SETUP_RESOURCES: usize = 2;

impl Engine<'_> {
    pub(super) fn setup(&mut self) -> EngineResult<Option<OrderNode>> {
        self.record(
            kinds::PHASE_STEP,
            StepText::new(
                "Setup: both bases and both leaders (leader side up) are in play.",
                &["5.2.1a", "5.2.1b"],
            ),
        )?;
        // (c) The random pick, then that player's decision.
        let names: Vec<String> = PlayerId::BOTH.iter().map(|p| self.state.name(*p)).collect();
        let Some(pick) = self.decide_chance(
            "Setup: which player is picked at random to decide who starts with the initiative?"
                .into(),
            names.clone(),
            &["5.2.1c"],
        )?
        else {
            return Ok(None);
        };
        let picked = self.player_named(&pick[0]);
        let prompt = format!(
            "Setup: {} decides which player starts with the initiative.",
            self.state.name(picked)
        );
        let Some(first) = self.decide(picked, prompt, names, Ask::One, &["5.2.1c"])? else {
            return Ok(None);
        };
        let first = self.player_named(&first[0]);
        self.state.initiative = first;
        self.state.active = first;
        let label = self.unique_label("setup/initiative".into());
        self.record(
            kinds::ACTION,
            StepText::new(
                crate::text!(
                    "{} starts the game with the initiative.",
                    self.state.name(first)
                ),
                &["5.2.1c"],
            )
            .label(label.clone())
            .player(first),
        )?;
        let mut parts = vec![OrderNode::event(label)];
        // (d) Opening hands.
        for p in PlayerId::BOTH {
            self.draw_opening_hand(p)?;
        }
        // (e) Mulligans, the initiative player first (5.2.1e).
        for p in [first, first.other()] {
            let name = self.state.name(p);
            let Some(c) = self.decide(
                p,
                format!("Setup: does {name} keep their hand or mulligan?"),
                vec!["keep".into(), "mulligan".into()],
                Ask::One,
                &["5.2.1e"],
            )?
            else {
                // A concession ends the game here; what setup did so far
                // stays in the order tree (found by fuzzing).
                return Ok(Some(setup_order(parts)));
            };
            let label = self.unique_label(format!("{}/mulligan", crate::scenario_slug(&name)));
            if c[0] == "mulligan" {
                // One step: the hand goes back, the deck is shuffled and a
                // new hand is drawn; it is not a second opening hand.
                let pl = self.state.player_mut(p);
                let hand: Vec<HiddenCard> = pl.hand.drain(..).collect();
                let returned = hand.len();
                pl.deck.extend(hand);
                // Shuffled: the order of the deck is no longer known.
                for c in pl.deck.iter_mut() {
                    *c = HiddenCard::Unknown;
                }
                let n = OPENING_HAND.min(pl.deck.len());
                let drawn: Vec<HiddenCard> = pl.deck.drain(..n).collect();
                pl.hand.extend(drawn);
                self.record(
                    kinds::MOVE,
                    StepText::new(
                        crate::text!("{} takes a mulligan: they shuffle the {} cards of their hand back into their deck and draw {} new cards. They must keep this hand.", &name, &returned, &n),
                        &["5.2.1e"],
                    )
                    .label(label.clone())
                    .player(p),
                )?;
            } else {
                self.record(
                    kinds::ACTION,
                    StepText::new(crate::text!("{} keeps their hand.", &name), &["5.2.1e"])
                        .label(label.clone())
                        .player(p),
                )?;
            }
            parts.push(OrderNode::event(label));
        }
        // (f) Exactly two resources each, ready, the initiative player first.
        for p in [first, first.other()] {
            let name = self.state.name(p);
            let options = self.hand_labels(p);
            let want = SETUP_RESOURCES.min(options.len());
            let Some(chosen) = self.decide(
                p,
                format!("Setup: which 2 cards does {name} resource?"),
                options.clone(),
                Ask::Exactly(want),
                &["5.2.1f"],
            )?
            else {
                // A concession ends the game here; what setup did so far
                // stays in the order tree (found by fuzzing).
                return Ok(Some(setup_order(parts)));
            };
            let mut idx: Vec<usize> = chosen
                .iter()
                .filter_map(|c| options.iter().position(|o| o == c))
                .collect();
            idx.sort_unstable_by(|a, b| b.cmp(a));
            for i in idx {
                self.state.player_mut(p).hand.remove(i);
            }
            self.state.player_mut(p).resources.ready += want as u32;
            let label =
                self.unique_label(format!("{}/setup-resources", crate::scenario_slug(&name)));
            self.record(
                kinds::MOVE,
                StepText::new(
                    crate::text!(
                        "{} resources {}, facedown and ready.",
                        &name,
                        if chosen.is_empty() {
                            "no cards".to_string()
                        } else {
                            chosen.join(" and ")
                        }
                    ),
                    &["5.2.1f"],
                )
                .label(label.clone())
                .player(p),
            )?;
            parts.push(OrderNode::event(label));
        }
        Ok(Some(setup_order(parts)))
    }

    fn player_named(&self, name: &str) -> PlayerId {
        if self.state.name(PlayerId(1)) == name {
            PlayerId(1)
        } else {
            PlayerId(0)
        }
    }

    fn draw_opening_hand(&mut self, p: PlayerId) -> EngineResult<()> {
        let pl = self.state.player_mut(p);
        let n = OPENING_HAND.min(pl.deck.len());
        let drawn: Vec<HiddenCard> = pl.deck.drain(..n).collect();
        pl.hand.extend(drawn);
        let name = self.state.name(p);
        self.record(
            kinds::MOVE,
            StepText::new(
                crate::text!(
                    "{} shuffles and draws an opening hand of {} cards.",
                    &name,
                    &n
                ),
                &["5.2.1d"],
            )
            .player(p),
        )
    }

    /// Hand cards as options: names, with a number where the card is
    /// unknown or a name repeats.
    pub(super) fn hand_labels(&self, p: PlayerId) -> Vec<String> {
        let hand = &self.state.player(p).hand;
        hand.iter()
            .enumerate()
            .map(|(i, c)| match c.id() {
                Some(id) => {
                    let name = self.card_name(id);
                    let twins = hand.iter().filter(|x| x.id() == Some(id)).count();
                    if twins > 1 {
                        format!("{name} ({})", i + 1)
                    } else {
                        name
                    }
                }
                None => format!("unknown card {}", i + 1),
            })
            .collect()
    }
}

/// Setup's labelled steps, in the order they happened.
fn setup_order(parts: Vec<OrderNode>) -> OrderNode {
    OrderNode::seq(
        parts,
        "5.2.1",
        "setup's steps happen in order; the initiative player makes each decision first",
    )
}
