//! `/martian rules`: how to play, as a player of each language would explain it
//! (`locales/<code>/rules.ftl`).

use crate::i18n::Tr;

/// The rules in one message (under Discord's 2,000 characters in every language).
pub fn rules_summary(tr: Tr<'_>) -> String {
    tr.t("rules-summary")
}
