//! The boards' display models over the whole library: what a page can draw
//! from JSON with no engine (issue 13). Every start board and every step's
//! board of every library scenario, of every ruleset, survives a trip
//! through JSON unchanged, and the JSON carries the board's words, not the
//! engine's data (card ids, the ability vocabulary).

mod common;

use common::files::files_under;
use std::collections::BTreeSet;
use std::path::PathBuf;

use serde_json::Value;
use timing_window::rulesets::swu::cards::CardPool;
use timing_window::rulesets::{Board, BoardModel, Game};
use timing_window::scenario::{self, Prepared};

/// Every library file of every ruleset (SWU's in `scenarios/`, each other
/// game's in its subfolder), with the name the app gives it: its path
/// inside `scenarios/`.
fn library() -> Vec<(String, PathBuf)> {
    files_under("scenarios", "toml")
        .into_iter()
        .map(|p| {
            let name = p.strip_prefix("scenarios").unwrap().to_string_lossy();
            (name.replace('\\', "/"), p)
        })
        .collect()
}

fn prepared_library() -> Vec<(String, Prepared)> {
    let pool = CardPool::bundled().expect("the bundled pool loads");
    library()
        .into_iter()
        .map(|(name, path)| {
            let text = std::fs::read_to_string(&path).expect("read");
            let p = scenario::prepare(&name, &text, &pool)
                .unwrap_or_else(|d| panic!("{name} does not load: {d:#?}"));
            (name, p)
        })
        .collect()
}

/// The start board (`None`) and each step's board (`Some(i)`).
fn every_board(p: &Prepared) -> impl Iterator<Item = Option<usize>> {
    std::iter::once(None).chain((0..p.trace.steps.len()).map(Some))
}

#[test]
fn every_board_of_every_library_scenario_round_trips_through_json_unchanged() {
    let mut seen = BTreeSet::new();
    for (name, p) in prepared_library() {
        for step in every_board(&p) {
            let model = p.board_model(step);
            let json = serde_json::to_string(&model).expect("serialises");
            let back: BoardModel = serde_json::from_str(&json)
                .unwrap_or_else(|e| panic!("{name} {step:?}: {e}\n{json}"));
            assert_eq!(back, model, "{name} at {step:?}");
            // The model is of the scenario's own game.
            let game = match &model {
                BoardModel::Swu(_) => Game::Swu,
                BoardModel::Swm(_) => Game::Swm,
                BoardModel::Realtime(_) => Game::Realtime,
            };
            assert_eq!(game, p.scenario.game(), "{name}");
            seen.insert(game.slug());
        }
    }
    // The library covers every ruleset, so each model's shape was tried.
    assert_eq!(seen.len(), Game::ALL.len(), "{seen:?}");
}

#[test]
fn a_step_past_the_run_is_drawn_as_the_start_board() {
    let pool = CardPool::bundled().unwrap();
    let text = std::fs::read_to_string("scenarios/sneak-attack-aphra.toml").unwrap();
    let p = scenario::prepare("sneak-attack-aphra.toml", &text, &pool).unwrap();
    let past = p.trace.steps.len();
    assert_eq!(p.board_model(Some(past)), p.board_model(None));
    let last = p.board_model(Some(past - 1));
    assert_eq!(
        last,
        p.scenario.setup.board_model(&p.trace.steps[past - 1].board)
    );
}

/// Every object key and every string value in `v`.
fn keys_and_strings(v: &Value, keys: &mut BTreeSet<String>, strings: &mut BTreeSet<String>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                keys.insert(k.clone());
                keys_and_strings(x, keys, strings);
            }
        }
        Value::Array(a) => a.iter().for_each(|x| keys_and_strings(x, keys, strings)),
        Value::String(s) => {
            strings.insert(s.clone());
        }
        _ => {}
    }
}

/// The card ids an engine board holds: SWU's units, their upgrades and the
/// leaders; the real-time game's cards in every zone.
fn card_ids(board: &Board) -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    match board {
        Board::Swu(s) => {
            for u in &s.units {
                ids.insert(u.card.clone());
                ids.extend(u.upgrades.iter().map(|g| g.card.clone()));
            }
            ids.extend(
                s.players
                    .iter()
                    .filter_map(|p| p.leader.as_ref())
                    .map(|l| l.card.clone()),
            );
        }
        Board::Realtime(b) => {
            for p in &b.players {
                ids.extend(p.field.iter().chain(&p.base).map(|u| u.card.clone()));
            }
            ids.extend(
                b.reinforcements
                    .iter()
                    .flat_map(|z| &z.cards)
                    .map(|u| u.card.clone()),
            );
        }
        // SWM's board already names its characters by their names.
        Board::Swm(_) => {}
    }
    ids
}

#[test]
fn a_models_json_names_cards_by_name_and_carries_none_of_the_ability_vocabulary() {
    let mut ability_keys = BTreeSet::new();
    let mut cards_checked = 0;
    for (name, p) in prepared_library() {
        for step in every_board(&p) {
            let board = match step {
                Some(i) => p.trace.steps[i].board.clone(),
                None => p.start_board(),
            };
            // The ability vocabulary a delayed effect carries on the
            // engine's board ("do", "target", "amount", ...): what a page
            // would need the engine to read.
            let mut vocabulary = BTreeSet::new();
            if let Board::Swu(s) = &board {
                for d in &s.delayed {
                    let effects = serde_json::to_value(&d.effects).unwrap();
                    keys_and_strings(&effects, &mut vocabulary, &mut BTreeSet::new());
                }
            }
            let model = serde_json::to_value(p.board_model(step)).unwrap();
            let (mut keys, mut strings) = (BTreeSet::new(), BTreeSet::new());
            keys_and_strings(&model, &mut keys, &mut strings);
            let leaked: Vec<&String> = keys.intersection(&vocabulary).collect();
            assert!(leaked.is_empty(), "{name} at {step:?}: {leaked:?}");
            ability_keys.extend(vocabulary);
            for id in card_ids(&board) {
                // A card id shown as a whole name would mean the model
                // failed to read the card; it is never a chip's name.
                assert!(!strings.contains(&id), "{name} at {step:?}: {id}");
                cards_checked += 1;
            }
        }
    }
    assert!(
        ability_keys.contains("do"),
        "some library board has a delayed effect: {ability_keys:?}"
    );
    assert!(cards_checked > 0);
}
