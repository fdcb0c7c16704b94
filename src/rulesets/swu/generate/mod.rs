//! Generated practice: templates that build a fresh board for one timing
//! rule from the bundled card pool, run the engine on it and ask questions
//! whose answers are whatever the engine did.
//!
//! A template draws cards that fit its rule with a seeded RNG, writes the
//! board and the actions as scenario TOML, and the driver here fills in the
//! decisions the run needs (each player's choices, drawn from the same RNG),
//! runs the engine, and lets the template write its questions from the
//! trace: the events it names, the decisions it gives away (`given`), the
//! answers. The finished text is loaded by the pipeline's own steps
//! (`Prepared::read`) as a library file is, so every
//! answer key is checked against the engine before the text is returned. The same template and seed always give the same
//! text (`practice-TEMPLATE-SEED`).

mod defeated;
mod delayed;
mod lethal;
mod played;
pub(crate) mod write;

use crate::rulesets::swu::cards::{CardDef, CardPool, CardType, Trigger};
use crate::rulesets::swu::engine::{
    kinds, Engine, ErrorKind, GameTrace, ScriptEntry, NOTHING_FOUND, NOTHING_PLAYED,
};
use crate::rulesets::{Prepared, Setup};
use crate::scenario_file::diagnostics::{Ctx, Diagnostic};
use crate::scenario_file::{self as scenario, DecisionPoint};

pub use write::{toml_str, Line};

/// One template: what it teaches and which builder draws its boards.
pub struct Template {
    /// The id in `/practice/ID` and `tw generate ID`.
    pub id: &'static str,
    pub title: &'static str,
    /// One line for the practice index.
    pub summary: &'static str,
    /// The rules its boards teach, as CR v7.0 numbers them.
    pub rules: &'static [&'static str],
    builder: Builder,
}

/// Which board builder a template draws with. A name, not a function
/// pointer: a page that only names a generated id (progress, the exam's
/// result: its title and link) reads [`TEMPLATES`], and a pointer in that
/// table would link every builder, the TOML writer and the engine's driver
/// into the study app (issue 24's size budget). Only [`generate`] calls
/// [`Builder::build`], so only an app that generates links them.
#[derive(Clone, Copy)]
enum Builder {
    Defeated,
    Delayed,
    Played,
    Lethal,
}

impl Builder {
    fn build(self, rng: &mut Rng, pool: &CardPool) -> Result<Draft, String> {
        match self {
            Builder::Defeated => defeated::build(rng, pool),
            Builder::Delayed => delayed::build(rng, pool),
            Builder::Played => played::build(rng, pool),
            Builder::Lethal => lethal::build(rng, pool),
        }
    }
}

/// Every template, in the order the practice index lists them.
pub const TEMPLATES: &[Template] = &[
    Template {
        id: "when-defeated-split",
        title: "Simultaneous When Defeated abilities of both players",
        summary: "Several units of both players are defeated at once; whose abilities resolve first, and who orders them?",
        rules: defeated::RULES,
        builder: Builder::Defeated,
    },
    Template {
        id: "delayed-and-phase-trigger",
        title: "A delayed effect and a phase trigger at the same moment",
        summary: "The regroup phase starts with delayed effects and \"when the regroup phase starts\" abilities waiting.",
        rules: delayed::RULES,
        builder: Builder::Delayed,
    },
    Template {
        id: "played-by-ability",
        title: "A unit played by an ability while others wait",
        summary: "An event plays a unit; what that play triggers against what playing the event triggered.",
        rules: played::RULES,
        builder: Builder::Played,
    },
    Template {
        id: "lethal-attack",
        title: "An attack whose combat damage ends the game",
        summary: "An attack's abilities resolve before its combat damage, which defeats the base and ends the game.",
        rules: lethal::RULES,
        builder: Builder::Lethal,
    },
];

/// The template with this id.
pub fn template(id: &str) -> Option<&'static Template> {
    TEMPLATES.iter().find(|t| t.id == id)
}

/// The id a generated scenario gets.
pub fn scenario_id(template: &str, seed: u64) -> String {
    format!("practice-{template}-{seed}")
}

/// Read `practice-TEMPLATE-SEED` back into its template and seed.
pub fn parse_scenario_id(id: &str) -> Option<(&'static Template, u64)> {
    let rest = id.strip_prefix("practice-")?;
    let (name, seed) = rest.rsplit_once('-')?;
    let seed: u64 = seed.parse().ok()?;
    Some((template(name)?, seed))
}

/// Where the app shows a generated scenario: `/practice/TEMPLATE?seed=N`.
/// `None` for an id that is not a generated one.
pub fn practice_href(id: &str) -> Option<String> {
    let (t, seed) = parse_scenario_id(id)?;
    Some(format!("/practice/{}?seed={seed}", t.id))
}

/// A generated scenario: its id and its text, which loads.
#[derive(Debug, Clone, PartialEq)]
pub struct Generated {
    pub id: String,
    pub text: String,
}

/// How many boards a template may draw for one seed before giving up: a
/// draw is set aside when its run asks nothing worth asking (every order
/// legal, say), and the next draw of the same stream is tried.
const ATTEMPTS: usize = 40;

/// The most decisions the driver fills in for one board.
const MAX_DECISIONS: usize = 60;

/// Build the scenario of `template` for `seed`. The text is checked as
/// `scenario::load` checks a file before it is returned.
pub fn generate(template_id: &str, seed: u64, pool: &CardPool) -> Result<Generated, String> {
    let t = template(template_id).ok_or_else(|| {
        let ids: Vec<&str> = TEMPLATES.iter().map(|t| t.id).collect();
        format!(
            "no template '{template_id}' (the templates: {})",
            ids.join(", ")
        )
    })?;
    let id = scenario_id(t.id, seed);
    let mut rng = Rng::new(seed, t.id);
    let mut last = String::new();
    for _ in 0..ATTEMPTS {
        let draft = t.builder.build(&mut rng, pool)?;
        match finish(&id, t.rules, draft, &mut rng, pool) {
            Ok(text) => return Ok(Generated { id, text }),
            Err(Skip::Retry(why)) => last = why,
            Err(Skip::Fail(why)) => return Err(why),
        }
    }
    Err(format!(
        "template '{}' found no board worth asking about for seed {seed}: {last}",
        t.id
    ))
}

/// Why a draft did not become a scenario.
enum Skip {
    /// This draw asks nothing worth asking; draw another.
    Retry(String),
    /// The template or the engine is wrong: report it.
    Fail(String),
}

/// What a template hands the driver: the scenario without its decisions
/// and questions, and how to write the questions from the run.
pub(crate) struct Draft {
    pub title: String,
    pub summary: String,
    pub difficulty: u8,
    pub tags: Vec<&'static str>,
    pub tests: String,
    pub situation: String,
    pub assumptions: String,
    /// `[players.*]`, `[state]` and `[run]`, as TOML.
    pub board: String,
    /// The actions, in order; the driver inserts the decisions.
    pub actions: Vec<Line>,
    /// Writes the `[[question]]` tables from the run. `Ok(None)` when this
    /// run asks nothing worth asking (the driver draws another board).
    pub questions: Box<QuestionWriter>,
}

/// Writes a draft's questions from its run (see [`Draft::questions`]).
pub(crate) type QuestionWriter = dyn Fn(&Run) -> Result<Option<String>, String>;

/// A finished run, for a template's questions.
pub(crate) struct Run<'a> {
    pub trace: &'a GameTrace,
    pub decisions: Vec<DecisionPoint<'a>>,
    pub players: Vec<scenario::Player>,
}

impl Run<'_> {
    /// The run as the generic questions see it.
    fn questions_run(&self) -> scenario::Run<'_, crate::rulesets::swu::engine::GameState> {
        scenario::Run {
            trace: self.trace,
            players: &self.players,
            outcome: "",
            outcomes: &[],
        }
    }

    /// Whether the run produced this label.
    pub fn has(&self, label: &str) -> bool {
        self.trace
            .steps
            .iter()
            .any(|s| s.label.as_deref() == Some(label))
    }

    /// The labels of `wanted` the run produced, in the order it resolved them.
    pub fn resolved<'l>(&self, wanted: &[&'l str]) -> Vec<&'l str> {
        let mut out: Vec<&'l str> = Vec::new();
        for s in &self.trace.steps {
            if let Some(l) = s.label.as_deref() {
                if let Some(w) = wanted.iter().find(|w| **w == l) {
                    if !out.contains(w) {
                        out.push(w);
                    }
                }
            }
        }
        out
    }

    /// The labels of the actions `action` accepts and of every ability
    /// that resolved, each once, in the order the run recorded them,
    /// stopping at the step labelled `until`: the events an ordering
    /// question about an attack or a play asks for.
    pub fn actions_and_abilities(
        &self,
        action: impl Fn(&str) -> bool,
        until: Option<&str>,
    ) -> Vec<String> {
        let mut events: Vec<String> = Vec::new();
        for s in &self.trace.steps {
            let Some(l) = s.label.as_deref() else {
                continue;
            };
            if until == Some(l) {
                break;
            }
            let wanted = match s.kind {
                kinds::ACTION => action(l),
                kinds::ABILITY_RESOLVED => true,
                _ => false,
            };
            if wanted && !events.iter().any(|e| e == l) {
                events.push(l.to_string());
            }
        }
        events
    }

    /// The step text the run printed for a label.
    pub fn text_of(&self, label: &str) -> Option<&str> {
        self.trace
            .steps
            .iter()
            .find(|s| s.label.as_deref() == Some(label))
            .map(|s| s.text.as_str())
    }

    /// The decisions of which player resolves first (7.6.10, or 7.7.4e for
    /// delayed effects) that leave these events fewer legal orders: the
    /// ones a prompt can give away. Each with the `choice-N` name, the
    /// chooser and the player chosen to go first.
    pub fn who_first(&self, events: &[String]) -> Vec<(String, String, String)> {
        let mut out = Vec::new();
        for d in &self.decisions {
            let rules = &d.choice.rules;
            let first_rule = rules.iter().any(|r| r == "7.6.10" || r == "7.7.4e");
            if !first_rule || d.choice.chosen.len() != 1 {
                continue;
            }
            let chosen = &d.choice.chosen[0];
            if chosen != "Alex" && chosen != "Nico" {
                continue;
            }
            if scenario::order_space(
                &self.questions_run(),
                events,
                std::slice::from_ref(&d.name),
                50,
            )
            .is_ok()
            {
                out.push((d.name.clone(), d.choice.chooser.clone(), chosen.clone()));
            }
        }
        out
    }

    /// Whether an ordering question of `events` after `given` teaches
    /// something: the engine has an order for them, and the rules allow
    /// some of their orders but not every one.
    pub fn order_worth_asking(&self, events: &[String], given: &[String]) -> bool {
        self.legal_orders(events, given)
            .is_some_and(|legal| !legal.is_empty() && legal.len() < factorial(events.len()))
    }

    /// The number of legal orders of `events` after `given` (`None` when
    /// the engine has no order for them or there are more than `limit`).
    pub fn legal_orders(&self, events: &[String], given: &[String]) -> Option<Vec<Vec<String>>> {
        let space = scenario::order_space(&self.questions_run(), events, given, 200).ok()?;
        (!space.truncated).then_some(space.orders)
    }

    /// Whether `first` comes before `second` in every legal order.
    pub fn always_before(&self, first: &str, second: &str) -> bool {
        let events = [first.to_string(), second.to_string()];
        self.legal_orders(&events, &[])
            .is_some_and(|o| !o.is_empty() && o.iter().all(|o| o[0] == first))
    }
}

/// Decide, fill in the decisions, run, write the questions, load.
fn finish(
    id: &str,
    rules: &[&str],
    draft: Draft,
    rng: &mut Rng,
    pool: &CardPool,
) -> Result<String, Skip> {
    let head = write::head(id, rules, &draft);
    // Load the board with a script that ends the game at its first
    // decision or action, to get the board as the engine reads it.
    let probe = format!("{head}{}\n[[script]]\nconcede = \"nico\"\n", draft.board);
    let s = load(&format!("{id}.toml"), &probe, pool).map_err(|d| {
        let lines: Vec<String> = d.iter().map(|d| d.to_string()).collect();
        Skip::Fail(format!(
            "the generated board does not load: {}",
            lines.join("; ")
        ))
    })?;
    let Setup::Swu(setup) = &s.scenario.setup else {
        return Err(Skip::Fail(
            "the generated board is not an SWU scenario".into(),
        ));
    };
    let mut lines = draft.actions.clone();
    let mut trace = None;
    for _ in 0..=MAX_DECISIONS {
        let script: Vec<ScriptEntry> = lines.iter().map(Line::entry).collect();
        match Engine::new(&setup.pool, setup.board.clone(), script, setup.stop).run() {
            Ok(t) => {
                trace = Some(t);
                break;
            }
            Err(e) if e.kind == ErrorKind::MissingDecision => {
                let at = e.script_entry.unwrap_or(lines.len()).min(lines.len());
                let chosen = decide(rng, &e.options, e.list.as_deref());
                lines.insert(at, Line::Decision(chosen));
            }
            Err(e) => return Err(Skip::Fail(format!("the engine cannot run the board: {e}"))),
        }
    }
    let trace = trace.ok_or_else(|| Skip::Fail("the run needs too many decisions".into()))?;
    let run = Run {
        trace: &trace,
        decisions: scenario::decision_points(&trace),
        players: setup.players(),
    };
    let questions = match (draft.questions)(&run) {
        Ok(Some(q)) => q,
        Ok(None) => return Err(Skip::Retry("the run asks nothing worth asking".into())),
        Err(e) => return Err(Skip::Fail(e)),
    };
    let script: String = lines.iter().map(Line::to_toml).collect();
    let text = format!("{head}{}\n{script}\n{questions}", draft.board);
    match load(&format!("{id}.toml"), &text, pool) {
        Ok(_) => Ok(text),
        Err(d) => {
            let lines: Vec<String> = d.iter().map(|d| d.to_string()).collect();
            Err(Skip::Fail(format!(
                "the generated scenario does not load: {}",
                lines.join("; ")
            )))
        }
    }
}

/// A player's decision, drawn from the RNG: "yes" to every "you may" and
/// never "find nothing" or "play nothing" (so the abilities and plays the
/// questions name happen), otherwise a random option, a random order of
/// all of them, or a random non-empty choice of them.
fn decide(rng: &mut Rng, options: &[String], list: Option<&str>) -> Vec<String> {
    if options.iter().any(|o| o == "yes") {
        return vec!["yes".into()];
    }
    let mut shuffled: Vec<String> = options
        .iter()
        .filter(|o| *o != NOTHING_FOUND && *o != NOTHING_PLAYED)
        .cloned()
        .collect();
    if shuffled.is_empty() {
        shuffled = options.to_vec();
    }
    rng.shuffle(&mut shuffled);
    match list {
        None => shuffled.into_iter().take(1).collect(),
        Some(l) if l.starts_with("all ") => shuffled,
        Some(l) if l.starts_with("exactly ") => {
            let n = l
                .split_whitespace()
                .nth(1)
                .and_then(|n| n.parse::<usize>().ok())
                .unwrap_or(1);
            shuffled.into_iter().take(n).collect()
        }
        Some(_) => {
            let n = 1 + rng.below(shuffled.len().max(1));
            shuffled.into_iter().take(n).collect()
        }
    }
}

/// xorshift64*: a seed gives the same boards on every machine.
pub struct Rng(u64);

impl Rng {
    /// A stream for one template and seed (splitmix64 of both, so seed 0
    /// and neighbouring seeds give unrelated streams).
    pub fn new(seed: u64, template: &str) -> Rng {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in template.bytes() {
            h = (h ^ b as u64).wrapping_mul(0x0100_0000_01b3);
        }
        let mut z = seed.wrapping_add(h).wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        Rng(if z == 0 { 0x2545_F491_4F6C_DD1D } else { z })
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next_u64() % n as u64) as usize
        }
    }

    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi.saturating_sub(lo) + 1)
    }

    pub fn chance(&mut self, percent: u64) -> bool {
        self.next_u64() % 100 < percent
    }

    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i + 1);
            v.swap(i, j);
        }
    }

    pub fn pick<'a, T>(&mut self, v: &'a [T]) -> Option<&'a T> {
        v.get(self.below(v.len()))
    }
}

// --- Card selection shared by the templates --------------------------------

/// Whether a card has an ability with this trigger (its front side).
pub(crate) fn has_trigger(c: &CardDef, t: Trigger) -> bool {
    c.abilities.iter().any(|a| a.when.contains(&t))
}

/// Units (not tokens, not leaders) of the pool passing `keep`, sorted by id
/// so a seed draws the same cards whatever the pool's order.
pub(crate) fn units(pool: &CardPool, keep: impl Fn(&CardDef) -> bool) -> Vec<&CardDef> {
    let mut v: Vec<&CardDef> = pool
        .iter()
        // Only cards the engine simulates whole: a printed card with a part
        // not read (a 0/0 unit whose "+1/+1 for each resource" is unread)
        // would teach a board the card does not make.
        .filter(|c| c.card_type == CardType::Unit && c.unread.is_empty() && keep(c))
        // The boards leave the hands unknown: a card that reveals a card of
        // a type from its hand cannot say whether there is one (ISB Agent),
        // nor one that discards a card picked from a hand (Bodhi Rook).
        .filter(|c| {
            !c.abilities
                .iter()
                .any(|a| a.effects.iter().any(reveals_from_hand))
        })
        .collect();
    crate::sorting::sort_by(&mut v, |a, b| a.id.cmp(&b.id));
    v
}

/// Whether an effect, or one inside it, reveals a card from the hand or
/// picks one from a hand: both need to know what the hand holds.
fn reveals_from_hand(e: &crate::rulesets::swu::cards::Effect) -> bool {
    use crate::rulesets::swu::cards::Effect;
    match e {
        Effect::RevealFromHand { .. }
        | Effect::DiscardChosenFromHand { .. }
        | Effect::Disclose { .. } => true,
        // The boards leave the decks unknown too: a test of the card taken
        // from a deck or hand (its cost, aspects, name) needs it known
        // (engine/effects/the_card.rs).
        Effect::IfTheCard { .. }
        | Effect::HealForEachAspectDiscarded { .. }
        | Effect::DiscardNamedFromHand { .. } => true,
        Effect::TheCard { act } => !matches!(
            act,
            crate::rulesets::swu::cards::TheCardAct::Draw
                | crate::rulesets::swu::cards::TheCardAct::RevealAndDraw
                | crate::rulesets::swu::cards::TheCardAct::ReturnToHand
        ),
        Effect::Choose { then, .. }
        | Effect::May { then }
        | Effect::If { then, .. }
        | Effect::ForEach { then, .. }
        | Effect::UpTo { then, .. }
        | Effect::IfYouUseTheForce { then }
        | Effect::All { then, .. }
        | Effect::IfDiscardedIsNot { then, .. }
        | Effect::Delayed { effects: then, .. }
        | Effect::AtOnce { effects: then } => then.iter().any(reveals_from_hand),
        Effect::ChooseOptions { options, .. } => options.iter().flatten().any(reveals_from_hand),
        Effect::IfYouDo { may, then } => may.iter().chain(then).any(reveals_from_hand),
        Effect::IfYouDont { may, otherwise } => may.iter().chain(otherwise).any(reveals_from_hand),
        Effect::DefeatShieldThen { then, .. }
        | Effect::DefeatUpgradeThen { then, .. }
        | Effect::ChooseWithPowerAtMostUpgrades { then, .. } => then.iter().any(reveals_from_hand),
        Effect::IfKeyword {
            then, otherwise, ..
        } => then.iter().chain(otherwise).any(reveals_from_hand),
        _ => false,
    }
}

/// Units that trigger nothing and change nothing: bystanders a board needs
/// (a friendly unit to give a token to, a target).
pub(crate) fn plain_units(pool: &CardPool) -> Vec<&CardDef> {
    units(pool, |c| {
        c.abilities.is_empty()
            && c.constants.is_empty()
            && !c.keywords.iter().any(|k| {
                matches!(
                    k,
                    crate::rulesets::swu::cards::Keyword::Sentinel
                        | crate::rulesets::swu::cards::Keyword::Bounty
                )
            })
    })
}

/// A card's name as the situation quotes it, with its printed text.
pub(crate) fn quoted(c: &CardDef) -> String {
    let text = c.text.replace('\n', " ").replace("  ", " ");
    let text = text.trim();
    match (c.power, c.hp) {
        (Some(p), Some(h)) if c.card_type == CardType::Unit => {
            format!("{} ({p}/{h}; \"{text}\")", c.name)
        }
        _ => format!("{} (\"{text}\")", c.name),
    }
}

/// The `n!` of a small number, for "every order is legal" checks.
pub(crate) fn factorial(n: usize) -> usize {
    (1..=n).product()
}

/// A generated text loaded as a library file is (the pipeline's steps,
/// `Prepared::read`), every problem and disagreeing key an error.
fn load(file: &str, text: &str, pool: &CardPool) -> Result<Prepared, Vec<Diagnostic>> {
    let mut ctx = Ctx::new(file, text);
    let prepared = Prepared::read(&mut ctx, pool);
    let mut problems = ctx.diags;
    problems.extend(ctx.key_diags);
    match prepared {
        Some(p) if problems.is_empty() => Ok(p),
        _ => Err(problems),
    }
}
