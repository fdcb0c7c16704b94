//! Printed cards about who owns and who controls a card (issue 26's
//! required set "SOR/SHD triggered", round 34): what the reader makes of
//! each line, that the writer gives it back, and that the engine does on a
//! board what the printed text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id, last, read_ability as ability, then_both_pass, END};
use timing_window::rulesets::swu::cards::{
    CardType, Condition, Effect, HowPlayed, PlayUnitEffect, Target, Trigger, Zone,
};
use timing_window::rulesets::swu::engine::GameState;

/// SHD 161 Stolen Landspeeder.
const LANDSPEEDER: &str = "SHD_161";

#[test]
fn stolen_landspeeder_reads_where_it_was_played_from_and_who_owns_it() {
    let b = Board::new();
    card_id(&b, LANDSPEEDER);
    let a = ability(
        "When Played: If you played this unit from your hand, an opponent takes control of it.",
        CardType::Unit,
    );
    assert!(a.when.contains(&Trigger::Played));
    let [Effect::If { condition, then }] = &a.effects[..] else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(
        *condition,
        Condition::YouPlayedThisUnit {
            how: HowPlayed::FromHand
        }
    );
    assert_eq!(then[..], [Effect::OpponentTakesControlOfThis]);
    let a = ability(
        "Bounty - If you own this unit, play it from your discard pile for free and give an Experience token to it.",
        CardType::Unit,
    );
    assert!(a.when.contains(&Trigger::Bounty));
    let [Effect::If { condition, then }] = &a.effects[..] else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(*condition, Condition::YouOwnThisUnit);
    let [Effect::PlayUnit(PlayUnitEffect {
        from, free, then, ..
    })] = &then[..]
    else {
        panic!("{then:?}")
    };
    assert_eq!((*from, *free), (Zone::ThisUnitFromYourDiscard, true));
    assert_eq!(
        then[..],
        [Effect::GiveExperience {
            target: Target::It,
            count: 1
        }]
    );
}

/// Alex holding the Landspeeder (an Aggression card, his base giving the
/// icon), and a Wampa (4/5) of his in play to attack it.
fn alex_holds_the_landspeeder() -> (Board, String) {
    let mut b = Board::new();
    let id = card_id(&b, LANDSPEEDER);
    b.base_aspects(ALEX, &["Aggression"]);
    b.hand(ALEX, &[&id]);
    b.unit(ALEX, "wampa");
    (b, id)
}

fn landspeeders<'a>(
    board: &'a GameState,
    id: &str,
) -> Vec<&'a timing_window::rulesets::swu::engine::Unit> {
    board.units.iter().filter(|u| u.card == id).collect()
}

#[test]
fn rule_1_5_2d_stolen_landspeeder_played_from_hand_goes_to_the_opponent() {
    // Alex plays it from his hand (6.2.0b): its When Played gives control
    // of it to Nico (8.27.1), who now controls a card Alex still owns
    // (1.5.2a); it stays exhausted, as it entered play (8.27.1a).
    let (b, id) = alex_holds_the_landspeeder();
    let t = b.run(then_both_pass(vec![play(ALEX, &id)]), END);
    let board = last(&t);
    let [speeder] = landspeeders(board, &id)[..] else {
        panic!("one Landspeeder in play")
    };
    assert_eq!((speeder.owner, speeder.controller), (ALEX, NICO));
    assert!(speeder.exhausted);
    assert!(said(&t, "takes control of"));
}

#[test]
fn rule_7_5_13_stolen_landspeeder_bounty_returns_it_to_its_owner_with_experience() {
    // Nico controls Alex's Landspeeder; Alex's Wampa defeats it. It goes
    // to Alex's discard pile, its owner's (1.5.5c); its Bounty is Alex's to
    // collect, the opponent of its controller (7.5.13a), and he may decline
    // it (7.5.13e). He owns it, so he plays it from his discard pile for
    // free with an Experience token: played from the discard pile, its
    // When Played gives it to no one, and Alex keeps it.
    let (b, id) = alex_holds_the_landspeeder();
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &id),
            pass(NICO),
            attack(ALEX, "wampa", &id),
            choose(ALEX, &["yes"]),
        ]),
        END,
    );
    let board = last(&t);
    let [speeder] = landspeeders(board, &id)[..] else {
        panic!("the Landspeeder played again")
    };
    assert_eq!((speeder.owner, speeder.controller), (ALEX, ALEX));
    assert_eq!(speeder.experience, 1);
    assert!(!board.players[0].discard.contains(&id));
    assert!(said(&t, "does nothing"));
}

#[test]
fn rule_1_5_2a_stolen_landspeeder_bounty_does_nothing_for_a_player_who_does_not_own_it() {
    // Nico's own Landspeeder (never stolen) is defeated by Alex's Wampa:
    // Alex collects the Bounty but does not own the card (1.5.2a), so the
    // part after "if" does nothing (7.1.5) and the card stays in Nico's
    // discard pile.
    let mut b = Board::new();
    let id = card_id(&b, LANDSPEEDER);
    b.unit(NICO, &id);
    b.unit(ALEX, "wampa");
    let t = b.run(
        then_both_pass(vec![attack(ALEX, "wampa", &id), choose(ALEX, &["yes"])]),
        END,
    );
    let board = last(&t);
    assert!(landspeeders(board, &id).is_empty());
    assert!(board.players[1].discard.contains(&id));
    assert!(said(&t, "does not own this unit"));
}

/// `set_number` (read whole) in Alex's resources, known, his base giving
/// `aspects`; and a copy in his hand, to play the usual way.
fn alex_can_smuggle(set_number: &str, aspects: &[&str]) -> (Board, String) {
    let mut b = Board::new();
    let id = card_id(&b, set_number);
    b.base_aspects(ALEX, aspects);
    b.state.players[0].resources.known = vec![id.clone()];
    b.hand(ALEX, &[&id]);
    (b, id)
}

#[test]
fn when_played_using_smuggle_reads_on_units_and_on_an_upgrade() {
    let b = Board::new();
    card_id(&b, "SHD_148");
    card_id(&b, "SHD_113");
    let a = ability(
        "When played using Smuggle: Ready this unit.",
        CardType::Unit,
    );
    assert_eq!(a.when, [Trigger::PlayedUsingSmuggle]);
    assert_eq!(
        a.effects,
        [Effect::Ready {
            target: Target::This
        }]
    );
    // On an upgrade, "attached unit" is the unit it was played on.
    card_id(&b, "SHD_174");
    let a = ability(
        "When played using Smuggle: Attack with attached unit.",
        CardType::Upgrade,
    );
    assert_eq!(a.when, [Trigger::PlayedUsingSmuggle]);
}

/// Alex's Battlefield Marine (3/3, ready) and the Hotshot DL-44 Blaster
/// (+2/+0) among his resources and in his hand.
fn alex_with_a_blaster() -> (Board, String) {
    let (mut b, id) = alex_can_smuggle("SHD_174", &["Cunning", "Aggression"]);
    b.unit(ALEX, "battlefield-marine");
    (b, id)
}

#[test]
fn rule_7_6_13c_hotshot_blaster_smuggled_attacks_with_the_attached_unit() {
    // SHD 174 Hotshot DL-44 Blaster: smuggled onto the Marine, its "When
    // played using Smuggle" ability (7.6.13c) attacks with the Marine, now
    // 5/3: Nico's base takes 5.
    let (b, id) = alex_with_a_blaster();
    let t = b.run(then_both_pass(vec![smuggle(ALEX, &id)]), END);
    let board = last(&t);
    assert_eq!(board.players[1].base.damage, 5);
    assert!(said(&t, "When played using Smuggle ability triggers"));
}

#[test]
fn rule_7_6_13c_hotshot_blaster_played_from_hand_attacks_with_nothing() {
    // Played from the hand, the ability does not trigger: no attack.
    let (b, id) = alex_with_a_blaster();
    let t = b.run(then_both_pass(vec![play(ALEX, &id)]), END);
    let board = last(&t);
    assert_eq!(board.players[1].base.damage, 0);
    assert!(!said(&t, "When played using Smuggle ability triggers"));
}

#[test]
fn rule_7_6_13c_cassian_andor_smuggled_readies_himself() {
    // SHD 148 Cassian Andor: smuggled (7.5.14), he enters play exhausted
    // (7.5.14f) and his "When played using Smuggle" ability, a When Played
    // ability (7.6.13c), readies him.
    let (b, id) = alex_can_smuggle("SHD_148", &["Aggression", "Heroism"]);
    let t = b.run(then_both_pass(vec![smuggle(ALEX, &id)]), END);
    let board = last(&t);
    let cassian = board.units.iter().find(|u| u.card == id).expect("in play");
    assert!(!cassian.exhausted, "readied by his ability");
    assert!(said(&t, "When played using Smuggle ability triggers"));
}

#[test]
fn rule_7_6_13c_cassian_andor_played_from_hand_stays_exhausted() {
    // Played from the hand, not using Smuggle: the ability does not
    // trigger and he stays exhausted, as a unit enters play (6.2.5a).
    let (b, id) = alex_can_smuggle("SHD_148", &["Aggression", "Heroism"]);
    let t = b.run(then_both_pass(vec![play(ALEX, &id)]), END);
    let board = last(&t);
    let cassian = board.units.iter().find(|u| u.card == id).expect("in play");
    assert!(cassian.exhausted);
    assert!(!said(&t, "When played using Smuggle ability triggers"));
}

#[test]
fn rule_7_5_14f_privateer_crew_smuggled_gets_3_experience_tokens_and_not_from_hand() {
    // SHD 113 Privateer Crew: 3 Experience tokens when smuggled, none when
    // played from the hand.
    let (b, id) = alex_can_smuggle("SHD_113", &["Command"]);
    let crew = |script| {
        let t = b.run(then_both_pass(vec![script]), END);
        let board = last(&t);
        board
            .units
            .iter()
            .find(|u| u.card == id)
            .expect("in play")
            .experience
    };
    assert_eq!(crew(smuggle(ALEX, &id)), 3);
    assert_eq!(crew(play(ALEX, &id)), 0);
}
