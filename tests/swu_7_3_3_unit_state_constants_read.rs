//! Conditional constant abilities (7.3.3) about a unit's own state or an
//! opponent's units, read from printed text (issue 26; the other shapes of
//! 7.3.3 are in `swu_7_3_conditional_constants_read.rs`): a unit's own ready or exhausted state ("While this unit is
//! ready, ..."), "he" or "she" for the unit after "While this unit is
//! ...,", "While an opponent controls a Force unit, ...", and "... it
//! can't be attacked" (honoured wherever an attack's target is chosen;
//! Sentinel overrides it, 7.5.11d). The condition is checked each time the
//! effect is looked at, so the effect comes and goes with it.

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, last, read_constant as read, END};
use timing_window::rulesets::swu::cards::text::round_trip;
use timing_window::rulesets::swu::cards::{Cant, CardType, Keyword, Pronoun, UnitFilter, While};

/// Nico's Syndicate Lackeys attack Alex's base, then both pass.
fn lackeys_at_base() -> Vec<timing_window::rulesets::swu::engine::ScriptEntry> {
    vec![
        attack(NICO, "syndicate-lackeys", "base"),
        pass(ALEX),
        pass(NICO),
    ]
}

#[test]
fn more_conditional_constant_lines_read_into_the_vocabulary_and_back() {
    let k = read("While this unit is ready, he gains Sentinel.");
    assert_eq!(k.while_, Some(While::ThisUnitReady { exhausted: false }));
    assert_eq!(
        (k.pronoun, k.keywords.as_slice()),
        (Pronoun::He, &[Keyword::Sentinel][..])
    );

    let k = read("While this unit is upgraded, she gains Grit.");
    assert_eq!(
        (k.while_, k.pronoun),
        (Some(While::ThisUnitUpgraded), Pronoun::She)
    );

    let k = read("While this unit is exhausted, it gets +2/+0.");
    assert_eq!(k.while_, Some(While::ThisUnitReady { exhausted: true }));
    assert_eq!((k.pronoun, k.power), (Pronoun::It, 2));

    let k = read("While an opponent controls a Force unit, this unit gains Ambush.");
    let want = UnitFilter {
        trait_: Some("Force".to_string()),
        ..UnitFilter::default()
    };
    assert_eq!(k.while_, Some(While::EnemyUnit { filter: want }));

    let k = read("While an enemy unit is upgraded, this unit gains Restore 2.");
    let want = UnitFilter {
        upgraded: true,
        ..UnitFilter::default()
    };
    assert_eq!(k.while_, Some(While::EnemyUnit { filter: want }));
    assert_eq!(
        (k.keywords.as_slice(), k.amount),
        (&[Keyword::Restore][..], 2)
    );

    let k = read("While an opponent controls 3 or more units, this unit gains Sentinel.");
    assert_eq!(k.while_, Some(While::OpponentControlsUnits { at_least: 3 }));

    let k = read("While this unit is ready, it can't be attacked.");
    assert_eq!(k.cant, vec![Cant::BeAttacked]);
    assert!(k.keywords.is_empty() && (k.power, k.hp) == (0, 0));

    // Not read: a pronoun where the condition did not name this unit, a
    // damaged-only filter said "an opponent controls" (the card data says
    // "an enemy unit is damaged"), a friendly unit an opponent controls.
    for line in [
        "While you have the initiative, she gains Sentinel.",
        "While an opponent controls a damaged unit, this unit gains Sentinel.",
        "While an opponent controls a friendly unit, this unit gains Sentinel.",
        "While this unit is ready, this unit gains Sentinel.",
        "While an opponent controls an upgraded unit, this unit gains Sentinel.",
    ] {
        assert!(round_trip(line, CardType::Unit).is_err(), "{line}");
    }
}

#[test]
fn rule_7_3_3_darth_vader_meet_your_destiny_has_sentinel_only_while_ready() {
    // ASH 243 Darth Vader, Meet Your Destiny: "While this unit is ready, he
    // gains Sentinel." A card is ready upright, exhausted sideways (1.5.4a).
    // Ready, Nico's unit in its arena must attack him, not the base
    // (7.5.11b); exhausted, the base is a legal target again.
    let mut b = Board::new();
    let id = card(&b, "ASH_243");
    let vader = b.unit(ALEX, &id);
    b.unit(NICO, "syndicate-lackeys");
    b.acting(NICO);
    let e = b.run_err(lackeys_at_base(), END);
    assert!(e.to_string().contains("Sentinel"), "{e}");

    b.unit_mut(vader).exhausted = true;
    let t = b.run(lackeys_at_base(), END);
    assert!(last(&t).players[0].base.damage > 0);
}

#[test]
fn rule_7_3_3_cinta_kaz_has_sentinel_only_while_upgraded_she_is_the_unit() {
    // LAW 105 Cinta Kaz: "While this unit is upgraded, she gains
    // Sentinel." "She" is the unit itself; a Shield token is an upgrade
    // (3.6.12), so it is enough to make her upgraded (3.6.13).
    let mut b = Board::new();
    let id = card(&b, "LAW_105");
    let cinta = b.unit(ALEX, &id);
    b.unit(NICO, "syndicate-lackeys");
    b.acting(NICO);
    let t = b.run(lackeys_at_base(), END);
    assert!(last(&t).players[0].base.damage > 0, "not upgraded");

    b.unit_mut(cinta).shields = 1;
    let e = b.run_err(lackeys_at_base(), END);
    assert!(e.to_string().contains("Sentinel"), "{e}");
}

#[test]
fn rule_7_3_3_sugi_has_sentinel_only_while_an_enemy_unit_is_upgraded() {
    // SHD 052 Sugi, Hired Guardian: "While an enemy unit is upgraded, this unit gains
    // Sentinel." Alex's own upgraded unit does not count; Nico's does, and
    // an Experience token is an upgrade (3.6.12, 3.6.13).
    let mut b = Board::new();
    let id = card(&b, "SHD_052");
    b.unit(ALEX, &id);
    let marine = b.unit(ALEX, "battlefield-marine");
    b.unit_mut(marine).shields = 1;
    let lackeys = b.unit(NICO, "syndicate-lackeys");
    b.acting(NICO);
    let t = b.run(lackeys_at_base(), END);
    assert!(
        last(&t).players[0].base.damage > 0,
        "only a friendly unit upgraded"
    );

    b.unit_mut(lackeys).experience = 1;
    let e = b.run_err(lackeys_at_base(), END);
    assert!(e.to_string().contains("Sentinel"), "{e}");
}

#[test]
fn rule_7_3_3_duchess_s_champion_has_sentinel_only_while_an_opponent_controls_3_or_more_units() {
    // TWI 054 Duchess's Champion: "While an opponent controls 3 or more units, this
    // unit gains Sentinel." Nico's units are counted each time: two are
    // not enough, three are.
    let mut b = Board::new();
    let id = card(&b, "TWI_054");
    b.unit(ALEX, &id);
    b.unit(NICO, "syndicate-lackeys");
    b.unit_as(NICO, "battlefield-marine", "second");
    b.acting(NICO);
    let t = b.run(lackeys_at_base(), END);
    assert!(last(&t).players[0].base.damage > 0, "two enemy units");

    b.unit_as(NICO, "battlefield-marine", "third");
    let e = b.run_err(lackeys_at_base(), END);
    assert!(e.to_string().contains("Sentinel"), "{e}");
}

#[test]
fn rule_7_3_3_terentatek_has_ambush_only_while_an_opponent_controls_a_force_unit() {
    // LOF 118 Terentatek: "While an opponent controls a Force unit, this
    // unit gains Ambush." Against Syndicate Lackeys alone it is played
    // with no Ambush attack offered; beside ASH 243 Darth Vader (a Force
    // unit) Alex may attack with it as it enters play (7.5.5).
    let mut b = Board::new();
    let id = card(&b, "LOF_118");
    let vader = card(&b, "ASH_243");
    b.hand(ALEX, &[&id]);
    b.unit(NICO, "syndicate-lackeys");
    let played = vec![play(ALEX, &id), pass(NICO), pass(ALEX)];
    let t = b.run(played, END);
    assert!(t.step_for(&format!("{id}/attack")).is_none(), "no Ambush");

    b.unit(NICO, &vader);
    let ambush = vec![
        play(ALEX, &id),
        choose(ALEX, &["yes"]),
        pass(NICO),
        pass(ALEX),
    ];
    let t = b.run(ambush, END);
    assert!(t.step_for(&format!("{id}/attack")).is_some(), "Ambush");
}

#[test]
fn rule_8_3_muckraker_crab_droid_cant_be_attacked_while_ready_unless_it_has_sentinel() {
    // SEC 135 Muckraker Crab Droid: "While this unit is ready, it can't be
    // attacked." Ready, it is no target for Nico's attack; exhausted, it
    // is. With Sentinel (SOR 057 Protector attached) it can be attacked
    // even while ready: Sentinel overrides "can't be attacked" (7.5.11d,
    // 8.3.3a).
    let mut b = Board::new();
    let id = card(&b, "SEC_135");
    let droid = b.unit(ALEX, &id);
    b.unit(NICO, "syndicate-lackeys");
    b.acting(NICO);
    let at_droid = vec![
        attack(NICO, "syndicate-lackeys", &id),
        pass(ALEX),
        pass(NICO),
    ];
    let e = b.run_err(at_droid.clone(), END);
    let e = e.to_string();
    assert!(
        e.contains("can't be attacked") && e.contains("legal options: base"),
        "{e}"
    );

    b.unit_mut(droid).exhausted = true;
    let t = b.run(at_droid.clone(), END);
    assert!(last(&t).unit(droid).is_none_or(|u| u.damage > 0));

    b.unit_mut(droid).exhausted = false;
    let protector = card(&b, "SOR_057");
    b.attach(droid, &protector, ALEX);
    let t = b.run(at_droid, END);
    assert!(last(&t).unit(droid).is_none_or(|u| u.damage > 0));
}
