//! The beginning of each round, steps 1 to 14, one function per step. The
//! "go back to step N" instructions are explicit loops with a cap.

use super::data::{AbilityDef, EffectKind};
use super::engine::{Ask, Runner, SwmError};
use super::kinds;
use super::readings;
use crate::scenario_slug;

/// The numbered steps of the beginning of a round, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoundStep {
    DoellinsLuckAndWager,
    TacticsBroker,
    InitiativeRoll,
    AddToRolls,
    TieForHighRoll,
    SenseTheFuture,
    InitiativeDetermined,
    Anticipation,
    RevealReserves,
    ChooseFirstPlayer,
    AfterInitiative,
    ReturnToAfterInitiative,
    BeforeFirstActivation,
    FirstPhase,
}

impl RoundStep {
    pub const ALL: [RoundStep; 14] = [
        RoundStep::DoellinsLuckAndWager,
        RoundStep::TacticsBroker,
        RoundStep::InitiativeRoll,
        RoundStep::AddToRolls,
        RoundStep::TieForHighRoll,
        RoundStep::SenseTheFuture,
        RoundStep::InitiativeDetermined,
        RoundStep::Anticipation,
        RoundStep::RevealReserves,
        RoundStep::ChooseFirstPlayer,
        RoundStep::AfterInitiative,
        RoundStep::ReturnToAfterInitiative,
        RoundStep::BeforeFirstActivation,
        RoundStep::FirstPhase,
    ];

    /// Its id in `procedure.md`: `R1` to `R14`.
    pub fn id(self) -> String {
        let i = RoundStep::ALL.iter().position(|s| *s == self).unwrap_or(0);
        format!("R{}", i + 1)
    }
}

/// What the round remembers between its steps.
#[derive(Debug, Default)]
pub struct RoundState {
    /// Foresee the Future can still be used (before the first roll only).
    pub foresee_open: bool,
    /// Players Foresee the Future was used on.
    pub foreseen: Vec<String>,
    pub sense_done: bool,
    pub anticipation_done: bool,
    /// Passes through step 4.
    pub checks: u32,
    /// Sense the Future exchanged dice this round.
    pub exchanged: bool,
    /// An exchange moved a die between players with different bonuses:
    /// the next checks follow open entry 7 (each adds their own bonus).
    pub bonus_follows_die: bool,
}

/// Run the beginning of round `n`.
pub fn run_round(r: &mut Runner, n: u32) -> Result<String, SwmError> {
    r.board.round = n;
    r.board.initiative_rolls = 0;
    r.board.initiative_winner = None;
    r.board.initiative_order.clear();
    r.board.activations = None;
    for p in &mut r.board.players {
        p.dice.clear();
        p.kept = None;
        p.bonus = 0;
        p.check = None;
        p.check_is_one = false;
        p.cancelled.clear();
        p.used.clear();
        p.reserves.clear();
    }
    if n > 1 {
        r.emit(
            kinds::NOTE,
            "no-door-check",
            "PG11",
            Some(format!("r{n}/no-door-check")),
            None,
            None,
            format!("Round {n} begins. There is no door check before a round: only the pre-game has one."),
            None,
        )?;
    }
    let mut st = RoundState {
        foresee_open: true,
        ..RoundState::default()
    };
    let mut winner = doellins_luck_and_wager(r)?;
    if winner.is_none() {
        tactics_broker(r)?;
        winner = Some(super::initiative::roll_until_decided(r, &mut st)?);
    }
    let winner = winner.unwrap_or_default();
    r.board.initiative_winner = Some(r.name(&winner));
    reveal_reserves(r)?;
    let first = choose_first_player(r, &winner)?;
    after_initiative(r)?;
    before_first_activation(r, &first)?;
    first_phase(r, &first)?;
    Ok(first)
}

pub fn opponents(r: &Runner, id: &str) -> Vec<String> {
    r.seating().into_iter().filter(|p| p != id).collect()
}

/// R1: Doellin's Luck and Wager, decided in secret and resolved together.
fn doellins_luck_and_wager(r: &mut Runner) -> Result<Option<String>, SwmError> {
    let mut asks = Vec::new();
    let mut holders = Vec::new();
    for id in r.seating() {
        for (carrier, a, d) in r.live(&id, EffectKind::WinOnSave) {
            let mut options = vec!["do not use".to_string()];
            if d.name == "Wager" {
                let squad = r
                    .board
                    .player(&id)
                    .map(|p| p.squad.clone())
                    .unwrap_or_default();
                options.extend(
                    squad
                        .iter()
                        .filter(|c| **c != carrier)
                        .map(|c| format!("use: activate {c}")),
                );
            } else {
                options.push("use".into());
            }
            asks.push(Ask {
                player: id.clone(),
                source: format!("{carrier}: {}", d.name),
                stem: scenario_slug(&d.name),
                prompt: format!("{}: use it this round?", d.name),
                options,
            });
            holders.push((id.clone(), carrier, a, d));
        }
    }
    let Some(results) = r.reveal_together(
        "R1",
        "Doellin's Luck and Wager: decisions are made in secret and revealed together.",
        "luck-and-wager",
        asks,
    )?
    else {
        return Ok(None);
    };
    let mut successes = Vec::new();
    let mut used_any = false;
    for ((id, decision), (_, carrier, a, d)) in results.into_iter().zip(holders) {
        if decision == "do not use" {
            continue;
        }
        used_any = true;
        r.pb(&id).used.push(d.name.clone());
        let name = r.name(&id);
        let cost = decision
            .strip_prefix("use: ")
            .map(|c| format!(" ({c}: the cost is paid)"))
            .unwrap_or_default();
        if !d.save {
            // The guide rolls a save for Doellin's Luck only: Wager
            // succeeds when used and its cost is paid.
            successes.push(id.clone());
            r.emit(
                kinds::ACTION,
                "use",
                "R1",
                Some(format!(
                    "r{}/{id}/{}-used",
                    r.board.round,
                    scenario_slug(&d.name)
                )),
                Some(&id),
                Some(&carrier),
                format!(
                    "{name} uses {}{cost}; it rolls no save, so it succeeds.",
                    d.name
                ),
                None,
            )?;
            continue;
        }
        let save = a.number.unwrap_or(21);
        let v = r.roll(&id, "R1", &format!("the save for {}", d.name))?;
        let ok = i32::from(v) >= save;
        if ok {
            successes.push(id.clone());
        }
        r.emit(
            kinds::ACTION,
            "save",
            "R1",
            Some(format!(
                "r{}/{id}/{}-save",
                r.board.round,
                scenario_slug(&d.name)
            )),
            Some(&id),
            Some(&carrier),
            format!(
                "{name} uses {}{cost} and rolls {v} against {save}: {}.",
                d.name,
                if ok { "success" } else { "failure" }
            ),
            None,
        )?;
    }
    if !used_any {
        return Ok(None);
    }
    // Which abilities count as "other abilities that affect initiative" is
    // a reading (open entry 3): it matters when one is cancelled.
    let mut cancelled_other = false;
    for id in r.seating() {
        let names: Vec<String> = r
            .abilities(&id)
            .into_iter()
            .filter(|(_, _, d)| d.effect.affects_initiative())
            .map(|(_, _, d)| d.name)
            .collect();
        let others = r
            .abilities(&id)
            .iter()
            .any(|(_, _, d)| d.effect.affects_initiative() && d.effect != EffectKind::WinOnSave);
        cancelled_other |= others;
        let p = r.pb(&id);
        for n in names {
            if !p.cancelled.contains(&n) {
                p.cancelled.push(n);
            }
        }
    }
    let round = r.board.round;
    let result = match successes.as_slice() {
        [one] => {
            let name = r.name(one);
            r.emit(kinds::NOTE, "result", "R1", Some(format!("r{round}/luck-and-wager-result")), Some(one), None,
                format!("Only {name} succeeds. The guide does not say what a success does; this trainer reads it as taking the initiative, so steps 2 to 8 (Tactics Broker, the roll and what changes it) do not happen this round. Other initiative abilities are cancelled this round."), None)?;
            // What a lone success does is open entry 3 whatever else the
            // round holds.
            r.mark(readings::LUCK_AND_WAGER);
            Some(one.clone())
        }
        [] => {
            r.emit(kinds::NOTE, "result", "R1", Some(format!("r{round}/luck-and-wager-result")), None, None,
                "No one succeeds: the roll goes ahead, but using these abilities still cancels the other initiative abilities this round.".into(), None)?;
            None
        }
        _ => {
            r.emit(kinds::NOTE, "result", "R1", Some(format!("r{round}/luck-and-wager-result")), None, None,
                "More than one player succeeds, so neither ability affects the roll; their costs stay paid and they still cancel the other initiative abilities this round.".into(), None)?;
            None
        }
    };
    if cancelled_other {
        r.mark(readings::LUCK_AND_WAGER);
    }
    Ok(result)
}

/// R2: Tactics Broker: secret choices, defeats in random order, the named
/// opponents' checks become 1.
fn tactics_broker(r: &mut Runner) -> Result<(), SwmError> {
    let mut asks = Vec::new();
    let mut carriers = Vec::new();
    for id in r.seating() {
        for (carrier, _, d) in r.live(&id, EffectKind::OpponentCheckIsOne) {
            carriers.push(carrier.clone());
            let squad = r
                .board
                .player(&id)
                .map(|p| p.squad.clone())
                .unwrap_or_default();
            let mut options = vec!["do not use".to_string()];
            for c in &squad {
                for o in opponents(r, &id) {
                    options.push(format!("defeat {c}, name {}", r.name(&o)));
                }
            }
            asks.push(Ask {
                player: id.clone(),
                source: format!("{carrier}: {}", d.name),
                stem: "tactics-broker".into(),
                prompt: "Tactics Broker: which of your characters is defeated, and which opponent is named?".into(),
                options,
            });
        }
    }
    let Some(results) = r.reveal_together(
        "R2",
        "Tactics Broker: choices are revealed together.",
        "tactics-broker",
        asks,
    )?
    else {
        return Ok(());
    };
    let mut groups = Vec::new();
    let mut named = Vec::new();
    for ((id, decision), carrier) in results.into_iter().zip(carriers) {
        let Some(rest) = decision.strip_prefix("defeat ") else {
            continue;
        };
        let Some((victim, opp)) = rest.rsplit_once(", name ") else {
            continue;
        };
        r.open();
        r.pb(&id).squad.retain(|c| c != victim);
        r.pb(&id).used.push("Tactics Broker".into());
        let name = r.name(&id);
        r.emit(kinds::DEFEAT, "defeat", "R2", Some(format!("r{}/{id}/tactics-broker-defeat", r.board.round)), Some(&id), Some("Tactics Broker"),
            format!("{name}'s {victim} is defeated for Tactics Broker (defeats happen in a random order)."), None)?;
        // A Broker defeating itself, or naming an opponent another Broker
        // named, follows the engine's reading (open entry 4).
        let twice = r.id_of_name(opp).is_some_and(|o| named.contains(&o));
        if victim == carrier || twice {
            r.mark(readings::TACTICS_BROKER_CHOICES);
        }
        groups.push((id.clone(), r.close()));
        if let Some(o) = r.id_of_name(opp) {
            named.push(o);
        }
    }
    r.push_window(groups, None, "R2", "the defeats happen in a random order");
    for o in named {
        r.pb(&o).check_is_one = true;
    }
    Ok(())
}

/// R9: Reserves are revealed together (not yet placed).
fn reveal_reserves(r: &mut Runner) -> Result<(), SwmError> {
    let mut asks = Vec::new();
    for id in r.seating() {
        if let Some((carrier, _, d)) = r.live(&id, EffectKind::Reserves).first().cloned() {
            let mut options = vec!["none".to_string()];
            let squad = r
                .board
                .player(&id)
                .map(|p| p.squad.clone())
                .unwrap_or_default();
            if let Some(p) = r.sc.file.players.get(&id) {
                for c in &p.reserve {
                    let c = super::engine::canonical(r.sc, c.get_ref());
                    if !squad.contains(&c) && !options.contains(&c) {
                        options.push(c);
                    }
                }
            }
            asks.push(Ask {
                player: id.clone(),
                source: format!("{carrier}: {}", d.name),
                stem: "reserves".into(),
                prompt: "Reserves: which piece comes in this round?".into(),
                options,
            });
        }
    }
    let Some(results) = r.reveal_together(
        "R9",
        "Reserves: the pieces coming in are revealed together; they are not placed yet.",
        "reserves",
        asks,
    )?
    else {
        return Ok(());
    };
    for (id, c) in results {
        if c != "none" {
            r.pb(&id).reserves.push(c);
        }
    }
    Ok(())
}

/// R10: the winner decides who goes first; the order runs clockwise.
fn choose_first_player(r: &mut Runner, winner: &str) -> Result<String, SwmError> {
    let seating = r.seating();
    let options: Vec<String> = seating.iter().map(|p| r.name(p)).collect();
    let (first, cp) = r.decide(winner, "R10", "Who goes first?", options)?;
    let first_id = r.id_of_name(&first).unwrap_or_else(|| winner.to_string());
    let start = seating.iter().position(|p| *p == first_id).unwrap_or(0);
    let order: Vec<String> = (0..seating.len())
        .map(|i| r.name(&seating[(start + i) % seating.len()]))
        .collect();
    r.board.initiative_order = order.clone();
    let wname = r.name(winner);
    let round = r.board.round;
    r.emit(kinds::CHOICE, "decision", "R10", Some(format!("r{round}/{winner}/first-player")), Some(winner), None,
        format!("{wname} won initiative and decides that {first} goes first; the order runs clockwise: {}.", order.join(", ")), cp)?;
    Ok(first_id)
}

/// R11 and R12: in initiative order, each player resolves their
/// after-initiative abilities in the order they choose.
fn after_initiative(r: &mut Runner) -> Result<(), SwmError> {
    let order: Vec<String> = r
        .board
        .initiative_order
        .iter()
        .filter_map(|n| r.id_of_name(n))
        .collect();
    let with: Vec<String> = order
        .iter()
        .filter(|id| !r.live(id, EffectKind::AfterInitiative).is_empty())
        .cloned()
        .collect();
    for (i, id) in with.iter().enumerate() {
        if i > 0 {
            r.announce(
                "R12",
                &format!(
                    "{} also has abilities that trigger after initiative: back to step 11.",
                    r.name(id)
                ),
            )?;
        } else {
            r.announce("R11", "Abilities that trigger after initiative is determined, player by player in initiative order.")?;
        }
        let triggers = r.live(id, EffectKind::AfterInitiative);
        super::pregame::resolve_own_order(r, id, "R11", triggers, |r, id, carrier, d| {
            if d.may_move.is_some() {
                return super::choices::may_move(r, id, "R11", &carrier, d);
            }
            let name = r.name(id);
            Ok((format!("{name}'s {carrier} resolves {}.", d.name), None))
        })?;
    }
    Ok(())
}

/// R13: "immediately before the first activation": the first player orders
/// Battle Ready (round 1), their own Reserves placement and Mount returns.
fn before_first_activation(r: &mut Runner, first: &str) -> Result<(), SwmError> {
    let round = r.board.round;
    // (player, character, what resolves, Battle Ready's definition).
    let mut items: Vec<(String, String, String, Option<AbilityDef>)> = Vec::new();
    let first_round = round == 1;
    for id in r.seating() {
        if first_round {
            for (c, _, d) in r.live(&id, EffectKind::BattleReady) {
                items.push((id.clone(), c.clone(), d.name.clone(), Some(d)));
            }
        }
        if id == first {
            for (c, _, d) in r.live(&id, EffectKind::ReturnToGrid) {
                items.push((id.clone(), c, d.name, None));
            }
            for c in r
                .board
                .player(&id)
                .map(|p| p.reserves.clone())
                .unwrap_or_default()
            {
                items.push((id.clone(), c, "placing Reserves".into(), None));
            }
        }
    }
    for id in r.seating() {
        if id != first && r.board.player(&id).is_some_and(|p| !p.reserves.is_empty()) {
            let name = r.name(&id);
            r.emit(kinds::NOTE, "waiting", "R13", None, Some(&id), Some("Reserves"),
                format!("{name}'s Reserves are placed just before {name}'s own first activation, not now."), None)?;
        }
    }
    if items.is_empty() {
        return Ok(());
    }
    r.announce(
        "R13",
        "Immediately before the first activation: the first player orders these.",
    )?;
    let names: Vec<String> = items
        .iter()
        .map(|(p, c, a, _)| format!("{}'s {c}: {a}", r.name(p)))
        .collect();
    let (order, cp) = r.decide_order(
        first,
        "R13",
        "In which order do these resolve?",
        names.clone(),
    )?;
    if cp.is_some() {
        let fname = r.name(first);
        r.emit(
            kinds::CHOICE,
            "order",
            "R13",
            Some(format!("r{round}/{first}/r13-order")),
            Some(first),
            None,
            format!("{fname}, the first player, chooses the order."),
            cp,
        )?;
    }
    let mut blocks = Vec::new();
    for o in order {
        let Some(i) = names.iter().position(|n| *n == o) else {
            continue;
        };
        let (p, c, a, def) = items[i].clone();
        r.open();
        if a == "placing Reserves" {
            r.pb(&p).squad.push(c.clone());
        }
        // Battle Ready's move is its player's choice, not the first
        // player's: only the order is theirs.
        let (text, cp, marked) = match &def {
            Some(d) if d.may_move.is_some() => super::choices::battle_ready(r, &p, &c, d)?,
            _ => (format!("{o} resolves."), None, false),
        };
        r.emit(
            kinds::ABILITY_RESOLVED,
            "ability",
            "R13",
            Some(format!(
                "r{round}/{p}/{}-{}",
                scenario_slug(&c),
                scenario_slug(&a)
            )),
            Some(&p),
            Some(&c),
            text,
            cp,
        )?;
        if marked {
            r.mark(readings::CHOICES_NOT_MODELLED);
        }
        blocks.push(r.close());
    }
    r.push_own_order(first, blocks, "R13");
    Ok(())
}

/// R14: the first phase: one activation, two in later phases.
fn first_phase(r: &mut Runner, first: &str) -> Result<(), SwmError> {
    r.board.activations = Some(1);
    let name = r.name(first);
    let round = r.board.round;
    r.emit(kinds::PHASE_STEP, "phase", "R14", Some(format!("r{round}/first-phase")), Some(first), None,
        format!("The first phase begins: {name} activates one character, as the guide says (later phases have two activations; the 2004 quick rules gave the first phase two as well, an open question)."), None)
}
