//! The steps of a player's actions cite the rules that say what the step
//! does: using an action ability is paying its cost (6.4.4) and resolving
//! it (6.4.5), and deploying a leader is an Epic Action (7.2.4) that flips
//! the leader into the ground arena ready (3.4.4), not 7.6.8, which is only
//! when what the action triggered resolves (cited on the order tree); the
//! attacker an ability's attack uses is chosen as the attack is declared
//! (6.3.1), within the ability's limits (7.1.6a), not by 7.1.6c, which is
//! about limits on what is attacked.

mod common;

use common::*;
use timing_window::rulesets::swu::engine::GameTrace;

/// A unit with an action ability that costs exhausting it, one with a free
/// action ability, an event that attacks with a unit, and a plain unit.
const OWN_CARDS: &str = r#"
[[card]]
id = "test-gunner"
name = "Test Gunner"
type = "unit"
cost = 2
power = 1
hp = 3
arena = "ground"
text = "Action [Exhaust]: Deal 1 damage to an enemy unit."

[[card.ability]]
when = ["action"]
exhaust = true
effects = [{ do = "deal_damage", amount = 1, target = "chosen_enemy_unit" }]

[[card]]
id = "test-scout"
name = "Test Scout"
type = "unit"
cost = 2
power = 1
hp = 3
arena = "ground"
text = "Action: Draw a card."

[[card.ability]]
when = ["action"]
effects = [{ do = "draw", count = 1 }]

[[card]]
id = "test-charge"
name = "Test Charge"
type = "event"
cost = 0
text = "Attack with a unit."

[[card.ability]]
when = ["event"]
effects = [{ do = "attack" }]

[[card]]
id = "test-trooper"
name = "Test Trooper"
type = "unit"
cost = 1
power = 1
hp = 3
arena = "ground"
"#;

fn board() -> Board {
    let mut b = Board::new();
    b.pool
        .add_file("actions-citations.toml", OWN_CARDS)
        .expect("own cards");
    b
}

/// The rules the step starting with `text` cites.
fn rules_of(t: &GameTrace, text: &str) -> Vec<String> {
    t.steps[step_saying(t, text)]
        .rules
        .iter()
        .map(|r| r.to_string())
        .collect()
}

#[test]
fn rule_6_4_5_using_an_action_ability_cites_paying_its_cost_and_resolving_it() {
    let mut b = board();
    b.unit_as(ALEX, "test-gunner", "gunner");
    b.unit(NICO, "test-trooper");
    let t = b.run(
        vec![ability(ALEX, "gunner"), pass(NICO), pass(ALEX)],
        ACTION_END,
    );
    let rules = rules_of(&t, "uses Test Gunner's action ability");
    assert_eq!(rules, ["5.4.1b", "6.4.4", "6.4.5"]);
    assert!(
        !rules.iter().any(|r| r == "7.6.8"),
        "trigger timing, not this step"
    );
}

#[test]
fn rule_6_4_5_a_free_action_ability_cites_no_cost_paid() {
    let mut b = board();
    b.unit_as(ALEX, "test-scout", "scout");
    let t = b.run(
        vec![ability(ALEX, "scout"), pass(NICO), pass(ALEX)],
        ACTION_END,
    );
    assert_eq!(
        rules_of(&t, "uses Test Scout's action ability"),
        ["5.4.1b", "6.4.5"]
    );
}

#[test]
fn rule_3_4_4_deploying_a_leader_cites_the_epic_action_and_the_deploy() {
    let mut b = board();
    b.leader(ALEX, "grand-admiral-thrawn");
    let t = b.run(vec![deploy(ALEX), pass(NICO), pass(ALEX)], ACTION_END);
    assert_eq!(
        rules_of(&t, "epic action: the leader flips"),
        ["5.4.1b", "7.2.4", "3.4.4"]
    );
}

#[test]
fn rule_6_3_1_an_abilitys_attack_chooses_its_attacker_as_it_is_declared() {
    let mut b = board();
    b.hand(ALEX, &["test-charge"]);
    b.unit_as(ALEX, "test-trooper", "first-trooper");
    b.unit_as(ALEX, "test-trooper", "second-trooper");
    let t = b.run(
        vec![
            play(ALEX, "test-charge"),
            // Nico has no unit: the base is the only thing to attack.
            choose(ALEX, &["second-trooper"]),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    let (i, c) = t
        .choices()
        .find(|(_, c)| c.prompt.contains("which unit attacks"))
        .unwrap_or_else(|| panic!("no choice of attacker: {:#?}", resolved(&t)));
    assert_eq!(c.options, ["first-trooper", "second-trooper"]);
    assert_eq!(t.steps[i].rules, ["6.3.1", "7.1.6a"], "not 7.1.6c");
}
