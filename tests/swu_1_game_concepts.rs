//! CR v7.0 section 1 (Game Concepts), run by SWU's engine: prevented damage
//! is not dealt (1.9.9), a player who took the initiative has passed
//! (1.15.5b), the state checks that defeat cards at once (1.16.5b to
//! 1.16.5e), and a player resolving with hidden information as though
//! fewer options qualify (1.17.4). Each test is named after its rule.

mod common;
use common::*;
use timing_window::rulesets::swu::engine::{kinds, CapturedCard, HiddenCard, PhaseStep, StopPoint};

#[test]
fn rule_1_9_9_prevented_combat_damage_is_not_dealt() {
    // Heroic Sacrifice: the attacker gains "When this unit deals combat
    // damage: Defeat it". A Shield token prevents all of it, with Overwhelm
    // too: no combat damage is dealt, so the attacker stays in play.
    let mut b = training_board();
    b.unit(ALEX, "krayt-dragon");
    let dooku = b.unit(NICO, "count-dooku");
    b.unit_mut(dooku).shields = 1;
    b.hand(ALEX, &["heroic-sacrifice"]);
    let t = b.run(
        vec![
            play(ALEX, "heroic-sacrifice"),
            choose(ALEX, &["count-dooku"]),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    let last = &t.steps.last().unwrap().board;
    assert!(last.units.iter().any(|u| u.card == "krayt-dragon"));
    assert_eq!(last.players[1].base.damage, 0);
    assert!(!t
        .steps
        .iter()
        .any(|s| s.kind == kinds::DEFEAT && s.text.contains("Krayt Dragon")));
}

#[test]
fn rule_1_9_9_combat_damage_that_is_dealt_still_counts() {
    // The same attack without the Shield token: Krayt Dragon deals combat
    // damage, so the gained ability defeats it.
    let mut b = training_board();
    b.unit(ALEX, "krayt-dragon");
    b.unit(NICO, "count-dooku");
    b.hand(ALEX, &["heroic-sacrifice"]);
    let t = b.run(
        vec![
            play(ALEX, "heroic-sacrifice"),
            choose(ALEX, &["count-dooku"]),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    let last = &t.steps.last().unwrap().board;
    assert!(!last.units.iter().any(|u| u.card == "krayt-dragon"));
}

#[test]
fn rule_1_9_9_a_shield_token_prevents_damage_and_the_step_says_why() {
    let mut b = Board::new();
    b.hand(ALEX, &["fleet-lieutenant"]);
    b.unit(ALEX, "contracted-hunter");
    let l = b.unit(NICO, "syndicate-lackeys");
    b.unit_mut(l).shields = 1;
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
    let prevented = t
        .steps
        .iter()
        .find(|s| s.text.contains("A Shield token on"))
        .expect("the Shield prevents the damage");
    for rule in ["7.7.5d", "3.7.6", "1.9.9"] {
        assert!(prevented.rules.iter().any(|r| r == rule), "{rule}");
    }
}

#[test]
fn rule_1_15_5b_take_initiative_key_reads_alex_still_passing() {
    let (_, err) = key_and_wrong("take-initiative-passes", "dragon-attack", "passed", "false");
    assert!(err.contains("is 'true', not 'false'"), "{err}");
}

#[test]
fn rule_1_16_5b_unique_copies_compare_name_and_subtitle_not_card_id() {
    // A reprint (another id, same name and subtitle) is the same card.
    let mut b = training_board();
    b.unit(ALEX, "yoda");
    b.hand(ALEX, &["yoda-reprint"]);
    let t = b.run(
        vec![
            play(ALEX, "yoda-reprint"),
            choose(ALEX, &["yoda"]),
            // Yoda's When Defeated (the reprint has none): no player chosen.
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    let keep = t
        .choices()
        .find(|(_, c)| c.prompt.contains("unique"))
        .map(|(_, c)| c.clone())
        .expect("the uniqueness choice");
    assert_eq!(keep.options, vec!["yoda", "yoda-reprint"]);
    let last = &t.steps.last().unwrap().board;
    let yodas: Vec<_> = last.units.iter().map(|u| u.card.as_str()).collect();
    assert_eq!(yodas, vec!["yoda"]);
    assert_eq!(last.players[0].discard, vec!["yoda-reprint"]);
}

#[test]
fn rule_1_16_5b_copies_under_different_controllers_are_not_checked() {
    let mut b = training_board();
    b.unit(NICO, "yoda");
    b.hand(ALEX, &["yoda-reprint"]);
    let t = b.run(
        vec![play(ALEX, "yoda-reprint"), pass(NICO), pass(ALEX)],
        ACTION_END,
    );
    assert!(!t.choices().any(|(_, c)| c.prompt.contains("unique")));
    assert_eq!(t.steps.last().unwrap().board.units.len(), 2);
}

#[test]
fn rule_1_16_5b_unique_copies_are_defeated_down_to_one() {
    let mut b = Board::new();
    b.unit_as(ALEX, "val", "val-1");
    b.hand(ALEX, &["val"]);
    let t = b.run(
        vec![
            play(ALEX, "val"),
            choose(ALEX, &["val-1"]),
            choose(ALEX, &["Alex"]),
            choose(NICO, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    let keep = t
        .steps
        .iter()
        .find(|s| {
            s.choice
                .as_ref()
                .is_some_and(|c| c.prompt.contains("unique"))
        })
        .expect("the unique choice");
    assert_eq!(keep.choice.as_ref().unwrap().options, vec!["val-1", "val"]);
    assert!(keep.rules.iter().any(|r| r == "1.16.5b"));
    let last = &t.steps.last().unwrap().board;
    let vals: Vec<_> = last.units.iter().filter(|u| u.card == "val").collect();
    assert_eq!(vals.len(), 1);
    assert_eq!(vals[0].label, "val-1");
    // The copy defeated had its When Defeated: 2 Experience to val-1.
    assert_eq!(vals[0].experience, 2);
    assert_eq!(
        resolved(&t)[..3],
        ["val/play", "val/when-defeated", "val/bounty"]
    );
}

#[test]
fn rule_1_16_5c_an_upgrade_no_longer_attached_is_defeated() {
    let mut b = Board::new();
    let u = b.unit(ALEX, "vanguard-infantry");
    b.attach(u, "jetpack", NICO);
    b.hand(ALEX, &["vanquish"]);
    let t = b.run(
        vec![
            play(ALEX, "vanquish"),
            choose(ALEX, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    let s = &t.steps[step_saying(&t, "is no longer attached")];
    assert_eq!(s.kind, kinds::DEFEAT);
    assert!(s.text.contains("1.16.5c"));
    let last = &t.steps.last().unwrap().board;
    assert_eq!(last.players[1].discard, vec!["jetpack"], "its owner's pile");
}

#[test]
fn rule_1_16_5d_a_captured_unit_returns_exhausted_when_its_guard_leaves_play() {
    let mut b = Board::new();
    let vet = b.unit(ALEX, "discerning-veteran");
    b.unit_mut(vet).captured.push(CapturedCard {
        card: "val".into(),
        label: "val".into(),
        owner: NICO,
    });
    b.attach(vet, "jetpack", ALEX);
    b.hand(NICO, &["vanquish"]);
    b.acting(NICO);
    let t = b.run(
        vec![play(NICO, "vanquish"), pass(ALEX), pass(NICO)],
        ACTION_END,
    );
    // 1.16.5c before 1.16.5d, both after the guard is defeated.
    let defeated = step_saying(&t, "Discerning Veteran is defeated");
    let detached = step_saying(&t, "is no longer attached");
    let rescued = step_saying(&t, "is rescued");
    assert!(defeated < detached && detached < rescued);
    let last = &t.steps.last().unwrap().board;
    let val = last.units.iter().find(|u| u.card == "val").unwrap();
    assert_eq!(val.controller, NICO);
    assert!(val.exhausted);
    assert_eq!(val.label, "val");
    assert_eq!(
        last.players[0].discard,
        vec!["discerning-veteran", "jetpack"]
    );
}

/// Supreme Leader Snoke's -2/-2 leaves two of Nico's units at 0 HP at once:
/// they are defeated at the same time (1.16.5e), and Calculating
/// MagnaGuard's "when a friendly unit is defeated" sees the Battlefield
/// Marine's defeat though the MagnaGuard is defeated with it (7.6.4),
/// whichever the board lists first.
#[test]
fn rule_1_16_5e_units_at_zero_hp_are_defeated_at_the_same_time_whatever_the_board_order() {
    for magnaguard_first in [false, true] {
        let mut b = Board::new();
        b.leader_aspects(ALEX, &["Vigilance", "Villainy"]);
        b.hand(ALEX, &["supreme-leader-snoke"]);
        let (guard, marine) = if magnaguard_first {
            let g = b.unit(NICO, "calculating-magnaguard");
            (g, b.unit(NICO, "battlefield-marine"))
        } else {
            let m = b.unit(NICO, "battlefield-marine");
            (b.unit(NICO, "calculating-magnaguard"), m)
        };
        b.unit_mut(guard).damage = 2;
        b.unit_mut(marine).damage = 1;
        let t = b.run(
            vec![play(ALEX, "supreme-leader-snoke"), pass(NICO), pass(ALEX)],
            StopPoint::Before(PhaseStep::ActionEnd),
        );
        assert_eq!(
            resolved(&t)[..2],
            [
                "supreme-leader-snoke/play",
                "calculating-magnaguard/friendly-defeated"
            ],
            "MagnaGuard listed first: {magnaguard_first}"
        );
        assert!(t.steps.last().unwrap().board.units.len() == 1);
    }
}

#[test]
fn rule_1_16_5e_snokes_minus_two_defeats_enemy_units_at_zero_hp() {
    let mut b = Board::new();
    b.leader_aspects(ALEX, &["Vigilance", "Villainy"]);
    b.hand(ALEX, &["supreme-leader-snoke"]);
    b.unit(NICO, "desperate-commando");
    let yoda = b.unit(NICO, "yoda");
    b.unit(ALEX, "vanguard-infantry");
    let t = b.run(
        vec![
            play(ALEX, "supreme-leader-snoke"),
            choose(NICO, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    let s = &t.steps[step_saying(&t, "Desperate Commando is defeated")];
    assert!(s.rules.iter().any(|r| r == "1.16.5e"));
    // Its When Defeated is nested under the play (7.6.8).
    assert_eq!(
        resolved(&t)[..2],
        [
            "supreme-leader-snoke/play",
            "desperate-commando/when-defeated"
        ]
    );
    let last = &t.steps.last().unwrap().board;
    assert!(last.unit(yoda).is_some(), "Yoda has 4 HP: 2 left");
    assert_eq!(last.units.len(), 3, "Alex's own unit is not an enemy");
    let pool = &b.pool;
    let y = last.unit(yoda).unwrap();
    assert_eq!(
        timing_window::rulesets::swu::engine::stats::unit_stats(pool, last, y),
        (0, 2)
    );
}

#[test]
fn rule_1_17_4_a_play_from_hand_may_go_as_though_no_unit_qualifies() {
    // Timely Intervention: "Play a unit from your hand." Yoda is the only
    // unit in hand; the hand is hidden from Nico, so Alex may play nothing.
    let mut b = Board::new();
    b.base_aspects(ALEX, &["Command"])
        .leader_aspects(ALEX, &["Vigilance", "Heroism"]);
    b.hand(ALEX, &["timely-intervention", "yoda"]);
    let t = b.run(
        vec![
            play(ALEX, "timely-intervention"),
            choose(ALEX, &["play nothing"]),
            pass(NICO),
            pass(ALEX),
        ],
        REGROUP_START,
    );
    let c = decision(&t, "which unit does Alex play?");
    assert_eq!(c.options, vec!["Yoda".to_string(), "play nothing".into()]);
    assert!(c.rules.contains(&"1.17.4".to_string()), "{:?}", c.rules);
    let last = &t.steps.last().unwrap().board;
    assert!(last.units.is_empty());
    assert!(last.players[0]
        .hand
        .contains(&HiddenCard::Known("yoda".into())));
    // Without the decision the script is missing one: the engine does not
    // play Yoda on its own.
    let e = b.run_err(
        vec![play(ALEX, "timely-intervention"), pass(NICO)],
        REGROUP_START,
    );
    assert!(
        e.message.contains("which unit does Alex play?"),
        "{}",
        e.message
    );
}
