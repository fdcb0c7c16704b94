//! A unit card attached as an upgrade (CR 3.5.6, 3.6.3b), read from the
//! printed text of Phantom II (JTL 050): "Action [C=1]: If this card is a
//! unit, attach it as an upgrade to The Ghost." and "Attached unit gets
//! +3/+3 and gains Grit.". What the reader makes of each line, that the
//! writer gives it back, and that the engine does what the text and the
//! CR say: the card stays in play (8.12.1) but is no longer a unit, its
//! damage removed and its upgrades defeated (3.5.6); it gives no printed
//! power or HP as modifiers (2.9.1, 2.11.1), only its constant ability;
//! and it keeps the restriction "Attach to The Ghost" (3.6.3b, the CR's
//! own example).

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, last, pool_id, read_ability, then_both_pass, END};
use timing_window::rulesets::swu::cards::text::{round_trip, Line};
use timing_window::rulesets::swu::cards::{
    AttachAsUpgrade, AttachTo, CardType, ConstantScope, Effect, Keyword, Target, UnitFilter,
};
use timing_window::rulesets::swu::engine::stats::unit_stats;
use timing_window::rulesets::swu::engine::{readings, CapturedCard, GameTrace, InstanceId};

fn to_the_ghost() -> AttachTo {
    AttachTo {
        target: Target::ChosenUnit,
        filter: UnitFilter {
            named: Some("The Ghost".into()),
            ..UnitFilter::default()
        },
    }
}

#[test]
fn rule_3_6_3b_phantom_ii_reads_into_the_vocabulary_and_back() {
    let a = read_ability(
        "Action [C=1]: If this card is a unit, attach it as an upgrade to The Ghost.",
        CardType::Unit,
    );
    assert_eq!(a.cost, 1);
    assert_eq!(
        a.effects,
        [Effect::AttachAsUpgrade(AttachAsUpgrade {
            to: to_the_ghost()
        })]
    );
    let Ok(Line::Constant(k)) =
        round_trip("Attached unit gets +3/+3 and gains Grit.", CardType::Unit)
    else {
        panic!("the constant is read on a unit card");
    };
    assert_eq!(k.to, ConstantScope::AttachedUnit);
    assert_eq!(
        (k.power, k.hp, k.keywords.as_slice()),
        (3, 3, &[Keyword::Grit][..])
    );
    // The whole card, its Grit and the reminder text aside.
    let b = Board::new();
    let phantom = b.pool.find("JTL_050").unwrap();
    assert!(phantom.unread.is_empty(), "{:?}", phantom.unread);
    assert!(phantom.has_keyword(Keyword::Grit));
}

/// Alex's Phantom II (2 damage, a Shield token, Academy Training) and his
/// The Ghost (SOR 050, 5/5); 1 ready resource.
fn ghost_board() -> (Board, String, InstanceId, InstanceId) {
    let mut b = Board::new();
    let phantom = card(&b, "JTL_050");
    let ghost_card = card(&b, "SOR_050");
    let ghost = b.unit_as(ALEX, &ghost_card, "alex-ghost");
    let p = b.unit_as(ALEX, &phantom, "phantom");
    b.unit_mut(p).damage = 2;
    b.unit_mut(p).shields = 1;
    b.attach(p, &pool_id(&b, "SOR_120"), ALEX);
    b.state.player_mut(ALEX).resources.ready = 1;
    (b, phantom, ghost, p)
}

#[test]
fn rule_3_5_6_phantom_ii_becomes_an_upgrade_on_the_ghost() {
    let (b, phantom, ghost, p) = ghost_board();
    let t = b.run(then_both_pass(vec![ability(ALEX, "phantom")]), END);
    let g = last(&t);
    // Not a unit any more, but in play on The Ghost (8.12.1), with the
    // CR's restriction "Attach to The Ghost" (3.6.3b).
    assert!(g.unit(p).is_none());
    let on = &g.unit(ghost).unwrap().upgrades;
    assert_eq!(on.len(), 1);
    assert_eq!(on[0].card, phantom);
    assert_eq!(on[0].owner, ALEX);
    assert_eq!(on[0].attached_by, Some(to_the_ghost()));
    // Its upgrade defeated, to its owner's discard pile; its token set
    // aside; its damage gone with the unit it was (3.5.6).
    assert_eq!(
        g.players[0]
            .discard
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>(),
        ["academy-training"]
    );
    assert!(!g.players[0].discard.contains(&phantom));
    assert!(said(&t, "Shield token(s) on"));
    let attached = &t.steps[step_saying(&t, "is attached as an upgrade to alex-ghost")];
    for rule in ["3.5.6", "3.6.3b", "8.12.1"] {
        assert!(attached.rules.iter().any(|r| r == rule), "{rule}");
    }
    // Paid 1; not defeated, so nothing like a When Defeated happened.
    assert_eq!(g.players[0].resources.ready, 0);
    // The Ghost: 5/5 and +3/+3 from the constant, not Phantom II's own
    // printed 3/3 as well (2.9.1, 2.11.1).
    let u = g.unit(ghost).unwrap();
    assert_eq!(unit_stats(&b.pool, g, u), (8, 8));
}

#[test]
fn rule_3_6_8_the_ghost_gains_grit_from_phantom_ii() {
    // The Ghost with 2 damage attacks Nico's base after Phantom II is
    // attached: 5 + 3 + 2 (Grit, +1/+0 per damage) = 10.
    let (mut b, _, ghost, _) = ghost_board();
    b.unit_mut(ghost).damage = 2;
    let t = b.run(
        then_both_pass(vec![
            ability(ALEX, "phantom"),
            pass(NICO),
            attack(ALEX, "alex-ghost", "base"),
            // Its own On Attack (a Shield token to another Spectre): no.
            choose(ALEX, &["no"]),
        ]),
        END,
    );
    assert_eq!(last(&t).players[1].base.damage, 10);
}

#[test]
fn rule_7_3_1_while_a_unit_phantom_ii_has_grit_and_gives_nothing() {
    // Phantom II, a unit with 2 damage, attacks Nico's base: 3 + 2 (its
    // own Grit). Its "Attached unit gets +3/+3" reaches no unit meanwhile.
    let (mut b, _, ghost, p) = ghost_board();
    b.unit_mut(p).upgrades.clear();
    let g = &b.state;
    assert_eq!(unit_stats(&b.pool, g, g.unit(ghost).unwrap()), (5, 5));
    assert_eq!(unit_stats(&b.pool, g, g.unit(p).unwrap()), (3, 3));
    let t = b.run(then_both_pass(vec![attack(ALEX, "phantom", "base")]), END);
    assert_eq!(last(&t).players[1].base.damage, 5);
}

#[test]
fn rule_8_23_2_with_two_units_named_the_ghost_the_player_chooses_either() {
    // Nico's The Ghost (LAW 069) has the same name: no "friendly" in the
    // restriction, so it is a choice too (3.6.3b's example).
    let (mut b, _, ghost, _) = ghost_board();
    let nico_ghost = b.unit_as(NICO, &pool_id(&b, "LAW_069"), "nico-ghost");
    let t = b.run(
        then_both_pass(vec![
            ability(ALEX, "phantom"),
            choose(ALEX, &["nico-ghost"]),
        ]),
        END,
    );
    assert_eq!(
        decision(&t, "which unit is it attached to").options,
        strings(&["alex-ghost", "nico-ghost"])
    );
    let g = last(&t);
    assert!(g.unit(ghost).unwrap().upgrades.is_empty());
    // Alex's upgrade on Nico's unit (3.6.5).
    let up = &g.unit(nico_ghost).unwrap().upgrades[0];
    assert_eq!(up.controller(), ALEX);
}

#[test]
fn rule_1_3_2_with_no_ghost_in_play_nothing_happens() {
    let (mut b, _, ghost, p) = ghost_board();
    b.state.units.retain(|u| u.instance != ghost);
    let t = b.run(then_both_pass(vec![ability(ALEX, "phantom")]), END);
    assert!(said(&t, "no unit it may be attached to"));
    let g = last(&t);
    assert_eq!(
        g.unit(p).map(|u| (u.damage, u.upgrades.len())),
        Some((2, 1))
    );
    assert_eq!(g.players[0].resources.ready, 0);
}

/// Phantom II already on Alex's The Ghost (SOR 050), a scenario's way;
/// Alex also has The Ghost (LAW 069) and a marine, and holds Survivors'
/// Gauntlet (SHD 064, "attach an upgrade on a unit to another eligible
/// unit controlled by the same player").
#[test]
fn rule_3_6_3b_moved_phantom_ii_may_go_only_to_the_ghost() {
    let mut b = Board::new();
    let phantom = card(&b, "JTL_050");
    let gauntlet = card(&b, "SHD_064");
    let ghost = b.unit_as(ALEX, &card(&b, "SOR_050"), "alex-ghost");
    b.attach(ghost, &phantom, ALEX);
    let other = b.unit_as(ALEX, &pool_id(&b, "LAW_069"), "alex-ghost-2");
    b.unit_as(ALEX, "battlefield-marine", "alex-marine");
    b.hand(ALEX, &[&gauntlet]);
    b.base_aspects(ALEX, &["Vigilance"]);
    b.state.player_mut(ALEX).resources.ready = 5;
    // The only upgrade in play: no choice of which.
    let t = b.run(
        then_both_pass(vec![play(ALEX, &gauntlet), choose(ALEX, &["yes"])]),
        END,
    );
    // The marine (and the Gauntlet) are not eligible: one unit, no choice.
    assert!(!t
        .choices()
        .any(|(_, c)| c.prompt.contains("which unit does it attach")));
    let g = last(&t);
    assert!(g.unit(ghost).unwrap().upgrades.is_empty());
    assert_eq!(g.unit(other).unwrap().upgrades[0].card, phantom);
}

#[test]
fn rule_6_4_0f_attached_phantom_ii_may_still_pay_for_its_action_which_does_nothing() {
    let mut b = Board::new();
    let phantom = card(&b, "JTL_050");
    let ghost = b.unit_as(ALEX, &card(&b, "SOR_050"), "alex-ghost");
    b.attach(ghost, &phantom, ALEX);
    b.state.player_mut(ALEX).resources.ready = 1;
    let t = b.run(then_both_pass(vec![ability(ALEX, &phantom)]), END);
    assert!(said(&t, "this card is not a unit"));
    let g = last(&t);
    assert_eq!(g.players[0].resources.ready, 0);
    assert_eq!(g.unit(ghost).unwrap().upgrades.len(), 1);
}

fn marked_43(t: &GameTrace) -> usize {
    t.steps
        .iter()
        .filter(|s| {
            s.facts
                .readings
                .contains(&readings::GUARD_BECOMES_AN_UPGRADE)
        })
        .count()
}

#[test]
fn rule_8_33_4_cards_phantom_ii_guards_are_rescued_marked_open_43() {
    let (mut b, _, _, p) = ghost_board();
    b.unit_mut(p).captured.push(CapturedCard {
        card: "battlefield-marine".into(),
        label: "nico-marine".into(),
        owner: NICO,
    });
    let t = b.run(then_both_pass(vec![ability(ALEX, "phantom")]), END);
    assert_eq!(marked_43(&t), 1);
    let g = last(&t);
    let marine = g.units.iter().find(|u| u.label == "nico-marine").unwrap();
    assert_eq!(marine.controller, NICO);
    assert!(marine.exhausted);
    // Nothing guarded: nothing marked.
    let (b, _, _, _) = ghost_board();
    let t = b.run(then_both_pass(vec![ability(ALEX, "phantom")]), END);
    assert_eq!(marked_43(&t), 0);
}
