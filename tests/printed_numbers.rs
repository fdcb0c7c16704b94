//! A real card keeps its printed numbers in a scenario (issue 21, "Data"):
//! the refusals are in `tests/broken/swu/` (`base-hp-not-printed`,
//! `base-altered-empty`, `card-not-printed`); these are the files the check
//! must let through.

use timing_window::rulesets::swu::cards::CardPool;
use timing_window::scenario;

const TOWER: &str = r#"base = { name = "Administrator's Tower", hp = 30, damage = 13 }"#;

fn aphra_with(from: &str, to: &str) -> Result<(), Vec<scenario::Diagnostic>> {
    let text = std::fs::read_to_string("scenarios/sneak-attack-aphra.toml").unwrap();
    assert!(text.contains(from), "the library file still has {from}");
    let pool = CardPool::bundled().unwrap();
    scenario::load("aphra.toml", &text.replacen(from, to, 1), &pool).map(|_| ())
}

#[test]
fn a_printed_base_with_its_printed_hp_loads() {
    assert_eq!(aphra_with(TOWER, TOWER), Ok(()));
}

#[test]
fn a_printed_base_changed_on_purpose_says_why_and_loads() {
    let altered = r#"base = { name = "Administrator's Tower", hp = 25, damage = 8, altered = "a short race" }"#;
    assert_eq!(aphra_with(TOWER, altered), Ok(()));
}

#[test]
fn a_base_no_card_prints_may_have_any_hp() {
    let own = r#"base = { name = "Training Ground", hp = 12, damage = 3 }"#;
    assert_eq!(aphra_with(TOWER, own), Ok(()));
}

#[test]
fn a_printed_base_with_other_hp_is_refused_at_its_hp() {
    let wrong = r#"base = { name = "Administrator's Tower", hp = 25, damage = 8 }"#;
    let d = aphra_with(TOWER, wrong).unwrap_err();
    assert_eq!(d.len(), 1, "{d:?}");
    assert!(
        d[0].message
            .contains("has 30 HP (SOR 029) as printed, not 25"),
        "{}",
        d[0].message
    );
}
