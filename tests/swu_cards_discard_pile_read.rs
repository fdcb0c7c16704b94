//! Printed cards of issue 26's required sets about the discard pile and
//! the costs of named or next cards, read from their text alone: a
//! discarded card's type or aspect tested, a card returned from the pile
//! at random, stats counted from the pile or from other friendly units,
//! and a unit played from the discard pile for free. Each test plays the
//! real card and checks the engine does what its text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, known_ids, last, pool_id, then_both_pass, END};
use timing_window::rulesets::swu::cards::Keyword;
use timing_window::rulesets::swu::engine::stats::{constant_keyword, unit_stats};
use timing_window::rulesets::swu::engine::{GameTrace, Unit};

#[test]
fn rule_7_1_5_chopper_exhausts_a_resource_of_the_defending_player_when_the_discard_is_an_event() {
    // SOR 188 Chopper attacks Nico's base: the top card of Nico's deck
    // (the defending player's) is discarded; when it is an event, Alex
    // exhausts one of Nico's resources, when it is a unit, nothing more.
    let run = |top: &str| {
        let mut b = Board::new();
        let chopper = card(&b, "SOR_188");
        b.unit_as(ALEX, &chopper, "Chopper");
        b.deck(NICO, &[top], 1);
        let t = b.run(then_both_pass(vec![attack(ALEX, "Chopper", "base")]), END);
        check(&t);
        assert_eq!(last(&t).players[1].discard.as_slice(), [top]);
        last(&t).players[1].resources.ready
    };
    let after_event = run("vanquish");
    let after_unit = run("battlefield-marine");
    assert_eq!(after_event + 1, after_unit);
}

#[test]
fn rule_7_7_4a_bendu_lowers_the_next_card_without_heroism_or_villainy_by_2() {
    // SOR 056 Bendu attacks, then Alex plays one card. Battlefield Marine
    // (Command, Heroism) is not the card the effect waits for: it costs
    // its 2 and the effect goes on waiting. Underworld Thug (no aspect)
    // is: it costs 0 and the delayed effect is used up.
    let run = |set_number: &str| {
        let mut b = Board::new();
        let bendu = card(&b, "SOR_056");
        b.unit_as(ALEX, &bendu, "Bendu");
        let played = pool_id(&b, set_number);
        b.hand(ALEX, &[&played]);
        b.base_aspects(ALEX, &["Command", "Heroism"]);
        let t = b.run(
            then_both_pass(vec![
                attack(ALEX, "Bendu", "base"),
                pass(NICO),
                play(ALEX, &played),
            ]),
            END,
        );
        check(&t);
        assert!(last(&t).players[0].hand.is_empty());
        (ready_after(&t), last(&t).game_lasting.len())
    };
    assert_eq!(run("SOR_095"), (10 - 2, 1));
    assert_eq!(run("SOR_247"), (10, 0));
}

#[test]
fn rule_8_34_1_lieutenant_childsen_gets_an_experience_token_for_each_vigilance_card_revealed() {
    // SOR 035 Lieutenant Childsen is played; Alex's hand holds two
    // Vanquish (Vigilance), Distant Patroller (Vigilance) and Battlefield
    // Marine (no Vigilance). Alex reveals both Vanquish and stops: 2
    // tokens, given at once; the cards stay in his hand (8.25.3). The
    // Marine is never offered.
    let mut b = Board::new();
    let childsen = card(&b, "SOR_035");
    let vanquish = pool_id(&b, "SOR_078");
    let patroller = pool_id(&b, "SOR_060");
    let marine = pool_id(&b, "SOR_095");
    b.base_aspects(ALEX, &["Vigilance", "Villainy"]);
    b.hand(
        ALEX,
        &[&childsen, &vanquish, &vanquish, &patroller, &marine],
    );
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &childsen),
            choose(ALEX, &["Vanquish"]),
            choose(ALEX, &["Vanquish (2)"]),
            choose(ALEX, &["no more"]),
        ]),
        END,
    );
    check(&t);
    let unit = last(&t)
        .units
        .iter()
        .find(|u| u.card == childsen)
        .expect("Childsen in play");
    assert_eq!(unit.experience, 2);
    assert_eq!(last(&t).players[0].hand.len(), 4);
    let d = decision(&t, "which Vigilance card");
    assert!(!d.options.iter().any(|o| o == "Battlefield Marine"));
    assert!(d.options.iter().any(|o| o == "Distant Patroller"));
}

#[test]
fn rule_1_8_3_qira_raises_the_named_card_by_3_for_her_controllers_opponent() {
    // SHD 202 Qi'ra is played: Alex looks at Nico's hand and names a card.
    // Named Battlefield Marine, Nico's Marine costs 2 + 3; named another
    // card, it costs its 2. Alex's own Marine is not raised ("for your
    // opponents").
    let run = |named: &str| {
        let mut b = Board::new();
        let qira = card(&b, "SHD_202");
        let marine = pool_id(&b, "SOR_095");
        b.base_aspects(ALEX, &["Cunning", "Heroism", "Command"]);
        b.base_aspects(NICO, &["Command", "Heroism"]);
        b.hand(ALEX, &[&qira, &marine]);
        b.hand(NICO, &[&marine]);
        let t = b.run(
            then_both_pass(vec![
                play(ALEX, &qira),
                choose(ALEX, &[named]),
                play(NICO, &marine),
                play(ALEX, &marine),
            ]),
            END,
        );
        check(&t);
        let end = last(&t);
        assert!(end.players[1].hand.is_empty());
        assert!(end.players[0].hand.is_empty());
        (
            end.players[0].resources.ready,
            end.players[1].resources.ready,
        )
    };
    assert_eq!(run("Battlefield Marine"), (10 - 4 - 2, 10 - 5));
    assert_eq!(run("Vanquish"), (10 - 4 - 2, 10 - 2));
}

/// A board where Alex leads with SHD 015 Doctor Aphra (the hand-written
/// card, read whole from its printing too) over a discard pile of these
/// printed cards.
fn aphra_over(discard: &[&str]) -> Board {
    let mut b = Board::new();
    let aphra = card(&b, "SHD_015");
    b.leader(ALEX, &aphra);
    let pile: Vec<String> = discard.iter().map(|n| pool_id(&b, n)).collect();
    *b.state.player_mut(ALEX).discard = pile;
    b
}

#[test]
fn rule_8_22_1_doctor_aphra_returns_one_of_3_chosen_cards_picked_at_random() {
    // Deployed, Aphra's controller chooses 3 cards of different names in
    // the discard pile (4 names: the two Vanquish are one); which returns
    // is a chance decision the script fixes, never the engine's pick.
    let b = aphra_over(&["SOR_188", "SOR_247", "SOR_078", "SOR_078", "SOR_056"]);
    let t = b.run(
        then_both_pass(vec![
            deploy(ALEX),
            choose(ALEX, &["Chopper", "Underworld Thug", "Vanquish"]),
            chance("Vanquish"),
        ]),
        END,
    );
    check(&t);
    let vanquish = pool_id(&b, "SOR_078");
    let alex = &last(&t).players[0];
    assert_eq!(known_ids(&alex.hand), [vanquish]);
    assert_eq!(alex.discard.len(), 4);
    assert_eq!(decision(&t, "different names").options.len(), 4);
    let random = decision(&t, "picked at random");
    assert_eq!(random.options.len(), 3);
    assert!(random.chooser_id.is_none());
    // Two different names only: the 3 cannot be chosen, so nothing
    // returns ("If you do", 8.9.1) and nobody is asked.
    let b = aphra_over(&["SOR_247", "SOR_078", "SOR_078"]);
    let t = b.run(then_both_pass(vec![deploy(ALEX)]), END);
    check(&t);
    assert!(last(&t).players[0].hand.is_empty());
    assert_eq!(last(&t).players[0].discard.len(), 3);
}

#[test]
fn rule_7_3_3_doctor_aphra_gets_3_power_while_5_different_costs_are_in_the_discard_pile() {
    // Costs 1, 2, 4, 5 and 6: five different, so the deployed Aphra has
    // 2 + 3 power; without Bendu (6) there are four and she has 2. The
    // card her When Deployed returns is one of two Underworld Thugs, so
    // the costs in the pile stay the same.
    let power = |pile: &[&str]| {
        let b = aphra_over(pile);
        let t = b.run(
            then_both_pass(vec![
                deploy(ALEX),
                choose(ALEX, &["Chopper", "Underworld Thug", "Vanquish"]),
                chance("Underworld Thug"),
            ]),
            END,
        );
        check(&t);
        let s = last(&t);
        let aphra = s
            .units
            .iter()
            .find(|u| u.controller == ALEX)
            .expect("Aphra deployed");
        unit_stats(&b.pool, s, aphra).0
    };
    let five = [
        "SOR_188", "SOR_247", "SOR_247", "SOR_035", "SOR_078", "SOR_056",
    ];
    assert_eq!(power(&five), 5);
    assert_eq!(power(&five[..5]), 2);
}

// A leader's unit side's constant lines, read as the unit's (the reading
// that models Doctor Aphra's +3/+0): three more leaders read whole with
// it, each checked here on its deployed unit.

/// The board after Alex deploys the printed leader `set_number` with
/// these units of his in play (labelled by their set and number) and both
/// players then pass.
fn deployed_with(set_number: &str, units: &[&str]) -> (Board, GameTrace) {
    let mut b = Board::new();
    let leader = card(&b, set_number);
    b.leader(ALEX, &leader);
    for u in units {
        let id = pool_id(&b, u);
        b.unit_as(ALEX, &id, u);
    }
    let t = b.run(then_both_pass(vec![deploy(ALEX)]), END);
    check(&t);
    (b, t)
}

/// The deployed leader unit of Alex's in the run's last state.
fn leader_unit<'t>(t: &'t GameTrace, b: &Board) -> &'t Unit {
    let leader = &b.state.players[0].leader.as_ref().expect("a leader").card;
    last(t)
        .units
        .iter()
        .find(|u| u.card == *leader)
        .expect("the leader deployed")
}

#[test]
fn rule_7_3_1_kit_fisto_gets_1_power_for_each_other_friendly_jedi_unit() {
    // LOF 011 Kit Fisto's unit side, with Gungi and Fallen Jedi (JEDI
    // units) beside him: +2/+0; alone: his printed power.
    let (b, t) = deployed_with("LOF_011", &["LOF_093", "LOF_230"]);
    let with_two = unit_stats(&b.pool, last(&t), leader_unit(&t, &b)).0;
    let (b, t) = deployed_with("LOF_011", &[]);
    let alone = unit_stats(&b.pool, last(&t), leader_unit(&t, &b)).0;
    assert_eq!(with_two, alone + 2);
}

#[test]
fn rule_7_3_1_maul_gives_each_other_friendly_unit_overwhelm_once_deployed() {
    // TWI 009 Maul's unit side: Alex's Battlefield Marine gains Overwhelm
    // while Maul is a unit in play.
    let (b, t) = deployed_with("TWI_009", &["SOR_095"]);
    let s = last(&t);
    let marine = s
        .units
        .iter()
        .find(|u| u.label == "SOR_095")
        .expect("the Marine");
    assert!(constant_keyword(
        &b.pool,
        s,
        s.units.iter(),
        marine,
        Keyword::Overwhelm
    ));
}

#[test]
fn rule_7_3_1_nala_se_gives_each_friendly_clone_unit_a_when_defeated_heal() {
    // TWI 001 Nala Se's unit side: Alex's Phase I Clone Trooper (3/2)
    // attacks Nico's Bendu (4 power) and is defeated; the ability it gained
    // heals 2 damage from Alex's base.
    let mut b = Board::new();
    let nala = card(&b, "TWI_001");
    b.leader(ALEX, &nala);
    let trooper = pool_id(&b, "TWI_241");
    b.unit_as(ALEX, &trooper, "Trooper");
    let bendu = pool_id(&b, "SOR_056");
    b.unit_as(NICO, &bendu, "Bendu");
    b.base(ALEX, 30, 5);
    let t = b.run(
        then_both_pass(vec![
            deploy(ALEX),
            pass(NICO),
            attack(ALEX, "Trooper", "Bendu"),
        ]),
        END,
    );
    check(&t);
    assert!(last(&t).units.iter().all(|u| u.label != "Trooper"));
    assert_eq!(last(&t).players[0].base.damage, 3);
}

#[test]
fn rule_1_8_5_second_chance_lets_the_owner_play_the_defeated_unit_from_the_discard_pile_for_free() {
    // SHD 053 Second Chance on Alex's Battlefield Marine: the Marine
    // attacks Bendu (4 power) and is defeated; its granted When Defeated
    // lets Alex play it from his discard pile for free this phase, which
    // he does: it is in play again and no resource is exhausted.
    let mut b = Board::new();
    let chance_card = card(&b, "SHD_053");
    let marine = pool_id(&b, "SOR_095");
    let m = b.unit_as(ALEX, &marine, "Marine");
    b.attach(m, &chance_card, ALEX);
    let bendu = pool_id(&b, "SOR_056");
    b.unit_as(NICO, &bendu, "Bendu");
    let t = b.run(
        then_both_pass(vec![
            attack(ALEX, "Marine", "Bendu"),
            pass(NICO),
            play(ALEX, &marine),
        ]),
        END,
    );
    check(&t);
    let end = last(&t);
    assert!(end
        .units
        .iter()
        .any(|u| u.card == marine && u.controller == ALEX));
    assert_eq!(
        end.players[0].discard.as_slice(),
        std::slice::from_ref(&chance_card)
    );
    assert_eq!(end.players[0].resources.ready, 10);
    assert!(end.game_lasting.is_empty());
    // Without the play, the card stays in the pile and the permission
    // waits until the phase ends.
    let t = b.run(then_both_pass(vec![attack(ALEX, "Marine", "Bendu")]), END);
    check(&t);
    assert_eq!(last(&t).game_lasting.len(), 1);
    assert!(last(&t).players[0].discard.contains(&marine));
}

#[test]
fn rule_1_8_5_cobb_vanth_discards_a_unit_found_and_lets_it_be_played_from_the_discard_pile_for_free(
) {
    // SHD 115 Cobb Vanth attacks Bendu (4 power) and is defeated: Alex
    // searches the top 10 cards of his deck (Bendu costs 6: not offered),
    // finds Battlefield Marine (2) and discards it, then plays it from his
    // discard pile for free this phase.
    let mut b = Board::new();
    let cobb = card(&b, "SHD_115");
    b.unit_as(ALEX, &cobb, "Cobb");
    let bendu = pool_id(&b, "SOR_056");
    b.unit_as(NICO, &bendu, "Bendu");
    let marine = pool_id(&b, "SOR_095");
    b.deck(ALEX, &[&bendu, &marine], 3);
    let t = b.run(
        then_both_pass(vec![
            attack(ALEX, "Cobb", "Bendu"),
            choose(ALEX, &["Battlefield Marine"]),
            pass(NICO),
            play(ALEX, &marine),
        ]),
        END,
    );
    check(&t);
    let end = last(&t);
    assert!(end
        .units
        .iter()
        .any(|u| u.card == marine && u.controller == ALEX));
    assert_eq!(end.players[0].resources.ready, 10);
    assert_eq!(
        end.players[0].discard.as_slice(),
        std::slice::from_ref(&cobb)
    );
    assert_eq!(end.players[0].deck.len(), 4);
    let found = decision(&t, "find and discard");
    assert!(!found.options.iter().any(|o| o == "Bendu"));
}

#[test]
fn rule_7_7_3_the_free_play_from_the_discard_pile_ends_when_the_card_leaves_the_pile() {
    // Cobb Vanth's search discards Underworld Thug and lets Alex play it
    // from his discard pile; Street Gang Recruiter (SHD 260) then returns
    // the Thug to his hand: the card left the pile, so the lasting
    // effect has nothing left to let him play and is gone.
    let mut b = Board::new();
    let cobb = card(&b, "SHD_115");
    b.unit_as(ALEX, &cobb, "Cobb");
    let bendu = pool_id(&b, "SOR_056");
    b.unit_as(NICO, &bendu, "Bendu");
    let thug = pool_id(&b, "SOR_247");
    b.deck(ALEX, &[&thug], 3);
    let recruiter = card(&b, "SHD_260");
    b.hand(ALEX, &[&recruiter]);
    let t = b.run(
        then_both_pass(vec![
            attack(ALEX, "Cobb", "Bendu"),
            choose(ALEX, &["Underworld Thug"]),
            pass(NICO),
            play(ALEX, &recruiter),
            choose(ALEX, &["yes"]),
        ]),
        END,
    );
    check(&t);
    let end = last(&t);
    assert_eq!(known_ids(&end.players[0].hand), [thug]);
    assert!(end.game_lasting.is_empty());
}
