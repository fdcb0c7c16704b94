//! A draw counted over the players (Bo-Katan Kryze's "For each player with
//! 15 or more damage on their base, draw a card"): how many is settled
//! first, then every card is drawn at once (8.34.1).

use super::super::{Engine, EngineResult, PlayerId};

impl Engine<'_> {
    pub(super) fn draw_for_each_player_with_base_damage(
        &mut self,
        base_damage: i32,
        you: PlayerId,
        source: &str,
    ) -> EngineResult<()> {
        let count = [you, you.other()]
            .into_iter()
            .filter(|p| self.state.player(*p).base.damage >= base_damage)
            .count() as u32;
        if count == 0 {
            return self.note(
                format!("{source}: no base has {base_damage} or more damage; nothing is drawn."),
                &["8.34.1"],
            );
        }
        self.draw(&[you], count, source)
    }
}
