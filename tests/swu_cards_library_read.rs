//! The cards the library's scenarios, the CR's examples and the
//! hand-written data name, read from their printed text (issue 26). Each
//! reading is the hand-written card's own vocabulary (the agreement test
//! in `card_reader.rs` compares the two); here, what the engine does with
//! the reading itself: each card's printed text read into a card of its
//! own and played.

mod common;
mod read_cards;

use common::*;
use read_cards::{last, read_whole, END};
use timing_window::rulesets::swu::cards::coverage;
use timing_window::rulesets::swu::cards::printed::{printings, Printing};
use timing_window::rulesets::swu::cards::{AttackEffect, PlayUnitEffect};
use timing_window::rulesets::swu::cards::{CardDef, Effect, Target, TimingPoint, Zone};
use timing_window::rulesets::swu::engine::{PhaseStep, StopPoint};

const DRAW: StopPoint = StopPoint::Before(PhaseStep::Draw);

fn printing(set: &str, number: &str) -> Printing {
    printings()
        .unwrap()
        .into_iter()
        .find(|p| p.set == set && p.number == number)
        .unwrap_or_else(|| panic!("{set} {number}"))
}

/// The card printed as this set and number, read from its text alone and
/// added to the board's pool as `id` (so the engine uses the reading, not
/// a hand-written card that stands for the printing).
fn read_as(b: &mut Board, set: &str, number: &str, id: &str) -> CardDef {
    let p = printing(set, number);
    let c = coverage::of(&p);
    assert!(c.modelled, "{set} {number} is read whole: {:?}", c.unread);
    let card = p.to_card(id.to_string());
    b.pool.add(card.clone()).unwrap();
    card
}

#[test]
fn the_library_cards_played_from_hand_or_deck_or_taken_read_whole() {
    // Sneak Attack, Timely Intervention, Triple Dark Raid, Kelleran Beq,
    // Darth Vader (Commanding the First Legion), Change of Heart, No Good
    // to Me Dead: every line read, the writer giving each back.
    for (set, n) in [
        ("SOR", "219"),
        ("SHD", "129"),
        ("SHD", "194"),
        ("LOF", "100"),
        ("SOR", "087"),
        ("SOR", "224"),
        ("SOR", "186"),
    ] {
        let c = coverage::of(&printing(set, n));
        assert!(c.modelled, "{set} {n}: {:?}", c.unread);
    }
}

#[test]
fn sentences_about_the_unit_played_are_read_into_the_play() {
    let mut b = Board::new();
    let sneak = read_as(&mut b, "SOR", "219", "sneak-read");
    let [Effect::PlayUnit(PlayUnitEffect {
        from: Zone::Hand,
        cost_reduction: 3,
        enters_ready: true,
        then,
        ..
    })] = sneak.abilities[0].effects.as_slice()
    else {
        panic!("{:?}", sneak.abilities)
    };
    assert!(matches!(
        then.as_slice(),
        [Effect::Delayed {
            at: TimingPoint::StartOfRegroupPhase,
            effects,
        }] if effects.as_slice() == [Effect::Defeat { target: Target::It }]
    ));
    let raid = read_as(&mut b, "SHD", "194", "raid-read");
    let [Effect::PlayUnit(PlayUnitEffect {
        from: Zone::Deck,
        search: 7,
        cost_reduction: 5,
        enters_ready: true,
        filter,
        then,
        ..
    })] = raid.abilities[0].effects.as_slice()
    else {
        panic!("{:?}", raid.abilities)
    };
    assert_eq!(filter.trait_.as_deref(), Some("Vehicle"));
    assert!(matches!(
        then.as_slice(),
        [Effect::Delayed {
            at: TimingPoint::EndOfPhase,
            ..
        }]
    ));
}

#[test]
fn rule_7_7_4_sneak_attack_as_read_plays_a_unit_ready_for_3_less_and_defeats_it_at_the_regroup_phase(
) {
    let mut b = Board::new();
    read_as(&mut b, "SOR", "219", "sneak-read");
    b.hand(ALEX, &["sneak-read", "relentless-hunters"])
        .leader_aspects(ALEX, &["Cunning", "Aggression"]);
    let before = b.state.players[0].resources.ready;
    let t = b.run(
        vec![
            play(ALEX, "sneak-read"),
            choose(ALEX, &["Relentless Hunters"]),
            pass(NICO),
            pass(ALEX),
        ],
        StopPoint::Before(PhaseStep::RegroupStart),
    );
    let board = last(&t);
    let hunters = board
        .units
        .iter()
        .find(|u| u.card == "relentless-hunters")
        .expect("the Hunters are played");
    assert!(!hunters.exhausted, "it enters play ready");
    let cost = |id: &str| b.pool.get(id).unwrap().cost.unwrap();
    assert_eq!(
        before - board.players[0].resources.ready,
        cost("sneak-read") + cost("relentless-hunters") - 3
    );
    let t = b.run(
        vec![
            play(ALEX, "sneak-read"),
            choose(ALEX, &["Relentless Hunters"]),
            pass(NICO),
            pass(ALEX),
        ],
        DRAW,
    );
    assert!(
        !last(&t)
            .units
            .iter()
            .any(|u| u.card == "relentless-hunters"),
        "defeated at the start of the regroup phase"
    );
}

#[test]
fn rule_1_5_2d_change_of_heart_as_read_takes_control_until_the_regroup_phase() {
    let mut b = Board::new();
    read_as(&mut b, "SOR", "224", "heart-read");
    let val = b.unit(NICO, "val");
    b.hand(ALEX, &["heart-read"]);
    let t = b.run(
        vec![play(ALEX, "heart-read"), pass(NICO), pass(ALEX)],
        StopPoint::Before(PhaseStep::RegroupStart),
    );
    assert_eq!(last(&t).unit(val).unwrap().controller, ALEX);
    let t = b.run(vec![play(ALEX, "heart-read"), pass(NICO), pass(ALEX)], DRAW);
    assert_eq!(last(&t).unit(val).unwrap().controller, NICO);
}

#[test]
fn rule_7_7_3_no_good_to_me_dead_as_read_keeps_the_unit_exhausted_through_the_ready_step() {
    let mut b = Board::new();
    read_as(&mut b, "SOR", "186", "no-good-read");
    let val = b.unit(NICO, "val");
    b.hand(ALEX, &["no-good-read"]);
    let t = b.run(
        vec![
            play(ALEX, "no-good-read"),
            pass(NICO),
            pass(ALEX),
            choose(ALEX, &["no card"]),
            choose(NICO, &["no card"]),
        ],
        StopPoint::Before(PhaseStep::RegroupEnd),
    );
    assert!(
        last(&t).unit(val).unwrap().exhausted,
        "it can't ready this round, the regroup phase's ready step included"
    );
}

#[test]
fn rule_7_1_5_alliance_dispatcher_plays_a_unit_from_hand_for_1_less() {
    // SOR 093 Alliance Dispatcher, no hand-written card: "Action
    // [Exhaust]: Play a unit from your hand. It costs 1 less."
    let mut b = Board::new();
    let dispatcher = read_whole(&b, "SOR_093").id.clone();
    b.unit(ALEX, &dispatcher);
    b.hand(ALEX, &["relentless-hunters"])
        .leader_aspects(ALEX, &["Aggression"]);
    let before = b.state.players[0].resources.ready;
    let t = b.run(
        vec![
            ability(ALEX, &dispatcher),
            choose(ALEX, &["Relentless Hunters"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let board = last(&t);
    assert!(board.units.iter().any(|u| u.card == "relentless-hunters"));
    let cost = b.pool.get("relentless-hunters").unwrap().cost.unwrap();
    assert_eq!(before - board.players[0].resources.ready, cost - 1);
}

#[test]
fn rule_7_6_krayt_dragon_as_read_deals_the_played_cards_cost_to_that_players_base() {
    // SHD 172 Krayt Dragon: "When an opponent plays a card: You may deal
    // damage equal to that card's cost to their base or a ground unit they
    // control." Nico plays a 4-cost unit; Alex deals 4 to Nico's base.
    let mut b = Board::new();
    read_as(&mut b, "SHD", "172", "krayt-read");
    b.unit(ALEX, "krayt-read");
    b.acting(NICO)
        .hand(NICO, &["relentless-hunters"])
        .leader_aspects(NICO, &["Aggression"]);
    let t = b.run(
        vec![
            play(NICO, "relentless-hunters"),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Nico's base"]),
            pass(ALEX),
            pass(NICO),
        ],
        END,
    );
    assert_eq!(last(&t).players[1].base.damage, 4);
}

#[test]
fn the_opponent_draws_trigger_is_read_with_its_printed_words() {
    // JTL 111 Seasoned Fleet Admiral: the engine's trigger is once per
    // draw of 1 or more cards, in the action phase only, as printed.
    let mut b = Board::new();
    let admiral = read_as(&mut b, "JTL", "111", "admiral-read");
    let [a] = admiral.abilities.as_slice() else {
        panic!("{:?}", admiral.abilities)
    };
    assert_eq!(
        a.when,
        [timing_window::rulesets::swu::cards::Trigger::OpponentDraws]
    );
    assert!(a.may);
    assert_eq!(admiral.raid, 1);
}

#[test]
fn that_cards_cost_is_read_only_where_a_card_was_played() {
    use timing_window::rulesets::swu::cards::text::round_trip;
    use timing_window::rulesets::swu::cards::CardType;
    let line = "When an opponent plays a card: You may deal damage equal to that card's cost to their base or a ground unit they control.";
    assert!(round_trip(line, CardType::Unit).is_ok());
    // No card was played to trigger a When Played: "that card" is nothing.
    let other = line.replace("When an opponent plays a card", "When Played");
    assert!(round_trip(&other, CardType::Unit).is_err());
}

#[test]
fn rule_7_3_general_krell_as_read_gives_each_other_friendly_unit_its_when_defeated() {
    // SOR 105 General Krell: "Each other friendly unit gains: / "When
    // Defeated: You may draw a card."" (the quoted ability printed on a
    // line of its own, joined by the normalisation). Alex's Marine is
    // defeated: Alex may draw a card, and does.
    let mut b = Board::new();
    read_as(&mut b, "SOR", "105", "krell-read");
    b.unit(ALEX, "krell-read");
    let marine = b.unit(ALEX, "battlefield-marine");
    b.hand(ALEX, &["vanquish"])
        .leader_aspects(ALEX, &["Vigilance"]);
    let t = b.run(
        vec![
            play(ALEX, "vanquish"),
            choose(ALEX, &["Battlefield Marine"]),
            choose(ALEX, &["yes"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let board = last(&t);
    assert!(board.unit(marine).is_none());
    assert_eq!(board.players[0].hand.len(), 1, "the card drawn");
}

#[test]
fn an_attack_after_a_clause_and_the_ability_it_gains_are_read() {
    use timing_window::rulesets::swu::cards::text::{round_trip, Line};
    use timing_window::rulesets::swu::cards::{CardType, Trigger};
    // SOR 150 Heroic Sacrifice. Inside the quotes "it" is the attacker,
    // the unit that has the ability: `this` to the ability.
    let line = "Draw a card, then attack with a unit. For this attack, it gets +2/+0 and gains: \"When this unit deals combat damage: Defeat it.\"";
    let Ok(Line::Ability(a)) = round_trip(line, CardType::Event) else {
        panic!("not read")
    };
    let [Effect::Draw { count: 1, .. }, Effect::Attack(AttackEffect {
        power_bonus: 2,
        gains,
        ..
    })] = a.effects.as_slice()
    else {
        panic!("{:?}", a.effects)
    };
    let [g] = gains.as_slice() else {
        panic!("{gains:?}")
    };
    assert_eq!(g.when, [Trigger::DealsCombatDamage]);
    assert_eq!(
        g.effects,
        [Effect::Defeat {
            target: Target::This
        }]
    );
    // The attack is its own sentence nowhere in the pool: written after
    // ", then", so "Draw a card. Attack with a unit." is not read back.
    assert!(round_trip("Draw a card. Attack with a unit.", CardType::Event).is_err());
}

#[test]
fn rule_7_1_5_heroic_sacrifice_as_read_draws_then_attacks_and_defeats_the_attacker_after_its_damage(
) {
    let mut b = Board::new();
    read_as(&mut b, "SOR", "150", "sacrifice-read");
    let marine = b.unit(ALEX, "battlefield-marine");
    b.hand(ALEX, &["sacrifice-read"])
        .leader_aspects(ALEX, &["Aggression", "Heroism"]);
    let t = b.run(
        vec![play(ALEX, "sacrifice-read"), pass(NICO), pass(ALEX)],
        END,
    );
    let board = last(&t);
    let power = b.pool.get("battlefield-marine").unwrap().power.unwrap();
    assert_eq!(board.players[1].base.damage, power + 2);
    assert!(
        board.unit(marine).is_none(),
        "defeated after its combat damage"
    );
    assert_eq!(board.players[0].hand.len(), 1, "the card drawn first");
}

#[test]
fn rule_7_7_3_hello_there_as_read_reaches_only_a_unit_that_entered_play_this_phase() {
    // TWI 052 Hello There: "Choose a unit that entered play this phase. It
    // gets -4/-4 for this phase." Only Nico's Marine entered this phase.
    let mut b = Board::new();
    read_as(&mut b, "TWI", "052", "hello-read");
    let marine = b.unit(NICO, "battlefield-marine");
    b.unit_mut(marine).entered_this_phase = true;
    let hunters = b.unit(NICO, "relentless-hunters");
    b.hand(ALEX, &["hello-read"])
        .leader_aspects(ALEX, &["Vigilance", "Heroism"]);
    let t = b.run(vec![play(ALEX, "hello-read"), pass(NICO), pass(ALEX)], END);
    let board = last(&t);
    assert!(board.unit(marine).is_none(), "3 HP less 4");
    assert!(board.unit(hunters).is_some());
}

#[test]
fn rule_7_1_5_barrel_roll_as_read_may_exhaust_a_space_unit_after_its_attack() {
    // JTL 228 Barrel Roll: "Attack with a space unit. After completing this
    // attack, you may exhaust a space unit."
    let mut b = Board::new();
    read_as(&mut b, "JTL", "228", "barrel-read");
    let wing = b.unit(ALEX, "x-wing");
    let tie = b.unit(NICO, "tie-fighter");
    b.hand(ALEX, &["barrel-read"])
        .leader_aspects(ALEX, &["Cunning"]);
    let t = b.run(
        vec![
            play(ALEX, "barrel-read"),
            choose(ALEX, &["base"]),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["TIE Fighter"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let board = last(&t);
    assert!(board.unit(wing).unwrap().exhausted, "it attacked");
    assert!(
        board.unit(tie).unwrap().exhausted,
        "exhausted after the attack"
    );
    assert!(board.players[1].base.damage > 0);
}

#[test]
fn rule_7_7_3_rallying_cry_as_read_gives_raid_2_to_each_friendly_unit_for_the_phase() {
    // SOR 154 Rallying Cry: "Each friendly unit gains RAID 2 this phase."
    // Alex's Marine attacks for 2 more; Nico's Hunters, an enemy unit, for
    // their own power.
    let mut b = Board::new();
    read_as(&mut b, "SOR", "154", "rally-read");
    b.unit(ALEX, "battlefield-marine");
    b.unit(NICO, "relentless-hunters");
    b.hand(ALEX, &["rally-read"])
        .leader_aspects(ALEX, &["Aggression", "Aggression"]);
    let t = b.run(
        vec![
            play(ALEX, "rally-read"),
            attack(NICO, "relentless-hunters", "base"),
            attack(ALEX, "battlefield-marine", "base"),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let power = |id: &str| b.pool.get(id).unwrap().power.unwrap();
    let board = last(&t);
    assert_eq!(
        board.players[1].base.damage,
        power("battlefield-marine") + 2
    );
    assert_eq!(board.players[0].base.damage, power("relentless-hunters"));
}

#[test]
fn rule_7_5_king_katuunko_as_read_gives_restore_1_to_every_unit_either_side() {
    // TS26 16 King Katuunko: "When Played: All units (including enemy
    // units) gain Restore 1 for this phase." Both players' attackers heal
    // their own base by 1 as they attack.
    let mut b = Board::new();
    read_as(&mut b, "TS26", "16", "katuunko-read");
    b.unit(ALEX, "battlefield-marine");
    b.unit(NICO, "relentless-hunters");
    b.base(ALEX, 30, 5)
        .base(NICO, 30, 3)
        .hand(ALEX, &["katuunko-read"])
        .leader_aspects(ALEX, &["Vigilance", "Command"]);
    let t = b.run(
        vec![
            play(ALEX, "katuunko-read"),
            attack(NICO, "relentless-hunters", "base"),
            choose(
                NICO,
                &["relentless-hunters/restore", "relentless-hunters/saboteur"],
            ),
            attack(ALEX, "battlefield-marine", "base"),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let power = |id: &str| b.pool.get(id).unwrap().power.unwrap();
    let board = last(&t);
    assert_eq!(
        board.players[0].base.damage,
        5 - 1 + power("relentless-hunters")
    );
    assert_eq!(
        board.players[1].base.damage,
        3 - 1 + power("battlefield-marine")
    );
}

#[test]
fn rule_7_1_5_spark_of_rebellion_as_read_discards_the_card_its_player_picks_from_the_opponents_hand(
) {
    // SOR 200 Spark of Rebellion: "Look at an opponent's hand and discard
    // a card from it." Alex looks, and Alex picks the card.
    let mut b = Board::new();
    read_as(&mut b, "SOR", "200", "spark-read");
    b.hand(ALEX, &["spark-read"])
        .leader_aspects(ALEX, &["Aggression", "Heroism"])
        .hand(NICO, &["battlefield-marine", "vanquish"]);
    let t = b.run(
        vec![
            play(ALEX, "spark-read"),
            choose(ALEX, &["Vanquish"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let c = decision(&t, "which card of Nico's hand");
    assert_eq!(c.chooser, "Alex");
    let nico = &last(&t).players[1];
    assert_eq!(nico.discard, vec!["vanquish".to_string()]);
    assert_eq!(nico.hand.len(), 1);
}

#[test]
fn rule_8_1_3_galactic_ambition_as_read_plays_a_non_heroism_unit_free_and_deals_its_cost_to_your_base(
) {
    // SOR 235 Galactic Ambition: "Play a non-Heroism unit from your hand
    // for free. Deal damage to your base equal to its cost." The Marine
    // (Heroism) is no choice; the Hunters are played for free and their
    // printed cost is dealt to Alex's base.
    let mut b = Board::new();
    read_as(&mut b, "SOR", "235", "ambition-read");
    b.hand(
        ALEX,
        &["ambition-read", "battlefield-marine", "relentless-hunters"],
    )
    .leader_aspects(ALEX, &["Villainy"]);
    let before = b.state.players[0].resources.ready;
    let t = b.run(
        vec![
            play(ALEX, "ambition-read"),
            choose(ALEX, &["Relentless Hunters"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let c = decision(&t, "which unit does Alex play");
    assert!(
        !c.options.iter().any(|o| o.contains("Marine")),
        "{:?}",
        c.options
    );
    let board = last(&t);
    assert!(board.units.iter().any(|u| u.card == "relentless-hunters"));
    let cost = |id: &str| b.pool.get(id).unwrap().cost.unwrap();
    assert_eq!(
        board.players[0].base.damage,
        cost("relentless-hunters") as i32
    );
    assert_eq!(
        before - board.players[0].resources.ready,
        cost("ambition-read"),
        "the unit for free"
    );
}

#[test]
fn rule_8_25_isb_agent_as_read_deals_1_damage_only_if_an_event_was_revealed() {
    // SOR 176 ISB Agent: "When Played: You may reveal an event from your
    // hand. If you do, deal 1 damage to a unit."
    let mut b = Board::new();
    read_as(&mut b, "SOR", "176", "isb-read");
    let marine = b.unit(NICO, "battlefield-marine");
    b.hand(ALEX, &["isb-read", "vanquish"])
        .leader_aspects(ALEX, &["Cunning", "Villainy"]);
    let t = b.run(
        vec![
            play(ALEX, "isb-read"),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Battlefield Marine"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let board = last(&t);
    assert_eq!(board.unit(marine).unwrap().damage, 1);
    assert_eq!(
        board.players[0].hand.len(),
        1,
        "the event revealed stays in hand"
    );
    // No event in hand: nothing is revealed, and no damage is dealt.
    b.hand(ALEX, &["isb-read", "battlefield-marine"]);
    let t = b.run(
        vec![
            play(ALEX, "isb-read"),
            choose(ALEX, &["yes"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    assert_eq!(last(&t).unit(marine).unwrap().damage, 0);
}
