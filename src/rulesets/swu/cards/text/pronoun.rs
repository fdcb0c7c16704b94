//! A clause about this unit that names it by its card's pronoun: "Ready
//! him." (Chewbacca, Loyal Companion). Reader and writer side by side:
//!
//! ```text
//! on-this-as := ("ready " | "exhaust ") ("him" | "her")
//!             | "return this unit to " ("his" | "her") " owner's hand"
//! ```
//!
//! "him" and "her" stand for the unit whose ability this is, as "this
//! unit" does; they are read into an `on_this_as`, which keeps the word
//! for the writer and resolves its clause on this unit. ("it" after a
//! clause is the unit chosen, `text::compound`, so it is not read here.)

use super::super::ability::{Effect, Pronoun, Target};
use super::read::Cursor;
use super::write::verb;

/// What a verb does to this unit.
type OnThis = fn() -> Effect;

/// The verbs read before the pronoun, and the effect each makes on this
/// unit.
const VERBS: &[(&str, OnThis)] = &[
    ("ready ", || Effect::Ready {
        target: Target::This,
    }),
    ("exhaust ", || Effect::Exhaust {
        target: Target::This,
    }),
];

/// "him" or "her": the object form of the card's pronoun.
fn object(p: Pronoun) -> Option<&'static str> {
    match p {
        Pronoun::He => Some("him"),
        Pronoun::She => Some("her"),
        Pronoun::It => None,
    }
}

pub(super) fn clause(c: &mut Cursor, capital: bool) -> Option<Effect> {
    let (_, make) = VERBS.iter().find(|(v, _)| c.eat_verb(v, capital))?;
    let pronoun = [Pronoun::He, Pronoun::She]
        .into_iter()
        .find(|p| object(*p).is_some_and(|w| c.eat(w)))?;
    // A whole word: "her" must not read the start of "here".
    (!c.rest().starts_with(|ch: char| ch.is_alphanumeric())).then_some(())?;
    Some(Effect::OnThisAs {
        pronoun,
        then: vec![make()],
    })
}

/// "his" or "her": the possessive form of the card's pronoun.
fn possessive(p: Pronoun) -> Option<&'static str> {
    match p {
        Pronoun::He => Some("his"),
        Pronoun::She => Some("her"),
        Pronoun::It => None,
    }
}

/// What "return this unit to her owner's hand" does: this unit to its
/// owner's hand.
fn return_this() -> Effect {
    Effect::ReturnToHand {
        target: Target::This,
    }
}

/// "return this unit to her owner's hand" (SOR 193 Millennium Falcon).
pub(super) fn return_clause(c: &mut Cursor, capital: bool) -> Option<Effect> {
    c.eat_verb("return this unit to ", capital).then_some(())?;
    let pronoun = [Pronoun::He, Pronoun::She]
        .into_iter()
        .find(|p| possessive(*p).is_some_and(|w| c.eat(&format!("{w} owner's hand"))))?;
    Some(Effect::OnThisAs {
        pronoun,
        then: vec![return_this()],
    })
}

/// The writer's side; `None` for any other effect.
pub(super) fn write(e: &Effect, capital: bool) -> Option<String> {
    let Effect::OnThisAs { pronoun, then } = e else {
        return None;
    };
    let [one] = then.as_slice() else {
        return None;
    };
    if *one == return_this() {
        return Some(verb(
            capital,
            &format!("return this unit to {} owner's hand", possessive(*pronoun)?),
        ));
    }
    let (words, _) = VERBS.iter().find(|(_, make)| make() == *one)?;
    Some(verb(capital, &format!("{words}{}", object(*pronoun)?)))
}
