//! "An attack whose combat damage ends the game": Alex attacks Nico's base
//! with a unit whose On Attack abilities or Restore resolve before combat
//! damage (7.6.15a); the combat damage leaves the base with no HP, the
//! state check defeats it (1.16.5a) and the game ends at once (5.6.2):
//! nothing waiting after the damage resolves.

use crate::rulesets::swu::cards::{CardDef, CardPool, Effect, Keyword, Target, Trigger};
use crate::rulesets::swu::engine::ScriptAction;
use crate::rulesets::swu::outcome::OutcomeAnswer;

use super::write::{self, Line, Side, UnitSpec, ALEX};
use super::{has_trigger, plain_units, quoted, units, Draft, Rng, Run};

/// Attackers this template leaves out, and why.
const LEFT_OUT: &[(&str, &str)] = &[(
    "the-ghost",
    "its On Attack needs another SPECTRE unit to mean anything",
)];

/// An attacker with something that resolves as it attacks, and only that.
fn fits(c: &CardDef) -> bool {
    let resolves_on_attack = has_trigger(c, Trigger::OnAttack) || c.restore > 0;
    resolves_on_attack
        && c.power.is_some_and(|p| p >= 2)
        && c.constants.is_empty()
        && c.abilities.iter().all(|a| {
            a.when
                .iter()
                .all(|t| matches!(t, Trigger::OnAttack | Trigger::Played | Trigger::Defeated))
        })
        && !LEFT_OUT.iter().any(|(id, _)| *id == c.id)
        && !c
            .abilities
            .iter()
            .any(|a| a.effects.iter().any(may_spoil_the_lethal))
}

/// An effect that may give a unit less power (Millennium Falcon's "You
/// may give a space unit -2/-0": the attacker itself, when it is the one
/// space unit), or that may deal damage to a base (Aerie's "... and 2
/// damage to a base": Nico's, which may end the game before combat
/// damage): the attack would then not be the lethal one this template is
/// about.
fn may_spoil_the_lethal(e: &Effect) -> bool {
    match e {
        Effect::Modify { power, .. } => *power < 0,
        Effect::DealDamage { target, .. } => may_be_a_base(*target),
        // The damaged player may assign it to their base (8.35.1).
        Effect::IndirectDamage { .. } => true,
        Effect::Choose { then, .. }
        | Effect::May { then }
        | Effect::ForEach { then, .. }
        | Effect::If { then, .. }
        | Effect::UpTo { then, .. }
        | Effect::IfYouUseTheForce { then }
        | Effect::All { then, .. }
        | Effect::AtOnce { effects: then } => then.iter().any(may_spoil_the_lethal),
        Effect::ChooseOptions { options, .. } => options.iter().flatten().any(may_spoil_the_lethal),
        Effect::IfYouDo { may, then } => may.iter().chain(then).any(may_spoil_the_lethal),
        Effect::IfYouDont { may, otherwise } => {
            may.iter().chain(otherwise).any(may_spoil_the_lethal)
        }
        Effect::DefeatShieldThen { then, .. }
        | Effect::DefeatUpgradeThen { then, .. }
        | Effect::ChooseWithPowerAtMostUpgrades { then, .. } => {
            then.iter().any(may_spoil_the_lethal)
        }
        _ => false,
    }
}

/// A target that may be Nico's base.
fn may_be_a_base(t: Target) -> bool {
    !matches!(
        t,
        Target::This
            | Target::It
            | Target::YourBase
            | Target::ChosenUnit
            | Target::ChosenEnemyUnit
            | Target::ChosenFriendlyUnit
            | Target::ChosenOtherFriendlyUnit
            | Target::ChosenEnemyGroundUnit
            | Target::EachEnemyGroundUnit
            | Target::EachFriendlyUnit
            | Target::EachEnemyUnit
            | Target::ChosenOtherUnit
            | Target::EachUnit
            | Target::EachOtherUnit
            | Target::EachOtherFriendlyUnit
            | Target::EachUnitYouControl
            | Target::EachUnitTheDefendingPlayerControls
            | Target::ChosenUnitInDefendersArena
    )
}

/// The rules its boards teach.
pub(super) const RULES: &[&str] = &["7.6.15a", "6.3.4", "1.16.5a", "5.6.2"];

pub(super) fn build(rng: &mut Rng, pool: &CardPool) -> Result<Draft, String> {
    let attackers = units(pool, fits);
    let plain = plain_units(pool);
    let watchers = units(pool, |c| has_trigger(c, Trigger::OpponentDraws));
    let Some(attacker) = rng.pick(&attackers).copied() else {
        return Err("the card pool has no attacker for this template".into());
    };
    let mut alex = Side::new("Administrator's Tower");
    let mut nico = Side::new("Echo Base");
    alex.base_damage = rng.range(2, 15) as i32;
    let power = attacker.power.unwrap_or(2) + attacker.raid as i32;
    let remaining = rng.range(2, power.max(2) as usize) as i32;
    nico.base_damage = nico.base_hp - remaining;
    alex.units.push(UnitSpec::new(&attacker.id));
    let mut told = vec![format!("Alex's {} is ready.", quoted(attacker))];
    // Coordinate abilities need 3 units: sometimes Alex has them.
    let friends = if attacker.has_keyword(Keyword::Coordinate) {
        rng.range(0, 2)
    } else {
        rng.range(0, 1)
    };
    let mut used: Vec<String> = vec![attacker.id.clone()];
    for _ in 0..friends {
        if let Some(p) = rng.pick(&plain).copied() {
            let mut u = UnitSpec::new(&p.id);
            if used.contains(&p.id) {
                u.r#ref = Some(format!("{}-{}", p.id, used.len() + 1));
            }
            used.push(p.id.clone());
            alex.units.push(u);
        }
    }
    if alex.units.len() > 1 {
        told.push(format!(
            "Alex also controls {} other unit(s).",
            alex.units.len() - 1
        ));
    }
    if let Some(p) = rng.pick(&plain).copied() {
        let mut u = UnitSpec::new(&p.id);
        if used.contains(&p.id) {
            u.r#ref = Some(format!("{}-nico", p.id));
        }
        nico.units.push(u);
    }
    let mut difficulty = 1;
    if rng.chance(50) {
        if let Some(w) = rng.pick(&watchers).copied() {
            difficulty += 1;
            nico.units.push(UnitSpec::new(&w.id));
            told.push(format!("Nico controls {}.", quoted(w)));
        }
    }
    let turn = write::Turn {
        round: rng.range(3, 8),
        initiative: ALEX,
        active: ALEX,
        passed: None,
    };
    let board = write::board([&alex, &nico], turn, "", None);
    let situation = format!(
        "{} Nico's base has {remaining} HP left. Alex attacks Nico's base with {}.",
        told.join(" "),
        attacker.name
    );
    let attacker_id = attacker.id.clone();
    let questions = move |run: &Run| questions(run, &attacker_id);
    Ok(Draft {
        title: format!("{} attacks for the win", attacker.name),
        summary: format!(
            "{} attacks a base with {remaining} HP left: what resolves before the combat damage ends the game?",
            attacker.name
        ),
        difficulty,
        tags: vec!["generated", "attack", "end of the game", "on attack"],
        tests: "An attack's On Attack abilities and Restore resolve before combat damage (7.6.15a); combat damage that leaves a base with no HP ends the game at once (1.16.5a, 5.6.2), and nothing after it resolves. The usual mistakes: dealing the damage before the On Attack abilities, or letting abilities resolve after the game has ended.".into(),
        situation,
        assumptions: "Alex is the active player and holds the initiative. The players' choices are as the script says.".into(),
        board,
        actions: vec![Line::Action(
            ALEX,
            ScriptAction::Attack {
                attacker: attacker.id.clone(),
                target: "base".into(),
            },
        )],
        questions: Box::new(questions),
    })
}

fn questions(run: &Run, attacker: &str) -> Result<Option<String>, String> {
    if OutcomeAnswer::of_trace(run.trace) != OutcomeAnswer::AlexWins {
        return Ok(None);
    }
    let attack = format!("{attacker}/attack");
    let events = run.actions_and_abilities(|l| l == attack, None);
    if events.len() < 2 || events.len() > 6 {
        return Ok(None);
    }
    if !run.order_worth_asking(&events, &[]) {
        return Ok(None);
    }
    let mut out = write::order_question(
        "order",
        "Put these in an order the rules allow.",
        &events,
        &[],
        "Declaring the attack comes first; the attacker's On Attack abilities and Restore (and the defender's On Defense abilities) resolve after it is declared and before combat damage (7.6.15a). What they trigger resolves nested in them (7.6.11). The combat damage then leaves the base with no HP, and the game ends at once (1.16.5a, 5.6.2).",
    );
    out.push_str(&write::outcome_question(
        "outcome",
        "What happens once the combat damage is dealt?",
        OutcomeAnswer::of_trace(run.trace).text(),
        "The base is left with no HP: the state check defeats it and its player loses at once (1.16.5a, 5.6.2). Nothing that would have resolved after the damage does.",
    ));
    Ok(Some(out))
}
