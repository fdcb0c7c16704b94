//! The checked-in index of CR v7.0 rule numbers (`src/rulesets/swu/cr-v7.0-rules.txt`)
//! is exactly what the parser makes of the CR's text. The text lives outside
//! the repository (`../shared/rules/`); where it is absent the check is
//! skipped with a note. `TW_WRITE_CR_INDEX=1 cargo test --test cr_index`
//! rewrites the index from it.

use std::path::Path;

use timing_window::rulesets::swu::cr;

const CR_TEXT: &str = "../shared/rules/comprehensive-rules-v7.0.txt";
const INDEX_FILE: &str = "src/rulesets/swu/cr-v7.0-rules.txt";

#[test]
fn the_checked_in_index_is_what_the_cr_text_gives() {
    let path = Path::new(CR_TEXT);
    if !path.exists() {
        eprintln!("{CR_TEXT} is not here; the index is not re-checked");
        return;
    }
    let text = std::fs::read_to_string(path).expect("the CR text is readable");
    let rules = cr::parse(&text);
    let fresh = cr::render(&rules);
    if std::env::var_os("TW_WRITE_CR_INDEX").is_some() {
        std::fs::write(INDEX_FILE, &fresh).expect("index written");
    }
    let checked_in = std::fs::read_to_string(INDEX_FILE).expect("the index is checked in");
    if checked_in != fresh {
        let first = checked_in
            .lines()
            .zip(fresh.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(checked_in.lines().count().min(fresh.lines().count()));
        panic!(
            "{INDEX_FILE} differs from the parse of {CR_TEXT} from line {}: \
             checked in {:?}, parsed {:?}; rewrite it with TW_WRITE_CR_INDEX=1",
            first + 1,
            checked_in.lines().nth(first),
            fresh.lines().nth(first)
        );
    }
}

#[test]
fn the_index_has_every_section_and_no_number_twice() {
    let numbers: Vec<&str> = cr::numbers().collect();
    for s in 1..=12 {
        assert!(numbers.contains(&s.to_string().as_str()), "section {s}");
    }
    let mut sorted = numbers.clone();
    sorted.sort_unstable();
    sorted.dedup();
    assert_eq!(sorted.len(), numbers.len(), "a number is listed twice");
    assert!(numbers.len() > 900, "{} numbers", numbers.len());
    // Section 6 numbers each action's general rules 0.
    assert!(cr::exists("6.2.0a") && cr::exists("6.3.0c") && cr::exists("6.4.0g"));
}

#[test]
fn every_line_of_the_index_is_a_well_formed_number() {
    for line in cr::INDEX.lines().filter(|l| !l.starts_with('#')) {
        let n = line.split(' ').next().unwrap_or("");
        assert!(cr::is_well_formed(n), "{line:?}");
    }
}
