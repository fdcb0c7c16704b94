//! An ability's attack (a modified "Attack With a Unit" action, 7.1.6)
//! cites what each of its steps rests on: the choice of what to attack is
//! the declaration of the attack (6.3.1), and Sentinel's limit on that
//! choice (7.5.11b) is cited only when an enemy Sentinel unit is in the
//! attacker's arena; a modified attack that no unit can make is not made
//! because a modified action is taken only if possible (7.1.6a), not
//! because of Ambush's own rule (7.5.5c), which is for Ambush's attack.

mod common;

use common::*;
use timing_window::rulesets::swu::engine::GameTrace;

/// An event that attacks with a friendly unit, a plain ground unit, and two
/// ground units with Sentinel.
const OWN_CARDS: &str = r#"
[[card]]
id = "test-charge"
name = "Test Charge"
type = "event"
cost = 0
text = "Attack with a unit."

[[card.ability]]
when = ["event"]
effects = [{ do = "attack", attacker = "chosen_friendly_unit" }]

[[card]]
id = "test-trooper"
name = "Test Trooper"
type = "unit"
cost = 1
power = 1
hp = 3
arena = "ground"

[[card]]
id = "test-guard"
name = "Test Guard"
type = "unit"
cost = 1
power = 1
hp = 3
arena = "ground"
keywords = ["sentinel"]
text = "Sentinel"

[[card]]
id = "test-warden"
name = "Test Warden"
type = "unit"
cost = 1
power = 1
hp = 3
arena = "ground"
keywords = ["sentinel"]
text = "Sentinel"
"#;

fn board() -> Board {
    let mut b = Board::new();
    b.pool
        .add_file("attack-choice.toml", OWN_CARDS)
        .expect("own cards");
    b.hand(ALEX, &["test-charge"]);
    b
}

/// The rules the step of the decision about what the attacker attacks cites.
fn defender_choice_rules(t: &GameTrace) -> Vec<String> {
    let (i, _) = t
        .choices()
        .find(|(_, c)| c.prompt.contains("what does"))
        .unwrap_or_else(|| panic!("no choice of defender: {:#?}", resolved(t)));
    t.steps[i].rules.iter().map(|r| r.to_string()).collect()
}

#[test]
fn rule_6_3_1_an_abilitys_attack_chooses_its_defender_as_it_is_declared() {
    let mut b = board();
    b.unit(ALEX, "test-trooper");
    b.unit(NICO, "test-trooper");
    let t = b.run(
        vec![
            play(ALEX, "test-charge"),
            choose(ALEX, &["base"]),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    // No Sentinel in the arena: 7.5.11b says nothing about this choice.
    assert_eq!(defender_choice_rules(&t), ["6.3.1"]);
}

#[test]
fn rule_7_5_11b_cited_for_the_defender_only_with_an_enemy_sentinel_in_the_arena() {
    let mut b = board();
    b.unit(ALEX, "test-trooper");
    b.unit(NICO, "test-trooper");
    b.unit(NICO, "test-guard");
    b.unit(NICO, "test-warden");
    let t = b.run(
        vec![
            play(ALEX, "test-charge"),
            choose(ALEX, &["test-warden"]),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    assert_eq!(defender_choice_rules(&t), ["6.3.1", "7.5.11b"]);
    // And the two Sentinel units are the only legal defenders: neither
    // the other unit nor the base.
    let (_, c) = t
        .choices()
        .find(|(_, c)| c.prompt.contains("what does"))
        .expect("a choice of defender");
    assert_eq!(c.options.len(), 2, "{:?}", c.options);
    assert_eq!(c.options, ["test-guard", "test-warden"]);
}

#[test]
fn rule_7_1_6a_a_modified_attack_no_unit_can_make_is_not_made() {
    // Alex has no unit: the event's attack cannot be made.
    let mut b = board();
    b.unit(NICO, "test-trooper");
    let t = b.run(
        vec![play(ALEX, "test-charge"), pass(NICO), pass(ALEX)],
        ACTION_END,
    );
    let i = step_saying(&t, "no unit can make this attack");
    assert_eq!(t.steps[i].rules, ["7.1.6a"], "not Ambush's 7.5.5c");
}
