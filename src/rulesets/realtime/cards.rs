//! The card data (`cards.toml`): units' numbers and abilities. No card has
//! Rust of its own; an ability names one of a few effects the engine knows.

use serde::Deserialize;

/// When an ability is used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Trigger {
    /// An activated ability: the Activate action.
    Activate,
    /// A start-of-turn effect of a Unit on the Field.
    TurnStart,
}

/// What an ability does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Effect {
    /// Tap this Unit: it attacks every foe Unit on the Field (a group attack).
    AttackAll,
    /// Tap this Unit: its owner Selects a foe Unit on the Field and taps it.
    TapFoe,
    /// A foe, as target player, Selects a card in their Base for Limbo.
    FoeDiscards,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ability {
    pub trigger: Trigger,
    pub effect: Effect,
    /// The card's wording, in the project's words.
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Card {
    pub id: String,
    pub name: String,
    pub offense: i32,
    pub defense: i32,
    pub life: i32,
    pub ability: Option<Ability>,
}

#[derive(Deserialize)]
struct CardFile {
    card: Vec<Card>,
}

/// The card data shipped with the ruleset.
pub const CARDS_TOML: &str = include_str!("cards.toml");

/// Every card, or why the data does not read.
pub fn cards() -> Result<Vec<Card>, String> {
    read().clone()
}

/// The card data, read once per process: a realtime file's load and its
/// engine's steps ask for cards by id, and reading the TOML again for
/// each ask was 7 % of `tw check` (issue 25).
fn read() -> &'static Result<Vec<Card>, String> {
    static CARDS: std::sync::OnceLock<Result<Vec<Card>, String>> = std::sync::OnceLock::new();
    CARDS.get_or_init(|| {
        toml::from_str::<CardFile>(CARDS_TOML)
            .map(|f| f.card)
            .map_err(|e| format!("the realtime card data does not read: {e}"))
    })
}

/// The card with this id.
pub fn card(id: &str) -> Option<Card> {
    read().as_ref().ok()?.iter().find(|c| c.id == id).cloned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn card_data_reads_and_ids_are_unique() {
        let all = cards().expect("card data");
        assert!(all.len() >= 8);
        let mut ids: Vec<&str> = all.iter().map(|c| c.id.as_str()).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), all.len());
        assert!(all.iter().all(|c| c.life > 0));
        assert_eq!(
            card("press-ganger")
                .and_then(|c| c.ability)
                .map(|a| a.trigger),
            Some(Trigger::TurnStart)
        );
    }
}
