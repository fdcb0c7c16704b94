//! The Comprehensive Rules' own worked examples (CR v7.0 sections 5-7):
//! what the engine needed to reproduce them, tested natively, and the
//! library's `cr-*` scenarios checked against `docs/rule-coverage.md`.
//! Tests are named after the CR v7.0 rule they check.

mod common;
use common::*;
use timing_window::rulesets::swu::engine::{PhaseStep, StopPoint};

const END: StopPoint = StopPoint::Before(PhaseStep::ActionEnd);

/// 7.6.12's example: Greedo and Vanguard Infantry defeat each other,
/// Greedo's When Defeated defeats Admiral Motti, and Motti's nested When
/// Defeated resolves before Vanguard Infantry's from the earlier layer.
#[test]
fn rule_7_6_12_a_nested_when_defeated_resolves_before_the_earlier_layer() {
    let mut b = Board::new();
    b.unit(ALEX, "greedo");
    b.deck(ALEX, &["vanquish"], 10);
    b.unit(NICO, "vanguard-infantry");
    b.unit(NICO, "admiral-motti");
    let tech = b.unit(NICO, "superlaser-technician");
    b.unit_mut(tech).exhausted = true;
    let t = b.run(
        vec![
            attack(ALEX, "greedo", "vanguard-infantry"),
            choose(ALEX, &["alex"]),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Admiral Motti"]),
            choose(NICO, &["yes"]),
            choose(NICO, &["yes"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    check(&t);
    let order: Vec<&str> = resolved(&t)
        .into_iter()
        .filter(|l| l.ends_with("/when-defeated"))
        .collect();
    assert_eq!(
        order,
        [
            "greedo/when-defeated",
            "admiral-motti/when-defeated",
            "vanguard-infantry/when-defeated"
        ]
    );
    // Motti's "ready a Villainy unit" readied the Superlaser Technician.
    let last = &t.steps.last().unwrap().board;
    let tech = last
        .units
        .iter()
        .find(|u| u.card == "superlaser-technician")
        .expect("in play");
    assert!(!tech.exhausted);
}

/// Greedo's "If it's not a unit": when the discarded card is a unit, no
/// damage is dealt and nothing is asked.
#[test]
fn rule_7_1_5_greedo_deals_no_damage_when_the_discarded_card_is_a_unit() {
    let mut b = Board::new();
    b.unit(ALEX, "greedo");
    b.deck(ALEX, &["battlefield-marine"], 10);
    b.unit(NICO, "vanguard-infantry");
    b.unit(NICO, "admiral-motti");
    let t = b.run(
        vec![
            attack(ALEX, "greedo", "vanguard-infantry"),
            choose(ALEX, &["alex"]),
            choose(ALEX, &["yes"]),
            choose(NICO, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    check(&t);
    let last = &t.steps.last().unwrap().board;
    let motti = last
        .units
        .iter()
        .find(|u| u.card == "admiral-motti")
        .expect("Motti stays in play");
    assert_eq!(motti.damage, 0);
    assert!(!resolved(&t).contains(&"admiral-motti/when-defeated"));
}

/// A discarded card the scenario does not name cannot answer "is it a
/// unit?": the engine says so instead of guessing.
#[test]
fn rule_7_1_5_greedo_with_an_unknown_top_card_is_an_error_not_a_guess() {
    let mut b = Board::new();
    b.unit(ALEX, "greedo");
    b.deck(ALEX, &[], 10);
    b.unit(NICO, "vanguard-infantry");
    let e = b.run_err(
        vec![
            attack(ALEX, "greedo", "vanguard-infantry"),
            choose(ALEX, &["alex"]),
            choose(ALEX, &["yes"]),
        ],
        END,
    );
    assert!(e.to_string().contains("list it on top of the deck"), "{e}");
}

/// 7.5.8b's example: Raid 1 and a gained Raid 2 make Raid 3 (+3 while
/// attacking), and the bonus is only for the attack (7.5.8c).
#[test]
fn rule_7_5_8b_gained_raid_adds_to_printed_raid() {
    let mut b = Board::new();
    b.unit(ALEX, "seasoned-fleet-admiral");
    b.hand(ALEX, &["rallying-cry"]);
    let t = b.run(
        vec![
            play(ALEX, "rallying-cry"),
            pass(NICO),
            attack(ALEX, "seasoned-fleet-admiral", "base"),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    // 1 printed power + Raid 1 + Raid 2.
    assert_eq!(t.steps.last().unwrap().board.players[1].base.damage, 4);
}

/// 7.7.3d's example: Rallying Cry's Raid 2 reaches only the units in play
/// when it resolves.
#[test]
fn rule_7_7_3d_a_unit_entering_play_later_does_not_get_rallying_crys_raid() {
    let mut b = Board::new();
    let admiral = b.unit(ALEX, "seasoned-fleet-admiral");
    b.hand(ALEX, &["rallying-cry", "mercenary-company"]);
    let t = b.run(
        vec![
            play(ALEX, "rallying-cry"),
            pass(NICO),
            play(ALEX, "mercenary-company"),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let last = &t.steps.last().unwrap().board;
    let company = last
        .units
        .iter()
        .find(|u| u.card == "mercenary-company")
        .expect("in play")
        .instance;
    assert!(last.lasting.iter().any(|l| l.target == admiral));
    assert!(last.lasting.iter().all(|l| l.target != company));
}

/// 7.5.9b's example: Restore from two sources adds up; a gained Restore 1
/// on Yoda's Restore 2 heals 3.
#[test]
fn rule_7_5_9b_gained_restore_adds_to_printed_restore() {
    let mut b = Board::new();
    b.base(ALEX, 30, 10);
    b.unit(ALEX, "yoda");
    b.hand(ALEX, &["king-katuunko"]);
    let t = b.run(
        vec![
            play(ALEX, "king-katuunko"),
            pass(NICO),
            attack(ALEX, "yoda", "base"),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    assert_eq!(t.steps.last().unwrap().board.players[0].base.damage, 7);
}
