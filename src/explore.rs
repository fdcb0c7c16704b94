//! "What if?" as messages: what the engine's web worker (`src/bin/explorer.rs`)
//! is asked and answers, and the handling between them, plain Rust so it
//! is tested natively. The worker only fetches files and passes strings.
//!
//! A request is one JSON string, `{"id": N, "file": "sneak-attack-aphra.toml",
//! "decisions": [{"at": 1, "chosen": ["..."]}]}` (the file as the app fetches
//! it under `/scenarios/`), or with `"text"` (a scenario's whole text)
//! instead of `"file"`; `"want": "written"` asks for the scenario's text
//! with the decisions written into its script (for the author page)
//! instead of the branch. The reply is one JSON string too: `{"id": N,
//! "ok": BRANCH}` (or the text, a JSON string) or `{"id": N, "error":
//! "words"}`. With `"form": "postcard"` (what the trainee app asks) the
//! reply is bytes instead, a [`Reply`] in postcard: the page then reads a
//! branch with the lesson's own compact reader and carries no JSON reader
//! for boards and traces (`scenario::lesson::Written`). JSON stays the
//! default, for people and tests reading the worker's answers. Nothing
//! here panics on what a page sends: every problem is an error reply.

use std::collections::HashMap;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::rulesets::{BoardModel, Shipped, Sources};
use crate::scenario::{self, Prepared};
use crate::timing::branch::DECISIONS_LIMIT;
use crate::timing::{Branch, Decision};

/// The worker's first message, once it listens: a message posted before
/// it would be lost while its wasm loads.
pub const READY: &str = "{\"ready\":true}";

/// What the page asks the worker.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request {
    pub id: u64,
    /// A library file, as the app fetches it under `/scenarios/`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file: Option<String>,
    /// A scenario's whole text (the author page's, a share link's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    #[serde(default)]
    pub decisions: Vec<Decision>,
    #[serde(default)]
    pub want: Want,
    #[serde(default)]
    pub form: Form,
}

/// How a reply is written.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Form {
    /// A JSON string (`{"id": N, "ok": ...}`).
    #[default]
    Json,
    /// Bytes: a [`Reply`] in postcard.
    Postcard,
}

/// A reply in postcard form. The id comes first, so the page can match a
/// reply to its request before reading the rest ([`reply_id`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Reply {
    pub id: u64,
    pub answer: Result<Answer, String>,
}

/// What a request is answered with.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Answer {
    /// [`Want::Branch`]: the branch, its boards as the page draws them.
    Branch(Box<Branch<BoardModel>>),
    /// [`Want::Written`]: the scenario's text with the decisions written in.
    Text(String),
}

/// A reply as the worker posts it.
#[derive(Debug, Clone, PartialEq)]
pub enum Sent {
    Json(String),
    Bytes(Vec<u8>),
}

/// What a request asks for.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Want {
    /// The branch of the run (its boards as the page draws them).
    #[default]
    Branch,
    /// The scenario's text with the decisions written into its script.
    Written,
}

/// Where a request's scenario comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source<'a> {
    File(&'a str),
    Text(&'a str),
}

impl Request {
    /// Read a request. `Err` is the error reply to send: with the request's
    /// id when it can still be read, else id 0.
    pub fn parse(json: &str) -> Result<Request, String> {
        serde_json::from_str(json).map_err(|e| {
            let id = serde_json::from_str::<serde_json::Value>(json)
                .ok()
                .and_then(|v| v.get("id").and_then(serde_json::Value::as_u64))
                .unwrap_or(0);
            reply_error(
                id,
                &format!("the request is not one the explorer reads: {e}"),
            )
        })
    }

    /// The scenario it names: a file or a text, exactly one of them.
    pub fn source(&self) -> Result<Source<'_>, String> {
        match (&self.file, &self.text) {
            (Some(f), None) => Ok(Source::File(f)),
            (None, Some(t)) => Ok(Source::Text(t)),
            (Some(_), Some(_)) => Err("the request names both a file and a text".into()),
            (None, None) => Err("the request names neither a file nor a text".into()),
        }
    }
}

/// The reply carrying an answer (`branch`: the answer's JSON).
pub fn reply_ok(id: u64, branch: &str) -> String {
    // `branch` is serde_json's own output, so splicing it in keeps the
    // reply valid JSON without parsing the branch again.
    format!("{{\"id\":{id},\"ok\":{branch}}}")
}

/// The reply carrying an error in words.
pub fn reply_error(id: u64, words: &str) -> String {
    #[derive(Serialize)]
    struct Error<'a> {
        id: u64,
        error: &'a str,
    }
    serde_json::to_string(&Error { id, error: words })
        .unwrap_or_else(|_| format!("{{\"id\":{id},\"error\":\"the explorer failed\"}}"))
}

/// A reply read back: its id, and the branch's JSON or the error's words.
pub fn read_reply(json: &str) -> Result<(u64, Result<String, String>), String> {
    let value: serde_json::Value =
        serde_json::from_str(json).map_err(|e| format!("the explorer's reply is not JSON: {e}"))?;
    let id = value
        .get("id")
        .and_then(serde_json::Value::as_u64)
        .ok_or("the explorer's reply has no id")?;
    if let Some(ok) = value.get("ok") {
        return Ok((id, Ok(ok.to_string())));
    }
    match value.get("error").and_then(serde_json::Value::as_str) {
        Some(words) => Ok((id, Err(words.to_string()))),
        None => Err(format!(
            "the explorer's reply {id} has neither a branch nor an error"
        )),
    }
}

/// Prepare a scenario's text as the app does (the library's one
/// [`scenario::prepare`]), its problems in words.
pub fn prepare(file: &str, text: &str, sources: &dyn Sources) -> Result<Prepared, String> {
    scenario::prepare(file, text, sources).map_err(|diagnostics| {
        // Each diagnostic names the file, line and column itself.
        let lines: Vec<String> = diagnostics.iter().map(ToString::to_string).collect();
        lines.join("; ")
    })
}

/// The branch of `prepared`'s run under `decisions`, its boards as the
/// page draws them: the one place a branch is made for the page.
///
/// `Err` when a decision names no choice point the branch has: numbered
/// from 1, each at most once, and reached by the run (a complete run has
/// no choice point past its last), or answered with something that is not
/// a legal answer there (the engine's reason, the run stops at it).
pub fn branch(prepared: &Prepared, decisions: &[Decision]) -> Result<Branch<BoardModel>, String> {
    if decisions.len() > DECISIONS_LIMIT {
        return Err(format!(
            "a branch takes at most {DECISIONS_LIMIT} decisions"
        ));
    }
    for (i, d) in decisions.iter().enumerate() {
        if d.at == 0 {
            return Err("choice-0 is not a choice point: they are numbered from 1".into());
        }
        if decisions[..i].iter().any(|e| e.at == d.at) {
            return Err(format!("{} is decided twice", d.name()));
        }
    }
    let branch = prepared.what_if(decisions);
    let reached = branch.trace.choices().count();
    for d in decisions {
        if d.at <= reached {
            continue;
        }
        // The run stopped at this very decision: the engine refused it.
        if d.at == reached + 1 && branch.pending.is_none() {
            if let Some(why) = &branch.stopped {
                return Err(format!("{}: {why}", d.name()));
            }
        }
        if branch.complete() {
            return Err(format!(
                "the branch has {reached} choice point{}: there is no {}",
                if reached == 1 { "" } else { "s" },
                d.name()
            ));
        }
    }
    // The boards as the page draws them: the page has no engine to read
    // the engine's own board with.
    let setup = &prepared.scenario.setup;
    Ok(branch.map_boards(|b| setup.board_model(&b)))
}

/// A reply in postcard form, as bytes.
pub fn reply_bytes(id: u64, answer: Result<Answer, String>) -> Vec<u8> {
    postcard::to_allocvec(&Reply { id, answer }).unwrap_or_else(|e| {
        let failed = Reply {
            id,
            answer: Err(format!("the reply could not be written: {e}")),
        };
        postcard::to_allocvec(&failed).unwrap_or_default()
    })
}

/// The request a postcard reply answers, read without the rest of it.
pub fn reply_id(bytes: &[u8]) -> Option<u64> {
    postcard::take_from_bytes::<u64>(bytes)
        .ok()
        .map(|(id, _)| id)
}

/// A postcard reply read back.
pub fn read_reply_bytes(bytes: &[u8]) -> Result<Reply, String> {
    postcard::from_bytes(bytes).map_err(|e| format!("the engine's answer could not be read: {e}"))
}

/// The explorer's state: each file prepared once (against what the app
/// ships, SWU's pool loaded the first time an SWU file asks).
pub struct Session {
    /// Each file, prepared, with its text (a branch is written into it).
    prepared: HashMap<String, Result<(Arc<Prepared>, String), String>>,
}

impl Session {
    /// A session over what the app ships (the bundled card pool).
    pub fn bundled() -> Session {
        Session {
            prepared: HashMap::new(),
        }
    }

    /// Is this file prepared (or known not to load)?
    pub fn has(&self, file: &str) -> bool {
        self.prepared.contains_key(file)
    }

    /// Prepare a file's text once; a file that does not load is kept as
    /// its error (the same file gives the same answer).
    pub fn add(&mut self, file: &str, text: &str) {
        let prepared = self
            .prepare(file, text)
            .map(|p| (Arc::new(p), text.to_string()));
        self.prepared.insert(file.to_string(), prepared);
    }

    fn prepare(&self, file: &str, text: &str) -> Result<Prepared, String> {
        prepare(file, text, &Shipped)
    }

    /// The reply to a request whose file, if it names one, was [`Session::add`]ed.
    pub fn answer(&self, request: &Request) -> Sent {
        let answer = |p: &Prepared, text: &str| match request.want {
            Want::Branch => branch(p, &request.decisions).map(|b| Answer::Branch(Box::new(b))),
            Want::Written => Ok(Answer::Text(p.what_if_text(text, &request.decisions))),
        };
        let answer = match request.source() {
            Ok(Source::File(file)) => match self.prepared.get(file) {
                Some(Ok((p, text))) => answer(p, text),
                Some(Err(e)) => Err(e.clone()),
                None => Err(format!("{file} has not been read")),
            },
            Ok(Source::Text(text)) => self
                .prepare("scenario.toml", text)
                .and_then(|p| answer(&p, text)),
            Err(e) => Err(e),
        };
        request.reply(answer)
    }
}

impl Request {
    /// The reply to this request, in the form it asks for.
    pub fn reply(&self, answer: Result<Answer, String>) -> Sent {
        match self.form {
            Form::Postcard => Sent::Bytes(reply_bytes(self.id, answer)),
            Form::Json => Sent::Json(match answer.and_then(|a| json(&a)) {
                Ok(json) => reply_ok(self.id, &json),
                Err(words) => reply_error(self.id, &words),
            }),
        }
    }
}

/// An answer as JSON, for a JSON reply.
fn json(answer: &Answer) -> Result<String, String> {
    match answer {
        Answer::Branch(b) => serde_json::to_string(b),
        Answer::Text(t) => serde_json::to_string(t),
    }
    .map_err(|e| format!("the answer could not be written: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session_with(file: &str) -> (Session, String) {
        let text = std::fs::read_to_string(format!("scenarios/{file}")).expect("scenario file");
        let mut s = Session::bundled();
        s.add(file, &text);
        (s, text)
    }

    fn request(id: u64, file: &str, decisions: Vec<Decision>) -> Request {
        Request {
            id,
            file: Some(file.into()),
            text: None,
            decisions,
            want: Want::Branch,
            form: Form::Json,
        }
    }

    /// A JSON reply's text.
    fn json_of(sent: Sent) -> String {
        match sent {
            Sent::Json(j) => j,
            Sent::Bytes(_) => panic!("bytes where JSON was asked for"),
        }
    }

    /// A postcard reply read back.
    fn bytes(sent: Sent) -> Reply {
        match sent {
            Sent::Bytes(b) => {
                assert_eq!(reply_id(&b), Some(read_reply_bytes(&b).unwrap().id));
                read_reply_bytes(&b).unwrap()
            }
            Sent::Json(j) => panic!("JSON where bytes were asked for: {j}"),
        }
    }

    /// A decision other than the original's at sneak-attack-aphra's one
    /// choice point (where Inferno Four's two cards go).
    fn other_decision(p: &Prepared) -> Decision {
        let (_, choice) = p.trace.choices().next().expect("a choice point");
        let other = choice
            .options
            .iter()
            .find(|o| **o != choice.chosen[0])
            .expect("another option");
        Decision {
            at: 1,
            chosen: vec![other.clone()],
        }
    }

    #[test]
    fn a_library_branch_round_trips_to_what_the_engine_gives() {
        let file = "sneak-attack-aphra.toml";
        let (session, text) = session_with(file);
        let direct = prepare(file, &text, &Shipped).unwrap();
        let d = other_decision(&direct);
        let json =
            Request::parse(&serde_json::to_string(&request(7, file, vec![d.clone()])).unwrap())
                .map(|r| json_of(session.answer(&r)))
                .unwrap();
        let (id, ok) = read_reply(&json).unwrap();
        assert_eq!(id, 7);
        let got: serde_json::Value = serde_json::from_str(&ok.unwrap()).unwrap();
        let setup = &direct.scenario.setup;
        let branch = direct
            .what_if(std::slice::from_ref(&d))
            .map_boards(|b| setup.board_model(&b));
        assert!(!branch.trace.steps.is_empty());
        assert_eq!(got, serde_json::to_value(&branch).unwrap());
        assert_eq!(got["decisions"][0]["chosen"][0], d.chosen[0].as_str());
        // The same request by text gives the same branch.
        let by_text = Request {
            id: 8,
            file: None,
            text: Some(text.clone()),
            decisions: vec![d.clone()],
            want: Want::Branch,
            form: Form::Json,
        };
        let (id, ok) = read_reply(&json_of(session.answer(&by_text))).unwrap();
        assert_eq!(id, 8);
        assert_eq!(
            serde_json::from_str::<serde_json::Value>(&ok.unwrap()).unwrap(),
            got
        );
        // The branch as the page reads it back.
        let read: crate::timing::Branch<crate::rulesets::BoardModel> =
            serde_json::from_value(got).unwrap();
        assert_eq!(read, branch);
        // Asked for the text, the decision is written into the script.
        let mut written = request(9, file, vec![d.clone()]);
        written.want = Want::Written;
        let (id, ok) = read_reply(&json_of(session.answer(&written))).unwrap();
        assert_eq!(id, 9);
        let text_back: String = serde_json::from_str(&ok.unwrap()).unwrap();
        assert_eq!(
            text_back,
            direct.what_if_text(&text, std::slice::from_ref(&d))
        );
        assert_ne!(text_back, text);
        // In postcard form, the same branch and the same text.
        let mut compact = request(10, file, vec![d.clone()]);
        compact.form = Form::Postcard;
        assert_eq!(
            bytes(session.answer(&compact)),
            Reply {
                id: 10,
                answer: Ok(Answer::Branch(Box::new(branch.clone())))
            }
        );
        compact.want = Want::Written;
        assert_eq!(
            bytes(session.answer(&compact)).answer,
            Ok(Answer::Text(text_back))
        );
    }

    #[test]
    fn postcard_replies_carry_errors_and_the_page_reads_only_their_own_kind() {
        let file = "sneak-attack-aphra.toml";
        let (session, _) = session_with(file);
        let mut r = request(
            11,
            file,
            vec![Decision {
                at: 9,
                chosen: vec!["x".into()],
            }],
        );
        r.form = Form::Postcard;
        let reply = bytes(session.answer(&r));
        assert_eq!(reply.id, 11);
        assert!(reply.answer.unwrap_err().contains("there is no choice-9"));
        // An error found outside the session (the worker's fetch) too.
        assert_eq!(
            bytes(r.reply(Err("could not fetch".into()))),
            Reply {
                id: 11,
                answer: Err("could not fetch".into())
            }
        );
        // The request the page writes asks for postcard and parses.
        let asked = serde_json::to_string(&r).unwrap();
        assert!(asked.contains("\"form\":\"postcard\""), "{asked}");
        assert_eq!(Request::parse(&asked).unwrap(), r);
        // Bytes that are not a reply are an error, not a panic.
        assert!(read_reply_bytes(&[]).is_err());
        assert!(read_reply_bytes(&[11, 0, 9]).is_err());
        assert_eq!(reply_id(&[]), None);
    }

    #[test]
    fn a_broken_text_is_an_error_reply_with_its_line() {
        let session = Session::bundled();
        let r = Request {
            id: 3,
            file: None,
            text: Some("id = \"x\"\n[[script]\n".into()),
            decisions: Vec::new(),
            want: Want::Branch,
            form: Form::Json,
        };
        let (id, reply) = read_reply(&json_of(session.answer(&r))).unwrap();
        assert_eq!(id, 3);
        let words = reply.unwrap_err();
        assert!(words.contains("scenario.toml:2"), "{words}");
    }

    #[test]
    fn unknown_decisions_are_error_replies() {
        let file = "sneak-attack-aphra.toml";
        let (session, _) = session_with(file);
        let cases = [
            (
                vec![Decision {
                    at: 9,
                    chosen: vec!["top: card 1".into()],
                }],
                "there is no choice-9",
            ),
            (
                vec![Decision {
                    at: 1,
                    chosen: vec!["nowhere".into()],
                }],
                "choice-1: ",
            ),
            (
                vec![Decision {
                    at: 0,
                    chosen: Vec::new(),
                }],
                "numbered from 1",
            ),
        ];
        for (i, (decisions, says)) in cases.into_iter().enumerate() {
            let (id, reply) = read_reply(&json_of(
                session.answer(&request(i as u64, file, decisions)),
            ))
            .unwrap();
            assert_eq!(id, i as u64);
            let words = reply.unwrap_err();
            assert!(words.contains(says), "{words}");
        }
    }

    #[test]
    fn requests_that_cannot_be_read_are_error_replies() {
        let session = Session::bundled();
        assert!(Request::parse("not json").unwrap_err().contains("\"id\":0"));
        let bad = Request::parse(r#"{"id": 4, "file": 5}"#).unwrap_err();
        assert_eq!(read_reply(&bad).unwrap().0, 4);
        let both = Request::parse(r#"{"id": 5, "file": "a.toml", "text": "b"}"#).unwrap();
        assert!(read_reply(&json_of(session.answer(&both)))
            .unwrap()
            .1
            .unwrap_err()
            .contains("both"));
        let unread = request(6, "nowhere.toml", Vec::new());
        assert!(read_reply(&json_of(session.answer(&unread)))
            .unwrap()
            .1
            .unwrap_err()
            .contains("nowhere.toml"));
        assert!(read_reply("{\"id\": 1}").is_err());
    }

    #[test]
    fn an_error_reply_is_json_whatever_its_words() {
        let reply = reply_error(2, "a \"quoted\" word\nand a line");
        let (id, words) = read_reply(&reply).unwrap();
        assert_eq!(
            (id, words.unwrap_err()),
            (2, "a \"quoted\" word\nand a line".to_string())
        );
    }
}
