//! CR v7.0 section 6 (Action Timing and Clarifications), run by SWU's
//! engine: the order of cost modifiers (6.2.3a), combat damage to a
//! defender (6.3.4d) and the resources an action ability pays (6.4.4).
//! Each test is named after its rule.

mod common;
use common::*;

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
        REGROUP_START,
    );
    // One defeat: 7 + 2 - 2 = 7 > 5.
    assert!(
        e.message.contains("cannot pay 7 for Tri-Droid Suppressor"),
        "{}",
        e.message
    );
    assert!(e.message.contains("less 2"), "{}", e.message);
}

/// 6.3.4d, 7.5.7c: a defender the combat damage would not defeat (its
/// Shield token) leaves no excess, so the whole combat damage is dealt to
/// it and the Shield token prevents all of it: 10, not the 4 that would
/// have defeated Count Dooku without it.
#[test]
fn rule_6_3_4d_a_defender_not_defeated_is_dealt_all_the_overwhelm_damage() {
    let t = krayt_dragon_attacks_shielded_dooku(ACTION_END);
    let texts: Vec<&str> = t.steps.iter().map(|s| s.text.as_str()).collect();
    assert!(
        texts.iter().any(|s| s
            .contains("A Shield token on Count Dooku prevents the 10 damage from Krayt Dragon")),
        "{texts:#?}"
    );
    assert!(!texts.iter().any(|s| s.contains("prevents the 4 damage")));
    let note = t
        .steps
        .iter()
        .find(|s| s.text.starts_with("Overwhelm:"))
        .expect("the Overwhelm step");
    assert!(note.rules.iter().any(|r| r == "6.3.4d"), "{:?}", note.rules);
    assert_eq!(t.steps.last().unwrap().board.players[1].base.damage, 0);
}

#[test]
fn rule_6_3_4d_overwhelm_deals_the_defender_only_what_defeats_it() {
    // Krayt Dragon (10 power, Overwhelm) into Vanguard Infantry (2 HP): 2 to
    // the Infantry, 8 to Nico's base, not 10 and 8.
    let mut b = training_board();
    b.unit(ALEX, "krayt-dragon");
    b.unit(NICO, "vanguard-infantry");
    let t = b.run(
        vec![
            attack(ALEX, "krayt-dragon", "vanguard-infantry"),
            choose(NICO, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    let last = &t.steps.last().unwrap().board;
    assert_eq!(last.players[1].base.damage, 8);
    let texts: Vec<&str> = t.steps.iter().map(|s| s.text.as_str()).collect();
    assert!(
        texts
            .iter()
            .any(|s| s.contains("deals 2 damage to Vanguard Infantry")),
        "{texts:#?}"
    );
    assert!(!texts
        .iter()
        .any(|s| s.contains("deals 10 damage to Vanguard Infantry")));
}

#[test]
fn rule_6_4_4_action_ability_key_reads_the_resources_paid() {
    let (_, err) = key_and_wrong("thrawn-action-ability", "cost", "resources paid", "0");
    assert!(err.contains("is '1', not '0'"), "{err}");
    let (_, err) = key_and_wrong(
        "aurra-sing-action-p-38",
        "exhausted-aurra",
        "resources paid",
        "1",
    );
    assert!(err.contains("is '0', not '1'"), "{err}");
}
