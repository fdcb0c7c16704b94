//! SHD 067 Fenn Rau (issue 26's required sets): a play of an upgrade from
//! an ability ("You may play an upgrade from your hand. It costs 2 less.")
//! and the trigger "When you play an upgrade on this unit". What the reader makes of each line, that the
//! writer gives it back, and that the engine does on a board what the
//! printed text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, last, read_ability as ability, read_whole, then_both_pass, END};
use timing_window::rulesets::swu::cards::{CardType, Effect, PlayUnitEffect, Trigger, Zone};

#[test]
fn rule_6_2_0e_play_an_upgrade_from_your_hand_reads_as_an_upgrade_play() {
    let a = ability(
        "When Played: You may play an upgrade from your hand. It costs 2 less.",
        CardType::Unit,
    );
    assert!(a.may);
    let [Effect::PlayUnit(PlayUnitEffect {
        from,
        cost_reduction,
        upgrade,
        free,
        ..
    })] = &a.effects[..]
    else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(
        (*from, *cost_reduction, *upgrade, *free),
        (Zone::Hand, 2, true, false)
    );
    // A unit play stays a unit play.
    let a = ability("When Played: Play a unit from your hand.", CardType::Unit);
    assert!(matches!(
        a.effects[..],
        [Effect::PlayUnit(PlayUnitEffect { upgrade: false, .. })]
    ));
    // Only from the hand: an upgrade from the discard pile is not read.
    assert!(std::panic::catch_unwind(|| ability(
        "When Played: Play an upgrade from your discard pile.",
        CardType::Unit
    ))
    .is_err());
}

#[test]
fn rule_7_6_1_the_upgrade_on_this_unit_trigger_reads_from_the_trigger_table() {
    let a = ability(
        "When you play an upgrade on this unit: Give an enemy unit -2/-2 for this phase.",
        CardType::Unit,
    );
    assert_eq!(a.when, vec![Trigger::YouPlayUpgradeOnThisUnit]);
}

/// Alex holds Fenn Rau and Entrenched (SOR 072, cost 2, +3/+3); his base
/// gives Vigilance. Nico has a Battlefield Marine (3/3).
fn fenn_and_entrenched() -> (Board, String, String) {
    let mut b = Board::new();
    read_whole(&b, "SHD_067");
    let fenn = card(&b, "SHD_067");
    let entrenched = card(&b, "SOR_072");
    b.base_aspects(ALEX, &["Vigilance"]);
    b.hand(ALEX, &[&fenn, &entrenched]);
    b.unit(NICO, "battlefield-marine");
    (b, fenn, entrenched)
}

const FENN: &str = "fenn-rau-protector-of-concord-dawn";

/// The power and HP the engine gives the unit labelled `label` after the run.
fn stats_of(
    b: &Board,
    t: &timing_window::rulesets::swu::engine::GameTrace,
    label: &str,
) -> (i32, i32) {
    let board = last(t);
    let u = board
        .units
        .iter()
        .find(|u| u.label == label)
        .unwrap_or_else(|| panic!("{label} in play"));
    timing_window::rulesets::swu::view::stats(&b.pool, board, u)
}

#[test]
fn rule_6_2_0e_fenn_rau_plays_entrenched_on_himself_for_2_less_and_its_play_gives_the_marine_minus_2(
) {
    // SHD 067: Fenn Rau's When Played lets Alex play an upgrade from his
    // hand, 2 less (Entrenched costs 2, so 0: a cost is never below 0,
    // 6.2.3b). The upgrade is paid for, then attached to a unit Alex
    // chooses among the eligible ones (3.6.2, 3.6.3a): here Fenn Rau
    // himself. That play triggers his "When you play an upgrade on this
    // unit" (7.6.1), which resolves once the When Played ability has
    // finished (6.2.0e): Nico's Marine (3/3) gets -2/-2 for this phase.
    let (b, fenn, _) = fenn_and_entrenched();
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &fenn),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Entrenched"]),
            choose(ALEX, &[FENN]),
        ]),
        END,
    );
    let board = last(&t);
    // 6 for Fenn Rau, 0 for Entrenched.
    assert_eq!(board.players[0].resources.ready, 4);
    assert!(board.players[0].hand.is_empty());
    let on_fenn = board
        .units
        .iter()
        .find(|u| u.label == FENN)
        .expect("in play");
    assert_eq!(on_fenn.upgrades.len(), 1);
    assert_eq!(stats_of(&b, &t, FENN), (8, 9));
    assert_eq!(stats_of(&b, &t, "battlefield-marine"), (1, 1));
    // The -2/-2 came after the upgrade was attached.
    assert!(step_saying(&t, "plays Entrenched on") < step_saying(&t, "-2/-2"));
}

#[test]
fn rule_3_6_3a_fenn_rau_may_put_the_upgrade_on_an_enemy_unit_which_triggers_nothing() {
    // Entrenched may attach to any unit (3.6.3: "Attach to a unit" by
    // default): on Nico's Marine, it is not played on Fenn Rau, so his
    // second ability does not trigger and the Marine is 6/6.
    let (b, fenn, _) = fenn_and_entrenched();
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &fenn),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Entrenched"]),
            choose(ALEX, &["battlefield-marine"]),
        ]),
        END,
    );
    assert_eq!(stats_of(&b, &t, "battlefield-marine"), (6, 6));
    assert_eq!(stats_of(&b, &t, FENN), (5, 6));
    assert!(!said(&t, "-2/-2"));
}

#[test]
fn rule_1_17_4_fenn_rau_may_play_nothing_and_the_upgrade_stays_in_hand() {
    // The hand is hidden, so the play may go as though no upgrade
    // qualifies (1.17.4): Entrenched stays in Alex's hand, unpaid.
    let (b, fenn, entrenched) = fenn_and_entrenched();
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &fenn),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["play nothing"]),
        ]),
        END,
    );
    let board = last(&t);
    assert_eq!(board.players[0].resources.ready, 4);
    assert_eq!(
        read_cards::known_ids(&board.players[0].hand),
        vec![entrenched]
    );
}

#[test]
fn rule_6_2_2b_an_upgrade_with_no_eligible_unit_is_not_among_the_choices() {
    // Hardpoint Heavy Blaster (SOR 121) attaches only to a Vehicle; with
    // none in play it cannot be played (6.2.2b), so Fenn Rau's ability
    // offers nothing and the Blaster stays in hand.
    let (mut b, fenn, _) = fenn_and_entrenched();
    let blaster = card(&b, "SOR_121");
    b.hand(ALEX, &[&fenn, &blaster]);
    let t = b.run(
        then_both_pass(vec![play(ALEX, &fenn), choose(ALEX, &["yes"])]),
        END,
    );
    assert!(said(&t, "there is no upgrade that qualifies"));
    assert_eq!(
        read_cards::known_ids(&last(&t).players[0].hand),
        vec![blaster]
    );
}

#[test]
fn rule_7_6_1_an_upgrade_alex_plays_from_hand_on_fenn_rau_gives_an_enemy_unit_minus_2() {
    // The trigger is any play of an upgrade by Fenn Rau's controller on
    // him, not only the one his When Played makes: Entrenched played
    // from Alex's hand as an action on Fenn Rau in play.
    let mut b = Board::new();
    let entrenched = card(&b, "SOR_072");
    b.base_aspects(ALEX, &["Vigilance"]);
    b.hand(ALEX, &[&entrenched]);
    b.unit_as(ALEX, &card(&b, "SHD_067"), FENN);
    b.unit(NICO, "battlefield-marine");
    let t = b.run(
        then_both_pass(vec![play(ALEX, &entrenched), choose(ALEX, &[FENN])]),
        END,
    );
    assert_eq!(stats_of(&b, &t, "battlefield-marine"), (1, 1));
    assert_eq!(last(&t).players[0].resources.ready, 8);
}

#[test]
fn rule_7_6_1_an_upgrade_nico_plays_on_fenn_rau_triggers_nothing() {
    // "When you play": Fenn Rau's controller. Nico playing Entrenched on
    // Alex's Fenn Rau does not trigger it (Alex's Wampa stays 4/5).
    let mut b = Board::new();
    let entrenched = card(&b, "SOR_072");
    b.base_aspects(NICO, &["Vigilance"]);
    b.hand(NICO, &[&entrenched]);
    b.acting(NICO);
    b.unit_as(ALEX, &card(&b, "SHD_067"), FENN);
    b.unit(NICO, "wampa");
    let t = b.run(
        vec![
            play(NICO, &entrenched),
            choose(NICO, &[FENN]),
            pass(ALEX),
            pass(NICO),
        ],
        END,
    );
    assert_eq!(stats_of(&b, &t, FENN), (8, 9));
    assert_eq!(stats_of(&b, &t, "wampa"), (4, 5));
    assert!(!said(&t, "-2/-2"));
}

#[test]
fn rule_8_37_4_kylo_ren_uses_the_force_when_alex_plays_an_upgrade_on_him() {
    // LOF 229 Kylo Ren reads with the same trigger: "When you play an
    // upgrade on this unit: You may use the Force. If you do, draw a
    // card." Alex plays Entrenched on him, uses the Force (his Force
    // token is defeated, 8.37.4) and draws a card.
    let mut b = Board::new();
    read_whole(&b, "LOF_229");
    let entrenched = card(&b, "SOR_072");
    b.base_aspects(ALEX, &["Vigilance"]);
    b.hand(ALEX, &[&entrenched]);
    b.state.players[0].force_token = true;
    b.unit_as(ALEX, &card(&b, "LOF_229"), "kylo");
    let t = b.run(
        then_both_pass(vec![
            // Kylo Ren is the one unit in play: Entrenched goes on him.
            play(ALEX, &entrenched),
            choose(ALEX, &["yes"]),
        ]),
        END,
    );
    let board = last(&t);
    assert!(!board.players[0].force_token, "the token is defeated");
    assert_eq!(board.players[0].hand.len(), 1, "a card drawn");
}
