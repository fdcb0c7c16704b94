//! CR v7.0 7.6.16c and 6.3.5b: a unit's When Attack Ends ability still
//! triggers when combat damage defeats that unit, and it resolves from the
//! discard pile in the window of the When Defeated abilities of combat
//! (7.6.16b). Tested on an own card: the printed When Attack Ends cards the
//! reader models say nothing that shows it on their own board.

mod common;

use common::*;

/// A 2/2 unit whose When Attack Ends draws its controller a card.
const OWN_CARDS: &str = r#"
[[card]]
id = "test-scout"
name = "Test Scout"
type = "unit"
cost = 2
power = 2
hp = 2
arena = "ground"
text = "When Attack Ends: Draw a card."

[[card.ability]]
when = ["attack_ends"]
effects = [{ do = "draw", count = 1 }]
"#;

/// Alex's Test Scout attacks Nico's Battlefield Marine (3/3): both deal
/// combat damage, and the Marine's 3 defeats the Scout.
fn scout_attacks_the_marine() -> Board {
    let mut b = Board::new();
    b.pool
        .add_file("attack-ends.toml", OWN_CARDS)
        .expect("own cards");
    b.unit(ALEX, "test-scout");
    b.unit(NICO, "battlefield-marine");
    b.deck(ALEX, &["yoda"], 5);
    b
}

#[test]
fn rule_7_6_16c_a_when_attack_ends_ability_triggers_though_combat_damage_defeated_its_unit() {
    let b = scout_attacks_the_marine();
    let t = b.run(
        vec![
            attack(ALEX, "test-scout", "battlefield-marine"),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    let end = &t.steps.last().expect("steps").board;
    assert!(
        !end.units.iter().any(|u| u.card == "test-scout"),
        "the Scout is defeated"
    );
    assert!(end.players[0].discard.iter().any(|c| c == "test-scout"));
    // Its When Attack Ends resolved all the same: Alex drew Yoda.
    let resolved = step_at(&t, "test-scout/when-attack-ends");
    let defeated = step_saying(&t, "Test Scout is defeated");
    assert!(defeated < resolved, "{defeated} !< {resolved}");
    assert!(end.players[0].hand.iter().any(|c| c.id() == Some("yoda")));
}

#[test]
fn rule_7_6_16a_a_surviving_attackers_when_attack_ends_resolves_as_the_attack_ends() {
    // Against Nico's base the Scout survives: its When Attack Ends
    // triggers as combat damage is dealt, in play.
    let b = scout_attacks_the_marine();
    let t = b.run(
        vec![attack(ALEX, "test-scout", "base"), pass(NICO), pass(ALEX)],
        ACTION_END,
    );
    let end = &t.steps.last().expect("steps").board;
    assert!(end.units.iter().any(|u| u.card == "test-scout"));
    assert_eq!(end.players[1].base.damage, 2);
    step_at(&t, "test-scout/when-attack-ends");
    assert!(end.players[0].hand.iter().any(|c| c.id() == Some("yoda")));
}
