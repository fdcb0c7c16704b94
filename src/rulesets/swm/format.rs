//! The SWM scenario file: the generic metadata, questions and readings
//! (the same tables as an SWU scenario's), plus this game's sections (`[match]`, `[players.*]`,
//! `[[character]]`, `[rolls]`, `[[script]]`). Loading never panics; every
//! problem it can find comes back as a [`Diagnostic`] with line and column.

use std::collections::BTreeMap;
use std::ops::Range;

use serde::Deserialize;
use toml::Spanned;

use super::data::{CharacterDef, Pool};
use crate::scenario_file::diagnostics::{diagnostic_at, Ctx};
use crate::scenario_file::format::QuestionFile;
use crate::scenario_file::meta::{self, Need, Needs};
use crate::scenario_file::question::capitalise;
use crate::scenario_file::schema::{opt, req, Field, Shape, STRS};
use crate::scenario_file::{CommonFile, Diagnostic, Document};

/// What SWM asks of the generic header: `game` is required (SWM is not
/// the default game), `rules`, `tests` and `author` may be left out, and
/// there is no `example`.
pub const HEADER: Needs = Needs {
    game: Need::Required,
    rules: Need::Optional,
    tests: Need::Optional,
    example: Need::Absent,
    author: Need::Optional,
};

/// SWM's own sections of a file.
const OWN: &[Field] = &[
    req("match", Shape::Table(MATCH)),
    opt("character", Shape::Array(&Shape::Table(CHARACTER))),
    req("players", Shape::Map(&Shape::Table(PLAYER))),
    opt("rolls", Shape::Any),
    opt("script", Shape::Array(&Shape::Table(SCRIPT))),
];

/// The file's keys for the generic schema pre-pass, which reports every
/// unknown key, wrong type and missing key at once (serde stops at the
/// first): the kit's header as [`HEADER`] asks, SWM's sections, the
/// generic tables.
pub const SCHEMA: &[Field] = &meta::schema::<{ meta::schema_len(HEADER, OWN) }>(HEADER, OWN);

const MATCH: &[Field] = &[
    req("seating", STRS),
    req("start", Shape::Str),
    opt("rounds", Shape::Count),
    opt("first_round", Shape::Count),
    opt("maps", STRS),
    opt("setup_areas", STRS),
    opt("setup_order", STRS),
];

const CHARACTER: &[Field] = &[
    req("name", Shape::Str),
    opt("faction", Shape::Str),
    opt("points", Shape::Count),
    opt("abilities", STRS),
    opt("confers", Shape::Any),
    opt("note", Shape::Str),
];

const SCRIPT: &[Field] = &[req("player", Shape::Str), req("choose", Shape::StrOrStrs)];

/// A `[players.ID]` table (the ids are the author's). `squad` is left
/// to the typed read to require: a misspelt `sqaud` is one mistake, told
/// once, with its suggestion.
const PLAYER: &[Field] = &[
    opt("name", Shape::Str),
    opt("squad", STRS),
    opt("reserve", STRS),
];

/// Where each `[[character]]`'s name is written, for its messages.
fn character_spans(doc: &Document<'_>) -> Vec<Option<Range<usize>>> {
    let Some(arr) = doc.get("character").and_then(|c| c.as_array_of_tables()) else {
        return Vec::new();
    };
    arr.iter()
        .map(|t| t.get("name").and_then(|n| n.span()).or_else(|| t.span()))
        .collect()
}

/// Where a run begins.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Start {
    /// Pre-game step 1, then `rounds` beginnings of rounds.
    Pregame,
    /// The beginning of round `first_round`, with setup already done.
    Round,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchFile {
    /// Player ids in clockwise seating order (2 to 4).
    pub seating: Spanned<Vec<String>>,
    pub start: Start,
    /// How many beginnings of rounds to run (0: stop after the pre-game).
    #[serde(default = "one")]
    pub rounds: u32,
    /// The round a `start = "round"` run begins at.
    #[serde(default = "one")]
    pub first_round: u32,
    /// The maps the map chooser may pick from.
    #[serde(default)]
    pub maps: Vec<String>,
    /// The setup areas players pick from, in setup order.
    #[serde(default)]
    pub setup_areas: Vec<String>,
    /// For a `start = "round"` run: the setup order already decided.
    #[serde(default)]
    pub setup_order: Vec<String>,
}

fn one() -> u32 {
    1
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerFile {
    /// Display name; the id capitalised by default.
    #[serde(default)]
    pub name: Option<String>,
    pub squad: Vec<Spanned<String>>,
    /// Characters the player's abilities may bring in (Reinforcements,
    /// Bribery, Pellaeon, Queen Allana Solo, Local Reserves, Reserves).
    #[serde(default)]
    pub reserve: Vec<Spanned<String>>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScriptFile {
    pub player: Spanned<String>,
    pub choose: Spanned<Choose>,
}

/// One option, or several in order.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(untagged)]
pub enum Choose {
    One(String),
    Many(Vec<String>),
}

impl Choose {
    pub fn as_vec(&self) -> Vec<String> {
        match self {
            Choose::One(s) => vec![s.clone()],
            Choose::Many(v) => v.clone(),
        }
    }
}

/// SWM's own sections, as the typed read gives them (the header,
/// questions and readings are the kit's: `scenario_file::CommonFile`; the
/// pre-pass has refused any key no part knows).
#[derive(Debug, Clone, Deserialize)]
struct Sections {
    #[serde(rename = "match")]
    match_: MatchFile,
    #[serde(default)]
    character: Vec<CharacterDef>,
    players: BTreeMap<String, PlayerFile>,
    #[serde(default)]
    rolls: BTreeMap<String, Spanned<Vec<Spanned<i64>>>>,
    #[serde(default)]
    script: Vec<ScriptFile>,
}

/// An SWM file as its engine and checks read it: its own sections, with
/// the game it names (checked here) and, for the tests that read a file
/// whole, the rule ids it cites and its question tables (the pipeline
/// reads the generic parts itself).
#[derive(Debug, Clone)]
pub struct ScenarioFile {
    pub game: Spanned<String>,
    /// Step ids of this ruleset's digest (`PG6`, `R3`).
    pub rules: Vec<Spanned<String>>,
    pub match_: MatchFile,
    pub character: Vec<CharacterDef>,
    pub players: BTreeMap<String, PlayerFile>,
    pub rolls: BTreeMap<String, Spanned<Vec<Spanned<i64>>>>,
    pub script: Vec<ScriptFile>,
    /// The generic question tables (`docs/scenario-format.md`).
    pub question: Vec<QuestionFile>,
}

/// A scenario ready to run: its file, the pool with its own characters, and
/// the text (for line and column).
#[derive(Debug, Clone)]
pub struct SwmScenario {
    pub file_name: String,
    pub text: String,
    pub file: ScenarioFile,
    pub pool: Pool,
}

impl SwmScenario {
    /// A player's display name.
    pub fn name_of(&self, id: &str) -> String {
        self.file
            .players
            .get(id)
            .and_then(|p| p.name.clone())
            .unwrap_or_else(|| capitalise(id))
    }

    /// A diagnostic at a span of this file (its top, 1:1, for none).
    pub fn diag(&self, span: Option<Range<usize>>, message: String) -> Diagnostic {
        diagnostic_at(
            &self.file_name,
            &self.text,
            span.unwrap_or(0..0),
            message,
            None,
        )
    }
}

/// Parse and validate a scenario file. Every problem found is returned.
pub fn parse(file_name: &str, text: &str) -> Result<SwmScenario, Vec<Diagnostic>> {
    let mut ctx = Ctx::new(file_name, text);
    let read = ctx.document().and_then(|doc| {
        if !ctx.pre_pass(&doc, SCHEMA) {
            return None;
        }
        let common = ctx.typed::<CommonFile>(&doc)?;
        read(&mut ctx, &doc, &common)
    });
    read.ok_or(ctx.diags)
}

/// Read and check SWM's own sections of a parsed file that passed the
/// pre-pass (`common`: its generic parts, read by the kit). `None` when a
/// problem was found in them (reported through `ctx`; a problem the kit
/// found before is not theirs, and the caller goes on checking).
pub(crate) fn read(
    ctx: &mut Ctx<'_>,
    doc: &Document<'_>,
    common: &CommonFile,
) -> Option<SwmScenario> {
    let found_before = ctx.diags.len();
    let Sections {
        match_,
        character,
        players,
        rolls,
        script,
    } = ctx.typed(doc)?;
    let game = common
        .game
        .clone()
        .unwrap_or_else(|| Spanned::new(0..0, String::new()));
    let file = ScenarioFile {
        game,
        rules: common.rules.clone(),
        match_,
        character,
        players,
        rolls,
        script,
        question: common.question.clone(),
    };
    if file.game.get_ref() != "swm" {
        ctx.at(
            file.game.span(),
            format!(
                "game is \"{}\", but this loader reads only \"swm\"",
                file.game.get_ref()
            ),
            None,
        );
    }
    let mut pool = match Pool::shipped() {
        Ok(p) => p,
        Err(e) => {
            ctx.at(0..0, format!("the character list is broken: {e}"), None);
            return None;
        }
    };
    let spans = character_spans(doc);
    for (i, c) in file.character.iter().enumerate() {
        let at = spans.get(i).cloned().flatten();
        if pool.character(&c.name).is_some() {
            ctx.at(
                at.clone().unwrap_or(0..0),
                format!(
                    "[[character]] \"{}\" is already in the character list",
                    c.name
                ),
                None,
            );
            continue;
        }
        if let Err(e) = pool.check_character(c) {
            ctx.at(at.unwrap_or(0..0), format!("[[character]] {e}"), None);
        }
        pool.characters.push(c.clone());
    }
    let seating = file.match_.seating.get_ref();
    if !(2..=4).contains(&seating.len()) {
        ctx.at(
            file.match_.seating.span(),
            format!(
                "seating lists {} players; the procedure is for 2 to 4",
                seating.len()
            ),
            None,
        );
    }
    for p in seating {
        if !file.players.contains_key(p) {
            ctx.at(
                file.match_.seating.span(),
                format!("seating names \"{p}\", who has no [players.{p}]"),
                None,
            );
        }
        if seating.iter().filter(|q| *q == p).count() > 1 {
            ctx.at(
                file.match_.seating.span(),
                format!("\"{p}\" is seated twice"),
                None,
            );
            break;
        }
    }
    for id in file.players.keys() {
        if !seating.contains(id) {
            ctx.at(
                file.match_.seating.span(),
                format!("[players.{id}] is not in the seating"),
                Some(format!("add \"{id}\" to seating")),
            );
        }
    }
    for (id, p) in &file.players {
        for c in p.squad.iter().chain(p.reserve.iter()) {
            if pool.character(c.get_ref()).is_none() {
                let s = pool
                    .suggest_character(c.get_ref())
                    .map(|s| format!("did you mean \"{s}\"?"))
                    .or_else(|| Some("define it with a [[character]] table".into()));
                ctx.at(
                    c.span(),
                    format!("unknown character \"{}\" in {id}'s squad", c.get_ref()),
                    s,
                );
            }
        }
    }
    for (id, rolls) in &file.rolls {
        if !file.players.contains_key(id) {
            ctx.at(
                rolls.span(),
                format!("[rolls] names \"{id}\", who is not a player"),
                None,
            );
        }
        for r in rolls.get_ref() {
            if !(1..=20).contains(r.get_ref()) {
                ctx.at(
                    r.span(),
                    format!("a d20 roll is 1 to 20, not {}", r.get_ref()),
                    None,
                );
            }
        }
    }
    for s in &file.script {
        if !file.players.contains_key(s.player.get_ref()) {
            ctx.at(
                s.player.span(),
                format!(
                    "script names \"{}\", who is not a player",
                    s.player.get_ref()
                ),
                None,
            );
        }
    }
    if file.match_.start == Start::Round {
        let order = &file.match_.setup_order;
        let mut sorted = order.clone();
        sorted.sort();
        let mut seats = seating.clone();
        seats.sort();
        if sorted != seats {
            ctx.at(
                file.match_.seating.span(),
                "a run that starts at a round needs setup_order listing every player once",
                None,
            );
        }
        if file.match_.rounds == 0 {
            ctx.at(
                file.match_.seating.span(),
                "a run that starts at a round needs rounds of at least 1",
                None,
            );
        }
    }
    if !(1..=99).contains(&file.match_.first_round) {
        ctx.at(file.match_.seating.span(), "first_round is 1 to 99", None);
    }
    if file.match_.rounds > 6 {
        ctx.at(file.match_.seating.span(), "rounds is at most 6", None);
    }
    (ctx.diags.len() == found_before).then(|| SwmScenario {
        file_name: ctx.file.clone(),
        text: ctx.text.to_string(),
        file,
        pool,
    })
}
