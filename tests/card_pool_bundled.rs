//! The bundled card pool: the 61 timing cards, each with its printed text,
//! the coverage cards and every base.

use timing_window::rulesets::swu::cards::{CardPool, CardType, Effect};

#[test]
fn bundled_pool_has_every_timing_card_from_the_json() {
    // The hand-written files alone (the printed cards join them in
    // `CardPool::bundled`, tested in tests/card_pool.rs).
    let pool = CardPool::hand_written().expect("bundled cards load");
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
    // The other bundled files (cards/coverage-cards.toml, cards/bases.toml)
    // add cards of the full pool that the coverage scenarios and the
    // Karabast import need.
    let others: usize = timing_window::rulesets::swu::cards::BUNDLED_CARD_FILES
        .iter()
        .filter(|(name, _)| *name != "cards/timing-cards.toml")
        .map(|(_, text)| {
            let file: toml::Value = toml::from_str(text).expect("a card file");
            file["card"].as_array().map_or(0, Vec::len)
        })
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

/// The full card list, outside the repository; where it is absent the bases
/// are not re-checked. `TW_WRITE_BASES=1 cargo test --test card_pool_bundled`
/// rewrites `cards/bases.toml` from it.
const ALL_CARDS: &str = "../shared/cards/all-cards.json";
const BASES_FILE: &str = "cards/bases.toml";

/// "Administrator's Tower" → "administrator-s-tower", as the pool's ids.
fn slug(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_string()
}

/// `cards/bases.toml` as the full card list gives it: every base once (a
/// reprint with the same name and subtitle is the printing listed first).
fn render_bases(json: &serde_json::Value) -> String {
    let q = |s: &str| toml::Value::String(s.to_string()).to_string();
    let mut out = String::from(
        "# Every base of shared/cards/all-cards.json (printed facts only: the engine\n\
         # reads a base's name and HP). Written by tests/card_pool_bundled.rs\n\
         # (TW_WRITE_BASES=1 cargo test --test card_pool_bundled), which also checks it.\n\
         card = [\n",
    );
    let mut seen: Vec<(String, Option<String>)> = Vec::new();
    let mut ids: Vec<String> = Vec::new();
    for c in json["cards"].as_array().expect("cards") {
        if c["Type"] != "Base" {
            continue;
        }
        let name = c["Name"].as_str().expect("a name").to_string();
        let subtitle = c["Subtitle"].as_str().map(str::to_string);
        if seen.contains(&(name.clone(), subtitle.clone())) {
            continue;
        }
        seen.push((name.clone(), subtitle.clone()));
        let mut id = slug(&name);
        if ids.contains(&id) {
            id = slug(&format!("{name} {}", subtitle.as_deref().unwrap_or("")));
        }
        ids.push(id.clone());
        let mut fields = vec![format!("id = {}", q(&id)), format!("name = {}", q(&name))];
        if let Some(s) = &subtitle {
            fields.push(format!("subtitle = {}", q(s)));
        }
        fields.push(format!("set = {}", q(c["Set"].as_str().unwrap_or(""))));
        fields.push(format!(
            "number = {}",
            q(c["Number"].as_str().unwrap_or(""))
        ));
        fields.push("type = \"base\"".to_string());
        if let Some(hp) = c["HP"].as_str().and_then(|h| h.parse::<i64>().ok()) {
            fields.push(format!("hp = {hp}"));
        }
        let aspects: Vec<String> = c["Aspects"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|a| a.as_str().map(q))
            .collect();
        fields.push(format!("aspects = [{}]", aspects.join(", ")));
        if let Some(t) = c["FrontText"].as_str() {
            fields.push(format!("text = {}", q(t)));
        }
        out.push_str(&format!("  {{ {} }},\n", fields.join(", ")));
    }
    out.push_str("]\n");
    out
}

#[test]
fn bundled_bases_are_the_bases_of_the_full_card_list() {
    let path = std::path::Path::new(ALL_CARDS);
    if !path.exists() {
        eprintln!("{ALL_CARDS} is not here; {BASES_FILE} is not re-checked");
    } else {
        let json: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(path).expect("readable")).expect("json");
        let fresh = render_bases(&json);
        if std::env::var_os("TW_WRITE_BASES").is_some() {
            std::fs::write(BASES_FILE, &fresh).expect("written");
        }
        let checked_in = std::fs::read_to_string(BASES_FILE).expect("checked in");
        assert!(
            checked_in == fresh,
            "{BASES_FILE} differs from the bases of {ALL_CARDS}: rewrite it with TW_WRITE_BASES=1"
        );
    }
    // The checked-in file (as bundled at build time) loads as bases with HP.
    let pool = CardPool::bundled().unwrap();
    let bases: Vec<_> = pool
        .iter()
        .filter(|c| c.card_type == CardType::Base)
        .collect();
    assert!(bases.len() > 50, "{} bases", bases.len());
    assert!(bases.iter().all(|b| b.hp.is_some_and(|hp| hp > 0)));
    let tower = bases
        .iter()
        .find(|b| b.name == "Administrator's Tower")
        .expect("a known base");
    assert_eq!(
        (tower.subtitle.as_deref(), tower.hp),
        (Some("Cloud City"), Some(30))
    );
    let tarkintown = bases
        .iter()
        .find(|b| b.name == "Tarkintown")
        .expect("a 25 HP base");
    assert_eq!(tarkintown.hp, Some(25));
}
