//! Cards are data: every card of the pool, with the abilities read from
//! its printed text, can be written as a card file would hold it and read
//! back unchanged. An effect the vocabulary cannot write as data (a tuple
//! variant of the internally tagged `Effect` holding a bare value, which
//! serde cannot tag) would let a card be modelled that no scenario file
//! could state as its own card, and breaks every tool that stores cards.

mod common;

use timing_window::rulesets::swu::cards::CardDef;

#[test]
fn every_card_of_the_pool_is_written_as_data_and_read_back_the_same() {
    let pool = common::pool();
    let mut failures = Vec::new();
    for card in pool.iter() {
        let back = serde_json::to_value(card)
            .map_err(|e| format!("written: {e}"))
            .and_then(|v| {
                serde_json::from_value::<CardDef>(v).map_err(|e| format!("read back: {e}"))
            });
        match back {
            Ok(back) if back == *card => {}
            Ok(_) => failures.push(format!("{}: read back differently", card.id)),
            Err(e) => failures.push(format!("{}: {e}", card.id)),
        }
    }
    assert!(
        failures.is_empty(),
        "{} cards: {:#?}",
        failures.len(),
        failures
    );
}
