//! The bundled card pool is the 61 timing cards, each with its printed text.

use timing_window::cards::{CardPool, CardType, Effect};

#[test]
fn bundled_pool_has_every_timing_card_from_the_json() {
    let pool = CardPool::bundled().expect("bundled cards load");
    // A copy of shared/cards/timing-cards.json's names, texts and costs.
    let json: serde_json::Value =
        serde_json::from_str(include_str!("fixtures/engine/timing-card-names.json")).expect("json");
    let cards = json["cards"].as_array().expect("cards");
    assert_eq!(cards.len(), 61);
    for c in cards {
        let name = c["name"].as_str().unwrap();
        let card = pool
            .iter()
            .find(|d| d.name == name)
            .unwrap_or_else(|| panic!("{name} is missing from the bundled pool"));
        assert_eq!(card.text, c["text"].as_str().unwrap(), "{name}'s text");
        assert_eq!(
            card.cost,
            c["cost"].as_u64().map(|x| x as u32),
            "{name}'s cost"
        );
    }
    // The other bundled files (cards/coverage-cards.toml) add cards of the
    // full pool that the coverage scenarios need.
    let others: usize = timing_window::cards::BUNDLED_CARD_FILES
        .iter()
        .filter(|(name, _)| *name != "cards/timing-cards.toml")
        .map(|(_, text)| text.matches("\n[[card]]\n").count())
        .sum();
    assert!(others > 0);
    assert_eq!(pool.len(), 61 + others);
}

#[test]
fn every_unit_and_leader_has_power_and_hp() {
    let pool = CardPool::bundled().unwrap();
    for c in pool.iter() {
        if matches!(c.card_type, CardType::Unit | CardType::Leader) {
            assert!(c.power.is_some() && c.hp.is_some(), "{}", c.name);
            assert!(c.arena.is_some(), "{}", c.name);
        }
    }
}

#[test]
fn notes_say_what_is_not_modelled() {
    // Honesty check: a note is never empty.
    let pool = CardPool::bundled().unwrap();
    for c in pool.iter() {
        for a in &c.abilities {
            for e in &a.effects {
                if let Effect::Note { text } = e {
                    assert!(!text.trim().is_empty(), "{}", c.name);
                }
            }
        }
    }
}
