//! Printed SOR and SHD cards of the required sets read from their text
//! alone (issue 26), by who chooses and what: a unit or base an opponent
//! chooses and "it" being that base (Grey Squadron Y-Wing), and a friendly
//! ground unit returned before "If you do", a token among them (Bright
//! Hope, open question 24), and an action ability whose cost returns its
//! own unit to its owner's hand (Salacious Crumb), and a heal placed
//! point by point with "that much" after it (Redemption), and as many
//! different options as cards discarded (Poe Dameron), and enemy
//! resources revealed and defeated if they have Smuggle (Scanning Officer,
//! open question 25). What the reader makes of each line, that the writer
//! gives it back, and that the engine does on a board what the printed
//! text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, last, read_ability as ability, then_both_pass, END};
use timing_window::rulesets::swu::cards::text::round_trip;
use timing_window::rulesets::swu::cards::{
    Amount, AmountOf, CardType, Effect, Pronoun, Target, UnitFilter,
};
use timing_window::rulesets::swu::engine::readings::{
    ENEMY_RESOURCES_REVEALED_BY_ITS_CONTROLLER, TOKEN_RETURNED_TO_HAND,
};
use timing_window::rulesets::swu::engine::{GameTrace, ScriptEntry};

fn marked(t: &GameTrace, n: u32) -> bool {
    t.steps.iter().any(|s| s.facts.readings.contains(&n))
}

#[test]
fn an_opponent_chooses_a_unit_or_base_reads_as_their_pick_and_it() {
    let a = ability(
        "On Attack: An opponent chooses a unit or base they control. You may deal 2 damage to it.",
        CardType::Unit,
    );
    let [Effect::Choose {
        target: Target::UnitOrBaseAnOpponentChooses,
        filter,
        then,
    }] = &a.effects[..]
    else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(*filter, UnitFilter::default());
    let [Effect::May { then }] = &then[..] else {
        panic!("{then:?}")
    };
    assert!(
        matches!(
            &then[..],
            [Effect::DealDamage {
                target: Target::It,
                ..
            }]
        ),
        "{then:?}"
    );
    // The next sentence must be about "it": another aim is not read.
    assert!(round_trip(
        "On Attack: An opponent chooses a unit or base they control. You may deal 2 damage to a unit.",
        CardType::Unit
    )
    .is_err());
}

/// Alex attacks Nico's base with Grey Squadron Y-Wing (SHD 246); Nico has
/// a Battlefield Marine. Nico picks `pick`; Alex takes the "you may".
fn grey_squadron_attacks(pick: &str) -> (GameTrace, Board) {
    let mut b = Board::new();
    let wing = card(&b, "SHD_246");
    b.unit(ALEX, &wing);
    b.unit(NICO, "battlefield-marine");
    b.unit(ALEX, "vanguard-infantry");
    let t = b.run(
        then_both_pass(vec![
            attack(ALEX, &wing, "base"),
            choose(NICO, &[pick]),
            choose(ALEX, &["yes"]),
        ]),
        END,
    );
    check(&t);
    (t, b)
}

#[test]
fn rule_7_1_5_grey_squadron_y_wing_lets_nico_choose_among_his_units_and_his_base() {
    let (t, _) = grey_squadron_attacks("Battlefield Marine");
    let c = decision(&t, "which unit or base Nico controls");
    // Nico chooses, among his own unit and his own base only: Alex's
    // Vanguard Infantry and Alex's base are not offered.
    assert_eq!(c.chooser, "Nico");
    assert_eq!(c.options.len(), 2, "{:?}", c.options);
    assert!(c.options.iter().any(|o| o.contains("Battlefield Marine")));
    let board = last(&t);
    assert_eq!(damage_of(&t, "battlefield-marine"), 2);
    // The Y-Wing's 1 combat damage to the base, nothing more.
    assert_eq!(board.players[1].base.damage, 1);
}

#[test]
fn rule_7_1_5_grey_squadron_y_wing_deals_its_2_damage_to_the_base_nico_picked() {
    let (t, _) = grey_squadron_attacks("Nico's base");
    let board = last(&t);
    // 2 from the ability ("it" is the base), then 1 combat damage.
    assert_eq!(board.players[1].base.damage, 3);
    assert_eq!(damage_of(&t, "battlefield-marine"), 0);
}

#[test]
fn bright_hope_reads_a_friendly_non_leader_ground_unit_returned_before_if_you_do() {
    let a = ability(
        "When Played: You may return a friendly non-leader ground unit to its owner's hand. If you do, draw a card.",
        CardType::Unit,
    );
    assert!(
        matches!(&a.effects[..], [Effect::IfYouDo { .. }]),
        "{:?}",
        a.effects
    );
}

/// Alex plays Bright Hope (SOR 099) with a Battlefield Marine and a Battle
/// Droid token in play, and returns `pick`.
fn bright_hope_returns(pick: &str) -> GameTrace {
    let mut b = Board::new();
    let hope = card(&b, "SOR_099");
    b.base_aspects(ALEX, &["Command", "Heroism"]);
    b.hand(ALEX, &[&hope]);
    b.deck(ALEX, &["battlefield-marine"], 3);
    b.unit(ALEX, "battlefield-marine");
    b.unit(ALEX, "battle-droid");
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &hope),
            choose(ALEX, &["yes"]),
            choose(ALEX, &[pick]),
        ]),
        END,
    );
    check(&t);
    t
}

#[test]
fn rule_8_32_2_bright_hope_returns_the_marine_and_draws() {
    let t = bright_hope_returns("Battlefield Marine");
    let board = last(&t);
    assert!(!board.units.iter().any(|u| u.card == "battlefield-marine"));
    // The Marine back in hand, and the deck's top card drawn.
    let hand = read_cards::known_ids(&board.players[0].hand);
    assert_eq!(
        hand.iter().filter(|c| *c == "battlefield-marine").count(),
        2,
        "{hand:?}"
    );
    assert!(!marked(&t, TOKEN_RETURNED_TO_HAND));
}

#[test]
fn rule_3_7_3_bright_hope_returning_a_token_sets_it_aside_and_draws_marked_open_24() {
    let t = bright_hope_returns("Battle Droid");
    let board = last(&t);
    assert!(!board.units.iter().any(|u| u.card == "battle-droid"));
    let hand = read_cards::known_ids(&board.players[0].hand);
    // The token goes to no hand (3.7.3); the draw follows (reading A).
    assert!(!hand.iter().any(|c| c == "battle-droid"), "{hand:?}");
    assert_eq!(hand, vec!["battlefield-marine".to_string()]);
    assert!(marked(&t, TOKEN_RETURNED_TO_HAND));
}

#[test]
fn an_action_cost_returning_this_unit_reads_with_the_cards_pronoun() {
    let a = ability(
        "Action [Exhaust, return this unit to his owner's hand]: Deal 1 damage to a ground unit.",
        CardType::Unit,
    );
    assert!(a.exhaust);
    assert_eq!(a.return_this, Some(Pronoun::He));
    let a = ability(
        "Action [return this unit to its owner's hand]: Draw a card.",
        CardType::Unit,
    );
    assert_eq!(a.return_this, Some(Pronoun::It));
    // Another unit's return is not this cost.
    assert!(round_trip(
        "Action [return a unit to its owner's hand]: Draw a card.",
        CardType::Unit
    )
    .is_err());
}

#[test]
fn rule_1_8_9_salacious_crumb_returns_to_hand_then_deals_1_damage_to_a_ground_unit() {
    // SHD 080 Salacious Crumb: the cost (exhaust him, return him to his
    // owner's hand) is paid before the ability resolves, so he is not
    // among the ground units it may damage.
    let mut b = Board::new();
    let crumb = card(&b, "SHD_080");
    b.unit(ALEX, &crumb);
    b.unit(ALEX, "vanguard-infantry");
    b.unit(NICO, "battlefield-marine");
    let t = b.run(
        then_both_pass(vec![
            common::ability(ALEX, &crumb),
            choose(ALEX, &["Battlefield Marine"]),
        ]),
        END,
    );
    check(&t);
    let c = decision(&t, "choose a target");
    assert_eq!(c.options.len(), 2, "{:?}", c.options);
    assert!(
        !c.options.iter().any(|o| o.contains("Salacious")),
        "{:?}",
        c.options
    );
    let board = last(&t);
    assert!(!board.units.iter().any(|u| u.card == crumb));
    assert_eq!(
        read_cards::known_ids(&board.players[0].hand),
        vec![crumb.clone()]
    );
    assert_eq!(damage_of(&t, "battlefield-marine"), 1);
    assert!(said(&t, "a cost of"));
}

#[test]
fn rule_1_8_9_an_exhausted_salacious_crumb_cannot_pay_his_action_cost() {
    let mut b = Board::new();
    let crumb = card(&b, "SHD_080");
    let id = b.unit(ALEX, &crumb);
    b.unit_mut(id).exhausted = true;
    b.unit(NICO, "battlefield-marine");
    let e = b.run_err(vec![common::ability(ALEX, &crumb)], END);
    assert!(e.message.contains("exhausted"), "{}", e.message);
}

#[test]
fn heal_up_to_total_reads_with_that_much_as_the_damage_healed() {
    let a = ability(
        "When Played: Heal up to 8 total damage from any number of units and/or bases. Deal that much damage to this unit.",
        CardType::Unit,
    );
    let [Effect::HealDivided { amount, then }] = &a.effects[..] else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(*amount, 8);
    assert_eq!(
        then,
        &vec![Effect::DealDamage {
            amount: Amount::Of(AmountOf::HealedThisWay),
            target: Target::This,
        }]
    );
    // "that much" with no heal before it is not read.
    assert!(round_trip(
        "When Played: Deal that much damage to this unit.",
        CardType::Unit
    )
    .is_err());
}

/// Alex plays Redemption (SOR 052) with a Battlefield Marine of his with 2
/// damage, 3 damage on his base and a Wampa of Nico's with 1 damage, and
/// places the heal's points as `points` says.
fn redemption_heals(points: &[&str]) -> GameTrace {
    let mut b = Board::new();
    let redemption = card(&b, "SOR_052");
    b.base_aspects(ALEX, &["Vigilance", "Heroism"]);
    b.hand(ALEX, &[&redemption]);
    let marine = b.unit(ALEX, "battlefield-marine");
    b.unit_mut(marine).damage = 2;
    let wampa = b.unit(NICO, "wampa");
    b.unit_mut(wampa).damage = 1;
    b.base(ALEX, 30, 3);
    let mut script = vec![play(ALEX, &redemption)];
    script.extend(points.iter().map(|p| choose(ALEX, &[p])));
    let t = b.run(then_both_pass(script), END);
    check(&t);
    t
}

fn damage_of(t: &GameTrace, card: &str) -> i32 {
    last(t)
        .units
        .iter()
        .find(|u| u.card.starts_with(card))
        .unwrap_or_else(|| panic!("{card} in play"))
        .damage
}

#[test]
fn rule_8_30_1_redemption_heals_3_of_up_to_8_and_takes_that_much_damage() {
    let t = redemption_heals(&[
        "Battlefield Marine",
        "Battlefield Marine",
        "Alex's base",
        "heal no more",
    ]);
    assert_eq!(damage_of(&t, "battlefield-marine"), 0);
    assert_eq!(damage_of(&t, "wampa"), 1);
    assert_eq!(last(&t).players[0].base.damage, 2);
    // "that much": the 3 damage the heal removed (1.9.3).
    assert_eq!(damage_of(&t, "redemption"), 3);
    // Once the Marine has no damage left, it is not offered again; a
    // base without damage (Nico's) never is.
    let third = t
        .choices()
        .map(|(_, c)| c)
        .find(|c| c.prompt.contains("damage 3 of up to 8"))
        .expect("the third point");
    assert!(
        !third.options.iter().any(|o| o.contains("Marine")),
        "{:?}",
        third.options
    );
    assert!(
        !third.options.iter().any(|o| o.contains("Nico's base")),
        "{:?}",
        third.options
    );
    assert!(
        third.options.iter().any(|o| o.contains("Wampa")),
        "{:?}",
        third.options
    );
}

#[test]
fn rule_8_30_4_redemption_healing_nothing_deals_itself_no_damage() {
    let t = redemption_heals(&["heal no more"]);
    assert_eq!(damage_of(&t, "battlefield-marine"), 2);
    assert_eq!(damage_of(&t, "redemption"), 0);
    assert_eq!(last(&t).players[0].base.damage, 3);
}

#[test]
fn poe_dameron_reads_his_discard_and_three_options() {
    let b = Board::new();
    let poe = read_cards::read_whole(&b, "SHD_153");
    let [a] = &poe.abilities[..] else {
        panic!("{:?}", poe.abilities)
    };
    let [Effect::DiscardForOptions { up_to, options }] = &a.effects[..] else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(*up_to, 3);
    assert_eq!(options.len(), 3);
}

/// Alex's Poe Dameron (SHD 153) attacks Nico's base; Alex holds two Wampas
/// and a Battlefield Marine, Nico a Wampa and a Battlefield Marine, and
/// Nico has a Battlefield Marine in play. `script` answers Poe's ability.
fn poe_attacks(script: &[ScriptEntry]) -> GameTrace {
    let mut b = Board::new();
    let poe = card(&b, "SHD_153");
    b.unit(ALEX, &poe);
    b.hand(ALEX, &["wampa", "wampa", "battlefield-marine"]);
    b.hand(NICO, &["wampa", "battlefield-marine"]);
    b.unit(NICO, "battlefield-marine");
    let mut all = vec![attack(ALEX, &poe, "base")];
    all.extend(script.iter().cloned());
    let t = b.run(then_both_pass(all), END);
    check(&t);
    t
}

fn option_decisions(t: &GameTrace) -> usize {
    t.choices()
        .filter(|(_, c)| c.prompt.contains("which option does Alex choose"))
        .count()
}

#[test]
fn rule_8_4_4_poe_dameron_discards_2_and_picks_2_different_options() {
    let t = poe_attacks(&[
        choose(ALEX, &["2"]),
        choose(ALEX, &["Wampa"]),
        choose(ALEX, &["Wampa"]),
        choose(ALEX, &["Deal 2 damage to a unit or base."]),
        choose(ALEX, &["Battlefield Marine"]),
        choose(ALEX, &["An opponent discards a card from their hand."]),
        choose(NICO, &["Wampa"]),
    ]);
    let c = decision(&t, "how many cards does Alex discard");
    assert_eq!(c.options, strings(&["0", "1", "2", "3"]));
    let board = last(&t);
    assert_eq!(
        read_cards::known_ids(&board.players[0].hand),
        vec!["battlefield-marine".to_string()]
    );
    assert_eq!(board.players[0].discard.len(), 2);
    // One option per card discarded, a different one each time: the
    // second pick no longer offers the damage.
    assert_eq!(option_decisions(&t), 2);
    let second = t
        .choices()
        .map(|(_, c)| c)
        .filter(|c| c.prompt.contains("which option does Alex choose"))
        .nth(1)
        .expect("a second pick");
    assert_eq!(second.options.len(), 2, "{:?}", second.options);
    assert!(!second.options.iter().any(|o| o.starts_with("Deal 2")));
    assert_eq!(damage_of(&t, "battlefield-marine"), 2);
    assert_eq!(
        read_cards::known_ids(&board.players[1].hand),
        vec!["battlefield-marine".to_string()]
    );
}

#[test]
fn rule_8_30_1_poe_dameron_discarding_no_card_picks_no_option() {
    let t = poe_attacks(&[choose(ALEX, &["0"])]);
    assert_eq!(option_decisions(&t), 0);
    let board = last(&t);
    assert_eq!(board.players[0].hand.len(), 3);
    assert_eq!(board.players[1].hand.len(), 2);
}

/// Alex plays Scanning Officer (SHD 114); Nico's four resources are named:
/// Collections Starhopper (Smuggle), two Wampas and a Battlefield Marine,
/// three ready and one exhausted; a Wampa tops his deck.
fn scanning_officer_board() -> (Board, String, String) {
    let mut b = Board::new();
    let officer = card(&b, "SHD_114");
    let starhopper = read_cards::pool_id(&b, "SHD_111");
    b.base_aspects(ALEX, &["Command"]);
    b.hand(ALEX, &[&officer]);
    b.deck(NICO, &["wampa"], 2);
    let r = &mut b.state.players[1].resources;
    r.ready = 3;
    r.exhausted = 1;
    r.known = vec![
        starhopper.clone(),
        "wampa".into(),
        "battlefield-marine".into(),
        "wampa".into(),
    ];
    (b, officer, starhopper)
}

#[test]
fn rule_1_5_5f_scanning_officer_defeats_the_revealed_smuggle_resource_marked_open_25() {
    let (b, officer, starhopper) = scanning_officer_board();
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &officer),
            choose(ALEX, &["Collections Starhopper (ready)"]),
            choose(ALEX, &["Wampa (ready)"]),
            choose(ALEX, &["Battlefield Marine (exhausted)"]),
        ]),
        END,
    );
    check(&t);
    // Alex, the ability's controller, picks (the engine's reading of 25).
    assert_eq!(decision(&t, "which of Nico's resources").chooser, "Alex");
    assert!(marked(&t, ENEMY_RESOURCES_REVEALED_BY_ITS_CONTROLLER));
    let nico = &last(&t).players[1];
    // The Starhopper defeated to the discard pile; the Wampa on top of
    // the deck put into play as a resource, exhausted; the other two
    // revealed stay as they were.
    assert_eq!(nico.discard.to_vec(), vec![starhopper.clone()]);
    assert!(!nico.resources.known.contains(&starhopper));
    assert_eq!(nico.resources.known.len(), 4);
    assert_eq!((nico.resources.ready, nico.resources.exhausted), (2, 2));
    assert_eq!(nico.deck.len(), 2);
}

#[test]
fn scanning_officer_asks_for_every_enemy_resource_to_be_named() {
    let (mut b, officer, _) = scanning_officer_board();
    b.state.players[1].resources.ready = 5;
    let e = b.run_err(vec![play(ALEX, &officer)], END);
    assert!(e.message.contains("name every one"), "{}", e.message);
}
