//! Corrections to the card data (`cards::printed::corrections`): a
//! printing the data gets wrong takes its facts from the data's own record
//! of another printing of the same card, only while the data still
//! disagrees; and the corrected card is read and played like its reprint.

mod common;
mod read_cards;

use common::*;
use read_cards::{alex_holding, last, END};
use timing_window::rulesets::swu::cards::printed::corrections::{pending, CORRECTIONS};
use timing_window::rulesets::swu::cards::printed::{printings_of_json, raw_printings_of_json};
use timing_window::rulesets::swu::cards::CardType;
use timing_window::rulesets::swu::engine::stats::unit_stats;

const DATA: &str = include_str!("../cards/printed-cards.json");

#[test]
fn every_correction_is_still_needed_and_its_two_printings_print_the_same_card() {
    // Fails once the dump is fixed (or the two printings drift apart):
    // then the entry goes, instead of masking the data.
    let raw = raw_printings_of_json(DATA).expect("the card data");
    let stale: Vec<_> = pending(&raw).iter().map(|c| c.printing).collect();
    assert!(
        stale.is_empty(),
        "corrections the data no longer needs: {stale:?}"
    );
}

#[test]
fn snapshot_reflexes_sor_215_is_an_upgrade_with_its_reprints_modifiers() {
    let raw = raw_printings_of_json(DATA).expect("the card data");
    let find = |all: &[timing_window::rulesets::swu::cards::printed::Printing], n: &str| {
        all.iter()
            .find(|p| p.set == "SOR" && p.number == n)
            .cloned()
            .expect("SOR 215 in the data")
    };
    // What the data says, uncorrected.
    let before = find(&raw, "215");
    assert_eq!(
        (before.card_type.as_str(), before.power.as_deref()),
        ("Event", None)
    );
    // Corrected: the SHD 223 printing's type and modifiers, nothing else.
    let fixed = find(&printings_of_json(DATA).expect("the card data"), "215");
    assert_eq!(fixed.kind(), CardType::Upgrade);
    assert_eq!(
        (fixed.power.as_deref(), fixed.hp.as_deref()),
        (Some("1"), Some("1"))
    );
    assert_eq!(
        (&fixed.name, &fixed.front_text, &fixed.aspects, &fixed.cost),
        (
            &before.name,
            &before.front_text,
            &before.aspects,
            &before.cost
        )
    );
    // Each printing is corrected by one entry, from another printing.
    for (i, c) in CORRECTIONS.iter().enumerate() {
        assert_ne!(c.printing, c.from);
        assert!(CORRECTIONS[..i].iter().all(|d| d.printing != c.printing));
    }
}

#[test]
fn rule_3_6_1_snapshot_reflexes_sor_215_attacks_with_the_unit_it_is_played_on() {
    // SOR 215 Snapshot Reflexes, read whole now that it is an upgrade:
    // "When Played: You may attack with attached unit." Played on the
    // marine (3/3, now 4/4), which attacks Nico's base.
    let (mut b, reflexes) = alex_holding("SOR_215", &["Cunning"]);
    let marine = b.unit(ALEX, "battlefield-marine");
    let t = b.run(
        vec![
            play(ALEX, &reflexes),
            choose(ALEX, &["yes"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let g = last(&t);
    let m = g.unit(marine).expect("the marine");
    assert_eq!(unit_stats(&b.pool, g, m), (4, 4));
    assert!(m.exhausted);
    assert_eq!(g.players[1].base.damage, 4);
}
