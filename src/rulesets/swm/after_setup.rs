//! Pre-game step 9, abilities after setup, in its parts a to d: secret
//! decisions, squad composition in setup order (with the return to 9a),
//! gained abilities, then everything else.

use super::data::{AbilityDef, EffectKind};
use super::engine::{Ask, Runner, SwmError, LOOP_CAP};
use super::kinds;
use super::pregame::{reserve_options, resolve_own_order, setup_ids};
use crate::scenario_slug;

/// PG9: abilities that trigger after setup, in parts a to d.
pub fn after_setup(r: &mut Runner) -> Result<(), SwmError> {
    let order = setup_ids(r);
    // 9a: every decision except movement, in secret.
    let mut asks = Vec::new();
    let mut meta: Vec<(String, String)> = Vec::new();
    for id in &order {
        for kind in [
            EffectKind::TakeEnemy,
            EffectKind::ReplaceOwn,
            EffectKind::AfterSetup,
        ] {
            for (carrier, _, d) in r.live(id, kind) {
                asks.push(ask_9a(r, id, &carrier, &d));
                meta.push((carrier, d.name.clone()));
            }
        }
    }
    if asks.is_empty() && !order.iter().any(|id| has_9cd(r, id)) {
        return Ok(());
    }
    r.announce(
        "PG9",
        "Abilities that trigger after setup resolve, in parts a to d.",
    )?;
    // (player, carrier, ability, decision), in the order asked.
    let mut decisions: Vec<(String, String, String, String)> = Vec::new();
    if !asks.is_empty() {
        let results = r.simultaneous("PG9a", "after-setup", asks)?;
        decisions = results
            .into_iter()
            .zip(meta)
            .map(|((p, d), (c, a))| (p, c, a, d))
            .collect();
    }
    let decided = |id: &str, carrier: &str, ability: &str| -> String {
        decisions
            .iter()
            .find(|(p, c, a, _)| p == id && c == carrier && a == ability)
            .map_or_else(|| "none".to_string(), |x| x.3.clone())
    };
    // 9b: squad composition, in setup order.
    let mut joined: Vec<(String, String)> = Vec::new();
    for id in &order {
        let composition = r
            .live(id, EffectKind::TakeEnemy)
            .into_iter()
            .chain(r.live(id, EffectKind::ReplaceOwn))
            .collect::<Vec<_>>();
        let pending: Vec<(String, AbilityDef, String)> = composition
            .into_iter()
            .map(|(carrier, _, d)| {
                let dec = decided(id, &carrier, &d.name);
                (carrier, d, dec)
            })
            .collect();
        resolve_composition(r, id, pending, &mut joined)?;
    }
    // 9c: gained abilities, in setup order.
    for id in &order {
        let mut triggers = r.live(id, EffectKind::ConferAbility);
        for (c, a, d) in r.live(id, EffectKind::AfterSeeingSquads) {
            if joined.iter().any(|(p, j)| p == id && *j == c) {
                triggers.push((c, a, d));
            }
        }
        resolve_own_order(r, id, "PG9c", triggers, |r, id, carrier, d| {
            if d.effect == EffectKind::AfterSeeingSquads {
                let (c, cp) = r.decide(
                    id,
                    "PG9c",
                    &format!("{}: use it?", d.name),
                    vec!["use".into(), "do not use".into()],
                )?;
                return Ok((
                    format!(
                        "{carrier} joined after the usual time for {}; it resolves now: {c}.",
                        d.name
                    ),
                    cp,
                ));
            }
            let squad = r
                .board
                .player(id)
                .map(|p| p.squad.clone())
                .unwrap_or_default();
            let allies: Vec<String> = squad.into_iter().filter(|c| *c != carrier).collect();
            if allies.is_empty() {
                return Ok((format!("{carrier}, {} finds no ally.", d.name), None));
            }
            let gained = d
                .confers
                .clone()
                .unwrap_or_else(|| "the named ability".into());
            let (ally, cp) = r.decide(
                id,
                "PG9c",
                &format!("{}: which ally gains {gained}?", d.name),
                allies,
            )?;
            if d.confers
                .as_ref()
                .is_some_and(|c| r.sc.pool.abilities.contains_key(c))
            {
                r.conferred
                    .entry(ally.clone())
                    .or_default()
                    .push(gained.clone());
            }
            r.pb(id).notes.push(format!("{ally} gains {gained}"));
            Ok((format!("{carrier}, {}: {ally} gains {gained}.", d.name), cp))
        })?;
    }
    // 9d: the rest, movement included, in setup order.
    for id in &order {
        let mut triggers = r.live(id, EffectKind::AfterSetup);
        triggers.extend(r.live(id, EffectKind::AfterSetupMove));
        resolve_own_order(r, id, "PG9d", triggers, |r, id, carrier, d| {
            if d.effect == EffectKind::AfterSetupMove {
                let (c, cp) = r.decide(
                    id,
                    "PG9d",
                    &format!("{}: move now?", d.name),
                    vec!["move".into(), "do not move".into()],
                )?;
                return Ok((
                    format!(
                        "{carrier}, {}: {c} (a movement decision, made now rather than at 9a).",
                        d.name
                    ),
                    cp,
                ));
            }
            let said = decided(id, &carrier, &d.name) == "use";
            Ok((
                format!(
                    "{carrier}, {} resolves as decided at 9a ({}).",
                    d.name,
                    if said { "used" } else { "not used" }
                ),
                None,
            ))
        })?;
        if !r.live(id, EffectKind::BattleReady).is_empty() {
            let name = r.name(id);
            r.emit(
                kinds::NOTE,
                "waiting",
                "PG9d",
                None,
                Some(id),
                Some("Battle Ready"),
                format!("{name}'s Battle Ready does not resolve now: it waits for the first activation of round 1."),
                None,
            )?;
        }
    }
    Ok(())
}

fn has_9cd(r: &Runner, id: &str) -> bool {
    [
        EffectKind::ConferAbility,
        EffectKind::AfterSetupMove,
        EffectKind::BattleReady,
    ]
    .iter()
    .any(|k| !r.live(id, *k).is_empty())
}

fn ask_9a(r: &Runner, id: &str, carrier: &str, d: &AbilityDef) -> Ask {
    let mut options = vec!["none".to_string()];
    match d.effect {
        EffectKind::TakeEnemy => {
            // The target is named with its owner: a character bribed away by
            // an earlier player is no longer there to take (9b).
            for p in &r.board.players {
                if p.id != id {
                    options.extend(p.squad.iter().map(|c| format!("{c} from {}", p.name)));
                }
            }
        }
        EffectKind::ReplaceOwn => {
            let squad = r
                .board
                .player(id)
                .map(|p| p.squad.clone())
                .unwrap_or_default();
            let out: Vec<String> = if d.name == "Versatility" {
                vec![carrier.to_string()]
            } else {
                squad.into_iter().filter(|c| c != carrier).collect()
            };
            for o in out {
                for n in reserve_options(r, id).into_iter().skip(1) {
                    options.push(format!("{o} for {n}"));
                }
            }
        }
        _ => options = vec!["use".into(), "do not use".into()],
    }
    Ask {
        player: id.to_string(),
        source: format!("{carrier}: {}", d.name),
        stem: format!("{}-choice", scenario_slug(&d.name)),
        prompt: format!("{}: what do you choose?", d.name),
        options,
    }
}

/// 9b for one player: each squad-composition decision resolves; one that
/// cannot resolve sends the player back to 9a for a new choice.
fn resolve_composition(
    r: &mut Runner,
    id: &str,
    pending: Vec<(String, AbilityDef, String)>,
    joined: &mut Vec<(String, String)>,
) -> Result<(), SwmError> {
    let items: Vec<String> = pending
        .iter()
        .map(|(c, d, _)| format!("{c}: {}", d.name))
        .collect();
    let (order, cp) = r.decide_order(
        id,
        "PG9b",
        "In which order do your squad changes resolve?",
        items.clone(),
    )?;
    if cp.is_some() {
        let name = r.name(id);
        r.emit(
            kinds::CHOICE,
            "order",
            "PG9b",
            Some(format!("pg/{id}/pg9b-order")),
            Some(id),
            None,
            format!("{name} chooses the order of their squad changes."),
            cp,
        )?;
    }
    for item in order {
        let Some(i) = items.iter().position(|x| *x == item) else {
            continue;
        };
        let (carrier, d, mut decision) = pending[i].clone();
        let mut tries = 0;
        loop {
            if decision == "none" || decision == "do not use" {
                break;
            }
            if apply_composition(r, id, &carrier, &d, &decision, joined)? {
                break;
            }
            tries += 1;
            if tries > LOOP_CAP {
                return Err(SwmError::Loop {
                    step: "PG9a".into(),
                    cap: LOOP_CAP,
                });
            }
            let name = r.name(id);
            r.emit(
                kinds::NOTE,
                "back",
                "PG9b",
                Some(format!("pg/{id}/{}-cannot-resolve-{tries}", scenario_slug(&d.name))),
                Some(id),
                Some(&carrier),
                format!("{name}'s choice for {} ({decision}) cannot resolve: {name} goes back to 9a and chooses again.", d.name),
                None,
            )?;
            let ask = ask_9a(r, id, &carrier, &d);
            let (c, cp) = r.decide(id, "PG9a", &ask.prompt, ask.options)?;
            r.emit(
                kinds::CHOICE,
                "decision",
                "PG9a",
                Some(format!(
                    "pg/{id}/{}-rechoice-{tries}",
                    scenario_slug(&d.name)
                )),
                Some(id),
                Some(&carrier),
                format!("{name} chooses again: {c}."),
                cp,
            )?;
            decision = c;
        }
    }
    Ok(())
}

/// Apply one squad change; false when it cannot resolve.
fn apply_composition(
    r: &mut Runner,
    id: &str,
    carrier: &str,
    d: &AbilityDef,
    decision: &str,
    joined: &mut Vec<(String, String)>,
) -> Result<bool, SwmError> {
    let name = r.name(id);
    let label = format!("pg/{id}/{}", scenario_slug(&d.name));
    match d.effect {
        EffectKind::TakeEnemy => {
            let Some((decision, owner_name)) = decision.rsplit_once(" from ") else {
                return Ok(false);
            };
            let owner = r
                .board
                .players
                .iter()
                .find(|p| {
                    p.id != id && p.name == owner_name && p.squad.iter().any(|c| c == decision)
                })
                .map(|p| p.id.clone());
            let Some(owner) = owner else { return Ok(false) };
            if let Some(p) = r.board.player_mut(&owner) {
                p.squad.retain(|c| c != decision);
            }
            r.pb(id).squad.push(decision.to_string());
            joined.push((id.to_string(), decision.to_string()));
            let oname = r.name(&owner);
            r.emit(
                kinds::MOVE,
                "squad-change",
                "PG9b",
                Some(label),
                Some(id),
                Some(carrier),
                format!(
                    "{carrier}, {}: {decision} leaves {oname}'s squad and joins {name}'s.",
                    d.name
                ),
                None,
            )?;
            Ok(true)
        }
        EffectKind::ReplaceOwn => {
            let Some((out, inn)) = decision.split_once(" for ") else {
                return Ok(false);
            };
            let has = r
                .board
                .player(id)
                .is_some_and(|p| p.squad.iter().any(|c| c == out));
            if !has {
                return Ok(false);
            }
            let p = r.pb(id);
            p.squad.retain(|c| c != out);
            p.squad.push(inn.to_string());
            joined.push((id.to_string(), inn.to_string()));
            r.emit(
                kinds::MOVE,
                "squad-change",
                "PG9b",
                Some(label),
                Some(id),
                Some(carrier),
                format!(
                    "{carrier}, {}: {out} leaves {name}'s squad, then {inn} joins it.",
                    d.name
                ),
                None,
            )?;
            Ok(true)
        }
        _ => Ok(true),
    }
}
