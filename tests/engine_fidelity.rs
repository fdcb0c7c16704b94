//! Rules fidelity, round two: modified plays nest (7.1.6b, 7.1.6e; the rules
//! team's answer of 2025-09-29), Overwhelm into a Shield token (7.5.7e,
//! 6.3.4d), prevented damage is not dealt (1.9.9), unique copies by name and
//! subtitle (1.16.5b, 8.29.3) and Bounties (7.5.13e, 7.5.13f). Tests are
//! named after the rule they check (CR v7.0 numbering).

mod common;
use common::*;
use timing_window::rulesets::swu::engine::kinds;
use timing_window::rulesets::swu::engine::{
    GameTrace, PhaseStep, ScriptAction, ScriptEntry, StopPoint, Upgrade,
};
use timing_window::timing::{Constraint, OrderSpace};

const END: StopPoint = StopPoint::Before(PhaseStep::ActionEnd);

/// Training cards for boards the bundled pool cannot build.
const TRAINING_CARDS: &str = r#"
[[card]]
id = "training-commander"
name = "Training Commander"
subtitle = "Drill Sergeant"
type = "leader"
power = 2
hp = 6
arena = "ground"
unique = true
text = "Action [Exhaust]: Defeat a friendly unit. Then play a unit from your hand; it costs 1 less."

[[card.ability]]
id = "action"
when = ["action"]
exhaust = true
effects = [
  { do = "defeat", target = "chosen_friendly_unit" },
  { do = "play_unit", from = "hand", cost_reduction = 1 },
]

[[card]]
id = "yoda-reprint"
name = "Yoda"
subtitle = "Old Master"
type = "unit"
cost = 3
power = 2
hp = 4
arena = "ground"
unique = true
text = "A reprint of Yoda, Old Master: the same card under another id."

[[card]]
id = "yoda-sensing-darkness"
name = "Yoda"
subtitle = "Sensing Darkness"
type = "unit"
cost = 5
power = 3
hp = 6
arena = "ground"
unique = true
text = "Another Yoda: same name, different subtitle."

[[card]]
id = "training-saber"
name = "Training Saber"
subtitle = "Heirloom"
type = "upgrade"
cost = 1
unique = true
text = "A unique upgrade."
"#;

fn board() -> Board {
    let mut b = Board::new();
    b.pool
        .add_file("training.toml", TRAINING_CARDS)
        .expect("training cards load");
    b
}

fn ability(p: timing_window::rulesets::swu::engine::PlayerId, source: &str) -> ScriptEntry {
    ScriptEntry::Action {
        player: p,
        action: ScriptAction::UseAbility {
            source: source.into(),
            ability: None,
        },
    }
}

fn pos(t: &GameTrace, label: &str) -> usize {
    t.step_for(label)
        .unwrap_or_else(|| panic!("{label} resolved"))
        .0
}

fn labels(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

/// Sneak Attack played next to Alex's Bossk and Nico's Krayt Dragon, Sneak
/// Attack playing Patrolling V-Wing; Alex lets Alex go first whenever asked.
fn sneak_attack_krayt_bossk() -> GameTrace {
    let mut b = board();
    b.unit(ALEX, "bossk");
    b.unit(NICO, "krayt-dragon");
    b.hand(ALEX, &["sneak-attack", "patrolling-v-wing"]);
    b.run(
        vec![
            play(ALEX, "sneak-attack"),
            choose(ALEX, &["Patrolling V-Wing"]),
            // The nested layer: the V-Wing's When Played and Krayt Dragon.
            choose(ALEX, &["Alex"]),
            choose(NICO, &["yes"]),
            choose(NICO, &["Alex's base"]),
            // Outside it: Bossk and the Krayt Dragon trigger for the event.
            choose(ALEX, &["Alex"]),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Krayt Dragon"]),
            choose(NICO, &["yes"]),
            choose(NICO, &["Alex's base"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    )
}

#[test]
fn ruling_2025_09_29_what_sneak_attacks_play_triggers_resolves_before_bossk() {
    let t = sneak_attack_krayt_bossk();
    // The Krayt Dragon trigger for the V-Wing (the second one) resolves
    // before Bossk and before the Krayt Dragon trigger for Sneak Attack.
    let nested = pos(&t, "krayt-dragon/opponent-plays#2");
    assert!(pos(&t, "patrolling-v-wing/when-played") < pos(&t, "bossk/you-play-event"));
    assert!(nested < pos(&t, "bossk/you-play-event"));
    assert!(nested < pos(&t, "krayt-dragon/opponent-plays"));
    // While the nested layer resolves, the outer abilities are parked.
    let (_, step) = t.step_for("krayt-dragon/opponent-plays#2").unwrap();
    assert!(step.waiting.contains(&"bossk/you-play-event".to_string()));
    assert!(step
        .waiting
        .contains(&"krayt-dragon/opponent-plays".to_string()));
    // Alex is asked twice which player goes first: once per layer, never
    // one window with all four.
    let firsts = t
        .choices()
        .filter(|(_, c)| c.rules == vec!["7.6.10".to_string()])
        .count();
    assert_eq!(firsts, 2);
    // Both Krayt Dragon triggers dealt 2 (each card costs 2).
    let last = &t.steps.last().unwrap().board;
    assert_eq!(last.players[0].base.damage, 4);
}

#[test]
fn rule_7_1_6e_the_order_tree_allows_exactly_the_nested_orders() {
    let t = sneak_attack_krayt_bossk();
    let keep = labels(&[
        "krayt-dragon/opponent-plays#2",
        "bossk/you-play-event",
        "krayt-dragon/opponent-plays",
    ]);
    let space = OrderSpace::new(&t.order, Some(&keep), 100).unwrap();
    // The nested trigger is first; Alex then picks which player goes first.
    assert_eq!(space.orders.len(), 2, "{:?}", space.orders);
    assert!(space
        .orders
        .iter()
        .all(|o| o[0] == "krayt-dragon/opponent-plays#2"));
    // Putting Bossk first (one window for everything) breaks 7.1.6e.
    let wrong = labels(&[
        "bossk/you-play-event",
        "krayt-dragon/opponent-plays#2",
        "krayt-dragon/opponent-plays",
    ]);
    let v = space.judge(&wrong).unwrap();
    assert!(!v.legal);
    match v.first_broken {
        Some(Constraint::Before { rule, before, .. }) => {
            assert_eq!(rule, "7.1.6e");
            assert_eq!(before, "krayt-dragon/opponent-plays#2");
        }
        other => panic!("expected a 7.1.6e constraint, got {other:?}"),
    }
    // Every legal order of the whole run keeps the layer ahead of Bossk.
    let all = OrderSpace::new(&t.order, None, 1000).unwrap();
    assert!(!all.truncated);
    for o in &all.orders {
        let at = |l: &str| o.iter().position(|x| x == l).unwrap();
        assert!(at("patrolling-v-wing/when-played") < at("bossk/you-play-event"));
        assert!(at("krayt-dragon/opponent-plays#2") < at("krayt-dragon/opponent-plays"));
    }
    // 2 orders inside the nested layer times 2 outside it.
    assert_eq!(all.orders.len(), 4);
}

#[test]
fn rule_7_1_6e_an_action_abilitys_modified_play_nests_before_what_the_action_triggered() {
    // Training Commander's action defeats Alex's Vanguard Infantry (its
    // When Defeated waits until the action has finished, 7.6.8), then
    // plays Patrolling V-Wing: Krayt Dragon's trigger for that play is
    // nested in the action ability and resolves first (7.1.6b, 7.1.6e).
    let mut b = board();
    b.leader(ALEX, "training-commander");
    b.unit(ALEX, "vanguard-infantry");
    b.unit(NICO, "krayt-dragon");
    b.hand(ALEX, &["patrolling-v-wing"]);
    let t = b.run(
        vec![
            ability(ALEX, "training-commander"),
            choose(ALEX, &["Patrolling V-Wing"]),
            // The nested layer: the V-Wing's When Played and Krayt Dragon.
            choose(ALEX, &["Nico"]),
            choose(NICO, &["yes"]),
            // Outside it: Vanguard Infantry's When Defeated.
            choose(ALEX, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let action = pos(&t, "training-commander/action");
    let krayt = pos(&t, "krayt-dragon/opponent-plays");
    let defeated = pos(&t, "vanguard-infantry/when-defeated");
    assert!(action < krayt && krayt < defeated);
    let keep = labels(&[
        "vanguard-infantry/when-defeated",
        "krayt-dragon/opponent-plays",
        "patrolling-v-wing/when-played",
    ]);
    let space = OrderSpace::new(&t.order, Some(&keep), 100).unwrap();
    assert_eq!(space.orders.len(), 2);
    assert!(space
        .orders
        .iter()
        .all(|o| o[2] == "vanguard-infantry/when-defeated"));
}

#[test]
fn rule_7_6_11_a_when_played_abilitys_modified_play_is_nested_in_that_ability() {
    // Kelleran Beq's When Played plays Patrolling V-Wing from the deck:
    // what that play triggers is nested in Kelleran's ability, so it
    // resolves before Nico's Krayt Dragon trigger for Kelleran himself,
    // which waited beside that ability.
    let mut b = board();
    b.leader_aspects(ALEX, &["Command", "Heroism"]);
    b.unit(NICO, "krayt-dragon");
    b.hand(ALEX, &["kelleran-beq"]);
    b.deck(ALEX, &["patrolling-v-wing"], 10);
    let t = b.run(
        vec![
            play(ALEX, "kelleran-beq"),
            choose(ALEX, &["Alex"]),
            // Nested: the V-Wing's When Played and Krayt Dragon.
            choose(ALEX, &["Patrolling V-Wing"]),
            choose(ALEX, &["Alex"]),
            choose(NICO, &["yes"]),
            choose(NICO, &["Alex's base"]),
            // The Krayt Dragon trigger for Kelleran Beq.
            choose(NICO, &["yes"]),
            choose(NICO, &["Alex's base"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let kelleran = pos(&t, "kelleran-beq/when-played");
    let nested = pos(&t, "krayt-dragon/opponent-plays#2");
    let outer = pos(&t, "krayt-dragon/opponent-plays");
    assert!(kelleran < nested && nested < outer);
    let (_, s) = t.step_for("krayt-dragon/opponent-plays#2").unwrap();
    let (_, k) = t.step_for("kelleran-beq/when-played").unwrap();
    assert!(s.depth > k.depth, "the play's trigger is a nested layer");
}

#[test]
fn rule_7_5_7e_overwhelm_into_a_shield_deals_nothing_to_the_base() {
    let mut b = board();
    b.unit(ALEX, "krayt-dragon");
    let dooku = b.unit(NICO, "count-dooku");
    b.unit_mut(dooku).shields = 1;
    let t = b.run(
        vec![
            attack(ALEX, "krayt-dragon", "count-dooku"),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let last = &t.steps.last().unwrap().board;
    assert_eq!(last.players[1].base.damage, 0, "no excess reaches the base");
    let d = last.units.iter().find(|u| u.card == "count-dooku").unwrap();
    assert_eq!((d.damage, d.shields), (0, 0));
    assert!(t
        .steps
        .iter()
        .any(|s| s.kind == kinds::DAMAGE && s.rules.iter().any(|r| r == "7.5.7e")));
}

/// 6.3.4d, 7.5.7c: a defender the combat damage would not defeat (its
/// Shield token) leaves no excess, so the whole combat damage is dealt to
/// it and the Shield token prevents all of it: 10, not the 4 that would
/// have defeated Count Dooku without it.
#[test]
fn rule_6_3_4d_a_defender_not_defeated_is_dealt_all_the_overwhelm_damage() {
    let mut b = board();
    b.unit(ALEX, "krayt-dragon");
    let dooku = b.unit(NICO, "count-dooku");
    b.unit_mut(dooku).shields = 1;
    let t = b.run(
        vec![
            attack(ALEX, "krayt-dragon", "count-dooku"),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
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
fn rule_7_5_7a_without_a_shield_overwhelm_sends_the_excess_to_the_base() {
    let mut b = board();
    b.unit(ALEX, "krayt-dragon");
    b.unit(NICO, "count-dooku");
    let t = b.run(
        vec![
            attack(ALEX, "krayt-dragon", "count-dooku"),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let last = &t.steps.last().unwrap().board;
    // 10 power against Dooku's 4 HP: 6 to the base.
    assert_eq!(last.players[1].base.damage, 6);
}

#[test]
fn rule_1_9_9_prevented_combat_damage_is_not_dealt() {
    // Heroic Sacrifice: the attacker gains "When this unit deals combat
    // damage: Defeat it". A Shield token prevents all of it, with Overwhelm
    // too: no combat damage is dealt, so the attacker stays in play.
    let mut b = board();
    b.unit(ALEX, "krayt-dragon");
    let dooku = b.unit(NICO, "count-dooku");
    b.unit_mut(dooku).shields = 1;
    b.hand(ALEX, &["heroic-sacrifice"]);
    let t = b.run(
        vec![
            play(ALEX, "heroic-sacrifice"),
            choose(ALEX, &["count-dooku"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let last = &t.steps.last().unwrap().board;
    assert!(last.units.iter().any(|u| u.card == "krayt-dragon"));
    assert_eq!(last.players[1].base.damage, 0);
    assert!(!t
        .steps
        .iter()
        .any(|s| s.kind == kinds::DEFEAT && s.text.contains("Krayt Dragon")));
}

#[test]
fn rule_1_9_9_combat_damage_that_is_dealt_still_counts() {
    // The same attack without the Shield token: Krayt Dragon deals combat
    // damage, so the gained ability defeats it.
    let mut b = board();
    b.unit(ALEX, "krayt-dragon");
    b.unit(NICO, "count-dooku");
    b.hand(ALEX, &["heroic-sacrifice"]);
    let t = b.run(
        vec![
            play(ALEX, "heroic-sacrifice"),
            choose(ALEX, &["count-dooku"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let last = &t.steps.last().unwrap().board;
    assert!(!last.units.iter().any(|u| u.card == "krayt-dragon"));
}

#[test]
fn rule_1_16_5b_unique_copies_compare_name_and_subtitle_not_card_id() {
    // A reprint (another id, same name and subtitle) is the same card.
    let mut b = board();
    b.unit(ALEX, "yoda");
    b.hand(ALEX, &["yoda-reprint"]);
    let t = b.run(
        vec![
            play(ALEX, "yoda-reprint"),
            choose(ALEX, &["yoda"]),
            // Yoda's When Defeated (the reprint has none): no player chosen.
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let keep = t
        .choices()
        .find(|(_, c)| c.prompt.contains("unique"))
        .map(|(_, c)| c.clone())
        .expect("the uniqueness choice");
    assert_eq!(keep.options, vec!["yoda", "yoda-reprint"]);
    let last = &t.steps.last().unwrap().board;
    let yodas: Vec<_> = last.units.iter().map(|u| u.card.as_str()).collect();
    assert_eq!(yodas, vec!["yoda"]);
    assert_eq!(last.players[0].discard, vec!["yoda-reprint"]);
}

#[test]
fn rule_8_29_3_same_name_with_another_subtitle_is_another_card() {
    let mut b = board();
    b.unit(ALEX, "yoda");
    b.hand(ALEX, &["yoda-sensing-darkness"]);
    let t = b.run(
        vec![play(ALEX, "yoda-sensing-darkness"), pass(NICO), pass(ALEX)],
        END,
    );
    assert!(!t.choices().any(|(_, c)| c.prompt.contains("unique")));
    assert_eq!(t.steps.last().unwrap().board.units.len(), 2);
}

#[test]
fn rule_1_16_5b_copies_under_different_controllers_are_not_checked() {
    let mut b = board();
    b.unit(NICO, "yoda");
    b.hand(ALEX, &["yoda-reprint"]);
    let t = b.run(
        vec![play(ALEX, "yoda-reprint"), pass(NICO), pass(ALEX)],
        END,
    );
    assert!(!t.choices().any(|(_, c)| c.prompt.contains("unique")));
    assert_eq!(t.steps.last().unwrap().board.units.len(), 2);
}

#[test]
fn rule_8_29_3a_unique_upgrades_count_as_copies() {
    // Alex has a unique upgrade on one unit and plays a second copy on
    // another: he keeps one, the other is defeated to his discard pile.
    let mut b = board();
    let marine = b.unit(ALEX, "vanguard-infantry");
    b.unit(ALEX, "oom-series-officer");
    b.unit_mut(marine).upgrades.push(Upgrade {
        card: "training-saber".into(),
        label: "training-saber".into(),
        owner: ALEX,
    });
    b.hand(ALEX, &["training-saber"]);
    let t = b.run(
        vec![
            play(ALEX, "training-saber"),
            choose(ALEX, &["oom-series-officer"]),
            choose(ALEX, &["training-saber (2)"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
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
    let mut b = board();
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
        END,
    );
    let last = &t.steps.last().unwrap().board;
    assert!(last.units.iter().all(|u| u.upgrades.is_empty()));
    assert!(last.units.iter().any(|u| u.card == "yoda"));
    assert_eq!(last.players[0].discard, vec!["yoda-as-upgrade"]);
}

#[test]
fn rule_7_5_13e_a_bounty_is_optional() {
    // Nico defeats Alex's Hylobon Enforcer (Bounty: draw a card) and
    // declines the Bounty: nothing is drawn.
    let mut b = board();
    b.unit(ALEX, "hylobon-enforcer");
    b.hand(NICO, &["vanquish"]).acting(NICO);
    let hand_before = b.state.players[1].hand.len();
    let t = b.run(
        vec![
            play(NICO, "vanquish"),
            choose(NICO, &["no"]),
            pass(ALEX),
            pass(NICO),
        ],
        END,
    );
    let (_, s) = t.step_for("hylobon-enforcer/bounty").unwrap();
    assert!(s.text.contains("declines"), "{}", s.text);
    let (_, c) = t
        .choices()
        .find(|(_, c)| c.prompt.contains("Bounty"))
        .expect("the Bounty decision");
    assert_eq!(c.options, vec!["yes", "no"]);
    assert!(c.rules.iter().any(|r| r == "7.5.13e"));
    // Vanquish left Nico's hand; nothing was drawn.
    assert_eq!(
        t.steps.last().unwrap().board.players[1].hand.len(),
        hand_before - 1
    );
}

#[test]
fn rule_7_5_13f_a_bounty_is_resolved_by_an_opponent_even_when_you_defeat_your_own_unit() {
    // Alex defeats his own Hylobon Enforcer: Nico, the opponent, collects
    // the Bounty and draws.
    let mut b = board();
    b.unit(ALEX, "hylobon-enforcer");
    b.hand(ALEX, &["vanquish"]);
    let t = b.run(
        vec![
            play(ALEX, "vanquish"),
            choose(NICO, &["yes"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let (_, s) = t.step_for("hylobon-enforcer/bounty").unwrap();
    assert_eq!(s.player.as_deref(), Some("Nico"));
    assert!(s.rules.iter().any(|r| r == "7.5.13f"));
    let (_, c) = t
        .choices()
        .find(|(_, c)| c.prompt.contains("Bounty"))
        .expect("the Bounty decision");
    assert_eq!(c.chooser, "Nico");
    let last = &t.steps.last().unwrap().board;
    assert_eq!(last.players[1].hand.len(), 1, "Nico drew the card");
    assert_eq!(last.players[1].deck.len(), 19);
}

#[test]
fn rule_7_1_6e_an_ambush_gained_from_timely_intervention_resolves_before_bossk() {
    // Timely Intervention plays OOM-Series Officer and gives it Ambush: the
    // Ambush (triggered by that modified play) is nested in the event's
    // ability, so the whole attack, with the Officer's When Defeated,
    // happens before Bossk's "when you play an event", which waits outside.
    let mut b = board();
    b.unit(ALEX, "bossk");
    b.unit(NICO, "yoda");
    b.hand(ALEX, &["timely-intervention", "oom-series-officer"]);
    let t = b.run(
        vec![
            play(ALEX, "timely-intervention"),
            choose(ALEX, &["OOM-Series Officer"]),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Nico's base"]),
            choose(ALEX, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let bossk = pos(&t, "bossk/you-play-event");
    assert!(pos(&t, "oom-series-officer/ambush") < bossk);
    assert!(pos(&t, "oom-series-officer/attack") < bossk);
    assert!(pos(&t, "oom-series-officer/when-defeated") < bossk);
    let keep = labels(&["bossk/you-play-event", "oom-series-officer/ambush"]);
    let space = OrderSpace::new(&t.order, Some(&keep), 10).unwrap();
    assert_eq!(
        space.orders,
        vec![labels(&[
            "oom-series-officer/ambush",
            "bossk/you-play-event"
        ])]
    );
}

#[test]
fn rule_6_3_4d_overwhelm_deals_the_defender_only_what_defeats_it() {
    // Krayt Dragon (10 power, Overwhelm) into Vanguard Infantry (2 HP): 2 to
    // the Infantry, 8 to Nico's base, not 10 and 8.
    let mut b = board();
    b.unit(ALEX, "krayt-dragon");
    b.unit(NICO, "vanguard-infantry");
    let t = b.run(
        vec![
            attack(ALEX, "krayt-dragon", "vanguard-infantry"),
            choose(NICO, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
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
