//! A unit's conditional constant abilities read from its printed text
//! (issue 26): "While <condition>, this unit gets +N/+N [and gains ...]" /
//! "... gains <keyword>", "While this unit is undamaged, it gains ...", and
//! Coordinate's "Coordinate - This unit gets +N/+N." / "Coordinate -
//! <keyword>". The condition is checked each time the stat or keyword is
//! looked at (7.3.3), so the effect comes and goes with it.

mod common;
mod read_cards;

use common::*;
use read_cards::{last, pool_id, read_constant as read, read_whole, END};
use timing_window::rulesets::swu::cards::text::round_trip;
use timing_window::rulesets::swu::cards::{CardType, ConstantScope, Keyword, While};
use timing_window::rulesets::swu::engine::stats::unit_stats;

/// The id and printed (power, HP) of a printed unit read whole, with a
/// conditional constant ability.
fn card(b: &Board, set_number: &str) -> (String, (i32, i32)) {
    let c = read_whole(b, set_number);
    assert!(
        c.constants.iter().any(|k| k.while_.is_some()),
        "{set_number} has a conditional constant"
    );
    (c.id.clone(), (c.power.unwrap(), c.hp.unwrap()))
}

#[test]
fn conditional_constant_lines_read_into_the_vocabulary_and_back() {
    let k = read("While you have the initiative, this unit gets +2/+0.");
    assert_eq!(k.to, ConstantScope::ThisUnit);
    assert_eq!(k.while_, Some(While::YouHaveInitiative));
    assert_eq!((k.power, k.hp), (2, 0));

    let k = read("While you control another Aggression unit, this unit gains Raid 2.");
    let Some(While::YouControl { other, filter }) = &k.while_ else {
        panic!("{k:?}")
    };
    assert!(*other);
    assert_eq!(filter.aspect.as_deref(), Some("Aggression"));
    assert_eq!((k.keywords.as_slice(), k.amount), (&[Keyword::Raid][..], 2));

    let k = read("While this unit is undamaged, it gains Sentinel.");
    assert_eq!(k.while_, Some(While::ThisUnitDamaged { undamaged: true }));

    let k = read("Coordinate - This unit gets +0/+3.");
    assert_eq!((k.while_, k.power, k.hp), (Some(While::Coordinate), 0, 3));
    let k = read("Coordinate - Raid 3");
    assert_eq!((k.keywords.as_slice(), k.amount), (&[Keyword::Raid][..], 3));

    // Not read: a condition on power (constant abilities change it), a
    // leader side's constant, two numbered keywords with one number.
    for (line, t) in [
        (
            "While you control a unit with 4 or more power, this unit gains Sentinel.",
            CardType::Unit,
        ),
        (
            "While you have the initiative, this unit gets +2/+0.",
            CardType::Leader,
        ),
        (
            "While you have the initiative, this unit gains Raid 1 and Restore 2.",
            CardType::Unit,
        ),
    ] {
        assert!(round_trip(line, t).is_err(), "{line}");
    }
}

#[test]
fn rule_7_3_3_ardent_sympathizer_gets_plus_2_plus_0_only_while_you_have_the_initiative() {
    // SOR 161 Ardent Sympathizer: "While you have the initiative, this unit
    // gets +2/+0." The initiative counter decides (1.12.2).
    let mut b = Board::new();
    let (id, (power, hp)) = card(&b, "SOR_161");
    let own = b.unit(ALEX, &id);
    let enemy = b.unit_as(NICO, &id, "theirs");
    let t = b.run(vec![pass(ALEX), pass(NICO)], END);
    let g = last(&t);
    let stats = |u| unit_stats(&b.pool, g, g.unit(u).unwrap());
    assert_eq!(stats(own), (power + 2, hp), "Alex has the initiative");
    assert_eq!(stats(enemy), (power, hp), "Nico does not");
}

#[test]
fn rule_7_3_3_vigilant_honor_guards_has_sentinel_only_while_undamaged() {
    // The CR's own example (7.3.3): SOR 048 Vigilant Honor Guards, "While
    // this unit is undamaged, it gains Sentinel." Undamaged, Nico's unit
    // in its arena must attack it, not the base; once damaged, the base is
    // a legal target again.
    let mut b = Board::new();
    let (id, _) = card(&b, "SOR_048");
    let guards = b.unit(ALEX, &id);
    b.unit(NICO, "syndicate-lackeys");
    b.acting(NICO);
    let at_base = vec![
        attack(NICO, "syndicate-lackeys", "base"),
        pass(ALEX),
        pass(NICO),
    ];
    let e = b.run_err(at_base.clone(), END);
    assert!(e.to_string().contains("Sentinel"), "{e}");

    b.unit_mut(guards).damage = 1;
    let t = b.run(at_base, END);
    assert_eq!(last(&t).players[0].base.damage, 5);
}

#[test]
fn rule_7_3_3_partisan_insurgent_has_raid_2_only_while_you_control_another_aggression_unit() {
    // SOR 159 Partisan Insurgent: "While you control another Aggression
    // unit, this unit gains Raid 2." Alone it attacks for its printed
    // power; beside another Aggression unit (a second Insurgent) it gets
    // +2/+0 while attacking (7.5.4).
    let mut b = Board::new();
    let (id, (power, _)) = card(&b, "SOR_159");
    b.unit_as(ALEX, &id, "first");
    let script = vec![attack(ALEX, "first", "base"), pass(NICO), pass(ALEX)];
    let alone = b.run(script.clone(), END);
    assert_eq!(last(&alone).players[1].base.damage, power);

    b.unit_as(ALEX, &id, "second");
    let beside = b.run(script, END);
    assert_eq!(last(&beside).players[1].base.damage, power + 2);
}

#[test]
fn rule_7_5_15a_41st_elite_corps_gets_plus_0_plus_3_only_while_you_control_3_or_more_units() {
    // TWI 045 41st Elite Corps: "Coordinate - This unit gets +0/+3." With
    // two units Alex's Coordinate is inactive; with a third it applies.
    // The card keeps the Coordinate keyword either way (7.5.15c).
    let mut b = Board::new();
    let (id, (power, hp)) = card(&b, "TWI_045");
    assert!(b.pool.get(&id).unwrap().has_keyword(Keyword::Coordinate));
    let corps = b.unit(ALEX, &id);
    b.unit(ALEX, "battlefield-marine");
    let stats_now = |b: &Board| {
        let t = b.run(vec![pass(ALEX), pass(NICO)], END);
        let g = last(&t).clone();
        unit_stats(&b.pool, &g, g.unit(corps).unwrap())
    };
    assert_eq!(stats_now(&b), (power, hp), "two units");
    b.unit(ALEX, "syndicate-lackeys");
    assert_eq!(stats_now(&b), (power, hp + 3), "three units");
}

#[test]
fn rule_7_5_15a_infantry_of_the_212th_has_sentinel_only_while_you_control_3_or_more_units() {
    // TWI 061 Infantry of the 212th: "Coordinate - Sentinel".
    let mut b = Board::new();
    let (id, _) = card(&b, "TWI_061");
    b.unit(ALEX, &id);
    b.unit(ALEX, "battlefield-marine");
    b.unit(NICO, "syndicate-lackeys");
    b.acting(NICO);
    let at_base = vec![
        attack(NICO, "syndicate-lackeys", "base"),
        pass(ALEX),
        pass(NICO),
    ];
    let t = b.run(at_base.clone(), END);
    assert_eq!(last(&t).players[0].base.damage, 5, "two units: no Sentinel");

    b.unit(ALEX, "republic-y-wing");
    let e = b.run_err(at_base, END);
    assert!(e.to_string().contains("Sentinel"), "{e}");
}

#[test]
fn rule_8_23_2_emperors_royal_guard_gets_plus_0_plus_1_while_you_control_emperor_palpatine_as_a_leader(
) {
    // The CR's own example (8.23.2): SOR 082 Emperor's Royal Guard, "While
    // you control Emperor Palpatine, this unit gets +0/+1." The name is
    // what counts: Palpatine as Alex's leader (not deployed) is enough.
    // Its other line, "While you control an OFFICIAL unit, this unit gains
    // Sentinel.", is read too (the card is read whole).
    let mut b = Board::new();
    let (id, (power, hp)) = card(&b, "SOR_082");
    let palpatine = pool_id(&b, "SOR_006");
    assert_eq!(b.pool.get(&palpatine).unwrap().name, "Emperor Palpatine");
    let guard = b.unit(ALEX, &id);
    let theirs = b.unit_as(NICO, &id, "theirs");
    b.leader(ALEX, &palpatine);
    let t = b.run(vec![pass(ALEX), pass(NICO)], END);
    let g = last(&t);
    let stats = |u| unit_stats(&b.pool, g, g.unit(u).unwrap());
    assert_eq!(stats(guard), (power, hp + 1), "Alex controls Palpatine");
    assert_eq!(stats(theirs), (power, hp), "Nico does not");
}

#[test]
fn rule_7_3_3_seasoned_shoretrooper_gets_plus_2_plus_0_only_while_you_control_6_or_more_resources()
{
    // SOR 081 Seasoned Shoretrooper: "While you control 6 or more
    // resources, this unit gets +2/+0." Ready and exhausted resources both
    // count.
    let mut b = Board::new();
    let (id, (power, hp)) = card(&b, "SOR_081");
    let own = b.unit(ALEX, &id);
    let theirs = b.unit_as(NICO, &id, "theirs");
    b.state.player_mut(ALEX).resources.ready = 3;
    b.state.player_mut(ALEX).resources.exhausted = 3;
    b.state.player_mut(NICO).resources.ready = 5;
    b.state.player_mut(NICO).resources.exhausted = 0;
    let t = b.run(vec![pass(ALEX), pass(NICO)], END);
    let g = last(&t);
    let stats = |u| unit_stats(&b.pool, g, g.unit(u).unwrap());
    assert_eq!(stats(own), (power + 2, hp), "6 resources");
    assert_eq!(stats(theirs), (power, hp), "5 resources");
}

#[test]
fn rule_7_3_3_hunting_assassin_droid_has_raid_2_only_while_an_enemy_unit_is_damaged() {
    // SEC 134 Hunting Assassin Droid: "While an enemy unit is damaged,
    // this unit gains Raid 2." Alex's own damaged unit does not count;
    // Nico's does (+2/+0 while attacking, 7.5.4).
    let mut b = Board::new();
    let (id, (power, _)) = card(&b, "SEC_134");
    b.unit_as(ALEX, &id, "droid");
    let marine = b.unit(ALEX, "battlefield-marine");
    b.unit_mut(marine).damage = 1;
    let lackeys = b.unit(NICO, "syndicate-lackeys");
    let script = vec![attack(ALEX, "droid", "base"), pass(NICO), pass(ALEX)];
    let friendly_only = b.run(script.clone(), END);
    assert_eq!(last(&friendly_only).players[1].base.damage, power);

    b.unit_mut(lackeys).damage = 1;
    let enemy = b.run(script, END);
    assert_eq!(last(&enemy).players[1].base.damage, power + 2);
}

#[test]
fn rule_8_37_3_jedi_sentinel_has_sentinel_only_while_the_force_is_with_you() {
    // LOF 196 Jedi Sentinel: "While the Force is with you, this unit gains
    // Sentinel" (the card data prints it without its period). The Force
    // is with Alex while Alex controls the Force token (8.37.3).
    let mut b = Board::new();
    let (id, _) = card(&b, "LOF_196");
    b.unit(ALEX, &id);
    b.unit(NICO, "syndicate-lackeys");
    b.acting(NICO);
    let at_base = vec![
        attack(NICO, "syndicate-lackeys", "base"),
        pass(ALEX),
        pass(NICO),
    ];
    let t = b.run(at_base.clone(), END);
    assert_eq!(last(&t).players[0].base.damage, 5, "no Force token");

    b.state.player_mut(ALEX).force_token = true;
    let e = b.run_err(at_base, END);
    assert!(e.to_string().contains("Sentinel"), "{e}");
}

#[test]
fn rule_3_6_13_follower_of_the_way_gets_plus_1_plus_1_while_upgraded_a_shield_token_counts() {
    // SHD 056 Follower of The Way: "While this unit is upgraded, it gets
    // +1/+1." A unit is upgraded while an upgrade is attached (3.6.13); a
    // Shield token is a token upgrade (3.6.12), so it is enough.
    let mut b = Board::new();
    let (id, (power, hp)) = card(&b, "SHD_056");
    let follower = b.unit(ALEX, &id);
    let stats_now = |b: &Board| {
        let t = b.run(vec![pass(ALEX), pass(NICO)], END);
        let g = last(&t).clone();
        unit_stats(&b.pool, &g, g.unit(follower).unwrap())
    };
    assert_eq!(stats_now(&b), (power, hp), "not upgraded");
    b.unit_mut(follower).shields = 1;
    assert_eq!(stats_now(&b), (power + 1, hp + 1), "a Shield token");
}
