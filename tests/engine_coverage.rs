//! Engine features the coverage scenarios need: Saboteur's Shield removal,
//! Exploit, and the other keywords the scenarios of issue 12 use. Tests are
//! named after the CR v7.0 rule they check.

mod common;
use common::*;
use timing_window::rulesets::swu::engine::{PhaseStep, StopPoint};

const END: StopPoint = StopPoint::Before(PhaseStep::ActionEnd);

#[test]
fn rule_7_5_10a_saboteur_defeats_every_shield_on_the_defender_before_combat_damage() {
    let mut b = Board::new();
    b.unit(ALEX, "relentless-hunters");
    b.unit(NICO, "chewbacca");
    let lackeys = b.unit(NICO, "syndicate-lackeys");
    b.unit_mut(lackeys).shields = 2;
    let t = b.run(
        vec![
            attack(ALEX, "relentless-hunters", "syndicate-lackeys"),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let (i, _) = t
        .step_for("relentless-hunters/saboteur")
        .expect("Saboteur resolves like an On Attack ability");
    // Before combat damage: the Lackeys (5/4) take the Hunters' 5 and are
    // defeated, which two Shields would otherwise have prevented.
    let after = &t.steps[i + 1].board;
    let l = after
        .units
        .iter()
        .find(|u| u.card == "syndicate-lackeys")
        .expect("still in play before combat damage");
    assert_eq!(l.shields, 0);
    let last = &t.steps.last().unwrap().board;
    assert!(last.units.iter().all(|u| u.card != "syndicate-lackeys"));
}

#[test]
fn rule_7_5_11c_saboteur_ignores_sentinel_but_others_must_attack_it() {
    let mut b = Board::new();
    b.unit(ALEX, "relentless-hunters");
    b.unit(ALEX, "yoda");
    b.unit(NICO, "chewbacca");
    // The Saboteur may attack the base past Chewbacca's Sentinel.
    let t = b.run(
        vec![
            attack(ALEX, "relentless-hunters", "base"),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    assert_eq!(t.steps.last().unwrap().board.players[1].base.damage, 5);
    // Yoda, without Saboteur, may not.
    let e = b.run_err(vec![attack(ALEX, "yoda", "base")], END);
    assert!(e.to_string().contains("chewbacca"), "{e}");
}

/// Is `order` (a subset of the run's events) legal?
fn legal(t: &timing_window::rulesets::swu::engine::GameTrace, order: &[&str]) -> bool {
    let events: Vec<String> = order.iter().map(|s| s.to_string()).collect();
    let space = timing_window::timing::OrderSpace::new(&t.order, Some(&events), 1)
        .expect("the events are in the run");
    space.judge(&events).expect("judge").legal
}

/// Alex: Tri-Droid Suppressor (cost 7, Exploit 2) in hand, 3 ready
/// resources, OOM-Series Officer and Vanguard Infantry in play.
fn exploit_board() -> Board {
    let mut b = Board::new();
    b.leader_aspects(ALEX, &["Cunning", "Villainy"]);
    b.hand(ALEX, &["tri-droid-suppressor"]);
    b.state.players[0].resources.ready = 3;
    b.unit(ALEX, "oom-series-officer");
    b.unit(ALEX, "vanguard-infantry");
    b.unit(NICO, "gideon-hask");
    b
}

#[test]
fn rule_7_5_16a_exploit_defeats_friendly_units_and_each_makes_the_card_cost_2_less() {
    let b = exploit_board();
    let t = b.run(
        vec![
            play(ALEX, "tri-droid-suppressor"),
            choose(ALEX, &["oom-series-officer", "vanguard-infantry"]),
            choose(ALEX, &["Alex"]),
            choose(
                ALEX,
                &[
                    "tri-droid-suppressor/when-played",
                    "oom-series-officer/when-defeated",
                    "vanguard-infantry/when-defeated",
                ],
            ),
            choose(ALEX, &["Nico's base"]),
            choose(ALEX, &["no"]),
            choose(
                NICO,
                &["gideon-hask/enemy-defeated", "gideon-hask/enemy-defeated#2"],
            ),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let last = &t.steps.last().unwrap().board;
    // 7 - 2 * 2 = 3: every ready resource is spent.
    assert_eq!(last.players[0].resources.ready, 0);
    assert_eq!(last.players[0].resources.exhausted, 3);
    assert_eq!(
        last.players[0].discard,
        vec!["oom-series-officer".to_string(), "vanguard-infantry".into()]
    );
    assert!(last.units.iter().any(|u| u.card == "tri-droid-suppressor"));
}

#[test]
fn rule_7_5_16d_exploited_units_abilities_resolve_after_the_play_with_its_when_played() {
    let b = exploit_board();
    let t = b.run(
        vec![
            play(ALEX, "tri-droid-suppressor"),
            choose(ALEX, &["oom-series-officer", "vanguard-infantry"]),
            choose(ALEX, &["Alex"]),
            choose(
                ALEX,
                &[
                    "vanguard-infantry/when-defeated",
                    "oom-series-officer/when-defeated",
                    "tri-droid-suppressor/when-played",
                ],
            ),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Tri-Droid Suppressor"]),
            choose(ALEX, &["Nico's base"]),
            choose(
                NICO,
                &["gideon-hask/enemy-defeated", "gideon-hask/enemy-defeated#2"],
            ),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    // Not before the play has finished...
    assert!(!legal(
        &t,
        &[
            "oom-series-officer/when-defeated",
            "tri-droid-suppressor/play"
        ]
    ));
    // ...and in one window with the When Played: Alex orders them freely.
    for order in [
        [
            "tri-droid-suppressor/when-played",
            "oom-series-officer/when-defeated",
        ],
        [
            "oom-series-officer/when-defeated",
            "tri-droid-suppressor/when-played",
        ],
    ] {
        assert!(legal(&t, &order), "{order:?}");
    }
    // The Infantry's token could go on the unit just played.
    let last = &t.steps.last().unwrap().board;
    let s = last
        .units
        .iter()
        .find(|u| u.card == "tri-droid-suppressor")
        .expect("in play");
    assert_eq!(s.experience, 1);
    // Nico's Hask saw both defeats; Alex, the active player, picked who
    // went first (7.6.10).
    assert!(t.step_for("gideon-hask/enemy-defeated#2").is_some());
}

#[test]
fn rule_7_5_16a_exploit_is_optional_and_limited_to_x_units() {
    let mut b = exploit_board();
    b.unit(ALEX, "yoda");
    b.state.players[0].resources.ready = 7;
    // Up to 2: three is an illegal decision.
    let e = b.run_err(
        vec![
            play(ALEX, "tri-droid-suppressor"),
            choose(ALEX, &["oom-series-officer", "vanguard-infantry", "yoda"]),
        ],
        END,
    );
    assert!(e.to_string().contains("at most 2"), "{e}");
    // None: the full cost, nothing defeated.
    let t = b.run(
        vec![
            play(ALEX, "tri-droid-suppressor"),
            choose(ALEX, &["none"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let last = &t.steps.last().unwrap().board;
    assert_eq!(last.players[0].resources.ready, 0);
    assert_eq!(last.units.len(), 5);
}

#[test]
fn rule_7_5_15a_a_coordinate_ability_exists_only_while_its_controller_has_3_units() {
    // Two units: Anakin has no On Attack ability.
    let mut b = Board::new();
    b.unit(ALEX, "anakin-skywalker");
    b.unit(ALEX, "yoda");
    let t = b.run(
        vec![
            attack(ALEX, "anakin-skywalker", "base"),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    assert!(t.step_for("anakin-skywalker/on-attack").is_none());
    // Three units: he has it, and draws.
    b.unit(ALEX, "vanguard-infantry");
    let t = b.run(
        vec![
            attack(ALEX, "anakin-skywalker", "base"),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    assert!(t.step_for("anakin-skywalker/on-attack").is_some());
    assert_eq!(t.steps.last().unwrap().board.players[0].hand.len(), 1);
}

#[test]
fn rule_3_7_2a_a_token_is_created_not_played_and_its_ambush_triggers_when_created() {
    let mut b = Board::new();
    b.hand(ALEX, &["veteran-fleet-officer"]);
    b.unit(ALEX, "wedge-antilles");
    b.unit(ALEX, "maz-kanata");
    b.unit(NICO, "elite-p-38-starfighter");
    let t = b.run(
        vec![
            play(ALEX, "veteran-fleet-officer"),
            choose(
                ALEX,
                &[
                    "veteran-fleet-officer/when-played",
                    "maz-kanata/you-play-unit",
                ],
            ),
            choose(ALEX, &["yes"]),
            choose(NICO, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    // The token's Ambush (granted by Wedge) triggers as it is created and
    // is nested in the When Played that created it.
    let (_, ambush) = t.step_for("x-wing/ambush").expect("When Created");
    let (_, wp) = t
        .step_for("veteran-fleet-officer/when-played")
        .expect("When Played");
    assert!(ambush.depth > wp.depth);
    assert!(t.step_for("x-wing/attack").is_some());
    // Maz Kanata saw one unit played (the Officer), not the token.
    assert!(t.step_for("maz-kanata/you-play-unit#2").is_none());
    // The token entered play exhausted: only Ambush let it attack.
    let created = t
        .steps
        .iter()
        .find(|s| s.text.contains("creates an X-Wing token"))
        .expect("created");
    let x = created
        .board
        .units
        .iter()
        .find(|u| u.card == "x-wing")
        .expect("in play");
    assert!(x.exhausted);
}

#[test]
fn rule_7_5_14g_a_smuggled_card_is_replaced_by_the_top_card_of_the_deck_exhausted() {
    let mut b = Board::new();
    b.leader_aspects(ALEX, &["Cunning", "Heroism"]);
    // 7 ready resources, one of them Zorii Bliss (Smuggle 6); 20 cards in
    // the deck.
    b.state.players[0].resources.ready = 7;
    b.state.players[0].resources.known = vec!["zorii-bliss".into()];
    let t = b.run(
        vec![smuggle(ALEX, "zorii-bliss"), pass(NICO), pass(ALEX)],
        END,
    );
    let last = &t.steps.last().unwrap().board;
    let r = &last.players[0].resources;
    // 6 paid, Zorii among them and gone; the replacement enters exhausted.
    assert_eq!((r.ready, r.exhausted), (1, 6));
    assert!(r.known.is_empty());
    assert_eq!(last.players[0].deck.len(), 19);
    let z = last
        .units
        .iter()
        .find(|u| u.card == "zorii-bliss")
        .expect("played");
    assert!(
        z.exhausted,
        "a unit played with Smuggle enters exhausted (7.5.14f)"
    );
}

#[test]
fn rule_7_5_14h_smuggle_with_an_empty_deck_replaces_nothing_and_deals_no_damage() {
    let mut b = Board::new();
    b.leader_aspects(ALEX, &["Cunning", "Heroism"]);
    b.state.players[0].deck.clear();
    b.state.players[0].resources.ready = 6;
    b.state.players[0].resources.known = vec!["zorii-bliss".into()];
    // Nico's Krayt Dragon sees a card played (7.5.14c) and uses its printed
    // cost, 5 (1.8.6).
    b.unit(NICO, "krayt-dragon");
    let t = b.run(
        vec![
            smuggle(ALEX, "zorii-bliss"),
            choose(NICO, &["yes"]),
            choose(NICO, &["Alex's base"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let last = &t.steps.last().unwrap().board;
    assert_eq!(last.players[0].base.damage, 5);
    let r = &last.players[0].resources;
    assert_eq!((r.ready, r.exhausted), (0, 5));
}

#[test]
fn rule_7_5_14_only_a_known_resource_with_smuggle_can_be_smuggled() {
    let mut b = Board::new();
    b.state.players[0].resources.known = vec!["yoda".into()];
    let e = b.run_err(vec![smuggle(ALEX, "yoda")], END);
    assert!(e.to_string().contains("has no Smuggle"), "{e}");
    let e = b.run_err(vec![smuggle(ALEX, "zorii-bliss")], END);
    assert!(e.to_string().contains("no known resource"), "{e}");
}
