//! Draws by agreement (both games): one player offers, every other player accepts.
//!
//! The offer lives in the record (`GameRecord::draw_offer`: the offering seat, then
//! the seats that accepted), so it survives a restart, and any move clears it
//! (`play.rs`, `apply`): the offer's buttons carry the ply they were made at and refuse
//! once it has lapsed. A seat the computer plays never agrees, so no offer is made in a
//! game against the computer. The player who offered and asks again is told their
//! offer stands (taking it back is the offer's Decline button, which they may press
//! too). The last acceptance ends the game as a draw of every seat, committed with the
//! ratings in one step like a resignation.

use std::sync::Arc;

use crate::i18n::Tr;
use crate::model::{EndKind, GameEnd, GameRecord, GameStatus};

use super::dispatch::Service;
use super::error::{ServiceError, ServiceResult};
use super::games::Loaded;
use super::messages;
use super::names::{seat_mention, seat_name};
use super::reply::{Button, ButtonStyle, ComponentAction, ComponentId, Delivery, Reply, Row};
use super::request::Request;

/// The seats that have yet to accept the standing offer, in seat order.
fn waiting_seats(record: &GameRecord) -> Vec<usize> {
    (0..record.seats.len())
        .filter(|s| !record.draw_offer.contains(s))
        .collect()
}

/// A public line in the game's channel, notifying nobody.
fn quiet_line(record: &GameRecord, text: String) -> Reply {
    let mut line = Reply::public(record.channel, text);
    line.delivery = Delivery::Channel;
    line.silent = true;
    line
}

/// The end of a game drawn by agreement: every seat shares the draw, with the scores
/// as they stand.
fn agreed_end(loaded: &Loaded, at_ms: i64) -> GameEnd {
    GameEnd {
        kind: EndKind::Agreed,
        winners: Vec::new(),
        drawn: (0..loaded.record.seats.len()).collect(),
        scores: loaded.game.scores(),
        at_ms,
        by_name: None,
        waited_hours: None,
    }
}

impl Service {
    /// `/martian draw`.
    pub(crate) fn draw(&self, request: &Request) -> ServiceResult<Vec<Reply>> {
        let loaded = self.active_game(request)?;
        self.draw_in(request, &loaded)
    }

    /// Offers a draw when none stands, accepts the standing one otherwise (the board's
    /// Draw button, the offer's Accept button, and the command all come here).
    pub(crate) fn draw_in(
        &self,
        request: &Request,
        loaded: &Arc<Loaded>,
    ) -> ServiceResult<Vec<Reply>> {
        let mine = self.tr_private(request);
        let record = &loaded.record;
        let seat = record
            .seat_of(request.user.id)
            .ok_or_else(|| ServiceError::user(messages::draw_not_a_player(mine)))?;
        if record.status != GameStatus::Active || loaded.game.to_act().is_none() {
            return Err(ServiceError::user(messages::game_over_already(mine)));
        }
        let names = |seats: &[usize]| -> Vec<String> {
            seats.iter().map(|s| seat_name(record, *s)).collect()
        };
        let waiting = waiting_seats(record);
        if record.draw_offer.first() == Some(&seat) {
            return Err(ServiceError::user(messages::draw_offer_stands(
                mine,
                &names(&waiting),
            )));
        }
        if record.draw_offer.contains(&seat) {
            return Err(ServiceError::user(messages::draw_already_accepted(
                mine,
                &names(&waiting),
            )));
        }
        if record.seats.iter().any(|s| s.computer.is_some()) {
            return Err(ServiceError::user(messages::draw_computer_plays_on(mine)));
        }
        let tr = self.tr_public_for(request)?;
        self.keep_locale(request, &loaded.record);
        if loaded.record.draw_offer.is_empty() {
            self.offer_draw(request, tr, loaded, seat)
        } else {
            self.accept_draw(request, tr, loaded, seat)
        }
    }

    /// Stores `record` (made from `loaded`, the game going on) and remembers it.
    fn keep_offer(&self, loaded: &Loaded, mut record: GameRecord) -> ServiceResult<()> {
        self.saved.save(&mut record, &loaded.record)?;
        self.saved.remember(&Arc::new(Loaded {
            record,
            game: loaded.game.clone(),
        }));
        Ok(())
    }

    fn offer_draw(
        &self,
        request: &Request,
        tr: Tr<'_>,
        loaded: &Loaded,
        seat: usize,
    ) -> ServiceResult<Vec<Reply>> {
        let mut record = loaded.record.clone();
        record.draw_offer = vec![seat];
        let waiting = waiting_seats(&record);
        let mentions: Vec<String> = waiting.iter().map(|s| seat_mention(&record, *s)).collect();
        let mut offer = Reply::public(
            record.channel,
            messages::draw_offered(tr, &seat_name(&record, seat), &mentions),
        );
        offer.delivery = Delivery::Channel;
        offer.mentions = waiting
            .iter()
            .map(|s| &record.seats[*s])
            .map(|s| (s.user, s.name.clone()))
            .collect();
        offer.mentions.dedup_by_key(|(user, _)| *user);
        let id = |action| ComponentId::new(record.id, record.ply(), action).encode();
        offer.components = vec![Row::Buttons(vec![
            Button {
                custom_id: id(ComponentAction::AcceptDraw),
                label: messages::accept_draw_button(tr),
                style: ButtonStyle::Success,
                disabled: false,
            },
            Button {
                custom_id: id(ComponentAction::DeclineDraw),
                label: messages::decline_draw_button(tr),
                style: ButtonStyle::Secondary,
                disabled: false,
            },
        ])];
        self.keep_offer(loaded, record)?;
        let mine = self.tr_private(request);
        Ok(vec![
            Reply::private(
                request.channel,
                request.user.id,
                messages::draw_you_offered(mine),
            ),
            offer,
        ])
    }

    fn accept_draw(
        &self,
        request: &Request,
        tr: Tr<'_>,
        loaded: &Loaded,
        seat: usize,
    ) -> ServiceResult<Vec<Reply>> {
        let mine = self.tr_private(request);
        let mut record = loaded.record.clone();
        record.draw_offer.push(seat);
        let waiting = waiting_seats(&record);
        let name = seat_name(&record, seat);
        if !waiting.is_empty() {
            let names: Vec<String> = waiting.iter().map(|s| seat_name(&record, *s)).collect();
            let line = quiet_line(&record, messages::draw_accepted_so_far(tr, &name, &names));
            self.keep_offer(loaded, record)?;
            return Ok(vec![
                Reply::private(
                    request.channel,
                    request.user.id,
                    messages::draw_you_accepted_waiting(mine, &names),
                ),
                line,
            ]);
        }
        record.draw_offer.clear();
        record.status = GameStatus::Finished;
        record.end = Some(agreed_end(loaded, self.clock.now_ms()));
        let (next, ratings) = self.commit_end(loaded, record)?;
        let mut lines = vec![messages::draw_accepted(tr, &name)];
        lines.extend(ratings);
        let mut replies = vec![Reply::private(
            request.channel,
            request.user.id,
            messages::draw_you_accepted(mine),
        )];
        replies.extend(self.posts.board(tr, &next, lines, Some(request.user.id)));
        replies.extend(self.tournament_game_ended(&next.record));
        Ok(replies)
    }

    /// The offer's Decline button: the offer ends, whoever of the players presses it
    /// (the one who offered takes it back).
    pub(crate) fn decline_draw(
        &self,
        request: &Request,
        loaded: &Arc<Loaded>,
    ) -> ServiceResult<Vec<Reply>> {
        let mine = self.tr_private(request);
        let seat = loaded
            .record
            .seat_of(request.user.id)
            .ok_or_else(|| ServiceError::user(messages::draw_not_a_player(mine)))?;
        let Some(&offered_by) = loaded.record.draw_offer.first() else {
            return Err(ServiceError::user(messages::draw_lapsed(mine)));
        };
        let tr = self.tr_public_for(request)?;
        self.keep_locale(request, &loaded.record);
        let mut record = loaded.record.clone();
        record.draw_offer.clear();
        let (public, private) = if seat == offered_by {
            (
                messages::draw_withdrawn(tr, &seat_name(&record, seat)),
                messages::draw_you_withdrew(mine),
            )
        } else {
            (
                messages::draw_declined(
                    tr,
                    &seat_name(&record, seat),
                    &seat_name(&record, offered_by),
                ),
                messages::draw_you_declined(mine),
            )
        };
        let line = quiet_line(&record, public);
        self.keep_offer(loaded, record)?;
        Ok(vec![
            Reply::private(request.channel, request.user.id, private),
            line,
        ])
    }
}
