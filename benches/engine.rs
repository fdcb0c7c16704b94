//! Engine benchmarks; figures are recorded in docs/benchmarks.md.
//! - each seed example, start to end (board, script, run with snapshots);
//! - a window of 200 simultaneous triggers with a chain nested 20 deep;
//! - enumerating the legal orders of 8 triggers split between two players.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use std::alloc::{GlobalAlloc, Layout};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration as StdDuration;

#[path = "../tests/common/mod.rs"]
mod common;
use common::*;
use timing_window::rulesets::swu::cards::CardDef;
use timing_window::rulesets::swu::engine::{Phase, PhaseStep, ScriptEntry, StopPoint};
use timing_window::timing::order::Group;
use timing_window::timing::OrderNode;

/// The allocator `tw` ships with (mimalloc), counting allocations
/// (reallocations included), so the bench reports allocations per run
/// beside criterion's times: counts hold on a noisy machine, times do not
/// (docs/benchmarks.md).
struct Counting;

static ALLOCATIONS: AtomicU64 = AtomicU64::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        mimalloc::MiMalloc.alloc(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        mimalloc::MiMalloc.dealloc(ptr, layout)
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        mimalloc::MiMalloc.realloc(ptr, layout, new_size)
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// Allocations (and reallocations) one call of `f` makes, averaged over
/// ten calls.
fn allocations_per_run(mut f: impl FnMut()) -> u64 {
    let before = ALLOCATIONS.load(Ordering::Relaxed);
    for _ in 0..10 {
        f();
    }
    (ALLOCATIONS.load(Ordering::Relaxed) - before) / 10
}

fn seeds() -> Vec<(&'static str, Board, Vec<ScriptEntry>, StopPoint)> {
    let mut out = Vec::new();
    let mut b = Board::new();
    b.leader(ALEX, "doctor-aphra")
        .hand(ALEX, &["sneak-attack", "inferno-four"])
        .passed(NICO);
    out.push((
        "sneak_attack_aphra",
        b,
        vec![
            play(ALEX, "sneak-attack"),
            choose(ALEX, &["Inferno Four"]),
            choose(ALEX, &["top: card 1, card 2; bottom: none"]),
            pass(NICO),
            pass(ALEX),
            choose(ALEX, &["top: card 2; bottom: card 1"]),
        ],
        StopPoint::Before(PhaseStep::Draw),
    ));
    let mut b = Board::new().at(Phase::Regroup, PhaseStep::Draw);
    b.base(ALEX, 30, 28).base(NICO, 30, 24);
    b.deck(ALEX, &[], 0).deck(NICO, &[], 0);
    out.push(("draw_step_draw", b, vec![], StopPoint::GameEnd));
    let mut b = Board::new();
    b.base(ALEX, 30, 28).base(NICO, 30, 27);
    b.hand(ALEX, &["mercenary-company"]);
    b.unit(NICO, "oom-series-officer");
    out.push((
        "mercenary_company_ambush",
        b,
        vec![play(ALEX, "mercenary-company"), choose(ALEX, &["yes"])],
        StopPoint::GameEnd,
    ));
    let mut b = Board::new();
    let chewie = b.unit(ALEX, "chewbacca");
    b.unit_mut(chewie).damage = 3;
    b.unit_mut(chewie).entered_this_phase = true;
    b.hand(ALEX, &["tactical-advantage"])
        .hand(NICO, &["hello-there"]);
    out.push((
        "tactical_advantage_hello_there",
        b,
        vec![
            play(ALEX, "tactical-advantage"),
            play(NICO, "hello-there"),
            pass(ALEX),
            pass(NICO),
        ],
        StopPoint::Before(PhaseStep::RegroupStart),
    ));
    let mut b = Board::new();
    b.leader_aspects(ALEX, &["Command", "Villainy"]);
    b.unit(NICO, "krayt-dragon");
    b.hand(ALEX, &["darth-vader"]);
    b.deck(
        ALEX,
        &["oom-series-officer", "hylobon-enforcer", "vanquish"],
        10,
    );
    out.push((
        "krayt_dragon_darth_vader",
        b,
        vec![
            play(ALEX, "darth-vader"),
            choose(ALEX, &["Alex"]),
            choose(ALEX, &["darth-vader/when-played", "darth-vader/ambush"]),
            choose(ALEX, &["OOM-Series Officer", "Hylobon Enforcer"]),
            choose(NICO, &["yes"]),
            choose(NICO, &["Alex's base"]),
            choose(NICO, &["yes"]),
            choose(NICO, &["Alex's base"]),
            choose(ALEX, &["no"]),
            choose(NICO, &["yes"]),
            choose(NICO, &["Alex's base"]),
            pass(NICO),
            pass(ALEX),
        ],
        StopPoint::Before(PhaseStep::ActionEnd),
    ));
    let mut b = Board::new();
    b.hand(ALEX, &["viper-probe-droid"])
        .hand(NICO, &["vanquish"]);
    out.push((
        "viper_probe_droid_concession",
        b,
        vec![play(ALEX, "viper-probe-droid"), concede(NICO)],
        StopPoint::GameEnd,
    ));
    let mut b = Board::new().at(Phase::Setup, PhaseStep::Setup);
    for p in [ALEX, NICO] {
        b.deck(
            p,
            &[
                "vanquish",
                "tactical-advantage",
                "fireball",
                "yoda",
                "val",
                "bossk",
            ],
            20,
        );
    }
    out.push((
        "setup_mulligan_resources",
        b,
        vec![
            chance("Nico"),
            choose(NICO, &["Alex"]),
            choose(ALEX, &["keep"]),
            choose(NICO, &["mulligan"]),
            choose(ALEX, &["Vanquish", "Bossk"]),
            choose(NICO, &["unknown card 1", "unknown card 2"]),
        ],
        StopPoint::Before(PhaseStep::Turns),
    ));
    let mut b = Board::new();
    b.unit(NICO, "val");
    b.hand(ALEX, &["no-good-to-me-dead"]);
    out.push((
        "no_good_to_me_dead_regroup",
        b,
        vec![
            play(ALEX, "no-good-to-me-dead"),
            pass(NICO),
            pass(ALEX),
            choose(ALEX, &["no card"]),
            choose(NICO, &["no card"]),
        ],
        StopPoint::Before(PhaseStep::ActionStart),
    ));
    out
}

fn stress_board() -> (Board, Vec<ScriptEntry>) {
    let mut b = Board::new().at(Phase::Regroup, PhaseStep::RegroupStart);
    let cards = r#"
[[card]]
id = "bench-watcher"
name = "Bench Watcher"
type = "unit"
power = 0
hp = 100
arena = "space"
[[card.ability]]
when = ["regroup_phase_starts"]
effects = [{ do = "note", text = "tick" }]

[[card]]
id = "bench-igniter"
name = "Bench Igniter"
type = "unit"
power = 0
hp = 100
arena = "space"
[[card.ability]]
when = ["regroup_phase_starts"]
effects = [{ do = "deal_damage", amount = 1, target = "each_friendly_unit" }]
"#;
    b.pool.add_file("bench", cards).expect("bench cards");
    for k in 1..=20 {
        let def = CardDef {
            id: format!("bench-link-{k}"),
            name: format!("Bench Link {k}"),
            hp: Some(k),
            power: Some(0),
            ..b.pool.get("bench-watcher").cloned().expect("watcher")
        };
        let mut def = def;
        def.abilities[0].when = vec![timing_window::rulesets::swu::cards::Trigger::Defeated];
        def.abilities[0].effects = vec![timing_window::rulesets::swu::cards::Effect::DealDamage {
            amount: timing_window::rulesets::swu::cards::Amount::Fixed(1),
            target: timing_window::rulesets::swu::cards::Target::EachFriendlyUnit,
        }];
        b.pool.add(def).expect("link");
        b.unit_as(ALEX, &format!("bench-link-{k}"), &format!("link{k}"));
    }
    let mut order = vec!["ign/regroup-start".to_string()];
    b.unit_as(ALEX, "bench-igniter", "ign");
    for i in 0..199 {
        b.unit_as(ALEX, "bench-watcher", &format!("w{i}"));
        order.push(format!("w{i}/regroup-start"));
    }
    let script = vec![ScriptEntry::Decision {
        player: Some(ALEX),
        choose: order,
    }];
    (b, script)
}

fn eight_triggers() -> OrderNode {
    let group = |owner: &str| Group {
        owner: owner.into(),
        items: (0..4)
            .map(|i| OrderNode::event(format!("{owner}/t{i}")))
            .collect(),
        rule: "7.6.9".into(),
        decided_at: None,
    };
    OrderNode::Window {
        groups: vec![group("alex"), group("nico")],
        chooser: Some("Alex".into()),
        rule: "7.6.10".into(),
        why: "bench".into(),
        decided_at: None,
    }
}

fn benches(c: &mut Criterion) {
    let mut g = c.benchmark_group("seed");
    for (name, board, script, stop) in seeds() {
        // Sanity: the run succeeds.
        board.engine(script.clone(), stop).run().expect(name);
        let allocs = allocations_per_run(|| {
            black_box(board.engine(script.clone(), stop).run().is_ok());
        });
        println!("seed/{name}: {allocs} allocations a run");
        g.bench_function(name, |bch| {
            bch.iter(|| black_box(board.engine(script.clone(), stop).run().is_ok()))
        });
    }
    g.finish();
    let (board, script) = stress_board();
    let mut e = board.engine(script.clone(), StopPoint::Before(PhaseStep::Draw));
    e.snapshots = false;
    let t = e.run().expect("stress runs");
    let depth = t.steps.iter().map(|s| s.depth).max().unwrap_or(0);
    assert!(depth >= 20, "nesting depth {depth}");
    let allocs = allocations_per_run(|| {
        let mut e = board.engine(script.clone(), StopPoint::Before(PhaseStep::Draw));
        e.snapshots = false;
        black_box(e.run().is_ok());
    });
    println!("stress_window_200_triggers_nested_20: {allocs} allocations a run");
    c.bench_function("stress_window_200_triggers_nested_20", |bch| {
        bch.iter(|| {
            let mut e = board.engine(script.clone(), StopPoint::Before(PhaseStep::Draw));
            e.snapshots = false;
            black_box(e.run().is_ok())
        })
    });
    let tree = eight_triggers();
    assert_eq!(tree.enumerate(10_000).0.len(), 2 * 24 * 24);
    c.bench_function("enumerate_8_triggers_two_players", |bch| {
        bch.iter(|| black_box(tree.enumerate(10_000).0.len()))
    });
}

criterion_group! {
    name = engine;
    config = Criterion::default()
        .sample_size(20)
        .warm_up_time(StdDuration::from_millis(500))
        .measurement_time(StdDuration::from_secs(2));
    targets = benches
}
criterion_main!(engine);
