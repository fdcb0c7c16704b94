//! The `TriggerWindow`: abilities (or delayed effects) that are ready to
//! resolve at the same time.
//!
//! 1. If both players have items, the active player picks who goes first
//!    (7.6.10; for delayed effects 7.7.4e).
//! 2. That player orders and resolves all of theirs (7.6.9), then the other.
//! 3. Each item resolves in full; what it triggers is a nested layer that
//!    resolves before the next item (7.6.11, 7.6.12).
//! 4. Once the game is over nothing more resolves (5.6.2).

use super::decide::Ask;
use super::{Engine, EngineResult, InstanceId, PlayerId, StepText};
use crate::rulesets::swu::cards::{Effect, Trigger};
use crate::timing::order::Group;
use crate::timing::{OrderNode, StepKind};

/// What an ability resolves with.
#[derive(Debug, Clone, Default)]
pub(super) struct Ctx {
    /// The unit the ability is about ("it").
    pub it: Option<InstanceId>,
    /// The player whose action triggered the ability.
    pub triggering_player: Option<PlayerId>,
    /// The card whose play triggered the ability.
    pub played_card: Option<String>,
    /// The card that left play and its owner (a defeated unit's When
    /// Defeated resolves after it is in the discard pile, 7.6.14).
    pub left_play: Option<(String, PlayerId)>,
    /// The cost of the card revealed earlier in this ability (Grand Admiral
    /// Thrawn); `None` when nothing was revealed.
    pub revealed_cost: Option<u32>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum ItemKind {
    Triggered,
    Delayed,
}

/// An ability or delayed effect waiting to resolve.
#[derive(Debug, Clone)]
pub(super) struct Pending {
    pub label: String,
    pub controller: PlayerId,
    pub source_name: String,
    /// The source card's id, when a card (not a delayed effect) is the
    /// source.
    pub source_card: Option<String>,
    pub source_unit: Option<InstanceId>,
    pub trigger: Trigger,
    pub may: bool,
    pub effects: Vec<Effect>,
    pub ctx: Ctx,
    pub kind: ItemKind,
    /// The keyword this item is (Ambush, Shielded, Restore): it resolves
    /// like a triggered ability but is not one (7.5.1), so the trace names
    /// the keyword, not a "When Played ability".
    pub keyword: Option<&'static str>,
}

impl Engine<'_> {
    /// Take what has triggered since the last window.
    pub(super) fn take_pending(&mut self) -> Vec<Pending> {
        std::mem::take(&mut self.pending)
    }

    /// Resolve a window of simultaneous items. Returns its order tree, or
    /// `None` when nothing resolved.
    pub(super) fn resolve_window(
        &mut self,
        items: Vec<Pending>,
    ) -> EngineResult<Option<OrderNode>> {
        if items.is_empty() || self.state.is_over() {
            return Ok(None);
        }
        // Every item waits until its turn; what the game-end stops stays
        // unresolved and is let go with the window.
        let mark = self.waiting.len();
        self.waiting.extend(items.iter().map(|i| i.label.clone()));
        let result = self.resolve_window_items(items);
        self.waiting.truncate(mark);
        result
    }

    fn resolve_window_items(&mut self, items: Vec<Pending>) -> EngineResult<Option<OrderNode>> {
        let delayed = items[0].kind == ItemKind::Delayed;
        let (rule_players, rule_own): (&'static str, &'static str) = if delayed {
            ("7.7.4e", "7.7.4e")
        } else {
            ("7.6.10", "7.6.9")
        };
        let active = self.state.active_player();
        let mut by_player: Vec<(PlayerId, Vec<Pending>)> = Vec::new();
        for p in [active, active.other()] {
            let mine: Vec<Pending> = items
                .iter()
                .filter(|i| i.controller == p)
                .cloned()
                .collect();
            if !mine.is_empty() {
                by_player.push((p, mine));
            }
        }
        // 7.6.10: the active player picks which player resolves first.
        let chooser_name = self.state.name(active);
        let mut first_decided_at = None;
        if by_player.len() == 2 {
            let options: Vec<String> = by_player.iter().map(|(p, _)| self.state.name(*p)).collect();
            let what = if delayed {
                "delayed effects"
            } else {
                "triggered abilities"
            };
            let prompt =
                format!("Both players have {what} to resolve: which player resolves theirs first?");
            let before = self.steps.len();
            let Some(first) = self.decide(active, prompt, options, Ask::One, &[rule_players])?
            else {
                return Ok(None);
            };
            first_decided_at = self.choice_step_since(before);
            if self.state.name(by_player[1].0) == first[0] {
                by_player.swap(0, 1);
            }
        }
        let mut groups = Vec::new();
        for (player, mine) in by_player {
            let Some((items, decided_at)) = self.resolve_group(player, mine, rule_own)? else {
                break;
            };
            if !items.is_empty() {
                groups.push(Group {
                    owner: self.state.name(player),
                    items,
                    rule: rule_own.to_string(),
                    decided_at,
                });
            }
            if self.state.is_over() {
                break;
            }
        }
        if groups.is_empty() {
            return Ok(None);
        }
        let why = if delayed {
            "delayed effects at the same moment are ordered like simultaneous triggered abilities: the active player picks which player goes first, and each player orders their own"
        } else {
            "the active player picks which player resolves first; that player resolves all of theirs, in the order they choose, before the other player resolves theirs"
        };
        Ok(Some(OrderNode::Window {
            groups,
            chooser: Some(chooser_name),
            rule: rule_players.to_string(),
            why: why.to_string(),
            decided_at: first_decided_at,
        }))
    }

    /// The step of the choice recorded since the trace had `before` steps,
    /// if one was (a decision with a single legal option records none).
    fn choice_step_since(&self, before: usize) -> Option<usize> {
        (before..self.steps.len()).find(|&i| self.steps[i].choice.is_some())
    }

    /// One player's items, in the order they choose (7.6.9).
    fn resolve_group(
        &mut self,
        player: PlayerId,
        mut mine: Vec<Pending>,
        rule: &'static str,
    ) -> EngineResult<Option<(Vec<OrderNode>, Option<usize>)>> {
        let options: Vec<String> = mine.iter().map(|i| i.label.clone()).collect();
        let prompt = format!(
            "In which order does {} resolve these?",
            self.state.name(player)
        );
        let before = self.steps.len();
        let Some(order) = self.decide(player, prompt, options, Ask::Order, &[rule])? else {
            return Ok(None);
        };
        let decided_at = self.choice_step_since(before);
        mine.sort_by_key(|i| order.iter().position(|l| *l == i.label));
        let mut nodes = Vec::new();
        for item in mine {
            if self.state.is_over() {
                break;
            }
            nodes.push(self.resolve_item(item)?);
        }
        Ok(Some((nodes, decided_at)))
    }

    /// Resolve an ability's effects with a modified-play layer of its own.
    /// Returns the order trees of layers that resolved mid-ability and what
    /// the ability's modified plays triggered, which waits until the
    /// ability has finished (7.1.6b).
    pub(super) fn resolve_ability_effects(
        &mut self,
        effects: &[Effect],
        ctx: &mut Ctx,
        you: PlayerId,
        source: &str,
        this: Option<InstanceId>,
    ) -> EngineResult<(Vec<OrderNode>, Vec<Pending>)> {
        let outer = std::mem::take(&mut self.play_layer);
        let mid = self.resolve_effects(effects, ctx, you, source, this);
        let plays = std::mem::replace(&mut self.play_layer, outer);
        Ok((mid?, plays))
    }

    /// After an action's ability (an event's, an action ability) has
    /// finished: what its modified plays triggered resolves now, as a
    /// nested layer, before the abilities the action itself triggered, which
    /// stay parked (7.1.6b, 7.1.6e, 7.6.11; ruling 2025-09-29). Those include
    /// what paying the action's cost triggered.
    pub(super) fn resolve_play_layer(
        &mut self,
        plays: Vec<Pending>,
    ) -> EngineResult<Option<OrderNode>> {
        if plays.is_empty() {
            return Ok(None);
        }
        let outer = self.take_pending();
        let mark = self.waiting.len();
        self.waiting.extend(outer.iter().map(|i| i.label.clone()));
        self.depth += 1;
        let layer = self.resolve_window(plays);
        self.depth -= 1;
        self.waiting.truncate(mark);
        let mut pending = outer;
        pending.append(&mut self.pending);
        self.pending = pending;
        layer
    }

    /// The order of an action's own part when its ability made modified
    /// plays: the ability (with its plays) and then their nested layer, as
    /// one block that comes before what the action itself triggered.
    /// Returns the nodes and the rule and reason that put that block first.
    pub(super) fn with_play_layer(
        mut mid: Vec<OrderNode>,
        layer: Option<OrderNode>,
        rule: &'static str,
        why: &'static str,
    ) -> (Vec<OrderNode>, &'static str, &'static str) {
        match layer {
            None => (mid, rule, why),
            Some(layer) => {
                mid.push(layer);
                (
                    vec![OrderNode::seq(
                        mid,
                        "7.1.6b",
                        "what a modified play triggers waits until the ability that made the play has finished resolving",
                    )],
                    "7.1.6e",
                    "what a modified play triggers is nested in the ability that made the play: it resolves before the abilities the action itself triggered, which wait",
                )
            }
        }
    }

    /// Resolve one item in full, then its nested layer (7.6.11).
    pub(super) fn resolve_item(&mut self, item: Pending) -> EngineResult<OrderNode> {
        let label = item.label.clone();
        self.waiting.retain(|l| *l != label);
        let (kind, rules): (StepKind, Vec<&'static str>) = match item.kind {
            ItemKind::Delayed => (StepKind::DelayedEffectResolved, vec!["7.7.4b", "7.7.4c"]),
            ItemKind::Triggered => {
                let mut rules = resolution_rules(item.trigger);
                if let Some(k) = item.keyword {
                    rules.insert(0, keyword_rule(k));
                }
                (StepKind::AbilityResolved, rules)
            }
        };
        let verb = match (item.kind, item.keyword) {
            (ItemKind::Delayed, _) => format!("{}'s delayed effect resolves", item.source_name),
            (ItemKind::Triggered, Some(k)) => format!("{}'s {k} resolves", item.source_name),
            (ItemKind::Triggered, None) => format!(
                "{}'s {} ability resolves",
                item.source_name,
                item.trigger.printed()
            ),
        };
        let mut go = true;
        if item.may {
            // A Bounty is optional by 7.5.13e, whatever its text says.
            let rules: &[&'static str] = if item.trigger == Trigger::Bounty {
                &["7.5.13e", "7.6.7"]
            } else {
                &["7.6.7"]
            };
            match self.decide_may_cited(
                item.controller,
                format!("{verb}: does {} use it?", self.state.name(item.controller)),
                rules,
            )? {
                Some(yes) => go = yes,
                None => return Ok(OrderNode::event(label)),
            }
        }
        let text = if go {
            format!("{verb}.")
        } else {
            format!("{verb}; {} declines it.", self.state.name(item.controller))
        };
        let ability = match (item.kind, item.keyword) {
            (ItemKind::Delayed, _) => "delayed effect".to_string(),
            (ItemKind::Triggered, Some(k)) => k.to_string(),
            (ItemKind::Triggered, None) => item.trigger.printed().to_string(),
        };
        let step = StepText {
            label: Some(label.clone()),
            player: Some(item.controller),
            source: Some(item.source_name.clone()),
            text,
            rules,
            source_id: item.source_card.clone(),
            name: Some(verb.trim_end_matches(" resolves").to_string()),
            ability: Some(ability),
        };
        self.record(kind, step)?;
        self.depth += 1;
        let mut mid = Vec::new();
        let mut plays = Vec::new();
        if go {
            let mut ctx = item.ctx.clone();
            (mid, plays) = self.resolve_ability_effects(
                &item.effects,
                &mut ctx,
                item.controller,
                &item.source_name,
                item.source_unit,
            )?;
        }
        // What the item triggered is its nested layer, what its modified
        // plays triggered included (7.1.6e).
        let mut nested = self.take_pending();
        nested.extend(plays);
        let last = self.resolve_window(nested)?;
        self.depth -= 1;
        mid.extend(last);
        Ok(match mid.len() {
            0 => OrderNode::event(label),
            _ => OrderNode::Nest {
                head: label,
                nested: Box::new(if mid.len() == 1 {
                    mid.pop().expect("one")
                } else {
                    OrderNode::seq(mid, "7.1.7", "each play happens one after another, with its nested abilities resolved before the next")
                }),
                rule: "7.6.11".into(),
                why: "abilities triggered while an ability resolves are nested: they resolve before anything else that was waiting beside it".into(),
            },
        })
    }
}

/// The rule that defines a keyword that resolves like a triggered ability.
pub(super) fn keyword_rule(keyword: &str) -> &'static str {
    match keyword {
        "Ambush" => "7.5.5",
        "Restore" => "7.5.9",
        "Shielded" => "7.5.12",
        _ => "7.5.1",
    }
}

fn resolution_rules(t: Trigger) -> Vec<&'static str> {
    match t {
        Trigger::Defeated => vec!["7.6.14a", "7.6.14b"],
        Trigger::Played => vec!["7.6.13a"],
        Trigger::Created => vec!["3.7.2a"],
        Trigger::Bounty => vec!["7.5.13a", "7.5.13e", "7.5.13f"],
        Trigger::OnAttack | Trigger::OnDefense => vec!["7.6.15a"],
        Trigger::AttackEnds => vec!["7.6.16a"],
        Trigger::ActionPhaseStarts => vec!["5.4.1a", "7.7.4b"],
        Trigger::ActionPhaseEnds => vec!["5.4.1c", "7.7.4b"],
        Trigger::RegroupPhaseStarts => vec!["5.5.1a", "7.7.4b"],
        Trigger::RegroupPhaseEnds => vec!["5.5.1e", "7.7.4b"],
        _ => vec!["7.6.7", "7.6.8"],
    }
}
