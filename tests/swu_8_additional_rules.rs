//! CR v7.0 section 8 (Additional Rules), run by SWU's engine: aspect
//! penalties (8.1), the empty deck (8.6), entering play (8.7), last known
//! information (8.11), searching (8.26), unique cards (8.29) and capture
//! (8.33). Each test is named after its rule.

mod common;
use common::*;
use timing_window::rulesets::swu::engine::{
    ErrorKind, GameTrace, HiddenCard, Phase, PhaseStep, StopPoint,
};

/// Alex plays Yoda (cost 3; Vigilance, Heroism) from `ready` resources;
/// Yoda's When Defeated never comes up.
fn yoda_board(ready: u32) -> Board {
    let mut b = Board::new();
    b.hand(ALEX, &["yoda"]);
    b.state.players[0].resources.ready = ready;
    b
}

fn step_labels(t: &GameTrace) -> Vec<String> {
    t.steps.iter().filter_map(|s| s.label.clone()).collect()
}

/// Triple Dark Raid searches the top 7 for a Vehicle: Inferno Four is the
/// only one.
fn search_board() -> Board {
    let mut b = Board::new();
    b.leader_aspects(ALEX, &["Vigilance", "Villainy"])
        .base_aspects(ALEX, &["Cunning"]);
    b.hand(ALEX, &["triple-dark-raid"]);
    b.deck(ALEX, &["inferno-four"], 10);
    b
}

#[test]
fn rule_8_1_1_a_play_that_cannot_pay_its_aspect_penalty_is_refused() {
    // Nothing provides Vigilance or Heroism: 3 + 2 + 2 = 7, and 6 are ready.
    let e = yoda_board(6).run_err(vec![play(ALEX, "yoda")], REGROUP_START);
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
    let t = yoda_board(7).run(
        vec![play(ALEX, "yoda"), pass(NICO), pass(ALEX)],
        REGROUP_START,
    );
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
        let t = b.run(
            vec![play(ALEX, "yoda"), pass(NICO), pass(ALEX)],
            REGROUP_START,
        );
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
    let t = b.run(
        vec![play(ALEX, "yoda"), pass(NICO), pass(ALEX)],
        REGROUP_START,
    );
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
            REGROUP_START,
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
            assert!(note.rules.iter().any(|r| r == "8.1.2"), "{:?}", note.rules);
        }
    }
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
        REGROUP_START,
    );
    assert_eq!(ready_after(&t), 0);
    assert!(t
        .steps
        .iter()
        .any(|s| s.label.as_deref() == Some("viper-probe-droid/play")));
    assert!(!t.steps.iter().any(|s| s.text.contains("aspect penalty")));
}

#[test]
fn rule_8_6_1_drawing_from_an_empty_deck_deals_3_per_card() {
    let mut b = Board::new().at(Phase::Regroup, PhaseStep::Draw);
    b.deck(ALEX, &["yoda"], 0).deck(NICO, &[], 0);
    let t = b.run(
        vec![choose(ALEX, &["no card"])],
        StopPoint::Before(PhaseStep::Ready),
    );
    let last = &t.steps.last().unwrap().board;
    assert_eq!(last.players[0].base.damage, 3);
    assert_eq!(last.players[1].base.damage, 6);
}

#[test]
fn rule_8_7_3_a_card_that_returns_to_play_is_a_new_copy() {
    // Triple Dark Raid returns its Vehicle at the end of the phase; a delayed
    // effect aimed at the old copy does nothing to the new one.
    let mut b = Board::new();
    b.hand(ALEX, &["triple-dark-raid"]);
    b.deck(ALEX, &["fireball"], 6);
    let t = b.run(
        vec![
            play(ALEX, "triple-dark-raid"),
            choose(ALEX, &["Fireball"]),
            pass(NICO),
            pass(ALEX),
        ],
        StopPoint::Before(PhaseStep::RegroupStart),
    );
    let last = &t.steps.last().unwrap().board;
    assert!(last.units.is_empty());
    assert!(last.players[0].hand.contains(
        &timing_window::rulesets::swu::engine::HiddenCard::Known("fireball".into())
    ));
}

/// A When Defeated that counts its unit's power uses the power the unit had
/// just before it left play (8.11.1, last known information), not 0.
#[test]
fn rule_8_11_1_a_when_defeated_counts_its_units_last_known_power() {
    let mut b = Board::new();
    b.pool
        .add_file(
            "own.toml",
            r#"
[[card]]
id = "vengeful-trooper"
name = "Vengeful Trooper"
type = "unit"
arena = "ground"
cost = 3
power = 3
hp = 3

[[card.ability]]
when = ["defeated"]
effects = [{ do = "deal_damage", amount = "this_power", target = "enemy_base" }]
"#,
        )
        .expect("the card loads");
    b.unit(ALEX, "vengeful-trooper");
    b.hand(NICO, &["vanquish"]).acting(NICO);
    let t = b.run(
        vec![play(NICO, "vanquish"), pass(ALEX), pass(NICO)],
        StopPoint::Before(PhaseStep::ActionEnd),
    );
    assert!(t.step_for("vengeful-trooper/when-defeated").is_some());
    assert_eq!(t.steps.last().unwrap().board.players[1].base.damage, 3);
}

#[test]
fn rule_8_26_1_a_search_may_find_nothing_though_one_card_qualifies() {
    let t = search_board().run(
        vec![
            play(ALEX, "triple-dark-raid"),
            choose(ALEX, &["find nothing"]),
            pass(NICO),
            pass(ALEX),
        ],
        REGROUP_START,
    );
    let c = decision(&t, "which unit does Alex play?");
    assert_eq!(c.chooser_id.as_deref(), Some("alex"));
    assert_eq!(
        c.options,
        vec!["Inferno Four".to_string(), "find nothing".into()]
    );
    assert!(c.rules.contains(&"8.26.1".to_string()), "{:?}", c.rules);
    assert!(!step_labels(&t).iter().any(|l| l == "inferno-four/play"));
    // The 7 searched cards, Inferno Four among them, go to the bottom.
    let deck = &t.steps.last().unwrap().board.players[0].deck;
    let at = deck
        .iter()
        .position(|c| *c == HiddenCard::Known("inferno-four".into()))
        .expect("still in the deck");
    assert!(at >= deck.len() - 7, "at {at} of {}", deck.len());
    // Choosing the card plays it: the choice is the player's, recorded.
    let t = search_board().run(
        vec![
            play(ALEX, "triple-dark-raid"),
            choose(ALEX, &["Inferno Four"]),
            choose(ALEX, &["top: card 1, card 2; bottom: none"]),
            pass(NICO),
            pass(ALEX),
        ],
        REGROUP_START,
    );
    assert!(step_labels(&t).iter().any(|l| l == "inferno-four/play"));
    assert_eq!(
        decision(&t, "which unit does Alex play?").chosen,
        vec!["Inferno Four".to_string()]
    );
}

#[test]
fn rule_8_29_3_same_name_with_another_subtitle_is_another_card() {
    let mut b = training_board();
    b.unit(ALEX, "yoda");
    b.hand(ALEX, &["yoda-sensing-darkness"]);
    let t = b.run(
        vec![play(ALEX, "yoda-sensing-darkness"), pass(NICO), pass(ALEX)],
        ACTION_END,
    );
    assert!(!t.choices().any(|(_, c)| c.prompt.contains("unique")));
    assert_eq!(t.steps.last().unwrap().board.units.len(), 2);
}

#[test]
fn rule_8_29_3a_unique_upgrades_count_as_copies() {
    // Alex has a unique upgrade on one unit and plays a second copy on
    // another: he keeps one, the other is defeated to his discard pile.
    let mut b = training_board();
    let marine = b.unit(ALEX, "vanguard-infantry");
    b.unit(ALEX, "oom-series-officer");
    b.attach(marine, "training-saber", ALEX);
    b.hand(ALEX, &["training-saber"]);
    let t = b.run(
        vec![
            play(ALEX, "training-saber"),
            choose(ALEX, &["oom-series-officer"]),
            choose(ALEX, &["training-saber (2)"]),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    let (_, c) = t
        .choices()
        .find(|(_, c)| c.prompt.contains("unique"))
        .expect("the uniqueness choice");
    assert!(c.rules.iter().any(|r| r == "1.16.5b"));
    assert_eq!(c.options.len(), 2);
    let last = &t.steps.last().unwrap().board;
    let on = |card: &str| {
        last.units
            .iter()
            .find(|u| u.card == card)
            .map(|u| u.upgrades.len())
            .unwrap()
    };
    assert_eq!(on("vanguard-infantry"), 0, "the older copy was defeated");
    assert_eq!(on("oom-series-officer"), 1);
    assert_eq!(last.players[0].discard, vec!["training-saber"]);
}

#[test]
fn rule_8_29_3a_a_unique_upgrade_and_a_unique_unit_of_the_same_card_count() {
    // Training Saber as a unit-side copy cannot exist in the pool, so use
    // the same identity on both: a unique upgrade named like a unit.
    let mut b = training_board();
    b.pool
        .add_file(
            "pilot.toml",
            r#"
[[card]]
id = "yoda-as-upgrade"
name = "Yoda"
subtitle = "Old Master"
type = "upgrade"
cost = 1
unique = true
text = "Yoda, Old Master as an upgrade (as a pilot would be)."
"#,
        )
        .unwrap();
    b.unit(ALEX, "yoda");
    b.unit(ALEX, "vanguard-infantry");
    b.hand(ALEX, &["yoda-as-upgrade"]);
    let t = b.run(
        vec![
            play(ALEX, "yoda-as-upgrade"),
            choose(ALEX, &["vanguard-infantry"]),
            choose(ALEX, &["yoda"]),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    let last = &t.steps.last().unwrap().board;
    assert!(last.units.iter().all(|u| u.upgrades.is_empty()));
    assert!(last.units.iter().any(|u| u.card == "yoda"));
    assert_eq!(last.players[0].discard, vec!["yoda-as-upgrade"]);
}

#[test]
fn rule_8_33_1_the_capture_step_cites_8_33_1_and_defeats_the_upgrades_itself() {
    let t = discerning_veteran_captures_a_bounty(StopPoint::Before(PhaseStep::RegroupStart));
    let captured = t
        .steps
        .iter()
        .position(|s| s.text.contains("captures Vanguard Infantry"))
        .expect("a capture step");
    assert_eq!(t.steps[captured].rules, vec!["8.33.1".to_string()]);
    let upgrade = t
        .steps
        .iter()
        .position(|s| s.text.contains("defeated as part of the capture"))
        .expect("the upgrade is defeated by the capture");
    assert_eq!(upgrade, captured + 1);
    // The state check never sees a loose upgrade.
    assert!(!t
        .steps
        .iter()
        .any(|s| s.rules.iter().any(|r| r == "1.16.5c")));
}
