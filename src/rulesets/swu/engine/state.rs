//! The game state: everything on the table, for both players.
//!
//! The state is plain data. It is cloned into the trace after each step so
//! the UI can draw the board at any point: its growing parts (the players,
//! their decks, hands and discards, the units, the lasting and delayed
//! effects) are [`Shared`], so a snapshot shares every part the step did not
//! change (issue 25).

use serde::{Deserialize, Serialize};

pub use super::shared::Shared;
use crate::rulesets::swu::cards::{Arena, Duration, Effect, Keyword, TimingPoint};

/// Player 0 or 1. In scenarios, by convention, 0 is "Alex", the active
/// player, and 1 is "Nico".
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct PlayerId(pub u8);

impl PlayerId {
    pub fn other(self) -> PlayerId {
        PlayerId(1 - self.0)
    }
    pub fn index(self) -> usize {
        self.0 as usize
    }
    pub const BOTH: [PlayerId; 2] = [PlayerId(0), PlayerId(1)];

    /// The id a scenario file uses for the player: `"alex"` (the first,
    /// the active player at the start) or `"nico"`.
    pub fn slug(self) -> &'static str {
        if self.0 == 0 {
            "alex"
        } else {
            "nico"
        }
    }

    /// The player a scenario file's id names (any case).
    pub fn from_slug(id: &str) -> Option<PlayerId> {
        match id.to_lowercase().as_str() {
            "alex" => Some(PlayerId(0)),
            "nico" => Some(PlayerId(1)),
            _ => None,
        }
    }
}

/// One copy of a card in play. A card that leaves play and comes back is a
/// new copy with a new id (8.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct InstanceId(pub u32);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    Setup,
    Action,
    Regroup,
}

/// The step of the current phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PhaseStep {
    Setup,
    ActionStart,
    Turns,
    ActionEnd,
    RegroupStart,
    Draw,
    Resource,
    Ready,
    RegroupEnd,
}

impl PhaseStep {
    pub fn describe(self) -> &'static str {
        match self {
            PhaseStep::Setup => "setup",
            PhaseStep::ActionStart => "start of the action phase",
            PhaseStep::Turns => "player turns",
            PhaseStep::ActionEnd => "end of the action phase",
            PhaseStep::RegroupStart => "start of the regroup phase",
            PhaseStep::Draw => "draw step",
            PhaseStep::Resource => "resource step",
            PhaseStep::Ready => "ready step",
            PhaseStep::RegroupEnd => "end of the regroup phase",
        }
    }
}

/// A card whose identity may be unknown (a facedown deck or hand card).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HiddenCard {
    Known(String),
    Unknown,
}

impl HiddenCard {
    pub fn id(&self) -> Option<&str> {
        match self {
            HiddenCard::Known(id) => Some(id),
            HiddenCard::Unknown => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Base {
    pub name: String,
    pub hp: i32,
    pub damage: i32,
    /// The aspect icons the base provides for playing cards (3.2.1, 1.5.6b):
    /// the printed base's, or the ones a made-up base's scenario gives it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub aspects: Vec<String>,
}

impl Base {
    pub fn remaining(&self) -> i32 {
        self.hp - self.damage
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Leader {
    pub card: String,
    /// The scenario's name for it, used in labels.
    pub label: String,
    pub deployed: bool,
    pub exhausted: bool,
    pub epic_action_used: bool,
}

/// An upgrade or token on a unit.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Upgrade {
    pub card: String,
    pub label: String,
    pub owner: PlayerId,
    /// Its controller when that is not its owner: the player who took
    /// control of it ("take control of that upgrade", 1.5.2d), or who
    /// played it without owning it (a smuggled resource the other player
    /// owns, 1.5.2b); none: its owner.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub taken_by: Option<PlayerId>,
    /// A card that is not an upgrade, attached as one by an ability
    /// (Phantom II's "attach it as an upgrade to The Ghost"): the
    /// attachment restriction that ability gave it, kept while it stays
    /// attached (3.6.3b). None: the card's own (3.6.3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attached_by: Option<crate::rulesets::swu::cards::AttachTo>,
}

impl Upgrade {
    /// Its controller: the player who played it (1.5.2b), even on an enemy
    /// unit (1.5.2e, 3.6.5), until another takes control of it (1.5.2d).
    /// An upgrade played by its owner (or named on a unit of its owner's
    /// in a scenario) has its owner as controller unless taken; one played
    /// by the other player has `taken_by` set to them. A token upgrade's
    /// is its unit's (1.5.2f) and is told by the unit.
    pub fn controller(&self) -> PlayerId {
        self.taken_by.unwrap_or(self.owner)
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Unit {
    pub instance: InstanceId,
    pub card: String,
    /// The scenario's name for this copy, used in event labels.
    pub label: String,
    pub owner: PlayerId,
    pub controller: PlayerId,
    pub arena: Arena,
    pub damage: i32,
    pub exhausted: bool,
    pub shields: u32,
    pub experience: u32,
    pub upgrades: Vec<Upgrade>,
    /// Entered play during the current phase (Hello There).
    pub entered_this_phase: bool,
    /// The player who played this unit, when it was played this phase ("a
    /// Heroism unit you played this phase"): not a unit put into play
    /// without being played, nor a leader deployed (3.4.4).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub played_this_phase_by: Option<PlayerId>,
    /// Entered play during the current round, either phase (5.3.2): Boba
    /// Fett's "a unit that didn't enter play this round".
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub entered_this_round: bool,
    /// Cards this unit guards: captured, facedown under it until it leaves
    /// play (1.16.5d).
    #[serde(default)]
    pub captured: Vec<CapturedCard>,
    /// The Shield tokens among `shields` that a delayed effect will
    /// defeat ("defeat that token", Jetpack), each by that effect's label:
    /// tokens are objects (3.7.6), and that one token is defeated, not
    /// another given later (`engine::that_shield`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub marked_shields: Vec<String>,
    /// How it was played, when it entered play by being played ("If you
    /// played this unit from your hand"): none for a unit put into play
    /// otherwise, deployed or created.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub how_played: Option<crate::rulesets::swu::cards::HowPlayed>,
}

impl Unit {
    /// Is an upgrade attached to it (3.6.13)? Shield and Experience tokens
    /// are upgrades too (3.6.12).
    pub fn is_upgraded(&self) -> bool {
        !self.upgrades.is_empty() || self.shields > 0 || self.experience > 0
    }
}

/// A captured card under its guard. It is out of play: when it comes back
/// it is a new copy (8.7).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CapturedCard {
    pub card: String,
    /// The label it had in play; it comes back under the same label.
    pub label: String,
    pub owner: PlayerId,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Resources {
    pub ready: u32,
    pub exhausted: u32,
    /// Facedown resources whose cards the scenario names (a card with
    /// Smuggle, 7.5.14), counted among the ready ones.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub known: Vec<String>,
    /// Resources among these (counted in `ready` and `exhausted`) that the
    /// other player owns: taken by an ability until a unit leaves play
    /// (DJ, 8.27.1c; `effects::stolen_resource`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stolen: Vec<StolenResource>,
}

/// A resource its controller took from its owner, the other player, until
/// the unit `until` leaves play. `card` when the card is known; it is not
/// among the controller's `known` cards, which are their own.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StolenResource {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card: Option<String>,
    pub until: InstanceId,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlayerState {
    pub name: String,
    pub base: Base,
    pub leader: Option<Leader>,
    /// The aspect icons of a leader the scenario leaves off the board
    /// (every deck has one, 3.4.2): they still decide aspect penalties
    /// (8.1.1). Empty when the board shows the leader, whose card gives them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub leader_aspects: Vec<String>,
    /// Top of the deck first.
    pub deck: Shared<Vec<HiddenCard>>,
    pub hand: Shared<Vec<HiddenCard>>,
    pub resources: Resources,
    pub discard: Shared<Vec<String>>,
    /// Passed as their last action in this action phase.
    pub passed: bool,
    /// Controls their Force token, in their base zone (8.37.1): "the Force
    /// is with" them (8.37.3).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub force_token: bool,
    /// How many Credit tokens they control, in their resource zone but not
    /// resources (3.7.13, 4.5.4): each may be defeated while paying
    /// resources to pay 1 less (`engine::credits`).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub credit_tokens: u32,
    /// How many units this player controlled were defeated this phase:
    /// what "If a friendly unit was defeated this phase" (their own) and
    /// "If an enemy unit was defeated this phase" (their opponent's) ask.
    /// A scenario that starts mid-phase says how many were before it.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub units_defeated_this_phase: u32,
    /// The cards this player played this phase, by id, in the order played
    /// ("If you played a Villainy card this phase"). A leader deployed is
    /// not played (3.4.4), nor a unit put into play by an ability that does
    /// not say "play".
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub played_this_phase: Vec<String>,
    /// The cards this player played this round, by id, in the order
    /// played ("the first Clone unit you play each round", 8.8.1): the
    /// action phase's and the regroup phase's, forgotten when a new round
    /// starts.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub played_this_round: Vec<String>,
    /// The places in this player's discard pile of the cards of their own
    /// units defeated this phase, while still there ("a unit that was
    /// defeated this phase" in their discard pile: Unnatural Life, The
    /// Emperor's Legion). By place, not by card id: two copies of one card
    /// are two cards, one of them defeated this phase and the other not
    /// (`engine::defeated_this_phase`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub defeated_this_phase: Vec<usize>,
    /// The abilities "Use this ability only once each round" this player
    /// used this round (8.32.3), each as its card's copy and name
    /// (`effects::once_each_round`); forgotten when a round starts.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub used_this_round: Vec<String>,
    /// The units this player attacked with this phase, each as the copy
    /// and its card as the attack was declared ("If you attacked with a
    /// Mandalorian unit this phase": Bo-Katan Kryze); a unit that has left
    /// play since still counts.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attacked_with_this_phase: Vec<(InstanceId, String)>,
    /// The units that attacked this player's base this phase, each as
    /// the copy that attacked ("an enemy unit that attacked your base this
    /// phase": Ephant Mon); a copy that left play and came back is new
    /// (8.7.3), so it is not among them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attacked_base_this_phase: Vec<InstanceId>,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// What a lasting effect does while it lasts.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum LastingKind {
    Modify {
        power: i32,
        hp: i32,
    },
    CantReady,
    /// "A unit loses Sentinel for this phase" (SpecForce Soldier).
    LoseKeyword {
        keyword: Keyword,
    },
    /// "It gains Sentinel for this phase", "Give it Ambush for this phase".
    GainKeyword {
        keyword: Keyword,
        /// The X of a gained Raid X or Restore X; the numbers of every
        /// instance a unit has add up (7.5.4, 7.5.8b, 7.5.9b). 0 for a
        /// keyword without a number.
        #[serde(default)]
        amount: u32,
    },
    /// On the unit whose ability made it: each unit its controller
    /// controls that passes `filter` gains `keyword` (`amount`: Restore's
    /// number), while the unit is in play (Admiral Yularen's chosen
    /// keyword; engine/effects/chosen_keyword.rs).
    GrantsKeyword {
        keyword: Keyword,
        #[serde(default)]
        amount: u32,
        #[serde(default)]
        filter: crate::rulesets::swu::cards::UnitFilter,
    },
    /// "It loses all abilities for this phase" (Force Lightning): the unit
    /// has no abilities and gains none while it lasts (8.14.2;
    /// engine/lost_abilities.rs).
    LosesAllAbilities,
}

/// "+2/+2 for this phase", "can't ready this round" (7.7.3).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LastingEffect {
    pub label: String,
    pub source: String,
    pub controller: PlayerId,
    pub target: InstanceId,
    pub effect: LastingKind,
    pub duration: Duration,
}

/// "At the start of the regroup phase, defeat it" (7.7.4), waiting for its
/// timing point. `target` is the exact copy it aims at (8.7).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DelayedEffect {
    pub label: String,
    pub source: String,
    pub controller: PlayerId,
    pub at: TimingPoint,
    pub target: Option<InstanceId>,
    pub effects: Vec<Effect>,
}

/// How the game ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    Won { winner: PlayerId },
    Draw,
    Conceded { loser: PlayerId },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameState {
    pub players: [Shared<PlayerState>; 2],
    pub units: Shared<Vec<Unit>>,
    pub initiative: PlayerId,
    pub initiative_taken: bool,
    /// Whose turn it is in the action phase. Outside the action phase the
    /// active player is the initiative holder.
    pub active: PlayerId,
    pub round: u32,
    pub phase: Phase,
    pub step: PhaseStep,
    pub lasting: Shared<Vec<LastingEffect>>,
    pub delayed: Shared<Vec<DelayedEffect>>,
    pub next_instance: u32,
    pub outcome: Option<Outcome>,
    /// The attack under way while its "while attacking" and "while
    /// defending" abilities are active: from the attack's beginning
    /// (6.3.3) until it ends, before its When Attack Ends abilities
    /// resolve (6.3.5d, 7.6.16d). `None` outside an attack.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attack: Option<AttackNow>,
    /// Lasting effects on the game rather than on a unit ("Bases can't be
    /// healed for this phase", 7.7.3): they expire with the phase or round
    /// as the others do (`procedure::moment`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub game_lasting: Vec<GameLasting>,
    /// "While this unit is in play, opponents can't play the named card"
    /// (Regional Governor): play restrictions (8.19.3) that last while
    /// their unit, that copy of it (8.5.4), is in play.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cant_play_named: Vec<NamedRestriction>,
}

/// A card name a player can't play while a unit is in play (8.19.3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NamedRestriction {
    /// The unit whose ability made it: it ends when that copy leaves play.
    pub unit: InstanceId,
    /// The player who can't play cards of that name.
    pub player: PlayerId,
    /// The card name named (no subtitle, 8.17.1).
    pub name: String,
    /// 0: a play restriction (8.19.3). N: no restriction, but each card of
    /// that name costs N more for the unit's controller's opponents to
    /// play (Qi'ra; `effects::named_costs`).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub more: u32,
}

/// A lasting effect on the game as a whole (7.7.3), not on one unit.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameLasting {
    pub label: String,
    pub source: String,
    pub controller: PlayerId,
    pub effect: GameLastingKind,
    pub duration: Duration,
}

/// What a lasting effect on the game does.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameLastingKind {
    /// "Bases can't be healed for this phase": no base is healed, by any
    /// effect (8.3.2: "can't" overrides the heal; Restore too, 7.5.9).
    BasesCantBeHealed,
    /// "The next unit you play this phase costs 1 less": a delayed effect
    /// (7.7.4a) on its controller's next play of such a card (`None`: any
    /// card), removed once used (`effects::next_play`).
    NextCostsLess {
        card_type: Option<crate::rulesets::swu::cards::CardType>,
        less: u32,
        /// Aspects the card must not have ("non-Heroism, non-Villainy").
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        not_aspects: Vec<String>,
    },
    /// "For this phase, this unit's owner may play it from their discard
    /// pile for free": the effect's controller (the owner) may play this
    /// card from their discard pile as an action, for free (1.8.5), once
    /// (`effects::free_from_discard`). `at` is the copy's place in the
    /// pile: another copy of the card there is another card (8.5.1).
    PlayFromDiscardFree {
        card: String,
        #[serde(default)]
        at: usize,
    },
    /// "The next time you use a 'When Played' ability this phase, you may
    /// use that ability again": a delayed effect on its controller's next
    /// When Played ability, removed once met (`effects::again`; open
    /// question 38).
    NextWhenPlayedAgain,
}

/// Who takes part in the attack under way (6.3.1b): the attacker, and the
/// defending unit unless a base is attacked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttackNow {
    pub attacker: InstanceId,
    #[serde(default)]
    pub defender: Option<InstanceId>,
}

impl GameState {
    pub fn player(&self, p: PlayerId) -> &PlayerState {
        &self.players[p.index()]
    }

    pub fn player_mut(&mut self, p: PlayerId) -> &mut PlayerState {
        &mut self.players[p.index()]
    }

    pub fn name(&self, p: PlayerId) -> String {
        self.player(p).name.clone()
    }

    /// The active player: in the action phase the player taking a turn,
    /// otherwise the initiative holder (1.4.5: when no player is taking an
    /// action, the player with the initiative is the active player).
    pub fn active_player(&self) -> PlayerId {
        if self.taking_turns() {
            self.active
        } else {
            self.initiative
        }
    }

    /// Whether the players are taking turns (the action phase's turns),
    /// so that the active player is whoever's turn it is.
    pub fn taking_turns(&self) -> bool {
        self.phase == Phase::Action && self.step == PhaseStep::Turns
    }

    /// Every card captured under a unit in play, with its guard.
    pub fn captured(&self) -> impl Iterator<Item = (&Unit, &CapturedCard)> {
        self.units
            .iter()
            .flat_map(|u| u.captured.iter().map(move |c| (u, c)))
    }

    pub fn unit(&self, id: InstanceId) -> Option<&Unit> {
        self.units.iter().find(|u| u.instance == id)
    }

    pub fn unit_mut(&mut self, id: InstanceId) -> Option<&mut Unit> {
        self.units.iter_mut().find(|u| u.instance == id)
    }

    pub fn new_instance(&mut self) -> InstanceId {
        self.next_instance += 1;
        InstanceId(self.next_instance)
    }

    /// A new copy of a unit enters play (8.7): a new instance, owned and
    /// controlled by `owner`, with no damage, tokens, upgrades or captured
    /// cards, entered this phase. The one place a unit entering play
    /// during a run is built.
    pub fn enter_unit(
        &mut self,
        card: &str,
        label: String,
        owner: PlayerId,
        arena: Arena,
        exhausted: bool,
    ) -> InstanceId {
        let instance = self.new_instance();
        self.units.push(Unit {
            instance,
            card: card.to_string(),
            label,
            owner,
            controller: owner,
            arena,
            damage: 0,
            exhausted,
            shields: 0,
            experience: 0,
            upgrades: Vec::new(),
            entered_this_phase: true,
            played_this_phase_by: None,
            marked_shields: Vec::new(),
            how_played: None,
            entered_this_round: true,
            captured: Vec::new(),
        });
        instance
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }
}
