//! Generated practice (`src/rulesets/swu/generate/`): every template, over
//! many seeds, writes a scenario that loads with no diagnostic, whose run
//! the engine finishes, and whose questions leave the trainee something to
//! get wrong: an order question names at least two events, not every order
//! of them is legal once its `given` decisions are taken, and the prompt
//! does not list the answer.
//!
//! The default run tries a few dozen seeds per template so `cargo test`
//! stays quick; for thousands set `TW_GENERATE_SEEDS`, e.g.
//!
//! ```text
//! TW_GENERATE_SEEDS=5000 cargo test --release --test generate -- --nocapture
//! ```

use timing_window::rulesets::swu::cards::CardPool;
use timing_window::rulesets::swu::engine::kinds;
use timing_window::rulesets::swu::generate::{self, TEMPLATES};
use timing_window::scenario::{self, Question};

fn seeds() -> u64 {
    std::env::var("TW_GENERATE_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10)
}

fn factorial(n: usize) -> usize {
    (1..=n).product()
}

/// Every check the issue asks of one generated scenario.
fn check(pool: &CardPool, template: &str, seed: u64) -> Result<(), String> {
    let g = generate::generate(template, seed, pool)?;
    if g.id != generate::scenario_id(template, seed) {
        return Err(format!("the id is {}", g.id));
    }
    let p = scenario::prepare(&format!("{}.toml", g.id), &g.text, pool).map_err(|d| {
        d.iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join("; ")
    })?;
    let s = &p.scenario;
    if s.meta.id != g.id {
        return Err(format!("the file's id is {}", s.meta.id));
    }
    let run = p.run();
    let mut orders = 0;
    for q in &s.questions {
        q.check(&run)
            .map_err(|e| format!("question {}: {e}", q.id()))?;
        if let Question::Order {
            events,
            given,
            prompt,
            ..
        } = q
        {
            orders += 1;
            let labels: Vec<String> = events.iter().map(|(l, _)| l.clone()).collect();
            if labels.len() < 2 {
                return Err(format!(
                    "question {} orders {} event(s)",
                    q.id(),
                    labels.len()
                ));
            }
            let space = scenario::order_space(&run, &labels, given, 10_000)
                .map_err(|e| format!("question {}: {e}", q.id()))?;
            if space.truncated || space.orders.is_empty() {
                return Err(format!("question {}: no bounded order space", q.id()));
            }
            if space.orders.len() >= factorial(labels.len()) {
                return Err(format!(
                    "question {}: every order of its {} events is legal",
                    q.id(),
                    labels.len()
                ));
            }
            // The prompt does not spell out a legal order of the events.
            let names: Vec<&str> = events.iter().map(|(_, n)| n.as_str()).collect();
            if names.iter().all(|n| prompt.contains(n)) {
                return Err(format!("question {}: the prompt lists its events", q.id()));
            }
        }
        if let Question::WhoDecides { at, .. } = q {
            scenario::find_decision(&p.trace, at)
                .map_err(|e| format!("question {}: {e}", q.id()))?;
        }
    }
    if orders == 0 {
        return Err("no order question".into());
    }
    Ok(())
}

#[test]
fn every_template_over_many_seeds_loads_runs_and_asks_something() {
    let pool = CardPool::bundled().expect("the bundled cards load");
    let mut failures = Vec::new();
    for t in TEMPLATES {
        for seed in 0..seeds() {
            if let Err(e) = check(&pool, t.id, seed) {
                failures.push(format!("{} seed {seed}: {e}", t.id));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failure(s):\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn a_seed_gives_the_same_text_and_neighbouring_seeds_differ() {
    let pool = CardPool::bundled().expect("the bundled cards load");
    for t in TEMPLATES {
        let a = generate::generate(t.id, 7, &pool).expect("seed 7 generates");
        let b = generate::generate(t.id, 7, &pool).expect("seed 7 generates");
        assert_eq!(a, b, "{}: the same seed gave two texts", t.id);
        let texts: std::collections::BTreeSet<String> = (0..6)
            .filter_map(|s| generate::generate(t.id, s, &pool).ok())
            .map(|g| g.text.replace(&g.id, ""))
            .collect();
        assert!(texts.len() > 1, "{}: six seeds gave one board", t.id);
    }
}

#[test]
fn a_generated_id_names_its_template_and_seed() {
    for t in TEMPLATES {
        let id = generate::scenario_id(t.id, 42);
        let (back, seed) = generate::parse_scenario_id(&id).expect("the id parses");
        assert_eq!((back.id, seed), (t.id, 42));
        assert_eq!(timing_window::scenario_slug(&id), id, "ids are slugs");
    }
    assert!(generate::parse_scenario_id("practice-no-such-template-3").is_none());
    assert!(generate::parse_scenario_id("practice-lethal-attack-x").is_none());
    assert!(generate::parse_scenario_id("sneak-attack-aphra").is_none());
}

#[test]
fn a_generated_id_reopens_its_practice_page_and_a_library_id_does_not() {
    assert_eq!(
        generate::practice_href("practice-lethal-attack-2").as_deref(),
        Some("/practice/lethal-attack?seed=2")
    );
    assert_eq!(generate::practice_href("sneak-attack-aphra"), None);
}

#[test]
fn an_unknown_template_is_an_error_that_lists_the_templates() {
    let pool = CardPool::bundled().expect("the bundled cards load");
    let e = generate::generate("no-such-template", 1, &pool).unwrap_err();
    for t in TEMPLATES {
        assert!(e.contains(t.id), "{e}");
    }
}

/// The generated scenario of `template` for `seed`, loaded and run.
fn run(
    pool: &CardPool,
    template: &str,
    seed: u64,
) -> (
    scenario::Scenario,
    timing_window::rulesets::swu::engine::GameTrace,
) {
    let g = generate::generate(template, seed, pool).expect("generates");
    let s = scenario::load("g.toml", &g.text, pool).expect("loads");
    let t = s.setup.swu().unwrap().run().expect("runs");
    (s, t)
}

fn labels(trace: &timing_window::rulesets::swu::engine::GameTrace) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for s in &trace.steps {
        if let Some(l) = &s.label {
            if !out.contains(l) {
                out.push(l.clone());
            }
        }
    }
    out
}

/// In every legal order of the two events, `a` comes first.
fn always_before(
    trace: &timing_window::rulesets::swu::engine::GameTrace,
    a: &str,
    b: &str,
) -> bool {
    let events = [a.to_string(), b.to_string()];
    let run = scenario::Run {
        trace,
        players: &[],
        outcome: "",
        outcomes: &[],
    };
    scenario::order_space(&run, &events, &[], 10)
        .map(|s| !s.orders.is_empty() && s.orders.iter().all(|o| o[0] == a))
        .unwrap_or(false)
}

#[test]
fn rule_7_7_4b_generated_delayed_effects_resolve_before_the_phase_abilities() {
    let pool = CardPool::bundled().expect("the bundled cards load");
    let mut pairs = 0;
    for seed in 0..seeds() {
        let (_, trace) = run(&pool, "delayed-and-phase-trigger", seed);
        let all = labels(&trace);
        let delayed: Vec<&String> = all.iter().filter(|l| l.ends_with("/delayed")).collect();
        let phase: Vec<&String> = all
            .iter()
            .filter(|l| l.ends_with("/regroup-start"))
            .collect();
        for d in &delayed {
            for p in &phase {
                pairs += 1;
                assert!(always_before(&trace, d, p), "seed {seed}: {d} before {p}");
            }
        }
    }
    assert!(
        pairs > 0,
        "no board had both a delayed effect and a phase ability"
    );
}

#[test]
fn rule_7_1_6e_what_the_played_unit_triggers_resolves_before_what_the_event_triggered() {
    let pool = CardPool::bundled().expect("the bundled cards load");
    let mut pairs = 0;
    for seed in 0..seeds() {
        let (s, trace) = run(&pool, "played-by-ability", seed);
        let all = labels(&trace);
        // The unit the event played: the second play of the run.
        let plays: Vec<&String> = all.iter().filter(|l| l.ends_with("/play")).collect();
        let Some(unit) = plays.get(1).and_then(|l| l.strip_suffix("/play")) else {
            panic!("seed {seed}: no unit was played ({})", s.meta.id);
        };
        let nested: Vec<&String> = all
            .iter()
            .filter(|l| l.starts_with(&format!("{unit}/when-played")))
            .collect();
        // Nico's first "when an opponent plays a card": triggered by the event.
        let outer = all
            .iter()
            .find(|l| l.ends_with("/opponent-plays"))
            .expect("the event's play triggers Nico's ability");
        for n in nested {
            pairs += 1;
            assert!(
                always_before(&trace, n, outer),
                "seed {seed}: {n} before {outer}"
            );
        }
    }
    assert!(
        pairs > 0,
        "no board played a unit with a When Played ability"
    );
}

#[test]
fn rule_5_6_2_generated_lethal_attacks_end_the_game_with_nothing_resolving_after() {
    let pool = CardPool::bundled().expect("the bundled cards load");
    for seed in 0..seeds() {
        let (_, trace) = run(&pool, "lethal-attack", seed);
        assert_eq!(
            timing_window::rulesets::swu::outcome::OutcomeAnswer::of_trace(&trace).text(),
            "Alex wins",
            "seed {seed}"
        );
        let combat = trace
            .steps
            .iter()
            .position(|s| s.text.starts_with("Combat damage"))
            .unwrap_or_else(|| panic!("seed {seed}: no combat damage step"));
        assert!(
            trace.steps[combat..]
                .iter()
                .all(|s| s.kind != kinds::ABILITY_RESOLVED),
            "seed {seed}: an ability resolved after the combat damage"
        );
    }
}

#[test]
fn rule_7_6_10_generated_defeats_put_one_players_abilities_together() {
    let pool = CardPool::bundled().expect("the bundled cards load");
    for seed in 0..seeds() {
        let (s, trace) = run(&pool, "when-defeated-split", seed);
        for q in &s.questions {
            let Question::Order { events, given, .. } = q else {
                continue;
            };
            // Who resolves each event, from the trace.
            let owner = |l: &str| {
                trace
                    .steps
                    .iter()
                    .find(|s| s.label.as_deref() == Some(l))
                    .and_then(|s| s.player.as_deref().map(str::to_string))
                    .unwrap_or_default()
            };
            let labels: Vec<String> = events.iter().map(|(l, _)| l.clone()).collect();
            let run = scenario::Run {
                trace: &trace,
                players: &s.players,
                outcome: "",
                outcomes: &s.outcomes,
            };
            let space = scenario::order_space(&run, &labels, given, 10_000).expect("space");
            for order in &space.orders {
                let players: Vec<String> = order.iter().map(|l| owner(l)).collect();
                let switches = players.windows(2).filter(|w| w[0] != w[1]).count();
                assert!(
                    switches <= 1,
                    "seed {seed}: {order:?} interleaves players {players:?}"
                );
            }
        }
    }
}
