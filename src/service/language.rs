//! Which language a reply is written in. A reply only the requester sees (an
//! ephemeral answer, a user error) follows their Discord locale; a message everyone sees
//! (a board, a challenge, a game's end, a forfeit) follows the server: its `language`
//! setting, else its Discord locale, else English. A message sent to one player later,
//! without a request (a reminder), follows the locale they last acted in.

use crate::i18n::Tr;
use crate::model::GuildSettings;

use super::dispatch::Service;
use super::error::ServiceResult;
use super::request::Request;

impl Service {
    /// For replies only the requester sees.
    pub(crate) fn tr_private(&self, request: &Request) -> Tr<'_> {
        Tr::new(self.catalog, self.catalog.for_discord(&request.locale))
    }

    /// For messages everyone in the server sees, by its settings.
    pub(crate) fn tr_public(&self, settings: &GuildSettings) -> Tr<'_> {
        let chosen = settings
            .language
            .as_deref()
            .and_then(|code| self.catalog.lang(code));
        let lang = chosen.unwrap_or_else(|| match &settings.discord_locale {
            Some(locale) => self.catalog.for_discord(locale),
            None => crate::i18n::Lang::SOURCE,
        });
        Tr::new(self.catalog, lang)
    }

    /// For messages everyone in the request's server sees. Remembers the server's
    /// Discord locale when it changed, so that later messages without a request (a
    /// tick's) are written in the same language.
    pub(crate) fn tr_public_for(&self, request: &Request) -> ServiceResult<Tr<'_>> {
        let settings = self.settings_of(request.guild)?;
        let Some(locale) = &request.guild_locale else {
            return Ok(self.tr_public(&settings));
        };
        if settings.discord_locale.as_ref() == Some(locale) {
            return Ok(self.tr_public(&settings));
        }
        let (_, settings) = self.change_settings(request.guild, |settings| {
            let changed = settings.discord_locale.as_ref() != Some(locale);
            settings.discord_locale = Some(locale.clone());
            Ok(changed)
        })?;
        Ok(self.tr_public(&settings))
    }

    /// For a message to one seat without a request: the language they last acted in
    /// (`locale`, kept in the game's delivery record), else the server's.
    pub(crate) fn tr_seat(&self, locale: Option<&str>, settings: &GuildSettings) -> Tr<'_> {
        match locale.and_then(|code| self.catalog.lang(code)) {
            Some(lang) => Tr::new(self.catalog, lang),
            None => self.tr_public(settings),
        }
    }

    /// The catalog code of the requester's language, as a seat keeps it.
    pub(crate) fn locale_code(&self, request: &Request) -> String {
        let lang = self.catalog.for_discord(&request.locale);
        self.catalog.code(lang).to_owned()
    }
}
