//! DJ, Blatant Thief (SHD 213): "When played using Smuggle: Take control of
//! an enemy resource. When this unit leaves play, that resource's owner
//! takes control of it." A resource one player owns and the other controls
//! (1.5.2d, 8.27.1c), and the delayed effect that gives it back (7.7.4a),
//! at once when DJ has already left play (7.7.4f, the CR's example).

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id, last, read_whole, then_both_pass, END};
use timing_window::rulesets::swu::cards::{Effect, Trigger};
use timing_window::rulesets::swu::engine::{GameState, GameTrace, PlayerId, StolenResource};

const DJ: &str = "SHD_213";

/// Open question 35: which state a stolen resource goes back in.
const GOES_BACK_AS_ARRANGED: u32 = 35;

fn total(board: &GameState, p: PlayerId) -> u32 {
    let r = &board.players[p.index()].resources;
    r.ready + r.exhausted
}

/// Alex's DJ among his resources (7 ready, DJ one of them: just the
/// Smuggle cost, his base and leader giving the two Cunning icons), and
/// Nico's resources: 1 ready, 2 exhausted.
fn alex_can_smuggle_dj() -> (Board, String) {
    let mut b = Board::new();
    let id = card_id(&b, DJ);
    b.base_aspects(ALEX, &["Cunning"]);
    b.leader_aspects(ALEX, &["Cunning"]);
    let alex = &mut b.state.players[0].resources;
    alex.ready = 7;
    alex.known = vec![id.clone()];
    let nico = &mut b.state.players[1].resources;
    nico.ready = 1;
    nico.exhausted = 2;
    (b, id)
}

/// The board just before the step saying `needle`.
fn before<'t>(t: &'t GameTrace, needle: &str) -> &'t GameState {
    &t.steps[step_saying(t, needle) - 1].board
}

const TAKES: &str = "takes control of one of Nico's resources";
const GIVES_BACK: &str = "takes control of it again";

#[test]
fn dj_reads_his_smuggled_ability_and_writes_it_back() {
    let b = Board::new();
    let dj = read_whole(&b, DJ);
    let [a] = &dj.abilities[..] else {
        panic!("{:?}", dj.abilities)
    };
    assert_eq!(a.when, [Trigger::PlayedUsingSmuggle]);
    assert_eq!(a.effects, [Effect::TakeEnemyResourceUntilLeaves]);
}

#[test]
fn rule_8_27_1c_dj_smuggled_takes_an_enemy_resource_in_its_state() {
    // Alex chooses which of Nico's resources (1.7.4: ready or exhausted,
    // Nico's arrangement until one is chosen); it keeps its state and
    // moves to Alex's resource zone (8.27.1c), where it counts among the
    // resources Alex controls and no longer among Nico's.
    let (b, id) = alex_can_smuggle_dj();
    let t = b.run(
        then_both_pass(vec![
            smuggle(ALEX, &id),
            choose(ALEX, &["an exhausted resource"]),
        ]),
        END,
    );
    let c = decision(&t, "which of Nico's resources does Alex take control of?");
    assert_eq!(c.chooser, "Alex");
    assert_eq!(
        c.options,
        strings(&["a ready resource", "an exhausted resource"])
    );
    let was = before(&t, TAKES).clone();
    let board = last(&t);
    assert_eq!(total(board, NICO), total(&was, NICO) - 1);
    assert_eq!(board.players[1].resources.exhausted, 1);
    assert_eq!(total(board, ALEX), total(&was, ALEX) + 1);
    assert_eq!(
        board.players[0].resources.exhausted,
        was.players[0].resources.exhausted + 1
    );
    assert_eq!(board.players[0].resources.stolen.len(), 1);
}

#[test]
fn rule_1_5_2d_the_stolen_resource_pays_for_its_new_controller() {
    // Smuggling DJ exhausts every one of Alex's own resources; the ready
    // one DJ takes from Nico is Alex's to pay with (1.5.2c): he plays the
    // Jawa Scavenger (cost 1) with it.
    let (mut b, id) = alex_can_smuggle_dj();
    let jawa = card_id(&b, "SOR_205");
    b.hand(ALEX, &[&jawa]);
    let t = b.run(
        then_both_pass(vec![
            smuggle(ALEX, &id),
            choose(ALEX, &["a ready resource"]),
            pass(NICO),
            play(ALEX, &jawa),
        ]),
        END,
    );
    assert_eq!(before(&t, TAKES).players[0].resources.ready, 0);
    let board = last(&t);
    assert!(board
        .units
        .iter()
        .any(|u| u.card == jawa && u.controller == ALEX));
    assert_eq!(board.players[0].resources.ready, 0);
    assert_eq!(board.players[1].resources.ready, 0);
}

#[test]
fn rule_7_7_4b_dj_defeated_gives_the_resource_back_marked_open_35() {
    // Nico's Syndicate Lackeys (5/4) defeat DJ (3/5): the delayed effect
    // resolves (7.7.4b) and Nico takes control of his resource again. Alex
    // controls ready and exhausted resources, so which goes back is his
    // arrangement (1.7.4; open question 35, the engine's reading marked).
    let (mut b, id) = alex_can_smuggle_dj();
    b.unit(NICO, "syndicate-lackeys");
    let t = b.run(
        vec![
            smuggle(ALEX, &id),
            choose(ALEX, &["a ready resource"]),
            attack(NICO, "syndicate-lackeys", &id),
            choose(ALEX, &["exhausted"]),
            pass(ALEX),
            pass(NICO),
        ],
        END,
    );
    let c = decision(&t, "ready or exhausted");
    assert_eq!(c.chooser, "Alex");
    assert_eq!(c.options, strings(&["ready", "exhausted"]));
    let was = before(&t, TAKES).clone();
    let back = step_saying(&t, GIVES_BACK);
    assert!(t.steps[back]
        .facts
        .readings
        .contains(&GOES_BACK_AS_ARRANGED));
    let board = last(&t);
    assert!(board.players[0].discard.contains(&id));
    assert!(board.players[0].resources.stolen.is_empty());
    assert_eq!(total(board, NICO), total(&was, NICO));
    assert_eq!(total(board, ALEX), total(&was, ALEX));
    // Nico had 1 ready and 2 exhausted; the ready one went to Alex and an
    // exhausted one came back.
    assert_eq!(board.players[1].resources.exhausted, 3);
}

#[test]
fn rule_7_7_4f_dj_already_gone_gives_the_resource_back_at_once() {
    // The CR's own example (7.7.4f): DJ has left play before his ability
    // resolves. Alex already controls a DJ; the smuggled copy makes two,
    // and the unique check (1.16.5b) has Alex defeat the new one before
    // its "When played using Smuggle" ability resolves. The ability still
    // resolves: Alex takes control of Nico's resource, and as that DJ has
    // left play the delayed effect resolves at once.
    let (mut b, id) = alex_can_smuggle_dj();
    b.unit_as(ALEX, &id, "old-dj");
    let t = b.run(
        then_both_pass(vec![
            smuggle(ALEX, &id),
            choose(ALEX, &["old-dj"]),
            choose(ALEX, &["an exhausted resource"]),
        ]),
        END,
    );
    assert!(step_saying(&t, TAKES) < step_saying(&t, GIVES_BACK));
    assert!(said(&t, "the delayed effect resolves at once"));
    let was = before(&t, TAKES).clone();
    let board = last(&t);
    assert_eq!(total(board, NICO), total(&was, NICO));
    assert_eq!(board.players[1].resources.exhausted, 2);
    assert!(board.players[0].resources.stolen.is_empty());
    assert!(board.units.iter().any(|u| u.label == "old-dj"));
}

#[test]
fn rule_1_5_5f_a_stolen_resource_defeated_goes_to_its_owners_discard_pile() {
    // Alex controls DJ and a resource of Nico's DJ took (exhausted).
    // Wrecker (SHD 154) defeats a friendly resource: the stolen one is a
    // pick of its own, and defeated it goes to Nico's discard pile, its
    // owner's (1.5.5f). When DJ later leaves play there is nothing to give
    // back.
    let mut b = Board::new();
    let dj = card_id(&b, DJ);
    let wrecker = card_id(&b, "SHD_154");
    let until = b.unit_as(ALEX, &dj, "dj");
    let alex = &mut b.state.players[0].resources;
    alex.ready = 9;
    alex.exhausted = 1;
    alex.stolen.push(StolenResource { card: None, until });
    b.base_aspects(ALEX, &["Aggression", "Heroism"]);
    b.hand(ALEX, &[&wrecker]);
    b.unit(NICO, "battlefield-marine");
    b.unit(NICO, "syndicate-lackeys");
    let t = b.run(
        vec![
            play(ALEX, &wrecker),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["an exhausted resource the other player owns"]),
            choose(ALEX, &["Battlefield Marine"]),
            attack(NICO, "syndicate-lackeys", "dj"),
            pass(ALEX),
            pass(NICO),
        ],
        END,
    );
    let c = decision(&t, "which resource does Alex defeat");
    assert_eq!(
        c.options,
        strings(&[
            "a ready resource",
            "an exhausted resource",
            "a ready resource the other player owns",
            "an exhausted resource the other player owns",
        ])
    );
    let board = last(&t);
    assert_eq!(board.players[1].discard[0], "unknown");
    assert!(board.players[0].resources.stolen.is_empty());
    assert_eq!(total(board, ALEX), 9);
    assert_eq!(total(board, NICO), 10);
    assert!(board.players[0].discard.contains(&dj));
    assert!(!said(&t, GIVES_BACK));
}

#[test]
fn rule_7_7_4b_dj_returned_to_hand_gives_the_resource_back() {
    // Nico plays Waylay (SOR 222) on DJ: DJ leaves play for Alex's hand,
    // and Nico takes control of his resource again, so each player
    // controls as many resources as before DJ took it (Waylay's cost
    // aside).
    let (mut b, id) = alex_can_smuggle_dj();
    let waylay = card_id(&b, "SOR_222");
    b.base_aspects(NICO, &["Cunning"]);
    b.hand(NICO, &[&waylay]);
    b.state.players[1].resources.ready = 4;
    let t = b.run(
        vec![
            smuggle(ALEX, &id),
            choose(ALEX, &["an exhausted resource"]),
            play(NICO, &waylay),
            pass(ALEX),
            pass(NICO),
        ],
        END,
    );
    let was = before(&t, TAKES).clone();
    step_saying(&t, GIVES_BACK);
    let board = last(&t);
    assert!(board.units.iter().all(|u| u.card != id));
    assert!(board.players[0].resources.stolen.is_empty());
    assert_eq!(total(board, ALEX), total(&was, ALEX));
    assert_eq!(total(board, NICO), total(&was, NICO));
}

#[test]
fn rule_7_7_4b_dj_defeated_by_exploit_gives_the_resource_back_before_the_payment() {
    // Alex's DJ holds one of Nico's resources (ready): Alex has 3 ready
    // resources of his own and that one. Alex plays Tri-Droid Suppressor
    // (cost 7, Exploit 2) defeating DJ and OOM-Series Officer: it costs 3.
    // The delayed effect resolves as DJ leaves play (7.7.4b "at once"),
    // before Alex pays, so the resource goes back ready (Alex has nothing
    // exhausted yet: no choice) and Alex pays with his own 3.
    let mut b = Board::new();
    let id = card_id(&b, DJ);
    b.leader_aspects(ALEX, &["Cunning", "Villainy"]);
    b.hand(ALEX, &["tri-droid-suppressor"]);
    let dj = b.unit_as(ALEX, &id, "dj");
    b.unit(ALEX, "oom-series-officer");
    let alex = &mut b.state.players[0].resources;
    alex.ready = 4;
    alex.stolen = vec![StolenResource {
        card: None,
        until: dj,
    }];
    b.state.players[1].resources.ready = 2;
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, "tri-droid-suppressor"),
            choose(ALEX, &["dj", "oom-series-officer"]),
            choose(
                ALEX,
                &[
                    "tri-droid-suppressor/when-played",
                    "oom-series-officer/when-defeated",
                ],
            ),
            choose(ALEX, &["Nico's base"]),
        ]),
        END,
    );
    let back = step_saying(&t, GIVES_BACK);
    let paid = step_saying(&t, "Alex plays Tri-Droid Suppressor.");
    assert!(
        back < paid,
        "the resource went back at step {back}, the play is paid at {paid}"
    );
    // Nothing of Alex's was exhausted yet: no state to pick, and both
    // readings of question 35 agree, so the step is not marked.
    assert!(!said(&t, "ready or exhausted"));
    assert!(!t.steps[back]
        .facts
        .readings
        .contains(&GOES_BACK_AS_ARRANGED));
    let board = last(&t);
    assert!(board.players[0].resources.stolen.is_empty());
    assert_eq!(board.players[1].resources.ready, 3);
    assert_eq!(
        (
            board.players[0].resources.ready,
            board.players[0].resources.exhausted
        ),
        (0, 3)
    );
}
