//! The pre-game procedure, steps 1 to 11 (9 in parts a to d), one function
//! per step, read top to bottom as a judge would recite it.

use super::data::{AbilityDef, EffectKind};
use super::engine::{Ask, Runner, SwmError};
use super::kinds;
use super::readings;
use crate::scenario_slug;

/// The numbered pre-game steps, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PregameStep {
    SquadReveal,
    DeferredSquadBuilding,
    AddedCharactersJoin,
    AfterSeeingSquads,
    MapRoll,
    MapChoiceAndSetupOrder,
    Setup,
    NextPlayerSetsUp,
    AfterSetup,
    BeforeFirstInitiative,
    DoorCheck,
}

impl PregameStep {
    pub const ALL: [PregameStep; 11] = [
        PregameStep::SquadReveal,
        PregameStep::DeferredSquadBuilding,
        PregameStep::AddedCharactersJoin,
        PregameStep::AfterSeeingSquads,
        PregameStep::MapRoll,
        PregameStep::MapChoiceAndSetupOrder,
        PregameStep::Setup,
        PregameStep::NextPlayerSetsUp,
        PregameStep::AfterSetup,
        PregameStep::BeforeFirstInitiative,
        PregameStep::DoorCheck,
    ];

    /// Its id in `procedure.md`.
    pub fn id(self) -> &'static str {
        match self {
            PregameStep::SquadReveal => "PG1",
            PregameStep::DeferredSquadBuilding => "PG2",
            PregameStep::AddedCharactersJoin => "PG3",
            PregameStep::AfterSeeingSquads => "PG4",
            PregameStep::MapRoll => "PG5",
            PregameStep::MapChoiceAndSetupOrder => "PG6",
            PregameStep::Setup => "PG7",
            PregameStep::NextPlayerSetsUp => "PG8",
            PregameStep::AfterSetup => "PG9",
            PregameStep::BeforeFirstInitiative => "PG10",
            PregameStep::DoorCheck => "PG11",
        }
    }
}

/// Run the whole pre-game.
pub fn run_pregame(r: &mut Runner) -> Result<(), SwmError> {
    r.board.round = 0;
    squad_reveal(r)?;
    deferred_squad_building(r)?;
    after_seeing_squads(r)?;
    map_roll(r)?;
    map_choice_and_setup_order(r)?;
    setup(r)?;
    super::after_setup::after_setup(r)?;
    let added = before_first_initiative(r)?;
    door_check(r, added)
}

fn ability_slug(d: &AbilityDef) -> String {
    scenario_slug(&d.name)
}

/// The setup order as player ids.
pub fn setup_ids(r: &Runner) -> Vec<String> {
    let order = r.board.setup_order.clone();
    order.iter().filter_map(|n| r.id_of_name(n)).collect()
}

/// PG1: squads are revealed.
fn squad_reveal(r: &mut Runner) -> Result<(), SwmError> {
    r.emit(
        kinds::PHASE_STEP,
        "reveal",
        "PG1",
        Some("pg/squad-reveal".into()),
        None,
        None,
        "The players show each other their squads.".into(),
        None,
    )
}

pub fn reserve_options(r: &Runner, id: &str) -> Vec<String> {
    let squad = r
        .board
        .player(id)
        .map(|p| p.squad.clone())
        .unwrap_or_default();
    let mut out = vec!["none".to_string()];
    if let Some(p) = r.sc.file.players.get(id) {
        for c in &p.reserve {
            let name = super::engine::canonical(r.sc, c.get_ref());
            if !squad.contains(&name) && !out.contains(&name) {
                out.push(name);
            }
        }
    }
    out
}

/// PG2 and PG3: deferred squad-building, revealed together, then the
/// added characters join.
fn deferred_squad_building(r: &mut Runner) -> Result<(), SwmError> {
    let mut asks = Vec::new();
    for id in r.seating() {
        for (carrier, _, d) in r.live(&id, EffectKind::AddCharacter) {
            if d.step != "PG2" {
                continue;
            }
            asks.push(Ask {
                player: id.clone(),
                source: format!("{carrier}: {}", d.name),
                stem: ability_slug(&d),
                prompt: format!("{}: bring in a character from your reserve list?", d.name),
                options: reserve_options(r, &id),
            });
        }
    }
    let Some(results) = r.reveal_together(
        "PG2",
        "Deferred squad-building: decisions to bring in characters are made in secret.",
        "squad-building",
        asks,
    )?
    else {
        return Ok(());
    };
    // PG3: the guide orders players at random only where order matters;
    // the engine records the joins in seating order, and the order tree
    // leaves any order among the players legal.
    let players: Vec<String> = results.iter().map(|(id, _)| id.clone()).collect();
    let mut pending = results.into_iter();
    r.in_no_order(
        "PG3",
        &players,
        "the players go in a random order where order matters: none comes first",
        |r, id| {
            let Some((_, chosen)) = pending.next() else {
                return Ok(());
            };
            if chosen == "none" {
                return Ok(());
            }
            r.pb(id).squad.push(chosen.clone());
            let name = r.name(id);
            r.emit(
                kinds::MOVE,
                "join",
                "PG3",
                Some(format!("pg/{id}/joins-{}", scenario_slug(&chosen))),
                Some(id),
                None,
                format!("{chosen} joins {name}'s squad."),
                None,
            )
        },
    )
}

/// PG4: other abilities that trigger after seeing the opposing squad.
fn after_seeing_squads(r: &mut Runner) -> Result<(), SwmError> {
    let mut asks = Vec::new();
    for id in r.seating() {
        for (carrier, a, d) in r.live(&id, EffectKind::AfterSeeingSquads) {
            r.resolved_early.insert((id.clone(), carrier.clone(), a.id));
            asks.push(Ask {
                player: id.clone(),
                source: format!("{carrier}: {}", d.name),
                stem: ability_slug(&d),
                prompt: format!("{}: use it?", d.name),
                options: vec!["use".into(), "do not use".into()],
            });
        }
    }
    r.reveal_together(
        "PG4",
        "Abilities that trigger after seeing the opposing squad: decisions are revealed together.",
        "after-seeing",
        asks,
    )?;
    Ok(())
}

/// PG5: every player rolls for the map.
fn map_roll(r: &mut Runner) -> Result<(), SwmError> {
    let seating = r.seating();
    r.rolled_together("PG5", &seating, |r, id| {
        let v = r.roll(id, "PG5", "the map roll")?;
        r.pb(id).map_roll = Some(v);
        let name = r.name(id);
        r.emit(
            kinds::ACTION,
            "roll",
            "PG5",
            Some(format!("pg/{id}/map-roll")),
            Some(id),
            None,
            format!("{name} rolls {v} for the map."),
            None,
        )
    })?;
    let mut rolls: Vec<u8> = r.board.players.iter().filter_map(|p| p.map_roll).collect();
    rolls.sort_unstable();
    if rolls.windows(2).any(|w| w[0] == w[1]) {
        return Err(SwmError::Unsettled {
            step: "PG5".into(),
            message: "two map rolls are equal, and the procedure does not say how such a tie is broken; write map rolls that differ".into(),
        });
    }
    Ok(())
}

/// Setup positions as words.
fn position(n: usize) -> String {
    match n {
        1 => "set up 1st".into(),
        2 => "set up 2nd".into(),
        3 => "set up 3rd".into(),
        n => format!("set up {n}th"),
    }
}

/// PG6: the highest roll picks the map; the others pick setup positions
/// from the next-highest down; the map chooser takes what is left.
fn map_choice_and_setup_order(r: &mut Runner) -> Result<(), SwmError> {
    let mut by_roll: Vec<(u8, String)> = r
        .board
        .players
        .iter()
        .map(|p| (p.map_roll.unwrap_or(0), p.id.clone()))
        .collect();
    crate::sorting::sort_by_key(&mut by_roll, |b| std::cmp::Reverse(b.0));
    let ids: Vec<String> = by_roll.into_iter().map(|(_, id)| id).collect();
    let chooser = ids[0].clone();
    let mut maps = r.sc.file.match_.maps.clone();
    if maps.is_empty() {
        maps.push("the agreed map".into());
    }
    let (map, cp) = r.decide(&chooser, "PG6", "Which map will be played on?", maps)?;
    r.board.map = Some(map.clone());
    let cname = r.name(&chooser);
    r.emit(
        kinds::CHOICE,
        "decision",
        "PG6",
        Some(format!("pg/{chooser}/map-choice")),
        Some(&chooser),
        None,
        format!("{cname} has the highest map roll and chooses the map: {map}."),
        cp,
    )?;
    let n = ids.len();
    let mut taken: Vec<Option<String>> = vec![None; n];
    let two = n == 2;
    for id in ids.iter().skip(1) {
        let free: Vec<String> = (1..=n)
            .filter(|i| taken[i - 1].is_none())
            .map(position)
            .collect();
        let (prompt, options) = if two {
            (
                "Set up first or second?".to_string(),
                vec!["set up first".to_string(), "set up second".to_string()],
            )
        } else {
            ("Which position in the setup order?".to_string(), free)
        };
        let (chosen, cp) = r.decide(id, "PG6", &prompt, options)?;
        let slot = match chosen.as_str() {
            "set up first" => 1,
            "set up second" => 2,
            other => (1..=n).find(|i| position(*i) == other).unwrap_or(n),
        };
        if let Some(t) = taken.get_mut(slot - 1) {
            *t = Some(id.clone());
        }
        let name = r.name(id);
        let why = if two {
            "has the lower map roll and"
        } else {
            "is next-highest on the map roll and"
        };
        r.emit(
            kinds::CHOICE,
            "decision",
            "PG6",
            Some(format!("pg/{id}/setup-position")),
            Some(id),
            None,
            format!("{name} {why} chooses to {chosen}."),
            cp,
        )?;
    }
    if let Some(slot) = taken.iter().position(Option::is_none) {
        taken[slot] = Some(chooser.clone());
        let left = position(slot + 1);
        r.emit(
            kinds::NOTE,
            "setup-order",
            "PG6",
            Some(format!("pg/{chooser}/setup-position")),
            Some(&chooser),
            None,
            format!("{cname}, who chose the map, takes the position left: {left}."),
            None,
        )?;
    }
    r.board.setup_order = taken.into_iter().flatten().map(|id| r.name(&id)).collect();
    Ok(())
}

/// PG7 and PG8: in setup order, each player picks a setup area and sets
/// up; their setup abilities resolve in the order they choose.
fn setup(r: &mut Runner) -> Result<(), SwmError> {
    let order = setup_ids(r);
    let mut areas = r.sc.file.match_.setup_areas.clone();
    if areas.is_empty() {
        areas = (1..=order.len())
            .map(|i| format!("setup area {i}"))
            .collect();
    }
    for (i, id) in order.iter().enumerate() {
        if i > 0 {
            r.announce(
                "PG8",
                &format!("{} has not set up yet: back to step 7.", r.name(id)),
            )?;
        }
        let free: Vec<String> = areas
            .iter()
            .filter(|a| {
                !r.board
                    .players
                    .iter()
                    .any(|p| p.setup_area.as_deref() == Some(a.as_str()))
            })
            .cloned()
            .collect();
        if free.is_empty() {
            return Err(SwmError::Unsettled {
                step: "PG7".into(),
                message:
                    "there are fewer setup areas than players; list one per player in setup_areas"
                        .into(),
            });
        }
        let (area, cp) = r.decide(id, "PG7", "Which setup area?", free)?;
        r.pb(id).setup_area = Some(area.clone());
        let name = r.name(id);
        r.emit(
            kinds::ACTION,
            "setup",
            "PG7",
            Some(format!("pg/{id}/setup")),
            Some(id),
            None,
            format!("{name} selects {area} and sets up."),
            cp,
        )?;
        let triggers = r.live(id, EffectKind::SetupChooseAlly);
        for (carrier, a, _) in &triggers {
            r.resolved_early
                .insert((id.clone(), carrier.clone(), a.id.clone()));
        }
        resolve_own_order(r, id, "PG7", triggers, |r, id, carrier, d| {
            choose_setup_ally(r, id, &carrier, d, "PG7")
        })?;
    }
    Ok(())
}

/// A setup ability (Light Tutor, Dark Master, the Spirits): the player
/// picks an ally (of the ability's faction, if it names one). Used at PG7
/// and again at 9c for such an ability gained late.
pub fn choose_setup_ally(
    r: &mut Runner,
    id: &str,
    carrier: &str,
    d: &AbilityDef,
    step: &str,
) -> Result<(String, Option<crate::timing::ChoicePoint>), SwmError> {
    let squad = r
        .board
        .player(id)
        .map(|p| p.squad.clone())
        .unwrap_or_default();
    let allies: Vec<String> = squad
        .into_iter()
        .filter(|c| c != carrier)
        .filter(|c| match &d.ally_faction {
            Some(f) => {
                r.sc.pool.character(c).and_then(|x| x.faction.as_deref()) == Some(f.as_str())
            }
            None => true,
        })
        .collect();
    if allies.is_empty() {
        let name = r.name(id);
        return Ok((
            format!("{name}'s {carrier} has no ally {} can choose.", d.name),
            None,
        ));
    }
    let (ally, cp) = r.decide(id, step, &format!("{}: choose an ally", d.name), allies)?;
    r.pb(id).notes.push(format!("{}: {ally}", d.name));
    Ok((format!("{carrier}, {}: {ally} is chosen.", d.name), cp))
}

/// A player's abilities at one step, in the order the player chooses; each
/// one resolves completely (its own labelled step) before the next.
pub fn resolve_own_order(
    r: &mut Runner,
    id: &str,
    step: &str,
    triggers: Vec<(String, super::data::AbilityRef, AbilityDef)>,
    mut resolve: impl FnMut(
        &mut Runner,
        &str,
        String,
        &AbilityDef,
    ) -> Result<(String, Option<crate::timing::ChoicePoint>), SwmError>,
) -> Result<(), SwmError> {
    let items = triggers
        .into_iter()
        .map(|(c, _, d)| (format!("{c}: {}", d.name), (c, d)))
        .collect();
    resolve_in_own_order(
        r,
        id,
        step,
        "In which order do your abilities resolve?",
        items,
        |r, id, (carrier, d)| {
            let (text, cp) = resolve(r, id, carrier.clone(), d)?;
            r.emit(
                kinds::ABILITY_RESOLVED,
                "ability",
                step,
                Some(format!("{}/{id}/{}", r.prefix(), scenario_slug(&d.name))),
                Some(id),
                Some(carrier),
                text,
                cp,
            )
        },
    )
}

/// Several things one player resolves at one step, in the order the player
/// chooses (`shown` is how each is offered); each resolves completely (the
/// steps `resolve` records) before the next.
pub fn resolve_in_own_order<T>(
    r: &mut Runner,
    id: &str,
    step: &str,
    prompt: &str,
    items: Vec<(String, T)>,
    mut resolve: impl FnMut(&mut Runner, &str, &T) -> Result<(), SwmError>,
) -> Result<(), SwmError> {
    if items.is_empty() {
        return Ok(());
    }
    let shown: Vec<String> = items.iter().map(|(s, _)| s.clone()).collect();
    let (order, cp) = r.decide_order(id, step, prompt, shown.clone())?;
    if cp.is_some() {
        let name = r.name(id);
        r.emit(
            kinds::CHOICE,
            "order",
            step,
            Some(format!("{}/{id}/{}-order", r.prefix(), step.to_lowercase())),
            Some(id),
            None,
            format!("{name} chooses the order of their abilities."),
            cp,
        )?;
    }
    let mut taken = vec![false; items.len()];
    let mut blocks = Vec::new();
    for o in order {
        let Some(i) = (0..shown.len()).find(|i| !taken[*i] && shown[*i] == o) else {
            continue;
        };
        taken[i] = true;
        r.open();
        let done = resolve(r, id, &items[i].1);
        blocks.push(r.close());
        done?;
    }
    r.push_own_order(id, blocks, step);
    Ok(())
}

/// PG10: abilities "immediately before the first initiative roll". True
/// when one of them added a piece.
fn before_first_initiative(r: &mut Runner) -> Result<bool, SwmError> {
    let order = setup_ids(r);
    let mut any = false;
    let mut added = false;
    // Setup order between players is a reading (open entry 2): it decides
    // something only when two players have such an ability.
    let players_with = order
        .iter()
        .filter(|id| {
            r.live(id, EffectKind::AddCharacter)
                .iter()
                .any(|(_, _, d)| d.step == "PG10")
        })
        .count();
    for id in &order {
        for (carrier, _, d) in r.live(id, EffectKind::AddCharacter) {
            if d.step != "PG10" {
                continue;
            }
            if !any {
                r.announce("PG10", "Abilities that act immediately before the first initiative roll (taken here in setup order, which the procedure does not fix).")?;
                any = true;
            }
            let (c, cp) = r.decide(
                id,
                "PG10",
                &format!("{}: add a character?", d.name),
                reserve_options(r, id),
            )?;
            if c != "none" {
                r.pb(id).squad.push(c.clone());
                added = true;
            }
            let name = r.name(id);
            let text = if c == "none" {
                format!("{name} adds no character with {}.", d.name)
            } else {
                format!("{carrier}, {}: {c} joins {name}'s squad.", d.name)
            };
            r.emit(
                kinds::ABILITY_RESOLVED,
                "ability",
                "PG10",
                Some(format!("pg/{id}/{}", scenario_slug(&d.name))),
                Some(id),
                Some(&carrier),
                text,
                cp,
            )?;
            if players_with > 1 {
                r.mark(readings::BEFORE_FIRST_ROLL_ORDER);
            }
        }
    }
    Ok(added)
}

/// PG11: the one door check of the game. `added`: a PG10 ability added a
/// piece.
fn door_check(r: &mut Runner, added: bool) -> Result<(), SwmError> {
    r.board.doors_checked = true;
    r.emit(
        kinds::STATE_CHECK,
        "door-check",
        "PG11",
        Some("pg/door-check".into()),
        None,
        None,
        "The pre-game door check: doors next to a character are now open.".into(),
        None,
    )?;
    // Its time is a reading (open entry 12); it matters only for pieces
    // added at PG10 or moved later by Battle Ready.
    let battle_ready = r
        .seating()
        .iter()
        .any(|id| !r.live(id, EffectKind::BattleReady).is_empty());
    if added || battle_ready {
        r.mark(readings::DOOR_CHECK_TIME);
    }
    Ok(())
}
