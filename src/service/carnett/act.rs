//! Taking an action in Carnett's game: typed, or chosen in a menu; the computer's
//! actions; storing each before anything is said about it; what the actor alone is
//! told (the cards they drew, the menu of their next battle card).

use std::sync::Arc;

use crate::carnett::{Action, Color, Game};
use crate::i18n::Tr;
use crate::model::{ComputerLevel, EndKind, GameEnd, GameStatus};
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::game_state::Play;
use crate::service::games::Loaded;
use crate::service::messages::carnett as say;
use crate::service::reply::{Delivery, Reply};
use crate::service::request::Request;
use crate::service::seeds::ply_seed;
use crate::service::view::seat_name;
use crate::service::Service;

use super::describe::{describe, Told};

/// The colour of a seat: seat 0 plays White.
pub(crate) fn color(seat: usize) -> Color {
    if seat == 0 {
        Color::White
    } else {
        Color::Black
    }
}

/// The game of a loaded Carnett record.
pub(crate) fn game_of(loaded: &Loaded) -> ServiceResult<&Game> {
    loaded
        .game
        .as_carnett()
        .ok_or_else(|| ServiceError::internal("a Carnett use case reached a Looney Pyramids game"))
}

/// The computer's level in Carnett's game for a seat's stored level (it has two
/// levels that play: `hard` plays as `normal`).
fn level(stored: ComputerLevel) -> crate::carnett_ai::Level {
    match stored {
        ComputerLevel::Easy => crate::carnett_ai::Level::Easy,
        ComputerLevel::Normal | ComputerLevel::Hard => crate::carnett_ai::Level::Normal,
    }
}

/// The levels a challenge to the computer may ask for in Carnett's game, the default
/// first.
pub(crate) const LEVELS: [ComputerLevel; 2] = [ComputerLevel::Normal, ComputerLevel::Easy];

/// Reads a typed action: the game's own text, or in a battle a card alone (`7H`).
pub(crate) fn parse_action(game: &Game, text: &str) -> Option<Action> {
    let text = text.trim();
    if let Ok(action) = text.parse::<Action>() {
        return Some(action);
    }
    if game.battle().is_some() {
        if let Ok(card) = text.parse() {
            return Some(Action::Play(card));
        }
    }
    // Typed with capitals or spaces a player might use: `E2E4`, `Discard 7h`.
    let lower = text.to_ascii_lowercase();
    let mut words = lower.split_whitespace();
    let normal = match (words.next(), words.next(), words.next()) {
        (Some(w @ ("discard" | "play")), Some(card), None) => {
            format!("{w} {}", card.to_ascii_uppercase())
        }
        (Some("exchange"), Some(kind), None) => format!("exchange {}", kind.to_ascii_uppercase()),
        (Some(word), None, None) if word.contains('@') => {
            let (kind, square) = word.split_once('@')?;
            format!("{}@{square}", kind.to_ascii_uppercase())
        }
        (Some(word), None, None) => word.to_owned(),
        _ => return None,
    };
    normal.parse().ok()
}

impl Service {
    /// Takes `action` for the seat that must act and stores it (durably) before
    /// anything is said about it. Refusals are said in `mine` (the requester's
    /// language); what happened in `tr` (the server's).
    pub(crate) fn carnett_apply(
        &self,
        tr: Tr<'_>,
        mine: Tr<'_>,
        loaded: &Loaded,
        action: Action,
    ) -> ServiceResult<(Arc<Loaded>, Told)> {
        let before = game_of(loaded)?;
        let Some(seat) = before.to_act() else {
            return Err(ServiceError::user(say::illegal(
                mine,
                &crate::carnett::IllegalReason::GameOver(
                    before
                        .outcome()
                        .unwrap_or(crate::carnett::Outcome::TurnLimit),
                ),
                |s| seat_name(&loaded.record, s),
            )));
        };
        let mut game = before.clone();
        let events = game.apply(seat, action).map_err(|e| {
            ServiceError::user(say::illegal(mine, &e.reason, |s| {
                seat_name(&loaded.record, s)
            }))
        })?;
        let mut record = loaded.record.clone();
        record.moves.push(action.to_string());
        // An offered draw lapses with the next action.
        record.draw_offer.clear();
        let told = describe(tr, &record, before, &game, seat, action, &events);
        if let Some(outcome) = game.outcome() {
            record.status = GameStatus::Finished;
            let (winners, drawn) = match outcome.winner() {
                Some(winner) => (vec![winner.index()], Vec::new()),
                None => (Vec::new(), vec![0, 1]),
            };
            record.end = Some(GameEnd {
                kind: EndKind::Rules,
                winners,
                drawn,
                scores: Vec::new(),
                at_ms: self.clock.now_ms(),
                by_name: None,
                waited_hours: None,
            });
            let moved = Loaded {
                record: loaded.record.clone(),
                game: Play::Carnett(Box::new(game)),
            };
            let (next, more) = self.commit_end(&moved, record)?;
            let mut told = told;
            told.public.extend(more);
            return Ok((next, told));
        }
        // Each step (a turn, a battle card) has the move timeout: the clock starts
        // again when another seat must act.
        let to_act = game.to_act().map_or(0, Color::index);
        if before.to_act().map(Color::index) != Some(to_act) {
            self.schedule(&mut record, to_act)?;
        }
        self.save(&mut record, &loaded.record)?;
        let next = Arc::new(Loaded {
            record,
            game: Play::Carnett(Box::new(game)),
        });
        self.remember(&next);
        Ok((next, told))
    }

    /// Lets the computer act while it must; `lines` get what it did. It chooses from
    /// what its seat sees (its hand and the public state), never the deck or the
    /// other hand.
    pub(crate) fn carnett_computer_turns(
        &self,
        tr: Tr<'_>,
        loaded: Arc<Loaded>,
        lines: &mut Vec<String>,
    ) -> ServiceResult<Arc<Loaded>> {
        self.carnett_computer_acts(tr, loaded, lines, &mut Default::default())
    }

    /// [`Service::carnett_computer_turns`], keeping the cards each seat drew (a
    /// battle the computer ends draws for both players).
    fn carnett_computer_acts(
        &self,
        tr: Tr<'_>,
        mut loaded: Arc<Loaded>,
        lines: &mut Vec<String>,
        drew: &mut [Vec<crate::carnett::Card>; 2],
    ) -> ServiceResult<Arc<Loaded>> {
        while loaded.record.status == GameStatus::Active {
            let game = game_of(&loaded)?;
            let Some(seat) = game.to_act() else { break };
            let Some(computer) = loaded
                .record
                .seats
                .get(seat.index())
                .and_then(|s| s.computer.clone())
            else {
                break;
            };
            let seed = ply_seed(computer.seed, loaded.record.ply());
            let view = game.view(seat);
            let Some(action) = crate::carnett_ai::choose(&view, level(computer.level), seed) else {
                break;
            };
            let (next, told) = self.carnett_apply(tr, tr, &loaded, action).map_err(|err| {
                ServiceError::internal(format!(
                    "the computer chose an action the rules refuse ({action}): {err:?}"
                ))
            })?;
            lines.extend(told.public);
            for (all, new) in drew.iter_mut().zip(told.drew) {
                all.extend(new);
            }
            loaded = next;
        }
        Ok(loaded)
    }

    /// `/martian move` in Carnett's game.
    pub(crate) fn carnett_typed(
        &self,
        request: &Request,
        loaded: &Arc<Loaded>,
        text: &str,
    ) -> ServiceResult<Vec<Reply>> {
        let mine = self.tr_private(request);
        let game = game_of(loaded)?;
        let action = parse_action(game, text)
            .ok_or_else(|| ServiceError::user(say::not_an_action(mine, text)))?;
        self.carnett_act(request, loaded, action, Delivery::Respond)
    }

    /// Takes the requester's action, then the computer's, and answers: the actor
    /// privately (what they did and drew; their next battle card's menu when they must
    /// play one), everyone through the live board. `delivery`: how the private answer
    /// goes (`Update` replaces the menu it was chosen in).
    pub(crate) fn carnett_act(
        &self,
        request: &Request,
        loaded: &Arc<Loaded>,
        action: Action,
        delivery: Delivery,
    ) -> ServiceResult<Vec<Reply>> {
        let mine = self.tr_private(request);
        self.check_turn(mine, loaded, request.user.id)?;
        let seat = loaded
            .record
            .seat_of(request.user.id)
            .ok_or_else(|| ServiceError::user(crate::service::messages::not_a_player(mine)))?;
        let tr = self.tr_public_for(request)?;
        let loaded = self.note_locale(request, loaded);
        let (next, told) = self.carnett_apply(tr, mine, &loaded, action)?;
        let mut lines = told.public;
        let mut drew = told.drew;
        let mine_at = next.record.ply();
        let next = self.carnett_computer_acts(tr, next, &mut lines, &mut drew)?;
        let same_player = next.record.ply() == mine_at;
        let drew = &drew[seat];
        let mut text = vec![say::you_acted(mine, &super::show::shown(&action))];
        if action == Action::EndTurn {
            text = vec![say::turn_ended(mine)];
        }
        if !drew.is_empty() {
            text.push(say::you_drew(mine, drew));
        }
        let mut answer = Reply::private(request.channel, request.user.id, text.join("\n"));
        answer.delivery = delivery;
        // Their battle card is next: its menu comes with the answer.
        if let Some(game) = next.game.as_carnett() {
            if game.battle().is_some() && game.to_act() == Some(color(seat)) {
                let menu = self.carnett_card_menu(mine, &next.record, game, seat);
                answer.text = format!("{}\n{}", answer.text, menu.text);
                answer.components = menu.components;
            }
        }
        let mut replies = vec![answer];
        replies.extend(self.live_posts(tr, &next, lines, Some(request.user.id), same_player));
        Ok(replies)
    }
}
