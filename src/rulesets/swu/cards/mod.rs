//! Cards as data. A card is its printed facts plus its abilities written in
//! the vocabulary of [`ability`]; the engine interprets that vocabulary, so
//! adding a card never needs an engine change.

pub mod ability;
mod aims;
pub mod alternative_cost;
mod card_filters;
pub mod chosen_keyword;
pub mod constant;
pub mod coverage;
mod durations;
mod effect;
mod effect_options;
mod entry;
pub mod if_you_do;
pub mod names;
mod own_cards;
pub mod own_cost;
pub mod play_costs;
pub mod printed;
mod printed_forms;
pub mod required;
mod resource_cards;
pub mod text;
pub mod the_card;
pub mod trigger;
mod unit_conditions;
mod whose;

use std::collections::BTreeMap;
use std::sync::{Arc, OnceLock};

use serde::{Deserialize, Serialize};

use crate::fast_hash::{FastMap, FastSet};

pub use ability::{
    Ability, Amount, AmountOf, AttachTo, Cant, CardFilter, Condition, Constant, ConstantScope,
    Duration, Effect, HowPlayed, PlayerSel, Pronoun, Target, TimingPoint, UnitFilter,
    UpgradeFilter, While, Zone,
};
pub use effect_options::{AttachAsUpgrade, AttackEffect, PlayUnitEffect};
pub use effect_options::{LoseAllAbilities, PayAnyNumberDealDamage};
pub use effect_options::{RevealUpToForEach, SearchDiscardPlayFree};
use entry::Entry;
pub use resource_cards::ResourcesOf;
pub use the_card::{CardTest, TheCardAct};
pub use trigger::{Raise, Trigger, TriggerKind, TRIGGERS};
pub use whose::{IndirectTo, Whose};

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
    /// Plot (7.5.19): read on a unit or an event; the engine raises it when its
    /// owner deploys a leader while it is a named resource
    /// (`engine::plot`).
    Plot,
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
    /// The damage a printed Smuggle's cost also deals to a friendly unit
    /// its player picks ("Smuggle [C=7 Vigilance Villainy, deal 4 damage
    /// to a friendly unit]"): part of Y, paid in full (7.5.14a, 1.8.8).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub smuggle_damage: Option<u32>,
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
    /// The parts of the printed text the engine does not simulate, as
    /// printed (after `text::normalise`); a leader's unit side's parts
    /// start "unit side: ". Empty for a card read whole and for the
    /// hand-written cards (whose notes say what they leave out).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unread: Vec<String>,
    /// An upgrade's attachment restriction (3.6.3); none: "Attach to a
    /// unit".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attach: Option<AttachTo>,
    /// What playing this card itself costs less ("This unit costs 1 less
    /// to play for each friendly damaged unit"), applied as it is played
    /// (8.15.5a).
    #[serde(default, rename = "own_cost", skip_serializing_if = "Vec::is_empty")]
    pub own_costs: Vec<own_cost::OwnCost>,
    /// What this card, in play, changes about the cost of the cards its
    /// controller plays ("Each TRICK event you play costs 1 less"); a
    /// leader's: while on its leader side (8.15.5a, 8.10.2).
    #[serde(default, rename = "play_cost", skip_serializing_if = "Vec::is_empty")]
    pub play_costs: Vec<play_costs::PlayCostMod>,
    /// A leader's unit side's, while it is deployed as a unit.
    #[serde(
        default,
        rename = "unit_play_cost",
        skip_serializing_if = "Vec::is_empty"
    )]
    pub unit_play_costs: Vec<play_costs::PlayCostMod>,
    /// What its player may do instead of paying its cost ("discard a
    /// Cunning card from your hand", 7.7.5).
    #[serde(
        default,
        rename = "alternative_cost",
        skip_serializing_if = "Vec::is_empty"
    )]
    pub alternative_costs: Vec<alternative_cost::AlternativeCost>,
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

/// The bundled cards, indexed once: by id, by printed name, by set and
/// number, and the second names a hand-written card answers to.
#[derive(Debug, Default, PartialEq)]
struct Indexed {
    /// By id, hashed: the engine looks cards up by id at every step, and
    /// a search of an ordered map of the whole printed pool was a tenth of
    /// a run (issue 25). A printed card's text is read when the card is
    /// first asked for ([`entry`]); the indexes below need only its facts.
    cards: FastMap<String, Entry>,
    /// Every id of `cards`, in id order ([`CardPool::iter`]).
    ordered: Vec<String>,
    /// A printing's own id → the hand-written card that stands for it.
    /// This and the three below are only looked up, never walked in
    /// order, so they are hashed: as ordered trees of the whole printed
    /// pool, their building was a sixth of the pool's (issue 25).
    aliases: FastMap<String, String>,
    /// Ids of cards that come from the printed data alone (a scenario's own
    /// card may take such an id, replacing the printed reading).
    printed_only: FastSet<String>,
    /// `names::squash` of the name → ids, in the order they were indexed.
    by_name: FastMap<String, Vec<String>>,
    /// `printed::set_number_key` → id.
    by_number: FastMap<(String, String), String>,
    /// Whether any hand-written card has a constant ability
    /// ([`CardPool::has_constants`]); each card answers for itself
    /// ([`CardPool::has_constant`]).
    written_constants: bool,
    /// Whether any printed card has one, found (reading their texts) only
    /// when no hand-written card has one.
    printed_constants: OnceLock<bool>,
    /// The length of the longest "Name" or "Name, Subtitle" of a card with
    /// printed power and HP ([`CardPool::longest_printed_form`]), found the
    /// first time a file's texts are checked.
    longest_printed_form: OnceLock<usize>,
    /// Every card's name and "Name, Subtitle", lowercased → its ids in id
    /// order, built the first time a file's base or own cards are checked
    /// against the printed ones ([`CardPool::named`]): a scan of the whole
    /// pool per player and per own card was a fifth of `tw check` (issue 25).
    named: OnceLock<FastMap<String, Vec<String>>>,
    /// Every card with printed power and HP by its name and its "Name,
    /// Subtitle" exactly as printed → its ids in id order, built the first
    /// time a file's texts are checked ([`CardPool::printed_form`]): that
    /// check asks for every word run before each " (" of every text, and
    /// lowercasing each into [`CardPool::named`] was a thirtieth of `tw
    /// check` (issue 25).
    printed_forms: OnceLock<FastMap<String, Vec<String>>>,
    /// The first characters of the keys of `printed_forms`
    /// ([`CardPool::may_begin_printed_form`]).
    printed_form_initials: OnceLock<FastSet<char>>,
}

impl Indexed {
    /// Index a card by its printed facts and keep it.
    fn insert(&mut self, entry: Entry) {
        let card = entry.facts();
        self.by_name
            .entry(names::squash(&card.name))
            .or_default()
            .push(card.id.clone());
        if !card.set.is_empty() {
            self.by_number.insert(
                printed::set_number_key(&card.set, &card.number),
                card.id.clone(),
            );
        }
        self.cards.insert(card.id.clone(), entry);
    }
}

/// Every card the engine knows, by id: the bundled cards (shared, indexed
/// once, cheap to clone) and a scenario's own cards over them.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct CardPool {
    bundled: Arc<Indexed>,
    own: own_cards::OwnCards,
}

static BUNDLED: OnceLock<Result<CardPool, String>> = OnceLock::new();

impl CardPool {
    /// The cards the app ships: the hand-written files
    /// ([`BUNDLED_CARD_FILES`]) and every other printed card
    /// ([`printed`]), built once, each printed card's text read when the
    /// card is first asked for (`cards::entry`). Natively the card data is
    /// compiled in; in the browser it is the pool file a page loads first
    /// ([`CardPool::install_bundled`]), and until then this says so.
    pub fn bundled() -> Result<CardPool, String> {
        #[cfg(not(target_arch = "wasm32"))]
        {
            BUNDLED
                .get_or_init(|| printed::printings().and_then(Self::build_bundled))
                .clone()
        }
        #[cfg(target_arch = "wasm32")]
        {
            BUNDLED
                .get()
                .cloned()
                .unwrap_or_else(|| Err("the card pool is not loaded yet".to_string()))
        }
    }

    /// Build the bundled pool from these printings, once per process: the
    /// one place the pool is built, whichever way its data came (compiled
    /// in, or a pool file's bytes, [`printed::printings_of_pool`]). A
    /// second call returns the pool the first one built.
    pub fn install_bundled(printings: Vec<printed::Printing>) -> Result<CardPool, String> {
        BUNDLED
            .get_or_init(|| Self::build_bundled(printings))
            .clone()
    }

    /// Whether the bundled pool is built (in the browser: whether its file
    /// has been loaded).
    pub fn bundled_ready() -> bool {
        BUNDLED.get().is_some_and(Result::is_ok)
    }

    /// Only the hand-written files, without the printed cards.
    pub fn hand_written() -> Result<CardPool, String> {
        let mut pool = CardPool::default();
        for (name, text) in BUNDLED_CARD_FILES {
            pool.add_file(name, text)?;
        }
        Ok(pool)
    }

    fn build_bundled(printings: Vec<printed::Printing>) -> Result<CardPool, String> {
        let written = Self::hand_written()?.own;
        let mut ix = Indexed::default();
        let by_number: BTreeMap<(String, String), String> = written
            .values()
            .filter(|c| !c.set.is_empty())
            .map(|c| (printed::set_number_key(&c.set, &c.number), c.id.clone()))
            .collect();
        for card in written.into_values() {
            ix.written_constants |= !card.constants.is_empty();
            ix.insert(Entry::written(card));
        }
        let printings = printed::with_ids(printings);
        ix.cards.reserve(ix.cards.len() + printings.len());
        for (id, printing) in printings {
            let card = printing.facts(id);
            let key = printed::set_number_key(&card.set, &card.number);
            if let Some(written_id) = by_number.get(&key) {
                // The hand-written card stands for this printing; the
                // printing's id still finds it.
                if card.id != *written_id && !ix.cards.contains_key(&card.id) {
                    ix.aliases.insert(card.id, written_id.clone());
                }
                if let Some(e) = ix.cards.get_mut(written_id) {
                    e.read_base_text(printing);
                }
                continue;
            }
            let mut card = card;
            if ix.cards.contains_key(&card.id) {
                // A hand-written id of another printing: this one is named
                // by its set and number too.
                card.id = format!("{}-{}-{}", card.id, card.set.to_lowercase(), card.number);
            }
            ix.printed_only.insert(card.id.clone());
            ix.insert(Entry::printed(card, printing));
        }
        ix.ordered = ix.cards.keys().cloned().collect();
        ix.ordered.sort();
        Ok(CardPool {
            bundled: Arc::new(ix),
            own: own_cards::OwnCards::default(),
        })
    }

    /// Add every card of a TOML card file.
    pub fn add_file(&mut self, name: &str, text: &str) -> Result<(), String> {
        let file: CardFile = toml::from_str(text).map_err(|e| format!("{name}: {e}"))?;
        for card in file.cards {
            self.add(card)?;
        }
        Ok(())
    }

    /// Add a card of one's own. It may replace a card read from the printed
    /// data (a scenario's own reading of it), never a hand-written card or
    /// another card of one's own.
    pub fn add(&mut self, card: CardDef) -> Result<(), String> {
        let bundled_written = self.bundled.cards.contains_key(&card.id)
            && !self.bundled.printed_only.contains(&card.id);
        if self.own.contains_key(&card.id) || bundled_written {
            return Err(format!("card id '{}' is defined twice", card.id));
        }
        self.own.insert(card);
        Ok(())
    }

    pub fn get(&self, id: &str) -> Option<&CardDef> {
        self.own
            .get(id)
            .or_else(|| self.bundled.cards.get(id).map(Entry::card))
    }

    /// A card by its id or by a printing's id that a hand-written card
    /// stands for.
    pub fn get_or_alias(&self, id: &str) -> Option<&CardDef> {
        self.get(id)
            .or_else(|| self.bundled.aliases.get(id).and_then(|to| self.get(to)))
    }

    /// Is this card read from the printed data alone (not hand-written, not
    /// a scenario's own)?
    pub fn is_printed_only(&self, id: &str) -> bool {
        !self.own.contains_key(id) && self.bundled.printed_only.contains(id)
    }

    /// The cards whose name, or name and subtitle ("Name, Subtitle"), is
    /// `name` ignoring case, in id order (one's own over a bundled card
    /// with the same id): what a scan of [`CardPool::iter`] for that name
    /// finds, from an index built once.
    pub fn named(&self, name: &str) -> Vec<&CardDef> {
        self.named_facts(name)
            .into_iter()
            .map(|c| self.whole(c))
            .collect()
    }

    /// [`CardPool::named`] as printed facts (one's own cards whole), so a
    /// caller that narrows them further reads only the texts of the cards
    /// it keeps ([`CardPool::whole`]).
    fn named_facts(&self, name: &str) -> Vec<&CardDef> {
        let key = name.to_lowercase();
        let index = self.bundled.named.get_or_init(|| {
            let mut named: FastMap<String, Vec<String>> = FastMap::default();
            for c in self.bundled_in_order() {
                named
                    .entry(c.name.to_lowercase())
                    .or_default()
                    .push(c.id.clone());
                if c.subtitle.is_some() {
                    named
                        .entry(c.full_name().to_lowercase())
                        .or_default()
                        .push(c.id.clone());
                }
            }
            named
        });
        let mut cards: Vec<&CardDef> =
            index
                .get(&key)
                .into_iter()
                .flatten()
                .filter(|id| !self.own.contains_key(id))
                .filter_map(|id| self.bundled.cards.get(id))
                .map(Entry::facts)
                .chain(self.own.values().filter(|c| {
                    c.name.to_lowercase() == key || c.full_name().to_lowercase() == key
                }))
                .collect();
        crate::sorting::sort_by(&mut cards, |a, b| a.id.cmp(&b.id));
        cards
    }

    /// The whole card whose facts these are ([`CardPool::facts`],
    /// [`CardPool::named_facts`]): its text read if it was not yet.
    fn whole<'a>(&'a self, facts: &'a CardDef) -> &'a CardDef {
        self.get(&facts.id).unwrap_or(facts)
    }

    /// Whether any card of the pool has a constant ability (7.3): the
    /// bundled ones indexed once, then one's own. An engine whose pool has
    /// none skips every look for constants. The printed cards' texts are
    /// read for it only when no hand-written card has one.
    pub fn has_constants(&self) -> bool {
        let printed = || {
            *self.bundled.printed_constants.get_or_init(|| {
                self.bundled
                    .cards
                    .values()
                    .filter(|e| !e.is_written())
                    .any(|e| !e.card().constants.is_empty())
            })
        };
        self.bundled.written_constants
            || self.own.values().any(|c| !c.constants.is_empty())
            || printed()
    }

    /// Whether the card `id` has a constant ability: one hashed look-up,
    /// where a list of every such card's id was scanned per unit (and
    /// built and sorted per `Engine::new`) as the pool grew (issue 25).
    pub fn has_constant(&self, id: &str) -> bool {
        self.get(id).is_some_and(|c| !c.constants.is_empty())
    }

    /// Every card, in id order (each printed card's text read, if it was
    /// not yet).
    pub fn iter(&self) -> impl Iterator<Item = &CardDef> {
        self.merged(Entry::card)
    }

    /// Every card's printed facts, in id order (one's own cards whole): for
    /// a scan that needs only names, numbers or types, and reads the text
    /// of the cards it keeps ([`CardPool::whole`]).
    fn facts(&self) -> impl Iterator<Item = &CardDef> {
        self.merged(Entry::facts)
    }

    /// The bundled cards' printed facts in id order: what the name indexes
    /// are built from, so each lists its cards in the same order.
    fn bundled_in_order(&self) -> impl Iterator<Item = &CardDef> {
        self.bundled
            .ordered
            .iter()
            .filter_map(|id| self.bundled.cards.get(id))
            .map(Entry::facts)
    }

    /// One's own cards and the bundled ones (each as `bundled` gives it),
    /// merged in id order, one's own over a bundled card with its id.
    fn merged<'a>(
        &'a self,
        bundled: fn(&'a Entry) -> &'a CardDef,
    ) -> impl Iterator<Item = &'a CardDef> {
        let mut own = self.own.values().peekable();
        let mut bundled = self
            .bundled
            .ordered
            .iter()
            .filter(|id| !self.own.contains_key(id))
            .filter_map(|id| self.bundled.cards.get(id))
            .map(bundled)
            .peekable();
        std::iter::from_fn(move || match (own.peek(), bundled.peek()) {
            (Some(a), Some(b)) if a.id < b.id => own.next(),
            (Some(_), Some(_)) | (None, Some(_)) => bundled.next(),
            (Some(_), None) => own.next(),
            (None, None) => None,
        })
    }

    pub fn len(&self) -> usize {
        let shadowed = self
            .own
            .keys()
            .filter(|id| self.bundled.cards.contains_key(*id))
            .count();
        self.bundled.cards.len() + self.own.len() - shadowed
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Find a card the way an author writes it, when exactly one card
    /// answers (see [`CardPool::resolve`] for every way and the errors).
    pub fn find(&self, key: &str) -> Option<&CardDef> {
        self.resolve(key, None).ok()
    }

    /// The closest known ids and names to a misspelt key, best first.
    pub fn suggest(&self, key: &str) -> Option<String> {
        names::suggest(self, key)
    }

    /// Ids of the cards whose printed name squashes to this
    /// (`names::squash`).
    fn ids_named(&self, squashed: &str) -> Vec<&str> {
        let mut ids: Vec<&str> = self
            .bundled
            .by_name
            .get(squashed)
            .into_iter()
            .flatten()
            .map(String::as_str)
            .filter(|id| !self.own.contains_key(id))
            .collect();
        ids.extend(
            self.own
                .values()
                .filter(|c| names::squash(&c.name) == squashed)
                .map(|c| c.id.as_str()),
        );
        ids
    }

    /// The id of the card with this set and number.
    fn id_numbered(&self, set: &str, number: &str) -> Option<&str> {
        let key = printed::set_number_key(set, number);
        self.own
            .values()
            .find(|c| printed::set_number_key(&c.set, &c.number) == key)
            .map(|c| c.id.as_str())
            .or_else(|| self.bundled.by_number.get(&key).map(String::as_str))
    }
}

pub use names::NameError;
