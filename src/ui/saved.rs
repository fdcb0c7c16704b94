//! Saved data parsed by the browser: `JSON.parse`'s result as a
//! [`JsonTree`], so the app reads progress and drafts with the readers in
//! `quiz` and carries no JSON parser of its own (`quiz::json_tree`).

use js_sys::{Array, Object, Reflect, JSON};
use wasm_bindgen::{JsCast, JsValue};

use crate::quiz::json_tree::JsonTree;

/// A value `JSON.parse` made.
pub struct Js(JsValue);

/// Parse JSON text with the browser's parser; `Err` says why it is not
/// JSON.
pub fn parse(raw: &str) -> Result<Js, String> {
    JSON::parse(raw).map(Js).map_err(|e| {
        e.dyn_ref::<js_sys::Error>()
            .map(|e| String::from(e.message()))
            .unwrap_or_else(|| "it does not parse".to_string())
    })
}

impl Js {
    /// An object made by `JSON.parse`: not null, not an array.
    fn object(&self) -> Option<&Object> {
        if Array::is_array(&self.0) {
            return None;
        }
        self.0.dyn_ref::<Object>().filter(|_| self.0.is_object())
    }
}

impl JsonTree for Js {
    fn field(&self, name: &str) -> Option<Js> {
        let o = self.object()?;
        let key = JsValue::from_str(name);
        // Own fields only: `constructor` or `toString` are not in the text.
        if !Object::has_own(o, &key) {
            return None;
        }
        Reflect::get(o, &key).ok().map(Js)
    }

    fn entries(&self) -> Option<Vec<(String, Js)>> {
        let o = self.object()?;
        Some(
            Object::entries(o)
                .iter()
                .filter_map(|pair| {
                    let pair = pair.dyn_into::<Array>().ok()?;
                    Some((pair.get(0).as_string()?, Js(pair.get(1))))
                })
                .collect(),
        )
    }

    fn items(&self) -> Option<Vec<Js>> {
        let a = self
            .0
            .dyn_ref::<Array>()
            .filter(|_| Array::is_array(&self.0))?;
        Some(a.iter().map(Js).collect())
    }

    fn text(&self) -> Option<String> {
        self.0.as_string()
    }

    fn number(&self) -> Option<f64> {
        self.0.as_f64()
    }

    fn boolean(&self) -> Option<bool> {
        self.0.as_bool()
    }

    fn is_null(&self) -> bool {
        self.0.is_null()
    }

    fn to_json(&self) -> String {
        JSON::stringify(&self.0)
            .ok()
            .and_then(|s| s.as_string())
            .unwrap_or_default()
    }
}
