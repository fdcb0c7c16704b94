//! Keywords that behave like triggered abilities (7.5): the engine turns
//! each into the ability it resolves like, so the trigger window treats it
//! as one, while the trace still names the keyword (7.5.1).

use super::{Engine, Unit};
use crate::rulesets::swu::cards::AttackEffect;
use crate::rulesets::swu::cards::{
    Ability, CardType, Effect, Keyword, Target, Trigger, UnitFilter,
};

impl Engine<'_> {
    /// Keywords that behave like triggered abilities: Ambush and Shielded
    /// (When Played, 7.5.5, 7.5.12) and Restore (when this unit attacks).
    /// A unit in play also has the keywords a lasting effect gave it.
    /// Only those whose trigger `raised` says the event at hand can raise
    /// are built: the others could not trigger, and building each one for
    /// every unit at every event was most of what collecting triggered
    /// abilities cost (issue 25).
    pub(super) fn keyword_abilities(
        &self,
        card: &str,
        in_play: Option<&Unit>,
        raised: impl Fn(Trigger) -> bool,
    ) -> Vec<Ability> {
        let Some(c) = self.pool.get(card) else {
            return Vec::new();
        };
        let has = |k: Keyword| match in_play {
            Some(u) => self.unit_has(u, k),
            None => c.has_keyword(k),
        };
        let mut out = Vec::new();
        // On a token unit, what a unit does "When Played" it does "When
        // Created" (3.7.2a), and on a leader's unit side "When Deployed":
        // Ambush and Shielded name all three (7.5.5a, 7.5.12a).
        let entered = match c.card_type {
            CardType::Token => Trigger::Created,
            CardType::Leader => Trigger::Deployed,
            _ => Trigger::Played,
        };
        // A unit: a unit or token card, or a leader's unit side in play.
        let unit_or_token = matches!(c.card_type, CardType::Unit | CardType::Token)
            || (c.card_type == CardType::Leader && in_play.is_some());
        if raised(entered) && unit_or_token && has(Keyword::Ambush) {
            out.push(keyword_ability(
                "ambush",
                entered,
                vec![Effect::Attack(AttackEffect {
                    attacker: Some(Target::This),
                    power_bonus: 0,
                    bonus_trait: None,
                    bonus_with_initiative: false,
                    enemy_unit_only: true,
                    even_if_exhausted: true,
                    optional: true,
                    gains: Vec::new(),
                    arena: None,
                    filter: UnitFilter::default(),
                    combat_damage_first: false,
                    keywords: Vec::new(),
                })],
            ));
        }
        let on_attack = raised(Trigger::OnAttack);
        // Restore X from every source adds up (7.5.9b).
        let restore = if on_attack {
            c.restore + in_play.map_or(0, |u| self.gained_amount(u.instance, Keyword::Restore))
        } else {
            0
        };
        if restore > 0 && has(Keyword::Restore) {
            out.push(keyword_ability(
                "restore",
                Trigger::OnAttack,
                vec![Effect::Heal {
                    amount: crate::rulesets::swu::cards::Amount::Fixed(restore as i32),
                    target: Target::YourBase,
                }],
            ));
        }
        // Saboteur's second part: "On Attack: Defeat all Shield tokens
        // attached to the defending unit" (7.5.10a). Its first part, ignoring
        // Sentinel, is in `attack_targets`.
        if on_attack && unit_or_token && has(Keyword::Saboteur) {
            out.push(keyword_ability(
                "saboteur",
                Trigger::OnAttack,
                vec![Effect::DefeatShield {
                    target: Target::Defender,
                    all: true,
                }],
            ));
        }
        if raised(entered) && unit_or_token && has(Keyword::Shielded) {
            out.push(keyword_ability(
                "shielded",
                entered,
                vec![Effect::GiveShield {
                    target: Target::This,
                }],
            ));
        }
        out
    }
}

/// The ability a keyword resolves like: no cost, not optional, not granted.
fn keyword_ability(id: &str, when: Trigger, effects: Vec<Effect>) -> Ability {
    Ability {
        id: Some(id.into()),
        when: vec![when],
        may: false,
        granted: false,
        cost: 0,
        exhaust: false,
        coordinate: false,
        effects,
        defeat_friendly: false,
        return_this: None,
        played: None,
    }
}

/// The keyword a `keyword_abilities` ability stands for, by its id.
pub(super) fn keyword_name(a: &Ability) -> Option<&'static str> {
    match a.id.as_deref() {
        Some("ambush") => Some("Ambush"),
        Some("restore") => Some("Restore"),
        // Saboteur resolves like an On Attack ability but is a keyword, not
        // one (7.5.1, 7.5.10a).
        Some("saboteur") => Some("Saboteur"),
        Some("shielded") => Some("Shielded"),
        _ => None,
    }
}
