//! The `TriggerWindow`: abilities (or delayed effects) that are ready to
//! resolve at the same time.
//!
//! 1. If both players have items, the active player picks who goes first
//!    (7.6.10; for delayed effects 7.7.4e).
//! 2. That player orders and resolves all of theirs (7.6.9), then the other.
//! 3. Each item resolves in full; what it triggers is a nested layer that
//!    resolves before the next item (7.6.11, 7.6.12).
//! 4. Once the game is over nothing more resolves (5.6.2).

use super::After;
use crate::rulesets::swu::cards::{Effect, Trigger};
use crate::rulesets::swu::engine::decide::Ask;
use crate::rulesets::swu::engine::kinds;
use crate::rulesets::swu::engine::{Engine, EngineResult, InstanceId, PlayerId, StepText};
use crate::timing::order::Group;
use crate::timing::{OrderNode, StepKind};

/// What an ability resolves with.
#[derive(Debug, Clone, Default)]
pub(in crate::rulesets::swu::engine) struct Ctx {
    /// The unit the ability is about ("it").
    pub it: Option<InstanceId>,
    /// The player whose action triggered the ability.
    pub triggering_player: Option<PlayerId>,
    /// The card whose play triggered the ability.
    pub played_card: Option<String>,
    /// The card that left play and its owner (a defeated unit's When
    /// Defeated resolves after it is in the discard pile, 7.6.14), or
    /// the captured unit and its owner for its Bounty.
    pub left_play: Option<(String, PlayerId)>,
    /// The defeated unit's power just before it left play, for its own
    /// When Defeated ("equal to its power", 8.11.1).
    pub power_as_it_left: Option<i32>,
    /// The upgrade cards attached to the defeated unit as it left play,
    /// with their owners, for its own When Defeated (8.11.1).
    pub upgrades_as_it_left: Vec<(String, PlayerId)>,
    /// The cost of the card revealed earlier in this ability (Grand Admiral
    /// Thrawn); `None` when nothing was revealed.
    pub revealed_cost: Option<u32>,
    /// The keyword being resolved, when the ability is one (Ambush): its
    /// attack is the keyword's own, not a modified attack (7.5.5).
    pub keyword: Option<&'static str>,
    /// The card the last "discard a card from your deck" of this ability
    /// discarded (Greedo), or the last "reveal the top card of your deck"
    /// revealed (Rickety Quadjumper): the "it" of "If it's not a unit";
    /// `None` when nothing was.
    pub discarded: Option<String>,
    /// The card of the unit an ability just played ("its cost", known
    /// even after the unit has left play).
    pub it_card: Option<String>,
    /// The card name this ability named ("Name a card", 8.17.1).
    pub named: Option<String>,
    /// The number this ability's controller chose ("Choose a number").
    pub chosen_number: Option<u32>,
    /// Every card this ability discarded from a deck, in order ("the
    /// discarded cards", Kanan Jarrus).
    pub discarded_all: Vec<String>,
    /// The base a part chose when "it" is a base, not a unit ("An
    /// opponent chooses a unit or base they control. You may deal 2
    /// damage to it."); `None` when "it" is a unit or nothing.
    pub it_base: Option<PlayerId>,
    /// The damage a heal of this ability removed ("Deal that much damage
    /// to this unit", Redemption); `None` before such a heal.
    pub healed: Option<i32>,
    /// The units this ability's earlier effects gave +N/+N to, in order
    /// (an event's lines are one ability): "another friendly unit" and "a
    /// third friendly unit" are other than these (8.18.2; Attack Pattern
    /// Delta, effects/chosen_before.rs).
    pub chosen_before: Vec<InstanceId>,
}

impl Ctx {
    /// Keep what a part of the ability revealed or discarded, for the
    /// parts after it ("the revealed card", "if it's not a unit"); the
    /// unit a part chose ("it") stays the part's own.
    pub fn remember_from(&mut self, part: &Ctx) {
        self.revealed_cost = part.revealed_cost;
        self.discarded = part.discarded.clone();
        self.discarded_all = part.discarded_all.clone();
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::rulesets::swu::engine) enum ItemKind {
    Triggered,
    Delayed,
}

/// An ability or delayed effect waiting to resolve.
#[derive(Debug, Clone)]
pub(in crate::rulesets::swu::engine) struct Pending {
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

impl Pending {
    /// The item in plain words, as its resolution step names it ("Inferno
    /// Four's When Defeated ability", "Sneak Attack's delayed effect").
    pub(in crate::rulesets::swu::engine) fn name(&self) -> String {
        let whose = crate::rulesets::swu::engine::possessive(&self.source_name);
        match (self.kind, self.keyword) {
            (ItemKind::Delayed, _) => format!("{whose} delayed effect"),
            (ItemKind::Triggered, Some(k)) => format!("{whose} {k}"),
            (ItemKind::Triggered, None) => {
                format!("{whose} {} ability", self.trigger.printed())
            }
        }
    }
}

impl Engine<'_> {
    /// Take what has triggered since the last window.
    pub(in crate::rulesets::swu::engine) fn take_pending(&mut self) -> Vec<Pending> {
        std::mem::take(&mut self.pending)
    }

    /// Resolve a window of simultaneous items. Returns its order tree, or
    /// `None` when nothing resolved.
    pub(in crate::rulesets::swu::engine) fn resolve_window(
        &mut self,
        items: Vec<Pending>,
    ) -> EngineResult<Option<OrderNode>> {
        // Once the game is over, no window opens (5.6.2).
        if items.is_empty() || self.game_over() {
            return Ok(None);
        }
        // Every item waits until its turn; what the game-end stops stays
        // unresolved and is let go with the window.
        let parked = items.iter().map(|i| i.label.clone()).collect();
        self.layer(false, parked, |e| e.resolve_window_items(items))
    }

    fn resolve_window_items(&mut self, items: Vec<Pending>) -> EngineResult<Option<OrderNode>> {
        // Each kind of item brings its own rules: 7.7.4e for delayed
        // effects, 7.6.10 and 7.6.9 for triggered abilities; a window that
        // holds both cites both in its choices, and the triggered
        // abilities' rule (which 7.7.4e mirrors) in its order tree.
        let kinds = Kinds::of(&items);
        let mut rule_players = kinds.rule_players();
        let active = self.state.active_player();
        // Outside the players' turns no one is taking an action: the
        // initiative holder is the active player (1.4.5).
        if !self.state.taking_turns() {
            rule_players.push("1.4.5");
        }
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
            let what = kinds.what();
            let prompt =
                format!("Both players have {what} to resolve: which player resolves theirs first?");
            let before = self.steps.len();
            let Some(first) = self.decide(active, prompt, options, Ask::One, &rule_players)? else {
                return Ok(None);
            };
            first_decided_at = self.choice_step_since(before);
            if self.state.name(by_player[1].0) == first[0] {
                by_player.swap(0, 1);
            }
        }
        let mut groups = Vec::new();
        for (player, mine) in by_player {
            let rule_own = Kinds::of(&mine).rule_own();
            let Some((items, decided_at)) = self.resolve_group(player, mine, &rule_own)? else {
                break;
            };
            if !items.is_empty() {
                groups.push(Group {
                    owner: self.state.name(player),
                    items,
                    rule: rule_own[0].to_string(),
                    decided_at,
                });
            }
        }
        if groups.is_empty() {
            return Ok(None);
        }
        let why = if kinds.triggered {
            "the active player picks which player resolves first; that player resolves all of theirs, in the order they choose, before the other player resolves theirs"
        } else {
            "delayed effects at the same moment are ordered like simultaneous triggered abilities: the active player picks which player goes first, and each player orders their own"
        };
        Ok(Some(OrderNode::Window {
            groups,
            chooser: Some(chooser_name),
            rule: rule_players[0].to_string(),
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
        rules: &[&'static str],
    ) -> EngineResult<Option<(Vec<OrderNode>, Option<usize>)>> {
        // One item is no decision (`decide_by`): nothing would read its
        // name or the prompt, so neither is written.
        let asked = !crate::rulesets::swu::engine::decide::is_no_decision(Ask::Order, mine.len());
        let options: Vec<(String, String)> = mine
            .iter()
            .map(|i| {
                (
                    i.label.clone(),
                    if asked { i.name() } else { String::new() },
                )
            })
            .collect();
        let prompt = if asked {
            format!(
                "In which order does {} resolve these?",
                self.state.name(player)
            )
        } else {
            String::new()
        };
        let before = self.steps.len();
        let Some(order) = self.decide_named(player, prompt, options, Ask::Order, rules)? else {
            return Ok(None);
        };
        let decided_at = self.choice_step_since(before);
        mine.sort_by_key(|i| order.iter().position(|l| *l == i.label));
        let nodes = self.until_game_over(mine, Self::resolve_item)?;
        Ok(Some((nodes.into_iter().flatten().collect(), decided_at)))
    }

    /// Resolve an ability's effects with a modified-play layer of its own.
    /// Returns the order trees of layers that resolved mid-ability and what
    /// the ability's modified plays triggered, which waits until the
    /// ability has finished (7.1.6b).
    pub(in crate::rulesets::swu::engine) fn resolve_ability_effects(
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
    pub(in crate::rulesets::swu::engine) fn resolve_play_layer(
        &mut self,
        plays: Vec<Pending>,
    ) -> EngineResult<Option<OrderNode>> {
        if plays.is_empty() {
            return Ok(None);
        }
        let outer = self.take_pending();
        let parked = outer.iter().map(|i| i.label.clone()).collect();
        let layer = self.layer(true, parked, |e| e.resolve_window(plays));
        self.put_back_pending(outer);
        layer
    }

    /// The end of an action (`label`) whose own part is `mid`: what the
    /// action triggered resolves nested under it ([`Self::then_nested`]),
    /// after the action's part for `rule` and `why`. When its ability made
    /// modified plays, their `layer` joins the action's part, as one block
    /// that comes before what the action itself triggered (7.1.6e). One
    /// end for an action ability, a leader's deploy and a card played.
    pub(in crate::rulesets::swu::engine) fn finish_action_as(
        &mut self,
        label: String,
        mid: Vec<OrderNode>,
        layer: Option<OrderNode>,
        rule: &'static str,
        why: &'static str,
    ) -> EngineResult<OrderNode> {
        let (mid, rule, why) = Self::with_play_layer(mid, layer, rule, why);
        self.then_nested(label, mid, After::Action { rule, why })
    }

    /// The order of an action's own part when its ability made modified
    /// plays: the ability (with its plays) and then their nested layer, as
    /// one block that comes before what the action itself triggered.
    /// Returns the nodes and the rule and reason that put that block first.
    fn with_play_layer(
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

    /// Resolve one item in full, then its nested layer (7.6.11). `None`
    /// when the game ended at its "you may" (a concession, 5.6.4): it never
    /// resolved, so it records no step and is no event of the order tree.
    pub(in crate::rulesets::swu::engine) fn resolve_item(
        &mut self,
        item: Pending,
    ) -> EngineResult<Option<OrderNode>> {
        let label = item.label.clone();
        self.unpark(&label);
        let (kind, rules): (StepKind, Vec<&'static str>) = match item.kind {
            ItemKind::Delayed => (kinds::DELAYED_EFFECT_RESOLVED, vec!["7.7.4b", "7.7.4c"]),
            ItemKind::Triggered => {
                let mut rules = resolution_rules(item.trigger);
                if let Some(k) = item.keyword {
                    rules.insert(0, keyword_rule(k));
                }
                (kinds::ABILITY_RESOLVED, rules)
            }
        };
        let name = item.name();
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
                format!(
                    "{name} resolves: does {} use it?",
                    self.state.name(item.controller)
                ),
                rules,
            )? {
                Some(yes) => go = yes,
                None => return Ok(None),
            }
        }
        let text = if go {
            crate::text!("{} resolves.", name.clone())
        } else {
            crate::text!(
                "{} resolves; {} declines it.",
                name.clone(),
                self.who(item.controller)
            )
        };
        let ability = match (item.kind, item.keyword) {
            (ItemKind::Delayed, _) => "delayed effect".to_string(),
            (ItemKind::Triggered, Some(k)) => k.to_string(),
            (ItemKind::Triggered, None) => item.trigger.printed().to_string(),
        };
        // The card changed hands since the ability triggered, and it still
        // resolves for the player who controlled it then: the engine's
        // reading of open question 10.
        let changed_hands = item
            .source_unit
            .and_then(|id| self.state.unit(id))
            .is_some_and(|u| u.controller != item.controller);
        let step = StepText {
            label: Some(label.clone()),
            player: Some(item.controller),
            source: Some(item.source_name.clone()),
            text,
            rules: rules.into(),
            source_id: item.source_card.clone(),
            name: Some(name),
            ability: Some(ability),
            reading: changed_hands.then_some(
                crate::rulesets::swu::engine::readings::CONTROL_CHANGED_SINCE_IT_TRIGGERED,
            ),
        };
        self.record(kind, step)?;
        let (mid, plays) = if go {
            let mut ctx = item.ctx.clone();
            ctx.keyword = item.keyword;
            let when_played = item.kind == ItemKind::Triggered && item.trigger == Trigger::Played;
            self.layer(true, Vec::new(), |e| {
                let (mut mid, mut plays) = e.resolve_ability_effects(
                    &item.effects,
                    &mut ctx,
                    item.controller,
                    &item.source_name,
                    item.source_unit,
                )?;
                // "... you may use that ability again" (effects/again.rs):
                // once more, its choices made anew.
                if when_played && e.use_when_played_again(item.controller, &item.source_name)? {
                    let mut again = item.ctx.clone();
                    again.keyword = item.keyword;
                    let (m, p) = e.resolve_ability_effects(
                        &item.effects,
                        &mut again,
                        item.controller,
                        &item.source_name,
                        item.source_unit,
                    )?;
                    mid.extend(m);
                    plays.extend(p);
                }
                Ok((mid, plays))
            })?
        } else {
            (Vec::new(), Vec::new())
        };
        // What the item triggered is its nested layer, what its modified
        // plays triggered included (7.1.6e).
        self.then_nested(label, mid, After::Ability { plays })
            .map(Some)
    }
}

/// The rule that defines a keyword that resolves like a triggered ability.
pub(in crate::rulesets::swu::engine) fn keyword_rule(keyword: &str) -> &'static str {
    match keyword {
        "Ambush" => "7.5.5",
        "Restore" => "7.5.9",
        "Saboteur" => "7.5.10a",
        "Shielded" => "7.5.12",
        "Plot" => "7.5.19a",
        _ => "7.5.1",
    }
}

fn resolution_rules(t: Trigger) -> Vec<&'static str> {
    t.kind().resolves.to_vec()
}

/// The kinds of item a window holds.
#[derive(Debug, Clone, Copy)]
struct Kinds {
    triggered: bool,
    delayed: bool,
}

impl Kinds {
    fn of(items: &[Pending]) -> Self {
        Kinds {
            triggered: items.iter().any(|i| i.kind == ItemKind::Triggered),
            delayed: items.iter().any(|i| i.kind == ItemKind::Delayed),
        }
    }

    /// Who picks which player goes first: 7.6.10 for triggered abilities,
    /// 7.7.4e for delayed effects.
    fn rule_players(self) -> Vec<&'static str> {
        let mut rules = Vec::new();
        if self.triggered || !self.delayed {
            rules.push("7.6.10");
        }
        if self.delayed {
            rules.push("7.7.4e");
        }
        rules
    }

    /// Who orders a player's own items: 7.6.9 for triggered abilities,
    /// 7.7.4e for delayed effects.
    fn rule_own(self) -> Vec<&'static str> {
        let mut rules = Vec::new();
        if self.triggered || !self.delayed {
            rules.push("7.6.9");
        }
        if self.delayed {
            rules.push("7.7.4e");
        }
        rules
    }

    fn what(self) -> &'static str {
        match (self.triggered, self.delayed) {
            (true, true) => "triggered abilities and delayed effects",
            (false, true) => "delayed effects",
            _ => "triggered abilities",
        }
    }
}

/// What happened during an ability, in order: what resolved while it
/// resolved, then its nested layer. When the ability played several cards
/// one after another, 7.1.7 fixes the order of the plays; otherwise the
/// ability's effects resolve in the order written (7.1.5).
pub(in crate::rulesets::swu::engine) fn ability_parts(mid: Vec<OrderNode>) -> OrderNode {
    let plays = mid
        .iter()
        .filter(|n| match n {
            OrderNode::Nest { rule, .. } => rule == "7.1.7",
            OrderNode::Event { label } => label
                .rsplit('/')
                .next()
                .is_some_and(|l| l == "play" || l.starts_with("play#")),
            _ => false,
        })
        .count();
    if plays >= 2 {
        OrderNode::seq(
            mid,
            "7.1.7",
            "each play happens one after another, with its nested abilities resolved before the next",
        )
    } else {
        OrderNode::seq(
            mid,
            "7.1.5",
            "an ability's effects resolve in the order they are written; what it triggered resolves after it has finished",
        )
    }
}
