//! One test per worked example in the seeds (the judge lesson on section 5
//! and the triggered-ability order article), start to end.

mod common;
use common::*;
use timing_window::rulesets::swu::engine::kinds;
use timing_window::rulesets::swu::engine::{Outcome, Phase, PhaseStep, StopPoint};
use timing_window::timing::OrderSpace;

/// Judge lesson, 5.4: Sneak Attack puts Inferno Four into play; at the
/// start of the regroup phase the delayed effect defeats it, its When
/// Defeated resolves, and only then Doctor Aphra's ability.
#[test]
fn seed_sneak_attack_doctor_aphra_inferno_four() {
    let mut b = Board::new();
    b.base_aspects(ALEX, &["Vigilance"]);
    b.leader(ALEX, "doctor-aphra")
        .hand(ALEX, &["sneak-attack", "inferno-four"])
        .passed(NICO);
    let t = b.run(
        vec![
            play(ALEX, "sneak-attack"),
            choose(ALEX, &["Inferno Four"]),
            choose(ALEX, &["top: card 1, card 2; bottom: none"]), // When Played
            pass(NICO),
            pass(ALEX),
            choose(ALEX, &["top: card 2; bottom: card 1"]), // When Defeated
        ],
        StopPoint::Before(PhaseStep::Draw),
    );
    assert_eq!(
        resolved(&t),
        vec![
            "sneak-attack/play",
            "inferno-four/play",
            "inferno-four/when-played",
            "nico/pass",
            "alex/pass",
            "sneak-attack/delayed",
            "inferno-four/when-defeated",
            "doctor-aphra/regroup-start",
        ]
    );
    // Inferno Four cost 2 - 3 = 0 and entered ready.
    let (i, _) = t.step_for("inferno-four/play").unwrap();
    assert!(!t.steps[i].board.units[0].exhausted);
    assert_eq!(t.steps[i].board.players[0].resources.ready, 8);
    // The start of the regroup phase has exactly one legal order.
    let keep: Vec<String> = [
        "sneak-attack/delayed",
        "inferno-four/when-defeated",
        "doctor-aphra/regroup-start",
    ]
    .map(String::from)
    .to_vec();
    let space = OrderSpace::new(&t.order, Some(&keep), 10).unwrap();
    assert_eq!(space.orders, vec![keep]);
}

/// Judge lesson, draw step: both bases reach 0 at the same time (8.6) and
/// the game is a draw (5.6.3).
#[test]
fn seed_both_bases_reach_zero_in_the_draw_step_is_a_draw() {
    let mut b = Board::new().at(Phase::Regroup, PhaseStep::Draw);
    b.base(ALEX, 30, 28).base(NICO, 30, 24);
    b.deck(ALEX, &[], 0).deck(NICO, &[], 0);
    let t = b.run(vec![], StopPoint::GameEnd);
    let last = t.steps.last().unwrap();
    assert_eq!(last.board.outcome, Some(Outcome::Draw));
    assert!(last.rules.iter().any(|r| r == "5.6.3"));
    assert_eq!(last.board.players[0].base.damage, 34);
    assert_eq!(last.board.players[1].base.damage, 30);
    assert_eq!(t.outcome.as_deref(), Some("The game is a draw"));
}

/// Judge lesson, ending the game: Mercenary Company's Ambush defeats
/// OOM-Series Officer and, with Overwhelm, the last of Nico's base; the
/// Officer's When Defeated never resolves (5.6.2).
#[test]
fn seed_mercenary_company_ambush_ends_the_game_before_the_officer_resolves() {
    let mut b = Board::new();
    b.base(ALEX, 30, 28).base(NICO, 30, 27);
    b.hand(ALEX, &["mercenary-company"]);
    b.unit(NICO, "oom-series-officer");
    let t = b.run(
        vec![play(ALEX, "mercenary-company"), choose(ALEX, &["yes"])],
        StopPoint::GameEnd,
    );
    assert_eq!(
        resolved(&t),
        vec![
            "mercenary-company/play",
            "mercenary-company/ambush",
            "mercenary-company/attack"
        ]
    );
    let last = t.steps.last().unwrap();
    assert_eq!(last.kind, kinds::GAME_OVER);
    assert_eq!(last.board.outcome, Some(Outcome::Won { winner: ALEX }));
    assert!(t
        .steps
        .iter()
        .all(|s| !s.text.contains("OOM-Series Officer's When Defeated")));
    // Alex's base never took the Officer's 2 damage.
    assert_eq!(last.board.players[0].base.damage, 28);
}

/// Judge lesson, 5.4 lasting effects: Tactical Advantage (+2/+2) and Hello
/// There (-4/-4) on one unit end at the same time (7.7.3e), so the unit
/// never passes through +2/+2 alone... nor -4/-4 alone, which would defeat
/// it.
#[test]
fn seed_tactical_advantage_and_hello_there_expire_together() {
    let mut b = Board::new();
    let chewie = b.unit(ALEX, "chewbacca");
    b.unit_mut(chewie).damage = 3;
    b.unit_mut(chewie).entered_this_phase = true;
    b.hand(ALEX, &["tactical-advantage"])
        .hand(NICO, &["hello-there"]);
    let t = b.run(
        vec![
            play(ALEX, "tactical-advantage"),
            play(NICO, "hello-there"),
            pass(ALEX),
            pass(NICO),
        ],
        StopPoint::Before(PhaseStep::RegroupStart),
    );
    let expiry: Vec<_> = t
        .steps
        .iter()
        .filter(|s| s.kind == kinds::LASTING_EFFECT_EXPIRED)
        .collect();
    assert_eq!(expiry.len(), 1, "one step: both end at once");
    assert!(expiry[0].rules.iter().any(|r| r == "7.7.3e"));
    let last = t.steps.last().unwrap();
    assert_eq!(last.board.units.len(), 1, "Chewbacca survives");
    assert!(last.board.lasting.is_empty());
}

/// Triggered-ability order article: Nico has Krayt Dragon; Alex plays Darth
/// Vader, whose When Played plays two units from the deck. Each play
/// triggers Krayt Dragon again, nested inside Vader's ability, and each
/// play's abilities resolve before the next play (7.1.7, 7.6.11).
#[test]
fn seed_krayt_dragon_and_darth_vader_nested_plays() {
    let mut b = Board::new();
    b.leader_aspects(ALEX, &["Command", "Villainy"]);
    b.unit(NICO, "krayt-dragon");
    b.hand(ALEX, &["darth-vader"]);
    b.deck(
        ALEX,
        &["oom-series-officer", "hylobon-enforcer", "vanquish"],
        10,
    );
    let t = b.run(
        vec![
            play(ALEX, "darth-vader"),
            // 7.6.10: Alex (active) lets himself resolve first.
            choose(ALEX, &["Alex"]),
            choose(ALEX, &["darth-vader/when-played", "darth-vader/ambush"]),
            choose(ALEX, &["OOM-Series Officer", "Hylobon Enforcer"]),
            choose(NICO, &["yes"]),
            choose(NICO, &["Alex's base"]),
            choose(NICO, &["yes"]),
            choose(NICO, &["Alex's base"]),
            choose(ALEX, &["no"]), // Ambush declined
            choose(NICO, &["yes"]),
            choose(NICO, &["Alex's base"]),
            pass(NICO),
            pass(ALEX),
        ],
        StopPoint::Before(PhaseStep::ActionEnd),
    );
    let labels = resolved(&t);
    assert_eq!(
        &labels[..8],
        &[
            "darth-vader/play",
            "darth-vader/when-played",
            "oom-series-officer/play",
            "krayt-dragon/opponent-plays#2",
            "hylobon-enforcer/play",
            "krayt-dragon/opponent-plays#3",
            "darth-vader/ambush",
            "krayt-dragon/opponent-plays",
        ]
    );
    // 2 + 1 + 7 damage from the three Krayt Dragon abilities.
    let (i, _) = t.step_for("krayt-dragon/opponent-plays").unwrap();
    let after = &t.steps[i + 3].board;
    assert_eq!(after.players[0].base.damage, 10);
    // Nested plays are deeper than Vader's ability.
    let depth = |l: &str| t.step_for(l).unwrap().1.depth;
    assert!(depth("krayt-dragon/opponent-plays#2") > depth("darth-vader/when-played"));
    // The legal orders include Nico's Krayt Dragon first (Alex may choose
    // Nico), and never a nested Krayt Dragon after the Ambush.
    let keep: Vec<String> = [
        "darth-vader/when-played",
        "krayt-dragon/opponent-plays#2",
        "darth-vader/ambush",
        "krayt-dragon/opponent-plays",
    ]
    .map(String::from)
    .to_vec();
    let space = OrderSpace::new(&t.order, Some(&keep), 100).unwrap();
    assert!(space.orders.contains(&vec![
        keep[3].clone(),
        keep[0].clone(),
        keep[1].clone(),
        keep[2].clone()
    ]));
    let wrong = vec![
        keep[0].clone(),
        keep[2].clone(),
        keep[1].clone(),
        keep[3].clone(),
    ];
    let v = space.judge(&wrong).unwrap();
    assert!(!v.legal);
}

/// Judge lesson, conceding: Nico concedes when Alex plays Viper Probe
/// Droid, before its When Played lets Alex see Nico's hand (5.6.4).
#[test]
fn seed_viper_probe_droid_and_a_concession() {
    let mut b = Board::new();
    b.hand(ALEX, &["viper-probe-droid"])
        .hand(NICO, &["vanquish"]);
    let t = b.run(
        vec![play(ALEX, "viper-probe-droid"), concede(NICO)],
        StopPoint::GameEnd,
    );
    let last = t.steps.last().unwrap();
    assert_eq!(last.board.outcome, Some(Outcome::Conceded { loser: NICO }));
    assert!(last.rules.iter().any(|r| r == "5.6.4"));
    assert!(t.step_for("viper-probe-droid/when-played").is_none());
    assert!(t
        .steps
        .iter()
        .all(|s| !s.text.contains("looks at Nico's hand")));
}

/// Judge lesson, setup: the randomly picked player decides who has the
/// initiative; mulligans are decided initiative player first; each player
/// resources exactly 2 cards, ready (5.2).
#[test]
fn seed_mulligan_and_resource_order() {
    let mut b = Board::new().at(Phase::Setup, PhaseStep::Setup);
    for p in [ALEX, NICO] {
        b.deck(
            p,
            &[
                "vanquish",
                "tactical-advantage",
                "fireball",
                "yoda",
                "val",
                "bossk",
            ],
            20,
        );
        b.state.player_mut(p).resources.ready = 0;
    }
    let script = vec![
        chance("Nico"),
        choose(NICO, &["Alex"]),
        choose(ALEX, &["keep"]),
        choose(NICO, &["mulligan"]),
        choose(ALEX, &["Vanquish", "Bossk"]),
        choose(NICO, &["unknown card 1", "unknown card 2"]),
    ];
    let t = b.run(script.clone(), StopPoint::Before(PhaseStep::Turns));
    let choosers: Vec<&str> = t.choices().map(|(_, c)| c.chooser.as_str()).collect();
    assert_eq!(
        choosers,
        vec!["Chance", "Nico", "Alex", "Nico", "Alex", "Nico"]
    );
    assert_eq!(
        resolved(&t),
        vec![
            "setup/initiative",
            "alex/mulligan",
            "nico/mulligan",
            "alex/setup-resources",
            "nico/setup-resources"
        ]
    );
    let last = &t.steps.last().unwrap().board;
    assert_eq!(last.initiative, ALEX);
    for p in [0, 1] {
        assert_eq!(last.players[p].resources.ready, 2);
        assert_eq!(last.players[p].hand.len(), 4);
    }
    // Nico's mulligan decision cannot come before Alex's.
    let mut early = script.clone();
    early.swap(2, 3);
    let e = b.run_err(early, StopPoint::Before(PhaseStep::Turns));
    assert!(e.message.contains("Alex decides here"), "{e}");
}

/// Judge lesson: No Good to Me Dead's "can't ready this round" holds
/// through the regroup phase's ready step and ends with the round.
#[test]
fn seed_no_good_to_me_dead_through_the_regroup_phase() {
    let mut b = Board::new();
    let val = b.unit(NICO, "val");
    b.hand(ALEX, &["no-good-to-me-dead"]);
    let t = b.run(
        vec![
            play(ALEX, "no-good-to-me-dead"),
            pass(NICO),
            pass(ALEX),
            choose(ALEX, &["no card"]),
            choose(NICO, &["no card"]),
        ],
        StopPoint::Before(PhaseStep::ActionStart),
    );
    let at_ready = t
        .steps
        .iter()
        .find(|s| s.text.contains("stays exhausted"))
        .expect("the ready step says Val stays exhausted");
    assert!(at_ready.board.unit(val).unwrap().exhausted);
    let last = &t.steps.last().unwrap().board;
    assert!(last.unit(val).unwrap().exhausted, "still exhausted");
    assert!(last.lasting.is_empty(), "the effect ended with the round");
}

/// Judge lesson, delayed effects: two Final Showdowns; the initiative
/// player picks whose resolves first, and that player loses; the other
/// never resolves (7.7.4e, 5.6.2).
#[test]
fn seed_two_final_showdowns_initiative_player_chooses_who_loses() {
    let mut b = Board::new();
    b.hand(ALEX, &["final-showdown"])
        .hand(NICO, &["final-showdown"]);
    let t = b.run(
        vec![
            play(ALEX, "final-showdown"),
            play(NICO, "final-showdown"),
            pass(ALEX),
            pass(NICO),
            choose(ALEX, &["Nico"]),
        ],
        StopPoint::GameEnd,
    );
    let last = t.steps.last().unwrap();
    assert_eq!(last.board.outcome, Some(Outcome::Won { winner: ALEX }));
    assert!(t.step_for("final-showdown/delayed#2").is_some());
    assert!(t.step_for("final-showdown/delayed").is_none());
}
