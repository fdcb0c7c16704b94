//! Printed cards whose triggers watch other cards, read from their text
//! alone (issue 26): "When an upgraded enemy unit is defeated" (Punishing
//! One; an upgrade, 3.6.13), "When another friendly unit is defeated" (The
//! Twins) and "When you play another Underworld card" or "another
//! Aggression card" (Lady Proxima, Fighters For Freedom). What the reader
//! makes of each line, that the writer gives it back, and that the engine
//! does on a board what the printed text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{
    alex_holding, card_id as card, last, pool_id, read_ability as ability, then_both_pass, END,
};
use timing_window::rulesets::swu::cards::{Amount, CardFilter, CardType, Effect, Target, Trigger};
use timing_window::rulesets::swu::engine::{GameTrace, InstanceId, ScriptEntry};

#[test]
fn rule_3_6_13_when_an_upgraded_enemy_unit_is_defeated_reads_as_a_trigger_and_back() {
    let a = ability(
        "When an upgraded enemy unit is defeated: You may ready this unit. Use this ability only once each round.",
        CardType::Unit,
    );
    assert_eq!(a.when, vec![Trigger::UpgradedEnemyUnitDefeated]);
    assert!(matches!(
        a.effects.as_slice(),
        [Effect::OnceEachRound { may: true, .. }]
    ));
}

/// Alex's Punishing One (SHD 137, 3/4) attacks Nico's TIE Fighter (1/1),
/// given `experience` Experience tokens.
fn punishing_one_attacks_a_tie(experience: u32) -> (GameTrace, InstanceId) {
    let mut b = Board::new();
    let p1 = card(&b, "SHD_137");
    let ship = b.unit_as(ALEX, &p1, "Punishing One");
    let tie = b.unit_as(NICO, "tie-fighter", "TIE");
    b.unit_mut(tie).experience = experience;
    let mut script = vec![attack(ALEX, "Punishing One", "TIE")];
    if experience > 0 {
        script.push(choose(ALEX, &["yes"]));
    }
    (b.run(then_both_pass(script), END), ship)
}

#[test]
fn rule_8_11_1_punishing_one_readies_when_an_enemy_unit_defeated_with_an_experience_token() {
    // The TIE (2/2 with its token) is defeated; it was upgraded just
    // before it left play (8.11.1, 3.6.13), so Alex may ready the ship.
    let (t, ship) = punishing_one_attacks_a_tie(1);
    let c = decision(&t, "Punishing One");
    assert_eq!(c.chooser, "Alex");
    let ship = last(&t).unit(ship).expect("the ship survives");
    assert!(!ship.exhausted, "readied after its attack");
}

#[test]
fn rule_7_6_1_punishing_one_does_not_trigger_on_an_enemy_unit_without_upgrades() {
    let (t, ship) = punishing_one_attacks_a_tie(0);
    assert!(t
        .choices()
        .all(|(_, c)| !c.prompt.contains("Punishing One")));
    assert!(last(&t).unit(ship).expect("in play").exhausted);
}

#[test]
fn another_friendly_unit_defeated_reads_as_its_own_trigger_and_back() {
    let a = ability(
        "When another friendly unit is defeated: Heal 1 damage from your base.",
        CardType::Unit,
    );
    assert_eq!(a.when, vec![Trigger::AnotherFriendlyUnitDefeated]);
    assert_eq!(
        a.effects,
        vec![Effect::Heal {
            amount: Amount::Fixed(1),
            target: Target::YourBase,
        }]
    );
}

/// Alex's The Twins (ASH 127) in play beside his Battlefield Marine, his
/// base with 3 damage, Nico's Consular Security Force (3/7) to attack.
fn twins_board() -> (Board, InstanceId) {
    let mut b = Board::new();
    let twins_card = card(&b, "ASH_127");
    let twins = b.unit_as(ALEX, &twins_card, "Twins");
    b.unit_as(ALEX, "battlefield-marine", "Marine");
    let guard = pool_id(&b, "SOR_046");
    b.unit_as(NICO, &guard, "Guard");
    b.base(ALEX, 30, 3);
    (b, twins)
}

#[test]
fn rule_8_18_1_the_twins_heal_alexs_base_when_another_friendly_unit_is_defeated() {
    // ASH 127 The Twins: "When another friendly unit is defeated: Heal 1
    // damage from your base." Alex's Marine (3/3) attacks Nico's 3/7 guard
    // and is defeated by its combat damage: a friendly unit (1.5.3a)
    // other than the Twins, so 1 damage is healed from Alex's base.
    let (b, _) = twins_board();
    let t = b.run(then_both_pass(vec![attack(ALEX, "Marine", "Guard")]), END);
    let board = last(&t);
    assert!(board.units.iter().all(|u| u.label != "Marine"));
    assert_eq!(board.players[0].base.damage, 2);
}

#[test]
fn rule_8_18_1_the_twins_own_defeat_heals_nothing() {
    // "Another" (8.18.1): the Twins' own defeat does not raise the
    // ability. With 6 damage the Twins (2/7) attack the guard (Alex
    // declines their own On Attack) and are defeated; Alex's base keeps
    // its 3 damage.
    let (mut b, twins) = twins_board();
    b.unit_mut(twins).damage = 6;
    let t = b.run(
        then_both_pass(vec![attack(ALEX, "Twins", "Guard"), choose(ALEX, &["no"])]),
        END,
    );
    let board = last(&t);
    assert!(board.unit(twins).is_none(), "the Twins are defeated");
    assert_eq!(board.players[0].base.damage, 3);
}

#[test]
fn another_card_of_a_trait_or_an_aspect_reads_as_a_filtered_play_trigger_and_back() {
    let a = ability(
        "When you play another Underworld card: You may deal 1 damage to a base.",
        CardType::Unit,
    );
    assert_eq!(a.when, vec![Trigger::YouPlayAnotherCard]);
    assert!(a.may);
    assert_eq!(
        a.played,
        Some(CardFilter {
            trait_: Some("Underworld".into()),
            ..CardFilter::default()
        })
    );
    // The aspect as cards print it here, in lower case.
    let a = ability(
        "When you play another aggression card: You may deal 1 damage to a base.",
        CardType::Unit,
    );
    assert_eq!(
        a.played,
        Some(CardFilter {
            aspect: Some("aggression".into()),
            ..CardFilter::default()
        })
    );
    // "another unique unit" names no trait: not read as one.
    assert!(timing_window::rulesets::swu::cards::text::round_trip(
        "When you play another unique unit: Draw a card.",
        CardType::Unit
    )
    .is_err());
}

/// Alex controls `holder` (set and number) and plays `played` from his
/// hand (his base pays for Aggression and Villainy); `script` follows the
/// play. Nico's base damage after.
fn play_beside(holder: &str, played: &str, script: &[ScriptEntry]) -> (GameTrace, i32) {
    let mut b = Board::new();
    let holder = card(&b, holder);
    let played = pool_id(&b, played);
    b.unit_as(ALEX, &holder, "Holder");
    b.base_aspects(ALEX, &["Aggression", "Villainy"]);
    b.hand(ALEX, &[&played]);
    let mut s = vec![play(ALEX, &played)];
    s.extend(script.iter().cloned());
    let t = b.run(then_both_pass(s), END);
    let nico_base = last(&t).players[1].base.damage;
    (t, nico_base)
}

#[test]
fn rule_7_6_1_lady_proxima_deals_1_to_a_base_when_alex_plays_another_underworld_card() {
    // SHD 255 Lady Proxima: "When you play another Underworld card: You may
    // deal 1 damage to a base." Alex plays Underworld Thug (SOR 247, an
    // UNDERWORLD unit): he uses the ability (7.6.7) and picks Nico's base.
    let (_, nico) = play_beside(
        "SHD_255",
        "SOR_247",
        &[choose(ALEX, &["yes"]), choose(ALEX, &["Nico's base"])],
    );
    assert_eq!(nico, 1);
}

#[test]
fn rule_7_6_1_lady_proxima_ignores_a_card_without_the_trait() {
    // A Death Star Stormtrooper (SOR 128, IMPERIAL) is not an Underworld
    // card: the triggering condition is not met (7.6.1), so nothing is
    // asked (a pending "may" would stop the script's passes) and no base
    // is damaged.
    let (_, nico) = play_beside("SHD_255", "SOR_128", &[]);
    assert_eq!(nico, 0);
}

#[test]
fn rule_8_18_1_lady_proxima_played_herself_does_not_trigger() {
    // "Another" (8.18.1): Lady Proxima is an Underworld card, but her own
    // play does not raise her ability. Alex plays her with nothing else
    // in play: both players pass without a choice asked.
    let (mut b, proxima) = alex_holding("SHD_255", &[]);
    b.base(NICO, 30, 0);
    let t = b.run(then_both_pass(vec![play(ALEX, &proxima)]), END);
    assert_eq!(last(&t).players[1].base.damage, 0);
}

#[test]
fn rule_7_6_1_fighters_for_freedom_trigger_on_another_aggression_card_only() {
    // SOR 143 Fighters For Freedom: "When you play another aggression
    // card: You may deal 1 damage to a base." The Stormtrooper (SOR 128)
    // is an Aggression card; Underworld Thug (SOR 247) has no aspect.
    let (_, nico) = play_beside(
        "SOR_143",
        "SOR_128",
        &[choose(ALEX, &["yes"]), choose(ALEX, &["Nico's base"])],
    );
    assert_eq!(nico, 1);
    let (_, nico) = play_beside("SOR_143", "SOR_247", &[]);
    assert_eq!(nico, 0);
}
