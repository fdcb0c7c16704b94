//! Property tests over random timelines and random scripts: the clocks never
//! go below zero or past their start, the action phase always ends by the
//! global clock, and no scripted input makes the engine panic or loop.

use proptest::prelude::*;
use timing_window::rulesets::realtime::clock::{simulate, ClockEventKind, ClockIn, PhaseEnd};
use timing_window::rulesets::realtime::{self, ActionKind};

fn clock_in() -> impl Strategy<Value = ClockIn> {
    (1u32..40, 1u32..120, prop::option::of(0u32..200)).prop_map(|(t, p, s)| ClockIn {
        turn_clock: t,
        player_clock: p,
        selects_at: s,
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn rt_clocks_random_timelines_end_and_stay_in_range(
        players in prop::collection::vec(clock_in(), 2..7),
        base in 1u32..40,
    ) {
        let global = base * 2;
        let run = simulate(&players, global);
        // The phase always ends, and never after the global clock.
        prop_assert!(run.end <= global);
        if run.reason == PhaseEnd::GlobalClock {
            prop_assert_eq!(run.end, global);
        }
        // Events are in time order and none after the end.
        prop_assert!(run.events.windows(2).all(|w| w[0].time <= w[1].time));
        prop_assert!(run.events.iter().all(|e| e.time <= run.end));
        for (i, c) in players.iter().enumerate() {
            prop_assert!(run.player_clock_left[i] <= c.player_clock);
            let outs = run.events.iter().filter(|e| e.player == Some(i) && e.kind == ClockEventKind::PlayerClockOut).count();
            prop_assert!(outs <= 1);
            if outs == 1 {
                prop_assert_eq!(run.player_clock_left[i], 0);
            }
            for t in [0, run.end / 2, run.end, run.end + 10] {
                let r = run.at(t);
                prop_assert!(r.turn[i] <= c.turn_clock);
                prop_assert!(r.player[i] <= c.player_clock);
                prop_assert!(r.global <= global);
            }
        }
        // Unless the global clock ended it, everyone is done by the end.
        if run.reason != PhaseEnd::GlobalClock {
            prop_assert!(run.players.iter().any(|p| p.selected()));
        }
    }
}

const CARDS: [&str; 6] = [
    "deckhand",
    "grappler",
    "broadside-gunner",
    "shade",
    "press-ganger",
    "marine",
];

fn unit(i: usize, hidden: bool, prepped: bool) -> String {
    format!(
        "{{ card = \"{}\", hidden = {hidden}, prepped = {prepped} }}",
        CARDS[i % CARDS.len()]
    )
}

#[derive(Debug, Clone)]
struct Sel {
    player: usize,
    at: u32,
    kind: usize,
    unit: usize,
}

fn scenario(
    team: bool,
    fields: &[(usize, bool, bool)],
    turns: &[Vec<Sel>],
    choices: &[(usize, usize)],
    clocks: (u32, u32),
) -> String {
    let ids = if team {
        vec!["alex", "blair", "nico", "dana"]
    } else {
        vec!["alex", "nico"]
    };
    let mut s = String::from("game = \"realtime\"\nid = \"p\"\ntitle = \"p\"\nsummary = \"p\"\ndifficulty = 1\ntests = \"p\"\nrules_edition = \"p\"\nauthor = \"p\"\nsituation = \"p\"\n");
    s.push_str(&format!(
        "format = \"{}\"\n",
        if team { "team" } else { "duel" }
    ));
    if team {
        s.push_str("reinforcements = { red = [\"lookout\"] }\n");
    }
    s.push_str(&format!(
        "[clocks]\nturn = {}\nplayer = {}\n",
        clocks.0, clocks.1
    ));
    for (n, id) in ids.iter().enumerate() {
        s.push_str(&format!("[players.{id}]\nhq = 3\n"));
        if team {
            s.push_str(&format!(
                "team = \"{}\"\n",
                if n < 2 { "red" } else { "blue" }
            ));
        }
        let mine: Vec<String> = fields
            .iter()
            .enumerate()
            .filter(|(i, _)| i % ids.len() == n)
            .map(|(i, &(c, h, p))| unit(c + i, h, p))
            .collect();
        let (field, base) = mine.split_at(mine.len() / 2);
        // Refs must be unique per player: keep only the first of each card.
        let dedup = |v: &[String]| {
            let mut seen = Vec::new();
            v.iter()
                .filter(|u| {
                    let k = u.split('"').nth(1).unwrap_or("").to_string();
                    let new = !seen.contains(&k);
                    seen.push(k);
                    new
                })
                .cloned()
                .collect::<Vec<_>>()
        };
        let field = dedup(field);
        let base: Vec<String> = dedup(base)
            .into_iter()
            .filter(|b| {
                !field
                    .iter()
                    .any(|f| f.split('"').nth(1) == b.split('"').nth(1))
            })
            .collect();
        s.push_str(&format!(
            "field = [{}]\nbase = [{}]\n",
            field.join(", "),
            base.join(", ")
        ));
    }
    let kinds = ActionKind::ALL;
    for turn in turns {
        s.push_str("[[turn]]\n");
        let mut used = Vec::new();
        for sel in turn {
            let p = sel.player % ids.len();
            if used.contains(&p) {
                continue;
            }
            used.push(p);
            let k = kinds[sel.kind % kinds.len()];
            if k.team_only() && !team {
                continue;
            }
            s.push_str(&format!(
                "[[turn.select]]\nplayer = \"{}\"\nat = {}\naction = \"{}\"\n",
                ids[p],
                sel.at,
                k.key()
            ));
            if k.needs_unit() {
                s.push_str(&format!("unit = \"{}\"\n", CARDS[sel.unit % CARDS.len()]));
            }
        }
        for &(who, pick) in choices {
            let player = if who % (ids.len() + 1) == ids.len() {
                "ai"
            } else {
                ids[who % ids.len()]
            };
            let target = format!("{}/{}", ids[pick % ids.len()], CARDS[pick % CARDS.len()]);
            let choose = if pick % 2 == 0 {
                target
            } else {
                CARDS[pick % CARDS.len()].to_string()
            };
            s.push_str(&format!(
                "[[turn.choose]]\nplayer = \"{player}\"\nchoose = \"{choose}\"\n"
            ));
        }
    }
    s
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn rt_engine_random_scripts_never_panic_or_loop(
        team in any::<bool>(),
        fields in prop::collection::vec((0usize..6, any::<bool>(), any::<bool>()), 0..14),
        turns in prop::collection::vec(
            prop::collection::vec((0usize..4, 0u32..90, 0usize..8, 0usize..6)
                .prop_map(|(player, at, kind, unit)| Sel { player, at, kind, unit }), 0..5),
            1..4),
        choices in prop::collection::vec((0usize..5, 0usize..12), 0..2),
        clocks in (1u32..25, 1u32..40),
    ) {
        let text = scenario(team, &fields, &turns, &choices, clocks);
        let sc = match realtime::parse(&text, "p.toml") {
            Ok(sc) => sc,
            Err(d) => { prop_assert!(!d.is_empty()); return Ok(()); }
        };
        match realtime::run(&sc) {
            Ok(trace) => {
                // Bounded: a turn has a bounded number of steps.
                prop_assert!(trace.steps.len() < 120 * sc.turns.len().max(1));
                let global = sc.global_clock();
                for st in &trace.steps {
                    prop_assert!(st.board.global_clock <= global);
                    prop_assert!(st.board.time <= global);
                }
                // Every turn's action phase ended.
                let ends = trace.labels().iter().filter(|l| l.starts_with("action-phase-ends-")).count();
                let checks = trace.labels().iter().filter(|l| l.starts_with("victory-check-")).count();
                prop_assert_eq!(ends, checks);
                prop_assert!(ends >= 1);
            }
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }
}
