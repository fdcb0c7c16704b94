//! Pre-game step 9c: abilities conferred by Bribery, Versatility,
//! Camaraderie and the like are gained, and a gained ability whose usual
//! time has passed (Con Artist, a setup ability) resolves at once, player by
//! player in setup order, never twice for one character.

use super::after_setup::Joined;
use super::data::{AbilityDef, EffectKind};
use super::engine::{Runner, SwmError};
use super::kinds;
use super::pregame::{choose_setup_ally, resolve_in_own_order};
use super::readings;
use crate::scenario_slug;

/// What resolves for one player at 9c.
#[derive(Debug, Clone)]
enum Gain {
    /// A Camaraderie-like ability: the player picks the ally that gains.
    Confer { carrier: String, ability: String },
    /// A character that joined at 9b gains what the ability that brought
    /// it confers (Bribery, Versatility).
    Brought(Joined),
    /// A character that joined at 9b has an ability of an earlier step
    /// (Con Artist): read as gained now, it resolves now.
    OwnEarly {
        joined: Joined,
        ability: String,
        // Boxed: the definition is the largest part of a gain.
        def: Box<AbilityDef>,
    },
}

/// An ability whose time is before step 9 and that resolves at once when
/// gained later (PG9c): the decisions after seeing the squads (PG4) and
/// the setup abilities (PG7).
fn is_early(d: &AbilityDef) -> bool {
    matches!(
        d.effect,
        EffectKind::AfterSeeingSquads | EffectKind::SetupChooseAlly
    )
}

/// 9c for one player: conferred abilities are gained, and a gained ability
/// of an earlier step resolves at once, in the order the player chooses.
pub(super) fn gained_abilities(
    r: &mut Runner,
    id: &str,
    joined: &[Joined],
) -> Result<(), SwmError> {
    let mut items: Vec<(String, Gain)> = Vec::new();
    for (carrier, a, d) in r.live(id, EffectKind::ConferAbility) {
        items.push((
            format!("{carrier}: {}", d.name),
            Gain::Confer {
                carrier,
                ability: a.id,
            },
        ));
    }
    for j in joined.iter().filter(|j| j.player == id) {
        if let Some((source, gained)) = &j.gains {
            let shown = ability_name(r, gained);
            items.push((
                format!("{}: gains {shown} ({source})", j.character),
                Gain::Brought(j.clone()),
            ));
        }
        for (a, d) in r.sc.pool.abilities_of(&j.character) {
            if !is_early(d) {
                continue;
            }
            if let Some(from) = &j.from {
                let key = (from.clone(), j.character.clone(), a.id.clone());
                if r.resolved_early.contains(&key) {
                    let (name, oname) = (r.name(id), r.name(from));
                    r.emit(
                        kinds::NOTE,
                        "no-repeat",
                        "PG9c",
                        Some(format!(
                            "pg/{id}/{}-{}-already-resolved",
                            scenario_slug(&j.character),
                            scenario_slug(&d.name)
                        )),
                        Some(id),
                        Some(&j.character),
                        format!("{} already resolved {} in {oname}'s squad before setup; joining {name}'s squad, it does not resolve it again.", j.character, d.name),
                        None,
                    )?;
                    continue;
                }
            }
            items.push((
                format!("{}: {}", j.character, d.name),
                Gain::OwnEarly {
                    joined: j.clone(),
                    ability: a.id.clone(),
                    def: Box::new(d.clone()),
                },
            ));
        }
    }
    resolve_in_own_order(
        r,
        id,
        "PG9c",
        "In which order do your gained abilities resolve?",
        items,
        |r, id, g| match g {
            Gain::Confer { carrier, ability } => confer_to_ally(r, id, carrier, ability),
            Gain::Brought(j) => {
                let Some((source, gained)) = &j.gains else {
                    return Ok(());
                };
                let shown = ability_name(r, gained);
                gain(r, &j.character, gained);
                r.emit(
                    kinds::ABILITY_RESOLVED,
                    "gain",
                    "PG9c",
                    Some(format!(
                        "pg/{id}/{}-gains-{}",
                        scenario_slug(&j.character),
                        scenario_slug(&shown)
                    )),
                    Some(id),
                    Some(&j.character),
                    format!("{} gains {shown}, conferred by {source}.", j.character),
                    None,
                )?;
                // A character taken from another squad gains what Bribery
                // confers: the file's data (open entry 16).
                if j.from.is_some() {
                    r.mark(readings::WHAT_BRIBERY_CONFERS);
                }
                resolve_if_early(r, id, &j.character, gained, j.from.as_deref())
            }
            Gain::OwnEarly {
                joined: j,
                ability,
                def,
            } => {
                let key = (id.to_string(), j.character.clone(), ability.clone());
                r.resolved_early.insert(key);
                let (c, cp) = early_decision(r, id, &j.character, def)?;
                let name = r.name(id);
                r.emit(
                    kinds::ABILITY_RESOLVED,
                    "ability",
                    "PG9c",
                    Some(format!("pg/{id}/{}", scenario_slug(&def.name))),
                    Some(id),
                    Some(&j.character),
                    format!(
                        "{} joined {name}'s squad at 9b, after the usual time for {}; read as gaining it now, it resolves now: {c}",
                        j.character, def.name
                    ),
                    cp,
                )?;
                r.mark(readings::JOINING_IS_GAINING);
                Ok(())
            }
        },
    )
}

/// A Camaraderie-like ability: the player picks the ally that gains.
fn confer_to_ally(r: &mut Runner, id: &str, carrier: &str, ability: &str) -> Result<(), SwmError> {
    let Some(d) = r.sc.pool.abilities.get(ability).cloned() else {
        return Ok(());
    };
    let squad = r
        .board
        .player(id)
        .map(|p| p.squad.clone())
        .unwrap_or_default();
    let allies: Vec<String> = squad.into_iter().filter(|c| c != carrier).collect();
    let label = Some(format!("pg/{id}/{}", scenario_slug(&d.name)));
    let (text, cp, gained) = if allies.is_empty() {
        (format!("{carrier}, {} finds no ally.", d.name), None, None)
    } else {
        let gained = r.sc.pool.confers_of(carrier, ability);
        let shown = gained.as_deref().map_or_else(
            || "the ability it names".to_string(),
            |g| ability_name(r, g),
        );
        let (ally, cp) = r.decide(
            id,
            "PG9c",
            &format!("{}: which ally gains {shown}?", d.name),
            allies,
        )?;
        if let Some(g) = &gained {
            gain(r, &ally, g);
        }
        r.pb(id).notes.push(format!("{ally} gains {shown}"));
        let text = format!("{carrier}, {}: {ally} gains {shown}.", d.name);
        (text, cp, gained.map(|g| (ally, g)))
    };
    r.emit(
        kinds::ABILITY_RESOLVED,
        "ability",
        "PG9c",
        label,
        Some(id),
        Some(carrier),
        text,
        cp,
    )?;
    match gained {
        Some((ally, g)) => resolve_if_early(r, id, &ally, &g, None),
        None => Ok(()),
    }
}

/// An ability id's display name, or the text itself for an ability
/// outside the procedure.
fn ability_name(r: &Runner, gained: &str) -> String {
    r.sc.pool
        .abilities
        .get(gained)
        .map_or_else(|| gained.to_string(), |d| d.name.clone())
}

/// Record a gained ability the engine knows (it then acts at its own
/// later steps, e.g. Tactician at R4).
fn gain(r: &mut Runner, character: &str, gained: &str) {
    if r.sc.pool.abilities.contains_key(gained) {
        r.conferred
            .entry(character.to_string())
            .or_default()
            .push(gained.to_string());
    }
}

/// A gained ability of an earlier step resolves at once (PG9c), unless the
/// character already resolved it (before a change of squad).
fn resolve_if_early(
    r: &mut Runner,
    id: &str,
    character: &str,
    gained: &str,
    from: Option<&str>,
) -> Result<(), SwmError> {
    let Some(d) = r.sc.pool.abilities.get(gained).cloned() else {
        return Ok(());
    };
    if !is_early(&d) {
        return Ok(());
    }
    let key = |p: &str| (p.to_string(), character.to_string(), gained.to_string());
    let label = format!(
        "pg/{id}/{}-{}",
        scenario_slug(character),
        scenario_slug(&d.name)
    );
    if r.resolved_early.contains(&key(id))
        || from.is_some_and(|f| r.resolved_early.contains(&key(f)))
    {
        return r.emit(
            kinds::NOTE,
            "no-repeat",
            "PG9c",
            Some(format!("{label}-already-resolved")),
            Some(id),
            Some(character),
            format!(
                "{character} has already resolved {}; gaining it again does not resolve it twice.",
                d.name
            ),
            None,
        );
    }
    r.resolved_early.insert(key(id));
    let (c, cp) = early_decision(r, id, character, &d)?;
    r.emit(
        kinds::ABILITY_RESOLVED,
        "ability",
        "PG9c",
        Some(label),
        Some(id),
        Some(character),
        format!(
            "{character} gained {} after its usual time, so it resolves immediately: {c}",
            d.name
        ),
        cp,
    )?;
    // The guide names an ability of the squads' step (Con Artist); a setup
    // ability resolving late is the engine's reading (open entry 10).
    if d.effect == EffectKind::SetupChooseAlly {
        r.mark(readings::LATE_GAINED_RESOLVES);
    }
    Ok(())
}

/// The decision an early ability asks when it resolves at 9c.
fn early_decision(
    r: &mut Runner,
    id: &str,
    character: &str,
    d: &AbilityDef,
) -> Result<(String, Option<crate::timing::ChoicePoint>), SwmError> {
    if d.effect == EffectKind::SetupChooseAlly {
        let (text, cp) = choose_setup_ally(r, id, character, d, "PG9c")?;
        return Ok((text, cp));
    }
    let (c, cp) = r.decide(
        id,
        "PG9c",
        &format!("{}: use it?", d.name),
        vec!["use".into(), "do not use".into()],
    )?;
    Ok((format!("{c}."), cp))
}
