//! Pre-game step 9, abilities after setup, in its parts a to d: secret
//! decisions, squad composition in setup order (with the return to 9a),
//! gained abilities, then everything else.

use super::data::{AbilityDef, EffectKind};
use super::engine::{Ask, Runner, SwmError, LOOP_CAP};
use super::kinds;
use super::pregame::{reserve_options, resolve_in_own_order, resolve_own_order, setup_ids};
use super::readings;
use crate::scenario_slug;

/// One decision made at 9a, kept by its place in the reveal: two carriers
/// of the same name each keep their own, and a decision stays its
/// player's even when its carrier changes squads.
#[derive(Debug, Clone)]
struct Decision {
    player: String,
    carrier: String,
    /// The ability's id in the pool.
    ability: String,
    def: AbilityDef,
    choice: String,
    /// Already used at 9d (a decision resolves once).
    done: bool,
}

/// A character that joined a squad at 9b.
#[derive(Debug, Clone)]
pub(super) struct Joined {
    pub player: String,
    pub character: String,
    /// The player whose squad it left (Bribery); none for a character from
    /// the reserve list.
    pub from: Option<String>,
    /// What it gains at 9c through the ability that brought it: (that
    /// ability's name, the ability id or name gained).
    pub gains: Option<(String, String)>,
}

fn is_composition(k: EffectKind) -> bool {
    matches!(k, EffectKind::TakeEnemy | EffectKind::ReplaceOwn)
}

fn is_no(choice: &str) -> bool {
    choice == "none" || choice == "do not use"
}

/// PG9: abilities that trigger after setup, in parts a to d.
pub fn after_setup(r: &mut Runner) -> Result<(), SwmError> {
    let order = setup_ids(r);
    // 9a: every decision except movement, in secret.
    let mut asks = Vec::new();
    let mut decisions: Vec<Decision> = Vec::new();
    for id in &order {
        for kind in [
            EffectKind::TakeEnemy,
            EffectKind::ReplaceOwn,
            EffectKind::AfterSetup,
        ] {
            for (carrier, a, d) in r.live(id, kind) {
                asks.push(ask_9a(r, id, &carrier, &a.id, &d, &[]));
                decisions.push(Decision {
                    player: id.clone(),
                    carrier,
                    ability: a.id,
                    def: d,
                    choice: "none".into(),
                    done: false,
                });
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
    if !asks.is_empty() {
        let results = r.simultaneous("PG9a", "after-setup", asks)?;
        for (d, (_, c)) in decisions.iter_mut().zip(results) {
            d.choice = c;
        }
    }
    // 9b: squad composition, in setup order.
    let mut joined: Vec<Joined> = Vec::new();
    for id in &order {
        squad_changes(r, id, &mut decisions, &mut joined)?;
    }
    // 9c: gained abilities, in setup order.
    let from_9c = r.steps.len();
    for id in &order {
        super::gained::gained_abilities(r, id, &joined)?;
    }
    // 9d: the rest, movement included, in setup order. The steps of the
    // abilities the guide puts in no part (Programmed Target, Lightsaber
    // Trainer), by their index, for open entry 18.
    let mut unplaced: Vec<(String, usize)> = Vec::new();
    // Lightsaber Trainer's resolutions, by index: open entry 19 (which
    // allies the options list).
    let mut trainers: Vec<usize> = Vec::new();
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
            // The ability's own step is the next one recorded.
            unplaced.push((id.to_string(), r.steps.len()));
            let said = decisions
                .iter_mut()
                .find(|x| !x.done && x.player == id && x.carrier == carrier && x.def.name == d.name)
                .map(|x| {
                    x.done = true;
                    (!is_no(&x.choice)).then(|| x.choice.clone())
                });
            let trainer = !d.ally_forms.is_empty();
            if let (true, Some(Some(choice))) = (trainer, &said) {
                super::choices::ally_still_here(r, id, &carrier, choice)?;
            }
            if trainer && matches!(said, Some(Some(_))) {
                trainers.push(r.steps.len());
            }
            let text = match said {
                Some(Some(choice)) if trainer => format!(
                    "{carrier}, {} resolves as decided at 9a: {choice} (the ally keeps that form all skirmish; the form's effect is not simulated).",
                    d.name
                ),
                Some(None) if trainer => format!(
                    "{carrier}, {}: no other character of the squad could be the ally, so nothing resolves.",
                    d.name
                ),
                Some(choice) => format!(
                    "{carrier}, {} resolves as decided at 9a ({}).",
                    d.name,
                    if choice.is_some() { "used" } else { "not used" }
                ),
                None => format!(
                    "{carrier}, {}: {carrier} joined after the 9a decisions, so there is no decision to resolve.",
                    d.name
                ),
            };
            Ok((text, None))
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
    mark_unplaced(r, &order, from_9c, &unplaced);
    for at in trainers {
        r.mark_at(at, readings::CHOICES_NOT_MODELLED);
    }
    Ok(())
}

/// Open entry 18: the guide lists Programmed Target and Lightsaber Trainer
/// among the after-setup abilities without saying in which part; the
/// engine resolves them at 9d. Resolved at 9c instead (in setup order,
/// before every 9d step), one would come before a later player's 9c steps
/// or an earlier (or its own player's) other 9d steps, or be ordered among
/// its player's 9c gains: marked only where such a step exists.
fn mark_unplaced(r: &mut Runner, order: &[String], from_9c: usize, unplaced: &[(String, usize)]) {
    let seat = |id: Option<&str>| id.and_then(|p| order.iter().position(|o| o == p));
    for (owner, at) in unplaced {
        let Some(mine) = seat(Some(owner)) else {
            continue;
        };
        let moves = r.steps[from_9c..].iter().enumerate().any(|(k, s)| {
            let j = from_9c + k;
            let Some(theirs) = seat(s.facts.player_id.as_deref()) else {
                return false;
            };
            let part = s.rules.first().map(|r| &**r);
            let other_9d = part == Some("PG9d") && !unplaced.iter().any(|(_, u)| *u == j);
            (part == Some("PG9c") && theirs >= mine) || (other_9d && theirs <= mine)
        });
        if moves {
            r.mark_at(*at, super::readings::AFTER_SETUP_PART);
        }
    }
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

/// The 9a question for one ability. `moved` are the characters that have
/// already changed squads at 9b: a player choosing again is not offered
/// a character an earlier player has just won. A carrier that has left
/// the player's squad leaves only "none".
fn ask_9a(
    r: &Runner,
    id: &str,
    carrier: &str,
    ability: &str,
    d: &AbilityDef,
    moved: &[Joined],
) -> Ask {
    let mut options = vec!["none".to_string()];
    let squad = r
        .board
        .player(id)
        .map(|p| p.squad.clone())
        .unwrap_or_default();
    let carried = squad.iter().any(|c| c == carrier);
    match d.effect {
        _ if !carried => {}
        EffectKind::TakeEnemy => {
            // The target is named with its owner: a character bribed away by
            // an earlier player is no longer there to take (9b).
            for p in &r.board.players {
                if p.id == id {
                    continue;
                }
                for c in &p.squad {
                    let just_won = moved.iter().any(|j| j.player == p.id && j.character == *c);
                    if !just_won {
                        options.push(format!("{c} from {}", p.name));
                    }
                }
            }
        }
        EffectKind::ReplaceOwn => {
            let out: Vec<String> = if d.name == "Versatility" {
                vec![carrier.to_string()]
            } else {
                squad.into_iter().filter(|c| c != carrier).collect()
            };
            // Versatility-like: the newcomer gains one of the carrier's
            // other abilities, picked now with the swap.
            let others: Vec<String> = if d.gives_own_ability {
                r.sc.pool
                    .abilities_of(carrier)
                    .into_iter()
                    .filter(|(a, _)| a.id != ability)
                    .map(|(_, x)| x.name.clone())
                    .collect()
            } else {
                Vec::new()
            };
            for o in out {
                for n in reserve_options(r, id).into_iter().skip(1) {
                    if others.is_empty() {
                        options.push(format!("{o} for {n}"));
                    }
                    for g in &others {
                        options.push(format!("{o} for {n}, gaining {g}"));
                    }
                }
            }
        }
        // Lightsaber Trainer: an ally and the form it keeps; the card says
        // "choose", so there is no "do not use" (only "none" when no
        // character could be the ally).
        _ if !d.ally_forms.is_empty() => {
            let allies = super::choices::ally_and_form(r, &squad, carrier, d);
            if !allies.is_empty() {
                options = allies;
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

/// `"Out for In"` or `"Out for In, gaining Ability"`.
fn parse_replace(choice: &str) -> Option<(&str, &str, Option<&str>)> {
    let (swap, gaining) = match choice.split_once(", gaining ") {
        Some((s, g)) => (s, Some(g)),
        None => (choice, None),
    };
    let (out, inn) = swap.split_once(" for ")?;
    Some((out, inn, gaining))
}

/// Why a squad-composition decision cannot resolve now, if it cannot.
fn unresolvable(r: &Runner, d: &Decision) -> Option<String> {
    let id = &d.player;
    let name = r.name(id);
    let in_squad = |pid: &str, c: &str| {
        r.board
            .player(pid)
            .is_some_and(|p| p.squad.iter().any(|x| x == c))
    };
    if !in_squad(id, &d.carrier) {
        return Some(format!(
            "{} is no longer in {name}'s squad, so {name} no longer has {}",
            d.carrier, d.def.name
        ));
    }
    match d.def.effect {
        EffectKind::TakeEnemy => {
            let Some((c, owner)) = d.choice.rsplit_once(" from ") else {
                return Some(format!("\"{}\" names no owner", d.choice));
            };
            let there = r
                .board
                .players
                .iter()
                .any(|p| p.id != *id && p.name == owner && p.squad.iter().any(|x| x == c));
            (!there).then(|| format!("{c} is no longer in {owner}'s squad"))
        }
        EffectKind::ReplaceOwn => {
            let Some((out, inn, _)) = parse_replace(&d.choice) else {
                return Some(format!("\"{}\" names no swap", d.choice));
            };
            if !in_squad(id, out) {
                Some(format!("{out} is no longer in {name}'s squad"))
            } else if in_squad(id, inn) {
                Some(format!("{inn} has already joined {name}'s squad"))
            } else {
                None
            }
        }
        _ => None,
    }
}

/// 9b for one player: each squad-composition decision resolves, in the
/// order the player chooses; one that cannot resolve, for whatever reason,
/// sends the player back to 9a for a new choice, shown even when only one
/// option is left.
fn squad_changes(
    r: &mut Runner,
    id: &str,
    decisions: &mut [Decision],
    joined: &mut Vec<Joined>,
) -> Result<(), SwmError> {
    let name = r.name(id);
    // A composition ability whose carrier joined this squad after 9a has
    // no decision: its 9a moment has passed (a reading, listed in
    // docs/rulings-questions.md).
    for (carrier, _, d) in r
        .live(id, EffectKind::TakeEnemy)
        .into_iter()
        .chain(r.live(id, EffectKind::ReplaceOwn))
    {
        let decided = decisions
            .iter()
            .any(|x| x.player == id && x.carrier == carrier && x.def.name == d.name);
        // One that joined at this 9b was noted as it joined.
        let noted = joined
            .iter()
            .any(|j| j.player == id && j.character == carrier);
        if !decided && !noted {
            no_decision_after_9a(r, id, &name, &carrier, &d.name)?;
        }
    }
    let mine: Vec<usize> = decisions
        .iter()
        .enumerate()
        .filter(|(_, d)| d.player == id && is_composition(d.def.effect) && !is_no(&d.choice))
        .map(|(i, _)| i)
        .collect();
    let items: Vec<(String, usize)> = mine
        .iter()
        .map(|i| {
            let d = &decisions[*i];
            (format!("{}: {}", d.carrier, d.def.name), *i)
        })
        .collect();
    resolve_in_own_order(
        r,
        id,
        "PG9b",
        "In which order do your squad changes resolve?",
        items,
        |r, id, i| {
            let mut tries = 0;
            loop {
                let d = decisions[*i].clone();
                if is_no(&d.choice) {
                    return Ok(());
                }
                let Some(why) = unresolvable(r, &d) else {
                    return apply_composition(r, &d, joined);
                };
                tries += 1;
                if tries > LOOP_CAP {
                    return Err(SwmError::Loop {
                        step: "PG9a".into(),
                        cap: LOOP_CAP,
                    });
                }
                let slug = scenario_slug(&d.def.name);
                r.emit(
                    kinds::NOTE,
                    "back",
                    "PG9b",
                    Some(format!("pg/{id}/{slug}-cannot-resolve-{tries}")),
                    Some(id),
                    Some(&d.carrier),
                    format!("{name}'s choice for {} ({}) cannot resolve: {why}. {name} goes back to 9a and chooses again.", d.def.name, d.choice),
                    None,
                )?;
                let ask = ask_9a(r, id, &d.carrier, &d.ability, &d.def, joined);
                // Leaving out a character that changed squads at this 9b
                // is open entry 15: it matters when it removes an option.
                let left_out = ask.options.len()
                    != ask_9a(r, id, &d.carrier, &d.ability, &d.def, &[])
                        .options
                        .len();
                let (c, cp) = r.decide(id, "PG9a", &ask.prompt, ask.options)?;
                let text = if cp.is_some() {
                    format!("{name} chooses again: {c}.")
                } else {
                    format!("{name} chooses again; the only choice left is {c}.")
                };
                r.emit(
                    kinds::NOTE,
                    "decision",
                    "PG9a",
                    Some(format!("pg/{id}/{slug}-rechoice-{tries}")),
                    Some(id),
                    Some(&d.carrier),
                    text,
                    cp,
                )?;
                if left_out {
                    r.mark(readings::NEW_CHOICE_AT_9A);
                }
                decisions[*i].choice = c;
            }
        },
    )
}

/// Apply one squad change that can resolve.
fn apply_composition(
    r: &mut Runner,
    d: &Decision,
    joined: &mut Vec<Joined>,
) -> Result<(), SwmError> {
    let id = d.player.as_str();
    let name = r.name(id);
    let label = format!("pg/{id}/{}", scenario_slug(&d.def.name));
    let confers =
        r.sc.pool
            .confers_of(&d.carrier, &d.ability)
            .map(|g| (d.def.name.clone(), g));
    let (text, joiner) = match d.def.effect {
        EffectKind::TakeEnemy => {
            let Some((c, owner_name)) = d.choice.rsplit_once(" from ") else {
                return Ok(());
            };
            let Some(owner) = r.id_of_name(owner_name) else {
                return Ok(());
            };
            if let Some(p) = r.board.player_mut(&owner) {
                if let Some(at) = p.squad.iter().position(|x| x == c) {
                    p.squad.remove(at);
                }
            }
            r.pb(id).squad.push(c.to_string());
            (
                format!(
                    "{}, {}: {c} leaves {owner_name}'s squad and joins {name}'s.",
                    d.carrier, d.def.name
                ),
                Joined {
                    player: id.to_string(),
                    character: c.to_string(),
                    from: Some(owner),
                    gains: confers,
                },
            )
        }
        _ => {
            let Some((out, inn, gaining)) = parse_replace(&d.choice) else {
                return Ok(());
            };
            let p = r.pb(id);
            if let Some(at) = p.squad.iter().position(|x| x == out) {
                p.squad.remove(at);
            }
            p.squad.push(inn.to_string());
            let gains = match gaining {
                Some(g) => {
                    let gid =
                        r.sc.pool
                            .abilities
                            .iter()
                            .find(|(_, x)| x.name == g)
                            .map_or_else(|| g.to_string(), |(k, _)| k.clone());
                    Some((d.def.name.clone(), gid))
                }
                None => confers,
            };
            (
                format!(
                    "{}, {}: {out} leaves {name}'s squad, then {inn} joins it.",
                    d.carrier, d.def.name
                ),
                Joined {
                    player: id.to_string(),
                    character: inn.to_string(),
                    from: None,
                    gains,
                },
            )
        }
    };
    let newcomer = joiner.character.clone();
    joined.push(joiner);
    r.emit(
        kinds::MOVE,
        "squad-change",
        "PG9b",
        Some(label),
        Some(id),
        Some(&d.carrier),
        text,
        None,
    )?;
    // The newcomer's own squad-composition abilities get no decision: their
    // 9a moment has passed (open entry 14; the other reading lets the new
    // owner use them).
    let own: Vec<String> =
        r.sc.pool
            .abilities_of(&newcomer)
            .into_iter()
            .filter(|(_, x)| is_composition(x.effect))
            .map(|(_, x)| x.name.clone())
            .collect();
    for ability in own {
        no_decision_after_9a(r, id, &name, &newcomer, &ability)?;
    }
    Ok(())
}

/// The note that `carrier`'s squad-composition `ability` has no decision,
/// because the carrier joined player `id`'s squad (named `name`) after 9a:
/// its moment has passed. The reading of open entry 14 (the other lets the
/// new owner use it), marked on the note. One note for both ways to get
/// there: a carrier that joined before this 9b and one joining at it.
fn no_decision_after_9a(
    r: &mut Runner,
    id: &str,
    name: &str,
    carrier: &str,
    ability: &str,
) -> Result<(), SwmError> {
    r.emit(
        kinds::NOTE,
        "no-decision",
        "PG9b",
        None,
        Some(id),
        Some(carrier),
        format!("{carrier} joined {name}'s squad after the 9a decisions, so its {ability} has no decision to resolve."),
        None,
    )?;
    r.mark(readings::CARRIER_CHANGED_SQUADS);
    Ok(())
}
