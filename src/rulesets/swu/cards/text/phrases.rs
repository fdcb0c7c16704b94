//! The phrase for a unit a clause aims at, with its determiner: "a
//! friendly non-leader unit", "another unit", "each other ground unit",
//! "each unit you control". The writer's side of `clause::unit` and
//! `clause::each`; the words after the determiner are `unit_words`, and `target_phrase` is
//! the words of every other target.

use super::super::ability::{Target, UnitFilter};
use super::super::Arena;
use super::clause::is_each;
use super::write::article;

/// A unit's target by its determiner's "other" ("another", "each other")
/// and its side (`None` any, `Some(true)` friendly, `Some(false)` enemy):
/// one table a reader reads into and its writer writes from, so the two
/// cannot disagree. "another enemy unit" needs an earlier enemy unit to
/// be other than: not in the vocabulary yet, in neither table.
pub(super) type UnitTargets = [(bool, Option<bool>, Target); 5];

/// "a [friendly|enemy] unit", "another [friendly] unit": one unit chosen.
pub(super) const CHOSEN_UNIT: UnitTargets = [
    (false, None, Target::ChosenUnit),
    (false, Some(true), Target::ChosenFriendlyUnit),
    (false, Some(false), Target::ChosenEnemyUnit),
    (true, None, Target::ChosenOtherUnit),
    (true, Some(true), Target::ChosenOtherFriendlyUnit),
];

/// "each [other] [friendly|enemy] unit": every unit that passes.
pub(super) const EACH_UNIT: UnitTargets = [
    (false, None, Target::EachUnit),
    (false, Some(true), Target::EachFriendlyUnit),
    (false, Some(false), Target::EachEnemyUnit),
    (true, None, Target::EachOtherUnit),
    (true, Some(true), Target::EachOtherFriendlyUnit),
];

/// The reader's side of a [`UnitTargets`] table.
pub(super) fn unit_target(table: &UnitTargets, other: bool, side: Option<bool>) -> Option<Target> {
    table
        .iter()
        .find(|(o, s, _)| (*o, *s) == (other, side))
        .map(|(_, _, t)| *t)
}

/// The writer's side: "other" and the side of a target in the table.
pub(super) fn other_and_side(table: &UnitTargets, t: Target) -> Option<(bool, Option<bool>)> {
    table
        .iter()
        .find(|(_, _, target)| *target == t)
        .map(|(o, s, _)| (*o, *s))
}

/// The word "other " when `other`, for the writers of a plural or "each".
pub(super) fn other_word(other: bool) -> &'static str {
    if other {
        "other "
    } else {
        ""
    }
}

/// "a friendly non-leader ground unit with 3 or less remaining HP".
pub(super) fn unit_phrase(t: Target, f: &UnitFilter) -> Option<String> {
    let (another, side) = other_and_side(&CHOSEN_UNIT, t)?;
    let words = unit_words(side, f)?;
    let det = if another {
        "another"
    } else if words.starts_with("unit") {
        "a"
    } else {
        article(&words)
    };
    Some(format!("{det} {words}"))
}

/// The words after "each ... unit" naming the defending player's units.
pub(super) const DEFENDING_PLAYER_CONTROLS: &str = "the defending player controls";

/// "each other friendly ground unit".
pub(super) fn each_phrase(t: Target, f: &UnitFilter) -> Option<String> {
    match t {
        Target::EachUnitYouControl => {
            return Some(format!("each {} you control", unit_words(None, f)?))
        }
        Target::EachUnitTheDefendingPlayerControls => {
            return Some(format!(
                "each {} {DEFENDING_PLAYER_CONTROLS}",
                unit_words(None, f)?
            ))
        }
        _ => {}
    }
    let (other, side) = other_and_side(&EACH_UNIT, t)?;
    Some(format!(
        "each {}{}",
        other_word(other),
        unit_words(side, f)?
    ))
}

/// The words of a target that is not one unit with a filter: "this unit",
/// "an enemy base", "each enemy ground unit", or `unit_phrase`'s.
pub(super) fn target_phrase(t: Target) -> Option<String> {
    Some(
        match t {
            Target::This => "this unit",
            Target::YourBase => "your base",
            Target::EnemyBase => "an enemy base",
            Target::ChosenUnitOrBase => "a unit or base",
            Target::ChosenGroundUnitOrBase => "a ground unit or a base",
            Target::ChosenUnitInDefendersArena => "a unit in the defender's arena",
            Target::ChosenBase => "a base",
            Target::EachEnemyGroundUnit => "each enemy ground unit",
            Target::EachEnemyUnit => "each enemy unit",
            Target::EachFriendlyUnit => "each friendly unit",
            Target::EachBase => "each base",
            Target::EachEnemyBase => "each enemy base",
            Target::Defender => "the defender",
            Target::ChosenDefenderOrBase => "the defender or to a base",
            Target::ChosenEnemyGroundUnit => "an enemy ground unit",
            Target::ChosenAnotherEnemyUnit => super::compound::ANOTHER_ENEMY_UNIT,
            Target::ChosenAnotherFriendlyUnitThanBefore | Target::ChosenThirdFriendlyUnit => {
                super::chosen_before::phrase(t)?
            }
            // Read only in an upgrade's When Played (`text::upgrade`).
            Target::It => "attached unit",
            t if is_each(t) => return each_phrase(t, &UnitFilter::default()),
            t => return unit_phrase(t, &UnitFilter::default()),
        }
        .to_string(),
    )
}

/// The words of a unit after its determiner, in the order the reader
/// reads them; `None` for a filter the words cannot say.
pub(super) fn unit_words(side: Option<bool>, f: &UnitFilter) -> Option<String> {
    // Every field of the filter has words below: a new field is a compile
    // error here until the writer can say it.
    let UnitFilter {
        max_remaining_hp: _,
        entered_this_phase: _,
        trait_: _,
        non_leader: _,
        token: _,
        cost_at_most_revealed: _,
        aspect: _,
        arena: _,
        damaged: _,
        exhausted: _,
        max_cost: _,
        max_power: _,
        leader: _,
        unique: _,
        not_trait: _,
        has: _,
        upgraded: _,
        played_by_you_this_phase: _,
        non_unique: _,
        min_cost: _,
        not_aspect: _,
        not_entered_this_round: _,
        attacked_your_base_this_phase: _,
        named: _,
    } = f;
    let suffixes = [
        f.has.is_some(),
        f.max_remaining_hp.is_some(),
        f.max_power.is_some(),
        f.max_cost.is_some(),
        f.min_cost.is_some(),
        f.cost_at_most_revealed,
        f.entered_this_phase,
        f.played_by_you_this_phase,
        f.not_entered_this_round,
        f.attacked_your_base_this_phase,
    ];
    // "upgraded" is read only as "an enemy unit is upgraded"
    // (`text::conditional`), not among a unit's words.
    if suffixes.iter().filter(|s| **s).count() > 1
        || f.upgraded
        || (f.damaged && f.exhausted)
        || (f.leader && f.non_leader)
        || (f.leader && f.token)
        || (f.unique && f.non_unique)
        // A name is no unit's words: text/attach_as_upgrade.rs writes it.
        || f.named.is_some()
    {
        return None;
    }
    if f.aspect.is_some() && f.trait_.is_some() {
        return None;
    }
    let mut words = String::new();
    // "damaged" goes after "friendly", as cards print it (the reader's
    // `unit_words` reads both orders the cards use).
    let friendly_damaged = f.damaged && side == Some(true);
    if f.damaged && !friendly_damaged {
        words.push_str("damaged ");
    }
    if f.exhausted {
        words.push_str("exhausted ");
    }
    words.push_str(match side {
        Some(true) => "friendly ",
        Some(false) => "enemy ",
        None => "",
    });
    if friendly_damaged {
        words.push_str("damaged ");
    }
    if f.non_leader {
        words.push_str("non-leader ");
    }
    if f.non_unique {
        words.push_str("non-unique ");
    }
    if f.unique {
        words.push_str("unique ");
    }
    for word in [&f.aspect, &f.trait_].into_iter().flatten() {
        words.push_str(word);
        words.push(' ');
    }
    // One "non-" word: a trait or an aspect the unit lacks.
    match (&f.not_trait, &f.not_aspect) {
        (Some(_), Some(_)) => return None,
        (Some(t), None) | (None, Some(t)) => words.push_str(&format!("non-{t} ")),
        (None, None) => {}
    }
    if f.token {
        words.push_str("token ");
    }
    if f.leader {
        words.push_str("leader ");
    }
    match f.arena {
        Some(Arena::Ground) => words.push_str("ground "),
        Some(Arena::Space) => words.push_str("space "),
        None => {}
    }
    words.push_str("unit");
    if let Some(k) = f.has {
        words.push_str(&format!(" with {}", super::conditions::has_words(k)?));
    }
    if let Some(n) = f.max_remaining_hp {
        words.push_str(&format!(" with {n} or less remaining HP"));
    }
    if let Some(n) = f.max_power {
        words.push_str(&format!(" with {n} or less power"));
    }
    if let Some(n) = f.max_cost {
        words.push_str(&format!(" that costs {n} or less"));
    }
    if let Some(n) = f.min_cost {
        words.push_str(&format!(" that costs {n} or more"));
    }
    if f.cost_at_most_revealed {
        words.push_str(" that costs the same as or less than the revealed card");
    }
    if f.entered_this_phase {
        words.push_str(" that entered play this phase");
    }
    if f.played_by_you_this_phase {
        words.push_str(super::this_phase::YOU_PLAYED);
    }
    if f.not_entered_this_round {
        words.push_str(super::attacking_a::NOT_THIS_ROUND);
    }
    if f.attacked_your_base_this_phase {
        words.push_str(super::captured_in_its_arena::ATTACKED_YOUR_BASE);
    }
    Some(words)
}
