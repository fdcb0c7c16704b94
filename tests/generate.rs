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
    let s = scenario::load(&format!("{}.toml", g.id), &g.text, pool).map_err(|d| {
        d.iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join("; ")
    })?;
    if s.meta.id != g.id {
        return Err(format!("the file's id is {}", s.meta.id));
    }
    let trace = s.run().map_err(|e| format!("the engine fails: {e}"))?;
    let mut orders = 0;
    for q in &s.questions {
        q.check(&trace)
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
            let space = scenario::order_space(&trace, &labels, given, 10_000)
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
            scenario::find_decision(&trace, at).map_err(|e| format!("question {}: {e}", q.id()))?;
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
fn an_unknown_template_is_an_error_that_lists_the_templates() {
    let pool = CardPool::bundled().expect("the bundled cards load");
    let e = generate::generate("no-such-template", 1, &pool).unwrap_err();
    for t in TEMPLATES {
        assert!(e.contains(t.id), "{e}");
    }
}
