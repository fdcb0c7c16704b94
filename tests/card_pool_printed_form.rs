//! `CardPool::printed_form` (issue 25): the cards with printed power and HP
//! that a text names by their name, or "Name, Subtitle", exactly as
//! printed. It is now an index of those exact forms, where it was
//! `CardPool::named` (ignoring case) narrowed to the printed case; it must
//! find what that narrowing found, in the same order, with a scenario's own
//! cards among the bundled ones.

use timing_window::rulesets::swu::cards::{CardDef, CardPool};

/// What `printed_form` was: the cards named `form` ignoring case, narrowed
/// to those with power and HP whose name or "Name, Subtitle" is `form` as
/// printed.
fn narrowed(pool: &CardPool, form: &str) -> Vec<String> {
    pool.named(form)
        .into_iter()
        .filter(|c| c.power.is_some() && c.hp.is_some())
        .filter(|c| c.name == form || (c.subtitle.is_some() && c.full_name() == form))
        .map(|c| c.id.clone())
        .collect()
}

fn ids(cards: Vec<&CardDef>) -> Vec<String> {
    cards.into_iter().map(|c| c.id.clone()).collect()
}

/// Every form a text could print for the pool's cards, and the same in
/// other cases (which no card prints).
fn forms(pool: &CardPool) -> Vec<String> {
    pool.iter()
        .flat_map(|c| {
            [
                c.name.clone(),
                c.full_name(),
                c.name.to_lowercase(),
                c.full_name().to_uppercase(),
            ]
        })
        .collect()
}

#[test]
fn every_bundled_form_finds_what_the_narrowed_name_search_found() {
    let pool = CardPool::bundled().expect("the bundled pool loads");
    let mut found = 0;
    for form in forms(&pool) {
        let got = ids(pool.printed_form(&form));
        assert_eq!(got, narrowed(&pool, &form), "{form:?}");
        found += usize::from(!got.is_empty());
    }
    assert!(found > 1000, "only {found} forms found cards");
    assert!(pool.printed_form("no card has this name").is_empty());
}

#[test]
fn a_files_own_cards_are_found_beside_and_over_the_bundled_ones() {
    let mut pool = CardPool::bundled().expect("the bundled pool loads");
    let unit = pool
        .iter()
        .find(|c| pool.is_printed_only(&c.id) && c.power.is_some() && c.subtitle.is_some())
        .expect("the pool has a printed unit with a subtitle")
        .clone();
    // One card of one's own under a printed unit's name and subtitle, with
    // an id no card has, and one that replaces the printed reading (its id).
    let subtitle = unit.subtitle.clone().unwrap_or_default();
    pool.add_file(
        "own.toml",
        &format!(
            "[[card]]\nid = \"zz-own-unit\"\nname = \"{name}\"\nsubtitle = \"{subtitle}\"\n\
             type = \"unit\"\npower = 1\nhp = 1\n\n\
             [[card]]\nid = \"{id}\"\nname = \"{name}\"\ntype = \"unit\"\npower = 9\nhp = 9\n",
            name = unit.name,
            id = unit.id,
        ),
    )
    .expect("the own cards are added");
    for form in [unit.name.clone(), unit.full_name()] {
        assert_eq!(
            ids(pool.printed_form(&form)),
            narrowed(&pool, &form),
            "{form:?}"
        );
    }
    let by_name = ids(pool.printed_form(&unit.name));
    assert!(by_name.contains(&unit.id), "{by_name:?}");
    let by_full = ids(pool.printed_form(&unit.full_name()));
    assert!(by_full.contains(&"zz-own-unit".to_string()), "{by_full:?}");
    // The own card that took the printed card's id has no subtitle now.
    assert!(!by_full.contains(&unit.id), "{by_full:?}");
}
