//! "N simultaneous When Defeated abilities split between two players": units
//! of both players survive only on a "+2/+2 for this phase" bonus; when the
//! action phase ends the bonuses expire together and the state check defeats
//! every one of them at once. Their When Defeated abilities (and Bounties,
//! which the other player resolves) wait together: the player who counts as
//! active picks who goes first, each player orders their own.
//!
//! The board avoids what no rule settles here (docs/rulings-questions.md,
//! question 8): no delayed effect and no "when the action phase ends"
//! ability waits at the same moment, and the run stops before the regroup
//! phase starts.

use crate::rulesets::swu::cards::{CardDef, CardPool, Trigger};
use crate::rulesets::swu::engine::ScriptAction;

use super::write::{self, Line, Side, UnitSpec, ALEX, NICO};
use super::{has_trigger, plain_units, quoted, units, Draft, Rng, Run};

/// Cards with a When Defeated this template leaves out, and why.
const LEFT_OUT: &[(&str, &str)] = &[
    (
        "desperate-commando",
        "its \"-1/-1 for this phase\" would be created as the phase ends: a lesson of its own",
    ),
    (
        "greedo",
        "its When Defeated depends on which card it discards from the deck, which a generated board does not know",
    ),
];

/// The units that fit: a When Defeated or a Bounty, nothing that triggers at
/// a phase's start or end or on other units' defeat, no constant ability.
fn fits(c: &CardDef) -> bool {
    let wanted = has_trigger(c, Trigger::Defeated) || has_trigger(c, Trigger::Bounty);
    let quiet = c.abilities.iter().all(|a| {
        a.when
            .iter()
            .all(|t| matches!(t, Trigger::Played | Trigger::Defeated | Trigger::Bounty))
    });
    wanted
        && quiet
        && c.constants.is_empty()
        && c.hp.is_some_and(|h| h > 0)
        && !LEFT_OUT.iter().any(|(id, _)| *id == c.id)
}

/// The rules its boards teach.
pub(super) const RULES: &[&str] = &["7.7.3", "1.16.5e", "7.6.10", "7.6.9", "7.6.14", "7.5.13a"];

pub(super) fn build(rng: &mut Rng, pool: &CardPool) -> Result<Draft, String> {
    let cards = units(pool, fits);
    let plain = plain_units(pool);
    if cards.is_empty() || plain.is_empty() {
        return Err("the card pool has no units for this template".into());
    }
    let n = rng.range(3, 5);
    let mut alex = Side::new("Administrator's Tower");
    let mut nico = Side::new("Echo Base");
    alex.base_damage = rng.range(0, 12) as i32;
    nico.base_damage = rng.range(0, 12) as i32;
    let mut placed: Vec<(bool, &CardDef, String)> = Vec::new(); // (alex?, card, ref)
    let mut lasting = String::new();
    let mut described = Vec::new();
    let mut tries = 0;
    while placed.len() < n && tries < 100 {
        tries += 1;
        let Some(card) = rng.pick(&cards).copied() else {
            break;
        };
        // The first two go one to each player; the rest anywhere.
        let is_alex = match placed.len() {
            0 => true,
            1 => false,
            _ => rng.chance(50),
        };
        let side_has = |id: &str, alex_side: bool| {
            placed.iter().any(|(a, c, _)| *a == alex_side && c.id == id)
        };
        if card.unique && side_has(&card.id, is_alex) {
            continue;
        }
        let copies = placed.iter().filter(|(_, c, _)| c.id == card.id).count();
        let r = if copies == 0 {
            card.id.clone()
        } else {
            format!("{}-{}", card.id, copies + 1)
        };
        let hp = card.hp.unwrap_or(1);
        let mut u = UnitSpec::new(&card.id);
        if copies > 0 {
            u.r#ref = Some(r.clone());
        }
        u.damage = hp + rng.below(2) as i32;
        u.exhausted = rng.chance(50);
        let who = if is_alex { "Alex" } else { "Nico" };
        let played_by = if rng.chance(70) { who } else { other(who) };
        lasting.push_str(&format!(
            "[[state.lasting]]\nsource = \"Tactical Advantage\"\ncontroller = \"{}\"\ntarget = {}\npower = 2\nhp = 2\nduration = \"this_phase\"\n\n",
            played_by.to_lowercase(),
            write::toml_str(&r)
        ));
        described.push(format!(
            "{who}'s {} has {} damage and survives only on the +2/+2 {played_by} gave it with Tactical Advantage.",
            quoted(card),
            u.damage
        ));
        if is_alex {
            alex.units.push(u);
        } else {
            nico.units.push(u);
        }
        placed.push((is_alex, card, r));
    }
    if placed.len() < 2 {
        return Err("the template could not place two units".into());
    }
    // A plain unit on each side: something friendly left to target.
    let mut used: Vec<String> = Vec::new();
    for side in [&mut alex, &mut nico] {
        if let Some(p) = rng.pick(&plain).copied() {
            let mut u = UnitSpec::new(&p.id);
            if used.contains(&p.id) {
                u.r#ref = Some(format!("{}-2", p.id));
            }
            used.push(p.id.clone());
            side.units.push(u);
        }
    }
    let initiative = if rng.chance(50) { ALEX } else { NICO };
    let last = if rng.chance(50) { ALEX } else { NICO };
    let turn = write::Turn {
        round: rng.range(2, 6),
        initiative,
        active: last,
        passed: Some(last.other()),
    };
    let board = write::board([&alex, &nico], turn, &lasting, Some("regroup_start"));
    let mut events: Vec<String> = Vec::new();
    for (_, card, r) in &placed {
        if has_trigger(card, Trigger::Defeated) {
            events.push(format!("{r}/when-defeated"));
        }
        if has_trigger(card, Trigger::Bounty) {
            events.push(format!("{r}/bounty"));
        }
    }
    let bounties: Vec<(String, String, &'static str)> = placed
        .iter()
        .filter(|(_, c, _)| has_trigger(c, Trigger::Bounty))
        .map(|(a, c, r)| {
            (
                format!("{r}/bounty"),
                c.name.clone(),
                if *a { "Alex" } else { "Nico" },
            )
        })
        .collect();
    let holder = write::name(initiative);
    let situation = format!(
        "{} {} has passed; now {} passes too, so the action phase ends. {holder} holds the initiative.",
        described.join(" "),
        write::name(last.other()),
        write::name(last),
    );
    let questions = move |run: &Run| questions(run, &events, &bounties);
    Ok(Draft {
        title: format!("{n} units defeated at once"),
        summary: format!(
            "The action phase ends, {n} \"+2/+2 for this phase\" bonuses expire together, and units of both players are defeated at once."
        ),
        difficulty: (n as u8).min(5),
        tags: vec!["generated", "when defeated", "simultaneous defeat", "both players", "end of phase"],
        tests: "Abilities of both players triggered by one state check wait together: the player who counts as active picks which player resolves theirs first (7.6.10), each player orders their own (7.6.9). A Bounty is resolved by the opponent of the unit's controller (7.5.13a). The usual mistakes: resolving in the order the units were played, or interleaving the players' abilities.".into(),
        situation,
        assumptions: format!(
            "Nothing else happens at the end of the action phase. Between the action phase's turns and the regroup phase, {holder}, who holds the initiative, counts as the active player."
        ),
        board,
        actions: vec![Line::Action(last, ScriptAction::Pass)],
        questions: Box::new(questions),
    })
}

fn other(who: &str) -> &'static str {
    if who == "Alex" {
        "Nico"
    } else {
        "Alex"
    }
}

fn questions(
    run: &Run,
    events: &[String],
    bounties: &[(String, String, &'static str)],
) -> Result<Option<String>, String> {
    let present: Vec<&str> = events
        .iter()
        .map(String::as_str)
        .filter(|l| run.has(l))
        .collect();
    let events: Vec<String> = run
        .resolved(&present)
        .iter()
        .map(|s| s.to_string())
        .collect();
    if events.len() < 2 {
        return Ok(None);
    }
    let Some((first_name, chooser, first)) = run.who_first(&events).into_iter().next() else {
        return Ok(None);
    };
    let given = vec![first_name.clone()];
    if !run.order_worth_asking(&events, &given) {
        return Ok(None);
    }
    let mut out = write::order_question(
        "order",
        &format!(
            "The bonuses expire and the units are defeated at once. {first}'s abilities are chosen to resolve first. Put these abilities in an order the rules allow."
        ),
        &events,
        &given,
        "When the action phase ends, \"for this phase\" effects expire (7.7.3) and the state check defeats every unit left with no HP at once (1.16.5e). Each When Defeated resolves for the player who controlled the unit (7.6.14); a Bounty for that player's opponent (7.5.13a). With abilities of both players waiting, the active player picks which player resolves all of theirs first (7.6.10); each player then orders their own (7.6.9).",
    );
    out.push_str(&write::who_question(
        "who-first",
        "Abilities of both players are waiting. Who decides which player resolves theirs first?",
        &first_name,
        &chooser,
        "Nobody is taking an action between the action phase's turns and the regroup phase, so the player with the initiative counts as the active player, and the active player picks which player resolves first (7.6.10).",
    ));
    if let Some((label, card, owner)) = bounties
        .iter()
        .find(|(l, _, _)| run.decisions.iter().any(|d| d.during.as_deref() == Some(l)))
    {
        let chooser = run
            .decisions
            .iter()
            .find(|d| d.during.as_deref() == Some(label.as_str()))
            .map(|d| d.choice.chooser.clone())
            .unwrap_or_default();
        out.push_str(&write::who_question(
            "bounty",
            &format!("{card} was {owner}'s unit. Who makes the decision its Bounty asks for?"),
            label,
            &chooser,
            "A Bounty is collected by an opponent of the unit's controller: that player resolves it and makes its choices (7.5.13a, 7.5.13f).",
        ));
    }
    Ok(Some(out))
}
