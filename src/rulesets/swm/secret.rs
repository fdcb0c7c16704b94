//! Decisions made in secret and revealed together (PG2's deferred
//! squad-building, PG4, PG9a, R1, R2, R3, R6, R6b, R8, R9): each player's
//! decision is its own choice step, in a window where none comes first,
//! then one step reveals them all. Dice that several players roll at one
//! step (PG5's map roll, R3's initiative roll, R7's roll-off, R8's
//! rerolls) are thrown together too: [`Runner::rolled_together`].

use super::board::Revealed;
use super::engine::{Runner, SwmError};
use super::kinds;
use crate::timing::OrderNode;

/// One secret decision asked at a simultaneous step.
pub struct Ask {
    pub player: String,
    /// The ability (or rule) that asks.
    pub source: String,
    /// The label's last part: `r1/alex/STEM`.
    pub stem: String,
    pub prompt: String,
    pub options: Vec<String>,
}

impl Runner<'_> {
    /// A step of decisions made in secret and revealed together: its
    /// announcement, then [`Runner::simultaneous`]. `None`, with nothing
    /// recorded, when nobody has a decision to make there: the step does
    /// not happen.
    pub fn reveal_together(
        &mut self,
        step: &str,
        announcement: &str,
        label_stem: &str,
        asks: Vec<Ask>,
    ) -> Result<Option<Vec<(String, String)>>, SwmError> {
        if asks.is_empty() {
            return Ok(None);
        }
        self.announce(step, announcement)?;
        self.simultaneous(step, label_stem, asks).map(Some)
    }

    /// Secret decisions by several players, shown together: each player's
    /// decision is its own choice step (in a window, as no one goes first),
    /// then one reveal step shows them all.
    pub fn simultaneous(
        &mut self,
        step: &str,
        label_stem: &str,
        asks: Vec<Ask>,
    ) -> Result<Vec<(String, String)>, SwmError> {
        let mut groups: Vec<(String, Vec<OrderNode>)> = Vec::new();
        let mut results = Vec::new();
        for Ask {
            player,
            source,
            stem,
            prompt,
            options,
        } in asks
        {
            self.open();
            let prompt = format!("{prompt} (secret: every player's decision is revealed at once)");
            let (chosen, cp) = self.decide(&player, step, &prompt, options)?;
            let label = format!("{}/{}/{}", self.prefix(), player, stem);
            self.emit(
                kinds::CHOICE,
                "secret-decision",
                step,
                Some(label),
                Some(&player),
                Some(&source),
                format!("{} decides in secret ({source}).", self.name(&player)),
                cp,
            )?;
            let items = self.close();
            match groups.iter_mut().find(|(p, _)| *p == player) {
                Some((_, g)) => g.extend(items),
                None => groups.push((player.clone(), items)),
            }
            results.push((player, chosen));
        }
        if groups.len() > 1 {
            self.push_window(
                groups,
                None,
                step,
                "secret decisions made at the same time: none comes first",
            );
        } else {
            for (_, items) in groups {
                self.extend(items);
            }
        }
        self.board.revealed = results
            .iter()
            .map(|(p, d)| Revealed {
                player: self.name(p),
                decision: d.clone(),
            })
            .collect();
        let shown: Vec<String> = results
            .iter()
            .map(|(p, d)| format!("{}: {d}", self.name(p)))
            .collect();
        let label = format!("{}/{label_stem}-reveal", self.prefix());
        self.emit(
            kinds::NOTE,
            "reveal",
            step,
            Some(label),
            None,
            None,
            format!("The decisions are revealed together: {}.", shown.join("; ")),
            None,
        )?;
        Ok(results)
    }

    /// Every player in `players` rolls at `step`, in one throw: the guide
    /// orders no player's dice before another's, so their roll steps are a
    /// window where none comes first (each player's own steps, a Recon
    /// pick after the dice, stay in order). `each` rolls for one player.
    pub fn rolled_together(
        &mut self,
        step: &str,
        players: &[String],
        each: impl FnMut(&mut Self, &str) -> Result<(), SwmError>,
    ) -> Result<(), SwmError> {
        self.in_no_order(
            step,
            players,
            "the players roll at the same time: no one's dice come first",
            each,
        )
    }

    /// Each player in `players` does their part of `step` (`each`), with no
    /// order among the players (`why` says why): their steps are a window
    /// where none comes first, each player's own steps staying in order.
    pub fn in_no_order(
        &mut self,
        step: &str,
        players: &[String],
        why: &str,
        mut each: impl FnMut(&mut Self, &str) -> Result<(), SwmError>,
    ) -> Result<(), SwmError> {
        let mut groups: Vec<(String, Vec<OrderNode>)> = Vec::new();
        for p in players {
            self.open();
            let done = each(self, p);
            let items = self.close();
            done?;
            // A player named twice (two abilities) keeps one group.
            match groups.iter_mut().find(|(g, _)| g == p) {
                Some((_, g)) => g.extend(items),
                None => groups.push((p.clone(), items)),
            }
        }
        if groups.iter().filter(|(_, items)| !items.is_empty()).count() > 1 {
            self.push_window(groups, None, step, why);
        } else {
            for (_, items) in groups {
                self.extend(items);
            }
        }
        Ok(())
    }
}
