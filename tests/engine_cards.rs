//! The bundled card pool is the 61 timing cards, each with its printed text.

use timing_window::rulesets::swu::cards::{CardPool, CardType, Effect};

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
    let others: usize = timing_window::rulesets::swu::cards::BUNDLED_CARD_FILES
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

#[test]
fn coverage_cards_keep_the_printed_facts_of_the_full_pool() {
    // A copy of the entries of shared/cards/all-cards.json for the cards of
    // cards/coverage-cards.toml (tokens have no entry there; CR v7.0
    // 3.7.7-3.7.10 give their facts).
    let pool = CardPool::bundled().unwrap();
    let json: serde_json::Value =
        serde_json::from_str(include_str!("fixtures/engine/coverage-cards.json")).expect("json");
    let cards = json["cards"].as_array().expect("cards");
    assert_eq!(cards.len(), 5);
    let num = |v: &serde_json::Value| v.as_str().and_then(|s| s.parse::<i64>().ok());
    for c in cards {
        let (set, number) = (c["Set"].as_str().unwrap(), c["Number"].as_str().unwrap());
        let card = pool
            .iter()
            .find(|d| d.set == set && d.number == number)
            .unwrap_or_else(|| panic!("{set} {number} is missing from the bundled pool"));
        assert_eq!(card.name, c["Name"].as_str().unwrap());
        assert_eq!(card.subtitle.as_deref(), c["Subtitle"].as_str());
        assert_eq!(card.text, c["FrontText"].as_str().unwrap(), "{}", card.name);
        assert_eq!(card.back_text.as_deref(), c["BackText"].as_str());
        assert_eq!(card.cost.map(i64::from), num(&c["Cost"]), "{}", card.name);
        assert_eq!(card.power.map(i64::from), num(&c["Power"]), "{}", card.name);
        assert_eq!(card.hp.map(i64::from), num(&c["HP"]), "{}", card.name);
    }
}
