//! The Star Wars: Unlimited scenario file as written: this game's sections (`[players.*]`,
//! `[state]`, `[run]`, `[[script]]`, `[[card]]`). Documented in
//! `docs/scenario-format.md`. Values that a validation message may point at
//! are `Spanned`, so every message has a line and column.
//!
//! These types are the typed parse; the pre-pass (`crate::scenario_file::schema`,
//! against `super::schema`'s tables) checks keys
//! and value types first, so that every such mistake is reported at once.
//! Keep the two in step: a key added here must be added to the schema too.

use serde::Deserialize;
use toml::Spanned;

use super::cards::{CardDef, Effect};

/// SWU's own sections of a file. The header, questions and readings are
/// the kit's to read (`scenario_file::CommonFile`); the schema pre-pass has
/// already refused any key no part knows, so this top level lets them by.
#[derive(Debug, Deserialize)]
pub struct ScenarioFile {
    pub players: Players,
    pub state: StateFile,
    #[serde(default)]
    pub run: RunFile,
    #[serde(default)]
    pub script: Vec<Spanned<ScriptLine>>,
    /// Cards defined by this scenario only, for a teaching point no printed
    /// card makes.
    #[serde(default, rename = "card")]
    pub cards: Vec<CardDef>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Players {
    pub alex: PlayerFile,
    pub nico: PlayerFile,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerFile {
    #[serde(default)]
    pub name: Option<String>,
    pub base: BaseFile,
    #[serde(default)]
    pub leader: Option<LeaderFile>,
    /// The aspect icons of the player's leader when the board leaves the
    /// leader out (its abilities then play no part in the scenario).
    #[serde(default)]
    pub leader_aspects: Option<Spanned<Vec<String>>>,
    #[serde(default)]
    pub resources: ResourcesFile,
    /// Known cards in hand, by card id.
    #[serde(default)]
    pub hand: Vec<Spanned<String>>,
    /// Cards in hand the trainee does not know.
    #[serde(default)]
    pub hand_unknown: u32,
    /// Known cards on top of the deck, top first.
    #[serde(default)]
    pub deck_top: Vec<Spanned<String>>,
    /// How many cards the deck holds in all (at least `deck_top`'s length).
    #[serde(default)]
    pub deck_size: Option<Spanned<u32>>,
    #[serde(default)]
    pub discard: Vec<Spanned<String>>,
    #[serde(default)]
    pub units: Vec<UnitFile>,
    /// The player controls their Force token (8.37.1).
    #[serde(default)]
    pub force_token: bool,
    /// How many Credit tokens the player controls (3.7.13).
    #[serde(default)]
    pub credit_tokens: u32,
    /// How many units this player controlled were defeated this phase
    /// before the scenario starts.
    #[serde(default)]
    pub units_defeated_this_phase: u32,
    /// The cards this player played this phase before the scenario starts,
    /// by card id.
    #[serde(default)]
    pub played_this_phase: Vec<Spanned<String>>,
    /// The cards this player played this round before the scenario
    /// starts, by card id; none given: those played this phase.
    #[serde(default)]
    pub played_this_round: Vec<Spanned<String>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BaseFile {
    pub name: String,
    pub hp: Spanned<i32>,
    #[serde(default)]
    pub damage: Option<Spanned<i32>>,
    /// The aspect icons a base the card pool does not know provides
    /// (a real base's are its printed ones).
    #[serde(default)]
    pub aspects: Option<Spanned<Vec<String>>>,
    /// Why this scenario gives a printed base other numbers than printed;
    /// without it a printed base must have its printed HP.
    #[serde(default)]
    pub altered: Option<Spanned<String>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LeaderFile {
    pub card: Spanned<String>,
    #[serde(default)]
    pub deployed: bool,
    #[serde(default)]
    pub exhausted: bool,
    #[serde(default)]
    pub epic_action_used: bool,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResourcesFile {
    #[serde(default)]
    pub ready: u32,
    #[serde(default)]
    pub exhausted: u32,
    /// Ready resources whose cards are known (a card with Smuggle).
    #[serde(default)]
    pub known: Vec<Spanned<String>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnitFile {
    pub card: Spanned<String>,
    /// The name events use for this copy; the card id by default.
    #[serde(default, rename = "ref")]
    pub reference: Option<Spanned<String>>,
    #[serde(default)]
    pub damage: Option<Spanned<i32>>,
    #[serde(default)]
    pub exhausted: bool,
    #[serde(default)]
    pub shields: u32,
    #[serde(default)]
    pub experience: u32,
    #[serde(default)]
    pub upgrades: Vec<Spanned<String>>,
    /// Owner when someone else controls it ("alex" or "nico").
    #[serde(default)]
    pub owner: Option<Spanned<String>>,
    #[serde(default)]
    pub entered_this_phase: bool,
    /// Played this phase by the player who controls it (so it entered
    /// play this phase too).
    #[serde(default)]
    pub played_this_phase: bool,
    /// Entered play this round (5.3.2): in the regroup phase, a unit that
    /// entered in the round's action phase.
    #[serde(default)]
    pub entered_this_round: bool,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StateFile {
    #[serde(default = "one")]
    pub round: u32,
    pub phase: Spanned<String>,
    pub step: Spanned<String>,
    pub initiative: Spanned<String>,
    #[serde(default)]
    pub initiative_taken: bool,
    /// Whose turn it is, in the action phase's turns.
    #[serde(default)]
    pub active: Option<Spanned<String>>,
    /// Players whose last action was a pass.
    #[serde(default)]
    pub passed: Vec<Spanned<String>>,
    #[serde(default)]
    pub delayed: Vec<DelayedFile>,
    #[serde(default)]
    pub lasting: Vec<LastingFile>,
}

fn one() -> u32 {
    1
}

/// A delayed effect already waiting ("Sneak Attack was played on this unit
/// this round").
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DelayedFile {
    /// The card that created it.
    pub source: Spanned<String>,
    /// Who controls it: "alex" or "nico".
    pub controller: Spanned<String>,
    /// The unit (by ref) it aims at.
    #[serde(default)]
    pub target: Option<Spanned<String>>,
    /// When it resolves (a [`crate::rulesets::swu::cards::TimingPoint`] in snake case);
    /// by default, the source card's own delayed effect's.
    #[serde(default)]
    pub at: Option<Spanned<String>>,
    /// What it does; by default, the source card's own delayed effect.
    #[serde(default)]
    pub effects: Option<Vec<Effect>>,
}

/// A lasting effect already in place.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LastingFile {
    pub source: Spanned<String>,
    pub controller: Spanned<String>,
    pub target: Spanned<String>,
    #[serde(default)]
    pub power: i32,
    #[serde(default)]
    pub hp: i32,
    #[serde(default)]
    pub cant_ready: bool,
    /// "this_attack", "this_phase" or "this_round".
    pub duration: Spanned<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RunFile {
    /// A step name ("draw", "regroup_end", ...) to stop before, or
    /// "game_end".
    #[serde(default)]
    pub stop_before: Option<Spanned<String>>,
}

/// One script line: an action, a decision or a concession.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScriptLine {
    #[serde(default)]
    pub player: Option<Spanned<String>>,
    /// "pass", "take_initiative", "play", "attack", "ability", "deploy".
    #[serde(default)]
    pub action: Option<Spanned<String>>,
    #[serde(default)]
    pub card: Option<Spanned<String>>,
    /// The card whose action ability is used: a unit ref or the leader.
    #[serde(default)]
    pub source: Option<Spanned<String>>,
    /// Which action ability, by id or number, when the card has several.
    #[serde(default)]
    pub ability: Option<Spanned<String>>,
    #[serde(default)]
    pub attacker: Option<Spanned<String>>,
    #[serde(default)]
    pub target: Option<Spanned<String>>,
    /// A decision: one option, or several in order.
    #[serde(default)]
    pub choose: Option<Spanned<OneOrMany>>,
    /// This player concedes at this point.
    #[serde(default)]
    pub concede: Option<Spanned<String>>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum OneOrMany {
    One(String),
    Many(Vec<String>),
}

impl OneOrMany {
    pub fn into_vec(self) -> Vec<String> {
        match self {
            OneOrMany::One(s) => vec![s],
            OneOrMany::Many(v) => v,
        }
    }
}
