//! Look-ups of a scenario id the trainee's progress names (`library`): its
//! title, link, rules and rule sections, for a library scenario, a generated
//! practice board and an id that names neither.

use timing_window::library::{self, CATALOG};
use timing_window::rulesets::swu::generate::{self, TEMPLATES};
use timing_window::rulesets::Game;

#[test]
fn a_library_id_has_its_entry_s_title_link_and_rules() {
    let e = CATALOG
        .iter()
        .find(|e| e.rules.iter().any(|r| r.starts_with("5.")))
        .expect("a scenario that teaches section 5");
    assert_eq!(library::title_of(e.id), e.title);
    assert_eq!(library::href(e.id), format!("/scenarios/{}", e.id));
    assert_eq!(library::rules_of(e.id), e.rules.to_vec());
    assert_eq!(library::game_of(e.id), Game::Swu);
    let sections = library::sections_of(e.id);
    assert!(sections.contains(&"5".to_string()), "{sections:?}");
    assert!(
        sections.iter().all(|s| !s.starts_with("5.")),
        "{sections:?}"
    );
}

#[test]
fn a_generated_id_names_its_template_and_seed() {
    let t = &TEMPLATES[0];
    let id = generate::scenario_id(t.id, 42);
    assert_eq!(
        library::title_of(&id),
        format!("{} (practice board 42)", t.title)
    );
    assert_eq!(library::href(&id), format!("/practice/{}?seed=42", t.id));
    assert_eq!(
        library::rules_of(&id),
        t.rules.iter().map(|r| r.to_string()).collect::<Vec<_>>()
    );
    assert!(!library::sections_of(&id).is_empty());
}

#[test]
fn an_unknown_id_is_its_own_title_and_teaches_nothing() {
    let id = "no-such-scenario";
    assert_eq!(library::title_of(id), id);
    assert_eq!(library::href(id), "/scenarios/no-such-scenario");
    assert!(library::rules_of(id).is_empty());
    assert!(library::sections_of(id).is_empty());
}
