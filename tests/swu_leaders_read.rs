//! Leaders read from their printed text alone (issue 26): a leader is
//! modelled only when its leader side, its unit side and its epic action
//! are all read. What the engine then does with a read leader: its action
//! on the leader side, its deploy by the epic action (3.4.4, 7.2.4), and
//! its unit side's ability once deployed.

mod common;
mod read_cards;

use common::*;
use read_cards::{last, read_whole, END};
use timing_window::rulesets::swu::cards::coverage;
use timing_window::rulesets::swu::cards::printed::printings;
use timing_window::rulesets::swu::cards::{Effect, Target, Trigger};

/// The leader printed as this set and number, read whole (both sides and
/// its epic action).
fn leader(b: &Board, set_number: &str) -> String {
    let c = read_whole(b, set_number);
    assert!(!c.abilities.is_empty() && !c.unit_abilities.is_empty());
    c.id.clone()
}

/// A board where Alex's leader is the printed leader `set_number`, read
/// as [`leader`] checks it, not deployed.
fn alex_leading(set_number: &str) -> (Board, String) {
    let mut b = Board::new();
    let id = leader(&b, set_number);
    b.leader(ALEX, &id);
    (b, id)
}

#[test]
fn a_leader_is_modelled_only_with_both_sides_and_its_epic_action_read() {
    let all = printings().unwrap();
    let find = |set: &str, n: &str| {
        all.iter()
            .find(|p| p.set == set && p.number == n)
            .unwrap_or_else(|| panic!("{set} {n}"))
    };
    // Grand Inquisitor and Grand Admiral Thrawn: every line of both sides
    // read, the epic action the plain deploy.
    for (set, n) in [("SOR", "011"), ("SOR", "016")] {
        let c = coverage::of(find(set, n));
        assert!(c.modelled, "{set} {n}: {:?}", c.unread);
    }
    // A leader with a line not read (Ahsoka Tano, ASH 009: Support on her
    // unit side, a keyword CR v7.0 does not have) is not modelled, and the
    // part not read is named.
    let c = coverage::of(find("ASH", "009"));
    assert!(!c.modelled);
    assert!(!c.unread.is_empty());
    let pool = Board::new().pool;
    let inquisitor = pool.find("SOR_011").unwrap();
    assert_eq!(inquisitor.deploy_resources, Some(6));
    // "... to a friendly unit with 3 or less power and ready it": one
    // chosen unit, both clauses on it, in the order printed.
    let [a] = inquisitor.abilities.as_slice() else {
        panic!("{:?}", inquisitor.abilities)
    };
    assert_eq!(
        (a.when.as_slice(), a.exhaust),
        (&[Trigger::Action][..], true)
    );
    match a.effects.as_slice() {
        [Effect::Choose {
            target: Target::ChosenFriendlyUnit,
            filter,
            then,
        }] => {
            assert_eq!(filter.max_power, Some(3));
            assert!(matches!(
                then.as_slice(),
                [
                    Effect::DealDamage {
                        target: Target::It,
                        ..
                    },
                    Effect::Ready { target: Target::It }
                ]
            ));
        }
        other => panic!("{other:?}"),
    }
    let [u] = inquisitor.unit_abilities.as_slice() else {
        panic!("{:?}", inquisitor.unit_abilities)
    };
    assert!(u.may && u.when == [Trigger::OnAttack]);
    assert!(matches!(
        u.effects.as_slice(),
        [Effect::Choose {
            target: Target::ChosenOtherFriendlyUnit,
            ..
        }]
    ));
}

#[test]
fn rule_7_2_2_grand_inquisitor_deals_2_to_a_friendly_unit_with_3_or_less_power_and_readies_it() {
    // SOR 011 Grand Inquisitor, leader side: "Action [Exhaust]: Deal 2
    // damage to a friendly unit with 3 or less power and ready it." The
    // 5-power Hunters are no choice; the exhausted Marine is dealt 2 and
    // readied.
    let (mut b, gi) = alex_leading("SOR_011");
    let marine = b.unit(ALEX, "battlefield-marine");
    b.unit_mut(marine).exhausted = true;
    let hunters = b.unit(ALEX, "relentless-hunters");
    let t = b.run(vec![ability(ALEX, &gi), pass(NICO), pass(ALEX)], END);
    let board = last(&t);
    let m = board.unit(marine).expect("the Marine survives 2 damage");
    assert_eq!((m.damage, m.exhausted), (2, false));
    assert_eq!(board.unit(hunters).map(|u| u.damage), Some(0));
    assert!(board.players[0].leader.as_ref().unwrap().exhausted);
}

#[test]
fn rule_7_1_5_grand_inquisitor_a_unit_the_damage_defeats_is_not_readied() {
    // The same action on a 1 HP unit: the damage defeats it, and "ready it"
    // has nothing left to ready.
    let (mut b, gi) = alex_leading("SOR_011");
    let droid = b.unit(ALEX, "battle-droid");
    let t = b.run(vec![ability(ALEX, &gi), pass(NICO), pass(ALEX)], END);
    assert!(last(&t).unit(droid).is_none(), "the droid is defeated");
}

#[test]
fn rule_3_4_4_grand_inquisitor_deploys_by_its_epic_action_and_its_unit_side_attacks() {
    // Epic action: "If you control 6 or more resources, deploy this
    // leader." Deployed, it is a ready ground unit (3.4.4), the epic
    // action used for the game (7.2.4); its unit side's On Attack ("You
    // may deal 1 damage to another friendly unit with 3 or less power and
    // ready it") readies the exhausted Marine.
    let (mut b, gi) = alex_leading("SOR_011");
    let marine = b.unit(ALEX, "battlefield-marine");
    b.unit_mut(marine).exhausted = true;
    let t = b.run(
        vec![
            deploy(ALEX),
            pass(NICO),
            attack(ALEX, &gi, "base"),
            choose(ALEX, &["yes"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let board = last(&t);
    let l = board.players[0].leader.as_ref().unwrap();
    assert!(l.deployed && l.epic_action_used);
    assert_eq!(board.players[1].base.damage, 3);
    let m = board.unit(marine).expect("the Marine survives 1 damage");
    assert_eq!((m.damage, m.exhausted), (1, false));
    // Fewer than 6 resources: no deploy.
    let mut b = Board::new();
    b.leader(ALEX, &gi);
    b.state.players[0].resources.ready = 5;
    let e = b.run_err(vec![deploy(ALEX)], END);
    assert!(e.message.contains("6 or more"), "{}", e.message);
}
