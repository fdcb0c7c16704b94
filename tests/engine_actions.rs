//! Action abilities, leaders' epic actions, capture and rescue, the state
//! checks of 1.16.5 and constant abilities. Tests are named after the rule
//! of shared/rules/swu-timing-rules.md they check, where one applies.

mod common;
use common::*;
use timing_window::rulesets::swu::engine::kinds;
use timing_window::rulesets::swu::engine::{
    CapturedCard, ErrorKind, PhaseStep, ScriptAction, ScriptEntry, StopPoint, Upgrade,
};

fn ability(p: timing_window::rulesets::swu::engine::PlayerId, source: &str) -> ScriptEntry {
    ScriptEntry::Action {
        player: p,
        action: ScriptAction::UseAbility {
            source: source.into(),
            ability: None,
        },
    }
}

fn deploy(p: timing_window::rulesets::swu::engine::PlayerId) -> ScriptEntry {
    ScriptEntry::Action {
        player: p,
        action: ScriptAction::DeployLeader,
    }
}

const END: StopPoint = StopPoint::Before(PhaseStep::ActionEnd);

fn step_index(t: &timing_window::rulesets::swu::engine::GameTrace, needle: &str) -> usize {
    t.steps
        .iter()
        .position(|s| s.text.contains(needle))
        .unwrap_or_else(|| panic!("no step says '{needle}'"))
}

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
        END,
    );
    let (_, step) = t
        .step_for("grand-admiral-thrawn/action")
        .expect("action step");
    assert!(step.rules.iter().any(|r| r == "7.6.8"));
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
        END,
    );
    assert_eq!(e.kind, ErrorKind::IllegalAction);
    assert!(e.message.contains("exhausted"), "{}", e.message);
}

#[test]
fn an_action_ability_needs_its_resources_and_a_known_source() {
    let mut b = Board::new();
    b.leader(ALEX, "grand-admiral-thrawn");
    b.state.players[0].resources.ready = 0;
    let e = b.run_err(vec![ability(ALEX, "grand-admiral-thrawn")], END);
    assert_eq!(e.kind, ErrorKind::IllegalAction);
    assert!(e.message.contains("cannot pay 1"), "{}", e.message);
    let e = b.run_err(vec![ability(ALEX, "nobody")], END);
    assert_eq!(e.kind, ErrorKind::IllegalAction);
    // A missing action lists the ability among the legal actions.
    let mut b = Board::new();
    b.leader(ALEX, "grand-admiral-thrawn");
    let e = b.run_err(vec![], END);
    assert!(e
        .options
        .contains(&"ability grand-admiral-thrawn".to_string()));
}

#[test]
fn rule_7_6_8_an_action_abilitys_triggers_wait_until_it_has_resolved() {
    let mut b = Board::new();
    b.pool
        .add_file(
            "test",
            r#"
[[card]]
id = "test-gunner"
name = "Test Gunner"
type = "unit"
cost = 2
power = 1
hp = 3
arena = "ground"
text = "Action [Exhaust]: Deal 4 damage to an enemy unit. Then draw a card."

[[card.ability]]
when = ["action"]
exhaust = true
effects = [
  { do = "deal_damage", amount = 4, target = "chosen_enemy_unit" },
  { do = "draw", count = 1 },
]
"#,
        )
        .unwrap();
    b.unit_as(ALEX, "test-gunner", "gunner");
    b.unit(NICO, "val");
    let t = b.run(
        vec![
            ability(ALEX, "gunner"),
            choose(ALEX, &["Nico"]),
            choose(ALEX, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    // Val is defeated by the first effect; the draw still comes first.
    let drew = step_index(&t, "Alex draws 1 card");
    let first_resolved = t
        .steps
        .iter()
        .position(|s| s.kind == kinds::ABILITY_RESOLVED)
        .unwrap();
    assert!(drew < first_resolved);
    let order = resolved(&t);
    assert_eq!(
        order[..3],
        ["gunner/action", "val/when-defeated", "val/bounty"]
    );
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
        END,
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
    let e = b.run_err(vec![deploy(ALEX)], END);
    assert_eq!(e.kind, ErrorKind::IllegalAction);
    assert!(e.message.contains("7 or more"), "{}", e.message);
}

#[test]
fn when_deployed_triggers_after_the_deploy_and_a_defeated_leader_cannot_deploy_again() {
    let mut b = Board::new();
    b.leader(ALEX, "doctor-aphra");
    b.state.players[0].resources.ready = 3;
    b.state.players[0].resources.exhausted = 2;
    let t = b.run(vec![deploy(ALEX), pass(NICO), pass(ALEX)], END);
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
        END,
    );
    assert_eq!(e.kind, ErrorKind::IllegalAction);
    assert!(e.message.contains("already used"), "{}", e.message);
    let t = b.run(
        vec![
            attack(NICO, "chewbacca", "doctor-aphra"),
            pass(ALEX),
            pass(NICO),
        ],
        END,
    );
    let last = &t.steps.last().unwrap().board;
    let l = last.players[0].leader.as_ref().unwrap();
    assert!(!l.deployed && l.exhausted);
    assert!(last.players[0].discard.is_empty());
    assert!(last.units.iter().all(|u| u.card != "doctor-aphra"));
}

#[test]
fn rule_7_5_13_bounty_triggers_when_captured_and_when_defeated_does_not() {
    let mut b = Board::new();
    b.hand(ALEX, &["discerning-veteran"]);
    b.unit(NICO, "hylobon-enforcer");
    let t = b.run(
        vec![
            play(ALEX, "discerning-veteran"),
            choose(ALEX, &["yes"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    assert_eq!(
        resolved(&t)[..2],
        ["discerning-veteran/play", "discerning-veteran/when-played"]
    );
    assert!(t.step_for("hylobon-enforcer/bounty").is_some());
    let last = &t.steps.last().unwrap().board;
    let vet = last
        .units
        .iter()
        .find(|u| u.card == "discerning-veteran")
        .unwrap();
    assert_eq!(vet.captured.len(), 1);
    assert_eq!(vet.captured[0].card, "hylobon-enforcer");
    assert!(last.units.iter().all(|u| u.card != "hylobon-enforcer"));
    assert!(last.players[1].discard.is_empty(), "captured, not defeated");
    // Alex collected the Bounty: drew a card.
    assert_eq!(last.players[0].hand.len(), 1);
}

#[test]
fn rule_7_5_13_a_granted_bounty_triggers_on_capture_and_the_upgrade_is_defeated() {
    let mut b = Board::new();
    b.hand(ALEX, &["discerning-veteran"]);
    let v = b.unit(NICO, "vanguard-infantry");
    b.unit_mut(v).upgrades.push(Upgrade {
        card: "bounty-hunter-s-quarry".into(),
        label: "bounty-hunter-s-quarry".into(),
        owner: NICO,
    });
    let t = b.run(
        vec![
            play(ALEX, "discerning-veteran"),
            choose(ALEX, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    assert!(t.step_for("vanguard-infantry/bounty").is_some());
    assert!(t.step_for("vanguard-infantry/when-defeated").is_none());
    // 8.33.1: the upgrade is defeated as part of the capture, not by the
    // state check (1.16.5c), and before the Bounty resolves.
    let captured = step_index(&t, "captures Vanguard Infantry");
    let defeated = step_index(&t, "defeated as part of the capture");
    assert!(captured < defeated);
    assert!(t.steps[defeated].rules.iter().any(|r| r == "8.33.1"));
    assert!(!t
        .steps
        .iter()
        .any(|s| s.text.contains("is no longer attached")));
    assert!(defeated < t.step_for("vanguard-infantry/bounty").unwrap().0);
    let last = &t.steps.last().unwrap().board;
    assert_eq!(last.players[1].discard, vec!["bounty-hunter-s-quarry"]);
}

#[test]
fn rule_1_16_5d_a_captured_unit_returns_exhausted_when_its_guard_leaves_play() {
    let mut b = Board::new();
    let vet = b.unit(ALEX, "discerning-veteran");
    b.unit_mut(vet).captured.push(CapturedCard {
        card: "val".into(),
        label: "val".into(),
        owner: NICO,
    });
    b.unit_mut(vet).upgrades.push(Upgrade {
        card: "jetpack".into(),
        label: "jetpack".into(),
        owner: ALEX,
    });
    b.hand(NICO, &["vanquish"]);
    b.acting(NICO);
    let t = b.run(vec![play(NICO, "vanquish"), pass(ALEX), pass(NICO)], END);
    // 1.16.5c before 1.16.5d, both after the guard is defeated.
    let defeated = step_index(&t, "Discerning Veteran is defeated");
    let detached = step_index(&t, "is no longer attached");
    let rescued = step_index(&t, "is rescued");
    assert!(defeated < detached && detached < rescued);
    let last = &t.steps.last().unwrap().board;
    let val = last.units.iter().find(|u| u.card == "val").unwrap();
    assert_eq!(val.controller, NICO);
    assert!(val.exhausted);
    assert_eq!(val.label, "val");
    assert_eq!(
        last.players[0].discard,
        vec!["discerning-veteran", "jetpack"]
    );
}

#[test]
fn rule_1_16_5b_unique_copies_are_defeated_down_to_one() {
    let mut b = Board::new();
    b.unit_as(ALEX, "val", "val-1");
    b.hand(ALEX, &["val"]);
    let t = b.run(
        vec![
            play(ALEX, "val"),
            choose(ALEX, &["val-1"]),
            choose(ALEX, &["Alex"]),
            choose(NICO, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let keep = t
        .steps
        .iter()
        .find(|s| {
            s.choice
                .as_ref()
                .is_some_and(|c| c.prompt.contains("unique"))
        })
        .expect("the unique choice");
    assert_eq!(keep.choice.as_ref().unwrap().options, vec!["val-1", "val"]);
    assert!(keep.rules.iter().any(|r| r == "1.16.5b"));
    let last = &t.steps.last().unwrap().board;
    let vals: Vec<_> = last.units.iter().filter(|u| u.card == "val").collect();
    assert_eq!(vals.len(), 1);
    assert_eq!(vals[0].label, "val-1");
    // The copy defeated had its When Defeated: 2 Experience to val-1.
    assert_eq!(vals[0].experience, 2);
    assert_eq!(
        resolved(&t)[..3],
        ["val/play", "val/when-defeated", "val/bounty"]
    );
}

#[test]
fn rule_1_16_5c_an_upgrade_no_longer_attached_is_defeated() {
    let mut b = Board::new();
    let u = b.unit(ALEX, "vanguard-infantry");
    b.unit_mut(u).upgrades.push(Upgrade {
        card: "jetpack".into(),
        label: "jetpack".into(),
        owner: NICO,
    });
    b.hand(ALEX, &["vanquish"]);
    let t = b.run(
        vec![
            play(ALEX, "vanquish"),
            choose(ALEX, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let s = &t.steps[step_index(&t, "is no longer attached")];
    assert_eq!(s.kind, kinds::DEFEAT);
    assert!(s.text.contains("1.16.5c"));
    let last = &t.steps.last().unwrap().board;
    assert_eq!(last.players[1].discard, vec!["jetpack"], "its owner's pile");
}

#[test]
fn rule_1_16_5e_snokes_minus_two_defeats_enemy_units_at_zero_hp() {
    let mut b = Board::new();
    b.leader_aspects(ALEX, &["Vigilance", "Villainy"]);
    b.hand(ALEX, &["supreme-leader-snoke"]);
    b.unit(NICO, "desperate-commando");
    let yoda = b.unit(NICO, "yoda");
    b.unit(ALEX, "vanguard-infantry");
    let t = b.run(
        vec![
            play(ALEX, "supreme-leader-snoke"),
            choose(NICO, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let s = &t.steps[step_index(&t, "Desperate Commando is defeated")];
    assert!(s.rules.iter().any(|r| r == "1.16.5e"));
    // Its When Defeated is nested under the play (7.6.8).
    assert_eq!(
        resolved(&t)[..2],
        [
            "supreme-leader-snoke/play",
            "desperate-commando/when-defeated"
        ]
    );
    let last = &t.steps.last().unwrap().board;
    assert!(last.unit(yoda).is_some(), "Yoda has 4 HP: 2 left");
    assert_eq!(last.units.len(), 3, "Alex's own unit is not an enemy");
    let pool = &b.pool;
    let y = last.unit(yoda).unwrap();
    assert_eq!(
        timing_window::rulesets::swu::engine::stats::unit_stats(pool, last, y),
        (0, 2)
    );
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
        END,
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
        END,
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
        END,
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
    use timing_window::rulesets::swu::engine::{EngineError, GameTrace, PlayerId};

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

    fn answer(e: &EngineError, pick: u16) -> ScriptEntry {
        let n = e.options.len().max(1);
        let one = e.options[pick as usize % n].clone();
        if e.message.contains("action in the action phase") {
            let p = if e.message.contains("Nico") {
                NICO
            } else {
                ALEX
            };
            let action = if one == "take_initiative" {
                ScriptAction::TakeInitiative
            } else if one == "deploy" {
                ScriptAction::DeployLeader
            } else if let Some(card) = one.strip_prefix("play ") {
                ScriptAction::Play { card: card.into() }
            } else if let Some(src) = one.strip_prefix("ability ") {
                ScriptAction::UseAbility {
                    source: src.into(),
                    ability: None,
                }
            } else if let Some(rest) = one.strip_prefix("attack ") {
                let (a, t) = rest.split_once(" -> ").unwrap_or((rest, "base"));
                ScriptAction::Attack {
                    attacker: a.into(),
                    target: t.into(),
                }
            } else {
                ScriptAction::Pass
            };
            return ScriptEntry::Action { player: p, action };
        }
        let choose = if e.message.contains("In which order") {
            let mut v = e.options.clone();
            v.rotate_left(pick as usize % n);
            v
        } else {
            vec![one]
        };
        ScriptEntry::Decision {
            player: None,
            choose,
        }
    }

    fn drive(b: &Board, picks: &[u16]) -> Result<GameTrace, EngineError> {
        let mut script = Vec::new();
        for &pick in picks {
            match b.engine(script.clone(), END).run() {
                Ok(t) => return Ok(t),
                Err(e) if e.kind == ErrorKind::MissingDecision && !e.options.is_empty() => {
                    script.push(answer(&e, pick));
                }
                Err(e) => return Err(e),
            }
        }
        b.engine(script, END).run()
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
            match drive(&b, &picks) {
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
