//! The server's daily puzzle: with `/martian-settings puzzle_channel:#x puzzle_hour:9`,
//! one puzzle a day is posted at that hour of the server's time zone, with a Solve
//! button that opens it privately for whoever presses it; the next day's post gives
//! its solution (the board with the answer drawn, and the line) and who solved it
//! first. The same puzzle for everybody in the server, never twice within a year,
//! preferring the server's own games (those played in the puzzle's channel: everyone
//! who reads the post can view where its game was played). A post that fell due while
//! the bot was down is made once when it is back (for that day only).

use jiff::tz::TimeZone;

use crate::model::{DailyPuzzle, GuildId, GuildPuzzles, GuildSettings, Puzzle};
use crate::service::games::PuzzleState;

use super::super::dispatch::Service;
use super::super::error::{ErrorChain, ServiceError, ServiceResult};
use super::super::messages;
use super::super::reply::{Button, ButtonStyle, Delivery, Reply, Row};
use super::super::request::Request;
use super::super::zones;
use super::ids::PuzzleClick;
use super::library;

/// How many times a write of a server's puzzle record starts again when another was
/// written meanwhile (two solvers at once).
const ATTEMPTS: usize = 8;

/// Today in the server's time zone (`2026-12-04`), and the hour of the day.
fn today(settings: &GuildSettings, now: i64) -> Option<(String, u8)> {
    let (_, zone) = zones::zone_or_utc(settings.timezone.as_deref());
    zones::local_day(now, &zone).map(|(date, hour)| (date.to_string(), hour))
}

fn zone_of(settings: &GuildSettings) -> TimeZone {
    zones::zone_or_utc(settings.timezone.as_deref()).1
}

/// A number from a server and a day, the same in every run: which shipped puzzle a
/// day starts looking at (FNV-1a).
fn day_hash(guild: GuildId, day: &str) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in guild.0.to_le_bytes().iter().chain(day.as_bytes()) {
        hash ^= u64::from(*byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

impl Service {
    /// A server turned its daily puzzle on, or a member asked for a puzzle: its puzzle
    /// record exists from now on, so that the ticks post its daily puzzle and look into
    /// its finished games.
    pub(crate) fn track_server_puzzles(&self, guild: GuildId) -> ServiceResult<()> {
        if self.store.guild_puzzles(guild)?.is_none() {
            let mut record = GuildPuzzles::new(guild);
            record.revision = 1;
            match self.store.save_guild_puzzles(&record, 0) {
                // Another request made it meanwhile: as good.
                Ok(()) | Err(crate::store::StoreError::RecordChanged { .. }) => {}
                Err(err) => return Err(err.into()),
            }
        }
        Ok(())
    }

    /// `/martian puzzle daily`.
    pub(crate) fn puzzle_daily(&self, request: &Request) -> ServiceResult<Vec<Reply>> {
        self.open_daily(request, None)
    }

    /// The daily puzzle of `day` (today's when `None`), privately: begun, shown again
    /// where the asker left it, or refused when they already played it.
    pub(super) fn open_daily(
        &self,
        request: &Request,
        day: Option<&str>,
    ) -> ServiceResult<Vec<Reply>> {
        let mine = self.tr_private(request);
        let settings = self.settings_of(request.guild)?;
        let record = self.store.guild_puzzles(request.guild)?;
        let today = today(&settings, self.clock.now_ms()).map(|(day, _)| day);
        let posted = record.as_ref().and_then(|r| r.daily.last());
        let Some(daily) = posted.filter(|d| Some(&d.day) == today.as_ref()) else {
            return Err(ServiceError::user(messages::puzzle_no_daily(mine)));
        };
        if day.is_some_and(|d| d != daily.day) {
            return Err(ServiceError::user(messages::puzzle_daily_over(mine)));
        }
        let Some(puzzle) = self.find_puzzle(request, &daily.puzzle)? else {
            return Err(ServiceError::user(messages::puzzle_gone(mine)));
        };
        if daily
            .solvers
            .iter()
            .any(|(user, _)| *user == request.user.id)
        {
            return Err(ServiceError::user(messages::puzzle_daily_solved_already(
                mine,
            )));
        }
        let mut player = self.puzzle_player(request)?;
        let based_on = player.revision;
        if let Some(current) = &player.current {
            if current.puzzle == puzzle.id && current.daily.as_ref() == Some(&daily.day) {
                return self.show_attempt(request, &puzzle, current.played);
            }
        }
        if player.seen.contains(&puzzle.id) {
            return Err(ServiceError::user(messages::puzzle_daily_tried_already(
                mine,
            )));
        }
        let settled = self.settle_left(request, &mut player)?;
        self.begin_puzzle(
            request,
            player,
            based_on,
            settled,
            &puzzle,
            Some(daily.day.clone()),
        )
    }

    /// The asker solved the daily puzzle of `day`: they join its solvers.
    pub(super) fn daily_solved(&self, request: &Request, day: &str, id: &str) -> ServiceResult<()> {
        let now = self.clock.now_ms();
        for _ in 0..ATTEMPTS {
            let Some(mut record) = self.store.guild_puzzles(request.guild)? else {
                return Ok(());
            };
            let based_on = record.revision;
            let Some(daily) = record
                .daily
                .iter_mut()
                .rev()
                .find(|d| d.day == day && d.puzzle == id)
            else {
                return Ok(());
            };
            if daily
                .solvers
                .iter()
                .any(|(user, _)| *user == request.user.id)
            {
                return Ok(());
            }
            daily.solvers.push((request.user.id, now));
            record.revision = based_on + 1;
            match self.store.save_guild_puzzles(&record, based_on) {
                Ok(()) => return Ok(()),
                Err(crate::store::StoreError::RecordChanged { .. }) => continue,
                Err(err) => return Err(err.into()),
            }
        }
        Err(ServiceError::Raced)
    }

    /// The servers with puzzles that this process ticks (none when they cannot be
    /// read: logged, and the next tick tries again).
    pub(crate) fn puzzle_guilds_ticked(&self) -> Vec<GuildId> {
        match self.store.puzzle_guilds() {
            Ok(guilds) => {
                let scope = self.scope.as_ref();
                guilds
                    .into_iter()
                    .filter(|g| scope.is_none_or(|owns| owns(*g)))
                    .collect()
            }
            Err(err) => {
                tracing::error!("cannot read the servers' puzzles: {}", ErrorChain(&err));
                Vec::new()
            }
        }
    }

    /// The daily posts due at `now` in `guilds` (see [`Service::puzzle_guilds_ticked`]):
    /// for each, the day before's solution and the day's puzzle. A server whose post
    /// fails is logged and tried again at the next tick.
    pub(crate) fn daily_puzzle_posts(&self, guilds: &[GuildId], now: i64) -> Vec<Reply> {
        let mut replies = Vec::new();
        for &guild in guilds {
            match self.daily_post(guild, now) {
                Ok(mut posts) => replies.append(&mut posts),
                Err(err) => tracing::warn!(
                    "the daily puzzle of server {}: {}",
                    guild.0,
                    ErrorChain(&err)
                ),
            }
        }
        replies
    }

    /// When the next daily post falls due after `after_ms`, in any server (for
    /// simulated clocks, which tick at each such time).
    pub(crate) fn next_daily_post(&self, after_ms: i64) -> Option<i64> {
        let guilds = self.store.puzzle_guilds().ok()?;
        guilds
            .into_iter()
            .filter_map(|guild| {
                let settings = self.settings_of(guild).ok()?;
                settings.puzzle_channel?;
                zones::next_hour_after(after_ms, settings.puzzle_hour, &zone_of(&settings))
            })
            .min()
    }

    /// One server's posts due at `now`, written before they are returned (so that a
    /// post is made once, even by two processes).
    fn daily_post(&self, guild: GuildId, now: i64) -> ServiceResult<Vec<Reply>> {
        let settings = self.settings_of(guild)?;
        let Some(channel) = settings.puzzle_channel else {
            return Ok(Vec::new());
        };
        let Some((day, hour)) = today(&settings, now) else {
            return Ok(Vec::new());
        };
        if hour < settings.puzzle_hour {
            return Ok(Vec::new());
        }
        let Some(mut record) = self.store.guild_puzzles(guild)? else {
            return Ok(Vec::new());
        };
        if record.day(&day).is_some() {
            return Ok(Vec::new());
        }
        let based_on = record.revision;
        let tr = self.tr_public(&settings);
        let mut replies = Vec::new();
        // The day before's solution, once.
        if let Some(last) = record.daily.last_mut().filter(|d| !d.solution_posted) {
            last.solution_posted = true;
            if let Some(puzzle) = self.daily_puzzle_by_id(guild, &last.puzzle)? {
                replies.push(self.solution_post(tr, &settings, last, &puzzle, channel)?);
            }
        }
        let Some(puzzle) = self.pick_daily(guild, channel, &record, &day)? else {
            return Ok(Vec::new());
        };
        let stats = self.store.puzzle_stats(&puzzle.id)?;
        let rating = library::current_rating(&puzzle, stats.as_ref());
        let day_text = zones::day(tr, now, &zone_of(&settings));
        let intro = self.puzzle_intro(tr, &puzzle, rating)?;
        let mut post = Reply::public(channel, messages::puzzle_daily_post(tr, &day_text, &intro));
        post.delivery = Delivery::Channel;
        let state = PuzzleState::at(&puzzle, 0)?;
        post.image = Some(state.board(
            tr,
            &messages::puzzle_solver(tr),
            format!("daily-{day}.png"),
            None,
        ));
        post.components = vec![Row::Buttons(vec![Button {
            custom_id: PuzzleClick::Daily { day: day.clone() }.encode(),
            label: messages::puzzle_solve_button(tr),
            style: ButtonStyle::Primary,
            disabled: false,
        }])];
        replies.push(post);
        record.post(DailyPuzzle {
            day,
            puzzle: puzzle.id.clone(),
            channel,
            posted_ms: now,
            solvers: Vec::new(),
            solution_posted: false,
        });
        record.revision = based_on + 1;
        self.store.save_guild_puzzles(&record, based_on)?;
        Ok(replies)
    }

    /// The post of a day's solution: the start with the answer's first move drawn, the
    /// whole line, and who solved it first.
    fn solution_post(
        &self,
        tr: crate::i18n::Tr<'_>,
        settings: &GuildSettings,
        daily: &DailyPuzzle,
        puzzle: &Puzzle,
        channel: crate::model::ChannelId,
    ) -> ServiceResult<Reply> {
        let mut state = PuzzleState::at(puzzle, 0)?;
        let start = state.clone();
        let mut line = Vec::new();
        for (ply, text) in puzzle.solution.iter().enumerate() {
            let label = state.label(tr, text);
            line.push(if ply % 2 == 0 {
                format!("{}. {label}", ply / 2 + 1)
            } else {
                format!("({label})")
            });
            state = state.after(text)?;
        }
        let day_text = zones::day(tr, daily.posted_ms, &zone_of(settings));
        let first = daily
            .solvers
            .first()
            .map(|(user, _)| format!("<@{}>", user.0));
        let text = messages::puzzle_daily_solution(
            tr,
            &day_text,
            &line.join(" "),
            first.as_deref(),
            daily.solvers.len(),
        );
        let mut reply = Reply::public(channel, text);
        reply.delivery = Delivery::Channel;
        // The first solver is named, not pinged: the post is news to nobody in particular.
        reply.silent = true;
        reply.image = Some(start.board(
            tr,
            &messages::puzzle_solver(tr),
            format!("daily-{}-solution.png", daily.day),
            puzzle.solution.first().map(String::as_str),
        ));
        Ok(reply)
    }

    /// A daily puzzle by id, shipped or the server's (the post showed it to the
    /// channel already, so nobody's sight is asked).
    fn daily_puzzle_by_id(&self, guild: GuildId, id: &str) -> ServiceResult<Option<Puzzle>> {
        if let Some(p) = library::shipped_by_id(id) {
            return Ok(Some(p.clone()));
        }
        Ok(self
            .store
            .server_puzzles(guild)?
            .into_iter()
            .find(|p| p.puzzle.id == id)
            .map(|p| p.puzzle))
    }

    /// The day's puzzle: one not posted within the year kept, the server's own from
    /// games in the puzzle's channel first (the oldest found), else a shipped one
    /// picked from the server and the day.
    fn pick_daily(
        &self,
        guild: GuildId,
        channel: crate::model::ChannelId,
        record: &GuildPuzzles,
        day: &str,
    ) -> ServiceResult<Option<Puzzle>> {
        let used = |id: &str| record.daily.iter().any(|d| d.puzzle == id);
        let own = self
            .store
            .server_puzzles(guild)?
            .into_iter()
            .find(|p| p.channel == channel && !used(&p.puzzle.id));
        if let Some(own) = own {
            return Ok(Some(own.puzzle));
        }
        let shipped = library::shipped();
        if shipped.is_empty() {
            return Ok(None);
        }
        let start = (day_hash(guild, day) % shipped.len() as u64) as usize;
        Ok((0..shipped.len())
            .map(|i| &shipped[(start + i) % shipped.len()])
            .find(|p| !used(&p.id))
            .cloned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_day_hash_is_fixed_and_differs_by_server_and_day() {
        let a = day_hash(GuildId(1), "2026-12-04");
        assert_eq!(a, day_hash(GuildId(1), "2026-12-04"));
        assert_ne!(a, day_hash(GuildId(2), "2026-12-04"));
        assert_ne!(a, day_hash(GuildId(1), "2026-12-05"));
    }
}
