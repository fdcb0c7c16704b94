//! Printed cards about upgrades in play read from their text alone
//! (issue 26): "a friendly upgrade", one the player controls (1.5.3a; a
//! token upgrade's controller is its unit's, 1.5.2f, and an upgrade
//! played on an enemy unit stays its player's, 1.5.2e), defeated before
//! "If you do" (8.9.1), "that unit" being the unit it was on. What the
//! reader makes of each line, that the writer gives it back, and that the
//! engine does on a board what the printed text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{
    card_id as card, known_cards as known, last, pool_id, read_ability, read_whole, then_both_pass,
    END,
};
use timing_window::rulesets::swu::cards::{CardType, Effect, Target, UpgradeFilter};

#[test]
fn rule_1_5_3a_a_friendly_upgrade_reads_into_the_vocabulary_and_back() {
    let a = read_ability(
        "Action [Exhaust]: Defeat a friendly upgrade on a unit. If you do, give a Shield token to that unit.",
        CardType::Leader,
    );
    let friendly = UpgradeFilter {
        friendly: true,
        ..Default::default()
    };
    assert_eq!(
        a.effects,
        [Effect::DefeatUpgradeThen {
            may: false,
            filter: friendly.clone(),
            then: vec![Effect::GiveShield { target: Target::It }],
        }]
    );
    // Without "on a unit" the part after "If you do" is not about it.
    let a = read_ability(
        "When Played: You may defeat a friendly upgrade. If you do, ready this unit.",
        CardType::Unit,
    );
    assert!(matches!(
        &a.effects[..],
        [Effect::DefeatUpgradeThen { may: true, filter, then }]
            if *filter == friendly && !matches!(&then[..], [Effect::Ready { target: Target::It }])
    ));
    // "that unit" needs the unit named: without "on a unit" it is not read.
    assert!(timing_window::rulesets::swu::cards::text::round_trip(
        "Defeat a friendly upgrade. If you do, give a Shield token to that unit.",
        CardType::Event
    )
    .is_err());
    let b = Board::new();
    for printed in ["SHD_003", "ASH_171", "ASH_246"] {
        read_whole(&b, printed);
    }
}

/// Alex leads with Finn (SHD 003). His marine has his Training Saber and
/// a Shield token; Nico's Katuunko has Alex's Jetpack (played on an enemy
/// unit, still Alex's: 1.5.2e), Nico's Training Saber and an Experience
/// token (Nico's: 1.5.2f).
fn finn_board() -> (Board, String) {
    let mut b = Board::new();
    let training = pool_id(&b, "SOR_120");
    let finn = card(&b, "SHD_003");
    b.leader(ALEX, &finn);
    let marine = b.unit_as(ALEX, "battlefield-marine", "alex-marine");
    b.attach(marine, &training, ALEX);
    b.unit_mut(marine).shields = 1;
    let katuunko = b.unit_as(NICO, "king-katuunko", "nico-katuunko");
    b.attach(katuunko, "jetpack", ALEX);
    b.unit_mut(katuunko)
        .upgrades
        .push(timing_window::rulesets::swu::engine::Upgrade {
            card: training,
            label: "nico-saber".into(),
            owner: NICO,
            taken_by: None,
            attached_by: None,
        });
    b.unit_mut(katuunko).experience = 1;
    (b, finn)
}

#[test]
fn rule_1_5_3a_finn_chooses_among_the_upgrades_alex_controls_only() {
    let (b, finn) = finn_board();
    let t = b.run(
        then_both_pass(vec![
            ability(ALEX, &finn),
            choose(ALEX, &["jetpack on nico-katuunko"]),
        ]),
        END,
    );
    let asked = decision(&t, "choose an upgrade");
    assert_eq!(
        asked.options,
        strings(&[
            "shield on alex-marine",
            "academy-training on alex-marine",
            "jetpack on nico-katuunko",
        ])
    );
    let g = last(&t);
    let k = g.units.iter().find(|u| u.label == "nico-katuunko").unwrap();
    // Alex's Jetpack is defeated (to its owner's discard pile, 3.6.11)
    // and "that unit", Nico's Katuunko, gets the Shield token.
    assert_eq!(
        k.upgrades
            .iter()
            .map(|u| u.label.as_str())
            .collect::<Vec<_>>(),
        ["nico-saber"]
    );
    assert_eq!((k.shields, k.experience), (1, 1));
    assert!(g.players[0].discard.iter().any(|c| c == "jetpack"));
    assert!(g.players[0].leader.as_ref().unwrap().exhausted);
}

#[test]
fn rule_8_9_1_finn_defeats_a_shield_token_then_gives_that_unit_a_shield_token() {
    let (b, finn) = finn_board();
    let t = b.run(
        then_both_pass(vec![
            ability(ALEX, &finn),
            choose(ALEX, &["shield on alex-marine"]),
        ]),
        END,
    );
    let g = last(&t);
    let m = g.units.iter().find(|u| u.label == "alex-marine").unwrap();
    // One Shield token defeated and set aside (3.7.3), one given.
    assert_eq!(m.shields, 1);
    assert_eq!(m.upgrades.len(), 1);
}

#[test]
fn rule_8_9_1_finn_with_no_friendly_upgrade_gives_no_shield_token() {
    let mut b = Board::new();
    let finn = card(&b, "SHD_003");
    b.leader(ALEX, &finn);
    let katuunko = b.unit_as(NICO, "king-katuunko", "nico-katuunko");
    b.attach(katuunko, &pool_id(&b, "SOR_120"), NICO);
    b.unit_mut(katuunko).shields = 1;
    let marine = b.unit_as(ALEX, "battlefield-marine", "alex-marine");
    let t = b.run(then_both_pass(vec![ability(ALEX, &finn)]), END);
    assert!(said(&t, "no such upgrade to defeat"));
    let g = last(&t);
    assert_eq!(g.unit(marine).map(|u| u.shields), Some(0));
    assert_eq!(
        g.unit(katuunko).map(|u| (u.shields, u.upgrades.len())),
        Some((1, 1))
    );
}

#[test]
fn rule_8_32_2_pegasus_tri_wing_readies_only_after_defeating_a_friendly_upgrade() {
    // ASH 171 Pegasus Tri-Wing: "When Played: You may defeat a friendly
    // upgrade. If you do, ready this unit." It enters play exhausted.
    let mut b = Board::new();
    let pegasus = card(&b, "ASH_171");
    b.hand(ALEX, &[&pegasus]);
    b.base_aspects(ALEX, &["Aggression"]);
    b.state.player_mut(ALEX).resources.ready = 3;
    let marine = b.unit_as(ALEX, "battlefield-marine", "alex-marine");
    b.attach(marine, &pool_id(&b, "SOR_120"), ALEX);
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &pegasus),
            // The only friendly upgrade: no choice of which (7.1.5).
            choose(ALEX, &["yes"]),
        ]),
        END,
    );
    let g = last(&t);
    let p = g.units.iter().find(|u| u.card == pegasus).unwrap();
    assert!(!p.exhausted);
    assert!(g.unit(marine).unwrap().upgrades.is_empty());
    // Declined: nothing defeated, the unit stays exhausted.
    let t = b.run(
        then_both_pass(vec![play(ALEX, &pegasus), choose(ALEX, &["no"])]),
        END,
    );
    let g = last(&t);
    assert!(
        g.units
            .iter()
            .find(|u| u.card == pegasus)
            .unwrap()
            .exhausted
    );
    assert_eq!(g.unit(marine).unwrap().upgrades.len(), 1);
}

#[test]
fn rule_8_9_1_exploit_advantage_draws_2_only_when_a_friendly_upgrade_was_defeated() {
    // ASH 246 Exploit Advantage: "Defeat a friendly upgrade. If you do,
    // draw 2 cards." Nico's upgrade is not Alex's to choose.
    let mut b = Board::new();
    let exploit = card(&b, "ASH_246");
    b.hand(ALEX, &[&exploit]);
    b.base_aspects(ALEX, &["Villainy"]);
    b.state.player_mut(ALEX).resources.ready = 2;
    b.deck(ALEX, &["battlefield-marine", "battlefield-marine"], 3);
    let katuunko = b.unit_as(NICO, "king-katuunko", "nico-katuunko");
    b.attach(katuunko, &pool_id(&b, "SOR_120"), NICO);
    let t = b.run(then_both_pass(vec![play(ALEX, &exploit)]), END);
    let g = last(&t);
    assert!(g.players[0].hand.is_empty());
    assert_eq!(g.unit(katuunko).unwrap().upgrades.len(), 1);
    // With Alex's own Experience token in play it is defeated, then 2 drawn.
    let marine = b.unit_as(ALEX, "battlefield-marine", "alex-marine");
    b.unit_mut(marine).experience = 1;
    let t = b.run(then_both_pass(vec![play(ALEX, &exploit)]), END);
    let g = last(&t);
    assert_eq!(g.unit(marine).unwrap().experience, 0);
    assert_eq!(g.players[0].hand.len(), 2);
}

#[test]
fn rule_3_6_14_attaching_an_upgrade_to_another_unit_reads_into_the_vocabulary_and_back() {
    let a = read_ability(
        "When Played/On Attack: You may attach an upgrade on a unit to another eligible unit controlled by the same player.",
        CardType::Unit,
    );
    assert!(a.may);
    assert_eq!(
        a.effects,
        [Effect::MoveUpgrade {
            filter: UpgradeFilter::default(),
            on_friendly: false,
            same_player: true,
        }]
    );
    let a = read_ability(
        "When Played: You may attach a friendly upgrade on a friendly unit to a different eligible unit.",
        CardType::Unit,
    );
    assert!(matches!(
        &a.effects[..],
        [Effect::MoveUpgrade { filter, on_friendly: true, same_player: false }] if filter.friendly
    ));
    let b = Board::new();
    for printed in ["SHD_064", "LOF_248"] {
        read_whole(&b, printed);
    }
}

/// Alex holds Survivors' Gauntlet (SHD 064) with 5 resources and a
/// Vigilance base. Nico's Katuunko has Nico's Academy Training (+2/+2) and
/// Smuggling Compartment ("Attach to a VEHICLE unit"); Nico also has a
/// Stormtrooper and a TIE (a Vehicle); Alex's marine has a Shield token.
fn gauntlet_board() -> (
    Board,
    String,
    [timing_window::rulesets::swu::engine::InstanceId; 4],
) {
    let mut b = Board::new();
    let gauntlet = card(&b, "SHD_064");
    b.hand(ALEX, &[&gauntlet]);
    b.base_aspects(ALEX, &["Vigilance"]);
    b.state.player_mut(ALEX).resources.ready = 5;
    let katuunko = b.unit_as(NICO, "king-katuunko", "nico-katuunko");
    b.attach(katuunko, &pool_id(&b, "SOR_120"), NICO);
    b.attach(katuunko, &pool_id(&b, "SOR_214"), NICO);
    let trooper = b.unit_as(NICO, "death-star-stormtrooper", "nico-trooper");
    let tie = b.unit_as(NICO, "inferno-four", "nico-tie");
    let marine = b.unit_as(ALEX, "battlefield-marine", "alex-marine");
    b.unit_mut(marine).shields = 1;
    (b, gauntlet, [katuunko, trooper, tie, marine])
}

#[test]
fn rule_3_6_14_survivors_gauntlet_moves_an_upgrade_to_another_unit_of_the_same_player() {
    let (b, gauntlet, [katuunko, trooper, tie, marine]) = gauntlet_board();
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &gauntlet),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["academy-training on nico-katuunko"]),
            choose(ALEX, &["nico-trooper"]),
        ]),
        END,
    );
    // Alex's Shield token may go to his other unit, the Gauntlet itself;
    // Nico's upgrades only to Nico's other units.
    let which = decision(&t, "choose an upgrade to attach");
    assert_eq!(
        which.options,
        strings(&[
            "academy-training on nico-katuunko",
            "smuggling-compartment on nico-katuunko",
            "shield on alex-marine",
        ])
    );
    assert_eq!(
        decision(&t, "which unit does it attach to").options,
        strings(&["nico-trooper", "nico-tie"])
    );
    let g = last(&t);
    let labels = |id| {
        g.unit(id)
            .unwrap()
            .upgrades
            .iter()
            .map(|u| u.card.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(labels(katuunko), ["smuggling-compartment"]);
    assert_eq!(labels(trooper), ["academy-training"]);
    // Not defeated, not played: still Nico's, in play all along (3.6.14).
    assert_eq!(g.unit(trooper).unwrap().upgrades[0].owner, NICO);
    assert!(g.players[1].discard.is_empty());
    assert_eq!(g.unit(tie).unwrap().upgrades.len(), 0);
    assert_eq!(g.unit(marine).unwrap().shields, 1);
}

#[test]
fn rule_3_6_3a_smuggling_compartment_may_move_only_to_a_vehicle() {
    let (b, gauntlet, [katuunko, _, tie, _]) = gauntlet_board();
    // Its attachment restriction leaves one unit: no choice of unit.
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &gauntlet),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["smuggling-compartment on nico-katuunko"]),
        ]),
        END,
    );
    let g = last(&t);
    assert_eq!(g.unit(katuunko).unwrap().upgrades.len(), 1);
    assert_eq!(
        g.unit(tie).unwrap().upgrades[0].card,
        pool_id(&b, "SOR_214")
    );
    // A Shield token moved: Alex's marine to the Gauntlet.
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &gauntlet),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["shield on alex-marine"]),
        ]),
        END,
    );
    let g = last(&t);
    let on_gauntlet = g.units.iter().find(|u| u.card == gauntlet).unwrap();
    assert_eq!(on_gauntlet.shields, 1);
    assert_eq!(
        g.units
            .iter()
            .find(|u| u.label == "alex-marine")
            .unwrap()
            .shields,
        0
    );
}

#[test]
fn rule_1_5_2e_jocasta_nu_moves_a_friendly_upgrade_even_onto_an_enemy_unit_keeping_it() {
    // LOF 248 Jocasta Nu: "When Played: You may attach a friendly upgrade
    // on a friendly unit to a different eligible unit." Nico's upgrade is
    // not Alex's to move; Alex's goes onto Nico's Katuunko and stays his.
    let mut b = Board::new();
    let jocasta = card(&b, "LOF_248");
    let training = pool_id(&b, "SOR_120");
    b.hand(ALEX, &[&jocasta]);
    b.base_aspects(ALEX, &["Heroism"]);
    b.state.player_mut(ALEX).resources.ready = 3;
    let marine = b.unit_as(ALEX, "battlefield-marine", "alex-marine");
    b.attach(marine, &training, ALEX);
    let katuunko = b.unit_as(NICO, "king-katuunko", "nico-katuunko");
    b.unit_mut(katuunko).shields = 1;
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &jocasta),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["nico-katuunko"]),
        ]),
        END,
    );
    let g = last(&t);
    // Either player's units, the one it is on aside (Jocasta Nu included).
    let jocasta_label = &g.units.iter().find(|u| u.card == jocasta).unwrap().label;
    assert_eq!(
        decision(&t, "which unit does it attach to").options,
        ["nico-katuunko".to_string(), jocasta_label.clone()]
    );
    assert!(g.unit(marine).unwrap().upgrades.is_empty());
    let k = g.unit(katuunko).unwrap();
    assert_eq!(k.upgrades.len(), 1);
    assert_eq!(k.upgrades[0].controller(), ALEX);
    assert_eq!(k.shields, 1);
}

#[test]
fn rule_7_7_5e_an_alternative_cost_reads_on_a_line_of_its_own_and_back() {
    use timing_window::rulesets::swu::cards::text::{normalise, round_trip, Line};
    let printed = "You may discard a Cunning card from your hand instead of paying this event's cost. Exhaust a unit and return each upgrade on it to its owner's hand.";
    let lines = normalise(printed);
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(matches!(
        round_trip(&lines[0], CardType::Event),
        Ok(Line::AlternativeCost(k)) if k.discard_aspect == "Cunning"
    ));
    let a = read_ability(&lines[1], CardType::Event);
    assert!(matches!(
        &a.effects[..],
        [Effect::Choose { target: Target::ChosenUnit, then, .. }]
            if then[..] == [Effect::Exhaust { target: Target::It }, Effect::ReturnEachUpgrade { target: Target::It }]
    ));
    let b = Board::new();
    assert_eq!(read_whole(&b, "SOR_199").alternative_costs.len(), 1);
}

/// Alex holds Bamboozle (SOR 199, cost 2, Cunning and Heroism) and Disarm
/// (a Cunning card), with `ready` resources and a Cunning and Heroism
/// base. Nico's ready Katuunko has his Academy Training, Alex's Jetpack, a
/// Shield token and an Experience token.
fn bamboozle_board(ready: u32) -> (Board, String, String) {
    let mut b = Board::new();
    let bamboozle = card(&b, "SOR_199");
    let disarm = pool_id(&b, "SOR_216");
    b.hand(ALEX, &[&bamboozle, &disarm]);
    b.base_aspects(ALEX, &["Cunning", "Heroism"]);
    b.state.player_mut(ALEX).resources.ready = ready;
    let katuunko = b.unit_as(NICO, "king-katuunko", "nico-katuunko");
    b.attach(katuunko, &pool_id(&b, "SOR_120"), NICO);
    b.attach(katuunko, "jetpack", ALEX);
    b.unit_mut(katuunko).shields = 1;
    b.unit_mut(katuunko).experience = 1;
    (b, bamboozle, disarm)
}

#[test]
fn rule_1_8_10_bamboozle_discarding_a_cunning_card_pays_its_cost() {
    // No resources: discarding Disarm is the only way to pay, and it pays.
    let (b, bamboozle, disarm) = bamboozle_board(0);
    let t = b.run(then_both_pass(vec![play(ALEX, &bamboozle)]), END);
    let g = last(&t);
    assert_eq!(
        g.players[0].discard.to_vec(),
        [disarm.clone(), bamboozle.clone()]
    );
    // Alex's Jetpack comes back to Alex, its owner (8.24.1).
    assert_eq!(known(&g.players[0].hand), ["jetpack"]);
    let k = g.units.iter().find(|u| u.label == "nico-katuunko").unwrap();
    // Exhausted, every upgrade gone: the cards to their owners' hands
    // (8.24.1), the tokens set aside (3.7.3).
    assert!(k.exhausted);
    assert!(k.upgrades.is_empty());
    assert_eq!((k.shields, k.experience), (0, 0));
    assert_eq!(known(&g.players[1].hand), [pool_id(&b, "SOR_120")]);
    assert!(said(&t, "instead of paying"));
}

#[test]
fn rule_7_7_5c_bamboozle_its_player_may_pay_the_cost_instead() {
    let (b, bamboozle, disarm) = bamboozle_board(2);
    let t = b.run(
        then_both_pass(vec![play(ALEX, &bamboozle), choose(ALEX, &["pay 2"])]),
        END,
    );
    assert_eq!(
        decision(&t, "pay its cost or discard").options,
        strings(&["pay 2", "discard a Cunning card"])
    );
    let g = last(&t);
    assert_eq!(g.players[0].resources.ready, 0);
    assert_eq!(known(&g.players[0].hand), [disarm, "jetpack".to_string()]);
    // Without a Cunning card in hand nothing is asked: the cost is paid.
    let (mut b, bamboozle, _) = bamboozle_board(2);
    b.hand(ALEX, &[&bamboozle]);
    let t = b.run(then_both_pass(vec![play(ALEX, &bamboozle)]), END);
    assert!(t
        .choices()
        .all(|(_, c)| !c.prompt.contains("pay its cost or discard")));
    assert_eq!(last(&t).players[0].resources.ready, 0);
}

/// Alex holds Pre Vizsla (SHD 142, cost 7) with 10 resources and an
/// Aggression and Villainy base. Nico's damaged Katuunko has Nico's
/// Academy Training and Mark My Words ("Attach to a damaged unit"); Nico's
/// Inferno Four, a Vehicle, has Nico's Jetpack.
fn vizsla_board() -> (
    Board,
    String,
    [timing_window::rulesets::swu::engine::InstanceId; 2],
) {
    let mut b = Board::new();
    let vizsla = card(&b, "SHD_142");
    b.hand(ALEX, &[&vizsla]);
    b.base_aspects(ALEX, &["Aggression", "Villainy"]);
    b.state.player_mut(ALEX).resources.ready = 10;
    let katuunko = b.unit_as(NICO, "king-katuunko", "nico-katuunko");
    b.unit_mut(katuunko).damage = 1;
    b.attach(katuunko, &pool_id(&b, "SOR_120"), NICO);
    b.attach(katuunko, &pool_id(&b, "ASH_181"), NICO);
    let inferno = b.unit_as(NICO, "inferno-four", "nico-inferno");
    b.attach(inferno, "jetpack", NICO);
    (b, vizsla, [katuunko, inferno])
}

#[test]
fn rule_1_5_2d_pre_vizsla_pays_an_upgrades_cost_takes_control_of_it_and_attaches_it() {
    let b = Board::new();
    read_whole(&b, "SHD_142");
    let (b, vizsla, [katuunko, inferno]) = vizsla_board();
    let training = pool_id(&b, "SOR_120");
    let training_cost = b.pool.get(&training).unwrap().cost.unwrap();
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &vizsla),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["academy-training on nico-katuunko"]),
        ]),
        END,
    );
    // Only the upgrades on a non-Vehicle unit other than Pre Vizsla.
    assert_eq!(
        decision(&t, "choose an upgrade to pay the cost of").options,
        strings(&[
            "academy-training on nico-katuunko",
            "mark-my-words on nico-katuunko"
        ])
    );
    let g = last(&t);
    assert_eq!(g.players[0].resources.ready, 10 - 7 - training_cost);
    let v = g.units.iter().find(|u| u.card == vizsla).unwrap();
    assert_eq!(v.upgrades.len(), 1);
    // Alex controls it now; Nico still owns it (1.5.2d).
    assert_eq!(
        (v.upgrades[0].controller(), v.upgrades[0].owner),
        (ALEX, NICO)
    );
    assert_eq!(g.unit(katuunko).unwrap().upgrades.len(), 1);
    assert_eq!(g.unit(inferno).unwrap().upgrades.len(), 1);
}

#[test]
fn rule_3_6_3a_pre_vizsla_defeats_an_upgrade_that_cannot_attach_to_him() {
    // Mark My Words attaches to a damaged unit only; Pre Vizsla is not.
    let (b, vizsla, [katuunko, _]) = vizsla_board();
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &vizsla),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["mark-my-words on nico-katuunko"]),
        ]),
        END,
    );
    let g = last(&t);
    let v = g.units.iter().find(|u| u.card == vizsla).unwrap();
    assert!(v.upgrades.is_empty());
    assert_eq!(g.unit(katuunko).unwrap().upgrades.len(), 1);
    // Defeated: to its owner's discard pile (3.6.11).
    assert_eq!(g.players[1].discard.to_vec(), [pool_id(&b, "ASH_181")]);
    // Too few resources for any upgrade's cost: nothing is asked.
    let (mut b, vizsla, _) = vizsla_board();
    b.state.player_mut(ALEX).resources.ready = 7;
    let t = b.run(then_both_pass(vec![play(ALEX, &vizsla)]), END);
    assert!(said(&t, "whose cost can be paid"));
}
