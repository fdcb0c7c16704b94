//! The three clocks of one action phase, simulated from the times written in
//! the scenario: no real waiting. Given each player's turn clock, what is
//! left on their player clock and when (if ever) they select, it finds every
//! clock event, when the action phase ends and why, and what each player's
//! clocks read at any moment.
//!
//! Readings this module fixes (see `procedure.md`, `rt-clock-ties`): a
//! selection made at the very second a clock reaches zero still counts; a
//! player clock that reaches zero at the same second as the global clock
//! has run out.

/// One player's clocks as the action phase starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockIn {
    /// Seconds on the turn clock, extra time for a target player included.
    pub turn_clock: u32,
    /// Seconds left on the player clock.
    pub player_clock: u32,
    /// When the player selects, in seconds from the start of the turn.
    pub selects_at: Option<u32>,
}

/// Something that happens to the clocks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum ClockEventKind {
    /// The player selected an action (in time, or on their player clock).
    Selected,
    /// The player's turn clock reached zero before they selected.
    TurnClockOut,
    /// The player's player clock begins to count down.
    PlayerClockStarts,
    /// The player's player clock reached zero: they get the default action.
    PlayerClockOut,
    /// The global clock reached zero: the action phase ends.
    GlobalClockOut,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockEvent {
    pub time: u32,
    /// The player it happens to; `None` for the global clock.
    pub player: Option<usize>,
    pub kind: ClockEventKind,
}

/// Why the action phase ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PhaseEnd {
    /// Every player selected.
    AllSelected,
    /// Some players selected and every other player's player clock ran out.
    OthersOutOfTime,
    /// The global clock ran out.
    GlobalClock,
}

/// How one player's action phase went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayerPhase {
    /// Selected before the turn clock ran out.
    InTime { at: u32 },
    /// Selected while the player clock was running.
    OnPlayerClock { at: u32 },
    /// The player clock ran out: the default action.
    PlayerClockOut { at: u32 },
    /// The global clock ended the phase first: the default action.
    CutByGlobal,
}

impl PlayerPhase {
    /// Did the player make their own selection?
    pub fn selected(self) -> bool {
        matches!(
            self,
            PlayerPhase::InTime { .. } | PlayerPhase::OnPlayerClock { .. }
        )
    }
}

/// The whole simulated action phase.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClockRun {
    pub inputs: Vec<ClockIn>,
    pub global: u32,
    /// Every clock event up to the end of the phase, in time order; events
    /// of the same second are grouped by player (the global clock last),
    /// each player's in the order they follow from one another.
    pub events: Vec<ClockEvent>,
    /// When the phase ended, in seconds from the start of the turn.
    pub end: u32,
    pub reason: PhaseEnd,
    pub players: Vec<PlayerPhase>,
    /// Player clock left at the end of the phase.
    pub player_clock_left: Vec<u32>,
}

/// When a player is done: selected, or out of player clock.
fn done_at(c: &ClockIn) -> (u32, bool) {
    let out = c.turn_clock.saturating_add(c.player_clock);
    match c.selects_at {
        Some(s) if s <= out => (s, true),
        _ => (out, false),
    }
}

/// Simulate one action phase. `global` is the global clock's seconds.
pub fn simulate(inputs: &[ClockIn], global: u32) -> ClockRun {
    let done: Vec<(u32, bool)> = inputs.iter().map(done_at).collect();
    let someone_selected = done.iter().any(|&(_, sel)| sel);
    let last = done.iter().map(|&(t, _)| t).max().unwrap_or(0);
    let (end, reason) = if someone_selected && last <= global {
        let all = done.iter().all(|&(_, sel)| sel);
        (
            last,
            if all {
                PhaseEnd::AllSelected
            } else {
                PhaseEnd::OthersOutOfTime
            },
        )
    } else {
        (global, PhaseEnd::GlobalClock)
    };
    let mut events = Vec::new();
    let mut players = Vec::new();
    let mut left = Vec::new();
    for (i, (c, &(at, selected))) in inputs.iter().zip(&done).enumerate() {
        let late = at > c.turn_clock;
        if late && c.turn_clock < end {
            for kind in [
                ClockEventKind::TurnClockOut,
                ClockEventKind::PlayerClockStarts,
            ] {
                events.push(ClockEvent {
                    time: c.turn_clock,
                    player: Some(i),
                    kind,
                });
            }
        }
        let phase = if at > end {
            PlayerPhase::CutByGlobal
        } else if selected && !late {
            PlayerPhase::InTime { at }
        } else if selected {
            PlayerPhase::OnPlayerClock { at }
        } else {
            PlayerPhase::PlayerClockOut { at }
        };
        match phase {
            PlayerPhase::InTime { at } | PlayerPhase::OnPlayerClock { at } => {
                events.push(ClockEvent {
                    time: at,
                    player: Some(i),
                    kind: ClockEventKind::Selected,
                })
            }
            PlayerPhase::PlayerClockOut { at } => events.push(ClockEvent {
                time: at,
                player: Some(i),
                kind: ClockEventKind::PlayerClockOut,
            }),
            PlayerPhase::CutByGlobal => {}
        }
        players.push(phase);
        left.push(player_clock_at(c, end));
    }
    if reason == PhaseEnd::GlobalClock {
        events.push(ClockEvent {
            time: global,
            player: None,
            kind: ClockEventKind::GlobalClockOut,
        });
    }
    crate::sorting::sort_by_key(&mut events, |e| {
        (e.time, e.player.is_none(), e.player, e.kind)
    });
    ClockRun {
        inputs: inputs.to_vec(),
        global,
        events,
        end,
        reason,
        players,
        player_clock_left: left,
    }
}

/// The player clock of one player `t` seconds into the turn, if the phase
/// were still going: it runs from the end of the turn clock until the
/// selection, never below zero.
fn player_clock_at(c: &ClockIn, t: u32) -> u32 {
    let stop = c.selects_at.map_or(t, |s| s.min(t));
    let used = stop.saturating_sub(c.turn_clock);
    c.player_clock.saturating_sub(used)
}

/// What the clocks read at one moment of the phase.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reading {
    pub global: u32,
    pub turn: Vec<u32>,
    pub turn_out: Vec<bool>,
    pub player: Vec<u32>,
    pub player_running: Vec<bool>,
}

impl ClockRun {
    /// The clocks `t` seconds into the turn (after the events of second `t`).
    pub fn at(&self, t: u32) -> Reading {
        let t = t.min(self.end);
        let mut r = Reading {
            global: self.global.saturating_sub(t),
            turn: Vec::new(),
            turn_out: Vec::new(),
            player: Vec::new(),
            player_running: Vec::new(),
        };
        for (c, phase) in self.inputs.iter().zip(&self.players) {
            let stop = match *phase {
                PlayerPhase::InTime { at }
                | PlayerPhase::OnPlayerClock { at }
                | PlayerPhase::PlayerClockOut { at } => at,
                PlayerPhase::CutByGlobal => self.end,
            };
            let now = t.min(stop);
            r.turn.push(c.turn_clock.saturating_sub(now));
            let out = now >= c.turn_clock && !matches!(phase, PlayerPhase::InTime { .. });
            r.turn_out.push(out && c.turn_clock < self.end);
            let pc = player_clock_at(
                &ClockIn {
                    selects_at: Some(stop),
                    ..*c
                },
                t,
            );
            r.player.push(pc);
            r.player_running
                .push(out && t < stop && t < self.end && c.turn_clock < self.end);
        }
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(turn: u32, player: u32, at: Option<u32>) -> ClockIn {
        ClockIn {
            turn_clock: turn,
            player_clock: player,
            selects_at: at,
        }
    }

    #[test]
    fn rt_phase_end_all_selected_ends_before_the_turn_clock() {
        let run = simulate(&[p(15, 60, Some(4)), p(15, 60, Some(9))], 30);
        assert_eq!(run.end, 9);
        assert_eq!(run.reason, PhaseEnd::AllSelected);
        assert!(run
            .events
            .iter()
            .all(|e| e.kind == ClockEventKind::Selected));
        assert_eq!(run.player_clock_left, vec![60, 60]);
    }

    #[test]
    fn rt_clock_player_runs_only_after_the_turn_clock() {
        let run = simulate(&[p(15, 60, Some(4)), p(15, 60, Some(22))], 30);
        assert_eq!(run.end, 22);
        assert_eq!(run.players[1], PlayerPhase::OnPlayerClock { at: 22 });
        assert_eq!(run.player_clock_left, vec![60, 53]);
        let kinds: Vec<_> = run.events.iter().map(|e| (e.time, e.kind)).collect();
        assert_eq!(
            kinds,
            vec![
                (4, ClockEventKind::Selected),
                (15, ClockEventKind::TurnClockOut),
                (15, ClockEventKind::PlayerClockStarts),
                (22, ClockEventKind::Selected),
            ]
        );
        let r = run.at(20);
        assert_eq!(r.player, vec![60, 55]);
        assert!(r.player_running[1] && r.turn_out[1] && !r.turn_out[0]);
        assert_eq!(r.global, 10);
    }

    #[test]
    fn rt_clock_global_ends_the_phase_for_a_player_who_never_selects() {
        let run = simulate(&[p(15, 60, Some(5)), p(15, 60, None)], 30);
        assert_eq!(run.reason, PhaseEnd::GlobalClock);
        assert_eq!(run.end, 30);
        assert_eq!(run.players[1], PlayerPhase::CutByGlobal);
        assert_eq!(run.player_clock_left[1], 45);
        assert_eq!(
            run.events.last().map(|e| e.kind),
            Some(ClockEventKind::GlobalClockOut)
        );
    }

    #[test]
    fn rt_phase_end_others_out_of_time() {
        let run = simulate(&[p(15, 60, Some(5)), p(15, 6, None)], 30);
        assert_eq!(run.reason, PhaseEnd::OthersOutOfTime);
        assert_eq!(run.end, 21);
        assert_eq!(run.players[1], PlayerPhase::PlayerClockOut { at: 21 });
        assert_eq!(run.player_clock_left[1], 0);
    }

    #[test]
    fn rt_clock_nobody_selects_waits_for_the_global_clock() {
        let run = simulate(&[p(15, 5, None), p(15, 5, None)], 30);
        assert_eq!(run.reason, PhaseEnd::GlobalClock);
        assert_eq!(run.end, 30);
        assert_eq!(run.player_clock_left, vec![0, 0]);
    }

    #[test]
    fn rt_clock_target_player_extra_time_means_not_late() {
        let run = simulate(&[p(15, 60, Some(20)), p(23, 60, Some(20))], 30);
        assert_eq!(run.players[0], PlayerPhase::OnPlayerClock { at: 20 });
        assert_eq!(run.players[1], PlayerPhase::InTime { at: 20 });
        assert_eq!(run.player_clock_left, vec![55, 60]);
    }

    #[test]
    fn rt_clock_ties_selection_at_zero_counts() {
        let run = simulate(&[p(15, 60, Some(15)), p(15, 15, None)], 30);
        assert_eq!(run.players[0], PlayerPhase::InTime { at: 15 });
        assert_eq!(run.players[1], PlayerPhase::PlayerClockOut { at: 30 });
        assert_eq!(run.reason, PhaseEnd::OthersOutOfTime);
        assert_eq!(run.player_clock_left[1], 0);
    }
}
