//! docs/card-coverage.md is the coverage the text reader reaches now
//! (issue 26), with the sets the issue requires modelled.
//! `TW_WRITE_COVERAGE=1 cargo test --test card_coverage` writes it.

use std::collections::BTreeSet;

use timing_window::rulesets::swu::cards::coverage::{of, table};
use timing_window::rulesets::swu::cards::printed::{printings, set_number_key, Printing};
use timing_window::rulesets::swu::cards::required::{self, RequiredSet, CR_EXAMPLES};
use timing_window::rulesets::swu::cards::CardPool;
use timing_window::rulesets::Board;
use timing_window::scenario;

const DOC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/card-coverage.md");
const CR: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../shared/rules/comprehensive-rules-v7.0.txt"
);

/// The printings the SWU library's scenarios name: every card on any board
/// of their runs (units, upgrades, captured cards, hands, decks, discard
/// piles, named resources, leaders).
fn library_named(pool: &CardPool) -> RequiredSet {
    let mut ids = BTreeSet::new();
    let mut files: Vec<_> = std::fs::read_dir("scenarios")
        .expect("the library folder")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    for path in files {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(&path).expect("read");
        let prepared = scenario::prepare(&name, &text, pool)
            .unwrap_or_else(|d| panic!("{name} does not load: {d:#?}"));
        let boards = std::iter::once(prepared.start_board())
            .chain(prepared.trace.steps.iter().map(|s| s.board.clone()));
        for board in boards {
            let Board::Swu(g) = board else { continue };
            for u in &g.units {
                ids.insert(u.card.clone());
                ids.extend(u.upgrades.iter().map(|x| x.card.clone()));
                ids.extend(u.captured.iter().map(|x| x.card.clone()));
            }
            for p in &g.players {
                let hidden = p.hand.iter().chain(p.deck.iter());
                ids.extend(hidden.filter_map(|c| c.id().map(str::to_string)));
                ids.extend(p.discard.iter().cloned());
                ids.extend(p.resources.known.iter().cloned());
                ids.extend(p.leader.iter().map(|l| l.card.clone()));
            }
        }
    }
    RequiredSet::new(
        "cards the library's scenarios name",
        ids.iter()
            .filter_map(|id| pool.get_or_alias(id))
            .filter(|c| !c.set.is_empty())
            .map(|c| (c.set.clone(), c.number.clone())),
    )
}

fn required_sets(all: &[Printing]) -> Vec<RequiredSet> {
    let pool = CardPool::bundled().expect("the bundled pool");
    vec![
        required::sor_shd_triggered(all),
        required::cr_examples(),
        library_named(&pool),
        required::hand_written(&CardPool::hand_written().expect("the hand-written cards")),
    ]
}

#[test]
fn the_coverage_table_is_up_to_date() {
    let all = printings().unwrap();
    let text = table(&all, &required_sets(&all));
    if std::env::var_os("TW_WRITE_COVERAGE").is_some() {
        std::fs::write(DOC, &text).unwrap();
    }
    let doc = std::fs::read_to_string(DOC).unwrap_or_default();
    assert!(
        doc == text,
        "docs/card-coverage.md is out of date: run TW_WRITE_COVERAGE=1 cargo test --test card_coverage"
    );
}

#[test]
fn a_modelled_card_has_nothing_unread_and_an_unmodelled_one_names_its_parts() {
    let all = printings().unwrap();
    let mut modelled = 0;
    for p in &all {
        let c = of(p);
        assert_eq!(c.modelled, c.unread.is_empty(), "{} {}", p.set, p.number);
        modelled += usize::from(c.modelled);
    }
    // The floor this step reached; raise it as the reader grows.
    assert!(modelled >= 1210, "{modelled} modelled");
}

/// Each required set's floor, in the order of `required_sets`: a card of
/// one that stops reading fails here even when other cards start reading
/// and the whole pool's count still grows (a merge once lost Unnatural
/// Life that way). Raise them as the sets fill.
const REQUIRED_FLOORS: [usize; 4] = [184, 57, 70, 77];

#[test]
fn each_required_set_keeps_the_cards_it_has_modelled() {
    let all = printings().unwrap();
    for (set, floor) in required_sets(&all).iter().zip(REQUIRED_FLOORS) {
        let modelled = set
            .cards
            .iter()
            .filter(|(s, n)| {
                all.iter()
                    .find(|p| set_number_key(&p.set, &p.number) == (s.clone(), n.clone()))
                    .is_some_and(|p| of(p).modelled)
            })
            .count();
        assert!(
            modelled >= floor,
            "{}: {modelled} of {} modelled, below its floor {floor}",
            set.name,
            set.cards.len()
        );
    }
}

#[test]
fn each_card_the_cr_names_is_the_printing_of_that_name() {
    let all = printings().unwrap();
    for e in CR_EXAMPLES {
        let p = all
            .iter()
            .find(|p| p.set == e.set && p.number == e.number)
            .unwrap_or_else(|| panic!("{} {} is in the card data", e.set, e.number));
        assert_eq!(p.name, e.name, "{} {}", e.set, e.number);
    }
    // Where the CR's text is beside the clone, every "SET #N" it writes is
    // one of the list's citations.
    let Ok(cr) = std::fs::read_to_string(CR) else {
        return;
    };
    let cited: BTreeSet<&str> = CR_EXAMPLES
        .iter()
        .flat_map(|e| e.cited_as.iter().copied())
        .collect();
    let mut found = 0;
    for (i, _) in cr.match_indices(" #") {
        let set = cr[..i]
            .rsplit(|c: char| !c.is_ascii_uppercase())
            .next()
            .unwrap_or("");
        let digits: String = cr[i + 2..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        if set.len() < 2 || digits.is_empty() {
            continue;
        }
        let citation = format!("{set} #{digits}");
        assert!(cited.contains(citation.as_str()), "the CR cites {citation}");
        found += 1;
    }
    assert!(found >= 60, "{found} citations");
}
