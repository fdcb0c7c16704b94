//! Resources as cards (1.7) read from printed cards (issue 26): a player's
//! own resource defeated (1.5.5f) or returned to its owner's hand, a card
//! put into play as a resource from the top of the deck or from the hand
//! (exhausted unless the card readies it, 1.7.7), "Either ... or ...", and
//! a delayed effect at the start of the next action phase. What the reader
//! makes of each line, that the writer gives it back, and that the engine
//! does what the text says, each choice the player's (1.7.4).

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, last, read_ability as read, then_both_pass, END};
use timing_window::rulesets::swu::cards::{CardType, Effect, ResourcesOf, TimingPoint, Whose};
use timing_window::rulesets::swu::engine::state::HiddenCard;
use timing_window::rulesets::swu::engine::{PhaseStep, StopPoint};

#[test]
fn rule_1_5_5f_defeating_and_returning_resources_read_into_the_vocabulary_and_back() {
    let a = read(
        "When Played: You may defeat a friendly resource. If you do, deal 5 damage to a ground unit.",
        CardType::Unit,
    );
    let Effect::IfYouDo { may, .. } = &a.effects[0] else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(
        may,
        &vec![Effect::DefeatResource {
            of: ResourcesOf::Friendly
        }]
    );
    let a = read(
        "When Played: Return up to 2 friendly resources to their owners' hands.",
        CardType::Unit,
    );
    assert_eq!(
        a.effects,
        vec![Effect::ReturnResources {
            count: 2,
            up_to: true,
            of: ResourcesOf::Friendly
        }]
    );
    let a = read(
        "When Played: You may return a resource you control to its owner's hand. If you do, you may put the top card of your deck into play as a resource.",
        CardType::Unit,
    );
    assert_eq!(
        a.effects,
        vec![Effect::IfYouDo {
            may: vec![Effect::ReturnResources {
                count: 1,
                up_to: false,
                of: ResourcesOf::YouControl
            }],
            then: vec![Effect::May {
                then: vec![Effect::ResourceTopOfDeck { ready: false }]
            }],
        }]
    );
}

#[test]
fn rule_7_7_4_han_solos_delayed_defeat_reads_into_the_vocabulary_and_back() {
    let a = read(
        "Action [Exhaust]: Put a card from your hand into play as a resource and ready it. At the start of the next action phase, defeat a resource you control.",
        CardType::Leader,
    );
    assert_eq!(
        a.effects,
        vec![
            Effect::ResourceFromHand { ready: true },
            Effect::Delayed {
                at: TimingPoint::StartOfActionPhase,
                effects: vec![Effect::DefeatResource {
                    of: ResourcesOf::YouControl
                }],
            },
        ]
    );
}

#[test]
fn rule_1_5_5f_wrecker_defeats_a_friendly_resource_then_deals_5_damage() {
    // SHD 154 Wrecker (cost 6): "When Played: You may defeat a friendly
    // resource. If you do, deal 5 damage to a ground unit." Alex pays 6 of
    // his 10 and picks an exhausted resource to defeat: it goes, unknown,
    // to his discard pile; Nico's Battlefield Marine takes 5.
    let mut b = Board::new();
    let wrecker = card(&b, "SHD_154");
    b.base_aspects(ALEX, &["Aggression", "Heroism"]);
    b.hand(ALEX, &[&wrecker]);
    b.unit(NICO, "battlefield-marine");
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &wrecker),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["an exhausted resource"]),
            choose(ALEX, &["Battlefield Marine"]),
        ]),
        END,
    );
    let c = decision(&t, "which resource does Alex defeat");
    assert_eq!(c.chooser, "Alex");
    assert_eq!(c.options, vec!["a ready resource", "an exhausted resource"]);
    let board = last(&t);
    let alex = &board.players[0];
    assert_eq!((alex.resources.ready, alex.resources.exhausted), (4, 5));
    assert_eq!(alex.discard.as_slice(), ["unknown".to_string()]);
    assert!(board.units.iter().all(|u| u.card != "battlefield-marine"));
    step_saying(&t, "goes faceup to its owner's discard pile");

    // Declined: no resource goes and nothing is dealt.
    let t = b.run(
        then_both_pass(vec![play(ALEX, &wrecker), choose(ALEX, &["no"])]),
        END,
    );
    let alex = &last(&t).players[0];
    assert_eq!(alex.resources.ready + alex.resources.exhausted, 10);
    assert!(last(&t)
        .units
        .iter()
        .any(|u| u.card == "battlefield-marine"));
}

#[test]
fn rule_1_7_4_lando_returns_a_named_resource_and_may_stop_short_of_2() {
    // SOR 197 Lando Calrissian (cost 6): "When Played: Return up to 2
    // friendly resources to their owners' hands." One of Alex's resources
    // is a known Battlefield Marine: he returns it, then no more.
    let mut b = Board::new();
    let lando = card(&b, "SOR_197");
    b.base_aspects(ALEX, &["Cunning", "Heroism"]);
    b.hand(ALEX, &[&lando]);
    b.state.player_mut(ALEX).resources.known = vec!["battlefield-marine".into()];
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &lando),
            choose(ALEX, &["Battlefield Marine (ready)"]),
            choose(ALEX, &["no more resources"]),
        ]),
        END,
    );
    let c = decision(&t, "which resource does Alex return to hand? (1 of 2)");
    assert!(c.options.contains(&"no more resources".to_string()));
    assert!(c.options.contains(&"an exhausted resource".to_string()));
    let alex = &last(&t).players[0];
    assert_eq!((alex.resources.ready, alex.resources.exhausted), (3, 6));
    assert!(alex.resources.known.is_empty());
    assert_eq!(
        alex.hand.as_slice(),
        [HiddenCard::Known("battlefield-marine".into())]
    );
}

#[test]
fn rule_1_7_7_frontier_trader_swaps_a_resource_for_the_top_card_exhausted() {
    // SHD 214 Frontier Trader (cost 3): "When Played: You may return a
    // resource you control to its owner's hand. If you do, you may put the
    // top card of your deck into play as a resource." Alex returns an
    // unknown ready resource, then resources his deck's top card, a
    // Battlefield Marine, which enters exhausted (1.7.7).
    let mut b = Board::new();
    let trader = card(&b, "SHD_214");
    b.base_aspects(ALEX, &["Cunning"]);
    b.hand(ALEX, &[&trader]);
    b.deck(ALEX, &["battlefield-marine"], 5);
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &trader),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["a ready resource"]),
            choose(ALEX, &["yes"]),
        ]),
        END,
    );
    let alex = &last(&t).players[0];
    assert_eq!((alex.resources.ready, alex.resources.exhausted), (6, 4));
    assert_eq!(alex.resources.known, vec!["battlefield-marine".to_string()]);
    assert_eq!(alex.hand.as_slice(), [HiddenCard::Unknown]);
    assert_eq!(alex.deck.len(), 5);
    assert!(cites(&t, &trader, "1.7.7") || step_saying(&t, "exhausted.") > 0);

    // The second "you may" declined: the resource is back in hand and
    // nothing replaces it.
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &trader),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["a ready resource"]),
            choose(ALEX, &["no"]),
        ]),
        END,
    );
    let alex = &last(&t).players[0];
    assert_eq!(alex.resources.ready + alex.resources.exhausted, 9);
    assert_eq!(alex.deck.len(), 6);
}

#[test]
fn rule_1_7_7_resupply_carrier_puts_the_top_card_in_exhausted_and_an_empty_deck_gives_nothing() {
    // JTL 119 Resupply Carrier (cost 6): "When Played: You may put the top
    // card of your deck into play as a resource."
    let mut b = Board::new();
    let carrier = card(&b, "JTL_119");
    b.base_aspects(ALEX, &["Command"]);
    b.hand(ALEX, &[&carrier]);
    let t = b.run(
        then_both_pass(vec![play(ALEX, &carrier), choose(ALEX, &["yes"])]),
        END,
    );
    let alex = &last(&t).players[0];
    assert_eq!((alex.resources.ready, alex.resources.exhausted), (4, 7));
    assert_eq!(alex.deck.len(), 19);

    b.deck(ALEX, &[], 0);
    let t = b.run(
        then_both_pass(vec![play(ALEX, &carrier), choose(ALEX, &["yes"])]),
        END,
    );
    step_saying(
        &t,
        "deck is empty, so no card is put into play as a resource",
    );
    let alex = &last(&t).players[0];
    assert_eq!(alex.resources.ready + alex.resources.exhausted, 10);
    assert_eq!(alex.base.damage, 0, "not a draw: no damage");
}

#[test]
fn rule_7_7_4_han_solo_resources_a_card_ready_and_defeats_one_next_round() {
    // SOR 017 Han Solo, leader side: "Action [Exhaust]: Put a card from
    // your hand into play as a resource and ready it. At the start of the
    // next action phase, defeat a resource you control." Alex resources a
    // Battlefield Marine, ready; nothing is defeated this round. At the
    // start of round 2's action phase, Alex picks the resource to defeat.
    let mut b = Board::new();
    let han = card(&b, "SOR_017");
    b.leader(ALEX, &han);
    b.hand(ALEX, &["battlefield-marine"]);
    b.deck(ALEX, &[], 0);
    b.deck(NICO, &[], 0);
    let t = b.run(
        vec![ability(ALEX, &han), pass(NICO), pass(ALEX)],
        StopPoint::Before(PhaseStep::RegroupStart),
    );
    let alex = &last(&t).players[0];
    assert_eq!((alex.resources.ready, alex.resources.exhausted), (11, 0));
    assert_eq!(alex.resources.known, vec!["battlefield-marine".to_string()]);
    assert!(alex.hand.is_empty());
    assert_eq!(last(&t).delayed.len(), 1, "waits for the next action phase");

    let t = b.run(
        vec![
            ability(ALEX, &han),
            pass(NICO),
            pass(ALEX),
            choose(ALEX, &["Battlefield Marine (ready)"]),
            // Round 2 goes on no further.
            concede(NICO),
        ],
        StopPoint::GameEnd,
    );
    let c = decision(&t, "which resource does Alex defeat");
    assert_eq!(c.chooser, "Alex");
    let board = last(&t);
    assert_eq!(board.round, 2);
    let alex = &board.players[0];
    assert_eq!(alex.resources.ready + alex.resources.exhausted, 10);
    assert!(alex.discard.contains(&"battlefield-marine".to_string()));
    assert!(board.delayed.is_empty());
}

#[test]
fn rule_8_4_4_leia_organa_either_readies_a_resource_or_exhausts_a_unit() {
    // SOR 189 Leia Organa (cost 2): "When Played: Either ready a resource
    // or exhaust a unit." Alex picks readying: one of the 2 resources he
    // paid readies. Then, played again, he picks exhausting Nico's unit.
    let a = read(
        "When Played: Either ready a resource or exhaust a unit.",
        CardType::Unit,
    );
    let Effect::ChooseOptions { count: 1, options } = &a.effects[0] else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(options.len(), 2);
    let mut b = Board::new();
    let leia = card(&b, "SOR_189");
    b.base_aspects(ALEX, &["Cunning", "Heroism"]);
    b.hand(ALEX, &[&leia]);
    b.unit(NICO, "battlefield-marine");
    let c = |t: &timing_window::rulesets::swu::engine::GameTrace| {
        decision(t, "which option does Alex choose").options.clone()
    };
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &leia),
            choose(ALEX, &["Ready a resource."]),
            choose(ALEX, &["ready 1 exhausted resource"]),
        ]),
        END,
    );
    assert_eq!(c(&t).len(), 2);
    let alex = &last(&t).players[0];
    assert_eq!((alex.resources.ready, alex.resources.exhausted), (9, 1));
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &leia),
            choose(ALEX, &["Exhaust a unit."]),
            choose(ALEX, &["Battlefield Marine"]),
        ]),
        END,
    );
    let board = last(&t);
    assert!(board
        .units
        .iter()
        .any(|u| u.card == "battlefield-marine" && u.exhausted));
}

#[test]
fn rule_7_5_14b_tech_gives_each_friendly_resource_smuggle_at_its_cost_plus_2() {
    // SHD 248 Tech: "Each friendly resource gains Smuggle. The gained
    // Smuggle cost is that card's cost plus 2 and its aspect icons." A
    // Battlefield Marine (cost 2, Command Heroism) among Alex's resources
    // is smuggled for 4; it enters play exhausted and the deck's top card
    // replaces it, exhausted (7.5.14f, 7.5.14g).
    let mut b = Board::new();
    let tech = card(&b, "SHD_248");
    b.unit(ALEX, &tech);
    b.base_aspects(ALEX, &["Command", "Heroism"]);
    b.state.player_mut(ALEX).resources.known = vec!["battlefield-marine".into()];
    let t = b.run(
        then_both_pass(vec![smuggle(ALEX, "battlefield-marine")]),
        END,
    );
    let board = last(&t);
    let alex = &board.players[0];
    assert_eq!((alex.resources.ready, alex.resources.exhausted), (6, 4));
    assert!(alex.resources.known.is_empty());
    assert!(board
        .units
        .iter()
        .any(|u| u.card == "battlefield-marine" && u.exhausted));
    step_saying(&t, "It uses the Smuggle Tech gives it");

    // Without Tech in play the Marine has no Smuggle.
    let mut b = Board::new();
    b.base_aspects(ALEX, &["Command", "Heroism"]);
    b.state.player_mut(ALEX).resources.known = vec!["battlefield-marine".into()];
    let e = b.run_err(vec![smuggle(ALEX, "battlefield-marine")], END);
    assert!(e.to_string().contains("has no Smuggle"), "{e}");
}

#[test]
fn rule_7_5_14b_a_card_with_its_own_smuggle_and_techs_lets_its_player_pick_one() {
    // Enterprising Lackeys (cost 4) prints Smuggle [C=6 Command Command];
    // with Tech in play it has a second Smuggle, 4 plus 2 with its own
    // icons. Each is an ability of its own: Alex picks.
    let mut b = Board::new();
    let tech = card(&b, "SHD_248");
    let lackeys = card(&b, "SHD_107");
    b.unit(ALEX, &tech);
    b.base_aspects(ALEX, &["Command", "Command"]);
    b.state.player_mut(ALEX).resources.known = vec![lackeys.clone()];
    let t = b.run(
        then_both_pass(vec![
            smuggle(ALEX, &lackeys),
            choose(ALEX, &["Smuggle [C=6 Command Command] from Tech"]),
        ]),
        END,
    );
    let c = decision(&t, "more than one Smuggle");
    assert_eq!(c.options.len(), 2, "{:?}", c.options);
    assert!(last(&t).units.iter().any(|u| u.card == lackeys));
}

#[test]
fn rule_1_7_7_enterprising_lackeys_defeats_a_resource_and_becomes_one() {
    // SHD 107 Enterprising Lackeys (5/5): "When Defeated: You may defeat a
    // friendly resource. If you do, put this unit into play as a
    // resource." With 3 damage on it, it attacks a 3/3 and is defeated:
    // Alex defeats a ready resource, and the Lackeys take its place,
    // exhausted (1.7.7).
    let mut b = Board::new();
    let lackeys = card(&b, "SHD_107");
    let id = b.unit(ALEX, &lackeys);
    b.unit_mut(id).damage = 3;
    b.unit(NICO, "battlefield-marine");
    let t = b.run(
        then_both_pass(vec![
            attack(ALEX, &lackeys, "battlefield-marine"),
            // All 10 of Alex's resources are ready and unnamed: one kind
            // to pick, so no decision.
            choose(ALEX, &["yes"]),
        ]),
        END,
    );
    let board = last(&t);
    let alex = &board.players[0];
    assert!(board.units.iter().all(|u| u.card != lackeys));
    assert_eq!((alex.resources.ready, alex.resources.exhausted), (9, 1));
    assert_eq!(alex.resources.known, vec![lackeys.clone()]);
    assert_eq!(alex.discard.as_slice(), ["unknown".to_string()]);
}

#[test]
fn rule_8_17_2_the_marauder_resources_a_discarded_card_that_shares_a_units_name() {
    // SHD 102 The Marauder (cost 5): "When Played: Choose a card in your
    // discard pile. Put it into play as a resource if it shares a name
    // with a unit you control." Alex controls a Battlefield Marine; his
    // pile holds another Marine and a Wrecker. The Marine becomes a
    // resource, exhausted; the Wrecker, chosen instead, stays.
    let mut b = Board::new();
    let marauder = card(&b, "SHD_102");
    let wrecker = card(&b, "SHD_154");
    b.base_aspects(ALEX, &["Command", "Heroism"]);
    b.hand(ALEX, &[&marauder]);
    b.unit(ALEX, "battlefield-marine");
    b.state.player_mut(ALEX).discard =
        vec!["battlefield-marine".to_string(), wrecker.clone()].into();
    // Its Ambush triggers too (no enemy unit to attack): When Played first.
    let (first, ambush) = (
        format!("{marauder}/when-played"),
        format!("{marauder}/ambush"),
    );
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &marauder),
            choose(ALEX, &[&first, &ambush]),
            choose(ALEX, &["Battlefield Marine"]),
        ]),
        END,
    );
    let c = decision(&t, "which card in their discard pile");
    assert_eq!(c.options.len(), 2, "{:?}", c.options);
    let alex = &last(&t).players[0];
    assert_eq!((alex.resources.ready, alex.resources.exhausted), (5, 6));
    assert_eq!(alex.resources.known, vec!["battlefield-marine".to_string()]);
    assert_eq!(alex.discard.as_slice(), std::slice::from_ref(&wrecker));

    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &marauder),
            choose(ALEX, &[&first, &ambush]),
            choose(ALEX, &["Wrecker"]),
        ]),
        END,
    );
    step_saying(&t, "so it stays in the discard pile");
    let alex = &last(&t).players[0];
    assert_eq!(alex.resources.ready + alex.resources.exhausted, 10);
    assert_eq!(alex.discard.len(), 2);
}

#[test]
fn rule_8_17_2_hunter_reveals_a_resource_named_like_a_unique_unit_and_swaps_it() {
    // SHD 009 Hunter, leader side: "Action [C=1, Exhaust]: Reveal a
    // resource you control. If it shares a name with a friendly unique
    // unit, return the resource to its owner's hand and put the top card
    // of your deck into play as a resource." Alex controls Wrecker (unique)
    // and has another Wrecker among his resources: it returns to his hand
    // and his deck's top card replaces it, exhausted.
    let a = read(
        "On Attack: You may reveal a resource you control. If it shares a name with a friendly unique unit, return the resource to its owner's hand and put the top card of your deck into play as a resource.",
        CardType::Leader,
    );
    assert!(a.may);
    assert_eq!(
        a.effects,
        vec![Effect::RevealResource {
            then: vec![
                Effect::ReturnRevealedResource,
                Effect::ResourceTopOfDeck { ready: false }
            ]
        }]
    );
    let mut b = Board::new();
    let hunter = card(&b, "SHD_009");
    let wrecker = card(&b, "SHD_154");
    b.leader(ALEX, &hunter);
    b.unit(ALEX, &wrecker);
    b.state.player_mut(ALEX).resources.known = vec![wrecker.clone()];
    let t = b.run(
        then_both_pass(vec![
            ability(ALEX, &hunter),
            choose(ALEX, &["Wrecker (ready)"]),
        ]),
        END,
    );
    let c = decision(&t, "which resource does Alex reveal");
    assert_eq!(c.chooser, "Alex");
    let alex = &last(&t).players[0];
    assert_eq!((alex.resources.ready, alex.resources.exhausted), (8, 2));
    assert!(alex.resources.known.is_empty());
    assert_eq!(alex.hand.as_slice(), [HiddenCard::Known(wrecker.clone())]);
    assert_eq!(alex.deck.len(), 19);

    // A resource the scenario leaves unnamed cannot be compared: the run
    // stops with an error asking for its name, never a guess.
    let e = b.run_err(
        vec![ability(ALEX, &hunter), choose(ALEX, &["a ready resource"])],
        END,
    );
    assert!(e.to_string().contains("name it in resources.known"), "{e}");
}

#[test]
fn rule_8_17_2_hunter_reveals_a_resource_no_unique_unit_shares_and_nothing_more_happens() {
    // The same with Wrecker only in the resources, not in play.
    let mut b = Board::new();
    let hunter = card(&b, "SHD_009");
    let wrecker = card(&b, "SHD_154");
    b.leader(ALEX, &hunter);
    b.state.player_mut(ALEX).resources.known = vec![wrecker.clone()];
    let t = b.run(
        then_both_pass(vec![
            ability(ALEX, &hunter),
            choose(ALEX, &["Wrecker (exhausted)"]),
        ]),
        END,
    );
    step_saying(&t, "shares a name with no friendly unique unit");
    let alex = &last(&t).players[0];
    assert_eq!(alex.resources.known, vec![wrecker.clone()]);
    assert!(alex.hand.is_empty());
    assert_eq!(alex.deck.len(), 20);
}

#[test]
fn rule_1_5_4c_xanadu_blood_returns_an_underworld_unit_then_exhausts_an_enemy_resource() {
    // SHD 191 Xanadu Blood (cost 6): "When Played/On Attack: You may
    // return another friendly non-leader Underworld unit to its owner's
    // hand. if you do, exhaust an enemy unit or resource." (the card data's
    // lower-case "if", normalised). Alex returns his Enterprising Lackeys
    // and exhausts one of Nico's ready resources instead of his Marine.
    let mut b = Board::new();
    let xanadu = card(&b, "SHD_191");
    let lackeys = card(&b, "SHD_107");
    b.base_aspects(ALEX, &["Cunning", "Villainy"]);
    b.hand(ALEX, &[&xanadu]);
    b.unit(ALEX, &lackeys);
    b.unit(NICO, "battlefield-marine");
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &xanadu),
            choose(ALEX, &["yes"]),
            choose(ALEX, &["a ready resource of Nico's"]),
        ]),
        END,
    );
    let c = decision(&t, "what does Alex exhaust");
    assert_eq!(
        c.options,
        vec!["battlefield-marine", "a ready resource of Nico's"]
    );
    let board = last(&t);
    assert!(board.units.iter().all(|u| u.card != lackeys));
    assert_eq!(
        board.players[0].hand.as_slice(),
        [HiddenCard::Known(lackeys.clone())]
    );
    let nico = &board.players[1];
    assert_eq!((nico.resources.ready, nico.resources.exhausted), (9, 1));
    assert!(board
        .units
        .iter()
        .any(|u| u.card == "battlefield-marine" && !u.exhausted));

    // With no other Underworld unit, nothing is returned and nothing is
    // exhausted.
    let mut b = Board::new();
    b.base_aspects(ALEX, &["Cunning", "Villainy"]);
    b.hand(ALEX, &[&xanadu]);
    b.unit(NICO, "battlefield-marine");
    let t = b.run(
        then_both_pass(vec![play(ALEX, &xanadu), choose(ALEX, &["yes"])]),
        END,
    );
    let nico = &last(&t).players[1];
    assert_eq!((nico.resources.ready, nico.resources.exhausted), (10, 0));
}

#[test]
fn rule_1_5_4e_regulations_bureaucrat_and_mandalorian_scout_exhaust_resources() {
    // SEC 216 Regulations Bureaucrat: "Action [Exhaust]: Exhaust a
    // resource." (either player's); ASH 216 Mandalorian Scout: "When
    // Defeated: Exhaust a ready friendly resource."
    let a = read("Action [Exhaust]: Exhaust a resource.", CardType::Unit);
    assert_eq!(
        a.effects,
        vec![Effect::ExhaustResource {
            whose: Whose::Any,
            ready: false,
            or_unit: false
        }]
    );
    let mut b = Board::new();
    let bureaucrat = card(&b, "SEC_216");
    b.unit(ALEX, &bureaucrat);
    b.state.player_mut(NICO).resources.exhausted = 2;
    let t = b.run(
        then_both_pass(vec![
            ability(ALEX, &bureaucrat),
            choose(ALEX, &["an exhausted resource of Nico's"]),
        ]),
        END,
    );
    let c = decision(&t, "what does Alex exhaust");
    assert_eq!(c.options.len(), 3, "{:?}", c.options);
    step_saying(&t, "it stays exhausted");
    let nico = &last(&t).players[1];
    assert_eq!((nico.resources.ready, nico.resources.exhausted), (10, 2));

    let mut b = Board::new();
    let scout = card(&b, "ASH_216");
    let id = b.unit(ALEX, &scout);
    // 3 HP: 2 damage on it, and the Marine's 3 defeat it.
    b.unit_mut(id).damage = 2;
    b.unit(NICO, "battlefield-marine");
    let t = b.run(
        then_both_pass(vec![attack(ALEX, &scout, "battlefield-marine")]),
        END,
    );
    let alex = &last(&t).players[0];
    assert_eq!((alex.resources.ready, alex.resources.exhausted), (9, 1));
}

#[test]
fn rule_1_7_7_galactic_escalation_gives_each_player_their_top_card_as_a_resource_exhausted() {
    // TS26 56 Galactic Escalation (cost 2): "Each player resources the
    // top card of their deck." Alex's top card is a known Battlefield
    // Marine; Nico's deck is empty, so nothing happens for him (not a
    // draw: no damage).
    let mut b = Board::new();
    let escalation = card(&b, "TS26_56");
    b.base_aspects(ALEX, &["Command"]);
    b.hand(ALEX, &[&escalation]);
    b.deck(ALEX, &["battlefield-marine"], 3);
    b.deck(NICO, &[], 0);
    let t = b.run(then_both_pass(vec![play(ALEX, &escalation)]), END);
    let board = last(&t);
    let (alex, nico) = (&board.players[0], &board.players[1]);
    assert_eq!((alex.resources.ready, alex.resources.exhausted), (8, 3));
    assert_eq!(alex.resources.known, vec!["battlefield-marine".to_string()]);
    assert_eq!(alex.deck.len(), 3);
    assert_eq!(nico.resources.ready + nico.resources.exhausted, 10);
    assert_eq!(nico.base.damage, 0);
}

#[test]
fn rule_1_7_7_expendable_mercenary_and_eeth_koth_become_resources_from_the_discard_pile() {
    // LAW 159 Expendable Mercenary (3/3): "When Defeated: You may resource
    // this unit from its owner's discard pile." It attacks a 3/3 Marine
    // and is defeated: Alex resources it, exhausted (1.7.7).
    let mut b = Board::new();
    let mercenary = card(&b, "LAW_159");
    b.unit(ALEX, &mercenary);
    b.unit(NICO, "battlefield-marine");
    let t = b.run(
        then_both_pass(vec![
            attack(ALEX, &mercenary, "battlefield-marine"),
            choose(ALEX, &["yes"]),
        ]),
        END,
    );
    let alex = &last(&t).players[0];
    assert_eq!((alex.resources.ready, alex.resources.exhausted), (10, 1));
    assert_eq!(alex.resources.known, vec![mercenary.clone()]);
    assert!(alex.discard.is_empty());

    // LOF 097 Eeth Koth (5/4): "When Defeated: You may use the Force. If
    // you do, put this card into play as a resource." Without the Force
    // nothing happens; with it, Eeth Koth becomes a resource.
    let mut b = Board::new();
    let eeth = card(&b, "LOF_097");
    let id = b.unit(ALEX, &eeth);
    b.unit_mut(id).damage = 1;
    b.unit(NICO, "battlefield-marine");
    b.state.player_mut(ALEX).force_token = true;
    let t = b.run(
        then_both_pass(vec![
            attack(ALEX, &eeth, "battlefield-marine"),
            choose(ALEX, &["yes"]),
        ]),
        END,
    );
    let alex = &last(&t).players[0];
    assert!(!alex.force_token);
    assert_eq!(alex.resources.known, vec![eeth.clone()]);
    assert_eq!(alex.resources.ready + alex.resources.exhausted, 11);
}
