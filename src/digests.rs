//! Which game has which rules page: the one place the generic rules pages
//! (`rules`, `ui::rules_page`) and the reveal's rule links reach a
//! ruleset's digest. One arm per [`Game`].

use crate::rules::Digest;
use crate::rulesets::{swm, swu, Game};

/// A game's rules page.
pub fn of(game: Game) -> Digest {
    match game {
        Game::Swu => swu::digest::digest(),
        Game::Swm => swm::digest(),
    }
}

/// The rules page of the game with this slug (`swu`, `swm`).
pub fn digest(slug: &str) -> Option<Digest> {
    Game::from_slug(slug).map(of)
}

/// The slugs of the games with a rules page, in the order the pages list
/// them: every game.
pub fn games() -> impl Iterator<Item = &'static str> {
    Game::ALL.iter().map(|g| g.slug())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_a_page_with_anchors_given_once() {
        for g in games() {
            let d = digest(g).expect("a page");
            assert_eq!(d.slug, g);
            let mut a = d.anchors();
            assert!(!a.is_empty(), "{g}");
            let n = a.len();
            a.sort();
            a.dedup();
            assert_eq!(a.len(), n, "{g}: an anchor given twice");
        }
        assert!(digest("chess").is_none());
    }

    #[test]
    fn the_swm_page_anchors_every_step_the_engine_cites() {
        let a = digest("swm").expect("swm").anchors();
        for id in ["sequence", "PG1", "PG9a", "PG11", "R1", "R6a", "R6d", "R14"] {
            assert!(a.contains(&id.to_string()), "{id}");
        }
    }
}
