//! Printed cards about attacks and stats read from their text alone (issue
//! 26): "When this unit completes an attack" (open question 28: only a unit
//! still in play as its attack ends completes it; "If the defender was
//! defeated" after it), "This unit gains Raid 1
//! for each ...", Strafing Gunship's "can attack units in the ground
//! arena" (8.3.1) and its "While this unit is attacking a ground unit"
//! (6.3.3a), and a chosen unit that "gains" a keyword, printed subject
//! first, and "Bases can't be healed for this phase" (7.7.3a). What the reader makes
//! of each line, that the writer gives it back, and that the engine does on
//! a board what the printed text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, last, read_ability as ability, read_constant, read_whole, END};
use timing_window::rulesets::swu::cards::constant::{Per, While};
use timing_window::rulesets::swu::cards::text::round_trip;
use timing_window::rulesets::swu::cards::{
    Arena, CardType, ConstantScope, Effect, Keyword, Target, Trigger,
};
use timing_window::rulesets::swu::engine::readings;
use timing_window::rulesets::swu::engine::{InstanceId, PhaseStep};

/// Is any step of the run marked with open question 28?
fn marked_28(t: &timing_window::rulesets::swu::engine::GameTrace) -> bool {
    t.steps
        .iter()
        .any(|s| s.facts.readings.contains(&readings::COMPLETED_ONLY_IN_PLAY))
}

#[test]
fn completes_an_attack_reads_as_its_own_trigger_and_back() {
    let a = ability(
        "When this unit completes an attack: You may attack with another Aggression unit.",
        CardType::Unit,
    );
    assert_eq!(a.when, vec![Trigger::CompletesAttack]);
    // Beside When Played, as Captain Rex and The Invisible Hand print it.
    let a = ability(
        "When Played/When this unit completes an attack: You may attack with another unit.",
        CardType::Unit,
    );
    assert_eq!(a.when, vec![Trigger::Played, Trigger::CompletesAttack]);
}

#[test]
fn rule_6_3_5_a_unit_that_completes_its_attack_triggers_its_ability() {
    // SEC 174 Saw Gerrera's U-Wing: "When this unit completes an attack:
    // You may attack with another Aggression unit." It attacks Nico's base
    // and is still in play as the attack ends (6.3.5): Alex may attack with
    // his Desperado Freighter (Aggression), not with his Marine (Command).
    let mut b = Board::new();
    let wing = card(&b, "SEC_174");
    let freighter = card(&b, "SHD_152");
    b.unit_as(ALEX, &wing, "U-Wing");
    b.unit_as(ALEX, &freighter, "Freighter");
    b.unit_as(ALEX, "battlefield-marine", "Marine");
    let t = b.run(
        vec![
            attack(ALEX, "U-Wing", "base"),
            choose(ALEX, &["yes"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    // 4 from the U-Wing, then 5 from the Freighter, the only Aggression
    // unit that may attack.
    assert_eq!(last(&t).players[1].base.damage, 9);
    assert!(!marked_28(&t));
    let said_no = b.run(
        vec![
            attack(ALEX, "U-Wing", "base"),
            choose(ALEX, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    assert_eq!(last(&said_no).players[1].base.damage, 4);
}

#[test]
fn rule_6_3_5_an_attacker_defeated_in_its_attack_did_not_complete_it_marked_open_28() {
    // The U-Wing with 7 damage attacks Nico's Desperado Freighter: the
    // Freighter's 5 combat damage defeats it. Under the engine's reading of
    // open question 28 it did not complete the attack, so Alex is not
    // offered another attack; the step saying so is marked with 28 (under
    // the other reading the ability would have triggered there).
    let mut b = Board::new();
    let wing = card(&b, "SEC_174");
    let freighter = card(&b, "SHD_152");
    let u = b.unit_as(ALEX, &wing, "U-Wing");
    b.unit_mut(u).damage = 7;
    b.unit_as(ALEX, &freighter, "Alex's Freighter");
    b.unit_as(NICO, &freighter, "Nico's Freighter");
    let t = b.run(
        vec![
            attack(ALEX, "U-Wing", "Nico's Freighter"),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let end = last(&t);
    assert!(end.unit(u).is_none(), "the U-Wing was defeated");
    assert!(t.choices().all(|(_, c)| !c.prompt.contains("attack")));
    assert!(marked_28(&t));
    assert_eq!(end.players[1].base.damage, 0);
}

#[test]
fn gains_raid_for_each_reads_the_counted_keyword_and_back() {
    let k = read_constant("This unit gains Raid 1 for each damage on him.");
    assert_eq!(k.keywords, vec![Keyword::Raid]);
    assert_eq!(k.amount, 1);
    assert_eq!(k.per, Some(Per::DamageOnIt));
    read_constant("This unit gains Raid 1 for each damaged enemy unit.");
    // A keyword without a number has nothing to count.
    assert!(round_trip(
        "This unit gains Sentinel for each damage on it.",
        CardType::Unit
    )
    .is_err());
}

#[test]
fn rule_7_5_8_fifth_brother_has_raid_1_for_each_damage_on_him_counted_as_he_attacks() {
    // SOR 131 Fifth Brother (2 power): "This unit gains Raid 1 for each
    // damage on him." and "On Attack: You may deal 1 damage to this unit
    // and 1 damage to another ground unit." With 2 damage he attacks
    // Nico's base for 2 + 2 (Raid's bonus while attacking, 7.5.8); dealing
    // himself a third damage in his On Attack makes it Raid 3 before combat
    // damage (the count is taken each time his power is looked at), 5.
    let mut b = Board::new();
    let fifth = card(&b, "SOR_131");
    let f = b.unit_as(ALEX, &fifth, "Fifth Brother");
    b.unit_mut(f).damage = 2;
    b.unit_as(NICO, "battlefield-marine", "Marine");
    let t = b.run(
        vec![
            attack(ALEX, "Fifth Brother", "base"),
            choose(ALEX, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    assert_eq!(last(&t).players[1].base.damage, 4);
    let t = b.run(
        vec![
            attack(ALEX, "Fifth Brother", "base"),
            // The Marine, the only other ground unit, takes the other 1.
            choose(ALEX, &["yes"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let end = last(&t);
    assert_eq!(end.players[1].base.damage, 5);
    assert_eq!(end.unit(f).expect("in play").damage, 3);
}

#[test]
fn rule_7_5_8_punishing_one_has_raid_1_for_each_damaged_enemy_unit() {
    // SEC 171 Punishing One (3 power): "This unit gains Raid 1 for each
    // damaged enemy unit." Nico has two damaged Marines and an undamaged
    // one; Alex's damaged Marine is no enemy unit. Attacking Nico's base
    // (declining its On Attack damage) it deals 3 + 2.
    let mut b = Board::new();
    let one = card(&b, "SEC_171");
    b.unit_as(ALEX, &one, "Punishing One");
    for (label, damage) in [("Marine A", 1), ("Marine B", 2), ("Marine C", 0)] {
        let m = b.unit_as(NICO, "battlefield-marine", label);
        b.unit_mut(m).damage = damage;
    }
    let mine = b.unit_as(ALEX, "battlefield-marine", "Alex's Marine");
    b.unit_mut(mine).damage = 1;
    let t = b.run(
        vec![
            attack(ALEX, "Punishing One", "base"),
            choose(ALEX, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    assert_eq!(last(&t).players[1].base.damage, 5);
}

#[test]
fn strafing_gunship_reads_its_can_and_its_condition_on_the_defender_and_back() {
    let k = read_constant("This unit can attack units in the ground arena.");
    assert_eq!(k.can_attack_in, Some(Arena::Ground));
    let k = read_constant("While this unit is attacking a ground unit, the defender gets -2/-0.");
    assert_eq!(k.to, ConstantScope::TheDefender);
    assert!(matches!(
        k.while_,
        Some(While::ThisUnitAttackingA { ref filter }) if filter.arena == Some(Arena::Ground)
    ));
    assert_eq!((k.power, k.hp), (-2, 0));
    read_whole(&Board::new(), "SOR_212");
}

/// Alex's Strafing Gunship (SOR 212, a space unit, 3/4) against Nico's
/// Marine (ground, 3/3) and `others`.
fn gunship_board(others: &[(&str, &str)]) -> (Board, InstanceId) {
    let mut b = Board::new();
    let gunship = card(&b, "SOR_212");
    let g = b.unit_as(ALEX, &gunship, "Gunship");
    b.unit_as(NICO, "battlefield-marine", "Marine");
    for (id, label) in others {
        let c = card(&b, id);
        b.unit_as(NICO, &c, label);
    }
    (b, g)
}

#[test]
fn rule_8_3_1_strafing_gunship_attacks_a_ground_unit_which_gets_minus_2_power() {
    // SOR 212 Strafing Gunship, the CR's example of 8.3.1: "This unit can
    // attack units in the ground arena." and "While this unit is attacking
    // a ground unit, the defender gets -2/-0." Nico's ground Sentinel binds
    // only units in the ground arena (7.5.11a), so the Gunship may attack
    // his Marine: it deals 3 and the Marine, at 3 - 2 power, deals 1.
    let (b, g) = gunship_board(&[("SHD_238", "Guard")]);
    let t = b.run(
        vec![attack(ALEX, "Gunship", "Marine"), pass(NICO), pass(ALEX)],
        END,
    );
    let end = last(&t);
    assert!(!end.units.iter().any(|u| u.label == "Marine"), "defeated");
    assert_eq!(end.unit(g).expect("in play").damage, 1);
    // Its own arena's default stays (8.3.1: its controller chooses): the
    // base is still a target.
    let t = b.run(
        vec![attack(ALEX, "Gunship", "base"), pass(NICO), pass(ALEX)],
        END,
    );
    assert_eq!(last(&t).players[1].base.damage, 3);
}

#[test]
fn rule_6_3_3a_strafing_gunship_attacking_a_space_unit_changes_nothing() {
    // Against Nico's System Patrol Craft (space, 3/4, Sentinel) the
    // condition "attacking a ground unit" does not hold: the Craft deals
    // its full 3.
    let (b, g) = gunship_board(&[("SHD_063", "Craft")]);
    let t = b.run(
        vec![attack(ALEX, "Gunship", "Craft"), pass(NICO), pass(ALEX)],
        END,
    );
    assert_eq!(last(&t).unit(g).expect("in play").damage, 3);
}

#[test]
fn rule_7_5_11b_a_space_sentinel_still_binds_strafing_gunship() {
    // A Sentinel in the Gunship's own arena must be the defender (7.5.11b):
    // Nico's Concord Dawn Interceptors (space) keep it off his Marine.
    let (b, _) = gunship_board(&[("SHD_042", "Interceptors")]);
    let e = b.run_err(
        vec![attack(ALEX, "Gunship", "Marine"), pass(NICO), pass(ALEX)],
        END,
    );
    assert!(e.to_string().contains("Interceptors"), "{e}");
}

#[test]
fn a_chosen_unit_gaining_a_keyword_subject_first_reads_apart_from_give() {
    let a = ability(
        "On Attack: Another friendly Aggression unit gains Raid 2 for this phase.",
        CardType::Unit,
    );
    let [Effect::SubjectFirst { then }] = &a.effects[..] else {
        panic!("{:?}", a.effects)
    };
    assert!(matches!(
        &then[..],
        [Effect::Choose {
            target: Target::ChosenOtherFriendlyUnit,
            ..
        }]
    ));
    // The "Give" form stays its own reading, without the wrapper.
    let give = ability(
        "On Attack: Give another friendly unit Raid 2 for this phase.",
        CardType::Unit,
    );
    assert!(!matches!(give.effects[..], [Effect::SubjectFirst { .. }]));
    // LAW 182 Weazel, LOF 223 Force Illusion.
    let b = Board::new();
    for id in ["LAW_182", "LOF_223"] {
        read_whole(&b, id);
    }
}

#[test]
fn rule_7_5_8_benthic_gives_another_friendly_aggression_unit_raid_2_for_this_phase() {
    // SOR 156 Benthic "Two Tubes" (2 power): "On Attack: Another friendly
    // Aggression unit gains Raid 2 for this phase." Alex picks between his
    // two Desperado Freighters (Aggression), not his Marine (Command) nor
    // Benthic itself; the chosen Freighter then attacks with 5 + 2.
    let mut b = Board::new();
    let benthic = card(&b, "SOR_156");
    let freighter = card(&b, "SHD_152");
    b.unit_as(ALEX, &benthic, "Benthic");
    b.unit_as(ALEX, &freighter, "Freighter A");
    b.unit_as(ALEX, &freighter, "Freighter B");
    b.unit_as(ALEX, "battlefield-marine", "Marine");
    let t = b.run(
        vec![
            attack(ALEX, "Benthic", "base"),
            choose(ALEX, &["Desperado Freighter (Freighter B)"]),
            pass(NICO),
            attack(ALEX, "Freighter B", "base"),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let picked = t
        .choices()
        .map(|(_, c)| c)
        .find(|c| c.options.iter().any(|o| o.contains("Freighter A")))
        .expect("the choice of a unit");
    assert_eq!(
        picked.options,
        vec![
            "Desperado Freighter (Freighter A)".to_string(),
            "Desperado Freighter (Freighter B)".to_string()
        ]
    );
    assert_eq!(last(&t).players[1].base.damage, 2 + 5 + 2);
}

#[test]
fn rule_7_7_3a_wolffe_bases_cant_be_healed_for_this_phase() {
    // SOR 160 Wolffe, the CR's example of a lasting effect (7.7.3a): "When
    // Played/On Attack: Bases can't be healed for this phase." After Alex
    // plays him, his Restored ARC-170's Restore 1 heals nothing from his
    // base (5 damage stays 5; "can't" wins, 8.3.2). The effect is on the
    // game and expires as the action phase ends (7.7.3e).
    let mut b = Board::new();
    let wolffe = card(&b, "SOR_160");
    let arc = card(&b, "SOR_044");
    b.base_aspects(ALEX, &["Aggression", "Vigilance"]);
    b.hand(ALEX, &[&wolffe]).base(ALEX, 30, 5);
    b.unit_as(ALEX, &arc, "ARC-170");
    let script = vec![
        play(ALEX, &wolffe),
        pass(NICO),
        attack(ALEX, "ARC-170", "base"),
        pass(NICO),
        pass(ALEX),
    ];
    let t = b.run(script.clone(), END);
    let end = last(&t);
    assert_eq!(end.players[0].base.damage, 5);
    assert_eq!(end.players[1].base.damage, 2);
    assert_eq!(end.game_lasting.len(), 1);
    let later = b.run(
        script,
        timing_window::rulesets::swu::engine::StopPoint::Before(PhaseStep::Draw),
    );
    assert!(last(&later).game_lasting.is_empty());
    // Without Wolffe, Restore 1 heals 1.
    let t = b.run(
        vec![attack(ALEX, "ARC-170", "base"), pass(NICO), pass(ALEX)],
        END,
    );
    assert_eq!(last(&t).players[0].base.damage, 4);
}

#[test]
fn rule_8_3_2_sabine_wren_cant_be_attacked_with_3_aspects_among_other_friendly_units() {
    // SOR 142 Sabine Wren: "While there are at least 3 aspects among other
    // friendly units, this unit can't be attacked." Alex's Marine (Command,
    // Heroism) and Desperado Freighter (Aggression, Heroism) show 3
    // aspects (Heroism counted once): Nico's Marine can't attack her. With
    // the Freighter gone there are 2, and he can.
    let mut b = Board::new();
    let sabine = card(&b, "SOR_142");
    let freighter = card(&b, "SHD_152");
    b.unit_as(ALEX, &sabine, "Sabine");
    b.unit_as(ALEX, "battlefield-marine", "Alex's Marine");
    let f = b.unit_as(ALEX, &freighter, "Freighter");
    b.unit_as(NICO, "battlefield-marine", "Nico's Marine");
    b.acting(NICO);
    let script = vec![
        attack(NICO, "Nico's Marine", "Sabine"),
        pass(ALEX),
        pass(NICO),
    ];
    let e = b.run_err(script.clone(), END);
    assert!(e.to_string().contains("Sabine"), "{e}");
    b.state.units.retain(|u| u.instance != f);
    let t = b.run(script, END);
    assert!(!last(&t).units.iter().any(|u| u.label == "Sabine"));
}

#[test]
fn rule_7_6_15_sabine_wren_may_deal_1_damage_to_the_defender_or_to_a_base() {
    // "On Attack: You may deal 1 damage to the defender or to a base."
    // Attacking Nico's Marine, Alex may pick the Marine or either base; the
    // Marine takes 1, then Sabine's 2 combat damage defeats it.
    let k = ability(
        "On Attack: You may deal 1 damage to the defender or to a base.",
        CardType::Unit,
    );
    assert!(format!("{:?}", k.effects).contains("ChosenDefenderOrBase"));
    let mut b = Board::new();
    let sabine = card(&b, "SOR_142");
    b.unit_as(ALEX, &sabine, "Sabine");
    let m = b.unit_as(NICO, "battlefield-marine", "Marine");
    let t = b.run(
        vec![
            attack(ALEX, "Sabine", "Marine"),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Battlefield Marine"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let c = decision(&t, "target");
    assert_eq!(c.options.len(), 3, "{:?}", c.options);
    assert!(last(&t).unit(m).is_none());
}

#[test]
fn rule_7_1_5_admiral_ackbar_deals_damage_equal_to_the_units_alex_controls_in_its_arena() {
    // SOR 097 Admiral Ackbar: "When Played: You may deal damage to a unit
    // equal to the number of units you control in its arena." Alex has two
    // Marines; with Ackbar himself (ground, in play as it resolves) that is
    // 3 ground units, so Nico's Marine (3 HP) is defeated. Alex controls no
    // space unit: Nico's Desperado Freighter takes 0.
    let mut b = Board::new();
    let ackbar = card(&b, "SOR_097");
    let freighter = card(&b, "SHD_152");
    b.base_aspects(ALEX, &["Command", "Heroism"]);
    b.hand(ALEX, &[&ackbar]);
    b.unit_as(ALEX, "battlefield-marine", "Marine A");
    b.unit_as(ALEX, "battlefield-marine", "Marine B");
    let m = b.unit_as(NICO, "battlefield-marine", "Nico's Marine");
    let f = b.unit_as(NICO, &freighter, "Freighter");
    let run = |pick: &str| {
        b.run(
            vec![
                play(ALEX, &ackbar),
                choose(ALEX, &["yes"]),
                choose(ALEX, &[pick]),
                pass(NICO),
                pass(ALEX),
            ],
            END,
        )
    };
    let t = run("Battlefield Marine (Nico's Marine)");
    assert!(last(&t).unit(m).is_none(), "3 damage defeats it");
    let t = run("Desperado Freighter");
    assert_eq!(last(&t).unit(f).expect("in play").damage, 0);
}

#[test]
fn rule_6_3_1b_zeb_orrelios_deals_4_only_when_the_defender_was_defeated() {
    // SOR 146 Zeb Orrelios (5/5): "When this unit completes an attack: If
    // the defender was defeated, you may deal 4 damage to a ground unit."
    // He attacks Nico's Marine A and defeats it, so Alex may deal 4 to
    // Marine B. Attacking Nico's base there is no defending unit (6.3.1b),
    // so nothing more happens.
    let mut b = Board::new();
    let zeb = card(&b, "SOR_146");
    b.unit_as(ALEX, &zeb, "Zeb");
    let a = b.unit_as(NICO, "battlefield-marine", "Marine A");
    let m = b.unit_as(NICO, "battlefield-marine", "Marine B");
    let t = b.run(
        vec![
            attack(ALEX, "Zeb", "Marine A"),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Battlefield Marine (Marine B)"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let end = last(&t);
    assert!(end.unit(a).is_none() && end.unit(m).is_none());
    let t = b.run(
        vec![attack(ALEX, "Zeb", "base"), pass(NICO), pass(ALEX)],
        END,
    );
    let end = last(&t);
    assert_eq!(end.players[1].base.damage, 5);
    assert_eq!(end.unit(m).expect("in play").damage, 0);
    assert!(t
        .steps
        .iter()
        .any(|s| s.text.contains("the defender was not defeated")));
}
