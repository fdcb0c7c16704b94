//! "Ready a resource": the player chooses resources they control and each
//! exhausted one among them readies (1.5.4c). A ready resource may be
//! chosen too; it stays ready and is not readied (1.5.4e). Resources are
//! counted, not told apart (1.7.4 lets a player rearrange them), so the
//! choice is how many of the chosen are exhausted ones.

use super::{kinds, Engine, EngineResult, PlayerId, StepText};

impl Engine<'_> {
    pub(super) fn ready_resources(
        &mut self,
        you: PlayerId,
        source: &str,
        count: u32,
    ) -> EngineResult<()> {
        let r = &self.state.player(you).resources;
        let (ready, exhausted) = (r.ready, r.exhausted);
        let most = count.min(exhausted);
        // Too few ready resources to make up the count: the rest chosen
        // are exhausted ones.
        let least = count.saturating_sub(ready).min(most);
        let name = self.state.name(you);
        let readied = if least == most {
            most
        } else {
            let option = |k: u32| {
                if k == 0 {
                    "choose only ready resources (none readies)".to_string()
                } else {
                    format!(
                        "ready {}",
                        super::count_of(k, "exhausted resource", "exhausted resources")
                    )
                }
            };
            let options: Vec<String> = (least..=most).rev().map(option).collect();
            let prompt = format!("{source}: which resources does {name} choose to ready?");
            let Some(k) = self.decide_index(you, prompt, options, &["1.5.4c", "1.5.4e"])? else {
                return Ok(());
            };
            most - k as u32
        };
        if readied == 0 {
            return self.note(
                format!("{source}: no exhausted resource of {name}'s is chosen, so none readies."),
                &["1.5.4e"],
            );
        }
        let r = &mut self.state.player_mut(you).resources;
        r.exhausted -= readied;
        r.ready += readied;
        self.record(
            kinds::MOVE,
            StepText::new(
                crate::text!(
                    "{} ability: {} readies {}.",
                    super::possessive(source),
                    &name,
                    super::count_of(readied, "resource", "resources")
                ),
                &["1.5.4c"],
            )
            .player(you)
            .source(source),
        )
    }
}
