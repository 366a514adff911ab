//! `/martian tournament create`: its options checked, one sentence for the first that
//! is wrong; then the tournament message, which takes the entries.

use crate::model::{
    GameId, GameKind, GuildSettings, Tournament, TournamentFormat, TournamentSetup,
    TournamentStatus,
};

use super::super::commands::{FORMATS, RULESETS, TOURNAMENT_LAYOUTS};
use super::super::dispatch::Service;
use super::super::error::{ServiceError, ServiceResult};
use super::super::messages;
use super::super::reply::{Delivery, Receipt, Reply, Sent};
use super::super::request::{Place, Request, TournamentDraft};
use super::super::zones;
use super::MIN_PLAYERS;

/// The longest name a tournament may have.
const NAME_CHARS: usize = 60;
/// A Swiss's rounds, when given.
const SWISS_ROUNDS: std::ops::RangeInclusive<i64> = 3..=11;
/// The most players of a Swiss.
pub(crate) const MOST_SWISS_PLAYERS: i64 = 200;
/// The most players of a round robin (every round is a column of the standings), and
/// of a double one.
const MOST_ROUND_ROBIN_PLAYERS: i64 = 30;
const MOST_DOUBLE_ROUND_ROBIN_PLAYERS: i64 = 16;
/// The default field's size.
const DEFAULT_MAX_PLAYERS: i64 = 32;

impl Service {
    pub(crate) fn create_tournament(
        &self,
        request: &Request,
        draft: &TournamentDraft,
    ) -> ServiceResult<Vec<Reply>> {
        let tr = self.tr_private(request);
        let settings = self.settings_of(request.guild)?;
        if !(request.user.is_manager || settings.members_create_tournaments) {
            return Err(ServiceError::user(messages::tournament_create_not_allowed(
                tr,
            )));
        }
        // Each game of a round opens a thread of its own in this channel.
        if request.origin.place != Place::ThreadsAllowed {
            return Err(ServiceError::user(messages::tournament_needs_threads(tr)));
        }
        let setup = self.check_draft(request, draft, &settings)?;
        let now = self.clock.now_ms();
        let t = Tournament {
            guild: request.guild,
            id: self.store.next_tournament_id()?,
            name: draft.name.trim().to_owned(),
            setup,
            channel: request.channel,
            message: None,
            created_by: request.user.id,
            created_ms: now,
            status: TournamentStatus::Open,
            entrants: Vec::new(),
            rounds: Vec::new(),
            ended_ms: None,
            revision: 1,
        };
        self.store.save_tournament(&t, 0)?;
        let public = self.tr_public_for(request)?;
        let mut message = self.tournament_message(public, &t, Delivery::Respond)?;
        message.silent = false;
        message.receipt = Some(Receipt {
            game: GameId(0),
            guild: t.guild,
            ply: 0,
            what: Sent::Tournament { tournament: t.id },
        });
        Ok(vec![message])
    }

    /// The setup a draft asks for, or the sentence for its first mistake.
    fn check_draft(
        &self,
        request: &Request,
        draft: &TournamentDraft,
        settings: &GuildSettings,
    ) -> ServiceResult<TournamentSetup> {
        let tr = self.tr_private(request);
        let wrong = |text: String| Err(ServiceError::user(text));
        let name = draft.name.trim();
        if name.is_empty() || name.chars().count() > NAME_CHARS {
            return wrong(messages::tournament_bad_name(tr, NAME_CHARS));
        }
        let game = match draft.game.as_deref() {
            None => GameKind::default(),
            Some(word) => match GameKind::by_name(word) {
                Some(game) => game,
                None => return wrong(messages::tournament_unknown_word(tr, "game", word)),
            },
        };
        // Only the pyramid game has boards and rulesets to choose from.
        let pyramids = game == GameKind::default();
        let layout = match draft.layout.as_deref() {
            Some(_) if !pyramids => return wrong(messages::tournament_no_layout(tr)),
            Some(word) if !TOURNAMENT_LAYOUTS.words.contains(&word) => {
                return wrong(messages::tournament_unknown_word(tr, "layout", word))
            }
            Some(word) => Some(word.to_owned()),
            None if pyramids => Some(TOURNAMENT_LAYOUTS.words[0].to_owned()),
            None => None,
        };
        let ruleset = match draft.ruleset.as_deref() {
            Some(_) if !pyramids => return wrong(messages::tournament_no_layout(tr)),
            Some(word) if !RULESETS.words.contains(&word) => {
                return wrong(messages::tournament_unknown_word(tr, "ruleset", word))
            }
            Some(word) => Some(word.to_owned()),
            None => None,
        };
        let format = match draft.format.as_deref().unwrap_or(FORMATS.words[0]) {
            "swiss" => match draft.rounds {
                None => TournamentFormat::Swiss { rounds: 0 },
                Some(rounds) if SWISS_ROUNDS.contains(&rounds) => TournamentFormat::Swiss {
                    rounds: rounds as u32,
                },
                Some(_) => {
                    return wrong(messages::tournament_bad_rounds(
                        tr,
                        *SWISS_ROUNDS.start(),
                        *SWISS_ROUNDS.end(),
                    ))
                }
            },
            "round_robin" | "double_round_robin" if draft.rounds.is_some() => {
                return wrong(messages::tournament_rounds_not_swiss(tr))
            }
            "round_robin" => TournamentFormat::RoundRobin { double: false },
            "double_round_robin" => TournamentFormat::RoundRobin { double: true },
            word => return wrong(messages::tournament_unknown_word(tr, "format", word)),
        };
        let hours = draft
            .move_timeout_hours
            .unwrap_or(i64::from(settings.move_timeout_hours));
        if !(1..=i64::from(GuildSettings::MAX_TIMEOUT_HOURS)).contains(&hours) {
            return wrong(messages::tournament_bad_timeout(
                tr,
                GuildSettings::MAX_TIMEOUT_HOURS,
            ));
        }
        let most = match format {
            TournamentFormat::Swiss { .. } => MOST_SWISS_PLAYERS,
            TournamentFormat::RoundRobin { double: false } => MOST_ROUND_ROBIN_PLAYERS,
            TournamentFormat::RoundRobin { double: true } => MOST_DOUBLE_ROUND_ROBIN_PLAYERS,
        };
        let max_players = draft.max_players.unwrap_or(DEFAULT_MAX_PLAYERS.min(most));
        if !(MIN_PLAYERS as i64..=most).contains(&max_players) {
            return wrong(messages::tournament_bad_max_players(
                tr,
                MIN_PLAYERS as i64,
                most,
            ));
        }
        let starts_ms = match draft.starts.as_deref() {
            None => None,
            Some(typed) => {
                let zone = zones::zone_or_utc(settings.timezone.as_deref());
                let Some(at) = zones::parse_local(typed, &zone.1) else {
                    return wrong(messages::tournament_bad_start(tr, typed, &zone.0));
                };
                if at <= self.clock.now_ms() {
                    return wrong(messages::tournament_start_passed(tr));
                }
                Some(at)
            }
        };
        Ok(TournamentSetup {
            game,
            layout,
            ruleset,
            format,
            move_timeout_hours: hours as u32,
            max_players: max_players as u32,
            starts_ms,
        })
    }
}
