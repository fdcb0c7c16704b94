//! Printed card text and the vocabulary, both ways: [`normalise`] the
//! printed text into lines, [`read::read_line`] a line into the vocabulary,
//! [`write::write_line`] the vocabulary back into a line.
//!
//! **A line is read** only when the writer, given what the reader made of
//! it, writes that same line back ([`round_trip`]). The writer never sees
//! the printed text, so the round trip is the check that the reading says
//! what the card says; a line the reader parses into something the writer
//! writes differently is not read. **A card is modelled** when every line
//! of its text (a leader: both sides) is read.

mod again;
mod all;
mod alternative_cost;
mod amount_of;
mod and_draw;
mod and_heal;
mod at_once;
mod attach_as_upgrade;
mod attached_named;
mod attack_gains;
mod attack_with;
mod attack_with_this;
mod attacking_a;
mod bases_heal;
mod capture_by_it;
mod captured_in_its_arena;
mod choose;
mod chosen_before;
mod chosen_keyword;
mod clause;
mod compound;
mod conditional;
mod conditions;
mod constant;
mod counted;
mod credits;
mod damage_on_this;
mod deck;
mod defeated_this_phase;
mod defending_deck;
mod delayed;
mod discard;
mod discard_costs;
mod discard_hand;
mod disclose;
mod divided;
mod draw_for_each;
mod either;
mod either_or;
mod equal;
mod first_event_loses;
mod follow;
mod free_from_discard;
mod heal_divided;
mod if_its;
mod if_you_dont;
mod indirect;
mod instead;
mod it_divides;
mod lose_game;
mod loses_all;
mod more_clauses;
mod move_upgrade;
mod name_top;
mod named_costs;
mod next_play;
pub mod normalise;
mod once_each_round;
mod opponent_chooses;
mod opponent_may;
mod options;
mod own_cost;
mod phrases;
mod play;
mod play_costs;
mod played_count;
mod played_from;
mod played_trigger;
mod players;
mod power_at_most_upgrades;
mod pronoun;
mod random_return;
pub mod read;
mod redirect;
mod resource_cards;
mod resource_event;
mod resource_smuggle;
mod resources;
mod reveal_draw;
mod reveal_each;
mod reveal_enemy_resources;
mod reveal_resource;
mod reveal_top;
mod search_cheap;
mod search_discard;
mod sentence;
mod smuggle_cost;
mod stolen_resource;
mod subject;
mod take_upgrade;
mod that_token;
mod that_unit;
mod then_discard;
mod this_phase;
mod this_unit;
mod those_cards;
mod top_card;
mod unit_captures;
mod up_to;
mod upgrade;
mod upgrade_on_a_unit;
mod upgrade_then;
mod upgrade_was_attached;
mod upgrades_in_play;
mod upgrades_on;
mod upgrades_that_were_on;
mod use_the_force;
mod while_attacking;
mod words;
mod would_be_captured;
pub mod write;

pub use normalise::normalise;

use super::ability::{Ability, AttachTo, Constant};
use super::{CardType, Keyword};

/// The keywords the reader reads as a whole line, as cards print them;
/// `true` for a keyword printed with a number ("Raid 2").
pub const KEYWORD_WORDS: &[(&str, Keyword, bool)] = &[
    ("Sentinel", Keyword::Sentinel, false),
    ("Ambush", Keyword::Ambush, false),
    ("Overwhelm", Keyword::Overwhelm, false),
    ("Saboteur", Keyword::Saboteur, false),
    ("Shielded", Keyword::Shielded, false),
    ("Hidden", Keyword::Hidden, false),
    ("Grit", Keyword::Grit, false),
    ("Raid", Keyword::Raid, true),
    ("Restore", Keyword::Restore, true),
    ("Exploit", Keyword::Exploit, true),
    ("Plot", Keyword::Plot, false),
];

/// The token units the pool has (cards/coverage-cards.toml), by their
/// printed name and id.
pub const TOKENS: &[(&str, &str)] = &[
    ("X-Wing", "x-wing"),
    ("TIE Fighter", "tie-fighter"),
    ("Battle Droid", "battle-droid"),
    ("Clone Trooper", "clone-trooper"),
    ("Spy", "spy"),
];

/// One line of text in the vocabulary.
// A line lives only while a card's text is read (once per card, as the pool
// loads): boxing the large constant would add an allocation per constant
// to save memory that is freed at once anyway.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq)]
pub enum Line {
    /// A keyword of the card's own; `amount` is Raid's, Restore's or
    /// Exploit's number, 0 for the others.
    Keyword {
        keyword: Keyword,
        amount: u32,
    },
    Ability(Ability),
    /// "Smuggle [C=3 Aggression Heroism]": the card may be played from its
    /// owner's resources for this cost, its penalty counted against the
    /// aspect icons in the brackets (7.5.14a).
    Smuggle {
        cost: u32,
        aspects: Vec<String>,
    },
    /// An upgrade's "Attach to a friendly non-Vehicle unit." (3.6.3).
    Attach(AttachTo),
    /// A constant ability (7.3) of the card: an upgrade's "Attached unit
    /// gains Sentinel." (3.6.8).
    Constant(Constant),
    /// "This unit costs 1 less to play for each friendly damaged unit."
    /// (8.15.5a); `event`: the line says "this event" (words only: the
    /// card's type decides what it is).
    OwnCost {
        cost: super::own_cost::OwnCost,
        event: bool,
    },
    /// "Each TRICK event you play costs 1 less.", "Ignore the aspect
    /// penalty on SPECTRE cards you play.": a constant of a unit or leader
    /// about the cards its controller plays (8.15.5a, 8.10.2).
    PlayCost(super::play_costs::PlayCostMod),
    /// "Smuggle [C=7 Vigilance Villainy, deal 4 damage to a friendly
    /// unit]": Smuggle whose cost also deals `damage` to a unit its player
    /// controls and picks (text/smuggle_cost.rs).
    SmuggleDealing {
        cost: u32,
        aspects: Vec<String>,
        damage: u32,
    },
    /// "You may discard a Cunning card from your hand instead of paying
    /// this event's cost." (7.7.5; text/alternative_cost.rs).
    AlternativeCost(super::alternative_cost::AlternativeCost),
}

/// A keyword the card has, from a read line.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct KeywordLine {
    pub keyword: Keyword,
    pub amount: u32,
}

/// What the reader made of one side of a card.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Reading {
    pub keywords: Vec<KeywordLine>,
    pub abilities: Vec<Ability>,
    /// Smuggle's cost and the aspect icons in its brackets, when the card
    /// has Smuggle.
    pub smuggle: Option<(u32, Vec<String>)>,
    /// The normalised lines not read, as printed.
    pub unread: Vec<String>,
    /// An upgrade's attachment restriction, when it prints one.
    pub attach: Option<AttachTo>,
    pub constants: Vec<Constant>,
    pub own_costs: Vec<super::own_cost::OwnCost>,
    pub play_costs: Vec<super::play_costs::PlayCostMod>,
    /// The damage to a friendly unit Smuggle's cost also deals, when its
    /// brackets say so.
    pub smuggle_damage: Option<u32>,
    pub alternative_costs: Vec<super::alternative_cost::AlternativeCost>,
}

impl Reading {
    pub fn modelled(&self) -> bool {
        self.unread.is_empty()
    }
}

/// Read one normalised line and check it by writing it back: `Ok` only
/// when the writer gives back the same line.
pub fn round_trip(line: &str, card_type: CardType) -> Result<Line, String> {
    let read = read::read_line(line, card_type)?;
    match write::write_line(&read) {
        Some(back) if back == line => Ok(read),
        _ => Err(line.to_string()),
    }
}

/// Read a leader's unit side (its back): as any leader text, and a line
/// left unread is tried as a unit's constant ability, since this side is
/// a unit in play and the engine applies a leader's constants only while
/// it is one ("While ..., this unit gets +3/+0.": Doctor Aphra). Coordinate
/// stays a unit's own (its keyword is a unit card's).
pub fn read_unit_side(text: &str) -> Reading {
    let mut r = read_card(text, CardType::Leader);
    for line in std::mem::take(&mut r.unread) {
        match round_trip(&line, CardType::Unit) {
            Ok(Line::Constant(k)) if k.while_ != Some(super::ability::While::Coordinate) => {
                r.constants.push(k)
            }
            _ => r.unread.push(line),
        }
    }
    r
}

/// The lines of a leader's leader side (its front, read as `front`) that
/// read as a constant over its controller's friendly units ("Each friendly
/// upgraded unit gets +1/+0."), taken out of its unread lines: that side
/// is in play while the leader is not deployed (3.4.3) and a constant
/// ability is in effect while its card is in play (7.3.1). Only a plain
/// change of friendly units, always in effect, is taken, its scope
/// `FriendlyUnitsFromLeaderSide`.
pub fn leader_side_constants(front: &mut Reading) -> Vec<Constant> {
    let mut out = Vec::new();
    for line in std::mem::take(&mut front.unread) {
        match round_trip(&line, CardType::Unit) {
            Ok(Line::Constant(k))
                if k.to == super::ability::ConstantScope::FriendlyUnits
                    && k.while_.is_none()
                    && k.per.is_none()
                    && k.abilities.is_empty()
                    && k.keywords.is_empty()
                    && k.cant.is_empty() =>
            {
                out.push(Constant {
                    to: super::ability::ConstantScope::FriendlyUnitsFromLeaderSide,
                    ..k
                })
            }
            _ => front.unread.push(line),
        }
    }
    out
}

/// Read a printed text (one side of a card).
pub fn read_card(text: &str, card_type: CardType) -> Reading {
    let mut r = Reading::default();
    let lines = normalise(text);
    // "Choose one:" and its options (text/options.rs).
    if let Some(a) = options::read_event(&lines, card_type) {
        r.abilities.push(a);
        return r;
    }
    // "On Attack: Discard up to 3 cards ... choose a different option:"
    // and its options (text/options.rs).
    if let Some(a) = options::read_discard_for_options(&lines, card_type) {
        r.abilities.push(a);
        return r;
    }
    for line in lines {
        match round_trip(&line, card_type) {
            Ok(Line::Keyword { keyword, amount }) => {
                r.keywords.push(KeywordLine { keyword, amount })
            }
            Ok(Line::Smuggle { cost, aspects }) => r.smuggle = Some((cost, aspects)),
            Ok(Line::SmuggleDealing {
                cost,
                aspects,
                damage,
            }) => {
                r.smuggle = Some((cost, aspects));
                r.smuggle_damage = Some(damage);
            }
            Ok(Line::Attach(a)) => r.attach = Some(a),
            Ok(Line::OwnCost { cost, .. }) => r.own_costs.push(cost),
            Ok(Line::PlayCost(k)) => r.play_costs.push(k),
            Ok(Line::AlternativeCost(k)) => r.alternative_costs.push(k),
            Ok(Line::Constant(k)) => {
                // Coordinate (7.5.15c): the card has the keyword whether or
                // not what follows the dash is active.
                let coordinate = k.while_ == Some(super::ability::While::Coordinate);
                if coordinate && !r.keywords.iter().any(|l| l.keyword == Keyword::Coordinate) {
                    r.keywords.push(KeywordLine {
                        keyword: Keyword::Coordinate,
                        amount: 0,
                    });
                }
                r.constants.push(k)
            }
            Ok(Line::Ability(a)) => {
                // A bounty is a keyword ability (7.5.13): the card has the
                // keyword, and the ability says what its bounty does.
                // A bounty an upgrade grants is the attached unit's, not
                // the upgrade card's keyword (3.6.8).
                if a.when == [super::trigger::Trigger::Bounty] && !a.granted {
                    r.keywords.push(KeywordLine {
                        keyword: Keyword::Bounty,
                        amount: 0,
                    });
                }
                // So is Coordinate (7.5.15): the card has the keyword, the
                // ability is what it gates.
                let has = |k| r.keywords.iter().any(|l| l.keyword == k);
                if a.coordinate && !a.granted && !has(Keyword::Coordinate) {
                    r.keywords.push(KeywordLine {
                        keyword: Keyword::Coordinate,
                        amount: 0,
                    });
                }
                r.abilities.push(a)
            }
            Err(unread) => r.unread.push(unread),
        }
    }
    if card_type == CardType::Event {
        r.abilities = one_event_ability(std::mem::take(&mut r.abilities));
    }
    r
}

/// An event's text is one ability however many lines it is printed on: its
/// effects resolve in the order written (7.1.5), not as separate abilities
/// for a player to order.
fn one_event_ability(abilities: Vec<Ability>) -> Vec<Ability> {
    use super::ability::Effect;
    use super::trigger::Trigger;
    let (events, others): (Vec<Ability>, Vec<Ability>) = abilities
        .into_iter()
        .partition(|a| a.when == [Trigger::Event]);
    if events.len() < 2 {
        return events.into_iter().chain(others).collect();
    }
    let mut effects = Vec::new();
    for a in events {
        if a.may {
            effects.push(Effect::May { then: a.effects });
        } else {
            effects.extend(a.effects);
        }
    }
    let mut one = events_template();
    one.effects = effects;
    std::iter::once(one).chain(others).collect()
}

fn events_template() -> Ability {
    read::ability(vec![super::trigger::Trigger::Event], false, Vec::new())
}

/// The shape of an unread line, for the coverage table: its first
/// sentence with every number written N ("When Played: Deal N damage to a
/// damaged unit").
pub fn shape(line: &str) -> String {
    let first = match line.find(". ") {
        Some(i) => &line[..=i],
        None => line,
    };
    let mut out = String::new();
    let mut in_number = false;
    for ch in first.chars() {
        if ch.is_ascii_digit() {
            if !in_number {
                out.push('N');
            }
            in_number = true;
        } else {
            in_number = false;
            out.push(ch);
        }
    }
    out
}
