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
            "several-problems.toml:14:10: a duel has 2 players, not 3: for 3 to 6 players write format = \"team\" and give every player a 'team' (a player alone on their side is a team of one)",
            "several-problems.toml:15:10: unknown card 'kraken': the cards are deckhand, lookout, bosun, marine, shade, cutpurse, broadside-gunner, grappler, press-ganger, crimp",
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

/// The file through the generic loader (`scenario::prepare`, the
/// `Game::Realtime` arm).
fn prepared(file: &str, text: &str) -> Vec<String> {
    let pool = timing_window::rulesets::Bundled::default();
    match timing_window::scenario::prepare(file, text, &pool) {
        Ok(_) => panic!("{file} loads, but it is broken"),
        Err(diags) => diags.iter().map(|d| d.to_string()).collect(),
    }
}

#[test]
fn rt_broken_the_boundary_reports_the_same_problems_at_the_same_places() {
    for file in [
        "time-before-turn.toml",
        "unknown-action.toml",
        "team-action-in-duel.toml",
    ] {
        let text = std::fs::read_to_string(
            PathBuf::from(env!("CARGO_MANIFEST_DIR"))
                .join("tests/realtime_broken")
                .join(file),
        )
        .expect("read");
        assert_eq!(prepared(file, &text), messages(file), "{file}");
    }
}

#[test]
fn rt_broken_generic_tables_a_run_error_and_a_wrong_key_through_the_boundary() {
    let base = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/realtime_broken/time-before-turn.toml"),
    )
    .expect("read")
    .replace("-0:03", "0:03");
    // A question table with a misspelt key, caught by the generic pre-pass.
    let text = format!(
        "{base}\n[[question]]\nkind = \"outcome\"\nprompt = \"?\"\nanswr = \"Game continues\"\n"
    );
    assert_eq!(
        prepared("q.toml", &text),
        vec!["q.toml:27:1: unknown key `answr` in `question[0]` (did you mean `answer`?)"]
    );
    // A decision the script gives that the run never asks for (Nico's one
    // Base card needs no discard) is a run error, reported at its [[turn]].
    let text = format!("{base}[[turn.choose]]\nplayer = \"ai\"\nchoose = \"marine\"\n");
    let got = prepared("r.toml", &text);
    assert_eq!(got.len(), 1, "{got:?}");
    assert!(
        got[0].starts_with("r.toml:17:1: the engine stops at turn 1: the script's decision 'marine' for ai is never asked for"),
        "{got:?}"
    );
    // An outcome the ruleset does not know, with the nearest one.
    let text = format!("{base}\n[[question]]\nkind = \"outcome\"\nprompt = \"?\"\nanswer = \"Nico loses on tme\"\nexplanation = \"Explained.\"\n");
    let got = prepared("o.toml", &text);
    assert_eq!(
        got,
        vec!["o.toml:27:10: unknown outcome 'Nico loses on tme' (did you mean 'Nico loses on time'?)"]
    );
}
