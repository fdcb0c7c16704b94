//! Writing a generated scenario as TOML: the metadata, the boards, the
//! script lines and the questions. Every string goes through
//! [`toml_str`], so a card's text is always a TOML string, never syntax.

use crate::rulesets::swu::engine::{PlayerId, ScriptAction, ScriptEntry};

use super::Draft;

/// The scenario convention's two players.
pub(crate) const ALEX: PlayerId = PlayerId(0);
pub(crate) const NICO: PlayerId = PlayerId(1);

/// A string as a TOML basic string, quotes and escapes included.
pub fn toml_str(s: &str) -> String {
    toml::Value::String(s.to_string()).to_string()
}

/// A list of strings as a TOML array.
pub fn toml_list<S: AsRef<str>>(v: &[S]) -> String {
    let items: Vec<String> = v.iter().map(|s| toml_str(s.as_ref())).collect();
    format!("[{}]", items.join(", "))
}

/// One script line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    Action(PlayerId, ScriptAction),
    Decision(Vec<String>),
}

fn player_key(p: PlayerId) -> &'static str {
    if p == ALEX {
        "alex"
    } else {
        "nico"
    }
}

impl Line {
    pub fn pass(p: PlayerId) -> Line {
        Line::Action(p, ScriptAction::Pass)
    }

    /// The line as the engine reads it.
    pub fn entry(&self) -> ScriptEntry {
        match self {
            Line::Action(p, a) => ScriptEntry::Action {
                player: *p,
                action: a.clone(),
            },
            Line::Decision(c) => ScriptEntry::Decision {
                player: None,
                choose: c.clone(),
            },
        }
    }

    /// The line as a `[[script]]` table.
    pub fn to_toml(&self) -> String {
        match self {
            Line::Decision(c) if c.len() == 1 => {
                format!("[[script]]\nchoose = {}\n", toml_str(&c[0]))
            }
            Line::Decision(c) => format!("[[script]]\nchoose = {}\n", toml_list(c)),
            Line::Action(p, a) => {
                let mut s = format!("[[script]]\nplayer = \"{}\"\n", player_key(*p));
                match a {
                    ScriptAction::Pass => s.push_str("action = \"pass\"\n"),
                    ScriptAction::TakeInitiative => s.push_str("action = \"take_initiative\"\n"),
                    ScriptAction::Play { card } => {
                        s.push_str(&format!("action = \"play\"\ncard = {}\n", toml_str(card)))
                    }
                    ScriptAction::Attack { attacker, target } => s.push_str(&format!(
                        "action = \"attack\"\nattacker = {}\ntarget = {}\n",
                        toml_str(attacker),
                        toml_str(target)
                    )),
                    ScriptAction::UseAbility { source, ability } => {
                        s.push_str(&format!(
                            "action = \"ability\"\nsource = {}\n",
                            toml_str(source)
                        ));
                        if let Some(a) = ability {
                            s.push_str(&format!("ability = {}\n", toml_str(a)));
                        }
                    }
                    ScriptAction::DeployLeader => s.push_str("action = \"deploy\"\n"),
                    ScriptAction::Smuggle { card } => s.push_str(&format!(
                        "action = \"smuggle\"\ncard = {}\n",
                        toml_str(card)
                    )),
                }
                s
            }
        }
    }
}

/// The metadata at the top of the file.
pub(super) fn head(id: &str, rules: &[&str], d: &Draft) -> String {
    format!(
        "# Generated practice ({id}): the board was drawn from the card pool and every\n\
         # answer below is the engine's. Save it into scenarios/ as {id}.toml to keep it.\n\
         id = {}\ntitle = {}\nsummary = {}\ndifficulty = {}\ntags = {}\nrules = {}\n\
         tests = {}\nrules_edition = \"CR v7.0\"\nauthor = \"Timing Window (generated practice)\"\n\
         situation = {}\nassumptions = {}\n\n",
        toml_str(id),
        toml_str(&d.title),
        toml_str(&d.summary),
        d.difficulty.clamp(1, 5),
        toml_list(&d.tags),
        toml_list(rules),
        toml_str(&d.tests),
        toml_str(&d.situation),
        toml_str(&d.assumptions),
    )
}

/// A unit on the board.
#[derive(Debug, Clone, Default)]
pub(crate) struct UnitSpec {
    pub card: String,
    pub r#ref: Option<String>,
    pub damage: i32,
    pub exhausted: bool,
    pub shields: u32,
    pub upgrades: Vec<String>,
    pub owner: Option<&'static str>,
}

impl UnitSpec {
    pub fn new(card: &str) -> UnitSpec {
        UnitSpec {
            card: card.to_string(),
            ..UnitSpec::default()
        }
    }

    fn to_toml(&self) -> String {
        let mut parts = vec![format!("card = {}", toml_str(&self.card))];
        if let Some(r) = &self.r#ref {
            parts.push(format!("ref = {}", toml_str(r)));
        }
        if self.damage > 0 {
            parts.push(format!("damage = {}", self.damage));
        }
        if self.exhausted {
            parts.push("exhausted = true".into());
        }
        if self.shields > 0 {
            parts.push(format!("shields = {}", self.shields));
        }
        if !self.upgrades.is_empty() {
            parts.push(format!("upgrades = {}", toml_list(&self.upgrades)));
        }
        if let Some(o) = self.owner {
            parts.push(format!("owner = \"{o}\""));
        }
        format!("{{ {} }}", parts.join(", "))
    }
}

/// One player's side of the board.
#[derive(Debug, Clone)]
pub(crate) struct Side {
    pub base: &'static str,
    pub base_hp: i32,
    pub base_damage: i32,
    pub leader: Option<String>,
    /// The aspect icons of a leader the board leaves out (8.1.1).
    pub leader_aspects: Vec<String>,
    pub ready: u32,
    pub exhausted: u32,
    pub hand: Vec<String>,
    pub hand_unknown: u32,
    pub deck_size: u32,
    pub units: Vec<UnitSpec>,
}

impl Side {
    pub fn new(base: &'static str) -> Side {
        Side {
            base,
            base_hp: 30,
            base_damage: 0,
            leader: None,
            leader_aspects: Vec::new(),
            ready: 0,
            exhausted: 5,
            hand: Vec::new(),
            hand_unknown: 3,
            deck_size: 20,
            units: Vec::new(),
        }
    }

    pub fn to_toml(&self, key: &str) -> String {
        let mut s = format!(
            "[players.{key}]\nbase = {{ name = {}, hp = {}, damage = {} }}\n",
            toml_str(self.base),
            self.base_hp,
            self.base_damage
        );
        if let Some(l) = &self.leader {
            s.push_str(&format!("leader = {{ card = {} }}\n", toml_str(l)));
        }
        if !self.leader_aspects.is_empty() {
            s.push_str(&format!(
                "leader_aspects = {}\n",
                toml_list(&self.leader_aspects)
            ));
        }
        s.push_str(&format!(
            "resources = {{ ready = {}, exhausted = {} }}\n",
            self.ready, self.exhausted
        ));
        if !self.hand.is_empty() {
            s.push_str(&format!("hand = {}\n", toml_list(&self.hand)));
        }
        s.push_str(&format!(
            "hand_unknown = {}\ndeck_size = {}\n",
            self.hand_unknown, self.deck_size
        ));
        if !self.units.is_empty() {
            let units: Vec<String> = self.units.iter().map(UnitSpec::to_toml).collect();
            s.push_str(&format!("units = [\n  {},\n]\n", units.join(",\n  ")));
        }
        s.push('\n');
        s
    }
}

/// The moment of the action phase a generated board starts at: the round,
/// who holds the initiative, whose turn it is, and who has passed.
pub(crate) struct Turn {
    pub round: usize,
    pub initiative: PlayerId,
    pub active: PlayerId,
    pub passed: Option<PlayerId>,
}

/// A generated scenario's board, as TOML: both sides, the `[state]` of an
/// action-phase turn, then `tables` (lasting or delayed effects, TOML
/// already) and the `[run]` that stops before `stop_before`, when there is
/// one (without one, the run goes to the end). Every template writes its
/// board here, so the four agree on the header's keys and their order.
pub(crate) fn board(
    [alex, nico]: [&Side; 2],
    turn: Turn,
    tables: &str,
    stop_before: Option<&str>,
) -> String {
    let mut s = format!(
        "{}{}[state]\nround = {}\nphase = \"action\"\nstep = \"turns\"\ninitiative = \"{}\"\nactive = \"{}\"\n",
        alex.to_toml("alex"),
        nico.to_toml("nico"),
        turn.round,
        key(turn.initiative),
        key(turn.active),
    );
    if let Some(p) = turn.passed {
        s.push_str(&format!("passed = [\"{}\"]\n", key(p)));
    }
    match stop_before {
        Some(stop) => s.push_str(&format!(
            "\n{tables}[run]\nstop_before = {}\n",
            toml_str(stop)
        )),
        None => s.push_str(tables),
    }
    s
}

/// An order question.
pub(crate) fn order_question(
    id: &str,
    prompt: &str,
    events: &[String],
    given: &[String],
    explanation: &str,
) -> String {
    let mut s = format!(
        "[[question]]\nid = {}\nkind = \"order\"\nprompt = {}\nevents = {}\n",
        toml_str(id),
        toml_str(prompt),
        toml_list(events)
    );
    if !given.is_empty() {
        s.push_str(&format!("given = {}\n", toml_list(given)));
    }
    s.push_str(&format!("explanation = {}\n\n", toml_str(explanation)));
    s
}

/// A who-decides question; `answer` is the chooser's display name.
pub(crate) fn who_question(
    id: &str,
    prompt: &str,
    at: &str,
    answer: &str,
    explanation: &str,
) -> String {
    format!(
        "[[question]]\nid = {}\nkind = \"who_decides\"\nprompt = {}\nat = {}\nanswer = {}\nexplanation = {}\n\n",
        toml_str(id),
        toml_str(prompt),
        toml_str(at),
        toml_str(&answer.to_lowercase()),
        toml_str(explanation)
    )
}

/// An outcome question.
pub(crate) fn outcome_question(id: &str, prompt: &str, answer: &str, explanation: &str) -> String {
    format!(
        "[[question]]\nid = {}\nkind = \"outcome\"\nprompt = {}\nanswer = {}\nexplanation = {}\n\n",
        toml_str(id),
        toml_str(prompt),
        toml_str(answer),
        toml_str(explanation)
    )
}

/// A multiple-choice question: options as (id, text, why it is wrong, or
/// `None` for the right one); `check` is the `answer_check` table's inside.
pub(crate) fn choice_question(
    id: &str,
    prompt: &str,
    check: &str,
    options: &[(&str, String, Option<String>)],
    explanation: &str,
) -> String {
    let answer = options
        .iter()
        .find(|o| o.2.is_none())
        .map(|o| o.0)
        .unwrap_or_default();
    let mut s = format!(
        "[[question]]\nid = {}\nkind = \"choice\"\nprompt = {}\nanswer = {}\nanswer_check = {{ {check} }}\nexplanation = {}\n\n",
        toml_str(id),
        toml_str(prompt),
        toml_str(answer),
        toml_str(explanation)
    );
    for (oid, text, why) in options {
        s.push_str(&format!(
            "[[question.option]]\nid = {}\ntext = {}\n",
            toml_str(oid),
            toml_str(text)
        ));
        if let Some(w) = why {
            s.push_str(&format!("why_wrong = {}\n", toml_str(w)));
        }
        s.push('\n');
    }
    s
}

/// "Alex" or "Nico".
pub(crate) fn name(p: PlayerId) -> &'static str {
    if p == ALEX {
        "Alex"
    } else {
        "Nico"
    }
}

/// "alex" or "nico".
pub(crate) fn key(p: PlayerId) -> &'static str {
    player_key(p)
}
