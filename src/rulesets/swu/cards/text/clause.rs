//! The clauses of a sentence and the targets they name: one function per
//! rule of the grammar in [`super::read`] (`clause`, `target`, `unit`).

use super::super::ability::{Amount, Condition, Duration, Effect, PlayerSel, Target, UnitFilter};
use super::super::Arena;
use super::phrases::{unit_target, CHOSEN_UNIT, EACH_UNIT};
use super::read::{keyword, Cursor};
use super::{Line, TOKENS};

/// A target and the filter a `choose` needs for it.
pub(super) type Aim = (Target, UnitFilter);

/// The clause's effect on the target: direct when no filter is needed,
/// else a `choose` with the filter, the effect applying to "it".
pub(super) fn aimed(aim: Aim, make: impl FnOnce(Target) -> Effect) -> Effect {
    let (target, filter) = aim;
    let enemy_ground = UnitFilter {
        arena: Some(Arena::Ground),
        ..UnitFilter::default()
    };
    if target == Target::ChosenEnemyUnit && filter == enemy_ground {
        // The vocabulary's own word for it, as the hand-written cards say.
        make(Target::ChosenEnemyGroundUnit)
    } else if target == Target::EachEnemyUnit && filter == enemy_ground {
        make(Target::EachEnemyGroundUnit)
    } else if filter == UnitFilter::default() {
        make(target)
    } else if is_each(target) {
        Effect::ForEach {
            target,
            filter,
            then: vec![make(Target::It)],
        }
    } else {
        Effect::Choose {
            target,
            filter,
            then: vec![make(Target::It)],
        }
    }
}

/// The targets that reach every unit that passes, with no choice.
pub(super) fn is_each(t: Target) -> bool {
    matches!(
        t,
        Target::EachUnit
            | Target::EachOtherUnit
            | Target::EachFriendlyUnit
            | Target::EachOtherFriendlyUnit
            | Target::EachEnemyUnit
            | Target::EachUnitYouControl
            | Target::EachUnitTheDefendingPlayerControls
    )
}

/// A clause rule: the cursor and whether its verb is capitalised.
type ClauseRule = fn(&mut Cursor, bool) -> Option<Effect>;

/// The clause rules, tried in order.
const CLAUSES: &[ClauseRule] = &[
    // Before anything reading "Reveal the top" (text/reveal_draw.rs).
    super::reveal_draw::clause,
    super::reveal_each::clause,
    super::random_return::clause,
    super::free_from_discard::clause,
    super::search_discard::clause,
    // Before `deal` and `heal`, which read the start of these and stop.
    super::damage_on_this::deal_for_each,
    super::damage_on_this::heal_equal,
    deal,
    super::equal::deal_equal,
    heal,
    shield,
    experience,
    modify,
    gain_keyword,
    draw,
    defeat,
    // Before `exhaust`, which reads "an enemy unit" and stops.
    super::resource_cards::exhaust,
    exhaust,
    ready,
    super::resources::ready_resources,
    return_to_hand,
    create,
    discard,
    opponent_discards,
    discard_from_deck,
    look_at_hand,
    super::attack_with::attack,
    resource_this_unit,
    pay,
    force_is_with_you,
    use_the_force,
    super::upgrade::attack_with_attached,
    // Subject first ("This unit gains Sentinel for this phase"), decks and
    // players: their own modules.
    super::subject::gains,
    super::subject::loses,
    super::subject::gets,
    super::subject::captures,
    super::deck::look_at_top,
    super::deck::look_at_each_top,
    super::deck::reveal_any_top,
    super::deck::search_draw,
    super::deck::reveal_from_hand,
    super::discard::return_from_discard,
    super::players::chosen_players_draw,
    super::players::chosen_player_discards,
    super::play::play,
    take_control,
    owner_takes_control,
    super::upgrades_in_play::defeat_upgrade,
    super::upgrades_in_play::return_upgrade,
    super::up_to::clause,
    super::top_card::look_at_top_card,
    super::amount_of::deal_equal,
    super::disclose::disclose,
    super::indirect::deal,
    super::credits::create,
    super::all::clause,
    super::discard_hand::clause,
    super::divided::clause,
    super::lose_game::lose_game,
    super::counted::shields,
    super::draw_for_each::draw_for_each,
    super::reveal_top::reveal_own_top,
    super::credits::defeat,
    super::bases_heal::clause,
    super::amount_of::in_its_arena,
    super::defeated_this_phase::play,
    super::defeated_this_phase::return_each,
    super::played_count::for_each_played,
    super::played_count::draws_then_random,
    super::pronoun::clause,
    super::discard_costs::clause,
    super::resource_cards::defeat,
    super::resource_cards::return_to_hand,
    super::resource_cards::put_into_play,
    super::resource_cards::resource_top,
    super::resource_cards::resource_this,
    super::capture_by_it::captures,
    super::if_you_dont::rescue,
    super::unit_captures::clause,
    super::power_at_most_upgrades::clause,
    super::next_play::clause,
    super::opponent_may::clause,
    super::resource_event::clause,
    super::move_upgrade::clause,
    super::upgrades_on::return_each,
    super::upgrade_was_attached::clause,
    super::more_clauses::clause,
    super::pronoun::return_clause,
];

pub(super) fn clause(c: &mut Cursor, capital: bool) -> Option<Effect> {
    let first = one_clause(c, capital)?;
    // "... to a friendly unit and ready it": more clauses on the same
    // chosen unit (text/compound.rs).
    Some(super::compound::and_it(c, first))
}

/// One clause, without any "and ... it" after it.
pub(super) fn one_clause(c: &mut Cursor, capital: bool) -> Option<Effect> {
    CLAUSES
        .iter()
        .find_map(|rule| c.attempt(|c| rule(c, capital)))
}

fn deal(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("deal ", capital).then_some(())?;
    let n = c.number()?;
    c.eat(" damage to ").then_some(())?;
    let aim = target(c)?;
    // "the defender" is a unit or a base; the vocabulary's `defender` is
    // the unit only, so damage to it is not read.
    (aim.0 != Target::Defender).then_some(())?;
    Some(aimed(aim, |target| Effect::DealDamage {
        amount: Amount::Fixed(n as i32),
        target,
    }))
}

fn heal(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("heal ", capital).then_some(())?;
    // "heal all damage from a unit" (The Mandalorian).
    let amount = if c.eat("all") {
        Amount::Of(super::super::ability::AmountOf::AllDamage)
    } else {
        Amount::Fixed(c.number()? as i32)
    };
    c.eat(" damage from ").then_some(())?;
    let aim = target(c)?;
    (aim.0 != Target::Defender).then_some(())?;
    Some(aimed(aim, |target| Effect::Heal { amount, target }))
}

fn shield(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("give a Shield token to ", capital)
        .then_some(())?;
    Some(aimed(target(c)?, |target| Effect::GiveShield { target }))
}

fn experience(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("give ", capital).then_some(())?;
    let count = if c.eat("an Experience token") {
        1
    } else {
        let n = c.number()?;
        c.eat(" Experience tokens").then_some(())?;
        n
    };
    c.eat(" to ").then_some(())?;
    Some(aimed(target(c)?, |target| Effect::GiveExperience {
        target,
        count,
    }))
}

/// " for this phase" or " for this attack": how long a modifier or a
/// gained keyword lasts (one rule of the grammar, shared by both).
pub(super) fn for_this(c: &mut Cursor) -> Option<Duration> {
    c.eat(" for this ").then_some(())?;
    if c.eat("phase") {
        Some(Duration::ThisPhase)
    } else if c.eat("attack") {
        Some(Duration::ThisAttack)
    } else {
        None
    }
}

fn modify(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("give ", capital).then_some(())?;
    let aim = target(c)?;
    c.eat(" ").then_some(())?;
    let (power, hp) = modifier(c)?;
    let duration = for_this(c)?;
    Some(aimed(aim, |target| Effect::Modify {
        target,
        power,
        hp,
        duration,
    }))
}

/// "Give a unit Sentinel for this phase", "Give a friendly unit Raid 2 for
/// this phase".
fn gain_keyword(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("give ", capital).then_some(())?;
    let aim = target(c)?;
    c.eat(" ").then_some(())?;
    let Line::Keyword { keyword, amount } = keyword(c)? else {
        return None;
    };
    let duration = for_this(c)?;
    Some(aimed(aim, |target| Effect::GainKeyword {
        target,
        keyword,
        amount,
        duration,
    }))
}

fn opponent_discards(c: &mut Cursor, capital: bool) -> Option<Effect> {
    let who = if c.eat_verb("each opponent discards a card from their hand", capital) {
        PlayerSel::Opponent
    } else if c.eat_verb("an opponent discards a card from their hand", capital) {
        // Poe Dameron's option: two players, the one opponent.
        PlayerSel::AnOpponent
    } else {
        return None;
    };
    Some(Effect::DiscardFromHand { who, count: 1 })
}

fn discard_from_deck(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("discard ", capital).then_some(())?;
    let count = if c.eat("a card") {
        1
    } else {
        let n = c.number()?;
        c.eat(" cards").then_some(n)?
    };
    c.eat(" from your deck").then_some(())?;
    Some(Effect::DiscardFromDeck {
        who: PlayerSel::You,
        count,
    })
}

fn look_at_hand(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("look at an opponent's hand", capital)
        .then_some(Effect::LookAtHand {
            who: PlayerSel::Opponent,
        })
}

/// "Put this unit into play as a resource and ready it" (from the discard
/// pile, after a When Defeated).
fn resource_this_unit(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("put this unit into play as a resource", capital)
        .then_some(())?;
    Some(Effect::ResourceThisCard {
        ready: c.eat(" and ready it"),
    })
}

/// "pay 2" (exhausting ready resources, 1.7.2): read only where "If you
/// do" follows (see `sentence::if_you_do`).
fn pay(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("pay ", capital).then_some(())?;
    Some(Effect::Pay {
        amount: c.number()?,
    })
}

/// "The Force is with you" (8.37.2).
fn force_is_with_you(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("the Force is with you", capital)
        .then_some(Effect::TheForceIsWithYou)
}

/// "use the Force" (8.37.4): read only before its "If you do".
fn use_the_force(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("use the Force", capital)
        .then_some(Effect::UseTheForce)
}

fn draw(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("draw ", capital).then_some(())?;
    let count = if c.eat("a card") {
        1
    } else {
        let n = c.number()?;
        c.eat(" cards").then_some(n)?
    };
    Some(Effect::Draw {
        who: PlayerSel::You,
        count,
    })
}

fn defeat(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("defeat ", capital).then_some(())?;
    Some(aimed(target(c)?, |target| Effect::Defeat { target }))
}

fn exhaust(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("exhaust ", capital).then_some(())?;
    Some(aimed(target(c)?, |target| Effect::Exhaust { target }))
}

fn ready(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("ready ", capital).then_some(())?;
    Some(aimed(target(c)?, |target| Effect::Ready { target }))
}

fn return_to_hand(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("return ", capital).then_some(())?;
    let aim = target(c)?;
    c.eat(" to its owner's hand").then_some(())?;
    Some(aimed(aim, |target| Effect::ReturnToHand { target }))
}

/// "Take control of a non-leader unit" (1.5.2d: it stays under its new
/// controller until it leaves play or control changes again).
fn take_control(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("take control of ", capital).then_some(())?;
    Some(aimed(target(c)?, |target| Effect::TakeControl { target }))
}

/// "its owner takes control of it": the unit an earlier sentence took
/// control of, back to its owner (text/follow.rs reads it in a delayed
/// effect about that unit).
fn owner_takes_control(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("its owner takes control of ", capital)
        .then_some(())?;
    let (target, filter) = target(c)?;
    (target == Target::It && filter == UnitFilter::default())
        .then_some(Effect::OwnerTakesControl { target })
}

fn create(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("create ", capital).then_some(())?;
    let count = if c.eat("a ") || c.eat("an ") {
        1
    } else {
        let n = c.number()?;
        c.eat(" ").then_some(n)?
    };
    let (_, id) = TOKENS.iter().find(|(printed, _)| c.eat(printed))?;
    c.eat(if count == 1 { " token" } else { " tokens" })
        .then_some(())?;
    Some(Effect::CreateToken {
        token: id.to_string(),
        count,
    })
}

fn discard(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("discard a card from your hand", capital)
        .then_some(Effect::DiscardFromHand {
            who: PlayerSel::You,
            count: 1,
        })
}

fn signed(c: &mut Cursor) -> Option<i32> {
    let sign = if c.eat("+") {
        1
    } else if c.eat("-") {
        -1
    } else {
        return None;
    };
    Some(sign * c.number()? as i32)
}

pub(super) fn modifier(c: &mut Cursor) -> Option<(i32, i32)> {
    c.attempt(|c| {
        let p = signed(c)?;
        c.eat("/").then_some(())?;
        Some((p, signed(c)?))
    })
}

pub(super) fn target(c: &mut Cursor) -> Option<Aim> {
    let fixed: &[(&str, Target)] = &[
        ("this unit", Target::This),
        ("your base", Target::YourBase),
        ("an enemy base", Target::EnemyBase),
        ("a unit or base", Target::ChosenUnitOrBase),
        ("a ground unit or a base", Target::ChosenGroundUnitOrBase),
        (
            "a unit in the defender's arena",
            Target::ChosenUnitInDefendersArena,
        ),
        ("a base", Target::ChosenBase),
        ("each base", Target::EachBase),
        ("each enemy base", Target::EachEnemyBase),
        // Sabine Wren: the defending unit of the attack under way, or
        // either base (before "the defender", which it starts with).
        ("the defender or to a base", Target::ChosenDefenderOrBase),
        ("the defender", Target::Defender),
        // An upgrade's "attached unit", read only in an upgrade's text
        // (`upgrade::attached_is`).
        ("attached unit", Target::It),
        // "it": the unit an earlier clause of the sentence chose ("and
        // ready it", text/compound.rs) or, in an upgrade's text, the
        // attached unit ("If attached unit is ..., give ... to it"); the
        // writer writes it only there, so the round trip refuses any other.
        ("it", Target::It),
    ];
    for (words, t) in fixed {
        if *words == "attached unit" && !c.attached_is_it {
            continue;
        }
        // A whole phrase: "a base" must not read the start of "a base's".
        if c.attempt(|c| {
            (c.eat(words)
                && !c
                    .rest()
                    .starts_with(|ch: char| ch.is_alphanumeric() || ch == '\''))
            .then_some(())
        })
        .is_some()
        {
            return Some((*t, UnitFilter::default()));
        }
    }
    c.attempt(each).or_else(|| c.attempt(unit))
}

pub use super::super::printed::ASPECTS;

/// Capitalised words followed by " unit" (the trait, "Bounty Hunter"),
/// the cursor left before "unit".
pub(super) fn trait_words(c: &mut Cursor) -> Option<String> {
    let mut words: Vec<&str> = Vec::new();
    loop {
        let rest = c.rest();
        let word = rest.split(' ').next()?;
        // "unit" ends the trait, with or without the sentence's stop after
        // it ("a friendly REBEL unit.").
        if word.trim_end_matches(['.', ',', '"']) == "unit" || word.is_empty() {
            break;
        }
        // "a Jedi non-Vehicle unit": the trait ends where a trait the unit
        // lacks begins.
        if word.starts_with("non-") && !words.is_empty() {
            break;
        }
        // "a Unique unit" is the unique icon, not a trait: read as neither.
        if word == "Unique" {
            return None;
        }
        // An arena after the trait ("an enemy VEHICLE ground unit") ends it
        // too; `unit_words` reads the arena.
        if matches!(word, "ground" | "space") && !words.is_empty() {
            break;
        }
        let capitalised = word
            .chars()
            .next()
            .is_some_and(|ch| ch.is_ascii_uppercase())
            && word.chars().all(|ch| ch.is_ascii_alphabetic() || ch == '-');
        if !capitalised || !rest[word.len()..].starts_with(' ') {
            return None;
        }
        c.at += word.len() + 1;
        words.push(word);
    }
    (!words.is_empty()).then(|| words.join(" "))
}

/// What follows a unit's determiner: "damaged enemy non-leader Villainy
/// ground unit that costs 3 or less". The side is `Some(true)` for
/// "friendly", `Some(false)` for "enemy".
pub(super) fn unit_words(c: &mut Cursor) -> Option<(Option<bool>, UnitFilter)> {
    // A state first: "a damaged unit", "an exhausted enemy unit".
    let damaged = c.eat("damaged ");
    let exhausted = !damaged && c.eat("exhausted ");
    let side = if c.eat("friendly ") {
        Some(true)
    } else if c.eat("enemy ") {
        Some(false)
    } else {
        None
    };
    // Cards print "a damaged enemy unit" but "a friendly damaged unit"
    // (Academy Defense Walker): the state after "friendly" too.
    let damaged = damaged || (!exhausted && side == Some(true) && c.eat("damaged "));
    let mut filter = UnitFilter {
        damaged,
        exhausted,
        non_leader: c.eat("non-leader "),
        non_unique: c.eat("non-unique "),
        unique: c.eat("unique "),
        ..UnitFilter::default()
    };
    // "a Villainy unit" (an aspect), "a friendly Force unit" (a trait,
    // printed capitalised: one or more words before "unit").
    if let Some(aspect) = ASPECTS.iter().find(|a| c.eat(&format!("{a} "))) {
        filter.aspect = Some(aspect.to_string());
    } else if let Some(words) = c.attempt(trait_words) {
        filter.trait_ = Some(words);
    }
    filter.not_trait = c.attempt(|c| {
        c.eat("non-").then_some(())?;
        let word = c.rest().split(' ').next()?;
        let capitalised = word.starts_with(|ch: char| ch.is_ascii_uppercase())
            && word.chars().all(|ch| ch.is_ascii_alphabetic());
        (capitalised && c.rest()[word.len()..].starts_with(' ')).then_some(())?;
        c.at += word.len() + 1;
        Some(word.to_string())
    });
    // "a non-Villainy unit" lacks an aspect, not a trait.
    if filter
        .not_trait
        .as_deref()
        .is_some_and(|t| ASPECTS.contains(&t))
    {
        filter.not_aspect = filter.not_trait.take();
    }
    filter.token = c.eat("token ");
    filter.leader = !filter.non_leader && !filter.token && c.eat("leader ");
    if c.eat("ground ") {
        filter.arena = Some(Arena::Ground);
    } else if c.eat("space ") {
        filter.arena = Some(Arena::Space);
    }
    c.eat("unit").then_some(())?;
    if let Some(k) = c.attempt(|c| {
        c.eat(" with ").then_some(())?;
        super::conditions::had_keyword(c)
    }) {
        // "a unit with a Bounty", "a unit with Sentinel".
        filter.has = Some(k);
    } else if c.eat(" with ") {
        let n = c.number()?;
        if c.eat(" or less remaining HP") {
            filter.max_remaining_hp = Some(n as i32);
        } else if c.eat(" or less power") {
            filter.max_power = Some(n as i32);
        } else {
            return None;
        }
    } else if c.eat(" that entered play this phase") {
        filter.entered_this_phase = true;
    } else if c.eat(super::attacking_a::NOT_THIS_ROUND) {
        filter.not_entered_this_round = true;
    } else if c.eat(super::captured_in_its_arena::ATTACKED_YOUR_BASE) {
        filter.attacked_your_base_this_phase = true;
    } else if c.eat(super::this_phase::YOU_PLAYED) {
        filter.played_by_you_this_phase = true;
    } else if c.eat(" that costs the same as or less than the revealed card") {
        // Grand Admiral Thrawn: the cost of the card revealed earlier in
        // the ability.
        filter.cost_at_most_revealed = true;
    } else if c.eat(" that costs ") {
        let n = c.number()?;
        if c.eat(" or less") {
            filter.max_cost = Some(n);
        } else {
            // "that costs 6 or more" (Admiral Piett).
            c.eat(" or more").then_some(())?;
            filter.min_cost = Some(n);
        }
    }
    Some((side, filter))
}

/// "another" is read only where it means "other than this unit".
fn another(c: &mut Cursor, word: &str) -> bool {
    c.another_is_other_than_this && c.eat(word)
}

pub(super) fn unit(c: &mut Cursor) -> Option<Aim> {
    let another = if another(c, "another ") {
        true
    } else if c.eat("a ") || c.eat("an ") {
        false
    } else {
        return None;
    };
    let (side, filter) = unit_words(c)?;
    let target = unit_target(&CHOSEN_UNIT, another, side)?;
    Some((target, filter))
}

/// "each [other] <unit words>": every unit that passes, no choice.
fn each(c: &mut Cursor) -> Option<Aim> {
    c.eat("each ").then_some(())?;
    let other = another(c, "other ");
    let (side, filter) = unit_words(c)?;
    let target = unit_target(&EACH_UNIT, other, side)?;
    // "each unit you control": friendly, said the other way (1.5.3a).
    if (other, side) == (false, None) && c.eat(" you control") {
        return Some((Target::EachUnitYouControl, filter));
    }
    // "each ground unit the defending player controls" (6.3.1a).
    let defending = format!(" {}", super::phrases::DEFENDING_PLAYER_CONTROLS);
    if (other, side) == (false, None) && c.eat(&defending) {
        return Some((Target::EachUnitTheDefendingPlayerControls, filter));
    }
    Some((target, filter))
}

/// "you control a Vigilance unit", "you control another Wookiee unit",
/// "you have the initiative": the condition of an "If ..." sentence.
pub(super) fn condition(c: &mut Cursor) -> Option<Condition> {
    if let Some(k) = super::conditions::condition(c) {
        return Some(k);
    }
    if let Some(k) = c.attempt(super::this_phase::condition) {
        return Some(k);
    }
    if let Some(k) = c.attempt(super::attacking_a::condition) {
        return Some(k);
    }
    if let Some(is) = c.attempt(super::upgrade::attached_is) {
        return Some(is);
    }
    if c.eat("you have the initiative") {
        return Some(Condition::YouHaveInitiative);
    }
    c.eat("you control ").then_some(())?;
    let (target, filter) = unit(c)?;
    let other = match target {
        Target::ChosenUnit => false,
        Target::ChosenOtherUnit => true,
        // "you control a friendly unit" is not how cards say it.
        _ => return None,
    };
    Some(Condition::YouControl { other, filter })
}
