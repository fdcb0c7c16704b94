//! "A unit played by an ability while others wait": Alex plays an event
//! that plays a unit from his hand (Sneak Attack, Timely Intervention).
//! Playing the event triggers abilities that wait until it has resolved
//! (7.6.8): Nico's "when an opponent plays a card", Alex's "when you play
//! an event". The unit's play is a modified play (7.1.6a); what it triggers
//! is nested in the event's ability (7.1.6e) and resolves first, before
//! everything waiting outside it (7.6.11; rules team, 2025-09-29).

use crate::rulesets::swu::cards::{CardDef, CardFilter, CardPool, CardType, Effect, Trigger, Zone};
use crate::rulesets::swu::engine::{beyond_provided, ScriptAction};

use super::write::{self, Line, Side, UnitSpec, ALEX, NICO};
use super::{has_trigger, quoted, units, Draft, Rng, Run};
use crate::rulesets::swu::cards::PlayUnitEffect;

/// Units this template does not play, and why.
const LEFT_OUT: &[(&str, &str)] = &[
    (
        "darth-vader",
        "plays more units inside its own When Played: the chain template's lesson",
    ),
    (
        "kelleran-beq",
        "plays another unit inside its own When Played: the chain template's lesson",
    ),
    ("discerning-veteran", "captures: a lesson of its own"),
    ("sly-moore", "needs an enemy token unit"),
    (
        "scanning-officer",
        "reveals enemy resources, which a generated board leaves unnamed (the engine asks for every one)",
    ),
];

/// An event whose ability plays a unit from hand.
fn plays_from_hand(c: &CardDef) -> bool {
    c.card_type == CardType::Event
        && c.abilities.iter().any(|a| {
            a.when.contains(&Trigger::Event)
                && a.effects.iter().any(|e| {
                    matches!(
                        e,
                        Effect::PlayUnit(PlayUnitEffect {
                            from: Zone::Hand,
                            ..
                        })
                    )
                })
        })
}

/// Which units the event's play may pick (its filter, "a non-Heroism
/// unit").
fn play_filter(c: &CardDef) -> CardFilter {
    c.abilities
        .iter()
        .flat_map(|a| a.effects.iter())
        .find_map(|e| match e {
            Effect::PlayUnit(PlayUnitEffect { filter, .. }) => Some(filter.clone()),
            _ => None,
        })
        .unwrap_or_default()
}

/// The reduction the event's play gets.
fn reduction(c: &CardDef) -> u32 {
    c.abilities
        .iter()
        .flat_map(|a| a.effects.iter())
        .find_map(|e| match e {
            Effect::PlayUnit(PlayUnitEffect { cost_reduction, .. }) => Some(*cost_reduction),
            _ => None,
        })
        .unwrap_or(0)
}

/// The rules its boards teach.
pub(super) const RULES: &[&str] = &["7.6.8", "7.1.6a", "7.1.6b", "7.1.6e", "7.6.11", "7.6.10"];

pub(super) fn build(rng: &mut Rng, pool: &CardPool) -> Result<Draft, String> {
    let mut events: Vec<&CardDef> = pool.iter().filter(|c| plays_from_hand(c)).collect();
    crate::sorting::sort_by(&mut events, |a, b| a.id.cmp(&b.id));
    let played = units(pool, |c| {
        has_trigger(c, Trigger::Played)
            && c.constants.is_empty()
            && c.cost.is_some_and(|k| k <= 9)
            && !LEFT_OUT.iter().any(|(id, _)| *id == c.id)
    });
    let nico_watch = units(pool, |c| has_trigger(c, Trigger::OpponentPlaysCard));
    let alex_watch = units(pool, |c| {
        has_trigger(c, Trigger::YouPlayEvent) || has_trigger(c, Trigger::YouPlayAnotherUnit)
    });
    let Some(event) = rng.pick(&events).copied() else {
        return Err("the card pool has no cards for this template".into());
    };
    // Only a unit the event may play: the engine would rightly play none.
    let filter = play_filter(event);
    let played: Vec<&CardDef> = played
        .into_iter()
        .filter(|c| filter.admits(c, Some(CardType::Unit)))
        .collect();
    let (Some(unit), Some(krayt)) = (rng.pick(&played).copied(), rng.pick(&nico_watch).copied())
    else {
        return Err("the card pool has no cards for this template".into());
    };
    let mut alex = Side::new("Administrator's Tower");
    let mut nico = Side::new("Echo Base");
    alex.base_damage = rng.range(0, 8) as i32;
    nico.base_damage = rng.range(0, 12) as i32;
    // Alex's leader, left off the board, provides two of the icons the two
    // plays show beyond his base's; any icon left over is paid for as an
    // aspect penalty, increases before the event's decrease (8.1.1, 6.2.3a).
    let base_icons: Vec<String> = pool
        .iter()
        .find(|c| c.card_type == CardType::Base && c.name == alex.base)
        .map(|c| c.aspects.clone())
        .unwrap_or_default();
    let shown: Vec<String> = [event.aspects.clone(), unit.aspects.clone()].concat();
    for icon in beyond_provided(&base_icons, &shown) {
        if alex.leader_aspects.len() < 2 && !alex.leader_aspects.contains(&icon) {
            alex.leader_aspects.push(icon);
        }
    }
    let provided = [base_icons, alex.leader_aspects.clone()].concat();
    let penalty = |c: &CardDef| 2 * beyond_provided(&provided, &c.aspects).len() as u32;
    let unit_cost = (unit.cost.unwrap_or(0) + penalty(unit)).saturating_sub(reduction(event));
    let needed = event.cost.unwrap_or(0) + penalty(event) + unit_cost;
    alex.ready = needed + rng.range(0, 2) as u32;
    alex.exhausted = rng.range(0, 3) as u32;
    alex.hand = vec![event.id.clone(), unit.id.clone()];
    alex.hand_unknown = rng.range(0, 3) as u32;
    let mut told = Vec::new();
    // Alex's watchers: one or two, or none.
    let mut mine: Vec<&CardDef> = alex_watch.clone();
    rng.shuffle(&mut mine);
    let keep = rng.range(0, mine.len().min(2));
    for w in mine.into_iter().take(keep) {
        if w.id == unit.id {
            continue;
        }
        alex.units.push(UnitSpec::new(&w.id));
        told.push(format!("Alex controls {}.", quoted(w)));
    }
    nico.units.push(UnitSpec::new(&krayt.id));
    told.push(format!("Nico controls {}.", quoted(krayt)));
    let initiative = if rng.chance(50) { ALEX } else { NICO };
    let turn = write::Turn {
        round: rng.range(1, 6),
        initiative,
        active: ALEX,
        passed: None,
    };
    let board = write::board([&alex, &nico], turn, "", Some("action_end"));
    let situation = format!(
        "{} It is Alex's turn. Alex plays {} and uses it to play {} from his hand.",
        told.join(" "),
        quoted(event),
        quoted(unit),
    );
    let event_slug = crate::scenario_slug(&event.name);
    let unit_id = unit.id.clone();
    let difficulty = 3
        + u8::from(keep > 0)
        + u8::from(
            unit.has_keyword(crate::rulesets::swu::cards::Keyword::Ambush)
                || event.id == "timely-intervention",
        );
    let questions = move |run: &Run| questions(run, &event_slug, &unit_id);
    Ok(Draft {
        title: format!("{} plays {}", event.name, unit.name),
        summary: format!(
            "Alex plays {} to play {}; Nico's {} answers both plays.",
            event.name, unit.name, krayt.name
        ),
        difficulty: difficulty.min(5),
        tags: vec!["generated", "modified play", "nesting", "events", "both players"],
        tests: "What a unit played by an event's ability triggers is nested in that ability: it resolves as soon as the ability has finished, before the abilities that playing the event itself triggered (7.1.6e, 7.6.11; rules team, 2025-09-29). The usual mistake: one window for everything, ordered by the active player.".into(),
        situation,
        assumptions: "Alex is the active player. Nico's and Alex's optional abilities are used; the players' targets are as the script says.".into(),
        board,
        actions: vec![
            Line::Action(ALEX, ScriptAction::Play { card: event.id.clone() }),
            Line::pass(NICO),
            Line::pass(ALEX),
        ],
        questions: Box::new(questions),
    })
}

fn questions(run: &Run, event_slug: &str, unit_id: &str) -> Result<Option<String>, String> {
    // The plays and the abilities that resolve before Nico passes.
    let events = run.actions_and_abilities(|l| l.ends_with("/play"), Some("nico/pass"));
    let event_play = format!("{event_slug}/play");
    let unit_play = format!("{unit_id}/play");
    if events.len() < 3 || events.len() > 7 || !events.contains(&event_play) {
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
        "Playing the event triggers abilities that wait until the event has resolved (7.6.8). The event's ability plays the unit: a modified play (7.1.6a). What that play triggers also waits until the ability has finished (7.1.6b), but it is nested in it (7.1.6e), so it resolves first, before anything waiting outside it (7.6.11; rules team, 2025-09-29). In each layer, with abilities of both players, the active player picks which player goes first (7.6.10) and each orders their own (7.6.9).",
    );
    // A nested ability against an outer one.
    let nested = events
        .iter()
        .find(|l| l.starts_with(&format!("{unit_id}/")) && *l != &unit_play)
        .cloned();
    let outer = events
        .iter()
        .rev()
        .find(|l| {
            !l.starts_with(&format!("{unit_id}/")) && !l.ends_with("/play") && !l.contains('#')
        })
        .cloned();
    if let (Some(n), Some(o)) = (nested, outer) {
        if run.always_before(&n, &o) {
            let name = |l: &str| {
                let t = run.text_of(l).unwrap_or(l).trim_end_matches('.');
                t.strip_suffix(" resolves").unwrap_or(t).to_string()
            };
            let (on, oo) = (name(&n), name(&o));
            out.push_str(&write::choice_question(
                "nested-first",
                &format!("Can \"{oo}\" come before \"{on}\"?"),
                &format!("before = [{}, {}]", write::toml_str(&n), write::toml_str(&o)),
                &[
                    ("no-nested", "No: what the unit's play triggered is nested in the event's ability and resolves first.".into(), None),
                    ("yes-active", "Yes, if the active player picks that player first.".into(), Some("Puts every waiting ability in one window (7.6.10); the nested layer resolves on its own, before the window outside it (7.6.11).".into())),
                    ("yes-older", "Yes: it triggered earlier, when the event was played, so it resolves earlier.".into(), Some("Orders abilities by when they triggered; what matters is the layer they belong to, and the nested one comes first (7.1.6e, 7.6.11).".into())),
                ],
                "The ability triggered by playing the event waits outside the event's ability. What the unit's play triggered is nested in that ability (7.1.6e) and resolves as soon as it has finished, before everything waiting outside it (7.6.11).",
            ));
        }
    }
    if let Some((at, chooser, _)) = run.who_first(&events).into_iter().last() {
        out.push_str(&write::who_question(
            "who-first",
            "Where abilities of both players wait in the same layer, who decides which player resolves first?",
            &at,
            &chooser,
            "In the action phase the active player is the one taking the turn, Alex; the active player picks which player resolves first (7.6.10).",
        ));
    }
    Ok(Some(out))
}
