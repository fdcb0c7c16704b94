//! Cards as data. A card is its printed facts plus its abilities written in
//! the vocabulary of [`ability`]; the engine interprets that vocabulary, so
//! adding a card never needs an engine change.

pub mod ability;
pub mod trigger;

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

pub use ability::{
    Ability, Amount, AmountOf, CardFilter, Constant, ConstantScope, Duration, Effect, PlayerSel,
    Target, TimingPoint, UnitFilter, Zone,
};
pub use trigger::{Raise, Trigger, TriggerKind, TRIGGERS};

/// The card files the app ships, bundled at build time.
pub const BUNDLED_CARD_FILES: &[(&str, &str)] = &[
    (
        "cards/timing-cards.toml",
        include_str!("../../../../cards/timing-cards.toml"),
    ),
    (
        "cards/coverage-cards.toml",
        include_str!("../../../../cards/coverage-cards.toml"),
    ),
    (
        "cards/bases.toml",
        include_str!("../../../../cards/bases.toml"),
    ),
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardType {
    Unit,
    Event,
    Upgrade,
    Leader,
    Base,
    Token,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Arena {
    Ground,
    Space,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Keyword {
    Ambush,
    Shielded,
    Overwhelm,
    Sentinel,
    Saboteur,
    Bounty,
    Restore,
    Raid,
    Grit,
    Smuggle,
    Hidden,
    /// Exploit X (7.5.16); X is `CardDef::exploit`.
    Exploit,
    /// Coordinate (7.5.15): the abilities it gates say `coordinate = true`.
    Coordinate,
}

/// One card: printed facts and abilities.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    /// Stable id, used by scenarios: `inferno-four`, `doctor-aphra`.
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub subtitle: Option<String>,
    #[serde(default)]
    pub set: String,
    #[serde(default)]
    pub number: String,
    #[serde(rename = "type")]
    pub card_type: CardType,
    #[serde(default)]
    pub cost: Option<u32>,
    #[serde(default)]
    pub power: Option<i32>,
    #[serde(default)]
    pub hp: Option<i32>,
    #[serde(default)]
    pub arena: Option<Arena>,
    #[serde(default)]
    pub aspects: Vec<String>,
    #[serde(default)]
    pub traits: Vec<String>,
    #[serde(default)]
    pub keywords: Vec<Keyword>,
    /// The N of "Raid N" (+N power while attacking, 7.5).
    #[serde(default)]
    pub raid: u32,
    /// The N of "Restore N" (heal N from your base when it attacks).
    #[serde(default)]
    pub restore: u32,
    /// The X of "Exploit X": while this card is played, its player may
    /// defeat up to X friendly units, each making it cost 2 less (7.5.16).
    #[serde(default)]
    pub exploit: u32,
    /// The cost Y of "Smuggle [Y]": it may be played from its owner's
    /// resource zone for Y (7.5.14).
    #[serde(default)]
    pub smuggle: Option<u32>,
    /// The aspect icons printed in Smuggle's brackets ("Smuggle [C=2
    /// Command]"): part of the cost Y, so they, not the card's own icons,
    /// decide the aspect penalty of a smuggled play (7.5.14a, 8.1.1).
    #[serde(default)]
    pub smuggle_aspects: Vec<String>,
    #[serde(default)]
    pub unique: bool,
    /// The printed text, shown on the board.
    #[serde(default)]
    pub text: String,
    /// A leader's unit side text, when it has one.
    #[serde(default)]
    pub back_text: Option<String>,
    #[serde(default, rename = "ability")]
    pub abilities: Vec<Ability>,
    /// A leader's unit side abilities (after it is deployed).
    #[serde(default, rename = "unit_ability")]
    pub unit_abilities: Vec<Ability>,
    /// A leader's epic action "If you control N or more resources, deploy
    /// this leader": N.
    #[serde(default)]
    pub deploy_resources: Option<u32>,
    /// Constant abilities (7.3) while this card is in play as a unit.
    #[serde(default, rename = "constant")]
    pub constants: Vec<Constant>,
}

impl CardDef {
    /// "Doctor Aphra, Rapacious Archaeologist".
    pub fn full_name(&self) -> String {
        match &self.subtitle {
            Some(s) => format!("{}, {}", self.name, s),
            None => self.name.clone(),
        }
    }

    /// The abilities the card has where it is: a leader in play as a unit
    /// has its unit side's abilities, otherwise the front's.
    pub fn abilities_as(&self, unit_side: bool) -> &[Ability] {
        if unit_side && self.card_type == CardType::Leader {
            &self.unit_abilities
        } else {
            &self.abilities
        }
    }

    pub fn has_keyword(&self, k: Keyword) -> bool {
        self.keywords.contains(&k)
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct CardFile {
    #[serde(rename = "card")]
    cards: Vec<CardDef>,
}

/// Every card the engine knows, by id.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct CardPool {
    cards: BTreeMap<String, CardDef>,
}

impl CardPool {
    /// The cards the app ships.
    pub fn bundled() -> Result<CardPool, String> {
        let mut pool = CardPool::default();
        for (name, text) in BUNDLED_CARD_FILES {
            pool.add_file(name, text)?;
        }
        Ok(pool)
    }

    /// Add every card of a TOML card file.
    pub fn add_file(&mut self, name: &str, text: &str) -> Result<(), String> {
        let file: CardFile = toml::from_str(text).map_err(|e| format!("{name}: {e}"))?;
        for card in file.cards {
            self.add(card)?;
        }
        Ok(())
    }

    pub fn add(&mut self, card: CardDef) -> Result<(), String> {
        if self.cards.contains_key(&card.id) {
            return Err(format!("card id '{}' is defined twice", card.id));
        }
        self.cards.insert(card.id.clone(), card);
        Ok(())
    }

    pub fn get(&self, id: &str) -> Option<&CardDef> {
        self.cards.get(id)
    }

    pub fn iter(&self) -> impl Iterator<Item = &CardDef> {
        self.cards.values()
    }

    pub fn len(&self) -> usize {
        self.cards.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// Find a card by id or by name (case-insensitive), the way an author
    /// writes it.
    pub fn find(&self, key: &str) -> Option<&CardDef> {
        self.get(key).or_else(|| {
            let k = key.trim().to_lowercase();
            self.cards
                .values()
                .find(|c| c.name.to_lowercase() == k || c.full_name().to_lowercase() == k)
        })
    }

    /// The closest known ids and names to a misspelt key, best first.
    pub fn suggest(&self, key: &str) -> Option<String> {
        let k = key.trim().to_lowercase();
        self.cards
            .values()
            .flat_map(|c| [c.id.clone(), c.name.clone()])
            .map(|cand| (edit_distance(&k, &cand.to_lowercase()), cand))
            .filter(|(d, cand)| *d <= (cand.len() / 3).max(2))
            .min_by_key(|(d, _)| *d)
            .map(|(_, c)| c)
    }
}

pub use crate::scenario::diagnostics::edit_distance;
