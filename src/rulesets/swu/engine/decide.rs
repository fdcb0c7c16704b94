//! Choice points. The engine never picks for a player: every decision with
//! more than one legal option comes from the scenario's script, and a
//! missing or illegal one is an error naming the step and the options.

use crate::rulesets::swu::engine::kinds;
use serde::{Deserialize, Serialize};

use super::{Engine, EngineError, EngineResult, ErrorKind, Outcome, PlayerId};
use crate::timing::ChoicePoint;

/// An action a player takes on their turn (5.4.1b).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScriptAction {
    Pass,
    TakeInitiative,
    /// Play the named card (card id) from hand.
    Play {
        card: String,
    },
    /// Attack with the unit labelled `attacker` (its scenario label);
    /// `target` is a unit label or "base".
    Attack {
        attacker: String,
        target: String,
    },
    /// Use an action ability (`Action [...]:`) of a card the player
    /// controls: `source` is a unit's label or the leader's card id or
    /// label; `ability` picks one by id or 1-based number when the card has
    /// several.
    UseAbility {
        source: String,
        #[serde(default)]
        ability: Option<String>,
    },
    /// The leader's epic action: deploy it as a unit (once per game).
    DeployLeader,
    /// Play a known resource card with Smuggle from the resource zone for
    /// its Smuggle cost (7.5.14).
    Smuggle {
        card: String,
    },
}

/// One line of a scenario's script.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScriptEntry {
    Action {
        player: PlayerId,
        action: ScriptAction,
    },
    /// A decision: one option, or an order of several.
    Decision {
        player: Option<PlayerId>,
        choose: Vec<String>,
    },
    /// The player concedes at the next choice point (5.6.4).
    Concede { player: PlayerId },
}

/// What a decision asks for: one option, an order, a subset, exactly n.
pub(super) use crate::timing::Ask;

/// A decision as it was put: its prompt, its options (what a script
/// answers with) and their names (what the trainee reads).
struct Asked {
    prompt: String,
    options: Vec<String>,
    names: Vec<String>,
}

/// Whether `ask` among `n` options is no decision: one legal option, or
/// (for an order) one at most, or (for a subset) none, or (for exactly k)
/// no more than k. Its one outcome is taken without a choice point.
pub(super) fn is_no_decision(ask: Ask, n: usize) -> bool {
    match ask {
        Ask::One => n == 1,
        Ask::Order => n <= 1,
        Ask::Subset => n == 0,
        Ask::Exactly(k) => n <= k,
    }
}

/// Names that tell their options apart: two that read the same (a card's
/// two Bounty abilities) are numbered in the order they are listed.
fn distinct(mut names: Vec<String>) -> Vec<String> {
    let copies: Vec<usize> = names
        .iter()
        .map(|n| names.iter().filter(|m| *m == n).count())
        .collect();
    let mut seen: Vec<String> = Vec::new();
    for (i, n) in names.iter_mut().enumerate() {
        if copies[i] > 1 {
            let k = seen.iter().filter(|m| *m == n).count() + 1;
            seen.push(n.clone());
            *n = format!("{n} ({k})");
        }
    }
    names
}

impl Engine<'_> {
    /// Ask `chooser` to decide. Returns the chosen option(s), or `None` when
    /// the game ended instead (a concession at this choice point).
    pub(super) fn decide(
        &mut self,
        chooser: PlayerId,
        prompt: String,
        options: Vec<String>,
        ask: Ask,
        rules: &[&'static str],
    ) -> EngineResult<Option<Vec<String>>> {
        let names = self.names_if_asked(&options, ask);
        self.decide_by(Some(chooser), prompt, options, names, ask, rules)
    }

    /// The options' names, for a decision a player really makes: one that
    /// is no decision ([`is_no_decision`]) records no choice point, so its
    /// options are never named (issue 25: most decisions of a run are
    /// forced ones, and naming a unit looks at the whole board).
    fn names_if_asked(&self, options: &[String], ask: Ask) -> Vec<String> {
        if is_no_decision(ask, options.len()) {
            Vec::new()
        } else {
            self.option_names(options)
        }
    }

    /// [`Self::decide`] for one of `options`, answered by its place among
    /// them: the form a "which card?" or "how many?" decision is read in,
    /// where the caller keeps what each option stands for beside it.
    /// `None` when the game ended instead ([`Self::decide`] answers only
    /// with one of the options, so a place is always found otherwise).
    pub(super) fn decide_index(
        &mut self,
        chooser: PlayerId,
        prompt: String,
        options: Vec<String>,
        rules: &[&'static str],
    ) -> EngineResult<Option<usize>> {
        let Some(choice) = self.decide(chooser, prompt, options.clone(), Ask::One, rules)? else {
            return Ok(None);
        };
        Ok(choice
            .first()
            .and_then(|c| options.iter().position(|o| o == c)))
    }

    /// [`Self::decide`] with each option's name given: (option, name),
    /// where the option is a label a script answers with and the name is
    /// what the trainee reads ("Maz Kanata's When you play a unit ability").
    pub(super) fn decide_named(
        &mut self,
        chooser: PlayerId,
        prompt: String,
        named: Vec<(String, String)>,
        ask: Ask,
        rules: &[&'static str],
    ) -> EngineResult<Option<Vec<String>>> {
        let (options, names): (Vec<String>, Vec<String>) = named.into_iter().unzip();
        let names = distinct(names);
        self.decide_by(Some(chooser), prompt, options, names, ask, rules)
    }

    /// Each option as the trainee reads it: a unit's label or a card's id
    /// becomes its card name; anything else (a player, "yes", a base) is
    /// already in words.
    fn option_names(&self, options: &[String]) -> Vec<String> {
        let names = options
            .iter()
            .map(|o| {
                if let Some(u) = self.state.units.iter().find(|u| u.label == *o) {
                    self.unit_name(u)
                } else if self.pool.get(o).is_some() {
                    self.card_name(o)
                } else {
                    o.clone()
                }
            })
            .collect();
        distinct(names)
    }

    /// A random outcome the scenario fixes (5.2.1c's random player): read
    /// from the script like a decision, recorded as decided by chance.
    pub(super) fn decide_chance(
        &mut self,
        prompt: String,
        options: Vec<String>,
        rules: &[&'static str],
    ) -> EngineResult<Option<Vec<String>>> {
        let names = self.names_if_asked(&options, Ask::One);
        self.decide_by(None, prompt, options, names, Ask::One, rules)
    }

    fn decide_by(
        &mut self,
        chooser: Option<PlayerId>,
        prompt: String,
        options: Vec<String>,
        names: Vec<String>,
        ask: Ask,
        rules: &[&'static str],
    ) -> EngineResult<Option<Vec<String>>> {
        // Names the same as their options say nothing more: none are kept.
        let names = if names == options { Vec::new() } else { names };
        // 5.6.2: after the game has ended, nothing more is decided.
        if self.game_over() || self.concession_pending()? {
            return Ok(None);
        }
        // One legal option is no decision: the player must choose what
        // matches the ability (8.4.1) and a forced choice has one outcome.
        // Where the rules let a player decline or find nothing, the caller
        // offers that as an option, so it is never one option: "you may"
        // and optional abilities ask yes or no (8.32.1, 7.6.7), a search or
        // a play from the hand offers "find nothing" or "play nothing"
        // (8.26.1, 1.17.4, `modified_play`), Exploit offers "none".
        if is_no_decision(ask, options.len()) {
            return Ok(Some(options));
        }
        if options.is_empty() {
            return Err(self.decision_error(
                ErrorKind::ImpossibleBoard,
                format!("there is nothing to choose from: {prompt}"),
                &options,
            ));
        }
        let entry_index = self.next_entry;
        let name = match chooser {
            Some(c) => self.state.name(c),
            None => "Chance".to_string(),
        };
        let example = |k: usize| {
            let shown: Vec<String> = options.iter().take(k).map(|o| format!("{o:?}")).collect();
            format!("choose = [{}]", shown.join(", "))
        };
        // How a script line answers, for an error's message only: written
        // when an error needs it, not at every decision.
        let list = || match ask {
            Ask::One => None,
            Ask::Order => Some(format!(
                "all {} of them, in order, like {}",
                options.len(),
                example(options.len())
            )),
            Ask::Subset => Some(format!(
                "any of them, in order (or \"none\"), like {}",
                example(options.len().min(2))
            )),
            Ask::Exactly(n) => Some(format!("exactly {n} of them, like {}", example(n))),
        };
        if self.branch.is_some() {
            // A branch answers from the trainee's decisions and what the
            // script still answers (engine/branch.rs).
            let chosen =
                self.decide_in_branch(chooser, &name, &prompt, (&options, &names), ask, rules)?;
            let asked = Asked {
                prompt,
                options,
                names,
            };
            self.record_choice(chooser, name, asked, chosen.clone(), ask, rules)?;
            return Ok(Some(chosen));
        }
        let Some(entry) = self.script.get(entry_index).cloned() else {
            let mut e = self.decision_error(
                ErrorKind::MissingDecision,
                format!("the script is missing a decision: {name} must decide: {prompt}"),
                &options,
            );
            e.list = list();
            return Err(e);
        };
        let chosen = match entry {
            ScriptEntry::Decision { player, choose } => {
                if let Some(p) = player.filter(|p| chooser.is_some_and(|c| *p != c)) {
                    let mut e = self.decision_error(
                        ErrorKind::IllegalDecision,
                        format!("script entry {} is a decision by {}, but {name} decides here: {prompt}", entry_index + 1, self.state.name(p)),
                        &options,
                    );
                    e.list = list();
                    return Err(e);
                }
                self.match_decision(&choose, &options, ask, &prompt)
                    .map_err(|mut e| {
                        e.list = list();
                        e
                    })?
            }
            ScriptEntry::Action { .. } => {
                let mut e = self.decision_error(
                    ErrorKind::MissingDecision,
                    format!(
                        "script entry {} is an action, but {name} must first decide: {prompt}",
                        entry_index + 1
                    ),
                    &options,
                );
                e.list = list();
                return Err(e);
            }
            ScriptEntry::Concede { .. } => unreachable!("handled by concession_pending"),
        };
        if let Some(asked) = &mut self.asked {
            asked.insert(entry_index, prompt.clone());
        }
        self.next_entry += 1;
        let asked = Asked {
            prompt,
            options,
            names,
        };
        self.record_choice(chooser, name, asked, chosen.clone(), ask, rules)?;
        Ok(Some(chosen))
    }

    /// Record a decision as a choice step with its choice point. The
    /// step's sentence names the options as the trainee reads them.
    fn record_choice(
        &mut self,
        chooser: Option<PlayerId>,
        name: String,
        asked: Asked,
        chosen: Vec<String>,
        ask: Ask,
        rules: &[&'static str],
    ) -> EngineResult<()> {
        let Asked {
            prompt,
            options,
            names,
        } = asked;
        let said = crate::timing::trace::said(&options, &names, &chosen);
        let text = match (ask, chooser) {
            (_, None) => crate::text!("At random: {}.", said),
            (Ask::Order, Some(p)) => crate::text!("{} chooses the order: {}.", self.who(p), said),
            (_, Some(p)) if chosen.is_empty() => crate::text!("{} chooses none.", self.who(p)),
            (_, Some(p)) => crate::text!("{} chooses: {}.", self.who(p), said),
        };
        let mut step = super::StepText::new(text, rules);
        step.player = chooser;
        self.record(kinds::CHOICE, step)?;
        if let Some(step) = self.steps.last_mut() {
            step.choice = Some(ChoicePoint {
                chooser: name,
                prompt,
                options,
                chosen,
                rules: rules.iter().map(|r| r.to_string()).collect(),
                chooser_id: chooser.map(|p| p.slug().to_string()),
                names,
            });
        }
        self.asks.push(ask);
        Ok(())
    }

    /// A yes/no decision ("you may", 8.32.1: any ability's, not only a
    /// triggered ability's, which 7.6.7 is about).
    pub(super) fn decide_may(
        &mut self,
        chooser: PlayerId,
        prompt: String,
    ) -> EngineResult<Option<bool>> {
        self.decide_may_cited(chooser, prompt, &["8.32.1"])
    }

    /// A yes/no decision that another rule makes optional (a Bounty,
    /// 7.5.13e).
    pub(super) fn decide_may_cited(
        &mut self,
        chooser: PlayerId,
        prompt: String,
        rules: &[&'static str],
    ) -> EngineResult<Option<bool>> {
        let answer = self.decide(
            chooser,
            prompt,
            vec!["yes".into(), "no".into()],
            Ask::One,
            rules,
        )?;
        Ok(answer.map(|a| a[0] == "yes"))
    }

    pub(super) fn match_decision(
        &self,
        choose: &[String],
        options: &[String],
        ask: Ask,
        prompt: &str,
    ) -> EngineResult<Vec<String>> {
        let find = |c: &String| {
            options
                .iter()
                .find(|o| o.eq_ignore_ascii_case(c.trim()))
                .cloned()
        };
        match ask {
            Ask::One => match choose {
                [one] => find(one).map(|o| vec![o]).ok_or_else(|| {
                    self.decision_error(
                        ErrorKind::IllegalDecision,
                        format!("'{one}' is not a legal choice for: {prompt}"),
                        options,
                    )
                }),
                _ => Err(self.decision_error(
                    ErrorKind::IllegalDecision,
                    format!(
                        "choose exactly one option for: {prompt} (the script gives {})",
                        choose.len()
                    ),
                    options,
                )),
            },
            Ask::Order | Ask::Subset | Ask::Exactly(_) => {
                if ask == Ask::Subset
                    && matches!(choose, [one] if one.trim().eq_ignore_ascii_case("none"))
                {
                    return Ok(Vec::new());
                }
                let mut chosen = Vec::new();
                for c in choose {
                    let Some(o) = find(c) else {
                        return Err(self.decision_error(
                            ErrorKind::IllegalDecision,
                            format!("'{c}' is not one of the things to order for: {prompt}"),
                            options,
                        ));
                    };
                    if chosen.contains(&o) {
                        return Err(self.decision_error(
                            ErrorKind::IllegalDecision,
                            format!("'{c}' is listed twice in the order for: {prompt}"),
                            options,
                        ));
                    }
                    chosen.push(o);
                }
                if let Ask::Exactly(n) = ask {
                    if chosen.len() != n {
                        return Err(self.decision_error(
                            ErrorKind::IllegalDecision,
                            format!(
                                "choose exactly {n} options for: {prompt} (the script gives {})",
                                chosen.len()
                            ),
                            options,
                        ));
                    }
                    return Ok(chosen);
                }
                if ask == Ask::Subset {
                    return Ok(chosen);
                }
                if chosen.len() != options.len() {
                    return Err(self.decision_error(
                        ErrorKind::IllegalDecision,
                        format!(
                            "the order for '{prompt}' must list all {} options, it lists {}",
                            options.len(),
                            chosen.len()
                        ),
                        options,
                    ));
                }
                Ok(chosen)
            }
        }
    }

    pub(super) fn decision_error(
        &self,
        kind: ErrorKind,
        message: String,
        options: &[String],
    ) -> EngineError {
        EngineError {
            kind,
            message,
            at_step: self.steps.len(),
            script_entry: Some(self.next_entry),
            options: options.to_vec(),
            list: None,
        }
    }

    /// A concession in the script takes effect at the next choice point or
    /// action (5.6.4): the player loses at once.
    pub(super) fn concession_pending(&mut self) -> EngineResult<bool> {
        if let Some(ScriptEntry::Concede { player }) = self.script.get(self.next_entry).cloned() {
            self.next_entry += 1;
            self.note_consumed(self.next_entry - 1);
            let text = format!(
                "{} concedes and loses the game at once; {} wins.",
                self.state.name(player),
                self.state.name(player.other())
            );
            self.end_game(
                Outcome::Conceded { loser: player },
                super::StepText::new(text, &["5.6.4"]).player(player),
            )?;
            return Ok(true);
        }
        Ok(false)
    }
}
