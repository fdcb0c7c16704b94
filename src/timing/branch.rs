//! "What if?": a run again with other decisions, as data every ruleset
//! shares.
//!
//! A [`Branch`] is the run a ruleset's engine produces when some of the
//! decisions of the original run are taken differently. The decisions are
//! named by their choice point's number in the branch's own run (`choice-3`,
//! 1-based, as `who_decides` questions name them); before the first changed
//! decision the branch is the original run step for step, so the numbers of
//! the decisions up to there are the original's too.
//!
//! The engine never picks for anyone: a decision that neither the trainee's
//! decisions nor the scenario's script answers stops the branch there, as a
//! [`Pending`] decision with its chooser and legal options, and the page
//! asks the trainee. Which later decisions the script still answers is each
//! ruleset's rule (SWU's: `rulesets/swu/branch.rs`).

use serde::{Deserialize, Serialize};

use super::trace::Trace;

/// What a decision asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ask {
    /// One of the options.
    One,
    /// All of the options, in an order.
    Order,
    /// Any number of the options (none is "none"), in an order.
    Subset,
    /// Exactly this many of the options.
    Exactly(usize),
}

/// The most answers [`alternatives`] lists for one decision.
pub const ALTERNATIVES_LIMIT: usize = 24;

impl Ask {
    /// Is `chosen` a legal answer to this decision over `options`?
    pub fn allows(self, options: &[String], chosen: &[String]) -> bool {
        let known = chosen.iter().all(|c| options.contains(c));
        let distinct = chosen
            .iter()
            .enumerate()
            .all(|(i, c)| !chosen[..i].contains(c));
        let (least, most) = self.sizes(options.len());
        known && distinct && (least..=most).contains(&chosen.len())
    }

    /// How many of `n` options an answer names: the least and the most.
    /// Legality ([`Ask::allows`]) and the listing of answers
    /// ([`alternatives`], [`answers`]) read it from here, so the two cannot
    /// disagree.
    fn sizes(self, n: usize) -> (usize, usize) {
        match self {
            Ask::One => (1, 1),
            Ask::Order => (n, n),
            Ask::Subset => (0, n),
            Ask::Exactly(k) => (k, k),
        }
    }
}

/// Every legal answer to a decision other than `chosen`, in a stable order,
/// at most [`ALTERNATIVES_LIMIT`]; the flag says whether some were cut.
/// An order lists permutations of the options, a subset every ordered
/// selection (the empty one included), "exactly n" every ordered selection
/// of n.
pub fn alternatives(ask: Ask, options: &[String], chosen: &[String]) -> (Vec<Vec<String>>, bool) {
    listed(ask, options, Some(chosen))
}

/// Every legal answer to a decision, as [`alternatives`] lists them (none
/// left out), at most [`ALTERNATIVES_LIMIT`]; the flag says whether some
/// were cut.
pub fn answers(ask: Ask, options: &[String]) -> (Vec<Vec<String>>, bool) {
    listed(ask, options, None)
}

/// The one walk [`alternatives`] and [`answers`] make: every legal answer
/// but `except`, in a stable order, at most [`ALTERNATIVES_LIMIT`]. The
/// answer left out is an `Option` because the empty answer is a legal
/// subset: "none left out" is not the same as "leave out the empty one".
fn listed(ask: Ask, options: &[String], except: Option<&[String]>) -> (Vec<Vec<String>>, bool) {
    let mut out = Vec::new();
    let mut cut = false;
    let sizes = ask.sizes(options.len());
    selections(options, sizes, &mut Vec::new(), &mut |s: &[String]| {
        if except == Some(s) {
            return true;
        }
        if out.len() >= ALTERNATIVES_LIMIT {
            cut = true;
            return false;
        }
        out.push(s.to_vec());
        true
    });
    (out, cut)
}

/// Ordered selections of distinct options of a length in `len`, shortest
/// first; `visit` returns false to stop.
fn selections(
    options: &[String],
    len: (usize, usize),
    current: &mut Vec<String>,
    visit: &mut dyn FnMut(&[String]) -> bool,
) {
    for k in len.0..=len.1.min(options.len()) {
        if !of_length(options, k, current, visit) {
            return;
        }
    }
}

fn of_length(
    options: &[String],
    k: usize,
    current: &mut Vec<String>,
    visit: &mut dyn FnMut(&[String]) -> bool,
) -> bool {
    if current.len() == k {
        return visit(current);
    }
    for o in options {
        if current.contains(o) {
            continue;
        }
        current.push(o.clone());
        let go_on = of_length(options, k, current, visit);
        current.pop();
        if !go_on {
            return false;
        }
    }
    true
}

/// A decision taken in a branch: the choice point's number in the branch's
/// run (1-based, `choice-N`) and what was chosen there.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision {
    pub at: usize,
    pub chosen: Vec<String>,
}

impl Decision {
    /// The choice point's name, `choice-N`.
    pub fn name(&self) -> String {
        format!("choice-{}", self.at)
    }
}

/// Escape the characters [`encode`] uses to separate things.
fn escape_part(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '%' => out.push_str("%25"),
            '|' => out.push_str("%7C"),
            ',' => out.push_str("%2C"),
            _ => out.push(c),
        }
    }
    out
}

fn unescape_part(s: &str) -> Result<String, String> {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(i) = rest.find('%') {
        out.push_str(&rest[..i]);
        let code = rest.get(i + 1..i + 3).unwrap_or("");
        out.push(match code {
            "25" => '%',
            "7C" | "7c" => '|',
            "2C" | "2c" => ',',
            _ => return Err(format!("'%{code}' is not an escape a branch link uses")),
        });
        rest = &rest[i + 3..];
    }
    out.push_str(rest);
    Ok(out)
}

/// The decisions as one line for a link: `choice-3:Nico`, several joined by
/// `,`, an answer of several options joined by `|` (`choice-2:b|a`), and
/// `%`, `|` and `,` inside an option escaped.
pub fn encode(decisions: &[Decision]) -> String {
    decisions
        .iter()
        .map(|d| {
            let chosen: Vec<String> = d.chosen.iter().map(|c| escape_part(c)).collect();
            format!("{}:{}", d.name(), chosen.join("|"))
        })
        .collect::<Vec<_>>()
        .join(",")
}

/// The most decisions a link may carry.
pub const DECISIONS_LIMIT: usize = 64;

/// Read [`encode`]'s line back. Strict: anything else is an error saying
/// what is wrong, never a guess.
pub fn decode(text: &str) -> Result<Vec<Decision>, String> {
    let mut out: Vec<Decision> = Vec::new();
    if text.trim().is_empty() {
        return Ok(out);
    }
    for part in text.split(',') {
        if out.len() >= DECISIONS_LIMIT {
            return Err(format!(
                "a branch takes at most {DECISIONS_LIMIT} decisions"
            ));
        }
        let Some((name, chosen)) = part.split_once(':') else {
            return Err(format!(
                "'{part}' is not a decision like choice-3:Nico (no ':')"
            ));
        };
        let at = name
            .strip_prefix("choice-")
            .and_then(|n| n.parse::<usize>().ok())
            .filter(|n| *n >= 1)
            .ok_or_else(|| format!("'{name}' is not a choice point like choice-3"))?;
        if out.iter().any(|d| d.at == at) {
            return Err(format!("choice-{at} is decided twice"));
        }
        let chosen = if chosen.is_empty() {
            Vec::new()
        } else {
            chosen
                .split('|')
                .map(unescape_part)
                .collect::<Result<Vec<_>, _>>()?
        };
        out.push(Decision { at, chosen });
    }
    in_order(&mut out);
    Ok(out)
}

/// Decisions in the order of their choice points, in the order given
/// where two name one point: the one sort of them. An insertion sort: a
/// branch has at most [`DECISIONS_LIMIT`] decisions, and the standard
/// library's stable sort was 4 KB of a page's wasm for them.
pub fn in_order(decisions: &mut [Decision]) {
    for i in 1..decisions.len() {
        let mut j = i;
        while j > 0 && decisions[j - 1].at > decisions[j].at {
            decisions.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// A decision the branch reached that nothing answers: the trainee makes it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    /// The choice point's number it would have in the branch's run.
    pub at: usize,
    /// The trace step it would be recorded at (the branch's trace ends just
    /// before it).
    pub step: usize,
    /// Who decides, by name ("Chance" for a random outcome).
    pub chooser: String,
    /// Who decides, by the scenario file's id; `None` for chance.
    pub chooser_id: Option<String>,
    pub prompt: String,
    pub options: Vec<String>,
    pub ask: Ask,
    pub rules: Vec<String>,
    /// Each option as a trainee reads it, parallel to `options` (see
    /// [`ChoicePoint::names`](super::ChoicePoint::names)).
    #[serde(default)]
    pub names: Vec<String>,
}

impl Pending {
    /// An answer here in words.
    pub fn said(&self, chosen: &[String]) -> String {
        super::trace::said(&self.options, &self.names, chosen)
    }
}

/// A run again with some decisions taken differently.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Branch<B> {
    /// The trainee's decisions, by choice point.
    pub decisions: Vec<Decision>,
    /// What the engine did: the whole run, or up to the pending decision or
    /// the point the run could not go on from.
    pub trace: Trace<B>,
    /// What each choice point of `trace` asked for, in the order of
    /// `trace.choices()`.
    pub asks: Vec<Ask>,
    /// The decision the branch waits for, if any.
    pub pending: Option<Pending>,
    /// Why the run could not go on, when it stopped for a reason other than
    /// a pending decision (the script has no action for a turn the branch
    /// reaches, or one of the decisions is not legal there).
    pub stopped: Option<String>,
    /// The first step at which it differs from the original run; `None`
    /// when it is the original run step for step.
    pub first_difference: Option<usize>,
    /// The two runs' outcomes compared in one line.
    pub comparison: String,
}

impl<B> Branch<B> {
    /// A branch from its run, compared with the original.
    pub fn new(
        original: &Trace<B>,
        decisions: Vec<Decision>,
        trace: Trace<B>,
        asks: Vec<Ask>,
        pending: Option<Pending>,
        stopped: Option<String>,
    ) -> Branch<B> {
        let first_difference = first_difference(original, &trace);
        let comparison = compare(original, &trace, pending.as_ref(), stopped.as_deref());
        Branch {
            decisions,
            trace,
            asks,
            pending,
            stopped,
            first_difference,
            comparison,
        }
    }

    /// The same branch with each step's board turned into another type.
    pub fn map_boards<C>(self, f: impl FnMut(B) -> C) -> Branch<C> {
        Branch {
            decisions: self.decisions,
            trace: self.trace.map_boards(f),
            asks: self.asks,
            pending: self.pending,
            stopped: self.stopped,
            first_difference: self.first_difference,
            comparison: self.comparison,
        }
    }

    /// Did the run reach its end (the stop point or the end of the game)?
    pub fn complete(&self) -> bool {
        self.pending.is_none() && self.stopped.is_none()
    }
}

/// The first step at which two runs differ: in what happened (kind, text,
/// label, nesting) or in what was chosen. One run stopping earlier differs
/// at the step the other goes on with. `None` when they are the same run.
pub fn first_difference<B>(a: &Trace<B>, b: &Trace<B>) -> Option<usize> {
    let same = |x: &super::Step<B>, y: &super::Step<B>| {
        x.kind == y.kind
            && x.text == y.text
            && x.label == y.label
            && x.depth == y.depth
            && x.choice.as_ref().map(|c| &c.chosen) == y.choice.as_ref().map(|c| &c.chosen)
    };
    match a.steps.iter().zip(&b.steps).position(|(x, y)| !same(x, y)) {
        Some(i) => Some(i),
        None if a.steps.len() != b.steps.len() => Some(a.steps.len().min(b.steps.len())),
        None => None,
    }
}

/// How a run ended, in words.
fn ending<B>(t: &Trace<B>) -> String {
    t.outcome
        .clone()
        .unwrap_or_else(|| "the game goes on".to_string())
}

/// The two runs' outcomes in one line.
pub fn compare<B>(
    original: &Trace<B>,
    branch: &Trace<B>,
    pending: Option<&Pending>,
    stopped: Option<&str>,
) -> String {
    let was = ending(original);
    if let Some(p) = pending {
        return format!(
            "Original: {was}. What if: waiting for {}'s decision ({}).",
            p.chooser, p.prompt
        );
    }
    if let Some(why) = stopped {
        return format!("Original: {was}. What if: the run stops early ({why}).");
    }
    let now = ending(branch);
    if now == was {
        format!("Same outcome: {was}.")
    } else {
        format!("Original: {was}. What if: {now}.")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::timing::fixtures::strings;

    #[test]
    fn decisions_are_put_in_order_stably() {
        let d = |at: usize, c: &str| Decision {
            at,
            chosen: vec![c.to_string()],
        };
        let mut ours = vec![
            d(3, "a"),
            d(1, "b"),
            d(2, "c"),
            d(1, "d"),
            d(3, "e"),
            d(0, "f"),
        ];
        let mut theirs = ours.clone();
        in_order(&mut ours);
        theirs.sort_by_key(|x| x.at);
        assert_eq!(ours, theirs);
        in_order(&mut []);
    }

    #[test]
    fn decisions_survive_a_link_with_separators_inside_options() {
        let d = vec![
            Decision {
                at: 1,
                chosen: strings(&["top: card 2; bottom: card 1"]),
            },
            Decision {
                at: 4,
                chosen: strings(&["a|b", "c,d", "100%"]),
            },
            Decision {
                at: 6,
                chosen: Vec::new(),
            },
        ];
        let line = encode(&d);
        assert_eq!(decode(&line).unwrap(), d);
    }

    #[test]
    fn a_malformed_link_is_an_error_not_a_guess() {
        assert!(decode("choice-0:Nico").is_err());
        assert!(decode("choice-x:Nico").is_err());
        assert!(decode("Nico").is_err());
        assert!(decode("choice-1:a,choice-1:b").is_err());
        assert!(decode("choice-1:%zz").is_err());
        assert!(decode("choice-1:%").is_err());
        assert_eq!(decode("").unwrap(), Vec::new());
    }

    #[test]
    fn alternatives_leave_out_what_was_chosen() {
        let options = strings(&["a", "b", "c"]);
        let (one, cut) = alternatives(Ask::One, &options, &strings(&["b"]));
        assert_eq!(one, vec![strings(&["a"]), strings(&["c"])]);
        assert!(!cut);
        let (orders, _) = alternatives(Ask::Order, &options, &strings(&["a", "b", "c"]));
        assert_eq!(orders.len(), 5);
        assert!(orders.iter().all(|o| Ask::Order.allows(&options, o)));
        let (subsets, _) = alternatives(Ask::Subset, &strings(&["a", "b"]), &[]);
        assert_eq!(
            subsets,
            vec![
                strings(&["a"]),
                strings(&["b"]),
                strings(&["a", "b"]),
                strings(&["b", "a"])
            ]
        );
    }

    #[test]
    fn answers_are_the_alternatives_and_what_was_chosen() {
        let options = strings(&["a", "b"]);
        let (all, cut) = answers(Ask::Order, &options);
        assert_eq!(all, vec![strings(&["a", "b"]), strings(&["b", "a"])]);
        assert!(!cut);
        let (subsets, _) = answers(Ask::Subset, &options);
        assert_eq!(subsets.first(), Some(&Vec::new()));
        assert_eq!(subsets.len(), 5);
    }

    #[test]
    fn alternatives_stop_at_the_limit_and_say_so() {
        let options: Vec<String> = (0..6).map(|i| i.to_string()).collect();
        let (orders, cut) = alternatives(Ask::Order, &options, &options);
        assert_eq!(orders.len(), ALTERNATIVES_LIMIT);
        assert!(cut);
    }
}
