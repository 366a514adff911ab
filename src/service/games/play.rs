//! A game being played, whichever game it is: the service's boundary over the games.
//! Every question a use case asks of a game in play goes through [`Play`], whose
//! methods are, with those of `kind.rs`, the only place that tells the games apart;
//! each hands the question to its game's module (`martian/`, `carnett/`).

use crate::carnett;
use crate::engine::Game;
use crate::i18n::Tr;
use crate::model::{CorruptGame, EndKind, GameEnd, GameRecord, GameSetup, GameStatus, UserId};
use crate::service::computer::ComputerPlayer;
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::messages;
use crate::service::reply::{Delivery, Reply};

use super::answer::{Act, Clicked, Menu, Secrets, Told};
use super::{carnett as cards, martian, turn};

/// A game replayed from its record.
#[derive(Clone)]
pub(crate) enum Play {
    /// The Looney Pyramids game.
    Martian(Game),
    /// Carnett's game, with its hidden hands and deck: nothing of it may reach a
    /// public reply but what its own module shows.
    Carnett(Box<carnett::Game>),
}

/// What an action did: the game after it, what it told, and the end when the rules
/// ended the game with it.
pub(crate) struct Applied {
    pub game: Play,
    pub told: Told,
    pub end: Option<GameEnd>,
}

/// A use case of one game reached a game of another (a bug, never a user's doing).
fn mismatch() -> ServiceError {
    ServiceError::internal("an action of one game reached a game of another")
}

impl Play {
    /// The game of `record`, replayed from its moves (or actions and seed).
    pub fn replay(record: &GameRecord) -> Result<Play, CorruptGame> {
        Ok(match record.setup {
            GameSetup::Martian { .. } => Play::Martian(record.replay()?),
            GameSetup::Carnett(_) => Play::Carnett(Box::new(cards::replay(record)?)),
        })
    }

    /// The seat that must act now (the player to move, or in a battle the one whose
    /// card is next); `None` once the rules ended the game.
    pub fn to_act(&self) -> Option<usize> {
        match self {
            Play::Martian(game) => {
                let pos = game.position();
                (!pos.is_over()).then(|| pos.to_move().index())
            }
            Play::Carnett(game) => game.to_act().map(|c| c.index()),
        }
    }

    /// The seat whose turn it is (in a battle: the attacker's), even once over: for
    /// lines like "bob to move".
    pub fn turn_of(&self) -> usize {
        match self {
            Play::Martian(game) => game.position().to_move().index(),
            Play::Carnett(game) => game.position().side().index(),
        }
    }

    /// The scores a game's end keeps: the Looney Pyramids game's points; none in
    /// Carnett's game.
    pub fn scores(&self) -> Vec<u16> {
        match self {
            Play::Martian(game) => game.position().scores().to_vec(),
            Play::Carnett(_) => Vec::new(),
        }
    }

    /// Checks that `user` may act now; says why not in `tr`'s language.
    pub fn check_turn(&self, tr: Tr<'_>, record: &GameRecord, user: UserId) -> ServiceResult<()> {
        turn::check_turn(tr, record, self.to_act(), user)
    }

    /// An action as typed with `/martian move` (`call_clock`: the option that calls
    /// the Looney Pyramids game's clock); refusals in `mine`.
    pub fn parse_typed(
        &self,
        mine: Tr<'_>,
        record: &GameRecord,
        text: &str,
        call_clock: bool,
    ) -> ServiceResult<Act> {
        Ok(match self {
            Play::Martian(game) => {
                Act::Martian(martian::parse_typed(mine, record, game, text, call_clock)?)
            }
            Play::Carnett(game) => Act::Carnett(cards::parse_typed(mine, game, text)?),
        })
    }

    /// Takes `act` for the seat that must act. Refusals are said in `mine` (the
    /// requester's language), what happened in `tr` (the server's).
    pub fn apply(
        &self,
        (tr, mine): (Tr<'_>, Tr<'_>),
        record: &GameRecord,
        act: Act,
        now_ms: i64,
    ) -> ServiceResult<Applied> {
        match (self, act) {
            (Play::Martian(game), Act::Martian(m)) => {
                let played = martian::play(tr, mine, record, game, m, now_ms)?;
                Ok(Applied {
                    game: Play::Martian(played.game),
                    told: Told {
                        public: vec![played.line],
                        secrets: Secrets::default(),
                    },
                    end: played.end,
                })
            }
            (Play::Carnett(game), Act::Carnett(action)) => {
                let taken = cards::apply(tr, mine, record, game, action, now_ms)?;
                Ok(Applied {
                    game: Play::Carnett(Box::new(taken.game)),
                    told: taken.told,
                    end: taken.end,
                })
            }
            _ => Err(mismatch()),
        }
    }

    /// The computer's action when a computer seat must act; `None` otherwise.
    pub fn computer_choice(
        &self,
        record: &GameRecord,
        computer: &dyn ComputerPlayer,
    ) -> ServiceResult<Option<Act>> {
        Ok(match self {
            Play::Martian(game) => {
                martian::computer_choice(record, game, computer)?.map(Act::Martian)
            }
            Play::Carnett(game) => cards::computer_choice(record, game).map(Act::Carnett),
        })
    }

    /// What the seat that took `act` alone is told once it and the computer's replies
    /// were taken (this is the game after them), with what it learned meanwhile.
    pub fn acted_answer(
        &self,
        mine: Tr<'_>,
        record: &GameRecord,
        seat: usize,
        act: Act,
        secrets: &Secrets,
    ) -> Menu {
        match (self, act) {
            (Play::Carnett(game), Act::Carnett(action)) => {
                cards::acted_answer(mine, record, game, seat, action, secrets)
            }
            (_, act) => Menu {
                text: messages::you_played(mine, &act.stored()),
                components: Vec::new(),
            },
        }
    }

    /// `/martian moves`: what the player to act may do now, in `mine`.
    pub fn moves_list(&self, mine: Tr<'_>) -> ServiceResult<String> {
        match self {
            Play::Martian(game) => Ok(martian::moves_list(mine, game)),
            Play::Carnett(game) => cards::actions_list(mine, game),
        }
    }

    /// A click by `user` on one of the game's own components (`token`, made at `ply`),
    /// with the value chosen in a menu; a token this game never made is refused.
    pub fn click(
        &self,
        mine: Tr<'_>,
        record: &GameRecord,
        pressed: turn::Pressed<'_>,
        token: &str,
        value: &str,
    ) -> ServiceResult<Clicked> {
        let unknown = || ServiceError::user(messages::unknown_component(mine));
        match self {
            Play::Martian(game) => {
                let click = martian::Click::parse(token).ok_or_else(unknown)?;
                martian::click(mine, record, game, pressed, click, value)
            }
            Play::Carnett(game) => {
                let click = cards::CarnettClick::parse(token).ok_or_else(unknown)?;
                cards::click(mine, record, game, pressed, click, value)
            }
        }
    }

    /// The live board's message: `lines` (what happened), then whose turn it is,
    /// pinging them, or how the game ended; in `tr`'s language (everyone reads it).
    pub fn board_message(
        &self,
        tr: Tr<'_>,
        record: &GameRecord,
        lines: Vec<String>,
        delivery: Delivery,
    ) -> Reply {
        match self {
            Play::Martian(game) => martian::board_message(tr, record, game, lines, delivery),
            Play::Carnett(game) => cards::board_message(tr, record, game, lines, delivery),
        }
    }

    /// The board on request: for everyone (`to` is `None`), or for one player alone.
    pub fn board_view(&self, tr: Tr<'_>, record: &GameRecord, to: Option<UserId>) -> Reply {
        match self {
            Play::Martian(game) => martian::board_view(tr, record, game, to),
            Play::Carnett(game) => cards::board_view(tr, record, game, to),
        }
    }

    /// The ping telling `mention` it is theirs to act.
    pub fn ping(&self, tr: Tr<'_>, mention: &str) -> String {
        match self {
            Play::Martian(_) => martian::say::ping(tr, mention),
            Play::Carnett(game) => cards::say::ping(tr, mention, game.battle().is_some()),
        }
    }

    /// How the game ended, in `tr`'s language and plain names (escape it for a
    /// message); `None` while it goes on.
    pub fn end_summary(&self, tr: Tr<'_>, record: &GameRecord) -> Option<String> {
        match self {
            Play::Martian(game) => martian::end_summary(tr, record, game),
            Play::Carnett(game) => cards::end_summary_in(tr, record, game),
        }
    }

    /// The end of the game when `seat` resigns (or forfeits on time, `kind` says):
    /// they lose whatever the score. In the Looney Pyramids game the leaders among
    /// the others win (sharing a draw when tied); in Carnett's, the other player.
    pub fn resign_end(&self, seat: usize, kind: EndKind, at_ms: i64) -> GameEnd {
        match self {
            Play::Martian(game) => martian::resign_end(game.position(), seat, kind, at_ms),
            Play::Carnett(_) => GameEnd {
                kind,
                winners: vec![1 - seat.min(1)],
                drawn: Vec::new(),
                scores: Vec::new(),
                at_ms,
                by_name: None,
                waited_hours: None,
            },
        }
    }

    /// Whether a player who leaves now (`/martian abort`) loses the game, and if so
    /// the sentence saying why, in `mine`: their abort is then a resignation, asked
    /// to confirm first. In Carnett's game once the cards are dealt (the game under
    /// way: both hands and White's die are seen), so that nobody deals again for
    /// free; never in the Looney Pyramids game, whose players may abort early.
    pub fn leaving_costs_the_game(&self, mine: Tr<'_>, record: &GameRecord) -> Option<String> {
        match self {
            Play::Martian(_) => None,
            Play::Carnett(_) => {
                (record.status == GameStatus::Active).then(|| cards::say::leaving_resigns(mine))
            }
        }
    }

    /// Up to 25 of the actions `user` may take now starting with what they typed, as
    /// (label, value); none when it is not theirs to act.
    pub fn autocomplete(
        &self,
        tr: Tr<'_>,
        record: &GameRecord,
        user: UserId,
        typed: &str,
    ) -> Vec<(String, String)> {
        match self {
            Play::Martian(game) => martian::autocomplete(tr, game, typed),
            Play::Carnett(game) => cards::autocomplete(tr, record, game, user, typed),
        }
    }

    /// The seat whose action was stored last.
    pub fn last_actor(&self, record: &GameRecord) -> usize {
        match self {
            Play::Martian(game) => {
                let seats = record.seats.len().max(1);
                (game.position().to_move().index() + seats - 1) % seats
            }
            // A turn has several actions and a battle both players' cards: the seat
            // that had to act before the last action.
            Play::Carnett(_) => {
                let mut before = record.clone();
                before.moves.pop();
                cards::replay(&before)
                    .ok()
                    .and_then(|g| g.to_act())
                    .map_or(0, |c| c.index())
            }
        }
    }
}
