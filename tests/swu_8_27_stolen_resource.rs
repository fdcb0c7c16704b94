//! DJ, Blatant Thief (SHD 213): "When played using Smuggle: Take control of
//! an enemy resource. When this unit leaves play, that resource's owner
//! takes control of it." A resource one player owns and the other controls
//! (1.5.2d, 8.27.1c), and the delayed effect that gives it back (7.7.4a),
//! at once when DJ has already left play (7.7.4f, the CR's example). A
//! resource DJ took, smuggled by its new controller (7.5.14a): the holder
//! controls it, the other player owns it, and DJ then has nothing to give
//! back (8.7.3).

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

/// Alex controls DJ ("dj") and one of Nico's resources DJ took, the card
/// `card`; `ready` ready resources in all, that one among them, and no
/// aspect penalty for Cunning, Heroism or Command cards. Alex's deck: the
/// Battlefield Marine on top of 5 unknown cards; Nico's, 20 unknown.
fn alex_holds_nicos(card: &str, ready: u32) -> Board {
    let mut b = Board::new();
    let dj = card_id(&b, DJ);
    let until = b.unit_as(ALEX, &dj, "dj");
    b.leader_aspects(ALEX, &["Cunning", "Heroism"]);
    b.base_aspects(ALEX, &["Command"]);
    b.deck(ALEX, &["battlefield-marine"], 5);
    let alex = &mut b.state.players[0].resources;
    alex.ready = ready;
    alex.stolen.push(StolenResource {
        card: Some(card.to_string()),
        until,
    });
    b
}

const SMUGGLED_FROM_NICO: &str = "a card Nico owns that DJ took";

fn rules_of(t: &GameTrace, needle: &str) -> Vec<String> {
    t.steps[step_saying(t, needle)]
        .rules
        .iter()
        .map(|r| r.to_string())
        .collect()
}

#[test]
fn rule_7_5_14a_a_stolen_unit_card_is_smuggled_by_its_holder_and_stays_its_owners() {
    // Zorii Bliss (Smuggle 6) is one of Nico's resources DJ took. Alex
    // plays it from his resource zone, the card helping pay (7.5.14e); the
    // top card of Alex's deck replaces it, exhausted (7.5.14g). Alex
    // played it, so he controls it (1.5.2b); Nico still owns it (1.5.2a).
    let b = alex_holds_nicos("zorii-bliss", 7);
    let t = b.run(then_both_pass(vec![smuggle(ALEX, "zorii-bliss")]), END);
    let i = step_saying(&t, "Alex pays 6 to smuggle Zorii Bliss from the resources");
    let text = &t.steps[i].text;
    assert!(text.contains("the top card of Alex's deck replaces it as a resource, exhausted"));
    assert!(text.contains(SMUGGLED_FROM_NICO), "{text}");
    assert!(text.contains("Alex controls what it becomes and Nico still owns it; it enters play as a new copy, no longer that resource, so when DJ leaves play there is no resource to give back."));
    assert_eq!(
        t.steps[i].rules,
        strings(&["7.5.14", "7.5.14a", "7.5.14g", "1.5.2a", "1.5.2b", "8.7.1", "8.7.3"])
    );
    step_saying(&t, "Alex plays Zorii Bliss using Smuggle.");
    let board = last(&t);
    let z = board
        .units
        .iter()
        .find(|u| u.card == "zorii-bliss")
        .expect("Zorii in play");
    assert_eq!((z.controller, z.owner), (ALEX, NICO));
    assert!(
        z.exhausted,
        "a unit played with Smuggle enters exhausted (7.5.14f)"
    );
    let r = &board.players[0].resources;
    assert!(r.stolen.is_empty(), "no longer a resource");
    // 6 paid of 7, Zorii among them and gone; the Marine in, exhausted.
    assert_eq!((r.ready, r.exhausted), (1, 6));
    assert_eq!(board.players[0].deck.len(), 5, "Alex's deck replaced it");
    assert_eq!(board.players[1].deck.len(), 20, "not Nico's");
    assert_eq!(total(board, NICO), 10);
}

#[test]
fn rule_7_5_14h_a_stolen_resource_smuggled_with_an_empty_deck_is_not_replaced() {
    let mut b = alex_holds_nicos("zorii-bliss", 6);
    b.state.players[0].deck.clear();
    let t = b.run(then_both_pass(vec![smuggle(ALEX, "zorii-bliss")]), END);
    let needle = "Alex's deck is empty, so nothing replaces it, and that is not a draw: no damage.";
    assert!(said(&t, SMUGGLED_FROM_NICO));
    assert_eq!(
        rules_of(&t, needle),
        strings(&["7.5.14", "7.5.14a", "7.5.14h", "1.5.2a", "1.5.2b", "8.7.1", "8.7.3"])
    );
    let board = last(&t);
    let r = &board.players[0].resources;
    assert_eq!((r.ready, r.exhausted), (0, 5));
    assert!(r.stolen.is_empty());
    assert_eq!(board.players[0].base.damage, 0);
    assert!(board
        .units
        .iter()
        .any(|u| u.card == "zorii-bliss" && u.owner == NICO && u.controller == ALEX));
}

#[test]
fn rule_7_5_14f_a_stolen_event_smuggled_goes_to_its_owners_discard_pile() {
    // Timely Intervention (Smuggle 2, Command): Alex plays it, and it goes
    // to Nico's discard pile, its owner's (7.4.2, 7.5.14f). Alex has no
    // unit in hand, so its ability has nothing to play.
    let b = alex_holds_nicos("timely-intervention", 2);
    let t = b.run(
        then_both_pass(vec![smuggle(ALEX, "timely-intervention")]),
        END,
    );
    assert!(said(&t, SMUGGLED_FROM_NICO));
    // An event never enters play (7.4.2): the smuggle step does not say it
    // does, nor that Alex controls what it becomes.
    let smuggled = "Alex pays 2 to smuggle Timely Intervention from the resources, a card Nico owns that DJ took; the top card of Alex's deck replaces it as a resource, exhausted. An event never enters play, and it is no longer a resource, so when DJ leaves play there is no resource to give back.";
    assert_eq!(
        rules_of(&t, smuggled),
        strings(&["7.5.14", "7.5.14a", "7.5.14g", "1.5.2a", "7.4.2"])
    );
    assert!(!said(&t, "Alex controls what it becomes"));
    assert_eq!(
        rules_of(
            &t,
            "Alex plays Timely Intervention using Smuggle; it goes to Nico's discard pile, its owner's, and its ability resolves."
        ),
        strings(&["5.4.1b", "7.4.2", "7.5.14f"])
    );
    let board = last(&t);
    assert_eq!(board.players[1].discard, strings(&["timely-intervention"]));
    assert!(board.players[0].discard.is_empty());
    assert!(board.players[0].resources.stolen.is_empty());
    assert_eq!(
        (
            board.players[0].resources.ready,
            board.players[0].resources.exhausted
        ),
        (0, 2)
    );
}

#[test]
fn rule_8_7_3_dj_defeated_after_his_resource_was_smuggled_gives_nothing_back() {
    // Alex smuggles Zorii, then Nico's Syndicate Lackeys (5/4) defeat DJ
    // (3/5). The card DJ took entered play as a new copy (8.7.1, 8.7.3),
    // no longer that resource: the delayed effect has nothing to give
    // back, Zorii stays Alex's to control and each player keeps the
    // resources they had.
    let mut b = alex_holds_nicos("zorii-bliss", 7);
    b.unit(NICO, "syndicate-lackeys");
    let t = b.run(
        vec![
            smuggle(ALEX, "zorii-bliss"),
            attack(NICO, "syndicate-lackeys", "dj"),
            pass(ALEX),
            pass(NICO),
        ],
        END,
    );
    let dj = card_id(&b, DJ);
    let smuggled = step_saying(&t, SMUGGLED_FROM_NICO);
    let defeated = step_saying(&t, "is defeated");
    assert!(smuggled < defeated);
    assert!(!said(&t, GIVES_BACK));
    let was = t.steps[smuggled].board.clone();
    let board = last(&t);
    assert!(board.players[0].discard.contains(&dj));
    assert_eq!(total(board, ALEX), total(&was, ALEX));
    assert_eq!(total(board, NICO), 10);
    assert!(board
        .units
        .iter()
        .any(|u| u.card == "zorii-bliss" && u.owner == NICO && u.controller == ALEX));
}

#[test]
fn rule_1_5_2b_a_stolen_upgrade_smuggled_is_the_holders_and_leaves_for_its_owners_discard_pile() {
    // Jetpack (Smuggle 4, Cunning), one of Nico's resources DJ took: Alex
    // plays it on DJ, controlling it while Nico owns it. Nico's Waylay
    // returns DJ to Alex's hand; the Jetpack goes to Nico's discard pile,
    // its owner's, and DJ's delayed effect has no resource to give back.
    let mut b = alex_holds_nicos("jetpack", 4);
    let waylay = card_id(&b, "SOR_222");
    b.base_aspects(NICO, &["Cunning"]);
    b.hand(NICO, &[&waylay]);
    let t = b.run(
        vec![
            smuggle(ALEX, "jetpack"),
            play(NICO, &waylay),
            pass(ALEX),
            pass(NICO),
        ],
        END,
    );
    assert!(said(&t, SMUGGLED_FROM_NICO));
    let on = step_saying(&t, "Alex plays Jetpack on dj.");
    let up = t.steps[on]
        .board
        .units
        .iter()
        .flat_map(|u| u.upgrades.iter())
        .find(|up| up.card == "jetpack")
        .expect("Jetpack attached");
    assert_eq!((up.controller(), up.owner), (ALEX, NICO));
    assert!(!said(&t, GIVES_BACK));
    let board = last(&t);
    assert!(board.players[1].discard.contains(&"jetpack".to_string()));
    assert!(!board.players[0].discard.contains(&"jetpack".to_string()));
    assert!(board.players[0].resources.stolen.is_empty());
}

#[test]
fn rule_7_5_14d_only_a_stolen_resource_whose_card_is_known_is_offered_for_smuggle() {
    // Named: "smuggle zorii-bliss" is among Alex's actions. Unnamed: the
    // engine cannot tell it has Smuggle, so it offers nothing and refuses
    // the action.
    let b = alex_holds_nicos("zorii-bliss", 7);
    let e = b.run_err(vec![smuggle(ALEX, "yoda")], END);
    assert!(
        e.options.contains(&"smuggle zorii-bliss".to_string()),
        "{:?}",
        e.options
    );
    let mut b = alex_holds_nicos("zorii-bliss", 7);
    b.state.players[0].resources.stolen[0].card = None;
    let e = b.run_err(vec![smuggle(ALEX, "zorii-bliss")], END);
    assert!(
        e.to_string()
            .contains("Alex has no known resource 'zorii-bliss' to smuggle"),
        "{e}"
    );
    assert!(
        !e.options.iter().any(|o| o.starts_with("smuggle")),
        "{:?}",
        e.options
    );
}

#[test]
fn rule_7_5_14a_with_his_own_and_a_stolen_copy_the_holder_picks_which_to_smuggle() {
    // Alex has a Zorii Bliss of his own among his resources and the one DJ
    // took from Nico: one action, and Alex chooses which card he plays.
    let mut b = alex_holds_nicos("zorii-bliss", 8);
    b.state.players[0].resources.known = vec!["zorii-bliss".into()];
    let t = b.run(
        then_both_pass(vec![
            smuggle(ALEX, "zorii-bliss"),
            choose(ALEX, &["Zorii Bliss Nico owns"]),
        ]),
        END,
    );
    let c = decision(&t, "which does Alex smuggle?");
    assert_eq!(c.chooser, "Alex");
    assert_eq!(
        c.options,
        strings(&["Zorii Bliss Alex owns", "Zorii Bliss Nico owns"])
    );
    assert!(said(&t, SMUGGLED_FROM_NICO));
    let board = last(&t);
    assert!(board.players[0].resources.stolen.is_empty());
    assert_eq!(board.players[0].resources.known, strings(&["zorii-bliss"]));
    assert!(board
        .units
        .iter()
        .any(|u| u.card == "zorii-bliss" && u.owner == NICO));
}

#[test]
fn rule_7_5_14b_tech_gives_a_stolen_resource_smuggle_as_a_friendly_resource() {
    // Alex controls Tech (SHD 248: "Each friendly resource gains
    // Smuggle", the card's cost plus 2) and a Battlefield Marine (cost 2,
    // Command Heroism) of Nico's that DJ took: a resource Alex controls is
    // friendly to him (1.5.3a), so the Marine has Tech's Smuggle, for 4.
    let mut b = alex_holds_nicos("battlefield-marine", 10);
    let tech = card_id(&b, "SHD_248");
    b.unit(ALEX, &tech);
    b.base_aspects(ALEX, &["Command", "Heroism"]);
    let t = b.run(
        then_both_pass(vec![smuggle(ALEX, "battlefield-marine")]),
        END,
    );
    let i = step_saying(
        &t,
        "Alex pays 4 to smuggle Battlefield Marine from the resources",
    );
    assert!(t.steps[i].text.contains(SMUGGLED_FROM_NICO));
    assert!(t.steps[i]
        .text
        .contains("It uses the Smuggle Tech gives it"));
    assert_eq!(
        rules_of(&t, "It uses the Smuggle Tech gives it"),
        strings(&["7.5.14", "7.5.14b", "7.5.14a", "7.5.14g", "1.5.2a", "1.5.2b", "8.7.1", "8.7.3"])
    );
    let board = last(&t);
    assert!(board.players[0].resources.stolen.is_empty());
    assert_eq!(
        (
            board.players[0].resources.ready,
            board.players[0].resources.exhausted
        ),
        (6, 4)
    );
    assert!(board
        .units
        .iter()
        .any(|u| u.card == "battlefield-marine" && u.owner == NICO && u.controller == ALEX));
}
