//! Taking an action in Carnett's game: typed, or chosen in a menu; the computer's
//! actions; storing each before anything is said about it; what the actor alone is
//! told (the cards they drew, the menu of their next battle card).

use super::say;
use crate::carnett::{Action, Card, Game, IllegalReason, Outcome};
use crate::i18n::Tr;
use crate::model::{ComputerLevel, EndKind, GameEnd, GameRecord};
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::names::seat_name;
use crate::service::seeds::ply_seed;

use super::super::answer::{Menu, Secrets, Told};
use super::colors::color;
use super::describe::describe;
use super::menus::card_menu;

/// The computer's level in Carnett's game for a seat's stored level (it has two
/// levels that play: `hard` and `max`, which a challenge cannot ask for there, would
/// play as `normal`).
fn level(stored: ComputerLevel) -> crate::carnett_ai::Level {
    match stored {
        ComputerLevel::Easy => crate::carnett_ai::Level::Easy,
        ComputerLevel::Normal | ComputerLevel::Hard | ComputerLevel::Max => {
            crate::carnett_ai::Level::Normal
        }
    }
}

/// The levels a challenge to the computer may ask for in Carnett's game, the default
/// first.
pub(crate) const LEVELS: [ComputerLevel; 2] = [ComputerLevel::Normal, ComputerLevel::Easy];

/// What taking an action did: the game after it, what it told, and its end when the
/// rules ended the game.
pub(crate) struct Taken {
    pub game: Game,
    pub told: Told,
    pub end: Option<GameEnd>,
}

/// Takes `action` for the seat that must act. Refusals are said in `mine` (the
/// requester's language); what happened in `tr` (the server's).
pub(crate) fn apply(
    tr: Tr<'_>,
    mine: Tr<'_>,
    record: &GameRecord,
    before: &Game,
    action: Action,
    now_ms: i64,
) -> ServiceResult<Taken> {
    let name = |s| seat_name(record, s);
    let Some(seat) = before.to_act() else {
        let over = IllegalReason::GameOver(before.outcome().unwrap_or(Outcome::TurnLimit));
        return Err(ServiceError::user(say::illegal(mine, &over, name)));
    };
    let mut game = before.clone();
    let events = game
        .apply(seat, action)
        .map_err(|e| ServiceError::user(say::illegal(mine, &e.reason, name)))?;
    let told = describe(tr, record, before, &game, seat, action, &events);
    let end = game.outcome().map(|outcome| {
        let (winners, drawn) = match outcome.winner() {
            Some(winner) => (vec![winner.index()], Vec::new()),
            None => (Vec::new(), vec![0, 1]),
        };
        GameEnd {
            kind: EndKind::Rules,
            winners,
            drawn,
            scores: Vec::new(),
            at_ms: now_ms,
            by_name: None,
            waited_hours: None,
        }
    });
    Ok(Taken { game, told, end })
}

/// The computer's action when a computer seat must act; `None` otherwise. It chooses
/// from what its seat sees (its hand and the public state), never the deck or the
/// other hand.
pub(crate) fn computer_choice(record: &GameRecord, game: &Game) -> Option<Action> {
    let seat = game.to_act()?;
    let computer = record.seats.get(seat.index())?.computer.clone()?;
    let seed = ply_seed(computer.seed, record.ply());
    crate::carnett_ai::choose(&game.view(seat), level(computer.level), seed)
}

/// What the actor alone is told after their action and the computer's that followed:
/// what they did and drew, and their next battle card's menu when they must play one.
pub(crate) fn acted_answer(
    mine: Tr<'_>,
    record: &GameRecord,
    game: &Game,
    seat: usize,
    action: Action,
    secrets: &Secrets,
) -> Menu {
    let drew: &[Card] = secrets.drew.get(seat).map_or(&[], Vec::as_slice);
    let mut text = vec![say::you_acted(mine, &action)];
    if action == Action::EndTurn {
        text = vec![say::turn_ended(mine)];
    }
    if !drew.is_empty() {
        text.push(say::you_drew(mine, drew));
    }
    let mut answer = Menu {
        text: text.join("\n"),
        components: Vec::new(),
    };
    // Their battle card is next: its menu comes with the answer.
    if game.battle().is_some() && game.to_act() == Some(color(seat)) {
        let menu = card_menu(mine, record, game, seat);
        answer.text = format!("{}\n{}", answer.text, menu.text);
        answer.components = menu.components;
    }
    answer
}
