//! Who an ability's attack is made with, and what it may not attack,
//! reader and writer side by side (the rest of "Attack with ..." is
//! `attack`, below):
//!
//! ```text
//! attack   := "Attack with " unit [", even if it's exhausted"] [no-bases]
//!             (unit: "a" | "an" | "another" words, no "enemy": the attacker
//!              is a unit the player controls, 6.3.0b)
//! no-bases := ". It can't attack bases for this attack"
//!           | ". It gets +" N "/+0 and can't attack bases for this attack"
//! gains    := ". It " ["gets +" N "/+0 and "] "gains " KEYWORD (" and " KEYWORD)* " for this attack"
//!             (keywords without a number, the attacker's from its declaration, 6.3.1)
//! attack-n := "Attack with " N " " [arena " "] "units."
//!             (N attacks, one after another, each resolved in full with what
//!              it triggers before the next: 7.1.7)
//! ```
//!
//! The attack is a modified "Attack With a Unit" action (7.1.6a, 7.1.6c):
//! the player must make it if some unit that passes can attack (6.3.0d);
//! "even if it's exhausted" lifts the rule that only a ready unit attacks
//! (6.3.0b), and "can't attack bases" is a restriction on what it attacks
//! (7.1.6c).

use super::super::ability::{Effect, Target, UnitFilter};
use super::super::Arena;
use super::super::Keyword;
use super::read::Cursor;
use super::Line;
use crate::rulesets::swu::cards::AttackEffect;

/// After an attack's bonus: the attacker deals its combat damage first
/// (6.3.5c).
pub(super) const FIRST: &str = " and deals its combat damage before the defender";

/// The words that let an exhausted unit make the attack.
pub(super) const EVEN_IF_EXHAUSTED: &str = ", even if it's exhausted";

/// The attack's `attacker` for a chosen unit's determiner: `None` for "a
/// unit" (as every hand-written attack says it), the target itself for
/// "another" and "a friendly"; never an enemy unit (6.3.0b).
pub(super) fn attacker_of(t: Target) -> Option<Option<Target>> {
    match t {
        Target::ChosenUnit => Some(None),
        Target::ChosenOtherUnit | Target::ChosenFriendlyUnit | Target::ChosenOtherFriendlyUnit => {
            Some(Some(t))
        }
        _ => None,
    }
}

/// Is the attack's attacker one the player chooses ("a unit", "another
/// unit")? Any other ("attached unit", Ambush's "this unit") is another
/// rule's to write.
pub(super) fn chosen_attacker(attacker: Option<Target>) -> bool {
    attacker.is_none_or(|t| attacker_of(t).is_some())
}

/// ". It can't attack bases for this attack" (0) or ". It gets +1/+0 and
/// can't attack bases for this attack": the power bonus, and `true` for
/// the restriction read.
pub(super) fn no_bases(c: &mut Cursor) -> Option<(i32, bool)> {
    c.eat(". It ").then_some(())?;
    let bonus = if c.eat("gets +") {
        let n = c.number()? as i32;
        c.eat("/+0 and ").then_some(n)?
    } else {
        0
    };
    c.eat("can't attack bases for this attack")
        .then_some((bonus, true))
}

/// The writer's side of [`no_bases`].
pub(super) fn write_no_bases(power_bonus: i32) -> Option<String> {
    match power_bonus {
        0 => Some(". It can't attack bases for this attack".to_string()),
        n if n > 0 => Some(format!(
            ". It gets +{n}/+0 and can't attack bases for this attack"
        )),
        _ => None,
    }
}

/// "a space unit", "another Heroism unit", "a friendly Bounty Hunter unit,
/// even if it's exhausted": the attacker as printed after "attack with".
pub(super) fn write_attacker(
    attacker: Option<Target>,
    arena: Option<Arena>,
    filter: &UnitFilter,
    even_if_exhausted: bool,
) -> Option<String> {
    // The arena is the attack's own field (Barrel Roll's "space unit").
    filter.arena.is_none().then_some(())?;
    let t = match attacker {
        None => Target::ChosenUnit,
        Some(t) => t,
    };
    (attacker_of(t)? == attacker).then_some(())?;
    let mut f = filter.clone();
    f.arena = arena;
    let unit = super::write::unit_phrase(t, &f)?;
    Some(if even_if_exhausted {
        format!("{unit}{EVEN_IF_EXHAUSTED}")
    } else {
        unit
    })
}

/// One plain attack: with a unit the player chooses, of an arena or not.
fn plain_attack(arena: Option<Arena>) -> Effect {
    Effect::Attack(attack_by(None, arena))
}

/// An attack by `attacker` (`None`: a unit the player chooses) of `arena`
/// with nothing more: no bonus, gain or restriction. Every reader of an
/// attack starts from it and sets only what its words say.
pub(super) fn attack_by(attacker: Option<Target>, arena: Option<Arena>) -> AttackEffect {
    AttackEffect {
        attacker,
        power_bonus: 0,
        bonus_trait: None,
        bonus_with_initiative: false,
        enemy_unit_only: false,
        even_if_exhausted: false,
        optional: false,
        gains: Vec::new(),
        arena,
        filter: UnitFilter::default(),
        combat_damage_first: false,
        keywords: Vec::new(),
    }
}

/// The arena words of a plain attack's units.
fn arena_words(arena: Option<Arena>) -> &'static str {
    match arena {
        Some(Arena::Ground) => "ground ",
        Some(Arena::Space) => "space ",
        None => "",
    }
}

/// "Attack with 2 units.", "Attack with 2 space units.": that many plain
/// attacks, in order (7.1.7).
pub(super) fn attack_with_n(c: &mut Cursor) -> Option<Vec<Effect>> {
    c.eat("Attack with ").then_some(())?;
    let n = c.number()?;
    // No card asks for more than a few (bad input must not build a huge
    // list).
    (2..=10).contains(&n).then_some(())?;
    c.eat(" ").then_some(())?;
    let arena = [Some(Arena::Ground), Some(Arena::Space), None]
        .into_iter()
        .find(|a| c.eat(&format!("{}units.", arena_words(*a))))?;
    Some(vec![plain_attack(arena); n as usize])
}

/// The writer's side of [`attack_with_n`]: the run of identical plain
/// attacks at the start of `effects` (two or more), and its sentence.
pub(super) fn write_attack_with_n(effects: &[Effect]) -> Option<(usize, String)> {
    let Some(Effect::Attack(AttackEffect { arena, .. })) = effects.first() else {
        return None;
    };
    let one = plain_attack(*arena);
    let n = effects.iter().take_while(|e| **e == one).count();
    (n >= 2).then(|| (n, format!("Attack with {n} {}units.", arena_words(*arena))))
}

/// ". It gets +2/+0 and gains Saboteur for this attack", ". It gains Grit
/// for this attack": the power bonus (0 when none) and the keywords.
pub(super) fn gains_keywords(c: &mut Cursor) -> Option<(i32, Vec<Keyword>)> {
    c.eat(". It ").then_some(())?;
    let bonus = if c.eat("gets +") {
        let n = c.number()? as i32;
        c.eat("/+0 and ").then_some(n)?
    } else {
        0
    };
    c.eat("gains ").then_some(())?;
    let mut keywords = Vec::new();
    loop {
        match super::read::keyword(c)? {
            Line::Keyword { keyword, amount: 0 } => keywords.push(keyword),
            _ => return None,
        }
        if !c.eat(" and ") {
            break;
        }
    }
    c.eat(" for this attack").then_some((bonus, keywords))
}

/// The writer's side of [`gains_keywords`].
pub(super) fn write_gains_keywords(power_bonus: i32, keywords: &[Keyword]) -> Option<String> {
    let names = keywords
        .iter()
        .map(|k| {
            super::write::write_line(&Line::Keyword {
                keyword: *k,
                amount: 0,
            })
        })
        .collect::<Option<Vec<String>>>()?
        .join(" and ");
    match power_bonus {
        0 => Some(format!(". It gains {names} for this attack")),
        n if n > 0 => Some(format!(
            ". It gets +{n}/+0 and gains {names} for this attack"
        )),
        _ => None,
    }
}

/// "attack with a Vehicle unit. It gets +2/+0 for this attack" and the
/// other forms of an attack with a chosen attacker: the writer's side of
/// `attack`.
pub(super) fn write_attack(e: &Effect, capital: bool) -> Option<String> {
    let Effect::Attack(AttackEffect {
        attacker,
        power_bonus,
        bonus_trait,
        bonus_with_initiative,
        enemy_unit_only,
        even_if_exhausted,
        optional: false,
        gains,
        arena,
        filter,
        combat_damage_first,
        keywords,
    }) = e
    else {
        return None;
    };
    (*power_bonus >= 0).then_some(())?;
    let unit = write_attacker(*attacker, *arena, filter, *even_if_exhausted)?;
    let bonus = match (power_bonus, bonus_trait) {
        // "It can't attack bases for this attack".
        (n, None) if *enemy_unit_only => {
            (!*bonus_with_initiative && gains.is_empty()).then_some(())?;
            write_no_bases(*n)?
        }
        (_, Some(_)) if *enemy_unit_only => return None,
        (n, None) if *bonus_with_initiative => {
            (*n > 0 && gains.is_empty()).then_some(())?;
            format!("{}{n}/+0 for this attack", INITIATIVE_BONUS)
        }
        (_, Some(_)) if *bonus_with_initiative => return None,
        (n, None) if !gains.is_empty() => super::attack_gains::write_for_this_attack(*n, gains)?,
        (_, Some(_)) if !gains.is_empty() => return None,
        (0, None) => String::new(),
        (0, Some(_)) => return None,
        (n, None) => format!(". It gets +{n}/+0 for this attack"),
        (n, Some(t)) => format!(
            ". If it's {} {t} unit, it gets +{n}/+0 for this attack",
            super::write::article(t)
        ),
    };
    // "... for this attack and deals its combat damage before the
    // defender": after a plain bonus only, as Shoot First prints it.
    let bonus = if *combat_damage_first {
        let plain = format!(". It gets +{power_bonus}/+0 for this attack");
        (bonus == plain && *power_bonus > 0 && !*enemy_unit_only).then_some(())?;
        format!("{plain}{FIRST}")
    } else {
        bonus
    };
    // "It gets +2/+0 and gains Saboteur for this attack": with a plain
    // bonus or none.
    let bonus = if keywords.is_empty() {
        bonus
    } else {
        let plain = bonus_trait.is_none()
            && !*bonus_with_initiative
            && gains.is_empty()
            && !*enemy_unit_only
            && !*combat_damage_first;
        plain.then_some(())?;
        write_gains_keywords(*power_bonus, keywords)?
    };
    Some(super::write::verb(
        capital,
        &format!("attack with {unit}{bonus}"),
    ))
}

/// After the attacker: ". It [gets +N/+0 and] can't attack bases for this
/// attack" ([`no_bases`]) or ". It [gets +N/+0 and] gains <keywords> for
/// this attack" ([`gains_keywords`]), and the attack they make.
pub(super) fn restricted_or_gaining(
    c: &mut Cursor,
    attacker: Option<Target>,
    arena: Option<Arena>,
    filter: &UnitFilter,
    even_if_exhausted: bool,
) -> Option<Effect> {
    let (power_bonus, enemy_unit_only, keywords) = match c.attempt(no_bases) {
        Some((n, no)) => (n, no, Vec::new()),
        None => {
            let (n, k) = gains_keywords(c)?;
            (n, false, k)
        }
    };
    Some(Effect::Attack(AttackEffect {
        power_bonus,
        enemy_unit_only,
        even_if_exhausted,
        filter: filter.clone(),
        keywords,
        ..attack_by(attacker, arena)
    }))
}

/// "Attack with a unit", "Attack with a space unit", with its bonus when the
/// next sentence gives one: ". It gets +2/+0 for this attack" (a modified
/// attack, 7.1.6).
pub(super) fn attack(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("attack with ", capital).then_some(())?;
    // "a unit", "a Vehicle unit", "another Heroism unit", "a friendly
    // Bounty Hunter unit": the attacker the player chooses (6.3.1), its
    // filter (text/attack_with.rs).
    let (attacker, mut filter) = super::clause::unit(c)?;
    let attacker = attacker_of(attacker)?;
    let arena = filter.arena.take();
    // "..., even if it's exhausted" (6.3.0b's "unless otherwise specified").
    let even_if_exhausted = c.eat(EVEN_IF_EXHAUSTED);
    // ". It [gets +1/+0 and] can't attack bases for this attack", ". It
    // [gets +2/+0 and] gains Saboteur for this attack" (text/attack_with.rs).
    if let Some(e) =
        c.attempt(|c| restricted_or_gaining(c, attacker, arena, &filter, even_if_exhausted))
    {
        return Some(e);
    }
    let any = c
        .number_between(". It gets +", "/+0 for this attack")
        .map(|n| n as i32);
    // "... for this attack and deals its combat damage before the
    // defender" (Shoot First, 6.3.5c).
    let combat_damage_first = any.is_some() && c.eat(FIRST);
    // "If it's a REBEL unit, it gets +2/+0 for this attack": the bonus only
    // for an attacker with the trait (Fleet Lieutenant).
    let mut with_trait = || {
        c.attempt(|c| {
            c.eat(". If it's ").then_some(())?;
            (c.eat("a ") || c.eat("an ")).then_some(())?;
            let t = super::clause::trait_words(c)?;
            c.eat("unit, it gets +").then_some(())?;
            let n = c.number()?;
            c.eat("/+0 for this attack").then_some((n as i32, Some(t)))
        })
    };
    let (mut power_bonus, bonus_trait) = match any {
        Some(n) => (n, None),
        None => with_trait().unwrap_or((0, None)),
    };
    // "If you have the initiative, it gets +2/+0 for this attack"
    // (Adelphi Patrol Wing): the bonus only with the initiative.
    let mut bonus_with_initiative = false;
    if power_bonus == 0 {
        if let Some(n) = c.number_between(INITIATIVE_BONUS, "/+0 for this attack") {
            power_bonus = n as i32;
            bonus_with_initiative = true;
        }
    }
    // "For this attack, it gets +2/+0 and gains: "...""
    // (text/attack_gains.rs).
    let mut gains = Vec::new();
    if power_bonus == 0 && bonus_trait.is_none() {
        if let Some((n, a)) = c.attempt(super::attack_gains::for_this_attack) {
            power_bonus = n;
            gains.push(a);
        }
    }
    Some(Effect::Attack(AttackEffect {
        power_bonus,
        bonus_trait,
        bonus_with_initiative,
        even_if_exhausted,
        gains,
        filter,
        combat_damage_first,
        ..attack_by(attacker, arena)
    }))
}

/// The words before an attack's bonus that holds only with the
/// initiative; the writer writes the same.
pub(super) const INITIATIVE_BONUS: &str = ". If you have the initiative, it gets +";
