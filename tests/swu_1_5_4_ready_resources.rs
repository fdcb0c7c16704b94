//! Printed cards read from their text (issue 26): "Ready a resource",
//! "ready 2 resources". What the reader makes of the line, that the writer
//! gives it back, and that the engine readies exhausted resources the
//! player chooses (1.5.4c), offering a ready one too, which stays ready
//! (1.5.4e), when both kinds are there. "Each opponent may ready a
//! resource" (Wartime Profiteer, Emissary's Sheathipede: the opponent
//! decides, 8.32.1), and "put this event into play as a resource"
//! (Resupply: the event moves from the discard pile to the resources,
//! 7.4.2, 7.4.3).

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, last, read_ability as ability, read_whole, then_both_pass, END};
use timing_window::rulesets::swu::cards::text::{round_trip, Line};
use timing_window::rulesets::swu::cards::{CardType, Effect};
use timing_window::rulesets::swu::engine::GameTrace;

#[test]
fn rule_1_5_4c_ready_resource_lines_read_and_back() {
    for (line, count) in [
        ("On Attack: You may ready a resource.", 1),
        ("When Played: Ready 2 resources.", 2),
    ] {
        let Ok(Line::Ability(a)) = round_trip(line, CardType::Unit) else {
            panic!("{line} is read");
        };
        assert_eq!(a.effects, [Effect::ReadyResources { count }], "{line}");
    }
    // "1 resources" and "a resources" are not how cards say it.
    for wrong in [
        "When Played: Ready 1 resources.",
        "When Played: Ready a resources.",
    ] {
        assert!(round_trip(wrong, CardType::Unit).is_err(), "{wrong}");
    }
}

/// SHD 199 Coruscant Dissident attacks Nico's base and Alex says yes to
/// its "On Attack: You may ready a resource."; then `more`.
fn dissident_attacks(ready: u32, exhausted: u32, more: &[&str]) -> (u32, u32) {
    let mut b = Board::new();
    let dissident = read_whole(&b, "SHD_199").id.clone();
    let id = b.unit(ALEX, &dissident);
    b.unit_mut(id).exhausted = false;
    b.state.players[0].resources.ready = ready;
    b.state.players[0].resources.exhausted = exhausted;
    let mut script = vec![attack(ALEX, &dissident, "base"), choose(ALEX, &["yes"])];
    script.extend(more.iter().map(|m| choose(ALEX, &[m])));
    let t = b.run(then_both_pass(script), END);
    let board = last(&t);
    assert_eq!(board.players[1].base.damage, 3);
    let r = &board.players[0].resources;
    (r.ready, r.exhausted)
}

#[test]
fn rule_1_5_4c_coruscant_dissident_readies_an_exhausted_resource() {
    // Only exhausted resources: the one chosen readies, no choice to make.
    assert_eq!(dissident_attacks(0, 2, &[]), (1, 1));
}

#[test]
fn rule_1_5_4e_a_ready_resource_may_be_chosen_and_stays_ready() {
    // Both kinds: Alex chooses; an exhausted one readies, a ready one
    // changes nothing.
    assert_eq!(
        dissident_attacks(3, 2, &["ready 1 exhausted resource"]),
        (4, 1)
    );
    assert_eq!(
        dissident_attacks(3, 2, &["choose only ready resources (none readies)"]),
        (3, 2)
    );
}

#[test]
fn rule_8_32_1_each_opponent_may_ready_a_resource_reads_and_back() {
    let a = ability(
        "When Defeated: Each opponent may ready a resource.",
        CardType::Unit,
    );
    assert_eq!(
        a.effects,
        vec![Effect::EachOpponentMay {
            then: vec![Effect::ReadyResources { count: 1 }],
        }]
    );
}

/// Alex's `unit` (already `damage`d) attacks Nico's `target` and is
/// defeated; Nico's 10 resources are all exhausted; Nico answers `yes`.
fn defeated_giving_nico_a_resource(
    set_number: &str,
    damage: i32,
    target: &str,
    yes: bool,
) -> GameTrace {
    let mut b = Board::new();
    let id = card(&b, set_number);
    let u = b.unit_as(ALEX, &id, "Alex's unit");
    b.unit_mut(u).damage = damage;
    b.unit_as(NICO, target, "Nico's unit");
    let r = &mut b.state.player_mut(NICO).resources;
    (r.ready, r.exhausted) = (0, 10);
    let answer = if yes { "yes" } else { "no" };
    b.run(
        then_both_pass(vec![
            attack(ALEX, "Alex's unit", "Nico's unit"),
            choose(NICO, &[answer]),
        ]),
        END,
    )
}

#[test]
fn rule_8_32_1_wartime_profiteer_lets_nico_ready_one_of_his_resources() {
    // TS26 76 (3/3) trades with Nico's Battlefield Marine (3/3).
    let t = defeated_giving_nico_a_resource("TS26_076", 0, "battlefield-marine", true);
    assert_eq!(decision(&t, "the opponent it names").chooser, "Nico");
    let nico = &last(&t).players[1].resources;
    assert_eq!((nico.ready, nico.exhausted), (1, 9));
    assert_eq!(ready_after(&t), 10, "Alex's resources are untouched");
}

#[test]
fn rule_8_32_1_emissary_s_sheathipede_nico_may_decline() {
    // SEC 215 (2/4, 3 damage already) is defeated by a TIE Fighter's 1.
    let t = defeated_giving_nico_a_resource("SEC_215", 3, "tie-fighter", false);
    assert_eq!(decision(&t, "the opponent it names").chooser, "Nico");
    let nico = &last(&t).players[1].resources;
    assert_eq!((nico.ready, nico.exhausted), (0, 10));
}

#[test]
fn rule_7_4_3_put_this_event_into_play_as_a_resource_reads_and_back() {
    let a = ability("Put this event into play as a resource.", CardType::Event);
    assert_eq!(a.effects, vec![Effect::ResourceThisEvent]);
}

/// Alex plays Resupply (`set_number`, cost 3) with 10 ready resources.
fn resupply(set_number: &str) {
    let (b, id) = read_cards::alex_holding(set_number, &["Command"]);
    let t = b.run(then_both_pass(vec![play(ALEX, &id)]), END);
    step_saying(
        &t,
        "from the discard pile into play as a resource, exhausted",
    );
    let alex = &last(&t).players[0];
    // 3 exhausted to pay, and Resupply itself, exhausted (1.7.7).
    assert_eq!((alex.resources.ready, alex.resources.exhausted), (7, 4));
    assert_eq!(alex.resources.known, vec![id]);
    assert!(alex.discard.is_empty(), "not left in the discard pile");
}

#[test]
fn rule_7_4_2_resupply_sor_moves_itself_from_the_discard_pile_to_the_resources() {
    resupply("SOR_126");
}

#[test]
fn rule_7_4_2_resupply_twi_moves_itself_from_the_discard_pile_to_the_resources() {
    resupply("TWI_127");
}
