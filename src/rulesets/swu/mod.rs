//! Star Wars: Unlimited: the rules engine (`engine`) and the cards it reads
//! (`cards`, written as data in the repository's `cards/` folder).

pub mod cards;
pub mod engine;
pub mod generate;
