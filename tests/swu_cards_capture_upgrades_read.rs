//! Printed cards about capture, rescue and upgrades read from their text
//! alone (issue 26): an upgrade's granted On Attack dealing damage to
//! "each ground unit the defending player controls" (6.3.1a), a capture
//! made by the unit an upgrade is attached to (8.33.1), and an upgrade's
//! When Played about a named unit called "him" or "her". What the reader
//! makes of each line, that the writer gives it back, and that the engine
//! does on a board what the printed text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, last, read_ability as ability, END};
use timing_window::rulesets::swu::cards::text::{round_trip, Line};
use timing_window::rulesets::swu::cards::{CardType, Effect, Target};
use timing_window::rulesets::swu::engine::{InstanceId, PlayerId, Upgrade};

/// Attach `card` to the unit, owned by `owner`, its label the card id.
fn attach(b: &mut Board, unit: InstanceId, card: &str, owner: PlayerId) {
    b.unit_mut(unit).upgrades.push(Upgrade {
        card: card.into(),
        label: card.into(),
        owner,
        taken_by: None,
        attached_by: None,
    });
}

#[test]
fn rule_6_3_1a_each_unit_the_defending_player_controls_reads_into_the_vocabulary_and_back() {
    let a = ability(
        "On Attack: Deal 1 damage to each ground unit the defending player controls.",
        CardType::Unit,
    );
    let [Effect::ForEach { target, filter, .. }] = &a.effects[..] else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(*target, Target::EachUnitTheDefendingPlayerControls);
    assert!(filter.arena.is_some());
    let line = "If attached unit is a FORCE unit, it gains: \"On Attack: Deal 1 damage to each ground unit the defending player controls.\"";
    assert!(matches!(
        round_trip(line, CardType::Upgrade),
        Ok(Line::Constant(_))
    ));
}

#[test]
fn rule_6_3_1a_fallen_lightsaber_deals_1_damage_to_each_ground_unit_of_the_defending_player() {
    // SOR 137 Fallen Lightsaber: "If attached unit is a FORCE unit, it
    // gains: "On Attack: Deal 1 damage to each ground unit the defending
    // player controls."" Fallen Jedi (FORCE) holds it and attacks Nico's
    // base: Nico is the defending player (6.3.1a), so each of Nico's
    // ground units takes 1, not Nico's space unit nor Alex's own marine.
    // On the marine (no FORCE trait) the ability is not there.
    let mut b = Board::new();
    let saber = card(&b, "SOR_137");
    let jedi = b.pool.find("LOF_230").expect("Fallen Jedi").id.clone();
    let force = b.unit(ALEX, &jedi);
    let marine = b.unit(ALEX, "battlefield-marine");
    let lackeys = b.unit(NICO, "syndicate-lackeys");
    let nico_marine = b.unit_as(NICO, "battlefield-marine", "nico-marine");
    let fighter = b.unit(NICO, "tie-fighter");
    attach(&mut b, force, &saber, ALEX);
    let t = b.run(
        vec![attack(ALEX, &jedi, "base"), pass(NICO), pass(ALEX)],
        END,
    );
    let g = last(&t);
    let damage = |id| g.unit(id).map(|u| u.damage);
    assert_eq!(damage(lackeys), Some(1));
    assert_eq!(damage(nico_marine), Some(1));
    assert_eq!(damage(fighter), Some(0));
    assert_eq!(damage(marine), Some(0));
    // The same saber on the marine: no FORCE unit, no On Attack.
    b.unit_mut(force).upgrades.clear();
    attach(&mut b, marine, &saber, ALEX);
    let t = b.run(
        vec![
            attack(ALEX, "battlefield-marine", "base"),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let g = last(&t);
    assert_eq!(g.unit(lackeys).map(|u| u.damage), Some(0));
}

/// The options of the first choice that offers `option`.
fn options_with(t: &timing_window::rulesets::swu::engine::GameTrace, option: &str) -> Vec<String> {
    t.steps
        .iter()
        .filter_map(|s| s.choice.as_ref())
        .find(|c| c.options.iter().any(|o| o == option))
        .map(|c| c.options.clone())
        .unwrap_or_default()
}

#[test]
fn rule_8_33_1_a_capture_by_the_attached_unit_reads_into_the_vocabulary_and_back() {
    let a = ability(
        "When Played: Attached unit captures an enemy non-leader unit with less power than it.",
        CardType::Upgrade,
    );
    let [Effect::CaptureByIt {
        target,
        weaker,
        pronoun,
        ..
    }] = &a.effects[..]
    else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(
        (*target, *weaker, *pronoun),
        (Target::ChosenEnemyUnit, true, None)
    );
    let a = ability(
        "When Played: If attached unit is The Mandalorian, he captures an exhausted enemy non-leader unit.",
        CardType::Upgrade,
    );
    assert!(matches!(&a.effects[..], [Effect::If { then, .. }]
        if matches!(&then[..], [Effect::CaptureByIt { weaker: false, pronoun: Some(_), .. }])));
    // Only an upgrade has an attached unit: on a unit the line is not read.
    assert!(round_trip(
        "When Played: Attached unit captures an enemy non-leader unit.",
        CardType::Unit
    )
    .is_err());
}

#[test]
fn rule_8_33_1_legal_authority_captures_only_an_enemy_with_less_power_than_the_attached_unit() {
    // SHD 124 Legal Authority: "When Played: Attached unit captures an
    // enemy non-leader unit with less power than it." On Alex's
    // Battlefield Marine (3 power): King Katuunko (2) and the TIE Fighter
    // (1) may be captured, Greedo (3, not less) may not. Katuunko goes
    // facedown under the marine (8.33.1).
    let mut b = Board::new();
    let authority = card(&b, "SHD_124");
    b.base_aspects(ALEX, &["Command"]);
    b.hand(ALEX, &[&authority]);
    let marine = b.unit(ALEX, "battlefield-marine");
    b.unit(ALEX, "admiral-motti");
    let katuunko = b.unit(NICO, "king-katuunko");
    let greedo = b.unit(NICO, "greedo");
    b.unit(NICO, "tie-fighter");
    let t = b.run(
        vec![
            play(ALEX, &authority),
            choose(ALEX, &["battlefield-marine"]),
            choose(ALEX, &["King Katuunko"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let mut options = options_with(&t, "King Katuunko");
    options.sort();
    assert_eq!(options, ["King Katuunko", "TIE Fighter"]);
    let g = last(&t);
    assert!(g.unit(katuunko).is_none(), "Katuunko left play");
    let guard = g.unit(marine).expect("the marine");
    assert_eq!(guard.captured.len(), 1);
    assert_eq!(guard.captured[0].card, "king-katuunko");
    assert!(g.unit(greedo).is_some());
    let step = &t.steps[step_saying(&t, "captures King Katuunko")];
    assert!(step.rules.iter().any(|r| r == "8.33.1"), "{:?}", step.rules);
}

#[test]
fn rule_8_33_1_the_mandalorians_rifle_captures_an_exhausted_enemy_only_on_the_mandalorian() {
    // SHD 251 The Mandalorian's Rifle: "When Played: If attached unit is
    // The Mandalorian, he captures an exhausted enemy non-leader unit." On
    // The Mandalorian (SHD 049) the exhausted Greedo is captured (the ready
    // Katuunko may not be); on the marine nothing is.
    let mut b = Board::new();
    let rifle = card(&b, "SHD_251");
    let mando = b.pool.find("SHD_049").expect("The Mandalorian").id.clone();
    b.base_aspects(ALEX, &["Heroism"]);
    b.hand(ALEX, &[&rifle]);
    let din = b.unit(ALEX, &mando);
    let marine = b.unit(ALEX, "battlefield-marine");
    let katuunko = b.unit(NICO, "king-katuunko");
    let greedo = b.unit(NICO, "greedo");
    b.unit_mut(greedo).exhausted = true;
    let t = b.run(
        vec![
            play(ALEX, &rifle),
            choose(ALEX, &[&mando]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let g = last(&t);
    assert!(g.unit(greedo).is_none(), "Greedo is captured");
    assert!(g.unit(katuunko).is_some());
    assert_eq!(g.unit(din).map(|u| u.captured.len()), Some(1));
    let t = b.run(
        vec![
            play(ALEX, &rifle),
            choose(ALEX, &["battlefield-marine"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let g = last(&t);
    assert!(g.unit(greedo).is_some(), "no Mandalorian, no capture");
    assert_eq!(g.unit(marine).map(|u| u.captured.len()), Some(0));
}

#[test]
fn rule_8_23_3_lukes_lightsaber_heals_and_shields_luke_only() {
    // SOR 053 Luke's Lightsaber: "When Played: If attached unit is Luke
    // Skywalker, heal all damage from him and give a Shield token to him."
    // Luke (SOR 051) with 4 damage: healed to 0, then shielded, in the
    // order printed (7.1.5). On the damaged marine, not Luke (the name
    // counts, 8.23.3): nothing.
    let a = ability(
        "When Played: If attached unit is Luke Skywalker, heal all damage from him and give a Shield token to him.",
        CardType::Upgrade,
    );
    assert!(matches!(&a.effects[..], [Effect::If { then, .. }]
        if matches!(&then[..], [Effect::Heal { target: Target::It, .. }, Effect::GiveShield { target: Target::It }])));
    let mut b = Board::new();
    let saber = card(&b, "SOR_053");
    let luke = b.pool.find("SOR_051").expect("Luke Skywalker").id.clone();
    b.base_aspects(ALEX, &["Vigilance", "Heroism"]);
    b.hand(ALEX, &[&saber]);
    let jedi = b.unit(ALEX, &luke);
    b.unit_mut(jedi).damage = 4;
    let marine = b.unit(ALEX, "battlefield-marine");
    b.unit_mut(marine).damage = 1;
    let t = b.run(
        vec![
            play(ALEX, &saber),
            choose(ALEX, &[&luke]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let g = last(&t);
    assert_eq!(g.unit(jedi).map(|u| (u.damage, u.shields)), Some((0, 1)));
    let t = b.run(
        vec![
            play(ALEX, &saber),
            choose(ALEX, &["battlefield-marine"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let g = last(&t);
    assert_eq!(g.unit(marine).map(|u| (u.damage, u.shields)), Some((1, 0)));
}

#[test]
fn rule_6_3_1b_hardpoint_heavy_blaster_deals_2_damage_in_the_defenders_arena_only_when_attacking_a_unit(
) {
    // SOR 121 Hardpoint Heavy Blaster: "Attached unit gains: "On Attack:
    // If this unit isn't attacking a base, you may deal 2 damage to a unit
    // in the defender's arena."" The Tri-Droid Suppressor holding it
    // attacks King Katuunko (ground): the 2 damage may go to any ground
    // unit, either side's, not to the TIE Fighter in space; the Battle Droid takes
    // it. Attacking Nico's base, nothing is offered (6.3.1b).
    let mut b = Board::new();
    let blaster = card(&b, "SOR_121");
    let tri = b.unit(ALEX, "tri-droid-suppressor");
    attach(&mut b, tri, &blaster, ALEX);
    b.unit(NICO, "king-katuunko");
    let droid = b.unit(NICO, "battle-droid");
    b.unit(NICO, "tie-fighter");
    let t = b.run(
        vec![
            attack(ALEX, "tri-droid-suppressor", "king-katuunko"),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Battle Droid"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let mut options = options_with(&t, "Battle Droid");
    options.sort();
    assert_eq!(
        options,
        ["Battle Droid", "King Katuunko", "Tri-Droid Suppressor"]
    );
    assert!(last(&t).unit(droid).is_none(), "2 damage defeats the droid");
    let t = b.run(
        vec![
            attack(ALEX, "tri-droid-suppressor", "base"),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    assert!(options_with(&t, "Battle Droid").is_empty());
    let g = last(&t);
    assert_eq!(g.unit(droid).map(|u| u.damage), Some(0));
    assert_eq!(g.players[1].base.damage, 6);
}

#[test]
fn rule_8_32_2_rose_tico_defeats_a_shield_token_and_gives_that_unit_2_experience_tokens() {
    // SHD 045 Rose Tico: "On Attack: You may defeat a Shield token on a
    // friendly unit. If you do, give 2 Experience tokens to that unit."
    // Only Alex's marine has a Shield token (Nico's Katuunko has one too,
    // but it is not friendly): it is defeated and the marine gets 2
    // Experience tokens (8.32.2).
    let a = ability(
        "On Attack: You may defeat a Shield token on a friendly unit. If you do, give 2 Experience tokens to that unit.",
        CardType::Unit,
    );
    assert!(
        matches!(&a.effects[..], [Effect::DefeatShieldThen { target: Target::ChosenFriendlyUnit, then, .. }]
        if matches!(&then[..], [Effect::GiveExperience { target: Target::It, count: 2 }]))
    );
    let mut b = Board::new();
    let rose = card(&b, "SHD_045");
    b.unit(ALEX, &rose);
    let marine = b.unit(ALEX, "battlefield-marine");
    b.unit_mut(marine).shields = 1;
    let katuunko = b.unit(NICO, "king-katuunko");
    b.unit_mut(katuunko).shields = 1;
    let t = b.run(
        vec![
            attack(ALEX, &rose, "base"),
            choose(ALEX, &["yes"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let g = last(&t);
    assert_eq!(
        g.unit(marine).map(|u| (u.shields, u.experience)),
        Some((0, 2))
    );
    assert_eq!(g.unit(katuunko).map(|u| u.shields), Some(1));
    // No friendly Shield token: nothing to defeat, nothing asked.
    b.unit_mut(marine).shields = 0;
    let t = b.run(
        vec![attack(ALEX, &rose, "base"), pass(NICO), pass(ALEX)],
        END,
    );
    let g = last(&t);
    assert_eq!(g.unit(marine).map(|u| u.experience), Some(0));
}

/// A card of `owner`'s captured under `guard`, labelled as its card id.
fn captured_under(b: &mut Board, guard: InstanceId, card: &str, owner: PlayerId) {
    b.unit_mut(guard)
        .captured
        .push(timing_window::rulesets::swu::engine::CapturedCard {
            card: card.into(),
            label: card.into(),
            owner,
        });
}

#[test]
fn rule_8_33_3_if_you_dont_reads_into_the_vocabulary_and_back() {
    let a = ability(
        "When Played: You may rescue a captured card. If you don't, give a Shield token to this unit.",
        CardType::Unit,
    );
    assert!(
        matches!(&a.effects[..], [Effect::IfYouDont { may, otherwise }]
        if may[..] == [Effect::Rescue] && otherwise[..] == [Effect::GiveShield { target: Target::This }])
    );
    // The same sentence after using the Force and disclosing.
    for line in [
        "When Played/When Defeated: You may use the Force. If you don't, deal 9 damage to your base.",
        "On Attack: You may disclose Aggression. If you don't, deal 2 damage to your base.",
    ] {
        let a = ability(line, CardType::Unit);
        assert!(
            matches!(&a.effects[..], [Effect::IfYouDont { .. }]),
            "{line}"
        );
    }
    // A first part the engine cannot tell was done is not read.
    assert!(round_trip(
        "When Played: You may deal 2 damage to a unit. If you don't, draw a card.",
        CardType::Unit
    )
    .is_err());
}

#[test]
fn rule_8_33_3_l3_37_rescues_a_captured_card_exhausted_or_else_gets_a_shield() {
    // SHD 197 L3-37: "When Played: You may rescue a captured card. If you
    // don't, give a Shield token to this unit." Alex's marine is captured
    // under Nico's Greedo. Rescued: it returns to play under Alex, its
    // owner, exhausted (8.33.3), and L3-37 gets no Shield. Declined (8.32.1):
    // the marine stays captured and L3-37 gets a Shield token.
    let mut b = Board::new();
    let l3 = card(&b, "SHD_197");
    b.base_aspects(ALEX, &["Cunning", "Heroism"]);
    b.hand(ALEX, &[&l3]);
    let greedo = b.unit(NICO, "greedo");
    captured_under(&mut b, greedo, "battlefield-marine", ALEX);
    let t = b.run(
        vec![
            play(ALEX, &l3),
            choose(ALEX, &["yes"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let g = last(&t);
    let marine = g
        .units
        .iter()
        .find(|u| u.card == "battlefield-marine")
        .expect("the marine is back in play");
    assert_eq!((marine.controller, marine.exhausted), (ALEX, true));
    assert_eq!(g.unit(greedo).map(|u| u.captured.len()), Some(0));
    let droid = g.units.iter().find(|u| u.card == l3).expect("L3-37");
    assert_eq!(droid.shields, 0);
    let t = b.run(
        vec![
            play(ALEX, &l3),
            choose(ALEX, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let g = last(&t);
    assert_eq!(g.unit(greedo).map(|u| u.captured.len()), Some(1));
    let droid = g.units.iter().find(|u| u.card == l3).expect("L3-37");
    assert_eq!(droid.shields, 1);
}

#[test]
fn rule_8_32_1_l3_37_with_no_captured_card_gets_a_shield_marked_open_26() {
    // No captured card in play: nothing to rescue, so no choice is asked
    // and L3-37 gets its Shield token; the CR has no rule for "If you
    // don't", so the step carries open question 26's mark.
    let mut b = Board::new();
    let l3 = card(&b, "SHD_197");
    b.base_aspects(ALEX, &["Cunning", "Heroism"]);
    b.hand(ALEX, &[&l3]);
    let t = b.run(vec![play(ALEX, &l3), pass(NICO), pass(ALEX)], END);
    let g = last(&t);
    let droid = g.units.iter().find(|u| u.card == l3).expect("L3-37");
    assert_eq!(droid.shields, 1);
    assert!(t.steps.iter().any(|s| s.facts.readings.contains(
        &timing_window::rulesets::swu::engine::readings::IF_YOU_DONT_WHEN_IT_CANNOT_BE_DONE
    )));
}

#[test]
fn rule_8_32_1_savage_opress_without_the_force_deals_9_damage_to_your_base() {
    // LOF 137 Savage Opress: "When Played/When Defeated: You may use the
    // Force. If you don't, deal 9 damage to your base." Alex has no Force
    // token, so cannot use the Force: 9 damage to Alex's base (marked open
    // 26: under the other reading only a decline would do this).
    let mut b = Board::new();
    let savage = card(&b, "LOF_137");
    let def = b.pool.get(&savage).expect("Savage Opress");
    let aspects: Vec<String> = def.aspects.clone();
    let aspects: Vec<&str> = aspects.iter().map(String::as_str).collect();
    b.base_aspects(ALEX, &aspects);
    b.hand(ALEX, &[&savage]);
    let t = b.run(vec![play(ALEX, &savage), pass(NICO), pass(ALEX)], END);
    assert_eq!(last(&t).players[0].base.damage, 9);
}

#[test]
fn rule_8_33_1_a_friendly_unit_captures_reads_into_the_vocabulary_and_back() {
    let a = ability(
        "A friendly unit captures an enemy non-leader unit in the same arena.",
        CardType::Event,
    );
    assert!(matches!(
        &a.effects[..],
        [Effect::UnitCaptures {
            guard: Target::ChosenFriendlyUnit,
            target: Target::ChosenEnemyUnit,
            same_arena: true,
            any_number: false,
            ..
        }]
    ));
    let a = ability(
        "When Played: Choose any number of friendly units. Each of those units captures an enemy non-leader unit in the same arena.",
        CardType::Unit,
    );
    assert!(matches!(
        &a.effects[..],
        [Effect::UnitCaptures {
            any_number: true,
            ..
        }]
    ));
    // After "If you do" (Charged with Corruption) and on a leader
    // (Jabba the Hutt's When Deployed: "another" friendly unit).
    ability(
        "You may disclose Command Command. If you do, a friendly unit captures an enemy non-leader unit.",
        CardType::Event,
    );
    ability(
        "When Deployed: Another friendly unit captures an enemy non-leader unit.",
        CardType::Leader,
    );
}

#[test]
fn rule_8_33_1_take_captive_captures_only_in_the_guards_arena() {
    // SHD 131 Take Captive: "A friendly unit captures an enemy non-leader
    // unit in the same arena." Alex picks the marine (ground): only King
    // Katuunko, not the TIE Fighter in space, may be captured, so it is.
    let mut b = Board::new();
    let captive = card(&b, "SHD_131");
    b.base_aspects(ALEX, &["Command"]);
    b.hand(ALEX, &[&captive]);
    let marine = b.unit(ALEX, "battlefield-marine");
    b.unit(ALEX, "x-wing");
    let katuunko = b.unit(NICO, "king-katuunko");
    let fighter = b.unit(NICO, "tie-fighter");
    let t = b.run(
        vec![
            play(ALEX, &captive),
            choose(ALEX, &["Battlefield Marine"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let g = last(&t);
    assert!(g.unit(katuunko).is_none());
    assert!(g.unit(fighter).is_some());
    assert_eq!(
        g.unit(marine).map(|u| u.captured.len()),
        Some(1),
        "under the marine"
    );
}

#[test]
fn rule_7_1_5_finalizer_has_each_chosen_unit_capture_in_its_own_arena_in_the_order_chosen() {
    // SHD 092 Finalizer: "When Played: Choose any number of friendly units.
    // Each of those units captures an enemy non-leader unit in the same
    // arena." Alex chooses the X-Wing, then the marine: the X-Wing
    // captures Inferno Four (the only enemy space unit), then the marine
    // King Katuunko; the Finalizer itself (space) is not chosen.
    let mut b = Board::new();
    let finalizer = card(&b, "SHD_092");
    b.base_aspects(ALEX, &["Command", "Villainy"]);
    b.state.players[0].resources.ready = 11;
    b.hand(ALEX, &[&finalizer]);
    let marine = b.unit(ALEX, "battlefield-marine");
    let wing = b.unit(ALEX, "x-wing");
    b.unit(NICO, "king-katuunko");
    b.unit(NICO, "inferno-four");
    let t = b.run(
        vec![
            play(ALEX, &finalizer),
            choose(ALEX, &["X-Wing", "Battlefield Marine"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let g = last(&t);
    let under = |id| {
        g.unit(id).map(|u| {
            u.captured
                .iter()
                .map(|c| c.card.clone())
                .collect::<Vec<_>>()
        })
    };
    assert_eq!(under(wing), Some(vec!["inferno-four".to_string()]));
    assert_eq!(under(marine), Some(vec!["king-katuunko".to_string()]));
    let x = step_saying(&t, "captures Inferno Four");
    let m = step_saying(&t, "captures King Katuunko");
    assert!(x < m, "in the order chosen");
}

#[test]
fn rule_3_6_12_slavers_freighter_readies_a_unit_with_power_up_to_the_upgrades_on_enemy_units() {
    // SHD 189 Slaver's Freighter: "When Played: You may ready another unit
    // with power equal to or less than the number of upgrades on enemy
    // units." Nico's Katuunko holds Entrenched and a Shield token: 2
    // upgrades (a Shield token is one, 3.6.12). The exhausted SpecForce
    // Soldier (2) and TIE Fighter (1) may be readied; the marine (3) and
    // Katuunko (5 with Entrenched) may not.
    let mut b = Board::new();
    let freighter = card(&b, "SHD_189");
    let entrenched = card(&b, "SOR_072");
    b.base_aspects(ALEX, &["Cunning", "Villainy"]);
    b.hand(ALEX, &[&freighter]);
    let marine = b.unit(ALEX, "battlefield-marine");
    let soldier = b.unit(ALEX, "specforce-soldier");
    let katuunko = b.unit(NICO, "king-katuunko");
    let fighter = b.unit(NICO, "tie-fighter");
    attach(&mut b, katuunko, &entrenched, NICO);
    b.unit_mut(katuunko).shields = 1;
    for id in [marine, soldier, katuunko, fighter] {
        b.unit_mut(id).exhausted = true;
    }
    let t = b.run(
        vec![
            play(ALEX, &freighter),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["SpecForce Soldier"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let mut options = options_with(&t, "SpecForce Soldier");
    options.sort();
    assert_eq!(options, ["SpecForce Soldier", "TIE Fighter"]);
    let g = last(&t);
    assert_eq!(g.unit(soldier).map(|u| u.exhausted), Some(false));
    assert_eq!(g.unit(marine).map(|u| u.exhausted), Some(true));
}
