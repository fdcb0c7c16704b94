//! Characters and their abilities as data (`characters.toml`), in the
//! ruleset's small vocabulary of effects. No character has Rust of its own:
//! the engine reads an ability's [`EffectKind`] and the procedure step it
//! hooks.

use std::collections::BTreeMap;

use crate::scenario_file::suggest;
use serde::Deserialize;

/// The shipped character and ability list.
pub const CHARACTERS_TOML: &str = include_str!("characters.toml");

/// What an ability does, in the procedure's own terms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum EffectKind {
    /// Pre-game 2–3 and 10: bring a character from the player's reserve
    /// list into the squad (Reinforcements, Bribery's first half, Queen
    /// Allana Solo's commander effect, Local Reserves).
    AddCharacter,
    /// Pre-game 4: a decision made after seeing the opposing squad, revealed
    /// at once (Telepathic Insight, Con Artist); its effect is not modelled.
    AfterSeeingSquads,
    /// Pre-game 7: during its player's setup, pick an ally (optionally of
    /// one faction) that benefits (Light Tutor, Dark Master, the Spirits).
    SetupChooseAlly,
    /// Pre-game 9b: take an opposing character into this squad (Bribery's
    /// second half).
    TakeEnemy,
    /// Pre-game 9b: replace one of the player's own characters with one from
    /// the reserve list (Pellaeon's commander effect, Versatility).
    ReplaceOwn,
    /// Pre-game 9c: a named ally gains an ability (Camaraderie).
    ConferAbility,
    /// Pre-game 9d: another after-setup ability without movement
    /// (Programmed Target, Lightsaber Trainer; the guide gives them no
    /// part of step 9: open entry 18).
    AfterSetup,
    /// Pre-game 9d: after-setup movement (Crix Madine's and SpecForce
    /// Commander's commander effects).
    AfterSetupMove,
    /// Resolved just before the first activation of round 1 (Battle
    /// Ready); whether to move is decided then, as the guide's 9a leaves
    /// out decisions that require movement.
    BattleReady,
    /// Round 1: a secret decision; Doellin's Luck rolls a save (its number
    /// is scenario data, `save = true`), Wager succeeds when used (the
    /// guide gives it no save). A lone success is read as winning the
    /// initiative (the guide does not say what success does).
    WinOnSave,
    /// Round 2: defeat an own character; a chosen opponent's check is 1
    /// (Tactics Broker).
    OpponentCheckIsOne,
    /// Round 3: roll one more die and keep either (Recon).
    ExtraDieKeepOne,
    /// Round 3, first roll only: a chosen opponent rolls one more die and
    /// keeps the lowest (Foresee the Future).
    OpponentExtraDieKeepLowest,
    /// Round 4: add a number to the die (Tactician +X, Covenant Watch
    /// Circle). The number is scenario data.
    AddToRoll,
    /// Round 6: exchange die rolls with a chosen player (Sense the Future).
    ExchangeRolls,
    /// Round 7: win initiative unless the die shows 1 (Master Tactician,
    /// Darth Sidious, Sith Mastermind's commander effect).
    WinUnlessOne,
    /// Round 8: reroll once per round (Anticipation).
    Reroll,
    /// Round 9 and 13: reveal which pieces come in; placed before the
    /// player's first activation.
    Reserves,
    /// Round 11: resolves after initiative is determined (Intuition,
    /// Surprise Move, Resol'nare, Ba'Slan Shev'la, Covenant Consular's
    /// commander effect).
    AfterInitiative,
    /// Round 13: a "return to grid" part resolved before the first
    /// activation (Mount).
    ReturnToGrid,
}

impl EffectKind {
    /// The procedure step this kind of effect hooks (an id in
    /// `procedure.md`).
    pub fn step(self) -> &'static str {
        use EffectKind::*;
        match self {
            AddCharacter => "PG2",
            AfterSeeingSquads => "PG4",
            SetupChooseAlly => "PG7",
            TakeEnemy | ReplaceOwn => "PG9b",
            ConferAbility => "PG9c",
            AfterSetup | AfterSetupMove => "PG9d",
            BattleReady => "R13",
            WinOnSave => "R1",
            OpponentCheckIsOne => "R2",
            ExtraDieKeepOne | OpponentExtraDieKeepLowest => "R3",
            AddToRoll => "R4",
            ExchangeRolls => "R6",
            WinUnlessOne => "R7",
            Reroll => "R8",
            Reserves => "R9",
            AfterInitiative => "R11",
            ReturnToGrid => "R13",
        }
    }

    /// Whether the effect needs a number written with it (`tactician:4`).
    pub fn needs_number(self) -> bool {
        matches!(self, EffectKind::AddToRoll | EffectKind::WinOnSave)
    }

    /// Whether an ability that affects initiative (cancelled by Doellin's
    /// Luck or Wager being used).
    pub fn affects_initiative(self) -> bool {
        use EffectKind::*;
        matches!(
            self,
            OpponentCheckIsOne
                | ExtraDieKeepOne
                | OpponentExtraDieKeepLowest
                | AddToRoll
                | ExchangeRolls
                | WinUnlessOne
                | Reroll
        )
    }
}

/// One ability's definition.
#[derive(Debug, Clone, PartialEq, Deserialize, serde::Serialize)]
#[serde(deny_unknown_fields)]
pub struct AbilityDef {
    pub name: String,
    /// The procedure step it hooks, as the data file says (checked against
    /// the effect's own step by a test).
    pub step: String,
    pub effect: EffectKind,
    /// `confirmed`, `seed only` or `unconfirmed`, from the abilities digest.
    pub confidence: String,
    /// Is it switched off for the round by a tie for the high roll (R5)?
    #[serde(default)]
    pub cancelled_by_tie: bool,
    /// A faction the chosen ally must belong to (Light Tutor: Rebel).
    #[serde(default)]
    pub ally_faction: Option<String>,
    /// The ability this one confers at pre-game 9c when no character says
    /// otherwise (`CharacterDef::confers`): an ability id of the pool, or
    /// the name of an ability outside the procedure.
    #[serde(default)]
    pub confers: Option<String>,
    /// Does the character that joins through it gain one of the carrier's
    /// other abilities at 9c, the player's pick made at 9a (Versatility)?
    #[serde(default)]
    pub gives_own_ability: bool,
    /// Does using it roll a save (Doellin's Luck; the guide gives Wager
    /// none)? The save number is then scenario data.
    #[serde(default)]
    pub save: bool,
    /// Does it spend Force (Sense the Future, Anticipation)?
    #[serde(default)]
    pub force: bool,
    /// Its move is optional ("may move"), and how far it goes (`"up to its
    /// Speed"`): when it resolves, its player is asked whether the
    /// character moves. The board has no positions, so where it ends is
    /// not simulated (Intuition, Surprise Move, Battle Ready).
    #[serde(default)]
    pub may_move: Option<String>,
    /// The forms a chosen ally keeps (Lightsaber Trainer's lightsaber
    /// styles): its 9a decision is an ally together with one of these,
    /// not a plain "use".
    #[serde(default)]
    pub ally_forms: Vec<String>,
    #[serde(default)]
    pub note: String,
}

impl AbilityDef {
    /// Whether a character must write this ability's number
    /// (`tactician:4`, `doellins-luck:11`): a bonus, or a save's target.
    pub fn needs_number(&self) -> bool {
        match self.effect {
            EffectKind::WinOnSave => self.save,
            e => e.needs_number(),
        }
    }
}

/// One character's definition.
#[derive(Debug, Clone, PartialEq, Deserialize, serde::Serialize)]
#[serde(deny_unknown_fields)]
pub struct CharacterDef {
    pub name: String,
    /// Absent where no source confirms it.
    #[serde(default)]
    pub faction: Option<String>,
    #[serde(default)]
    pub points: Option<u32>,
    /// Ability ids, each optionally with a number: `"tactician:4"`.
    #[serde(default)]
    pub abilities: Vec<String>,
    /// What each of its conferring abilities confers at pre-game 9c, by
    /// the conferring ability's id: `{ camaraderie = "con-artist" }`. The
    /// value is an ability id of the pool (the engine then knows when it
    /// acts) or the name of an ability outside the procedure
    /// (`"Accurate Shot"`). Camaraderie-like abilities give it to an ally;
    /// Bribery and Versatility to the character that joins.
    #[serde(default)]
    pub confers: BTreeMap<String, String>,
    #[serde(default)]
    pub note: String,
}

/// An ability as a character carries it: its id and optional number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AbilityRef {
    pub id: String,
    pub number: Option<i32>,
}

impl AbilityRef {
    /// `"tactician:4"` → tactician with 4.
    pub fn parse(text: &str) -> Result<AbilityRef, String> {
        match text.split_once(':') {
            None => Ok(AbilityRef {
                id: text.trim().to_string(),
                number: None,
            }),
            Some((id, n)) => n
                .trim()
                .parse::<i32>()
                .map(|n| AbilityRef {
                    id: id.trim().to_string(),
                    number: Some(n),
                })
                .map_err(|_| format!("\"{text}\": the part after ':' must be a whole number")),
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct PoolFile {
    ability: BTreeMap<String, AbilityDef>,
    character: Vec<CharacterDef>,
}

/// Every ability and character the engine knows.
#[derive(Debug, Clone, PartialEq)]
pub struct Pool {
    pub abilities: BTreeMap<String, AbilityDef>,
    pub characters: Vec<CharacterDef>,
}

impl Pool {
    /// The shipped pool, read from its TOML once per process: parsing it
    /// again for every SWM file was a twentieth of `tw check scenarios/`
    /// (issue 25). A file's own characters join a copy.
    pub fn shipped() -> Result<Pool, String> {
        static SHIPPED: std::sync::OnceLock<Result<Pool, String>> = std::sync::OnceLock::new();
        SHIPPED
            .get_or_init(|| {
                let f: PoolFile = toml::from_str(CHARACTERS_TOML).map_err(|e| e.to_string())?;
                let pool = Pool {
                    abilities: f.ability,
                    characters: f.character,
                };
                pool.check()?;
                Ok(pool)
            })
            .clone()
    }

    /// Every character's abilities exist and carry a number where needed.
    pub fn check(&self) -> Result<(), String> {
        for c in &self.characters {
            self.check_character(c)?;
        }
        Ok(())
    }

    /// One character's abilities exist and carry a number where needed.
    pub fn check_character(&self, c: &CharacterDef) -> Result<(), String> {
        for a in &c.abilities {
            let r = AbilityRef::parse(a)?;
            let def = self.abilities.get(&r.id).ok_or_else(|| {
                format!(
                    "{}: unknown ability \"{}\"{}",
                    c.name,
                    r.id,
                    self.suggest_ability(&r.id)
                )
            })?;
            if def.needs_number() && r.number.is_none() {
                return Err(format!(
                    "{}: {} needs its number, as \"{}:N\" (no source settles it, so the scenario writes it)",
                    c.name, def.name, r.id
                ));
            }
            if def.effect == EffectKind::WinOnSave && !def.save && r.number.is_some() {
                return Err(format!(
                    "{}: {} rolls no save in the procedure guide (only Doellin's Luck does): write \"{}\" without a number",
                    c.name, def.name, r.id
                ));
            }
        }
        for (from, gained) in &c.confers {
            let carried = c
                .abilities
                .iter()
                .filter_map(|a| AbilityRef::parse(a).ok())
                .any(|r| r.id == *from);
            if !carried {
                return Err(format!(
                    "{}: confers names \"{from}\", which is not one of its abilities",
                    c.name
                ));
            }
            let confers_at_all = self.abilities.get(from).is_some_and(|d| {
                matches!(
                    d.effect,
                    EffectKind::ConferAbility | EffectKind::TakeEnemy | EffectKind::ReplaceOwn
                )
            });
            if !confers_at_all {
                return Err(format!(
                    "{}: \"{from}\" confers nothing (only Camaraderie-like, Bribery and Versatility-like abilities do)",
                    c.name
                ));
            }
            // A value that is not an ability id is the name of an ability
            // outside the procedure; one near an id is a typo.
            if !self.abilities.contains_key(gained) && gained.to_lowercase() == *gained {
                return Err(format!(
                    "{}: confers \"{gained}\", which is no ability id{} (write an ability outside the procedure by its name, capitalised)",
                    c.name,
                    self.suggest_ability(gained)
                ));
            }
        }
        Ok(())
    }

    /// What `character`'s ability `ability` confers at 9c: the character's
    /// own `confers`, else the ability's default.
    pub fn confers_of(&self, character: &str, ability: &str) -> Option<String> {
        self.character(character)
            .and_then(|c| c.confers.get(ability).cloned())
            .or_else(|| self.abilities.get(ability).and_then(|d| d.confers.clone()))
    }

    fn suggest_ability(&self, id: &str) -> String {
        match suggest::closest(id, self.abilities.keys().map(String::as_str)) {
            Some(s) => format!(" (did you mean \"{s}\"?)"),
            None => String::new(),
        }
    }

    /// The character with this name (case-insensitive).
    pub fn character(&self, name: &str) -> Option<&CharacterDef> {
        self.characters
            .iter()
            .find(|c| c.name.eq_ignore_ascii_case(name))
    }

    /// The closest known character name, for "did you mean".
    pub fn suggest_character(&self, name: &str) -> Option<&str> {
        suggest::closest(name, self.characters.iter().map(|c| c.name.as_str()))
    }

    /// A character's abilities with their definitions.
    pub fn abilities_of(&self, name: &str) -> Vec<(AbilityRef, &AbilityDef)> {
        let Some(c) = self.character(name) else {
            return Vec::new();
        };
        c.abilities
            .iter()
            .filter_map(|a| AbilityRef::parse(a).ok())
            .filter_map(|r| self.abilities.get(&r.id).map(|d| (r, d)))
            .collect()
    }
}
