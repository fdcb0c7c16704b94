//! CR v7.0 8.11.1 (last known information: a card that has left play is
//! taken as it was just before it left) with 6.3.5b and 7.6.16c (an
//! attacker defeated by combat damage still has its When Attack Ends
//! abilities trigger): abilities a unit had only because a constant
//! ability gave them (another unit's "Each other friendly unit gains", an
//! upgrade's "Attached unit gains", a leader's "Each friendly ... unit
//! gains") are among what it had as it left play, so they still trigger
//! from there. No printed card the reader models gives a When Attack Ends
//! by a constant ability (Bokken Saber ASH 180, Camtono ASH 229 and
//! Whistling Birds ASH 183 are not read), so those tests use cards of their
//! own; the When Defeated tests use printed cards.

mod common;
mod read_cards;

use common::*;
use read_cards::{alex_holding, last, pool_id, then_both_pass, END};
use timing_window::rulesets::swu::engine::InstanceId;

/// Three sources of "When Attack Ends: Draw a card." given by a constant
/// ability: another unit's, an upgrade's and a leader side's.
const OWN_CARDS: &str = r#"
[[card]]
id = "test-drillmaster"
name = "Test Drillmaster"
type = "unit"
cost = 3
power = 1
hp = 6
arena = "ground"
text = "Each other friendly unit gains: \"When Attack Ends: Draw a card.\""

[[card.constant]]
to = "other_friendly_units"

[[card.constant.ability]]
id = "drill-when-attack-ends"
when = ["attack_ends"]
effects = [{ do = "draw", count = 1 }]

[[card]]
id = "test-war-banner"
name = "Test War Banner"
type = "upgrade"
cost = 1
power = 0
hp = 0
text = "Attached unit gains: \"When Attack Ends: Draw a card.\""

[[card.constant]]
to = "attached_unit"

[[card.constant.ability]]
id = "banner-when-attack-ends"
when = ["attack_ends"]
effects = [{ do = "draw", count = 1 }]

[[card]]
id = "test-marshal"
name = "Test Marshal"
type = "leader"
cost = 5
power = 3
hp = 5
arena = "ground"
text = "Each friendly unit gains: \"When Attack Ends: Draw a card.\""

[[card.constant]]
to = "friendly_units_from_leader_side"

[[card.constant.ability]]
id = "marshal-when-attack-ends"
when = ["attack_ends"]
effects = [{ do = "draw", count = 1 }]
"#;

/// Alex's Battlefield Marine (3/3) will attack Nico's (3/3): each defeats
/// the other by combat damage. Yoda is on top of Alex's deck.
fn marines() -> (Board, InstanceId) {
    let mut b = Board::new();
    b.pool.add_file("own.toml", OWN_CARDS).expect("own cards");
    let marine = b.unit_as(ALEX, "battlefield-marine", "Marine");
    b.unit_as(NICO, "battlefield-marine", "Enemy Marine");
    b.deck(ALEX, &["yoda"], 5);
    (b, marine)
}

/// The Marine attacks `target`; whether it is still in play at the end,
/// and whether its gained When Attack Ends (`label`) resolved and drew Yoda.
fn attack_and_see(b: &Board, target: &str, label: &str) -> (bool, bool) {
    let t = b.run(then_both_pass(vec![attack(ALEX, "Marine", target)]), END);
    let end = last(&t);
    let in_play = end.units.iter().any(|u| u.label == "Marine");
    let drew = end.players[0].hand.iter().any(|c| c.id() == Some("yoda"));
    let resolved = t.step_for(label).is_some();
    assert_eq!(drew, resolved, "{label}: the draw is the ability's");
    (in_play, drew)
}

#[test]
fn rule_6_3_5b_a_defeated_attacker_keeps_the_when_attack_ends_another_units_constant_gave_it() {
    let (mut b, _) = marines();
    b.unit(ALEX, "test-drillmaster");
    let label = "Marine/drill-when-attack-ends";
    // Against the base it survives: the gained ability resolves in play.
    assert_eq!(attack_and_see(&b, "base", label), (true, true));
    // Combat damage defeats it: what it had as it left play still
    // triggers (8.11.1), as its own When Attack Ends would (7.6.16c).
    assert_eq!(attack_and_see(&b, "Enemy Marine", label), (false, true));
}

#[test]
fn rule_6_3_5b_a_defeated_attacker_keeps_the_when_attack_ends_its_upgrade_gave_it() {
    let (mut b, marine) = marines();
    b.attach(marine, "test-war-banner", ALEX);
    let label = "Marine/banner-when-attack-ends";
    assert_eq!(attack_and_see(&b, "base", label), (true, true));
    // The upgrade left play with it (8.12.1), but the unit had the ability
    // as it left.
    assert_eq!(attack_and_see(&b, "Enemy Marine", label), (false, true));
}

#[test]
fn rule_6_3_5b_a_defeated_attacker_keeps_the_when_attack_ends_its_leaders_constant_gave_it() {
    let (mut b, _) = marines();
    b.leader(ALEX, "test-marshal");
    let label = "Marine/marshal-when-attack-ends";
    assert_eq!(attack_and_see(&b, "base", label), (true, true));
    assert_eq!(attack_and_see(&b, "Enemy Marine", label), (false, true));
}

#[test]
fn rule_8_11_1_a_unit_defeated_with_its_leader_keeps_the_when_defeated_the_leader_gave_it() {
    // TWI 001 Nala Se's unit side: "Each friendly Clone unit gains: 'When
    // Defeated: Heal 2 damage from your base.'" SOR 043 Superlaser Blast
    // defeats her and Alex's Phase I Clone Trooper at once, not in an
    // attack: the Trooper had the ability as it left play (8.11.1; she was
    // in play at that instant, 7.6.4), so it heals Alex's base.
    let (mut b, blast) = alex_holding("SOR_043", &["Vigilance", "Villainy"]);
    let nala = pool_id(&b, "TWI_001");
    b.leader(ALEX, &nala);
    let trooper = pool_id(&b, "TWI_241");
    b.unit_as(ALEX, &trooper, "Trooper");
    b.base(ALEX, 30, 5);
    let t = b.run(
        then_both_pass(vec![deploy(ALEX), pass(NICO), play(ALEX, &blast)]),
        END,
    );
    let end = last(&t);
    assert!(end.units.is_empty(), "{:?}", end.units);
    assert_eq!(end.players[0].base.damage, 3);
    assert!(said(&t, "Phase I Clone Trooper is defeated"));
}

#[test]
fn rule_8_11_1_a_unit_defeated_by_an_event_keeps_the_when_defeated_another_unit_gave_it() {
    // SOR 105 General Krell: "Each other friendly unit gains: 'When
    // Defeated: You may draw a card.'" Superlaser Blast defeats him and
    // Alex's Battlefield Marine at once; the Marine's gained ability
    // triggers and Alex takes the draw.
    let (mut b, blast) = alex_holding("SOR_043", &["Vigilance", "Villainy"]);
    b.unit(ALEX, "general-krell");
    b.unit_as(ALEX, "battlefield-marine", "Marine");
    b.deck(ALEX, &["yoda"], 5);
    let t = b.run(
        then_both_pass(vec![play(ALEX, &blast), choose(ALEX, &["yes"])]),
        END,
    );
    let end = last(&t);
    assert!(end.units.is_empty(), "{:?}", end.units);
    assert!(t.step_for("Marine/krell-when-defeated").is_some());
    assert!(end.players[0].hand.iter().any(|c| c.id() == Some("yoda")));
}
