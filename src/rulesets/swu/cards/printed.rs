//! Every printed card, read from the card data (`cards/printed-cards.json`,
//! a copy of `shared/cards/all-cards.json`): its printed facts straight from
//! the data (a known error in it corrected from the data's own record of a
//! reprint: [`corrections`]), its keywords and abilities from the text reader
//! ([`super::text`]), and the parts the reader does not read yet named in
//! [`CardDef::unread`].
//!
//! Why a copy inside the repository: the build and the browser must not
//! depend on a folder beside the clone, and the data is data. A test keeps
//! the copy equal to `../shared/cards/all-cards.json` whenever that file is
//! present, so an updated dump is noticed.
//!
//! **Ids.** A printed card's id is the slug of "Name Subtitle"
//! (`darth-vader-dark-lord-of-the-sith`, `wampa`); a second printing of the
//! same name and subtitle adds its set (`death-trooper-shd`), the first
//! printing being the earliest in [`SET_ORDER`]. A hand-written card (the
//! files in `cards/*.toml`) keeps its own id and abilities and replaces the
//! printing with its set and number; that printing's slug then stays a
//! second name for it ([`super::CardPool::resolve`]).

use serde::{Deserialize, Serialize};

pub mod corrections;

use super::text::{self, Reading};
use super::{Arena, CardDef, CardType};

/// The card data, compiled into the native programs (`tw`, the tests).
/// The browser apps never carry it: the author page and the engine's
/// worker fetch the pool file `tw pool` writes ([`POOL_FILE`]).
#[cfg(not(target_arch = "wasm32"))]
pub const PRINTED_CARDS_JSON: &str = include_str!("../../../../cards/printed-cards.json");

/// Where the browser fetches the printed cards: postcard bytes of
/// [`POOL_FORMAT`] then every printing ([`pool_bytes`]), written at build
/// time by `tw pool dist/cards.pool` and cached by the service worker.
pub const POOL_FILE: &str = "/cards.pool";

/// The pool file's format: a page reading another format (a cached old
/// page against a new build) says so instead of misreading it.
pub const POOL_FORMAT: u32 = 1;

/// The unread part of an upgrade whose power and HP modifiers the card
/// data does not give ([`Printing::missing_facts`]).
pub const MISSING_MODIFIERS: &str = "power and HP modifiers (not in the card data)";

/// The six aspects (1.5.6a), as cards print them: the one list the text
/// reader and the scenario board's check both read.
pub const ASPECTS: &[&str] = &[
    "Vigilance",
    "Command",
    "Aggression",
    "Cunning",
    "Villainy",
    "Heroism",
];

/// The sets in the order their printings take the plain id: the eight main
/// sets in release order, then the starter and special sets.
pub const SET_ORDER: &[&str] = &[
    "SOR", "SHD", "TWI", "JTL", "LOF", "SEC", "LAW", "ASH", "IBH", "TS26",
];

/// One card as the data writes it: its printed facts and text, nothing
/// read yet (so the pool file carries no reading of the text, only what
/// the data says, and the reader stays the one place that reads it).
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct Printing {
    pub set: String,
    pub number: String,
    pub name: String,
    #[serde(default)]
    pub subtitle: Option<String>,
    #[serde(rename = "Type")]
    pub card_type: String,
    #[serde(default)]
    pub aspects: Vec<String>,
    #[serde(default)]
    pub traits: Vec<String>,
    #[serde(default)]
    pub arenas: Vec<String>,
    /// The data's own keyword list (informative: the text is read instead,
    /// since the list also names keywords a card only grants).
    #[serde(default)]
    pub keywords: Vec<String>,
    #[serde(default)]
    pub cost: Option<String>,
    #[serde(default)]
    pub power: Option<String>,
    #[serde(default, rename = "HP")]
    pub hp: Option<String>,
    #[serde(default)]
    pub front_text: Option<String>,
    #[serde(default)]
    pub back_text: Option<String>,
    #[serde(default)]
    pub epic_action: Option<String>,
    #[serde(default)]
    pub unique: bool,
    #[serde(default)]
    pub double_sided: bool,
}

#[derive(Deserialize)]
struct Data {
    cards: Vec<Printing>,
}

/// Every printing of the data, in the data's order.
#[cfg(not(target_arch = "wasm32"))]
pub fn printings() -> Result<Vec<Printing>, String> {
    printings_of_json(PRINTED_CARDS_JSON)
}

/// The printings of a copy of the card data (`cards/printed-cards.json`),
/// with the data's known errors corrected ([`corrections`]).
pub fn printings_of_json(json: &str) -> Result<Vec<Printing>, String> {
    let mut all = raw_printings_of_json(json)?;
    corrections::apply(&mut all);
    Ok(all)
}

/// The printings exactly as the data writes them, errors included.
pub fn raw_printings_of_json(json: &str) -> Result<Vec<Printing>, String> {
    serde_json::from_str::<Data>(json)
        .map(|d| d.cards)
        .map_err(|e| format!("cards/printed-cards.json: {e}"))
}

/// The pool file's bytes: [`POOL_FORMAT`], then the printings.
pub fn pool_bytes(printings: &[Printing]) -> Vec<u8> {
    let mut out = postcard::to_allocvec(&POOL_FORMAT).unwrap_or_default();
    // Serialising plain strings, numbers and lists cannot fail.
    out.extend(postcard::to_allocvec(printings).unwrap_or_default());
    out
}

/// Read a pool file back; `Err` says why not (another format, not this
/// shape, bytes left over), never a panic.
pub fn printings_of_pool(bytes: &[u8]) -> Result<Vec<Printing>, String> {
    let unreadable = |e: postcard::Error| format!("the card pool file could not be read: {e}");
    let (format, rest) = postcard::take_from_bytes::<u32>(bytes).map_err(unreadable)?;
    if format != POOL_FORMAT {
        return Err(format!(
            "the card pool file is in format {format}, this app reads format {POOL_FORMAT}: reload the page"
        ));
    }
    let (all, rest) = postcard::take_from_bytes::<Vec<Printing>>(rest).map_err(unreadable)?;
    if !rest.is_empty() {
        return Err(format!(
            "the card pool file could not be read: {} bytes after its end",
            rest.len()
        ));
    }
    Ok(all)
}

/// Lowercase letters and digits, words joined by '-': "Emperor's Observatory"
/// is `emperor-s-observatory` (the hand-written bases' ids say so too).
pub fn slug(s: &str) -> String {
    slug_of(s.chars(), s.len())
}

/// The slug of these characters (`len` bytes of text at most): one string
/// built at its size, since every printing's id is slugged when the pool
/// is built (issue 25).
fn slug_of(chars: impl Iterator<Item = char>, len: usize) -> String {
    let mut out = String::with_capacity(len);
    for c in chars.map(unaccented) {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    // At most one '-' ends it: one is never pushed after another.
    if out.ends_with('-') {
        out.pop();
    }
    out
}

/// The plain letter of an accented one, so ids stay ASCII: "Chirrut Îmwe"
/// is `chirrut-imwe`.
fn unaccented(c: char) -> char {
    match c {
        'à' | 'á' | 'â' | 'ä' | 'ã' | 'å' | 'À' | 'Á' | 'Â' | 'Ä' | 'Ã' | 'Å' => 'a',
        'è' | 'é' | 'ê' | 'ë' | 'È' | 'É' | 'Ê' | 'Ë' => 'e',
        'ì' | 'í' | 'î' | 'ï' | 'Ì' | 'Í' | 'Î' | 'Ï' => 'i',
        'ò' | 'ó' | 'ô' | 'ö' | 'õ' | 'Ò' | 'Ó' | 'Ô' | 'Ö' | 'Õ' => 'o',
        'ù' | 'ú' | 'û' | 'ü' | 'Ù' | 'Ú' | 'Û' | 'Ü' => 'u',
        'ñ' | 'Ñ' => 'n',
        'ç' | 'Ç' => 'c',
        c => c,
    }
}

/// "SOR_010", "sor 10" and "SOR-010" are all (SOR, 10): the set upper-case,
/// the number without leading zeros.
pub fn set_number_key(set: &str, number: &str) -> (String, String) {
    let n = number.trim().trim_start_matches('0');
    (
        set.trim().to_uppercase(),
        if n.is_empty() { "0" } else { n }.to_string(),
    )
}

impl Printing {
    /// The slug of "Name Subtitle", without any set suffix.
    pub fn base_id(&self) -> String {
        match &self.subtitle {
            Some(s) => slug_of(
                self.name.chars().chain([' ']).chain(s.chars()),
                self.name.len() + 1 + s.len(),
            ),
            None => slug(&self.name),
        }
    }

    fn set_rank(&self) -> usize {
        SET_ORDER
            .iter()
            .position(|s| *s == self.set)
            .unwrap_or(SET_ORDER.len())
    }

    /// The card type the data names ("Unit", "Leader", ...).
    pub fn kind(&self) -> CardType {
        match self.card_type.as_str() {
            "Unit" => CardType::Unit,
            "Event" => CardType::Event,
            "Upgrade" => CardType::Upgrade,
            "Leader" => CardType::Leader,
            "Base" => CardType::Base,
            _ => CardType::Token,
        }
    }

    /// What the card data lacks that the engine needs to simulate the
    /// card, named as an unread part: an upgrade's power and HP modifiers
    /// (3.6.7), which the data leaves out for most upgrades after SHD and
    /// TWI (a modifier taken as +0 would teach wrong stats).
    pub fn missing_facts(&self) -> Option<String> {
        let num = |v: &Option<String>| v.as_deref().and_then(|s| s.trim().parse::<i32>().ok());
        (self.kind() == CardType::Upgrade
            && (num(&self.power).is_none() || num(&self.hp).is_none()))
        .then(|| MISSING_MODIFIERS.to_string())
    }

    /// The keywords the data's own keyword list gives a unit that its
    /// printed text never names (Supreme Leader Snoke's Sentinel, Sullustan
    /// Sapper's Shielded). A finding settled for the text: a card's
    /// abilities are those in its text box (1.13.1), and a keyword is one
    /// of them (7.5.1), so a keyword the text box does not show is not the
    /// card's. The list is wrong elsewhere too (it gives Sullustan Sapper
    /// Shielded and leaves out the Overwhelm its text prints), so these are
    /// never given to the card nor counted against its reading; this names
    /// them for the tests that check the finding.
    pub fn keywords_not_printed(&self) -> Vec<String> {
        if self.kind() != CardType::Unit {
            return Vec::new();
        }
        let text = self.front_text.as_deref().unwrap_or("").to_lowercase();
        self.keywords
            .iter()
            .map(|k| k.trim())
            .filter(|k| !k.is_empty() && !text.contains(&k.to_lowercase()))
            .map(|k| format!("{k} (in the data's keyword list, not in the printed text)"))
            .collect()
    }

    /// The card as the engine's data, its abilities as far as the reader
    /// reads them: [`Printing::facts`] then [`Printing::read_text`].
    pub fn to_card(&self, id: String) -> CardDef {
        self.read_text(self.facts(id))
    }

    /// The card's printed facts straight from the data (names, set and
    /// number, type, cost, power, HP, arena, aspects, traits, text), its
    /// text not read yet: no keywords, abilities or unread parts. What the
    /// pool's indexes need, for a fraction of the cost of reading the text
    /// (issue 25).
    pub fn facts(&self, id: String) -> CardDef {
        let card_type = self.kind();
        let num = |v: &Option<String>| v.as_deref().and_then(|s| s.trim().parse::<i32>().ok());
        let arena = match self.arenas.first().map(String::as_str) {
            Some("Ground") => Some(Arena::Ground),
            Some("Space") => Some(Arena::Space),
            _ => None,
        };
        let text = self.front_text.clone().unwrap_or_default();
        CardDef {
            id,
            // The data has names with a trailing space ("Headhunter
            // Squadron "): a name is what a player reads, so trimmed.
            name: self.name.trim().to_string(),
            subtitle: self.subtitle.as_deref().map(|s| s.trim().to_string()),
            set: self.set.clone(),
            number: self.number.clone(),
            card_type,
            cost: num(&self.cost).map(|c| c.max(0) as u32),
            power: num(&self.power),
            hp: num(&self.hp),
            arena,
            aspects: self.aspects.clone(),
            traits: self.traits.clone(),
            keywords: Vec::new(),
            raid: 0,
            restore: 0,
            exploit: 0,
            smuggle: None,
            smuggle_aspects: Vec::new(),
            smuggle_damage: None,
            unique: self.unique,
            text,
            back_text: self.back_text.clone().filter(|t| !t.trim().is_empty()),
            abilities: Vec::new(),
            unit_abilities: Vec::new(),
            deploy_resources: self.epic_action.as_deref().and_then(deploy_resources),
            constants: Vec::new(),
            unread: Vec::new(),
            attach: None,
            own_costs: Vec::new(),
            play_costs: Vec::new(),
            unit_play_costs: Vec::new(),
            alternative_costs: Vec::new(),
        }
    }

    /// Read the text of this printing's card (`card`: its
    /// [`Printing::facts`]) into keywords, abilities and the parts not
    /// read.
    pub fn read_text(&self, mut card: CardDef) -> CardDef {
        let card_type = card.card_type;
        // A leader's front (its leader side) and back (its unit side) are
        // read apart: the keywords a leader's unit side prints are the
        // unit's.
        let mut front = text::read_card(&card.text, card_type);
        if card_type == CardType::Leader {
            let leader_side = text::leader_side_constants(&mut front);
            front.constants.extend(leader_side);
        }
        let mut abilities = front.abilities.clone();
        let mut constants = front.constants.clone();
        // An attachment restriction only narrows where the upgrade may go
        // (3.6.3): the engine always gets it, read whole or not.
        card.attach = front.attach.clone();
        let mut unit_abilities = Vec::new();
        let mut unit_play_costs = Vec::new();
        match card_type {
            CardType::Leader => {
                let back = text::read_unit_side(card.back_text.as_deref().unwrap_or(""));
                unit_abilities = back.abilities.clone();
                // The unit side's constants: a leader's apply only while
                // it is a unit (`CardDef::constants`).
                constants.extend(back.constants.clone());
                unit_play_costs = back.play_costs.clone();
                apply_keywords(&mut card, &back);
                card.unread = front.unread;
                card.unread
                    .extend(back.unread.into_iter().map(|u| format!("unit side: {u}")));
            }
            _ => {
                apply_keywords(&mut card, &front);
                card.unread = front.unread;
            }
        }
        if let Some(epic) = &self.epic_action {
            if card.deploy_resources.is_none() {
                // An epic action other than "deploy this leader" for N
                // resources is not read yet.
                card.unread.extend(text::normalise(epic));
            }
        }
        card.unread.extend(self.missing_facts());
        // The engine gets a card's read abilities only when the whole card
        // is read: half a card (one sentence of two, an ability without
        // the constant that changes it) would teach a wrong ruling. Its
        // keywords, each a whole line of its own, it always gets.
        if card.unread.is_empty() {
            card.abilities = std::mem::take(&mut abilities);
            card.unit_abilities = unit_abilities;
            card.constants = std::mem::take(&mut constants);
            card.own_costs = front.own_costs;
            card.play_costs = front.play_costs;
            card.unit_play_costs = unit_play_costs;
            card.alternative_costs = front.alternative_costs;
        }
        card
    }
}

fn apply_keywords(card: &mut CardDef, r: &Reading) {
    if let Some((cost, aspects)) = &r.smuggle {
        card.keywords.push(super::Keyword::Smuggle);
        card.smuggle = Some(*cost);
        card.smuggle_aspects = aspects.clone();
        card.smuggle_damage = r.smuggle_damage;
    }
    for k in &r.keywords {
        if !card.keywords.contains(&k.keyword) {
            card.keywords.push(k.keyword);
        }
        match k.keyword {
            super::Keyword::Raid => card.raid = k.amount,
            super::Keyword::Restore => card.restore = k.amount,
            super::Keyword::Exploit => card.exploit = k.amount,
            _ => {}
        }
    }
}

/// "Epic Action: If you control 6 or more resources, deploy this leader." → 6.
fn deploy_resources(epic: &str) -> Option<u32> {
    let rest = epic.split("If you control ").nth(1)?;
    let (n, tail) = rest.split_once(' ')?;
    tail.starts_with("or more resources, deploy this leader")
        .then(|| n.parse().ok())
        .flatten()
}

/// Every printing as a card, with its id: the plain slug for the first
/// printing of a name and subtitle (in [`SET_ORDER`]), the slug and set for
/// the others. Each card's text is read; the bundled pool reads a card's
/// text only when the card is asked for ([`with_ids`]).
pub fn printed_cards(all: Vec<Printing>) -> Vec<CardDef> {
    with_ids(all)
        .into_iter()
        .map(|(id, p)| p.to_card(id))
        .collect()
}

/// Every printing with the id its card takes ([`printed_cards`]), in id
/// order of the printings' names, nothing read yet.
pub fn with_ids(all: Vec<Printing>) -> Vec<(String, Printing)> {
    // Each key once per printing, not once per comparison: `base_id` is a
    // slug, and slugging in the comparisons was half of building the pool
    // (issue 25). The printings' places are sorted, not the printings (a
    // few hundred bytes each, moved at every step of the sort); the sort
    // is stable either way.
    let keys: Vec<(String, usize, u32)> = all
        .iter()
        .map(|p| {
            let number = p.number.trim_start_matches('0').parse::<u32>().unwrap_or(0);
            (p.base_id(), p.set_rank(), number)
        })
        .collect();
    let mut order: Vec<usize> = (0..all.len()).collect();
    // The standard sort, not `crate::sorting`: the whole pool is sorted
    // here, once per process, and the shared sort's indirection cost
    // `tw check` nearly two million instructions.
    order.sort_by(|&a, &b| keys[a].cmp(&keys[b]));
    let mut all: Vec<Option<Printing>> = all.into_iter().map(Some).collect();
    let mut out = Vec::with_capacity(all.len());
    // Only asked whether an id is taken: hashed, not ordered.
    let mut taken = crate::fast_hash::FastSet::default();
    for i in order {
        let Some(p) = all[i].take() else { continue };
        let base = &keys[i].0;
        let mut id = base.clone();
        if !taken.insert(id.clone()) {
            id = format!("{base}-{}", p.set.to_lowercase());
            if !taken.insert(id.clone()) {
                id = format!("{base}-{}-{}", p.set.to_lowercase(), p.number);
                taken.insert(id.clone());
            }
        }
        out.push((id, p));
    }
    out
}
