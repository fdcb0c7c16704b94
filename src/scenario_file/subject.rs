//! Does a multiple-choice answer key test what the question asks? A claim
//! that holds in the run proves nothing about the answer unless it is about
//! the answer's subject: the thing the right option asserts. A claim that
//! an attack happens, on a question about how much damage it deals, holds
//! whatever the right amount is.
//!
//! The subject, checkably: what the right option's text names (the prompt
//! may name what the option gives a value for). A claim touches it when:
//!
//! - a unit, base or player claim: the right option states every value it
//!   claims (a number as digits or a word up to ten, 0 also as "no",
//!   "none" or "prevented"; a zone by its words, the discard pile also as
//!   "defeated"; a controller by the player's name; exhausted as
//!   "exhausted" (or "exhausting") or "ready", or as "No"/"Yes" to a
//!   prompt about readying; every unit it may attack by name, a base as
//!   "base"; a keyword it has or lacks by name, with "no", "not", "loses"
//!   or "without" for one it lacks, or as "Yes"/"No" to a prompt that
//!   names it; having passed as "pass"), and the prompt or the right
//!   option names the unit (a base also as "base"; a player also as
//!   "each", "both", "every");
//! - `happens` / `absent`: the right option names the event, by what it is
//!   (its ability or action, or for a triggered ability "ability",
//!   "triggers", "resolves") and its card or player (in the option or the
//!   prompt); or the prompt names it and the right option opens with "Yes"
//!   (`happens`) or "No" (`absent`), or the prompt asks "Why";
//! - `first` / `before`: every event it places is named in the prompt and
//!   the right option together, and the right option names one of them, at
//!   least by its card or player (a "Why" prompt may name them all);
//! - `decided_by`, `resolved_by`: the player's name; `outcome`: the player
//!   it names, or for a game that goes on or a draw, words that say so;
//!   `fact`: the value; `options`: every option.
//!
//! A label's parts name the event: "hylobon-enforcer/bounty" is the
//! Enforcer's Bounty; a round or the pre-game ("r2", "pg") names no one,
//! and an event of the procedure itself ("action-phase-ends-2") has no
//! card or player to name.

use super::question::{AnswerCheck, Question, Run};
use super::quote::quote;

/// What a scenario's id ends with when it is written out again with a
/// "what if?" branch.
pub const WHAT_IF_SUFFIX: &str = "-what-if";

/// Why a choice question's key does not test its answer (`None` when it
/// does, or the question is of another kind).
pub fn untested<B>(q: &Question, run: &Run<'_, B>) -> Option<String> {
    let Question::Choice {
        prompt,
        options,
        answer,
        check,
        ..
    } = q
    else {
        return None;
    };
    let right = options
        .iter()
        .find(|o| o.id == *answer)
        .map(|o| o.text.as_str())
        .unwrap_or_default();
    touches(check, prompt, right, run).err()
}

/// Does `text` contain `word` as a whole word (ignoring case)?
pub fn has_word(text: &str, word: &str) -> bool {
    let lower = text.to_lowercase();
    let word = word.to_lowercase();
    if word.is_empty() {
        return false;
    }
    lower.match_indices(&word).any(|(i, _)| {
        let before = lower[..i].chars().next_back();
        let after = lower[i + word.len()..].chars().next();
        let edge = |c: Option<char>| !c.is_some_and(char::is_alphanumeric);
        edge(before) && edge(after)
    })
}

/// The words of a name that can name it alone: three letters or more
/// ("Hylobon Enforcer": "Hylobon", "Enforcer"; "Y-Wing" whole).
fn name_words(name: &str) -> Vec<&str> {
    name.split(|c: char| c.is_whitespace() || c == ',' || c == '\'')
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
        .filter(|w| w.chars().filter(|c| c.is_alphanumeric()).count() >= 3)
        .filter(|w| !["the", "and", "for", "with"].contains(&w.to_lowercase().as_str()))
        .collect()
}

fn names_any(text: &str, name: &str) -> bool {
    has_word(text, name) || name_words(name).iter().any(|w| has_word(text, w))
}

/// The names of an event's source: its card's (or player's) name, and the
/// words of its label's first part ("hylobon-enforcer/bounty": "hylobon
/// enforcer").
fn source_names<B>(run: &Run<'_, B>, label: &str) -> Vec<String> {
    let mut names = Vec::new();
    let step = run.trace.step_for(label).map(|(_, s)| s);
    if let Some(step) = step {
        names.extend(step.source.clone());
    }
    // A step of the procedure itself, with neither a card nor a player
    // ("expire/action-end": lasting effects expiring), has no source.
    let procedure = step.is_some_and(|s| s.source.is_none() && s.player.is_none());
    let bare = label.split('#').next().unwrap_or(label);
    let parts: Vec<&str> = bare.split('/').collect();
    // The part before the last names the card or player, unless it is a
    // round or the pre-game ("r2", "pg" in Star Wars Miniatures' labels),
    // which names no one.
    if let Some(part) = parts.len().checked_sub(2).map(|i| parts[i]) {
        let names_no_one = procedure || part.len() <= 2 || part.chars().any(|c| c.is_ascii_digit());
        if !names_no_one {
            names.push(part.replace('-', " "));
        }
    }
    names
}

/// The names of what an event is: its ability ("When Defeated", "Bounty")
/// and the words of its label's last part ("opponent-plays": "opponent
/// plays").
fn kind_names<B>(run: &Run<'_, B>, label: &str) -> Vec<String> {
    let mut names = Vec::new();
    if let Some((_, step)) = run.trace.step_for(label) {
        // A triggered ability or an effect is also named as one ("Aphra's
        // ability", "the delayed effect"), or by what it does ("it
        // triggers", "it resolves for Alex") with its card in the prompt.
        if step.facts.ability.is_some() {
            names.extend(["ability", "effect", "trigger", "resolve"].map(String::from));
        }
        names.extend(step.facts.ability.clone());
    }
    let bare = label.split('#').next().unwrap_or(label);
    if let Some(last) = bare.rsplit('/').next() {
        names.push(last.replace('-', " "));
    }
    names
}

/// Does `text` name the kind `kind`? Every word of it that says something
/// ("when defeated": "defeated"; "opponent plays": "opponent" and
/// "plays") appears, also in a longer form ("attack": "attacks", "play":
/// "played").
fn names_kind(text: &str, kind: &str) -> bool {
    let lower = text.to_lowercase();
    let words: Vec<&str> = lower.split(|c: char| !c.is_alphanumeric()).collect();
    let kind = kind.to_lowercase();
    let significant: Vec<&str> = kind
        .split(|c: char| !c.is_alphanumeric())
        // Words of four letters or more: "out" in "clock out" or "1" in
        // "attack-1" says nothing a sentence must repeat.
        .filter(|w| w.len() >= 4 && !["when", "this", "unit", "your"].contains(w))
        .collect();
    !significant.is_empty()
        && significant.iter().all(|k| {
            // "attacks" for "attack", "bounties" for "bounty".
            let stem = k
                .strip_suffix('s')
                .or_else(|| k.strip_suffix('y'))
                .filter(|s| s.len() >= 3)
                .unwrap_or(k);
            words
                .iter()
                .any(|w| w.starts_with(stem) && w.len() <= stem.len() + 3)
        })
}

/// Is the event labelled `label` named in `kind_text` (what it is) with its
/// source named in `kind_text` or `source_text`? A card's play is named by
/// the card alone.
fn names_event<B>(run: &Run<'_, B>, kind_text: &str, source_text: &str, label: &str) -> bool {
    let sources = source_names(run, label);
    let source_in = |t: &str| sources.iter().any(|n| names_any(t, n));
    let is_play = label
        .split('#')
        .next()
        .is_some_and(|l| l.ends_with("/play"));
    if is_play {
        return source_in(kind_text);
    }
    let kind_in = kind_names(run, label)
        .iter()
        .any(|k| names_kind(kind_text, k));
    // An event of the procedure itself ("action-phase-ends-2") has no
    // source to name.
    let sourceless = sources.is_empty();
    kind_in && (sourceless || source_in(kind_text) || source_in(source_text))
}

/// An order claim (`first` before `others`) is about the answer when
/// every event is named in the prompt or the right option and one of them
/// in the right option (in a "why" question, the prompt may name them
/// all). `Err` is the first event not named.
fn events_placed<B>(
    run: &Run<'_, B>,
    prompt: &str,
    right: &str,
    first: &str,
    others: &[&String],
    why: bool,
) -> Result<(), String> {
    let both = format!("{prompt} {right}");
    let all: Vec<&str> = std::iter::once(first)
        .chain(others.iter().map(|s| s.as_str()))
        .collect();
    if let Some(l) = all.iter().find(|l| !names_event(run, &both, &both, l)) {
        return Err(l.to_string());
    }
    // The right option names one of them, at least by its card or player
    // ("Whose attack resolves first?" "Nico's: ...").
    let in_right = |l: &str| {
        names_event(run, right, prompt, l)
            || source_names(run, l).iter().any(|n| names_any(right, n))
    };
    if why || all.iter().any(|l| in_right(l)) {
        Ok(())
    } else {
        Err(first.to_string())
    }
}

/// Does the right option open with this word ("Yes", "No")?
fn opens_with(text: &str, word: &str) -> bool {
    text.trim_start()
        .split(|c: char| !c.is_alphanumeric())
        .next()
        .is_some_and(|w| w.eq_ignore_ascii_case(word))
}

/// A number as a sentence may write it: digits, or a word up to ten.
fn says_number(text: &str, value: &str) -> bool {
    const WORDS: [&str; 11] = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    has_word(text, value)
        || value
            .parse::<usize>()
            .ok()
            .and_then(|n| WORDS.get(n))
            .is_some_and(|w| has_word(text, w))
        || (value == "0"
            && (["no", "none", "nothing"].iter().any(|w| has_word(text, w))
                || names_kind(text, "prevent")))
}

/// Does the right option say this value?
fn says_value(text: &str, property: &str, value: &str, run_name: &dyn Fn(&str) -> String) -> bool {
    match property {
        "damage" | "damage taken" | "healed" | "power" | "hp" | "resources" | "ready resources"
        | "resources paid" => says_number(text, value),
        "zone" => match value {
            "out of play" => has_word(text, "play") || has_word(text, "gone"),
            // A unit goes to the discard pile when it is defeated.
            "discard pile" => has_word(text, "discard") || names_kind(text, "defeat"),
            z => z
                .split(' ')
                .any(|w| w != "arena" && w != "pile" && w != "side" && has_word(text, w)),
        },
        "controller" => has_word(text, &run_name(value)),
        // "exhausted", "exhausting Thrawn", "exhausts it".
        "exhausted" if value == "true" => names_kind(text, "exhaust"),
        "exhausted" => has_word(text, "ready"),
        "passed" => (value == "true") == names_kind(text, "pass"),
        // Every unit it may attack, by its name's words; a base as "base".
        "targets" => value.split(", ").all(|t| {
            if t.starts_with("base:") {
                has_word(text, "base")
            } else {
                names_any(text, t) || names_any(text, &t.replace('-', " "))
            }
        }),
        _ => has_word(text, value),
    }
}

/// Does the right option say the unit has (`has`) or lacks (`lacks`) the
/// keyword? It names the keyword, saying "no", "not", "loses" or "without"
/// for one it lacks; or the prompt asks about it ("Does it have
/// Sentinel?") and the right option opens with "Yes" or "No".
fn says_keyword(prompt: &str, right: &str, property: &str, keyword: &str) -> bool {
    let asked = has_word(prompt, keyword) || has_word(right, keyword);
    let yes_no = if property == "has" { "yes" } else { "no" };
    let denied = ["no", "not", "loses", "lost", "without"]
        .iter()
        .any(|w| has_word(right, w));
    asked
        && (opens_with(right, yes_no)
            || (has_word(right, keyword) && (property == "has") != denied))
}

/// `Ok` when `check` is about what the right option (`right`) asserts, in
/// the sense of the module's rules; `Err` says what the right option does
/// not name.
pub fn touches<B>(
    check: &AnswerCheck,
    prompt: &str,
    right: &str,
    run: &Run<'_, B>,
) -> Result<(), String> {
    // An event is named by the right option, or by the prompt when the
    // right option answers it with a yes or a no ("Does its Bounty
    // trigger?" "Yes: ...").
    let named = |label: &str| names_event(run, right, prompt, label);
    let asked = |label: &str| names_event(run, prompt, prompt, label);
    let not_named = |l: &str| {
        format!(
            "the claim is about {}, which the right option does not name (by its ability or action, and its card)",
            quote(l)
        )
    };
    // A "why" question's right option gives a reason; what it explains is
    // in the prompt (which may set the scene first: "The Dragon triggers
    // as soon as ... Why does it not resolve before the attack?").
    let why = has_word(prompt, "why");
    match check {
        AnswerCheck::Happens { event } => {
            if named(event) || (asked(event) && (opens_with(right, "yes") || why)) {
                Ok(())
            } else {
                Err(not_named(event))
            }
        }
        AnswerCheck::Absent { event } => {
            if named(event) || (asked(event) && (opens_with(right, "no") || why)) {
                Ok(())
            } else {
                Err(not_named(event))
            }
        }
        // The events `first` is placed among are the other options'; the
        // right option names the one that comes first.
        AnswerCheck::First { event: first, .. } => {
            events_placed(run, prompt, right, first, &[], why).map_err(|l| not_named(&l))
        }
        AnswerCheck::Before { first, then, .. } => {
            events_placed(run, prompt, right, first, &[then], why).map_err(|l| not_named(&l))
        }
        // An option is a label ("syndicate-lackeys", "val/bounty") or a
        // player's name; the right option names it as it would a card or
        // an event.
        AnswerCheck::Options { options, .. } => match options.iter().find(|o| {
            !names_any(right, o)
                && !names_any(right, &o.replace('-', " "))
                && !names_event(run, right, prompt, o)
        }) {
            None => Ok(()),
            Some(o) => Err(format!(
                "the claim is that {} is an option, which the right option does not name",
                quote(o)
            )),
        },
        AnswerCheck::DecidedBy { player, .. } | AnswerCheck::ResolvedBy { player, .. } => {
            let name = run.player_name(player);
            if has_word(right, &name) {
                Ok(())
            } else {
                Err(format!(
                    "the claim is that {name} decides or resolves, and the right option does not name {name}"
                ))
            }
        }
        AnswerCheck::Outcome(o) => {
            // "Alex wins", "Nico goes first", "Alex loses on time": the
            // player the outcome names.
            let winner = run.players.iter().find(|p| has_word(o, &p.name));
            let said = match winner {
                Some(p) => has_word(right, &p.name),
                None => [
                    "no",
                    "neither",
                    "nobody",
                    "continues",
                    "goes on",
                    "draw",
                    "lose",
                    "loses",
                ]
                .iter()
                .any(|w| has_word(right, w)),
            };
            if said {
                Ok(())
            } else {
                Err(format!(
                    "the claim is the outcome {}, which the right option does not state",
                    quote(o)
                ))
            }
        }
        AnswerCheck::Fact { value, name, .. } => {
            if says_number(right, value) || has_word(right, value) {
                Ok(())
            } else {
                Err(format!(
                    "the claim is that {name} is {}, which the right option does not say",
                    quote(value)
                ))
            }
        }
        AnswerCheck::Unit {
            unit, expect, seen, ..
        } => {
            let name = seen
                .iter()
                .find(|(p, _)| p == "name")
                .map(|(_, v)| v.clone())
                .unwrap_or_else(|| unit.replace('-', " "));
            // A base is also named as a base ("Alex's base"); what a claim
            // says of a player may be said of each player ("two cards
            // each").
            let is_base = unit.starts_with("base:");
            let is_player = unit.starts_with("player:");
            let named = |t: &str| {
                names_any(t, &name)
                    || (is_base && has_word(t, "base"))
                    || (is_player && ["each", "both", "every"].iter().any(|w| has_word(t, w)))
            };
            if !named(prompt) && !named(right) {
                return Err(format!(
                    "the claim is about {name}, which neither the prompt nor the right option names"
                ));
            }
            let player_name = |id: &str| run.player_name(id);
            // "Does it ready?" "No: ..." says it stays exhausted.
            let yes_no_ready = |p: &str, v: &str| {
                p == "exhausted"
                    && names_kind(prompt, "ready")
                    && opens_with(right, if v == "true" { "no" } else { "yes" })
            };
            let says = |p: &str, v: &str| match p {
                "has" | "lacks" => says_keyword(prompt, right, p, v),
                _ => says_value(right, p, v, &player_name) || yes_no_ready(p, v),
            };
            match expect.iter().find(|(p, v)| !says(p, v)) {
                None => Ok(()),
                Some((p, v)) => Err(format!(
                    "the claim is that the {p} of {name} is {}, which the right option does not say",
                    quote(v)
                )),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_named_by_any_of_its_longer_words() {
        assert!(names_any("the Enforcer is rescued", "Hylobon Enforcer"));
        assert!(names_any("the Y-Wing takes 2", "Republic Y-Wing"));
        assert!(!names_any("the Veteran attacks", "Hylobon Enforcer"));
    }

    #[test]
    fn a_zero_may_be_said_as_no_or_none() {
        let name = |s: &str| s.to_string();
        assert!(says_value("with no damage", "damage", "0", &name));
        assert!(says_value("2: its printed power", "damage", "2", &name));
        assert!(!says_value("3: Grit makes it 3/4", "damage", "2", &name));
        assert!(says_value(
            "in Nico's discard pile",
            "zone",
            "discard pile",
            &name
        ));
        assert!(says_value(
            "back in play, exhausted",
            "exhausted",
            "true",
            &name
        ));
    }
}
