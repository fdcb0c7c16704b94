//! Broken realtime scenario files and the exact messages, with line and
//! column, the loader gives for them.

use std::path::PathBuf;

use timing_window::rulesets::realtime;

fn messages(file: &str) -> Vec<String> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/realtime_broken")
        .join(file);
    let text = std::fs::read_to_string(&path).expect("read");
    match realtime::parse(&text, file) {
        Ok(_) => panic!("{file} loads, but it is broken"),
        Err(diags) => diags.iter().map(|d| d.to_string()).collect(),
    }
}

#[test]
fn rt_broken_a_selection_time_before_the_turn_starts() {
    assert_eq!(
        messages("time-before-turn.toml"),
        vec![
            "time-before-turn.toml:20:6: a selection time cannot be before the turn starts (0:00)"
        ]
    );
}

#[test]
fn rt_broken_an_action_kind_the_format_does_not_know() {
    assert_eq!(
        messages("unknown-action.toml"),
        vec!["unknown-action.toml:21:10: unknown action kind 'ambush': the duel format knows visible_deploy, stealth_deploy, prep_base, prep_field, attack, activate"]
    );
}

#[test]
fn rt_broken_a_team_action_in_a_two_player_game() {
    assert_eq!(
        messages("team-action-in-duel.toml"),
        vec!["team-action-in-duel.toml:21:10: 'transfer' is a team-format action; this is a two-player duel"]
    );
}

#[test]
fn rt_broken_every_problem_is_reported_at_once() {
    assert_eq!(
        messages("several-problems.toml"),
        vec![
            "several-problems.toml:12:8: the turn clock must be more than 0:00",
            "several-problems.toml:14:10: a duel has 2 players, not 3",
            "several-problems.toml:15:10: unknown card 'kraken': the cards are deckhand, lookout, bosun, marine, shade, cutpurse, broadside-gunner, grappler, press-ganger",
            "several-problems.toml:25:10: unknown player 'zed': the players are alex, nico, dana",
        ]
    );
}

#[test]
fn rt_broken_a_rule_id_the_digest_does_not_have() {
    let text = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/realtime_broken/time-before-turn.toml"),
    )
    .expect("read")
    .replace(
        "difficulty = 1\n",
        "difficulty = 1\nrules = [\"rt-turn\", \"7.6.10\"]\n",
    )
    .replace("-0:03", "0:03");
    let diags = realtime::parse(&text, "rules.toml").unwrap_err();
    let got: Vec<String> = diags.iter().map(|d| d.to_string()).collect();
    assert_eq!(
        got,
        vec!["rules.toml:6:21: '7.6.10' is not a rule id of this ruleset's digest (procedure.md)"]
    );
}

#[test]
fn rt_broken_input_never_panics_the_loader() {
    for text in [
        "",
        "game = 1",
        "[[turn]]\n[[turn.select]]\nat = []",
        "game = \"realtime\"\n[players]\nalex = 3",
        "game = \"realtime\"\nturn = 5\nquestion = \"x\"",
        "game = \"realtime\"\n[players.alex]\nbase = [{ card = 3 }, 7]\nplayer_clock = \"9:99\"",
        "= =",
    ] {
        assert!(realtime::parse(text, "x.toml").is_err(), "{text:?} loads");
    }
}
