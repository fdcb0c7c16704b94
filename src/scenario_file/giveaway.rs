//! What the trainee reads before answering must not give the answer away
//! (issue 24): a scenario's summary (shown on its catalog card too), its
//! situation, and every prompt up to a question's own are checked against
//! that question's right answer, the same way for every ruleset.
//!
//! The check is by words, so it looks for the plain ways an answer is
//! stated, not every paraphrase:
//!
//! - an outcome with its player: "Nico loses on time" is given away by a
//!   clause naming Nico with "loses" ("... and Nico loses");
//! - the chosen player: for "Who chooses ...?" answered by Nico, a clause
//!   where "Nico chooses"; for an outcome that is a player's choice, a
//!   clause where someone "lets Nico" or "picks Nico";
//!   and the thing asked about stated at all ("Who wins initiative?"
//!   beside a summary where someone "wins initiative");
//! - the order asked for: three or more of an order question's events,
//!   named by their cards, in the text in the one order every legal answer
//!   has.
//!
//! A summary says what the scenario teaches, not what happens in it.

use std::cell::OnceCell;
use std::ops::Range;

use toml_edit::{ImDocument, Item};

use super::{AnswerCheck, Question, Run};
use crate::timing::OrderSpace;

/// A text the trainee reads before a question, with where it is, read
/// into clauses and words once: it is checked against every question after
/// it, and reading it again for each was most of this check's time
/// (issue 25). Both readings are made the first time a question needs
/// them: most questions state nothing a text could give away by words
/// ([`Claim::can_be_stated`]), and only an order question looks at the
/// lower case.
struct Said<'a> {
    what: String,
    span: Range<usize>,
    text: &'a str,
    clauses: OnceCell<Vec<Clause>>,
    /// The text in lower case, where an order's cards are looked for.
    lower: OnceCell<String>,
}

impl<'a> Said<'a> {
    fn new(what: String, span: Range<usize>, text: &'a str) -> Said<'a> {
        Said {
            what,
            span,
            text,
            clauses: OnceCell::new(),
            lower: OnceCell::new(),
        }
    }

    fn clauses(&self) -> &[Clause] {
        self.clauses.get_or_init(|| clauses(self.text))
    }

    fn lower(&self) -> &str {
        self.lower.get_or_init(|| self.text.to_lowercase())
    }
}

/// One clause of a text, as [`states`] reads it.
struct Clause {
    /// Its [`words`].
    words: Vec<String>,
    /// It ends in a question mark: it asks, and states nothing.
    asks: bool,
}

/// The clauses of a text: split at sentence ends and semicolons, so a
/// player and a verb are only read together when one clause holds both.
/// A clause that ends in a question mark asks, and states nothing.
fn clauses(text: &str) -> Vec<Clause> {
    // Each clause is the text between two ends, sliced, not copied a
    // character at a time.
    let mut out: Vec<(&str, bool)> = Vec::new();
    let mut from = 0;
    for (i, c) in text.char_indices() {
        let end = matches!(c, ';' | '?' | '!')
            || (c == '.' && text[i + 1..].chars().next().is_none_or(char::is_whitespace));
        if end {
            out.push((&text[from..i], c == '?'));
            from = i + 1;
        }
    }
    out.push((&text[from..], false));
    out.into_iter()
        .filter(|(c, _)| !c.trim().is_empty())
        .map(|(c, asks)| Clause {
            words: words(c),
            asks,
        })
        .collect()
}

/// A clause's words, lower case, without punctuation.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '\'' || c == '-'))
        .filter(|w| !w.is_empty())
        .map(|w| {
            // Every "'s" at the end cut, as `trim_end_matches` does, but
            // without building a string searcher for each word: every
            // earlier text is split into words for every check (issue 25).
            let mut w = w;
            while let Some(cut) = w.strip_suffix("'s") {
                w = cut;
            }
            if w.is_ascii() {
                w.to_ascii_lowercase()
            } else {
                w.to_lowercase()
            }
        })
        .collect()
}

/// A word without its verb ending: "loses", "lose" and "lost"'s present
/// forms meet at "los"; "goes" and "go" at "go".
fn stem(w: &str) -> &str {
    let w = w.strip_suffix('s').unwrap_or(w);
    w.strip_suffix('e').unwrap_or(w)
}

/// Does `hay` hold `needle` as consecutive words, verbs matched by stem?
fn holds<W: AsRef<str>>(hay: &[W], needle: &[String]) -> bool {
    !needle.is_empty()
        && hay.windows(needle.len()).any(|w| {
            w.iter().zip(needle).all(|(a, b)| {
                let a = a.as_ref();
                a == b || stem(a) == stem(b)
            })
        })
}

/// Words that end an outcome's verb phrase ("loses | on time").
const PREPOSITIONS: &[&str] = &["on", "by", "at", "in", "with", "after", "before", "because"];

/// Verbs that name the player a decision chose ("lets Nico start").
const CHOOSING: &[&str] = &["lets", "picks", "chooses", "names"];

/// Words skipped between a question's verb and its object.
const ARTICLES: &[&str] = &["the", "a", "an", "his", "her", "their"];

/// What a question's right answer says, as words to look for.
#[derive(Default)]
struct Claim {
    /// The player the answer names, by name.
    player: Option<String>,
    /// The answer's verb phrase, read with `player` in one clause.
    outcome: Vec<String>,
    /// A who-question's verb ("chooses"), read right after `player`.
    verb: Option<String>,
    /// The verb and its object ("wins initiative"): stating it at all
    /// states who does it.
    asked: Vec<String>,
}

impl Claim {
    /// Whether [`states`] can find this claim in any clause: every way it
    /// does names the player, but for the thing asked about, which is two
    /// words or more.
    fn can_be_stated(&self) -> bool {
        self.player.is_some() || self.asked.len() >= 2
    }
}

fn claim<B>(q: &Question, run: &Run<'_, B>) -> Claim {
    let name_of = |id: &str| {
        run.players
            .iter()
            .find(|p| p.id == id)
            .map(|p| p.name.clone())
    };
    let mut c = Claim::default();
    match q {
        Question::WhoDecides { answer, .. } => c.player = name_of(answer),
        Question::Choice {
            check: AnswerCheck::DecidedBy { player, .. },
            ..
        } => c.player = name_of(player),
        Question::Outcome { answer, .. } => {
            if let Some(p) = run.players.iter().find(|p| {
                answer
                    .strip_prefix(&p.name)
                    .is_some_and(|rest| rest.starts_with(' '))
            }) {
                c.player = Some(p.name.clone());
                c.outcome = words(&answer[p.name.len()..])
                    .into_iter()
                    .take_while(|w| !PREPOSITIONS.contains(&w.as_str()))
                    .collect();
            }
        }
        _ => {}
    }
    if c.player.is_some() {
        // "Who chooses the base ...?": the verb, and the verb with its
        // object.
        let prompt = words(q.prompt());
        if let Some(i) = prompt.iter().rposition(|w| w == "who") {
            if let Some(verb) = prompt.get(i + 1) {
                c.verb = Some(verb.clone());
                // Up to two words after the verb, articles aside, until a
                // word that opens another question ("who goes first").
                let object: Vec<String> = prompt[i + 2..]
                    .iter()
                    .filter(|w| !ARTICLES.contains(&w.as_str()))
                    .take_while(|w| {
                        !["who", "which", "what", "whether", "to"].contains(&w.as_str())
                    })
                    .take(2)
                    .cloned()
                    .collect();
                if !object.is_empty() {
                    c.asked = std::iter::once(verb.clone()).chain(object).collect();
                }
            }
        }
    }
    c
}

/// What in `clause` states the claim, if anything.
fn states(claim: &Claim, clause: &Clause, own_prompt: bool) -> Option<String> {
    if clause.asks {
        return None;
    }
    let w = &clause.words;
    let player = claim.player.as_ref().map(|p| words(p));
    let names_player = player.as_ref().is_some_and(|p| holds(w, p));
    if names_player && holds(w, &claim.outcome) {
        return Some(format!(
            "says {} {}",
            claim.player.as_deref().unwrap_or_default(),
            claim.outcome.join(" ")
        ));
    }
    // An outcome that is a player's choice, named as chosen ("lets Nico
    // start", "picks Kim"): only for an outcome, since elsewhere the
    // choice is often the situation a question builds on.
    if let Some(p) = player.as_ref().filter(|_| !claim.outcome.is_empty()) {
        for choosing in CHOOSING {
            let mut said = vec![choosing.to_string()];
            said.extend(p.iter().cloned());
            if holds(w, &said) {
                let name = claim.player.as_deref().unwrap_or_default();
                return Some(format!("says {choosing} {name}"));
            }
        }
    }
    if let (Some(p), Some(verb)) = (&player, &claim.verb) {
        let mut said = p.clone();
        said.push(verb.clone());
        if holds(w, &said) {
            let name = claim.player.as_deref().unwrap_or_default();
            return Some(format!("says {name} {verb}"));
        }
    }
    // The question's own prompt asks it in these words.
    if !own_prompt && claim.asked.len() >= 2 {
        // The clause's words without articles, taken only here, for the
        // few questions that ask this: most clauses never need them.
        let bare: Vec<&str> = clause
            .words
            .iter()
            .map(String::as_str)
            .filter(|x| !ARTICLES.contains(x))
            .collect();
        if holds(&bare, &claim.asked) {
            return Some(format!("says who {}", claim.asked.join(" ")));
        }
    }
    None
}

/// Each event of an order question with the card it comes from, found in
/// the run once per question.
fn order_sources<B>(space: &OrderSpace, run: &Run<'_, B>) -> Vec<(String, String)> {
    space
        .events
        .iter()
        .filter_map(|e| {
            let (_, s) = run.trace.step_for(e)?;
            Some((e.clone(), s.source.clone()?))
        })
        .collect()
}

/// The order an order question asks, stated in a text (`lower`, in lower
/// case): at least three of its events named by their cards (`sources`,
/// [`order_sources`]), in the one order all legal answers give them.
fn states_order(lower: &str, space: &OrderSpace, sources: &[(String, String)]) -> Option<String> {
    if space.truncated {
        return None;
    }
    // Each event's card, where no other event of the question shares it.
    let mut found: Vec<(usize, &str, &str)> = Vec::new();
    for (e, src) in sources {
        if sources.iter().filter(|(_, s)| s == src).count() > 1 {
            continue;
        }
        let full = src.to_lowercase();
        let last = full
            .split_whitespace()
            .last()
            .unwrap_or_default()
            .to_string();
        let at = lower
            .find(&full)
            .or_else(|| (last.len() >= 6).then(|| lower.find(&last)).flatten());
        if let Some(at) = at {
            found.push((at, e, src));
        }
    }
    if found.len() < 3 {
        return None;
    }
    found.sort();
    let agrees = |order: &Vec<String>| {
        let pos = |e: &str| order.iter().position(|x| x == e);
        found
            .windows(2)
            .all(|p| matches!((pos(p[0].1), pos(p[1].1)), (Some(a), Some(b)) if a < b))
    };
    space.orders.iter().all(agrees).then(|| {
        format!(
            "names {} in the order the question asks for",
            found
                .iter()
                .map(|f| f.2)
                .collect::<Vec<_>>()
                .join(", then ")
        )
    })
}

/// The span of a top-level string key's value.
fn span_of(doc: &ImDocument<&str>, key: &str) -> Option<Range<usize>> {
    doc.get(key)?.span()
}

/// The span of question `id`'s `prompt`: the `[[question]]` with that id,
/// or the `n`-th for an id the loader gave (`q3`).
fn prompt_span(doc: &ImDocument<&str>, id: &str) -> Option<Range<usize>> {
    let Item::ArrayOfTables(a) = doc.get("question")? else {
        return None;
    };
    let by_id = a
        .iter()
        .find(|t| t.get("id").and_then(|i| i.as_str()) == Some(id));
    let by_place = || {
        let n: usize = id.strip_prefix('q')?.parse().ok()?;
        a.get(n.checked_sub(1)?)
    };
    by_id.or_else(by_place)?.get("prompt")?.span()
}

impl super::diagnostics::Ctx<'_> {
    /// Report every summary, situation or prompt that states a question's
    /// right answer, at that text.
    pub(crate) fn giveaways<B>(
        &mut self,
        doc: &ImDocument<&str>,
        questions: &[Question],
        spaces: &[Option<OrderSpace>],
        run: &Run<'_, B>,
    ) {
        let mut before: Vec<Said> = Vec::new();
        for key in ["summary", "situation"] {
            if let (Some(span), Some(text)) =
                (span_of(doc, key), doc.get(key).and_then(|i| i.as_str()))
            {
                before.push(Said::new(format!("the {key}"), span, text));
            }
        }
        let mut found: Vec<(Range<usize>, String)> = Vec::new();
        for (i, q) in questions.iter().enumerate() {
            let own = Said::new(
                "its own prompt".to_string(),
                prompt_span(doc, q.id()).unwrap_or(0..0),
                q.prompt(),
            );
            let c = claim(q, run);
            let space = spaces.get(i).and_then(Option::as_ref);
            let sources = space.map(|sp| order_sources(sp, run));
            for (said, is_own) in before.iter().map(|s| (s, false)).chain([(&own, true)]) {
                let by_words = c
                    .can_be_stated()
                    .then(|| said.clauses().iter().find_map(|cl| states(&c, cl, is_own)))
                    .flatten();
                // A situation describes the board, whose cards it names in
                // any order; the summary and the prompts tell the story.
                let by_order = space
                    .zip(sources.as_deref())
                    .filter(|_| said.what != "the situation")
                    .and_then(|(sp, src)| states_order(said.lower(), sp, src));
                if let Some(how) = by_words.or(by_order) {
                    found.push((
                        said.span.clone(),
                        format!(
                            "{} gives away the answer to question {}: it {how}",
                            said.what,
                            quote_id(q.id())
                        ),
                    ));
                }
            }
            before.push(Said {
                what: format!("question {}'s prompt", quote_id(q.id())),
                ..own
            });
        }
        for (span, message) in found {
            self.at(
                span,
                message,
                Some(
                    "say what the scenario teaches or sets up, not what happens: the trainee \
                     answers that"
                        .into(),
                ),
            );
        }
    }
}

fn quote_id(id: &str) -> String {
    super::quote::quote(id)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(s: &[&str]) -> Vec<String> {
        s.iter().map(|x| x.to_string()).collect()
    }

    #[test]
    fn an_outcome_with_its_player_is_found_in_one_clause_only() {
        let c = Claim {
            player: Some("Nico".into()),
            outcome: v(&["loses"]),
            ..Claim::default()
        };
        let said = |t: &str| clauses(t).iter().any(|cl| states(&c, cl, false).is_some());
        assert!(!said("Who decides who sets up first?"));
        assert!(said(
            "Nico has 0:05 left and does not select: the phase ends, and Nico loses."
        ));
        assert!(said(
            "Nico starts with 0:20, runs out in turn 2 and loses at the victory check."
        ));
        assert!(!said("Nico has 0:05 left. Whoever runs out loses."));
        assert!(!said("Alex loses nothing; Nico passes."));
    }

    #[test]
    fn the_chosen_player_and_the_thing_asked_are_found() {
        let c = Claim {
            player: Some("Kim".into()),
            outcome: v(&["goes", "first"]),
            verb: Some("gets".into()),
            asked: v(&["sets", "up", "first"]),
        };
        let said = |t: &str| clauses(t).iter().any(|cl| states(&c, cl, false).is_some());
        assert!(said(
            "Both bribe Thrawn; Kim set up first, so Kim gets him."
        ));
        assert!(said("Kim gets Thrawn."));
        assert!(!said("Kim and Alex both bribe Nico's Thrawn."));
        assert!(!said("Alex sets up second."));
        assert!(said("Alex wins the reroll and lets Kim start."));
        assert!(said("Nico wins the roll-off and picks Kim."));
    }
}
