//! Rules of CR v7.0 7.5, 6.3 and 6.4 that docs/rule-coverage.md once said
//! no card of the pool could show, shown on printed cards the reader now
//! models: a keyword given to a unit that has it already (7.5.5b, 7.5.7b),
//! Overwhelm with its defender gone (7.5.7f), Raid that changes during an
//! attack (7.5.8d), an attacker gone before combat damage (6.3.4b), and an
//! action ability's attack (6.4.5a). Fifth Brother (SOR 131, 2/4): "This
//! unit gains RAID 1 for each damage on him. On Attack: You may deal 1
//! damage to this unit and 1 damage to another ground unit."

mod common;
mod read_cards;

use common::*;
use read_cards::{last, pool_id, then_both_pass, END};
use timing_window::rulesets::swu::engine::{GameTrace, ScriptEntry};

/// How many steps say `needle`.
fn count_saying(t: &GameTrace, needle: &str) -> usize {
    t.steps.iter().filter(|s| s.text.contains(needle)).count()
}

/// Alex's Fifth Brother ("Brother") and Nico's Battlefield Marine
/// ("Marine", 3/3) with `marine_damage` damage on it.
fn fifth_brother_and_a_marine(marine_damage: i32) -> Board {
    let mut b = Board::new();
    let brother = pool_id(&b, "SOR_131");
    b.unit_as(ALEX, &brother, "Brother");
    let m = b.unit_as(NICO, "battlefield-marine", "Marine");
    b.unit_mut(m).damage = marine_damage;
    b
}

/// Fifth Brother's On Attack, used: its 1 damage goes to the Marine, the
/// only other ground unit.
fn brother_hits_the_marine() -> Vec<ScriptEntry> {
    vec![choose(ALEX, &["yes"])]
}

#[test]
fn rule_7_5_8d_fifth_brother_damaging_himself_mid_attack_raises_his_raid_at_once() {
    // He attacks Nico's base undamaged (2 power, no Raid). His On Attack
    // deals him 1 damage: he gains Raid 1 during the attack, and his power
    // is 3 at once, so the base takes 3.
    let b = fifth_brother_and_a_marine(0);
    let mut script = vec![attack(ALEX, "Brother", "base")];
    script.extend(brother_hits_the_marine());
    let t = b.run(then_both_pass(script), END);
    let end = last(&t);
    assert_eq!(end.players[1].base.damage, 3);
    let brother = end
        .units
        .iter()
        .find(|u| u.label == "Brother")
        .expect("in play");
    assert_eq!(brother.damage, 1);
}

#[test]
fn rule_6_3_4b_fifth_brother_defeating_himself_on_attack_deals_no_combat_damage() {
    // With 3 damage (1 HP left) he attacks the Marine; his On Attack
    // defeats him. No combat damage is dealt: the Marine has only the 1
    // damage of the ability.
    let mut b = fifth_brother_and_a_marine(0);
    let brother = b.state.units[0].instance;
    b.unit_mut(brother).damage = 3;
    let mut script = vec![attack(ALEX, "Brother", "Marine")];
    script.extend(brother_hits_the_marine());
    let t = b.run(then_both_pass(script), END);
    let end = last(&t);
    assert!(end.units.iter().all(|u| u.label != "Brother"));
    let marine = end
        .units
        .iter()
        .find(|u| u.label == "Marine")
        .expect("in play");
    assert_eq!(marine.damage, 1);
    assert!(said(
        &t,
        "The attacker has left play: no combat damage is dealt."
    ));
    assert_eq!(end.players[1].base.damage, 0);
}

#[test]
fn rule_7_5_7f_an_overwhelm_attacker_whose_defender_left_deals_all_its_damage_to_the_base() {
    // LOF 114 Kaadu, played, gives Fifth Brother Overwhelm for this phase.
    // He attacks the Marine (1 HP left); his On Attack defeats it before
    // combat damage: all his combat damage (3: Raid 1 from his own 1
    // damage) goes to Nico's base.
    let mut b = fifth_brother_and_a_marine(2);
    let kaadu = pool_id(&b, "LOF_114");
    b.hand(ALEX, &[&kaadu]);
    b.base_aspects(ALEX, &["Command", "Aggression", "Villainy"]);
    let mut script = vec![
        // Fifth Brother is the only other friendly unit.
        play(ALEX, &kaadu),
        choose(ALEX, &["yes"]),
        pass(NICO),
        attack(ALEX, "Brother", "Marine"),
    ];
    script.extend(brother_hits_the_marine());
    // Kaadu is another ground unit too.
    script.push(choose(ALEX, &["Battlefield Marine"]));
    let t = b.run(then_both_pass(script), END);
    let end = last(&t);
    assert!(end.units.iter().all(|u| u.label != "Marine"));
    assert_eq!(end.players[1].base.damage, 3);
    assert!(said(&t, "The defender has left play: with Overwhelm"));
}

#[test]
fn rule_7_5_7b_overwhelm_given_to_a_unit_that_has_it_does_not_stack() {
    // Kaadu gives ASH 143 Tempest Lieutenant (3/2, Overwhelm) Overwhelm
    // again. It attacks the Marine (1 HP left): 1 damage defeats it and the
    // excess, 2, goes to the base once.
    let mut b = fifth_brother_and_a_marine(2);
    let kaadu = pool_id(&b, "LOF_114");
    let lieutenant = pool_id(&b, "ASH_143");
    b.unit_as(ALEX, &lieutenant, "Lieutenant");
    b.hand(ALEX, &[&kaadu]);
    b.base_aspects(ALEX, &["Command"]);
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &kaadu),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Tempest Lieutenant"]),
            pass(NICO),
            attack(ALEX, "Lieutenant", "Marine"),
        ]),
        END,
    );
    assert_eq!(last(&t).players[1].base.damage, 2);
}

#[test]
fn rule_7_5_5b_timely_intervention_on_an_ambush_unit_gives_one_attack() {
    // SHD 129 Timely Intervention plays JTL 214 X-34 Landspeeder (Ambush)
    // and gives it Ambush for this phase: two instances, one Ambush.
    let mut b = Board::new();
    let timely = pool_id(&b, "SHD_129");
    let speeder = pool_id(&b, "JTL_214");
    b.hand(ALEX, &[&timely, &speeder]);
    b.base_aspects(ALEX, &["Command", "Cunning"]);
    b.unit_as(NICO, "battlefield-marine", "Marine");
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &timely),
            choose(ALEX, &["X-34 Landspeeder"]),
            choose(ALEX, &["yes"]),
        ]),
        END,
    );
    assert_eq!(count_saying(&t, "Ambush triggers"), 1);
    assert_eq!(count_saying(&t, "attacks"), 1);
}

#[test]
fn rule_6_4_5a_steadfast_senators_attack_resolves_the_attackers_on_attack_inside_it() {
    // TWI 105 Steadfast Senator: "Action [C=2, Exhaust]: Attack with a
    // unit. It gets +2/+0 for this attack." Alex attacks with Fifth
    // Brother: his On Attack triggers and resolves at the attack's own
    // step, before combat damage, not after the action.
    let mut b = fifth_brother_and_a_marine(0);
    let senator = pool_id(&b, "TWI_105");
    b.unit_as(ALEX, &senator, "Senator");
    let mut script = vec![
        // Fifth Brother is the only ready unit it may attack with.
        ability(ALEX, "Senator"),
        choose(ALEX, &["base"]),
    ];
    script.extend(brother_hits_the_marine());
    // The Senator is another ground unit too.
    script.push(choose(ALEX, &["Battlefield Marine"]));
    let t = b.run(then_both_pass(script), END);
    let on_attack = step_saying(&t, "Fifth Brother's On Attack ability triggers");
    let combat = step_saying(&t, "Combat damage");
    assert!(on_attack < combat, "{on_attack} !< {combat}");
    // 2 power, +2 for this attack, +1 Raid from his own damage.
    assert_eq!(last(&t).players[1].base.damage, 5);
}
