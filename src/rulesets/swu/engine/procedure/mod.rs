//! The SWU timing procedure, as a judge recites it. Read this module first.
//!
//! Everything the engine does between "something happened" and "the next
//! thing happens" goes through the few functions below, in this order:
//!
//! 1. **The phase moment** (`moment.rs`, [`Engine::phase_moment`]): at the
//!    start or end of a phase, lasting effects that end there expire all
//!    at once (7.7.3e); the state is checked (1.16.5); the abilities the
//!    moment triggers are fixed (ruling 2026-05-06); delayed effects for
//!    the moment resolve as a window (7.7.4b, 7.7.4e); then the moment's
//!    triggered abilities resolve as a window (7.6.9, 7.6.10).
//! 2. **The trigger window** (`window.rs`, [`Engine::resolve_window`]): if
//!    both players have items, the active player picks who goes first
//!    (7.6.10; 7.7.4e); each player orders their own (7.6.9); each item
//!    resolves in full, then its nested layer (7.6.11, 7.6.12).
//! 3. **Resolve, then the nested layer** ([`Engine::layer`]): the one place
//!    that goes one layer deeper and parks what waits outside it, so the
//!    trace's depth and parked labels always match the order tree.
//! 4. **After an action, an ability or one of several plays**
//!    ([`Engine::then_nested`]): check the state, collect what triggered,
//!    resolve it as a nested window, and record the nesting (7.6.8 after
//!    an action, 7.1.7 after one play of several, 7.6.11 after an ability).
//!    An action's own ability (an event card's text, an action ability)
//!    resolves through [`Engine::resolve_action_ability`]: what its modified
//!    plays triggered goes ahead of what the action triggered (7.1.6e).
//! 5. **The state checks** (`state_check.rs`, [`Engine::state_check`]):
//!    1.16.5a to 1.16.5e in their priority order, repeated until nothing
//!    changes.
//! 6. **The end of the game** ([`Engine::end_game`], [`Engine::game_over`]):
//!    one place records how the game ended (1.16.5a, 5.6.1, 5.6.3, 5.6.4);
//!    after it nothing more resolves (5.6.2). A player may concede at any
//!    choice point (5.6.4): the decision then answers `None`, and what was
//!    to follow the choice never happens. Its caller returns no order node
//!    (an item's "you may", [`Engine::resolve_item`]; a play whose cost or
//!    attachment was being chosen) and records no step, so the order tree
//!    holds only events the trace recorded: a question built over it never
//!    asks a trainee to place an event that did not happen.

mod moment;
mod state_check;
mod window;

pub(in crate::rulesets::swu::engine) use window::{
    ability_parts, keyword_rule, Ctx, ItemKind, Pending,
};

use super::{Engine, EngineResult, InstanceId, Outcome, PlayerId, StepText};
use crate::rulesets::swu::cards::Effect;
use crate::rulesets::swu::engine::kinds;
use crate::timing::OrderNode;

/// Why what happened inside something is nested under it in the order tree.
#[derive(Debug)]
pub(in crate::rulesets::swu::engine) enum After {
    /// An action (a card played, an action ability, a deployment) has
    /// finished: what it triggered resolves now, nested under it (7.6.8).
    /// `rule` and `why` say why its own parts come first.
    Action {
        rule: &'static str,
        why: &'static str,
    },
    /// One play of several an ability makes one after another: that play's
    /// nested abilities resolve before the next play starts (7.1.7).
    EachPlay,
    /// A triggered ability or delayed effect has resolved: what it
    /// triggered, and what its modified plays triggered, is its nested
    /// layer (7.6.11, 7.1.6e).
    Ability { plays: Vec<Pending> },
}

const ACTION_WHY: &str =
    "abilities triggered by an action wait until the action has completely finished";
const EACH_PLAY_WHY: &str = "when an ability plays several cards, each play's nested abilities resolve before the next play starts";
const ABILITY_WHY: &str = "abilities triggered while an ability resolves are nested: they resolve before anything else that was waiting beside it";

impl Engine<'_> {
    /// 5.6.2: once the game is over, nothing more resolves. Asked only where
    /// the procedure would go on: [`Engine::until_game_over`]'s loops, a
    /// window about to open ([`Engine::resolve_window`]), a decision about
    /// to be asked, the state check, the game's step loops, and the
    /// attack's end.
    pub(in crate::rulesets::swu::engine) fn game_over(&self) -> bool {
        self.state.is_over()
    }

    /// Do `each` for every item in turn until the game is over (5.6.2):
    /// the loops that resolve one thing after another (a player's items in
    /// a window, an ability's effects, the cards it plays, the tokens it
    /// creates, the steps of an attack) run through here, so none of them
    /// asks the guard itself. Returns what each item that ran gave.
    pub(in crate::rulesets::swu::engine) fn until_game_over<I, T>(
        &mut self,
        items: impl IntoIterator<Item = I>,
        mut each: impl FnMut(&mut Self, I) -> EngineResult<T>,
    ) -> EngineResult<Vec<T>> {
        let mut out = Vec::new();
        for item in items {
            if self.game_over() {
                break;
            }
            out.push(each(self, item)?);
        }
        Ok(out)
    }

    /// The game ends (5.6.1): record how, once. Base defeat (1.16.5a), a
    /// draw (5.6.3), a concession (5.6.4) and an effect that makes a player
    /// lose all end here.
    pub(in crate::rulesets::swu::engine) fn end_game(
        &mut self,
        outcome: Outcome,
        step: StepText,
    ) -> EngineResult<()> {
        self.state.outcome = Some(outcome);
        self.record(kinds::GAME_OVER, step)
    }

    /// Run `f` as a layer: one level deeper when `deeper`, with the labels
    /// `parked` waiting outside it (recorded on every step inside, 7.6.11). Depth and
    /// the parked labels are restored afterwards, whatever `f` returned.
    pub(in crate::rulesets::swu::engine) fn layer<T>(
        &mut self,
        deeper: bool,
        parked: Vec<String>,
        f: impl FnOnce(&mut Self) -> EngineResult<T>,
    ) -> EngineResult<T> {
        let mark = self.waiting.len();
        self.waiting.extend(parked);
        if deeper {
            self.depth += 1;
        }
        let out = f(self);
        if deeper {
            self.depth -= 1;
        }
        self.waiting.truncate(mark);
        out
    }

    /// An item of the innermost window starts to resolve: it is no longer
    /// parked.
    pub(in crate::rulesets::swu::engine) fn unpark(&mut self, label: &str) {
        self.waiting.retain(|l| l != label);
    }

    /// Abilities set aside earlier wait again, ahead of what triggered since.
    pub(in crate::rulesets::swu::engine) fn put_back_pending(&mut self, mut outer: Vec<Pending>) {
        outer.append(&mut self.pending);
        self.pending = outer;
    }

    /// Collect what has triggered (with `plays`, what modified plays
    /// triggered, 7.1.6e) and resolve it as a window one layer deeper.
    pub(in crate::rulesets::swu::engine) fn nested_window(
        &mut self,
        plays: Vec<Pending>,
    ) -> EngineResult<Option<OrderNode>> {
        let mut items = self.take_pending();
        items.extend(plays);
        self.layer(true, Vec::new(), |e| e.resolve_window(items))
    }

    /// An action's own ability resolves (an event card's text, an action
    /// ability), one layer deeper: its effects in the order written, the
    /// state check, then what its modified plays triggered as a nested
    /// layer, ahead of what the action itself triggered, which waits
    /// (7.1.6b, 7.1.6e; ruling 2025-09-29). Returns what resolved inside
    /// the ability and that layer.
    pub(in crate::rulesets::swu::engine) fn resolve_action_ability<'a>(
        &mut self,
        abilities: impl IntoIterator<Item = &'a [Effect]>,
        you: PlayerId,
        source: &str,
        this: Option<InstanceId>,
    ) -> EngineResult<(Vec<OrderNode>, Option<OrderNode>)> {
        self.layer(true, Vec::new(), |e| {
            let mut mid = Vec::new();
            let mut plays = Vec::new();
            for effects in abilities {
                let mut ctx = Ctx::default();
                let (nodes, played) =
                    e.resolve_ability_effects(effects, &mut ctx, you, source, this)?;
                mid.extend(nodes);
                plays.extend(played);
            }
            e.state_check()?;
            Ok((mid, e.resolve_play_layer(plays)?))
        })
    }

    /// The central step: `head` has finished, with `parts` resolved inside
    /// it. Check the state (after an action or a play; an ability's effects
    /// each checked it already), collect what triggered, resolve it as a
    /// nested window, and record the nesting.
    pub(in crate::rulesets::swu::engine) fn then_nested(
        &mut self,
        head: String,
        mut parts: Vec<OrderNode>,
        mut after: After,
    ) -> EngineResult<OrderNode> {
        let plays = match &mut after {
            After::Action { .. } | After::EachPlay => {
                self.state_check()?;
                Vec::new()
            }
            After::Ability { plays } => std::mem::take(plays),
        };
        let window = self.nested_window(plays)?;
        parts.extend(window);
        // The trace's labels are the tree's events: `head` happened, so its
        // step is recorded. A caller whose thing never happened (the game
        // ended at a choice before it, 6. in the module's doc) returns no
        // node instead of calling this; debug builds check it.
        debug_assert!(
            self.steps
                .iter()
                .rev()
                .any(|s| s.label.as_deref() == Some(head.as_str())),
            "{head} was not recorded"
        );
        if parts.is_empty() {
            return Ok(OrderNode::event(head));
        }
        let (nested, rule, why) = match after {
            After::Action { rule, why } => (OrderNode::seq(parts, rule, why), "7.6.8", ACTION_WHY),
            After::EachPlay => (parts.pop().expect("not empty"), "7.1.7", EACH_PLAY_WHY),
            After::Ability { .. } if parts.len() == 1 => {
                (parts.pop().expect("one"), "7.6.11", ABILITY_WHY)
            }
            After::Ability { .. } => (ability_parts(parts), "7.6.11", ABILITY_WHY),
        };
        Ok(OrderNode::Nest {
            head,
            nested: Box::new(nested),
            rule: rule.into(),
            why: why.into(),
        })
    }
}

#[cfg(test)]
mod one_home {
    use std::path::{Path, PathBuf};

    // The engine's files are found in the tree, so a file added tomorrow
    // is read tomorrow.
    use crate::test_files as files;

    /// The engine's tree, its subfolders included.
    fn engine_dir() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("src/rulesets/swu/engine")
    }

    /// Every engine file but this one, named from the engine's folder
    /// ("attack.rs", "procedure/window.rs"), with its text.
    fn others() -> Vec<(String, String)> {
        let dir = engine_dir();
        let this = dir.join("procedure").join("mod.rs");
        let files: Vec<(String, String)> = files::files_under(&dir, "rs")
            .into_iter()
            .filter(|f| *f != this)
            .map(|f| {
                let text =
                    std::fs::read_to_string(&f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
                let name = f.strip_prefix(&dir).expect("under the engine's folder");
                (name.display().to_string().replace('\\', "/"), text)
            })
            .collect();
        assert!(files.len() > 20, "the engine's files were not found");
        files
    }

    /// The files among `others` whose text contains `needle`.
    fn found(others: &[(String, String)], needle: &str) -> Vec<String> {
        others
            .iter()
            .filter(|(_, src)| src.contains(needle))
            .map(|(name, _)| name.clone())
            .collect()
    }

    #[test]
    fn rule_7_6_11_only_layer_changes_depth_and_parked_labels() {
        let others = others();
        for needle in [
            "depth +=",
            "depth -=",
            "waiting.extend",
            "waiting.truncate",
            "waiting.retain",
        ] {
            assert_eq!(found(&others, needle), Vec::<String>::new(), "{needle}");
        }
    }

    /// Where the procedure would go on and so asks whether the game is over
    /// (5.6.2), besides this folder (the windows, the state check): the
    /// game's steps and action turns, an attack's steps and its end, a
    /// decision about to be asked, and the script's leftover entries. The
    /// rest of the engine (effects, keywords, card abilities) resolves
    /// through the procedure and loops through `until_game_over`.
    const ASKS_THE_GUARD: &[&str] = &["structure.rs", "attack.rs", "decide.rs", "mod.rs"];

    #[test]
    fn rule_5_6_2_the_game_ends_in_one_place_and_is_asked_through_one_guard() {
        let others = others();
        assert_eq!(found(&others, "outcome = Some"), Vec::<String>::new());
        assert_eq!(found(&others, ".is_over()"), Vec::<String>::new());
        // The guard is asked where the procedure would go on, and nowhere
        // else: what resolves one thing after another goes through
        // `until_game_over` instead of asking it.
        let elsewhere: Vec<String> = found(&others, ".game_over()")
            .into_iter()
            .filter(|name| {
                !name.starts_with("procedure/") && !ASKS_THE_GUARD.contains(&name.as_str())
            })
            .collect();
        assert_eq!(
            elsewhere,
            Vec::<String>::new(),
            "these files ask whether the game is over; go through until_game_over, or let the procedure ask"
        );
        // The guard is still asked: a search that found nothing would pass
        // whatever the engine does.
        assert!(!found(&others, ".game_over()").is_empty());
    }
}
