//! Printed cards read from their text alone (issue 26), the shapes added
//! for the required sets: a change to the unit itself written subject first
//! ("This unit gets +2/+0 for this attack", "This unit gains Sentinel for
//! this phase"), "This unit captures ...", "Choose a player. They ...",
//! "At the start of the regroup phase, ...", "Look at the top N cards ...
//! Put any number of them on the bottom ...", and an attack's bonus for a
//! trait. What the reader makes of each line, that the writer gives it
//! back, and that the engine does on a board what the printed text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{card_with_abilities as card, last, read_ability as ability, then_both_pass, END};
use timing_window::rulesets::swu::cards::text::round_trip;
use timing_window::rulesets::swu::cards::AttackEffect;
use timing_window::rulesets::swu::cards::{
    CardType, Duration, Effect, Keyword, PlayerSel, Target, TimingPoint,
};
use timing_window::rulesets::swu::engine::stats::unit_stats;

#[test]
fn subject_first_clauses_read_into_the_vocabulary_and_back() {
    let a = ability(
        "On Attack: This unit gains Sentinel for this phase.",
        CardType::Unit,
    );
    assert_eq!(
        a.effects,
        [Effect::GainKeyword {
            target: Target::This,
            keyword: Keyword::Sentinel,
            amount: 0,
            duration: Duration::ThisPhase
        }]
    );
    let a = ability(
        "Action [C=2]: This unit gets +1/+0 for this phase.",
        CardType::Unit,
    );
    assert_eq!(
        a.effects,
        [Effect::Modify {
            target: Target::This,
            power: 1,
            hp: 0,
            duration: Duration::ThisPhase
        }]
    );
    // SpecForce Soldier prints SENTINEL in capitals; normalised, it is the
    // keyword, lost by a unit chosen as the effect resolves.
    let a = ability(
        "When Played: A unit loses Sentinel for this phase.",
        CardType::Unit,
    );
    assert_eq!(
        a.effects,
        [Effect::LoseKeyword {
            target: Target::ChosenUnit,
            keyword: Keyword::Sentinel,
            duration: Duration::ThisPhase
        }]
    );
    // No card prints "Give this unit ...": the writer writes the subject
    // form, so the other form is not read.
    assert!(round_trip(
        "When Played: Give this unit +1/+0 for this phase.",
        CardType::Unit
    )
    .is_err());
}

#[test]
fn captures_players_decks_and_delayed_sentences_read_into_the_vocabulary() {
    let a = ability(
        "When Played: This unit captures an enemy non-leader ground unit.",
        CardType::Unit,
    );
    assert!(matches!(
        &a.effects[..],
        [Effect::Capture { target: Target::ChosenEnemyGroundUnit, filter }]
            if filter.non_leader && filter.arena.is_none()
    ));
    let a = ability("Choose a player. They draw 2 cards.", CardType::Event);
    assert_eq!(
        a.effects,
        [Effect::Draw {
            who: PlayerSel::ChosenPlayer,
            count: 2
        }]
    );
    let a = ability(
        "When Defeated: Choose any number of players. They each draw a card.",
        CardType::Unit,
    );
    assert_eq!(
        a.effects,
        [Effect::Draw {
            who: PlayerSel::ChosenPlayers,
            count: 1
        }]
    );
    let a = ability(
        "On Attack: Draw a card. At the start of the regroup phase, discard a card from your hand.",
        CardType::Unit,
    );
    assert!(matches!(
        &a.effects[..],
        [Effect::Draw { .. }, Effect::Delayed { at: TimingPoint::StartOfRegroupPhase, effects }]
            if matches!(&effects[..], [Effect::DiscardFromHand { who: PlayerSel::You, count: 1 }])
    ));
    // A delayed effect on "it" needs the earlier choice remembered: not
    // read.
    assert!(round_trip(
        "Ready each unit you control. At the start of the regroup phase, defeat it.",
        CardType::Event
    )
    .is_err());
    let a = ability(
        "When Played/When Defeated: Look at the top 2 cards of your deck. Put any number of them on the bottom of your deck and the rest on top in any order.",
        CardType::Unit,
    );
    assert_eq!(a.effects, [Effect::LookAtTop { count: 2 }]);
    // A trait in capitals, then the arena.
    let a = ability(
        "On Attack: Exhaust an enemy VEHICLE ground unit.",
        CardType::Unit,
    );
    assert!(matches!(
        &a.effects[..],
        [Effect::Choose { target: Target::ChosenEnemyUnit, filter, .. }]
            if filter.trait_.as_deref() == Some("VEHICLE") && filter.arena.is_some()
    ));
    let a = ability(
        "When Played: You may attack with a unit. If it's a REBEL unit, it gets +2/+0 for this attack.",
        CardType::Unit,
    );
    assert!(a.may);
    assert!(matches!(
        &a.effects[..],
        [Effect::Attack(AttackEffect { power_bonus: 2, bonus_trait: Some(t), .. })] if t == "REBEL"
    ));
}

#[test]
fn rule_8_32_2_smugglers_yt_2400_pays_1_then_gets_plus_1_plus_1_for_this_phase() {
    // LAW 148 Smuggler's YT-2400 (4/5): "When Played: You may pay 1. If you
    // do, this unit gets +1/+1 for this phase."
    let mut b = Board::new();
    let yt = card(&b, "LAW_148");
    b.base_aspects(ALEX, &["Command", "Heroism"]);
    b.state.players[0].resources.ready = 6;
    b.hand(ALEX, &[&yt]);
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &yt),
            // Ambush triggers on the play too (7.5.5): Alex orders.
            choose(
                ALEX,
                &[&format!("{yt}/when-played"), &format!("{yt}/ambush")],
            ),
            choose(ALEX, &["yes"]),
        ]),
        END,
    );
    let board = last(&t);
    let u = board.units.iter().find(|u| u.card == yt).expect("in play");
    assert_eq!(unit_stats(&b.pool, board, u), (5, 6));
    assert_eq!(
        board.players[0].resources.ready, 0,
        "5 for the card, 1 paid"
    );
}

#[test]
fn rule_7_7_3_razor_crest_gets_plus_2_plus_0_only_for_this_attack() {
    // ASH 172 Razor Crest (3/5): "On Attack: You may discard a card from
    // your hand. If you do, this unit gets +2/+0 for this attack." It deals
    // 5 to the base; the bonus has ended once the attack has.
    let mut b = Board::new();
    let crest = card(&b, "ASH_172");
    let id = b.unit(ALEX, &crest);
    b.unit_mut(id).exhausted = false;
    b.hand(ALEX, &["battlefield-marine"]);
    let t = b.run(
        then_both_pass(vec![
            attack(ALEX, &crest, "base"),
            // Saboteur triggers on the attack too (7.5.10): Alex orders.
            choose(
                ALEX,
                &[&format!("{crest}/on-attack"), &format!("{crest}/saboteur")],
            ),
            choose(ALEX, &["yes"]),
        ]),
        END,
    );
    let board = last(&t);
    assert_eq!(board.players[1].base.damage, 5);
    assert!(board.players[0].hand.is_empty(), "the card was discarded");
    let u = board.unit(id).expect("in play");
    assert_eq!(unit_stats(&b.pool, board, u).0, 3);
}

#[test]
fn rule_8_33_1_covert_operative_captures_an_enemy_unit_that_costs_2_or_less() {
    // SEC 253 Covert Operative: "When Played: This unit captures an enemy
    // non-leader unit that costs 2 or less." The 4-cost unit is no choice.
    let mut b = Board::new();
    let op = card(&b, "SEC_253");
    b.base_aspects(ALEX, &["Heroism"]);
    b.state.players[0].resources.ready = 4;
    b.hand(ALEX, &[&op]);
    let marine = b.unit(NICO, "battlefield-marine");
    let hunters = b.unit(NICO, "relentless-hunters");
    let t = b.run(then_both_pass(vec![play(ALEX, &op)]), END);
    let board = last(&t);
    assert!(board.unit(marine).is_none(), "the marine is captured");
    assert!(board.unit(hunters).is_some());
    let u = board.units.iter().find(|u| u.card == op).expect("in play");
    assert_eq!(u.captured.len(), 1);
    assert_eq!(u.captured[0].card, "battlefield-marine");
}

#[test]
fn rule_7_4_pillage_the_chosen_player_discards_2_cards() {
    // SHD 181 Pillage (an event): "Choose a player. They discard 2 cards
    // from their hand." Alex chooses Nico, who holds exactly 2.
    let mut b = Board::new();
    let pillage = card(&b, "SHD_181");
    b.base_aspects(ALEX, &["Aggression"]);
    b.hand(ALEX, &[&pillage]);
    b.hand(NICO, &["battlefield-marine", "relentless-hunters"]);
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &pillage),
            choose(ALEX, &["Nico"]),
            choose(NICO, &["Battlefield Marine"]),
        ]),
        END,
    );
    let board = last(&t);
    assert!(board.players[1].hand.is_empty(), "Nico discarded both");
    assert_eq!(board.players[1].discard.len(), 2);
}

#[test]
fn rule_7_1_5_greedo_remembers_the_card_its_you_may_part_discarded() {
    // SOR 204 Greedo (3/1): "When Defeated: You may discard a card from
    // your deck. If it's not a unit, deal 2 damage to a ground unit." Only
    // the discard is optional; the second sentence is about the card it
    // discarded, remembered from the "you may" part for the rest of the
    // ability.
    let mut b = Board::new();
    let greedo = card(&b, "SOR_204");
    let id = b.unit(ALEX, &greedo);
    b.unit_mut(id).exhausted = false;
    b.deck(ALEX, &["vanquish"], 10);
    let hunters = b.unit(NICO, "relentless-hunters");
    let attack_hunters = || attack(ALEX, &greedo, "relentless-hunters");
    // Discarded, an event: 3 combat damage and 2 more defeat the 4 HP
    // Hunters (the only ground unit left, so no choice is asked).
    let t = b.run(
        then_both_pass(vec![attack_hunters(), choose(ALEX, &["yes"])]),
        END,
    );
    assert!(last(&t).unit(hunters).is_none(), "the Hunters are defeated");
    assert!(last(&t).players[0]
        .discard
        .contains(&"vanquish".to_string()));
    // Declined: nothing is discarded, so nothing more is dealt.
    let t = b.run(
        then_both_pass(vec![attack_hunters(), choose(ALEX, &["no"])]),
        END,
    );
    assert_eq!(last(&t).unit(hunters).map(|u| u.damage), Some(3));
    assert_eq!(last(&t).players[0].discard, vec![greedo.clone()]);
}

#[test]
fn rule_7_6_14_ruthless_raider_deals_2_to_the_enemy_base_and_2_to_an_enemy_unit() {
    // SOR 134 Ruthless Raider: "When Played/When Defeated: Deal 2 damage to
    // an enemy base and 2 damage to an enemy unit." Read from its text the
    // same as written by hand (tests/card_reader.rs).
    let mut b = Board::new();
    let raider = card(&b, "SOR_134");
    b.base_aspects(ALEX, &["Aggression", "Villainy"]);
    b.hand(ALEX, &[&raider]);
    let hunters = b.unit(NICO, "relentless-hunters");
    let t = b.run(then_both_pass(vec![play(ALEX, &raider)]), END);
    let board = last(&t);
    assert_eq!(board.players[1].base.damage, 2);
    assert_eq!(board.unit(hunters).map(|u| u.damage), Some(2));
}

#[test]
fn rule_7_7_3_general_rieekan_gives_experience_to_a_sentinel_else_sentinel_for_this_phase() {
    // SHD 103 General Rieekan: "When Played/On Attack: Choose a friendly
    // unit. If it has Sentinel, give an Experience token to it. Otherwise,
    // it gains Sentinel for this phase." Read from its text, the reading
    // is the hand-written one (tests/card_reader.rs); here what it does.
    let mut b = Board::new();
    let rieekan = card(&b, "SHD_103");
    b.base_aspects(ALEX, &["Command", "Heroism"]);
    b.hand(ALEX, &[&rieekan]);
    let chewie = b.unit(ALEX, "chewbacca");
    let marine = b.unit(ALEX, "battlefield-marine");
    // Chewbacca has Sentinel: an Experience token.
    let t = b.run(
        then_both_pass(vec![play(ALEX, &rieekan), choose(ALEX, &["Chewbacca"])]),
        END,
    );
    assert_eq!(last(&t).unit(chewie).map(|u| u.experience), Some(1));
    // The Marine has none: it gains Sentinel for this phase, no token.
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &rieekan),
            choose(ALEX, &["Battlefield Marine"]),
        ]),
        END,
    );
    assert_eq!(last(&t).unit(marine).map(|u| u.experience), Some(0));
    assert!(t
        .steps
        .iter()
        .any(|s| s.text.contains("Battlefield Marine") && s.text.contains("Sentinel")));
}

#[test]
fn rule_7_7_3_the_defender_gets_minus_2_for_this_attack_only_in_an_on_attack_ability() {
    // IBH 10 Han Solo: "On Attack: The defender gets -2/-0 for this
    // attack." The defender (the Hunters, 5/4) deals him 3, not 5.
    let a = ability(
        "On Attack: The defender gets -2/-0 for this attack.",
        CardType::Unit,
    );
    assert_eq!(
        a.effects,
        [Effect::Modify {
            target: Target::Defender,
            power: -2,
            hp: 0,
            duration: Duration::ThisAttack
        }]
    );
    // After "Attack with a unit." the attack is over before the next
    // sentence resolves: not read.
    assert!(round_trip(
        "Attack with a unit. The defender gets -4/-0 for this attack.",
        CardType::Event
    )
    .is_err());
    let mut b = Board::new();
    let id = card(&b, "IBH_10");
    let attacker = b.unit(ALEX, &id);
    b.unit_mut(attacker).exhausted = false;
    let hunters = b.unit(NICO, "relentless-hunters");
    let t = b.run(
        then_both_pass(vec![attack(ALEX, &id, "relentless-hunters")]),
        END,
    );
    let board = last(&t);
    // Han Solo (4/6, Raid 2) attacks with 6: the Hunters are defeated.
    assert!(board.unit(hunters).is_none());
    assert_eq!(board.unit(attacker).map(|u| u.damage), Some(3));
}
