//! The writer: vocabulary back into printed text, built from the vocabulary
//! alone (it never sees the printed text). `None` where the vocabulary says
//! something the writer has no words for yet; such a line is not modelled.

use super::super::ability::{
    Ability, Condition, ConstantScope, Effect, PlayerSel, Target, UnitFilter,
};
use super::super::trigger::Trigger;
use super::{Line, KEYWORD_WORDS, TOKENS};
// The small word helpers live in text/words.rs; their old paths stay.
pub(super) use super::words::{article, modifier, verb};
use super::words::{fixed, for_words, keyword_for, stop};

pub(super) use super::conditions::condition_phrase;
// The phrases of a unit live in text/phrases.rs; their old path stays.
use super::phrases::each_phrase;
pub(super) use super::phrases::{target_phrase, unit_phrase, unit_words};
use super::players::cards_words;
use crate::rulesets::swu::cards::{AttackEffect, PlayUnitEffect};

pub fn write_line(line: &Line) -> Option<String> {
    match line {
        Line::Keyword { keyword, amount } => {
            let (word, _, numbered) = KEYWORD_WORDS.iter().find(|(_, k, _)| k == keyword)?;
            Some(if *numbered {
                format!("{word} {amount}")
            } else {
                word.to_string()
            })
        }
        Line::Ability(a) => write_ability(a),
        Line::Smuggle { cost, aspects } if !aspects.is_empty() => {
            Some(format!("Smuggle [C={cost} {}]", aspects.join(" ")))
        }
        Line::Smuggle { .. } => None,
        Line::Attach(_) => super::upgrade::write(line),
        // An upgrade's "Attached unit gains ..." is the upgrade module's; a
        // unit's "Each friendly ... unit gets ..." the constant module's.
        // A conditional one ("While ..., this unit ...") text/conditional.rs.
        Line::Constant(k) if k.while_.is_some() || k.to == ConstantScope::ThisUnit => {
            super::conditional::write(k)
        }
        Line::Constant(k) if k.to == ConstantScope::AttachedUnit => {
            super::upgrade::write(line).or_else(|| super::attach_as_upgrade::write_constant(k))
        }
        Line::Constant(k) if k.to == ConstantScope::FriendlyResources => {
            super::resource_smuggle::write(k)
        }
        Line::Constant(k) => super::constant::write(k),
        Line::OwnCost { cost, event } => super::own_cost::write(cost, *event),
        Line::AlternativeCost(k) => super::alternative_cost::write(k),
        Line::PlayCost(k) => super::play_costs::write(k),
        Line::SmuggleDealing { .. } => super::smuggle_cost::write(line),
    }
}

pub fn write_ability(a: &Ability) -> Option<String> {
    // "... Use this ability only once each round." (8.32.3).
    if let [Effect::OnceEachRound { .. }] = a.effects.as_slice() {
        return super::once_each_round::write(a);
    }
    // "The first event played by each opponent ..." (8.14.2).
    if let [Effect::FirstOpponentEventLosesAllAbilities] = a.effects.as_slice() {
        return super::first_event_loses::write(a);
    }
    // "If this unit would be captured, ... instead." (7.7.5).
    if let [Effect::InsteadOfCaptured { .. }] = a.effects.as_slice() {
        return super::would_be_captured::write(a);
    }
    // "Choose a unit. It loses all abilities ..." (text/loses_all.rs).
    if let Some(s) = super::loses_all::write(a) {
        return Some(s);
    }
    // "When you play an upgrade on a unit: ... that unit." (Dengar).
    if a.when == [Trigger::YouPlayUpgradeOnAUnit] {
        return super::upgrade_on_a_unit::write(a);
    }
    if a.granted {
        return super::upgrade::write_granted(a);
    }
    if a.id.is_some() {
        return None;
    }
    // Coordinate gates a triggered ability only (see `read::coordinate`).
    let coordinate = if !a.coordinate {
        ""
    } else if a
        .when
        .iter()
        .any(|t| matches!(t, Trigger::Event | Trigger::Action | Trigger::Bounty))
    {
        return None;
    } else {
        "Coordinate - "
    };
    let prefix = match a.when.as_slice() {
        // "When you play another Underworld card: " (text/played_trigger.rs).
        _ if a.played.is_some() => super::played_trigger::write(a)?,
        [Trigger::Event] => String::new(),
        [Trigger::Bounty] => "Bounty - ".to_string(),
        [Trigger::Action] => {
            let mut costs = Vec::new();
            if a.cost > 0 {
                costs.push(format!("C={}", a.cost));
            }
            if a.exhaust {
                costs.push("Exhaust".to_string());
            }
            if a.defeat_friendly {
                costs.push(super::read::DEFEAT_FRIENDLY.to_string());
            }
            if let Some(p) = a.return_this {
                use super::read::{possessive, OWNERS_HAND, RETURN_THIS};
                costs.push(format!("{RETURN_THIS}{}{OWNERS_HAND}", possessive(p)));
            }
            if costs.is_empty() {
                return None;
            }
            format!("Action [{}]: ", costs.join(", "))
        }
        when if !when.is_empty()
            && !when
                .iter()
                .any(|t| matches!(t, Trigger::Event | Trigger::Action | Trigger::Bounty)) =>
        {
            let words: Vec<&str> = when.iter().map(|t| t.printed()).collect();
            format!("{}: ", words.join("/"))
        }
        _ => return None,
    };
    if (a.cost > 0 || a.exhaust || a.defeat_friendly || a.return_this.is_some())
        && a.when != [Trigger::Action]
    {
        return None;
    }
    let body = match a.effects.as_slice() {
        [one] if a.may => format!("You may {}.", clause(one, false)?),
        // "You may deal 1 damage to this unit and 1 damage to ...".
        many if a.may && many.len() > 1 => {
            format!("You may {}.", super::compound::write_damages(many, false)?)
        }
        effects if !a.may && !effects.is_empty() => {
            let mut sentences = Vec::new();
            let mut rest = effects;
            while let Some(e) = rest.first() {
                // "Name a card. ...", "Look at the top card of your deck.
                // If ..." (text/name_top.rs).
                if let Some((n, s)) = super::name_top::write_run(rest) {
                    sentences.push(s);
                    rest = &rest[n..];
                    continue;
                }
                // A run of damage clauses is one sentence ("Deal 2 damage
                // to an enemy base and 2 damage to an enemy unit").
                let run = super::compound::damage_run(rest);
                if run > 1 {
                    sentences.push(format!(
                        "{}.",
                        super::compound::write_damages(&rest[..run], true)?
                    ));
                    rest = &rest[run..];
                    continue;
                }
                // "Deal 1 damage to a unit and draw a card".
                if let Some(s) = rest.get(1).and_then(|d| super::and_draw::write(e, d, true)) {
                    sentences.push(stop(s));
                    rest = &rest[2..];
                    continue;
                }
                // "Look at ... hand. You may discard 1 of those cards. ...".
                if let Some(s) = super::those_cards::write_run(rest) {
                    sentences.push(stop(s));
                    rest = &rest[2..];
                    continue;
                }
                // "Look at an opponent's hand and discard a card from it".
                if let Some(d @ Effect::DiscardChosenFromHand { .. }) = rest.get(1) {
                    sentences.push(stop(super::players::write_look_and_discard(e, d)?));
                    rest = &rest[2..];
                    continue;
                }
                // "Attack with 2 units.": one attack after another
                // (text/attack_with.rs).
                if let Some((n, s)) = super::attack_with::write_attack_with_n(rest) {
                    sentences.push(s);
                    rest = &rest[n..];
                    continue;
                }
                // "Attack with a space unit. After completing this attack,
                // ...": what follows an attack resolves once it is over.
                if let (Effect::Attack(AttackEffect { .. }), Some(after)) = (e, rest.get(1)) {
                    sentences.push(stop(super::attack_gains::write_attack_and_after(e, after)?));
                    rest = &rest[2..];
                    continue;
                }
                // "Draw a card, then attack with a unit": no card prints an
                // attack as a sentence after another (text/attack_gains.rs);
                // "Draw 2 cards, then discard a card" (text/then_discard.rs).
                let then = rest.get(1).filter(|t| super::then_discard::follows(e, t));
                if let Some(then) = then {
                    if !matches!(e, Effect::May { .. } | Effect::Attack(AttackEffect { .. })) {
                        sentences.push(stop(format!(
                            "{}, then {}",
                            clause(e, true)?,
                            clause(then, false)?
                        )));
                        rest = &rest[2..];
                        continue;
                    }
                }
                sentences.push(match e {
                    Effect::May { then } if then.len() == 1 => {
                        format!("You may {}.", clause(&then[0], false)?)
                    }
                    Effect::May { then } if then.len() > 1 => {
                        format!("You may {}.", super::compound::write_damages(then, false)?)
                    }
                    e => stop(clause(e, true)?),
                });
                rest = &rest[1..];
            }
            sentences.join(" ")
        }
        _ => return None,
    };
    Some(format!("{coordinate}{prefix}{body}"))
}

/// An ability with no trigger, no cost and no "may", not granted: how the
/// vocabulary holds a unit's standing ability that is not a `Constant`
/// line ("The first event played by each opponent ...", "If this unit
/// would be captured, ..."); their writers write only such an ability.
pub(super) fn untriggered(a: &Ability) -> bool {
    a.when.is_empty() && !a.may && !a.granted && a.cost == 0 && !a.exhaust
}

/// One clause, without its full stop.
pub(super) fn clause(e: &Effect, capital: bool) -> Option<String> {
    // A `choose` of one unit with a filter, its one effect on "it", is the
    // clause with the filtered unit as its target.
    match e {
        Effect::Choose {
            target,
            filter,
            then,
        } => {
            if let Some(s) = CHOSEN_WRITERS.iter().find_map(|write| write(e, capital)) {
                return Some(s);
            }
            let aim = unit_phrase(*target, filter)?;
            match then.as_slice() {
                [inner] if *filter != UnitFilter::default() => {
                    clause_on(inner, capital, &aim, true)
                }
                // "... and ready it": more clauses on the chosen unit.
                [inner, more @ ..] if !more.is_empty() => Some(format!(
                    "{}{}",
                    clause_on(inner, capital, &aim, true)?,
                    super::compound::write_more(more)?
                )),
                _ => None,
            }
        }
        // Likewise "each" with a filter, its one effect on each as "it".
        Effect::ForEach {
            target,
            filter,
            then,
        } => {
            let [inner] = then.as_slice() else {
                return None;
            };
            if *filter == UnitFilter::default() {
                return None;
            }
            let aim = each_phrase(*target, filter)?;
            clause_on(inner, capital, &aim, true)
        }
        // "If you control a Vigilance unit, [you may] heal ...": a
        // sentence of its own.
        // "If attached unit is Luke Skywalker, ... him" (text/attached_named.rs).
        Effect::If {
            condition: Condition::ItIsCalled { .. },
            ..
        } if capital => super::attached_named::write(e),
        Effect::If { condition, then } if capital => {
            // After "If the defender has a Bounty," the defender is "it".
            if let (Condition::DefenderIs { .. }, [one]) = (condition, then.as_slice()) {
                (super::compound::aim_of(one) == Some(Target::Defender)).then_some(())?;
                let mut on_it = one.clone();
                super::compound::set_aim(&mut on_it, Target::It);
                return Some(format!(
                    "If {}, {}",
                    condition_phrase(condition)?,
                    super::subject::write(&on_it, false, Some("it"))?
                ));
            }
            // After "If attached unit is ...," that unit is "it".
            let it = if matches!(condition, Condition::ItIs { .. }) {
                "it"
            } else {
                ""
            };
            let rest = match then.as_slice() {
                [Effect::May { then }] => match then.as_slice() {
                    [one] => format!("you may {}", plain_clause_calling_it(one, it)?),
                    _ => return None,
                },
                [one] => plain_clause_calling_it(one, it)?,
                // "deal 1 damage to a unit and 1 damage to a base".
                many if it.is_empty() => super::and_heal::write(many)
                    .or_else(|| super::compound::write_damages(many, false))?,
                _ => return None,
            };
            Some(format!("If {}, {rest}", condition_phrase(condition)?))
        }
        // "You may pay 1. If you do, ...": two sentences, the full stop
        // between them written here.
        Effect::IfYouDo { may, then } if capital => {
            let [first] = may.as_slice() else {
                return None;
            };
            let after = super::and_draw::write_then(then)?;
            let first = match first {
                Effect::Pay { amount } => format!("pay {amount}"),
                Effect::UseTheForce => "use the Force".to_string(),
                e @ Effect::RevealFromHand { .. } => super::deck::write_reveal_from_hand(e)?,
                e @ Effect::DiscardFromHand { .. } => plain_clause(e)?,
                e if super::super::if_you_do::tells(e) => plain_clause(e)?,
                _ => return None,
            };
            Some(format!("You may {first}. If you do, {after}"))
        }
        // "Play a unit from your hand. It costs 3 less ...": the play and
        // the sentences after it about the unit played.
        Effect::PlayUnit(PlayUnitEffect { .. }) => {
            match super::follow::write(e).filter(|_| capital) {
                Some(s) => Some(s),
                // After "You may ": an upgrade's play and the sentences
                // after it (`follow::may_play_upgrade`).
                None if matches!(e, Effect::PlayUnit(PlayUnitEffect { upgrade: true, .. })) => {
                    super::follow::write(e).map(|s| super::write::verb(false, &s))
                }
                None => {
                    super::play::write(e, capital).or_else(|| super::played_from::write(e, capital))
                }
            }
        }
        // "At the start of the regroup phase, ...": a sentence of its own.
        Effect::Delayed { .. } if capital => super::delayed::write(e),
        // "If it's not a unit, ...": about the card just discarded.
        Effect::IfDiscardedIsNot { .. } if capital => super::deck::write_if_discarded(e),
        // Damage to several units at once: one sentence of damage clauses.
        Effect::AtOnce { effects } => super::at_once::write(effects, capital),
        _ => clause_on(e, capital, "", false),
    }
}

/// A clause inside a sentence, its verb in lower case; never one that is
/// a sentence of its own.
pub(super) fn plain_clause(e: &Effect) -> Option<String> {
    match e {
        Effect::If { .. }
        | Effect::IfYouDo { .. }
        | Effect::May { .. }
        | Effect::Pay { .. }
        | Effect::UseTheForce
        | Effect::RevealFromHand { .. } => None,
        e => clause(e, false),
    }
}

/// `plain_clause`, a target of "it" written `it` when not empty ("If
/// attached unit is a Mandalorian, give a Shield token to it").
fn plain_clause_calling_it(e: &Effect, it: &str) -> Option<String> {
    match e {
        Effect::Choose { .. } | Effect::ForEach { .. } => plain_clause(e),
        e if !it.is_empty() => {
            plain_clause(e)?;
            clause_on(e, false, it, false)
        }
        e => plain_clause(e),
    }
}

/// A clause module's writer: its text of `e`, or `None` for an effect it
/// does not write.
type ClauseWriter = fn(&Effect, bool) -> Option<String>;

/// The clause modules' writers, the mirror of the readers' `CLAUSES`
/// (clause.rs): tried in order, the first that writes an effect wins.
/// Each writes only its own effects, so the order matters only where
/// two could write one effect; a new module adds its writer here.
const WRITERS: &[ClauseWriter] = &[
    super::reveal_draw::write,
    super::reveal_each::write,
    super::random_return::write,
    super::free_from_discard::write,
    super::search_discard::write,
    super::deck::write,
    super::discard::write,
    super::resources::write,
    super::players::write,
    super::equal::write,
    super::upgrades_in_play::write,
    super::up_to::write,
    super::top_card::write,
    super::either::write,
    super::amount_of::write,
    super::indirect::write,
    super::credits::write,
    // A disclosure is written here only inside a sentence (where "If you
    // do" asks for its first part); "Use the Force. If you do, ..." only
    // as a sentence of its own.
    |e, capital| (!capital).then(|| super::disclose::write(e)).flatten(),
    |e, capital| capital.then(|| super::use_the_force::write(e)).flatten(),
    super::all::write,
    super::discard_hand::write,
    super::divided::write,
    super::lose_game::write,
    super::draw_for_each::write,
    super::bases_heal::write,
    super::name_top::write,
    super::defeated_this_phase::write,
    super::played_count::write,
    super::pronoun::write,
    super::discard_costs::write,
    super::resource_cards::write,
    super::either_or::write,
    super::reveal_resource::write,
    super::capture_by_it::write,
    super::that_unit::write,
    super::if_you_dont::write,
    super::unit_captures::write,
    super::power_at_most_upgrades::write,
    super::next_play::write,
    super::opponent_may::write,
    super::resource_event::write,
    super::that_token::write,
    super::heal_divided::write,
    super::reveal_enemy_resources::write,
    super::chosen_keyword::write,
    super::captured_in_its_arena::write,
    super::redirect::write,
    super::upgrade_then::write,
    super::move_upgrade::write,
    super::take_upgrade::write,
    super::upgrade_was_attached::write,
    super::attack_with_this::write,
    super::again::write,
    super::played_from::write,
    super::attach_as_upgrade::write,
    super::stolen_resource::write,
];

/// The writers of a `choose` in forms of their own, tried in order before
/// its plain clause (`clause`), the first that writes it winning. One
/// that writes whole sentences writes only a sentence of its own
/// (`capital`), never after "You may ".
const CHOSEN_WRITERS: &[ClauseWriter] = &[
    // "Take control of a non-leader unit. At the start of the regroup
    // phase, ...": sentences about the unit chosen.
    |e, capital| capital.then(|| super::follow::write(e)).flatten(),
    // "deal damage to a unit equal to the number of units you control in
    // its arena".
    super::amount_of::write_in_its_arena,
    // "... If ..., give that enemy unit -6/-6 for this phase instead."
    super::instead::write,
    // "An opponent chooses a unit they control. Defeat that unit.".
    super::opponent_chooses::write,
    // "Defeat a unit. For each upgrade that was on that unit, ...".
    super::upgrades_that_were_on::write,
    // "Choose a friendly unit. If it has Sentinel, ...".
    super::choose::write,
    // "... to another friendly unit. If it's a FORCE unit, ...". After
    // "You may " in lower case too (Rey): `sentence::sentence` reads that
    // only as the whole of a "may" ability.
    super::if_its::write,
];

/// The clause of `e`; `aim` replaces a target of "it" when `chosen`, or
/// when it is not empty.
pub(super) fn clause_on(e: &Effect, capital: bool, aim: &str, chosen: bool) -> Option<String> {
    let t = |target: &Target| -> Option<String> {
        match (chosen, target) {
            (true, Target::It) => Some(aim.to_string()),
            (true, _) => None,
            (false, Target::It) if !aim.is_empty() => Some(aim.to_string()),
            (false, t) => target_phrase(*t),
        }
    };
    // The forms of their own modules first: a change to this unit is
    // written subject first, not with "give".
    if let Some(s) = super::subject::write(e, capital, chosen.then_some(aim)) {
        return Some(s);
    }
    if !chosen {
        if let Some(s) = WRITERS.iter().find_map(|write| write(e, capital)) {
            return Some(s);
        }
    }
    // Amounts counted by the engine and more than one token
    // (text/counted.rs), on a chosen unit too.
    if let Some(s) = super::counted::clause_on(e, capital, &t) {
        return Some(s);
    }
    Some(match e {
        Effect::DealDamage { amount, target } => verb(
            capital,
            &format!("deal {} damage to {}", fixed(amount)?, t(target)?),
        ),
        Effect::Heal { amount, target } => verb(
            capital,
            &format!("heal {} damage from {}", fixed(amount)?, t(target)?),
        ),
        Effect::GiveShield { target } => {
            verb(capital, &format!("give a Shield token to {}", t(target)?))
        }
        // text/upgrades_on.rs reads it.
        Effect::ReturnEachUpgrade { target } => verb(
            capital,
            &format!("return each upgrade on {} to its owner's hand", t(target)?),
        ),
        Effect::GiveExperience { target, count } => {
            let tokens = match count {
                1 => "an Experience token".to_string(),
                n => format!("{n} Experience tokens"),
            };
            verb(capital, &format!("give {tokens} to {}", t(target)?))
        }
        Effect::Modify {
            target,
            power,
            hp,
            duration,
        } => verb(
            capital,
            &format!(
                "give {} {}{}",
                t(target)?,
                modifier(*power, *hp),
                for_words(*duration)?
            ),
        ),
        Effect::GainKeyword {
            target,
            keyword,
            amount,
            duration,
        } => verb(
            capital,
            &format!(
                "give {} {}",
                t(target)?,
                keyword_for(*keyword, *amount, *duration)?
            ),
        ),
        Effect::DiscardFromHand {
            who: PlayerSel::Opponent,
            count: 1,
        } if !chosen => verb(capital, "each opponent discards a card from their hand"),
        Effect::DiscardFromHand {
            who: PlayerSel::AnOpponent,
            count: 1,
        } if !chosen => verb(capital, "an opponent discards a card from their hand"),
        Effect::DiscardFromDeck {
            who: PlayerSel::You,
            count,
        } if !chosen => verb(
            capital,
            &format!("discard {} from your deck", cards_words(*count)),
        ),
        Effect::LookAtHand {
            who: PlayerSel::Opponent,
        } if !chosen => verb(capital, "look at an opponent's hand"),
        // "Attack with ..." (text/attack_with.rs).
        Effect::Attack(AttackEffect { attacker, .. })
            if !chosen && super::attack_with::chosen_attacker(*attacker) =>
        {
            super::attack_with::write_attack(e, capital)?
        }
        Effect::ResourceThisCard { ready } if !chosen => verb(
            capital,
            if *ready {
                "put this unit into play as a resource and ready it"
            } else {
                "put this unit into play as a resource"
            },
        ),
        Effect::Draw {
            who: PlayerSel::You,
            count,
        } if !chosen => verb(capital, &format!("draw {}", cards_words(*count))),
        Effect::TheForceIsWithYou if !chosen => verb(capital, "the Force is with you"),
        Effect::Defeat { target } => verb(capital, &format!("defeat {}", t(target)?)),
        Effect::TakeControl { target } => verb(capital, &format!("take control of {}", t(target)?)),
        Effect::OwnerTakesControl { target } if *target == Target::It => verb(
            capital,
            &format!("its owner takes control of {}", t(target)?),
        ),
        Effect::Exhaust { target } => verb(capital, &format!("exhaust {}", t(target)?)),
        Effect::Ready { target } => verb(capital, &format!("ready {}", t(target)?)),
        Effect::ReturnToHand { target } => verb(
            capital,
            &format!("return {} to its owner's hand", t(target)?),
        ),
        Effect::CreateToken { token, count } if !chosen => {
            let (printed, _) = TOKENS.iter().find(|(_, id)| id == token)?;
            match count {
                1 => verb(
                    capital,
                    &format!("create {} {printed} token", article(printed)),
                ),
                n => verb(capital, &format!("create {n} {printed} tokens")),
            }
        }
        Effect::DiscardFromHand {
            who: PlayerSel::You,
            count: 1,
        } if !chosen => verb(capital, "discard a card from your hand"),
        e if !chosen => return super::upgrade::write_clause(e, capital),
        _ => return None,
    })
}
