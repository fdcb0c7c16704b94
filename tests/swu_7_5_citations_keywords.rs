//! A keyword's rule is cited for that keyword's own steps, and each of its
//! sub-rules only in its own case: Smuggle's replacement by the top card
//! (7.5.14g) when a card replaces it, its empty-deck rule (7.5.14h) only
//! with an empty deck; Saboteur's defeat of every Shield token (7.5.10a)
//! only for Saboteur, not for any ability that defeats Shield tokens;
//! Ambush's choice to attack (7.5.5a), not the triggered "you may" (7.6.7).

mod common;

use common::*;

#[test]
fn rule_7_5_14g_a_smuggled_card_replaced_by_the_top_card_cites_that_case_only() {
    let mut b = Board::new();
    b.leader_aspects(ALEX, &["Cunning", "Heroism"]);
    b.state.players[0].resources.ready = 7;
    b.state.players[0].resources.known = vec!["zorii-bliss".into()];
    let t = b.run(
        vec![smuggle(ALEX, "zorii-bliss"), pass(NICO), pass(ALEX)],
        ACTION_END,
    );
    let i = step_saying(&t, "the top card of the deck replaces it");
    assert_eq!(
        t.steps[i].rules,
        ["7.5.14", "7.5.14g"],
        "7.5.14h is the empty deck's"
    );
}

#[test]
fn rule_7_5_14h_a_smuggle_with_an_empty_deck_cites_that_case_only() {
    let mut b = Board::new();
    b.leader_aspects(ALEX, &["Cunning", "Heroism"]);
    b.state.players[0].deck.clear();
    b.state.players[0].resources.ready = 6;
    b.state.players[0].resources.known = vec!["zorii-bliss".into()];
    let t = b.run(
        vec![smuggle(ALEX, "zorii-bliss"), pass(NICO), pass(ALEX)],
        ACTION_END,
    );
    let i = step_saying(&t, "the deck is empty, so nothing replaces it");
    assert_eq!(
        t.steps[i].rules,
        ["7.5.14", "7.5.14h"],
        "nothing replaces it: no 7.5.14g"
    );
}

/// An event that defeats every Shield token on a unit (as Piercing Shot,
/// JTL 180, begins), with no Saboteur anywhere.
const PIERCE: &str = r#"
[[card]]
id = "test-pierce"
name = "Test Pierce"
type = "event"
cost = 0
text = "Defeat all Shield tokens on a unit."

[[card.ability]]
when = ["event"]
effects = [{ do = "defeat_shield", target = "chosen_unit", all = true }]
"#;

#[test]
fn rule_7_5_10a_is_cited_for_saboteurs_shield_defeat_only() {
    let mut b = Board::new();
    b.pool.add_file("pierce.toml", PIERCE).expect("own card");
    b.hand(ALEX, &["test-pierce"]);
    let v = b.unit(NICO, "vanguard-infantry");
    b.unit_mut(v).shields = 2;
    let t = b.run(
        vec![play(ALEX, "test-pierce"), pass(NICO), pass(ALEX)],
        ACTION_END,
    );
    let i = step_saying(&t, "defeats every Shield token on");
    assert!(
        !t.steps[i].rules.iter().any(|r| r.starts_with("7.5.10")),
        "no Saboteur here: {:?}",
        t.steps[i].rules
    );
    assert_eq!(t.steps[i].rules, ["7.1.5"]);
    let last = &t.steps.last().unwrap().board;
    assert_eq!(last.unit(v).unwrap().shields, 0);
}

/// A ground unit with Saboteur.
const SAPPER: &str = r#"
[[card]]
id = "test-sapper"
name = "Test Sapper"
type = "unit"
cost = 1
power = 1
hp = 3
arena = "ground"
keywords = ["saboteur"]
text = "Saboteur"
"#;

#[test]
fn rule_7_5_10a_saboteur_still_cites_its_own_rule_for_the_shields_it_defeats() {
    let mut b = Board::new();
    b.pool.add_file("sapper.toml", SAPPER).expect("own card");
    b.unit(ALEX, "test-sapper");
    let v = b.unit(NICO, "vanguard-infantry");
    b.unit_mut(v).shields = 2;
    let t = b.run(
        vec![
            attack(ALEX, "test-sapper", "vanguard-infantry"),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    let i = step_saying(&t, "defeats every Shield token on");
    assert_eq!(t.steps[i].rules, ["7.5.10a"]);
}

#[test]
fn rule_7_5_5a_ambushs_choice_to_attack_cites_ambush() {
    let mut b = Board::new();
    b.hand(ALEX, &["contracted-hunter"]);
    b.unit(NICO, "syndicate-lackeys");
    let t = b.run(
        vec![
            play(ALEX, "contracted-hunter"),
            choose(ALEX, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    let (i, _) = t
        .choices()
        .find(|(_, c)| c.prompt.contains("attack with"))
        .expect("Ambush's choice");
    assert_eq!(t.steps[i].rules, ["7.5.5a"], "Ambush's may, not 7.6.7");
    let declined = step_saying(&t, "does not attack");
    assert_eq!(t.steps[declined].rules, ["7.5.5a"]);
}

/// A ground unit with Sentinel.
const GUARD: &str = r#"
[[card]]
id = "test-guard"
name = "Test Guard"
type = "unit"
cost = 1
power = 1
hp = 3
arena = "ground"
keywords = ["sentinel"]
text = "Sentinel"
"#;

#[test]
fn rule_7_5_11c_a_saboteurs_attack_past_a_sentinel_cites_ignoring_it() {
    let mut b = Board::new();
    b.pool.add_file("sapper.toml", SAPPER).expect("own card");
    b.pool.add_file("guard.toml", GUARD).expect("own card");
    b.unit(ALEX, "test-sapper");
    b.unit(NICO, "test-guard");
    let t = b.run(
        vec![attack(ALEX, "test-sapper", "base"), pass(NICO), pass(ALEX)],
        ACTION_END,
    );
    let i = step_saying(&t, "Alex attacks Nico's base with Test Sapper");
    assert_eq!(
        t.steps[i].rules,
        ["5.4.1b", "7.5.11c"],
        "a Saboteur is not held to 7.5.11b's Sentinel-only choice"
    );
}

#[test]
fn rule_7_5_11b_an_attack_with_an_enemy_sentinel_in_the_arena_cites_it() {
    let mut b = Board::new();
    b.pool.add_file("guard.toml", GUARD).expect("own card");
    b.unit(ALEX, "battlefield-marine");
    b.unit(NICO, "test-guard");
    let t = b.run(
        vec![
            attack(ALEX, "battlefield-marine", "test-guard"),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    let i = step_saying(&t, "Alex attacks Test Guard with");
    assert_eq!(t.steps[i].rules, ["5.4.1b", "7.5.11b"]);
}
