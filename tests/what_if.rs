//! "What if?": a scenario's run again with other decisions, and wrong
//! orders replayed against the rules (rulesets/swu/branch.rs,
//! timing/branch.rs, timing/replay.rs).

mod common;

use common::files::{files_in, with_texts};
use common::{pool, strings};
use timing_window::rulesets::swu::branch::{what_if_text, Explorer};
use timing_window::rulesets::swu::cards::CardPool;
use timing_window::rulesets::swu::engine::{Engine, GameTrace};
use timing_window::scenario::{load_keys_apart, prepare, Prepared};
use timing_window::timing::{Ask, Decision};

fn scenario(pool: &CardPool, id: &str) -> Prepared {
    let text = std::fs::read_to_string(format!("scenarios/{id}.toml")).expect("scenario file");
    prepare(&format!("{id}.toml"), &text, pool).expect("scenario loads")
}

/// The run of an SWU scenario with SWU's boards.
fn swu_trace(p: &Prepared) -> GameTrace {
    p.scenario.setup.swu().unwrap().run().unwrap()
}

fn decision(at: usize, chosen: &[&str]) -> Decision {
    Decision {
        at,
        chosen: strings(chosen),
    }
}

fn library() -> Vec<(String, String)> {
    with_texts(files_in("scenarios", "toml"))
}

#[test]
fn in_two_final_showdowns_the_other_decision_makes_the_other_player_lose() {
    let pool = pool();
    let p = scenario(&pool, "two-final-showdowns");
    let ex = Explorer::of(p.scenario.setup.swu().unwrap());
    assert_eq!(p.trace.outcome.as_deref(), Some("Alex wins the game"));
    let (alternatives, cut) = Explorer::alternatives_at(ex.original(), ex.asks(), 1).unwrap();
    assert_eq!(alternatives, vec![strings(&["Alex"])]);
    assert!(!cut);
    let (branch, _) = ex.branch(&[decision(1, &["Alex"])]);
    assert!(branch.complete());
    assert_eq!(branch.trace.outcome.as_deref(), Some("Nico wins the game"));
    // Steps 1-9 are the same run; the decision at step 10 is the first
    // difference.
    let (step, _) = ex.original().choices().next().unwrap();
    assert_eq!(branch.first_difference, Some(step));
    assert_eq!(
        branch.comparison,
        "Original: Alex wins the game. What if: Nico wins the game."
    );
    let resolved = branch.trace.labels();
    assert!(resolved.contains(&"final-showdown/delayed"), "{resolved:?}");
    assert!(
        !resolved.contains(&"final-showdown/delayed#2"),
        "{resolved:?}"
    );
}

#[test]
fn taking_the_original_option_reproduces_the_original_trace_exactly() {
    let pool = pool();
    let mut checked = 0;
    for (file, text) in library() {
        let Ok(p) = prepare(&file, &text, &pool) else {
            continue;
        };
        let ex = Explorer::of(p.scenario.setup.swu().unwrap());
        assert_eq!(&swu_trace(&p), ex.original(), "{file}");
        for (n, (_, choice)) in p.trace.choices().enumerate() {
            let (branch, _) = ex.branch(&[Decision {
                at: n + 1,
                chosen: choice.chosen.clone(),
            }]);
            assert!(branch.complete(), "{file} choice-{}", n + 1);
            assert_eq!(branch.first_difference, None, "{file} choice-{}", n + 1);
            assert_eq!(&branch.trace, ex.original(), "{file} choice-{}", n + 1);
            assert!(branch.comparison.starts_with("Same outcome"), "{file}");
            checked += 1;
        }
    }
    assert!(checked > 100, "only {checked} choice points in the library");
}

#[test]
fn a_branch_that_reaches_a_decision_the_script_cannot_answer_stops_there_and_lists_the_options() {
    let pool = pool();
    let p = scenario(&pool, "chain-three-layers");
    let ex = Explorer::of(p.scenario.setup.swu().unwrap());
    let (_, original) = ex.original().choices().nth(1).unwrap();
    assert_eq!(original.chosen, strings(&["Alex"]));
    let (branch, _) = ex.branch(&[decision(2, &["Nico"])]);
    let pending = branch.pending.as_ref().expect("a decision is pending");
    assert_eq!(pending.at, 3);
    assert_eq!(pending.chooser, "Nico");
    assert_eq!(pending.chooser_id.as_deref(), Some("nico"));
    assert_eq!(pending.prompt, "Gideon Hask: choose a target.");
    assert_eq!(
        pending.options,
        strings(&["Elite P-38 Starfighter", "Gideon Hask"])
    );
    assert_eq!(pending.ask, Ask::One);
    assert!(!pending.rules.is_empty());
    // The branch's trace ends just before the pending decision, and its
    // outcome line says what it waits for.
    assert_eq!(pending.step, branch.trace.steps.len());
    assert!(branch.stopped.is_none());
    assert!(
        branch.comparison.contains("waiting for Nico's decision"),
        "{}",
        branch.comparison
    );
    // Answering it goes on past it.
    let (next, _) = ex.branch(&[decision(2, &["Nico"]), decision(3, &["Gideon Hask"])]);
    assert!(next.trace.steps.len() > branch.trace.steps.len());
    assert_ne!(next.pending.as_ref().map(|p| p.at), Some(3));
}

#[test]
fn a_decision_that_is_not_legal_stops_the_branch_with_the_reason() {
    let pool = pool();
    let p = scenario(&pool, "two-final-showdowns");
    let ex = Explorer::of(p.scenario.setup.swu().unwrap());
    let (branch, _) = ex.branch(&[decision(1, &["Greedo"])]);
    assert!(branch.pending.is_none());
    let why = branch.stopped.as_deref().expect("stopped");
    assert!(why.contains("'Greedo' is not a legal choice"), "{why}");
}

#[test]
fn a_complete_branchs_script_replays_it_from_the_same_board() {
    let pool = pool();
    let mut replayed = 0;
    for (file, text) in library() {
        let Ok(p) = prepare(&file, &text, &pool) else {
            continue;
        };
        let ex = Explorer::of(p.scenario.setup.swu().unwrap());
        for at in 1..=p.trace.choices().count() {
            let (alts, _) = Explorer::alternatives_at(ex.original(), ex.asks(), at).unwrap();
            let Some(other) = alts.into_iter().next() else {
                continue;
            };
            let (branch, script) = ex.branch(&[Decision { at, chosen: other }]);
            if !branch.complete() {
                continue;
            }
            let setup = p.scenario.setup.swu().unwrap();
            let again = Engine::new(&setup.pool, setup.board.clone(), script, setup.stop)
                .run()
                .unwrap_or_else(|e| panic!("{file} choice-{at}: {e}"));
            assert_eq!(again, branch.trace, "{file} choice-{at}");
            replayed += 1;
        }
    }
    assert!(replayed > 50, "only {replayed} branches replayed");
}

#[test]
fn in_sneak_attack_aphra_a_wrong_order_stops_at_doctor_aphras_ability() {
    let pool = pool();
    let p = scenario(&pool, "sneak-attack-aphra");
    let ex = Explorer::of(p.scenario.setup.swu().unwrap());
    let q = p
        .scenario
        .questions
        .iter()
        .position(|q| q.id() == "order")
        .unwrap();
    // Aphra's ability put between the delayed effect and what it triggered.
    let wrong = strings(&[
        "sneak-attack/delayed",
        "doctor-aphra/regroup-start",
        "inferno-four/when-defeated",
    ]);
    let w = p.explain_wrong_order(q, &wrong).unwrap();
    assert_eq!(w.replay.allowed, strings(&["sneak-attack/delayed"]));
    let f = w.replay.forbidden.expect("the order is wrong");
    assert_eq!(f.position, 1);
    assert_eq!(f.event, "doctor-aphra/regroup-start");
    assert_eq!(f.first, strings(&["inferno-four/when-defeated"]));
    assert_eq!(f.rules, strings(&["7.7.4b"]));
    assert!(!f.breaks_block);
    // No decision of the run (where Inferno Four's two cards go) makes it
    // legal.
    assert!(w.alternative.is_none());

    // Aphra's ability first: both events had to come before it.
    let first = strings(&[
        "doctor-aphra/regroup-start",
        "sneak-attack/delayed",
        "inferno-four/when-defeated",
    ]);
    let f = ex
        .explain_order(&p, q, &first)
        .unwrap()
        .replay
        .forbidden
        .expect("wrong");
    assert_eq!(
        (f.position, f.event.as_str()),
        (0, "doctor-aphra/regroup-start")
    );
    assert_eq!(
        f.first,
        strings(&["sneak-attack/delayed", "inferno-four/when-defeated"])
    );
    assert_eq!(f.rules, strings(&["7.7.4b"]));

    // The engine's own order replays to the end.
    let right = ex
        .explain_order(
            &p,
            q,
            &first[1..]
                .iter()
                .chain(&first[..1])
                .cloned()
                .collect::<Vec<_>>(),
        )
        .unwrap();
    assert!(right.replay.forbidden.is_none());
    assert_eq!(right.replay.allowed.len(), 3);
}

#[test]
fn an_order_legal_under_the_other_given_decision_names_that_decision_and_its_run() {
    let pool = pool();
    let p = scenario(&pool, "cr-7-6-10-active-player-picks-a-player");
    let ex = Explorer::of(p.scenario.setup.swu().unwrap());
    let q = p
        .scenario
        .questions
        .iter()
        .position(|q| q.id() == "order")
        .unwrap();
    // Alex's ability first: what would happen had Alex picked himself, but
    // the question gives that he picked Nico.
    let wrong = strings(&[
        "gideon-hask/enemy-defeated",
        "calculating-magnaguard/friendly-defeated",
        "vanguard-infantry/when-defeated",
    ]);
    let w = ex.explain_order(&p, q, &wrong).unwrap();
    let f = w.replay.forbidden.as_ref().expect("wrong for the question");
    assert_eq!(f.event, "gideon-hask/enemy-defeated");
    assert_eq!(f.rules, strings(&["7.6.10"]));
    let alt = w.alternative.expect("legal had Alex chosen himself");
    assert_eq!(alt.decision, decision(1, &["Alex"]));
    assert_eq!(alt.chooser, "Alex");
    assert_eq!(alt.originally, strings(&["Nico"]));
    assert!(alt.given);
    // "Show that run" runs that decision's branch again.
    let (branch, _) = ex.branch(std::slice::from_ref(&alt.decision));
    assert_eq!(
        branch.first_difference,
        Some(ex.original().choices().next().unwrap().0)
    );
}

#[test]
fn a_branch_opens_as_a_scenario_whose_script_is_the_branchs() {
    let pool = pool();
    let text = std::fs::read_to_string("scenarios/two-final-showdowns.toml").unwrap();
    let p = prepare("two-final-showdowns.toml", &text, &pool).unwrap();
    let ex = Explorer::of(p.scenario.setup.swu().unwrap());
    let (branch, script) = ex.branch(&[decision(1, &["Alex"])]);
    let meta = &p.scenario.meta;
    let written = what_if_text(&text, &meta.id, &meta.title, &script);
    assert!(written.contains("id = \"two-final-showdowns-what-if\""));
    assert!(written.contains("title = \"What if? Two Final Showdowns\""));
    assert!(written.contains("[[script]]\nplayer = \"alex\"\nchoose = \"Alex\"\n"));
    // The questions now disagree with the run (Nico wins, and Nico's
    // effect never resolves): the author page lists exactly that; the
    // board and script themselves are sound.
    let problems = load_keys_apart("x.toml", &written, &pool).expect_err("keys disagree");
    let first_question = written
        .lines()
        .position(|l| l.trim() == "[[question]]")
        .unwrap()
        + 1;
    assert!(!problems.is_empty());
    for d in &problems {
        assert!(d.line > first_question, "{d:?}");
    }
    assert!(problems.iter().any(|d| d.message.contains("\"Nico wins\"")));
    assert!(branch.complete());
}

#[test]
fn every_scenario_written_with_its_own_decisions_loads_as_it_was() {
    let pool = pool();
    for (file, text) in library() {
        let Ok(p) = prepare(&file, &text, &pool) else {
            continue;
        };
        let ex = Explorer::of(p.scenario.setup.swu().unwrap());
        let (_, script) = ex.branch(&[]);
        let meta = &p.scenario.meta;
        let written = what_if_text(&text, &meta.id, &meta.title, &script);
        let again = prepare(&file, &written, &pool)
            .unwrap_or_else(|d| panic!("{file}: {:?}\n{written}", d.first()));
        assert_eq!(again.trace, p.trace, "{file}");
        assert_eq!(again.scenario.questions, p.scenario.questions, "{file}");
    }
}
