//! Starting games: challenge (or a rematch's), the invitation, accepting it.

use std::sync::Arc;

use crate::i18n::Tr;
use crate::model::{
    ChannelId, ComputerLevel, ComputerSeat, GameRecord, GameSetup, GameStatus, Seat, UserId,
};
use crate::store::StoreError;

use super::clock::HOUR_MS;
use super::dispatch::Service;
use super::error::{ServiceError, ServiceResult};
use super::game_start::Start;
use super::games::{self, Loaded, Play};
use super::markdown::escape;
use super::messages;
use super::names::{name_computers, seat_mention, seat_name};
use super::reply::{
    Button, ButtonStyle, ComponentAction, ComponentId, Delivery, Receipt, Reply, Row, Sent,
};
use super::request::{Challenge, FirstChoice, Request, User};
use super::seeds::GameDice;

/// The user of a seat of an open challenge that nobody has taken yet (Discord never
/// gives out the id 0). Such a seat is never accepted; whoever accepts first takes it.
pub(crate) const OPEN_SEAT: UserId = crate::model::Seat::NOBODY;

/// The seats of an invitation still open to anyone.
/// Asks the adapter for the id of an invitation's message: the message a typed
/// `/martian accept` edits into the start line, and opens the game's thread from.
fn challenge_receipt(record: &GameRecord) -> Receipt {
    Receipt {
        game: record.id,
        guild: record.guild,
        ply: 0,
        what: Sent::Challenge,
    }
}

pub(crate) fn open_seats(record: &GameRecord) -> Vec<usize> {
    if record.status != GameStatus::Invited {
        return Vec::new();
    }
    (0..record.seats.len())
        .filter(|s| record.seats[*s].user == OPEN_SEAT && !record.seats[*s].accepted)
        .collect()
}

/// What a new game is, before it has an id: which game, like what (its board and
/// rules; a game with hidden cards gets a seed of its own when created), and who
/// proposes it.
pub(crate) struct NewGame {
    pub setup: GameSetup,
    pub channel: ChannelId,
    pub challenger: UserId,
    /// A line said before the invitation or the first board (a rematch says so).
    pub heading: Option<String>,
}

/// The requester's seat in a game still waiting for its players.
pub(crate) fn invited_seat(
    tr: Tr<'_>,
    request: &Request,
    record: &GameRecord,
) -> ServiceResult<usize> {
    if record.status != GameStatus::Invited {
        return Err(ServiceError::user(messages::no_invitation(tr)));
    }
    record
        .seat_of(request.user.id)
        .ok_or_else(|| ServiceError::user(messages::not_invited(tr)))
}

impl Service {
    /// Checks the challenge; returns the computer's level when it plays.
    fn validate_challenge(
        &self,
        request: &Request,
        challenge: &Challenge,
    ) -> ServiceResult<Option<ComputerLevel>> {
        let tr = self.tr_private(request);
        games::check_challenge(tr, challenge)?;
        for (i, opponent) in challenge.opponents.iter().enumerate() {
            self.check_opponent(tr, request, opponent)?;
            // The bot may take several seats: each is a computer player of its own.
            if challenge.opponents[..i].iter().any(|o| o.id == opponent.id)
                && !self.is_bot(opponent.id)
            {
                return Err(ServiceError::user(messages::duplicate_opponent(
                    tr,
                    &escape(&opponent.name),
                )));
            }
        }
        let has_bot = challenge.opponents.iter().any(|o| self.is_bot(o.id));
        let levels = games::levels(challenge.game, &*self.computer);
        self.chosen_level(tr, challenge, has_bot, &levels)
    }

    /// Refuses an opponent who is the challenger, or another bot: it would never
    /// answer, and the invitation would only block the channel (this bot is the
    /// computer).
    fn check_opponent(&self, tr: Tr<'_>, request: &Request, opponent: &User) -> ServiceResult<()> {
        if opponent.id == request.user.id {
            return Err(ServiceError::user(messages::cannot_challenge_self(tr)));
        }
        if opponent.is_bot && !self.is_bot(opponent.id) {
            return Err(ServiceError::user(messages::cannot_challenge_bot(
                tr,
                &escape(&opponent.name),
                &self.bot.id.mention(),
            )));
        }
        Ok(())
    }

    /// The computer's level a challenge asks for, one of `levels` (the default
    /// first), when the computer plays; a level without the computer is refused.
    fn chosen_level(
        &self,
        tr: Tr<'_>,
        challenge: &Challenge,
        has_bot: bool,
        levels: &[ComputerLevel],
    ) -> ServiceResult<Option<ComputerLevel>> {
        match (&challenge.level, has_bot) {
            (Some(_), false) => Err(ServiceError::user(messages::level_without_computer(tr))),
            (Some(text), true) => {
                let name = text.trim().to_ascii_lowercase();
                match ComputerLevel::by_name(&name).filter(|l| levels.contains(l)) {
                    Some(level) => Ok(Some(level)),
                    None => {
                        let names: Vec<&str> = levels.iter().map(|l| l.name()).collect();
                        Err(ServiceError::user(games::unknown_level(
                            challenge.game,
                            tr,
                            &name,
                            &names,
                        )))
                    }
                }
            }
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
        // Public replies (an expired invitation's, the new one's) in the server's
        // language; asked first, so that it remembers the server's Discord locale.
        let public = self.tr_public_for(request)?;
        let default_ruleset = self.settings_of(request.guild)?.default_ruleset;
        let setup = games::setup_for(challenge, default_ruleset);
        let needed = games::seats(&setup) - 1;
        let new = NewGame {
            setup,
            channel: request.channel,
            challenger: request.user.id,
            heading: None,
        };
        // Seats in turn order; `None` for a seat of an open challenge, which whoever
        // accepts first takes. Rotating keeps partners opposite in a teams game.
        let mut people: Vec<Option<&User>> = std::iter::once(Some(&request.user))
            .chain(challenge.opponents.iter().map(Some))
            .collect();
        if challenge.opponents.is_empty() {
            people.extend(std::iter::repeat_n(None, needed));
        }
        let open_seat = messages::open_seat(public);
        self.create_game(request, new, |dice| {
            let shift = match challenge.first {
                FirstChoice::Me => 0,
                FirstChoice::Opponent => 1,
                FirstChoice::Random => dice.seat(people.len()),
            };
            people.rotate_left(shift);
            let mut seats: Vec<Seat> = people
                .iter()
                .map(|user| match user {
                    None => Seat {
                        user: OPEN_SEAT,
                        name: open_seat.clone(),
                        accepted: false,
                        computer: None,
                    },
                    Some(user) => {
                        let computer =
                            level
                                .filter(|_| self.is_bot(user.id))
                                .map(|level| ComputerSeat {
                                    level,
                                    seed: dice.seed(),
                                });
                        Seat {
                            user: user.id,
                            name: user.name.clone(),
                            accepted: user.id == request.user.id || computer.is_some(),
                            computer,
                        }
                    }
                })
                .collect();
            name_computers(public, &mut seats);
            seats
        })
    }

    /// Creates a game (a challenge, a rematch) in `new.channel`: an invitation, or the
    /// first board when every seat has accepted already (the computer's, the
    /// challenger's). A channel with a game refuses it, unless that game is an
    /// invitation past its expiry, which ends first. `seat` makes the seats, in turn
    /// order, with the new game's dice.
    pub(crate) fn create_game(
        &self,
        request: &Request,
        new: NewGame,
        seat: impl FnOnce(&mut GameDice) -> Vec<Seat>,
    ) -> ServiceResult<Vec<Reply>> {
        let public = self.tr_public_for(request)?;
        let now = self.clock.now_ms();
        // What is said about an old invitation found expired here, before the new one.
        let mut replies = Vec::new();
        if let Some(open) = self.saved.load_open(request.guild, new.channel)? {
            // The tick expires invitations; one it has not reached yet (or one stored
            // before invitations expired, which has no expiry) must not block.
            if self.invitation_expired(&open.record, now)? {
                replies.push(self.expire_invitation(&open, now)?);
            } else {
                let tr = self.tr_private(request);
                let line = games::game_line(tr, &open.record, &open.game);
                return Err(ServiceError::user(messages::channel_busy(tr, Some(&line))));
            }
        }
        let id = self.store.next_game_id()?;
        let mut dice = GameDice::new(id, now);
        let seats = seat(&mut dice);
        let status = if seats.iter().all(|s| s.accepted) {
            GameStatus::Active
        } else {
            GameStatus::Invited
        };
        let setup = games::deal(&new.setup, self.tr_private(request), &self.secret_seeds, id)?;
        let record = GameRecord {
            id,
            guild: request.guild,
            channel: new.channel,
            setup,
            seats,
            challenger: new.challenger,
            status,
            moves: Vec::new(),
            revision: 0,
            created_ms: now,
            updated_ms: now,
            deadline_ms: None,
            reminder_ms: None,
            end: None,
            parent: None,
            tournament: None,
            draw_offer: Vec::new(),
            outages_through_ms: None,
            turn_clock: None,
        };
        let game = Play::replay(&record)?;
        let mut record = record;
        self.deadlines.schedule(&mut record, 0)?;
        if record.status == GameStatus::Invited {
            let hours = self.settings_of(request.guild)?.invite_timeout_hours;
            record.deadline_ms = Some(now + i64::from(hours) * HOUR_MS);
        }
        match self.store.create_game(&record) {
            Ok(()) => {}
            Err(StoreError::ChannelBusy(_)) => {
                return Err(ServiceError::user(messages::channel_busy(
                    self.tr_private(request),
                    None,
                )))
            }
            Err(other) => return Err(other.into()),
        }
        let loaded = Arc::new(Loaded { record, game });
        self.saved.remember(&loaded);
        self.keep_locale(request, &loaded.record);
        if loaded.record.status == GameStatus::Active {
            let start = Start {
                heading: new.heading,
                on_invitation: false,
                at_challenge: true,
            };
            replies.extend(self.start_game(request, loaded, start)?);
        } else {
            let mut invitation = self.invitation(public, &loaded.record);
            if let Some(heading) = new.heading {
                invitation.text = format!("{heading}\n{}", invitation.text);
            }
            replies.push(invitation);
        }
        Ok(replies)
    }

    fn invitation(&self, tr: Tr<'_>, record: &GameRecord) -> Reply {
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
        let accept = Button {
            custom_id: id(ComponentAction::Accept),
            label: messages::accept_label(tr),
            style: ButtonStyle::Success,
            disabled: false,
        };
        let free = open_seats(record).len();
        if free > 0 {
            // Open to anyone: nobody to ping, nothing to decline.
            let mut reply = Reply::public(
                record.channel,
                messages::open_invitation(
                    tr,
                    &challenger,
                    free,
                    (record.setup.kind().name(), &games::description(tr, record)),
                    hours,
                ),
            );
            reply.components = vec![Row::Buttons(vec![accept])];
            reply.receipt = Some(challenge_receipt(record));
            return reply;
        }
        let mut reply = Reply::public(
            record.channel,
            messages::invitation(
                tr,
                &challenger,
                &invitees,
                (record.setup.kind().name(), &games::description(tr, record)),
                hours,
            ),
        );
        reply.components = vec![Row::Buttons(vec![
            accept,
            Button {
                custom_id: id(ComponentAction::Decline),
                label: messages::decline_label(tr),
                style: ButtonStyle::Danger,
                disabled: false,
            },
        ])];
        reply.mentions = waiting
            .iter()
            .map(|s| (record.seats[*s].user, record.seats[*s].name.clone()))
            .collect();
        reply.receipt = Some(challenge_receipt(record));
        reply
    }

    pub(crate) fn accept(&self, request: &Request) -> ServiceResult<Vec<Reply>> {
        let tr = self.tr_private(request);
        let loaded = self
            .saved
            .load_open(request.guild, request.channel)?
            .ok_or_else(|| ServiceError::user(messages::no_invitation(tr)))?;
        self.accept_game(request, &loaded, false)
    }

    /// `on_invitation`: accepted with the invitation's own button (whose message the
    /// answer can edit).
    pub(crate) fn accept_game(
        &self,
        request: &Request,
        loaded: &Loaded,
        on_invitation: bool,
    ) -> ServiceResult<Vec<Reply>> {
        let seat = self.joining_seat(request, &loaded.record)?;
        let public = self.tr_public_for(request)?;
        let now = self.clock.now_ms();
        if self.invitation_expired(&loaded.record, now)? {
            // Expired a moment ago and not yet reached by the tick: say so to all.
            return Ok(vec![
                self.expire_invitation(loaded, now)?,
                Reply::private(
                    request.channel,
                    request.user.id,
                    messages::accepted_too_late(self.tr_private(request)),
                ),
            ]);
        }
        if loaded.record.seats[seat].accepted {
            return Err(ServiceError::user(messages::already_accepted(
                self.tr_private(request),
            )));
        }
        let mut record = loaded.record.clone();
        if record.seats[seat].user == OPEN_SEAT {
            // Taking a seat of an open challenge: it becomes theirs.
            record.seats[seat] = Seat {
                user: request.user.id,
                name: request.user.name.clone(),
                accepted: true,
                computer: None,
            };
        }
        record.seats[seat].accepted = true;
        let everyone = record.seats.iter().all(|s| s.accepted);
        if everyone {
            record.status = GameStatus::Active;
            self.deadlines
                .schedule(&mut record, loaded.game.to_act().unwrap_or(0))?;
        }
        self.saved.save(&mut record, &loaded.record)?;
        let next = Arc::new(Loaded {
            record,
            game: loaded.game.clone(),
        });
        self.saved.remember(&next);
        self.keep_locale(request, &next.record);
        if everyone {
            let start = Start {
                heading: None,
                on_invitation,
                at_challenge: false,
            };
            return self.start_game(request, next, start);
        }
        let free = open_seats(&next.record).len();
        let line = if free > 0 {
            messages::open_joined(public, &seat_name(&next.record, seat), free)
        } else {
            let waiting: Vec<String> = (0..next.record.seats.len())
                .filter(|s| !next.record.seats[*s].accepted)
                .map(|s| seat_mention(&next.record, s))
                .collect();
            messages::accepted_waiting(public, &seat_name(&next.record, seat), &waiting)
        };
        if !on_invitation {
            return Ok(vec![Reply::public(request.channel, line)]);
        }
        // Accepted with the invitation's button: the invitation itself says who is in
        // and who is awaited (the channel gets no message per seat); it pinged them
        // when it was posted.
        let mut invitation = self.invitation(public, &next.record);
        invitation.text = format!("{line}\n{}", invitation.text);
        invitation.delivery = Delivery::Update;
        invitation.mentions.clear();
        invitation.receipt = None;
        invitation.silent = true;
        Ok(vec![invitation])
    }

    /// The seat the requester accepts: their own in the invitation, or, in an open
    /// challenge they are not part of yet, the first free one.
    fn joining_seat(&self, request: &Request, record: &GameRecord) -> ServiceResult<usize> {
        let tr = self.tr_private(request);
        let free = open_seats(record);
        if free.is_empty() {
            return invited_seat(tr, request, record);
        }
        if request.user.id == record.challenger {
            return Err(ServiceError::user(messages::open_own_challenge(tr)));
        }
        match record.seat_of(request.user.id) {
            Some(seat) => Ok(seat),
            None if request.user.is_bot => Err(ServiceError::user(messages::open_no_bots(tr))),
            None => Ok(free[0]),
        }
    }
}
