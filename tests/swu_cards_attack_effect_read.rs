//! An attack as an ability's effect, read from printed cards (issue 26):
//! "Attack with a Vehicle unit", "You may attack with another unit", "...
//! a friendly Bounty Hunter unit, even if it's exhausted. It can't attack
//! bases for this attack". The attack is a modified "Attack With a Unit"
//! action (7.1.6a, 7.1.6c); the attacker is a unit its player controls,
//! ready unless the ability says otherwise (6.3.0b), and the player must
//! attack if a unit can (6.3.0d). What the reader makes of each line, that
//! the writer gives it back, and that the engine does it on a board.

mod common;
mod read_cards;

use common::*;
use read_cards::{alex_holding, card_id as card, last, read_ability as ability, read_whole, END};
use timing_window::rulesets::swu::cards::AttackEffect;
use timing_window::rulesets::swu::cards::{CardType, Effect, Target, UnitFilter};

fn trait_filter(t: &str) -> UnitFilter {
    UnitFilter {
        trait_: Some(t.to_string()),
        ..UnitFilter::default()
    }
}

#[test]
fn an_attack_with_a_unit_of_a_trait_reads_its_filter_and_writes_it_back() {
    let a = ability(
        "Attack with a Vehicle unit. It gets +2/+0 for this attack.",
        CardType::Event,
    );
    let [Effect::Attack(AttackEffect {
        attacker,
        power_bonus,
        filter,
        even_if_exhausted,
        enemy_unit_only,
        ..
    })] = &a.effects[..]
    else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(*attacker, None);
    assert_eq!(*power_bonus, 2);
    assert_eq!(*filter, trait_filter("Vehicle"));
    assert!(!even_if_exhausted && !enemy_unit_only);
    // An aspect and a state read into the same filter.
    ability(
        "Action [Exhaust]: Attack with another Heroism unit. It gets +2/+0 for this attack.",
        CardType::Unit,
    );
    ability(
        "Attack with a damaged unit. It gets +2/+0 for this attack.",
        CardType::Event,
    );
}

#[test]
fn another_unit_is_read_only_on_a_unit_and_an_enemy_attacker_never() {
    let a = ability(
        "When Played: You may attack with another unit. It gets +2/+0 for this attack.",
        CardType::Unit,
    );
    assert!(a.may);
    assert!(matches!(
        &a.effects[..],
        [Effect::Attack(AttackEffect {
            attacker: Some(Target::ChosenOtherUnit),
            power_bonus: 2,
            ..
        })]
    ));
    // On an event "another" has no unit to be other than; no attacker is
    // an enemy unit (6.3.0b).
    use timing_window::rulesets::swu::cards::text::round_trip;
    assert!(round_trip("Attack with another unit.", CardType::Event).is_err());
    assert!(round_trip("Attack with an enemy unit.", CardType::Event).is_err());
}

#[test]
fn even_if_exhausted_and_cant_attack_bases_read_into_the_attack() {
    let a = ability(
        "Attack with a Force unit, even if it's exhausted. It gets +1/+0 and can't attack bases for this attack.",
        CardType::Event,
    );
    let [Effect::Attack(AttackEffect {
        power_bonus,
        filter,
        even_if_exhausted,
        enemy_unit_only,
        ..
    })] = &a.effects[..]
    else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(*power_bonus, 1);
    assert_eq!(*filter, trait_filter("Force"));
    assert!(*even_if_exhausted && *enemy_unit_only);
    let a = ability(
        "When Played: You may attack with a friendly Bounty Hunter unit, even if it's exhausted. It can't attack bases for this attack.",
        CardType::Unit,
    );
    assert!(matches!(
        &a.effects[..],
        [Effect::Attack(AttackEffect {
            attacker: Some(Target::ChosenFriendlyUnit),
            power_bonus: 0,
            even_if_exhausted: true,
            enemy_unit_only: true,
            ..
        })]
    ));
}

#[test]
fn printed_cards_with_an_attack_of_these_shapes_are_read_whole() {
    let b = Board::new();
    // JTL 231 Punch It, LOF 124 Niman Strike, IBH 064 Hoth Lieutenant,
    // LOF 111 Maz Kanata, and LAW 065 4-LOM and JTL 146 Massassi Tactical
    // Officer, whose data print "it" opening a sentence in lower case
    // (normalised, step 12).
    for id in [
        "JTL_231", "LOF_124", "IBH_064", "LOF_111", "LAW_065", "JTL_146",
    ] {
        read_whole(&b, id);
    }
}

#[test]
fn rule_6_3_1_punch_it_attacks_with_a_vehicle_unit_only() {
    // JTL 231 Punch It: "Attack with a Vehicle unit. It gets +2/+0 for
    // this attack." Alex controls a Battlefield Marine (a Trooper) and a
    // Skyhopper Canyon Runner (a ground Vehicle, 1 power): the Skyhopper is
    // the one unit that can make this attack, so no choice of attacker is
    // offered, and it deals 1 + 2 to Nico's base.
    let mut b = Board::new();
    let punch = card(&b, "JTL_231");
    let skyhopper = card(&b, "SEC_214");
    b.base_aspects(ALEX, &["Cunning", "Heroism"]);
    b.hand(ALEX, &[&punch]);
    b.unit_as(ALEX, "battlefield-marine", "Marine");
    b.unit_as(ALEX, &skyhopper, "Skyhopper");
    let t = b.run(vec![play(ALEX, &punch), pass(NICO), pass(ALEX)], END);
    assert!(
        t.choices()
            .all(|(_, c)| !c.prompt.contains("which unit attacks")),
        "one unit can attack: no choice"
    );
    assert_eq!(last(&t).players[1].base.damage, 3);
    let marine = last(&t)
        .units
        .iter()
        .find(|u| u.label == "Marine")
        .expect("the Marine in play");
    assert!(!marine.exhausted, "the Marine did not attack");
}

#[test]
fn rule_6_3_0b_niman_strike_attacks_with_an_exhausted_force_unit_and_not_a_base() {
    // LOF 124 Niman Strike: "Attack with a Force unit, even if it's
    // exhausted. It gets +1/+0 and can't attack bases for this attack."
    // Alex's exhausted Fallen Jedi (a Force unit, 3/4) and his exhausted
    // Outer Rim Mystic (Force, 2/6) may both attack, his ready Marine (no
    // Force trait) may not; the Jedi can attack only Nico's Marine, which
    // its 3 + 1 power defeats, not Nico's base.
    let mut b = Board::new();
    let strike = card(&b, "LOF_124");
    let jedi = card(&b, "LOF_230");
    let mystic = card(&b, "LOF_112");
    b.base_aspects(ALEX, &["Vigilance", "Heroism"]);
    b.hand(ALEX, &[&strike]);
    let j = b.unit_as(ALEX, &jedi, "Jedi");
    b.unit_mut(j).exhausted = true;
    let m = b.unit_as(ALEX, &mystic, "Mystic");
    b.unit_mut(m).exhausted = true;
    b.unit_as(ALEX, "battlefield-marine", "Alex Marine");
    let nico_marine = b.unit_as(NICO, "battlefield-marine", "Nico Marine");
    let t = b.run(
        vec![
            play(ALEX, &strike),
            choose(ALEX, &["Jedi"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let who = decision(&t, "which unit attacks");
    assert_eq!(who.options, vec!["Jedi".to_string(), "Mystic".to_string()]);
    // Nico's Marine is the only target: no choice, the base is not one.
    assert!(t.choices().all(|(_, c)| !c.prompt.contains("what does")));
    let end = last(&t);
    assert!(
        end.unit(nico_marine).is_none(),
        "4 damage defeats the Marine"
    );
    assert_eq!(end.players[1].base.damage, 0);
    assert_eq!(end.unit(j).expect("the Jedi in play").damage, 3);
}

#[test]
fn rule_6_3_0d_hoth_lieutenant_may_attack_with_another_unit_with_2_more_power() {
    // IBH 064 Hoth Lieutenant: "When Played: You may attack with another
    // unit. It gets +2/+0 for this attack." The Lieutenant enters play
    // exhausted; Alex's two Marines may attack, one chosen; its 3 + 2
    // power reaches Nico's base. Saying no makes no attack.
    let (mut b, lieutenant) = alex_holding("IBH_064", &["Command", "Heroism"]);
    b.unit_as(ALEX, "battlefield-marine", "Marine A");
    b.unit_as(ALEX, "battlefield-marine", "Marine B");
    let t = b.run(
        vec![
            play(ALEX, &lieutenant),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Marine B"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let who = decision(&t, "which unit attacks");
    assert_eq!(
        who.options,
        vec!["Marine A".to_string(), "Marine B".to_string()]
    );
    assert_eq!(last(&t).players[1].base.damage, 5);
    let t = b.run(
        vec![
            play(ALEX, &lieutenant),
            choose(ALEX, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    assert_eq!(last(&t).players[1].base.damage, 0);
}

#[test]
fn attack_with_2_units_reads_as_two_attacks_in_order() {
    let a = ability("Attack with 2 space units.", CardType::Event);
    assert_eq!(a.effects.len(), 2);
    assert_eq!(a.effects[0], a.effects[1]);
    assert!(matches!(
        a.effects[0],
        Effect::Attack(AttackEffect { arena: Some(_), .. })
    ));
    // "Attack with a unit." twice is written the same way.
    ability("Attack with 2 units.", CardType::Event);
    let b = Board::new();
    // SHD 128 and TWI 123 Outflank, JTL 261 Attack Run.
    for id in ["SHD_128", "TWI_123", "JTL_261"] {
        read_whole(&b, id);
    }
}

#[test]
fn rule_7_1_7_outflank_attacks_with_two_units_one_after_the_other() {
    // SHD 128 Outflank: "Attack with 2 units." Alex's three Marines: he
    // attacks with one, then with another (the first is exhausted now and
    // is no longer offered), each dealing 3 to Nico's base.
    let (mut b, outflank) = alex_holding("SHD_128", &["Cunning", "Heroism"]);
    for l in ["Marine A", "Marine B", "Marine C"] {
        b.unit_as(ALEX, "battlefield-marine", l);
    }
    let t = b.run(
        vec![
            play(ALEX, &outflank),
            choose(ALEX, &["Marine A"]),
            choose(ALEX, &["Marine C"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let asks: Vec<_> = t
        .choices()
        .map(|(_, c)| c)
        .filter(|c| c.prompt.contains("which unit attacks"))
        .collect();
    assert_eq!(asks.len(), 2);
    assert_eq!(asks[0].options.len(), 3);
    assert_eq!(
        asks[1].options,
        vec!["Marine B".to_string(), "Marine C".to_string()]
    );
    assert_eq!(last(&t).players[1].base.damage, 6);
}

#[test]
fn keywords_gained_for_the_attack_read_into_the_attack() {
    let a = ability(
        "Attack with a unit. It gets +2/+0 and gains Saboteur for this attack.",
        CardType::Event,
    );
    let [Effect::Attack(AttackEffect {
        power_bonus,
        keywords,
        ..
    })] = &a.effects[..]
    else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(*power_bonus, 2);
    assert_eq!(keywords.len(), 1);
    ability(
        "Attack with a non-leader unit. It gains Grit for this attack.",
        CardType::Event,
    );
    let b = Board::new();
    // TWI 224 Breaking In, TWI 172 Grim Resolve.
    for id in ["TWI_224", "TWI_172"] {
        read_whole(&b, id);
    }
}

#[test]
fn rule_6_3_1_breaking_in_gives_saboteur_before_the_defender_is_chosen() {
    // TWI 224 Breaking In: "Attack with a unit. It gets +2/+0 and gains
    // Saboteur for this attack." Nico's Palace Chef Droid has Sentinel,
    // but the Marine with Saboteur may ignore it (7.5.10a): it attacks
    // Nico's base for 3 + 2. Once the attack is over it has no Saboteur
    // and no bonus left.
    let mut b = Board::new();
    let breaking = card(&b, "TWI_224");
    let chef = card(&b, "ASH_073");
    b.base_aspects(ALEX, &["Aggression", "Heroism"]);
    b.hand(ALEX, &[&breaking]);
    b.unit_as(ALEX, "battlefield-marine", "Marine");
    b.unit_as(NICO, &chef, "Chef");
    let t = b.run(
        vec![
            play(ALEX, &breaking),
            choose(ALEX, &["base"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let target = decision(&t, "what does");
    assert!(target.options.contains(&"base".to_string()));
    assert!(target.options.contains(&"Chef".to_string()));
    let end = last(&t);
    assert_eq!(end.players[1].base.damage, 5);
    assert!(end.lasting.is_empty(), "{:?}", end.lasting);
}

#[test]
fn rule_7_5_6a_grim_resolve_gives_a_damaged_attacker_grit_for_the_attack() {
    // TWI 172 Grim Resolve: "Attack with a non-leader unit. It gains Grit
    // for this attack." Alex's Marine with 2 damage attacks Nico's base
    // with 3 + 2.
    let (mut b, grim) = alex_holding("TWI_172", &["Vigilance", "Heroism"]);
    let m = b.unit_as(ALEX, "battlefield-marine", "Marine");
    b.unit_mut(m).damage = 2;
    let t = b.run(vec![play(ALEX, &grim), pass(NICO), pass(ALEX)], END);
    assert_eq!(last(&t).players[1].base.damage, 5);
}

#[test]
fn if_the_defender_has_a_bounty_reads_it_as_the_defender() {
    use timing_window::rulesets::swu::cards::{Condition, Keyword};
    let a = ability(
        "On Attack: If the defender has a Bounty, it gets -4/-0 for this attack.",
        CardType::Unit,
    );
    let [Effect::If { condition, then }] = &a.effects[..] else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(
        *condition,
        Condition::DefenderIs {
            filter: UnitFilter {
                has: Some(Keyword::Bounty),
                ..UnitFilter::default()
            }
        }
    );
    assert!(
        format!("{then:?}").contains("Defender"),
        "'it' is the defender: {then:?}"
    );
    ability(
        "On Attack: If the defender is exhausted, it gets -4/-0 for this attack.",
        CardType::Unit,
    );
    let b = Board::new();
    // SHD 216 Chain Code Collector, SEC 208 Hunter.
    for id in ["SHD_216", "SEC_208"] {
        read_whole(&b, id);
    }
}

#[test]
fn rule_6_3_1b_chain_code_collector_takes_4_power_from_a_defender_with_a_bounty() {
    // SHD 216 Chain Code Collector (4/2): "On Attack: If the defender has
    // a Bounty, it gets -4/-0 for this attack." It attacks Nico's Fugitive
    // Wookiee (3/3, "Bounty - Exhaust a unit"): the Wookiee deals 0 back
    // and is defeated. Against Nico's Marine (no Bounty) the Collector
    // takes 3 and is defeated.
    let mut b = Board::new();
    let collector = card(&b, "SHD_216");
    let wookiee = card(&b, "SHD_211");
    let c = b.unit_as(ALEX, &collector, "Collector");
    let w = b.unit_as(NICO, &wookiee, "Wookiee");
    let t = b.run(
        vec![
            attack(ALEX, "Collector", "Wookiee"),
            // Alex collects the Bounty or not (7.5.13): not.
            choose(ALEX, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let end = last(&t);
    assert!(end.unit(w).is_none(), "the Wookiee is defeated");
    assert_eq!(end.unit(c).expect("the Collector survives").damage, 0);
    let mut b = Board::new();
    let c = b.unit_as(ALEX, &collector, "Collector");
    b.unit_as(NICO, "battlefield-marine", "Marine");
    let t = b.run(
        vec![attack(ALEX, "Collector", "Marine"), pass(NICO), pass(ALEX)],
        END,
    );
    assert!(last(&t).unit(c).is_none(), "3 damage defeats the Collector");
    let note = step_saying(&t, "the defender is not such a unit");
    assert!(t.steps[note].rules.iter().any(|r| r == "6.3.1b"));
}
