//! Generated practice draws from the modelled pool (issue 26): over a run
//! of seeds, every template's boards name printed cards read from their
//! text (not only the hand-written few), and the boards together name
//! cards of every set. Each board's cards are the ids its players' tables
//! name (units, upgrades, hands, leaders, decks and discards).

use std::collections::{BTreeMap, BTreeSet};

use timing_window::rulesets::swu::cards::printed::SET_ORDER;
use timing_window::rulesets::swu::cards::CardPool;
use timing_window::rulesets::swu::generate::{self, TEMPLATES};

/// Every card id a generated file's `[players.*]` tables name.
fn cards_named(text: &str) -> Vec<String> {
    let table: toml::Table = toml::from_str(text).expect("a generated file is TOML");
    let mut out = Vec::new();
    let mut take = |v: &toml::Value| {
        if let Some(s) = v.as_str() {
            out.push(s.to_string());
        }
    };
    let players = table.get("players").and_then(|p| p.as_table());
    for side in players.into_iter().flat_map(|p| p.values()) {
        let Some(side) = side.as_table() else {
            continue;
        };
        if let Some(l) = side.get("leader").and_then(|l| l.get("card")) {
            take(l);
        }
        for key in ["hand", "deck_top", "discard"] {
            side.get(key)
                .and_then(|v| v.as_array())
                .into_iter()
                .flatten()
                .for_each(&mut take);
        }
        for u in side
            .get("units")
            .and_then(|v| v.as_array())
            .into_iter()
            .flatten()
        {
            if let Some(c) = u.get("card") {
                take(c);
            }
            u.get("upgrades")
                .and_then(|v| v.as_array())
                .into_iter()
                .flatten()
                .for_each(&mut take);
        }
    }
    out
}

#[test]
fn generated_practice_draws_from_the_modelled_pool_of_every_set() {
    let pool = CardPool::bundled().unwrap();
    let seeds: u64 = std::env::var("TW_GENERATE_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(30);
    let mut sets: BTreeMap<&str, BTreeSet<String>> = BTreeMap::new();
    for t in TEMPLATES {
        let mut read = BTreeSet::new();
        for seed in 1..=seeds {
            let g = generate::generate(t.id, seed, &pool).unwrap();
            for id in cards_named(&g.text) {
                let card = pool.get(&id).unwrap_or_else(|| panic!("{}: {id}", g.id));
                // Only cards the engine simulates whole.
                assert!(card.unread.is_empty(), "{}: {id} is not modelled", g.id);
                if pool.is_printed_only(&id) {
                    read.insert(id.clone());
                }
                sets.entry(t.id).or_default().insert(card.set.clone());
            }
        }
        assert!(
            !read.is_empty(),
            "{}: no card read from its printed text in {seeds} seeds",
            t.id
        );
    }
    let all: BTreeSet<&String> = sets.values().flatten().collect();
    for set in SET_ORDER {
        assert!(
            all.iter().any(|s| s.as_str() == *set),
            "no generated board names a card of {set}: {sets:?}"
        );
    }
}
