//! Serde adapters that store engine types under their text names: a layout by its name
//! (`duel`), rules as the MCFEN ruleset field (`classic+clock_off`), a ruleset alone
//! (`leaping`). Records held these as plain strings before they were typed, so the
//! stored bytes are unchanged; a name this program does not know is a decoding error,
//! never a silent default.

use crate::engine::Ruleset;

/// The ruleset called `name` exactly (`classic` or `leaping`).
pub fn ruleset_by_name(name: &str) -> Option<Ruleset> {
    [Ruleset::Classic, Ruleset::Leaping]
        .into_iter()
        .find(|r| r.name() == name)
}

/// `#[serde(with = "layout")]` for a `&'static Layout`.
pub(crate) mod layout {
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serializer};

    use crate::engine::Layout;

    pub fn serialize<S: Serializer>(layout: &&'static Layout, out: S) -> Result<S::Ok, S::Error> {
        out.serialize_str(layout.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(input: D) -> Result<&'static Layout, D::Error> {
        let name = String::deserialize(input)?;
        Layout::by_name(&name)
            .ok_or_else(|| D::Error::custom(format!("\"{name}\" is not a known layout")))
    }
}

/// `#[serde(with = "rules")]` for [`Rules`](crate::engine::Rules).
pub(crate) mod rules {
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serializer};

    use crate::engine::Rules;

    pub fn serialize<S: Serializer>(rules: &Rules, out: S) -> Result<S::Ok, S::Error> {
        out.collect_str(rules)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(input: D) -> Result<Rules, D::Error> {
        let text = String::deserialize(input)?;
        text.parse()
            .map_err(|e| D::Error::custom(format!("rules \"{text}\": {e}")))
    }
}

/// `#[serde(with = "ruleset")]` for [`Ruleset`].
pub(crate) mod ruleset {
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serializer};

    use crate::engine::Ruleset;

    pub fn serialize<S: Serializer>(ruleset: &Ruleset, out: S) -> Result<S::Ok, S::Error> {
        out.serialize_str(ruleset.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(input: D) -> Result<Ruleset, D::Error> {
        let name = String::deserialize(input)?;
        super::ruleset_by_name(&name)
            .ok_or_else(|| D::Error::custom(format!("\"{name}\" is not a known ruleset")))
    }
}
