//! The trigger table against what the engine does: every trigger kind is
//! raised by something the engine emits, and every event is emitted.

use super::*;
use crate::rulesets::swu::cards::Arena;
use crate::rulesets::swu::cards::TRIGGERS;
use crate::rulesets::swu::engine::PlayerId;

/// One event of every kind, named as the engine's code names it.
fn one_of_each() -> Vec<GameEvent> {
    let unit = Unit {
        instance: InstanceId(1),
        card: "x".into(),
        label: "x".into(),
        owner: PlayerId(0),
        controller: PlayerId(0),
        arena: Arena::Ground,
        damage: 0,
        exhausted: false,
        shields: 0,
        experience: 0,
        upgrades: Vec::new(),
        entered_this_phase: false,
        played_this_phase_by: None,
        marked_shields: Vec::new(),
        how_played: None,
        entered_this_round: false,
        captured: Vec::new(),
    };
    let id = InstanceId(1);
    vec![
        GameEvent::Played {
            player: PlayerId(0),
            card: "x".into(),
            unit: Some(id),
            event: false,
            on: None,
        },
        GameEvent::Defeated {
            unit: unit.clone(),
            power: 0,
        },
        GameEvent::Captured { unit },
        GameEvent::Deployed { unit: id },
        GameEvent::Created { unit: id },
        GameEvent::AttackDeclared {
            attacker: id,
            defender: None,
        },
        GameEvent::DealtCombatDamage { unit: id },
        GameEvent::AttackEnds { attacker: id },
        GameEvent::Drew {
            player: PlayerId(0),
            in_action_phase: true,
        },
        GameEvent::ReadiedCards {
            player: PlayerId(0),
        },
        GameEvent::PhaseStarts(Phase::Action),
        GameEvent::PhaseStarts(Phase::Regroup),
        GameEvent::PhaseEnds(Phase::Action),
        GameEvent::PhaseEnds(Phase::Regroup),
    ]
}

// The engine's files are found in the tree, so a file added tomorrow
// is read tomorrow.
use crate::test_files as files;

/// The engine's code outside this file: every file of the engine's
/// tree, where events are emitted and where event cards and action
/// abilities resolve. This file is left out: it names every event to
/// match it against triggers, which is no emitting.
fn engine() -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/rulesets/swu/engine");
    let sources: Vec<String> = files::files_under(&dir, "rs")
        .into_iter()
        // Not the events' own file, nor this one, which names every event.
        .filter(|f| *f != dir.join("events.rs") && *f != dir.join("events_tests.rs"))
        .map(|f| std::fs::read_to_string(&f).unwrap_or_else(|e| panic!("{}: {e}", f.display())))
        .collect();
    assert!(sources.len() > 20, "the engine's files were not found");
    sources
}

fn emitted(engine: &[String], event: &GameEvent) -> bool {
    let debug = format!("{event:?}");
    let name = debug
        .split(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap_or_default();
    let arg = match event {
        GameEvent::PhaseStarts(p) | GameEvent::PhaseEnds(p) => format!("(Phase::{p:?})"),
        _ => String::new(),
    };
    let code = format!("GameEvent::{name}{arg}");
    engine.iter().any(|src| src.contains(&code))
}

/// 7.6.1: an ability triggers when its condition happens. A kind of
/// trigger that nothing in the engine raises would parse in a card
/// file and then silently never resolve.
#[test]
fn rule_7_6_1_every_trigger_kind_is_raised_by_something_the_engine_does() {
    let engine = engine();
    let mut raised: Vec<Raise> = one_of_each()
        .iter()
        .filter(|e| emitted(&engine, e))
        .filter_map(GameEvent::raise)
        .collect();
    // An event card's text resolves as it is played (7.4.2) and an
    // action ability when it is used (5.4.1b): not through events.
    for (raise, code) in [
        (Raise::EventCardPlayed, "a.when.contains(&Trigger::Event)"),
        (Raise::ActionUsed, "a.when.contains(&Trigger::Action)"),
    ] {
        if engine.iter().any(|src| src.contains(code)) {
            raised.push(raise);
        }
    }
    for row in TRIGGERS {
        assert!(
            row.raised_by.iter().any(|r| raised.contains(r)),
            "{:?} ({}) is in the card vocabulary, but nothing the engine does raises it",
            row.trigger,
            row.printed
        );
    }
}

#[test]
fn every_event_kind_is_emitted_somewhere() {
    let engine = engine();
    for e in one_of_each() {
        assert!(emitted(&engine, &e), "{e:?} is never emitted");
    }
}
