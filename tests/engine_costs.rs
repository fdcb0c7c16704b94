//! Costs the rules check: the aspect penalty (8.1) on every play, Smuggle's
//! bracketed icons (7.5.14a), and the order of cost modifiers (6.2.3a).

mod common;
use common::*;
use timing_window::rulesets::swu::engine::{ErrorKind, PhaseStep, StopPoint};

const END: StopPoint = StopPoint::Before(PhaseStep::RegroupStart);

/// Alex plays Yoda (cost 3; Vigilance, Heroism) from `ready` resources;
/// Yoda's When Defeated never comes up.
fn yoda_board(ready: u32) -> Board {
    let mut b = Board::new();
    b.hand(ALEX, &["yoda"]);
    b.state.players[0].resources.ready = ready;
    b
}

fn ready_after(t: &timing_window::rulesets::swu::engine::GameTrace) -> u32 {
    t.steps.last().unwrap().board.players[0].resources.ready
}

#[test]
fn rule_8_1_1_a_play_that_cannot_pay_its_aspect_penalty_is_refused() {
    // Nothing provides Vigilance or Heroism: 3 + 2 + 2 = 7, and 6 are ready.
    let e = yoda_board(6).run_err(vec![play(ALEX, "yoda")], END);
    assert_eq!(e.kind, ErrorKind::IllegalAction);
    assert!(e.message.contains("cannot pay 7 for Yoda"), "{}", e.message);
    assert!(
        e.message
            .contains("plus 4 aspect penalty for Vigilance and Heroism"),
        "{}",
        e.message
    );
    // The error points at the play's script line.
    assert_eq!(e.script_entry, Some(0));
    // With 7 ready the play is legal and spends all 7; the trace says why.
    let t = yoda_board(7).run(vec![play(ALEX, "yoda"), pass(NICO), pass(ALEX)], END);
    assert_eq!(ready_after(&t), 0);
    let note = t
        .steps
        .iter()
        .find(|s| s.text.contains("aspect penalty"))
        .expect("the penalty is in the trace");
    assert_eq!(note.rules, vec!["8.1.1".to_string(), "6.2.3a".into()]);
}

#[test]
fn rule_8_1_1_the_penalty_is_2_for_each_icon_beyond_those_provided() {
    for (leader, base, paid) in [
        (vec![], vec![], 7),
        (vec!["Vigilance", "Villainy"], vec![], 5),
        (vec!["Command", "Heroism"], vec!["Vigilance"], 3),
    ] {
        let mut b = yoda_board(10);
        b.leader_aspects(ALEX, &leader).base_aspects(ALEX, &base);
        let t = b.run(vec![play(ALEX, "yoda"), pass(NICO), pass(ALEX)], END);
        assert_eq!(
            10 - ready_after(&t),
            paid,
            "leader {leader:?}, base {base:?}"
        );
    }
}

#[test]
fn rule_8_1_1_a_shown_leaders_printed_icons_count() {
    // Doctor Aphra (Cunning, Villainy) provides neither of Yoda's icons.
    let mut b = yoda_board(10);
    b.leader(ALEX, "doctor-aphra")
        .base_aspects(ALEX, &["Vigilance"]);
    let t = b.run(vec![play(ALEX, "yoda"), pass(NICO), pass(ALEX)], END);
    assert_eq!(10 - ready_after(&t), 5);
}

#[test]
fn rule_8_1_2_a_repeated_icon_needs_as_many_provided() {
    // Rallying Cry shows Aggression twice: one provided icon covers one.
    for (leader, base, paid) in [
        (vec![], vec!["Aggression"], 5),
        (vec!["Aggression", "Heroism"], vec!["Aggression"], 3),
        (vec![], vec![], 7),
    ] {
        let mut b = Board::new();
        b.hand(ALEX, &["rallying-cry"]);
        b.leader_aspects(ALEX, &leader).base_aspects(ALEX, &base);
        let t = b.run(
            vec![play(ALEX, "rallying-cry"), pass(NICO), pass(ALEX)],
            END,
        );
        assert_eq!(
            10 - ready_after(&t),
            paid,
            "leader {leader:?}, base {base:?}"
        );
        if paid == 5 {
            let note = t
                .steps
                .iter()
                .find(|s| s.text.contains("aspect penalty"))
                .unwrap();
            assert!(
                note.rules.contains(&"8.1.2".to_string()),
                "{:?}",
                note.rules
            );
        }
    }
}

#[test]
fn rule_7_5_14a_smuggle_pays_the_penalty_of_the_icons_in_its_brackets() {
    // Zorii Bliss: Smuggle [6 Cunning Heroism]. Cunning is provided, Heroism
    // is not: 6 + 2 = 8, the card itself one of the 8 (7.5.14e).
    let board = |ready: u32| {
        let mut b = Board::new();
        b.base_aspects(ALEX, &["Cunning"]);
        b.state.players[0].resources.ready = ready;
        b.state.players[0].resources.known = vec!["zorii-bliss".into()];
        b
    };
    let e = board(7).run_err(vec![smuggle(ALEX, "zorii-bliss")], END);
    assert_eq!(e.kind, ErrorKind::IllegalAction);
    assert!(
        e.message.contains("cannot pay 8 to smuggle Zorii Bliss"),
        "{}",
        e.message
    );
    let t = board(8).run(
        vec![smuggle(ALEX, "zorii-bliss"), pass(NICO), pass(ALEX)],
        END,
    );
    assert_eq!(ready_after(&t), 0);
    // Timely Intervention's bracket shows Command, its only icon to pay for.
    let mut b = Board::new();
    b.base_aspects(ALEX, &["Command"]);
    b.state.players[0].resources.ready = 2;
    b.state.players[0].resources.known = vec!["timely-intervention".into()];
    let t = b.run(
        vec![smuggle(ALEX, "timely-intervention"), pass(NICO), pass(ALEX)],
        END,
    );
    assert!(!t.steps.iter().any(|s| s.text.contains("aspect penalty")));
}

#[test]
fn rule_6_2_3a_the_penalty_is_added_before_exploit_takes_off() {
    // Tri-Droid Suppressor (7, Cunning, Exploit 2) with no icons provided:
    // 7 + 2 - 4 = 5, so 5 ready resources play it after two defeats.
    let mut b = Board::new();
    b.hand(ALEX, &["tri-droid-suppressor"]);
    b.state.players[0].resources.ready = 5;
    b.unit(ALEX, "oom-series-officer");
    b.unit(ALEX, "vanguard-infantry");
    let e = b.run_err(
        vec![
            play(ALEX, "tri-droid-suppressor"),
            choose(ALEX, &["oom-series-officer"]),
        ],
        END,
    );
    // One defeat: 7 + 2 - 2 = 7 > 5.
    assert!(
        e.message.contains("cannot pay 7 for Tri-Droid Suppressor"),
        "{}",
        e.message
    );
    assert!(e.message.contains("less 2"), "{}", e.message);
}

#[test]
fn rule_8_1_3_a_unit_played_for_free_pays_no_aspect_penalty() {
    // Darth Vader (Command, Villainy; the leader provides both) plays Viper
    // Probe Droid (Cunning, Villainy) for free from the deck: its Cunning is
    // not provided, yet nothing is paid, and no resource is left to pay.
    let mut b = Board::new();
    b.leader_aspects(ALEX, &["Command", "Villainy"]);
    b.hand(ALEX, &["darth-vader"]);
    b.deck(ALEX, &["viper-probe-droid"], 10);
    b.state.players[0].resources.ready = 7;
    let t = b.run(
        vec![
            play(ALEX, "darth-vader"),
            choose(ALEX, &["darth-vader/when-played", "darth-vader/ambush"]),
            choose(ALEX, &["Viper Probe Droid"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    assert_eq!(ready_after(&t), 0);
    assert!(t
        .steps
        .iter()
        .any(|s| s.label.as_deref() == Some("viper-probe-droid/play")));
    assert!(!t.steps.iter().any(|s| s.text.contains("aspect penalty")));
}
