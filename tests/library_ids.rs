//! Look-ups of a scenario id the trainee's progress names (`library`): its
//! title, link, rules and rule sections, for a library scenario, a generated
//! practice board and an id that names neither; and what the build works
//! out for the catalog page.

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

// What the catalog's small app reads instead of sorting in the browser
// (`library::listed`, `TAGS`, `entry_sections`, `in_rule_order`) agrees with
// working it out here.

#[test]
fn a_library_entry_s_sections_are_its_game_s_grouping_of_its_rules_in_rule_order() {
    for e in CATALOG {
        let game = Game::from_slug(e.game).unwrap_or_default();
        let want = timing_window::quiz::sections_of(e.rules, |r| game.section(r));
        assert_eq!(library::entry_sections(e), want, "{}", e.id);
        assert_eq!(library::sections_of(e.id), want, "{}", e.id);
    }
}

#[test]
fn sections_in_rule_order_are_sorted_by_number_and_each_once() {
    let mixed = ["7.6", "5", "7.10", "7.6", "1.16", "7.9"].map(String::from);
    assert_eq!(
        library::in_rule_order(mixed.to_vec()),
        ["1.16", "5", "7.6", "7.9", "7.10"]
    );
    assert!(library::in_rule_order(Vec::new()).is_empty());
}

#[test]
fn the_listing_is_every_readable_entry_easiest_first_then_by_title() {
    let mut want: Vec<_> = CATALOG.iter().filter(|e| e.error.is_empty()).collect();
    want.sort_by(|a, b| (a.difficulty, a.title).cmp(&(b.difficulty, b.title)));
    let listed: Vec<_> = library::listed().collect();
    assert_eq!(listed.len(), want.len());
    for (got, want) in listed.iter().zip(&want) {
        assert_eq!(got.id, want.id);
    }
    assert!(listed.len() > 100, "the library has its scenarios");
}

#[test]
fn the_tag_list_is_every_readable_entry_s_tags_sorted_each_once() {
    let mut want: Vec<&str> = CATALOG
        .iter()
        .filter(|e| e.error.is_empty())
        .flat_map(|e| e.tags.iter().copied())
        .collect();
    want.sort_unstable();
    want.dedup();
    assert_eq!(library::TAGS, want.as_slice());
    assert!(library::TAGS.contains(&"ambush"));
}

#[test]
fn the_trainee_app_has_a_library_scenario_s_deep_link_and_embed_and_nothing_else() {
    use timing_window::library::trainee_path;
    for p in [
        "/scenarios/sneak-attack-aphra",
        "/embed/sneak-attack-aphra",
        "/embed/x/",
    ] {
        assert!(trainee_path(p), "{p}");
    }
    for p in [
        "/",
        "/progress",
        "/rules",
        "/embed/shared",
        "/embed/shared/",
        "/scenarios/shared",
        "/scenarios/",
        "/scenarios/a/b",
        "/author",
        "/practice/delayed",
        "/embed/",
    ] {
        assert!(!trainee_path(p), "{p}");
    }
}

#[test]
fn the_study_app_has_topics_progress_and_the_exam_and_nothing_else() {
    use timing_window::library::study_path;
    for p in [
        "/topics",
        "/topics/",
        "/topics/delayed-effects",
        "/progress",
        "/progress/",
        "/exam",
        "/exam/result",
        "/exam/result/",
    ] {
        assert!(study_path(p), "{p}");
    }
    for p in [
        "/",
        "/rules",
        "/author",
        "/topicsx",
        "/topics/a/b",
        "/exam/other",
        "/examination",
        "/scenarios/sneak-attack-aphra",
        "/practice",
    ] {
        assert!(!study_path(p), "{p}");
    }
}
