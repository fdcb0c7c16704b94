//! The loader: a realtime scenario file (TOML) to a [`Scenario`], or every
//! problem in it with its line and column. The kit parses the file once
//! and reads its header; this walks the spanned document (`toml_edit`) for
//! the ruleset's own sections, so each message points at the value that is
//! wrong, and it never panics on any input.

use std::ops::Range;

use toml_edit::{Item, TableLike, Value};

pub(crate) use super::spans::Ctx;
use super::spans::{bool, count, str, tables};

use super::cards;
use super::model::{ActionKind, Format, TeamZone, Unit};
use super::scenario::{Decision, Meta, PlayerSetup, Scenario, Selection, TurnScript};
use crate::scenario_file::Diagnostic;

/// The `game` value of a realtime scenario.
pub const GAME: &str = "realtime";
/// The turn clock when the file names none.
pub const DEFAULT_TURN_CLOCK: u32 = 15;
/// The player clock when the file names none.
pub const DEFAULT_PLAYER_CLOCK: u32 = 60;
/// The billet when a player names none.
pub const DEFAULT_BILLET: u32 = 4;

use crate::scenario_file::meta::{self, Need, Needs};
use crate::scenario_file::schema::{opt, req, Field, Shape};
use crate::scenario_file::{CommonFile, Document};

/// What the real-time game asks of the generic header: `game`, `tests` and
/// `author` are required, `rules` may be left out, and there is no
/// `example`.
pub const HEADER: Needs = Needs {
    game: Need::Required,
    rules: Need::Optional,
    tests: Need::Required,
    example: Need::Absent,
    author: Need::Required,
};

/// `[clocks]`.
const CLOCKS: &[Field] = &[opt("turn", Shape::Time), opt("player", Shape::Time)];

/// A card on the board: its id, or a table naming it.
const CARD: &[Field] = &[
    req("card", Shape::Str),
    opt("ref", Shape::Str),
    opt("hidden", Shape::Bool),
    opt("prepped", Shape::Bool),
    opt("life", Shape::Int),
];

/// A list of cards (a Base, a Field, a Reinforcements Zone).
const CARDS: Shape = Shape::Array(&Shape::StrOrTable(CARD));

/// `[players.ID]`.
const PLAYER: &[Field] = &[
    opt("name", Shape::Str),
    opt("number", Shape::Count),
    opt("team", Shape::Str),
    opt("base", CARDS),
    opt("field", CARDS),
    opt("hq", Shape::Count),
    opt("billet", Shape::Count),
    opt("player_clock", Shape::Time),
];

/// `[[turn.select]]`: `at` is optional here because a missing time has its
/// own message ([`read_selection`]).
const SELECT: &[Field] = &[
    req("player", Shape::Str),
    opt("at", Shape::Time),
    req("action", Shape::Str),
    opt("unit", Shape::Str),
];

/// `[[turn.choose]]`.
const CHOOSE: &[Field] = &[req("player", Shape::Str), req("choose", Shape::Str)];

/// `[[turn]]`.
const TURN: &[Field] = &[
    opt("select", Shape::Array(&Shape::Table(SELECT))),
    opt("choose", Shape::Array(&Shape::Table(CHOOSE))),
];

/// This ruleset's own sections, checked by the kit's schema pre-pass
/// before [`read`] reads what they mean; `reinforcements` is a table by
/// team only in a team game, so [`read_team_zones`] checks it once it knows
/// the format.
const OWN: &[Field] = &[
    opt("format", Shape::Str),
    opt("clocks", Shape::Table(CLOCKS)),
    req("players", Shape::Map(&Shape::Table(PLAYER))),
    opt("reinforcements", Shape::Any),
    req("turn", Shape::Array(&Shape::Table(TURN))),
];

/// The top level of a realtime file for the generic schema pre-pass: the
/// kit's header as [`HEADER`] asks, this ruleset's own sections, the
/// generic question and reading tables.
pub const SCHEMA: &[Field] = &meta::schema::<{ meta::schema_len(HEADER, OWN) }>(HEADER, OWN);

/// Parse a realtime scenario. `file` names it in messages.
pub fn parse(text: &str, file: &str) -> Result<Scenario, Vec<Diagnostic>> {
    let mut ctx = Ctx::new(file, text);
    let Some(doc) = ctx.document() else {
        return Err(ctx.diags);
    };
    // The generic pre-pass: unknown and missing keys, wrong types, the
    // question and reading tables.
    let common = if ctx.pre_pass(&doc, SCHEMA) {
        ctx.typed::<CommonFile>(&doc)
    } else {
        None
    };
    read(&mut ctx, &doc, common.as_ref()).ok_or(ctx.diags)
}

/// Read and check this ruleset's own sections of a parsed file (`common`:
/// its generic parts, `None` when the pre-pass found a problem: every
/// problem of the sections is still reported, all at once, sorted by
/// place). `None` when any problem was found.
pub(crate) fn read(
    ctx: &mut Ctx<'_>,
    doc: &Document<'_>,
    common: Option<&CommonFile>,
) -> Option<Scenario> {
    let root = doc.as_table();
    if let Some(item) = root.get("game").filter(|i| i.as_str() != Some(GAME)) {
        ctx.err(
            item.span(),
            format!("this loader reads game = \"{GAME}\" scenarios"),
        );
    }
    check_rules(ctx, root);
    let format = match root.get("format") {
        None => Format::Duel,
        Some(item) => match item.as_str() {
            Some("duel") => Format::Duel,
            Some("team") => Format::Team,
            // Not a string: the schema reported it.
            None => Format::Duel,
            Some(_) => {
                ctx.err(item.span(), "'format' must be \"duel\" or \"team\"");
                Format::Duel
            }
        },
    };
    let (turn_clock, player_clock) = read_clocks(ctx, root);
    let players = read_players(ctx, root, format, player_clock);
    let reinforcements = read_team_zones(ctx, root, format, &players);
    let turns = read_turns(ctx, root, format, &players);
    if !ctx.diags.is_empty() {
        crate::sorting::sort_by_key(&mut ctx.diags, |d| (d.line, d.column));
        return None;
    }
    Some(Scenario {
        meta: Meta::of(common?, GAME),
        format,
        turn_clock,
        players,
        reinforcements,
        turns,
    })
}

/// A rule id must be one of this ruleset's digest (the rest of the header
/// is the kit's).
fn check_rules(ctx: &mut Ctx<'_>, root: &dyn TableLike) {
    let known = super::rule_ids();
    if let Some(arr) = root.get("rules").and_then(|i| i.as_array()) {
        for v in arr.iter() {
            if let Some(r) = v.as_str().filter(|r| !known.contains(r)) {
                ctx.err(
                    v.span(),
                    format!("'{r}' is not a rule id of this ruleset's digest (procedure.md)"),
                );
            }
        }
    }
}

fn read_clocks(ctx: &mut Ctx<'_>, root: &dyn TableLike) -> (u32, u32) {
    let Some(item) = root.get("clocks") else {
        return (DEFAULT_TURN_CLOCK, DEFAULT_PLAYER_CLOCK);
    };
    let Some(t) = item.as_table_like() else {
        // The schema reported it.
        return (DEFAULT_TURN_CLOCK, DEFAULT_PLAYER_CLOCK);
    };
    let turn = ctx
        .time(t, "turn", "a turn clock")
        .unwrap_or(DEFAULT_TURN_CLOCK);
    let player = ctx
        .time(t, "player", "a player clock")
        .unwrap_or(DEFAULT_PLAYER_CLOCK);
    for (key, v) in [("turn", turn), ("player", player)] {
        if v == 0 {
            ctx.err(
                t.get(key).and_then(|i| i.span()),
                format!("the {key} clock must be more than 0:00"),
            );
        }
    }
    (turn, player)
}

fn read_players(
    ctx: &mut Ctx<'_>,
    root: &dyn TableLike,
    format: Format,
    player_clock: u32,
) -> Vec<PlayerSetup> {
    let Some(item) = root.get("players") else {
        ctx.err(None, "missing table [players]");
        return Vec::new();
    };
    let Some(t) = item.as_table_like() else {
        // The schema reported it.
        return Vec::new();
    };
    let mut out: Vec<PlayerSetup> = Vec::new();
    for (n, (id, p)) in t.iter().enumerate() {
        let span = t.key(id).and_then(|k| k.span());
        let Some(p) = p.as_table_like() else {
            // The schema reported it.
            continue;
        };
        if id == "ai" {
            ctx.err(span.clone(), "'ai' names the game's AI, not a player");
        }
        let name = str(p, "name").unwrap_or_else(|| crate::scenario_file::question::capitalise(id));
        let number = count(p, "number", n as u32 + 1);
        let team = str(p, "team");
        match (format, &team) {
            (Format::Team, None) => ctx.err(
                span.clone(),
                format!("player '{id}' needs a 'team' in a team format"),
            ),
            (Format::Duel, Some(_)) => ctx.err(
                p.get("team").and_then(|i| i.span()),
                "'team' is for team formats; this is a two-player duel",
            ),
            _ => {}
        }
        let base = p
            .get("base")
            .map(|i| read_units(ctx, i))
            .unwrap_or_default();
        let field = p
            .get("field")
            .map(|i| read_units(ctx, i))
            .unwrap_or_default();
        let mut refs: Vec<&str> = base
            .iter()
            .chain(&field)
            .map(|u| u.r#ref.as_str())
            .collect();
        refs.sort_unstable();
        if let Some(w) = refs.windows(2).find(|w| w[0] == w[1]) {
            ctx.err(
                span.clone(),
                format!(
                    "player '{id}' has two cards with the ref '{}': give one a 'ref'",
                    w[0]
                ),
            );
        }
        let hq = count(p, "hq", 0);
        let billet = count(p, "billet", DEFAULT_BILLET);
        if !(2..=6).contains(&billet) {
            ctx.err(
                p.get("billet").and_then(|i| i.span()),
                "'billet' stays between 2 and 6",
            );
        }
        let clock = ctx
            .time(p, "player_clock", "a player clock")
            .unwrap_or(player_clock);
        if clock == 0 {
            ctx.err(
                p.get("player_clock").and_then(|i| i.span()),
                "a player whose player clock is 0:00 has already lost",
            );
        }
        if out.iter().any(|o| o.number == number) {
            ctx.err(
                span.clone(),
                format!("two players have the Player Number {number}"),
            );
        }
        out.push(PlayerSetup {
            id: id.to_string(),
            name,
            number,
            team,
            base,
            field,
            hq,
            billet,
            player_clock: clock,
        });
    }
    let span = item.span().or_else(|| {
        t.iter()
            .next()
            .and_then(|(k, _)| t.key(k).and_then(|k| k.span()))
    });
    match format {
        Format::Duel if out.len() > 2 => ctx.err(
            span,
            format!(
                "a duel has 2 players, not {}: for 3 to 6 players write format = \"team\" and give every player a 'team' (a player alone on their side is a team of one)",
                out.len()
            ),
        ),
        Format::Duel if out.len() != 2 => {
            ctx.err(span, format!("a duel has 2 players, not {}", out.len()))
        }
        Format::Team if !(3..=6).contains(&out.len()) => ctx.err(
            span,
            format!("a team game has 3 to 6 players, not {}", out.len()),
        ),
        Format::Team => {
            let mut teams: Vec<&str> = out.iter().filter_map(|p| p.team.as_deref()).collect();
            teams.sort_unstable();
            teams.dedup();
            if teams.len() < 2 {
                ctx.err(span, "a team game needs at least two teams");
            }
        }
        _ => {}
    }
    out
}

/// `[reinforcements]`: one Reinforcements Zone per team, by team name
/// (`red = ["lookout"]`); a team the table leaves out starts empty.
fn read_team_zones(
    ctx: &mut Ctx<'_>,
    root: &dyn TableLike,
    format: Format,
    players: &[PlayerSetup],
) -> Vec<TeamZone> {
    let mut zones: Vec<TeamZone> = Vec::new();
    let mut by_number: Vec<&PlayerSetup> = players.iter().collect();
    crate::sorting::sort_by_key(&mut by_number, |p| p.number);
    for t in by_number.iter().filter_map(|p| p.team.as_deref()) {
        if !zones.iter().any(|z| z.team == t) {
            zones.push(TeamZone {
                team: t.to_string(),
                cards: Vec::new(),
            });
        }
    }
    let Some(item) = root.get("reinforcements") else {
        return zones;
    };
    if format != Format::Team {
        ctx.err(
            item.span(),
            "'reinforcements' holds the team formats' Reinforcements Zones; this game has no teams",
        );
        return zones;
    }
    let Some(t) = item.as_table_like() else {
        let example = zones
            .iter()
            .map(|z| format!("{} = [...]", z.team))
            .collect::<Vec<_>>()
            .join(", ");
        ctx.err(
            item.span(),
            format!("each team has its own Reinforcements Zone: write 'reinforcements' as a table by team, e.g. reinforcements = {{ {example} }}"),
        );
        return zones;
    };
    ctx.check_item(item, Shape::Map(&CARDS), "reinforcements");
    let teams: Vec<String> = zones.iter().map(|z| z.team.clone()).collect();
    for (team, cards) in t.iter() {
        let units = read_units(ctx, cards);
        match zones.iter_mut().find(|z| z.team == team) {
            Some(z) => z.cards = units,
            None => ctx.err(
                t.key(team).and_then(|k| k.span()),
                format!(
                    "'{team}' is not a team of this game: the teams are {}",
                    teams.join(", ")
                ),
            ),
        }
    }
    zones
}

fn read_units(ctx: &mut Ctx<'_>, item: &Item) -> Vec<Unit> {
    let Some(arr) = item.as_array() else {
        // The schema reported it.
        return Vec::new();
    };
    let mut out = Vec::new();
    for v in arr.iter() {
        if let Some(u) = read_unit(ctx, v) {
            out.push(u);
        }
    }
    out
}

fn read_unit(ctx: &mut Ctx<'_>, v: &Value) -> Option<Unit> {
    // Anything but a card id or a table naming one: the schema reported it.
    let (card_id, t) = match (v.as_str(), v.as_inline_table()) {
        (Some(s), _) => (s.to_string(), None),
        (None, Some(t)) => (str(t, "card")?, Some(t)),
        _ => return None,
    };
    let Some(card) = cards::card(&card_id) else {
        let known: Vec<String> = cards::cards()
            .unwrap_or_default()
            .into_iter()
            .map(|c| c.id)
            .collect();
        ctx.err(
            v.span(),
            format!(
                "unknown card '{card_id}': the cards are {}",
                known.join(", ")
            ),
        );
        return None;
    };
    let mut unit = Unit {
        r#ref: card.id.clone(),
        card: card.id.clone(),
        name: card.name.clone(),
        prepped: true,
        hidden: false,
        offense: card.offense,
        defense: card.defense,
        life: card.life,
    };
    if let Some(t) = t {
        if let Some(r) = str(t, "ref") {
            unit.r#ref = r;
        }
        unit.hidden = bool(t, "hidden", false);
        unit.prepped = bool(t, "prepped", true);
        if let Some(l) = t.get("life").and_then(|i| i.as_integer()) {
            unit.life = l.clamp(-99, 99) as i32;
        }
    }
    Some(unit)
}

fn read_turns(
    ctx: &mut Ctx<'_>,
    root: &dyn TableLike,
    format: Format,
    players: &[PlayerSetup],
) -> Vec<TurnScript> {
    let Some(item) = root.get("turn") else {
        ctx.err(None, "missing [[turn]]: a scenario plays at least one turn");
        return Vec::new();
    };
    let ids: Vec<&str> = players.iter().map(|p| p.id.as_str()).collect();
    let mut out = Vec::new();
    for (t, _) in tables(item) {
        let mut turn = TurnScript::default();
        if let Some(sel) = t.get("select") {
            for (s, span) in tables(sel) {
                if let Some(sel) = read_selection(ctx, s, span.clone(), format, &ids) {
                    if turn.selections.iter().any(|o| o.player == sel.player) {
                        ctx.err(
                            s.get("player").and_then(|i| i.span()).or(span),
                            format!(
                                "'{}' selects twice in one turn: one action a turn",
                                sel.player
                            ),
                        );
                    } else {
                        turn.selections.push(sel);
                    }
                }
            }
        }
        if let Some(ch) = t.get("choose") {
            for (c, span) in tables(ch) {
                let player = str(c, "player");
                let choose = str(c, "choose");
                if let Some(p) = &player {
                    if p != "ai" && !ids.contains(&p.as_str()) {
                        ctx.err(
                            c.get("player").and_then(|i| i.span()).or(span),
                            format!(
                                "unknown player '{p}': the players are {}, and ai",
                                ids.join(", ")
                            ),
                        );
                    }
                }
                if let (Some(player), Some(choose)) = (player, choose) {
                    turn.decisions.push(Decision { player, choose });
                }
            }
        }
        out.push(turn);
    }
    out
}

fn read_selection(
    ctx: &mut Ctx<'_>,
    s: &dyn TableLike,
    span: Option<Range<usize>>,
    format: Format,
    ids: &[&str],
) -> Option<Selection> {
    let player = str(s, "player");
    if let Some(p) = &player {
        if !ids.contains(&p.as_str()) {
            ctx.err(
                s.get("player").and_then(|i| i.span()),
                format!("unknown player '{p}': the players are {}", ids.join(", ")),
            );
        }
    }
    let at = ctx.time(s, "at", "a selection time");
    if s.get("at").is_none() {
        ctx.err(span.clone(), "a selection needs 'at', its time in the turn");
    }
    let action = str(s, "action").and_then(|a| {
        let at = s.get("action").and_then(|i| i.span());
        match ActionKind::parse(&a) {
            None => {
                let known: Vec<&str> = ActionKind::of_format(format)
                    .iter()
                    .map(|k| k.key())
                    .collect();
                ctx.err(
                    at,
                    format!(
                        "unknown action kind '{a}': the {} format knows {}",
                        format.key(),
                        known.join(", ")
                    ),
                );
                None
            }
            Some(k) if k.team_only() && format == Format::Duel => {
                ctx.err(
                    at,
                    format!("'{a}' is a team-format action; this is a two-player duel"),
                );
                None
            }
            Some(k) => Some(k),
        }
    });
    let unit = str(s, "unit");
    if let Some(k) = action {
        if k.needs_unit() && unit.is_none() {
            ctx.err(
                span,
                format!("a {} selection names its card with 'unit'", k.key()),
            );
        } else if !k.needs_unit() && unit.is_some() {
            ctx.err(
                s.get("unit").and_then(|i| i.span()),
                format!("a {} selection names no card", k.key()),
            );
        }
    }
    Some(Selection {
        player: player?,
        at: at?,
        action: action?,
        unit,
    })
}
