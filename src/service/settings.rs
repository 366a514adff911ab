//! A server's settings: `/martian-settings` shows them, and managers change them.

use crate::i18n::{Lang, Tr, LANGUAGES};
use crate::model::{ruleset_by_name, GuildId, GuildSettings, SeasonLength};

use super::dispatch::Service;
use super::error::{ServiceError, ServiceResult};
use super::messages::{self, SettingsView};
use super::reply::Reply;
use super::request::{Request, SettingsChange};
use crate::store::StoreError;

/// How many times a change of the settings starts again when they were written
/// meanwhile.
const SETTINGS_ATTEMPTS: usize = 8;

/// The value of the `language` setting that follows the server's Discord locale.
const AUTO: &str = "auto";

/// A number of hours as typed, checked against its range.
fn hours(tr: Tr<'_>, name: &str, value: i64, min: u32) -> ServiceResult<u32> {
    let max = i64::from(GuildSettings::MAX_TIMEOUT_HOURS);
    if (i64::from(min)..=max).contains(&value) {
        Ok(value as u32)
    } else {
        Err(ServiceError::user(messages::bad_setting(
            tr,
            name,
            value,
            i64::from(min),
            max,
        )))
    }
}

impl Service {
    /// The server's settings, or the defaults while it has none stored.
    pub(crate) fn settings_of(&self, guild: GuildId) -> ServiceResult<GuildSettings> {
        Ok(self
            .store
            .settings(guild)?
            .unwrap_or_else(|| GuildSettings::defaults(guild)))
    }

    /// A language's name in itself (Čeština), or its code for one not built in (a
    /// catalog tried out from a folder).
    fn language_name(&self, lang: Lang) -> &'static str {
        let code = self.catalog.code(lang);
        LANGUAGES
            .iter()
            .find(|l| l.code == code)
            .map_or(code, |l| l.name)
    }

    /// What `/martian-settings` shows of `settings`.
    fn view<'s>(&self, settings: &'s GuildSettings) -> SettingsView<'s> {
        SettingsView {
            timeout: settings.move_timeout_hours,
            reminder: settings.reminder_hours,
            invite: settings.invite_timeout_hours,
            ruleset: settings.default_ruleset.name(),
            language: self.language_name(self.tr_public(settings).lang),
            language_chosen: settings
                .language
                .as_deref()
                .is_some_and(|code| self.catalog.lang(code).is_some()),
            threads: settings.threads,
            timezone: settings.timezone.as_deref().unwrap_or(super::zones::UTC),
            vacation_days: settings.vacation_days_per_year,
            puzzle: settings.puzzle_channel.map(|c| (c, settings.puzzle_hour)),
            members_create_tournaments: settings.members_create_tournaments,
            season: (settings.season.map(|l| l.name()), settings.season_channel),
        }
    }

    /// The `language` setting as typed: a catalog code, or `None` for `auto`.
    fn language_setting(&self, tr: Tr<'_>, text: &str) -> ServiceResult<Option<String>> {
        let code = text.trim().to_ascii_lowercase();
        if code == AUTO {
            return Ok(None);
        }
        match self.catalog.lang(&code) {
            Some(lang) => Ok(Some(self.catalog.code(lang).to_owned())),
            None => {
                let choices: Vec<(&str, &str)> = self
                    .catalog
                    .langs()
                    .map(|lang| (self.catalog.code(lang), self.language_name(lang)))
                    .collect();
                Err(ServiceError::user(messages::bad_language(
                    tr, &code, &choices,
                )))
            }
        }
    }

    /// A manager's change, checked, made to `next`.
    fn apply_change(
        &self,
        tr: Tr<'_>,
        change: &SettingsChange,
        next: &mut GuildSettings,
    ) -> ServiceResult<()> {
        if let Some(value) = change.move_timeout_hours {
            next.move_timeout_hours = hours(tr, "move_timeout_hours", value, 1)?;
        }
        if let Some(value) = change.reminder_hours {
            // 0 is "no reminders", as the option says.
            next.reminder_hours = hours(tr, "reminder_hours", value, 0)?;
        }
        if let Some(value) = change.invite_timeout_hours {
            next.invite_timeout_hours = hours(tr, "invite_timeout_hours", value, 1)?;
        }
        if next.reminder_hours >= next.move_timeout_hours {
            return Err(ServiceError::user(messages::reminder_not_before_timeout(
                tr,
                next.reminder_hours,
                next.move_timeout_hours,
            )));
        }
        if let Some(text) = &change.default_ruleset {
            let name = text.trim().to_ascii_lowercase();
            next.default_ruleset = ruleset_by_name(&name)
                .ok_or_else(|| ServiceError::user(messages::bad_ruleset(tr, &name)))?;
        }
        if let Some(text) = &change.language {
            next.language = self.language_setting(tr, text)?;
        }
        if let Some(text) = &change.timezone {
            let (name, _) = super::zones::zone(text)
                .ok_or_else(|| ServiceError::user(messages::me_bad_zone(tr, text)))?;
            next.timezone = Some(name);
        }
        if let Some(days) = change.vacation_days_per_year {
            let max = i64::from(GuildSettings::MAX_VACATION_DAYS);
            if !(0..=max).contains(&days) {
                return Err(ServiceError::user(messages::bad_vacation_days(
                    tr, days, max,
                )));
            }
            next.vacation_days_per_year = days as u32;
        }
        if let Some(channel) = change.puzzle_channel {
            next.puzzle_channel = Some(channel);
        }
        if let Some(hour) = change.puzzle_hour {
            if !(0..=23).contains(&hour) {
                return Err(ServiceError::user(messages::bad_setting(
                    tr,
                    "puzzle_hour",
                    hour,
                    0,
                    23,
                )));
            }
            next.puzzle_hour = hour as u8;
        }
        if change.daily_puzzle == Some(false) {
            next.puzzle_channel = None;
        } else if change.daily_puzzle == Some(true) && next.puzzle_channel.is_none() {
            return Err(ServiceError::user(messages::puzzle_daily_needs_channel(tr)));
        }
        if let Some(members) = change.members_create_tournaments {
            next.members_create_tournaments = members;
        }
        // Seasons (issue 30).
        if let Some(text) = &change.season {
            let word = text.trim().to_ascii_lowercase();
            next.season =
                match word.as_str() {
                    "off" => None,
                    _ => Some(SeasonLength::by_name(&word).ok_or_else(|| {
                        ServiceError::user(messages::season_bad_length(tr, &word))
                    })?),
                };
        }
        if let Some(channel) = change.season_channel {
            next.season_channel = Some(channel);
        }
        if let Some(threads) = change.threads {
            next.threads = threads;
            // Turned on again: a refusal is worth telling again.
            next.told_threads_refused = false;
        }
        Ok(())
    }

    /// Changes the server's settings with `change` (which says whether it changed
    /// anything, or why it refuses), written under the revision check: when they were
    /// written meanwhile, `change` runs again on what was written, so that no change
    /// is lost. Returns the settings before and after.
    pub(crate) fn change_settings(
        &self,
        guild: GuildId,
        mut change: impl FnMut(&mut GuildSettings) -> ServiceResult<bool>,
    ) -> ServiceResult<(GuildSettings, GuildSettings)> {
        for _ in 0..SETTINGS_ATTEMPTS {
            let current = self.settings_of(guild)?;
            let mut next = current.clone();
            if !change(&mut next)? {
                return Ok((current, next));
            }
            next.revision = current.revision + 1;
            match self.store.save_settings(&next, current.revision) {
                Ok(()) => return Ok((current, next)),
                Err(StoreError::SettingsChanged { .. }) => continue,
                Err(other) => return Err(other.into()),
            }
        }
        Err(ServiceError::internal(format!(
            "the settings of server {} kept changing, {SETTINGS_ATTEMPTS} attempts",
            guild.0
        )))
    }

    pub(crate) fn settings(
        &self,
        request: &Request,
        change: &SettingsChange,
    ) -> ServiceResult<Vec<Reply>> {
        let tr = self.tr_private(request);
        // First: it remembers the server's Discord locale, which the view shows.
        self.tr_public_for(request)?;
        let current = self.settings_of(request.guild)?;
        let nothing = change.move_timeout_hours.is_none()
            && change.reminder_hours.is_none()
            && change.invite_timeout_hours.is_none()
            && change.default_ruleset.is_none()
            && change.language.is_none()
            && change.threads.is_none()
            && change.timezone.is_none()
            && change.vacation_days_per_year.is_none()
            && change.puzzle_channel.is_none()
            && change.puzzle_hour.is_none()
            && change.daily_puzzle.is_none()
            && change.members_create_tournaments.is_none()
            && change.season.is_none()
            && change.season_channel.is_none();
        if nothing {
            return Ok(vec![Reply::private(
                request.channel,
                request.user.id,
                messages::settings_shown(tr, &self.view(&current)),
            )]);
        }
        // Discord hides the command from others; this check is the one that counts.
        if !request.user.is_manager {
            return Err(ServiceError::user(messages::managers_only(tr)));
        }
        // Applied to the settings as they are when written: a change made meanwhile
        // (another manager's, the server's locale) is kept, not overwritten.
        let (current, next) = self.change_settings(request.guild, |next| {
            self.apply_change(tr, change, next)?;
            Ok(true)
        })?;
        if next.puzzle_channel.is_some() {
            self.track_server_puzzles(request.guild)?;
        }
        if next.season.is_some() && next.season != current.season {
            self.track_server_seasons(&next)?;
        }
        let view = self.view(&next);
        // A new language is confirmed in itself: the manager sees what everyone will.
        let text = if next.language != current.language {
            let public = self.tr_public(&next);
            format!(
                "{}\n{}",
                messages::language_changed(public, &view),
                messages::settings_changed(public, &view)
            )
        } else {
            messages::settings_changed(tr, &view)
        };
        Ok(vec![Reply::private(request.channel, request.user.id, text)])
    }
}
