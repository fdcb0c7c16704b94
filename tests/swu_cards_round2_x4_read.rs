//! Printed cards read from their text alone (issue 26), round 2's task X4:
//! "When another friendly unit is defeated" (The Twins), "If you control
//! a Vigilance unit, deal 2 damage to an enemy base and heal 2 damage from
//! your base" (General Veers) and "When you play another Underworld card"
//! or "another aggression card" (Lady Proxima, Fighters For Freedom),
//! "Deal 1 damage to an enemy unit and 1 damage to another enemy unit"
//! (I'll Cover For You). What the reader makes of each line, that the
//! writer gives it back, and that the engine does on a board what the
//! printed text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{
    alex_holding, card_id as card, last, read_ability as ability, read_whole, then_both_pass, END,
};
use timing_window::rulesets::swu::cards::{Amount, CardFilter, CardType, Effect, Target, Trigger};
use timing_window::rulesets::swu::engine::{GameTrace, InstanceId, ScriptEntry};

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
    let guard = pool_id_of(&b, "SOR_046");
    b.unit_as(NICO, &guard, "Guard");
    b.base(ALEX, 30, 3);
    (b, twins)
}

fn pool_id_of(b: &Board, set_number: &str) -> String {
    b.pool.find(set_number).expect("in the pool").id.clone()
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
fn damage_to_an_enemy_base_and_a_heal_of_your_base_read_after_if_and_back() {
    let a = ability(
        "When Played: If you control a Vigilance unit, deal 2 damage to an enemy base and heal 2 damage from your base.",
        CardType::Unit,
    );
    let [Effect::If { then, .. }] = &a.effects[..] else {
        panic!("{:?}", a.effects)
    };
    // The damage first, then the heal: the order printed (7.1.5).
    assert_eq!(
        then,
        &vec![
            Effect::DealDamage {
                amount: Amount::Fixed(2),
                target: Target::EnemyBase,
            },
            Effect::Heal {
                amount: Amount::Fixed(2),
                target: Target::YourBase,
            },
        ]
    );
}

/// Alex plays General Veers (`set_number`) with his base at 5 damage and
/// Nico's at 0; `vigilance`: Alex controls a Vigilance unit (SOR 046
/// Consular Security Force), else only a Battlefield Marine.
fn veers(set_number: &str, vigilance: bool) -> (i32, i32) {
    let (mut b, veers) = alex_holding(set_number, &["Aggression", "Villainy"]);
    if vigilance {
        let guard = pool_id_of(&b, "SOR_046");
        b.unit_as(ALEX, &guard, "Guard");
    } else {
        b.unit_as(ALEX, "battlefield-marine", "Marine");
    }
    b.base(ALEX, 30, 5).base(NICO, 30, 0);
    let t = b.run(then_both_pass(vec![play(ALEX, &veers)]), END);
    let board = last(&t);
    (board.players[0].base.damage, board.players[1].base.damage)
}

#[test]
fn rule_7_1_5_general_veers_deals_2_to_the_enemy_base_then_heals_2_from_alexs() {
    // IBH 68 and IBH 88 General Veers: "When Played: If you control a
    // Vigilance unit, deal 2 damage to an enemy base and heal 2 damage
    // from your base." With a Vigilance unit both happen, in the order
    // printed (7.1.5).
    for set_number in ["IBH_68", "IBH_88"] {
        assert_eq!(veers(set_number, true), (3, 2), "{set_number}");
    }
}

#[test]
fn rule_7_1_5_general_veers_without_a_vigilance_unit_does_nothing() {
    // Veers is Aggression/Villainy and the Marine is not Vigilance: the
    // condition fails, neither base changes.
    let b = Board::new();
    read_whole(&b, "IBH_88");
    assert_eq!(veers("IBH_68", false), (5, 0));
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
    let played = pool_id_of(&b, played);
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

#[test]
fn another_enemy_unit_after_an_enemy_unit_reads_as_the_second_of_two_at_once() {
    let a = ability(
        "Deal 1 damage to an enemy unit and 1 damage to another enemy unit.",
        CardType::Event,
    );
    // Two units damaged by one sentence: dealt at once (1.9.8).
    let [Effect::AtOnce { effects }] = &a.effects[..] else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(
        effects,
        &vec![
            Effect::DealDamage {
                amount: Amount::Fixed(1),
                target: Target::ChosenEnemyUnit,
            },
            Effect::DealDamage {
                amount: Amount::Fixed(1),
                target: Target::ChosenAnotherEnemyUnit,
            },
        ]
    );
    // "another enemy unit" with no enemy unit before it is not read.
    assert!(timing_window::rulesets::swu::cards::text::round_trip(
        "Deal 1 damage to another enemy unit.",
        CardType::Event
    )
    .is_err());
}

/// Alex plays I'll Cover For You (`set_number`) against Nico's units
/// `labels` (Battlefield Marines), choosing `picks` in turn.
fn cover_for_you(set_number: &str, labels: &[&str], picks: &[&str]) -> GameTrace {
    let (mut b, cover) = alex_holding(set_number, &["Cunning"]);
    for l in labels {
        b.unit_as(NICO, "battlefield-marine", l);
    }
    let mut script = vec![play(ALEX, &cover)];
    script.extend(picks.iter().map(|p| choose(ALEX, &[p])));
    b.run(then_both_pass(script), END)
}

#[test]
fn rule_8_18_2_ill_cover_for_you_damages_two_different_enemy_units() {
    // IBH 39 and IBH 5 I'll Cover For You: "Deal 1 damage to an enemy unit
    // and 1 damage to another enemy unit." "Another" keeps the second
    // target apart from the first (8.18.2): after Alex picks Left, only
    // Middle and Right are offered; he picks Right. Left and Right take 1
    // damage each, Middle none.
    for set_number in ["IBH_39", "IBH_5"] {
        let t = cover_for_you(
            set_number,
            &["Left", "Middle", "Right"],
            &["Battlefield Marine (Left)", "Battlefield Marine (Right)"],
        );
        let prompts: Vec<_> = t
            .choices()
            .map(|(_, c)| c)
            .filter(|c| c.prompt.contains("choose a target"))
            .collect();
        assert_eq!(prompts.len(), 2, "{set_number}");
        assert_eq!(prompts[0].options.len(), 3);
        assert_eq!(
            prompts[1].options,
            vec!["Battlefield Marine (Middle)", "Battlefield Marine (Right)"]
        );
        let damage = |l: &str| {
            last(&t)
                .units
                .iter()
                .find(|u| u.label == l)
                .expect("in play")
                .damage
        };
        assert_eq!(
            (damage("Left"), damage("Middle"), damage("Right")),
            (1, 0, 1)
        );
    }
}

#[test]
fn rule_1_3_2_ill_cover_for_you_with_one_enemy_unit_damages_it_once() {
    // With one enemy unit, the second part has no other unit to choose
    // and does nothing (1.3.2): the one unit takes 1 damage, not 2.
    let t = cover_for_you("IBH_39", &["Only"], &[]);
    let only = last(&t).units.iter().find(|u| u.label == "Only");
    assert_eq!(only.expect("in play").damage, 1);
}

#[test]
fn reveal_the_top_cards_and_draw_a_unit_reads_as_one_effect_and_back() {
    let a = ability(
        "Reveal the top 3 cards of your deck. Draw a unit revealed this way, then discard the other revealed cards.",
        CardType::Event,
    );
    assert_eq!(a.effects, vec![Effect::RevealTopDrawUnit { count: 3 }]);
}

/// Alex plays I've Found Them (`set_number`) with `top` on top of his deck
/// and 5 unknown cards under them; `picks` his choices after.
fn found_them(set_number: &str, top: &[&str], picks: &[&str]) -> GameTrace {
    let (mut b, found) = alex_holding(set_number, &["Command"]);
    b.deck(ALEX, top, 5);
    let mut script = vec![play(ALEX, &found)];
    script.extend(picks.iter().map(|p| choose(ALEX, &[p])));
    b.run(then_both_pass(script), END)
}

#[test]
fn rule_8_25_1_ive_found_them_draws_the_unit_alex_picks_and_discards_the_rest() {
    // IBH 25 and IBH 9 I've Found Them: "Reveal the top 3 cards of your
    // deck. Draw a unit revealed this way, then discard the other revealed
    // cards." The top three are a Battlefield Marine, Vanquish (an event)
    // and a Death Star Stormtrooper (SOR 128): Alex picks between the two
    // units, draws the Stormtrooper; the Marine and Vanquish go to his
    // discard pile (1.14.1), the 5 cards under them stay.
    for set_number in ["IBH_25", "IBH_9"] {
        let b = Board::new();
        let trooper = pool_id_of(&b, "SOR_128");
        let t = found_them(
            set_number,
            &["battlefield-marine", "vanquish", &trooper],
            &["Death Star Stormtrooper"],
        );
        let choice = decision(&t, "which revealed unit");
        assert_eq!(choice.options.len(), 2, "{:?}", choice.options);
        let alex = &last(&t).players[0];
        assert_eq!(read_cards::known_ids(&alex.hand), vec![trooper.clone()]);
        assert!(alex.discard.contains(&"battlefield-marine".to_string()));
        assert!(alex.discard.contains(&"vanquish".to_string()));
        assert!(!alex.discard.contains(&trooper));
        assert_eq!(alex.deck.len(), 5);
    }
}

#[test]
fn rule_3_3_5_ive_found_them_draws_the_one_unit_and_discards_all_when_none() {
    // One unit revealed: it is drawn, no choice (the event resolves as
    // completely as it can, 3.3.5). No unit: all three are discarded.
    let t = found_them(
        "IBH_25",
        &["vanquish", "battlefield-marine", "vanquish"],
        &[],
    );
    let alex = &last(&t).players[0];
    assert_eq!(
        read_cards::known_ids(&alex.hand),
        vec!["battlefield-marine"]
    );
    assert_eq!(alex.discard.iter().filter(|c| *c == "vanquish").count(), 2);
    let t = found_them("IBH_25", &["vanquish", "vanquish", "vanquish"], &[]);
    let alex = &last(&t).players[0];
    assert!(alex.hand.is_empty());
    assert_eq!(alex.discard.iter().filter(|c| *c == "vanquish").count(), 3);
}
