//! One sentence of an ability's body (the `sentence` rule of the grammar
//! in read.rs): the sentence forms of their own modules, "If ...", "You may
//! ... If you do, ...", and the plain "[You may] clause." they fall back to.

use super::super::ability::{Condition, Effect, PlayerSel, Target};
use super::clause::{clause, condition};
use super::read::Cursor;

/// One sentence: its "You may" and its effects (more than one only for
/// "Deal 2 damage to an enemy base and 2 damage to an enemy unit",
/// text/compound.rs).
pub(super) fn sentence(c: &mut Cursor) -> Option<(bool, Vec<Effect>)> {
    // "Name a card. ...", "Look at the top card of your deck. If ..."
    // (text/name_top.rs).
    if let Some(effects) = c.attempt(super::name_top::sentences) {
        return Some((false, effects));
    }
    if let Some(e) = c.attempt(if_you_do) {
        return Some((false, vec![e]));
    }
    // "Give a Shield token to attached unit. At the start of the regroup
    // phase, defeat that token." (text/that_token.rs).
    if let Some(effects) = c.attempt(super::that_token::sentences) {
        return Some((false, effects));
    }
    // "Defeat a unit. For each upgrade that was on that unit, ..."
    // (text/upgrades_that_were_on.rs).
    if let Some(e) = c.attempt(super::upgrades_that_were_on::sentences) {
        return Some((false, vec![e]));
    }
    // "You may discard 1 of those cards. If you do, ..." (text/those_cards.rs).
    if let Some(e) = c.attempt(super::those_cards::if_you_do) {
        return Some((false, vec![e]));
    }
    // "Choose any number of friendly units. Each of those units captures ..."
    // (text/unit_captures.rs).
    if let Some(e) = c.attempt(super::unit_captures::sentences) {
        return Some((false, vec![e]));
    }
    // "You may choose another friendly UNDERWORLD unit. If you do, all
    // damage ... is dealt to the chosen unit instead." (text/redirect.rs).
    if let Some(e) = c.attempt(super::redirect::sentences) {
        return Some((false, vec![e]));
    }
    // "Choose an enemy ... unit .... A friendly unit in the same arena
    // captures that unit." (text/captured_in_its_arena.rs).
    if let Some(e) = c.attempt(super::captured_in_its_arena::sentences) {
        return Some((false, vec![e]));
    }
    // "You may rescue a captured card. If you don't, ..." (text/if_you_dont.rs).
    if let Some(e) = c.attempt(super::if_you_dont::sentences) {
        return Some((false, vec![e]));
    }
    // "You may defeat a Shield token on ... If you do, ... that unit"
    // (text/that_unit.rs).
    if let Some(e) = c.attempt(super::that_unit::sentences) {
        return Some((false, vec![e]));
    }
    // "You may pay the cost of an upgrade attached to ... take control of
    // that upgrade ..." (text/take_upgrade.rs).
    if let Some(e) = c.attempt(super::take_upgrade::sentences) {
        return Some((false, vec![e]));
    }
    // "Defeat a friendly upgrade on a unit. If you do, ... that unit"
    // (text/upgrade_then.rs).
    if let Some(e) = c.attempt(super::upgrade_then::sentences) {
        return Some((false, vec![e]));
    }
    // "If this card is a unit, attach it as an upgrade to The Ghost."
    // (text/attach_as_upgrade.rs).
    if let Some(e) = c.attempt(super::attach_as_upgrade::sentence) {
        return Some((false, vec![e]));
    }
    // "If attached unit is Luke Skywalker, heal ... him" (text/attached_named.rs).
    if let Some(e) = c.attempt(super::attached_named::sentence) {
        return Some((false, vec![e]));
    }
    // "If this unit is attacking an exhausted unit ..., deal 3 damage to
    // the defender." (text/attacking_a.rs).
    if let Some(e) = c.attempt(super::attacking_a::sentence) {
        return Some((false, vec![e]));
    }
    if let Some(e) = c.attempt(if_sentence) {
        return Some((false, vec![e]));
    }
    if let Some(e) = c.attempt(super::use_the_force::sentences) {
        return Some((false, vec![e]));
    }
    if let Some(e) = c.attempt(super::delayed::sentence) {
        return Some((false, vec![e]));
    }
    if let Some(e) = c.attempt(super::deck::if_discarded_is_not) {
        return Some((false, vec![e]));
    }
    if let Some(e) = c.attempt(super::if_its::sentences) {
        return Some((false, vec![e]));
    }
    if let Some(e) = c.attempt(super::if_its::may_sentences) {
        return Some((true, vec![e]));
    }
    if let Some(e) = c.attempt(super::opponent_chooses::sentences) {
        return Some((false, vec![e]));
    }
    // "Heal up to 8 total damage from ... Deal that much damage to this
    // unit." (text/heal_divided.rs).
    if let Some(e) = c.attempt(super::heal_divided::sentences) {
        return Some((false, vec![e]));
    }
    // "Reveal 3 enemy resources. Defeat each resource with the Smuggle
    // keyword ..." (text/reveal_enemy_resources.rs).
    if let Some(e) = c.attempt(super::reveal_enemy_resources::sentences) {
        return Some((false, vec![e]));
    }
    if let Some(e) = c.attempt(super::either::sentence) {
        return Some((false, vec![e]));
    }
    // "Choose Grit, ... While this unit is in play, ..." (text/chosen_keyword.rs).
    if let Some(e) = c.attempt(super::chosen_keyword::sentences) {
        return Some((false, vec![e]));
    }
    if let Some(e) = c.attempt(super::either_or::sentence) {
        return Some((false, vec![e]));
    }
    if let Some(e) = c.attempt(super::resource_cards::from_discard) {
        return Some((false, vec![e]));
    }
    if let Some(s) = c.attempt(super::reveal_resource::sentences) {
        return Some(s);
    }
    if let Some(e) = c.attempt(super::choose::sentences) {
        return Some((false, vec![e]));
    }
    // "Give an enemy unit -3/-3 for this phase. If ..., give that enemy
    // unit -6/-6 for this phase instead." (text/instead.rs).
    if let Some(e) = c.attempt(super::instead::sentences) {
        return Some((false, vec![e]));
    }
    if let Some(e) = c.attempt(super::follow::sentences) {
        return Some((false, vec![e]));
    }
    // "You may play an upgrade from your hand. It costs 2 less." (Fenn
    // Rau): the optional play and what follows it (text/follow.rs).
    if let Some(e) = c.attempt(super::follow::may_play_upgrade) {
        return Some((true, vec![e]));
    }
    if let Some(effects) = c.attempt(super::attack_gains::attack_and_after) {
        return Some((false, effects));
    }
    if let Some(effects) = c.attempt(super::attack_with::attack_with_n) {
        return Some((false, effects));
    }
    c.attempt(|c| {
        let may = c.eat("You may ");
        let e = clause(c, !may)?;
        // "Pay N" and "use the Force" are read only before their "If you
        // do".
        (!only_before_if_you_do(&e)).then_some(())?;
        let mut effects = vec![e];
        effects.extend(super::compound::and_damage(c, &effects[0]));
        // "Deal 1 damage to a unit and draw a card" (text/and_draw.rs).
        if !may && effects.len() == 1 {
            effects.extend(super::and_draw::and_draw(c, &effects[0]));
        }
        // "Draw a card, then attack with a unit" (text/attack_gains.rs).
        if !may && effects.len() == 1 {
            effects.extend(c.attempt(super::attack_gains::then_attack));
        }
        // "Draw 2 cards, then discard a card from your hand"
        // (text/then_discard.rs).
        if !may && effects.len() == 1 {
            let first = effects[0].clone();
            effects.extend(c.attempt(|c| super::then_discard::then_discard(c, &first)));
        }
        // "Look at an opponent's hand and discard a card from it"
        // (text/players.rs).
        if matches!(effects.as_slice(), [Effect::LookAtHand { .. }]) {
            effects.extend(c.attempt(super::players::and_discard_from_it));
        }
        // Damage to two or more units in one sentence is dealt at once
        // (text/at_once.rs).
        let effects = super::at_once::gather(effects);
        // A sentence that ends in a quoted ability has its full stop
        // inside the quotes.
        (c.eat(".") || c.s[..c.at].ends_with(".\"")).then_some((may, effects))
    })
}

/// "If you control a Vigilance unit, heal 2 damage from your base.", "If
/// you have the initiative, you may ready this unit."
fn if_sentence(c: &mut Cursor) -> Option<Effect> {
    c.eat("If ").then_some(())?;
    let condition = condition(c)?;
    c.eat(", ").then_some(())?;
    let may = c.eat("you may ");
    let mut e = clause(c, false)?;
    (!only_before_if_you_do(&e)).then_some(())?;
    // After "If the defender has a Bounty," "it" is the defender.
    if matches!(condition, Condition::DefenderIs { .. }) {
        (super::compound::aim_of(&e) == Some(Target::It)).then_some(())?;
        super::compound::set_aim(&mut e, Target::Defender);
    }
    // "..., deal 1 damage to a unit and 1 damage to a base." (Darth
    // Vader): the damage clauses in the order printed (text/compound.rs).
    let mut then = vec![e];
    if !may {
        let more = super::compound::and_damage(c, &then[0]);
        then.extend(more);
        then = super::at_once::gather(then);
        // "... and heal 2 damage from your base" (text/and_heal.rs).
        then.extend(super::and_heal::read(c, &then));
    }
    c.eat(".").then_some(())?;
    let then = if may {
        vec![Effect::May { then }]
    } else {
        then
    };
    Some(Effect::If { condition, then })
}

/// The clauses that make sense only as the "you may" part of "If you do".
fn only_before_if_you_do(e: &Effect) -> bool {
    matches!(
        e,
        Effect::Pay { .. }
            | Effect::UseTheForce
            | Effect::RevealFromHand { .. }
            | Effect::Disclose { .. }
    )
}

/// "You may pay 1. If you do, deal 2 damage to a ground unit.": two
/// sentences, the second resolved only when the first was resolved in full
/// (8.9.1). Read only where the engine can tell "in full": paying, using
/// the Force, and discarding from your hand.
fn if_you_do(c: &mut Cursor) -> Option<Effect> {
    c.eat("You may ").then_some(())?;
    let first = clause(c, false)?;
    (only_before_if_you_do(&first)
        || matches!(
            first,
            Effect::DiscardFromHand {
                who: PlayerSel::You,
                ..
            }
        )
        || super::super::if_you_do::tells(&first))
    .then_some(())?;
    c.eat(". If you do, ").then_some(())?;
    // "If you do, you may put ...": a second choice of the player's own.
    let may_again = c.eat("you may ");
    let then = clause(c, false)?;
    (!only_before_if_you_do(&then)).then_some(())?;
    let draw = super::and_draw::and_draw(c, &then);
    c.eat(".").then_some(())?;
    let then: Vec<Effect> = std::iter::once(then).chain(draw).collect();
    Some(Effect::IfYouDo {
        may: vec![first],
        then: if may_again {
            vec![Effect::May { then }]
        } else {
            then
        },
    })
}
