//! The initiative roll and what changes it: round steps 3 to 8, with the
//! "go back to step 3 / step 4" loops as explicit loops with a cap.

use super::data::EffectKind;
use super::engine::{Ask, Runner, SwmError, LOOP_CAP};
use super::kinds;
use super::readings;
use super::round::{opponents, RoundState};

/// Steps 3 to 8: roll, modify, break ties, exchange, decide, reroll.
pub fn roll_until_decided(r: &mut Runner, st: &mut RoundState) -> Result<String, SwmError> {
    let mut rolls = 0;
    loop {
        rolls += 1;
        if rolls > LOOP_CAP {
            return Err(SwmError::Loop {
                step: "R3".into(),
                cap: LOOP_CAP,
            });
        }
        initiative_roll(r, st)?;
        let mut passes = 0;
        loop {
            passes += 1;
            if passes > LOOP_CAP {
                return Err(SwmError::Loop {
                    step: "R4".into(),
                    cap: LOOP_CAP,
                });
            }
            add_to_rolls(r, st)?;
            if tie_for_high_roll(r, st)? {
                break;
            }
            if sense_the_future(r, st)? {
                continue;
            }
            let winner = initiative_determined(r, st)?;
            if anticipation(r, st)? {
                continue;
            }
            return Ok(winner);
        }
    }
}

/// R3: everyone rolls; Foresee the Future first (before the first roll
/// only); Recon rolls two and keeps one; a foreseen player keeps the lowest.
fn initiative_roll(r: &mut Runner, st: &mut RoundState) -> Result<(), SwmError> {
    let round = r.board.round;
    if st.foresee_open && r.board.initiative_rolls == 0 {
        let mut asks = Vec::new();
        for id in r.seating() {
            for (carrier, _, d) in r.live(&id, EffectKind::OpponentExtraDieKeepLowest) {
                let mut options = vec!["do not use".to_string()];
                options.extend(
                    opponents(r, &id)
                        .iter()
                        .map(|o| format!("use on {}", r.name(o))),
                );
                asks.push(Ask {
                    player: id.clone(),
                    source: format!("{carrier}: {}", d.name),
                    stem: "foresee-the-future".into(),
                    prompt: "Foresee the Future: use it, and on which opponent?".into(),
                    options,
                });
            }
        }
        let revealed = r.reveal_together(
            "R3",
            "Foresee the Future, immediately before the first roll: decisions are revealed together.",
            "foresee",
            asks,
        )?;
        for (id, d) in revealed.unwrap_or_default() {
            if let Some(o) = d.strip_prefix("use on ").and_then(|n| r.id_of_name(n)) {
                if st.foreseen.contains(&o) {
                    return Err(SwmError::Unsettled {
                        step: "R3".into(),
                        message: "two players use Foresee the Future on the same opponent, and the sources do not say whether that adds one die or two".into(),
                    });
                }
                st.foreseen.push(o);
                r.pb(&id).used.push("Foresee the Future".into());
            }
        }
    }
    let first = r.board.initiative_rolls == 0;
    r.board.initiative_rolls += 1;
    let k = r.board.initiative_rolls;
    r.announce("R3", &format!("Initiative roll {k}: every player rolls."))?;
    let seating = r.seating();
    let foreseen = if first {
        st.foreseen.clone()
    } else {
        Vec::new()
    };
    r.rolled_together("R3", &seating, |r, id| {
        roll_for(
            r,
            id,
            "R3",
            foreseen.iter().any(|f| f == id),
            !first,
            &format!("r{round}/{id}/initiative-roll-{k}"),
            &format!("initiative roll {k}"),
        )
    })?;
    st.foresee_open = false;
    Ok(())
}

/// One player's initiative dice: Recon adds a die kept by choice, Foresee
/// adds a die and forces the lowest. `reroll`: not the round's first roll
/// (after a tie, or Anticipation's), where Recon applies again as the
/// guide says, though the card reads "once per round" (open entry 17).
fn roll_for(
    r: &mut Runner,
    id: &str,
    step: &str,
    foreseen: bool,
    reroll: bool,
    label: &str,
    what: &str,
) -> Result<(), SwmError> {
    let recon = r.live(id, EffectKind::ExtraDieKeepOne).first().cloned();
    let n = 1 + usize::from(recon.is_some()) + usize::from(foreseen);
    let mut dice = Vec::new();
    for i in 0..n {
        dice.push(r.roll(id, step, &format!("{what}, die {}", i + 1))?);
    }
    let name = r.name(id);
    let shown: Vec<String> = dice.iter().map(u8::to_string).collect();
    let (kept, cp, how) = if foreseen {
        let low = dice.iter().copied().min().unwrap_or(1);
        (
            low,
            None,
            format!("must keep the lowest, {low}, because of Foresee the Future"),
        )
    } else if recon.is_some() && dice.len() > 1 {
        let mut options: Vec<String> = dice.iter().map(|d| format!("keep {d}")).collect();
        options.dedup();
        let (c, cp) = r.decide(id, step, "Recon: which die do you keep?", options)?;
        let v = c.trim_start_matches("keep ").parse().unwrap_or(dice[0]);
        (v, cp, format!("keeps {v} with Recon"))
    } else {
        (dice[0], None, "keeps it".to_string())
    };
    let p = r.pb(id);
    p.dice = dice;
    p.kept = Some(kept);
    // A new roll has no check yet: R4 adds the bonuses to it again (after
    // a tie, without the ones the tie switched off), so the last check's
    // bonus is not left beside the new die.
    p.bonus = 0;
    p.check = None;
    r.emit(
        kinds::ACTION,
        "roll",
        step,
        Some(label.to_string()),
        Some(id),
        recon.as_ref().map(|x| x.0.as_str()),
        format!("{name} rolls {} and {how}.", shown.join(", ")),
        cp,
    )?;
    if reroll && recon.is_some() {
        r.mark(readings::RECON_ON_REROLLS);
    }
    Ok(())
}

/// R4: bonuses are added; a player named by Tactics Broker has a check of 1.
fn add_to_rolls(r: &mut Runner, st: &mut RoundState) -> Result<(), SwmError> {
    st.checks += 1;
    let mut parts = Vec::new();
    // Tactician's open points (entry 6): whether several instances stack,
    // and whether a natural 1 stays 1.
    let mut tactician_reading = false;
    for id in r.seating() {
        let adds: Vec<i32> = r
            .live(&id, EffectKind::AddToRoll)
            .iter()
            .filter_map(|(_, a, _)| a.number)
            .collect();
        let bonus: i32 = adds.iter().sum();
        let p = r.pb(&id);
        tactician_reading |=
            !p.check_is_one && (adds.len() > 1 || (p.kept == Some(1) && bonus != 0));
        p.bonus = bonus;
        let kept = i32::from(p.kept.unwrap_or(1));
        let check = if p.check_is_one { 1 } else { kept + bonus };
        p.check = Some(check);
        let why = if p.check_is_one {
            " (named by Tactics Broker)".to_string()
        } else if bonus != 0 {
            format!(" ({kept} + {bonus})")
        } else {
            String::new()
        };
        parts.push(format!("{} {check}{why}", p.name));
    }
    let round = r.board.round;
    r.emit(
        kinds::NOTE,
        "checks",
        "R4",
        Some(format!("r{round}/checks-{}", st.checks)),
        None,
        None,
        format!("Initiative checks: {}.", parts.join(", ")),
        None,
    )?;
    if tactician_reading {
        r.mark(readings::TACTICIAN);
    }
    if std::mem::take(&mut st.bonus_follows_die) {
        r.mark(readings::SENSE_THE_FUTURE);
    }
    Ok(())
}

fn high(r: &Runner) -> (i32, Vec<String>) {
    let max = r
        .board
        .players
        .iter()
        .filter_map(|p| p.check)
        .max()
        .unwrap_or(0);
    let ids = r
        .board
        .players
        .iter()
        .filter(|p| p.check == Some(max))
        .map(|p| p.id.clone())
        .collect();
    (max, ids)
}

/// R5: a tie for the high roll cancels Tactics Broker and Tactician for the
/// round, ends Foresee the Future, and sends everyone back to step 3.
fn tie_for_high_roll(r: &mut Runner, st: &mut RoundState) -> Result<bool, SwmError> {
    let (max, ids) = high(r);
    if ids.len() < 2 {
        return Ok(false);
    }
    for id in r.seating() {
        let names: Vec<String> = r
            .abilities(&id)
            .into_iter()
            .filter(|(_, _, d)| d.cancelled_by_tie)
            .map(|(_, _, d)| d.name)
            .collect();
        let p = r.pb(&id);
        p.check_is_one = false;
        for n in names {
            if !p.cancelled.contains(&n) {
                p.cancelled.push(n);
            }
        }
    }
    st.foresee_open = false;
    let names: Vec<String> = ids.iter().map(|i| r.name(i)).collect();
    let round = r.board.round;
    r.emit(kinds::STATE_CHECK, "tie", "R5", Some(format!("r{round}/tie-{}", r.board.initiative_rolls)), None, None,
        format!("{} tie for the high roll at {max}: Tactics Broker and Tactician are cancelled this round, Foresee the Future can no longer be used, and everyone rolls again (back to step 3).", names.join(" and ")), None)?;
    // A tie leaves an adder it does not name (Covenant Watch Circle) in
    // place: the engine's reading of open entry 6.
    let kept_adder = r.seating().iter().any(|id| {
        r.live(id, EffectKind::AddToRoll)
            .iter()
            .any(|(_, _, d)| !d.cancelled_by_tie)
    });
    if kept_adder {
        r.mark(readings::TACTICIAN);
    }
    Ok(true)
}

/// Players in initiative order as it stands (highest check first, seating
/// breaking what cannot tie after step 5).
fn current_order(r: &Runner) -> Vec<String> {
    let mut ids = r.seating();
    crate::sorting::sort_by_key(&mut ids, |id| {
        std::cmp::Reverse(r.board.player(id).and_then(|p| p.check).unwrap_or(0))
    });
    ids
}

/// A once-per-round ability whose use every player who has it decides at
/// the same time (R6, R8): the words of its step.
struct UseTogether {
    kind: EffectKind,
    /// The procedure step (`R6`).
    step: &'static str,
    /// The decision's label stem and its prompt.
    stem: &'static str,
    prompt: &'static str,
    /// The announcement before the decisions are revealed.
    announcement: &'static str,
    /// The label stem of the reveal.
    reveal: &'static str,
}

const SENSE_THE_FUTURE: UseTogether = UseTogether {
    kind: EffectKind::ExchangeRolls,
    step: "R6",
    stem: "sense-the-future",
    prompt: "Sense the Future: use it (spending its Force)?",
    announcement: "Sense the Future: decisions to use it are revealed together.",
    reveal: "sense",
};

const ANTICIPATION: UseTogether = UseTogether {
    kind: EffectKind::Reroll,
    step: "R8",
    stem: "anticipation",
    prompt: "Anticipation: reroll your initiative die?",
    announcement: "Anticipation: decisions to reroll are revealed together.",
    reveal: "anticipation",
};

/// Every player with a live ability of `u.kind` (the first, when several)
/// decides whether to use it; the decisions are revealed together. The
/// players who use it, or `None` when nobody has one (the step does not
/// happen, and its once per round is not spent).
fn use_together(r: &mut Runner, u: &UseTogether) -> Result<Option<Vec<String>>, SwmError> {
    let mut asks = Vec::new();
    for id in r.seating() {
        if let Some((carrier, _, d)) = r.live(&id, u.kind).first().cloned() {
            asks.push(Ask {
                player: id.clone(),
                source: format!("{carrier}: {}", d.name),
                stem: u.stem.into(),
                prompt: u.prompt.into(),
                options: vec!["use".into(), "do not use".into()],
            });
        }
    }
    let revealed = r.reveal_together(u.step, u.announcement, u.reveal, asks)?;
    Ok(revealed.map(|decisions| {
        decisions
            .into_iter()
            .filter(|(_, d)| d == "use")
            .map(|(p, _)| p)
            .collect()
    }))
}

/// R6: Sense the Future, once per round. True when rolls were exchanged
/// (back to step 4).
fn sense_the_future(r: &mut Runner, st: &mut RoundState) -> Result<bool, SwmError> {
    if st.sense_done {
        return Ok(false);
    }
    let Some(users) = use_together(r, &SENSE_THE_FUTURE)? else {
        return Ok(false);
    };
    st.sense_done = true;
    for u in &users {
        r.pb(u).used.push("Sense the Future".into());
    }
    let round = r.board.round;
    if users.is_empty() {
        return Ok(false);
    }
    if users.len() == r.seating().len() {
        r.emit(kinds::NOTE, "result", "R6a", Some(format!("r{round}/sense-all-used")), None, None,
            "Every player uses Sense the Future, so initiative stays as it is (their Force is still spent).".into(), None)?;
        return Ok(false);
    }
    let asks = users
        .iter()
        .map(|id| {
            let mut options = vec!["no one".to_string()];
            options.extend(
                opponents(r, id)
                    .iter()
                    .map(|o| format!("exchange with {}", r.name(o))),
            );
            Ask {
                player: id.clone(),
                source: "Sense the Future".into(),
                stem: "sense-exchange-choice".into(),
                prompt: "Sense the Future: exchange die rolls with whom?".into(),
                options,
            }
        })
        .collect();
    let picks = r.simultaneous("R6b", "sense-targets", asks)?;
    let mut exchanged = false;
    let mut exchanges = Vec::new();
    for id in current_order(r) {
        let Some((_, pick)) = picks.iter().find(|(p, _)| *p == id) else {
            continue;
        };
        let Some(other) = pick
            .strip_prefix("exchange with ")
            .and_then(|n| r.id_of_name(n))
        else {
            continue;
        };
        let a = r.board.player(&id).and_then(|p| p.kept);
        let b = r.board.player(&other).and_then(|p| p.kept);
        r.pb(&id).kept = b;
        r.pb(&other).kept = a;
        exchanged = true;
        let bonus = |r: &Runner, p: &str| {
            r.live(p, EffectKind::AddToRoll)
                .iter()
                .filter_map(|(_, a, _)| a.number)
                .sum::<i32>()
        };
        let bonuses_differ = bonus(r, &id) != bonus(r, &other);
        let (n1, n2) = (r.name(&id), r.name(&other));
        r.emit(kinds::ACTION, "exchange", "R6c", Some(format!("r{round}/{id}/sense-exchange")), Some(&id), Some("Sense the Future"),
            format!("In initiative order, {n1} exchanges die rolls with {n2}: {n1} now has {}, {n2} has {}.", b.unwrap_or(0), a.unwrap_or(0)), None)?;
        // Whose bonus follows the die (open entry 7) matters when the two
        // bonuses differ: the checks added next follow it.
        st.bonus_follows_die |= bonuses_differ;
        exchanges.push(r.steps.len() - 1);
    }
    // Exchanges one after another (a chain) are the reading of entry 7 too.
    if exchanges.len() > 1 {
        for i in exchanges {
            r.mark_at(i, readings::SENSE_THE_FUTURE);
        }
    }
    st.exchanged |= exchanged;
    if exchanged {
        r.announce(
            "R6d",
            "Rolls were exchanged: back to step 4, the bonuses are added again.",
        )?;
    }
    Ok(exchanged)
}

/// R7: the high check wins, unless Master Tactician (or Sidious's
/// commander effect) applies; among several, the highest of them wins.
fn initiative_determined(r: &mut Runner, st: &RoundState) -> Result<String, SwmError> {
    let pass = st.checks;
    let round = r.board.round;
    // "Unless you roll a 1" read on the kept die (open entry 8) decides
    // something when the die and the check disagree about being 1; a 1
    // swapped in by Sense the Future is entry 7's question.
    let holders: Vec<(Option<u8>, Option<i32>)> = r
        .seating()
        .iter()
        .filter(|id| !r.live(id, EffectKind::WinUnlessOne).is_empty())
        .filter_map(|id| r.board.player(id).map(|p| (p.kept, p.check)))
        .collect();
    let one_differs = holders
        .iter()
        .any(|(kept, check)| (*kept == Some(1)) != (*check == Some(1)));
    let swapped_one = st.exchanged && holders.iter().any(|(kept, _)| *kept == Some(1));
    let masters: Vec<String> = r
        .seating()
        .into_iter()
        .filter(|id| !r.live(id, EffectKind::WinUnlessOne).is_empty())
        .filter(|id| r.board.player(id).and_then(|p| p.kept) != Some(1))
        .collect();
    let (winner, text) = if masters.is_empty() {
        let (_, ids) = high(r);
        let w = ids.first().cloned().unwrap_or_default();
        let t = format!("{} has the high roll and wins initiative.", r.name(&w));
        (w, t)
    } else if masters.len() == 1 {
        let w = masters[0].clone();
        let src = r
            .live(&w, EffectKind::WinUnlessOne)
            .first()
            .map(|x| x.2.name.clone())
            .unwrap_or_default();
        let t = format!(
            "{} wins initiative with {src}, whatever the other rolls (the die is not a 1).",
            r.name(&w)
        );
        (w, t)
    } else {
        let best = masters
            .iter()
            .filter_map(|m| r.board.player(m).and_then(|p| p.check))
            .max()
            .unwrap_or(0);
        let mut tied: Vec<String> = masters
            .iter()
            .filter(|m| r.board.player(m).and_then(|p| p.check) == Some(best))
            .cloned()
            .collect();
        let mut k = 0;
        while tied.len() > 1 {
            k += 1;
            if k > LOOP_CAP {
                return Err(SwmError::Loop {
                    step: "R7".into(),
                    cap: LOOP_CAP,
                });
            }
            let mut rolls = Vec::new();
            r.rolled_together("R7", &tied, |r, t| {
                let v = r.roll(
                    t,
                    "R7",
                    &format!("tie-break roll {k} among Master Tacticians"),
                )?;
                let name = r.name(t);
                rolls.push((v, t.to_string()));
                r.emit(
                    kinds::ACTION,
                    "roll",
                    "R7",
                    Some(format!("r{round}/{t}/tie-break-{k}")),
                    Some(t),
                    None,
                    format!(
                        "{name} rolls {v} to break the tie; the initiative check does not change."
                    ),
                    None,
                )
            })?;
            let top = rolls.iter().map(|x| x.0).max().unwrap_or(0);
            tied = rolls
                .into_iter()
                .filter(|x| x.0 == top)
                .map(|x| x.1)
                .collect();
        }
        let w = tied.first().cloned().unwrap_or_default();
        let t = format!("Several players have Master Tactician or the like: {}, the highest among them, wins initiative.", r.name(&w));
        (w, t)
    };
    r.board.initiative_winner = Some(r.name(&winner));
    r.emit(
        kinds::NOTE,
        "winner",
        "R7",
        Some(format!("r{round}/initiative-decided-{pass}")),
        Some(&winner),
        None,
        text,
        None,
    )?;
    if one_differs {
        r.mark(readings::MASTER_TACTICIAN_ONE);
    }
    if swapped_one {
        r.mark(readings::SENSE_THE_FUTURE);
    }
    Ok(winner)
}

/// R8: Anticipation, once per round: users reroll (Recon applies, Foresee
/// does not), then back to step 4. True when someone rerolled.
fn anticipation(r: &mut Runner, st: &mut RoundState) -> Result<bool, SwmError> {
    if st.anticipation_done {
        return Ok(false);
    }
    let Some(users) = use_together(r, &ANTICIPATION)? else {
        return Ok(false);
    };
    st.anticipation_done = true;
    if users.is_empty() {
        return Ok(false);
    }
    let round = r.board.round;
    r.rolled_together("R8", &users, |r, u| {
        r.pb(u).used.push("Anticipation".into());
        roll_for(
            r,
            u,
            "R8",
            false,
            true,
            &format!("r{round}/{u}/anticipation-reroll"),
            "the Anticipation reroll",
        )
    })?;
    r.board.initiative_winner = None;
    r.announce("R8", "Back to step 4 with the rerolled dice.")?;
    Ok(true)
}
