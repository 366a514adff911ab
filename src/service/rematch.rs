//! A rematch: the Rematch button on a finished game's board challenges the same
//! players again, in the channel it was challenged in, with the same board and rules, the next seat
//! moving first (the seats turn by one). The computer keeps its level and accepts at
//! once, as it does any challenge.

use crate::model::{ComputerSeat, GameId, GameRecord, GameStatus, Seat};

use super::dispatch::Service;
use super::error::{ServiceError, ServiceResult};
use super::games;
use super::lobby::NewGame;
use super::messages;
use super::reply::Reply;
use super::request::Request;

/// Whether `open` (the channel's invitation) is the rematch of `finished` that the
/// requester is invited to: pressing Rematch then accepts it.
fn invited_to_rematch(open: &GameRecord, finished: &GameRecord, request: &Request) -> bool {
    let seat = open.seat_of(request.user.id);
    open.status == GameStatus::Invited
        && open.players() == finished.players()
        && games::plays_like(&open.setup, &finished.setup)
        && seat.is_some_and(|s| !open.seats[s].accepted)
}

impl Service {
    /// The Rematch button of `game`'s board, pressed.
    pub(crate) fn rematch(&self, request: &Request, game: GameId) -> ServiceResult<Vec<Reply>> {
        let mine = self.tr_private(request);
        let finished = self
            .store
            .game(request.guild, game)?
            .ok_or_else(|| ServiceError::user(messages::game_gone(mine)))?;
        if finished.seat_of(request.user.id).is_none() {
            return Err(ServiceError::user(messages::rematch_not_a_player(mine)));
        }
        // A tournament's pairings decide who plays whom (the button is not shown).
        if finished.tournament.is_some() {
            return Err(ServiceError::user(messages::tournament_no_rematch(mine)));
        }
        match finished.status {
            GameStatus::Finished => {}
            GameStatus::Cancelled => return Err(ServiceError::user(messages::game_gone(mine))),
            GameStatus::Invited | GameStatus::Active => {
                return Err(ServiceError::user(messages::rematch_not_finished(mine)))
            }
        }
        // Both players pressed Rematch: the second press accepts the first's.
        // A game that had a thread is challenged again where it was challenged: its
        // thread is archived, and the rematch gets a thread of its own.
        let home = finished.parent.unwrap_or(finished.channel);
        if let Some(open) = self.saved.load_open(request.guild, home)? {
            if invited_to_rematch(&open.record, &finished, request) {
                return self.accept_game(request, &open, false);
            }
        }
        let public = self.tr_public_for(request)?;
        let new = NewGame {
            setup: finished.setup.clone(),
            channel: home,
            challenger: request.user.id,
            heading: Some(messages::rematch_heading(public, &finished.id.to_string())),
        };
        self.create_game(request, new, |dice| {
            let mut seats: Vec<Seat> = finished
                .seats
                .iter()
                .map(|old| {
                    let me = old.user == request.user.id;
                    Seat {
                        user: old.user,
                        name: if me {
                            request.user.name.clone()
                        } else {
                            old.name.clone()
                        },
                        accepted: me || old.computer.is_some(),
                        computer: old.computer.as_ref().map(|c| ComputerSeat {
                            level: c.level,
                            seed: dice.seed(),
                        }),
                    }
                })
                .collect();
            // The next seat moves first; partners stay opposite in a teams game.
            seats.rotate_left(1);
            seats
        })
    }
}
