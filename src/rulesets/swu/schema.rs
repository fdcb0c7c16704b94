//! Star Wars: Unlimited's scenario schema: the top level of an SWU file and
//! the tables of its board, script and scenario-defined cards, checked by
//! the generic pre-pass (`scenario_file::schema::check_document`, which the
//! pipeline runs) before the typed read in [`super::format`].
//! The header, questions and readings are generic: the kit's one header
//! table (`scenario_file::meta::schema`, as [`HEADER`] asks) and its
//! question and reading tables.
//!
//! `docs/scenario-format.md` describes these keys; `tests/docs.rs` checks
//! the two agree.

use crate::scenario_file::meta::{self, Need, Needs};
use crate::scenario_file::schema::{opt, req, Field, Shape, STRS};

/// An ability of a scenario-defined card. Its effects use the card
/// vocabulary and are checked by the typed parse.
pub const ABILITY: &[Field] = &[
    opt("id", Shape::Str),
    req("when", STRS),
    opt("may", Shape::Bool),
    opt("granted", Shape::Bool),
    opt("cost", Shape::Count),
    opt("exhaust", Shape::Bool),
    opt("coordinate", Shape::Bool),
    req("effects", Shape::Any),
];

pub const CONSTANT: &[Field] = &[
    req("to", Shape::Str),
    opt("filter", Shape::Any),
    opt("power", Shape::Int),
    opt("hp", Shape::Int),
    opt("keywords", STRS),
    opt("ability", Shape::Array(&Shape::Table(ABILITY))),
    opt("amount", Shape::Count),
    opt("cant", STRS),
];

/// An upgrade's attachment restriction (`attach = { target = ..., filter = ... }`).
pub const ATTACH: &[Field] = &[req("target", Shape::Str), opt("filter", Shape::Any)];

/// A card defined by the scenario itself (`[[card]]`), as in card files.
pub const CARD: &[Field] = &[
    req("id", Shape::Str),
    req("name", Shape::Str),
    opt("subtitle", Shape::Str),
    opt("set", Shape::Str),
    opt("number", Shape::Str),
    req("type", Shape::Str),
    opt("cost", Shape::Count),
    opt("power", Shape::Int),
    opt("hp", Shape::Int),
    opt("arena", Shape::Str),
    opt("aspects", STRS),
    opt("traits", STRS),
    opt("keywords", STRS),
    opt("raid", Shape::Count),
    opt("restore", Shape::Count),
    opt("exploit", Shape::Count),
    opt("smuggle", Shape::Count),
    // Documented in docs/scenario-format.md and read by `CardDef`: the
    // icons in Smuggle's brackets.
    opt("smuggle_aspects", STRS),
    // The damage to a friendly unit a Smuggle's cost also deals.
    opt("smuggle_damage", Shape::Count),
    opt("unique", Shape::Bool),
    opt("text", Shape::Str),
    opt("back_text", Shape::Str),
    opt("ability", Shape::Array(&Shape::Table(ABILITY))),
    opt("unit_ability", Shape::Array(&Shape::Table(ABILITY))),
    opt("deploy_resources", Shape::Count),
    opt("constant", Shape::Array(&Shape::Table(CONSTANT))),
    opt("attach", Shape::Table(ATTACH)),
];

pub const BASE: &[Field] = &[
    req("name", Shape::Str),
    req("hp", Shape::Int),
    opt("damage", Shape::Int),
    opt("aspects", STRS),
    opt("altered", Shape::Str),
];

pub const LEADER: &[Field] = &[
    req("card", Shape::Str),
    opt("deployed", Shape::Bool),
    opt("exhausted", Shape::Bool),
    opt("epic_action_used", Shape::Bool),
];

pub const RESOURCES: &[Field] = &[
    opt("ready", Shape::Count),
    opt("exhausted", Shape::Count),
    opt("known", STRS),
];

pub const UNIT: &[Field] = &[
    req("card", Shape::Str),
    opt("ref", Shape::Str),
    opt("damage", Shape::Int),
    opt("exhausted", Shape::Bool),
    opt("shields", Shape::Count),
    opt("experience", Shape::Count),
    opt("upgrades", STRS),
    opt("owner", Shape::Str),
    opt("entered_this_phase", Shape::Bool),
    opt("played_this_phase", Shape::Bool),
    opt("entered_this_round", Shape::Bool),
];

pub const PLAYER: &[Field] = &[
    opt("name", Shape::Str),
    req("base", Shape::Table(BASE)),
    opt("leader", Shape::Table(LEADER)),
    opt("leader_aspects", STRS),
    opt("resources", Shape::Table(RESOURCES)),
    opt("hand", STRS),
    opt("hand_unknown", Shape::Count),
    opt("deck_top", STRS),
    opt("deck_size", Shape::Count),
    opt("discard", STRS),
    opt("units", Shape::Array(&Shape::Table(UNIT))),
    opt("force_token", Shape::Bool),
    opt("credit_tokens", Shape::Count),
    opt("units_defeated_this_phase", Shape::Count),
    opt("played_this_phase", STRS),
    opt("played_this_round", STRS),
];

pub const PLAYERS: &[Field] = &[
    req("alex", Shape::Table(PLAYER)),
    req("nico", Shape::Table(PLAYER)),
];

pub const DELAYED: &[Field] = &[
    req("source", Shape::Str),
    req("controller", Shape::Str),
    opt("target", Shape::Str),
    opt("at", Shape::Str),
    opt("effects", Shape::Any),
];

pub const LASTING: &[Field] = &[
    req("source", Shape::Str),
    req("controller", Shape::Str),
    req("target", Shape::Str),
    opt("power", Shape::Int),
    opt("hp", Shape::Int),
    opt("cant_ready", Shape::Bool),
    req("duration", Shape::Str),
];

pub const STATE: &[Field] = &[
    opt("round", Shape::Count),
    req("phase", Shape::Str),
    req("step", Shape::Str),
    req("initiative", Shape::Str),
    opt("initiative_taken", Shape::Bool),
    opt("active", Shape::Str),
    opt("passed", STRS),
    opt("delayed", Shape::Array(&Shape::Table(DELAYED))),
    opt("lasting", Shape::Array(&Shape::Table(LASTING))),
];

pub const RUN: &[Field] = &[opt("stop_before", Shape::Str)];

pub const SCRIPT_LINE: &[Field] = &[
    opt("player", Shape::Str),
    opt("action", Shape::Str),
    opt("card", Shape::Str),
    opt("source", Shape::Str),
    opt("ability", Shape::Str),
    opt("attacker", Shape::Str),
    opt("target", Shape::Str),
    opt("choose", Shape::StrOrStrs),
    opt("concede", Shape::Str),
];

/// What SWU asks of the generic header: `game` may be left out (SWU is
/// the default), `rules`, `tests` and `author` are required, and a file
/// may name the CR worked example it reproduces (`example`).
pub const HEADER: Needs = Needs {
    game: Need::Optional,
    rules: Need::Required,
    tests: Need::Required,
    example: Need::Optional,
    author: Need::Required,
};

/// SWU's own sections of a file.
pub const OWN: &[Field] = &[
    req("players", Shape::Table(PLAYERS)),
    req("state", Shape::Table(STATE)),
    opt("run", Shape::Table(RUN)),
    opt("script", Shape::Array(&Shape::Table(SCRIPT_LINE))),
    opt("card", Shape::Array(&Shape::Table(CARD))),
];

/// The top level of a scenario file: the header, SWU's sections, the
/// generic tables.
pub const SCENARIO: &[Field] = &meta::schema::<{ meta::schema_len(HEADER, OWN) }>(HEADER, OWN);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario_file::schema::check_against;

    fn messages(text: &str) -> Vec<String> {
        check_against(text, SCENARIO)
            .into_iter()
            .map(|p| p.message)
            .collect()
    }

    #[test]
    fn every_unknown_key_and_wrong_type_of_a_board_is_reported_at_once() {
        let text =
            "tittle = 1\ndifficulty = \"two\"\n[players.alex]\nbase = { name = \"B\", hpp = 3 }\n";
        let m = messages(text);
        for expected in [
            "unknown key `tittle` at the top level",
            "`difficulty` must be a whole number (0 or more), not a string",
            "unknown key `hpp` in `players.alex.base`",
            "missing key `hp` in `players.alex.base`: expected an integer",
            "missing key `nico` in `players`: expected a table",
            "missing key `state` at the top of the file: expected a table",
        ] {
            assert!(m.contains(&expected.to_string()), "{expected}: {m:?}");
        }
    }

    #[test]
    fn a_scenario_defined_card_and_a_script_line_are_checked_too() {
        let text = "[[card]]\nid = \"x\"\nname = \"X\"\ntype = \"unit\"\ncots = 2\n[[script]]\nplayer = \"alex\"\nacton = \"pass\"\n";
        let m = messages(text);
        assert!(
            m.contains(&"unknown key `cots` in `card[0]`".to_string()),
            "{m:?}"
        );
        assert!(
            m.contains(&"unknown key `acton` in `script[0]`".to_string()),
            "{m:?}"
        );
    }
}
