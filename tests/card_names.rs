//! Names as players write them, end to end (issue 26): a scenario file
//! naming cards by printed "Name, Subtitle", Karabast's `name#subtitle`, a
//! set and number, or a bare name loads the same through `scenario::load`
//! and `tw check`; a bare name with several cards is an error at its
//! line:col listing them; the author page's picker finds each of the
//! popular store cards as an instructor types them, and says so when
//! nothing matches.

#[path = "common/diags.rs"]
mod diags;
use std::process::Command;

use timing_window::rulesets::swu::cards::names::{nothing_found, search};
use timing_window::rulesets::swu::cards::{CardPool, CardType};
use timing_window::rulesets::Bundled;
use timing_window::scenario::{self, TEMPLATE};

fn pool() -> Bundled {
    Bundled::bundled().expect("the bundled pool")
}

fn cards() -> CardPool {
    pool()
}

/// The template with Nico's leader, discard and Alex's leader written as
/// players write them.
fn file(nico_leader: &str, discard: &[&str], alex_leader: &str) -> String {
    let quoted: Vec<String> = discard.iter().map(|d| format!("{d:?}")).collect();
    TEMPLATE
        .replace(
            r#"leader = { card = "doctor-aphra" }"#,
            &format!("leader = {{ card = {alex_leader:?} }}"),
        )
        .replace(
            "[players.nico]\n",
            &format!(
                "[players.nico]\nleader = {{ card = {nico_leader:?} }}\ndiscard = [{}]\n",
                quoted.join(", ")
            ),
        )
}

/// Every way of naming, one card each: what the file names and the
/// printing it must be.
const NAMED: &[(&str, &str, &str)] = &[
    ("SOR_164", "SOR", "164"),                  // Wampa by set and number
    ("SOR 073", "SOR", "073"),                  // Moment of Peace
    ("vanquish", "SOR", "078"),                 // an id
    ("For A Cause I Believe In", "SOR", "152"), // a printed name
    // Karabast's name; Hera Syndulla stays unread (Piloting plays her as
    // an upgrade, and the card data cannot give her upgrade stats).
    ("hera-syndulla#weve-lost-enough", "JTL", "045"),
    ("Shaak Ti", "TWI", "094"),                 // a bare name, one card
    ("Count Dooku, Fallen Jedi", "TWI", "138"), // "Name, Subtitle"
];

#[test]
fn names_as_players_write_them_load_in_a_scenario_file_and_in_tw_check() {
    let discard: Vec<&str> = NAMED.iter().map(|(n, _, _)| *n).collect();
    let text = file(
        "Darth Vader, Dark Lord of the Sith",
        &discard,
        // A leader by its bare name: the one leader called Doctor Aphra
        // (the slot asks only among leaders).
        "Doctor Aphra",
    );
    let pool = pool();
    let s = scenario::load("names.toml", &text, &pool)
        .unwrap_or_else(|d| panic!("{}", diags::lines(&d)));
    let setup = s.setup.swu().expect("an SWU scenario");
    let cards = cards();
    let printing = |id: &str| {
        let c = cards.get(id).unwrap();
        (c.set.clone(), c.number.clone())
    };
    let nico = &setup.board.players[1];
    let discard: Vec<(String, String)> = nico.discard.iter().map(|id| printing(id)).collect();
    let want: Vec<(String, String)> = NAMED
        .iter()
        .map(|(_, s, n)| (s.to_string(), n.to_string()))
        .collect();
    assert_eq!(discard, want);
    let leader = |i: usize| {
        setup.board.players[i]
            .leader
            .as_ref()
            .map(|l| printing(&l.card))
            .expect("a leader")
    };
    assert_eq!(leader(1), ("SOR".to_string(), "010".to_string()));
    assert_eq!(
        cards
            .get(&setup.board.players[0].leader.as_ref().unwrap().card)
            .map(|c| c.card_type),
        Some(CardType::Leader)
    );
    setup.run().expect("it runs");

    // `tw check` reads the file the same way: no error (the warnings name
    // the parts of printed cards that are not simulated).
    let path = std::env::temp_dir().join(format!("tw-names-{}.toml", std::process::id()));
    std::fs::write(&path, &text).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_tw"))
        .args(["check", path.to_str().unwrap()])
        .output()
        .expect("tw runs");
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::remove_file(&path).ok();
    assert!(out.status.success(), "{said}");
    assert!(said.contains("0 with errors"), "{said}");
    let (l, c) = {
        let at = text.find("\"hera-syndulla#weve-lost-enough\"").unwrap();
        (
            text[..at].matches('\n').count() + 1,
            at - text[..at].rfind('\n').map_or(0, |i| i + 1) + 1,
        )
    };
    assert!(
        said.contains(&format!(":{l}:{c}: 'hera-syndulla-we-ve-lost-enough'")),
        "the part not simulated is a warning at its place: {said}"
    );
}

#[test]
fn a_bare_name_of_several_cards_is_an_error_at_its_line_and_column_listing_them() {
    let text = file("Darth Vader", &["wampa", "Boba Fett"], "doctor-aphra");
    let pool = pool();
    let d = scenario::load("names.toml", &text, &pool).expect_err("two names ask which");
    let line_of = |needle: &str| {
        let at = text.find(needle).unwrap();
        let line = text[..at].matches('\n').count() + 1;
        let col = at - text[..at].rfind('\n').map_or(0, |i| i + 1) + 1;
        (line, col)
    };
    let find = |needle: &str| {
        d.iter()
            .find(|d| (d.line, d.column) == line_of(needle))
            .unwrap_or_else(|| panic!("no problem at {needle}: {d:?}"))
    };
    // The leader slot lists only the Darth Vader leaders.
    let vader = find(r#""Darth Vader""#);
    let all = format!("{} {:?}", vader.message, vader.suggestion);
    assert!(
        all.contains("Dark Lord of the Sith (SOR 010 leader"),
        "{all}"
    );
    assert!(!all.contains("Commanding the First Legion"), "{all}");
    // Boba Fett in a discard: every Boba Fett card, each with its id.
    let boba = find(r#""Boba Fett""#);
    let all = format!("{} {:?}", boba.message, boba.suggestion);
    assert!(
        all.contains("Daimyo") && all.contains("Disintegrator"),
        "{all}"
    );
    assert!(all.contains("id boba-fett-"), "{all}");

    // `tw check` prints the same problems at file:line:col, and fails.
    let path = std::env::temp_dir().join(format!("tw-names-bad-{}.toml", std::process::id()));
    std::fs::write(&path, &text).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_tw"))
        .args(["check", path.to_str().unwrap()])
        .output()
        .expect("tw runs");
    std::fs::remove_file(&path).ok();
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(!out.status.success(), "{said}");
    let (l, c) = line_of(r#""Boba Fett""#);
    assert!(said.contains(&format!(":{l}:{c}:")), "{said}");
    assert!(said.contains("Daimyo"), "{said}");
}

/// Issue 26's popular store cards, typed into the picker as an instructor
/// would: each is among the cards listed (the first, when the name is one
/// card's), with its printing.
#[test]
fn the_picker_finds_the_popular_store_cards_as_instructors_type_them() {
    let cards = cards();
    // (typed, a printing it must list, whether that printing comes first)
    let store: &[(&str, &str, bool)] = &[
        ("Luke Skywalker, Faithful Friend", "SOR 005", true),
        ("Darth Vader, Dark Lord of the Sith", "SOR 010", true),
        ("Boba Fett", "SHD 008", false),
        ("Han Solo", "SHD 013", false),
        ("Tarkin", "SOR 007", false),
        ("Ackbar", "SOR 097", false),
        ("Vanquish", "SOR 078", true),
        ("For A Cause I Believe In", "SOR 152", true),
        ("Moment of Peace", "SOR 073", true),
        ("Bodhi Rook", "SOR 201", false),
        ("Wampa", "SOR 164", true),
        ("Fifth Brother", "SOR 131", true),
        ("Shaak Ti", "TWI 094", true),
        ("Count Dooku, Fallen Jedi", "TWI 138", true),
        ("Kylo Ren", "SHD 011", false),
        ("SOR 010", "SOR 010", true),
    ];
    for (typed, printing, first) in store {
        let hits = search(&cards, typed, 50);
        let at = hits
            .iter()
            .position(|h| h.printing == *printing)
            .unwrap_or_else(|| panic!("{typed}: {printing} not listed in {hits:?}"));
        if *first {
            assert_eq!(at, 0, "{typed}: {hits:?}");
        }
        let card = cards.get(&hits[at].id).unwrap();
        assert!(
            card.full_name()
                .to_lowercase()
                .contains(&typed.to_lowercase())
                || typed.starts_with("SOR"),
            "{typed}: {}",
            card.full_name()
        );
    }
    // Nothing matches: the picker says so, and how to search instead.
    assert!(search(&cards, "no such card at all", 12).is_empty());
    let said = nothing_found("  no such card at all ").expect("a message");
    assert!(
        said.contains("\u{201c}no such card at all\u{201d}"),
        "{said}"
    );
    assert!(said.contains("SOR 010"), "{said}");
    assert_eq!(nothing_found("   "), None);
}
