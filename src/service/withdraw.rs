//! Ending a game before its players do: declining a challenge, leaving a seat of an
//! open one, aborting, and the cancelled game's record.

use std::sync::Arc;

use crate::i18n::Tr;
use crate::model::{EndKind, GameEnd, GameStatus, Seat};

use super::dispatch::Service;
use super::error::{ServiceError, ServiceResult};
use super::games::Loaded;
use super::lobby::{invited_seat, open_seats, OPEN_SEAT};
use super::markdown::escape;
use super::messages;
use super::names::{plain_name, seat_name};
use super::reply::Reply;
use super::request::Request;

impl Service {
    pub(crate) fn decline(&self, request: &Request) -> ServiceResult<Vec<Reply>> {
        let tr = self.tr_private(request);
        let loaded = self
            .saved
            .load_open(request.guild, request.channel)?
            .ok_or_else(|| ServiceError::user(messages::no_invitation(tr)))?;
        self.decline_game(request, &loaded)
    }

    pub(crate) fn decline_game(
        &self,
        request: &Request,
        loaded: &Loaded,
    ) -> ServiceResult<Vec<Reply>> {
        let open = !open_seats(&loaded.record).is_empty();
        let seat =
            invited_seat(self.tr_private(request), request, &loaded.record).map_err(|err| {
                if open {
                    ServiceError::user(messages::open_nothing_to_decline(self.tr_private(request)))
                } else {
                    err
                }
            })?;
        if loaded.record.challenger == request.user.id {
            return Err(ServiceError::user(messages::challenger_cannot_decline(
                self.tr_private(request),
            )));
        }
        let tr = self.tr_public_for(request)?;
        if open {
            return self.leave_open_challenge(tr, request, loaded, seat);
        }
        let reply = self.cancel(
            loaded,
            Cancelled::kind(EndKind::Declined {
                by: request.user.id,
            }),
            messages::declined(tr, &seat_name(&loaded.record, seat)),
            self.clock.now_ms(),
        )?;
        Ok(vec![reply])
    }

    /// Someone who took a seat of an open challenge changed their mind: the seat is
    /// free again (the challenge goes on).
    fn leave_open_challenge(
        &self,
        tr: Tr<'_>,
        request: &Request,
        loaded: &Loaded,
        seat: usize,
    ) -> ServiceResult<Vec<Reply>> {
        let mut record = loaded.record.clone();
        let name = seat_name(&record, seat);
        record.seats[seat] = Seat {
            user: OPEN_SEAT,
            name: messages::open_seat(tr),
            accepted: false,
            computer: None,
        };
        self.saved.save(&mut record, &loaded.record)?;
        let free = open_seats(&record).len();
        self.saved.remember(&Arc::new(Loaded {
            record,
            game: loaded.game.clone(),
        }));
        Ok(vec![Reply::public(
            request.channel,
            messages::open_left(tr, &name, free),
        )])
    }

    pub(crate) fn abort(&self, request: &Request) -> ServiceResult<Vec<Reply>> {
        let tr = self.tr_private(request);
        let loaded = self
            .saved
            .load_open(request.guild, request.channel)?
            .ok_or_else(|| ServiceError::user(messages::no_game_here(tr)))?;
        let record = &loaded.record;
        let seat = record.seat_of(request.user.id);
        // A player whose leaving now costs the game (the game says when) resigns,
        // confirming first; a manager in their own game too, or they could deal
        // again for free. A manager without a seat still ends it with no result.
        if seat.is_some() {
            if let Some(why) = loaded.game.leaving_costs_the_game(tr, record) {
                return self.ask_resign_to_leave(request, &loaded, why);
            }
        }
        let is_player = seat.is_some();
        // A tournament game is not its players' to call off (they may resign); a
        // manager's abort ends it with no result for the standings.
        let early = (record.status == GameStatus::Invited || record.ply() < record.seats.len())
            && record.tournament.is_none();
        if record.tournament.is_some() && !request.user.is_manager {
            return Err(ServiceError::user(messages::tournament_no_abort(tr)));
        }
        if !(request.user.is_manager || (is_player && early)) {
            return Err(ServiceError::user(
                if is_player || request.user.is_manager {
                    messages::abort_not_allowed(tr)
                } else {
                    messages::not_a_player(tr)
                },
            ));
        }
        let plain = seat.map_or_else(|| request.user.name.clone(), |s| plain_name(record, s));
        // Before the game starts, the challenger takes their challenge back.
        let withdrawn =
            record.status == GameStatus::Invited && record.challenger == request.user.id;
        let tr = self.tr_public_for(request)?;
        let sentence = if withdrawn {
            messages::withdrawn
        } else {
            messages::aborted
        };
        let end = Cancelled {
            kind: EndKind::Aborted {
                by: request.user.id,
            },
            // A manager without a seat: the game keeps their name.
            by_name: seat.is_none().then(|| request.user.name.clone()),
            waited_hours: None,
        };
        self.call_off(tr, &loaded, end, sentence(tr, &escape(&plain)))
    }

    /// A game under way ends with no result (`text` says why, in `tr`): its board
    /// shows how it ended, without buttons or ping, and its tournament, if any,
    /// counts it as no game.
    pub(crate) fn call_off(
        &self,
        tr: Tr<'_>,
        loaded: &Loaded,
        end: Cancelled,
        text: String,
    ) -> ServiceResult<Vec<Reply>> {
        let reply = self.cancel(loaded, end, text, self.clock.now_ms())?;
        let mut replies = vec![reply];
        if let Some(ended) = self.store.game(loaded.record.guild, loaded.record.id)? {
            let ended = Loaded {
                game: loaded.game.clone(),
                record: ended,
            };
            replies.extend(self.posts.closing(tr, &ended));
            replies.extend(self.tournament_game_ended(&ended.record));
        }
        Ok(replies)
    }

    /// Ends a game with no result, kept as data (`end` gives the kind and what the
    /// kind needs besides the game: see `GameEnd`); `text` is the public reply.
    pub(crate) fn cancel(
        &self,
        loaded: &Loaded,
        end: Cancelled,
        text: String,
        now: i64,
    ) -> ServiceResult<Reply> {
        let mut record = loaded.record.clone();
        record.status = GameStatus::Cancelled;
        record.deadline_ms = None;
        record.reminder_ms = None;
        record.end = Some(GameEnd {
            kind: end.kind,
            winners: Vec::new(),
            drawn: Vec::new(),
            scores: loaded.game.scores(),
            at_ms: now,
            by_name: end.by_name,
            waited_hours: end.waited_hours,
        });
        self.saved.save(&mut record, &loaded.record)?;
        self.saved.remember(&Arc::new(Loaded {
            record: record.clone(),
            game: loaded.game.clone(),
        }));
        Ok(Reply::public(record.channel, text))
    }
}

/// How a game with no result ended, as [`Service::cancel`] keeps it.
pub(crate) struct Cancelled {
    pub kind: EndKind,
    pub by_name: Option<String>,
    pub waited_hours: Option<u32>,
}

impl Cancelled {
    pub(crate) fn kind(kind: EndKind) -> Cancelled {
        Cancelled {
            kind,
            by_name: None,
            waited_hours: None,
        }
    }
}
