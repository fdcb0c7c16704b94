//! Printed cards about control and ownership of cards and tokens read from
//! their text alone (issue 26's required sets): control of a token unit
//! taken and given back (Sly Moore), a card a player plays or controls
//! without owning it (Unrefusable Offer: the owner keeps it, 1.5.2), and
//! what a card's player pays or picks among the units they control (First
//! Light's Smuggle cost, Bounty Hunter's Quarry, Jetpack's token). What the
//! reader makes of each line, that the writer gives it back, and that the
//! engine does on a board what the printed text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, last, read_ability as ability, then_both_pass, END};
use timing_window::rulesets::swu::cards::PlayUnitEffect;
use timing_window::rulesets::swu::cards::{CardType, Effect, Target, TimingPoint, Zone};
use timing_window::rulesets::swu::engine::{PhaseStep, StopPoint};

#[test]
fn sly_moore_reads_as_one_choice_of_an_enemy_token_unit_given_back_at_the_regroup_start() {
    // TWI 211 Sly Moore: "that token unit's owner" is the token unit the
    // choice took, the same effect as "its owner".
    let a = ability(
        "When Played: Take control of an enemy token unit and ready it. At the start of the regroup phase, that token unit's owner takes control of it.",
        CardType::Unit,
    );
    let [Effect::Choose {
        target,
        filter,
        then,
    }] = &a.effects[..]
    else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(*target, Target::ChosenEnemyUnit);
    assert!(filter.token);
    assert_eq!(
        *then,
        [
            Effect::TakeControl { target: Target::It },
            Effect::Ready { target: Target::It },
            Effect::Delayed {
                at: TimingPoint::StartOfRegroupPhase,
                effects: vec![Effect::OwnerTakesControl { target: Target::It }],
            },
        ]
    );
    // After a choice of any unit, not a token unit, the words do not fit:
    // not read.
    assert!(timing_window::rulesets::swu::cards::text::round_trip(
        "When Played: Take control of an enemy unit and ready it. At the start of the regroup phase, that token unit's owner takes control of it.",
        CardType::Unit,
    )
    .is_err());
}

#[test]
fn rule_8_27_1_sly_moore_takes_an_enemy_token_unit_ready_until_the_regroup_start() {
    // TWI 211 Sly Moore: Alex takes control of Nico's exhausted Clone
    // Trooper token and readies it (8.27.1a: a unit keeps its state when
    // control changes; the ability readies it). Nico's Battlefield Marine
    // is not a token unit and is not offered. At the start of the regroup
    // phase the delayed effect (7.7.4) gives the token back to Nico, its
    // owner (8.27.1: control lasts until an opponent takes it).
    let mut b = Board::new();
    let sly = card(&b, "TWI_211");
    b.base_aspects(ALEX, &["Cunning"]);
    b.hand(ALEX, &[&sly]);
    let trooper = b.unit(NICO, "clone-trooper");
    b.unit_mut(trooper).exhausted = true;
    let marine = b.unit(NICO, "battlefield-marine");
    let t = b.run(then_both_pass(vec![play(ALEX, &sly)]), END);
    let board = last(&t);
    let token = board.unit(trooper).expect("in play");
    assert_eq!(token.controller, ALEX);
    assert_eq!(token.owner, NICO);
    assert!(!token.exhausted);
    assert_eq!(board.unit(marine).expect("in play").controller, NICO);
    let t = b.run(
        then_both_pass(vec![play(ALEX, &sly)]),
        StopPoint::Before(PhaseStep::Draw),
    );
    assert_eq!(last(&t).unit(trooper).expect("in play").controller, NICO);
}

#[test]
fn first_light_reads_its_smuggle_cost_with_the_damage_to_a_friendly_unit() {
    // SHD 036 First Light: the brackets' damage is part of Smuggle's cost,
    // read with the resources and icons; a bracket without it still reads
    // as plain Smuggle.
    let b = Board::new();
    let light = b.pool.find("SHD_036").expect("in the pool");
    assert!(light.unread.is_empty(), "{:?}", light.unread);
    assert_eq!(light.smuggle, Some(7));
    assert_eq!(light.smuggle_aspects, ["Vigilance", "Villainy"]);
    assert_eq!(light.smuggle_damage, Some(4));
    let read = timing_window::rulesets::swu::cards::text::round_trip(
        "Smuggle [C=7 Vigilance Villainy, deal 4 damage to a friendly unit]",
        CardType::Unit,
    );
    assert_eq!(
        read,
        Ok(
            timing_window::rulesets::swu::cards::text::Line::SmuggleDealing {
                cost: 7,
                aspects: vec!["Vigilance".into(), "Villainy".into()],
                damage: 4,
            }
        )
    );
}

/// Alex's board with First Light among his known resources and the icons
/// its brackets show.
fn first_light_board() -> (Board, String) {
    let mut b = Board::new();
    let light = card(&b, "SHD_036");
    b.base_aspects(ALEX, &["Vigilance", "Villainy"]);
    b.state.players[0].resources.known = vec![light.clone()];
    (b, light)
}

#[test]
fn rule_1_8_8_first_light_smuggled_deals_4_damage_to_the_friendly_unit_its_player_picks() {
    // SHD 036 First Light: "Smuggle [C=7 Vigilance Villainy, deal 4 damage
    // to a friendly unit]". Y is paid as any cost (7.5.14a), its
    // non-resource part in full (1.8.8): Alex picks his Wampa of his two
    // units, it takes 4 damage, and 7 resources are paid.
    let (mut b, light) = first_light_board();
    let marine = b.unit_as(ALEX, "battlefield-marine", "Alex's Marine");
    let wampa = b.unit_as(ALEX, "wampa", "Alex's Wampa");
    let ready = b.state.players[0].resources.ready;
    let t = b.run(
        then_both_pass(vec![smuggle(ALEX, &light), choose(ALEX, &["Alex's Wampa"])]),
        END,
    );
    let pick = decision(&t, "Smuggle cost deals 4 damage");
    assert_eq!(pick.options, ["Alex's Marine", "Alex's Wampa"]);
    assert!(pick.rules.iter().any(|r| r == "1.8.8"));
    let board = last(&t);
    assert_eq!(board.unit(wampa).expect("in play").damage, 4);
    assert_eq!(board.unit(marine).expect("in play").damage, 0);
    assert!(board.units.iter().any(|u| u.card == light));
    assert_eq!(board.players[0].resources.ready, ready - 7);
}

#[test]
fn rule_1_8_8_first_light_cannot_be_smuggled_without_a_friendly_unit_to_damage() {
    // The whole cost must be paid (1.8.8): with no unit of his own Alex
    // cannot smuggle First Light, though his resources would pay the 7.
    let (b, light) = first_light_board();
    let e = b.run_err(vec![smuggle(ALEX, &light)], END);
    assert!(
        e.message
            .contains("also deals 4 damage to a friendly unit, and Alex controls none"),
        "{}",
        e.message
    );
}

#[test]
fn bounty_hunters_quarry_reads_the_search_of_10_cards_if_this_unit_is_unique() {
    // SHD 123 Bounty Hunter's Quarry: its granted Bounty reads whole, the
    // larger search a part of the play; without the clause the search is
    // of 5 cards alone.
    let b = Board::new();
    let quarry = b.pool.find("SHD_123").expect("in the pool");
    assert!(quarry.unread.is_empty(), "{:?}", quarry.unread);
    let a = ability(
        "When Defeated: Search the top 5 cards of your deck, or 10 cards instead if this unit is unique, for a unit that costs 3 or less and play it for free.",
        CardType::Unit,
    );
    let [Effect::PlayUnit(PlayUnitEffect {
        search,
        search_if_unique,
        free,
        filter,
        ..
    })] = &a.effects[..]
    else {
        panic!("{:?}", a.effects)
    };
    assert_eq!((*search, *search_if_unique, *free), (5, Some(10), true));
    assert_eq!(filter.max_cost, Some(3));
    let a = ability(
        "When Defeated: Search the top 5 cards of your deck for a unit that costs 3 or less and play it for free.",
        CardType::Unit,
    );
    assert!(matches!(
        a.effects[..],
        [Effect::PlayUnit(PlayUnitEffect {
            search: 5,
            search_if_unique: None,
            ..
        })]
    ));
}

/// Alex's deck: six Wampas (cost 4) on top, then a Battlefield Marine
/// (cost 2), the one unit the Quarry's search can play.
fn seventh_card_qualifies(b: &mut Board) {
    b.deck(
        ALEX,
        &[
            "wampa",
            "wampa",
            "wampa",
            "wampa",
            "wampa",
            "wampa",
            "battlefield-marine",
        ],
        5,
    );
}

#[test]
fn rule_8_11_1_bounty_hunters_quarry_searches_10_cards_when_the_defeated_unit_is_unique() {
    // SHD 123 Bounty Hunter's Quarry on Nico's Maz Kanata (unique). Alex
    // defeats her and collects the granted Bounty (7.5.13f): Maz was
    // unique as she left play (8.11.1, 1.2.3), so the top 10 are searched
    // and the seventh card, a Battlefield Marine, is played for free.
    let mut b = Board::new();
    let maz = b.unit_as(NICO, "maz-kanata", "Nico's Maz");
    let quarry = card(&b, "SHD_123");
    b.attach(maz, &quarry, NICO);
    b.hand(ALEX, &["vanquish"]);
    b.base_aspects(ALEX, &["Vigilance"]);
    seventh_card_qualifies(&mut b);
    let ready = b.state.players[0].resources.ready;
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, "vanquish"),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Battlefield Marine"]),
        ]),
        END,
    );
    assert!(said(
        &t,
        "is unique as it left play, so the search is of the top 10 cards"
    ));
    let board = last(&t);
    assert!(board
        .units
        .iter()
        .any(|u| u.card == "battlefield-marine" && u.controller == ALEX));
    assert_eq!(
        board.players[0].resources.ready,
        ready - 5,
        "Vanquish alone paid"
    );
}

#[test]
fn rule_8_11_1_bounty_hunters_quarry_searches_5_cards_when_the_captured_unit_is_not_unique() {
    // The Quarry on Nico's Battlefield Marine (not unique), captured by
    // Alex's Discerning Veteran: the Bounty triggers on the capture
    // (7.5.13a) and searches the top 5 only, where no unit costs 3 or
    // less: nothing is played.
    let mut b = Board::new();
    let marine = b.unit_as(NICO, "battlefield-marine", "Nico's Marine");
    let quarry = card(&b, "SHD_123");
    b.attach(marine, &quarry, NICO);
    b.hand(ALEX, &["discerning-veteran"]);
    seventh_card_qualifies(&mut b);
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, "discerning-veteran"),
            choose(ALEX, &["yes"]),
        ]),
        END,
    );
    assert!(said(
        &t,
        "is not unique as it left play, so the search is of the top 5 cards"
    ));
    let board = last(&t);
    assert!(board.units.iter().all(|u| u.card != "battlefield-marine"));
}

#[test]
fn jetpack_reads_that_token_only_after_a_shield_token_given() {
    // SHD 225 Jetpack: "that token" is the Shield token the sentence
    // before gave, read with it; alone, the delayed sentence is not read.
    let b = Board::new();
    let jetpack = b.pool.find("SHD_225").expect("in the pool");
    assert!(jetpack.unread.is_empty(), "{:?}", jetpack.unread);
    let a = ability(
        "When Played: Give a Shield token to a unit. At the start of the regroup phase, defeat that token.",
        CardType::Unit,
    );
    assert_eq!(
        a.effects,
        [
            Effect::GiveShield {
                target: Target::ChosenUnit
            },
            Effect::Delayed {
                at: TimingPoint::StartOfRegroupPhase,
                effects: vec![Effect::DefeatThatShield {
                    token: String::new()
                }],
            },
        ]
    );
    assert!(timing_window::rulesets::swu::cards::text::round_trip(
        "When Played: Draw a card. At the start of the regroup phase, defeat that token.",
        CardType::Unit,
    )
    .is_err());
}

/// Alex's Marine with a Shield token of its own, Jetpack in his hand.
fn shielded_marine_and_jetpack() -> (
    Board,
    String,
    timing_window::rulesets::swu::engine::InstanceId,
) {
    let mut b = Board::new();
    let jetpack = card(&b, "SHD_225");
    b.base_aspects(ALEX, &["Cunning"]);
    b.hand(ALEX, &[&jetpack]);
    let marine = b.unit_as(ALEX, "battlefield-marine", "Alex's Marine");
    b.unit_mut(marine).shields = 1;
    (b, jetpack, marine)
}

#[test]
fn rule_3_7_6_jetpack_defeats_that_token_at_the_regroup_start_not_the_one_already_there() {
    // SHD 225 Jetpack on Alex's Marine, which already had a Shield token:
    // it has two, and at the start of the regroup phase the delayed
    // effect (7.7.4) defeats the one Jetpack gave (a token is an object of
    // its own, 3.7.6); the other stays.
    let (b, jetpack, marine) = shielded_marine_and_jetpack();
    let script = || {
        // The Marine is the only unit to attach to: no choice.
        then_both_pass(vec![play(ALEX, &jetpack)])
    };
    let t = b.run(script(), END);
    let m = last(&t).unit(marine).expect("in play").clone();
    assert_eq!(m.shields, 2);
    assert_eq!(m.marked_shields.len(), 1);
    let t = b.run(script(), StopPoint::Before(PhaseStep::Draw));
    assert!(said(&t, "that Shield token on"));
    let m = last(&t).unit(marine).expect("in play").clone();
    assert_eq!(m.shields, 1);
    assert!(m.marked_shields.is_empty());
}

#[test]
fn rule_7_7_5e_damage_on_a_unit_with_jetpacks_token_and_another_asks_which_token_goes() {
    // The Marine has its own Shield token and Jetpack's. Nico's Wampa
    // attacks it: each token offers to prevent the damage, and Alex, who
    // controls the Marine, picks (7.7.5e; the engine's reading of open
    // question 32). He lets Jetpack's token go: at the regroup start that
    // token is gone, nothing happens, and the Marine keeps its own.
    let (mut b, jetpack, marine) = shielded_marine_and_jetpack();
    b.unit_as(NICO, "wampa", "Nico's Wampa");
    let t = b.run(
        vec![
            play(ALEX, &jetpack),
            choose(ALEX, &["Alex's Marine"]),
            attack(NICO, "Nico's Wampa", "Alex's Marine"),
            choose(ALEX, &["the one jetpack/delayed will defeat"]),
            pass(ALEX),
            pass(NICO),
        ],
        StopPoint::Before(PhaseStep::Draw),
    );
    let pick = decision(&t, "Which Shield token");
    assert_eq!(pick.chooser, "Alex");
    assert_eq!(
        pick.options,
        [
            "a Shield token no delayed effect names",
            "the one jetpack/delayed will defeat"
        ]
    );
    assert!(said(&t, "that Shield token is no longer in play"));
    let m = last(&t).unit(marine).expect("in play").clone();
    assert_eq!((m.shields, m.damage), (1, 0));
}

#[test]
fn unrefusable_offer_reads_its_granted_bounty_as_a_play_of_this_unit() {
    // SHD 226 Unrefusable Offer: the printed card reads whole (the
    // hand-written card plays it too, its note gone).
    let b = Board::new();
    let offer = b.pool.find("SHD_226").expect("in the pool");
    assert!(offer.unread.is_empty(), "{:?}", offer.unread);
    let a = ability(
        "Bounty - Play this unit for free. It enters play ready. At the start of the regroup phase, defeat it.",
        CardType::Unit,
    );
    let [Effect::PlayUnit(PlayUnitEffect {
        from,
        free,
        enters_ready,
        then,
        ..
    })] = &a.effects[..]
    else {
        panic!("{:?}", a.effects)
    };
    assert_eq!((*from, *free, *enters_ready), (Zone::ThisUnit, true, true));
    assert!(matches!(
        &then[..],
        [Effect::Delayed {
            at: TimingPoint::StartOfRegroupPhase,
            ..
        }]
    ));
    // Without "for free" it is a play at its cost, written back as such.
    let a = ability("Bounty - Play this unit.", CardType::Unit);
    assert!(matches!(
        a.effects[..],
        [Effect::PlayUnit(PlayUnitEffect {
            from: Zone::ThisUnit,
            free: false,
            ..
        })]
    ));
}

/// Nico's Battlefield Marine (3/3) carrying Alex's Unrefusable Offer, and
/// Alex's Wampa (4/5) to defeat it.
fn offer_on_nicos_marine() -> (
    Board,
    String,
    timing_window::rulesets::swu::engine::InstanceId,
) {
    let mut b = Board::new();
    let offer = card(&b, "SHD_226");
    let marine = b.unit(NICO, "battlefield-marine");
    b.attach(marine, &offer, ALEX);
    b.unit(ALEX, "wampa");
    (b, offer, marine)
}

/// Whether player `p`'s discard pile holds a Battlefield Marine.
fn marine_in_discard(board: &timing_window::rulesets::swu::engine::GameState, p: usize) -> bool {
    board.players[p]
        .discard
        .iter()
        .any(|c| c == "battlefield-marine")
}

#[test]
fn rule_1_5_2_unrefusable_offer_alex_plays_nicos_defeated_marine_which_nico_still_owns() {
    // SHD 226: Alex's Wampa defeats Nico's Marine; its granted Bounty is
    // collected by Alex, the opponent of the Marine's controller (7.5.13a),
    // who may decline it (7.5.13e) and takes it. Alex plays the Marine
    // from Nico's discard pile (where a defeated unit goes, 1.5.5c) for
    // free and ready. Nico still owns it (1.5.2a: the card started the
    // game in his deck); Alex controls it, having played it (1.5.2b). At
    // the start of the regroup phase it is defeated and goes back to
    // Nico's discard pile, not Alex's (1.5.5c: its owner's).
    let (b, _, _) = offer_on_nicos_marine();
    let script = then_both_pass(vec![
        attack(ALEX, "wampa", "battlefield-marine"),
        choose(ALEX, &["yes"]),
    ]);
    let t = b.run(script.clone(), END);
    let board = last(&t);
    let marine = board
        .units
        .iter()
        .find(|u| u.card == "battlefield-marine")
        .expect("played again");
    assert_eq!((marine.owner, marine.controller), (NICO, ALEX));
    assert!(!marine.exhausted, "it enters play ready");
    assert!(!marine_in_discard(board, 1));
    let t = b.run(script, StopPoint::Before(PhaseStep::Draw));
    let board = last(&t);
    assert!(board.units.iter().all(|u| u.card != "battlefield-marine"));
    assert!(marine_in_discard(board, 1));
    // Alex's pile holds his Unrefusable Offer (defeated with the Marine,
    // 1.5.5d: an upgrade goes to its owner's pile) and no Marine.
    assert!(!marine_in_discard(board, 0));
}

#[test]
fn rule_7_5_13e_unrefusable_offer_declined_leaves_the_marine_in_nicos_discard_pile() {
    // A Bounty may be declined (7.5.13e): then nothing is played and the
    // Marine stays in Nico's discard pile.
    let (b, _, _) = offer_on_nicos_marine();
    let t = b.run(
        then_both_pass(vec![
            attack(ALEX, "wampa", "battlefield-marine"),
            choose(ALEX, &["no"]),
        ]),
        END,
    );
    let board = last(&t);
    assert!(board.units.iter().all(|u| u.card != "battlefield-marine"));
    assert!(marine_in_discard(board, 1));
}
