//! Printed cards about the discard pile and what happened this phase, read
//! from their text alone (issue 26): "a unit that was defeated this phase"
//! in a discard pile (Unnatural Life, The Emperor's Legion). What the
//! reader makes of each line, that the writer gives it back, and that the
//! engine does on a board what the printed text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, last, read_ability as ability, then_both_pass, END};
use timing_window::rulesets::swu::cards::PlayUnitEffect;
use timing_window::rulesets::swu::cards::{CardFilter, CardType, Effect, Zone};
use timing_window::rulesets::swu::engine::{PhaseStep, StopPoint};

/// Alex's Battlefield Marine attacks Nico's: both are defeated (3 damage
/// each, 3 HP), so each goes to its owner's discard pile this phase.
fn marines_trade(b: &mut Board) -> Vec<timing_window::rulesets::swu::engine::ScriptEntry> {
    b.unit_as(ALEX, "battlefield-marine", "Alex's Marine");
    b.unit_as(NICO, "battlefield-marine", "Nico's Marine");
    vec![attack(ALEX, "Alex's Marine", "Nico's Marine"), pass(NICO)]
}

#[test]
fn a_unit_defeated_this_phase_in_your_discard_pile_reads_into_the_vocabulary_and_back() {
    let a = ability(
        "Play a unit that was defeated this phase from your discard pile. It costs 2 less and enters play ready. At the start of the regroup phase, defeat it.",
        CardType::Event,
    );
    let [Effect::PlayUnit(PlayUnitEffect {
        from,
        cost_reduction,
        enters_ready,
        filter,
        then,
        ..
    })] = &a.effects[..]
    else {
        panic!("{:?}", a.effects)
    };
    assert_eq!(*from, Zone::Discard);
    assert_eq!((*cost_reduction, *enters_ready), (2, true));
    assert_eq!(
        *filter,
        CardFilter {
            defeated_this_phase: true,
            ..CardFilter::default()
        }
    );
    assert_eq!(then.len(), 1, "the delayed defeat of the unit played");
    let a = ability(
        "Return each unit in your discard pile that was defeated this phase to your hand.",
        CardType::Event,
    );
    assert_eq!(a.effects, [Effect::ReturnEachDefeatedThisPhase]);
}

#[test]
fn rule_8_24_1_the_emperors_legion_returns_only_the_copy_defeated_this_phase() {
    // SOR 091 The Emperor's Legion: "Return each unit in your discard pile
    // that was defeated this phase to your hand." Alex's pile already
    // holds a Battlefield Marine and a Wampa from an earlier phase; his
    // Marine in play is defeated attacking. Only that copy comes back (the
    // pile is named, so it may be returned from there, 8.24.1); the older
    // copy and the Wampa stay, and Nico's defeated Marine is his own.
    let mut b = Board::new();
    let legion = card(&b, "SOR_091");
    b.base_aspects(ALEX, &["Command", "Villainy"]);
    b.hand(ALEX, &[&legion]);
    b.state.player_mut(ALEX).discard =
        vec!["battlefield-marine".to_string(), "wampa".to_string()].into();
    let mut script = marines_trade(&mut b);
    script.push(play(ALEX, &legion));
    let t = b.run(then_both_pass(script), END);
    let board = last(&t);
    let alex = board.player(ALEX);
    let in_hand: Vec<_> = alex.hand.iter().filter_map(|c| c.id()).collect();
    assert_eq!(in_hand, ["battlefield-marine"]);
    assert_eq!(
        alex.discard.iter().collect::<Vec<_>>(),
        ["battlefield-marine", "wampa", &legion]
    );
    assert!(
        alex.defeated_this_phase.is_empty(),
        "the copy left the pile"
    );
    assert_eq!(board.player(NICO).discard.len(), 1);
    let back = step_saying(&t, "defeated this phase, from their discard pile");
    assert!(t.steps[back].rules.iter().any(|r| r == "8.24.1"));
}

#[test]
fn rule_7_1_5_the_emperors_legion_returns_nothing_when_no_unit_was_defeated_this_phase() {
    // The pile's Marine went there in an earlier phase: nothing qualifies.
    let mut b = Board::new();
    let legion = card(&b, "SOR_091");
    b.base_aspects(ALEX, &["Command", "Villainy"]);
    b.hand(ALEX, &[&legion]);
    b.state.player_mut(ALEX).discard = vec!["battlefield-marine".to_string()].into();
    let t = b.run(then_both_pass(vec![play(ALEX, &legion)]), END);
    let alex = last(&t).player(ALEX);
    assert!(alex.hand.is_empty());
    assert_eq!(alex.discard.len(), 2, "the Marine and the event");
    step_saying(&t, "no unit in Alex's discard pile was defeated this phase");
}

#[test]
fn rule_7_7_4_unnatural_life_plays_the_unit_defeated_this_phase_ready_and_defeats_it_at_regroup() {
    // TWI 189 Unnatural Life: "Play a unit that was defeated this phase
    // from your discard pile. It costs 2 less and enters play ready. At
    // the start of the regroup phase, defeat it." The older Wampa in
    // Alex's pile was not defeated this phase, so the Marine is the only
    // unit that qualifies; it comes back ready, and the delayed effect
    // (7.7.4) defeats it as the regroup phase starts.
    let mut b = Board::new();
    let life = card(&b, "TWI_189");
    b.base_aspects(ALEX, &["Cunning", "Villainy"]);
    b.hand(ALEX, &[&life]);
    b.state.player_mut(ALEX).discard = vec!["wampa".to_string()].into();
    let mut script = marines_trade(&mut b);
    script.push(play(ALEX, &life));
    let t = b.run(then_both_pass(script.clone()), END);
    let board = last(&t);
    let back = board
        .units
        .iter()
        .find(|u| u.controller == ALEX && u.card == "battlefield-marine")
        .expect("the Marine is back in play");
    assert!(!back.exhausted, "it enters play ready");
    assert_eq!(
        board.player(ALEX).discard.iter().collect::<Vec<_>>(),
        ["wampa", &life]
    );
    script.extend([pass(NICO), pass(ALEX)]);
    let t = b.run(script, StopPoint::Before(PhaseStep::Draw));
    let board = last(&t);
    assert!(!board
        .units
        .iter()
        .any(|u| u.controller == ALEX && u.card == "battlefield-marine"));
    assert!(board
        .player(ALEX)
        .discard
        .iter()
        .any(|c| c == "battlefield-marine"));
}

#[test]
fn rule_7_1_5_unnatural_life_plays_nothing_when_no_unit_was_defeated_this_phase() {
    let mut b = Board::new();
    let life = card(&b, "TWI_189");
    b.base_aspects(ALEX, &["Cunning", "Villainy"]);
    b.hand(ALEX, &[&life]);
    b.state.player_mut(ALEX).discard = vec!["wampa".to_string()].into();
    let t = b.run(then_both_pass(vec![play(ALEX, &life)]), END);
    assert!(last(&t).units.iter().all(|u| u.card != "wampa"));
    step_saying(&t, "there is no unit that qualifies");
}

/// Agent Kallus in Alex's play, Nico's two unique units (Bail Organa 1/2,
/// Admiral Ozzel 2/3) and Alex's Battlefield Marine; the deck has cards to
/// draw.
fn kallus_board() -> Board {
    let mut b = Board::new();
    let kallus = card(&b, "SOR_115");
    let bail = b.pool.find("SOR_094").expect("Bail Organa").id.clone();
    let ozzel = b.pool.find("SOR_129").expect("Admiral Ozzel").id.clone();
    b.unit_as(ALEX, &kallus, "Kallus");
    b.unit_as(ALEX, "battlefield-marine", "Marine");
    b.unit_as(NICO, &bail, "Bail");
    b.unit_as(NICO, &ozzel, "Ozzel");
    b
}

#[test]
fn once_each_round_reads_around_the_sentences_before_it() {
    let a = ability(
        "When another unique unit is defeated: You may draw a card. Use this ability only once each round.",
        CardType::Unit,
    );
    assert!(!a.may, "the 'you may' is the once-each-round part's own");
    assert!(
        matches!(&a.effects[..], [Effect::OnceEachRound { may: true, then }] if then.len() == 1),
        "{:?}",
        a.effects
    );
    // No "you may": used whenever it resolves.
    let a = ability(
        "On Attack: Ready this unit. Use this ability only once each round.",
        CardType::Unit,
    );
    assert!(matches!(
        &a.effects[..],
        [Effect::OnceEachRound { may: false, .. }]
    ));
}

#[test]
fn rule_8_32_3_agent_kallus_draws_for_the_first_unique_unit_and_not_again_that_round() {
    // SOR 115 Agent Kallus: "When another unique unit is defeated: You may
    // draw a card. Use this ability only once each round." Alex draws when
    // Bail Organa is defeated; when Ozzel is defeated later that round the
    // ability triggers but does nothing (8.32.3).
    let b = kallus_board();
    let t = b.run(
        then_both_pass(vec![
            attack(ALEX, "Kallus", "Bail"),
            choose(ALEX, &["yes"]),
            pass(NICO),
            attack(ALEX, "Marine", "Ozzel"),
        ]),
        END,
    );
    assert_eq!(last(&t).player(ALEX).hand.len(), 1, "one card drawn");
    let again = step_saying(&t, "used this ability already this round");
    assert!(t.steps[again].rules.iter().any(|r| r == "8.32.3"));
}

#[test]
fn rule_8_32_3_agent_kallus_declined_once_may_still_draw_later_that_round() {
    // 8.32.3's own example: declining leaves the ability unused, so Alex
    // may draw when the second unique unit is defeated.
    let b = kallus_board();
    let t = b.run(
        then_both_pass(vec![
            attack(ALEX, "Kallus", "Bail"),
            choose(ALEX, &["no"]),
            pass(NICO),
            attack(ALEX, "Marine", "Ozzel"),
            choose(ALEX, &["yes"]),
        ]),
        END,
    );
    assert_eq!(last(&t).player(ALEX).hand.len(), 1, "one card drawn");
}

#[test]
fn rule_7_6_1_agent_kallus_does_not_trigger_on_a_non_unique_unit() {
    // Nico's Battlefield Marine is not unique: nothing triggers.
    let mut b = Board::new();
    let kallus = card(&b, "SOR_115");
    b.unit_as(ALEX, &kallus, "Kallus");
    b.unit_as(NICO, "battlefield-marine", "Nico's Marine");
    let t = b.run(
        then_both_pass(vec![attack(ALEX, "Kallus", "Nico's Marine")]),
        END,
    );
    assert!(last(&t).player(ALEX).hand.is_empty());
    assert!(t
        .steps
        .iter()
        .all(|s| s.choice.is_none() || !s.text.contains("Kallus")));
}

/// Luke Skywalker, Jedi Knight played by Alex, aimed at Nico's Wampa (4/5);
/// `defeated`: how many of Alex's units were defeated earlier this phase.
fn luke_at_the_wampa(
    defeated: u32,
) -> (
    Board,
    Vec<timing_window::rulesets::swu::engine::ScriptEntry>,
) {
    let mut b = Board::new();
    let luke = card(&b, "SOR_051");
    b.base_aspects(ALEX, &["Vigilance", "Heroism"]);
    b.hand(ALEX, &[&luke]);
    b.unit_as(NICO, "wampa", "Wampa");
    b.unit_as(NICO, "battlefield-marine", "Marine");
    b.state.player_mut(ALEX).units_defeated_this_phase = defeated;
    let script = then_both_pass(vec![play(ALEX, &luke), choose(ALEX, &["Wampa"])]);
    (b, script)
}

#[test]
fn rule_7_7_5b_luke_skywalker_gives_minus_3_when_no_friendly_unit_was_defeated() {
    // SOR 051 Luke Skywalker, Jedi Knight (7.7.5b's example): "When
    // Played: Give an enemy unit -3/-3 for this phase. If a friendly unit
    // was defeated this phase, give that enemy unit -6/-6 for this phase
    // instead." None was: the Wampa (4/5) gets -3/-3 and survives.
    let (b, script) = luke_at_the_wampa(0);
    let t = b.run(script, END);
    assert!(last(&t).units.iter().any(|u| u.label == "Wampa"));
    assert!(t.steps.iter().any(|s| s.text.contains("-3/-3")));
    let standard = step_saying(&t, "nothing replaces the first part");
    assert!(t.steps[standard].rules.iter().any(|r| r == "7.7.5b"));
}

#[test]
fn rule_7_7_5b_luke_skywalker_gives_minus_6_instead_when_a_friendly_unit_was_defeated() {
    // One of Alex's units was defeated earlier this phase: the -6/-6
    // replaces the -3/-3 (not both), and the Wampa (5 HP) is defeated.
    let (b, script) = luke_at_the_wampa(1);
    let t = b.run(script, END);
    assert!(!last(&t).units.iter().any(|u| u.label == "Wampa"));
    let replaced = step_saying(&t, "replaces the rest");
    assert!(t.steps[replaced].rules.iter().any(|r| r == "7.7.5a"));
    // One lasting effect on the Wampa, the -6/-6: the -3/-3 never applied.
    assert!(!t.steps.iter().any(|s| s.text.contains("-3/-3")));
}

#[test]
fn rule_8_34_1_vanguard_ace_gets_an_experience_token_for_each_other_card_played_this_phase() {
    // SOR 191 Vanguard Ace: "When Played: For each other card you played
    // this phase, give an Experience token to this unit." Alex played two
    // cards earlier this phase; the Ace itself is not counted.
    let mut b = Board::new();
    let ace = card(&b, "SOR_191");
    b.base_aspects(ALEX, &["Cunning", "Heroism"]);
    b.hand(ALEX, &[&ace]);
    b.state.player_mut(ALEX).played_this_phase =
        vec!["battlefield-marine".to_string(), "vanquish".to_string()];
    let t = b.run(then_both_pass(vec![play(ALEX, &ace)]), END);
    let unit = last(&t)
        .units
        .iter()
        .find(|u| u.card == ace)
        .expect("the Ace in play");
    assert_eq!(unit.experience, 2);
    step_saying(&t, "played 2 other cards this phase");
}

#[test]
fn rule_8_34_1_vanguard_ace_played_first_this_phase_gets_none() {
    let mut b = Board::new();
    let ace = card(&b, "SOR_191");
    b.base_aspects(ALEX, &["Cunning", "Heroism"]);
    b.hand(ALEX, &[&ace]);
    let t = b.run(then_both_pass(vec![play(ALEX, &ace)]), END);
    let unit = last(&t)
        .units
        .iter()
        .find(|u| u.card == ace)
        .expect("in play");
    assert_eq!(unit.experience, 0);
}

#[test]
fn rule_8_22_1_lothal_insurgent_makes_nico_draw_then_discard_a_card_at_random() {
    // SOR 190 Lothal Insurgent: "When Played: If you played another card
    // this phase, each opponent draws a card then discards a random card
    // from their hand." Alex played a card earlier this phase; Nico draws,
    // then one card of his hand (the new one among them) is picked at
    // random (8.22.1): here the scenario's chance picks Vanquish.
    let mut b = Board::new();
    let insurgent = card(&b, "SOR_190");
    b.base_aspects(ALEX, &["Cunning", "Heroism"]);
    b.hand(ALEX, &[&insurgent]).hand(NICO, &["vanquish"]);
    b.state.player_mut(ALEX).played_this_phase = vec!["battlefield-marine".to_string()];
    let t = b.run(
        then_both_pass(vec![play(ALEX, &insurgent), chance("Vanquish")]),
        END,
    );
    let nico = last(&t).player(NICO);
    assert_eq!(nico.hand.len(), 1, "drew one, discarded one");
    assert_eq!(nico.discard.iter().collect::<Vec<_>>(), ["vanquish"]);
    let random = step_saying(&t, "picked at random");
    assert!(t.steps[random].rules.iter().any(|r| r == "8.22.1"));
}

#[test]
fn rule_7_1_5_lothal_insurgent_played_first_this_phase_does_nothing() {
    // The Insurgent is the only card Alex played this phase: "another"
    // card there is none, so Nico neither draws nor discards.
    let mut b = Board::new();
    let insurgent = card(&b, "SOR_190");
    b.base_aspects(ALEX, &["Cunning", "Heroism"]);
    b.hand(ALEX, &[&insurgent]).hand(NICO, &["vanquish"]);
    let t = b.run(then_both_pass(vec![play(ALEX, &insurgent)]), END);
    let nico = last(&t).player(NICO);
    assert_eq!(nico.hand.len(), 1);
    assert!(nico.discard.is_empty());
    step_saying(&t, "played no other card this phase");
}

#[test]
fn rule_7_6_15c_chewbacca_readies_himself_when_attacked() {
    // SOR 196 Chewbacca, Loyal Companion: "When this unit is attacked:
    // Ready him." "him" is Chewbacca: read as a clause on this unit that
    // keeps its pronoun for the writer. Exhausted, he is attacked by
    // Nico's Marine and readies (the Marine's 3 damage does not defeat his
    // 6 HP).
    let a = ability("When this unit is attacked: Ready him.", CardType::Unit);
    assert!(matches!(&a.effects[..], [Effect::OnThisAs { then, .. }] if then.len() == 1));
    let mut b = Board::new();
    let chewie = card(&b, "SOR_196");
    let id = b.unit_as(ALEX, &chewie, "Chewbacca");
    b.unit_mut(id).exhausted = true;
    b.unit_as(NICO, "battlefield-marine", "Marine");
    b.acting(NICO);
    let t = b.run(
        vec![attack(NICO, "Marine", "Chewbacca"), pass(ALEX), pass(NICO)],
        END,
    );
    let chewie = last(&t).unit(id).expect("in play");
    assert!(!chewie.exhausted, "he readied as he was attacked");
    assert_eq!(chewie.damage, 3);
}

/// Alex with Bo-Katan Kryze (leader side) and a Follower of The Way
/// (Mandalorian, 1/3); Nico's Battlefield Marine.
fn bo_katan_board() -> (Board, String) {
    let mut b = Board::new();
    let bo = card(&b, "SHD_012");
    let follower = card(&b, "SHD_056");
    b.leader(ALEX, &bo);
    b.unit_as(ALEX, &follower, "Follower");
    b.unit_as(NICO, "battlefield-marine", "Marine");
    (b, bo)
}

#[test]
fn rule_7_1_5_bo_katan_deals_1_damage_after_alex_attacked_with_a_mandalorian_this_phase() {
    // SHD 012 Bo-Katan Kryze: "Action [Exhaust]: If you attacked with a
    // Mandalorian unit this phase, deal 1 damage to a unit." The Follower
    // of The Way attacked Nico's base earlier this phase.
    let (b, bo) = bo_katan_board();
    let t = b.run(
        then_both_pass(vec![
            attack(ALEX, "Follower", "base"),
            pass(NICO),
            common::ability(ALEX, &bo),
            choose(ALEX, &["Battlefield Marine"]),
        ]),
        END,
    );
    let marine = last(&t)
        .units
        .iter()
        .find(|u| u.label == "Marine")
        .expect("in play");
    assert_eq!(marine.damage, 1);
}

#[test]
fn rule_7_1_5_bo_katan_does_nothing_when_no_mandalorian_attacked_this_phase() {
    let (b, bo) = bo_katan_board();
    let t = b.run(then_both_pass(vec![common::ability(ALEX, &bo)]), END);
    assert!(last(&t).units.iter().all(|u| u.damage == 0));
    step_saying(&t, "attacked with no Mandalorian unit this phase");
}

#[test]
fn bo_katans_unit_side_asks_for_another_mandalorian_than_herself() {
    let a = ability(
        "On Attack: You may deal 1 damage to a unit. If you attacked with another Mandalorian unit this phase, you may deal 1 damage to a unit.",
        CardType::Leader,
    );
    assert!(matches!(
        &a.effects[1],
        Effect::If {
            condition: timing_window::rulesets::swu::cards::Condition::YouAttackedWithThisPhase {
                other: true,
                ..
            },
            ..
        }
    ));
}

#[test]
fn rule_8_34_1a_fennec_shand_deals_1_damage_to_the_defender_for_each_different_cost_in_the_pile() {
    // SHD 220 Fennec Shand, Loyal Sharpshooter: "On Attack: Deal 1 damage
    // to the defender for each different cost among cards in your discard
    // pile." Alex's pile: two Battlefield Marines (cost 2), a Wampa (4)
    // and Vanquish (5): three different costs, so 3 damage to Nico's base
    // as one amount (8.34.1a), then Fennec's 4 combat damage.
    let mut b = Board::new();
    let fennec = card(&b, "SHD_220");
    b.unit_as(ALEX, &fennec, "Fennec");
    b.state.player_mut(ALEX).discard = vec![
        "battlefield-marine".to_string(),
        "wampa".to_string(),
        "battlefield-marine".to_string(),
        "vanquish".to_string(),
    ]
    .into();
    let t = b.run(then_both_pass(vec![attack(ALEX, "Fennec", "base")]), END);
    assert_eq!(last(&t).player(NICO).base.damage, 3 + 4);
}

#[test]
fn rule_8_34_1a_fennec_shand_with_an_empty_pile_deals_no_extra_damage() {
    let mut b = Board::new();
    let fennec = card(&b, "SHD_220");
    b.unit_as(ALEX, &fennec, "Fennec");
    let t = b.run(then_both_pass(vec![attack(ALEX, "Fennec", "base")]), END);
    assert_eq!(last(&t).player(NICO).base.damage, 4);
}

#[test]
fn rule_8_32_3_a_new_copy_of_agent_kallus_may_use_the_ability_marked_open_27() {
    // Open question 27: the engine keeps "once each round" per copy. A
    // copy of Kallus used the ability earlier this round (it left play
    // since); this copy may still draw, and the step says it follows the
    // reading.
    let b = kallus_board();
    let first = b.run(
        then_both_pass(vec![attack(ALEX, "Kallus", "Bail"), choose(ALEX, &["yes"])]),
        END,
    );
    let used = last(&first).player(ALEX).used_this_round.clone();
    let [key] = used.as_slice() else {
        panic!("{used:?}")
    };
    let (_, name) = key.split_once(':').expect("copy:name");
    let mut b = kallus_board();
    b.state.player_mut(ALEX).used_this_round = vec![format!("999:{name}")];
    let t = b.run(
        then_both_pass(vec![attack(ALEX, "Kallus", "Bail"), choose(ALEX, &["yes"])]),
        END,
    );
    assert_eq!(last(&t).player(ALEX).hand.len(), 1);
    let marked = step_saying(&t, "this copy is a new one");
    assert_eq!(t.steps[marked].facts.readings, [27]);
}
