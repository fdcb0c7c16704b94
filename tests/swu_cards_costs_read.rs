//! Printed cards read from their text alone (issue 26), shapes that change
//! what a card costs to play: a card in play changing the cost of the
//! cards its controller plays ("Each TRICK event you play costs 1 less.",
//! "Ignore the aspect penalty on SPECTRE cards you play.") and a card's own
//! cost by a name it refers to ("If you control Jabba the Hutt, this unit
//! costs 1 less to play."). What the reader makes of each line, that the
//! writer gives it back, and that the engine does what the text says.

mod common;
mod read_cards;

use common::*;
use read_cards::{card_id as card, last, then_both_pass, END};
use timing_window::rulesets::swu::cards::text::{round_trip, Line};
use timing_window::rulesets::swu::cards::CardType;
use timing_window::rulesets::swu::engine::{GameState, GameTrace, InstanceId, ScriptEntry};

fn play_cost_line(
    line: &str,
    t: CardType,
) -> timing_window::rulesets::swu::cards::play_costs::PlayCostMod {
    match round_trip(line, t) {
        Ok(Line::PlayCost(k)) => k,
        other => panic!("{line}: {other:?}"),
    }
}

#[test]
fn play_cost_lines_read_with_their_kind_and_trait() {
    let hera = play_cost_line(
        "Ignore the aspect penalty on SPECTRE cards you play.",
        CardType::Leader,
    );
    assert!(hera.ignore_penalty);
    assert_eq!(hera.card_type, None);
    assert_eq!(hera.cards.trait_.as_deref(), Some("SPECTRE"));
    let jabba = play_cost_line("Each TRICK event you play costs 1 less.", CardType::Unit);
    assert_eq!(jabba.less, 1);
    assert_eq!(jabba.card_type, Some(CardType::Event));
    let piett = play_cost_line(
        "Each Capital Ship unit you play costs 2 less.",
        CardType::Leader,
    );
    assert_eq!(piett.cards.trait_.as_deref(), Some("Capital Ship"));
    // An event has no constant in play: the line is not read on one.
    assert!(round_trip("Each TRICK event you play costs 1 less.", CardType::Event).is_err());
}

/// What Alex pays to play `played` with Hera Syndulla (SOR 008) as his
/// leader, or with a leader of the same aspects (Command, Heroism) but no
/// ability, and a Command base.
fn paid_with_hera(hera: bool, played: &str) -> u32 {
    let mut b = Board::new();
    let id = card(&b, played);
    if hera {
        let hera = card(&b, "SOR_008");
        b.leader(ALEX, &hera);
    } else {
        b.leader_aspects(ALEX, &["Command", "Heroism"]);
    }
    b.base_aspects(ALEX, &["Command"]);
    b.hand(ALEX, &[&id]);
    let t = b.run(then_both_pass(vec![play(ALEX, &id)]), END);
    if hera {
        assert!(
            t.steps
                .iter()
                .any(|s| s.text.contains("no aspect penalty")
                    && s.rules.iter().any(|r| r == "8.10.2")),
            "the trace says the penalty is ignored, with 8.10.2"
        );
    }
    10 - ready_after(&t)
}

#[test]
fn rule_8_10_2_hera_syndulla_ignores_the_aspect_penalty_on_spectre_cards() {
    // SOR 008 Hera Syndulla (Command, Heroism): "Ignore the aspect penalty
    // on SPECTRE cards you play." SOR 142 Sabine Wren (cost 2, Aggression
    // Heroism, SPECTRE): Aggression is beyond what Hera and a Command base
    // provide. With Hera Alex pays 2; with a leader of the same icons but
    // no such ability, 2 + 2 aspect penalty (8.1.1) = 4. The CR's own
    // example of 8.10.2.
    assert_eq!(paid_with_hera(true, "SOR_142"), 2);
    assert_eq!(paid_with_hera(false, "SOR_142"), 4);
}

#[test]
fn rule_8_10_2_hera_syndulla_leaves_a_card_without_the_trait_its_penalty() {
    // SOR 222 Waylay (cost 3, Cunning, TRICK, not SPECTRE), played with
    // Hera: Cunning is beyond Hera and the Command base, and the penalty
    // stays: 3 + 2 = 5. Nico's Marine is the only non-leader unit to
    // return.
    let mut b = Board::new();
    let waylay = card(&b, "SOR_222");
    let hera = card(&b, "SOR_008");
    b.leader(ALEX, &hera);
    b.base_aspects(ALEX, &["Command"]);
    b.hand(ALEX, &[&waylay]);
    b.unit_as(NICO, "battlefield-marine", "Marine");
    let t = b.run(then_both_pass(vec![play(ALEX, &waylay)]), END);
    assert_eq!(10 - ready_after(&t), 5);
}

#[test]
fn rule_8_15_5a_jabba_the_hutt_makes_each_trick_event_cost_one_less() {
    // SOR 181 Jabba the Hutt in play for Alex: "Each TRICK event you play
    // costs 1 less." SOR 222 Waylay (cost 3, TRICK) costs him 2; played by
    // Nico, who does not control Jabba, it costs 3.
    let paid = |by_alex: bool| {
        let mut b = Board::new();
        let jabba = card(&b, "SOR_181");
        let waylay = card(&b, "SOR_222");
        b.unit_as(ALEX, &jabba, "Jabba");
        b.base_aspects(ALEX, &["Cunning"]);
        b.base_aspects(NICO, &["Cunning"]);
        let (p, other) = if by_alex { (ALEX, NICO) } else { (NICO, ALEX) };
        b.hand(p, &[&waylay]);
        b.acting(p);
        b.unit_as(other, "battlefield-marine", "Marine");
        // Jabba and the Marine are the non-leader units Waylay could
        // return: the player picks the Marine.
        let script = vec![
            play(p, &waylay),
            choose(p, &["Battlefield Marine"]),
            pass(other),
            pass(p),
        ];
        let t = b.run(script, END);
        let i = if by_alex { 0 } else { 1 };
        10 - last(&t).players[i].resources.ready
    };
    assert_eq!(paid(true), 2);
    assert_eq!(paid(false), 3);
}

#[test]
fn rule_8_23_2_jabbas_rancor_costs_one_less_while_you_control_jabba_as_a_leader() {
    // SHD 091 Jabba's Rancor (cost 8, Command Villainy): "If you control
    // Jabba the Hutt (as a leader or unit), this unit costs 1 less to
    // play." The name counts on a leader (8.23.2): with SHD 006 Jabba the
    // Hutt as his leader Alex pays 7; with another leader, 8.
    let paid = |jabba: bool| {
        let mut b = Board::new();
        let rancor = card(&b, "SHD_091");
        // The leaders' own abilities play no part: only Jabba's name.
        let leader = b
            .pool
            .find(if jabba { "SHD_006" } else { "SHD_015" })
            .expect("in the pool")
            .id
            .clone();
        b.leader(ALEX, &leader);
        b.base_aspects(ALEX, &["Command", "Villainy"]);
        b.hand(ALEX, &[&rancor]);
        b.unit_as(NICO, "battlefield-marine", "Marine");
        let t = b.run(then_both_pass(vec![play(ALEX, &rancor)]), END);
        10 - ready_after(&t)
    };
    assert_eq!(paid(true), 7);
    assert_eq!(paid(false), 8);
}

#[test]
fn first_each_round_lines_read_both_ways() {
    let omega = play_cost_line(
        "Ignore the aspect penalty on the first Clone unit you play each round.",
        CardType::Unit,
    );
    assert!(omega.ignore_penalty && omega.first_each_round);
    assert_eq!(omega.card_type, Some(CardType::Unit));
    let codebreaker = play_cost_line(
        "The first Gambit card you play each round costs 1 less.",
        CardType::Unit,
    );
    assert_eq!((codebreaker.less, codebreaker.first_each_round), (1, true));
    // "The first ..." without "each round" says no period: not read.
    assert!(round_trip(
        "The first Gambit card you play costs 1 less.",
        CardType::Unit
    )
    .is_err());
}

/// Alex, with Omega (SHD 198) in play and a Cunning base and a leader of
/// Cunning and Heroism, plays TWI 158 Clone Heavy Gunner (cost 2,
/// Aggression, CLONE) twice, Nico passing between; `before`: the cards he
/// played this round before the scenario starts. What each play cost.
fn gunners_paid(before: &[&str]) -> (u32, u32) {
    let mut b = Board::new();
    let omega = card(&b, "SHD_198");
    let gunner = card(&b, "TWI_158");
    b.unit_as(ALEX, &omega, "Omega");
    b.leader_aspects(ALEX, &["Cunning", "Heroism"]);
    b.base_aspects(ALEX, &["Cunning"]);
    b.hand(ALEX, &[&gunner, &gunner]);
    b.state.players[0].played_this_round = before.iter().map(|c| c.to_string()).collect();
    let t = b.run(then_both_pass(vec![play(ALEX, &gunner)]), END);
    let first = 10 - ready_after(&t);
    let t = b.run(
        then_both_pass(vec![play(ALEX, &gunner), pass(NICO), play(ALEX, &gunner)]),
        END,
    );
    (first, 10 - ready_after(&t) - first)
}

#[test]
fn rule_8_8_1_omega_ignores_the_penalty_on_the_first_clone_unit_each_round_only() {
    // SHD 198 Omega: "Ignore the aspect penalty on the first Clone unit
    // you play each round." The first Gunner costs its printed 2; the
    // second pays the Aggression penalty too: 2 + 2 = 4 (8.1.1).
    assert_eq!(gunners_paid(&[]), (2, 4));
}

#[test]
fn rule_8_8_1_omega_counts_a_clone_unit_played_this_round_before_it_was_in_play() {
    // "The first" is the very first of the round (8.8.1): a Clone unit
    // Alex played earlier this round (another Gunner, before the
    // scenario starts) was it, so both Gunners now pay the penalty.
    let b = Board::new();
    let gunner = card(&b, "TWI_158");
    assert_eq!(gunners_paid(&[&gunner]), (4, 4));
}

#[test]
fn while_playing_ignore_reads_as_the_card_s_own_cost_with_its_pronoun() {
    for line in [
        "While playing this unit, ignore his Villainy aspect penalty if you control Rey.",
        "While playing this unit, ignore her Heroism aspect penalty if you control Kylo Ren.",
    ] {
        match round_trip(line, CardType::Unit) {
            Ok(Line::OwnCost { cost, .. }) => {
                assert!(cost.ignore_penalty_of.is_some(), "{line}");
                assert_eq!(cost.less, 0);
            }
            other => panic!("{line}: {other:?}"),
        }
    }
}

/// What Alex pays for SHD 141 Kylo Ren (cost 6, Aggression Villainy),
/// with a leader of Aggression and Heroism and a Command base, controlling
/// SHD 046 Rey or not.
fn kylo_paid(rey: bool) -> u32 {
    let mut b = Board::new();
    let kylo = card(&b, "SHD_141");
    if rey {
        let rey = card(&b, "SHD_046");
        b.unit_as(ALEX, &rey, "Rey");
    } else {
        b.unit_as(ALEX, "battlefield-marine", "Marine");
    }
    b.leader_aspects(ALEX, &["Aggression", "Heroism"]);
    b.base_aspects(ALEX, &["Command"]);
    b.hand(ALEX, &[&kylo]);
    let t = b.run(then_both_pass(vec![play(ALEX, &kylo)]), END);
    10 - ready_after(&t)
}

#[test]
fn rule_8_10_2_kylo_ren_ignores_his_villainy_penalty_while_alex_controls_rey() {
    // SHD 141 Kylo Ren: "While playing this unit, ignore his Villainy
    // aspect penalty if you control Rey." With Rey in play Alex pays the
    // printed 6; without her, 6 + 2 for Villainy (8.1.1) = 8.
    assert_eq!(kylo_paid(true), 6);
    assert_eq!(kylo_paid(false), 8);
}

#[test]
fn rule_8_10_2_rey_ignores_only_her_heroism_penalty_while_alex_controls_kylo_ren() {
    // SHD 046 Rey (cost 5, Vigilance Heroism): "While playing this unit,
    // ignore her Heroism aspect penalty if you control Kylo Ren." Alex's
    // leader and base provide neither icon: with Kylo Ren in play he pays
    // 5 + 2 for Vigilance only = 7; the Vigilance penalty is not ignored.
    let mut b = Board::new();
    let rey = card(&b, "SHD_046");
    let kylo = card(&b, "SHD_141");
    b.unit_as(ALEX, &kylo, "Kylo");
    b.leader_aspects(ALEX, &["Aggression", "Villainy"]);
    b.base_aspects(ALEX, &["Command"]);
    b.hand(ALEX, &[&rey]);
    let t = b.run(then_both_pass(vec![play(ALEX, &rey)]), END);
    assert_eq!(10 - ready_after(&t), 7);
}

/// Kylo Ren attacks Nico's base and his On Attack gives `chosen` +2/+0 for
/// this phase; Alex also controls a Battlefield Marine (Command Heroism).
/// The board after, and the Marine's and Kylo's ids.
fn kylo_attacks_choosing(chosen: &str) -> (GameState, InstanceId, InstanceId) {
    let mut b = Board::new();
    let kylo = card(&b, "SHD_141");
    let k = b.unit_as(ALEX, &kylo, "Kylo");
    let m = b.unit_as(ALEX, "battlefield-marine", "Marine");
    let t = b.run(
        then_both_pass(vec![attack(ALEX, "Kylo", "base"), choose(ALEX, &[chosen])]),
        END,
    );
    (last(&t).clone(), k, m)
}

#[test]
fn rule_7_1_5_kylo_ren_gives_an_experience_token_also_to_a_non_villainy_unit() {
    // SHD 141 Kylo Ren: "On Attack: Give a unit +2/+0 for this phase. If
    // it's a non-Villainy unit, also give an Experience token to it." The
    // Marine (no Villainy icon) gets both; Kylo himself (Villainy) only
    // the +2/+0, so he deals 6 + 2 = 8 to the base.
    let (s, _, m) = kylo_attacks_choosing("Battlefield Marine");
    assert_eq!(s.unit(m).map(|u| u.experience), Some(1));
    assert_eq!(s.players[1].base.damage, 6);
    let (s, k, m) = kylo_attacks_choosing("Kylo Ren");
    assert_eq!(s.unit(k).map(|u| u.experience), Some(0));
    assert_eq!(s.unit(m).map(|u| u.experience), Some(0));
    assert_eq!(s.players[1].base.damage, 8);
}

#[test]
fn rule_7_1_5_rey_gives_a_shield_to_a_non_heroism_unit_she_heals() {
    // SHD 046 Rey: "On Attack: You may heal 2 damage from a unit. If it's
    // a non-Heroism unit, give a Shield token to it." Alex heals Nico's
    // damaged Hylobon Enforcer (Vigilance Villainy): 2 damage healed, and it gets a
    // Shield; healing his own Marine (Heroism) gives no Shield.
    let run = |target: &str| {
        let mut b = Board::new();
        let rey = card(&b, "SHD_046");
        b.unit_as(ALEX, &rey, "Rey");
        let m = b.unit_as(ALEX, "battlefield-marine", "Marine");
        b.unit_mut(m).damage = 2;
        let d = b.unit_as(NICO, "hylobon-enforcer", "Enforcer");
        b.unit_mut(d).damage = 2;
        let t = b.run(
            then_both_pass(vec![
                attack(ALEX, "Rey", "base"),
                choose(ALEX, &["yes"]),
                choose(ALEX, &[target]),
            ]),
            END,
        );
        let s = last(&t).clone();
        (s.unit(m).cloned(), s.unit(d).cloned())
    };
    let (marine, trooper) = run("Hylobon Enforcer");
    let (marine, trooper) = (marine.expect("in play"), trooper.expect("in play"));
    assert_eq!((trooper.damage, trooper.shields), (0, 1));
    assert_eq!((marine.damage, marine.shields), (2, 0));
    let (marine, trooper) = run("Battlefield Marine");
    let (marine, trooper) = (marine.expect("in play"), trooper.expect("in play"));
    assert_eq!((marine.damage, marine.shields), (0, 0));
    assert_eq!((trooper.damage, trooper.shields), (2, 0));
}

#[test]
fn rule_7_1_6_home_one_plays_a_heroism_unit_from_the_discard_pile_for_3_less() {
    // SOR 102 Home One (cost 8): "When Played: Play a Heroism unit from
    // your discard pile. It costs 3 less." Alex's discard pile holds a
    // Battlefield Marine (cost 2, Heroism) and a Viper Probe Droid
    // (Villainy): the Marine is the one unit that qualifies, played for
    // 2 - 3, never below 0 (1.8.4): 0. Alex pays 8 in all.
    let mut b = Board::new();
    let home_one = card(&b, "SOR_102");
    b.base_aspects(ALEX, &["Command", "Heroism"]);
    b.hand(ALEX, &[&home_one]);
    b.state.players[0].discard =
        vec!["battlefield-marine".into(), "viper-probe-droid".into()].into();
    let t = b.run(then_both_pass(vec![play(ALEX, &home_one)]), END);
    assert_eq!(10 - ready_after(&t), 8);
    let s = last(&t);
    assert!(s
        .units
        .iter()
        .any(|u| u.card == "battlefield-marine" && u.controller == ALEX));
    assert_eq!(
        s.players[0].discard.iter().collect::<Vec<_>>(),
        vec!["viper-probe-droid"]
    );
}

#[test]
fn rule_7_5_4_home_one_gives_each_other_friendly_unit_restore_1() {
    // SOR 102 Home One: "Each other friendly unit gains Restore 1." Alex's
    // Marine attacks Nico's base: Restore 1 heals 1 damage from Alex's
    // base (5 -> 4). Nico's Marine gains nothing: with Home One Alex's
    // only, Nico's attack heals nothing.
    let mut b = Board::new();
    let home_one = card(&b, "SOR_102");
    b.unit_as(ALEX, &home_one, "Home One");
    b.unit_as(ALEX, "battlefield-marine", "Marine A");
    b.unit_as(NICO, "battlefield-marine", "Marine N");
    b.base(ALEX, 30, 5);
    b.base(NICO, 30, 5);
    let t = b.run(
        vec![
            attack(ALEX, "Marine A", "base"),
            attack(NICO, "Marine N", "base"),
            pass(ALEX),
            pass(NICO),
        ],
        END,
    );
    let s = last(&t);
    assert_eq!(s.players[0].base.damage, 4 + 3);
    assert_eq!(s.players[1].base.damage, 5 + 3);
}

#[test]
fn rule_8_15_5a_admiral_piett_as_a_leader_unit_makes_each_capital_ship_cost_2_less() {
    // JTL 005 Admiral Piett's unit side: "Each Capital Ship unit you play
    // costs 2 less." Deployed (a leader unit in play), he takes 2 from
    // JTL 243 Quasar TIE Carrier (cost 6, Villainy, Capital Ship): Alex
    // pays 4. His leader side says no such thing: undeployed, 6.
    let paid = |deployed: bool| {
        let mut b = Board::new();
        let piett = card(&b, "JTL_005");
        let carrier = card(&b, "JTL_243");
        b.leader(ALEX, &piett);
        if deployed {
            b.state.players[0]
                .leader
                .as_mut()
                .expect("a leader")
                .deployed = true;
            b.unit_as(ALEX, &piett, "Piett");
        }
        b.base_aspects(ALEX, &["Command"]);
        b.hand(ALEX, &[&carrier]);
        let t = b.run(then_both_pass(vec![play(ALEX, &carrier)]), END);
        10 - ready_after(&t)
    };
    assert_eq!(paid(true), 4);
    assert_eq!(paid(false), 6);
}

#[test]
fn rule_7_1_6_admiral_piett_plays_a_capital_ship_from_hand_for_1_less() {
    // JTL 005 Admiral Piett's leader side: "Action [Exhaust]: Play a
    // Capital Ship unit from your hand. It costs 1 less." Alex's hand holds
    // the Quasar TIE Carrier (cost 6, Capital Ship) and a Battlefield
    // Marine, which does not qualify: he plays the Carrier for 5.
    let mut b = Board::new();
    let piett = card(&b, "JTL_005");
    let carrier = card(&b, "JTL_243");
    b.leader(ALEX, &piett);
    b.base_aspects(ALEX, &["Command"]);
    b.hand(ALEX, &[&carrier, "battlefield-marine"]);
    let t = b.run(
        then_both_pass(vec![
            ability(ALEX, &piett),
            choose(ALEX, &["Quasar TIE Carrier"]),
        ]),
        END,
    );
    assert_eq!(10 - ready_after(&t), 5);
    assert!(last(&t).units.iter().any(|u| u.card == carrier));
}

#[test]
fn rule_1_8_8_saw_gerrera_makes_each_opponent_deal_2_damage_to_their_base_to_play_an_event() {
    // SOR 153 Saw Gerrera, the CR's example of 1.8.8: "As an additional
    // cost for each opponent to play an event, they must deal 2 damage to
    // their base." Saw is Alex's; Nico plays SOR 222 Waylay (cost 3): he
    // pays 3 resources and deals 2 damage to his own base. Alex, Saw's
    // controller, pays no such cost for his own Waylay.
    let mut b = Board::new();
    let saw = card(&b, "SOR_153");
    let waylay = card(&b, "SOR_222");
    b.unit_as(ALEX, &saw, "Saw");
    b.unit_as(ALEX, "battlefield-marine", "Marine A");
    b.unit_as(NICO, "battlefield-marine", "Marine N");
    b.base_aspects(ALEX, &["Cunning"]);
    b.base_aspects(NICO, &["Cunning"]);
    b.hand(NICO, &[&waylay]);
    b.hand(ALEX, &[&waylay]);
    b.acting(NICO);
    let t = b.run(
        vec![
            play(NICO, &waylay),
            choose(NICO, &["Battlefield Marine (Marine A)"]),
            play(ALEX, &waylay),
            choose(ALEX, &["Battlefield Marine (Marine N)"]),
            pass(NICO),
            pass(ALEX),
        ],
        END,
    );
    let s = last(&t);
    assert_eq!(s.players[1].base.damage, 2);
    assert_eq!(s.players[0].base.damage, 0);
    assert_eq!(10 - s.players[1].resources.ready, 3);
    assert_eq!(10 - s.players[0].resources.ready, 3);
    assert!(t
        .steps
        .iter()
        .any(|st| st.text.contains("additional cost") && st.rules.iter().any(|r| r == "1.8.8")));
}

#[test]
fn rule_7_1_6_reckless_landing_plays_a_unit_for_4_less_then_deals_4_damage_to_it() {
    // TS26 32 Reckless Landing (cost 2): "Play a unit from your hand. It
    // costs 4 less. Deal 4 damage to it." Alex plays JTL 243 Quasar TIE
    // Carrier (cost 6, 7 HP) for 2, and it takes 4 damage: 4 resources
    // in all, the Carrier in play with 4 damage.
    let mut b = Board::new();
    let landing = card(&b, "TS26_32");
    let carrier = card(&b, "JTL_243");
    b.leader_aspects(ALEX, &["Cunning", "Villainy"]);
    b.base_aspects(ALEX, &["Aggression"]);
    b.hand(ALEX, &[&landing, &carrier]);
    let t = b.run(
        then_both_pass(vec![
            play(ALEX, &landing),
            choose(ALEX, &["Quasar TIE Carrier"]),
        ]),
        END,
    );
    assert_eq!(10 - ready_after(&t), 4);
    let s = last(&t);
    let c = s.units.iter().find(|u| u.card == carrier).expect("in play");
    assert_eq!(c.damage, 4);
}

/// Alex plays SHD 242 Gideon's Light Cruiser (cost 8) with `leader`; his
/// hand also holds a Superlaser Technician and his discard pile a Viper
/// Probe Droid (both Villainy units that cost 3 or less).
fn cruiser_played(leader: &str, script_after: Vec<ScriptEntry>) -> GameTrace {
    let mut b = Board::new();
    let cruiser = card(&b, "SHD_242");
    let leader = b.pool.find(leader).expect("in the pool").id.clone();
    b.leader(ALEX, &leader);
    b.base_aspects(ALEX, &["Command"]);
    b.hand(ALEX, &[&cruiser, "superlaser-technician"]);
    b.state.players[0].discard = vec!["viper-probe-droid".into()].into();
    let mut script = vec![play(ALEX, &cruiser)];
    script.extend(script_after);
    b.run(then_both_pass(script), END)
}

#[test]
fn rule_7_1_6_gideons_light_cruiser_plays_a_villainy_unit_from_hand_or_discard_pile_for_free() {
    // SHD 242 Gideon's Light Cruiser: "When Played: If you control Moff
    // Gideon (as a leader or unit), play a Villainy unit that costs 3 or
    // less from your hand or discard pile for free." With SHD 007 Moff
    // Gideon as his leader, Alex picks the Viper Probe Droid from the
    // discard pile: it is played for free, the Technician stays in hand.
    // The discard pile is open, so "play nothing" is no option (1.17.4).
    let t = cruiser_played("SHD_007", vec![choose(ALEX, &["Viper Probe Droid"])]);
    let first = t
        .choices()
        .map(|(_, c)| c.options.clone())
        .find(|o| o.iter().any(|x| x == "Viper Probe Droid"))
        .expect("the play's choice");
    assert!(first.iter().any(|o| o == "Superlaser Technician"));
    assert!(!first
        .iter()
        .any(|o| o == timing_window::rulesets::swu::engine::NOTHING_PLAYED));
    assert_eq!(10 - ready_after(&t), 8);
    let s = last(&t);
    assert!(s.units.iter().any(|u| u.card == "viper-probe-droid"));
    assert!(s.players[0].discard.is_empty());
    assert_eq!(s.players[0].hand.len(), 1);
}

#[test]
fn rule_8_23_2_gideons_light_cruiser_plays_nothing_without_moff_gideon() {
    // With another leader (SHD 015 Doctor Aphra) the condition fails: no
    // unit is played, and the Viper stays in the discard pile.
    let t = cruiser_played("SHD_015", vec![]);
    let s = last(&t);
    assert!(!s.units.iter().any(|u| u.card == "viper-probe-droid"));
    assert_eq!(s.players[0].discard.len(), 1);
}

#[test]
fn rule_7_3_3_law_hera_syndulla_ignores_heroism_penalties_only_while_alex_controls_2_units() {
    // LAW 009 Hera Syndulla (Command, Heroism): "While you control 2 or
    // more units, ignore the aspect penalties on Heroism units you play."
    // SOR 142 Sabine Wren (cost 2, Aggression Heroism): Aggression is
    // beyond Hera and a Vigilance base. With two units in play Alex pays
    // the printed 2; with one, 2 + 2 aspect penalty (8.1.1) = 4.
    let paid = |units: usize| {
        let mut b = Board::new();
        let hera = card(&b, "LAW_009");
        let sabine = card(&b, "SOR_142");
        b.leader(ALEX, &hera);
        b.base_aspects(ALEX, &["Vigilance"]);
        for i in 0..units {
            b.unit_as(ALEX, "viper-probe-droid", &format!("Viper {i}"));
        }
        b.hand(ALEX, &[&sabine]);
        let t = b.run(then_both_pass(vec![play(ALEX, &sabine)]), END);
        10 - ready_after(&t)
    };
    assert_eq!(paid(2), 2);
    assert_eq!(paid(1), 4);
}
