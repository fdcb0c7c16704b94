//! Every printed card loads (issue 26): its printed facts straight from the
//! card data, with stable readable ids, and found by the names players
//! write.

use std::collections::BTreeSet;

use timing_window::rulesets::swu::cards::printed::{
    printings, Printing, MISSING_MODIFIERS, PRINTED_CARDS_JSON,
};
use timing_window::rulesets::swu::cards::text::normalise;
use timing_window::rulesets::swu::cards::{Arena, CardDef, CardPool, CardType, Keyword};

fn pool() -> CardPool {
    CardPool::bundled().expect("the bundled pool loads")
}

fn by_number<'a>(pool: &'a CardPool, p: &Printing) -> &'a CardDef {
    pool.resolve(&format!("{}_{}", p.set, p.number), None)
        .unwrap_or_else(|e| panic!("{} {}: {}", p.set, p.number, e.message))
}

#[test]
fn the_card_data_copy_matches_the_shared_data_when_it_is_beside_the_repo() {
    let shared = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../shared/cards/all-cards.json"
    );
    if let Ok(text) = std::fs::read_to_string(shared) {
        assert!(
            text == PRINTED_CARDS_JSON,
            "cards/printed-cards.json differs from {shared}: copy it again"
        );
    }
    assert_eq!(printings().unwrap().len(), 2277);
}

#[test]
fn every_printed_card_loads_with_its_printed_facts() {
    let pool = pool();
    let num = |v: &Option<String>| v.as_deref().map(|s| s.trim().parse::<i32>().unwrap());
    for p in printings().unwrap() {
        let c = by_number(&pool, &p);
        let what = format!("{} {} {}", p.set, p.number, p.name);
        assert_eq!(c.name, p.name.trim(), "{what}");
        assert_eq!(c.subtitle, p.subtitle, "{what}");
        assert_eq!(
            (c.set.as_str(), c.number.as_str()),
            (p.set.as_str(), p.number.as_str())
        );
        let t = match p.card_type.as_str() {
            "Unit" => CardType::Unit,
            "Event" => CardType::Event,
            "Upgrade" => CardType::Upgrade,
            "Leader" => CardType::Leader,
            "Base" => CardType::Base,
            other => panic!("{what}: type {other}"),
        };
        assert_eq!(c.card_type, t, "{what}");
        assert_eq!(c.hp, num(&p.hp), "{what}: HP");
        if t != CardType::Base {
            assert_eq!(c.cost.map(|x| x as i32), num(&p.cost), "{what}: cost");
            assert_eq!(c.power, num(&p.power), "{what}: power");
            assert_eq!(c.unique, p.unique, "{what}: unique");
            assert_eq!(c.traits, p.traits, "{what}: traits");
            let arena = match p.arenas.first().map(String::as_str) {
                Some("Ground") => Some(Arena::Ground),
                Some("Space") => Some(Arena::Space),
                _ => None,
            };
            assert_eq!(c.arena, arena, "{what}: arena");
        }
        assert_eq!(c.aspects, p.aspects, "{what}: aspects");
        if pool.is_printed_only(&c.id) {
            // Straight from the data: the printed text and the leader's
            // unit side, the parts not read named as printed.
            assert_eq!(c.text, p.front_text.clone().unwrap_or_default(), "{what}");
            assert_eq!(
                c.back_text,
                p.back_text.clone().filter(|t| !t.trim().is_empty())
            );
            let mut lines = normalise(&c.text);
            lines.extend(
                normalise(c.back_text.as_deref().unwrap_or(""))
                    .into_iter()
                    .map(|l| format!("unit side: {l}")),
            );
            lines.extend(normalise(p.epic_action.as_deref().unwrap_or("")));
            for u in c.unread.iter().filter(|u| *u != MISSING_MODIFIERS) {
                assert!(
                    lines.contains(u),
                    "{what}: unread part {u:?} is not printed"
                );
            }
        }
    }
}

#[test]
fn ids_are_stable_readable_and_unique_and_the_hand_written_ids_still_work() {
    let pool = pool();
    let mut seen = BTreeSet::new();
    for c in pool.iter() {
        assert!(
            c.id.chars()
                .all(|ch| ch.is_ascii_lowercase() || ch.is_ascii_digit() || ch == '-'),
            "{}",
            c.id
        );
        assert!(seen.insert(c.id.clone()));
    }
    // Every printing is one card, and the token units are the rest.
    assert_eq!(
        pool.len(),
        2277 + timing_window::rulesets::swu::cards::text::TOKENS.len()
    );
    let written = CardPool::hand_written().unwrap();
    for c in written.iter() {
        let now = pool.get(&c.id).expect("a hand-written id keeps working");
        if c.card_type == CardType::Base {
            // cards/bases.toml holds a base's facts only: its abilities are
            // read from its printed text, as any printed card's are.
            let facts_of = |d: &CardDef| CardDef {
                abilities: Vec::new(),
                constants: Vec::new(),
                unread: Vec::new(),
                ..d.clone()
            };
            assert!(c.abilities.is_empty() && c.constants.is_empty(), "{}", c.id);
            assert_eq!(facts_of(now), facts_of(c), "{} keeps its facts", c.id);
        } else {
            assert_eq!(now, c, "{} keeps its hand-written abilities", c.id);
        }
    }
    // Readable ids from the name and subtitle; a reprint adds its set.
    for (id, set, number) in [
        ("darth-vader-dark-lord-of-the-sith", "SOR", "010"),
        ("luke-skywalker-faithful-friend", "SOR", "005"),
        ("count-dooku-fallen-jedi", "TWI", "138"),
        ("death-trooper", "SOR", "033"),
        ("death-trooper-shd", "SHD", "030"),
    ] {
        let c = pool.get(id).unwrap_or_else(|| panic!("{id}"));
        assert_eq!((c.set.as_str(), c.number.as_str()), (set, number), "{id}");
    }
    // The printing a hand-written card stands for keeps its own id as a
    // second name.
    assert_eq!(
        pool.resolve("doctor-aphra-rapacious-archaeologist", None)
            .unwrap()
            .id,
        "doctor-aphra"
    );
}

#[test]
fn a_leader_loads_both_sides_and_its_deploy_cost() {
    let pool = pool();
    let luke = pool.get("luke-skywalker-faithful-friend").unwrap();
    assert_eq!(luke.card_type, CardType::Leader);
    assert!(luke.back_text.is_some());
    assert_eq!(luke.deploy_resources, Some(6));
    // Every leader's epic action is read or named as not read.
    for p in printings()
        .unwrap()
        .iter()
        .filter(|p| p.card_type == "Leader")
    {
        let c = by_number(&pool, p);
        // Read, or named as not read.
        if let Some(epic) = &p.epic_action {
            assert!(
                c.deploy_resources.is_some() || c.unread.contains(&normalise(epic)[0]),
                "{}",
                p.name
            );
        }
    }
}

#[test]
fn keywords_come_from_the_printed_text() {
    let pool = pool();
    // SOR 164 Wampa is a plain unit; Raid, Restore and Sentinel lines are
    // read with their numbers.
    let count = |k: Keyword| pool.iter().filter(|c| c.has_keyword(k)).count();
    assert!(count(Keyword::Sentinel) > 100);
    assert!(count(Keyword::Raid) > 50);
    for c in pool.iter().filter(|c| c.has_keyword(Keyword::Raid)) {
        assert!(c.raid > 0, "{}", c.id);
    }
    for c in pool.iter().filter(|c| c.has_keyword(Keyword::Restore)) {
        assert!(c.restore > 0, "{}", c.id);
    }
    // A keyword the engine does not know yet is named as not read.
    let plot = pool
        .iter()
        .find(|c| pool.is_printed_only(&c.id) && normalise(&c.text).iter().any(|l| l == "Plot"))
        .expect("a Plot card");
    assert!(plot.unread.iter().any(|u| u == "Plot"), "{}", plot.id);
}

/// The names an instructor writes for popular store cards (issue 26).
#[test]
fn names_as_players_write_them_find_the_card_or_list_the_cards() {
    let pool = pool();
    let found = |key: &str, want: Option<CardType>| -> (String, String) {
        let c = pool
            .resolve(key, want)
            .unwrap_or_else(|e| panic!("{key}: {} ({:?})", e.message, e.hint));
        (c.set.clone(), c.number.clone())
    };
    let sn = |s: &str, n: &str| (s.to_string(), n.to_string());
    for key in [
        "Luke Skywalker, Faithful Friend",
        "luke-skywalker#faithful-friend",
        "luke skywalker, faithful friend",
        "SOR_005",
        "SOR 005",
        "sor-5",
    ] {
        assert_eq!(found(key, None), sn("SOR", "005"), "{key}");
    }
    assert_eq!(
        found("Darth Vader, Dark Lord of the Sith", None),
        sn("SOR", "010")
    );
    assert_eq!(found("SOR_010", Some(CardType::Leader)), sn("SOR", "010"));
    assert_eq!(
        found("darth-vader#dark-lord-of-the-sith", None),
        sn("SOR", "010")
    );
    assert_eq!(found("Count Dooku, Fallen Jedi", None), sn("TWI", "138"));
    assert_eq!(found("For A Cause I Believe In", None), sn("SOR", "152"));
    assert_eq!(found("Moment of Peace", None), sn("SOR", "073"));
    assert_eq!(found("Fifth Brother", None), sn("SOR", "131"));
    assert_eq!(found("Shaak Ti", None), sn("TWI", "094"));
    // Reprints with the same text are one card: the earliest printing.
    assert_eq!(found("Vanquish", None), sn("SOR", "078"));
    assert_eq!(found("Wampa", None), sn("SOR", "164"));
    // A bare name with several cards asks which, listing each of them.
    let listed = |key: &str, want: Option<CardType>, must: &[&str], not: &[&str]| {
        let e = pool.resolve(key, want).expect_err(key);
        let all = format!("{} {}", e.message, e.hint.unwrap_or_default());
        for m in must {
            assert!(all.contains(m), "{key}: {all} should name {m}");
        }
        for n in not {
            assert!(!all.contains(n), "{key}: {all} should not name {n}");
        }
    };
    // `darth-vader` in a leader slot: the hand-written `darth-vader` is a
    // unit, so the Darth Vader leaders are listed, not "is not a leader".
    listed(
        "darth-vader",
        Some(CardType::Leader),
        &[
            "Dark Lord of the Sith (SOR 010 leader",
            "Victor Squadron Leader",
        ],
        &["Commanding the First Legion"],
    );
    listed(
        "luke-skywalker",
        None,
        &["Faithful Friend", "Jedi Knight", "Hero of Yavin"],
        &["Anakin"],
    );
    listed(
        "Boba Fett",
        None,
        &["Daimyo", "Disintegrator"],
        &["Armor", "Rancor"],
    );
    listed(
        "Han Solo",
        None,
        &["Audacious Smuggler", "Reluctant Hero"],
        &[],
    );
    listed(
        "Bodhi Rook",
        None,
        &["Imperial Defector", "Creating a Diversion"],
        &[],
    );
    listed(
        "Kylo Ren",
        None,
        &["Rash and Deadly", "Killing the Past"],
        &["Lightsaber"],
    );
    // A part of a name lists the cards that have it.
    listed(
        "Tarkin",
        None,
        &["Grand Moff Tarkin, Oversector Governor", "Captain Tarkin"],
        &[],
    );
    listed(
        "Ackbar",
        None,
        &["Brilliant Strategist", "It's A Trap!"],
        &[],
    );
    listed(
        "Tarkin",
        Some(CardType::Leader),
        &["Oversector Governor"],
        &["Death Star Overseer"],
    );
    // A misspelling still gets its suggestion.
    let e = pool.resolve("Sneak Atack", None).unwrap_err();
    assert_eq!(e.hint.as_deref(), Some("did you mean 'Sneak Attack'?"));
}

#[test]
fn the_picker_searches_the_whole_pool_and_marks_what_is_not_simulated() {
    use timing_window::rulesets::swu::cards::names::{search, Simulated};
    let pool = pool();
    let hits = search(&pool, "luke skywalker", 50);
    assert!(hits
        .iter()
        .any(|h| h.id == "luke-skywalker-faithful-friend" && h.kind == "leader"));
    assert!(hits.len() >= 9, "{hits:?}");
    // By set and number.
    let hits = search(&pool, "SOR 10", 5);
    assert_eq!(
        hits.first().map(|h| h.id.as_str()),
        Some("darth-vader-dark-lord-of-the-sith")
    );
    // A card the reader does not read whole is marked with its parts.
    // Hera Syndulla (JTL 045) stays unread (Piloting plays her as an
    // upgrade, and the card data cannot give her upgrade stats).
    let hope = &search(&pool, "JTL 045", 5)[0];
    let card = pool.get(&hope.id).unwrap();
    assert_eq!(hope.simulated, Simulated::Partly(card.unread.len()));
    assert_eq!(
        search(&pool, "Sneak Attack", 5)[0].simulated,
        Simulated::Whole
    );
    // Nothing matches: nothing listed (the page says so).
    assert!(search(&pool, "no such card at all", 5).is_empty());
}
