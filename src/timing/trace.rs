//! A trace is what an engine did, one step at a time, with the rules it
//! applied and the board after each step. The UI draws it; the quiz checks
//! answers against the order tree it carries.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use super::order::OrderNode;

/// What kind of thing happened at a step. Each ruleset defines its own
/// kinds, in its own words (its `kinds` module: SWU's damage and defeat,
/// SWM's rolls, the real-time game's clock events); the generic parts read
/// only the slug (a CSS class and a stable handle), the name, and the
/// [`Role`] the kind plays in any timing procedure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StepKind {
    /// A short lowercase word, unique within its ruleset (`"damage"`).
    pub slug: &'static str,
    /// The kind in plain words, as the reveal names it.
    pub name: &'static str,
    /// What the generic parts may rely on.
    pub role: Role,
}

impl StepKind {
    pub const fn new(slug: &'static str, name: &'static str, role: Role) -> StepKind {
        StepKind { slug, name, role }
    }

    /// Anything an engine wants to say that is not an event of its own.
    pub const NOTE: StepKind = StepKind::new("note", "note", Role::Other);
}

/// The part a kind of step plays in a timing procedure, whatever the game:
/// the few distinctions the quiz and the reveal draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// The procedure moves on: a phase, step or turn begins or ends.
    Structure,
    /// A player's action.
    Action,
    /// A player's decision (the step carries a [`ChoicePoint`]).
    Decision,
    /// An ability or effect resolves (the step's [`Facts::ability`] names it).
    Resolution,
    /// Effects stop applying together.
    Expiry,
    /// The game or procedure reaches its result.
    Outcome,
    /// Anything else.
    Other,
}

/// A step kind as data: its slug, name and role. A scenario prepared at
/// build time carries its steps' kinds this way, so the page reads them
/// back without knowing the rulesets.
#[derive(Serialize, Deserialize)]
struct KindData<'a> {
    #[serde(borrow)]
    slug: std::borrow::Cow<'a, str>,
    #[serde(borrow)]
    name: std::borrow::Cow<'a, str>,
    role: Role,
}

impl Serialize for StepKind {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        KindData {
            slug: self.slug.into(),
            name: self.name.into(),
            role: self.role,
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for StepKind {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<StepKind, D::Error> {
        let k = KindData::deserialize(d)?;
        Ok(StepKind {
            slug: intern(&k.slug),
            name: intern(&k.name),
            role: k.role,
        })
    }
}

/// The one `&'static str` for a kind's slug or name read back from data.
/// Kinds are `&'static` because each ruleset declares them as constants;
/// read back, each distinct word is leaked once and reused, so reading any
/// number of traces costs only the few distinct kind words there are. A
/// word longer than a kind word could be, or past the 256th, is not leaked
/// and reads as "?".
fn intern(s: &str) -> &'static str {
    use std::sync::Mutex;
    static SEEN: Mutex<Vec<&'static str>> = Mutex::new(Vec::new());
    const LONGEST: usize = 64;
    if s.len() > LONGEST {
        return "?";
    }
    let mut seen = match SEEN.lock() {
        Ok(g) => g,
        Err(poisoned) => poisoned.into_inner(),
    };
    if let Some(hit) = seen.iter().find(|k| **k == s) {
        return hit;
    }
    if seen.len() >= 256 {
        return "?";
    }
    let leaked: &'static str = Box::leak(s.to_owned().into_boxed_str());
    seen.push(leaked);
    leaked
}

/// A decision a player made, with what else they could have done.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ChoicePoint {
    /// Who decided, by name.
    pub chooser: String,
    /// What was being decided, in plain words.
    pub prompt: String,
    /// Every legal option, in the engine's own labels: what a script line
    /// and a "What if…?" link answer with.
    pub options: Vec<String>,
    /// What was chosen: one option, or an ordering of several.
    pub chosen: Vec<String>,
    /// The rules that give this player this decision.
    pub rules: Vec<String>,
    /// Who decided, by the id the scenario file uses (`"alex"`); `None`
    /// for a random outcome.
    #[serde(default)]
    pub chooser_id: Option<String>,
    /// Each option as a trainee reads it ("Maz Kanata's ability"), in the
    /// order of `options`: labels are the engine's, never the trainee's.
    /// Empty when the options are already plain words.
    #[serde(default)]
    pub names: Vec<String>,
}

impl ChoicePoint {
    /// An option as a trainee reads it.
    pub fn name_of<'a>(&'a self, option: &'a str) -> &'a str {
        option_name(&self.options, &self.names, option)
    }

    /// An answer here in words: one option, several in order, or "none".
    pub fn said(&self, chosen: &[String]) -> String {
        said(&self.options, &self.names, chosen)
    }
}

/// `option` as a trainee reads it: its name where `names` (parallel to
/// `options`) has one, else the option itself.
pub fn option_name<'a>(options: &[String], names: &'a [String], option: &'a str) -> &'a str {
    options
        .iter()
        .position(|o| o == option)
        .and_then(|i| names.get(i))
        .map_or(option, String::as_str)
}

/// An answer in words: one option, several in order ("A, then B"), or
/// "none" for an empty subset.
pub fn said(options: &[String], names: &[String], chosen: &[String]) -> String {
    if chosen.is_empty() {
        return "none".to_string();
    }
    chosen
        .iter()
        .map(|c| option_name(options, names, c))
        .collect::<Vec<_>>()
        .join(", then ")
}

/// What a step is about, as data: the UI reads these, never the sentence.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Facts {
    /// The id of the card or piece the step comes from (`"inferno-four"`);
    /// its display name is [`Step::source`].
    #[serde(default)]
    pub source_id: Option<String>,
    /// The player's id as the scenario file names them (`"alex"`); the
    /// display name is [`Step::player`].
    #[serde(default)]
    pub player_id: Option<Cow<'static, str>>,
    /// The ability or effect that resolved, in the ruleset's words
    /// ("When Defeated", "Ambush", "delayed effect").
    #[serde(default)]
    pub ability: Option<String>,
    /// A labelled event's name in plain words ("Inferno Four's When
    /// Defeated ability"), without the verb.
    #[serde(default)]
    pub name: Option<String>,
    /// The label of the event or ability that caused the step: the labelled
    /// step it is nested under ([`fill_causes`]).
    #[serde(default)]
    pub cause: Option<String>,
    /// Named values the step leaves on the table, in the ruleset's words
    /// ("kept" 4 for nico, "check" 9 for alex): what an answer key's `fact`
    /// claim reads.
    #[serde(default)]
    pub values: Vec<Fact>,
    /// The open ruling questions whose reading the engine followed at this
    /// step, by their number in `docs/rulings-questions.md` (the engine's
    /// ruleset's section): a question whose answer rests on the step must
    /// carry a `[[reading]]` with that `open` number.
    #[serde(default)]
    pub readings: Vec<u32>,
}

/// One named value a step leaves: a player's (`player`: their id) or the
/// table's (`None`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fact {
    pub name: String,
    #[serde(default)]
    pub player: Option<String>,
    pub value: String,
}

/// One step of a trace.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Step<B> {
    pub kind: StepKind,
    /// A stable label for events a question may refer to
    /// (for example `inferno-four/when-defeated`).
    pub label: Option<String>,
    /// The player the step belongs to, by name: one shared copy of each
    /// player's name for the whole run, not a copy per step (issue 25).
    pub player: Option<std::sync::Arc<str>>,
    /// The card or rule source of the step, by name.
    pub source: Option<String>,
    /// One plain-English sentence: a template and its arguments, written
    /// when first read (issue 25; `timing::text`).
    pub text: super::Text,
    /// Rule numbers that justify the step: the engine's own numbers are
    /// static text, borrowed, not a copy per step (issue 25); a trace read
    /// back from a file owns its own.
    pub rules: Vec<Cow<'static, str>>,
    /// How deeply nested the step is (0: not nested).
    pub depth: u32,
    /// Present on the steps of a decision ([`Role::Decision`]).
    pub choice: Option<ChoicePoint>,
    /// Labels of events that are ready but parked at this step: waiting in
    /// an outer layer while a nested one resolves, outermost first.
    #[serde(default)]
    pub waiting: Vec<String>,
    /// Structured facts about the step (source id, player id, ability,
    /// event name, cause).
    #[serde(default)]
    pub facts: Facts,
    /// The board after the step.
    pub board: B,
}

/// Fill each step's [`Facts::cause`]: the label of the nearest earlier step
/// that is less deeply nested (the event whose resolution this step is
/// part of), when that step has a label. Steps at depth 0 have no cause.
pub fn fill_causes<B>(steps: &mut [Step<B>]) {
    // The open steps, outermost first: (depth, label).
    let mut open: Vec<(u32, Option<String>)> = Vec::new();
    for step in steps.iter_mut() {
        while open.last().is_some_and(|(d, _)| *d >= step.depth) {
            open.pop();
        }
        step.facts.cause = open.last().and_then(|(_, l)| l.clone());
        open.push((step.depth, step.label.clone()));
    }
}

impl Facts {
    /// The step follows the engine's reading of open entry `n` (its
    /// ruleset's section of `docs/rulings-questions.md`): recorded once,
    /// however often the engine says so. The one marking every ruleset's
    /// engine uses; a ruleset supplies only its entries' numbers and where
    /// the other reading would change the run.
    pub fn follow_reading(&mut self, n: u32) {
        if !self.readings.contains(&n) {
            self.readings.push(n);
        }
    }
}

/// [`Facts::follow_reading`] on the step at `index`; no step there, no
/// mark.
pub fn mark_reading<B>(steps: &mut [Step<B>], index: usize, n: u32) {
    if let Some(s) = steps.get_mut(index) {
        s.facts.follow_reading(n);
    }
}

/// [`mark_reading`] on the step recorded last, if there is one.
pub fn mark_last_reading<B>(steps: &mut [Step<B>], n: u32) {
    if let Some(last) = steps.len().checked_sub(1) {
        mark_reading(steps, last, n);
    }
}

/// Everything an engine run produced.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Trace<B> {
    pub steps: Vec<Step<B>>,
    /// The shape of every legal resolution order of the labelled events.
    pub order: OrderNode,
    /// How the run ended, in plain words (for example "Nico wins").
    pub outcome: Option<String>,
}

impl<B> Trace<B> {
    /// A trace from its steps, with each step's cause filled in.
    pub fn new(mut steps: Vec<Step<B>>, order: OrderNode, outcome: Option<String>) -> Trace<B> {
        fill_causes(&mut steps);
        Trace {
            steps,
            order,
            outcome,
        }
    }

    /// The same run with each step's board turned into another type (the
    /// generic parts hold every ruleset's boards as one enum).
    pub fn map_boards<C>(self, mut f: impl FnMut(B) -> C) -> Trace<C> {
        Trace {
            steps: self
                .steps
                .into_iter()
                .map(|s| Step {
                    kind: s.kind,
                    label: s.label,
                    player: s.player,
                    source: s.source,
                    text: s.text,
                    rules: s.rules,
                    depth: s.depth,
                    choice: s.choice,
                    waiting: s.waiting,
                    facts: s.facts,
                    board: f(s.board),
                })
                .collect(),
            order: self.order,
            outcome: self.outcome,
        }
    }

    /// The labelled events in the order the engine resolved them.
    pub fn labels(&self) -> Vec<&str> {
        self.steps
            .iter()
            .filter_map(|s| s.label.as_deref())
            .collect()
    }

    /// The step that carries a label.
    pub fn step_for(&self, label: &str) -> Option<(usize, &Step<B>)> {
        self.steps
            .iter()
            .enumerate()
            .find(|(_, s)| s.label.as_deref() == Some(label))
    }

    /// Every choice point, with its step index.
    pub fn choices(&self) -> impl Iterator<Item = (usize, &ChoicePoint)> {
        self.steps
            .iter()
            .enumerate()
            .filter_map(|(i, s)| s.choice.as_ref().map(|c| (i, c)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::timing::fixtures::step;

    #[test]
    fn a_nested_step_is_caused_by_the_labelled_step_it_is_nested_under() {
        let mut steps = vec![
            step(0, Some("a")),
            step(1, None),
            step(1, Some("b")),
            step(2, None),
            step(1, None),
            step(0, None),
        ];
        fill_causes(&mut steps);
        let causes: Vec<Option<&str>> = steps.iter().map(|s| s.facts.cause.as_deref()).collect();
        assert_eq!(
            causes,
            vec![None, Some("a"), Some("a"), Some("b"), Some("a"), None]
        );
    }

    #[test]
    fn a_step_under_an_unlabelled_step_has_no_cause() {
        let mut steps = vec![step(0, None), step(1, None)];
        fill_causes(&mut steps);
        assert_eq!(steps[1].facts.cause, None);
    }
}
