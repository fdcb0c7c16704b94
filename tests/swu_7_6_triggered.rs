//! CR v7.0 7.6 (triggered abilities), run by SWU's engine: when they
//! trigger, when they wait, who orders them and how they nest (7.6.2 to
//! 7.6.16). Each test is named after its rule.

mod common;
use common::*;
use timing_window::rulesets::swu::engine::{kinds, PhaseStep, StopPoint};
use timing_window::timing::OrderSpace;

#[test]
fn rule_7_6_2_a_slash_ability_triggers_once_per_condition() {
    let mut b = Board::new();
    b.hand(ALEX, &["elite-p-38-starfighter"])
        .hand(NICO, &["vanquish"]);
    let t = b.run(
        vec![
            play(ALEX, "elite-p-38-starfighter"),
            choose(ALEX, &["no"]),
            play(NICO, "vanquish"),
            choose(ALEX, &["no"]),
            pass(ALEX),
            pass(NICO),
        ],
        StopPoint::Before(PhaseStep::ActionEnd),
    );
    assert!(t.step_for("elite-p-38-starfighter/when-played").is_some());
    assert!(t.step_for("elite-p-38-starfighter/when-defeated").is_some());
}

#[test]
fn rule_7_6_3_a_triggered_ability_resolves_after_its_card_left_play() {
    // Inferno Four is defeated by Vanquish; its When Defeated still resolves.
    let t = vanquish_defeats_inferno_four(StopPoint::Before(PhaseStep::ActionEnd));
    let (i, _) = t.step_for("inferno-four/when-defeated").unwrap();
    assert!(t.steps[i].board.units.is_empty());
}

/// Gideon Hask and Mercenary Company (5/5 each) deal their combat damage
/// at the same time and reach 0 HP together (6.3.5a): they are defeated at
/// the same time (1.16.5e), so Hask's "when an enemy unit is defeated"
/// triggers though Hask is defeated too (7.6.4). It must not depend on
/// which unit the board lists first, nor on who attacks.
#[test]
fn rule_7_6_4_a_unit_defeated_in_the_same_combat_sees_the_other_defeat_whatever_the_board_order() {
    for hask_first in [false, true] {
        for hask_attacks in [true, false] {
            let mut b = Board::new();
            if hask_first {
                b.unit(NICO, "gideon-hask");
                b.unit(ALEX, "mercenary-company");
            } else {
                b.unit(ALEX, "mercenary-company");
                b.unit(NICO, "gideon-hask");
            }
            let script = if hask_attacks {
                b.acting(NICO);
                vec![
                    attack(NICO, "gideon-hask", "mercenary-company"),
                    pass(ALEX),
                    pass(NICO),
                ]
            } else {
                vec![
                    attack(ALEX, "mercenary-company", "gideon-hask"),
                    pass(NICO),
                    pass(ALEX),
                ]
            };
            let t = b.run(script, StopPoint::Before(PhaseStep::ActionEnd));
            let case = format!("Hask listed first: {hask_first}, Hask attacks: {hask_attacks}");
            assert!(
                t.step_for("gideon-hask/enemy-defeated").is_some(),
                "{case}: {:?}",
                resolved(&t)
            );
            // Both leave play before either defeat triggers anything.
            let defeats: Vec<usize> = (0..t.steps.len())
                .filter(|&i| t.steps[i].kind == kinds::DEFEAT)
                .collect();
            let first_trigger = t
                .steps
                .iter()
                .position(|s| s.kind == kinds::ABILITY_TRIGGERED)
                .expect("a trigger");
            assert_eq!(defeats.len(), 2, "{case}");
            assert!(defeats.iter().all(|&d| d < first_trigger), "{case}");
        }
    }
}

#[test]
fn rule_7_6_4_defeated_by_the_triggering_action_resolves_after_it() {
    // Dilapidated Ski Speeder (3/7) takes 3 from its own When Played; a unit
    // with 3 HP would be defeated by it and still its ability finished first.
    let mut b = Board::new();
    b.hand(NICO, &["vanquish"]);
    b.unit(ALEX, "oom-series-officer");
    b.acting(NICO);
    let t = b.run(
        vec![
            play(NICO, "vanquish"),
            choose(ALEX, &["Nico's base"]),
            pass(ALEX),
            pass(NICO),
        ],
        StopPoint::Before(PhaseStep::ActionEnd),
    );
    assert!(cites(&t, "oom-series-officer/when-defeated", "7.6.14a"));
    let (play_i, _) = t.step_for("vanquish/play").unwrap();
    let (wd, _) = t.step_for("oom-series-officer/when-defeated").unwrap();
    assert!(play_i < wd);
}

#[test]
fn rule_7_6_7_you_may_is_the_controllers_choice() {
    let mut b = Board::new();
    b.hand(ALEX, &["vanguard-infantry"]);
    let v = b.unit(ALEX, "vanguard-infantry");
    b.unit_mut(v).damage = 1;
    b.hand(NICO, &["vanquish"]).acting(NICO);
    let t = b.run(
        vec![
            play(NICO, "vanquish"),
            choose(ALEX, &["no"]),
            pass(ALEX),
            pass(NICO),
        ],
        StopPoint::Before(PhaseStep::ActionEnd),
    );
    let (_, s) = t.step_for("vanguard-infantry/when-defeated").unwrap();
    assert!(s.text.contains("declines"));
    assert!(s.rules.iter().any(|r| r == "7.6.14a"));
    assert!(t
        .choices()
        .any(|(_, c)| c.rules.contains(&"7.6.7".to_string())));
}

#[test]
fn rule_7_6_8_triggers_wait_until_the_action_has_finished() {
    // Sneak Attack: Inferno Four's When Played waits until Sneak Attack has
    // finished, including its delayed effect being created.
    let mut b = Board::new();
    b.hand(ALEX, &["sneak-attack", "inferno-four"]).passed(NICO);
    let t = b.run(
        vec![
            play(ALEX, "sneak-attack"),
            choose(ALEX, &["Inferno Four"]),
            choose(ALEX, &["top: card 1, card 2; bottom: none"]),
            pass(NICO),
            pass(ALEX),
            choose(ALEX, &["top: card 1, card 2; bottom: none"]),
        ],
        StopPoint::Before(PhaseStep::Draw),
    );
    let created = t
        .steps
        .iter()
        .position(|s| s.text.contains("creates a delayed effect"))
        .unwrap();
    let (wp, _) = t.step_for("inferno-four/when-played").unwrap();
    assert!(created < wp);
}

#[test]
fn rule_7_6_8_an_action_abilitys_triggers_wait_until_it_has_resolved() {
    let mut b = Board::new();
    b.pool
        .add_file(
            "test",
            r#"
[[card]]
id = "test-gunner"
name = "Test Gunner"
type = "unit"
cost = 2
power = 1
hp = 3
arena = "ground"
text = "Action [Exhaust]: Deal 4 damage to an enemy unit. Then draw a card."

[[card.ability]]
when = ["action"]
exhaust = true
effects = [
  { do = "deal_damage", amount = 4, target = "chosen_enemy_unit" },
  { do = "draw", count = 1 },
]
"#,
        )
        .unwrap();
    b.unit_as(ALEX, "test-gunner", "gunner");
    b.unit(NICO, "val");
    let t = b.run(
        vec![
            ability(ALEX, "gunner"),
            choose(ALEX, &["Nico"]),
            choose(ALEX, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    // Val is defeated by the first effect; the draw still comes first.
    let drew = step_saying(&t, "Alex draws 1 card");
    let first_resolved = t
        .steps
        .iter()
        .position(|s| s.kind == kinds::ABILITY_RESOLVED)
        .unwrap();
    assert!(drew < first_resolved);
    let order = resolved(&t);
    assert_eq!(
        order[..3],
        ["gunner/action", "val/when-defeated", "val/bounty"]
    );
}

#[test]
fn rule_7_6_9_a_player_orders_their_own_triggers() {
    let mut b = Board::new();
    b.leader_aspects(ALEX, &["Vigilance", "Villainy"]);
    b.hand(ALEX, &["count-dooku"]);
    b.unit(NICO, "val");
    let t = b.run(
        vec![
            play(ALEX, "count-dooku"),
            choose(ALEX, &["count-dooku/when-played", "count-dooku/shielded"]),
            choose(ALEX, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        StopPoint::Before(PhaseStep::ActionEnd),
    );
    let keep: Vec<String> = ["count-dooku/shielded", "count-dooku/when-played"]
        .map(String::from)
        .to_vec();
    let space = OrderSpace::new(&t.order, Some(&keep), 10).unwrap();
    assert_eq!(space.orders.len(), 2, "either order is legal");
    assert!(t
        .choices()
        .any(|(_, c)| c.rules == vec!["7.6.9".to_string()]));
}

#[test]
fn rule_7_6_10_active_player_picks_which_player_first() {
    // Val's Bounty (resolved by Nico) and When Defeated (Alex's): Nico is
    // active and decides which player resolves first.
    let mut b = Board::new();
    b.unit(ALEX, "val");
    b.unit(ALEX, "chewbacca");
    b.unit(NICO, "val");
    b.state.units[2].label = "val-2".into();
    b.state.active = NICO;
    b.hand(NICO, &["vanquish"]).passed(ALEX);
    let t = b.run(
        vec![
            play(NICO, "vanquish"),
            choose(NICO, &["Val (copy 1)"]),
            choose(NICO, &["Alex"]),
            choose(NICO, &["yes"]),
            choose(NICO, &["Chewbacca"]),
            pass(ALEX),
            pass(NICO),
        ],
        StopPoint::Before(PhaseStep::ActionEnd),
    );
    assert_eq!(&resolved(&t)[1..3], &["val/when-defeated", "val/bounty"]);
    let (_, c) = t
        .choices()
        .find(|(_, c)| c.rules == vec!["7.6.10".to_string()])
        .unwrap();
    assert_eq!(c.chooser, "Nico");
    let keep: Vec<String> = ["val/when-defeated", "val/bounty"]
        .map(String::from)
        .to_vec();
    let space = OrderSpace::new(&t.order, Some(&keep), 10).unwrap();
    assert_eq!(space.orders.len(), 2);
}

#[test]
fn rule_7_6_11_a_when_played_abilitys_modified_play_is_nested_in_that_ability() {
    // Kelleran Beq's When Played plays Patrolling V-Wing from the deck:
    // what that play triggers is nested in Kelleran's ability, so it
    // resolves before Nico's Krayt Dragon trigger for Kelleran himself,
    // which waited beside that ability.
    let mut b = training_board();
    b.leader_aspects(ALEX, &["Command", "Heroism"]);
    b.unit(NICO, "krayt-dragon");
    b.hand(ALEX, &["kelleran-beq"]);
    b.deck(ALEX, &["patrolling-v-wing"], 10);
    let t = b.run(
        vec![
            play(ALEX, "kelleran-beq"),
            choose(ALEX, &["Alex"]),
            // Nested: the V-Wing's When Played and Krayt Dragon.
            choose(ALEX, &["Patrolling V-Wing"]),
            choose(ALEX, &["Alex"]),
            choose(NICO, &["yes"]),
            choose(NICO, &["Alex's base"]),
            // The Krayt Dragon trigger for Kelleran Beq.
            choose(NICO, &["yes"]),
            choose(NICO, &["Alex's base"]),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    let kelleran = step_at(&t, "kelleran-beq/when-played");
    let nested = step_at(&t, "krayt-dragon/opponent-plays#2");
    let outer = step_at(&t, "krayt-dragon/opponent-plays");
    assert!(kelleran < nested && nested < outer);
    let (_, s) = t.step_for("krayt-dragon/opponent-plays#2").unwrap();
    let (_, k) = t.step_for("kelleran-beq/when-played").unwrap();
    assert!(s.depth > k.depth, "the play's trigger is a nested layer");
}

#[test]
fn rule_7_6_11_nested_abilities_resolve_before_the_rest_of_the_window() {
    // Vanquish defeats Ruthless Raider: its When Defeated (Alex) and Gideon
    // Hask's "when an enemy unit is defeated" (Nico) wait together. The
    // Raider's ability defeats OOM-Series Officer, whose When Defeated is
    // nested and resolves before Hask's.
    let mut b = Board::new();
    b.unit(ALEX, "ruthless-raider");
    b.unit(NICO, "oom-series-officer");
    b.unit(NICO, "gideon-hask");
    b.hand(NICO, &["vanquish"]).acting(NICO);
    let t = b.run(
        vec![
            play(NICO, "vanquish"),
            choose(NICO, &["Ruthless Raider"]),
            choose(NICO, &["Alex"]),
            choose(ALEX, &["OOM-Series Officer"]),
            choose(NICO, &["Alex's base"]),
            pass(ALEX),
            pass(NICO),
        ],
        StopPoint::Before(PhaseStep::ActionEnd),
    );
    assert_eq!(
        &resolved(&t)[..4],
        &[
            "vanquish/play",
            "ruthless-raider/when-defeated",
            "oom-series-officer/when-defeated",
            "gideon-hask/enemy-defeated"
        ]
    );
    // Hask between the Raider and its nested ability breaks 7.6.11.
    let keep: Vec<String> = [
        "ruthless-raider/when-defeated",
        "oom-series-officer/when-defeated",
        "gideon-hask/enemy-defeated",
    ]
    .map(String::from)
    .to_vec();
    let space = OrderSpace::new(&t.order, Some(&keep), 10).unwrap();
    let wrong = vec![keep[0].clone(), keep[2].clone(), keep[1].clone()];
    let v = space.judge(&wrong).unwrap();
    assert!(!v.legal);
    // Alex's block (the Raider with what it nested) is broken apart: both
    // 7.6.11 and 7.6.10 say so; the judge names one of them.
    let rule = v.first_broken.unwrap().rule().to_string();
    assert!(rule == "7.6.11" || rule == "7.6.10", "{rule}");
}

#[test]
fn rule_7_6_12_nesting_goes_as_deep_as_it_goes() {
    // Overwhelming depth is tested in the property tests and benchmarks; here
    // two layers: Vanquish -> Ruthless Raider WD -> OOM-Series Officer WD.
    let mut b = Board::new();
    b.unit(ALEX, "ruthless-raider");
    b.unit(NICO, "oom-series-officer");
    b.hand(NICO, &["vanquish"]).acting(NICO);
    let t = b.run(
        vec![
            play(NICO, "vanquish"),
            choose(NICO, &["Ruthless Raider"]),
            choose(NICO, &["Alex's base"]),
            pass(ALEX),
            pass(NICO),
        ],
        StopPoint::Before(PhaseStep::ActionEnd),
    );
    let depth = |l: &str| t.step_for(l).unwrap().1.depth;
    assert_eq!(depth("ruthless-raider/when-defeated"), 1);
    assert_eq!(depth("oom-series-officer/when-defeated"), 2);
}

#[test]
fn rule_7_6_13_when_played_ambush_and_shielded_share_one_window() {
    let mut b = Board::new();
    b.base_aspects(ALEX, &["Command"])
        .leader_aspects(ALEX, &["Vigilance", "Villainy"]);
    b.hand(ALEX, &["timely-intervention", "count-dooku"]);
    b.unit(NICO, "val");
    let t = b.run(
        vec![
            play(ALEX, "timely-intervention"),
            choose(ALEX, &["Count Dooku"]),
            // Ambush first, then the Shield (ruling 8), then When Played.
            choose(
                ALEX,
                &[
                    "count-dooku/ambush",
                    "count-dooku/shielded",
                    "count-dooku/when-played",
                ],
            ),
            choose(ALEX, &["yes"]),  // Ambush: attack Val
            choose(ALEX, &["Nico"]), // Val's When Defeated first (7.6.10)
            choose(ALEX, &["no"]),   // Val's Bounty is Alex's: declined
            choose(ALEX, &["no"]),   // Dooku's When Played: no defeat
            pass(NICO),
            pass(ALEX),
        ],
        StopPoint::Before(PhaseStep::ActionEnd),
    );
    let labels = resolved(&t);
    let pos = |l: &str| labels.iter().position(|x| *x == l).unwrap();
    assert!(pos("count-dooku/attack") < pos("count-dooku/shielded"));
    assert!(
        pos("val/bounty") < pos("count-dooku/shielded"),
        "the Ambush attack resolves in full first"
    );
    assert!(cites(&t, "count-dooku/when-played", "7.6.13a"));
}

#[test]
fn rule_7_6_14_when_defeated_by_the_controller_at_defeat_from_the_discard() {
    // Change of Heart: Alex controls Nico's OOM-Series Officer when it is
    // defeated, so Alex resolves its When Defeated.
    let mut b = Board::new();
    b.unit(NICO, "oom-series-officer");
    b.hand(ALEX, &["change-of-heart", "vanquish"]);
    b.state.player_mut(ALEX).resources.ready = 20;
    let t = b.run(
        vec![
            play(ALEX, "change-of-heart"),
            pass(NICO),
            play(ALEX, "vanquish"),
            choose(ALEX, &["Nico's base"]),
            pass(NICO),
            pass(ALEX),
        ],
        StopPoint::Before(PhaseStep::ActionEnd),
    );
    let (i, s) = t.step_for("oom-series-officer/when-defeated").unwrap();
    assert_eq!(s.player.as_deref(), Some("Alex"));
    assert_eq!(
        t.steps[i].board.players[1].discard,
        vec!["oom-series-officer".to_string()]
    );
}

#[test]
fn rule_7_6_15_on_attack_resolves_before_combat_damage() {
    let mut b = Board::new();
    b.unit(ALEX, "sabine-wren");
    let c = b.unit(NICO, "chewbacca");
    b.unit_mut(c).exhausted = true;
    let t = b.run(
        vec![
            attack(ALEX, "sabine-wren", "chewbacca"),
            choose(ALEX, &["Nico"]),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Chewbacca"]),
            pass(NICO),
            pass(ALEX),
        ],
        StopPoint::Before(PhaseStep::ActionEnd),
    );
    let labels = resolved(&t);
    assert_eq!(
        &labels[..2],
        &["sabine-wren/attack", "chewbacca/when-attacked"][..]
    );
    let (_, s) = t.step_for("sabine-wren/on-attack").unwrap();
    assert!(s.rules.iter().any(|r| r == "7.6.15a"));
    let combat = t
        .steps
        .iter()
        .position(|s| s.text.starts_with("Sabine Wren deals 2"))
        .unwrap();
    assert!(t.step_for("sabine-wren/on-attack").unwrap().0 < combat);
    // Sabine (2/3) took 3 back from Chewbacca: defeated.
    assert!(t
        .steps
        .last()
        .unwrap()
        .board
        .units
        .iter()
        .all(|u| u.card != "sabine-wren"));
}

#[test]
fn rule_7_6_16_attack_end_window_holds_when_defeated_of_combat_defeats() {
    let mut b = Board::new();
    b.unit(ALEX, "val");
    b.unit(NICO, "oom-series-officer");
    let t = b.run(
        vec![
            attack(ALEX, "val", "oom-series-officer"),
            choose(NICO, &["Alex's base"]),
            pass(NICO),
            pass(ALEX),
        ],
        StopPoint::Before(PhaseStep::ActionEnd),
    );
    assert!(t
        .steps
        .iter()
        .any(|s| s.rules.iter().any(|r| r == "7.6.16b")));
    let (_, s) = t.step_for("oom-series-officer/when-defeated").unwrap();
    assert_eq!(s.depth, 1);
}
