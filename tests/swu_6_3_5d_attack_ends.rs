//! 6.3.5d: once an attack's combat damage is dealt, what was active for
//! that attack (Raid's "while attacking", 7.5.8a; lasting effects "for
//! this attack", 7.7.3) is no longer active while its When Attack Ends
//! abilities resolve. Tested on own cards, since no printed card the reader
//! models reads a unit's power in a When Attack Ends ability.

mod common;

use common::*;

/// A unit with Raid 2 whose When Attack Ends deals damage equal to its
/// power to the enemy base, and an event that attacks with a unit for +3/+0.
const OWN_CARDS: &str = r#"
[[card]]
id = "test-raider"
name = "Test Raider"
type = "unit"
cost = 2
power = 1
hp = 5
arena = "ground"
keywords = ["raid"]
raid = 2
text = "Raid 2. When Attack Ends: Deal damage equal to this unit's power to the enemy base."

[[card.ability]]
when = ["attack_ends"]
effects = [{ do = "deal_damage", amount = "this_power", target = "enemy_base" }]

[[card]]
id = "test-surge"
name = "Test Surge"
type = "event"
cost = 1
text = "Attack with a unit. It gets +3/+0 for this attack."

[[card.ability]]
when = ["event"]
effects = [{ do = "attack", attacker = "chosen_friendly_unit", power_bonus = 3 }]
"#;

fn board() -> Board {
    let mut b = Board::new();
    b.pool
        .add_file("attack-ends.toml", OWN_CARDS)
        .expect("own cards");
    b.unit(ALEX, "test-raider");
    b
}

#[test]
fn rule_6_3_5d_raid_counts_in_combat_damage_but_not_in_when_attack_ends() {
    let b = board();
    let t = b.run(
        vec![attack(ALEX, "test-raider", "base"), pass(NICO), pass(ALEX)],
        ACTION_END,
    );
    // Combat damage: power 1 + Raid 2 = 3 (7.5.8a). When Attack Ends: the
    // attack is over, so its power is 1 again (6.3.5d): 4 damage in all.
    let nico = &t.steps.last().expect("steps").board.players[1];
    assert_eq!(nico.base.damage, 4, "{:#?}", resolved(&t));
    assert!(cites(&t, "test-raider/when-attack-ends", "7.6.16a"));
}

#[test]
fn rule_6_3_5d_a_bonus_for_this_attack_has_ended_when_when_attack_ends_resolves() {
    let mut b = board();
    b.hand(ALEX, &["test-surge"]);
    let t = b.run(
        vec![play(ALEX, "test-surge"), pass(NICO), pass(ALEX)],
        ACTION_END,
    );
    // Combat damage: 1 + 2 (Raid) + 3 (for this attack) = 6; When Attack
    // Ends: 1, neither the Raid nor the +3/+0 active any more: 7 in all.
    let nico = &t.steps.last().expect("steps").board.players[1];
    assert_eq!(nico.base.damage, 7, "{:#?}", resolved(&t));
    let expired = step_saying(&t, "lasting effect for this attack expires");
    let ends = step_at(&t, "test-raider/when-attack-ends");
    assert!(
        expired < ends,
        "the +3/+0 ends before When Attack Ends resolves"
    );
}
