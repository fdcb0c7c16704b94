//! The top-level keys a typed read takes, so that only those parts of the
//! parsed file are copied for it.
//!
//! A typed read deserialises an owned document (`toml_edit` has no
//! borrowing deserialiser), and each file has two (the header and
//! questions every game shares, then the game's own sections): copying the
//! whole file for each, and then skipping the other read's sections value
//! by value, was a tenth of `tw check` (issue 25). The keys come from the
//! type itself, the field names serde's derive hands the deserialiser, so
//! they cannot drift from the struct; a type that is not a plain struct
//! (flattened, a map) gives none, and its read takes the whole file.

use serde::de::{self, Deserialize, Visitor};

/// The field names `T` reads at its top level, as the file writes them
/// (after `rename`), or `None` when `T` is not read as a struct.
pub(crate) fn of<'de, T: Deserialize<'de>>() -> Option<&'static [&'static str]> {
    let mut fields = None;
    // The read always fails: the capture stops it once the names are known.
    let _ = T::deserialize(Capture(&mut fields));
    fields
}

/// A deserialiser that only writes down the field names it is asked for.
struct Capture<'a>(&'a mut Option<&'static [&'static str]>);

impl<'de> de::Deserializer<'de> for Capture<'_> {
    type Error = de::value::Error;

    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Self::Error> {
        Err(de::Error::custom("not a struct"))
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        fields: &'static [&'static str],
        _: V,
    ) -> Result<V::Value, Self::Error> {
        *self.0 = Some(fields);
        Err(de::Error::custom("fields written down"))
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf option unit unit_struct newtype_struct seq tuple
        tuple_struct map enum identifier ignored_any
    }
}

/// The part of `doc` a read of `T` takes: its top-level entries under
/// `T`'s keys (each with its key and spans as written), or the whole file
/// when `T` does not name its keys.
pub(crate) fn part_for<'de, T: Deserialize<'de>>(
    doc: &super::Document<'_>,
) -> toml_edit::de::Deserializer {
    let root = doc.as_table();
    let Some(keys) = of::<T>() else {
        return toml_edit::de::Deserializer::from(toml_edit::DocumentMut::from(root.clone()));
    };
    let mut part = toml_edit::Table::new();
    for (key, item) in root.iter() {
        if keys.contains(&key) {
            if let Some(k) = root.key(key) {
                part.insert_formatted(k, item.clone());
            }
        }
    }
    toml_edit::de::Deserializer::from(toml_edit::DocumentMut::from(part))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Deserialize)]
    #[allow(dead_code)]
    struct Two {
        players: u32,
        #[serde(rename = "card")]
        cards: Vec<u32>,
    }

    #[test]
    fn a_struct_names_its_keys_as_the_file_writes_them() {
        assert_eq!(of::<Two>(), Some(&["players", "card"][..]));
        assert_eq!(of::<std::collections::BTreeMap<String, u32>>(), None);
    }
}
