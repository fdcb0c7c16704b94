//! What the fuzzers found, each kept as a case that must stay fixed (see
//! docs/fuzzing.md). A diagnostic is one line, `file:line:col: message
//! (suggestion)`: scenario text it echoes is quoted with its control
//! characters escaped, wherever in the loader the echo happens.

use timing_window::rulesets::swu::cards::CardPool;
use timing_window::scenario::{self, quote, Diagnostic};

/// The template with `from` replaced by `to` (exactly once).
fn template_with(from: &str, to: &str) -> String {
    assert_eq!(
        scenario::TEMPLATE.matches(from).count(),
        1,
        "the template holds {from:?} once"
    );
    scenario::TEMPLATE.replacen(from, to, 1)
}

/// Load text that must fail; every diagnostic must be one clean line.
fn diagnostics(text: &str) -> Vec<Diagnostic> {
    let pool = CardPool::bundled().expect("bundled cards load");
    let diags = match scenario::load("case.toml", text, &pool) {
        Ok(_) => panic!("the case loaded:\n{text}"),
        Err(d) => d,
    };
    for d in &diags {
        let shown = d.to_string();
        assert_eq!(shown.lines().count(), 1, "one line: {shown:?}");
        assert!(
            !shown.chars().any(quote::is_unsafe),
            "no control character: {shown:?}"
        );
    }
    diags
}

fn shows(diags: &[Diagnostic], fragment: &str) {
    assert!(
        diags.iter().any(|d| d.to_string().contains(fragment)),
        "no diagnostic shows {fragment:?}: {diags:#?}"
    );
}

/// The fuzzer's first finding (issue 12): a mutated event label with a line
/// break was echoed as it was, and the diagnostic became two lines.
#[test]
fn an_event_label_with_a_line_break_is_escaped_in_its_diagnostic() {
    let text = template_with(
        r#"events = ["sneak-attack/delayed", "doctor-aphra/regroup-start"]"#,
        r#"events = ["sn\neak-attack/delayed", "doctor-aphra/regroup-start"]"#,
    );
    let diags = diagnostics(&text);
    shows(
        &diags,
        r"the engine never produces an event 'sn\neak-attack/delayed' (did you mean 'sneak-attack/delayed'?",
    );
}

#[test]
fn a_card_name_with_a_terminal_escape_is_escaped() {
    let text = template_with(
        r#"units = [{ card = "inferno-four" }]"#,
        r#"units = [{ card = "\u001b[2Jinferno" }]"#,
    );
    shows(&diagnostics(&text), r"unknown card '\u{1b}[2Jinferno'");
}

#[test]
fn a_unit_ref_with_a_tab_is_escaped() {
    let text = template_with(r#"target = "inferno-four""#, r#"target = "inferno	four""#);
    shows(
        &diagnostics(&text),
        r"no unit on the board is called 'inferno\tfour' (did you mean 'inferno-four'?)",
    );
}

#[test]
fn a_quoted_key_with_a_line_break_is_escaped() {
    let text = template_with("author = ", "\"auth\\r\\nor\" = 1\nauthor = ");
    shows(
        &diagnostics(&text),
        r"unknown key `auth\r\nor` at the top level",
    );
}

#[test]
fn a_multi_line_player_name_is_escaped() {
    let text = template_with(
        "player = \"alex\"\naction = \"pass\"",
        "player = \"\"\"\nal\nex\"\"\"\naction = \"pass\"",
    );
    shows(&diagnostics(&text), r"unknown player 'al\nex'");
}

#[test]
fn a_line_separator_and_a_bidi_override_are_escaped() {
    let text = template_with(
        r#"answer = "delayed""#,
        "answer = \"del\u{2028}ay\u{202e}ed\"",
    );
    shows(
        &diagnostics(&text),
        r"the answer 'del\u{2028}ay\u{202e}ed' is not one of the options",
    );
}

/// Text the engine echoes (an attacker named in the script) reaches the
/// diagnostic through the engine's error message.
#[test]
fn an_engine_error_echoing_script_text_is_escaped() {
    let text = template_with(
        "player = \"alex\"\naction = \"pass\"",
        "player = \"alex\"\naction = \"attack\"\nattacker = \"inferno\\nfour\"\ntarget = \"base\"",
    );
    shows(&diagnostics(&text), r"inferno\nfour");
}

/// A typed-parse error (serde's "unknown variant") quotes the value itself;
/// the loader escapes the whole message.
#[test]
fn a_serde_message_echoing_a_value_is_escaped() {
    let text = template_with(
        "[run]\n",
        "[[card]]\nid = \"x\"\nname = \"X\"\ntype = \"uni\\nt\"\n\n[run]\n",
    );
    shows(&diagnostics(&text), r"uni\nt");
}

/// A backslash in scenario text is doubled, so `\n` in a diagnostic always
/// means a line break in the file, never the two characters.
#[test]
fn a_backslash_is_doubled() {
    let text = template_with(r#"target = "inferno-four""#, r#"target = 'inferno\nfour'"#);
    shows(
        &diagnostics(&text),
        r"no unit on the board is called 'inferno\\nfour'",
    );
}

/// The engine fuzzer's first finding: a unit's HP is a sum (printed HP,
/// upgrades, Experience, lasting effects) that overflowed with the numbers a
/// file could write (`experience = 4294967295`, an own card's `hp =
/// 2147483647`). The loader now takes numbers up to 999 only.
#[test]
fn a_count_beyond_999_is_refused_before_the_engine_runs() {
    let text = template_with(
        r#"units = [{ card = "inferno-four" }]"#,
        r#"units = [{ card = "inferno-four", experience = 4294967295, damage = 1 }]"#,
    );
    shows(
        &diagnostics(&text),
        "`players.alex.units[0].experience` is 4294967295: a scenario's numbers are at most 999",
    );
}

#[test]
fn a_huge_deck_size_is_refused_rather_than_allocated() {
    let text = template_with(
        "hand_unknown = 4\ndeck_size = 30\n",
        "hand_unknown = 4\ndeck_size = 4294967295\n",
    );
    shows(
        &diagnostics(&text),
        "is 4294967295: a scenario's numbers are at most 999",
    );
}

#[test]
fn an_own_cards_huge_numbers_are_refused_even_inside_effects() {
    let text = template_with(
        "[run]\n",
        "[[card]]\nid = \"big\"\nname = \"Big\"\ntype = \"unit\"\nhp = 2147483647\n\
         [[card.ability]]\nwhen = [\"played\"]\n\
         effects = [{ do = \"deal_damage\", amount = -9223372036854775808, target = \"your_base\" }]\n\n[run]\n",
    );
    let diags = diagnostics(&text);
    shows(
        &diags,
        "`card[0].hp` is 2147483647: a scenario's numbers are at most 999",
    );
    shows(
        &diags,
        "is -9223372036854775808: a scenario's numbers are at most 999",
    );
}

#[test]
fn numbers_up_to_999_still_load() {
    let pool = CardPool::bundled().expect("bundled cards load");
    let text = template_with(
        "hand_unknown = 4\ndeck_size = 30\n",
        "hand_unknown = 999\ndeck_size = 999\n",
    );
    assert!(scenario::load("case.toml", &text, &pool).is_ok());
}

/// Found by the engine fuzzer: two delayed effects on the board from the
/// same card (Alex played Sneak Attack twice this round) both had the label
/// `sneak-attack/delayed`, so the decision ordering them offered two equal
/// options and no script line could pick an order. The second is now
/// `sneak-attack/delayed#2`.
#[test]
fn two_delayed_effects_from_one_card_get_distinct_labels() {
    let pool = CardPool::bundled().expect("bundled cards load");
    let mut text = template_with(
        r#"units = [{ card = "inferno-four" }]"#,
        r#"units = [{ card = "mercenary-company", ref = "merc-a" }, { card = "mercenary-company", ref = "merc-b" }]"#,
    );
    text = text.replacen(
        "target = \"inferno-four\"\n",
        "target = \"merc-a\"\n\n[[state.delayed]]\nsource = \"Sneak Attack\"\ncontroller = \"alex\"\ntarget = \"merc-b\"\n",
        1,
    );
    // Keep the script's pass, drop Inferno Four's decision and the questions,
    // and order the two delayed effects: the second first.
    text.truncate(
        text.find("[[script]]                        # Inferno")
            .expect("the template's second script line"),
    );
    text.push_str("[[script]]\nplayer = \"alex\"\nchoose = [\"sneak-attack/delayed#2\", \"sneak-attack/delayed\"]\n");
    let s = scenario::load("case.toml", &text, &pool).unwrap_or_else(|d| panic!("{d:#?}"));
    let trace = s.setup.swu().unwrap().run().expect("the run finishes");
    let labels = trace.labels();
    let a = labels
        .iter()
        .position(|l| *l == "sneak-attack/delayed")
        .expect("the first");
    let b = labels
        .iter()
        .position(|l| *l == "sneak-attack/delayed#2")
        .expect("the second");
    assert!(b < a, "the script ordered #2 first: {labels:?}");
}

/// Found by the engine fuzzer's bounded loop in a release run: a player
/// conceding during setup (5.6.4) ended the run with setup's labelled steps
/// (the initiative, the mulligans) in the trace but not in the order tree,
/// so no question could name them and the order could not be judged.
#[test]
fn a_concession_during_setup_keeps_setups_steps_in_the_order_tree() {
    use timing_window::rulesets::swu::engine::{PlayerId, ScriptEntry};
    let pool = CardPool::bundled().expect("bundled cards load");
    let text = std::fs::read_to_string("scenarios/setup-mulligans.toml").expect("the library file");
    let s = scenario::load("setup-mulligans.toml", &text, &pool).expect("it loads");
    let mut setup = s.setup.swu().expect("an SWU scenario").clone();
    // The random pick and the initiative decision, then Nico concedes at
    // the next choice point: Alex's mulligan.
    setup.script.truncate(2);
    setup.script.push(ScriptEntry::Concede {
        player: PlayerId(1),
    });
    let trace = setup.run().expect("the run ends with the concession");
    let mut labels: Vec<String> = trace.labels().iter().map(|l| l.to_string()).collect();
    assert!(
        labels.contains(&"setup/initiative".to_string()),
        "{labels:?}"
    );
    let mut events = trace.order.events();
    labels.sort();
    events.sort();
    assert_eq!(labels, events);
}

/// Found by the engine fuzzer: a card of the scenario's own that looks at
/// the top 40 cards offered every arrangement of them as a decision (about
/// e·40! options), and the run hung. Past 5 cards the engine now says it
/// does not model it, at once.
#[test]
fn looking_at_many_cards_is_refused_not_enumerated() {
    let text = template_with(
        r#"units = [{ card = "inferno-four" }]"#,
        r#"units = [{ card = "far-seer", ref = "inferno-four" }]"#,
    )
    .replacen(
        "[run]\n",
        "[[card]]\nid = \"far-seer\"\nname = \"Far Seer\"\ntype = \"unit\"\narena = \"space\"\n\
         cost = 2\npower = 1\nhp = 2\n\
         [[card.ability]]\nwhen = [\"defeated\"]\n\
         effects = [{ do = \"look_at_top\", count = 40 }]\n\n[run]\n",
        1,
    );
    shows(
        &diagnostics(&text),
        "looking at 30 cards and arranging them is not modelled",
    );
}

/// Found by the release run of the engine fuzzer (issue 21), and by the
/// property test with General Krell's granted When Defeated: a player
/// conceded at an ability's "you may" (5.6.4), and the ability that never
/// resolved stayed in the order tree as an event, so an ordering question
/// could have asked a trainee to place it. A choice at which the game ends
/// now stops what was to follow it: no step, no event.
#[test]
fn a_concession_at_a_you_may_leaves_no_event_that_never_happened() {
    use timing_window::rulesets::swu::engine::{PlayerId, ScriptEntry};
    let pool = CardPool::bundled().expect("bundled cards load");
    let text =
        std::fs::read_to_string("scenarios/count-dooku-shielded.toml").expect("the library file");
    let s = scenario::load("count-dooku-shielded.toml", &text, &pool).expect("it loads");
    let mut setup = s.setup.swu().expect("an SWU scenario").clone();
    // Alex plays Count Dooku and orders his two abilities, then concedes at
    // the When Played's "you may".
    setup.script.truncate(2);
    setup.script.push(ScriptEntry::Concede {
        player: PlayerId(0),
    });
    let trace = setup.run().expect("the run ends with the concession");
    let mut labels: Vec<String> = trace.labels().iter().map(|l| l.to_string()).collect();
    let mut events = trace.order.events();
    labels.sort();
    events.sort();
    assert_eq!(labels, vec!["count-dooku/play"]);
    assert_eq!(events, labels);
}

/// Found by the engine fuzzer (libFuzzer, 2026-11-27, a timeout): a card of
/// the scenario's own whose On Attack creates 998 tokens, within the
/// loader's numbers. Every unit that enters play sees every event after it,
/// so the run took close to a minute; past `UNIT_LIMIT` units in play the
/// engine now stops with a typed error that says why, at once.
#[test]
fn a_run_that_would_put_hundreds_of_units_in_play_stops_with_a_clear_error() {
    use timing_window::rulesets::swu::engine::{ErrorKind, UNIT_LIMIT};
    let pool = CardPool::bundled().expect("bundled cards load");
    let text = std::fs::read_to_string("scenarios/cr-7-5-7a-overwhelm-excess.toml")
        .expect("the library file");
    let s = scenario::load("cr-7-5-7a-overwhelm-excess.toml", &text, &pool).expect("it loads");
    let mut setup = s.setup.swu().expect("an SWU scenario").clone();
    let mut own = (*setup.pool).clone();
    own.add_file(
        "token-maker.toml",
        r#"
[[card]]
id = "token-maker"
name = "Token Maker"
type = "unit"
cost = 6
power = 5
hp = 5
arena = "ground"
text = "On Attack: Create 998 Clone Trooper tokens."

[[card.ability]]
when = ["on_attack"]
effects = [{ do = "create_token", token = "clone-trooper", count = 998 }]
"#,
    )
    .expect("an own card");
    setup.pool = std::sync::Arc::new(own);
    setup.board.units[0].card = "token-maker".into();
    let e = setup.run().expect_err("too many units");
    assert_eq!(e.kind, ErrorKind::UnitLimit, "{e}");
    assert!(
        e.message.contains(&format!("at most {UNIT_LIMIT} units")),
        "{}",
        e.message
    );
}
