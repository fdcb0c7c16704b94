//! CR v7.0 7.1 (abilities in general), run by SWU's engine: what affects
//! both players (7.1.4), attacks an ability makes (7.1.6c) and modified
//! plays that nest (7.1.6e, with the rules team's answer of 2025-09-29).
//! Each test is named after its rule or the dated ruling.

mod common;
use common::*;
use timing_window::rulesets::swu::cards::{Effect, PlayerSel, TimingPoint};
use timing_window::rulesets::swu::engine::{
    DelayedEffect, GameTrace, Outcome, Phase, PhaseStep, StopPoint,
};
use timing_window::timing::{Constraint, OrderSpace};

/// Sneak Attack played next to Alex's Bossk and Nico's Krayt Dragon, Sneak
/// Attack playing Patrolling V-Wing; Alex lets Alex go first whenever asked.
fn sneak_attack_krayt_bossk() -> GameTrace {
    let mut b = training_board();
    b.unit(ALEX, "bossk");
    b.unit(NICO, "krayt-dragon");
    b.hand(ALEX, &["sneak-attack", "patrolling-v-wing"]);
    b.run(
        vec![
            play(ALEX, "sneak-attack"),
            choose(ALEX, &["Patrolling V-Wing"]),
            // The nested layer: the V-Wing's When Played and Krayt Dragon.
            choose(ALEX, &["Alex"]),
            choose(NICO, &["yes"]),
            choose(NICO, &["Alex's base"]),
            // Outside it: Bossk and the Krayt Dragon trigger for the event.
            choose(ALEX, &["Alex"]),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Krayt Dragon"]),
            choose(NICO, &["yes"]),
            choose(NICO, &["Alex's base"]),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    )
}

/// Grand Admiral Thrawn leads Alex's deck; the action phase is about to
/// start.
fn thrawn_board() -> Board {
    let mut b = Board::new().at(Phase::Regroup, PhaseStep::Ready);
    b.leader(ALEX, "grand-admiral-thrawn");
    b.deck(ALEX, &["yoda"], 5).deck(NICO, &["bossk"], 5);
    b
}

/// At the start of the regroup phase a delayed effect makes each player do
/// `effect`.
fn both_players_board(effect: Effect) -> Board {
    let mut b = Board::new().at(Phase::Regroup, PhaseStep::RegroupStart);
    b.state.delayed.push(DelayedEffect {
        label: "test/delayed".into(),
        source: "Test Effect".into(),
        controller: ALEX,
        at: TimingPoint::StartOfRegroupPhase,
        target: None,
        effects: vec![effect],
    });
    b
}

#[test]
fn rule_7_1_4_thrawns_controller_chooses_whose_deck_he_looks_at_first() {
    for (first, order) in [
        ("Nico first", ["Nico's deck: Bossk", "Alex's deck: Yoda"]),
        ("Alex first", ["Alex's deck: Yoda", "Nico's deck: Bossk"]),
    ] {
        let t = thrawn_board().run(
            vec![choose(ALEX, &[first]), pass(ALEX), pass(NICO)],
            REGROUP_START,
        );
        let c = decision(&t, "Whose first?");
        assert_eq!(c.chooser_id.as_deref(), Some("alex"));
        assert_eq!(
            c.options,
            vec!["Alex first".to_string(), "Nico first".into()]
        );
        assert_eq!(c.rules, vec!["7.1.4".to_string()]);
        let looks: Vec<usize> = order
            .iter()
            .map(|o| {
                t.steps
                    .iter()
                    .position(|s| s.text.contains(o))
                    .unwrap_or_else(|| panic!("no look at {o}"))
            })
            .collect();
        assert!(looks[0] < looks[1], "{first}: {looks:?}");
    }
}

#[test]
fn rule_7_1_4_both_players_draw_from_empty_decks_at_once_and_the_game_is_a_draw() {
    let mut b = both_players_board(Effect::Draw {
        who: PlayerSel::EachPlayer,
        count: 1,
    });
    b.deck(ALEX, &[], 0).deck(NICO, &[], 0);
    b.base(ALEX, 30, 27).base(NICO, 30, 28);
    let t = b.run(vec![], StopPoint::Before(PhaseStep::Draw));
    let last = &t.steps.last().unwrap().board;
    // Both bases take their 3 before anything is checked: neither player
    // loses first.
    assert_eq!(last.players[0].base.damage, 30);
    assert_eq!(last.players[1].base.damage, 31);
    assert_eq!(last.outcome, Some(Outcome::Draw));
    let damage: Vec<_> = t
        .steps
        .iter()
        .filter(|s| s.text.contains("cannot draw"))
        .collect();
    assert_eq!(damage.len(), 2);
    assert!(damage.iter().all(|s| s.rules.iter().any(|r| r == "7.1.4")));
}

#[test]
fn rule_7_1_4_each_player_chooses_a_discard_before_either_card_is_discarded() {
    let mut b = both_players_board(Effect::DiscardFromHand {
        who: PlayerSel::EachPlayer,
        count: 1,
    });
    b.hand(ALEX, &["yoda", "bossk"])
        .hand(NICO, &["vanquish", "fireball"]);
    let t = b.run(
        vec![choose(ALEX, &["Bossk"]), choose(NICO, &["Fireball"])],
        StopPoint::Before(PhaseStep::Draw),
    );
    let step_of = |what: &str| {
        t.steps
            .iter()
            .position(|s| s.text.contains(what))
            .unwrap_or_else(|| panic!("no step {what:?}"))
    };
    let nico_chooses = step_of("Nico chooses: Fireball");
    let alex_discards = step_of("Alex discards Bossk from hand");
    // Alex's card is still in his hand while Nico chooses.
    assert!(
        nico_chooses < alex_discards,
        "{nico_chooses} !< {alex_discards}"
    );
    let last = &t.steps.last().unwrap().board;
    assert_eq!(last.players[0].discard, vec!["bossk".to_string()]);
    assert_eq!(last.players[1].discard, vec!["fireball".to_string()]);
    assert!(t.steps[alex_discards].rules.iter().any(|r| r == "7.1.4"));
}

#[test]
fn rule_7_1_6c_an_attack_an_ability_makes_cites_7_1_6c_not_5_4_1b() {
    let mut b = Board::new();
    b.hand(ALEX, &["fleet-lieutenant"]);
    b.unit(ALEX, "contracted-hunter");
    b.unit(NICO, "syndicate-lackeys");
    let t = b.run(
        vec![
            play(ALEX, "fleet-lieutenant"),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["syndicate-lackeys"]),
            pass(NICO),
            pass(ALEX),
        ],
        StopPoint::Before(PhaseStep::ActionEnd),
    );
    let attack = t
        .steps
        .iter()
        .find(|s| s.text.contains("a modified attack"))
        .expect("the modified attack");
    assert!(attack.rules.iter().any(|r| r == "7.1.6c"));
    assert!(!attack.rules.iter().any(|r| r == "5.4.1b"));
}

#[test]
fn rule_7_1_6e_the_order_tree_allows_exactly_the_nested_orders() {
    let t = sneak_attack_krayt_bossk();
    let keep = strings(&[
        "krayt-dragon/opponent-plays#2",
        "bossk/you-play-event",
        "krayt-dragon/opponent-plays",
    ]);
    let space = OrderSpace::new(&t.order, Some(&keep), 100).unwrap();
    // The nested trigger is first; Alex then picks which player goes first.
    assert_eq!(space.orders.len(), 2, "{:?}", space.orders);
    assert!(space
        .orders
        .iter()
        .all(|o| o[0] == "krayt-dragon/opponent-plays#2"));
    // Putting Bossk first (one window for everything) breaks 7.1.6e.
    let wrong = strings(&[
        "bossk/you-play-event",
        "krayt-dragon/opponent-plays#2",
        "krayt-dragon/opponent-plays",
    ]);
    let v = space.judge(&wrong).unwrap();
    assert!(!v.legal);
    match v.first_broken {
        Some(Constraint::Before { rule, before, .. }) => {
            assert_eq!(rule, "7.1.6e");
            assert_eq!(before, "krayt-dragon/opponent-plays#2");
        }
        other => panic!("expected a 7.1.6e constraint, got {other:?}"),
    }
    // Every legal order of the whole run keeps the layer ahead of Bossk.
    let all = OrderSpace::new(&t.order, None, 1000).unwrap();
    assert!(!all.truncated);
    for o in &all.orders {
        let at = |l: &str| o.iter().position(|x| x == l).unwrap();
        assert!(at("patrolling-v-wing/when-played") < at("bossk/you-play-event"));
        assert!(at("krayt-dragon/opponent-plays#2") < at("krayt-dragon/opponent-plays"));
    }
    // 2 orders inside the nested layer times 2 outside it.
    assert_eq!(all.orders.len(), 4);
}

#[test]
fn rule_7_1_6e_an_action_abilitys_modified_play_nests_before_what_the_action_triggered() {
    // Training Commander's action defeats Alex's Vanguard Infantry (its
    // When Defeated waits until the action has finished, 7.6.8), then
    // plays Patrolling V-Wing: Krayt Dragon's trigger for that play is
    // nested in the action ability and resolves first (7.1.6b, 7.1.6e).
    let mut b = training_board();
    b.leader(ALEX, "training-commander");
    b.unit(ALEX, "vanguard-infantry");
    b.unit(NICO, "krayt-dragon");
    b.hand(ALEX, &["patrolling-v-wing"]);
    let t = b.run(
        vec![
            ability(ALEX, "training-commander"),
            choose(ALEX, &["Patrolling V-Wing"]),
            // The nested layer: the V-Wing's When Played and Krayt Dragon.
            choose(ALEX, &["Nico"]),
            choose(NICO, &["yes"]),
            // Outside it: Vanguard Infantry's When Defeated.
            choose(ALEX, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    let action = step_at(&t, "training-commander/action");
    let krayt = step_at(&t, "krayt-dragon/opponent-plays");
    let defeated = step_at(&t, "vanguard-infantry/when-defeated");
    assert!(action < krayt && krayt < defeated);
    let keep = strings(&[
        "vanguard-infantry/when-defeated",
        "krayt-dragon/opponent-plays",
        "patrolling-v-wing/when-played",
    ]);
    let space = OrderSpace::new(&t.order, Some(&keep), 100).unwrap();
    assert_eq!(space.orders.len(), 2);
    assert!(space
        .orders
        .iter()
        .all(|o| o[2] == "vanguard-infantry/when-defeated"));
}

#[test]
fn rule_7_1_6e_an_ambush_gained_from_timely_intervention_resolves_before_bossk() {
    // Timely Intervention plays OOM-Series Officer and gives it Ambush: the
    // Ambush (triggered by that modified play) is nested in the event's
    // ability, so the whole attack, with the Officer's When Defeated,
    // happens before Bossk's "when you play an event", which waits outside.
    let mut b = training_board();
    b.unit(ALEX, "bossk");
    b.unit(NICO, "yoda");
    b.hand(ALEX, &["timely-intervention", "oom-series-officer"]);
    let t = b.run(
        vec![
            play(ALEX, "timely-intervention"),
            choose(ALEX, &["OOM-Series Officer"]),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Nico's base"]),
            choose(ALEX, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    let bossk = step_at(&t, "bossk/you-play-event");
    assert!(step_at(&t, "oom-series-officer/ambush") < bossk);
    assert!(step_at(&t, "oom-series-officer/attack") < bossk);
    assert!(step_at(&t, "oom-series-officer/when-defeated") < bossk);
    let keep = strings(&["bossk/you-play-event", "oom-series-officer/ambush"]);
    let space = OrderSpace::new(&t.order, Some(&keep), 10).unwrap();
    assert_eq!(
        space.orders,
        vec![strings(&[
            "oom-series-officer/ambush",
            "bossk/you-play-event"
        ])]
    );
}

#[test]
fn ruling_2025_09_29_what_sneak_attacks_play_triggers_resolves_before_bossk() {
    let t = sneak_attack_krayt_bossk();
    // The Krayt Dragon trigger for the V-Wing (the second one) resolves
    // before Bossk and before the Krayt Dragon trigger for Sneak Attack.
    let nested = step_at(&t, "krayt-dragon/opponent-plays#2");
    assert!(step_at(&t, "patrolling-v-wing/when-played") < step_at(&t, "bossk/you-play-event"));
    assert!(nested < step_at(&t, "bossk/you-play-event"));
    assert!(nested < step_at(&t, "krayt-dragon/opponent-plays"));
    // While the nested layer resolves, the outer abilities are parked.
    let (_, step) = t.step_for("krayt-dragon/opponent-plays#2").unwrap();
    assert!(step.waiting.contains(&"bossk/you-play-event".to_string()));
    assert!(step
        .waiting
        .contains(&"krayt-dragon/opponent-plays".to_string()));
    // Alex is asked twice which player goes first: once per layer, never
    // one window with all four.
    let firsts = t
        .choices()
        .filter(|(_, c)| c.rules == vec!["7.6.10".to_string()])
        .count();
    assert_eq!(firsts, 2);
    // Both Krayt Dragon triggers dealt 2 (each card costs 2).
    let last = &t.steps.last().unwrap().board;
    assert_eq!(last.players[0].base.damage, 4);
}
