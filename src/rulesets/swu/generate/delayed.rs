//! "A delayed effect and a phase trigger at the same moment": the action
//! phase ends with delayed effects waiting for the start of the regroup
//! phase (any modelled card whose delayed effect has one of the shapes of
//! [`Shape`]: today Sneak Attack's, Unnatural Life's, Zorii Bliss's and
//! Jetpack's) and cards with "when the regroup phase starts" abilities in
//! play. Delayed
//! effects resolve first (7.7.4b), the active player picking which
//! player's go first when both have some (7.7.4e); then the moment's
//! triggered abilities (7.6.10, 7.6.9).
//!
//! The board avoids what no rule settles (docs/rulings-questions.md,
//! questions 8, 10 and 21): a delayed effect defeats only a unit whose
//! defeat triggers nothing, with nothing on the board that watches for
//! defeats, and no card changes hands.

use crate::rulesets::swu::cards::{
    CardDef, CardPool, CardType, Effect, Target, TimingPoint, Trigger, Zone,
};
use crate::rulesets::swu::engine::{PlayerId, ScriptAction};

use super::write::{self, Line, Side, UnitSpec, ALEX, NICO};
use super::{has_trigger, plain_units, quoted, units, Draft, Rng, Run};
use crate::rulesets::swu::cards::PlayUnitEffect;

/// How a card's delayed effect for the start of the regroup phase comes
/// to be waiting, read from its abilities (so any card of the pool with
/// one of these shapes is drawn, not a list of names).
#[derive(Debug, Clone, Copy, PartialEq)]
enum Shape {
    /// An event plays a unit from this zone, and its delayed effect
    /// defeats that unit (Sneak Attack from the hand, Unnatural Life from
    /// the discard pile).
    PlaysUnit(Zone),
    /// An upgrade's When Played gives its unit a Shield token that its
    /// delayed effect defeats (Jetpack).
    ShieldUpgrade,
    /// A unit's On Attack leaves a delayed effect that makes its
    /// controller discard from hand (Zorii Bliss).
    AttackThenDiscard,
}

/// A card whose delayed effect a board can start with.
#[derive(Clone, Copy)]
struct Source<'a> {
    card: &'a CardDef,
    shape: Shape,
}

/// The delayed effects of an ability's effects, looking inside a play.
fn delayed_in(effects: &[Effect]) -> Vec<(&[Effect], Option<Zone>)> {
    let mut out = Vec::new();
    for e in effects {
        match e {
            Effect::Delayed {
                at: TimingPoint::StartOfRegroupPhase,
                effects,
            } => out.push((effects.as_slice(), None)),
            Effect::PlayUnit(PlayUnitEffect { from, then, .. }) => {
                out.extend(delayed_in(then).into_iter().map(|(d, _)| (d, Some(*from))))
            }
            _ => {}
        }
    }
    out
}

/// The shape of a card's delayed effect, when it has one of the shapes a
/// board can start with. Only cards the engine simulates whole; a delayed
/// effect that changes control or ends the game is none of these shapes
/// (what such a board would teach is not settled:
/// docs/rulings-questions.md, questions 8, 10 and 21).
fn shape(c: &CardDef) -> Option<Shape> {
    if !c.unread.is_empty() || !c.constants.is_empty() {
        return None;
    }
    let all = |d: &[Effect], f: fn(&Effect) -> bool| !d.is_empty() && d.iter().all(f);
    c.abilities.iter().find_map(|a| {
        delayed_in(&a.effects)
            .into_iter()
            .find_map(|(d, from)| match (c.card_type, from) {
                (CardType::Event, Some(zone @ (Zone::Hand | Zone::Discard)))
                    if a.when.contains(&Trigger::Event)
                        && all(d, |e| matches!(e, Effect::Defeat { target: Target::It })) =>
                {
                    Some(Shape::PlaysUnit(zone))
                }
                (CardType::Upgrade, None)
                    if a.when.contains(&Trigger::Played)
                        && all(d, |e| {
                            matches!(
                                e,
                                Effect::DefeatShield { .. } | Effect::DefeatThatShield { .. }
                            )
                        }) =>
                {
                    Some(Shape::ShieldUpgrade)
                }
                (CardType::Unit, None)
                    if a.when.contains(&Trigger::OnAttack)
                        && all(d, |e| matches!(e, Effect::DiscardFromHand { .. })) =>
                {
                    Some(Shape::AttackThenDiscard)
                }
                _ => None,
            })
    })
}

/// Every card of the pool a board can start with a delayed effect of, by id.
fn sources(pool: &CardPool) -> Vec<Source<'_>> {
    let mut v: Vec<Source> = pool
        .iter()
        .filter_map(|card| shape(card).map(|shape| Source { card, shape }))
        .collect();
    crate::sorting::sort_by(&mut v, |a, b| a.card.id.cmp(&b.card.id));
    v
}

/// A "when the regroup phase starts" unit or leader that fits: nothing
/// else that triggers on defeats or at other moments.
fn fits(c: &CardDef) -> bool {
    has_trigger(c, Trigger::RegroupPhaseStarts)
        && c.constants.is_empty()
        && c.abilities.iter().all(|a| {
            !a.granted
                && a.when.iter().all(|t| {
                    matches!(
                        t,
                        Trigger::RegroupPhaseStarts | Trigger::Played | Trigger::Action
                    )
                })
        })
}

/// The rules its boards teach.
pub(super) const RULES: &[&str] = &["5.5.1a", "7.7.4b", "7.7.4e", "7.6.10", "7.6.9"];

pub(super) fn build(rng: &mut Rng, pool: &CardPool) -> Result<Draft, String> {
    let plain = plain_units(pool);
    let watchers = units(pool, fits);
    let mut leaders: Vec<&CardDef> = pool
        .iter()
        .filter(|c| c.card_type == CardType::Leader && fits(c))
        .collect();
    crate::sorting::sort_by(&mut leaders, |a, b| a.id.cmp(&b.id));
    if plain.is_empty() || (watchers.is_empty() && leaders.is_empty()) {
        return Err("the card pool has no cards for this template".into());
    }
    let all_sources = sources(pool);
    if all_sources.is_empty() {
        return Err("the card pool has no card whose delayed effect a board can start with".into());
    }
    let mut sides = [Side::new("Administrator's Tower"), Side::new("Echo Base")];
    let mut refs: Vec<String> = Vec::new();
    let mut fresh_ref = |id: &str| {
        let n = refs.iter().filter(|r| r.starts_with(id)).count();
        let r = if n == 0 {
            id.to_string()
        } else {
            format!("{id}-{}", n + 1)
        };
        refs.push(r.clone());
        r
    };
    let mut told = Vec::new();
    let mut delayed_toml = String::new();
    // (label, plain name)
    let mut delayed: Vec<(String, String)> = Vec::new();
    let mut picked = all_sources;
    rng.shuffle(&mut picked);
    let count = rng.range(1, 2);
    let first_owner = if rng.chance(50) { ALEX } else { NICO };
    for (i, source) in picked.into_iter().take(count).enumerate() {
        let p = if i == 0 {
            first_owner
        } else {
            first_owner.other()
        };
        let who = write::name(p);
        let side = &mut sides[p.index()];
        let card = source.card;
        let target = match source.shape {
            Shape::AttackThenDiscard => {
                side.units.push(UnitSpec {
                    exhausted: true,
                    ..UnitSpec::new(&card.id)
                });
                side.hand_unknown = side.hand_unknown.max(2);
                told.push(format!(
                    "{who}'s {} attacked this round; its delayed effect waits.",
                    quoted(card)
                ));
                None
            }
            Shape::PlaysUnit(_) | Shape::ShieldUpgrade => {
                let unit = rng.pick(&plain).copied().ok_or("no plain unit")?;
                let r = fresh_ref(&unit.id);
                let mut u = UnitSpec::new(&unit.id);
                if r != unit.id {
                    u.r#ref = Some(r.clone());
                }
                if source.shape == Shape::ShieldUpgrade {
                    u.upgrades = vec![card.id.clone()];
                    u.shields = 1;
                }
                side.units.push(u);
                let what = match source.shape {
                    Shape::ShieldUpgrade => {
                        format!("attached {} to {}", quoted(card), unit.name)
                    }
                    Shape::PlaysUnit(Zone::Hand) => {
                        format!("played {} to play {} from hand", quoted(card), unit.name)
                    }
                    _ => format!(
                        "played {} to play {} from the discard pile",
                        quoted(card),
                        unit.name
                    ),
                };
                told.push(format!("Earlier this round {who} {what}."));
                Some(r)
            }
        };
        delayed_toml.push_str(&format!(
            "[[state.delayed]]\nsource = {}\ncontroller = \"{}\"\n",
            write::toml_str(&card.name),
            write::key(p)
        ));
        if let Some(t) = target {
            delayed_toml.push_str(&format!("target = {}\n", write::toml_str(&t)));
        }
        delayed_toml.push('\n');
        delayed.push((
            // The label the board gives a waiting effect: its source's
            // name as a slug (`scenario_slug`), as `[[state.delayed]]`
            // names it.
            format!("{}/delayed", crate::scenario_slug(&card.name)),
            format!("{}'s delayed effect ({who})", card.name),
        ));
    }
    // The moment's triggered abilities: one to three, on either side.
    let mut triggers: Vec<(String, String)> = Vec::new();
    let wanted = rng.range(1, 3);
    let mut leader_taken = [false, false];
    for _ in 0..wanted * 3 {
        if triggers.len() >= wanted {
            break;
        }
        let p = if rng.chance(50) { ALEX } else { NICO };
        let who = write::name(p);
        let use_leader = !leaders.is_empty() && !leader_taken[p.index()] && rng.chance(35);
        if use_leader {
            let Some(l) = rng.pick(&leaders).copied() else {
                continue;
            };
            sides[p.index()].leader = Some(l.id.clone());
            leader_taken[p.index()] = true;
            told.push(format!("{who}'s leader is {}.", quoted(l)));
            triggers.push((
                format!("{}/regroup-start", l.id),
                format!("{}'s ability ({who})", l.name),
            ));
            continue;
        }
        let Some(c) = rng.pick(&watchers).copied() else {
            continue;
        };
        let on_side = |s: &Side| s.units.iter().any(|u| u.card == c.id);
        if c.unique && on_side(&sides[p.index()]) {
            continue;
        }
        let r = fresh_ref(&c.id);
        let mut u = UnitSpec::new(&c.id);
        if r != c.id {
            u.r#ref = Some(r.clone());
        }
        let hp = c.hp.unwrap_or(1).max(1);
        u.damage = rng.below(hp.min(3) as usize) as i32;
        sides[p.index()].units.push(u);
        told.push(format!("{who} controls {}.", quoted(c)));
        triggers.push((
            format!("{r}/regroup-start"),
            format!("{}'s ability ({who})", c.name),
        ));
    }
    if triggers.is_empty() {
        return Err("the template placed no phase ability".into());
    }
    let initiative = if rng.chance(50) { ALEX } else { NICO };
    let last = if rng.chance(50) { ALEX } else { NICO };
    let [alex, nico] = &sides;
    let turn = write::Turn {
        round: rng.range(2, 6),
        initiative,
        active: last,
        passed: Some(last.other()),
    };
    let board = write::board([alex, nico], turn, &delayed_toml, Some("draw"));
    let holder = write::name(initiative);
    let situation = format!(
        "{} {} has passed; now {} passes too, so the action phase ends and the regroup phase begins. {holder} holds the initiative.",
        told.join(" "),
        write::name(last.other()),
        write::name(last),
    );
    let n = delayed.len() + triggers.len();
    let both_delayed = delayed.len() == 2;
    let difficulty = 2 + u8::from(n >= 4) + u8::from(both_delayed);
    let questions = move |run: &Run| questions(run, &delayed, &triggers, initiative);
    Ok(Draft {
        title: format!(
            "{} and {} at the start of the regroup phase",
            if both_delayed { "Two delayed effects" } else { "A delayed effect" },
            if n - usize::from(both_delayed) - 1 > 1 { "phase abilities" } else { "a phase ability" }
        ),
        summary: "The regroup phase starts with delayed effects and \"when the regroup phase starts\" abilities waiting.".into(),
        difficulty,
        tags: vec!["generated", "start of phase", "delayed effects", "both players"],
        tests: "At the start of a phase, delayed effects waiting for it resolve before the abilities the same moment triggers (7.7.4b); the active player picks which player's delayed effects go first (7.7.4e) and, after them, which player's triggered abilities go first (7.6.10). The usual mistake: ordering a delayed effect among the triggered abilities.".into(),
        situation,
        assumptions: format!(
            "Nothing else waits for the start of the regroup phase. Outside the action phase, {holder}, who holds the initiative, counts as the active player."
        ),
        board,
        actions: vec![Line::Action(last, ScriptAction::Pass)],
        questions: Box::new(questions),
    })
}

fn questions(
    run: &Run,
    delayed: &[(String, String)],
    triggers: &[(String, String)],
    initiative: PlayerId,
) -> Result<Option<String>, String> {
    let all: Vec<&str> = delayed
        .iter()
        .chain(triggers)
        .map(|(l, _)| l.as_str())
        .filter(|l| run.has(l))
        .collect();
    let events: Vec<String> = run.resolved(&all).iter().map(|s| s.to_string()).collect();
    if events.len() < 2 {
        return Ok(None);
    }
    if !run.order_worth_asking(&events, &[]) {
        return Ok(None);
    }
    let firsts = run.who_first(&events);
    let prompt = "The regroup phase starts. Put these in an order the rules allow.";
    let mut out = write::order_question(
        "order",
        prompt,
        &events,
        &[],
        "At the start of the regroup phase, delayed effects waiting for it resolve first (5.5.1a, 7.7.4b); when both players have some, the active player picks whose go first (7.7.4e). Then the abilities that triggered as the phase started resolve: the active player picks which player resolves theirs first (7.6.10), each player orders their own (7.6.9).",
    );
    // Which comes first, a delayed effect or a phase ability of the other
    // player? Asked only where every legal order agrees.
    let pair = delayed.iter().find_map(|d| {
        triggers
            .iter()
            .find(|t| run.has(&d.0) && run.has(&t.0) && run.always_before(&d.0, &t.0))
            .map(|t| (d, t))
    });
    if let Some((d, t)) = pair {
        out.push_str(&write::choice_question(
            "which-first",
            &format!("Which resolves first: {} or {}?", d.1, t.1),
            &format!("before = [{}, {}]", write::toml_str(&d.0), write::toml_str(&t.0)),
            &[
                ("delayed", format!("{}: delayed effects come before the abilities the same moment triggers.", d.1), None),
                ("trigger", format!("{}: the phase's abilities resolve as soon as the phase starts.", t.1), Some("Treats the phase's triggered abilities as resolving at the timing point itself; the delayed effects waiting for that point resolve before them (7.7.4b).".into())),
                ("active", format!("Whichever the active player, {}, picks.", write::name(initiative)), Some("Orders the delayed effect among the triggered abilities as if it were one of them (7.6.10); a delayed effect is not a triggered ability and resolves before them (7.7.4b).".into())),
            ],
            "A delayed effect resolves right after its timing point, before the abilities triggered at that same point (7.7.4b); no player chooses to put it later.",
        ));
    }
    if let Some((at, chooser, _)) = firsts.first() {
        out.push_str(&write::who_question(
            "who-first",
            "Both players have something waiting at the same point. Who decides which player's resolve first?",
            at,
            chooser,
            "Outside the action phase the player with the initiative counts as the active player, and the active player picks which player resolves first: for delayed effects (7.7.4e) as for triggered abilities (7.6.10).",
        ));
    }
    Ok(Some(out))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The sources are read from the cards' abilities: the four cards the
    /// template was first written for have their shapes, and the cards
    /// whose delayed effect changes control or ends the game are left out.
    #[test]
    fn delayed_sources_are_read_from_the_pool_by_shape() {
        let pool = CardPool::bundled().unwrap();
        let found: Vec<(&str, Shape)> = sources(&pool)
            .iter()
            .map(|s| (s.card.id.as_str(), s.shape))
            .collect();
        for (id, want) in [
            ("sneak-attack", Shape::PlaysUnit(Zone::Hand)),
            ("unnatural-life", Shape::PlaysUnit(Zone::Discard)),
            ("jetpack", Shape::ShieldUpgrade),
            ("zorii-bliss", Shape::AttackThenDiscard),
        ] {
            assert!(found.contains(&(id, want)), "{id}: {found:?}");
        }
        for left_out in [
            "change-of-heart",
            "final-showdown",
            "sly-moore",
            "triple-dark-raid",
        ] {
            assert!(
                !found.iter().any(|(id, _)| *id == left_out),
                "{left_out}: {found:?}"
            );
        }
        // Every source is a card the engine simulates whole.
        assert!(sources(&pool).iter().all(|s| s.card.unread.is_empty()));
    }
}
