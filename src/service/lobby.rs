//! Starting and stopping games: challenge, accept, decline, abort.

use std::sync::Arc;

use crate::engine::{Game, Layout, Rules};
use crate::model::{ComputerLevel, ComputerSeat, EndKind, GameEnd, GameRecord, GameStatus, Seat};
use crate::store::StoreError;

use super::clock::HOUR_MS;
use super::error::{ServiceError, ServiceResult};
use super::games::Loaded;
use super::markdown::escape;
use super::messages;
use super::reply::{Button, ButtonStyle, ComponentAction, ComponentId, Delivery, Reply, Row};
use super::request::{Challenge, FirstChoice, LayoutChoice, Request, User};
use super::seeds::GameDice;
use super::view::{description, game_line, plain_name, seat_mention, seat_name};
use super::Service;

/// The requester's seat in a game still waiting for its players.
fn invited_seat(request: &Request, loaded: &Loaded) -> ServiceResult<usize> {
    if loaded.record.status != GameStatus::Invited {
        return Err(ServiceError::user(messages::no_invitation()));
    }
    loaded
        .record
        .seat_of(request.user.id)
        .ok_or_else(|| ServiceError::user(messages::not_invited()))
}

impl Service {
    /// Checks the challenge; returns the computer's level when it plays.
    fn validate_challenge(
        &self,
        request: &Request,
        challenge: &Challenge,
    ) -> ServiceResult<Option<ComputerLevel>> {
        let (needed, layout) = match challenge.layout {
            LayoutChoice::Duel => (1, "duel"),
            LayoutChoice::Quad => (3, "quad"),
            LayoutChoice::Teams => (3, "teams"),
        };
        if challenge.opponents.len() != needed {
            return Err(ServiceError::user(messages::wrong_opponent_count(
                layout,
                needed,
                challenge.opponents.len(),
            )));
        }
        for (i, opponent) in challenge.opponents.iter().enumerate() {
            if opponent.id == request.user.id {
                return Err(ServiceError::user(messages::cannot_challenge_self()));
            }
            // Another bot would never answer: the invitation would only block the
            // channel. This bot is the computer.
            if opponent.is_bot && !self.is_bot(opponent.id) {
                return Err(ServiceError::user(messages::cannot_challenge_bot(
                    &escape(&opponent.name),
                    &self.bot.id.mention(),
                )));
            }
            if challenge.opponents[..i].iter().any(|o| o.id == opponent.id) {
                return Err(ServiceError::user(messages::duplicate_opponent(&escape(
                    &opponent.name,
                ))));
            }
        }
        let has_bot = challenge.opponents.iter().any(|o| self.is_bot(o.id));
        let levels = self.computer.levels();
        match (&challenge.level, has_bot) {
            (Some(_), false) => Err(ServiceError::user(messages::level_without_computer())),
            (Some(text), true) => {
                let name = text.trim().to_ascii_lowercase();
                match ComputerLevel::by_name(&name) {
                    Some(level) if levels.contains(&level) => Ok(Some(level)),
                    _ => {
                        let names: Vec<&str> = levels.iter().map(|l| l.name()).collect();
                        Err(ServiceError::user(messages::unknown_level(&name, &names)))
                    }
                }
            }
            // The computer player lists its default level first.
            (None, true) => Ok(Some(
                levels.first().copied().unwrap_or(ComputerLevel::Normal),
            )),
            (None, false) => Ok(None),
        }
    }

    pub(crate) fn challenge(
        &self,
        request: &Request,
        challenge: &Challenge,
    ) -> ServiceResult<Vec<Reply>> {
        let level = self.validate_challenge(request, challenge)?;
        let now = self.clock.now_ms();
        // What is said about an old invitation found expired here, before the new one.
        let mut replies = Vec::new();
        if let Some(open) = self.load_open(request.guild, request.channel)? {
            // The tick expires invitations; one it has not reached yet (or one stored
            // before invitations expired, which has no expiry) must not block.
            if self.invitation_expired(&open.record, now)? {
                replies.push(self.expire_invitation(&open, now)?);
            } else {
                let line = game_line(&open.record, open.game.position());
                return Err(ServiceError::user(messages::channel_busy(&line)));
            }
        }
        let (layout, teams) = match challenge.layout {
            LayoutChoice::Duel => (Layout::duel(), false),
            LayoutChoice::Quad => (Layout::quad(), false),
            LayoutChoice::Teams => (Layout::quad(), true),
        };
        let rules = Rules {
            ruleset: match challenge.ruleset {
                Some(ruleset) => ruleset,
                None => self.settings_of(request.guild)?.default_ruleset,
            },
            clock: challenge.clock.unwrap_or_default(),
            reject_captures_allowed: false,
            teams,
        };
        let id = self.store.next_game_id()?;
        let mut dice = GameDice::new(id, now);
        // Seats in turn order. Rotating keeps partners opposite in a teams game.
        let mut people: Vec<&User> = std::iter::once(&request.user)
            .chain(&challenge.opponents)
            .collect();
        let shift = match challenge.first {
            FirstChoice::Me => 0,
            FirstChoice::Opponent => 1,
            FirstChoice::Random => dice.seat(people.len()),
        };
        people.rotate_left(shift);
        let seats: Vec<Seat> = people
            .iter()
            .map(|user| {
                let computer = level
                    .filter(|_| self.is_bot(user.id))
                    .map(|level| ComputerSeat {
                        level,
                        seed: dice.seed(),
                    });
                Seat {
                    user: user.id,
                    name: match &computer {
                        Some(c) => format!("{} ({})", user.name, c.level),
                        None => user.name.clone(),
                    },
                    accepted: user.id == request.user.id || computer.is_some(),
                    computer,
                    locale: None,
                }
            })
            .collect();
        let status = if seats.iter().all(|s| s.accepted) {
            GameStatus::Active
        } else {
            GameStatus::Invited
        };
        let record = GameRecord {
            id,
            guild: request.guild,
            channel: request.channel,
            layout,
            rules,
            seats,
            challenger: request.user.id,
            status,
            moves: Vec::new(),
            revision: 0,
            created_ms: now,
            updated_ms: now,
            deadline_ms: None,
            reminder_ms: None,
            reminded_ms: None,
            notice_retry_ms: None,
            end: None,
        };
        let start = record.start_position()?;
        let mut record = record;
        self.schedule(&mut record, 0)?;
        if record.status == GameStatus::Invited {
            let hours = self.settings_of(request.guild)?.invite_timeout_hours;
            record.deadline_ms = Some(now + i64::from(hours) * HOUR_MS);
        }
        match self.store.create_game(&record) {
            Ok(()) => {}
            Err(StoreError::ChannelBusy(_)) => {
                return Err(ServiceError::user(messages::channel_busy(
                    "just started by someone else",
                )))
            }
            Err(other) => return Err(other.into()),
        }
        let loaded = Arc::new(Loaded {
            record,
            game: Game::new(start),
        });
        self.remember(&loaded);
        if loaded.record.status == GameStatus::Active {
            replies.extend(self.start_game(loaded)?);
        } else {
            replies.push(self.invitation(&loaded.record));
        }
        Ok(replies)
    }

    fn invitation(&self, record: &GameRecord) -> Reply {
        let waiting: Vec<usize> = (0..record.seats.len())
            .filter(|s| !record.seats[*s].accepted)
            .collect();
        let invitees: Vec<String> = waiting.iter().map(|s| seat_mention(record, *s)).collect();
        let challenger = record
            .seat_of(record.challenger)
            .map_or_else(String::new, |s| seat_mention(record, s));
        let id = |action| ComponentId::new(record.id, 0, action).encode();
        let hours = record
            .deadline_ms
            .map_or(0, |at| (at - record.created_ms) / HOUR_MS);
        let mut reply = Reply::public(
            record.channel,
            messages::invitation(&challenger, &invitees, &description(record), hours),
        );
        reply.components = vec![Row::Buttons(vec![
            Button {
                custom_id: id(ComponentAction::Accept),
                label: "Accept".into(),
                style: ButtonStyle::Success,
            },
            Button {
                custom_id: id(ComponentAction::Decline),
                label: "Decline".into(),
                style: ButtonStyle::Danger,
            },
        ])];
        reply.mentions = waiting
            .iter()
            .map(|s| (record.seats[*s].user, record.seats[*s].name.clone()))
            .collect();
        reply
    }

    /// The first board of a game everyone has joined (after the computer's first move
    /// if it starts).
    fn start_game(&self, loaded: Arc<Loaded>) -> ServiceResult<Vec<Reply>> {
        let first = seat_mention(&loaded.record, 0);
        let mut lines = vec![messages::game_starts(&first)];
        let loaded = self.computer_turns(loaded, &mut lines)?;
        Ok(vec![self.board_message(&loaded, lines, Delivery::Respond)])
    }

    pub(crate) fn accept(&self, request: &Request) -> ServiceResult<Vec<Reply>> {
        let loaded = self
            .load_open(request.guild, request.channel)?
            .ok_or_else(|| ServiceError::user(messages::no_invitation()))?;
        self.accept_game(request, &loaded)
    }

    pub(crate) fn accept_game(
        &self,
        request: &Request,
        loaded: &Loaded,
    ) -> ServiceResult<Vec<Reply>> {
        let seat = invited_seat(request, loaded)?;
        let now = self.clock.now_ms();
        if self.invitation_expired(&loaded.record, now)? {
            // Expired a moment ago and not yet reached by the tick: say so to all.
            return Ok(vec![
                self.expire_invitation(loaded, now)?,
                Reply::private(
                    request.channel,
                    request.user.id,
                    messages::accepted_too_late(),
                ),
            ]);
        }
        if loaded.record.seats[seat].accepted {
            return Err(ServiceError::user(messages::already_accepted()));
        }
        let mut record = loaded.record.clone();
        record.seats[seat].accepted = true;
        let everyone = record.seats.iter().all(|s| s.accepted);
        if everyone {
            record.status = GameStatus::Active;
            self.schedule(&mut record, loaded.game.position().to_move().index())?;
        }
        self.save(&mut record, loaded.record.revision)?;
        let next = Arc::new(Loaded {
            record,
            game: loaded.game.clone(),
        });
        self.remember(&next);
        if everyone {
            return self.start_game(next);
        }
        let waiting: Vec<String> = (0..next.record.seats.len())
            .filter(|s| !next.record.seats[*s].accepted)
            .map(|s| seat_mention(&next.record, s))
            .collect();
        Ok(vec![Reply::public(
            request.channel,
            messages::accepted_waiting(&seat_name(&next.record, seat), &waiting),
        )])
    }

    pub(crate) fn decline(&self, request: &Request) -> ServiceResult<Vec<Reply>> {
        let loaded = self
            .load_open(request.guild, request.channel)?
            .ok_or_else(|| ServiceError::user(messages::no_invitation()))?;
        self.decline_game(request, &loaded)
    }

    pub(crate) fn decline_game(
        &self,
        request: &Request,
        loaded: &Loaded,
    ) -> ServiceResult<Vec<Reply>> {
        let seat = invited_seat(request, loaded)?;
        if loaded.record.challenger == request.user.id {
            return Err(ServiceError::user(messages::challenger_cannot_decline()));
        }
        let reply = self.cancel(
            loaded,
            EndKind::Declined {
                by: request.user.id,
            },
            messages::declined(&plain_name(&loaded.record, seat)),
            messages::declined(&seat_name(&loaded.record, seat)),
            self.clock.now_ms(),
        )?;
        Ok(vec![reply])
    }

    pub(crate) fn abort(&self, request: &Request) -> ServiceResult<Vec<Reply>> {
        let loaded = self
            .load_open(request.guild, request.channel)?
            .ok_or_else(|| ServiceError::user(messages::no_game_here()))?;
        let record = &loaded.record;
        let is_player = record.seat_of(request.user.id).is_some();
        let early = record.status == GameStatus::Invited || record.ply() < record.seats.len();
        if !(request.user.is_manager || (is_player && early)) {
            return Err(ServiceError::user(
                if is_player || request.user.is_manager {
                    messages::abort_not_allowed()
                } else {
                    messages::not_a_player()
                },
            ));
        }
        let plain = record
            .seat_of(request.user.id)
            .map_or_else(|| request.user.name.clone(), |s| plain_name(record, s));
        // Before the game starts, the challenger takes their challenge back.
        let withdrawn =
            record.status == GameStatus::Invited && record.challenger == request.user.id;
        let sentence = if withdrawn {
            messages::withdrawn
        } else {
            messages::aborted
        };
        let reply = self.cancel(
            &loaded,
            EndKind::Aborted {
                by: request.user.id,
            },
            sentence(&plain),
            sentence(&escape(&plain)),
            self.clock.now_ms(),
        )?;
        Ok(vec![reply])
    }

    /// Ends a game with no result: `summary` (plain names) is kept with the game,
    /// `text` (the same, for markdown) is the public reply.
    pub(crate) fn cancel(
        &self,
        loaded: &Loaded,
        kind: EndKind,
        summary: String,
        text: String,
        now: i64,
    ) -> ServiceResult<Reply> {
        let mut record = loaded.record.clone();
        record.status = GameStatus::Cancelled;
        record.deadline_ms = None;
        record.reminder_ms = None;
        record.notice_retry_ms = None;
        record.end = Some(GameEnd {
            kind,
            winners: Vec::new(),
            drawn: Vec::new(),
            summary,
            scores: loaded.game.position().scores().to_vec(),
            at_ms: now,
        });
        self.save(&mut record, loaded.record.revision)?;
        self.remember(&Arc::new(Loaded {
            record: record.clone(),
            game: loaded.game.clone(),
        }));
        Ok(Reply::public(record.channel, text))
    }
}
