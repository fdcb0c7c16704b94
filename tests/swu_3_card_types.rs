//! CR v7.0 section 3 (Card Types), run by SWU's engine: a defeated leader's
//! side (3.4.5) and tokens that are created, not played (3.7.2a). Each test
//! is named after its rule.

mod common;
use common::*;

#[test]
fn rule_3_4_5_defeated_leader_key_reads_its_leader_side_exhausted() {
    let (_, err) = key_and_wrong(
        "leader-deploy-aurra-sing",
        "after-defeat",
        "exhausted",
        "false",
    );
    assert!(err.contains("is 'true', not 'false'"), "{err}");
}

#[test]
fn rule_3_7_2a_a_token_is_created_not_played_and_its_ambush_triggers_when_created() {
    let mut b = Board::new();
    b.hand(ALEX, &["veteran-fleet-officer"]);
    b.unit(ALEX, "wedge-antilles");
    b.unit(ALEX, "maz-kanata");
    b.unit(NICO, "elite-p-38-starfighter");
    let t = b.run(
        vec![
            play(ALEX, "veteran-fleet-officer"),
            choose(
                ALEX,
                &[
                    "veteran-fleet-officer/when-played",
                    "maz-kanata/you-play-unit",
                ],
            ),
            choose(ALEX, &["yes"]),
            choose(NICO, &["no"]),
            pass(NICO),
            pass(ALEX),
        ],
        ACTION_END,
    );
    // The token's Ambush (granted by Wedge) triggers as it is created and
    // is nested in the When Played that created it.
    let (_, ambush) = t.step_for("x-wing/ambush").expect("When Created");
    let (_, wp) = t
        .step_for("veteran-fleet-officer/when-played")
        .expect("When Played");
    assert!(ambush.depth > wp.depth);
    assert!(t.step_for("x-wing/attack").is_some());
    // Maz Kanata saw one unit played (the Officer), not the token.
    assert!(t.step_for("maz-kanata/you-play-unit#2").is_none());
    // The token entered play exhausted: only Ambush let it attack.
    let created = t
        .steps
        .iter()
        .find(|s| s.text.contains("creates an X-Wing token"))
        .expect("created");
    let x = created
        .board
        .units
        .iter()
        .find(|u| u.card == "x-wing")
        .expect("in play");
    assert!(x.exhausted);
}
