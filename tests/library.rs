//! The scenario library: every file in `scenarios/` loads, runs, and every
//! question's answer key is what the engine produces. `load` already refuses
//! a key the engine contradicts; this test runs the check again on the
//! loaded questions so that a change to `load` cannot quietly skip it.

#[path = "common/diags.rs"]
mod diags;
#[path = "common/files.rs"]
mod files;
use files::with_texts;
use timing_window::rulesets::swu::cards::CardPool;
use timing_window::scenario::{self, build_manifest, Manifest, Question};

/// The files of `scenarios/` and of each other ruleset's folder in it
/// (`scenarios/realtime/`).
fn library() -> Vec<(String, String)> {
    with_texts(timing_window::facts::scenario_paths(std::path::Path::new(
        "scenarios",
    )))
}

#[test]
fn every_scenario_loads_runs_and_its_answer_keys_match_the_engine() {
    let pool = CardPool::bundled().expect("bundled cards load");
    let files = library();
    assert!(!files.is_empty(), "scenarios/ has no scenario");
    let mut checked = 0;
    for (name, text) in &files {
        let s = scenario::load(name, text, &pool)
            .unwrap_or_else(|d| panic!("{name} does not load:\n{}", diags::lines(&d)));
        let trace = s
            .setup
            .run()
            .unwrap_or_else(|e| panic!("{name} does not run: {e}"));
        let p = scenario::prepare(name, text, &pool)
            .unwrap_or_else(|d| panic!("{name} does not prepare: {d:#?}"));
        assert_eq!(p.trace, trace, "{name}: the run is reproducible");
        assert!(!s.questions.is_empty(), "{name} asks no question");
        for q in &s.questions {
            q.check(&p.run())
                .unwrap_or_else(|why| panic!("{name}: question {}: {why}", q.id()));
            checked += 1;
        }
    }
    assert!(checked >= files.len());
}

#[test]
fn the_template_validates_and_uses_every_question_kind() {
    let pool = CardPool::bundled().unwrap();
    let s = scenario::load("template.toml", scenario::TEMPLATE, &pool)
        .unwrap_or_else(|d| panic!("{d:#?}"));
    let kinds: Vec<&str> = s.questions.iter().map(Question::kind).collect();
    assert_eq!(kinds, scenario::QUESTION_KINDS);
    let p = scenario::prepare("template.toml", scenario::TEMPLATE, &pool).unwrap();
    for q in &s.questions {
        assert_eq!(q.check(&p.run()), Ok(()), "{}", q.id());
    }
}

#[test]
fn the_manifest_lists_every_scenario_with_its_catalog_data_and_round_trips() {
    let pool = CardPool::bundled().unwrap();
    let files = library();
    let m = build_manifest(&files, &pool).unwrap_or_else(|d| panic!("{d:#?}"));
    assert_eq!(m.scenarios.len(), files.len());
    let aphra = m
        .scenarios
        .iter()
        .find(|e| e.id == "sneak-attack-aphra")
        .expect("the slice is listed");
    assert_eq!(aphra.file, "sneak-attack-aphra.toml");
    assert_eq!(aphra.difficulty, 2);
    assert_eq!(aphra.rules, ["5.5.1a", "7.7.4b", "7.6.14", "7.6.11"]);
    assert_eq!(Manifest::from_json(&m.to_json()), Ok(m));
}

#[test]
fn the_manifest_refuses_a_file_not_named_after_its_id() {
    let pool = CardPool::bundled().unwrap();
    let text = std::fs::read_to_string("scenarios/sneak-attack-aphra.toml").unwrap();
    let d = build_manifest(&[("scenarios/aphra.toml".into(), text)], &pool).unwrap_err();
    assert_eq!(d.len(), 1);
    assert_eq!(
        d[0].message,
        "the file is called 'aphra.toml' but its id is 'sneak-attack-aphra'"
    );
}

#[test]
fn a_scenario_can_start_at_setup() {
    let pool = CardPool::bundled().unwrap();
    let text = std::fs::read_to_string("scenarios/setup-mulligans.toml").unwrap();
    let s =
        scenario::load("setup-mulligans.toml", &text, &pool).unwrap_or_else(|d| panic!("{d:#?}"));
    let trace = s.setup.swu().unwrap().run().unwrap();
    assert_eq!(
        trace.labels()[..3],
        ["setup/initiative", "alex/mulligan", "nico/mulligan"]
    );
    // A setup phase needs the setup step.
    let bad = text.replace("step = \"setup\"", "step = \"turns\"");
    let d = scenario::load("setup-mulligans.toml", &bad, &pool).unwrap_err();
    assert!(
        d[0].message
            .contains("'setup' / 'turns' is not a phase and step"),
        "{d:#?}"
    );
}

#[test]
fn prepare_keeps_the_run_and_one_order_space_per_ordering_question() {
    let pool = CardPool::bundled().unwrap();
    for (name, text) in library() {
        let p = scenario::prepare(&name, &text, &pool)
            .unwrap_or_else(|d| panic!("{name} does not prepare: {d:#?}"));
        // The trace kept is the engine's own run of the scenario.
        assert_eq!(Ok(&p.trace), p.scenario.setup.run().as_ref(), "{name}");
        assert_eq!(p.spaces.len(), p.scenario.questions.len(), "{name}");
        for (q, space) in p.scenario.questions.iter().zip(&p.spaces) {
            assert_eq!(
                space.is_some(),
                matches!(q, Question::Order { .. }),
                "{name}: {}",
                q.id()
            );
            assert_eq!(q.check_in(&p.run(), space.as_ref()), Ok(()), "{name}");
        }
    }
}

#[test]
fn a_file_that_names_its_game_swu_loads_like_one_that_names_none() {
    let pool = CardPool::bundled().unwrap();
    let text = std::fs::read_to_string("scenarios/sneak-attack-aphra.toml").unwrap();
    let plain = scenario::prepare("a.toml", &text, &pool).unwrap();
    let named = scenario::prepare("a.toml", &format!("game = \"swu\"\n{text}"), &pool).unwrap();
    assert_eq!(plain.scenario.meta, named.scenario.meta);
    assert_eq!(named.scenario.meta.game, "swu");
    assert_eq!(plain.trace, named.trace);
}

#[test]
fn the_compiled_catalog_and_the_manifest_give_the_same_facts_for_every_file() {
    use timing_window::facts::Facts;
    use timing_window::library::CATALOG;
    let pool = CardPool::bundled().unwrap();
    let m = build_manifest(&library(), &pool).unwrap_or_else(|d| panic!("{d:#?}"));
    assert_eq!(CATALOG.len(), m.scenarios.len());
    for e in CATALOG {
        let owned: Facts<String, Vec<String>> = Facts {
            game: e.game.to_string(),
            file: e.file.to_string(),
            id: e.id.to_string(),
            title: e.title.to_string(),
            summary: e.summary.to_string(),
            difficulty: e.difficulty,
            tags: e.tags.iter().map(|t| t.to_string()).collect(),
            rules: e.rules.iter().map(|r| r.to_string()).collect(),
            error: e.error.to_string(),
        };
        let listed = m.scenarios.iter().find(|x| x.id == e.id).expect("listed");
        assert_eq!(&owned, listed, "{}", e.id);
        assert!(
            timing_window::rulesets::Game::from_slug(e.game).is_some(),
            "{}: {}",
            e.id,
            e.game
        );
        // SWU's files at the top, another ruleset's in its own folder.
        if e.game == "swu" {
            assert!(!e.file.contains('/'), "{}", e.file);
        } else {
            assert_eq!(e.file, format!("{}/{}.toml", e.game, e.id));
        }
    }
}
