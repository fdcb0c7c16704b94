//! What a trainee reads before answering an ordering question: the prompt
//! and the scenario's situation. Two rules keep an ordering question honest
//! about the decisions it depends on:
//!
//! - a decision the question gives away (`given`) must be stated there, or
//!   the key rejects orders the trainee had every reason to give
//!   ([`given_is_stated`]);
//! - a question whose events keep more than one legal order (a player's
//!   choice is still open) must ask for "an order the rules allow", not
//!   "the order they happen", which claims there is one
//!   ([`OPEN_ORDER_WORDS`]).

use super::question::{DecisionPoint, Run};

/// The words a prompt over an open order must use.
pub const OPEN_ORDER_WORDS: &str = "an order the rules allow";

/// Does `prompt` ask for any legal order?
pub fn asks_for_a_legal_order(prompt: &str) -> bool {
    prompt.to_lowercase().contains(OPEN_ORDER_WORDS)
}

/// Words that say which comes first: a sentence stating a given decision
/// uses one of them.
const ORDER_WORDS: &[&str] = &["first", "before"];

/// The sentences of a text (split at `.`, `;`, `?`, `!` and line ends), so a
/// decision is stated in one place, not pieced together from two.
fn sentences(text: &str) -> impl Iterator<Item = &str> {
    text.split(['.', ';', '?', '!', '\n'])
        .filter(|s| !s.trim().is_empty())
}

/// Does `sentence` contain `word` as a whole word (letters and digits on
/// neither side)?
fn has_word(sentence: &str, word: &str) -> bool {
    let lower = sentence.to_lowercase();
    let word = word.to_lowercase();
    lower.match_indices(&word).any(|(i, _)| {
        let before = lower[..i].chars().next_back();
        let after = lower[i + word.len()..].chars().next();
        let edge = |c: Option<char>| !c.is_some_and(char::is_alphanumeric);
        edge(before) && edge(after)
    })
}

/// Is the given decision `d` stated in `shown` (the prompt, then the
/// situation)? The checkable rule: one sentence names the player the
/// decision is about and says which comes first. For a decision of which
/// player resolves first (7.6.10) that player is the one chosen to go first
/// ("Alex has let Nico go first": Nico); for a player's own order (7.6.9)
/// it is the player who orders ("Alex resolves the V-Wing's ability before
/// Maz Kanata's"). `Err` says what the sentence must name.
pub fn given_is_stated<B>(
    run: &Run<'_, B>,
    d: &DecisionPoint<'_>,
    shown: &[&str],
) -> Result<(), String> {
    let chosen_player = match d.choice.chosen.as_slice() {
        [one] => run.player_named(one).map(|p| p.name.clone()),
        _ => None,
    };
    let (who, what) = match &chosen_player {
        Some(p) => (p.clone(), format!("that {p} resolves first")),
        None => (
            d.choice.chooser.clone(),
            format!(
                "{}'s order ({})",
                d.choice.chooser,
                d.choice.chosen.join(", then ")
            ),
        ),
    };
    let stated = shown
        .iter()
        .flat_map(|t| sentences(t))
        .any(|s| has_word(s, &who) && ORDER_WORDS.iter().any(|w| has_word(s, w)));
    if stated {
        Ok(())
    } else {
        Err(format!(
            "{} gives {what}, but neither the prompt nor the situation says so: a trainee cannot know it before answering",
            d.name
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_is_matched_whole_and_sentences_are_kept_apart() {
        assert!(has_word("Alex has let Nico go first", "nico"));
        assert!(!has_word("Nicolas goes first", "Nico"));
        let two: Vec<&str> = sentences("Alex attacks. Nico goes first; then X").collect();
        assert_eq!(two, ["Alex attacks", " Nico goes first", " then X"]);
    }

    #[test]
    fn an_open_order_prompt_says_an_order_the_rules_allow() {
        assert!(asks_for_a_legal_order(
            "Put these in an order the rules allow."
        ));
        assert!(!asks_for_a_legal_order(
            "Put these in the order they happen."
        ));
    }
}
