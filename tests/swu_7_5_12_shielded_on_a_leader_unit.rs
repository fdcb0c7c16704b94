//! CR v7.0 7.5.12a: Shielded resolves like "When Played/When Deployed/When
//! Created: Give a Shield token to this unit", so a leader whose unit side
//! has it gets its Shield token as it is deployed. Iden Versio (SOR 002)
//! is the modelled leader with Shielded on her unit side.

mod common;
mod read_cards;

use common::*;
use read_cards::{last, pool_id, then_both_pass, END};

#[test]
fn rule_7_5_12a_iden_versio_deployed_gets_her_shielded_token() {
    let mut b = Board::new();
    let iden = pool_id(&b, "SOR_002");
    b.leader(ALEX, &iden);
    let t = b.run(then_both_pass(vec![deploy(ALEX)]), END);
    let end = last(&t);
    let unit = end.units.iter().find(|u| u.card == iden).expect("deployed");
    assert_eq!(unit.shields, 1);
    assert!(said(&t, "Shielded triggers"));
}
