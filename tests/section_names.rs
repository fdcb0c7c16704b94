//! Issue 24: the exam and progress pages name a rule section by its title
//! as well as its number. Every section the library's scenarios teach, in
//! every game, has a title from its own rules.

use timing_window::library::{self, section_name, CATALOG};

#[test]
fn every_section_the_library_teaches_is_named_by_its_title() {
    let mut untitled = Vec::new();
    for e in CATALOG.iter().filter(|e| e.error.is_empty()) {
        for s in library::entry_sections(e) {
            let name = section_name(&s);
            let title = name.strip_prefix(&s).map(str::trim).unwrap_or("");
            if title.is_empty() {
                untitled.push(format!("{} ({})", s, e.id));
            }
        }
    }
    untitled.sort();
    untitled.dedup();
    assert!(untitled.is_empty(), "sections with no title: {untitled:?}");
}

#[test]
fn a_section_name_is_its_number_then_its_rules_title() {
    assert_eq!(section_name("7.6"), "7.6 Triggered abilities");
    assert_eq!(section_name("5"), "5 Game structure");
    assert_eq!(section_name("PG9"), "PG9 Abilities after setup");
    assert_eq!(section_name("rt-clock"), "rt-clock The clocks");
    // A section no ruleset titles keeps its number alone.
    assert_eq!(section_name("99.9"), "99.9");
}
