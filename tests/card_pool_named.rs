//! `CardPool::named` (issue 25): the index that replaced a scan of the
//! whole pool for a name (a printed base's HP and aspect icons, a file's
//! own card under a printed name) finds exactly what the scan found, in
//! the same order, with a scenario's own cards among the bundled ones.

use timing_window::rulesets::swu::cards::{CardDef, CardPool};

/// What the scan over every card found: the cards named `name`, or named
/// `name` with their subtitle, ignoring case, in id order. Each card's two
/// forms are lowercased once, so the check of thousands of names stays quick.
struct Scan<'a>(Vec<(String, String, &'a CardDef)>);

impl<'a> Scan<'a> {
    fn of(pool: &'a CardPool) -> Self {
        Scan(
            pool.iter()
                .map(|c| (c.name.to_lowercase(), c.full_name().to_lowercase(), c))
                .collect(),
        )
    }

    fn named(&self, name: &str) -> Vec<String> {
        let key = name.to_lowercase();
        self.0
            .iter()
            .filter(|(n, full, _)| *n == key || *full == key)
            .map(|(_, _, c)| c.id.clone())
            .collect()
    }
}

fn ids(cards: &[&CardDef]) -> Vec<String> {
    cards.iter().map(|c| c.id.clone()).collect()
}

fn assert_same_as_scan(pool: &CardPool, scan: &Scan<'_>, name: &str) {
    assert_eq!(
        ids(&pool.named(name)),
        scan.named(name),
        "cards named {name:?}"
    );
}

#[test]
fn every_bundled_name_and_full_name_finds_what_a_scan_finds() {
    let pool = CardPool::bundled().expect("the bundled pool loads");
    let scan = Scan::of(&pool);
    let mut asked = 0;
    for c in pool.iter() {
        for name in [c.name.clone(), c.full_name(), c.full_name().to_uppercase()] {
            assert_same_as_scan(&pool, &scan, &name);
            asked += 1;
        }
    }
    assert!(asked > 1000, "only {asked} names asked");
    assert!(pool.named("no card has this name").is_empty());
}

#[test]
fn a_files_own_cards_are_found_beside_and_over_the_bundled_ones() {
    let mut pool = CardPool::bundled().expect("the bundled pool loads");
    let base = pool
        .iter()
        .find(|c| c.card_type == timing_window::rulesets::swu::cards::CardType::Base)
        .expect("the pool has a base")
        .clone();
    // A card of one's own under a printed base's name, with an id no card has.
    pool.add_file(
        "own.toml",
        &format!(
            "[[card]]\nid = \"zz-own-base\"\nname = \"{}\"\ntype = \"base\"\nhp = 99\n",
            base.name
        ),
    )
    .expect("the own card is added");
    assert_same_as_scan(&pool, &Scan::of(&pool), &base.name);
    let found = ids(&pool.named(&base.name));
    assert!(found.contains(&"zz-own-base".to_string()), "{found:?}");
    assert!(found.contains(&base.id), "{found:?}");
}
