//! Every file in `tests/swm_broken/` is a Star Wars Miniatures scenario with
//! one kind of mistake. Its first lines give every diagnostic `scenario::check`
//! must report, exactly, with its line and column:
//!
//! ```toml
//! # expect: 24:8 nico has no roll 2 written: ...
//! ```

use timing_window::rulesets::Shipped;
use timing_window::scenario;

#[test]
fn swm_broken_files_give_exactly_their_expected_diagnostics() {
    let mut paths: Vec<_> = std::fs::read_dir("tests/swm_broken")
        .expect("tests/swm_broken")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    paths.sort();
    assert!(paths.len() >= 9);
    for p in paths {
        let name = p.display().to_string();
        let text = std::fs::read_to_string(&p).expect("read");
        let expected: Vec<String> = text
            .lines()
            .take_while(|l| l.starts_with('#'))
            .filter_map(|l| l.strip_prefix("# expect: "))
            .map(str::to_string)
            .collect();
        assert!(!expected.is_empty(), "{name}: no expect line");
        let got: Vec<String> = scenario::check(&name, &text, &Shipped)
            .iter()
            .map(|d| {
                let s = d
                    .suggestion
                    .as_ref()
                    .map(|s| format!(" ({s})"))
                    .unwrap_or_default();
                format!("{}:{} {}{s}", d.line, d.column, d.message)
            })
            .collect();
        assert_eq!(got, expected, "{name}");
    }
}
