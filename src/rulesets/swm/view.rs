//! What the SWM board shows after a step, worked out in plain Rust (tested
//! natively): the step and where the procedure stands, each player's squad,
//! dice as rolled and the die kept, bonus and initiative check, cancelled
//! and used-up abilities, the decisions revealed together, and the setup and
//! initiative orders. Everything is words and numbers, never colour alone;
//! the leptos component (`board_ui`) only renders it.

use serde::{Deserialize, Serialize};

use super::board::{Board, PlayerBoard};
use super::PROCEDURE;

/// The board as the page draws it: words and numbers only, serialisable
/// both ways so a page can draw it from JSON without the engine.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardModel {
    /// "Pre-game" or "Round 2".
    pub phase: String,
    /// The procedure step's id (`R3`), empty before the first step.
    pub step: String,
    /// The step's title from the digest ("Initiative roll").
    pub step_title: String,
    /// Facts about the whole table, as (label, value).
    pub table: Vec<(String, String)>,
    pub players: Vec<PlayerModel>,
    /// Decisions revealed together at this step, "Alex: use".
    pub revealed: Vec<String>,
    /// Player names in setup order (empty before it is decided).
    pub setup_order: Vec<String>,
    /// Player names in initiative order (empty before it is decided).
    pub initiative_order: Vec<String>,
}

/// One player's side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerModel {
    pub id: String,
    pub name: String,
    /// "goes 1st", "won initiative", ... (empty when nothing applies).
    pub standing: Vec<String>,
    pub squad: Vec<String>,
    pub reserves: Vec<String>,
    /// (label, value): map roll, setup area, dice, kept, bonus, check.
    pub facts: Vec<(String, String)>,
    pub cancelled: Vec<String>,
    pub used: Vec<String>,
    pub notes: Vec<String>,
}

/// The digest's title for a step id (`R3` → "Initiative roll").
pub fn step_title(id: &str) -> Option<String> {
    PROCEDURE
        .lines()
        .filter(|l| l.starts_with("## ") || l.starts_with("### "))
        .map(|l| l.trim_start_matches('#').trim())
        .find_map(|l| {
            let (head, title) = l.split_once(". ")?;
            (head == id).then(|| title.trim().to_string())
        })
}

/// "1st", "2nd", "3rd", "4th".
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// The dice a player rolled and the one kept, as words: "rolled 12 and 5,
/// kept 5". A kept die that is not among them came by exchange.
pub fn dice_words(p: &PlayerBoard) -> Option<String> {
    if p.dice.is_empty() && p.kept.is_none() {
        return None;
    }
    let rolled: Vec<String> = p.dice.iter().map(u8::to_string).collect();
    let mut out = if rolled.is_empty() {
        String::new()
    } else {
        format!("rolled {}", join_and(&rolled))
    };
    if let Some(k) = p.kept {
        let how = if p.dice.contains(&k) {
            if p.dice.len() > 1 {
                format!("kept {k}")
            } else {
                String::new()
            }
        } else {
            format!("now has {k} by exchange")
        };
        if !how.is_empty() {
            if !out.is_empty() {
                out.push_str(", ");
            }
            out.push_str(&how);
        }
    }
    Some(out)
}

/// The model of `board` (the board after a step, or before the first).
pub fn model(board: &Board) -> BoardModel {
    let phase = if board.round == 0 {
        "Pre-game".to_string()
    } else {
        format!("Round {}", board.round)
    };
    let mut table = Vec::new();
    if let Some(m) = &board.map {
        table.push(("Map".to_string(), m.clone()));
    }
    if board.round > 0 || board.doors_checked {
        let doors = if board.doors_checked {
            "checked in the pre-game"
        } else {
            "not checked yet"
        };
        table.push(("Door check".to_string(), doors.to_string()));
    }
    if board.initiative_rolls > 0 {
        table.push((
            "Initiative rolls this round".to_string(),
            board.initiative_rolls.to_string(),
        ));
    }
    if let Some(w) = &board.initiative_winner {
        table.push(("Initiative won by".to_string(), w.clone()));
    }
    if let Some(a) = board.activations {
        let word = if a == 1 { "activation" } else { "activations" };
        table.push(("First phase".to_string(), format!("{a} {word}")));
    }
    let players = board
        .players
        .iter()
        .map(|p| player_model(board, p))
        .collect();
    BoardModel {
        phase,
        step: board.step.clone(),
        step_title: step_title(&board.step).unwrap_or_default(),
        table,
        players,
        revealed: board
            .revealed
            .iter()
            .map(|r| format!("{}: {}", r.player, r.decision))
            .collect(),
        setup_order: board.setup_order.clone(),
        initiative_order: board.initiative_order.clone(),
    }
}

fn player_model(board: &Board, p: &PlayerBoard) -> PlayerModel {
    let mut standing = Vec::new();
    if board.initiative_winner.as_deref() == Some(p.name.as_str()) {
        standing.push("won initiative".to_string());
    }
    if let Some(i) = board.initiative_order.iter().position(|n| *n == p.name) {
        standing.push(format!("goes {}", ordinal(i + 1)));
    } else if let Some(i) = board.setup_order.iter().position(|n| *n == p.name) {
        standing.push(format!("sets up {}", ordinal(i + 1)));
    }
    let mut facts = Vec::new();
    if let Some(r) = p.map_roll {
        facts.push(("Map roll".to_string(), r.to_string()));
    }
    if let Some(a) = &p.setup_area {
        facts.push(("Setup area".to_string(), a.clone()));
    }
    if let Some(d) = dice_words(p) {
        if !d.is_empty() {
            facts.push(("Initiative dice".to_string(), d));
        }
    }
    if p.bonus != 0 {
        facts.push(("Bonus".to_string(), format!("{:+}", p.bonus)));
    }
    if let Some(c) = p.check {
        let v = if p.check_is_one {
            format!("{c} (named by Tactics Broker)")
        } else {
            c.to_string()
        };
        facts.push(("Initiative check".to_string(), v));
    } else if p.check_is_one {
        facts.push((
            "Initiative check".to_string(),
            "will be 1 (named by Tactics Broker)".to_string(),
        ));
    }
    PlayerModel {
        id: p.id.clone(),
        name: p.name.clone(),
        standing,
        squad: p.squad.clone(),
        reserves: p.reserves.clone(),
        facts,
        cancelled: p.cancelled.clone(),
        used: p.used.clone(),
        notes: p.notes.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulesets::swm::board::Revealed;

    fn player(id: &str, name: &str) -> PlayerBoard {
        PlayerBoard {
            id: id.into(),
            name: name.into(),
            squad: vec!["Stormtrooper".into()],
            ..PlayerBoard::default()
        }
    }

    #[test]
    fn step_titles_come_from_the_digest() {
        assert_eq!(step_title("R3").as_deref(), Some("Initiative roll"));
        assert_eq!(step_title("PG9a").as_deref(), Some("Secret decisions"));
        assert_eq!(step_title("R6d").as_deref(), Some("Back to R4"));
        assert_eq!(step_title("R99"), None);
    }

    #[test]
    fn ordinals() {
        let got: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21].map(ordinal).to_vec();
        assert_eq!(
            got,
            ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st"]
        );
    }

    #[test]
    fn dice_show_what_was_rolled_and_which_die_was_kept() {
        let mut p = player("alex", "Alex");
        assert_eq!(dice_words(&p), None);
        p.dice = vec![14];
        p.kept = Some(14);
        assert_eq!(dice_words(&p).as_deref(), Some("rolled 14"));
        p.dice = vec![12, 5, 17];
        p.kept = Some(5);
        assert_eq!(
            dice_words(&p).as_deref(),
            Some("rolled 12, 5 and 17, kept 5")
        );
        p.kept = Some(19);
        assert_eq!(
            dice_words(&p).as_deref(),
            Some("rolled 12, 5 and 17, now has 19 by exchange")
        );
    }

    #[test]
    fn a_round_board_shows_checks_bonuses_orders_and_cancelled_abilities() {
        let mut a = player("alex", "Alex");
        a.dice = vec![9, 3];
        a.kept = Some(9);
        a.bonus = 4;
        a.check = Some(13);
        a.cancelled = vec!["Tactician".into()];
        let mut n = player("nico", "Nico");
        n.dice = vec![18];
        n.kept = Some(18);
        n.check = Some(1);
        n.check_is_one = true;
        n.used = vec!["Foresee the Future".into()];
        let b = Board {
            step: "R10".into(),
            round: 2,
            players: vec![a, n],
            initiative_rolls: 2,
            initiative_winner: Some("Alex".into()),
            initiative_order: vec!["Nico".into(), "Alex".into()],
            setup_order: vec!["Alex".into(), "Nico".into()],
            doors_checked: true,
            ..Board::default()
        };
        let m = model(&b);
        assert_eq!(m.phase, "Round 2");
        assert_eq!(m.step_title, "First player");
        assert_eq!(
            m.table,
            vec![
                ("Door check".into(), "checked in the pre-game".into()),
                ("Initiative rolls this round".into(), "2".into()),
                ("Initiative won by".into(), "Alex".into()),
            ]
        );
        let alex = &m.players[0];
        assert_eq!(alex.standing, vec!["won initiative", "goes 2nd"]);
        assert_eq!(
            alex.facts,
            vec![
                ("Initiative dice".into(), "rolled 9 and 3, kept 9".into()),
                ("Bonus".into(), "+4".into()),
                ("Initiative check".into(), "13".into()),
            ]
        );
        assert_eq!(alex.cancelled, vec!["Tactician"]);
        let nico = &m.players[1];
        assert_eq!(nico.standing, vec!["goes 1st"]);
        assert_eq!(
            nico.facts.last(),
            Some(&(
                "Initiative check".to_string(),
                "1 (named by Tactics Broker)".to_string()
            ))
        );
        assert_eq!(nico.used, vec!["Foresee the Future"]);
    }

    #[test]
    fn a_pregame_board_shows_map_rolls_setup_order_and_what_was_revealed() {
        let mut a = player("alex", "Alex");
        a.map_roll = Some(14);
        a.setup_area = Some("north".into());
        let mut n = player("nico", "Nico");
        n.map_roll = Some(4);
        let b = Board {
            step: "PG9a".into(),
            players: vec![a, n],
            map: Some("Cloud City".into()),
            setup_order: vec!["Nico".into(), "Alex".into()],
            revealed: vec![
                Revealed {
                    player: "Alex".into(),
                    decision: "use".into(),
                },
                Revealed {
                    player: "Nico".into(),
                    decision: "none".into(),
                },
            ],
            ..Board::default()
        };
        let m = model(&b);
        assert_eq!(m.phase, "Pre-game");
        assert_eq!(m.table, vec![("Map".into(), "Cloud City".into())]);
        assert_eq!(m.revealed, vec!["Alex: use", "Nico: none"]);
        assert_eq!(m.players[0].standing, vec!["sets up 2nd"]);
        assert_eq!(
            m.players[0].facts,
            vec![
                ("Map roll".into(), "14".into()),
                ("Setup area".into(), "north".into()),
            ]
        );
        assert_eq!(m.players[1].standing, vec!["sets up 1st"]);
    }
}
