//! The realtime ruleset's vocabulary: action kinds, formats, units, the
//! board a trace step carries, and clock times.

use serde::{Deserialize, Serialize};

/// The eight general actions, in the order they resolve (their number).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ActionKind {
    VisibleDeploy,
    StealthDeploy,
    PrepBase,
    PrepField,
    Attack,
    Activate,
    Transfer,
    Summon,
}

impl ActionKind {
    pub const ALL: [ActionKind; 8] = [
        ActionKind::VisibleDeploy,
        ActionKind::StealthDeploy,
        ActionKind::PrepBase,
        ActionKind::PrepField,
        ActionKind::Attack,
        ActionKind::Activate,
        ActionKind::Transfer,
        ActionKind::Summon,
    ];

    /// Its place in the resolution order, 1 to 8.
    pub fn order(self) -> u8 {
        match self {
            ActionKind::VisibleDeploy => 1,
            ActionKind::StealthDeploy => 2,
            ActionKind::PrepBase => 3,
            ActionKind::PrepField => 4,
            ActionKind::Attack => 5,
            ActionKind::Activate => 6,
            ActionKind::Transfer => 7,
            ActionKind::Summon => 8,
        }
    }

    /// The word a scenario file uses.
    pub fn key(self) -> &'static str {
        match self {
            ActionKind::VisibleDeploy => "visible_deploy",
            ActionKind::StealthDeploy => "stealth_deploy",
            ActionKind::PrepBase => "prep_base",
            ActionKind::PrepField => "prep_field",
            ActionKind::Attack => "attack",
            ActionKind::Activate => "activate",
            ActionKind::Transfer => "transfer",
            ActionKind::Summon => "summon",
        }
    }

    /// The name a trainee reads.
    pub fn name(self) -> &'static str {
        match self {
            ActionKind::VisibleDeploy => "Visible Deploy",
            ActionKind::StealthDeploy => "Stealth Deploy",
            ActionKind::PrepBase => "Prep Base",
            ActionKind::PrepField => "Prep Field",
            ActionKind::Attack => "Attack",
            ActionKind::Activate => "Activate",
            ActionKind::Transfer => "Transfer",
            ActionKind::Summon => "Summon",
        }
    }

    /// The label fragment of its resolution step (`visible-deploy`).
    pub fn slug(self) -> String {
        self.key().replace('_', "-")
    }

    pub fn parse(s: &str) -> Option<ActionKind> {
        ActionKind::ALL.into_iter().find(|k| k.key() == s)
    }

    /// Only team formats have it.
    pub fn team_only(self) -> bool {
        matches!(self, ActionKind::Transfer | ActionKind::Summon)
    }

    /// Does the action name a card when it is selected?
    pub fn needs_unit(self) -> bool {
        !matches!(
            self,
            ActionKind::PrepBase | ActionKind::PrepField | ActionKind::Summon
        )
    }

    /// Does the page give it a SOURCE (the deployed unit, the attacker, the
    /// card with the ability)? Prep base, prep field, transfer and summon
    /// have none.
    pub fn has_source(self) -> bool {
        matches!(
            self,
            ActionKind::VisibleDeploy
                | ActionKind::StealthDeploy
                | ActionKind::Attack
                | ActionKind::Activate
        )
    }

    /// The digest entry that defines it.
    pub fn rule(self) -> &'static str {
        match self {
            ActionKind::VisibleDeploy => "rt-action-visible-deploy",
            ActionKind::StealthDeploy => "rt-action-stealth-deploy",
            ActionKind::PrepBase => "rt-action-prep-base",
            ActionKind::PrepField => "rt-action-prep-field",
            ActionKind::Attack => "rt-action-attack",
            ActionKind::Activate => "rt-action-activate",
            ActionKind::Transfer => "rt-action-transfer",
            ActionKind::Summon => "rt-action-summon",
        }
    }

    /// The action kinds a format allows.
    pub fn of_format(format: Format) -> Vec<ActionKind> {
        ActionKind::ALL
            .into_iter()
            .filter(|k| format == Format::Team || !k.team_only())
            .collect()
    }
}

/// Two players against each other, or teams sharing a reinforcements zone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Format {
    Duel,
    Team,
}

impl Format {
    pub fn key(self) -> &'static str {
        match self {
            Format::Duel => "duel",
            Format::Team => "team",
        }
    }
}

/// A card in a Spot: in a Base or on the Field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    /// Unique among the player's cards: used in labels and the script.
    pub r#ref: String,
    /// The card id in the card data.
    pub card: String,
    pub name: String,
    /// Prepped (upright, ready to act) or tapped.
    pub prepped: bool,
    pub hidden: bool,
    pub offense: i32,
    pub defense: i32,
    pub life: i32,
}

/// One team's Reinforcements Zone (team formats): what its members
/// Transfer goes in, what they Summon comes out; the other teams cannot
/// reach it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamZone {
    pub team: String,
    pub cards: Vec<Unit>,
}

/// One player's side of the board, with their clocks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerBoard {
    /// The key the scenario gives the player (`alex`).
    pub id: String,
    pub name: String,
    /// The Player Number, the last tiebreak of the resolution queue.
    pub number: u32,
    pub team: Option<String>,
    pub base: Vec<Unit>,
    pub field: Vec<Unit>,
    /// Cards gone to Limbo (the discard), by name.
    pub limbo: Vec<String>,
    /// Cards gone to Chuted (out of the game), by name.
    pub chuted: Vec<String>,
    /// Cards left in the HQ (the draw pile); they are not known.
    pub hq: u32,
    /// The most cards Quarter keeps in the Base.
    pub billet: u32,
    /// Seconds left on the turn clock.
    pub turn_clock: u32,
    /// The turn clock has run out and the player had not selected.
    pub turn_clock_out: bool,
    /// Seconds left on the player clock (for the whole game).
    pub player_clock: u32,
    /// The player clock is counting down at this step.
    pub player_clock_running: bool,
    /// The action this player has selected, if any (its kind's key).
    pub selected: Option<String>,
    pub lost: bool,
}

/// The board after a step: every player's field, base and clocks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    pub turn: u32,
    /// The phase of the turn: `start`, `action`, `resolve`, `end`.
    pub phase: String,
    /// Seconds since the turn started.
    pub time: u32,
    /// Seconds left on the global clock.
    pub global_clock: u32,
    pub players: Vec<PlayerBoard>,
    /// Each team's Reinforcements Zone (team formats; none in a duel), in
    /// the order the teams first appear by Player Number.
    pub reinforcements: Vec<TeamZone>,
    /// This ruleset's own kind of step (`turn_clock_out`, `resolve_attack`).
    pub step_kind: String,
}

impl Board {
    /// The values a step leaves, for answer keys' `fact` claims: the
    /// table's `time` (since the turn started, `m:ss`) and `global clock`
    /// (left), and each player's `turn clock` and `player clock` (left).
    pub fn values(&self) -> Vec<crate::timing::Fact> {
        let fact = |name: &str, player: Option<&str>, value: String| crate::timing::Fact {
            name: name.to_string(),
            player: player.map(str::to_string),
            value,
        };
        let mut out = vec![
            fact("time", None, clock_text(self.time)),
            fact("global clock", None, clock_text(self.global_clock)),
        ];
        for p in &self.players {
            out.push(fact("turn clock", Some(&p.id), clock_text(p.turn_clock)));
            out.push(fact(
                "player clock",
                Some(&p.id),
                clock_text(p.player_clock),
            ));
        }
        out
    }

    pub fn player(&self, id: &str) -> Option<&PlayerBoard> {
        self.players.iter().find(|p| p.id == id)
    }

    pub fn index_of(&self, id: &str) -> Option<usize> {
        self.players.iter().position(|p| p.id == id)
    }

    /// The Reinforcements Zone of player `p`'s team, if they have one.
    pub fn team_zone_mut(&mut self, p: usize) -> Option<&mut TeamZone> {
        let team = self.players.get(p)?.team.clone()?;
        self.reinforcements.iter_mut().find(|z| z.team == team)
    }

    /// The cards in player `p`'s team zone.
    pub fn team_zone(&self, p: usize) -> &[Unit] {
        let team = self.players.get(p).and_then(|x| x.team.as_deref());
        self.reinforcements
            .iter()
            .find(|z| Some(z.team.as_str()) == team)
            .map_or(&[], |z| z.cards.as_slice())
    }
}

/// A clock time as `m:ss`.
pub fn clock_text(seconds: u32) -> String {
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// Reads `m:ss`, `ss` or `-m:ss` (negative times are reported by the
/// loader, so they parse to a signed count of seconds).
pub fn parse_clock(text: &str) -> Option<i64> {
    let t = text.trim();
    let (neg, t) = match t.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, t),
    };
    let secs = match t.split_once(':') {
        Some((m, s)) => {
            if s.len() != 2 || m.is_empty() {
                return None;
            }
            let m: i64 = m.parse().ok()?;
            let s: i64 = s.parse().ok()?;
            if s >= 60 {
                return None;
            }
            m.checked_mul(60)?.checked_add(s)?
        }
        None => t.parse().ok()?,
    };
    Some(if neg { -secs } else { secs })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rt_action_order_is_the_listed_numbers() {
        let orders: Vec<u8> = ActionKind::ALL.iter().map(|k| k.order()).collect();
        assert_eq!(orders, vec![1, 2, 3, 4, 5, 6, 7, 8]);
        for k in ActionKind::ALL {
            assert_eq!(ActionKind::parse(k.key()), Some(k));
        }
    }

    #[test]
    fn rt_team_actions_only_in_team_formats() {
        assert!(!ActionKind::of_format(Format::Duel).contains(&ActionKind::Transfer));
        assert!(ActionKind::of_format(Format::Team).contains(&ActionKind::Summon));
    }

    #[test]
    fn clock_times_read_and_print() {
        assert_eq!(parse_clock("0:15"), Some(15));
        assert_eq!(parse_clock("1:00"), Some(60));
        assert_eq!(parse_clock("-0:03"), Some(-3));
        assert_eq!(parse_clock("45"), Some(45));
        assert_eq!(parse_clock("0:75"), None);
        assert_eq!(parse_clock("x"), None);
        assert_eq!(clock_text(83), "1:23");
    }
}
