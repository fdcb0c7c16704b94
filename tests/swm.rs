//! The Star Wars Miniatures ruleset: the scenario library, the digest, the
//! character data, and every procedure step and ability.

#[path = "common/files.rs"]
mod files;
#[path = "common/swm.rs"]
mod swm_support;

use std::collections::BTreeSet;

use files::files_in;
use swm_support::{load, round, run_err};
use timing_window::rulesets::swm::{
    self, data::Pool, digest_ids, engine::SwmError, pregame::PregameStep, round::RoundStep,
};
use timing_window::scenario;
use timing_window::timing::OrderSpace;

fn library() -> Vec<(String, swm::SwmScenario, swm::SwmTrace)> {
    let mut out = Vec::new();
    for p in files_in("scenarios/swm", "toml") {
        let name = p.display().to_string();
        let text = std::fs::read_to_string(&p).expect("read");
        let sc = swm::parse(&name, &text).unwrap_or_else(|ds| panic!("{name}: {ds:?}"));
        let trace = swm::run(&sc).unwrap_or_else(|e| panic!("{name}: {e}"));
        out.push((name, sc, trace));
    }
    out
}

#[test]
fn library_every_scenario_runs_and_every_answer_key_holds() {
    let lib = library();
    assert!(lib.len() >= 12, "only {} scenarios", lib.len());
    let mut kinds = BTreeSet::new();
    for (name, sc, trace) in &lib {
        let problems = scenario::check(name, &sc.text, &timing_window::rulesets::Shipped);
        assert!(problems.is_empty(), "{name}: {problems:?}");
        for q in &sc.file.question {
            kinds.insert(q.kind.get_ref().clone());
        }
        assert!(
            trace
                .outcome
                .as_deref()
                .is_some_and(|o| swm::outcomes(sc).iter().any(|x| x == o)),
            "{name}"
        );
    }
    assert_eq!(
        kinds,
        ["choice", "order", "outcome", "who_decides"]
            .iter()
            .map(|s| s.to_string())
            .collect()
    );
}

#[test]
fn library_order_tree_holds_exactly_the_labels_and_the_run_order_is_legal() {
    for (name, _, trace) in library() {
        let labels: Vec<String> = trace.labels().iter().map(|s| s.to_string()).collect();
        let unique: BTreeSet<_> = labels.iter().collect();
        assert_eq!(unique.len(), labels.len(), "{name}: labels repeat");
        let mut tree = trace.order.events();
        let mut sorted = labels.clone();
        tree.sort();
        sorted.sort();
        assert_eq!(tree, sorted, "{name}");
        let space = OrderSpace::new(&trace.order, None, 10).expect("space");
        assert!(
            space.judge(&labels).expect("judge").legal,
            "{name}: the run's own order is illegal"
        );
    }
}

#[test]
fn library_covers_every_numbered_step_of_both_procedures() {
    let mut cited = BTreeSet::new();
    for (_, _, trace) in library() {
        for s in &trace.steps {
            cited.extend(s.rules.iter().map(|r| r.to_string()));
        }
    }
    for s in PregameStep::ALL {
        assert!(cited.contains(s.id()), "no scenario reaches {}", s.id());
    }
    for s in ["PG9a", "PG9b", "PG9c", "PG9d", "R6a", "R6b", "R6c", "R6d"] {
        assert!(cited.contains(s), "no scenario reaches {s}");
    }
    for s in RoundStep::ALL {
        assert!(cited.contains(&s.id()), "no scenario reaches {}", s.id());
    }
}

#[test]
fn digest_has_an_anchor_for_every_cited_rule() {
    let ids: BTreeSet<String> = digest_ids().into_iter().collect();
    for (name, sc, trace) in library() {
        for r in sc.file.rules.iter().map(|r| r.get_ref()) {
            assert!(ids.contains(r), "{name} cites {r}");
        }
        for s in &trace.steps {
            for r in s.rules.iter().map(|r| &**r).chain(
                s.choice
                    .iter()
                    .flat_map(|c| c.rules.iter().map(String::as_str)),
            ) {
                assert!(ids.contains(r), "{name}: step cites {r}");
            }
        }
        for c in trace.order.constraints() {
            assert!(ids.contains(c.rule()), "{name}: order cites {}", c.rule());
        }
    }
    let pool = Pool::shipped().expect("pool");
    for a in pool.abilities.values() {
        assert!(ids.contains(&a.step), "{} hooks {}", a.name, a.step);
    }
}

#[test]
fn data_every_ability_hooks_the_step_its_effect_belongs_to() {
    let pool = Pool::shipped().expect("pool");
    for a in pool.abilities.values() {
        let ok = a.step == a.effect.step() || (a.step == "PG10" && a.effect.step() == "PG2");
        assert!(
            ok,
            "{}: data says {}, effect says {}",
            a.name,
            a.step,
            a.effect.step()
        );
    }
}

#[test]
fn data_ships_every_ability_and_character_the_seed_names() {
    let pool = Pool::shipped().expect("pool");
    let names: Vec<&str> = pool.abilities.values().map(|a| a.name.as_str()).collect();
    for n in [
        "Reinforcements",
        "Bribery (squad-building half)",
        "Bribery (after setup)",
        "Telepathic Insight",
        "Con Artist",
        "Light Tutor",
        "Dark Master",
        "Light Spirit",
        "Dark Spirit",
        "Programmed Target",
        "Lightsaber Trainer",
        "Versatility",
        "Camaraderie",
        "Pellaeon's commander effect",
        "Madine's commander effect",
        "SpecForce commander effect",
        "Battle Ready",
        "Queen Allana's commander effect",
        "Local Reserves",
        "Doellin's Luck",
        "Wager",
        "Tactics Broker",
        "Recon",
        "Foresee the Future",
        "Tactician",
        "Covenant Watch Circle",
        "Sense the Future",
        "Master Tactician",
        "Sidious's commander effect",
        "Anticipation",
        "Reserves",
        "Resol'nare",
        "Ba'Slan Shev'la",
        "Surprise Move",
        "Intuition",
        "Consular's commander effect",
        "Mount (return to grid)",
    ] {
        assert!(names.contains(&n), "missing ability {n}");
    }
    for c in [
        "Admiral Gilad Pellaeon",
        "Crix Madine",
        "SpecForce Commander",
        "Queen Allana Solo",
        "Darth Sidious, Sith Mastermind",
        "Covenant Consular",
    ] {
        assert!(pool.character(c).is_some(), "missing character {c}");
    }
}

#[test]
fn engine_a_missing_roll_names_the_player_step_and_roll() {
    let e = run_err(&round(
        "[\"Viper Probe Droid\"]",
        "[\"Rebel Trooper\"]",
        "alex = [3]\nnico = [12]",
        &[],
        "",
    ));
    assert_eq!(e.to_string(), "alex has no roll 2 written: initiative roll 1, die 2 at R3 needs it; add it to [rolls].alex");
}

#[test]
fn engine_a_missing_decision_lists_the_options() {
    let e = run_err(&round(
        "[\"Stormtrooper\"]",
        "[\"Rebel Trooper\"]",
        "alex = [15]\nnico = [4]",
        &[],
        "",
    ));
    assert_eq!(
        e.to_string(),
        "the script ends before Alex decides at R10: Who goes first?; options: Alex | Nico"
    );
}

#[test]
fn engine_an_illegal_decision_and_an_unused_one_are_errors() {
    let e = run_err(&round(
        "[\"Stormtrooper\"]",
        "[\"Rebel Trooper\"]",
        "alex = [15]\nnico = [4]",
        &[("alex", "Kim")],
        "",
    ));
    assert!(matches!(e, SwmError::IllegalDecision { .. }), "{e}");
    let e = run_err(&round(
        "[\"Stormtrooper\"]",
        "[\"Rebel Trooper\"]",
        "alex = [15]\nnico = [4]",
        &[("alex", "Alex"), ("nico", "Nico")],
        "",
    ));
    assert!(
        matches!(e, SwmError::UnusedDecision { entry: 2, .. }),
        "{e}"
    );
}

#[test]
fn format_characters_with_unconfirmed_numbers_must_carry_them() {
    let text = format!(
        "{}{}",
        swm_support::HEADER,
        round(
            "[\"Officer\"]",
            "[\"Rebel Trooper\"]",
            "alex = [1]\nnico = [2]",
            &[],
            "[[character]]\nname = \"Officer\"\nabilities = [\"tactician\"]\n"
        )
    );
    let ds = swm::parse("t.toml", &text).expect_err("needs a number");
    assert!(
        ds[0].message.contains("Tactician needs its number"),
        "{}",
        ds[0]
    );
}

#[test]
fn format_loads_the_scenario_metadata() {
    let sc = load(&round(
        "[\"Stormtrooper\"]",
        "[\"Rebel Trooper\"]",
        "alex = [15]\nnico = [4]",
        &[],
        "",
    ));
    assert_eq!(sc.file.game.get_ref(), "swm");
    assert_eq!(
        swm::outcomes(&sc),
        vec!["Alex goes first", "Nico goes first"]
    );
}
