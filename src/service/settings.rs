//! A server's settings: `/martian-settings` shows them, and managers change them.

use crate::model::{ruleset_by_name, GuildId, GuildSettings};

use super::error::{ServiceError, ServiceResult};
use super::messages::{self, SettingsView};
use super::reply::Reply;
use super::request::{Request, SettingsChange};
use super::Service;

fn view(settings: &GuildSettings) -> SettingsView<'static> {
    SettingsView {
        timeout: settings.move_timeout_hours,
        reminder: settings.reminder_hours,
        invite: settings.invite_timeout_hours,
        ruleset: settings.default_ruleset.name(),
    }
}

/// A number of hours as typed, checked against its range.
fn hours(name: &str, value: i64, min: u32) -> ServiceResult<u32> {
    let max = i64::from(GuildSettings::MAX_TIMEOUT_HOURS);
    if (i64::from(min)..=max).contains(&value) {
        Ok(value as u32)
    } else {
        Err(ServiceError::user(messages::bad_setting(
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

    pub(crate) fn settings(
        &self,
        request: &Request,
        change: &SettingsChange,
    ) -> ServiceResult<Vec<Reply>> {
        let current = self.settings_of(request.guild)?;
        let nothing = change.move_timeout_hours.is_none()
            && change.reminder_hours.is_none()
            && change.invite_timeout_hours.is_none()
            && change.default_ruleset.is_none();
        if nothing {
            return Ok(vec![Reply::private(
                request.channel,
                request.user.id,
                messages::settings_shown(&view(&current)),
            )]);
        }
        // Discord hides the command from others; this check is the one that counts.
        if !request.user.is_manager {
            return Err(ServiceError::user(messages::managers_only()));
        }
        let mut next = current.clone();
        if let Some(value) = change.move_timeout_hours {
            next.move_timeout_hours = hours("move_timeout_hours", value, 1)?;
        }
        if let Some(value) = change.reminder_hours {
            // 0 is "no reminders", as the option says.
            next.reminder_hours = hours("reminder_hours", value, 0)?;
        }
        if let Some(value) = change.invite_timeout_hours {
            next.invite_timeout_hours = hours("invite_timeout_hours", value, 1)?;
        }
        if next.reminder_hours >= next.move_timeout_hours {
            return Err(ServiceError::user(messages::reminder_not_before_timeout(
                next.reminder_hours,
                next.move_timeout_hours,
            )));
        }
        if let Some(text) = &change.default_ruleset {
            let name = text.trim().to_ascii_lowercase();
            next.default_ruleset = ruleset_by_name(&name)
                .ok_or_else(|| ServiceError::user(messages::bad_ruleset(&name)))?;
        }
        self.store.save_settings(&next)?;
        Ok(vec![Reply::private(
            request.channel,
            request.user.id,
            messages::settings_changed(&view(&next)),
        )])
    }
}
