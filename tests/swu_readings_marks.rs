//! The SWU engine's marks for open entries 12, 19 and 22 of
//! `docs/rulings-questions.md` ("Star Wars: Unlimited"), which no library
//! card reaches: each board is built with the scenario's own `[[card]]`s.
//! Every test checks that the mark is on the step that follows the
//! reading, and that what the engine does there is the reading the entry
//! documents.

use timing_window::rulesets::swu::engine::readings;
use timing_window::rulesets::swu::engine::{GameState, PlayerId};
use timing_window::rulesets::{Board, Bundled, Prepared};
use timing_window::scenario::{self, Diagnostic};
use timing_window::timing::Step;

const ALEX: PlayerId = PlayerId(0);
const NICO: PlayerId = PlayerId(1);

/// A scenario's header, then `body`.
fn file(id: &str, body: &str) -> String {
    format!(
        r#"id = "{id}"
title = "A board for an open entry"
summary = "A board no library card makes, built to reach one of the engine's readings."
difficulty = 3
tags = ["readings"]
rules = ["7.5.13a"]
tests = "The engine's mark on the step that follows its reading."
rules_edition = "CR v7.0"
author = "Timing Window"
situation = "A board built for a test."
assumptions = "Alex is the active player."
{body}"#
    )
}

fn prepare(text: &str) -> Result<Prepared, Vec<Diagnostic>> {
    let pool = Bundled::bundled().expect("bundled data loads");
    scenario::prepare("x.toml", text, &pool)
}

/// Every step marked `n` is one of `card`'s ability `label`: the step that
/// resolves it, or the unlabelled step saying it triggers; and the
/// resolving step is among them.
fn marks_only(p: &Prepared, n: u32, card: &str, label: &str) {
    let steps = marked(p, n);
    assert!(
        steps.iter().any(|s| s.label.as_deref() == Some(label)),
        "{label} is not marked {n}: {steps:#?}"
    );
    for s in &steps {
        let own = s.facts.source_id.as_deref() == Some(card)
            && (s.label.is_none() || s.label.as_deref() == Some(label));
        assert!(own, "a step other than {label}'s is marked {n}: {s:#?}");
    }
}

/// The steps the engine marks with open entry `n`.
fn marked(p: &Prepared, n: u32) -> Vec<&Step<Board>> {
    p.trace
        .steps
        .iter()
        .filter(|s| s.facts.readings.contains(&n))
        .collect()
}

/// The game as the run left it.
fn end(p: &Prepared) -> &GameState {
    match &p.trace.steps.last().expect("the run has steps").board {
        Board::Swu(g) => g,
        _ => panic!("an SWU run"),
    }
}

/// The game just before step `label`.
fn before<'a>(p: &'a Prepared, label: &str) -> &'a GameState {
    let (i, _) = p.trace.step_for(label).expect("the step is in the run");
    match &p.trace.steps[i.saturating_sub(1)].board {
        Board::Swu(g) => g,
        _ => panic!("an SWU run"),
    }
}

/// Entry 12: Alex's Discerning Veteran captures Nico's only ground unit, a
/// token unit with a Bounty (a training card: no printed token has one).
const TOKEN_CAPTURED: &str = r#"
[players.alex]
base = { name = "Administrator's Tower", hp = 30, damage = 12 }
leader_aspects = ["Command"]
resources = { ready = 5, exhausted = 2 }
hand = ["discerning-veteran"]
hand_unknown = 2
deck_size = 20

[players.nico]
base = { name = "Echo Base", hp = 30, damage = 9 }
leader_aspects = ["Vigilance"]
resources = { ready = 5, exhausted = 2 }
hand_unknown = 2
deck_size = 20
units = [{ card = "wanted-droid" }]

[state]
round = 4
phase = "action"
step = "turns"
initiative = "alex"

[run]
stop_before = "action_end"

[[card]]
id = "wanted-droid"
name = "Wanted Droid"
type = "token"
cost = 0
power = 1
hp = 1
arena = "ground"
aspects = ["Villainy"]
traits = ["DROID"]
keywords = ["bounty"]
text = "Bounty - Draw a card."
[[card.ability]]
when = ["bounty"]
effects = [{ do = "draw", count = 1 }]

[[script]]
player = "alex"
action = "play"
card = "discerning-veteran"

[[script]]
player = "alex"
choose = "yes"

[[script]]
player = "nico"
action = "pass"

[[script]]
player = "alex"
action = "pass"
"#;

const ORDER_ON_THE_BOUNTY: &str = r#"
[[question]]
id = "order"
kind = "order"
prompt = "Put these in the order they happen."
events = ["discerning-veteran/when-played", "wanted-droid/bounty"]
explanation = "The capture triggers the token's Bounty, which resolves after the When Played ability (7.6.11)."
"#;

const READING_12: &str = r#"
[[reading]]
topic = "A token unit's Bounty when it is captured"
follows = "The capture happens and the token is set aside; its Bounty still triggers."
why = "8.33.5 says where a captured token unit goes, not that it is not captured."
other = "Setting the token aside replaces the capture, so nothing When Captured triggers."
questions = ["order"]
open = 12
"#;

#[test]
fn rule_8_33_5_a_captured_token_unit_s_bounty_triggers_marked_open_12() {
    let text = file(
        "token-captured",
        &format!("{TOKEN_CAPTURED}{ORDER_ON_THE_BOUNTY}{READING_12}"),
    );
    let p = prepare(&text).unwrap_or_else(|d| panic!("{d:#?}"));
    // The mark is on the Bounty's steps, and on nothing else.
    marks_only(
        &p,
        readings::TOKEN_UNIT_CAPTURED,
        "wanted-droid",
        "wanted-droid/bounty",
    );
    // The engine's reading: the token is set aside, not put under the
    // guard (8.33.5, 3.7.3), and its Bounty triggers and resolves for Alex,
    // Nico's opponent (7.5.13a): he draws a card.
    let g = end(&p);
    assert!(
        g.units.iter().all(|u| u.card != "wanted-droid"),
        "the token left play"
    );
    let guard = g
        .units
        .iter()
        .find(|u| u.card == "discerning-veteran")
        .expect("the Veteran is in play");
    assert!(
        guard.captured.is_empty(),
        "nothing goes under the guard: {guard:?}"
    );
    let hand_before = before(&p, "wanted-droid/bounty").player(ALEX).hand.len();
    assert_eq!(
        g.player(ALEX).hand.len(),
        hand_before + 1,
        "Alex collects the Bounty"
    );
    assert_eq!(g.player(NICO).hand.len(), 2);
}

#[test]
fn rule_8_33_5_a_question_on_a_captured_token_s_bounty_needs_reading_12() {
    let text = file(
        "token-captured",
        &format!("{TOKEN_CAPTURED}{ORDER_ON_THE_BOUNTY}"),
    );
    let d = prepare(&text).unwrap_err();
    let m: Vec<&str> = d.iter().map(|d| d.message.as_str()).collect();
    assert!(
        m.iter().any(|m| m.starts_with(
            "question 'order' rests on a step that follows the engine's reading of open ruling question 12 (docs/rulings-questions.md, \"Star Wars: Unlimited\")"
        )),
        "{m:#?}"
    );
    assert!(d.iter().all(|d| d.line > 0 && d.column > 0), "{d:#?}");
}

/// Entry 19: Nico's trooper attacks Alex's Coordinate scout, one of Alex's
/// three units; the scout's "Coordinate - When Defeated" looks back.
fn coordinate_board(alex_units: &str) -> String {
    file(
        "coordinate-look-back",
        &format!(
            r#"
[players.alex]
base = {{ name = "Administrator's Tower", hp = 30, damage = 10 }}
resources = {{ ready = 0, exhausted = 6 }}
hand_unknown = 2
deck_size = 20
units = [{alex_units}]

[players.nico]
base = {{ name = "Echo Base", hp = 30, damage = 10 }}
resources = {{ ready = 0, exhausted = 6 }}
hand_unknown = 2
deck_size = 20
units = [{{ card = "drill-trooper" }}]

[state]
round = 4
phase = "action"
step = "turns"
initiative = "nico"

[run]
stop_before = "action_end"

[[card]]
id = "coordinate-scout"
name = "Coordinate Scout"
type = "unit"
cost = 2
power = 1
hp = 1
arena = "ground"
aspects = ["Command"]
traits = ["TROOPER"]
text = "Coordinate - When Defeated: Draw a card."
[[card.ability]]
when = ["defeated"]
coordinate = true
effects = [{{ do = "draw", count = 1 }}]

[[card]]
id = "drill-trooper"
name = "Drill Trooper"
type = "unit"
cost = 3
power = 3
hp = 3
arena = "ground"
aspects = ["Aggression"]
traits = ["TROOPER"]

[[script]]
player = "nico"
action = "attack"
attacker = "drill-trooper"
target = "coordinate-scout"

[[script]]
player = "alex"
action = "pass"

[[script]]
player = "nico"
action = "pass"
"#
        ),
    )
}

#[test]
fn rule_7_5_15a_coordinate_counts_the_unit_that_left_play_marked_open_19() {
    // Alex controls three units when the scout is defeated, two after.
    let text = coordinate_board(
        r#"{ card = "coordinate-scout" }, { card = "maz-kanata" }, { card = "vanguard-infantry" }"#,
    );
    let p = prepare(&text).unwrap_or_else(|d| panic!("{d:#?}"));
    marks_only(
        &p,
        readings::COORDINATE_LOOKS_BACK,
        "coordinate-scout",
        "coordinate-scout/when-defeated",
    );
    // The engine's reading: the scout counts itself (it looks back at the
    // moment it left play), so the ability triggers and Alex draws.
    let hand_before = before(&p, "coordinate-scout/when-defeated")
        .player(ALEX)
        .hand
        .len();
    assert_eq!(end(&p).player(ALEX).hand.len(), hand_before + 1);
}

#[test]
fn rule_7_5_15a_coordinate_met_without_the_look_back_is_not_marked() {
    // Four units: three are left after the scout leaves, so both readings
    // agree that the ability triggers, and nothing is marked.
    let text = coordinate_board(
        r#"{ card = "coordinate-scout" }, { card = "maz-kanata" }, { card = "vanguard-infantry" }, { card = "anakin-skywalker" }"#,
    );
    let p = prepare(&text).unwrap_or_else(|d| panic!("{d:#?}"));
    assert!(p.trace.step_for("coordinate-scout/when-defeated").is_some());
    assert!(marked(&p, readings::COORDINATE_LOOKS_BACK).is_empty());
    // Two units in all: neither reading gives the scout the ability.
    let text = coordinate_board(r#"{ card = "coordinate-scout" }, { card = "maz-kanata" }"#);
    let p = prepare(&text).unwrap_or_else(|d| panic!("{d:#?}"));
    assert!(p.trace.step_for("coordinate-scout/when-defeated").is_none());
    assert!(marked(&p, readings::COORDINATE_LOOKS_BACK).is_empty());
}

/// Entry 22: a smuggled unit whose brackets show other icons than the
/// card (a training card: every printed Smuggle card shows the same).
fn smuggle_board(ready: u32, smuggle_aspects: &str) -> String {
    file(
        "smuggle-icons",
        &format!(
            r#"
[players.alex]
base = {{ name = "Administrator's Tower", hp = 30, damage = 10 }}
leader_aspects = ["Cunning"]
resources = {{ ready = {ready}, exhausted = 0, known = ["contraband-runner"] }}
hand_unknown = 2
deck_size = 20

[players.nico]
base = {{ name = "Echo Base", hp = 30, damage = 10 }}
resources = {{ ready = 0, exhausted = 6 }}
hand_unknown = 2
deck_size = 20

[state]
round = 4
phase = "action"
step = "turns"
initiative = "alex"

[run]
stop_before = "action_end"

[[card]]
id = "contraband-runner"
name = "Contraband Runner"
type = "unit"
cost = 5
power = 3
hp = 3
arena = "ground"
aspects = ["Aggression"]
traits = ["UNDERWORLD"]
smuggle = 3
smuggle_aspects = [{smuggle_aspects}]
text = "Smuggle [3 Cunning]"

[[script]]
player = "alex"
action = "smuggle"
card = "contraband-runner"

[[script]]
player = "nico"
action = "pass"

[[script]]
player = "alex"
action = "pass"
"#
        ),
    )
}

#[test]
fn rule_7_5_14a_a_smuggled_play_pays_the_bracket_icons_marked_open_22() {
    // Alex's Cunning leader matches the brackets' icon, not the card's
    // Aggression: 3 under the engine's reading, 5 counting the card's own.
    let p = prepare(&smuggle_board(3, r#""Cunning""#)).unwrap_or_else(|d| panic!("{d:#?}"));
    let steps = marked(&p, readings::SMUGGLE_BRACKET_ICONS);
    assert_eq!(steps.len(), 1, "{steps:#?}");
    let s = steps[0];
    assert!(s.rules.iter().any(|r| r == "7.5.14"), "{s:?}");
    assert!(
        s.text.contains("pays 3 to smuggle Contraband Runner"),
        "{}",
        s.text
    );
    // The engine's reading: no penalty, so 3 ready resources were enough.
    let g = end(&p);
    assert!(g.units.iter().any(|u| u.card == "contraband-runner"));
    assert_eq!(g.player(ALEX).resources.ready, 0);
}

#[test]
fn rule_7_5_14a_brackets_and_card_with_the_same_cost_are_not_marked() {
    // Brackets showing Aggression as the card does: both readings pay 5,
    // and the engine marks nothing.
    let p = prepare(&smuggle_board(5, r#""Aggression""#)).unwrap_or_else(|d| panic!("{d:#?}"));
    assert!(end(&p).units.iter().any(|u| u.card == "contraband-runner"));
    assert!(marked(&p, readings::SMUGGLE_BRACKET_ICONS).is_empty());
    assert_eq!(end(&p).player(ALEX).resources.ready, 0);
}
