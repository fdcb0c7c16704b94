//! CR v7.0 7.5 (keyword abilities), run by SWU's engine: Ambush, Overwhelm,
//! Saboteur, Sentinel, Bounty, Smuggle, Coordinate and Exploit (7.5.5 to
//! 7.5.16). Each test is named after its rule.

mod common;
use common::*;
use timing_window::rulesets::swu::engine::{kinds, ErrorKind, PhaseStep, StopPoint};
use timing_window::scenario::AnswerCheck;

/// Is `order` (a subset of the run's events) legal?
fn legal(t: &timing_window::rulesets::swu::engine::GameTrace, order: &[&str]) -> bool {
    let events: Vec<String> = order.iter().map(|s| s.to_string()).collect();
    let space = timing_window::timing::OrderSpace::new(&t.order, Some(&events), 1)
        .expect("the events are in the run");
    space.judge(&events).expect("judge").legal
}

/// Alex: Tri-Droid Suppressor (cost 7, Exploit 2) in hand, 3 ready
/// resources, OOM-Series Officer and Vanguard Infantry in play.
fn exploit_board() -> Board {
    let mut b = Board::new();
    b.leader_aspects(ALEX, &["Cunning", "Villainy"]);
    b.hand(ALEX, &["tri-droid-suppressor"]);
    b.state.players[0].resources.ready = 3;
    b.unit(ALEX, "oom-series-officer");
    b.unit(ALEX, "vanguard-infantry");
    b.unit(NICO, "gideon-hask");
    b
}

#[test]
fn rule_7_5_5_an_ambush_attack_is_the_keywords_not_a_modified_attack() {
    let mut b = Board::new();
    b.hand(ALEX, &["contracted-hunter"]);
    b.unit(NICO, "syndicate-lackeys");
    let t = b.run(
        vec![
            play(ALEX, "contracted-hunter"),
            choose(ALEX, &["yes"]),
            pass(NICO),
            pass(ALEX),
        ],
        StopPoint::Before(PhaseStep::ActionEnd),
    );
    let attack = t
        .step_for("contracted-hunter/attack")
        .expect("the Ambush attack")
        .1;
    assert!(
        attack.text.contains("(Contracted Hunter's Ambush)"),
        "{}",
        attack.text
    );
    assert!(!attack.text.contains("modified attack"));
    assert!(attack.rules.iter().any(|r| r == "7.5.5"));
    assert!(!attack.rules.iter().any(|r| r == "5.4.1b" || r == "7.1.6c"));
}

#[test]
fn rule_7_5_5a_ambush_lets_an_exhausted_unit_attack_and_never_readies_it() {
    // CR v7.0: "may attack that enemy unit, even if this unit is exhausted";
    // the printed reminder's "ready and attack" is older wording (2.13.2).
    let exhausted_after = |answer: &str| {
        let mut b = Board::new();
        b.hand(ALEX, &["contracted-hunter"]);
        b.unit(NICO, "syndicate-lackeys");
        let t = b.run(
            vec![
                play(ALEX, "contracted-hunter"),
                choose(ALEX, &[answer]),
                pass(NICO),
                pass(ALEX),
            ],
            StopPoint::Before(PhaseStep::ActionEnd),
        );
        let (i, _) = t
            .step_for("contracted-hunter/ambush")
            .expect("Ambush resolves");
        // Every step from Ambush's resolution on: the unit is never ready.
        t.steps[i..]
            .iter()
            .filter_map(|s| {
                s.board
                    .units
                    .iter()
                    .find(|u| u.card == "contracted-hunter")
                    .map(|u| u.exhausted)
            })
            .collect::<Vec<bool>>()
    };
    let declined = exhausted_after("no");
    assert!(
        !declined.is_empty() && declined.iter().all(|e| *e),
        "{declined:?}"
    );
    let attacked = exhausted_after("yes");
    assert!(
        !attacked.is_empty() && attacked.iter().all(|e| *e),
        "{attacked:?}"
    );
}

#[test]
fn rule_7_5_7a_without_a_shield_overwhelm_sends_the_excess_to_the_base() {
    let mut b = training_board();
    b.unit(ALEX, "krayt-dragon");
    b.unit(NICO, "count-dooku");
    let t = b.run(
        vec![
            attack(ALEX, "krayt-dragon", "count-dooku"),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    let last = &t.steps.last().unwrap().board;
    // 10 power against Dooku's 4 HP: 6 to the base.
    assert_eq!(last.players[1].base.damage, 6);
}

#[test]
fn rule_7_5_7e_overwhelm_into_a_shield_deals_nothing_to_the_base() {
    let t = krayt_dragon_attacks_shielded_dooku(ACTION_END);
    let last = &t.steps.last().unwrap().board;
    assert_eq!(last.players[1].base.damage, 0, "no excess reaches the base");
    let d = last.units.iter().find(|u| u.card == "count-dooku").unwrap();
    assert_eq!((d.damage, d.shields), (0, 0));
    assert!(t
        .steps
        .iter()
        .any(|s| s.kind == kinds::DAMAGE && s.rules.iter().any(|r| r == "7.5.7e")));
}

#[test]
fn rule_7_5_10a_saboteur_defeats_every_shield_on_the_defender_before_combat_damage() {
    let mut b = Board::new();
    b.unit(ALEX, "relentless-hunters");
    b.unit(NICO, "chewbacca");
    let lackeys = b.unit(NICO, "syndicate-lackeys");
    b.unit_mut(lackeys).shields = 2;
    let t = b.run(
        vec![
            attack(ALEX, "relentless-hunters", "syndicate-lackeys"),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    let (i, _) = t
        .step_for("relentless-hunters/saboteur")
        .expect("Saboteur resolves like an On Attack ability");
    // Before combat damage: the Lackeys (5/4) take the Hunters' 5 and are
    // defeated, which two Shields would otherwise have prevented.
    let after = &t.steps[i + 1].board;
    let l = after
        .units
        .iter()
        .find(|u| u.card == "syndicate-lackeys")
        .expect("still in play before combat damage");
    assert_eq!(l.shields, 0);
    let last = &t.steps.last().unwrap().board;
    assert!(last.units.iter().all(|u| u.card != "syndicate-lackeys"));
}

#[test]
fn rule_7_5_11b_sentinel_key_reads_what_the_lackeys_may_attack() {
    let (check, err) = key_and_wrong(
        "chewbacca-sentinel-guard",
        "targets",
        "targets",
        "chewbacca, base:nico",
    );
    let AnswerCheck::Unit { at_start, seen, .. } = &check else {
        unreachable!()
    };
    // Read on the board the attack is declared on, before it begins.
    assert!(at_start);
    assert!(
        seen.contains(&("targets".to_string(), "chewbacca".to_string())),
        "{seen:?}"
    );
    assert!(err.contains("just before"), "{err}");
}

#[test]
fn rule_7_5_11b_sentinel_gained_this_phase_key_reads_the_targets() {
    let (_, err) = key_and_wrong(
        "magnaguard-takes-sentinel",
        "attack",
        "targets",
        "calculating-magnaguard, base:nico",
    );
    assert!(err.contains("calculating-magnaguard"), "{err}");
}

#[test]
fn rule_7_5_11c_saboteur_ignores_sentinel_but_others_must_attack_it() {
    let mut b = Board::new();
    b.unit(ALEX, "relentless-hunters");
    b.unit(ALEX, "yoda");
    b.unit(NICO, "chewbacca");
    // The Saboteur may attack the base past Chewbacca's Sentinel.
    let t = b.run(
        vec![
            attack(ALEX, "relentless-hunters", "base"),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    assert_eq!(t.steps.last().unwrap().board.players[1].base.damage, 5);
    // Yoda, without Saboteur, may not.
    let e = b.run_err(vec![attack(ALEX, "yoda", "base")], ACTION_END);
    assert!(e.to_string().contains("chewbacca"), "{e}");
}

#[test]
fn rule_7_5_13_bounty_triggers_when_captured_and_when_defeated_does_not() {
    let mut b = Board::new();
    b.hand(ALEX, &["discerning-veteran"]);
    b.unit(NICO, "hylobon-enforcer");
    let t = b.run(
        vec![
            play(ALEX, "discerning-veteran"),
            choose(ALEX, &["yes"]),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    assert_eq!(
        resolved(&t)[..2],
        ["discerning-veteran/play", "discerning-veteran/when-played"]
    );
    assert!(t.step_for("hylobon-enforcer/bounty").is_some());
    let last = &t.steps.last().unwrap().board;
    let vet = last
        .units
        .iter()
        .find(|u| u.card == "discerning-veteran")
        .unwrap();
    assert_eq!(vet.captured.len(), 1);
    assert_eq!(vet.captured[0].card, "hylobon-enforcer");
    assert!(last.units.iter().all(|u| u.card != "hylobon-enforcer"));
    assert!(last.players[1].discard.is_empty(), "captured, not defeated");
    // Alex collected the Bounty: drew a card.
    assert_eq!(last.players[0].hand.len(), 1);
}

#[test]
fn rule_7_5_13_a_granted_bounty_triggers_on_capture_and_the_upgrade_is_defeated() {
    let t = discerning_veteran_captures_a_bounty(ACTION_END);
    assert!(t.step_for("vanguard-infantry/bounty").is_some());
    assert!(t.step_for("vanguard-infantry/when-defeated").is_none());
    // 8.33.1: the upgrade is defeated as part of the capture, not by the
    // state check (1.16.5c), and before the Bounty resolves.
    let captured = step_saying(&t, "captures Vanguard Infantry");
    let defeated = step_saying(&t, "defeated as part of the capture");
    assert!(captured < defeated);
    assert!(t.steps[defeated].rules.iter().any(|r| r == "8.33.1"));
    assert!(!t
        .steps
        .iter()
        .any(|s| s.text.contains("is no longer attached")));
    assert!(defeated < t.step_for("vanguard-infantry/bounty").unwrap().0);
    let last = &t.steps.last().unwrap().board;
    assert_eq!(last.players[1].discard, vec!["bounty-hunter-s-quarry"]);
}

#[test]
fn rule_7_5_13e_a_bounty_is_optional() {
    // Nico defeats Alex's Hylobon Enforcer (Bounty: draw a card) and
    // declines the Bounty: nothing is drawn.
    let mut b = training_board();
    b.unit(ALEX, "hylobon-enforcer");
    b.hand(NICO, &["vanquish"]).acting(NICO);
    let hand_before = b.state.players[1].hand.len();
    let t = b.run(
        vec![
            play(NICO, "vanquish"),
            choose(NICO, &["no"]),
            pass(ALEX),
            pass(NICO),
        ],
        ACTION_END,
    );
    let (_, s) = t.step_for("hylobon-enforcer/bounty").unwrap();
    assert!(s.text.contains("declines"), "{}", s.text);
    let (_, c) = t
        .choices()
        .find(|(_, c)| c.prompt.contains("Bounty"))
        .expect("the Bounty decision");
    assert_eq!(c.options, vec!["yes", "no"]);
    assert!(c.rules.iter().any(|r| r == "7.5.13e"));
    // Vanquish left Nico's hand; nothing was drawn.
    assert_eq!(
        t.steps.last().unwrap().board.players[1].hand.len(),
        hand_before - 1
    );
}

#[test]
fn rule_7_5_13f_a_bounty_is_resolved_by_an_opponent_even_when_you_defeat_your_own_unit() {
    // Alex defeats his own Hylobon Enforcer: Nico, the opponent, collects
    // the Bounty and draws.
    let mut b = training_board();
    b.unit(ALEX, "hylobon-enforcer");
    b.hand(ALEX, &["vanquish"]);
    let t = b.run(
        vec![
            play(ALEX, "vanquish"),
            choose(NICO, &["yes"]),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    let (_, s) = t.step_for("hylobon-enforcer/bounty").unwrap();
    assert_eq!(s.player.as_deref(), Some("Nico"));
    assert!(s.rules.iter().any(|r| r == "7.5.13f"));
    let (_, c) = t
        .choices()
        .find(|(_, c)| c.prompt.contains("Bounty"))
        .expect("the Bounty decision");
    assert_eq!(c.chooser, "Nico");
    let last = &t.steps.last().unwrap().board;
    assert_eq!(last.players[1].hand.len(), 1, "Nico drew the card");
    assert_eq!(last.players[1].deck.len(), 19);
}

#[test]
fn rule_7_5_14_only_a_known_resource_with_smuggle_can_be_smuggled() {
    let mut b = Board::new();
    b.state.players[0].resources.known = vec!["yoda".into()];
    let e = b.run_err(vec![smuggle(ALEX, "yoda")], ACTION_END);
    assert!(e.to_string().contains("has no Smuggle"), "{e}");
    let e = b.run_err(vec![smuggle(ALEX, "zorii-bliss")], ACTION_END);
    assert!(e.to_string().contains("no known resource"), "{e}");
}

#[test]
fn rule_7_5_14a_smuggle_pays_the_penalty_of_the_icons_in_its_brackets() {
    // Zorii Bliss: Smuggle [6 Cunning Heroism]. Cunning is provided, Heroism
    // is not: 6 + 2 = 8, the card itself one of the 8 (7.5.14e).
    let board = |ready: u32| {
        let mut b = Board::new();
        b.base_aspects(ALEX, &["Cunning"]);
        b.state.players[0].resources.ready = ready;
        b.state.players[0].resources.known = vec!["zorii-bliss".into()];
        b
    };
    let e = board(7).run_err(vec![smuggle(ALEX, "zorii-bliss")], REGROUP_START);
    assert_eq!(e.kind, ErrorKind::IllegalAction);
    assert!(
        e.message.contains("cannot pay 8 to smuggle Zorii Bliss"),
        "{}",
        e.message
    );
    let t = board(8).run(
        vec![smuggle(ALEX, "zorii-bliss"), pass(NICO), pass(ALEX)],
        REGROUP_START,
    );
    assert_eq!(ready_after(&t), 0);
    // Timely Intervention's bracket shows Command, its only icon to pay for.
    let mut b = Board::new();
    b.base_aspects(ALEX, &["Command"]);
    b.state.players[0].resources.ready = 2;
    b.state.players[0].resources.known = vec!["timely-intervention".into()];
    let t = b.run(
        vec![smuggle(ALEX, "timely-intervention"), pass(NICO), pass(ALEX)],
        REGROUP_START,
    );
    assert!(!t.steps.iter().any(|s| s.text.contains("aspect penalty")));
}

#[test]
fn rule_7_5_14g_a_smuggled_card_is_replaced_by_the_top_card_of_the_deck_exhausted() {
    let mut b = Board::new();
    b.leader_aspects(ALEX, &["Cunning", "Heroism"]);
    // 7 ready resources, one of them Zorii Bliss (Smuggle 6); 20 cards in
    // the deck.
    b.state.players[0].resources.ready = 7;
    b.state.players[0].resources.known = vec!["zorii-bliss".into()];
    let t = b.run(
        vec![smuggle(ALEX, "zorii-bliss"), pass(NICO), pass(ALEX)],
        ACTION_END,
    );
    let last = &t.steps.last().unwrap().board;
    let r = &last.players[0].resources;
    // 6 paid, Zorii among them and gone; the replacement enters exhausted.
    assert_eq!((r.ready, r.exhausted), (1, 6));
    assert!(r.known.is_empty());
    assert_eq!(last.players[0].deck.len(), 19);
    let z = last
        .units
        .iter()
        .find(|u| u.card == "zorii-bliss")
        .expect("played");
    assert!(
        z.exhausted,
        "a unit played with Smuggle enters exhausted (7.5.14f)"
    );
}

#[test]
fn rule_7_5_14h_smuggle_with_an_empty_deck_replaces_nothing_and_deals_no_damage() {
    let mut b = Board::new();
    b.leader_aspects(ALEX, &["Cunning", "Heroism"]);
    b.state.players[0].deck.clear();
    b.state.players[0].resources.ready = 6;
    b.state.players[0].resources.known = vec!["zorii-bliss".into()];
    // Nico's Krayt Dragon sees a card played (7.5.14c) and uses its printed
    // cost, 5 (1.8.6).
    b.unit(NICO, "krayt-dragon");
    let t = b.run(
        vec![
            smuggle(ALEX, "zorii-bliss"),
            choose(NICO, &["yes"]),
            choose(NICO, &["Alex's base"]),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    let last = &t.steps.last().unwrap().board;
    assert_eq!(last.players[0].base.damage, 5);
    let r = &last.players[0].resources;
    assert_eq!((r.ready, r.exhausted), (0, 5));
}

#[test]
fn rule_7_5_15a_a_coordinate_ability_exists_only_while_its_controller_has_3_units() {
    // Two units: Anakin has no On Attack ability.
    let mut b = Board::new();
    b.unit(ALEX, "anakin-skywalker");
    b.unit(ALEX, "yoda");
    let t = b.run(
        vec![
            attack(ALEX, "anakin-skywalker", "base"),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    assert!(t.step_for("anakin-skywalker/on-attack").is_none());
    // Three units: he has it, and draws.
    b.unit(ALEX, "vanguard-infantry");
    let t = b.run(
        vec![
            attack(ALEX, "anakin-skywalker", "base"),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    assert!(t.step_for("anakin-skywalker/on-attack").is_some());
    assert_eq!(t.steps.last().unwrap().board.players[0].hand.len(), 1);
}

#[test]
fn rule_7_5_16a_exploit_defeats_friendly_units_and_each_makes_the_card_cost_2_less() {
    let b = exploit_board();
    let t = b.run(
        vec![
            play(ALEX, "tri-droid-suppressor"),
            choose(ALEX, &["oom-series-officer", "vanguard-infantry"]),
            choose(ALEX, &["Alex"]),
            choose(
                ALEX,
                &[
                    "tri-droid-suppressor/when-played",
                    "oom-series-officer/when-defeated",
                    "vanguard-infantry/when-defeated",
                ],
            ),
            choose(ALEX, &["Nico's base"]),
            choose(ALEX, &["no"]),
            choose(
                NICO,
                &["gideon-hask/enemy-defeated", "gideon-hask/enemy-defeated#2"],
            ),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    let last = &t.steps.last().unwrap().board;
    // 7 - 2 * 2 = 3: every ready resource is spent.
    assert_eq!(last.players[0].resources.ready, 0);
    assert_eq!(last.players[0].resources.exhausted, 3);
    assert_eq!(
        last.players[0].discard,
        vec!["oom-series-officer".to_string(), "vanguard-infantry".into()]
    );
    assert!(last.units.iter().any(|u| u.card == "tri-droid-suppressor"));
}

#[test]
fn rule_7_5_16a_exploit_is_optional_and_limited_to_x_units() {
    let mut b = exploit_board();
    b.unit(ALEX, "yoda");
    b.state.players[0].resources.ready = 7;
    // Up to 2: three is an illegal decision.
    let e = b.run_err(
        vec![
            play(ALEX, "tri-droid-suppressor"),
            choose(ALEX, &["oom-series-officer", "vanguard-infantry", "yoda"]),
        ],
        ACTION_END,
    );
    assert!(e.to_string().contains("at most 2"), "{e}");
    // None: the full cost, nothing defeated.
    let t = b.run(
        vec![
            play(ALEX, "tri-droid-suppressor"),
            choose(ALEX, &["none"]),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    let last = &t.steps.last().unwrap().board;
    assert_eq!(last.players[0].resources.ready, 0);
    assert_eq!(last.units.len(), 5);
}

#[test]
fn rule_7_5_16a_exploit_key_reads_the_resources_paid() {
    let (_, err) = key_and_wrong("exploit-race-krayt-dragon", "cost", "resources paid", "5");
    assert!(err.contains("is '3', not '5'"), "{err}");
}

#[test]
fn rule_7_5_16d_exploited_units_abilities_resolve_after_the_play_with_its_when_played() {
    let b = exploit_board();
    let t = b.run(
        vec![
            play(ALEX, "tri-droid-suppressor"),
            choose(ALEX, &["oom-series-officer", "vanguard-infantry"]),
            choose(ALEX, &["Alex"]),
            choose(
                ALEX,
                &[
                    "vanguard-infantry/when-defeated",
                    "oom-series-officer/when-defeated",
                    "tri-droid-suppressor/when-played",
                ],
            ),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Tri-Droid Suppressor"]),
            choose(ALEX, &["Nico's base"]),
            choose(
                NICO,
                &["gideon-hask/enemy-defeated", "gideon-hask/enemy-defeated#2"],
            ),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    // Not before the play has finished...
    assert!(!legal(
        &t,
        &[
            "oom-series-officer/when-defeated",
            "tri-droid-suppressor/play"
        ]
    ));
    // ...and in one window with the When Played: Alex orders them freely.
    for order in [
        [
            "tri-droid-suppressor/when-played",
            "oom-series-officer/when-defeated",
        ],
        [
            "oom-series-officer/when-defeated",
            "tri-droid-suppressor/when-played",
        ],
    ] {
        assert!(legal(&t, &order), "{order:?}");
    }
    // The Infantry's token could go on the unit just played.
    let last = &t.steps.last().unwrap().board;
    let s = last
        .units
        .iter()
        .find(|u| u.card == "tri-droid-suppressor")
        .expect("in play");
    assert_eq!(s.experience, 1);
    // Nico's Hask saw both defeats; Alex, the active player, picked who
    // went first (7.6.10).
    assert!(t.step_for("gideon-hask/enemy-defeated#2").is_some());
}
