//! docs/card-coverage.md is the coverage the text reader reaches now
//! (issue 26). `TW_WRITE_COVERAGE=1 cargo test --test card_coverage`
//! writes it.

use timing_window::rulesets::swu::cards::coverage::{of, table};
use timing_window::rulesets::swu::cards::printed::printings;

const DOC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/card-coverage.md");

#[test]
fn the_coverage_table_is_up_to_date() {
    let text = table(&printings().unwrap());
    if std::env::var_os("TW_WRITE_COVERAGE").is_some() {
        std::fs::write(DOC, &text).unwrap();
    }
    let doc = std::fs::read_to_string(DOC).unwrap_or_default();
    assert!(
        doc == text,
        "docs/card-coverage.md is out of date: run TW_WRITE_COVERAGE=1 cargo test --test card_coverage"
    );
}

#[test]
fn a_modelled_card_has_nothing_unread_and_an_unmodelled_one_names_its_parts() {
    let all = printings().unwrap();
    let mut modelled = 0;
    for p in &all {
        let c = of(p);
        assert_eq!(c.modelled, c.unread.is_empty(), "{} {}", p.set, p.number);
        modelled += usize::from(c.modelled);
    }
    // The floor this step reached; raise it as the reader grows.
    assert!(modelled >= 699, "{modelled} modelled");
}
