//! Every scenario in `scenarios/realtime/` loads, runs, and its answer keys
//! agree with the engine's trace; every rule id cited exists in the
//! ruleset's digest.

#[path = "common/files.rs"]
mod files;

#[path = "common/diags.rs"]
mod diags;
use files::{files_in, files_under};
use std::collections::BTreeSet;
use std::path::PathBuf;

use timing_window::rulesets::realtime::{self, Board};
use timing_window::rulesets::{self, Bundled, Game};
use timing_window::scenario::{self, Question};
use timing_window::timing::{OrderSpace, Trace};

fn files() -> Vec<PathBuf> {
    files_in(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scenarios/realtime"),
        "toml",
    )
}

fn load(path: &PathBuf) -> (realtime::Scenario, Trace<Board>) {
    let text = std::fs::read_to_string(path).expect("read");
    let name = path.file_name().unwrap().to_string_lossy().to_string();
    let sc = match realtime::parse(&text, &name) {
        Ok(sc) => sc,
        Err(diags) => panic!("{name} does not load:\n{}", diags::lines(&diags)),
    };
    let trace = realtime::run(&sc).unwrap_or_else(|e| panic!("{name} does not run: {e}"));
    (sc, trace)
}

/// The file through the generic loader, behind the ruleset boundary.
fn prepare(path: &PathBuf) -> scenario::Prepared {
    let text = std::fs::read_to_string(path).expect("read");
    let name = path.file_name().unwrap().to_string_lossy().to_string();
    let pool = Bundled::default();
    scenario::prepare(&name, &text, &pool).unwrap_or_else(|diags| {
        panic!(
            "{name} does not load through the boundary:\n{}",
            diags::lines(&diags)
        )
    })
}

/// Print a trace (`cargo test --test realtime_library -- --nocapture`).
fn dump(name: &str, trace: &Trace<Board>) -> String {
    let mut s = format!("== {name}\n");
    for st in &trace.steps {
        s.push_str(&format!(
            "{:>2} {:<32} {}\n",
            st.depth,
            st.label.clone().unwrap_or_default(),
            st.text
        ));
    }
    s.push_str(&format!("outcome: {:?}\n", trace.outcome));
    s
}

#[test]
fn every_realtime_scenario_loads_runs_and_its_keys_hold() {
    let files = files();
    let mut problems = Vec::new();
    for path in &files {
        let (sc, trace) = load(path);
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        println!("{}", dump(&name, &trace));
        assert_eq!(format!("{}.toml", sc.meta.id), name);
        let p = prepare(path);
        assert_eq!(p.scenario.game(), Game::Realtime);
        assert_eq!(p.scenario.meta.game, "realtime");
        assert_eq!(p.trace.steps.len(), trace.steps.len());
        assert!(
            matches!(&p.trace.steps[0].board, rulesets::Board::Realtime(b) if **b == trace.steps[0].board)
        );
        assert_eq!(p.outcome, realtime::outcome(&trace));
        for q in &p.scenario.questions {
            if let Err(e) = q.check(&p.run()) {
                problems.push(format!("{name}: question '{}': {e}", q.id()));
            }
        }
        // The setup runs it again to the same trace.
        let again = p.scenario.setup.run().expect("runs again");
        assert_eq!(again.steps.len(), p.trace.steps.len());
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_library_asks_all_four_kinds() {
    let mut kinds = BTreeSet::new();
    let files = files();
    assert!(
        files.len() >= 10,
        "at least 10 realtime scenarios, found {}",
        files.len()
    );
    for path in &files {
        let p = prepare(path);
        let questions = &p.scenario.questions;
        assert!(!questions.is_empty(), "{path:?} has no questions");
        for q in questions {
            kinds.insert(q.kind());
            if let Question::Choice {
                options, answer, ..
            } = q
            {
                for o in options.iter().filter(|o| &o.id != answer) {
                    assert!(o.why_wrong.as_deref().is_some_and(|w| !w.is_empty()));
                }
            }
        }
    }
    assert_eq!(kinds.len(), 4, "{kinds:?}");
    // The readings the engine picked where the page is silent are said
    // beside the answers that rest on them.
    let two = prepare(
        &PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("scenarios/realtime/rt-two-attacks-player-number.toml"),
    );
    let topics: Vec<&str> = two
        .scenario
        .readings_for("who-first")
        .map(|r| r.topic.as_str())
        .collect();
    assert_eq!(topics, ["Two actions of the same kind"]);
}

#[test]
fn every_trace_is_legal_under_its_own_order_tree() {
    for path in &files() {
        let (_, trace) = load(path);
        let labels: Vec<String> = trace.labels().iter().map(|s| s.to_string()).collect();
        let mut sorted = labels.clone();
        sorted.sort();
        let mut tree = trace.order.events();
        tree.sort();
        assert_eq!(
            sorted, tree,
            "{path:?}: labelled steps and order tree differ"
        );
        let unique: BTreeSet<&String> = labels.iter().collect();
        assert_eq!(unique.len(), labels.len(), "{path:?}: a label repeats");
        let space = OrderSpace::new(&trace.order, None, 100).expect("space");
        let v = space.judge(&labels).expect("judge");
        assert!(
            v.legal,
            "{path:?}: the engine's own order breaks {:?}",
            v.first_broken
        );
    }
}

#[test]
fn every_rule_id_cited_is_in_the_digest() {
    let known: BTreeSet<&str> = realtime::rule_ids().into_iter().collect();
    assert!(known.len() >= 20);
    for path in &files() {
        let (sc, trace) = load(path);
        let mut cited: Vec<String> = sc.meta.rules.clone();
        for st in &trace.steps {
            cited.extend(st.rules.iter().map(|r| r.to_string()));
            if let Some(c) = &st.choice {
                cited.extend(c.rules.iter().cloned());
            }
        }
        for r in cited {
            assert!(
                known.contains(r.as_str()),
                "{path:?} cites {r}, not in procedure.md"
            );
        }
    }
    for k in realtime::ActionKind::ALL {
        assert!(known.contains(k.rule()), "{} has no digest entry", k.rule());
    }
}

#[test]
fn clocks_on_the_board_never_exceed_their_start_and_are_recorded_at_every_step() {
    for path in &files() {
        let (sc, trace) = load(path);
        for st in &trace.steps {
            assert!(st.board.global_clock <= sc.global_clock());
            for p in &st.board.players {
                let start = sc
                    .players
                    .iter()
                    .find(|s| s.id == p.id)
                    .unwrap()
                    .player_clock;
                assert!(p.player_clock <= start, "{path:?}: {}", st.text);
            }
        }
    }
}

#[test]
fn every_rule_id_the_engine_source_cites_is_in_the_digest() {
    let known: BTreeSet<&str> = realtime::rule_ids().into_iter().collect();
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/rulesets/realtime");
    let mut found = 0;
    for path in files_under(dir, "rs") {
        let text = std::fs::read_to_string(&path).expect("read");
        for piece in text.split("\"rt-").skip(1) {
            let id = format!("rt-{}", piece.split('"').next().unwrap_or(""));
            found += 1;
            assert!(
                known.contains(id.as_str()),
                "{path:?} cites {id}, not in procedure.md"
            );
        }
    }
    assert!(found > 20, "found only {found} cited ids");
}
