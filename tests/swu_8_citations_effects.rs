//! The steps of an ability's effects cite what each effect is: a "you may"
//! part is the player's choice by 8.32.1 (any ability's, an event's too;
//! 7.6.7 is only the triggered ability's, and 7.1.5 the order of
//! effects); taking control of a unit is 8.27.1; a part that has nothing
//! to act on is ignored by 1.3.2 (do as much as you can), which 7.1.5 does
//! not say.

mod common;

use common::*;

/// Events: "You may draw a card."; "You may attack with a unit." (the
/// attack's own "may"); "Take control of an enemy unit."; "Return a unit
/// from your discard pile to your hand."
const OWN_CARDS: &str = r#"
[[card]]
id = "test-maybe"
name = "Test Maybe"
type = "event"
cost = 0
text = "You may draw a card."

[[card.ability]]
when = ["event"]
effects = [{ do = "may", then = [{ do = "draw", count = 1 }] }]

[[card]]
id = "test-sally"
name = "Test Sally"
type = "event"
cost = 0
text = "You may attack with a unit."

[[card.ability]]
when = ["event"]
effects = [{ do = "attack", optional = true }]

[[card]]
id = "test-turncoat"
name = "Test Turncoat"
type = "event"
cost = 0
text = "Take control of an enemy unit."

[[card.ability]]
when = ["event"]
effects = [{ do = "take_control", target = "chosen_enemy_unit" }]

[[card]]
id = "test-zap"
name = "Test Zap"
type = "event"
cost = 0
text = "Deal 2 damage to an enemy unit."

[[card.ability]]
when = ["event"]
effects = [{ do = "deal_damage", amount = 2, target = "chosen_enemy_unit" }]

[[card]]
id = "test-trooper"
name = "Test Trooper"
type = "unit"
cost = 1
power = 1
hp = 3
arena = "ground"
"#;

fn board(hand: &[&str]) -> Board {
    let mut b = Board::new();
    b.pool
        .add_file("effects-citations.toml", OWN_CARDS)
        .expect("own cards");
    b.hand(ALEX, hand);
    b
}

#[test]
fn rule_8_32_1_a_you_may_part_is_the_players_choice() {
    let b = board(&["test-maybe"]);
    let t = b.run(
        vec![
            play(ALEX, "test-maybe"),
            choose(ALEX, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    let (i, _) = t
        .choices()
        .find(|(_, c)| c.prompt.contains("\"you may\" part"))
        .expect("the choice");
    assert_eq!(
        t.steps[i].rules,
        ["8.32.1"],
        "not 7.1.5, the order of effects"
    );
    let declined = step_saying(&t, "declines that part of Test Maybe");
    assert_eq!(t.steps[declined].rules, ["8.32.1"]);
}

#[test]
fn rule_8_32_1_an_events_may_attack_is_not_a_triggered_abilitys_you_may() {
    let mut b = board(&["test-sally"]);
    b.unit(ALEX, "test-trooper");
    let t = b.run(
        vec![
            play(ALEX, "test-sally"),
            choose(ALEX, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    let (i, _) = t
        .choices()
        .find(|(_, c)| c.prompt.contains("attack with"))
        .expect("the choice to attack");
    assert_eq!(t.steps[i].rules, ["8.32.1"], "an event: 7.6.7 says nothing");
    let declined = step_saying(&t, "does not attack");
    assert_eq!(t.steps[declined].rules, ["8.32.1"]);
}

#[test]
fn rule_8_27_1_taking_control_of_a_unit_cites_what_taking_control_is() {
    let b = {
        let mut b = board(&["test-turncoat"]);
        b.unit(NICO, "test-trooper");
        b
    };
    let t = b.run(
        vec![play(ALEX, "test-turncoat"), pass(NICO), pass(ALEX)],
        ACTION_END,
    );
    let i = step_saying(&t, "Alex takes control of");
    assert_eq!(t.steps[i].rules, ["8.27.1"]);
}

#[test]
fn rule_1_3_2_a_part_with_nothing_to_choose_is_ignored() {
    // Nico has no unit: the damage has nothing to be dealt to.
    let b = board(&["test-zap"]);
    let t = b.run(
        vec![play(ALEX, "test-zap"), pass(NICO), pass(ALEX)],
        ACTION_END,
    );
    let i = step_saying(&t, "there is nothing it can choose");
    assert_eq!(
        t.steps[i].rules,
        ["1.3.2"],
        "not 7.1.5, the order of effects"
    );
}

/// Events with an "if": one about the chosen unit's trait, one about the
/// initiative.
const IFS: &str = r#"
[[card]]
id = "test-vetting"
name = "Test Vetting"
type = "event"
cost = 0
text = "Choose a friendly unit. If it's a FORCE unit, draw a card."

[[card.ability]]
when = ["event"]
effects = [{ do = "choose", target = "chosen_friendly_unit", then = [
  { do = "if", condition = { is = "it_is", filter = { trait = "FORCE" } }, then = [{ do = "draw", count = 1 }] },
] }]

[[card]]
id = "test-tempo"
name = "Test Tempo"
type = "event"
cost = 0
text = "If you have the initiative, draw a card."

[[card.ability]]
when = ["event"]
effects = [{ do = "if", condition = { is = "you_have_initiative" }, then = [{ do = "draw", count = 1 }] }]
"#;

#[test]
fn rule_8_23_3_is_cited_only_for_an_if_that_names_a_unit() {
    let mut b = board(&["test-vetting"]);
    b.pool.add_file("ifs.toml", IFS).expect("own cards");
    b.unit(ALEX, "test-trooper");
    let t = b.run(
        vec![play(ALEX, "test-vetting"), pass(NICO), pass(ALEX)],
        ACTION_END,
    );
    let i = step_saying(&t, "the part after \"if\" does nothing");
    assert_eq!(
        t.steps[i].rules,
        ["7.1.5"],
        "no name in it: 8.23.3 says nothing"
    );
}

#[test]
fn rule_1_12_2c_if_you_have_the_initiative_asks_who_controls_the_counter() {
    let mut b = board(&["test-tempo"]);
    b.pool.add_file("ifs.toml", IFS).expect("own cards");
    b.state.initiative = NICO;
    let t = b.run(
        vec![play(ALEX, "test-tempo"), pass(NICO), pass(ALEX)],
        ACTION_END,
    );
    let i = step_saying(&t, "does not have the initiative");
    assert_eq!(t.steps[i].rules, ["7.1.5", "1.12.2c"]);
}
