//! Reading a choice question's `answer_check` as written into the claim
//! the engine's run must bear out ([`AnswerCheck`]): exactly one claim,
//! each part where the claim needs it, events the run produces, players
//! the scenario has, and a unit claim's values read off the ruleset's board
//! (`Ctx::observed`).

use toml::Spanned;

use super::diagnostics::{nearest, Ctx};
use super::format;
use super::question::{find_decision, AnswerCheck, Run};
use super::quote::quote;

impl Ctx<'_> {
    pub(crate) fn answer_check<B>(
        &mut self,
        c: &Spanned<format::CheckFile>,
        prompt: &str,
        labels: &[&str],
        run: &Run<'_, B>,
    ) -> Option<AnswerCheck> {
        let f = c.get_ref();
        if f.given.is_some() && f.before.is_none() {
            self.at(c.span(), "`given` goes with `before`", None);
            return None;
        }
        let claims = [
            f.first.is_some(),
            f.before.is_some(),
            f.happens.is_some(),
            f.absent.is_some(),
            f.outcome.is_some(),
            f.decided_by.is_some(),
            f.fact.is_some(),
            f.unit.is_some() || f.base.is_some() || (f.player.is_some() && f.fact.is_none()),
            f.options.is_some(),
            f.resolved_by.is_some(),
        ];
        if claims.iter().filter(|x| **x).count() != 1 {
            self.at(
                c.span(),
                "an `answer_check` makes exactly one claim",
                Some("one of: first (with optional among), before, happens, absent, outcome, decided_by (with at), fact (with is, at and optional player), unit or base (with after or at, and what it is: damage, power, hp, zone, controller, exhausted, targets, has, lacks), player (with after or at: resources, ready_resources, resources_paid, passed), options (with at), resolved_by (with at)".into()),
            );
            return None;
        }
        if f.among.is_some() && f.first.is_none() {
            self.at(c.span(), "`among` goes with `first`", None);
            return None;
        }
        let board_claim = f.unit.is_some() || f.base.is_some() || f.player.is_some();
        if f.at.is_some()
            && f.decided_by.is_none()
            && f.fact.is_none()
            && f.options.is_none()
            && f.resolved_by.is_none()
            && !board_claim
        {
            self.at(
                c.span(),
                "`at` goes with `decided_by`, `resolved_by`, `fact`, `options`, or a `unit`, `base` or `player` claim",
                None,
            );
            return None;
        }
        if f.is.is_some() && f.fact.is_none() {
            self.at(c.span(), "`is` goes with `fact`", None);
            return None;
        }
        let player_keys = f.resources.is_some()
            || f.ready_resources.is_some()
            || f.resources_paid.is_some()
            || f.passed.is_some();
        if player_keys && (f.player.is_none() || f.fact.is_some()) {
            self.at(
                c.span(),
                "`resources`, `ready_resources`, `resources_paid` and `passed` go with `player` (and `after` or `at`)",
                None,
            );
            return None;
        }
        let unit_keys = f.damage.is_some()
            || f.damage_taken.is_some()
            || f.healed.is_some()
            || f.power.is_some()
            || f.hp.is_some()
            || f.zone.is_some()
            || f.controller.is_some()
            || f.exhausted.is_some()
            || f.targets.is_some()
            || f.has.is_some()
            || f.lacks.is_some();
        if (unit_keys || f.after.is_some()) && f.unit.is_none() && f.base.is_none() && !player_keys
        {
            self.at(
                c.span(),
                "`after`, `damage`, `power`, `hp`, `zone`, `controller`, `exhausted`, `targets`, `has` and `lacks` go with `unit` or `base`",
                None,
            );
            return None;
        }
        if unit_keys && f.player.is_some() {
            self.at(
                c.span(),
                "a `player` claim says `resources`, `ready_resources`, `resources_paid` or `passed`; what a unit is goes with `unit` or `base`",
                None,
            );
            return None;
        }
        if let Some(unit) = &f.unit {
            let label = unit.get_ref().clone();
            return self.unit_claim(c, unit, label, labels, run);
        }
        if let Some(base) = &f.base {
            let id = self.player_id(base, run)?;
            return self.unit_claim(c, base, super::observe::base_label(&id), labels, run);
        }
        if let (Some(player), None) = (&f.player, &f.fact) {
            let id = self.player_id(player, run)?;
            return self.unit_claim(c, player, super::observe::player_label(&id), labels, run);
        }
        if let Some(by) = &f.resolved_by {
            let player = self.player_id(by, run)?;
            let Some(at) = &f.at else {
                self.at(
                    c.span(),
                    "`resolved_by` needs `at`: the event's label",
                    None,
                );
                return None;
            };
            return self.event(at, labels).then(|| AnswerCheck::ResolvedBy {
                player,
                at: at.get_ref().clone(),
            });
        }
        if let Some(options) = &f.options {
            let Some(at) = &f.at else {
                self.at(
                    c.span(),
                    "`options` needs `at`: the decision point",
                    Some("an event label or choice-N, as `tw run FILE` lists them".into()),
                );
                return None;
            };
            return self
                .decision_at(at, run.trace)
                .then(|| AnswerCheck::Options {
                    at: at.get_ref().clone(),
                    options: options
                        .get_ref()
                        .iter()
                        .map(|o| o.get_ref().clone())
                        .collect(),
                });
        }
        if let Some(name) = &f.fact {
            let (Some(at), Some(is)) = (&f.at, &f.is) else {
                self.at(
                    c.span(),
                    "`fact` needs `is` (the value) and `at` (the step's label)",
                    Some("for example { fact = \"kept\", player = \"nico\", is = \"4\", at = \"r2/nico/initiative-roll-1\" }".into()),
                );
                return None;
            };
            let player = match &f.player {
                Some(p) => Some(self.player_id(p, run)?),
                None => None,
            };
            return self.event(at, labels).then(|| AnswerCheck::Fact {
                at: at.get_ref().clone(),
                name: name.get_ref().clone(),
                player,
                value: is.get_ref().clone(),
            });
        }
        if let Some(first) = &f.first {
            let among = f.among.clone().unwrap_or_default();
            let mut ok = self.event(first, labels);
            for a in &among {
                ok &= self.event(a, labels);
            }
            if ok && !among.is_empty() && !among.iter().any(|a| a.get_ref() == first.get_ref()) {
                self.at(
                    first.span(),
                    format!("{} is not one of `among`", quote(first.get_ref())),
                    None,
                );
                return None;
            }
            return ok.then(|| AnswerCheck::First {
                event: first.get_ref().clone(),
                among: among.iter().map(|a| a.get_ref().clone()).collect(),
            });
        }
        if let Some(before) = &f.before {
            let [a, b] = before.get_ref().as_slice() else {
                self.at(
                    before.span(),
                    "`before` names two events: [\"earlier\", \"later\"]",
                    None,
                );
                return None;
            };
            let ok = self.event(a, labels) & self.event(b, labels);
            let given = self.given_stated(f.given.as_deref().unwrap_or_default(), prompt, run)?;
            return ok.then(|| AnswerCheck::Before {
                first: a.get_ref().clone(),
                then: b.get_ref().clone(),
                given,
            });
        }
        if let Some(h) = &f.happens {
            return self.event(h, labels).then(|| AnswerCheck::Happens {
                event: h.get_ref().clone(),
            });
        }
        if let Some(a) = &f.absent {
            // Not checked against the run's labels: the claim is that the
            // run does not produce it.
            return Some(AnswerCheck::Absent {
                event: a.get_ref().clone(),
            });
        }
        if let Some(o) = &f.outcome {
            return self.outcome_answer(o, run).map(AnswerCheck::Outcome);
        }
        let by = f.decided_by.as_ref()?;
        let player = self.player_id(by, run)?;
        let Some(at) = &f.at else {
            self.at(
                c.span(),
                "`decided_by` needs `at`: the decision point",
                Some("an event label or choice-N, as `tw run FILE` lists them".into()),
            );
            return None;
        };
        self.decision_at(at, run.trace)
            .then(|| AnswerCheck::DecidedBy {
                player,
                at: at.get_ref().clone(),
            })
    }

    /// The decisions a `before` claim takes as made: each a decision of the
    /// run that the prompt or the situation states, as an order question's
    /// `given` must be (`shown::given_is_stated`).
    fn given_stated<B>(
        &mut self,
        given: &[Spanned<String>],
        prompt: &str,
        run: &Run<'_, B>,
    ) -> Option<Vec<String>> {
        let mut out = Vec::new();
        for g in given {
            let d = match find_decision(run.trace, g.get_ref()) {
                Ok(d) => d,
                Err(why) => {
                    self.at(
                        g.span(),
                        why,
                        Some("`tw run FILE` lists the decisions as choice-N".into()),
                    );
                    return None;
                }
            };
            let shown = [prompt, self.situation.as_str()];
            if let Err(why) = super::shown::given_is_stated(run, &d, &shown) {
                self.at(
                    g.span(),
                    why,
                    Some("say it in the prompt, e.g. \"Alex has let Nico go first.\"".into()),
                );
                return None;
            }
            out.push(g.get_ref().clone());
        }
        Some(out)
    }

    /// A unit claim: the unit, the event after which it is read, and at
    /// least one thing it says about the unit, each a value a board can
    /// have.
    fn unit_claim<B>(
        &mut self,
        c: &Spanned<format::CheckFile>,
        unit: &Spanned<String>,
        label: String,
        labels: &[&str],
        run: &Run<'_, B>,
    ) -> Option<AnswerCheck> {
        let f = c.get_ref();
        // `after`: once the event has resolved; `at`: just before it begins.
        let (after, at_start) = match (&f.after, &f.at) {
            (Some(a), None) => (a, false),
            (None, Some(a)) => (a, true),
            _ => {
                self.at(
                    c.span(),
                    "a `unit`, `base` or `player` claim needs `after` (read once the event has resolved) or `at` (read just before it begins), not both",
                    Some("for example { unit = \"republic-y-wing\", damage = 2, after = \"royal-security-fighter/attack\" }".into()),
                );
                return None;
            }
        };
        let mut expect = Vec::new();
        for (name, v) in [
            ("damage", &f.damage),
            ("damage taken", &f.damage_taken),
            ("healed", &f.healed),
            ("power", &f.power),
            ("hp", &f.hp),
            ("resources", &f.resources),
            ("ready resources", &f.ready_resources),
            ("resources paid", &f.resources_paid),
        ] {
            if let Some(v) = v {
                expect.push((name.to_string(), v.get_ref().to_string()));
            }
        }
        if let Some(t) = &f.targets {
            expect.push(("targets".into(), t.get_ref().join(", ")));
        }
        for (name, list) in [("has", &f.has), ("lacks", &f.lacks)] {
            for k in list.iter().flat_map(|l| l.get_ref()) {
                expect.push((name.to_string(), k.to_lowercase()));
            }
        }
        if let Some(p) = &f.passed {
            expect.push(("passed".into(), p.get_ref().to_string()));
        }
        if let Some(z) = &f.zone {
            if !super::observe::ZONES.contains(&z.get_ref().as_str()) {
                self.at(
                    z.span(),
                    format!("unknown zone {}", quote(z.get_ref())),
                    Some(nearest(z.get_ref(), super::observe::ZONES)),
                );
                return None;
            }
            expect.push(("zone".into(), z.get_ref().clone()));
        }
        if let Some(p) = &f.controller {
            expect.push(("controller".into(), self.player_id(p, run)?));
        }
        if let Some(e) = &f.exhausted {
            expect.push(("exhausted".into(), e.get_ref().to_string()));
        }
        if expect.is_empty() {
            self.at(
                c.span(),
                format!(
                    "a `unit` claim says what the unit is: one or more of {}",
                    super::observe::PROPERTIES.join(", ")
                ),
                None,
            );
            return None;
        }
        if !self.event(after, labels) {
            return None;
        }
        // The ruleset read what it could of the unit there; nothing at all
        // means no unit has the label.
        let seen = self
            .observed
            .iter()
            .find(|o| o.unit == label && o.after == *after.get_ref() && o.at_start == at_start)
            .map(|o| o.values.clone())
            .unwrap_or_default();
        if seen.is_empty() {
            self.at(
                unit.span(),
                format!("no unit is labelled {} in this run", quote(unit.get_ref())),
                Some("a unit's label is its card id, or the `label` the file gives it; `tw run FILE` shows the labels".into()),
            );
            return None;
        }
        Some(AnswerCheck::Unit {
            unit: label,
            after: after.get_ref().clone(),
            at_start,
            expect,
            seen,
        })
    }
}
