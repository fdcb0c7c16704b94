//! What the realtime board shows at a step, worked out in plain Rust
//! (tested natively): each player's Field and Base, and the three clocks
//! (turn clock, player clock, the one global clock), each with what it
//! reads, whether it is counting down and whether it has run out. The
//! leptos component (`board_ui`) only renders it.
//!
//! The page asks for the player clock to blink red once the turn clock has
//! run out: [`ClockView::alert`] is set while that player clock is counting
//! down (the turn clock is out and the player has not selected). Every
//! state is also a sentence ([`PlayerView::clocks_text`]) for screen
//! readers, so nothing is told by colour or motion alone.

use serde::{Deserialize, Serialize};

use super::model::{clock_text, ActionKind, Board, PlayerBoard, Unit};

/// Which of the three clocks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ClockKind {
    Turn,
    Player,
    Global,
}

impl ClockKind {
    pub fn name(self) -> &'static str {
        match self {
            ClockKind::Turn => "Turn clock",
            ClockKind::Player => "Player clock",
            ClockKind::Global => "Global clock",
        }
    }

    /// The CSS class fragment (`clock-turn`).
    pub fn class(self) -> &'static str {
        match self {
            ClockKind::Turn => "clock-turn",
            ClockKind::Player => "clock-player",
            ClockKind::Global => "clock-global",
        }
    }
}

/// One clock as the board draws it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockView {
    pub kind: ClockKind,
    pub seconds: u32,
    /// `m:ss`.
    pub text: String,
    /// Counting down at this step.
    pub running: bool,
    /// Has reached zero.
    pub expired: bool,
    /// Drawn blinking red (steady red outline under reduced motion): a
    /// player clock counting down because the turn clock ran out.
    pub alert: bool,
    /// The state in words: "running", "stopped", "run out".
    pub state: String,
}

impl ClockView {
    fn new(kind: ClockKind, seconds: u32, running: bool, expired: bool, alert: bool) -> Self {
        let state = if running {
            "running"
        } else if expired {
            "run out"
        } else {
            "stopped"
        };
        ClockView {
            kind,
            seconds,
            text: clock_text(seconds),
            running,
            expired,
            alert,
            state: state.to_string(),
        }
    }

    /// "Player clock 0:54, running".
    pub fn sentence(&self) -> String {
        format!("{} {}, {}", self.kind.name(), self.text, self.state)
    }
}

/// A card in a Base, on the Field or in the Reinforcements zone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitView {
    /// The element id, unique on the board (`card-alex-field-bosun`).
    pub id: String,
    pub name: String,
    /// "Offense 3 · Defense 2 · Life 4 · prepped · shown".
    pub detail: String,
    pub prepped: bool,
    pub hidden: bool,
    /// The card's ability in words, or empty (shown on hover and focus).
    pub text: String,
}

/// One player's side: their zones and their two clocks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    pub id: String,
    pub name: String,
    /// "Player 1", with the team in team formats.
    pub role: String,
    pub field: Vec<UnitView>,
    pub base: Vec<UnitView>,
    /// "4 cards, billet 4; HQ 10; Limbo: Shade; Chuted: none".
    pub zones: String,
    pub turn_clock: ClockView,
    pub player_clock: ClockView,
    /// The action selected, by its name ("Prep Base"), if any.
    pub selected: Option<String>,
    pub lost: bool,
    /// The player's clocks and selection as one sentence for screen readers.
    pub clocks_text: String,
}

/// The whole board at one step: words and numbers only, serialisable both
/// ways so a page can draw it from JSON without the engine.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardModel {
    /// "Turn 2 · action phase · 0:15 into the turn".
    pub status: String,
    pub global_clock: ClockView,
    pub players: Vec<PlayerView>,
    /// Each team's Reinforcements Zone; none in a duel.
    pub reinforcements: Vec<TeamZoneView>,
}

/// One team's Reinforcements Zone as the page draws it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamZoneView {
    pub team: String,
    /// "Reinforcements Zone, team red (Alex and Blair)".
    pub name: String,
    pub units: Vec<UnitView>,
}

/// The board a step carries, as the page draws it.
pub fn board_view(board: &Board) -> BoardModel {
    let action = board.phase == "action";
    let phase = match board.phase.as_str() {
        "start" => "start of the turn",
        "action" => "action phase",
        "resolve" => "the actions resolve",
        "end" => "end of the turn",
        _ => "before the turn",
    };
    let status = if board.turn == 0 {
        "Before the first turn".to_string()
    } else {
        format!(
            "Turn {} · {phase} · {} into the turn",
            board.turn,
            clock_text(board.time)
        )
    };
    let global_clock = ClockView::new(
        ClockKind::Global,
        board.global_clock,
        action && board.global_clock > 0,
        board.global_clock == 0,
        false,
    );
    BoardModel {
        status,
        global_clock,
        players: board
            .players
            .iter()
            .map(|p| player_view(p, action))
            .collect(),
        reinforcements: board
            .reinforcements
            .iter()
            .map(|z| {
                let members: Vec<&str> = board
                    .players
                    .iter()
                    .filter(|p| p.team.as_deref() == Some(z.team.as_str()))
                    .map(|p| p.name.as_str())
                    .collect();
                TeamZoneView {
                    team: z.team.clone(),
                    name: format!(
                        "Reinforcements Zone, team {} ({})",
                        z.team,
                        members.join(" and ")
                    ),
                    units: z
                        .cards
                        .iter()
                        .map(|u| unit_view(&format!("reinforcements-{}", z.team), u))
                        .collect(),
                }
            })
            .collect(),
    }
}

fn player_view(p: &PlayerBoard, action: bool) -> PlayerView {
    let selected = p.selected.as_deref().map(|k| {
        ActionKind::parse(k)
            .map(|k| k.name().to_string())
            .unwrap_or_else(|| k.to_string())
    });
    let turn_running = action && selected.is_none() && !p.turn_clock_out && p.turn_clock > 0;
    let turn_clock = ClockView::new(
        ClockKind::Turn,
        p.turn_clock,
        turn_running,
        p.turn_clock_out || p.turn_clock == 0,
        false,
    );
    let player_clock = ClockView::new(
        ClockKind::Player,
        p.player_clock,
        p.player_clock_running,
        p.player_clock == 0,
        p.player_clock_running && p.turn_clock_out,
    );
    let mut role = format!("Player {}", p.number);
    if let Some(t) = &p.team {
        role.push_str(&format!(", team {t}"));
    }
    let names = |v: &[String]| {
        if v.is_empty() {
            "none".to_string()
        } else {
            v.join(", ")
        }
    };
    let zones = format!(
        "Base {} of billet {}; HQ {}; Limbo: {}; Chuted: {}",
        p.base.len(),
        p.billet,
        p.hq,
        names(&p.limbo),
        names(&p.chuted)
    );
    let mut clocks_text = format!(
        "{}: {}; {}",
        p.name,
        turn_clock.sentence(),
        player_clock.sentence()
    );
    if player_clock.alert {
        clocks_text.push_str("; the turn clock has run out and the player clock is counting down");
    }
    match &selected {
        Some(s) => clocks_text.push_str(&format!("; selected {s}")),
        None => clocks_text.push_str("; no action selected"),
    }
    if p.lost {
        clocks_text.push_str("; lost on time");
    }
    clocks_text.push('.');
    PlayerView {
        id: p.id.clone(),
        name: p.name.clone(),
        role,
        field: p
            .field
            .iter()
            .map(|u| unit_view(&format!("{}-field", p.id), u))
            .collect(),
        base: p
            .base
            .iter()
            .map(|u| unit_view(&format!("{}-base", p.id), u))
            .collect(),
        zones,
        turn_clock,
        player_clock,
        selected,
        lost: p.lost,
        clocks_text,
    }
}

fn unit_view(zone: &str, u: &Unit) -> UnitView {
    let id: String = format!("card-{zone}-{}", u.r#ref)
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    let mut detail = format!(
        "Offense {} · Defense {} · Life {}",
        u.offense, u.defense, u.life
    );
    detail.push_str(if u.prepped {
        " · prepped"
    } else {
        " · tapped"
    });
    if u.hidden {
        detail.push_str(" · hidden");
    }
    if u.life <= 0 {
        detail.push_str(" · no Life left");
    }
    let text = super::cards::card(&u.card)
        .and_then(|c| c.ability)
        .map(|a| a.text)
        .unwrap_or_default();
    UnitView {
        id,
        name: u.name.clone(),
        detail,
        prepped: u.prepped,
        hidden: u.hidden,
        text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulesets::realtime::{parse, run};

    const FILE: &str = r#"game = "realtime"
id = "t"
title = "t"
summary = "t"
difficulty = 1
tests = "t"
rules_edition = "t"
author = "t"
situation = "t"
[players.alex]
field = ["bosun", { card = "shade", hidden = true, prepped = false }]
base = ["deckhand"]
[players.nico]
field = ["marine"]
base = ["lookout", "cutpurse"]
player_clock = "0:40"
[[turn]]
[[turn.select]]
player = "alex"
at = "0:04"
action = "prep_field"
[[turn.select]]
player = "nico"
at = "0:22"
action = "prep_field"
"#;

    fn board(label: &str) -> Board {
        let sc = parse(FILE, "t.toml").expect("loads");
        let t = run(&sc).expect("runs");
        t.step_for(label).expect(label).1.board.clone()
    }

    #[test]
    fn each_player_shows_field_base_and_zones() {
        let v = board_view(&board("turn-start-1"));
        assert_eq!(v.status, "Turn 1 · start of the turn · 0:00 into the turn");
        let alex = &v.players[0];
        assert_eq!(alex.name, "Alex");
        assert_eq!(alex.role, "Player 1");
        let names: Vec<&str> = alex.field.iter().map(|u| u.name.as_str()).collect();
        assert_eq!(names, ["Bosun", "Shade"]);
        assert_eq!(
            alex.field[1].detail,
            "Offense 2 · Defense 0 · Life 2 · tapped · hidden"
        );
        assert_eq!(alex.field[1].id, "card-alex-field-shade");
        assert_eq!(alex.base[0].name, "Deckhand");
        assert!(alex.base[0].text.is_empty(), "a Deckhand has no ability");
        assert_eq!(
            v.players[1].zones,
            "Base 2 of billet 4; HQ 0; Limbo: none; Chuted: none"
        );
        assert!(
            v.reinforcements.is_empty(),
            "a duel has no Reinforcements zone"
        );
    }

    #[test]
    fn the_three_clocks_read_and_run_as_the_step_says() {
        let v = board_view(&board("alex/select-1"));
        assert_eq!(v.global_clock.text, "0:26");
        assert!(v.global_clock.running && !v.global_clock.expired);
        let (alex, nico) = (&v.players[0], &v.players[1]);
        assert!(!alex.turn_clock.running, "Alex has selected");
        assert_eq!(alex.selected.as_deref(), Some("Prep Field"));
        assert_eq!(
            (nico.turn_clock.text.as_str(), nico.turn_clock.running),
            ("0:11", true)
        );
        assert_eq!(nico.player_clock.state, "stopped");
        assert!(!nico.player_clock.alert);
    }

    #[test]
    fn a_player_clock_counting_down_after_the_turn_clock_is_an_alert_in_words_too() {
        let v = board_view(&board("nico/player-clock-starts-1"));
        let nico = &v.players[1];
        assert!(nico.turn_clock.expired && !nico.turn_clock.running);
        assert_eq!(nico.turn_clock.state, "run out");
        assert!(nico.player_clock.running && nico.player_clock.alert);
        assert_eq!(nico.player_clock.text, "0:40");
        assert_eq!(
            nico.clocks_text,
            "Nico: Turn clock 0:00, run out; Player clock 0:40, running; the turn clock has run out and the player clock is counting down; no action selected."
        );
        assert!(!v.players[0].player_clock.alert, "Alex selected in time");
        // Once Nico selects, the player clock stops: no more alert.
        let v = board_view(&board("nico/select-1"));
        let nico = &v.players[1];
        assert_eq!(
            (nico.player_clock.text.as_str(), nico.player_clock.alert),
            ("0:33", false)
        );
        assert_eq!(nico.player_clock.state, "stopped");
        assert!(nico.turn_clock.expired, "the turn clock stays run out");
    }

    #[test]
    fn outside_the_action_phase_no_clock_runs() {
        for label in ["turn-start-1", "resolve-1", "victory-check-1"] {
            let v = board_view(&board(label));
            assert!(!v.global_clock.running, "{label}");
            for p in &v.players {
                assert!(!p.turn_clock.running && !p.player_clock.running, "{label}");
            }
        }
    }

    #[test]
    fn a_clock_at_zero_has_run_out_and_a_lost_player_says_so() {
        let mut b = board("victory-check-1");
        b.global_clock = 0;
        b.players[1].player_clock = 0;
        b.players[1].lost = true;
        let v = board_view(&b);
        assert_eq!(v.global_clock.state, "run out");
        assert!(v.players[1].player_clock.expired);
        assert!(v.players[1].clocks_text.ends_with("; lost on time."));
    }

    #[test]
    fn a_team_board_shows_teams_and_the_reinforcements_zone() {
        let mut b = board("turn-start-1");
        b.players[0].team = Some("red".into());
        b.players[1].team = Some("blue".into());
        b.reinforcements = vec![
            crate::rulesets::realtime::model::TeamZone {
                team: "red".into(),
                cards: b.players[0].base.clone(),
            },
            crate::rulesets::realtime::model::TeamZone {
                team: "blue".into(),
                cards: Vec::new(),
            },
        ];
        let v = board_view(&b);
        assert_eq!(v.players[0].role, "Player 1, team red");
        assert_eq!(v.reinforcements.len(), 2, "one zone per team");
        assert_eq!(
            v.reinforcements[0].name,
            "Reinforcements Zone, team red (Alex)"
        );
        assert_eq!(
            v.reinforcements[0].units[0].id,
            "card-reinforcements-red-deckhand"
        );
        assert!(v.reinforcements[1].units.is_empty());
    }
}
