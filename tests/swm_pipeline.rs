//! An SWM file through the one pipeline (`scenario::check`): the generic
//! parts, which the pipeline reads, and SWM's own, which its loader reads,
//! are checked in the same pass.

use timing_window::rulesets::Shipped;
use timing_window::scenario;

/// A problem the pipeline finds in the header (a summary over two lines)
/// does not hide one in what SWM checks (a step id the procedure lacks):
/// every problem of a pass is reported at once, each at its place.
#[test]
fn swm_a_header_problem_and_a_wrong_step_id_are_reported_together() {
    let text = std::fs::read_to_string("scenarios/swm/swm-anticipation-recon.toml")
        .expect("the library file")
        .replace(
            "rules = [\"R3\", \"R7\", \"R8\", \"R4\"]",
            "rules = [\"R3\", \"R77\"]",
        )
        .replacen("summary = \"Nico,", "summary = \"\"\"Nico,\n", 1)
        .replacen("does not.\"\n", "does not.\"\"\"\n", 1);
    let got: Vec<String> = scenario::check("s.toml", &text, &Shipped)
        .iter()
        .map(|d| format!("{}:{} {}", d.line, d.column, d.message))
        .collect();
    assert_eq!(
        got,
        [
            "4:11 the summary must be one line",
            "8:16 'R77' is not a step of the Star Wars Miniatures procedure"
        ]
    );
}
