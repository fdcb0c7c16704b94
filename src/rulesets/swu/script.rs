//! The Star Wars: Unlimited script a scenario file gives (each player's
//! actions and decisions, where the run stops), and engine errors reported
//! at the script line involved.

use crate::scenario_file::quote::quote;
use toml::Spanned;

use super::cards::CardPool;
use super::engine::{EngineError, GameTrace, PhaseStep, ScriptAction, ScriptEntry, StopPoint};
use super::format;
use crate::scenario_file::diagnostics::{nearest, Ctx};

impl Ctx<'_> {
    pub(crate) fn stop(&mut self, run: &format::RunFile) -> StopPoint {
        let Some(s) = &run.stop_before else {
            return StopPoint::GameEnd;
        };
        match s.get_ref().as_str() {
            "game_end" => StopPoint::GameEnd,
            "action_start" | "next_round" => StopPoint::Before(PhaseStep::ActionStart),
            "action_end" => StopPoint::Before(PhaseStep::ActionEnd),
            "regroup_start" => StopPoint::Before(PhaseStep::RegroupStart),
            "draw" => StopPoint::Before(PhaseStep::Draw),
            "resource" => StopPoint::Before(PhaseStep::Resource),
            "ready" => StopPoint::Before(PhaseStep::Ready),
            "regroup_end" => StopPoint::Before(PhaseStep::RegroupEnd),
            other => {
                self.at(
                    s.span(),
                    format!("unknown stop point {}", quote(other)),
                    Some("one of: action_end, regroup_start, draw, resource, ready, regroup_end, next_round, game_end".into()),
                );
                StopPoint::GameEnd
            }
        }
    }

    pub(crate) fn script(
        &mut self,
        pool: &CardPool,
        lines: &[Spanned<format::ScriptLine>],
    ) -> Vec<ScriptEntry> {
        let mut out = Vec::new();
        for line in lines {
            let l = line.get_ref();
            let kinds = [l.action.is_some(), l.choose.is_some(), l.concede.is_some()];
            if kinds.iter().filter(|k| **k).count() > 1 {
                self.at(
                    line.span(),
                    "a script line is one thing: an `action`, a `choose` or a `concede`",
                    Some("split it into several [[script]] lines".into()),
                );
                continue;
            }
            if let Some(c) = &l.concede {
                if let Some(p) = self.player(c) {
                    out.push(ScriptEntry::Concede { player: p });
                }
                continue;
            }
            if let Some(choose) = &l.choose {
                let p = match &l.player {
                    Some(p) => match self.player(p) {
                        Some(p) => Some(p),
                        None => continue,
                    },
                    None => None,
                };
                out.push(ScriptEntry::Decision {
                    player: p,
                    choose: choose.get_ref().clone().into_vec(),
                });
                continue;
            }
            let Some(action) = &l.action else {
                self.at(
                    line.span(),
                    "a script line needs `action`, `choose` or `concede`",
                    None,
                );
                continue;
            };
            let Some(player) = &l.player else {
                self.at(
                    action.span(),
                    "an action needs the `player` who takes it",
                    Some("add player = \"alex\" or player = \"nico\"".into()),
                );
                continue;
            };
            let Some(p) = self.player(player) else {
                continue;
            };
            let action = match action.get_ref().as_str() {
                "pass" => ScriptAction::Pass,
                "take_initiative" => ScriptAction::TakeInitiative,
                "play" => match &l.card {
                    Some(card) => match self.card(pool, card) {
                        Some(id) => ScriptAction::Play { card: id },
                        None => continue,
                    },
                    None => {
                        self.at(action.span(), "a play action needs the `card` played", None);
                        continue;
                    }
                },
                "attack" => match (&l.attacker, &l.target) {
                    (Some(a), Some(t)) => ScriptAction::Attack {
                        attacker: a.get_ref().clone(),
                        target: t.get_ref().clone(),
                    },
                    _ => {
                        self.at(
                            action.span(),
                            "an attack needs an `attacker` and a `target`",
                            None,
                        );
                        continue;
                    }
                },
                "ability" => match &l.source {
                    Some(src) => ScriptAction::UseAbility {
                        source: src.get_ref().clone(),
                        ability: l.ability.as_ref().map(|a| a.get_ref().clone()),
                    },
                    None => {
                        self.at(
                            action.span(),
                            "an ability action needs the `source`: a unit or the leader",
                            None,
                        );
                        continue;
                    }
                },
                "deploy" => ScriptAction::DeployLeader,
                "smuggle" => match &l.card {
                    Some(card) => match self.card(pool, card) {
                        Some(id) => ScriptAction::Smuggle { card: id },
                        None => continue,
                    },
                    None => {
                        self.at(
                            action.span(),
                            "a smuggle action needs the `card` played from the resources",
                            None,
                        );
                        continue;
                    }
                },
                other => {
                    self.at(
                        action.span(),
                        format!("unknown action {}", quote(other)),
                        Some(nearest(other, ACTIONS)),
                    );
                    continue;
                }
            };
            out.push(ScriptEntry::Action { player: p, action });
        }
        out
    }

    /// Report an engine error at the script line involved, naming the step
    /// the run had reached. A decision missing after the last script line is
    /// reported at the end of the file, where the line belongs.
    pub(crate) fn engine_error(
        &mut self,
        e: &EngineError,
        trace: &GameTrace,
        script: &[Spanned<format::ScriptLine>],
    ) {
        // The script line's own key when there is one (`choose`, `action`),
        // else its table; past the end, the last line, which the missing one
        // would follow.
        let line_span = |l: &Spanned<format::ScriptLine>| {
            let f = l.get_ref();
            f.choose
                .as_ref()
                .map(|c| c.span())
                .or_else(|| f.action.as_ref().map(|a| a.span()))
                .or_else(|| f.concede.as_ref().map(|c| c.span()))
                .unwrap_or(l.span())
        };
        let (span, after_last) = match e.script_entry {
            Some(i) if i < script.len() => (line_span(&script[i]), false),
            Some(_) => match script.last() {
                Some(l) => (l.span(), true),
                None => (0..0, false),
            },
            None => (0..0, false),
        };
        let at = match e.at_step.checked_sub(1).and_then(|i| trace.steps.get(i)) {
            Some(step) => {
                let label = step
                    .label
                    .as_deref()
                    .map(|l| format!(" [{}]", crate::scenario_file::quote::escape(l)))
                    .unwrap_or_default();
                format!(
                    " (after step {}: {}{label})",
                    e.at_step,
                    crate::scenario_file::quote::escape(&step.text)
                )
            }
            None => String::new(),
        };
        let hint = (!e.options.is_empty()).then(|| {
            let missing = e.kind == crate::rulesets::swu::engine::ErrorKind::MissingDecision;
            let lead = match (&e.list, missing) {
                // A list answer: `choose = ["a", "b"]`, not one option.
                (Some(list), true) => {
                    format!("add a [[script]] line whose `choose` is a list of {list}; the options")
                }
                (None, true) => "add a [[script]] line with `choose` = one of".to_string(),
                (Some(list), false) => format!("`choose` lists {list}; the options"),
                (None, false) => "legal options".to_string(),
            };
            {
                let options: Vec<_> = e
                    .options
                    .iter()
                    .map(|o| crate::scenario_file::quote::escape(o))
                    .collect();
                format!("{lead}: {}", options.join(" | "))
            }
        });
        let after = if after_last {
            " after the last script line"
        } else {
            ""
        };
        self.at(
            span,
            format!(
                "the engine cannot run this scenario{after}: {}{at}",
                crate::scenario_file::quote::escape(&e.message)
            ),
            hint,
        );
    }
}

const ACTIONS: &[&str] = &[
    "pass",
    "take_initiative",
    "play",
    "attack",
    "ability",
    "deploy",
    "smuggle",
];
