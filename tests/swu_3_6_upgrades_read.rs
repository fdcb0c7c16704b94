//! Upgrades read from their printed text alone (issue 26; CR 3.6): the
//! attachment restriction decides which units an upgrade may be played on,
//! its modifiers change the unit's stats, the keyword it gives the
//! attached unit comes and goes with it, an ability it grants is the
//! attached unit's (its controller resolves it), its When Played is about
//! the attached unit, and it is defeated with its unit. Cards from SOR,
//! SHD and TWI, the sets whose data gives upgrades' modifiers.

mod common;
mod read_cards;

use common::*;
use read_cards::{alex_holding, card_id as card, last, pool_id, END};
use timing_window::rulesets::swu::cards::printed::MISSING_MODIFIERS;
use timing_window::rulesets::swu::cards::text::{round_trip, Line};
use timing_window::rulesets::swu::cards::{CardType, ConstantScope, Target};
use timing_window::rulesets::swu::engine::stats::unit_stats;
use timing_window::rulesets::swu::engine::{GameTrace, Phase, PhaseStep, StopPoint};

/// The options of the first choice that offers `option`.
fn options_with(t: &GameTrace, option: &str) -> Vec<String> {
    t.steps
        .iter()
        .filter_map(|s| s.choice.as_ref())
        .find(|c| c.options.iter().any(|o| o == option))
        .map(|c| c.options.clone())
        .unwrap_or_else(|| panic!("no choice offers {option}"))
}

#[test]
fn rule_3_6_3a_vambrace_grappleshot_is_offered_only_non_vehicle_units() {
    // SHD 074 Vambrace Grappleshot: "Attach to a non-Vehicle unit." The
    // Y-Wing (a VEHICLE) is not eligible; the ground units of either side
    // are (3.6.5).
    let (mut b, grapple) = alex_holding("SHD_074", &["Vigilance"]);
    b.unit(ALEX, "battlefield-marine");
    b.unit(ALEX, "republic-y-wing");
    b.unit(NICO, "syndicate-lackeys");
    let t = b.run(
        vec![
            play(ALEX, &grapple),
            choose(ALEX, &["battlefield-marine"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let offered = options_with(&t, "battlefield-marine");
    assert!(offered.contains(&"syndicate-lackeys".to_string()));
    assert!(!offered.iter().any(|o| o.contains("y-wing")), "{offered:?}");
    // With only a Vehicle in play it cannot be played at all (3.6.3).
    let mut b = Board::new();
    b.base_aspects(ALEX, &["Vigilance"]);
    b.hand(ALEX, &[&grapple]);
    b.unit(ALEX, "republic-y-wing");
    let e = b.run_err(vec![play(ALEX, &grapple)], END);
    assert!(e.to_string().contains("3.6.3"), "{e}");
}

#[test]
fn rule_3_6_7_resilient_adds_its_printed_modifiers_to_the_attached_unit() {
    // SOR 069 Resilient, no text: +0/+3.
    let (mut b, resilient) = alex_holding("SOR_069", &["Vigilance"]);
    let marine = b.unit(ALEX, "battlefield-marine");
    let t = b.run(
        vec![
            // The only unit: no choice to make.
            play(ALEX, &resilient),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let g = last(&t);
    let u = g.unit(marine).expect("the marine");
    assert_eq!(unit_stats(&b.pool, g, u), (3, 6));
}

#[test]
fn rule_3_6_8_protector_gives_sentinel_and_specforce_soldier_takes_it_for_the_phase() {
    // The CR's own example (3.6.8): SOR 057 Protector, "Attached unit
    // gains Sentinel." Nico's unit must attack the Sentinel unit, not the
    // base; after SpecForce Soldier makes it lose Sentinel for the phase
    // (7.7.3c: the newer effect wins), the base is a legal target again.
    let (mut b, protector) = alex_holding("SOR_057", &["Vigilance", "Vigilance"]);
    b.unit(ALEX, "battlefield-marine");
    b.unit(NICO, "syndicate-lackeys");
    let played = vec![
        play(ALEX, &protector),
        choose(ALEX, &["battlefield-marine"]),
    ];
    let mut blocked = played.clone();
    blocked.push(attack(NICO, "syndicate-lackeys", "base"));
    let e = b.run_err(blocked, END);
    assert!(e.to_string().contains("Sentinel"), "{e}");

    b.hand(NICO, &["specforce-soldier"]);
    let mut lost = played;
    lost.extend([
        play(NICO, "specforce-soldier"),
        choose(NICO, &["Battlefield Marine"]),
        pass(ALEX),
        attack(NICO, "syndicate-lackeys", "base"),
        pass(ALEX),
        pass(NICO),
    ]);
    let t = b.run(lost, END);
    assert_eq!(last(&t).players[0].base.damage, 5);
}

#[test]
fn rule_3_6_5_armed_to_the_teeth_on_an_enemy_unit_is_resolved_by_that_unit_s_controller() {
    // SHD 175 Armed to the Teeth (+2/+0), "Attached unit gains: "On
    // Attack: Give another friendly unit +2/+0 for this phase."" Played on
    // Nico's unit, the granted On Attack is Nico's: it gives one of Nico's
    // other units +2/+0, not one of Alex's.
    let (mut b, armed) = alex_holding("SHD_175", &["Aggression"]);
    let marine = b.unit(ALEX, "battlefield-marine");
    b.unit(NICO, "syndicate-lackeys");
    let crony = b.unit_as(NICO, "specforce-soldier", "crony");
    let t = b.run(
        vec![
            play(ALEX, &armed),
            choose(ALEX, &["syndicate-lackeys"]),
            // The crony is the only other friendly unit: chosen without a
            // choice.
            attack(NICO, "syndicate-lackeys", "base"),
            pass(ALEX),
            pass(NICO),
        ],
        END,
    );
    let g = last(&t);
    let u = g.unit(crony).expect("the crony");
    assert_eq!(unit_stats(&b.pool, g, u), (4, 2));
    let m = g.unit(marine).expect("the marine");
    assert_eq!(unit_stats(&b.pool, g, m), (3, 3));
    // Armed to the Teeth's own +2/+0 on the attacker: 5 + 2 to the base.
    assert_eq!(g.players[0].base.damage, 7);
}

#[test]
fn rule_7_6_13a_perilous_position_exhausts_the_unit_it_is_played_on() {
    // TWI 070 Perilous Position (-2/-2): "When Played: Exhaust attached
    // unit." "Attached unit" is the unit it was just attached to.
    let (mut b, perilous) = alex_holding("TWI_070", &["Vigilance"]);
    b.unit(ALEX, "battlefield-marine");
    let lackeys = b.unit(NICO, "syndicate-lackeys");
    let t = b.run(
        vec![
            play(ALEX, &perilous),
            choose(ALEX, &["syndicate-lackeys"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let g = last(&t);
    let u = g.unit(lackeys).expect("the lackeys");
    assert!(u.exhausted);
    assert_eq!(unit_stats(&b.pool, g, u), (3, 2));
}

#[test]
fn rule_3_6_11_twice_the_pride_defeats_a_2_hp_unit_and_goes_to_the_discard_pile() {
    // TWI 155 Twice the Pride (+4/+0): "When Played: Deal 2 damage to
    // attached unit." On a 2/2 the damage defeats it; the upgrade is
    // defeated with it and goes to its owner's discard pile (3.6.11).
    let (mut b, pride) = alex_holding("TWI_155", &["Aggression", "Aggression"]);
    let soldier = b.unit(ALEX, "specforce-soldier");
    let t = b.run(vec![play(ALEX, &pride), pass(NICO), pass(ALEX)], END);
    let g = last(&t);
    assert!(g.unit(soldier).is_none());
    assert!(g.players[0].discard.contains(&pride));
    assert!(g.players[0]
        .discard
        .iter()
        .any(|c| c == "specforce-soldier"));
}

#[test]
fn rule_3_6_8_a_granted_when_defeated_triggers_when_the_attached_unit_is_defeated() {
    // SHD 104 Inspiring Mentor (+1/+1): "Attached unit gains: "On
    // Attack/When Defeated: Give an Experience token to another friendly
    // unit."" The marine attacks (one token to the other unit) and is
    // defeated by the 5/5 it attacks (a second one), the upgrade with it.
    let mut b = Board::new();
    let mentor = card(&b, "SHD_104");
    b.base_aspects(ALEX, &["Command"]);
    let other = b.unit_as(ALEX, "specforce-soldier", "other");
    b.hand(ALEX, &[&mentor]);
    let marine = b.unit(ALEX, "battlefield-marine");
    b.unit(NICO, "mercenary-company");
    let t = b.run(
        vec![
            play(ALEX, &mentor),
            choose(ALEX, &["battlefield-marine"]),
            pass(NICO),
            attack(ALEX, "battlefield-marine", "mercenary-company"),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let g = last(&t);
    assert!(g.unit(marine).is_none(), "the marine (3/3, +1/+1) takes 5");
    assert_eq!(g.unit(other).expect("the other unit").experience, 2);
    assert!(g.players[0].discard.contains(&mentor));
}

#[test]
fn rule_7_5_13_death_mark_s_granted_bounty_is_collected_by_the_opponent() {
    // SHD 176 Death Mark on Alex's unit: when it is defeated, Nico collects
    // the bounty and draws 2 cards.
    let mut b = Board::new();
    let mark = card(&b, "SHD_176");
    b.base_aspects(ALEX, &["Aggression"]);
    let hand_before = b.state.players[1].hand.len();
    b.hand(ALEX, &[&mark]);
    let marine = b.unit(ALEX, "battlefield-marine");
    b.unit(NICO, "mercenary-company");
    let t = b.run(
        vec![
            play(ALEX, &mark),
            choose(ALEX, &["battlefield-marine"]),
            pass(NICO),
            attack(ALEX, "battlefield-marine", "mercenary-company"),
            choose(NICO, &["yes"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let g = last(&t);
    assert!(g.unit(marine).is_none());
    assert_eq!(g.players[1].hand.len(), hand_before + 2);
    assert!(said(&t, "Death Mark"));
    // The bounty is the attached unit's, not a keyword of the upgrade card.
    assert!(b.pool.get(&mark).expect("the card").keywords.is_empty());
}

#[test]
fn an_upgrade_without_its_modifiers_in_the_card_data_is_not_modelled() {
    // LOF 151 Knight's Saber prints only "Attach to a Jedi non-Vehicle
    // unit.", which is read, but the card data gives no power or HP
    // modifier: simulated as +0/+0 it would teach wrong stats.
    let b = Board::new();
    let saber = b.pool.find("LOF_151").expect("Knight's Saber");
    assert_eq!(saber.unread, vec![MISSING_MODIFIERS.to_string()]);
    let attach = saber.attach.as_ref().expect("its restriction is read");
    assert_eq!(attach.filter.trait_.as_deref(), Some("Jedi"));
    assert_eq!(attach.filter.not_trait.as_deref(), Some("Vehicle"));
}

#[test]
fn rule_8_23_3_vader_s_lightsaber_deals_4_damage_only_when_attached_to_darth_vader() {
    // The CR's example of a referential ability on an upgrade (8.23.3):
    // SOR 136 Vader's Lightsaber (+3/+1), "When Played: If attached unit is
    // Darth Vader, you may deal 4 damage to a ground unit." It may go on
    // another unit, where that part does not resolve. Only the name counts,
    // not the subtitle (8.23.2).
    let mut b = Board::new();
    let saber = card(&b, "SOR_136");
    let vader = pool_id(&b, "SOR_087");
    b.base_aspects(ALEX, &["Aggression", "Villainy"]);
    b.hand(ALEX, &[&saber]);
    b.unit(ALEX, &vader);
    b.unit(ALEX, "battlefield-marine");
    let lackeys = b.unit(NICO, "syndicate-lackeys");
    let on_vader = b.run(
        vec![
            play(ALEX, &saber),
            choose(ALEX, &[&vader]),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Syndicate Lackeys"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    assert!(last(&on_vader).unit(lackeys).is_none(), "4 damage to a 5/4");
    let on_marine = b.run(
        vec![
            play(ALEX, &saber),
            choose(ALEX, &["battlefield-marine"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    assert_eq!(last(&on_marine).unit(lackeys).map(|u| u.damage), Some(0));
    assert!(said(&on_marine, "is not such a unit"));
}

#[test]
fn rule_7_1_5_mandalorian_armor_shields_only_a_mandalorian() {
    // SHD 073 Mandalorian Armor (+1/+3): "When Played: If attached unit is
    // a Mandalorian, give a Shield token to it." Clan Wren Rescuer has the
    // MANDALORIAN trait; the marine has not.
    let mut b = Board::new();
    let armor = card(&b, "SHD_073");
    let rescuer = b
        .pool
        .find("SHD_040")
        .expect("Clan Wren Rescuer")
        .id
        .clone();
    b.base_aspects(ALEX, &["Vigilance"]);
    b.hand(ALEX, &[&armor]);
    let mando = b.unit(ALEX, &rescuer);
    let marine = b.unit(ALEX, "battlefield-marine");
    for (pick, unit, shields) in [
        (rescuer.as_str(), mando, 1),
        ("battlefield-marine", marine, 0),
    ] {
        let t = b.run(
            vec![
                play(ALEX, &armor),
                choose(ALEX, &[pick]),
                pass(NICO),
                pass(ALEX),
            ],
            END,
        );
        assert_eq!(
            last(&t).unit(unit).map(|u| u.shields),
            Some(shields),
            "{pick}"
        );
    }
}

#[test]
fn rule_7_1_6_snapshot_reflexes_attacks_with_the_unit_it_is_played_on() {
    // SHD 223 Snapshot Reflexes (+1/+1): "When Played: You may attack with
    // attached unit." The marine, now 4/4, attacks Nico's base.
    let (mut b, reflexes) = alex_holding("SHD_223", &["Cunning"]);
    let marine = b.unit(ALEX, "battlefield-marine");
    let t = b.run(
        vec![
            play(ALEX, &reflexes),
            // Nico's base is the only thing to attack: no choice.
            choose(ALEX, &["yes"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let g = last(&t);
    assert_eq!(g.players[1].base.damage, 4);
    assert!(g.unit(marine).expect("the marine").exhausted);
}

#[test]
fn rule_3_7_12_beloved_orator_creates_a_spy_token_with_raid_2() {
    // SEC 097 Beloved Orator: "When Played: Create a Spy token." A Spy is a
    // 0/2 ground token unit with Raid 2 (3.7.12), created for the player
    // exhausted.
    let (b, orator) = alex_holding("SEC_097", &["Command", "Heroism"]);
    let t = b.run(vec![play(ALEX, &orator), pass(NICO), pass(ALEX)], END);
    let g = last(&t);
    let spy = g
        .units
        .iter()
        .find(|u| u.card == "spy")
        .expect("a Spy token");
    assert_eq!(spy.controller, ALEX);
    assert_eq!(unit_stats(&b.pool, g, spy), (0, 2));
    let def = b.pool.get("spy").expect("the Spy token card");
    assert_eq!(
        (def.raid, def.arena),
        (2, Some(timing_window::rulesets::swu::cards::Arena::Ground))
    );
}

#[test]
fn rule_3_6_8_jedi_lightsaber_gives_its_on_attack_only_to_a_force_unit() {
    // The CR's example of "attach to" (8.19.2): SOR 054 Jedi Lightsaber
    // (+3/+3), "Attach to a non-VEHICLE unit." and "If attached unit is a FORCE unit, it gains: "On
    // Attack: Give the defender -2/-2 for this phase."" On Fallen Jedi (a
    // FORCE unit, 3/4) the defending 5/4 strikes back with 3; on the marine
    // (no FORCE trait) with its full 5.
    let mut b = Board::new();
    let saber = card(&b, "SOR_054");
    let jedi = pool_id(&b, "LOF_230");
    b.base_aspects(ALEX, &["Vigilance", "Heroism"]);
    b.hand(ALEX, &[&saber]);
    let force = b.unit(ALEX, &jedi);
    let marine = b.unit(ALEX, "battlefield-marine");
    let lackeys = b.unit(NICO, "syndicate-lackeys");
    for (attacker, id, struck_back) in
        [(jedi.as_str(), force, 3), ("battlefield-marine", marine, 5)]
    {
        let t = b.run(
            vec![
                play(ALEX, &saber),
                choose(ALEX, &[attacker]),
                pass(NICO),
                attack(ALEX, attacker, "syndicate-lackeys"),
                pass(NICO),
                pass(ALEX),
            ],
            END,
        );
        let g = last(&t);
        assert!(
            g.unit(lackeys).is_none(),
            "{attacker}: 6 power defeats the lackeys"
        );
        assert_eq!(
            g.unit(id).map(|u| u.damage),
            Some(struck_back),
            "{attacker}"
        );
    }
}

#[test]
fn rule_3_6_9_devotion_gives_restore_2() {
    // SOR 070 Devotion (+1/+1): "Attached unit gains Restore 2." The marine
    // attacks and heals 2 damage from Alex's base.
    let mut b = Board::new();
    let devotion = card(&b, "SOR_070");
    b.base_aspects(ALEX, &["Vigilance"]);
    b.base(ALEX, 30, 5);
    b.hand(ALEX, &[&devotion]);
    b.unit(ALEX, "battlefield-marine");
    let t = b.run(
        vec![
            play(ALEX, &devotion),
            pass(NICO),
            attack(ALEX, "battlefield-marine", "base"),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let g = last(&t);
    assert_eq!(g.players[0].base.damage, 3);
    assert_eq!(g.players[1].base.damage, 4);
}

#[test]
fn rule_3_6_9_clone_cohort_adds_raid_2_and_a_when_defeated() {
    // TWI 169 Clone Cohort (+0/+0): "Attached unit gains Raid 2 and: "When
    // Defeated: Create a Clone Trooper token."" The marine attacks a 5/5
    // with 3 + 2 power: both are defeated, and Alex creates a Clone
    // Trooper.
    let (mut b, cohort) = alex_holding("TWI_169", &["Aggression"]);
    let marine = b.unit(ALEX, "battlefield-marine");
    let company = b.unit(NICO, "mercenary-company");
    let t = b.run(
        vec![
            play(ALEX, &cohort),
            choose(ALEX, &["battlefield-marine"]),
            pass(NICO),
            attack(ALEX, "battlefield-marine", "mercenary-company"),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let g = last(&t);
    assert!(g.unit(company).is_none(), "Raid 2: 5 damage");
    assert!(g.unit(marine).is_none());
    let clone = g
        .units
        .iter()
        .find(|u| u.card == "clone-trooper")
        .expect("a Clone Trooper");
    assert_eq!(clone.controller, ALEX);
    assert!(g.players[0].discard.contains(&cohort));
}

#[test]
fn rule_8_3_frozen_in_carbonite_keeps_its_unit_exhausted_through_the_ready_step() {
    // SHD 193 Frozen in Carbonite: "When Played: Exhaust attached unit."
    // and "Attached unit can't ready." First the play exhausts Nico's
    // unit; then, at the ready step, it stays exhausted while the unit
    // beside it readies (5.5.1d).
    let (mut b, frozen) = alex_holding("SHD_193", &["Vigilance"]);
    b.unit(ALEX, "battlefield-marine");
    let lackeys = b.unit(NICO, "syndicate-lackeys");
    let t = b.run(
        vec![
            play(ALEX, &frozen),
            choose(ALEX, &["syndicate-lackeys"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    assert!(last(&t).unit(lackeys).expect("the lackeys").exhausted);

    let mut b = Board::new().at(Phase::Regroup, PhaseStep::Ready);
    let held = b.unit(NICO, "syndicate-lackeys");
    let free = b.unit(NICO, "battlefield-marine");
    for id in [held, free] {
        b.unit_mut(id).exhausted = true;
    }
    b.attach(held, &frozen, ALEX);
    let t = b.run(Vec::new(), StopPoint::Before(PhaseStep::RegroupEnd));
    let g = last(&t);
    assert!(g.unit(held).expect("held").exhausted);
    assert!(!g.unit(free).expect("free").exhausted);
}

#[test]
fn rule_3_6_10_entrenched_leaves_only_units_to_attack() {
    // The CR's example (3.6.10): SOR 072 Entrenched (+3/+3), "Attached
    // unit can't attack bases." The marine may attack Nico's unit but not
    // his base.
    let (mut b, entrenched) = alex_holding("SOR_072", &["Vigilance"]);
    b.unit(ALEX, "battlefield-marine");
    b.unit(NICO, "syndicate-lackeys");
    let played = vec![
        play(ALEX, &entrenched),
        choose(ALEX, &["battlefield-marine"]),
        pass(NICO),
    ];
    let mut at_base = played.clone();
    at_base.push(attack(ALEX, "battlefield-marine", "base"));
    b.run_err(at_base, END);
    let mut at_unit = played;
    at_unit.extend([
        attack(ALEX, "battlefield-marine", "syndicate-lackeys"),
        pass(NICO),
        pass(ALEX),
    ]);
    let t = b.run(at_unit, END);
    assert_eq!(last(&t).players[1].base.damage, 0);
}

#[test]
fn rule_3_6_3a_nameless_valor_attaches_only_to_a_token_unit() {
    // TWI 119 Nameless Valor (+2/+2): "Attach to a token unit." and
    // "Attached unit gains Overwhelm." The Battle Droid token is the only
    // eligible unit, so no choice is asked; it becomes a 3/3 with
    // Overwhelm and, attacking the 2/2, deals 1 excess damage to the base.
    let (mut b, valor) = alex_holding("TWI_119", &["Command"]);
    b.unit(ALEX, "battlefield-marine");
    let droid = b.unit(ALEX, "battle-droid");
    b.unit(NICO, "specforce-soldier");
    let t = b.run(
        vec![
            play(ALEX, &valor),
            pass(NICO),
            attack(ALEX, "battle-droid", "specforce-soldier"),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let g = last(&t);
    let u = g.unit(droid).expect("the droid");
    assert_eq!(u.upgrades.len(), 1);
    assert_eq!(unit_stats(&b.pool, g, u), (3, 3));
    assert_eq!(g.players[1].base.damage, 1);
}

#[test]
fn rule_3_6_3_upgrade_lines_read_only_on_upgrades_and_only_what_they_say() {
    let up = |line: &str| round_trip(line, CardType::Upgrade);
    // A restriction with a side and a trait the unit must lack.
    match up("Attach to a friendly non-Vehicle unit.") {
        Ok(Line::Attach(a)) => {
            assert_eq!(a.target, Target::ChosenFriendlyUnit);
            assert_eq!(a.filter.not_trait.as_deref(), Some("Vehicle"));
        }
        other => panic!("{other:?}"),
    }
    // "Unique" capitalised is the unique icon, not a trait: not read.
    assert!(up("Attach to a Unique unit.").is_err());
    // A keyword given with its number.
    match up("Attached unit gains Restore 2.") {
        Ok(Line::Constant(k)) => {
            assert_eq!((k.to, k.amount), (ConstantScope::AttachedUnit, 2));
        }
        other => panic!("{other:?}"),
    }
    // "Raid" without its number is no keyword.
    assert!(up("Attached unit gains Raid.").is_err());
    // A granted When Played is not read: the unit was played already.
    assert!(up("Attached unit gains: \"When Played: Draw a card.\"").is_err());
    // "attached unit" only on an upgrade, and "it" only after "If attached
    // unit is ...".
    assert!(round_trip("When Played: Exhaust attached unit.", CardType::Unit).is_err());
    assert!(up("When Played: Give a Shield token to it.").is_err());
    assert!(
        up("When Played: If attached unit is a Mandalorian, give a Shield token to it.").is_ok()
    );
}
