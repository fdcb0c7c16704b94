//! The realtime engine's clock rules through whole runs: the defaults, every
//! clock event as a step with its time, the three ways the action phase
//! ends, a loss on time only at the victory check, and the same-kind
//! reading (lowest Player Number first) applied and said.

#[path = "common/realtime.rs"]
mod rt;

use rt::{at, ok, pos};
use timing_window::rulesets::realtime;
use timing_window::timing::OrderNode;

const PLAYERS: &str = r#"[players.alex]
field = ["bosun"]
base = ["deckhand", "lookout", "marine", "cutpurse"]
hq = 4
[players.nico]
field = ["marine"]
base = ["deckhand", "bosun", "lookout", "cutpurse", "shade"]
hq = 4
"#;

fn select(player: &str, at: &str, action: &str, unit: Option<&str>) -> String {
    let unit = unit
        .map(|u| format!("unit = \"{u}\"\n"))
        .unwrap_or_default();
    format!("[[turn.select]]\nplayer = \"{player}\"\nat = \"{at}\"\naction = \"{action}\"\n{unit}")
}

fn choose(player: &str, what: &str) -> String {
    format!("[[turn.choose]]\nplayer = \"{player}\"\nchoose = \"{what}\"\n")
}

#[test]
fn rule_rt_clock_defaults_are_15_s_turn_30_s_global_and_60_s_player() {
    let t = ok(&format!(
        "{PLAYERS}[[turn]]\n{}{}",
        select("alex", "0:01", "prep_field", None),
        select("nico", "0:02", "prep_field", None)
    ));
    let b = &at(&t, "turn-start-1").board;
    assert_eq!(b.global_clock, 30);
    for p in &b.players {
        assert_eq!((p.turn_clock, p.player_clock), (15, 60), "{}", p.id);
        assert!(!p.turn_clock_out && !p.player_clock_running);
    }
    assert!(at(&t, "turn-start-1").text.contains("0:15"));
    assert!(at(&t, "turn-start-1").text.contains("0:30"));
}

#[test]
fn rule_rt_clock_global_is_twice_the_turn_clock_a_scenario_sets() {
    let t = ok(&format!(
        "[clocks]\nturn = \"0:20\"\nplayer = \"2:00\"\n{PLAYERS}[[turn]]\n{}{}",
        select("alex", "0:01", "prep_field", None),
        choose("ai", "shade")
    ));
    let b = &at(&t, "turn-start-1").board;
    assert_eq!(b.global_clock, 40);
    assert!(b
        .players
        .iter()
        .all(|p| (p.turn_clock, p.player_clock) == (20, 120)));
    // Nico never selects: the turn clock runs out at 0:20, the global at 0:40.
    assert_eq!(at(&t, "nico/turn-clock-out-1").board.time, 20);
    assert_eq!(at(&t, "global-clock-out-1").board.time, 40);
    assert_eq!(
        at(&t, "action-phase-ends-1")
            .board
            .player("nico")
            .unwrap()
            .player_clock,
        100
    );
}

#[test]
fn rule_rt_clock_time_every_clock_event_is_a_labelled_step_with_its_time() {
    // Alex selects at 0:04; Nico never does: turn clock out at 0:15, the
    // player clock starts then, the global clock ends the phase at 0:30.
    let t = ok(&format!(
        "{PLAYERS}[[turn]]\n{}{}",
        select("alex", "0:04", "prep_field", None),
        choose("ai", "shade")
    ));
    for (label, time, text_start, kind) in [
        ("alex/select-1", 4, "0:04 ", "select"),
        ("nico/turn-clock-out-1", 15, "0:15 ", "turn_clock_out"),
        (
            "nico/player-clock-starts-1",
            15,
            "0:15 ",
            "player_clock_starts",
        ),
        ("global-clock-out-1", 30, "0:30 ", "global_clock_out"),
        ("action-phase-ends-1", 30, "0:30 ", "action_phase_ends"),
    ] {
        let s = at(&t, label);
        assert_eq!(s.board.time, time, "{label}");
        assert!(s.text.starts_with(text_start), "{label}: {}", s.text);
        assert_eq!(s.board.step_kind, kind, "{label}");
        assert!(t.order.events().iter().any(|e| e == label), "{label}");
    }
    let b = &at(&t, "global-clock-out-1").board;
    assert_eq!(b.global_clock, 0);
    let nico = b.player("nico").unwrap();
    assert_eq!((nico.turn_clock, nico.player_clock), (0, 45));
    assert!(nico.turn_clock_out);
    // The clock events follow one another in time.
    assert!(pos(&t, "alex/select-1") < pos(&t, "nico/turn-clock-out-1"));
    assert!(pos(&t, "nico/turn-clock-out-1") < pos(&t, "nico/player-clock-starts-1"));
    assert!(pos(&t, "nico/player-clock-starts-1") < pos(&t, "global-clock-out-1"));
    // Nico gets Ready and Quarter (Prep Base) and the AI picks the discard.
    let ends = at(&t, "action-phase-ends-1");
    assert!(
        ends.text.contains("the global clock has run out"),
        "{}",
        ends.text
    );
    assert!(ends
        .text
        .contains("Nico, without an action, gets Ready and Quarter (Prep Base)"));
    let c = at(&t, "nico/quarter-discard-1").choice.clone().unwrap();
    assert_eq!((c.chooser.as_str(), c.chosen[0].as_str()), ("AI", "shade"));
}

#[test]
fn rule_rt_phase_end_when_every_player_has_selected() {
    let t = ok(&format!(
        "{PLAYERS}[[turn]]\n{}{}",
        select("alex", "0:03", "prep_field", None),
        select("nico", "0:09", "prep_field", None)
    ));
    let ends = at(&t, "action-phase-ends-1");
    assert_eq!(ends.board.time, 9, "before any turn clock runs out");
    assert!(
        ends.text.contains("every player has selected"),
        "{}",
        ends.text
    );
    assert!(t.step_for("nico/turn-clock-out-1").is_none());
    assert!(t.step_for("global-clock-out-1").is_none());
}

#[test]
fn rule_rt_phase_end_when_the_others_are_out_of_player_clock() {
    let t = ok(&format!(
        "{}[[turn]]\n{}{}",
        PLAYERS.replace(
            "hq = 4\n[players.nico]",
            "hq = 4\n[players.nico]\nplayer_clock = \"0:06\""
        ),
        select("alex", "0:03", "prep_field", None),
        choose("ai", "cutpurse")
    ));
    let out = at(&t, "nico/player-clock-out-1");
    assert_eq!(out.board.time, 21);
    assert!(
        out.text.contains("Ready and Quarter (Prep Base)"),
        "{}",
        out.text
    );
    let ends = at(&t, "action-phase-ends-1");
    assert_eq!(ends.board.time, 21, "before the global clock at 0:30");
    assert!(ends
        .text
        .contains("some players have selected and every other player's player clock has run out"));
    assert!(t.step_for("global-clock-out-1").is_none());
    // The default action resolves, its discard made by the AI, and Nico
    // loses only at the victory check.
    assert!(pos(&t, "nico/prep-base-1") > pos(&t, "action-phase-ends-1"));
    let c = at(&t, "nico/quarter-discard-1").choice.clone().unwrap();
    assert_eq!(c.chooser, "AI");
    assert!(!at(&t, "turn-end-1").board.player("nico").unwrap().lost);
    assert!(at(&t, "victory-check-1").board.player("nico").unwrap().lost);
    assert_eq!(realtime::outcome(&t), "Nico loses on time");
}

#[test]
fn rule_rt_victory_check_a_player_clock_spent_over_two_turns_loses_at_the_check() {
    // 0:20 of player clock: turn 1 spends 0:15 (the global clock cuts Nico
    // off at 0:30), turn 2 runs out at 0:20 (turn clock 0:15 + 0:05 left).
    let players = PLAYERS.replace(
        "hq = 4\n[players.nico]",
        "hq = 4\n[players.nico]\nplayer_clock = \"0:20\"",
    );
    let t = ok(&format!(
        "{players}[[turn]]\n{}{}[[turn]]\n{}",
        select("alex", "0:02", "prep_field", None),
        choose("ai", "shade"),
        select("alex", "0:02", "prep_field", None),
    ));
    let one = at(&t, "victory-check-1");
    assert_eq!(one.board.player("nico").unwrap().player_clock, 5);
    assert!(!one.board.player("nico").unwrap().lost);
    assert!(one.text.contains("the game goes on"), "{}", one.text);
    // Turn 2 starts with what was left: the player clock is not reset.
    assert_eq!(
        at(&t, "turn-start-2")
            .board
            .player("nico")
            .unwrap()
            .player_clock,
        5
    );
    assert_eq!(at(&t, "nico/player-clock-out-2").board.time, 20);
    assert_eq!(at(&t, "action-phase-ends-2").board.time, 20);
    let two = at(&t, "victory-check-2");
    assert!(two.board.player("nico").unwrap().lost);
    assert!(!two.board.player("alex").unwrap().lost);
    assert!(two.text.contains("Nico loses on time"), "{}", two.text);
    assert_eq!(realtime::outcome(&t), "Nico loses on time");
}

#[test]
fn rule_rt_same_kind_lowest_player_number_first_whoever_selected_first() {
    // Nico (Player Number 1 here) selects last; Alex (2) first. Both attack.
    let players = PLAYERS
        .replace("[players.alex]\n", "[players.alex]\nnumber = 2\n")
        .replace("[players.nico]\n", "[players.nico]\nnumber = 1\n");
    let t = ok(&format!(
        "{players}[[turn]]\n{}{}",
        select("alex", "0:01", "attack", Some("bosun")),
        select("nico", "0:12", "attack", Some("marine")),
    ));
    assert!(pos(&t, "nico/attack-1") < pos(&t, "alex/attack-1"));
    // The reading is said where the resolution starts, and the order tree
    // fixes the two attacks in that order under the same-kind rule.
    let head = at(&t, "resolve-1");
    assert!(
        head.text.contains("lowest Player Number first"),
        "{}",
        head.text
    );
    assert!(head.rules.iter().any(|r| r == "rt-same-kind"));
    fn same_kind(n: &OrderNode) -> Option<Vec<String>> {
        match n {
            OrderNode::Seq { children, rule, .. } => {
                if rule == "rt-same-kind" {
                    return Some(n.events());
                }
                children.iter().find_map(same_kind)
            }
            _ => None,
        }
    }
    let events = same_kind(&t.order).expect("a same-kind sequence");
    let first = events.iter().position(|e| e == "nico/attack-1").unwrap();
    let second = events.iter().position(|e| e == "alex/attack-1").unwrap();
    assert!(first < second, "{events:?}");
}
