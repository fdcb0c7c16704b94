//! Action abilities, leaders' epic actions and deploying, and constant
//! abilities of particular cards (Thrawn, Krell, Wedge), with generated
//! boards of such cards. The rules these cards meet have their tests in
//! `tests/swu_<CR section>_*.rs`.

mod common;
use common::*;
use timing_window::rulesets::swu::engine::ErrorKind;

#[test]
fn thrawn_action_ability_pays_its_costs_then_exhausts_a_cheap_unit() {
    let mut b = Board::new();
    b.leader(ALEX, "grand-admiral-thrawn");
    b.deck(NICO, &["val"], 5);
    let infantry = b.unit(NICO, "vanguard-infantry");
    let chewie = b.unit(NICO, "chewbacca");
    let t = b.run(
        vec![
            ability(ALEX, "grand-admiral-thrawn"),
            choose(ALEX, &["Nico"]),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    let (_, step) = t
        .step_for("grand-admiral-thrawn/action")
        .expect("action step");
    // Paying the cost and resolving the ability (6.4.4, 6.4.5); 7.6.8 is
    // the order tree's (what the action triggered resolves after it).
    assert!(step.rules.iter().any(|r| r == "6.4.5"));
    let last = &t.steps.last().unwrap().board;
    assert_eq!(last.players[0].resources.ready, 9, "C=1 paid");
    assert_eq!(last.players[0].resources.exhausted, 1);
    assert!(
        last.players[0].leader.as_ref().unwrap().exhausted,
        "Exhaust paid"
    );
    // Val (cost 2) is revealed: only the cost-1 unit qualifies.
    assert!(last.unit(infantry).unwrap().exhausted);
    assert!(!last.unit(chewie).unwrap().exhausted);
    // Its costs cannot be paid twice: the leader is exhausted.
    let e = b.run_err(
        vec![
            ability(ALEX, "grand-admiral-thrawn"),
            choose(ALEX, &["Nico"]),
            pass(NICO),
            ability(ALEX, "grand-admiral-thrawn"),
        ],
        ACTION_END,
    );
    assert_eq!(e.kind, ErrorKind::IllegalAction);
    assert!(e.message.contains("exhausted"), "{}", e.message);
}

#[test]
fn an_action_ability_needs_its_resources_and_a_known_source() {
    let mut b = Board::new();
    b.leader(ALEX, "grand-admiral-thrawn");
    b.state.players[0].resources.ready = 0;
    let e = b.run_err(vec![ability(ALEX, "grand-admiral-thrawn")], ACTION_END);
    assert_eq!(e.kind, ErrorKind::IllegalAction);
    assert!(e.message.contains("cannot pay 1"), "{}", e.message);
    let e = b.run_err(vec![ability(ALEX, "nobody")], ACTION_END);
    assert_eq!(e.kind, ErrorKind::IllegalAction);
    // A missing action lists the ability among the legal actions.
    let mut b = Board::new();
    b.leader(ALEX, "grand-admiral-thrawn");
    let e = b.run_err(vec![], ACTION_END);
    assert!(e
        .options
        .contains(&"ability grand-admiral-thrawn".to_string()));
}

#[test]
fn leader_epic_action_deploys_it_once_with_its_unit_side() {
    let mut b = Board::new();
    b.leader(ALEX, "grand-admiral-thrawn");
    let t = b.run(
        vec![
            deploy(ALEX),
            pass(NICO),
            attack(ALEX, "grand-admiral-thrawn", "base"),
            choose(ALEX, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    assert!(t.step_for("grand-admiral-thrawn/deploy").is_some());
    // The unit side's On Attack triggered.
    assert!(t.step_for("grand-admiral-thrawn/on-attack").is_some());
    let last = &t.steps.last().unwrap().board;
    let l = last.players[0].leader.as_ref().unwrap();
    assert!(l.deployed && l.epic_action_used);
    let u = last
        .units
        .iter()
        .find(|u| u.label == "grand-admiral-thrawn")
        .expect("the leader's unit");
    assert_eq!(u.arena, timing_window::rulesets::swu::cards::Arena::Ground);
    assert_eq!(last.players[1].base.damage, 3);
    // Not enough resources: Thrawn needs 7.
    let mut b = Board::new();
    b.leader(ALEX, "grand-admiral-thrawn");
    b.state.players[0].resources.ready = 6;
    let e = b.run_err(vec![deploy(ALEX)], ACTION_END);
    assert_eq!(e.kind, ErrorKind::IllegalAction);
    assert!(e.message.contains("7 or more"), "{}", e.message);
}

#[test]
fn when_deployed_triggers_after_the_deploy_and_a_defeated_leader_cannot_deploy_again() {
    let mut b = Board::new();
    b.leader(ALEX, "doctor-aphra");
    b.state.players[0].resources.ready = 3;
    b.state.players[0].resources.exhausted = 2;
    let t = b.run(vec![deploy(ALEX), pass(NICO), pass(ALEX)], ACTION_END);
    assert_eq!(
        resolved(&t)[..2],
        ["doctor-aphra/deploy", "doctor-aphra/when-deployed"]
    );
    // A deployed leader defeated flips back, exhausted, and stays a leader.
    let mut b = Board::new();
    b.leader(ALEX, "doctor-aphra");
    {
        let l = b.state.players[0].leader.as_mut().unwrap();
        l.deployed = true;
        l.epic_action_used = true;
    }
    let aphra = b.unit(ALEX, "doctor-aphra");
    b.unit_mut(aphra).damage = 4;
    b.unit(NICO, "chewbacca");
    b.acting(NICO);
    let e = b.run_err(
        vec![attack(NICO, "chewbacca", "doctor-aphra"), deploy(ALEX)],
        ACTION_END,
    );
    assert_eq!(e.kind, ErrorKind::IllegalAction);
    assert!(e.message.contains("already used"), "{}", e.message);
    let t = b.run(
        vec![
            attack(NICO, "chewbacca", "doctor-aphra"),
            pass(ALEX),
            pass(NICO),
        ],
        ACTION_END,
    );
    let last = &t.steps.last().unwrap().board;
    let l = last.players[0].leader.as_ref().unwrap();
    assert!(!l.deployed && l.exhausted);
    assert!(last.players[0].discard.is_empty());
    assert!(last.units.iter().all(|u| u.card != "doctor-aphra"));
}

#[test]
fn krell_gives_other_friendly_units_when_defeated_draw() {
    let mut b = Board::new();
    b.leader_aspects(ALEX, &["Vigilance", "Heroism"]);
    b.unit(ALEX, "general-krell");
    b.unit(ALEX, "vanguard-infantry");
    b.hand(ALEX, &["vanquish", "vanquish"]);
    let t = b.run(
        vec![
            play(ALEX, "vanquish"),
            choose(ALEX, &["Vanguard Infantry"]),
            choose(
                ALEX,
                &[
                    "vanguard-infantry/krell-when-defeated",
                    "vanguard-infantry/when-defeated",
                ],
            ),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["no"]),
            pass(NICO),
            play(ALEX, "vanquish"),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    assert!(t
        .step_for("vanguard-infantry/krell-when-defeated")
        .is_some());
    // Krell himself does not gain it ("each other friendly unit").
    assert!(t.step_for("general-krell/krell-when-defeated").is_none());
    let last = &t.steps.last().unwrap().board;
    assert_eq!(last.players[0].hand.len(), 1, "drew one card");
}

#[test]
fn krell_and_a_unit_defeated_together_still_grant_the_draw() {
    let mut b = Board::new();
    b.leader_aspects(NICO, &["Vigilance", "Villainy"]);
    let krell = b.unit(ALEX, "general-krell");
    b.unit_mut(krell).damage = 3;
    let v = b.unit(ALEX, "vanguard-infantry");
    b.unit_mut(v).damage = 1;
    // Nico plays Snoke: -2/-2 defeats both at the same time.
    b.hand(NICO, &["supreme-leader-snoke"]);
    b.acting(NICO);
    let t = b.run(
        vec![
            play(NICO, "supreme-leader-snoke"),
            choose(
                ALEX,
                &[
                    "vanguard-infantry/krell-when-defeated",
                    "vanguard-infantry/when-defeated",
                ],
            ),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["no"]),
            pass(ALEX),
            pass(NICO),
        ],
        ACTION_END,
    );
    assert!(t
        .step_for("vanguard-infantry/krell-when-defeated")
        .is_some());
}

#[test]
fn wedge_gives_friendly_vehicles_plus_one_and_ambush() {
    let mut b = Board::new();
    b.unit(ALEX, "wedge-antilles");
    b.hand(ALEX, &["dilapidated-ski-speeder"]);
    b.unit(NICO, "vanguard-infantry");
    let t = b.run(
        vec![
            play(ALEX, "dilapidated-ski-speeder"),
            choose(
                ALEX,
                &[
                    "dilapidated-ski-speeder/when-played",
                    "dilapidated-ski-speeder/ambush",
                ],
            ),
            choose(ALEX, &["yes"]),
            choose(NICO, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    assert!(t.step_for("dilapidated-ski-speeder/ambush").is_some());
    let last = &t.steps.last().unwrap().board;
    let speeder = last
        .units
        .iter()
        .find(|u| u.card == "dilapidated-ski-speeder")
        .unwrap();
    // 3/7 printed, +1/+1 from Wedge; 3 damage from its own When Played and
    // 1 from the Vanguard Infantry it attacked.
    assert_eq!(
        timing_window::rulesets::swu::engine::stats::unit_stats(&b.pool, last, speeder),
        (4, 8)
    );
    assert_eq!(speeder.damage, 4);
}

#[test]
fn a_scenario_script_line_uses_an_ability_and_deploys() {
    let base = std::fs::read_to_string("scenarios/sneak-attack-aphra.toml").unwrap();
    let head = base.split("# --- The script").next().unwrap();
    let head = head
        .replace(
            "leader = { card = \"doctor-aphra\" }",
            "leader = { card = \"grand-admiral-thrawn\" }",
        )
        .replace(
            "resources = { ready = 0, exhausted = 5 }",
            "resources = { ready = 7, exhausted = 0 }",
        )
        .replace("stop_before = \"draw\"", "stop_before = \"action_end\"");
    // Nico's top card is known: Thrawn reveals it.
    let (a, b) = head.rsplit_once("deck_size = 30").unwrap();
    let head = format!("{a}deck_size = 30\ndeck_top = [\"val\"]{b}");
    let head = head.split("[[state.delayed]]").next().unwrap().to_string()
        + "[run]\nstop_before = \"action_end\"\n";
    let text = format!(
        "{head}\n[[script]]\nplayer = \"alex\"\naction = \"ability\"\nsource = \"grand-admiral-thrawn\"\n\n\
         [[script]]\nplayer = \"alex\"\nchoose = \"Nico\"\n\n\
         [[script]]\nplayer = \"nico\"\naction = \"pass\"\n\n\
         [[script]]\nplayer = \"alex\"\naction = \"deploy\"\n\n\
         [[script]]\nplayer = \"nico\"\naction = \"pass\"\n\n\
         [[script]]\nplayer = \"alex\"\naction = \"pass\"\n"
    );
    let pool = pool();
    let s = timing_window::scenario::load("t.toml", &text, &pool);
    let s = match s {
        Ok(s) => s,
        Err(d) => panic!(
            "{:?}",
            d.iter().map(|d| d.message.clone()).collect::<Vec<_>>()
        ),
    };
    let t = s.setup.swu().unwrap().run().expect("runs");
    let labels = resolved(&t);
    assert_eq!(labels[..2], ["grand-admiral-thrawn/action", "nico/pass"]);
    assert!(t.step_for("grand-admiral-thrawn/deploy").is_some());
}

mod generated {
    //! Generated boards with leaders, constant abilities, capture and
    //! action abilities: every run ends without a panic, in a typed result,
    //! keeping the invariants of `common::check`.
    use super::*;
    use proptest::prelude::*;
    use timing_window::rulesets::swu::engine::PlayerId;

    const UNITS: &[&str] = &[
        "supreme-leader-snoke",
        "general-krell",
        "wedge-antilles",
        "discerning-veteran",
        "val",
        "hylobon-enforcer",
        "vanguard-infantry",
        "desperate-commando",
        "fireball",
        "dilapidated-ski-speeder",
        "chewbacca",
    ];
    const HAND: &[&str] = &[
        "discerning-veteran",
        "val",
        "vanquish",
        "supreme-leader-snoke",
        "general-krell",
        "wedge-antilles",
        "patrolling-v-wing",
        "bounty-hunter-s-quarry",
        "jetpack",
    ];

    fn board(units: &[(u8, usize, i32)], hands: &[(u8, usize)], res: (u32, u32)) -> Board {
        let mut b = Board::new();
        b.leader(ALEX, "grand-admiral-thrawn")
            .leader(NICO, "doctor-aphra");
        b.state.players[0].resources.ready = res.0;
        b.state.players[1].resources.ready = res.1;
        b.deck(ALEX, &["val", "vanquish", "fireball"], 5);
        b.deck(NICO, &["chewbacca", "val", "jetpack"], 5);
        for (i, (p, c, dmg)) in units.iter().enumerate() {
            let card = UNITS[c % UNITS.len()];
            let id = b.unit_as(PlayerId(*p), card, &format!("u{i}"));
            let hp = b.pool.get(card).and_then(|d| d.hp).unwrap_or(1);
            b.unit_mut(id).damage = (*dmg).min(hp - 1).max(0);
        }
        let mut h: [Vec<&str>; 2] = [Vec::new(), Vec::new()];
        for (p, c) in hands {
            h[*p as usize].push(HAND[c % HAND.len()]);
        }
        b.hand(ALEX, &h[0]).hand(NICO, &h[1]);
        b
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

        #[test]
        fn generated_boards_with_leaders_and_constants_never_panic(
            units in prop::collection::vec((0u8..2, 0usize..100, 0i32..4), 0..7),
            hands in prop::collection::vec((0u8..2, 0usize..100), 0..6),
            res in (0u32..10, 0u32..10),
            picks in prop::collection::vec(any::<u16>(), 48),
        ) {
            let b = board(&units, &hands, res);
            match common::drive::drive_with(&b, &picks, None, common::drive::LEADERS) {
                Ok(t) => {
                    check(&t);
                    prop_assert!(t.steps.len() < 5_000);
                }
                Err(e) => {
                    prop_assert!(!e.message.is_empty());
                    prop_assert!(e.kind != ErrorKind::StepLimit, "{}", e.message);
                }
            }
        }
    }
}
