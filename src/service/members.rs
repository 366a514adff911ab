//! `/martian me`: a member's own settings in a server, shown and changed: their time
//! zone, quiet hours (no reminder by direct message inside them) and vacation (their
//! move clocks stop). A vacation that starts or ends early is applied at once to the
//! member's open games here (their deadlines move, their boards say so); a game read
//! later is settled again anyway (`Deadlines::settle`).

use jiff::tz::TimeZone;

use crate::i18n::Tr;
use crate::model::{GameRecord, GameStatus, GuildSettings, MemberSettings, QuietHours, Vacation};
use crate::store::{StoreError, Window};

use super::clock::HOUR_MS;
use super::deadlines::zone_of;
use super::dispatch::Service;
use super::error::{ServiceError, ServiceResult};
use super::messages;
use super::names::seat_name;
use super::reply::{Button, ButtonStyle, Reply, Row};
use super::request::{MeChange, Request};
use super::vacation_id;
use super::zones;

const DAY_MS: i64 = 24 * HOUR_MS;

/// How many times a change starts again when the member's settings were written
/// meanwhile (two clicks at once).
const ATTEMPTS: usize = 8;

/// How many of a member's open games a vacation moves at once (more than anyone plays
/// in one server; the rest are settled when they fall due).
const GAMES_AT_ONCE: usize = 100;

/// Words that turn quiet hours off, besides the catalog's own in every language.
const QUIET_OFF: [&str; 3] = ["off", "none", "-"];

/// Whole days a vacation lasts (or lasted), a day begun counting whole.
fn days_of(vacation: &Vacation) -> i64 {
    (vacation.length_ms() + DAY_MS - 1)
        .div_euclid(DAY_MS)
        .max(0)
}

impl Service {
    pub(crate) fn member_of(
        &self,
        guild: crate::model::GuildId,
        user: crate::model::UserId,
    ) -> ServiceResult<MemberSettings> {
        Ok(self
            .store
            .member(guild, user)?
            .unwrap_or_else(|| MemberSettings::new(guild, user)))
    }

    /// The time zone a request's reader reads dates in: their own, else the server's.
    pub(crate) fn reader_zone(&self, request: &Request) -> ServiceResult<(String, TimeZone)> {
        let settings = self.settings_of(request.guild)?;
        let member = self.store.member(request.guild, request.user.id)?;
        Ok(zone_of(&settings, member.as_ref()))
    }

    /// Vacation days `member` took (or planned) in the calendar year of `now`, in
    /// their time zone.
    fn days_taken(&self, settings: &GuildSettings, member: &MemberSettings, now: i64) -> i64 {
        let (_, zone) = zone_of(settings, Some(member));
        let year = zones::year_of(now, &zone);
        member
            .vacations
            .iter()
            .filter(|v| zones::year_of(v.from_ms, &zone) == year)
            .map(days_of)
            .sum()
    }

    /// `/martian me`: shows the member's settings, or changes them.
    pub(crate) fn me(&self, request: &Request, change: &MeChange) -> ServiceResult<Vec<Reply>> {
        let tr = self.tr_private(request);
        let settings = self.settings_of(request.guild)?;
        let current = self.member_of(request.guild, request.user.id)?;
        if change.is_empty() {
            let text = self.member_shown(tr, &settings, &current);
            return Ok(vec![Reply::private(request.channel, request.user.id, text)]);
        }
        // Checked before anything is written: one bad option changes nothing.
        let timezone = match &change.timezone {
            Some(text) => Some(
                zones::zone(text)
                    .map(|(name, _)| name)
                    .ok_or_else(|| ServiceError::user(messages::me_bad_zone(tr, text)))?,
            ),
            None => None,
        };
        let quiet = match &change.quiet_hours {
            Some(text) => Some(self.quiet_setting(tr, text)?),
            None => None,
        };
        if let Some(days) = change.vacation {
            let now = self.clock.now_ms();
            if days > 0 {
                self.check_vacation(tr, &settings, &current, days, now)?;
                // A game about to run out of time: asked first.
                if let Some(channel) = self.due_within_an_hour(request, now)? {
                    return Ok(vec![
                        self.confirm_vacation_reply(tr, request, &channel, days)
                    ]);
                }
            } else if days < 0 {
                return Err(ServiceError::user(messages::me_bad_vacation(
                    tr,
                    days,
                    i64::from(settings.vacation_days_per_year),
                )));
            }
        }
        self.change_member(request, tr, timezone, quiet, change.vacation)
    }

    /// The Start vacation button: the vacation it names, for the member who asked.
    pub(crate) fn vacation_confirmed(
        &self,
        request: &Request,
        custom_id: &str,
    ) -> ServiceResult<Vec<Reply>> {
        let tr = self.tr_private(request);
        let days = match vacation_id::decode(custom_id) {
            Some((days, user)) if user == request.user.id && days > 0 => days,
            _ => return Err(ServiceError::user(messages::unknown_component(tr))),
        };
        // Checked by `change_member`, against the member's settings as they are then.
        self.change_member(request, tr, None, None, Some(days))
    }

    /// Quiet hours as typed: `23-7`, or off (none).
    fn quiet_setting(&self, tr: Tr<'_>, text: &str) -> ServiceResult<Option<QuietHours>> {
        let word = text.trim().to_lowercase();
        let off = QUIET_OFF.contains(&word.as_str())
            || self
                .catalog
                .langs()
                .any(|lang| self.catalog.text(lang, "me-quiet-off-word", &[]) == word);
        if off {
            return Ok(None);
        }
        QuietHours::parse(text)
            .map(Some)
            .ok_or_else(|| ServiceError::user(messages::me_bad_quiet(tr, text)))
    }

    /// Whether `member` may start a vacation of `days` now.
    fn check_vacation(
        &self,
        tr: Tr<'_>,
        settings: &GuildSettings,
        member: &MemberSettings,
        days: i64,
        now: i64,
    ) -> ServiceResult<()> {
        let allowed = i64::from(settings.vacation_days_per_year);
        if allowed == 0 {
            return Err(ServiceError::user(messages::me_vacation_off(tr)));
        }
        if let Some(away) = member.vacation_at(now) {
            let zone = zone_of(settings, Some(member));
            let until = zones::when(tr, away.to_ms, (&zone.0, &zone.1));
            return Err(ServiceError::user(messages::me_already_away(tr, &until)));
        }
        if days > allowed {
            return Err(ServiceError::user(messages::me_bad_vacation(
                tr, days, allowed,
            )));
        }
        let left = (allowed - self.days_taken(settings, member, now)).max(0);
        if days > left {
            return Err(ServiceError::user(messages::me_vacation_too_long(
                tr, left, allowed,
            )));
        }
        Ok(())
    }

    /// The channel of one of the member's games in this server whose clock (theirs)
    /// runs out within the hour, if any.
    fn due_within_an_hour(&self, request: &Request, now: i64) -> ServiceResult<Option<String>> {
        let soon = self.members_games(request)?.into_iter().find(|g| {
            let theirs = g
                .turn_clock
                .and_then(|c| g.seats.get(c.seat))
                .is_some_and(|s| s.user == request.user.id);
            theirs && g.deadline_ms.is_some_and(|d| d - now <= HOUR_MS)
        });
        Ok(soon.map(|g| g.channel.mention()))
    }

    fn confirm_vacation_reply(
        &self,
        tr: Tr<'_>,
        request: &Request,
        channel: &str,
        days: i64,
    ) -> Reply {
        let mut reply = Reply::private(
            request.channel,
            request.user.id,
            messages::me_confirm_vacation(tr, channel, days),
        );
        reply.components = vec![Row::Buttons(vec![Button {
            custom_id: vacation_id::encode(days, request.user.id),
            label: messages::me_confirm_button(tr),
            style: ButtonStyle::Primary,
            disabled: false,
        }])];
        reply
    }

    /// The member's active games in this server.
    fn members_games(&self, request: &Request) -> ServiceResult<Vec<GameRecord>> {
        let window = Window {
            skip: 0,
            take: GAMES_AT_ONCE,
        };
        let page = self
            .store
            .open_games_in(request.guild, Some(request.user.id), window)?;
        Ok(page
            .items
            .into_iter()
            .filter(|g| g.status == GameStatus::Active)
            .collect())
    }

    /// Writes the change under the revision check, then applies a vacation begun or
    /// ended to the member's games; answers the member, and edits the boards.
    fn change_member(
        &self,
        request: &Request,
        tr: Tr<'_>,
        timezone: Option<String>,
        quiet: Option<Option<QuietHours>>,
        vacation: Option<i64>,
    ) -> ServiceResult<Vec<Reply>> {
        let settings = self.settings_of(request.guild)?;
        let mut outcome = None;
        let mut saved = None;
        for _ in 0..ATTEMPTS {
            let current = self.member_of(request.guild, request.user.id)?;
            let mut next = current.clone();
            let now = self.clock.now_ms();
            if let Some(zone) = &timezone {
                next.timezone = Some(zone.clone());
            }
            if let Some(quiet) = quiet {
                next.quiet_hours = quiet;
            }
            outcome = match vacation {
                Some(0) => {
                    let Some(away) = next.vacations.iter_mut().find(|v| v.runs_at(now)) else {
                        return Err(ServiceError::user(messages::me_not_away(tr)));
                    };
                    away.to_ms = now;
                    Some(Away::Back(days_of(away)))
                }
                Some(days) => {
                    self.check_vacation(tr, &settings, &current, days, now)?;
                    let until = now + days * DAY_MS;
                    next.vacations.push(Vacation {
                        from_ms: now,
                        to_ms: until,
                    });
                    Some(Away::Until(until))
                }
                None => None,
            };
            next.revision = current.revision + 1;
            match self.store.save_member(&next, current.revision) {
                Ok(()) => {
                    saved = Some(next);
                    break;
                }
                Err(StoreError::MemberChanged { .. }) => continue,
                Err(other) => return Err(other.into()),
            }
        }
        let Some(member) = saved else {
            return Err(ServiceError::internal(format!(
                "the settings of member {} kept changing, {ATTEMPTS} attempts",
                request.user.id.0
            )));
        };
        let zone = zone_of(&settings, Some(&member));
        let mut text = String::new();
        match outcome {
            Some(Away::Until(until)) => {
                let when = zones::when(tr, until, (&zone.0, &zone.1));
                text = messages::me_vacation_started(tr, &when);
            }
            Some(Away::Back(days)) => text = messages::me_vacation_ended(tr, days),
            None => {}
        }
        let shown = self.member_shown(tr, &settings, &member);
        let text = if text.is_empty() {
            messages::me_saved(tr, &shown)
        } else {
            format!("{text}\n{shown}")
        };
        let mut replies = vec![Reply::private(request.channel, request.user.id, text)];
        if let Some(outcome) = outcome {
            replies.extend(self.apply_vacation(request, &settings, outcome)?);
        }
        Ok(replies)
    }

    /// A vacation begun or ended: each of the member's games here settled at once and
    /// told on its board.
    fn apply_vacation(
        &self,
        request: &Request,
        settings: &GuildSettings,
        outcome: Away,
    ) -> ServiceResult<Vec<Reply>> {
        let public = self.tr_public(settings);
        let mut replies = Vec::new();
        for stored in self.members_games(request)? {
            let Some(loaded) = self.saved.load_open(stored.guild, stored.channel)? else {
                continue;
            };
            if loaded.record.id != stored.id {
                continue;
            }
            let mut record = loaded.record.clone();
            if record != stored {
                self.saved.save(&mut record, &stored)?;
            }
            let loaded = std::sync::Arc::new(super::games::Loaded {
                game: loaded.game.clone(),
                record,
            });
            self.saved.remember(&loaded);
            let Some(seat) = loaded.record.seat_of(request.user.id) else {
                continue;
            };
            let name = seat_name(&loaded.record, seat);
            // The board's own line says until when (posts.rs); coming back is news.
            let lines = match outcome {
                Away::Until(_) => Vec::new(),
                Away::Back(_) => vec![messages::me_back_line(public, &name)],
            };
            replies.extend(self.posts.news(public, &loaded, lines));
        }
        Ok(replies)
    }

    /// What `/martian me` shows.
    fn member_shown(
        &self,
        tr: Tr<'_>,
        settings: &GuildSettings,
        member: &MemberSettings,
    ) -> String {
        let now = self.clock.now_ms();
        let zone = zone_of(settings, Some(member));
        let away = member
            .vacation_at(now)
            .map(|v| zones::when(tr, v.to_ms, (&zone.0, &zone.1)));
        messages::me_shown(
            tr,
            &messages::MeView {
                zone: &zone.0,
                own_zone: member.timezone.is_some(),
                quiet: member.quiet_hours.map(|q| q.to_string()),
                away,
                taken: self.days_taken(settings, member, now),
                allowed: i64::from(settings.vacation_days_per_year),
            },
        )
    }
}

/// What a change did to a vacation.
#[derive(Clone, Copy, Debug)]
enum Away {
    /// Began, until then.
    Until(i64),
    /// Ended early, after so many days (a day begun counting whole).
    Back(i64),
}
