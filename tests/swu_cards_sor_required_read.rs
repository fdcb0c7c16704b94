//! Printed SOR cards of the required sets read from their text alone
//! (issue 26), the shapes of this round: a verb on "all" units of a kind
//! ("Exhaust all ground units", "Defeat all units"), a search for "up to
//! 2" cards, "If you control <name>", "a non-unique unit", "a unit that
//! costs 6 or more", "An opponent chooses a unit they control", "discard
//! your hand", an event "from a discard pile", and damage "divided as you
//! choose". What the reader makes of each line, that the writer gives it
//! back, and that the engine does on a board what the printed text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{
    alex_holding, card_id as card, last, pool_id as printed_id, read_ability as ability,
    read_constant, then_both_pass, END,
};
use timing_window::rulesets::swu::cards::text::round_trip;
use timing_window::rulesets::swu::cards::text::Line;
use timing_window::rulesets::swu::cards::{
    Arena, CardType, Condition, Effect, Keyword, PlayerSel, Target, UnitFilter,
};
use timing_window::rulesets::swu::engine::GameTrace;

#[test]
fn all_ground_units_reads_as_every_ground_unit_and_writes_back_plural() {
    let a = ability("When Played: Exhaust all ground units.", CardType::Unit);
    let [Effect::All {
        target,
        filter,
        then,
    }] = &a.effects[..]
    else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(*target, Target::EachUnit);
    assert_eq!(
        *filter,
        UnitFilter {
            arena: Some(Arena::Ground),
            ..UnitFilter::default()
        }
    );
    assert_eq!(then, &vec![Effect::Exhaust { target: Target::It }]);
    // "other" on a unit's text is every unit but this one.
    let a = ability("On Attack: Defeat all other space units.", CardType::Unit);
    assert!(
        matches!(
            &a.effects[..],
            [Effect::All {
                target: Target::EachOtherUnit,
                ..
            }]
        ),
        "{:?}",
        a.effects
    );
    // The singular after "all", or what follows "unit" ("with ...") in the
    // plural, is not a printed form: not read.
    assert!(round_trip("Defeat all unit.", CardType::Event).is_err());
    assert!(round_trip("Defeat all units with 2 or less power.", CardType::Event).is_err());
}

#[test]
fn rule_1_5_4a_at_at_suppressor_exhausts_every_ground_unit_of_both_players_and_no_space_unit() {
    // SOR 039 AT-AT Suppressor: "When Played: Exhaust all ground units."
    // Alex's and Nico's Marines (ground) are exhausted (1.5.4a: an exhausted
    // card is turned sideways); Nico's Y-Wing (space) stays ready.
    let (mut b, suppressor) = alex_holding("SOR_039", &["Vigilance", "Villainy"]);
    let mine = b.unit_as(ALEX, "battlefield-marine", "Alex's Marine");
    let theirs = b.unit_as(NICO, "battlefield-marine", "Nico's Marine");
    let wing = b.unit(NICO, "republic-y-wing");
    let t = b.run(then_both_pass(vec![play(ALEX, &suppressor)]), END);
    check(&t);
    let board = last(&t);
    assert!(board.unit(mine).expect("in play").exhausted);
    assert!(board.unit(theirs).expect("in play").exhausted);
    assert!(!board.unit(wing).expect("in play").exhausted);
}

#[test]
fn rule_7_1_4_superlaser_blast_defeats_every_unit_of_both_players_at_once() {
    // SOR 043 Superlaser Blast: "Defeat all units." Every unit in play,
    // either side and either arena, is defeated by the one effect, both
    // players' units at once (7.1.4: an ability that affects both players
    // resolves for both at once where it can), each to its owner's discard
    // pile.
    let (mut b, blast) = alex_holding("SOR_043", &["Vigilance", "Villainy"]);
    b.unit(ALEX, "battlefield-marine");
    b.unit(NICO, "battlefield-marine");
    b.unit(NICO, "republic-y-wing");
    let t = b.run(then_both_pass(vec![play(ALEX, &blast)]), END);
    check(&t);
    let board = last(&t);
    assert!(board.units.is_empty(), "{:?}", board.units);
    assert!(board.players[1]
        .discard
        .contains(&"republic-y-wing".to_string()));
    assert!(board.players[0]
        .discard
        .contains(&"battlefield-marine".to_string()));
}

#[test]
fn a_search_for_up_to_2_units_reads_in_the_plural_and_a_search_for_one_stays_singular() {
    let a = ability(
        "When Played: Search the top 5 cards of your deck for up to 2 IMPERIAL units, reveal them, and draw them.",
        CardType::Unit,
    );
    let [Effect::SearchDraw {
        search: 5,
        card_type: Some(CardType::Unit),
        filter,
        count: 2,
    }] = &a.effects[..]
    else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(filter.trait_.as_deref(), Some("IMPERIAL"));
    let a = ability(
        "Search the top 5 cards of your deck for a REBEL card, reveal it, and draw it.",
        CardType::Event,
    );
    assert!(
        matches!(&a.effects[..], [Effect::SearchDraw { count: 1, .. }]),
        "{:?}",
        a.effects
    );
    // "up to 1" is printed "a": not read in the plural.
    assert!(round_trip(
        "Search the top 5 cards of your deck for up to 1 units, reveal them, and draw them.",
        CardType::Event
    )
    .is_err());
}

/// Alex plays Grand Moff Tarkin (SOR 084) with Admiral Motti, a Marine and
/// Admiral Ozzel on top of his deck (both Admirals IMPERIAL units), and
/// answers his search's choices with `picks`.
fn tarkin_searches(picks: &[&str]) -> (GameTrace, Board) {
    let mut b = Board::new();
    let tarkin = card(&b, "SOR_084");
    let motti = printed_id(&b, "SOR_226");
    let ozzel = printed_id(&b, "SOR_129");
    b.base_aspects(ALEX, &["Command", "Villainy"]);
    b.hand(ALEX, &[&tarkin]);
    b.deck(ALEX, &[&motti, "battlefield-marine", &ozzel], 10);
    let mut script = vec![play(ALEX, &tarkin)];
    script.extend(picks.iter().map(|p| choose(ALEX, &[p])));
    let t = b.run(then_both_pass(script), END);
    (t, b)
}

#[test]
fn rule_8_26_1_tarkin_finds_two_imperial_units_one_choice_at_a_time_and_draws_both() {
    // SOR 084 Grand Moff Tarkin: "When Played: Search the top 5 cards of
    // your deck for up to 2 IMPERIAL units, reveal them, and draw them."
    // The player chooses the cards the search finds (8.26.1), one choice
    // per card, each offering only IMPERIAL units and a stop; both go to
    // his hand and the three others to the bottom of the deck (8.26.2).
    let (t, b) = tarkin_searches(&["Admiral Ozzel", "Admiral Motti"]);
    check(&t);
    let first = decision(&t, "(1 of up to 2)");
    assert_eq!(first.chooser, "Alex");
    assert!(
        !first
            .options
            .iter()
            .any(|o| o.contains("Battlefield Marine")),
        "{:?}",
        first.options
    );
    assert!(first.options.iter().any(|o| o == "find nothing"));
    assert!(decision(&t, "(2 of up to 2)")
        .options
        .iter()
        .any(|o| o == "find no more"));
    let alex = &last(&t).players[0];
    let motti = printed_id(&b, "SOR_226");
    let ozzel = printed_id(&b, "SOR_129");
    assert_eq!(alex.hand.len(), 2, "{:?}", alex.hand);
    assert!(alex.hand.iter().any(|c| c.id() == Some(motti.as_str())));
    assert!(alex.hand.iter().any(|c| c.id() == Some(ozzel.as_str())));
    // 13 cards less the two drawn; the Marine went under the rest.
    assert_eq!(alex.deck.len(), 11);
    assert_eq!(
        alex.deck
            .iter()
            .filter(|c| c.id() == Some("battlefield-marine"))
            .count(),
        1
    );
    assert_ne!(alex.deck[0].id(), Some("battlefield-marine"));
}

#[test]
fn rule_8_30_1_tarkin_may_stop_after_one_card_found() {
    // "Up to 2" is any number from 0 to 2 (8.30.1): Alex takes Admiral
    // Motti and finds no more; Admiral Ozzel goes to the bottom with the
    // other searched cards.
    let (t, b) = tarkin_searches(&["Admiral Motti", "find no more"]);
    check(&t);
    let alex = &last(&t).players[0];
    let motti = printed_id(&b, "SOR_226");
    let ozzel = printed_id(&b, "SOR_129");
    assert_eq!(alex.hand.len(), 1, "{:?}", alex.hand);
    assert_eq!(alex.hand[0].id(), Some(motti.as_str()));
    assert_eq!(alex.deck.len(), 12);
    assert!(alex.deck.iter().any(|c| c.id() == Some(ozzel.as_str())));
}

#[test]
fn a_condition_by_name_reads_one_or_more_names_and_a_non_unique_unit_reads_in_the_filter() {
    let a = ability(
        "When Played: If you control Boba Fett or Jango Fett, ready this unit.",
        CardType::Unit,
    );
    let [Effect::If {
        condition: Condition::YouControlNamed { names },
        then,
    }] = &a.effects[..]
    else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(names, &["Boba Fett".to_string(), "Jango Fett".to_string()]);
    assert_eq!(
        then,
        &vec![Effect::Ready {
            target: Target::This
        }]
    );
    // A name with a lower-case "the" inside it; an uncapitalised word
    // that is not a name is not read as one.
    ability(
        "On Attack: If you control Jabba the Hutt, you may deal 1 damage to a unit.",
        CardType::Unit,
    );
    assert!(round_trip(
        "On Attack: If you control stormtroopers, you may deal 1 damage to a unit.",
        CardType::Unit
    )
    .is_err());
    // The constant's "While you control Emperor Palpatine" keeps its one
    // name.
    assert!(matches!(
        round_trip(
            "While you control Emperor Palpatine, this unit gets +0/+1.",
            CardType::Unit
        ),
        Ok(Line::Constant(_))
    ));
    let a = ability("Action [C=2]: Exhaust a non-unique unit.", CardType::Unit);
    let [Effect::Choose { filter, .. }] = &a.effects[..] else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(
        *filter,
        UnitFilter {
            non_unique: true,
            ..UnitFilter::default()
        }
    );
}

/// Alex, with `leader` as his leader if any, plays Fett's Firespray (SOR
/// 184); the board after.
fn firespray_played(leader: Option<&str>) -> (GameTrace, Board) {
    let (mut b, firespray) = alex_holding("SOR_184", &["Cunning", "Villainy"]);
    if let Some(l) = leader {
        let id = printed_id(&b, l);
        b.leader(ALEX, &id);
    }
    let t = b.run(then_both_pass(vec![play(ALEX, &firespray)]), END);
    (t, b)
}

fn firespray_in_play(t: &GameTrace, b: &Board) -> bool {
    let id = printed_id(b, "SOR_184");
    last(t)
        .units
        .iter()
        .find(|u| u.card == id)
        .expect("the Firespray in play")
        .exhausted
}

#[test]
fn rule_8_23_2_firespray_readies_when_its_controller_has_boba_fett_as_a_leader() {
    // SOR 184 Fett's Firespray: "When Played: If you control Boba Fett or
    // Jango Fett (as a leader or unit), ready this unit." A referential
    // ability counts the card's name only, and a leader controlled counts
    // as well as a unit (8.23.2): Alex's leader Boba Fett (SOR 015), not
    // deployed, readies the Firespray, which entered play exhausted
    // (1.5.4b).
    let (t, b) = firespray_played(Some("SOR_015"));
    check(&t);
    assert!(!firespray_in_play(&t, &b));
}

#[test]
fn rule_8_23_2_firespray_stays_exhausted_without_a_fett() {
    let (t, b) = firespray_played(None);
    check(&t);
    assert!(firespray_in_play(&t, &b));
    // The trace says why, citing the referential rule.
    let s = step_saying(&t, "controls no Boba Fett or Jango Fett");
    assert!(t.steps[s].rules.iter().any(|r| r == "8.23.2"));
}

#[test]
fn rule_7_1_5_firespray_exhausts_a_non_unique_unit_only() {
    // SOR 184's "Action [C=2]: Exhaust a non-unique unit.": Alex pays 2 and
    // chooses among the Marines (not unique); Chewbacca and the Firespray
    // itself (unique, the unique icon) are not among the options.
    let mut b = Board::new();
    let firespray = card(&b, "SOR_184");
    let ship = b.unit(ALEX, &firespray);
    let marine = b.unit_as(NICO, "battlefield-marine", "Nico's Marine");
    b.unit_as(ALEX, "battlefield-marine", "Alex's Marine");
    let chewie = b.unit(NICO, "chewbacca");
    let t = b.run(
        then_both_pass(vec![
            common::ability(ALEX, &firespray),
            choose(ALEX, &["Battlefield Marine (Nico's Marine)"]),
        ]),
        END,
    );
    check(&t);
    let c = decision(&t, "choose a target");
    assert_eq!(c.options.len(), 2, "{:?}", c.options);
    assert!(!c.options.iter().any(|o| o.contains("Chewbacca")));
    let board = last(&t);
    assert!(board.unit(marine).expect("in play").exhausted);
    assert!(!board.unit(chewie).expect("in play").exhausted);
    // The cost paid: two of Alex's ten resources exhausted (1.5.4f).
    assert_eq!(board.players[0].resources.exhausted, 2);
    assert!(!board.unit(ship).expect("in play").exhausted);
}

#[test]
fn a_unit_that_costs_n_or_more_reads_in_a_constant_and_back() {
    let k = read_constant("Each friendly non-leader unit that costs 6 or more gains Ambush.");
    assert_eq!(
        k.filter,
        UnitFilter {
            non_leader: true,
            min_cost: Some(6),
            ..UnitFilter::default()
        }
    );
    assert_eq!(k.keywords, vec![Keyword::Ambush]);
    // In an effect's target too.
    ability(
        "When Played: Deal 2 damage to a unit that costs 6 or more.",
        CardType::Unit,
    );
}

/// Alex, with Admiral Piett (SOR 079) in play and Nico with a Marine,
/// plays `unit` (10 resources) and answers `picks`.
fn played_beside_piett(unit: &str, picks: &[&str]) -> GameTrace {
    let mut b = Board::new();
    let piett = card(&b, "SOR_079");
    b.unit(ALEX, &piett);
    // Icons enough for either unit: no aspect penalty.
    b.base_aspects(ALEX, &["Aggression", "Vigilance", "Heroism"]);
    b.unit(NICO, "battlefield-marine");
    b.hand(ALEX, &[unit]);
    let mut script = vec![play(ALEX, unit)];
    script.extend(picks.iter().map(|p| choose(ALEX, &[p])));
    b.run(then_both_pass(script), END)
}

#[test]
fn rule_7_5_5_piett_gives_ambush_to_a_friendly_unit_that_costs_6_or_more() {
    // SOR 079 Admiral Piett: "Each friendly non-leader unit that costs 6 or
    // more gains Ambush." The Krayt Dragon (cost 9) Alex plays has Ambush
    // as it enters play, so it may ready and attack an enemy unit (7.5.5).
    let t = played_beside_piett("krayt-dragon", &["yes"]);
    check(&t);
    assert!(t.step_for("krayt-dragon/ambush").is_some());
    let dragon = last(&t)
        .units
        .iter()
        .find(|u| u.card == "krayt-dragon")
        .expect("the Dragon in play");
    // It attacked, exhausting again (1.5.4d), and the Marine is defeated.
    assert!(dragon.exhausted);
    assert!(!last(&t)
        .units
        .iter()
        .any(|u| u.card == "battlefield-marine"));
}

#[test]
fn rule_1_8_6_piett_counts_the_printed_cost_and_gives_a_5_cost_unit_nothing() {
    // A unit that costs 5 (Chewbacca) does not pass "costs 6 or more": no
    // Ambush. An ability that names a cost means the printed cost, whatever
    // was paid (1.8.6).
    let t = played_beside_piett("chewbacca", &[]);
    check(&t);
    assert!(t.step_for("chewbacca/ambush").is_none());
    assert!(t.choices().all(|(_, c)| !c.prompt.contains("Ambush")));
}

#[test]
fn an_opponent_chooses_reads_as_a_unit_that_opponent_chooses_and_that_unit_as_it() {
    let a = ability(
        "When Played/On Attack: An opponent chooses a non-leader unit they control. Defeat that unit.",
        CardType::Unit,
    );
    let [Effect::Choose {
        target: Target::UnitAnOpponentChooses,
        filter,
        then,
    }] = &a.effects[..]
    else {
        panic!("{:?}", a.effects)
    };
    assert!(filter.non_leader);
    assert_eq!(then, &vec![Effect::Defeat { target: Target::It }]);
    // "You may" on the sentence about that unit is the controller's.
    let a = ability(
        "On Attack: An opponent chooses a ground unit they control. You may deal 7 damage to that unit.",
        CardType::Unit,
    );
    assert!(
        matches!(
            &a.effects[..],
            [Effect::Choose { then, .. }] if matches!(&then[..], [Effect::May { .. }])
        ),
        "{:?}",
        a.effects
    );
    // "they control" names the side: "an enemy unit they control" is not
    // printed, and not read.
    assert!(round_trip(
        "An opponent chooses an enemy unit they control. Defeat that unit.",
        CardType::Event
    )
    .is_err());
}

#[test]
fn rule_7_1_5_avenger_lets_nico_choose_which_of_his_units_is_defeated() {
    // SOR 040 Avenger: "When Played/On Attack: An opponent chooses a
    // non-leader unit they control. Defeat that unit." Nico, not Alex,
    // chooses between his Marine and his Chewbacca; the one he picks is
    // defeated, the other stays.
    let (mut b, avenger) = alex_holding("SOR_040", &["Vigilance", "Villainy"]);
    let marine = b.unit(NICO, "battlefield-marine");
    let chewie = b.unit(NICO, "chewbacca");
    b.unit(ALEX, "vanguard-infantry");
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &avenger),
            choose(NICO, &["Battlefield Marine"]),
        ]),
        END,
    );
    check(&t);
    let c = decision(&t, "does Nico choose");
    assert_eq!(c.chooser, "Nico");
    // Only Nico's units: Alex's Vanguard Infantry is not among them.
    assert_eq!(c.options.len(), 2, "{:?}", c.options);
    let board = last(&t);
    assert!(board.unit(marine).is_none());
    assert!(board.unit(chewie).is_some());
    assert!(board.players[1]
        .discard
        .contains(&"battlefield-marine".to_string()));
}

#[test]
fn rule_7_1_5_power_of_the_dark_side_does_nothing_when_the_opponent_controls_no_unit() {
    // SOR 041 Power of the Dark Side: "An opponent chooses a unit they
    // control. Defeat that unit." Nico controls none: nothing to choose,
    // nothing defeated, and Alex's own unit is untouched.
    let (mut b, power) = alex_holding("SOR_041", &["Vigilance", "Villainy"]);
    let mine = b.unit(ALEX, "battlefield-marine");
    let t = b.run(then_both_pass(vec![play(ALEX, &power)]), END);
    check(&t);
    assert!(t.choices().all(|(_, c)| c.chooser != "Nico"));
    assert!(last(&t).unit(mine).is_some());
}

#[test]
fn discard_your_hand_reads_before_if_you_do_and_back() {
    let a = ability(
        "When Played/When Defeated: You may discard your hand. If you do, draw 3 cards.",
        CardType::Unit,
    );
    assert_eq!(
        a.effects,
        vec![Effect::IfYouDo {
            may: vec![Effect::DiscardHand],
            then: vec![Effect::Draw {
                who: PlayerSel::You,
                count: 3
            }],
        }]
    );
}

/// Alex plays Black One (SOR 147) holding `held` besides it, with a deck
/// of three known cards and ten unknown, and says yes to its "you may".
fn black_one_played(held: &[&str]) -> GameTrace {
    let mut b = Board::new();
    let black_one = card(&b, "SOR_147");
    b.base_aspects(ALEX, &["Aggression", "Heroism"]);
    let mut hand = vec![black_one.as_str()];
    hand.extend(held);
    b.hand(ALEX, &hand);
    b.deck(ALEX, &["vanguard-infantry", "chewbacca", "yoda"], 10);
    b.run(
        then_both_pass(vec![play(ALEX, &black_one), choose(ALEX, &["yes"])]),
        END,
    )
}

#[test]
fn rule_1_14_4_black_one_discards_the_whole_hand_at_once_then_draws_3() {
    // SOR 147 Black One: "When Played/When Defeated: You may discard your
    // hand. If you do, draw 3 cards." Alex's two other cards go to his
    // discard pile together, no choice of which (1.14.4), and he draws the
    // top three cards of his deck.
    let t = black_one_played(&["battlefield-marine", "vanquish"]);
    check(&t);
    let alex = &last(&t).players[0];
    assert_eq!(
        alex.discard,
        vec!["battlefield-marine".to_string(), "vanquish".to_string()]
    );
    let hand: Vec<Option<&str>> = alex.hand.iter().map(|c| c.id()).collect();
    assert_eq!(
        hand,
        vec![Some("vanguard-infantry"), Some("chewbacca"), Some("yoda")]
    );
    assert!(t
        .choices()
        .all(|(_, c)| !c.prompt.contains("which card does Alex discard")));
}

#[test]
fn rule_1_14_6_black_one_with_an_empty_hand_still_draws_3() {
    // With no other card in hand, Alex is considered to have discarded his
    // hand (1.14.6), so "If you do" holds (8.9.1) and he draws 3.
    let t = black_one_played(&[]);
    check(&t);
    let alex = &last(&t).players[0];
    assert!(alex.discard.is_empty());
    assert_eq!(alex.hand.len(), 3);
    let s = step_saying(&t, "counts as having discarded their hand");
    assert!(t.steps[s].rules.iter().any(|r| r == "1.14.6"));
}

#[test]
fn an_event_from_a_discard_pile_reads_as_either_pile_and_back() {
    let a = ability(
        "When Played: You may return an event from a discard pile to its owner's hand.",
        CardType::Unit,
    );
    assert!(a.may);
    assert_eq!(
        a.effects,
        vec![Effect::ReturnFromAnyDiscard {
            card_type: Some(CardType::Event),
            filter: Default::default(),
        }]
    );
}

#[test]
fn rule_8_24_1_bounty_hunter_crew_returns_an_event_from_nicos_pile_to_nicos_hand() {
    // SOR 183 Bounty Hunter Crew: "When Played: You may return an event
    // from a discard pile to its owner's hand." Alex chooses among the
    // events of both piles (the Marine, a unit, is not offered); the
    // event he picks from Nico's pile goes to Nico's hand, its owner's
    // (8.24.1: a return from an out-of-play zone the ability names).
    let (mut b, crew) = alex_holding("SOR_183", &["Cunning", "Villainy"]);
    b.state.players[0].discard = vec!["vanquish".to_string()].into();
    b.state.players[1].discard =
        vec!["vanquish".to_string(), "battlefield-marine".to_string()].into();
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &crew),
            // Its Ambush triggers too (Nico has no unit to attack).
            choose(
                ALEX,
                &[
                    "bounty-hunter-crew/when-played",
                    "bounty-hunter-crew/ambush",
                ],
            ),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["Vanquish (Nico's discard pile)"]),
        ]),
        END,
    );
    check(&t);
    let c = decision(&t, "return to its owner's hand");
    assert_eq!(c.chooser, "Alex");
    assert_eq!(c.options.len(), 2, "{:?}", c.options);
    let board = last(&t);
    let nico = &board.players[1];
    assert_eq!(nico.hand.len(), 1);
    assert_eq!(nico.hand[0].id(), Some("vanquish"));
    assert_eq!(*nico.discard, vec!["battlefield-marine".to_string()]);
    // Alex's own Vanquish stays in his pile.
    assert_eq!(*board.players[0].discard, vec!["vanquish".to_string()]);
}

#[test]
fn damage_divided_among_enemy_units_reads_and_back() {
    let a = ability(
        "When Played: Deal 6 damage divided as you choose among enemy units.",
        CardType::Unit,
    );
    assert_eq!(
        a.effects,
        vec![Effect::DivideDamage {
            amount: 6,
            target: Target::EachEnemyUnit,
            filter: UnitFilter::default(),
        }]
    );
}

#[test]
fn rule_8_4_5_palpatine_divides_6_damage_among_enemy_units_as_alex_chooses() {
    // SOR 135 Emperor Palpatine: "When Played: Deal 6 damage divided as you
    // choose among enemy units." Alex places the 6 points one at a time
    // among Nico's units only (not his own Marine): 4 on Nico's Marine,
    // more than its 3 HP (8.4.5 allows it), and 2 on Chewbacca. All of it
    // is dealt at once (1.9.8): the Marine is defeated, Chewbacca has 2.
    let (mut b, palpatine) = alex_holding("SOR_135", &["Aggression", "Villainy"]);
    let theirs = b.unit_as(NICO, "battlefield-marine", "Nico's Marine");
    let chewie = b.unit(NICO, "chewbacca");
    let mine = b.unit_as(ALEX, "battlefield-marine", "Alex's Marine");
    let mut script = vec![play(ALEX, &palpatine)];
    for pick in ["Battlefield Marine (Nico's Marine)"; 4]
        .into_iter()
        .chain(["Chewbacca"; 2])
    {
        script.push(choose(ALEX, &[pick]));
    }
    let t = b.run(then_both_pass(script), END);
    check(&t);
    let asks: Vec<_> = t
        .choices()
        .filter(|(_, c)| c.prompt.contains("put damage"))
        .collect();
    assert_eq!(asks.len(), 6);
    assert!(asks.iter().all(|(_, c)| c.chooser == "Alex"
        && c.options.len() == 2
        && !c.options.iter().any(|o| o.contains("Alex's Marine"))));
    let board = last(&t);
    assert!(board.unit(theirs).is_none());
    assert_eq!(board.unit(chewie).expect("in play").damage, 2);
    assert_eq!(board.unit(mine).expect("in play").damage, 0);
}
