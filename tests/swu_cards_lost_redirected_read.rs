//! Printed cards whose abilities are lost, replaced or redirected, and the
//! conditions and choices around them, read from their text alone (issue
//! 26): "If this unit is attacking an exhausted unit that didn't enter play
//! this round" (Boba Fett, SOR 179), "Then, it deals damage equal to its
//! power divided as you choose among any number of other units"
//! (Overwhelming Barrage, SOR 092), "Choose an enemy non-leader unit that
//! attacked your base this phase. A friendly unit in the same arena
//! captures that unit." (Ephant Mon, SHD 088), "If this unit would be
//! captured, defeat him and deal 3 damage to each enemy ground unit
//! instead." (IG-11, SHD 170), "Ambush, Overwhelm" and "all damage that
//! would be dealt to this unit during this attack is dealt to the chosen
//! unit instead" (Maul, SHD 090), "The first event played by each
//! opponent each round loses all abilities." (Relentless, SOR 089). What
//! the reader makes of each line, that the writer gives it back, and that
//! the engine does on a board what the printed text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{
    alex_holding, card_id as card, last, pool_id, read_ability as ability, then_both_pass, END,
};
use timing_window::rulesets::swu::cards::{
    Amount, CardType, Condition, Effect, Pronoun, Target, Trigger, UnitFilter,
};
use timing_window::rulesets::swu::engine::InstanceId;

#[test]
fn attacking_a_unit_that_did_not_enter_play_this_round_reads_as_a_condition_and_back() {
    let a = ability(
        "On Attack: If this unit is attacking an exhausted unit that didn't enter play this round, deal 3 damage to the defender.",
        CardType::Unit,
    );
    assert_eq!(a.when, vec![Trigger::OnAttack]);
    let filter = UnitFilter {
        exhausted: true,
        not_entered_this_round: true,
        ..UnitFilter::default()
    };
    assert_eq!(
        a.effects,
        vec![Effect::If {
            condition: Condition::ThisIsAttacking { filter },
            then: vec![Effect::DealDamage {
                amount: Amount::Fixed(3),
                target: Target::Defender,
            }],
        }]
    );
}

/// Alex's Boba Fett, Disintegrator (SOR 179, 3/5) and Nico's Consular
/// Security Force (SOR 046, 3/7), the defender, exhausted or not.
fn boba_board(exhausted: bool) -> (Board, InstanceId) {
    let mut b = Board::new();
    let boba = card(&b, "SOR_179");
    b.unit_as(ALEX, &boba, "Boba");
    let guard = pool_id(&b, "SOR_046");
    let guard = b.unit_as(NICO, &guard, "Guard");
    b.unit_mut(guard).exhausted = exhausted;
    (b, guard)
}

/// The damage on the defender after Boba attacks it.
fn damage_after_boba_attacks(b: &Board, guard: InstanceId) -> i32 {
    let t = b.run(then_both_pass(vec![attack(ALEX, "Boba", "Guard")]), END);
    last(&t).unit(guard).expect("the guard survives").damage
}

#[test]
fn rule_5_3_2_boba_fett_deals_3_to_an_exhausted_defender_that_was_in_play_before_this_round() {
    // SOR 179 Boba Fett: "On Attack: If this unit is attacking an exhausted
    // unit that didn't enter play this round, deal 3 damage to the
    // defender." The guard is exhausted and has been in play since an
    // earlier round: 3 damage from the On Attack, then Boba's 3 combat
    // damage (6 of its 7 HP).
    let (b, guard) = boba_board(true);
    assert_eq!(damage_after_boba_attacks(&b, guard), 6);
}

#[test]
fn rule_5_3_2_boba_fett_spares_a_defender_that_entered_play_this_round() {
    // A round is its action phase and its regroup phase (5.3.2): a unit
    // that entered play in it "entered play this round". Exhausted as it
    // is, the guard takes only Boba's combat damage.
    let (mut b, guard) = boba_board(true);
    b.unit_mut(guard).entered_this_phase = true;
    b.unit_mut(guard).entered_this_round = true;
    assert_eq!(damage_after_boba_attacks(&b, guard), 3);
}

#[test]
fn rule_6_3_1b_boba_fett_spares_a_ready_defender() {
    // The defender must be exhausted: a ready guard takes only the combat
    // damage.
    let (b, guard) = boba_board(false);
    assert_eq!(damage_after_boba_attacks(&b, guard), 3);
}

#[test]
fn it_deals_its_power_divided_among_other_units_reads_after_a_chosen_unit_and_back() {
    let a = ability(
        "Give a friendly unit +2/+2 for this phase. Then, it deals damage equal to its power divided as you choose among any number of other units.",
        CardType::Event,
    );
    assert_eq!(
        a.effects,
        vec![Effect::Choose {
            target: Target::ChosenFriendlyUnit,
            filter: UnitFilter::default(),
            then: vec![
                Effect::Modify {
                    target: Target::It,
                    power: 2,
                    hp: 2,
                    duration: timing_window::rulesets::swu::cards::Duration::ThisPhase,
                },
                Effect::ItDividesItsPower {
                    target: Target::EachUnit,
                    filter: UnitFilter::default(),
                    other: true,
                },
            ],
        }]
    );
}

/// Alex holds Overwhelming Barrage (SOR 092); he controls a Battlefield
/// Marine (3/3) and Chewbacca, Nico a Battlefield Marine.
fn barrage_board() -> (Board, String, [InstanceId; 3]) {
    let (mut b, barrage) = alex_holding("SOR_092", &["Command", "Villainy"]);
    let mine = b.unit_as(ALEX, "battlefield-marine", "Alex's Marine");
    let chewie = b.unit(ALEX, "chewbacca");
    let theirs = b.unit_as(NICO, "battlefield-marine", "Nico's Marine");
    (b, barrage, [mine, chewie, theirs])
}

const ALEX_MARINE: &str = "Battlefield Marine (Alex's Marine)";
const NICO_MARINE: &str = "Battlefield Marine (Nico's Marine)";

#[test]
fn rule_8_18_2_overwhelming_barrage_divides_the_given_units_power_among_other_units_only() {
    // The CR's example of "other" (8.18.2): Overwhelming Barrage gives a
    // friendly unit +2/+2 for the phase and deals damage to any number of
    // "other" units, never to the unit given +2/+2. Alex gives his Marine
    // +2/+2 (5/5); it deals 5 damage, placed one point at a time (8.4.5):
    // 3 on Nico's Marine, 2 on Alex's own Chewbacca ("other units" is
    // either side's). Alex's Marine is never offered.
    let (b, barrage, [mine, chewie, theirs]) = barrage_board();
    let mut script = vec![
        play(ALEX, &barrage),
        choose(ALEX, &[ALEX_MARINE]),
        choose(ALEX, &["divide it among 1 or more units"]),
    ];
    for pick in [NICO_MARINE; 3].into_iter().chain(["Chewbacca"; 2]) {
        script.push(choose(ALEX, &[pick]));
    }
    let t = b.run(then_both_pass(script), END);
    check(&t);
    let asks: Vec<_> = t
        .choices()
        .filter(|(_, c)| c.prompt.contains("put damage"))
        .collect();
    assert_eq!(asks.len(), 5, "its power after +2/+2: 5 points");
    assert!(asks.iter().all(|(_, c)| c.chooser == "Alex"
        && c.options.len() == 2
        && !c.options.iter().any(|o| o.contains("Alex's Marine"))));
    let board = last(&t);
    assert!(
        board.unit(theirs).is_none(),
        "3 damage defeats Nico's Marine"
    );
    assert_eq!(board.unit(chewie).expect("in play").damage, 2);
    assert_eq!(board.unit(mine).expect("in play").damage, 0);
}

#[test]
fn rule_8_4_5a_overwhelming_barrage_may_deal_its_damage_to_0_units() {
    // "any number of" units may be 0 units (8.4.5a): Alex chooses 0 and no
    // damage is dealt; his Marine keeps its +2/+2 for the phase.
    let (b, barrage, [mine, chewie, theirs]) = barrage_board();
    let script = vec![
        play(ALEX, &barrage),
        choose(ALEX, &[ALEX_MARINE]),
        choose(ALEX, &["deal it to 0 units"]),
    ];
    let t = b.run(then_both_pass(script), END);
    check(&t);
    let ask = decision(&t, "divide");
    assert_eq!(ask.options.len(), 2, "{:?}", ask.options);
    let board = last(&t);
    for u in [mine, chewie, theirs] {
        assert_eq!(board.unit(u).expect("in play").damage, 0);
    }
}

#[test]
fn a_unit_that_attacked_your_base_captured_in_its_arena_reads_and_back() {
    let a = ability(
        "On Attack: Choose an enemy non-leader unit that attacked your base this phase. A friendly unit in the same arena captures that unit.",
        CardType::Unit,
    );
    assert_eq!(
        a.effects,
        vec![Effect::CaptureChosenInItsArena {
            target: Target::ChosenEnemyUnit,
            filter: UnitFilter {
                non_leader: true,
                attacked_your_base_this_phase: true,
                ..UnitFilter::default()
            },
        }]
    );
}

/// Alex's Ephant Mon (SHD 088) and a Battlefield Marine; Nico's
/// Battlefield Marine ("Raider") and Consular Security Force ("Idle"),
/// Nico to act.
fn ephant_board() -> (Board, [InstanceId; 4]) {
    let mut b = Board::new();
    let ephant = card(&b, "SHD_088");
    let ephant = b.unit_as(ALEX, &ephant, "Ephant");
    let mine = b.unit_as(ALEX, "battlefield-marine", "Alex's Marine");
    let raider = b.unit_as(NICO, "battlefield-marine", "Raider");
    let force = pool_id(&b, "SOR_046");
    let idle = b.unit_as(NICO, &force, "Idle");
    b.acting(NICO);
    (b, [ephant, mine, raider, idle])
}

#[test]
fn rule_8_33_1_ephant_mon_has_a_friendly_unit_in_its_arena_capture_a_unit_that_attacked_alexs_base()
{
    // SHD 088 Ephant Mon: "On Attack: Choose an enemy non-leader unit that
    // attacked your base this phase. A friendly unit in the same arena
    // captures that unit." Nico's Raider attacked Alex's base this phase;
    // his other unit did not, so only the Raider may be chosen. Then Alex
    // chooses which friendly ground unit captures it (8.33.1): his Marine.
    let (b, [ephant, mine, raider, _]) = ephant_board();
    let script = vec![
        attack(NICO, "Raider", "base"),
        attack(ALEX, "Ephant", "base"),
        // The Raider is the one unit that may be chosen; then the guard.
        choose(ALEX, &["Battlefield Marine (Alex's Marine)"]),
    ];
    let t = b.run(then_both_pass(script), END);
    check(&t);
    let asks: Vec<_> = t
        .choices()
        .filter(|(_, c)| c.prompt.contains("choose a target"))
        .collect();
    assert!(asks
        .iter()
        .all(|(_, c)| !c.options.iter().any(|o| o.contains("Idle"))));
    let guard = asks.last().expect("the guard is chosen").1;
    assert_eq!(guard.options.len(), 2, "Ephant Mon or Alex's Marine");
    let board = last(&t);
    assert!(board.unit(raider).is_none(), "the Raider is captured");
    assert_eq!(board.unit(mine).expect("in play").captured.len(), 1);
    assert!(board.unit(ephant).expect("in play").captured.is_empty());
}

#[test]
fn rule_8_33_1_ephant_mon_finds_no_unit_when_none_attacked_alexs_base() {
    // The Raider attacked Alex's Marine, not his base: no enemy unit
    // attacked Alex's base this phase, so nothing is chosen or captured
    // (1.3.2).
    let (b, [_, _, raider, idle]) = ephant_board();
    let script = vec![
        attack(NICO, "Raider", "Alex's Marine"),
        attack(ALEX, "Ephant", "base"),
    ];
    let t = b.run(then_both_pass(script), END);
    check(&t);
    assert!(said(&t, "there is nothing it can choose"));
    let board = last(&t);
    assert!(board.unit(idle).is_some());
    assert!(board.unit(raider).is_none(), "defeated by the Marine");
}

#[test]
fn would_be_captured_reads_as_a_replacement_with_no_trigger_and_back() {
    let a = ability(
        "If this unit would be captured, defeat him and deal 3 damage to each enemy ground unit instead.",
        CardType::Unit,
    );
    assert!(
        a.when.is_empty(),
        "a replacement, not a trigger: {:?}",
        a.when
    );
    assert_eq!(
        a.effects,
        vec![Effect::InsteadOfCaptured {
            pronoun: Pronoun::He,
            instead: vec![
                Effect::Defeat {
                    target: Target::This
                },
                Effect::DealDamage {
                    amount: Amount::Fixed(3),
                    target: Target::EachEnemyGroundUnit,
                },
            ],
        }]
    );
}

#[test]
fn rule_7_7_5d_ig_11_is_defeated_and_deals_3_to_each_enemy_ground_unit_instead_of_being_captured() {
    // SHD 170 IG-11: "If this unit would be captured, defeat him and deal 3
    // damage to each enemy ground unit instead." Alex plays Discerning
    // Veteran (3/4), whose When Played captures an enemy non-leader ground
    // unit, and chooses Nico's IG-11. The capture is replaced whole
    // (7.7.5d): IG-11 is not captured but defeated, to Nico's discard
    // pile, and deals 3 damage to each of Alex's ground units (enemy to
    // IG-11's controller): the Veteran survives with 3, Alex's Marine (3
    // HP) is defeated. Nico's own Marine is not an enemy unit.
    let mut b = Board::new();
    let ig = card(&b, "SHD_170");
    b.hand(ALEX, &["discerning-veteran"]);
    let ig_11 = b.unit_as(NICO, &ig, "IG");
    let theirs = b.unit_as(NICO, "battlefield-marine", "Nico's Marine");
    let mine = b.unit_as(ALEX, "battlefield-marine", "Alex's Marine");
    let script = vec![play(ALEX, "discerning-veteran"), choose(ALEX, &["IG-11"])];
    let t = b.run(then_both_pass(script), END);
    check(&t);
    let replaced = &t.steps[step_saying(&t, "would be captured")];
    assert!(replaced.rules.iter().any(|r| r == "7.7.5d"));
    let board = last(&t);
    assert!(board.unit(ig_11).is_none());
    assert_eq!(*board.players[1].discard, vec![ig.clone()]);
    let veteran = board
        .units
        .iter()
        .find(|u| u.card == "discerning-veteran")
        .expect("the Veteran survives");
    assert_eq!(veteran.damage, 3);
    assert!(veteran.captured.is_empty(), "nothing was captured");
    assert!(board.unit(mine).is_none(), "3 damage defeats Alex's Marine");
    assert_eq!(board.unit(theirs).expect("in play").damage, 0);
}

#[test]
fn rule_8_33_1_a_unit_without_the_replacement_is_captured_as_usual() {
    // Beside IG-11, Nico's Marine has no replacement: the Veteran captures
    // it, and nobody takes damage.
    let mut b = Board::new();
    let ig = card(&b, "SHD_170");
    b.hand(ALEX, &["discerning-veteran"]);
    let ig_11 = b.unit_as(NICO, &ig, "IG");
    let theirs = b.unit_as(NICO, "battlefield-marine", "Nico's Marine");
    let script = vec![
        play(ALEX, "discerning-veteran"),
        choose(ALEX, &["Battlefield Marine"]),
    ];
    let t = b.run(then_both_pass(script), END);
    check(&t);
    let board = last(&t);
    assert!(board.unit(theirs).is_none());
    assert_eq!(board.unit(ig_11).expect("in play").damage, 0);
    let veteran = board
        .units
        .iter()
        .find(|u| u.card == "discerning-veteran")
        .expect("in play");
    assert_eq!(veteran.captured.len(), 1);
}

#[test]
fn keywords_on_one_line_are_normalised_one_a_line() {
    use timing_window::rulesets::swu::cards::text::normalise;
    assert_eq!(
        normalise("AMBUSH, OVERWHELM\nOn Attack: Draw a card."),
        vec!["Ambush", "Overwhelm", "On Attack: Draw a card."]
    );
    // Not a list of keywords: left as it is.
    assert_eq!(normalise("Ambush, then draw"), vec!["Ambush, then draw"]);
}

#[test]
fn damage_redirected_to_a_chosen_unit_reads_and_back() {
    let a = ability(
        "On Attack: You may choose another friendly UNDERWORLD unit. If you do, all damage that would be dealt to this unit during this attack is dealt to the chosen unit instead.",
        CardType::Unit,
    );
    assert_eq!(
        a.effects,
        vec![Effect::MayRedirectDamageThisAttack {
            target: Target::ChosenOtherFriendlyUnit,
            filter: UnitFilter {
                trait_: Some("UNDERWORLD".into()),
                ..UnitFilter::default()
            },
        }]
    );
}

/// Alex's Maul (SHD 090, 7/6) and Boba Fett (SOR 179, an UNDERWORLD unit);
/// Nico's Consular Security Force (SOR 046, 3/7) to attack.
fn maul_board() -> (Board, [InstanceId; 3]) {
    let mut b = Board::new();
    let maul = card(&b, "SHD_090");
    let maul = b.unit_as(ALEX, &maul, "Maul");
    let boba = card(&b, "SOR_179");
    let boba = b.unit_as(ALEX, &boba, "Boba");
    let guard = pool_id(&b, "SOR_046");
    let guard = b.unit_as(NICO, &guard, "Guard");
    (b, [maul, boba, guard])
}

#[test]
fn rule_7_7_5a_maul_has_the_chosen_unit_take_the_combat_damage_dealt_to_him() {
    // SHD 090 Maul: "On Attack: You may choose another friendly UNDERWORLD
    // unit. If you do, all damage that would be dealt to this unit during
    // this attack is dealt to the chosen unit instead." Alex chooses Boba
    // Fett; the guard's 3 combat damage to Maul is dealt to Boba instead
    // (7.7.5a). Maul's 7 defeats the guard.
    let (b, [maul, boba, guard]) = maul_board();
    let script = vec![
        attack(ALEX, "Maul", "Guard"),
        // Boba is the one unit Alex may choose.
        choose(ALEX, &["yes"]),
    ];
    let t = b.run(then_both_pass(script), END);
    check(&t);
    let board = last(&t);
    assert_eq!(board.unit(maul).expect("in play").damage, 0);
    assert_eq!(board.unit(boba).expect("in play").damage, 3);
    assert!(board.unit(guard).is_none());
}

#[test]
fn rule_8_32_1_maul_may_decline_and_takes_the_damage_himself() {
    let (b, [maul, boba, _]) = maul_board();
    let script = vec![attack(ALEX, "Maul", "Guard"), choose(ALEX, &["no"])];
    let t = b.run(then_both_pass(script), END);
    check(&t);
    let board = last(&t);
    assert_eq!(board.unit(maul).expect("in play").damage, 3);
    assert_eq!(board.unit(boba).expect("in play").damage, 0);
}

#[test]
fn rule_7_7_5e_maul_with_a_shield_lets_alex_choose_which_replacement_applies() {
    // Maul also has a Shield token: two replacement effects for the same
    // damage, and the player who controls Maul chooses which one applies
    // (7.7.5e); once one has, the other does not. Alex lets the Shield
    // prevent it: nobody takes damage and the Shield is defeated.
    let (mut b, [maul, boba, _]) = maul_board();
    b.unit_mut(maul).shields = 1;
    let script = vec![
        attack(ALEX, "Maul", "Guard"),
        // Boba is the one unit Alex may choose.
        choose(ALEX, &["yes"]),
        choose(ALEX, &["a Shield token prevents it"]),
    ];
    let t = b.run(then_both_pass(script), END);
    check(&t);
    let ask = decision(&t, "which replacement applies");
    assert_eq!(ask.chooser, "Alex");
    let board = last(&t);
    let maul = board.unit(maul).expect("in play");
    assert_eq!((maul.damage, maul.shields), (0, 0));
    assert_eq!(board.unit(boba).expect("in play").damage, 0);
}

#[test]
fn the_first_opponent_event_losing_all_abilities_reads_as_a_constant_and_back() {
    let a = ability(
        "The first event played by each opponent each round loses all abilities.",
        CardType::Unit,
    );
    assert!(a.when.is_empty(), "no trigger: {:?}", a.when);
    assert_eq!(a.effects, vec![Effect::FirstOpponentEventLosesAllAbilities]);
}

/// Alex holds two Tactical Advantage ("Give a unit +2/+2 for this
/// phase."), his Battlefield Marine in play; `owner` controls Relentless
/// (SOR 089). How many +2/+2 the Marine has after Alex plays both.
fn tactical_advantages_with_relentless(
    owner: timing_window::rulesets::swu::engine::PlayerId,
) -> (usize, bool) {
    let mut b = Board::new();
    b.base_aspects(ALEX, &["Command"]);
    b.hand(ALEX, &["tactical-advantage", "tactical-advantage"]);
    let marine = b.unit_as(ALEX, "battlefield-marine", "Marine");
    let relentless = card(&b, "SOR_089");
    b.unit_as(owner, &relentless, "Relentless");
    let mut script = vec![play(ALEX, "tactical-advantage")];
    if owner == ALEX {
        script.push(choose(ALEX, &["Battlefield Marine"]));
    }
    script.extend([
        pass(NICO),
        play(ALEX, "tactical-advantage"),
        choose(ALEX, &["Battlefield Marine"]),
    ]);
    let t = b.run(then_both_pass(script), END);
    check(&t);
    let given = last(&t)
        .lasting
        .iter()
        .filter(|l| l.target == marine)
        .count();
    (given, said(&t, "loses all abilities"))
}

#[test]
fn rule_8_14_2_relentless_takes_all_abilities_from_the_first_event_an_opponent_plays_each_round() {
    // SOR 089 Relentless: "The first event played by each opponent each
    // round loses all abilities." Nico controls Relentless; Alex's first
    // Tactical Advantage this round has no abilities (8.14.2), so it gives
    // nothing and asks for no unit; his second is not the first (8.8.1)
    // and gives his Marine +2/+2.
    assert_eq!(tactical_advantages_with_relentless(NICO), (1, true));
}

#[test]
fn rule_8_14_2_relentless_leaves_its_own_controllers_events_alone() {
    // "each opponent": Alex's own Relentless does not touch his events;
    // both give +2/+2.
    assert_eq!(tactical_advantages_with_relentless(ALEX), (2, false));
}

#[test]
fn rule_8_8_1_relentless_does_not_reach_back_to_an_event_played_before_this_round_s_first() {
    // Alex already played an event this round, before this board (8.8.1:
    // "first" is the round's very first, whenever the ability became
    // active). Nico's Relentless is in play now, but the Tactical
    // Advantage Alex plays is his second event: it resolves.
    let mut b = Board::new();
    b.base_aspects(ALEX, &["Command"]);
    b.hand(ALEX, &["tactical-advantage"]);
    b.state
        .player_mut(ALEX)
        .played_this_round
        .push("tactical-advantage".into());
    let marine = b.unit_as(ALEX, "battlefield-marine", "Marine");
    let relentless = card(&b, "SOR_089");
    b.unit_as(NICO, &relentless, "Relentless");
    let script = vec![
        play(ALEX, "tactical-advantage"),
        choose(ALEX, &["Battlefield Marine"]),
    ];
    let t = b.run(then_both_pass(script), END);
    check(&t);
    assert!(!said(&t, "loses all abilities"));
    assert_eq!(
        last(&t)
            .lasting
            .iter()
            .filter(|l| l.target == marine)
            .count(),
        1
    );
}
