//! Names the quiz and the reveal show for a run's events, read off the
//! steps' structured facts ([`crate::timing::Facts`]), never out of their
//! sentences.

use crate::timing::{Role, Step, Trace};

/// An event's name in plain words: the step's [`Facts::name`] when the
/// engine gave one, else its sentence without the final period.
///
/// [`Facts::name`]: crate::timing::Facts::name
pub fn event_name<B>(step: &Step<B>) -> String {
    match &step.facts.name {
        Some(n) => n.clone(),
        None => step.text.trim_end_matches('.').to_string(),
    }
}

/// (label, plain name) for every labelled event of a run, in trace order.
pub fn event_names<B>(trace: &Trace<B>) -> Vec<(String, String)> {
    trace
        .steps
        .iter()
        .filter_map(|s| Some((s.label.clone()?, event_name(s))))
        .collect()
}

/// The name a label has in a list from [`event_names`]; the label itself
/// when the list lacks it.
pub fn name_of(names: &[(String, String)], label: &str) -> String {
    names
        .iter()
        .find(|(l, _)| l == label)
        .map(|(_, n)| n.clone())
        .unwrap_or_else(|| label.to_string())
}

/// What an ordering item says under its name: the source and the ability
/// ("Inferno Four · When Defeated"), or whose action or decision it is.
pub fn event_detail<B>(trace: &Trace<B>, label: &str) -> String {
    let Some((_, step)) = trace.step_for(label) else {
        return String::new();
    };
    let source = step.source.clone().unwrap_or_default();
    let player = step.player.clone().unwrap_or_default();
    match (step.kind.role, &step.facts.ability) {
        (Role::Resolution, Some(a)) => format!("{source} · {a}"),
        (Role::Expiry, _) => step.kind.name.to_string(),
        (Role::Action, _) => format!("{player}'s action"),
        (Role::Decision, _) => format!("{player}'s decision"),
        _ => source,
    }
}

/// A name inside a sentence: quoted when it has punctuation of its own
/// (a step's sentence used as its name), without its final full stop.
pub fn quoted(name: &str) -> String {
    let n = name.trim().trim_end_matches('.');
    if n.contains([',', ';', ':', '.']) {
        format!("\u{201c}{n}\u{201d}")
    } else {
        n.to_string()
    }
}

/// Options in a sentence: "Nico", "Nico or Alex", "Nico, Alex or Sam".
/// Options with punctuation of their own ("top: card 1, card 2; bottom:
/// none") are quoted, so where one ends and the next begins stays clear.
pub fn either(options: &[String]) -> String {
    let quoted = options.iter().any(|o| o.contains([',', ';', ':']));
    let items: Vec<String> = options
        .iter()
        .map(|o| {
            if quoted {
                format!("\u{201c}{o}\u{201d}")
            } else {
                o.clone()
            }
        })
        .collect();
    match items.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// A text as a sentence: ended with a full stop unless it already ends
/// with one, a question mark or an exclamation mark.
pub fn sentence(text: &str) -> String {
    let t = text.trim_end();
    if t.ends_with(['.', '?', '!']) {
        t.to_string()
    } else {
        format!("{t}.")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::timing::{Facts, OrderNode, StepKind};

    const RESOLVED: StepKind = StepKind::new("resolved", "ability resolves", Role::Resolution);
    const ACTION: StepKind = StepKind::new("action", "action", Role::Action);

    fn step(kind: StepKind, label: &str, text: &str, facts: Facts) -> Step<()> {
        Step {
            kind,
            label: Some(label.to_string()),
            player: Some("Nico".into()),
            source: Some("Inferno Four".into()),
            text: text.to_string().into(),
            rules: Vec::new(),
            depth: 0,
            choice: None,
            waiting: Vec::new(),
            facts,
            board: (),
        }
    }

    fn trace() -> Trace<()> {
        let resolved = Facts {
            ability: Some("When Defeated".into()),
            name: Some("Inferno Four's When Defeated ability".into()),
            ..Facts::default()
        };
        Trace::new(
            vec![
                step(
                    RESOLVED,
                    "inferno-four/when-defeated",
                    "Inferno Four's When Defeated ability resolves.",
                    resolved,
                ),
                step(ACTION, "nico/pass", "Nico passes.", Facts::default()),
            ],
            OrderNode::seq(Vec::new(), "5.1.2", ""),
            None,
        )
    }

    #[test]
    fn a_resolved_ability_is_named_by_its_facts_and_detailed_by_source_and_ability() {
        let t = trace();
        assert_eq!(
            event_name(&t.steps[0]),
            "Inferno Four's When Defeated ability"
        );
        assert_eq!(
            event_detail(&t, "inferno-four/when-defeated"),
            "Inferno Four · When Defeated"
        );
    }

    #[test]
    fn a_step_without_a_name_fact_is_named_by_its_sentence() {
        let t = trace();
        let names = event_names(&t);
        assert_eq!(name_of(&names, "nico/pass"), "Nico passes");
        assert_eq!(event_detail(&t, "nico/pass"), "Nico's action");
    }

    #[test]
    fn an_unknown_label_is_its_own_name_and_has_no_detail() {
        let t = trace();
        assert_eq!(name_of(&event_names(&t), "nobody/x"), "nobody/x");
        assert_eq!(event_detail(&t, "nobody/x"), "");
    }

    #[test]
    fn options_read_as_a_sentence() {
        let v = |xs: &[&str]| xs.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        assert_eq!(either(&v(&[])), "");
        assert_eq!(either(&v(&["Nico"])), "Nico");
        assert_eq!(either(&v(&["Nico", "Alex"])), "Nico or Alex");
        assert_eq!(either(&v(&["a", "b", "c"])), "a, b or c");
        assert_eq!(
            either(&v(&["top: card 1, card 2", "top: none; bottom: card 1"])),
            "\u{201c}top: card 1, card 2\u{201d} or \u{201c}top: none; bottom: card 1\u{201d}"
        );
        assert_eq!(sentence("Who goes first?"), "Who goes first?");
        assert_eq!(sentence("Alex chooses "), "Alex chooses.");
    }
}
