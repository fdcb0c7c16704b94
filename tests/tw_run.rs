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
