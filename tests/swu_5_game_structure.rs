//! CR v7.0 section 5 (Game Structure), run by SWU's engine: setup, the
//! round, the action and regroup phases, and how the game ends (5.1 to 5.6).
//! Each test is named after its rule.

mod common;
use common::*;
use timing_window::rulesets::swu::engine::{
    kinds, ErrorKind, GameTrace, Outcome, Phase, PhaseStep, StopPoint,
};
use timing_window::timing::OrderSpace;

/// The trace's labels and the order tree's events, sorted, for comparing.
fn labels_and_events(t: &GameTrace) -> (Vec<String>, Vec<String>) {
    let mut labels: Vec<String> = t.labels().iter().map(|l| l.to_string()).collect();
    let mut events = t.order.events();
    labels.sort();
    events.sort();
    (labels, events)
}

#[test]
fn rule_5_1_2_each_step_completes_in_order() {
    let b = Board::new().at(Phase::Regroup, PhaseStep::RegroupStart);
    let t = b.run(
        vec![choose(ALEX, &["no card"]), choose(NICO, &["no card"])],
        StopPoint::Before(PhaseStep::Turns),
    );
    let phases: Vec<&str> = t
        .steps
        .iter()
        .filter(|s| s.kind == kinds::PHASE_STEP)
        .map(|s| &*s.rules[0])
        .collect();
    assert_eq!(
        phases,
        vec!["5.5.1a", "5.5.1b", "5.5.1c", "5.5.1d", "5.5.1e", "5.3.1"]
    );
}

#[test]
fn rule_5_2_1c_setup_random_player_chooses_initiative() {
    let mut b = Board::new().at(Phase::Setup, PhaseStep::Setup);
    b.deck(ALEX, &[], 10).deck(NICO, &[], 10);
    let t = b.run(
        vec![
            chance("Alex"),
            choose(ALEX, &["Nico"]),
            choose(NICO, &["keep"]),
            choose(ALEX, &["keep"]),
            choose(NICO, &["unknown card 1", "unknown card 3"]),
            choose(ALEX, &["unknown card 2", "unknown card 3"]),
        ],
        StopPoint::Before(PhaseStep::Turns),
    );
    let last = &t.steps.last().unwrap().board;
    assert_eq!(last.initiative, NICO);
    assert_eq!(last.players[0].resources.ready, 10 + 2);
    // A missing decision names the step and its options.
    let e = b.run_err(vec![chance("Alex")], StopPoint::Before(PhaseStep::Turns));
    assert_eq!(e.kind, ErrorKind::MissingDecision);
    assert!(e.message.contains("initiative"));
    assert_eq!(e.options, vec!["Alex".to_string(), "Nico".to_string()]);
}

#[test]
fn rule_5_2_1f_setup_resources_key_reads_two_ready_resources() {
    let (_, err) = key_and_wrong("setup-mulligans", "resources", "ready resources", "0");
    assert!(err.contains("is '2', not '0'"), "{err}");
}

#[test]
fn rule_5_3_1_the_action_phase_starts_a_new_round() {
    let b = Board::new().at(Phase::Regroup, PhaseStep::RegroupEnd);
    let t = b.run(vec![], StopPoint::Before(PhaseStep::Turns));
    assert_eq!(t.steps.last().unwrap().board.round, 2);
}

#[test]
fn rule_5_4_lasting_then_delayed_then_triggered_at_a_phase_moment() {
    let mut b = Board::new().at(Phase::Action, PhaseStep::ActionEnd);
    let f = b.unit(ALEX, "fireball");
    b.unit_mut(f).damage = 0;
    b.hand(ALEX, &[]);
    // Zorii's delayed discard waits for the regroup phase; Fireball triggers.
    b.state
        .delayed
        .push(timing_window::rulesets::swu::engine::DelayedEffect {
            label: "zorii-bliss/delayed".into(),
            source: "Zorii Bliss".into(),
            controller: ALEX,
            at: timing_window::rulesets::swu::cards::TimingPoint::StartOfRegroupPhase,
            target: None,
            effects: vec![
                timing_window::rulesets::swu::cards::Effect::DiscardFromHand {
                    who: Default::default(),
                    count: 1,
                },
            ],
        });
    let t = b.run(vec![], StopPoint::Before(PhaseStep::Draw));
    assert_eq!(
        resolved(&t),
        vec!["zorii-bliss/delayed", "fireball/regroup-start"]
    );
}

#[test]
fn rule_5_4_1b_both_players_pass_in_a_row_ends_the_turns() {
    let b = Board::new();
    let t = b.run(
        vec![pass(ALEX), pass(NICO)],
        StopPoint::Before(PhaseStep::ActionEnd),
    );
    assert_eq!(resolved(&t), vec!["alex/pass", "nico/pass"]);
    // An attack by an exhausted unit is an illegal action with the options.
    let mut b = Board::new();
    let u = b.unit(ALEX, "val");
    b.unit_mut(u).exhausted = true;
    let e = b.run_err(vec![attack(ALEX, "val", "base")], StopPoint::GameEnd);
    assert_eq!(e.kind, ErrorKind::IllegalAction);
    assert!(e.message.contains("exhausted"));
}

#[test]
fn rule_5_4_2_waiting_abilities_resolve_before_the_regroup_phase() {
    let t = vanquish_defeats_inferno_four(StopPoint::Before(PhaseStep::RegroupStart));
    let (wd, _) = t.step_for("inferno-four/when-defeated").unwrap();
    let (end, _) = t.step_for("nico/pass").unwrap();
    assert!(wd < end);
}

#[test]
fn rule_5_5_1_regroup_draw_resource_ready() {
    let mut b = Board::new().at(Phase::Regroup, PhaseStep::Draw);
    let u = b.unit(ALEX, "val");
    b.unit_mut(u).exhausted = true;
    b.deck(ALEX, &["vanquish", "yoda"], 5);
    let t = b.run(
        vec![choose(ALEX, &["Yoda"]), choose(NICO, &["no card"])],
        StopPoint::Before(PhaseStep::RegroupEnd),
    );
    let last = &t.steps.last().unwrap().board;
    assert_eq!(last.players[0].hand.len(), 1);
    assert_eq!(
        last.players[0].resources.ready, 11,
        "the new resource readies too"
    );
    assert!(!last.units[0].exhausted);
}

#[test]
fn rule_5_5_1c_resource_step_active_player_first() {
    let b = Board::new().at(Phase::Regroup, PhaseStep::Draw);
    let mut b2 = b;
    b2.state.initiative = NICO;
    let t = b2.run(
        vec![choose(NICO, &["no card"]), choose(ALEX, &["no card"])],
        StopPoint::Before(PhaseStep::Ready),
    );
    let choosers: Vec<&str> = t.choices().map(|(_, c)| c.chooser.as_str()).collect();
    assert_eq!(choosers, vec!["Nico", "Alex"]);
    // Each decision is a labelled event, and the order tree allows only the
    // active player's first.
    assert_eq!(resolved(&t), vec!["nico/resource", "alex/resource"]);
    let keep: Vec<String> = ["alex/resource", "nico/resource"]
        .map(String::from)
        .to_vec();
    let space = OrderSpace::new(&t.order, Some(&keep), 10).unwrap();
    assert_eq!(space.orders, vec![vec![keep[1].clone(), keep[0].clone()]]);
    // A concession at the second decision: the first stays in the order
    // tree (`run` checks the trace's labels are the tree's events).
    let t = b2.run(
        vec![choose(NICO, &["no card"]), concede(ALEX)],
        StopPoint::Before(PhaseStep::Ready),
    );
    assert_eq!(resolved(&t), vec!["nico/resource"]);
}

#[test]
fn rule_5_6_1_a_base_at_zero_ends_the_game() {
    let mut b = Board::new();
    b.base(NICO, 30, 28);
    b.unit(ALEX, "val");
    let t = b.run(vec![attack(ALEX, "val", "base")], StopPoint::GameEnd);
    assert_eq!(
        t.steps.last().unwrap().board.outcome,
        Some(Outcome::Won { winner: ALEX })
    );
}

#[test]
fn rule_5_6_2_nothing_waiting_resolves_after_the_game_ends() {
    // Ruthless Raider's When Played: 2 to the base (the last 2) then 2 to a
    // unit; the second part and Krayt Dragon's waiting ability never happen.
    let mut b = Board::new();
    b.base(NICO, 30, 28);
    b.unit(NICO, "krayt-dragon");
    b.hand(ALEX, &["ruthless-raider"]);
    let t = b.run(
        vec![
            play(ALEX, "ruthless-raider"),
            choose(ALEX, &["Alex"]),
            choose(ALEX, &["yes"]),
        ],
        StopPoint::GameEnd,
    );
    let over = t
        .steps
        .iter()
        .position(|s| s.kind == kinds::GAME_OVER)
        .unwrap();
    assert!(t.steps[over..].iter().all(|s| s.label.is_none()));
    assert!(t.step_for("krayt-dragon/opponent-plays").is_none());
}

#[test]
fn rule_5_6_3_both_bases_at_zero_together_is_a_draw() {
    let mut b = Board::new().at(Phase::Regroup, PhaseStep::Draw);
    b.base(ALEX, 30, 29).base(NICO, 30, 27);
    b.deck(ALEX, &[], 0).deck(NICO, &[], 1);
    let t = b.run(vec![], StopPoint::GameEnd);
    assert_eq!(t.steps.last().unwrap().board.outcome, Some(Outcome::Draw));
}

#[test]
fn rule_5_6_4_concede_mid_resolution() {
    let b = inferno_four_facing_vanquish();
    // Alex concedes at the choice Inferno Four's When Defeated asks for.
    let t = b.run(
        vec![play(NICO, "vanquish"), concede(ALEX)],
        StopPoint::GameEnd,
    );
    let last = t.steps.last().unwrap();
    assert_eq!(last.board.outcome, Some(Outcome::Conceded { loser: ALEX }));
    // Vanquish had resolved; Inferno Four's When Defeated was waiting and
    // never resolves.
    assert!(t.step_for("vanquish/play").is_some());
    assert!(t.step_for("inferno-four/when-defeated").is_none());
}

/// Found by the engine fuzzer (issue 21): a player who concedes at a "you
/// may" ends the game there (5.6.4), so the ability never resolves (5.6.2):
/// it is neither a step of the trace nor an event of the order tree.
#[test]
fn rule_5_6_4_a_concession_at_a_you_may_leaves_the_ability_unresolved() {
    let mut b = Board::new();
    b.leader_aspects(ALEX, &["Vigilance", "Villainy"]);
    b.unit(NICO, "relentless-hunters");
    b.hand(ALEX, &["count-dooku"]);
    let t = b.run(
        vec![
            play(ALEX, "count-dooku"),
            choose(ALEX, &["count-dooku/when-played", "count-dooku/shielded"]),
            concede(ALEX),
        ],
        StopPoint::GameEnd,
    );
    assert_eq!(
        t.steps.last().unwrap().board.outcome,
        Some(Outcome::Conceded { loser: ALEX })
    );
    let (labels, events) = labels_and_events(&t);
    assert_eq!(labels, vec!["count-dooku/play"]);
    assert_eq!(events, labels);
}

/// The property test's case (issue 21): General Krell's granted "When
/// Defeated: You may draw a card" on a unit with a When Defeated of its own,
/// which Vanquish defeats; Alex orders the two and concedes at the granted
/// one's "you may", so neither resolves (5.6.2, 5.6.4).
#[test]
fn rule_5_6_4_a_concession_at_a_granted_you_may_leaves_it_unresolved() {
    let mut b = Board::new();
    b.unit(ALEX, "general-krell");
    b.unit(ALEX, "oom-series-officer");
    b.hand(NICO, &["vanquish"]).acting(NICO);
    let t = b.run(
        vec![
            play(NICO, "vanquish"),
            choose(NICO, &["OOM-Series Officer"]),
            choose(
                ALEX,
                &[
                    "oom-series-officer/krell-when-defeated",
                    "oom-series-officer/when-defeated",
                ],
            ),
            concede(ALEX),
        ],
        StopPoint::GameEnd,
    );
    assert_eq!(
        t.steps.last().unwrap().board.outcome,
        Some(Outcome::Conceded { loser: ALEX })
    );
    assert!(t
        .step_for("oom-series-officer/krell-when-defeated")
        .is_none());
    let (labels, events) = labels_and_events(&t);
    assert_eq!(labels, vec!["vanquish/play"]);
    assert_eq!(events, labels);
}

/// A concession while a card is being played, at its upgrade's choice of
/// unit or its Exploit choice (5.6.4): the card is never played, so its
/// play is no step and no event.
#[test]
fn rule_5_6_4_a_concession_while_a_card_is_played_means_it_is_never_played() {
    let mut b = Board::new();
    b.unit(ALEX, "val");
    b.unit(NICO, "relentless-hunters");
    b.hand(ALEX, &["jetpack", "tri-droid-suppressor"]);
    for card in ["jetpack", "tri-droid-suppressor"] {
        let t = b.run(vec![play(ALEX, card), concede(ALEX)], StopPoint::GameEnd);
        assert_eq!(
            t.steps.last().unwrap().board.outcome,
            Some(Outcome::Conceded { loser: ALEX }),
            "{card}"
        );
        assert!(t.step_for(&format!("{card}/play")).is_none(), "{card}");
        let (labels, events) = labels_and_events(&t);
        assert!(events.is_empty(), "{card}: {events:?}");
        assert_eq!(events, labels);
    }
}
