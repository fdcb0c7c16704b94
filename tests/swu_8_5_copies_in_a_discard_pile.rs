//! Two copies of one card in a discard pile are two cards (CR v7.0 8.5.1:
//! a copy is another card with the same printed attributes). What an
//! effect says about one of them, "it" ("this unit's owner may play it
//! from their discard pile for free", Second Chance SHD 053; "you may play
//! that card from your discard pile for free", Cobb Vanth SHD 115) or "a
//! unit that was defeated this phase" (The Emperor's Legion SOR 091), is
//! about that copy: it leaves with it, and the other copy never had it.

mod common;
mod read_cards;

use common::*;
use read_cards::{last, pool_id, then_both_pass, END};
use timing_window::rulesets::swu::engine::ScriptEntry;

/// Alex's Battlefield Marine with SHD 053 Second Chance will attack Nico's
/// Bendu (SOR 056, 4 power) and be defeated; another copy of the Marine
/// has been in Alex's discard pile since an earlier phase.
fn second_chance_marine_and_an_older_copy() -> (Board, Vec<ScriptEntry>) {
    let mut b = Board::new();
    let chance = pool_id(&b, "SHD_053");
    let m = b.unit_as(ALEX, "battlefield-marine", "Marine");
    b.attach(m, &chance, ALEX);
    let bendu = pool_id(&b, "SOR_056");
    b.unit_as(NICO, &bendu, "Bendu");
    b.state.player_mut(ALEX).discard = vec!["battlefield-marine".to_string()].into();
    (b, vec![attack(ALEX, "Marine", "Bendu"), pass(NICO)])
}

#[test]
fn rule_8_5_1_the_permission_to_play_a_card_from_the_discard_pile_leaves_with_that_copy() {
    // SOR 091 The Emperor's Legion returns the defeated Marine, the copy
    // Second Chance's ability named, to Alex's hand. The older copy still
    // in the pile was never "it": the permission ends, and the Marine Alex
    // plays next is the one from his hand, paying its cost.
    let (mut b, mut script) = second_chance_marine_and_an_older_copy();
    let legion = pool_id(&b, "SOR_091");
    b.hand(ALEX, &[&legion]);
    b.base_aspects(ALEX, &["Command", "Villainy", "Heroism"]);
    script.extend([
        play(ALEX, &legion),
        pass(NICO),
        play(ALEX, "battlefield-marine"),
    ]);
    let t = b.run(then_both_pass(script), END);
    let end = last(&t);
    assert!(end.game_lasting.is_empty(), "{:?}", end.game_lasting);
    let alex = end.player(ALEX);
    // The older copy stays in the pile; the returned one is in play, paid
    // for: 2 for the Legion, 2 for the Marine.
    assert_eq!(
        alex.discard
            .iter()
            .filter(|c| *c == "battlefield-marine")
            .count(),
        1
    );
    assert_eq!(alex.resources.ready, 6);
    assert!(end.units.iter().any(|u| u.card == "battlefield-marine"));
}

#[test]
fn rule_8_5_1_second_chance_lets_its_own_copy_be_played_and_the_older_copy_stays() {
    // Without the Legion: Alex plays the Marine from the pile for free,
    // once; the older copy stays there and no permission is left.
    let (b, mut script) = second_chance_marine_and_an_older_copy();
    script.push(play(ALEX, "battlefield-marine"));
    let t = b.run(then_both_pass(script), END);
    let end = last(&t);
    assert!(end.game_lasting.is_empty(), "{:?}", end.game_lasting);
    let alex = end.player(ALEX);
    assert_eq!(
        alex.discard
            .iter()
            .filter(|c| *c == "battlefield-marine")
            .count(),
        1
    );
    assert_eq!(alex.resources.ready, 10);
}

#[test]
fn rule_8_5_1_a_return_from_the_discard_pile_asks_which_copy_when_one_was_defeated_this_phase() {
    // After the Marine's defeat Alex's pile holds two Marines: the older
    // copy, and the one defeated this phase. SOR 101 Rogue Squadron
    // Skirmisher ("When Played: Return a unit that costs 2 or less from
    // your discard pile to your hand") asks which: they are two cards,
    // and The Emperor's Legion then returns the other only if it was the
    // one defeated this phase.
    for (pick, legion_returns) in [("another copy", true), ("defeated this phase", false)] {
        let (mut b, mut script) = second_chance_marine_and_an_older_copy();
        let (skirmisher, legion) = (pool_id(&b, "SOR_101"), pool_id(&b, "SOR_091"));
        // No Second Chance: only the defeat tells the copies apart.
        let marine = b.state.units[0].instance;
        b.unit_mut(marine).upgrades.clear();
        b.hand(ALEX, &[&skirmisher, &legion]);
        b.base_aspects(ALEX, &["Command", "Villainy", "Heroism"]);
        script.extend([
            play(ALEX, &skirmisher),
            // Its When Played first; its Ambush declined.
            choose(
                ALEX,
                &[
                    "rogue-squadron-skirmisher/when-played",
                    "rogue-squadron-skirmisher/ambush",
                ],
            ),
            choose(ALEX, &[&format!("Battlefield Marine ({pick})")]),
            choose(ALEX, &["no"]),
            pass(NICO),
            play(ALEX, &legion),
        ]);
        let t = b.run(then_both_pass(script), END);
        let alex = last(&t).player(ALEX);
        let marines_in_hand = alex
            .hand
            .iter()
            .filter(|c| c.id() == Some("battlefield-marine"))
            .count();
        assert_eq!(marines_in_hand, 1 + usize::from(legion_returns), "{pick}");
        assert_eq!(
            decision(&t, "which card does Alex return").options,
            strings(&[
                "Battlefield Marine (another copy)",
                "Battlefield Marine (defeated this phase)"
            ])
        );
    }
}
