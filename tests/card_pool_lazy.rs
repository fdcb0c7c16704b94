//! The bundled pool reads a printed card's text the first time the card is
//! asked for, not when the pool is built (issue 25). A card must not depend
//! on when that happens: every printed card the pool holds is the card that
//! reading every printing at once (`printed_cards`, what the pool built
//! before) gives, field for field.

use timing_window::rulesets::swu::cards::printed::{printed_cards, printings, set_number_key};
use timing_window::rulesets::swu::cards::{CardDef, CardPool};

/// The pool's card for this printing: under the printing's id, or, when a
/// hand-written card took that id, under the id and its set and number
/// (what `CardPool::bundled` names it). `None` when a hand-written card
/// stands for the printing itself.
fn pool_card<'a>(pool: &'a CardPool, eager: &CardDef) -> Option<&'a CardDef> {
    let renamed = format!("{}-{}-{}", eager.id, eager.set.to_lowercase(), eager.number);
    [eager.id.clone(), renamed]
        .into_iter()
        .filter(|id| pool.is_printed_only(id))
        .find_map(|id| {
            pool.get(&id).filter(|c| {
                set_number_key(&c.set, &c.number) == set_number_key(&eager.set, &eager.number)
            })
        })
}

#[test]
fn every_printed_card_read_on_first_use_equals_the_card_read_at_once() {
    let pool = CardPool::bundled().expect("the bundled pool builds");
    // Before anything reads the whole pool: ask for a few cards by name
    // first, so some texts are read through the indexes and the rest
    // through `get` below.
    for name in ["Darth Vader", "Wampa", "Sabine Wren", "Headhunter Squadron"] {
        assert!(!pool.named(name).is_empty(), "{name} is in the pool");
    }
    let eager = printed_cards(printings().expect("the card data reads"));
    let mut compared = 0;
    for card in &eager {
        let Some(lazy) = pool_card(&pool, card) else {
            continue;
        };
        let mut expected = card.clone();
        expected.id = lazy.id.clone();
        assert_eq!(
            *lazy, expected,
            "{} ({} {})",
            card.id, card.set, card.number
        );
        compared += 1;
    }
    // Every printed-only card of the pool was compared, once.
    let printed_only = pool.iter().filter(|c| pool.is_printed_only(&c.id)).count();
    assert_eq!(compared, printed_only);
    assert!(compared > 2000, "the whole printed pool: {compared}");
}

#[test]
fn a_scan_of_the_whole_pool_sees_every_card_read() {
    // `iter` gives whole cards (abilities, keywords, unread parts), as
    // coverage, the picker and `tw pool` need; the eager reading agrees
    // on each.
    let pool = CardPool::bundled().expect("the bundled pool builds");
    let eager = printed_cards(printings().expect("the card data reads"));
    let read_whole = pool
        .iter()
        .filter(|c| pool.is_printed_only(&c.id) && c.unread.is_empty())
        .count();
    let eager_whole = eager
        .iter()
        .filter(|c| pool_card(&pool, c).is_some() && c.unread.is_empty())
        .count();
    assert_eq!(read_whole, eager_whole);
    assert!(read_whole > 0, "some printed cards are read whole");
    assert!(pool.has_constants());
}
