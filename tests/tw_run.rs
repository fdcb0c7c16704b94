//! `tw run FILE`: the whole trace first, then each answer key that
//! disagrees with the engine; a file with a wrong key still shows its run.

use std::process::Command;

fn tw_run(file: &str) -> (String, String, Option<i32>) {
    let out = Command::new(env!("CARGO_BIN_EXE_tw"))
        .args(["run", file])
        .output()
        .expect("tw runs");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code(),
    )
}

#[test]
fn a_disagreeing_key_prints_the_whole_trace_then_the_disagreement() {
    let (stdout, stderr, code) = tw_run("tests/broken/swu/order-key-illegal.toml");
    assert_eq!(code, Some(1), "a wrong key is a failure; stderr: {stderr}");
    // The trace, from its first step to its last.
    let first = stdout
        .find("  1. Alex passes. [alex/pass]")
        .expect("the trace's first step");
    let last = stdout
        .find("Alex discards the top card of their deck.")
        .expect("the trace's last step");
    let decisions = stdout.find("\nDecisions").expect("the decisions");
    let heading = stdout
        .find("\nAnswer keys that disagree with the engine:\n")
        .expect("the disagreements' heading");
    let diagnostic = stdout
        .find("tests/broken/swu/order-key-illegal.toml:61:11: the answer key disagrees with the engine: the events are not listed in a legal order")
        .expect("the disagreement, at its line and column");
    assert!(first < last && last < decisions && decisions < heading && heading < diagnostic);
    assert!(stdout.contains("answer key: DISAGREES with the engine"));
}

#[test]
fn a_sound_file_prints_its_trace_and_succeeds() {
    let (stdout, stderr, code) = tw_run("scenarios/krayt-dragon-darth-vader.toml");
    assert_eq!(code, Some(0), "stderr: {stderr}");
    assert!(stdout.contains("[darth-vader/when-played]"));
    assert!(stdout.contains("  given: choice-1, choice-2"));
    assert!(stdout.contains("  1 legal order(s)"));
    assert!(!stdout.contains("Answer keys that disagree"));
}

#[test]
fn a_file_that_does_not_load_prints_its_diagnostics_and_no_trace() {
    let (stdout, stderr, code) = tw_run("tests/broken/swu/given-no-decision.toml");
    assert_eq!(code, Some(1));
    assert!(stdout.is_empty(), "{stdout}");
    assert!(
        stderr.contains("105:10: no decision is made at 'choice-99'"),
        "{stderr}"
    );
}

/// A step that follows a reading is printed with its entry's number and the
/// game's section of docs/rulings-questions.md: each game numbers its own
/// entries, so the number alone names the wrong entry in two of them.
#[test]
fn a_marked_step_names_its_entry_and_the_games_section() {
    for (file, open, section) in [
        (
            "scenarios/change-of-heart-contracted-hunter.toml",
            10,
            "Star Wars: Unlimited",
        ),
        (
            "scenarios/swm/swm-doellin-fails.toml",
            3,
            "Star Wars Miniatures: pre-game and beginning of round",
        ),
        (
            "scenarios/realtime/rt-target-player-extra-time.toml",
            5,
            "Realtime turns (Line Pirates)",
        ),
    ] {
        let (stdout, stderr, code) = tw_run(file);
        assert_eq!(code, Some(0), "{file}: {stderr}");
        let line = format!(
            "follows the engine's reading of open ruling question {open} (docs/rulings-questions.md, \"{section}\")"
        );
        assert!(stdout.contains(&line), "{file}: no `{line}` in\n{stdout}");
    }
}
